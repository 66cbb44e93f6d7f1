"""The window's translations: Qt's ``.qm`` files, the saved setting, switching live.

Imported only by the window (it imports PySide6). How the window uses it:

* At start, before building widgets::

      from companion.i18n.qt import start_translations
      start_translations(app)          # reads the setting, loads companion_fr.qm + qtbase_fr.qm

* Every widget that shows text writes it with ``self.tr("...")`` (so ``pyside6-lupdate``
  finds it; ``tools/update-translations.sh`` refreshes ``resources/i18n/companion_fr.ts`` and
  compiles the committed ``.qm``), sets it in a ``retranslate_ui()`` method called from its
  constructor, and re-calls it on a language change::

      def changeEvent(self, event: QEvent) -> None:
          if event.type() == QEvent.Type.LanguageChange:
              self.retranslate_ui()
          super().changeEvent(event)

  Qt sends ``LanguageChange`` to every widget when a translator is installed or removed, so
  nothing is rebuilt and no work is lost. Text from the rules engine, the vocabulary or the
  catalog (``companion.i18n.tr``, ``vocabulary.label``, ``engine.ruling_text``) is computed
  in ``retranslate_ui`` too; item models connect to :func:`notifier` ``.language_changed``
  and emit ``headerDataChanged``/``dataChanged``.

* The language menu calls :func:`switch_language` (saves the setting, sets the session's
  language, reloads the translators, emits ``language_changed``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QSettings, Signal

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

TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent.parent / "resources" / "i18n"
SETTING_KEY = "language"


def settings() -> QSettings:
    """The app's settings (the ``language`` key lives here)."""
    return QSettings(APP_NAME, APP_NAME)


_saved: dict[str, str | None] = {}
"""The saved language as last read or written (the choice of language asks for it at every
text it translates: reading the settings file each time cost ~5 ms of the start-up)."""


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


def qm_path(language: str) -> Path:
    """Our compiled translation of the window's frame for ``language`` (``companion_fr.qm``)."""
    return TRANSLATIONS_DIR / f"companion_{language}.qm"


def qm_paths(language: str) -> list[Path]:
    """Every compiled translation of ours for ``language``: one per area of the window
    (``companion_fr.qm`` for the frame and the Library, ``table_fr.qm``...;
    the areas are listed in tools/update-translations.sh)."""
    return sorted(TRANSLATIONS_DIR.glob(f"*_{language}.qm"))


class LanguageNotifier(QObject):
    """Emits ``language_changed(code)`` after the translators changed."""

    language_changed = Signal(str)


_notifier: LanguageNotifier | None = None
_installed: list[QTranslator] = []


def notifier() -> LanguageNotifier:
    """The one notifier; connect item models and non-widget views to ``language_changed``."""
    global _notifier
    if _notifier is None:
        _notifier = LanguageNotifier()
    return _notifier


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Replace the installed translators with ``language``'s: ours, then Qt's own
    (``qtbase_fr.qm`` from PySide6, so standard dialogs and buttons are French too).

    English installs none (the source text is English). Returns the translators loaded; a
    missing ``.qm`` raises FileNotFoundError naming it.
    """
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    if language == ENGLISH:
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return []
    path = qm_path(language)
    if not path.exists():
        raise FileNotFoundError(f"{path}: compiled translation missing "
                                "(run tools/update-translations.sh)")
    from PySide6.QtCore import QLibraryInfo, QTranslator

    loaded = []
    for area in qm_paths(language):
        ours = QTranslator(app)
        if not ours.load(str(area)):
            raise FileNotFoundError(f"{area}: not a compiled translation "
                                    "(run tools/update-translations.sh)")
        loaded.append(ours)
    qt_own = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_own.load(f"qtbase_{language}", qt_dir):
        loaded.append(qt_own)
    for translator in loaded:
        app.installTranslator(translator)
    _installed.extend(loaded)
    QLocale.setDefault(QLocale(language))
    return loaded


def start_translations(app: QCoreApplication) -> str:
    """At start: let the language choice read the saved setting, install the translators;
    returns the language chosen."""
    reread_saved_language()
    register_setting_reader(saved_language)
    language = current_language()
    install_translators(app, language)
    return language


def switch_language(app: QCoreApplication, language: str) -> str:
    """The user picked ``language``: save it, use it now, tell the window (no work is lost:
    widgets retranslate in place on ``QEvent.LanguageChange``)."""
    language = set_language(language)
    save_language(language)
    install_translators(app, language)
    notifier().language_changed.emit(language)
    return language


class LanguageNames(QObject):
    """The language menu's own words, translated through the ``.ts`` like the window's."""

    def menu_title(self) -> str:
        return self.tr("Language")

    def restart_free_note(self) -> str:
        return self.tr("The window switches language at once; nothing is lost.")
