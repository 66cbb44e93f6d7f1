"""The main window: one window, workspaces in tabs (UX.md, "One window, three workspaces").

Workspaces are added with one call::

    window.add_workspace("army", "&Army", ArmyWorkspace(window.session, window.undo_stack), "Ctrl+2")

A workspace is any QWidget; it may also define ``menu_actions() -> {"file": [...], "edit": [...]}``
(put into those menus), ``focus_find()`` (Edit > Find, Ctrl+F), and ``save_state(settings)`` /
``restore_state(settings)`` (called with QSettings opened on a group named after its key).
Everything shares ``window.session`` (the database: companion.ui.session.Session, whose
``library`` is the open Library) and ``window.undo_stack`` (one QUndoStack: Ctrl+Z / Ctrl+Shift+Z).
The status bar always shows the database in use and the ruleset.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QTabWidget, QWidget

from companion import __version__
from companion.rules.ruleset import Ruleset
from companion.ui.army import ArmyWorkspace
from companion.ui.library_view import LibraryWorkspace
from companion.ui.session import Session

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

ORGANIZATION = "companion"
APPLICATION = "companion"


def app_settings() -> QSettings:
    """The app's settings (organisation and application "companion")."""
    return QSettings(ORGANIZATION, APPLICATION)


class MainWindow(QMainWindow):
    """The window: menus, a tab per workspace, the status bar; ``library`` is the Library."""

    workspace_changed = Signal(str)
    """The workspace shown changed (its key)."""

    def __init__(self, session: Session, settings: QSettings | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings if settings is not None else app_settings()
        self.undo_stack = QUndoStack(self)
        self.last_message: QMessageBox | None = None
        self._shown_once = False
        self._workspaces: dict[str, QWidget] = {}
        self._workspace_actions: dict[str, QAction] = {}
        self.setWindowTitle("Confrontation companion")

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self._make_menus()
        self._make_status_bar()

        self.library = LibraryWorkspace(session, self.undo_stack)
        self.add_workspace("library", "&Library", self.library, "Ctrl+1")
        self.library.message_shown.connect(lambda text: self.statusBar().showMessage(
            text.splitlines()[0] if text else "", 6000))
        for action in (self.library.new_action, self.library.import_action, self.library.export_action):
            action.triggered.connect(lambda _checked=False: self.show_workspace("library"))
        self.army = ArmyWorkspace(session, self.undo_stack)
        self.add_workspace("army", "&Army", self.army, "Ctrl+2")
        from companion.ui.table import TableWorkspace

        self.table = TableWorkspace(session)
        self.add_workspace("table", "&Table", self.table, "Ctrl+3")
        self.table.game_opened.connect(lambda _game_id: self.show_workspace("table"))
        from companion.ui.tournament import install as install_tournament

        install_tournament(self)  # File > Tournament round…, a dock beside the Table
        from companion.ui.printing import install_print_menu; install_print_menu(self)  # noqa: E702 File > Print
        session.opened.connect(self._library_opened)
        session.open_failed.connect(lambda message: self.show_message(
            "The card library could not be opened", message, error=True))
        session.ruleset_changed.connect(lambda _ruleset: self._update_status())
        self.restore_settings()

    # -- workspaces --------------------------------------------------------------------------
    def add_workspace(self, key: str, title: str, widget: QWidget,
                      shortcut: str | QKeySequence | None = None) -> QAction:
        """Add a workspace tab (and its View menu entry, with ``shortcut``); returns that action.

        ``title`` may carry an ``&`` mnemonic. The workspace's ``menu_actions()``, if any, go
        into the File and Edit menus; its saved state, if any, is restored.
        """
        if key in self._workspaces:
            raise ValueError(f"workspace {key!r} is already in the window")
        self._workspaces[key] = widget
        widget.setProperty("workspace", key)
        self.tabs.addTab(widget, title.replace("&", ""))
        action = QAction(title, self)
        action.setCheckable(True)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(f"Show the {title.replace('&', '')} workspace")
        action.triggered.connect(lambda _checked=False, k=key: self.show_workspace(k))
        self._view_group.addAction(action)
        self.menus["view"].addAction(action)
        self._workspace_actions[key] = action
        menu_actions = getattr(widget, "menu_actions", None)
        if callable(menu_actions):
            for menu_name, actions in menu_actions().items():
                menu = self.menus[menu_name]
                before = self._menu_ends.get(menu_name)
                for item in actions:
                    if before is not None:
                        menu.insertAction(before, item)
                    else:
                        menu.addAction(item)
                    if item.shortcutContext() == Qt.ShortcutContext.WindowShortcut:
                        self.addAction(item)
        restore = getattr(widget, "restore_state", None)
        if callable(restore):
            self.settings.beginGroup(key)
            try:
                restore(self.settings)
            finally:
                self.settings.endGroup()
        if self.tabs.count() == 1:
            action.setChecked(True)
        saved = self.settings.value("workspace")
        if saved == key:
            self.show_workspace(key)
        return action

    def show_workspace(self, key: str) -> None:
        """Bring a workspace to the front."""
        self.tabs.setCurrentWidget(self._workspaces[key])

    def workspace(self, key: str) -> QWidget:
        return self._workspaces[key]

    def current_workspace(self) -> str:
        widget = self.tabs.currentWidget()
        return str(widget.property("workspace")) if widget is not None else ""

    def workspaces(self) -> list[str]:
        return list(self._workspaces)

    def _tab_changed(self, _index: int) -> None:
        key = self.current_workspace()
        action = self._workspace_actions.get(key)
        if action is not None:
            action.setChecked(True)
        self.workspace_changed.emit(key)

    # -- menus -------------------------------------------------------------------------------
    def menu(self, name: str) -> QMenu:
        """One of the menus: "file", "edit", "view", "help"."""
        return self.menus[name]

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menus: dict[str, QMenu] = {
            "file": bar.addMenu("&File"),
            "edit": bar.addMenu("&Edit"),
            "view": bar.addMenu("&View"),
            "help": bar.addMenu("&Help"),
        }
        self._menu_ends: dict[str, QAction] = {}
        self._view_group = QActionGroup(self)
        self._view_group.setExclusive(True)

        file_menu = self.menus["file"]
        self._menu_ends["file"] = file_menu.addSeparator()
        self.quit_action = self._add(file_menu, "&Quit", [QKeySequence.StandardKey.Quit, "Ctrl+Q"],
                                     self.close, "Close the window")

        edit = self.menus["edit"]
        self.undo_action = self.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        self.redo_action = self.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        self.addAction(self.undo_action)
        self.addAction(self.redo_action)
        edit.addSeparator()
        self.find_action = self._add(edit, "&Find...", [QKeySequence.StandardKey.Find], self.find_in_workspace,
                                     "Filter the current workspace")
        self._menu_ends["edit"] = edit.addSeparator()

        help_menu = self.menus["help"]
        self.shortcuts_action = self._add(help_menu, "&Keyboard shortcuts",
                                          [QKeySequence.StandardKey.HelpContents, "F1"],
                                          self.show_shortcuts, "Every key of the window")
        self.about_action = self._add(help_menu, "&About", ["Ctrl+Shift+F1"], self.show_about,
                                      "About this app")

    def _add(self, menu: QMenu, text: str, shortcuts: list[Any], slot: Any, tip: str) -> QAction:
        action = QAction(text, self)
        sequences: list[QKeySequence] = []
        for shortcut in shortcuts:
            sequence = QKeySequence(shortcut)
            if not sequence.isEmpty() and sequence not in sequences:
                sequences.append(sequence)
        action.setShortcuts(sequences)
        action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        self.addAction(action)
        return action

    def find_in_workspace(self) -> None:
        """Edit > Find: the current workspace's filter box gets the focus."""
        focus = getattr(self.tabs.currentWidget(), "focus_find", None)
        if callable(focus):
            focus()

    def all_actions(self) -> list[QAction]:
        """Every menu action, in menu order (for the shortcuts list)."""
        actions = []
        for menu in self.menus.values():
            actions += [a for a in menu.actions() if not a.isSeparator() and a.text()]
        return actions

    def show_shortcuts(self) -> None:
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableWidget, QTableWidgetItem, QVBoxLayout

        rows = [(a.text().replace("&", "").rstrip("."),
                 ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in a.shortcuts()))
                for a in self.all_actions()]
        rows += [("Edit the selected card", "Enter"), ("Move from the filter to the table", "Down, Enter"),
                 ("Clear the filter", "Esc"),
                 ("Next field in the card form", "Tab"), ("Save the card form", "Enter")]
        dialog = QDialog(self)
        dialog.setWindowTitle("Keyboard shortcuts")
        layout = QVBoxLayout(dialog)
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels(["Action", "Keys"])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, (text, keys) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(text))
            table.setItem(row, 1, QTableWidgetItem(keys))
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.resize(460, 420)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, "About companion",
                          f"<b>companion {__version__}</b><br>Army builder and table-side "
                          "companion for Rackham's CONFRONTATION.<br><br>"
                          f"Database: {self.session.db_path}")

    # -- status bar and messages -------------------------------------------------------------
    def _make_status_bar(self) -> None:
        self.db_label = QLabel()
        self.ruleset_label = QLabel()
        self.db_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.db_label)
        self.statusBar().addPermanentWidget(self.ruleset_label)
        self._update_status()

    def _update_status(self) -> None:
        self.db_label.setText(f"Database: {self.session.db_path}")
        self.db_label.setToolTip(str(self.session.db_path))
        self.ruleset_label.setText(f"Ruleset: {self.session.ruleset}")

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """The ruleset in force (shown in the status bar, remembered)."""
        self.session.set_ruleset(ruleset)
        self.settings.setValue("ruleset", ruleset.name.value)
        self.settings.setValue("house_rules", ",".join(str(n) for n in sorted(ruleset.house_rules)))

    def show_message(self, title: str, text: str, *, error: bool = False) -> QMessageBox:
        """A window-modal message that does not block the caller."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning if error else QMessageBox.Icon.Information,
                          title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_message = box
        box.open()
        return box

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            if self.session.is_open:  # opened before the window: say what it had to do
                QTimer.singleShot(0, self.show_warnings)

    def _library_opened(self) -> None:
        self._update_status()
        self.library.library_opened()
        self.show_warnings()

    def show_warnings(self) -> None:
        """Tell the user what the Library had to do on opening (a file moved aside...)."""
        if self.session.warnings:
            self.show_message("About your card library", "\n\n".join(self.session.warnings),
                              error=True)

    # -- settings ----------------------------------------------------------------------------
    def restore_settings(self) -> None:
        geometry = self.settings.value("geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1280, 800)
        state = self.settings.value("window_state")
        if state is not None:
            self.restoreState(state)
        name = self.settings.value("ruleset")
        if name:
            try:
                rules = [int(n) for n in str(self.settings.value("house_rules", "")).split(",") if n]
                self.session.set_ruleset(Ruleset.parse(str(name), rules))
            except Exception:
                pass  # an old or hand-edited value: keep the default ruleset

    def save_settings(self) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("window_state", self.saveState())
        self.settings.setValue("workspace", self.current_workspace())
        for key, widget in self._workspaces.items():
            save = getattr(widget, "save_state", None)
            if callable(save):
                self.settings.beginGroup(key)
                try:
                    save(self.settings)
                finally:
                    self.settings.endGroup()
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_settings()
        self.session.close(sort_columns=sorted({0, self.library.model.sort_column}))
        super().closeEvent(event)
