"""The window's side of the language: Qt's own translation installed, a live widget told of a
language change, the setting saved."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")
from PySide6.QtCore import QCoreApplication, QEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel  # noqa: E402

from companion.i18n import language as lang  # noqa: E402
from companion.i18n import qt as i18n_qt  # noqa: E402
from companion.i18n import tr  # noqa: E402


@pytest.fixture
def restore_english(qapp: QApplication, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.delenv("COMPANION_LANG", raising=False)
    yield qapp
    i18n_qt.install_translators(qapp, "en")
    lang.set_language(None)
    lang.register_setting_reader(None)


def test_french_installs_qt_s_own_translation_and_english_none(restore_english: QApplication) -> None:
    assert len(i18n_qt.install_translators(restore_english, "fr")) == 1  # qtbase_fr.qm
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    assert i18n_qt.install_translators(restore_english, "en") == []
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


class Retranslating(QLabel):
    """A widget written the way the window's widgets are (see companion.i18n.qt)."""

    def __init__(self) -> None:
        super().__init__()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setText(tr("Language"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def test_switching_language_retranslates_a_live_widget_and_saves_the_setting(
        restore_english: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    label = Retranslating()
    qtbot.addWidget(label)
    label.setProperty("typed", "work in progress")
    assert label.text() == "Language"
    with qtbot.waitSignal(i18n_qt.notifier().language_changed) as signal:
        i18n_qt.switch_language(restore_english, "fr")
    assert signal.args == ["fr"]
    qtbot.waitUntil(lambda: label.text() == "Langue")
    assert label.property("typed") == "work in progress"  # the same widget, nothing rebuilt
    assert i18n_qt.saved_language() == "fr"
    lang.set_language(None)
    assert i18n_qt.start_translations(restore_english) == "fr"  # the setting, read at start


def test_a_widget_is_told_even_when_no_qt_translation_changes(
        restore_english: QApplication, qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n_qt, "qt_translations_dir", lambda: str(tmp_path))  # no qtbase_fr.qm
    label = Retranslating()
    qtbot.addWidget(label)
    i18n_qt.switch_language(restore_english, "fr")
    assert i18n_qt.install_translators(restore_english, "fr") == []  # nothing for Qt to send
    qtbot.waitUntil(lambda: label.text() == "Langue")
