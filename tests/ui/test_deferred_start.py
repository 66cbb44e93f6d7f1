"""The app's start-up builds the Table, the tournament dock and File > Print right after the
first paint (MainWindow ``defer``); the window then holds the same as one built at once."""

from __future__ import annotations

from pathlib import Path

from companion.ui.session import Session


def _file_texts(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.text() for a in window.menu("file").actions() if not a.isSeparator()]


def test_deferred_window_is_completed_like_an_eager_one(qtbot, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application
    from companion.ui.main_window import MainWindow

    application()
    eager = MainWindow(Session(db_path))
    qtbot.addWidget(eager)
    deferred = MainWindow(Session(db_path), defer=True)
    qtbot.addWidget(deferred)
    assert deferred.workspaces() == ["library", "army"]
    assert not hasattr(deferred, "table") and not hasattr(deferred, "printing")
    deferred.library.populate()
    deferred.show()
    qtbot.waitExposed(deferred)
    deferred.finish_building()
    deferred.finish_building()  # once only
    assert deferred.workspaces() == eager.workspaces() == ["library", "army", "table"]
    assert _file_texts(deferred) == _file_texts(eager)
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
