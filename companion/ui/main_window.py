"""The main window: one window, its workspaces in tabs (Library, Army, Table).

Workspaces are added with one call::

    window.add_workspace("army", N_("&Army"), ArmyWorkspace(window.session, window.undo_stack), "Ctrl+2")

or, for one that is built when first needed (its tab shown, ``window.workspace(key)`` read),
with a function that builds it and the menu actions it has from the start::

    window.add_workspace("table", N_("&Table"), build_table, "Ctrl+3", table_actions.menu_actions())

A workspace is any QWidget; a built one that is also a
:class:`~companion.ui.window_protocol.Workspace` has its ``menu_actions()`` put into the File
and Edit menus, ``focus_find()`` called by Edit > Find (Ctrl+F), and ``save_state(settings)`` /
``restore_state(settings)`` called with QSettings opened on a group named after its key. Everything shares ``window.session`` (the database:
companion.ui.session.Session, whose ``library`` is the open Library) and ``window.undo_stack``
(one QUndoStack: Ctrl+Z / Ctrl+Shift+Z). The status bar always shows the database in use and
the ruleset.

The Table (whose rules engine takes longer to load than the rest of the window) and the
tournament dock beside it are built when first needed; their menu actions are the window's
from the start (companion.ui.workspace_actions): the first press of their keys builds them and
runs. The print actions and Edit > Wound table load their sheets and dialog when used.

Every text is in the current language (``tr``), set in :meth:`MainWindow.retranslate_ui` and
again on ``QEvent.LanguageChange``; View > Language switches between English and French at once
(companion.i18n.qt.switch_language), nothing rebuilt, no work lost. A workspace's tab title is
the title given to ``add_workspace``, translated.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMenu, QTabWidget, QWidget

from companion import __version__
from companion.i18n import LANGUAGE_NAMES, LANGUAGES, N_, current_language, tr
from companion.i18n.engine import error_text, ruleset_text
from companion.i18n.qt import switch_language
from companion.i18n.render import render
from companion.paths import APP_NAME
from companion.rules.ruleset import Ruleset
from companion.ui.army import ArmyWorkspace
from companion.ui.data_offer import install_data_sources
from companion.ui.library_view import LibraryWorkspace
from companion.ui.preferences import install_preferences
from companion.ui.printing import install_print_menu
from companion.ui.session import Session
from companion.ui.undo_text import retranslate
from companion.ui.window_protocol import Workspace
from companion.ui.workspace_actions import TableActions, TournamentAction

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from companion.ui.data_offer import DataOffer, DataSourcesAction
    from companion.ui.preferences import Preferences
    from companion.ui.printing.menu import PrintActions
    from companion.ui.table import TableWorkspace
    from companion.ui.tournament import TournamentPanel
    from companion.ui.wound_table_dialog import WoundTableDialog

WORKSPACE_TITLES = {"library": N_("&Library"), "army": N_("&Army"), "table": N_("&Table")}
"""The titles of the window's own workspaces, in English (shown translated)."""
WOUND_TABLE_KEYS = "Ctrl+Shift+W"


def app_settings() -> QSettings:
    """The app's settings (organisation and application: companion.paths.APP_NAME)."""
    return QSettings(APP_NAME, APP_NAME)


