"""The window's side of the language: the saved setting, switching live, the notifier.

Imported only by the window (it imports PySide6). The texts themselves are translated by
:mod:`companion.i18n` (gettext); a widget writes them with ``tr(...)`` in a ``retranslate_ui()``
method, called from its constructor and again on a language change::

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

Item models and other objects that are not widgets connect to :func:`notifier`
``.language_changed`` instead. The language menu calls :func:`switch_language`: the language is
set and saved, Qt's own translation is installed (``qtbase_fr.qm`` from PySide6, so the standard
dialogs and buttons speak it too), which makes Qt send ``LanguageChange`` to every widget (sent
all the same when no Qt translation changed), and ``language_changed`` is emitted. Nothing is
rebuilt: what the user typed stays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QSettings, Signal

from companion.i18n.language import (
    ENGLISH,
    current_language,
    normalise,
    register_setting_reader,
    set_language,
)
from companion.paths import APP_NAME

if TYPE_CHECKING:  # (imported where a language is loaded: an English start-up needs neither)
    from PySide6.QtCore import QTranslator

SETTING_KEY = "language"


def settings() -> QSettings:
    """The app's settings (the ``language`` key lives here)."""
    return QSettings(APP_NAME, APP_NAME)


_saved: dict[str, str | None] = {}
"""The saved language as last read or written (the language is asked for at every text
translated: the settings file is read once)."""


def saved_language() -> str | None:
    """The language saved by the language menu, or None (read once, see :func:`reread_saved_language`)."""
    if SETTING_KEY not in _saved:
        value = settings().value(SETTING_KEY)
        _saved[SETTING_KEY] = normalise(str(value)) if value else None
    return _saved[SETTING_KEY]


def reread_saved_language() -> None:
    """Read the saved language again at its next use (the settings file changed under us)."""
    _saved.clear()


def save_language(language: str) -> None:
    settings().setValue(SETTING_KEY, language)
    _saved[SETTING_KEY] = normalise(language)


class LanguageNotifier(QObject):
    """Emits ``language_changed(code)`` once the language changed."""

    language_changed = Signal(str)


_notifier: LanguageNotifier | None = None
_installed: list[QTranslator] = []


def notifier() -> LanguageNotifier:
    """The one notifier; connect item models and non-widget views to ``language_changed``."""
    global _notifier
    if _notifier is None:
        _notifier = LanguageNotifier()
    return _notifier


def qt_translations_dir() -> str:
    """Where PySide6 keeps Qt's own translations (``qtbase_fr.qm``...)."""
    from PySide6.QtCore import QLibraryInfo

    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install Qt's own translation for ``language`` (``qtbase``: the standard dialogs and
    buttons) in place of the one installed before; English installs none. Returns those loaded.

    Installing or removing a translator makes Qt send ``LanguageChange`` to every widget.
    """
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if language == ENGLISH:
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return []
    from PySide6.QtCore import QTranslator

    qt_own = QTranslator(app)
    if qt_own.load(f"qtbase_{language}", qt_translations_dir()):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    QLocale.setDefault(QLocale(language))
    return list(_installed)


def start_translations(app: QCoreApplication) -> str:
    """At start: let the language choice read the saved setting, install Qt's translation;
    returns the language chosen."""
    reread_saved_language()
    register_setting_reader(saved_language)
    language = current_language()
    install_translators(app, language)
    return language


def switch_language(app: QCoreApplication, language: str) -> str:
    """The user picked ``language``: use it now, save it, tell every widget (they retranslate
    in place on ``QEvent.LanguageChange``) and the :func:`notifier`."""
    language = set_language(language)
    save_language(language)
    changed = bool(_installed)
    changed = bool(install_translators(app, language)) or changed
    if not changed:  # no Qt translation was installed or removed: Qt sent nothing
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    notifier().language_changed.emit(language)
    return language
