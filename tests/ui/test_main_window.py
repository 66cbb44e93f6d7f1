"""The main window's workspace API, menus and help, as the Army and Table workspaces use them."""

from __future__ import annotations

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
        self.action = QAction("New &list", self)
        self.action.setShortcut("Ctrl+Shift+N")
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
    army = Workspace()
    action = window.add_workspace("army", "&Army", army, "Ctrl+2")
    assert window.workspaces() == ["library", "army"]
    assert window.tabs.tabText(1) == "Army"
    assert action in window.menu("view").actions()
    file_actions = window.menu("file").actions()
    assert file_actions.index(army.action) < file_actions.index(window.quit_action)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.current_workspace() == "army"
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is army.box  # Edit > Find goes to the workspace shown
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert window.current_workspace() == "library"


def test_workspace_and_its_state_are_remembered(qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window

    application()
    first = open_window(db_path)
    qtbot.addWidget(first)
    army = Workspace()
    first.add_workspace("army", "&Army", army, "Ctrl+2")
    army.box.setText("Lions at the ford")
    first.show_workspace("army")
    first.set_ruleset(TOURNAMENT)
    first.close()
    second = open_window(db_path)
    qtbot.addWidget(second)
    again = Workspace()
    second.add_workspace("army", "&Army", again, "Ctrl+2")
    assert again.restored == "Lions at the ford"
    assert second.current_workspace() == "army"
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