class MainWindow(QMainWindow):
    """The window: menus, a tab per workspace, the status bar; ``library`` is the Library."""

    workspace_changed = Signal(str)
    """The workspace shown changed (its key)."""
    preferences: Preferences
    """Edit > Preferences… (made by install_preferences)."""
    data_offer: DataOffer
    """The offer of the C5 data (made by install_data_sources)."""
    data_sources: DataSourcesAction
    """File > Data sources… (the offer's ``sources``)."""
    printing: PrintActions
    """File's print actions (made by install_print_menu)."""

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
        self._workspace_actions: dict[str, QAction] = {}
        self._workspace_titles: dict[str, str] = {}
        self._table: TableWorkspace | None = None
        self._tournament: TournamentPanel | None = None
        self.wound_table_dialog: WoundTableDialog | None = None
        """The Edit > Wound table dialog opened last."""

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self._make_menus()
        self._make_status_bar()

        self.library = LibraryWorkspace(session, self.undo_stack)
        self.add_workspace("library", WORKSPACE_TITLES["library"], self.library, "Ctrl+1")
        self.library.message_shown.connect(lambda text: self.statusBar().showMessage(
            text.splitlines()[0] if text else "", 6000))
        for action in (self.library.new_action, self.library.import_action, self.library.export_action):
            action.triggered.connect(lambda _checked=False: self.show_workspace("library"))
        self.army = ArmyWorkspace(self.session, self.undo_stack)
        self.add_workspace("army", WORKSPACE_TITLES["army"], self.army, "Ctrl+2")
        self.army.message_shown.connect(lambda text, timeout: self.statusBar().showMessage(text, timeout))
        self.army.show_requested.connect(lambda: self.show_workspace("army"))
        # The Table's and the tournament's actions are the window's: they work before those are built.
        self.table_actions = TableActions(self, self._started_table)
        self.tournament_action = TournamentAction(self, self._show_tournament)
        self.menus["file"].insertAction(self.quit_action, self.tournament_action.action)
        self.addAction(self.tournament_action.action)
        self.add_workspace("table", WORKSPACE_TITLES["table"], self._build_table, "Ctrl+3",
                           self.table_actions.menu_actions())
        self.data_offer = install_data_sources(self)  # the C5 offer in the Library, and File > Data sources…
        self.data_sources = self.data_offer.sources
        self.printing = install_print_menu(self)  # File > Print
        self.preferences = install_preferences(self)  # Edit > Preferences…
        session.opened.connect(self._library_opened)
        session.write_refused.connect(lambda error: self.show_message(
            tr("The change was not saved"), error_text(error), error=True))
        session.open_failed.connect(lambda error: self.show_message(
            tr("The card library could not be opened"), error_text(error), error=True))
        session.ruleset_changed.connect(self._ruleset_changed)
        self.retranslate_ui()
        self.restore_settings()

    def _build_table(self) -> QWidget:
        """The Table workspace, and the tournament dock beside it."""
        from companion.ui.table import TableWorkspace
        from companion.ui.tournament import install as install_tournament

        table = TableWorkspace(self.session, actions=self.table_actions)
        table.game_opened.connect(lambda _game_id: self.show_workspace("table"))
        table.show_requested.connect(lambda: self.show_workspace("table"))
        self._workspaces["table"] = self._table = table
        # a dock beside the Table, its button on the Table's start page
        panel = self._tournament = install_tournament(self, self.session, table, self.tournament_action.action)
        if panel.dock is not None:
            self.restoreDockWidget(panel.dock)  # where the window's saved state has it
        return table

    def _started_table(self) -> TableWorkspace:
        """The Table for one of its menu actions: built if need be, and started (the game open
        last time resumed, and shown)."""
        table = self.table
        table.start()
        return table

    def _show_tournament(self) -> None:
        """File > Tournament round: the panel shown in its dock (built with the Table)."""
        self.tournament.show_panel()

    @property
    def table(self) -> TableWorkspace:
        """The Table workspace (built now if it was not)."""
        self.workspace("table")
        assert self._table is not None
        return self._table

    @property
    def tournament(self) -> TournamentPanel:
        """The tournament panel, in its dock beside the Table (built with the Table)."""
        self.workspace("table")
        assert self._tournament is not None
        return self._tournament

    # -- language ----------------------------------------------------------------------------
    def _workspace_title(self, key: str) -> str:
        """A workspace's title (with its ``&``) in the current language."""
        return tr(self._workspace_titles[key])

    def retranslate_ui(self) -> None:
        """Every text of the frame in the current language (called again on a language change)."""
        title = tr("Confrontation companion")
        self.setWindowTitle(title)
        QApplication.setApplicationDisplayName(title)
        self.menus["file"].setTitle(tr("&File"))
        self.menus["edit"].setTitle(tr("&Edit"))
        self.menus["view"].setTitle(tr("&View"))
        self.menus["help"].setTitle(tr("&Help"))
        self.quit_action.setText(tr("&Quit"))
        self.quit_action.setStatusTip(tr("Close the window"))
        retranslate(self.undo_stack)  # "delete Paladin" / "suppression de Paladin"
        self._update_undo_texts()
        self.undo_action.setStatusTip(tr("Undo the last change (nothing is ever lost)"))
        self.redo_action.setStatusTip(tr("Redo what was undone"))
        self.find_action.setText(tr("&Find..."))
        self.find_action.setStatusTip(tr("Filter the current workspace"))
        self.wound_table_action.setText(tr("&Wound table..."))
        self.wound_table_action.setStatusTip(tr("Correct the wound table from your booklet"))
        self.shortcuts_action.setText(tr("&Keyboard shortcuts"))
        self.shortcuts_action.setStatusTip(tr("Every key of the window"))
        self.about_action.setText(tr("&About"))
        self.about_action.setStatusTip(tr("About this app"))
        for action in (self.quit_action, self.undo_action, self.redo_action, self.find_action,
                       self.wound_table_action, self.shortcuts_action, self.about_action):
            action.setToolTip(action.statusTip())
        self.table_actions.retranslate()
        self.tournament_action.retranslate()
        self.language_menu.setTitle(tr("Language"))
        for code, action in self.language_actions.items():
            action.setText(LANGUAGE_NAMES[code])
            action.setStatusTip(tr("The window switches language at once; nothing is lost."))
            action.setChecked(code == current_language())
        for key, action in self._workspace_actions.items():
            title = self._workspace_title(key)
            plain = title.replace("&", "")
            action.setText(title)
            action.setStatusTip(tr("Show the {workspace} workspace", workspace=plain))
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
                      shortcut: str | QKeySequence | None = None,
                      menu_actions: Mapping[str, Sequence[QAction]] | None = None) -> QAction:
        """Add a workspace tab (and its View menu entry, with ``shortcut``); returns that action.

        ``title`` is English and may carry an ``&`` mnemonic (shown translated). ``widget`` is
        the workspace, whose ``menu_actions()``, if any, go into the File and Edit menus; or a
        function that builds it when first needed, with the ``menu_actions`` it has until then
        (and after). Its saved state, if any, is restored once it is built.
        """
        if key in self._workspaces:
            raise ValueError(f"workspace {key!r} is already in the window")
        if isinstance(widget, QWidget):
            self._workspaces[key] = widget
            if isinstance(widget, Workspace):
                menu_actions = widget.menu_actions()
        else:
            self._builders[key] = widget
            self._workspaces[key] = QWidget()  # in its tab until it is built
        self._place(menu_actions or {})
        self._workspace_titles[key] = title
        placed = self._workspaces[key]
        placed.setProperty("workspace", key)
        plain = tr(title).replace("&", "")
        self.tabs.addTab(placed, plain)
        action = QAction(self)
        action.setText(tr(title))
        action.setCheckable(True)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tr("Show the {workspace} workspace", workspace=plain))
        action.triggered.connect(lambda _checked=False, k=key: self.show_workspace(k))
        self._view_group.addAction(action)
        self.menus["view"].insertAction(self._menu_ends["view"], action)
        self._workspace_actions[key] = action
        if key not in self._builders:
            self._restore(key, placed)
        if self.tabs.count() == 1:
            action.setChecked(True)
        if self.settings.value("workspace") == key:
            self.show_workspace(key)
        return action

    def _place(self, menu_actions: Mapping[str, Sequence[QAction]]) -> None:
        """A workspace's menu actions at the end of its menus' workspace part; a shortcut of
        the whole window works whichever workspace is in front."""
        for menu_name, actions in menu_actions.items():
            menu = self.menus[menu_name]
            before = self._menu_ends.get(menu_name)
            for item in actions:
                if before is not None:
                    menu.insertAction(before, item)
                else:
                    menu.addAction(item)
                if item.shortcutContext() == Qt.ShortcutContext.WindowShortcut:
                    self.addAction(item)

    def _restore(self, key: str, widget: QWidget) -> None:
        """A built workspace's saved state restored."""
        if isinstance(widget, Workspace):
            self.settings.beginGroup(key)
            try:
                widget.restore_state(self.settings)
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
        self._restore(key, widget)

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
            "file": bar.addMenu(""),
            "edit": bar.addMenu(""),
            "view": bar.addMenu(""),
            "help": bar.addMenu(""),
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
        self._menu_ends["edit"] = edit.addSeparator()  # the workspaces' actions go above it
        self.wound_table_action = self._add(edit, "", [WOUND_TABLE_KEYS], self.open_wound_table, "")
        self.wound_table_action.setObjectName("wound-table")

        view = self.menus["view"]
        self._menu_ends["view"] = view.addSeparator()  # the workspaces go above it
        self.language_menu = view.addMenu("")
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
        self.undo_action.setText(tr("&Undo {change}", change=undo) if undo else tr("&Undo"))
        self.redo_action.setText(tr("&Redo {change}", change=redo) if redo else tr("&Redo"))
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

    def open_wound_table(self) -> WoundTableDialog:
        """Edit > Wound table: the dialog to correct the wound table from the booklet."""
        from companion.ui.wound_table_dialog import WoundTableDialog

        self.wound_table_dialog = WoundTableDialog(self)
        self.wound_table_dialog.open()
        return self.wound_table_dialog

    def find_in_workspace(self) -> None:
        """Edit > Find: the current workspace's filter box gets the focus."""
        workspace = self.tabs.currentWidget()
        if isinstance(workspace, Workspace):
            workspace.focus_find()

    def all_actions(self) -> list[QAction]:
        """Every menu action, in menu order (for the shortcuts list; not the submenus, such as
        View > Language)."""
        actions = []
        for menu in self.menus.values():
            actions += [a for a in menu.actions()
                        if not a.isSeparator() and a.text() and a.menu() is None]
        return actions

    def show_shortcuts(self) -> None:
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableWidget, QTableWidgetItem, QVBoxLayout

        rows = [(a.text().replace("&", "").rstrip("."),
                 ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in a.shortcuts()))
                for a in self.all_actions()]
        rows += [(tr("Edit the selected card"), tr("Enter")),
                 (tr("Move from the filter to the table"), tr("Down, Enter")),
                 (tr("Clear the filter"), tr("Esc")),
                 (tr("Next field in the card form"), tr("Tab")),
                 (tr("Save the card form"), tr("Enter"))]
        dialog = QDialog(self)
        dialog.setWindowTitle(tr("Keyboard shortcuts"))
        layout = QVBoxLayout(dialog)
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels([tr("Action"), tr("Keys")])
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
        margins = layout.contentsMargins()
        wide = (table.horizontalHeader().length() + 2 * table.frameWidth()  # every key in sight
                + table.verticalScrollBar().sizeHint().width() + margins.left() + margins.right())
        dialog.resize(min(max(460, wide), self.screen().availableGeometry().width()), 420)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = (f"<b>companion {__version__}</b><br>"
                + tr("Army builder and table-side companion for Rackham's CONFRONTATION.")
                + "<br><br>" + tr("Database: {path}", path=self.session.db_path))
        QMessageBox.about(self, tr("About companion"), text)

    # -- status bar and messages -------------------------------------------------------------
    def _make_status_bar(self) -> None:
        self.db_label = QLabel()
        self.ruleset_label = QLabel()
        self.db_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.db_label)
        self.statusBar().addPermanentWidget(self.ruleset_label)
        self._update_status()

    def _update_status(self) -> None:
        self.db_label.setText(tr("Database: {path}", path=self.session.db_path))
        self.db_label.setToolTip(str(self.session.db_path))
        self.ruleset_label.setText(tr("Ruleset: {ruleset}", ruleset=ruleset_text(self.session.ruleset)))

    def set_ruleset(self, ruleset: Ruleset) -> None:
        """The ruleset in force (shown in the status bar, remembered)."""
        self.session.set_ruleset(ruleset)

    def _ruleset_changed(self, ruleset: Ruleset) -> None:
        """The ruleset in force, whoever set it (the Army's list shown, the window): shown in the
        status bar and remembered for the next start."""
        self._update_status()
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
            self._focus_workspace()
            if self.session.is_open:  # opened before the window: say what it had to do
                QTimer.singleShot(0, self.show_warnings)

    def _focus_workspace(self) -> None:
        """The keys go to the workspace in front, not to the tab bar: its focus proxy (the
        Library's table), else its first widget that takes the focus by Tab."""
        widget = self.tabs.currentWidget()
        if widget is None:
            return
        target = widget.focusProxy()
        candidate: QWidget | None = widget.nextInFocusChain()
        while target is None and candidate is not None and widget.isAncestorOf(candidate):
            if candidate.focusPolicy() & Qt.FocusPolicy.TabFocus and candidate.isVisibleTo(widget):
                target = candidate
            candidate = candidate.nextInFocusChain()
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _library_opened(self) -> None:
        self._update_status()
        self.show_warnings()

    def show_warnings(self) -> None:
        """Tell the user what the Library had to do on opening (a damaged file opened read-only...)."""
        if self.session.warnings:
            warnings = [render(warning) for warning in self.session.warnings]
            self.show_message(tr("About your card library"), "\n\n".join(warnings),
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
            if isinstance(widget, Workspace):
                self.settings.beginGroup(key)
                try:
                    widget.save_state(self.settings)
                finally:
                    self.settings.endGroup()
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_settings()
        self.session.close()
        super().closeEvent(event)
