"""The app's start-up builds the Army and Table workspaces, Edit > Wound table, the tournament
dock and File > Print right after the first paint (MainWindow ``defer``); the window then holds
the same as one built at once."""

from __future__ import annotations

from pathlib import Path

from companion.ui.session import Session


def _texts(window, menu: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.text() for a in window.menu(menu).actions() if not a.isSeparator()]


def _shortcuts(window) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(s.toString() for a in window.actions() for s in a.shortcuts())


def test_deferred_window_is_completed_like_an_eager_one(qtbot, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application
    from companion.ui.main_window import MainWindow

    application()
    eager = MainWindow(Session(db_path))
    qtbot.addWidget(eager)
    deferred = MainWindow(Session(db_path), defer=True)
    qtbot.addWidget(deferred)
    assert deferred.workspaces() == ["library"]
    assert not any(hasattr(deferred, name) for name in ("army", "table", "printing", "wound_table"))
    deferred.library.populate()
    deferred.show()
    qtbot.waitExposed(deferred)
    qtbot.wait(120)  # longer than the drawing's pause for typing: still held for the first paint
    assert deferred.library.card_view.card is None
    deferred.finish_building()
    assert deferred.library.card_view.card == deferred.library.selected_card() is not None
    deferred.finish_building()  # once only
    assert deferred.workspaces() == eager.workspaces() == ["library", "army", "table"]
    for menu in ("file", "edit", "view", "help"):
        assert _texts(deferred, menu) == _texts(eager, menu), menu
    assert _shortcuts(deferred) == _shortcuts(eager)
    assert [deferred.tabs.tabText(i) for i in range(3)] == [eager.tabs.tabText(i) for i in range(3)]
    assert deferred.tournament.dock.isHidden()
    deferred.show_workspace("table")
    assert deferred.current_workspace() == "table"
    deferred.close()
    eager.close()


def test_a_saved_table_workspace_is_built_at_once(qtbot, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application
    from companion.ui.main_window import MainWindow, app_settings

    application()
    settings = app_settings()
    settings.setValue("workspace", "table")
    window = MainWindow(Session(db_path), settings=settings, defer=True)
    qtbot.addWidget(window)
    assert "table" in window.workspaces()
    assert window.current_workspace() == "table"
    settings.remove("workspace")
    window.close()


def test_a_saved_army_workspace_is_built_at_once(qtbot, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application, first_painted
    from companion.ui.main_window import MainWindow, app_settings

    application()
    settings = app_settings()
    settings.setValue("workspace", "army")
    window = MainWindow(Session(db_path), settings=settings, defer=True)
    qtbot.addWidget(window)
    assert window.workspaces() == ["library", "army", "table"]
    assert window.current_workspace() == "army"
    assert first_painted(window) is window.army
    settings.remove("workspace")
    window.close()
