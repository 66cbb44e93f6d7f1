"""The main window's workspace API, menus and help, as the Army and Table workspaces use them.

The Army and Table workspaces are in the window already (companion.ui.army, companion.ui.table);
these tests add a stand-in "notes" workspace beside them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
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


def test_the_window_s_own_workspaces_have_their_part_in_it(window) -> None:  # type: ignore[no-untyped-def]
    """The Library, the Army and the Table are Workspaces: their menu actions, Edit > Find and
    their state between starts are not skipped for a method missing."""
    from companion.ui.window_protocol import Workspace as WindowWorkspace

    assert isinstance(Workspace(), WindowWorkspace)  # the stand-in above is one too
    for key in ("library", "army", "table"):
        assert isinstance(window.workspace(key), WindowWorkspace), key


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


def table_built(window) -> bool:  # type: ignore[no-untyped-def]
    from companion.ui.table import TableWorkspace

    return isinstance(window.tabs.widget(2), TableWorkspace)


def test_the_table_s_menu_actions_are_in_place_before_it_is_built(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Table and the tournament dock are built when first needed; their menu actions are
    the window's from the start, where an eager window has them: after the Army's, before File >
    Print; the tournament round before Quit; the game's undo in Edit."""
    assert [window.tabs.tabText(i) for i in range(3)] == ["Library", "Army", "Table"]
    file_actions = window.menu("file").actions()
    actions = window.table_actions
    assert (file_actions.index(window.army.list_actions.copy_text) < file_actions.index(actions.new_action)
            < file_actions.index(actions.finish_action) < file_actions.index(window.printing.roster_action)
            < file_actions.index(window.tournament_action.action) < file_actions.index(window.quit_action))
    assert actions.undo_game_action in window.menu("edit").actions()
    window.menu("file").aboutToShow.emit()  # what opening the File menu does: nothing to build
    window.shortcuts_action.trigger()  # Help > Keyboard shortcuts lists them, unbuilt
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible())
    dialog.close()
    assert not table_built(window)
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert table_built(window) and window.current_workspace() == "table"
    assert window.table.new_action is actions.new_action  # the Table acts on the window's actions
    assert window.tournament.dock.isHidden()


@pytest.mark.parametrize("key, ran", [
    ("Ctrl+Shift+G", "new_game"),
    ("Ctrl+G", "show_games_here"),
    ("Ctrl+Shift+J", "choose_export json"),
    ("Ctrl+Shift+B", "choose_export text"),
    ("Ctrl+Shift+F", "ask_finish"),
])
def test_the_first_press_of_a_table_key_builds_the_table_and_runs(window, qtbot, monkeypatch,  # type: ignore[no-untyped-def]
                                                                  key: str, ran: str) -> None:
    from companion.ui.table import TableWorkspace

    done: list[str] = []
    monkeypatch.setattr(TableWorkspace, "new_game", lambda _self: done.append("new_game"))
    monkeypatch.setattr(TableWorkspace, "show_games_here", lambda _self: done.append("show_games_here"))
    monkeypatch.setattr(TableWorkspace, "choose_export", lambda _self, fmt: done.append(f"choose_export {fmt}"))
    monkeypatch.setattr(TableWorkspace, "ask_finish", lambda _self: done.append("ask_finish"))
    assert not table_built(window)
    sequence = QKeySequence(key)
    qtbot.keyClick(window, sequence[0].key(), sequence[0].keyboardModifiers())
    assert done == [ran] and table_built(window)


def test_the_first_press_of_the_tournament_key_shows_its_panel(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert not table_built(window)
    qtbot.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.tournament.dock.isVisible())


def test_no_two_actions_of_the_window_share_a_shortcut(window) -> None:  # type: ignore[no-untyped-def]
    """Two actions on one key is Qt's "Ambiguous shortcut overload": the key then does nothing.
    Finish game is Ctrl+Shift+F (Ctrl+Shift+R is the Army's Revert to saved)."""
    window.table, window.army.builder  # every workspace built, with its actions
    wide = (Qt.ShortcutContext.WindowShortcut, Qt.ShortcutContext.ApplicationShortcut)
    placed = {id(a): a for a in window.actions()}
    for menu in window.menus.values():
        placed |= {id(a): a for a in menu.actions()}
    keys: dict[str, list[str]] = {}
    for action in placed.values():
        if action.shortcutContext() in wide:
            for sequence in action.shortcuts():
                keys.setdefault(sequence.toString(), []).append(action.text().replace("&", ""))
    assert len(keys) > 30
    assert {key: texts for key, texts in keys.items() if len(texts) > 1} == {}


def test_a_table_shown_first_is_built_by_its_tab(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.tabs.setCurrentIndex(2)  # a click on its tab
    assert window.current_workspace() == "table"
    assert window.tabs.currentWidget() is window.table


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


@pytest.mark.parametrize("key", ["library", "army", "table"])
def test_the_keys_go_to_the_workspace_in_front_from_the_start(qtbot, db_path, key: str) -> None:  # type: ignore[no-untyped-def]
    """Not to the tab bar: the Library's arrows browse its table (and Enter, F2 edit) at once."""
    from companion.ui.app import application, open_window
    from companion.ui.main_window import app_settings

    application()
    app_settings().setValue("workspace", key)
    window = open_window(db_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    focus = QApplication.focusWidget()
    assert window.workspace(key).isAncestorOf(focus), type(focus).__name__
    if key == "library":
        assert focus is window.library.table
    window.close()
