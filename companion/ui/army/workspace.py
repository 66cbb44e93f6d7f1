"""The Army workspace as the main window sees it: its menu actions at once, the builder later.

``MainWindow`` adds it with ``add_workspace("army", "&Army", ArmyWorkspace(session, undo_stack),
"Ctrl+2")``. The actions (companion.ui.army.actions) exist from the start so the menus and
shortcuts are complete; the builder itself (the view :class:`~companion.ui.army.builder.ArmyBuilder`
and its :class:`~companion.ui.army.controller.ArmyListController`: the widgets, the rules engine,
the saved lists in SQLite) is made the first time the workspace is shown or an action is used.
At start the workspace only says, in the status bar, which lists have unsaved changes
(``Session.draft_names``). The window connects its signals: ``message_shown`` (a line for the
status bar) and ``show_requested`` (a lists' action used: bring the workspace forward).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.i18n import tr, trn
from companion.ui.army.actions import (
    EDIT_ACTIONS,
    FILE_ACTIONS,
    ActionSpec,
    ArmyActions,
    ListCommands,
    retranslate_actions,
)
from companion.ui.session import Session

if TYPE_CHECKING:
    from companion.ui.matchup.entry_dialog import EntryMatchupDialog
    from companion.ui.matchup.matrix_dialog import AgainstDialog
    from companion.ui.army.builder import ArmyBuilder
    from companion.ui.army.controller import ArmyListController


class ArmyWorkspace(QWidget):
    """The Army tab; ``builder`` is the builder (made on first use)."""

    message_shown = Signal(str, int)
    """A line for the window's status bar, and how long it stays (ms)."""
    show_requested = Signal()
    """One of the lists' menu actions was used: the window brings this workspace to the front."""

    def __init__(self, session: Session, undo_stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.undo_stack = undo_stack
        self._builder: ArmyBuilder | None = None
        self._state: dict[str, Any] = {}
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        anywhere, on_the_list = Qt.ShortcutContext.WindowShortcut, Qt.ShortcutContext.WidgetShortcut
        self._spec_actions = [(spec, self._action(spec, anywhere, True)) for spec in FILE_ACTIONS]
        self._spec_actions += [(spec, self._action(spec, on_the_list, False)) for spec in EDIT_ACTIONS]
        self.list_actions = ArmyActions(**{spec.name: action for spec, action in self._spec_actions})
        self.against_action = QAction(self)
        self.against_action.setShortcut(QKeySequence("Ctrl+Shift+M"))
        self.against_action.triggered.connect(lambda _checked=False: self.open_against())
        self.against_dialog: AgainstDialog | None = None
        self.matchup_action = QAction(self)
        self.matchup_action.setShortcut(QKeySequence("Ctrl+M"))
        self.matchup_action.triggered.connect(lambda _checked=False: self.open_matchup())
        self.matchup_dialog: EntryMatchupDialog | None = None
        self.drafts_hint = ""
        """What the status bar said at start about lists with unsaved changes (empty: none)."""
        self._drafts: list[str] = []
        self.retranslate_ui()
        session.loaded.connect(self._check_drafts)
        if session.is_loaded:  # once this workspace is in its window, with its status bar
            QTimer.singleShot(0, self._check_drafts)

    def _check_drafts(self) -> None:
        """At start, before the builder is made: say in the status bar that unsaved changes
        were kept (the builder restores them when the workspace is shown)."""
        if self._builder is not None:
            return
        drafts = self.session.draft_names
        if not drafts:
            return
        self._drafts = list(drafts)
        self.drafts_hint = self._drafts_text()
        self.message_shown.emit(self.drafts_hint, 20000)

    def _drafts_text(self) -> str:
        if not self._drafts:
            return ""
        name, more = self._drafts[0], len(self._drafts) - 1
        if not more:
            return tr("Unsaved changes to the army list “{name}” were kept: the Army workspace (Ctrl+2) "
                      "brings them back.", name=name)
        return trn("Unsaved changes to the army list “{name}” (and {count} more) were kept: the Army "
                   "workspace (Ctrl+2) brings them back.",
                   "Unsaved changes to the army list “{name}” (and {count} more) were kept: the Army "
                   "workspace (Ctrl+2) brings them back.", more, name=name)

    def _action(self, spec: ActionSpec, context: Qt.ShortcutContext, forward: bool) -> QAction:
        action = QAction(self)
        action.setShortcuts([QKeySequence(s) for s in spec.shortcuts])
        action.setShortcutContext(context)
        action.triggered.connect(lambda _checked=False: self._run(spec.run, forward))
        return action

    def retranslate_ui(self) -> None:
        """The actions' words and the drafts' notice in the current language."""
        retranslate_actions(self._spec_actions)
        self.against_action.setText(tr("A&gainst..."))
        tip = tr("Your entries against another list's: who wins each fight")
        self.against_action.setStatusTip(tip)
        self.against_action.setToolTip(tip)
        self.matchup_action.setText(tr("&Matchup against..."))
        tip = tr("The entry selected against a card of the Library: who wins their fight")
        self.matchup_action.setStatusTip(tip)
        self.matchup_action.setToolTip(tip)
        if self._drafts:
            self.drafts_hint = self._drafts_text()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _run(self, run: Callable[[ListCommands], object], forward: bool) -> None:
        """An action: bring the workspace forward (menu actions), load the builder, then act."""
        if forward:
            self.show_requested.emit()
        builder = self.builder
        if builder.controller.ensure_loaded():
            run(builder)

    @property
    def builder(self) -> ArmyBuilder:
        """The builder's view, made now (with its controller) if it is not yet."""
        if self._builder is None:
            from companion.ui.army.builder import ArmyBuilder
            from companion.ui.army.controller import ArmyListController

            controller = ArmyListController(self.session, self.undo_stack, self)
            self._builder = ArmyBuilder(controller, self.list_actions, self)
            self._builder.message_shown.connect(self.message_shown)
            self._builder.restore_state(self._state)
            self._layout.addWidget(self._builder)
            if self.isVisible():
                self._builder.show()
        return self._builder

    @property
    def controller(self) -> ArmyListController:
        """The list being built (the builder is made now if it is not yet)."""
        return self.builder.controller

    @property
    def built(self) -> bool:
        return self._builder is not None

    def showEvent(self, event: QShowEvent) -> None:
        self.builder  # made (and shown with the workspace) the first time the tab is shown
        super().showEvent(event)

    # -- what MainWindow.add_workspace looks for ---------------------------------------------
    def menu_actions(self) -> dict[str, list[QAction]]:
        """Actions for the window's menus (File and Edit)."""
        a = self.list_actions
        separator = QAction(self)
        separator.setSeparator(True)  # the lists' group apart from the cards' in File
        return {"file": [separator, a.new_list, a.open_list, a.save, a.save_as, a.rename, a.revert, a.delete_list,
                         a.import_list, a.export_list, a.copy_text, self.against_action, self.matchup_action],
                "edit": [a.add_figure, a.remove_figure, a.remove_entry, a.incarnation]}

    def open_against(self) -> AgainstDialog | None:
        """The list being built against a saved list or a list file (a matrix of its fights)."""
        self.show_requested.emit()
        controller = self.controller
        if not controller.ensure_loaded():
            return None
        from companion.errors import BadInput
        from companion.ui.matchup.matrix_dialog import AgainstDialog

        saved = []
        for row in (controller.saved_lists() or ([], []))[0]:
            try:
                saved.append((row.name, row.army()))
            except BadInput:
                continue  # a saved list that cannot be read is not offered
        self.against_dialog = AgainstDialog(controller.doc.army, controller.cards, saved, self)
        self.against_dialog.show()
        return self.against_dialog

    def open_matchup(self) -> EntryMatchupDialog | None:
        """The entry selected in the list against a card the player picks (None: no entry is
        selected, the status bar says so)."""
        self.show_requested.emit()
        controller = self.controller
        if not controller.ensure_loaded():
            return None
        if self._current_entry() is None:
            self.message_shown.emit(tr("Select an entry of the list first: its figurines fight the card you pick."),
                                    8000)
            return None
        if self.matchup_dialog is None:
            from companion.ui.matchup.entry_dialog import EntryMatchupDialog

            self.matchup_dialog = EntryMatchupDialog(self)
            self.builder.entries.selectionModel().currentChanged.connect(lambda _c, _p: self._entry_to_matchup())
            controller.changed.connect(lambda _reset: self._entry_to_matchup())
            controller.cards_loaded.connect(self._cards_to_matchup)
        dialog = self.matchup_dialog
        self._cards_to_matchup()
        self._entry_to_matchup(force=True)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        dialog.filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
        dialog.filter.selectAll()
        return dialog

    def _current_entry(self) -> int | None:
        """The row of the entry current in the list (None: none)."""
        builder = self.builder
        row = builder.entries_model.entry_row(builder.entries.currentIndex())
        return row if 0 <= row < len(self.controller.doc.army.entries) else None

    def _cards_to_matchup(self) -> None:
        if self.matchup_dialog is not None:
            self.matchup_dialog.set_cards(self.controller.cards.values())

    def _entry_to_matchup(self, force: bool = False) -> None:
        """The matchup dialog, while open (``force``: about to be), follows the entry current
        in the list and the list's ruleset."""
        dialog = self.matchup_dialog
        if dialog is None or not (force or dialog.isVisible()):
            return
        row = self._current_entry()
        army = self.controller.doc.army
        entry = army.entries[row] if row is not None else None
        card = self.controller.cards.get(entry.card_id) if entry is not None else None
        dialog.set_entry(entry, card, army.ruleset)

    def focus_find(self) -> None:
        self.builder.focus_find()

    def save_state(self, settings: QSettings) -> None:
        if self._builder is not None:
            self._builder.save_state(self._state)
        for key, value in self._state.items():
            settings.setValue(key, value)

    def restore_state(self, settings: QSettings) -> None:
        self._state = {key: settings.value(key) for key in settings.childKeys()}
        if self._builder is not None:
            self._builder.restore_state(self._state)
