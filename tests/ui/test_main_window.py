"""The main window's workspace API, menus and help, as the Army and Table workspaces use them.

The Army and Table workspaces are in the window already (companion.ui.army, companion.ui.table);
these tests add a stand-in "notes" workspace beside them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QTableWidget, QVBoxLayout, QWidget

from companion.rules.ruleset import TOURNAMENT


class Workspace(QWidget):
    """A workspace like the Army one: a filter, a menu action, a remembered state."""

    def __init__(self) -> None:
        super().__init__()
        self.box = QLineEdit()
        QVBoxLayout(self).addWidget(self.box)
        self.action = QAction("New &note", self)
        self.action.setShortcut("Ctrl+Shift+Y")
        self.restored: object = None

    def menu_actions(self) -> dict[str, list[QAction]]:
        return {"file": [self.action]}

    def focus_find(self) -> None:
        self.box.setFocus()

    def save_state(self, settings: QSettings) -> None:
        settings.setValue("text", self.box.text())

    def restore_state(self, settings: QSettings) -> None:
        self.restored = settings.value("text")


def test_add_a_workspace_in_one_call(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    table = Workspace()
    action = window.add_workspace("notes", "&Notes", table, "Ctrl+4")
    assert window.workspaces() == ["library", "army", "table", "notes"]
    assert window.tabs.tabText(3) == "Notes"
    assert action in window.menu("view").actions()
    file_actions = window.menu("file").actions()
    assert file_actions.index(table.action) < file_actions.index(window.quit_action)
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert window.current_workspace() == "notes"
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is table.box  # Edit > Find goes to the workspace shown
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.current_workspace() == "army"
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert window.current_workspace() == "library"


def test_workspace_and_its_state_are_remembered(qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window

    application()
    first = open_window(db_path)
    qtbot.addWidget(first)
    table = Workspace()
    first.add_workspace("notes", "&Notes", table, "Ctrl+4")
    table.box.setText("Lions at the ford")
    first.show_workspace("notes")
    first.set_ruleset(TOURNAMENT)
    first.close()
    second = open_window(db_path)
    qtbot.addWidget(second)
    again = Workspace()
    second.add_workspace("notes", "&Notes", again, "Ctrl+4")
    assert again.restored == "Lions at the ford"
    assert second.current_workspace() == "notes"
    assert "Tournament" in second.ruleset_label.text()
    second.close()


def test_keyboard_shortcuts_lists_every_action(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.shortcuts_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible())
    table = dialog.findChild(QTableWidget)
    texts = {table.item(row, 0).text(): table.item(row, 1).text() for row in range(table.rowCount())}
    assert texts["New card"] == "Ctrl+N"
    assert texts["Undo"] == "Ctrl+Z"
    assert "Ctrl+Y" in texts["Redo"]
    assert texts["Library"] == "Ctrl+1"
    dialog.close()


def test_the_table_is_built_when_first_needed_its_actions_in_their_place(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Table's tab is there from the start; the workspace itself, its menu actions and the
    tournament dock come when it is first shown or the File or Edit menu opens, where an
    eager window has them: after the Army's, before File > Print."""
    assert [window.tabs.tabText(i) for i in range(3)] == ["Library", "Army", "Table"]
    file_menu = window.menu("file")
    file_menu.aboutToShow.emit()  # what opening the File menu does
    table = window.table
    assert window.workspace("table") is table and window.tabs.widget(2) is table
    actions = file_menu.actions()
    assert actions.index(window.army.list_actions.copy_text) < actions.index(table.new_action) < actions.index(window.printing.roster_action)
    assert actions.index(window.tournament.action) < actions.index(window.quit_action)
    assert table.undo_game_action in window.menu("edit").actions()
    assert window.current_workspace() == "library"  # built, not shown
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert window.current_workspace() == "table" and window.tabs.currentWidget() is table
    assert window.tournament.dock.isHidden()


def test_a_table_shown_first_is_built_by_its_tab(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.tabs.setCurrentIndex(2)  # a click on its tab
    assert window.current_workspace() == "table"
    assert window.tabs.currentWidget() is window.table
    assert window.table.new_action in window.menu("file").actions()


@pytest.mark.parametrize("key", ["army", "table"])
def test_a_saved_workspace_is_shown_at_start(qtbot, db_path, key: str) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application, first_painted, open_window
    from companion.ui.main_window import app_settings

    application()
    app_settings().setValue("workspace", key)
    window = open_window(db_path)
    qtbot.addWidget(window)
    assert window.current_workspace() == key
    assert first_painted(window) is window.workspace(key) is getattr(window, key)
    window.close()
