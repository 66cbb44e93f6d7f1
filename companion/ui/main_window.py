"""The main window: one window, workspaces in tabs (UX.md, "One window, three workspaces").

Workspaces are added with one call::

    window.add_workspace("army", "&Army", ArmyWorkspace(window.session, window.undo_stack), "Ctrl+2")

or, for one that is built when first needed (its tab shown, the File or Edit menu opened,
``window.workspace(key)`` read), with a function that builds it::

    window.add_workspace("table", "&Table", lambda: TableWorkspace(window.session), "Ctrl+3")

A workspace is any QWidget; it may also define ``menu_actions() -> {"file": [...], "edit": [...]}``
(put into those menus), ``focus_find()`` (Edit > Find, Ctrl+F), and ``save_state(settings)`` /
``restore_state(settings)`` (called with QSettings opened on a group named after its key).
Everything shares ``window.session`` (the database: companion.ui.session.Session, whose
``library`` is the open Library) and ``window.undo_stack`` (one QUndoStack: Ctrl+Z / Ctrl+Shift+Z).
The status bar always shows the database in use and the ruleset. The Table (whose rules
engine takes longer to load than the rest of the window) and the tournament dock beside it are
built when first needed.

Every text is translated: written with ``self.tr`` in :meth:`MainWindow.retranslate_ui`,
re-run on ``QEvent.LanguageChange``; View > Language switches between English and French at
once (companion.i18n.qt.switch_language), nothing rebuilt, no work lost. A workspace's tab
title is translated by the workspace's ``workspace_title()`` if it has one, else through this
window's translations of the title given to ``add_workspace``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMenu, QTabWidget, QWidget

from companion import __version__
from companion.i18n import LANGUAGE_NAMES, LANGUAGES, current_language
from companion.i18n.legacy import translate_built
from companion.i18n.engine import ruleset_text
from companion.i18n.qt import LanguageNames, switch_language
from companion.i18n.render import render
from companion.paths import APP_NAME
from companion.rules.ruleset import Ruleset
from companion.ui.army import ArmyWorkspace
from companion.ui.data_offer import install_data_sources
from companion.ui.library_view import LibraryWorkspace
from companion.ui.printing import install_print_menu
from companion.ui.session import Session
from companion.ui.undo import retranslate
from companion.ui.wound_table_dialog import install_wound_table_action

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from companion.ui.table import TableWorkspace
    from companion.ui.tournament import TournamentPanel


def app_settings() -> QSettings:
    """The app's settings (organisation and application: companion.paths.APP_NAME)."""
    return QSettings(APP_NAME, APP_NAME)


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
        self._builders: dict[str, Callable[[], QWidget]] = {}
        self._anchors: dict[str, dict[str, QAction]] = {}
        self._workspace_actions: dict[str, QAction] = {}
        self._workspace_titles: dict[str, str] = {}
        self._tournament: TournamentPanel | None = None

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self._make_menus()
        self._make_status_bar()

        self.library = LibraryWorkspace(session, self.undo_stack)
        self.add_workspace("library", self._own_titles()["library"], self.library, "Ctrl+1")
        self.library.message_shown.connect(lambda text: self.statusBar().showMessage(
            text.splitlines()[0] if text else "", 6000))
        for action in (self.library.new_action, self.library.import_action, self.library.export_action):
            action.triggered.connect(lambda _checked=False: self.show_workspace("library"))
        self.army = ArmyWorkspace(self.session, self.undo_stack)
        self.add_workspace("army", self._own_titles()["army"], self.army, "Ctrl+2")
        install_wound_table_action(self)  # Edit > Wound table...
        self.add_workspace("table", self._own_titles()["table"], self._build_table, "Ctrl+3")
        install_data_sources(self)  # File > Data sources…, and the C5 offer in the Library
        install_print_menu(self)  # File > Print
        for name in ("file", "edit"):  # the workspaces built later have their place in it
            self.menus[name].aboutToShow.connect(self._build_workspaces)
        session.opened.connect(self._library_opened)
        session.open_failed.connect(lambda message: self.show_message(
            self.tr("The card library could not be opened"), translate_built(message, strict=False),
            error=True))
        session.ruleset_changed.connect(lambda _ruleset: self._update_status())
        self.retranslate_ui()
        self.restore_settings()

    def _build_table(self) -> QWidget:
        """The Table workspace, and the tournament dock and File > Tournament round beside it."""
        from companion.ui.table import TableWorkspace
        from companion.ui.tournament import install as install_tournament

        table = TableWorkspace(self.session)
        table.game_opened.connect(lambda _game_id: self.show_workspace("table"))
        self._workspaces["table"] = table  # (the dock's button goes on its start page)
        panel = install_tournament(self)  # File > Tournament round…, a dock beside the Table
        if panel.dock is not None:
            self.restoreDockWidget(panel.dock)  # where the window's saved state has it
        return table

    @property
    def table(self) -> TableWorkspace:
        """The Table workspace (built now if it was not)."""
        return self.workspace("table")  # type: ignore[return-value]

    @property
    def tournament(self) -> TournamentPanel:
        """The tournament panel, in its dock beside the Table (built with the Table)."""
        self.workspace("table")
        assert self._tournament is not None
        return self._tournament

    @tournament.setter
    def tournament(self, panel: TournamentPanel) -> None:
        self._tournament = panel

    # -- language ----------------------------------------------------------------------------
    def _own_titles(self) -> dict[str, str]:
        """The titles of the workspaces this window adds itself, in the current language."""
        return {"library": self.tr("&Library"), "army": self.tr("&Army"), "table": self.tr("&Table")}

    def _workspace_title(self, key: str) -> str:
        """A workspace's title (with its ``&``) in the current language."""
        title = getattr(self._workspaces[key], "workspace_title", None)
        if callable(title):
            return str(title())
        own = self._own_titles().get(key)
        if own is not None:
            return own
        english = self._workspace_titles[key]
        return QCoreApplication.translate("MainWindow", english)

    def retranslate_ui(self) -> None:
        """Every text of the frame in the current language (called again on a language change)."""
        title = self.tr("Confrontation companion")
        self.setWindowTitle(title)
        QApplication.setApplicationDisplayName(title)
        self.menus["file"].setTitle(self.tr("&File"))
        self.menus["edit"].setTitle(self.tr("&Edit"))
        self.menus["view"].setTitle(self.tr("&View"))
        self.menus["help"].setTitle(self.tr("&Help"))
        self.quit_action.setText(self.tr("&Quit"))
        self.quit_action.setStatusTip(self.tr("Close the window"))
        retranslate(self.undo_stack)  # "delete Paladin" / "suppression de Paladin"
        self._update_undo_texts()
        self.undo_action.setStatusTip(self.tr("Undo the last change (nothing is ever lost)"))
        self.redo_action.setStatusTip(self.tr("Redo what was undone"))
        self.find_action.setText(self.tr("&Find..."))
        self.find_action.setStatusTip(self.tr("Filter the current workspace"))
        self.shortcuts_action.setText(self.tr("&Keyboard shortcuts"))
        self.shortcuts_action.setStatusTip(self.tr("Every key of the window"))
        self.about_action.setText(self.tr("&About"))
        self.about_action.setStatusTip(self.tr("About this app"))
        for action in (self.quit_action, self.undo_action, self.redo_action, self.find_action,
                       self.shortcuts_action, self.about_action):
            action.setToolTip(action.statusTip())
        names = LanguageNames()
        self.language_menu.setTitle(names.menu_title())
        for code, action in self.language_actions.items():
            action.setText(LANGUAGE_NAMES[code])
            action.setStatusTip(names.restart_free_note())
            action.setChecked(code == current_language())
        for key, action in self._workspace_actions.items():
            title = self._workspace_title(key)
            plain = title.replace("&", "")
            action.setText(title)
            action.setStatusTip(self.tr("Show the %1 workspace").replace("%1", plain))
            self.tabs.setTabText(self.tabs.indexOf(self._workspaces[key]), plain)
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_language(self, language: str) -> None:
        """View > Language: switch the whole window to ``language`` ("en", "fr") at once."""
        app = QCoreApplication.instance()
        if app is not None and language != current_language():
            switch_language(app, language)
        for code, action in self.language_actions.items():
            action.setChecked(code == current_language())

    # -- workspaces --------------------------------------------------------------------------
    def add_workspace(self, key: str, title: str, widget: QWidget | Callable[[], QWidget],
                      shortcut: str | QKeySequence | None = None) -> QAction:
        """Add a workspace tab (and its View menu entry, with ``shortcut``); returns that action.

        ``title`` may carry an ``&`` mnemonic. ``widget`` is the workspace, or a function that
        builds it when first needed (see the module). The workspace's ``menu_actions()``, if
        any, go into the File and Edit menus; its saved state, if any, is restored.
        """
        if key in self._workspaces:
            raise ValueError(f"workspace {key!r} is already in the window")
        if isinstance(widget, QWidget):
            self._workspaces[key] = widget
        else:
            self._builders[key] = widget
            self._workspaces[key] = QWidget()  # in its tab until it is built
            self._anchors[key] = {}
            for name in ("file", "edit"):  # where its menu actions will go
                anchor = self._anchors[key][name] = QAction(self)
                anchor.setVisible(False)
                self.menus[name].insertAction(self._menu_ends[name], anchor)
        self._workspace_titles[key] = title
        placed = self._workspaces[key]
        placed.setProperty("workspace", key)
        self.tabs.addTab(placed, title.replace("&", ""))
        action = QAction(self)
        action.setText(title)
        action.setCheckable(True)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(self.tr("Show the %1 workspace").replace("%1", title.replace("&", "")))
        action.triggered.connect(lambda _checked=False, k=key: self.show_workspace(k))
        self._view_group.addAction(action)
        self.menus["view"].insertAction(self._menu_ends["view"], action)
        self._workspace_actions[key] = action
        if key not in self._builders:
            self._install(key, placed)
        if self.tabs.count() == 1:
            action.setChecked(True)
        if self.settings.value("workspace") == key:
            self.show_workspace(key)
        return action

    def _install(self, key: str, widget: QWidget) -> None:
        """A built workspace's menu actions in the menus, its saved state restored."""
        menu_actions = getattr(widget, "menu_actions", None)
        if callable(menu_actions):
            anchors = self._anchors.pop(key, {})
            for menu_name, actions in menu_actions().items():
                menu = self.menus[menu_name]
                before = anchors.get(menu_name, self._menu_ends.get(menu_name))
                for item in actions:
                    if before is not None:
                        menu.insertAction(before, item)
                    else:
                        menu.addAction(item)
                    # A shortcut of the whole window works whichever workspace is in front.
                    if item.shortcutContext() == Qt.ShortcutContext.WindowShortcut:
                        self.addAction(item)
        restore = getattr(widget, "restore_state", None)
        if callable(restore):
            self.settings.beginGroup(key)
            try:
                restore(self.settings)
            finally:
                self.settings.endGroup()

    def _build(self, key: str) -> None:
        """Build a workspace added with a builder, in place of its placeholder tab."""
        build = self._builders.pop(key)
        placeholder = self._workspaces[key]
        widget = build()
        self._workspaces[key] = widget
        widget.setProperty("workspace", key)
        index = self.tabs.indexOf(placeholder)
        current = self.tabs.currentIndex() == index
        self.tabs.blockSignals(True)  # the same workspace stays in front: not a change
        try:
            self.tabs.removeTab(index)
            self.tabs.insertTab(index, widget, self._workspace_title(key).replace("&", ""))
            if current:
                self.tabs.setCurrentIndex(index)
        finally:
            self.tabs.blockSignals(False)
        placeholder.deleteLater()
        self._install(key, widget)

    def _build_workspaces(self) -> None:
        """Every workspace not built yet (the File or Edit menu opens: they list their actions)."""
        for key in list(self._builders):
            self._build(key)

    def show_workspace(self, key: str) -> None:
        """Bring a workspace to the front (built now if it was not)."""
        self.tabs.setCurrentWidget(self.workspace(key))

    def workspace(self, key: str) -> QWidget:
        """A workspace by key (built now if it was not)."""
        if key in self._builders:
            self._build(key)
        return self._workspaces[key]

    def current_workspace(self) -> str:
        widget = self.tabs.currentWidget()
        return str(widget.property("workspace")) if widget is not None else ""

    def workspaces(self) -> list[str]:
        return list(self._workspaces)

    def _tab_changed(self, _index: int) -> None:
        key = self.current_workspace()
        if key in self._builders:  # its tab clicked: built now
            self._build(key)
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
            "file": bar.addMenu(self.tr("&File")),
            "edit": bar.addMenu(self.tr("&Edit")),
            "view": bar.addMenu(self.tr("&View")),
            "help": bar.addMenu(self.tr("&Help")),
        }
        self._menu_ends: dict[str, QAction] = {}
        self._view_group = QActionGroup(self)
        self._view_group.setExclusive(True)

        file_menu = self.menus["file"]
        self._menu_ends["file"] = file_menu.addSeparator()
        self.quit_action = self._add(file_menu, "", [QKeySequence.StandardKey.Quit, "Ctrl+Q"],
                                     self.close, "")

        edit = self.menus["edit"]
        # Our own undo and redo actions (not QUndoStack.createUndoAction: its "Undo" prefix
        # cannot be changed afterwards, so it would not follow a language change).
        self.undo_action = QAction(self)
        self.undo_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Undo)])
        self.undo_action.triggered.connect(lambda _checked=False: self.undo_stack.undo())
        self.redo_action = QAction(self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(lambda _checked=False: self.undo_stack.redo())
        for signal in (self.undo_stack.canUndoChanged, self.undo_stack.canRedoChanged,
                       self.undo_stack.undoTextChanged, self.undo_stack.redoTextChanged):
            signal.connect(lambda *_args: self._update_undo_texts())
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        self.addAction(self.undo_action)
        self.addAction(self.redo_action)
        edit.addSeparator()
        self.find_action = self._add(edit, "", [QKeySequence.StandardKey.Find], self.find_in_workspace, "")
        self._menu_ends["edit"] = edit.addSeparator()

        view = self.menus["view"]
        self._menu_ends["view"] = view.addSeparator()  # the workspaces go above it
        self.language_menu = view.addMenu(LanguageNames().menu_title())
        self.language_menu.setObjectName("language-menu")
        self._language_group = QActionGroup(self)
        self._language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code in LANGUAGES:
            action = QAction(self)
            action.setText(LANGUAGE_NAMES[code])
            action.setCheckable(True)
            action.setChecked(code == current_language())
            action.setObjectName(f"language-{code}")
            action.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self._language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action

        help_menu = self.menus["help"]
        self.shortcuts_action = self._add(help_menu, "", [QKeySequence.StandardKey.HelpContents, "F1"],
                                          self.show_shortcuts, "")
        self.about_action = self._add(help_menu, "", ["Ctrl+Shift+F1"], self.show_about, "")

    def _update_undo_texts(self) -> None:
        """Edit > Undo / Redo name the change they would undo or redo, in the current language."""
        stack = self.undo_stack
        try:
            undo, redo = stack.undoText(), stack.redoText()
        except RuntimeError:  # the stack clears itself while the window is being destroyed
            return
        self.undo_action.setText(self.tr("&Undo %1").replace("%1", undo) if undo else self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo %1").replace("%1", redo) if redo else self.tr("&Redo"))
        self.undo_action.setEnabled(stack.canUndo())
        self.redo_action.setEnabled(stack.canRedo())

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
        """Every menu action, in menu order (for the shortcuts list; not the submenus, such as
        View > Language)."""
        actions = []
        for menu in self.menus.values():
            actions += [a for a in menu.actions()
                        if not a.isSeparator() and a.text() and a.menu() is None]
        return actions

    def show_shortcuts(self) -> None:
        self._build_workspaces()  # every workspace's actions listed
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableWidget, QTableWidgetItem, QVBoxLayout

        rows = [(a.text().replace("&", "").rstrip("."),
                 ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in a.shortcuts()))
                for a in self.all_actions()]
        rows += [(self.tr("Edit the selected card"), self.tr("Enter")),
                 (self.tr("Move from the filter to the table"), self.tr("Down, Enter")),
                 (self.tr("Clear the filter"), self.tr("Esc")),
                 (self.tr("Next field in the card form"), self.tr("Tab")),
                 (self.tr("Save the card form"), self.tr("Enter"))]
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Keyboard shortcuts"))
        layout = QVBoxLayout(dialog)
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
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

        text = (f"<b>companion {__version__}</b><br>"
                + self.tr("Army builder and table-side companion for Rackham's CONFRONTATION.")
                + "<br><br>" + self.tr("Database: %1").replace("%1", str(self.session.db_path)))
        QMessageBox.about(self, self.tr("About companion"), text)

    # -- status bar and messages -------------------------------------------------------------
    def _make_status_bar(self) -> None:
        self.db_label = QLabel()
        self.ruleset_label = QLabel()
        self.db_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.db_label)
        self.statusBar().addPermanentWidget(self.ruleset_label)
        self._update_status()

    def _update_status(self) -> None:
        self.db_label.setText(self.tr("Database: %1").replace("%1", str(self.session.db_path)))
        self.db_label.setToolTip(str(self.session.db_path))
        self.ruleset_label.setText(self.tr("Ruleset: %1").replace("%1", ruleset_text(self.session.ruleset)))

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
        self.show_warnings()

    def show_warnings(self) -> None:
        """Tell the user what the Library had to do on opening (a file moved aside...)."""
        if self.session.warnings:
            warnings = [render(warning) for warning in self.session.warnings]
            self.show_message(self.tr("About your card library"), "\n\n".join(warnings),
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
        self.session.close()
        super().closeEvent(event)
