"""Edit > Preferences…: the check for a new version, off until the player turns it on; asked of a
local stand-in for GitHub."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from companion import __version__
from companion.project import REPOSITORY
from companion.ui.preferences import CHECK_SETTING, PreferencesDialog, check_at_start


def open_preferences(window) -> PreferencesDialog:  # type: ignore[no-untyped-def]
    action = window.findChild(type(window.preferences.action), "preferences-action")
    assert action in window.menu("edit").actions()
    assert action.text().replace("&", "") == "Preferences…"
    action.trigger()
    dialog = window.preferences.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_the_check_is_off_until_turned_on_and_the_choice_is_kept(window, qtbot, fake_releases) -> None:  # type: ignore[no-untyped-def]
    assert not check_at_start(window.settings)
    assert window.preferences.check_at_start() is None  # a first start asks nothing
    dialog = open_preferences(window)
    assert not dialog.check.isChecked()
    qtbot.mouseClick(dialog.check, Qt.MouseButton.LeftButton)
    assert dialog.check.isChecked() and check_at_start(window.settings)
    assert window.preferences.open_dialog() is dialog  # open already: brought forward
    dialog.close()
    qtbot.waitUntil(lambda: window.preferences.dialog is None)
    assert open_preferences(window).check.isChecked()
    assert fake_releases.requests == []  # turning it on asks nothing by itself


def test_turned_on_a_start_tells_a_newer_release_with_its_link(window, qtbot, fake_releases) -> None:  # type: ignore[no-untyped-def]
    fake_releases.release("v99.1.0")
    window.settings.setValue(CHECK_SETTING, True)
    operation = window.preferences.check_at_start()
    assert operation is not None
    qtbot.waitUntil(lambda: operation.done, timeout=10_000)
    notice = window.statusBar().findChild(QLabel, "update-notice")
    assert notice is not None and notice.isVisible()
    assert "Version 99.1.0 is available" in notice.text()
    assert f'href="https://github.com/{REPOSITORY}/releases/tag/v99.1.0"' in notice.text()
    assert notice.openExternalLinks()


def test_turned_on_a_start_says_nothing_of_the_same_version(window, qtbot, fake_releases) -> None:  # type: ignore[no-untyped-def]
    fake_releases.release(f"v{__version__}")
    window.settings.setValue(CHECK_SETTING, True)
    operation = window.preferences.check_at_start()
    qtbot.waitUntil(lambda: operation.done, timeout=10_000)
    assert fake_releases.requests
    assert window.statusBar().findChild(QLabel, "update-notice") is None


@pytest.mark.usefixtures("no_network")
def test_turned_on_a_start_without_a_network_is_silent(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.settings.setValue(CHECK_SETTING, True)
    operation = window.preferences.check_at_start()
    qtbot.waitUntil(lambda: operation.done, timeout=10_000)
    assert window.statusBar().findChild(QLabel, "update-notice") is None
    assert window.last_message is None


def test_check_now_says_what_it_found(window, qtbot, fake_releases) -> None:  # type: ignore[no-untyped-def]
    dialog = open_preferences(window)
    fake_releases.release("v99.0")
    operation = dialog.check_for_update()
    assert not dialog.check_now.isEnabled()
    qtbot.waitUntil(lambda: operation.done, timeout=10_000)
    assert dialog.check_now.isEnabled()
    assert "Version 99.0 is available" in dialog.answer.text() and "releases/tag/v99.0" in dialog.answer.text()
    fake_releases.release(f"v{__version__}")
    operation = dialog.check_for_update()
    qtbot.waitUntil(lambda: operation.done, timeout=10_000)
    assert dialog.answer.text() == f"This is the latest version ({__version__})."
    fake_releases.status = 503
    operation = dialog.check_for_update()
    qtbot.waitUntil(lambda: operation.done, timeout=10_000)
    assert dialog.answer.text() == "The latest release could not be read (no network?)."


def test_the_preferences_follow_the_language(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_preferences(window)
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Préférences")  # (LanguageChange is posted)
        assert dialog.check_now.text() == "Vérifier maintenant"
        qtbot.waitUntil(lambda: window.preferences.action.text() == "Pré&férences…")
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Preferences")
