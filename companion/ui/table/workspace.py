"""The Table workspace (Ctrl+3): the games page, or a game beside the battlefield.

A game shows a column per army (tiles), the step the rules ask for now with its exact odds in
the centre, and the log below it (with each player's luck so far: :mod:`.luck_view`). Every
change is an engine action committed by :class:`companion.library.games.GameStore` before the
screen shows it (through
:class:`~companion.ui.table.controller.GameController`), so the screen is always the state on
disk: closing (or killing) the app and starting again resumes the game exactly.

Undo (Ctrl+Z) and Redo (Ctrl+Shift+Z, Ctrl+Y) go to the game's log while the focus is in the
workspace (the workspace takes the keys before the window's card-library undo; a text field
keeps its own text undo); Edit > Undo game action does the same from the menu.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from companion.files import write_atomically
from companion.errors import BadInput
from companion.i18n import tr
from companion.i18n.engine import error_text, ruleset_text
from companion.rules.game import GameState
from companion.rules.game.actions import Action, FinishGame, SetModifier, SetState, SetWound
from companion.rules.game.guide import next_step
from companion.ui.file_dialogs import save_file_name
from companion.ui.session import Session
from companion.ui.table.controller import GameController
from companion.ui.table.games_page import IN_PROGRESS, GamesPage
from companion.ui.table.log_pane import LogPane
from companion.ui.table.luck_view import LogAndLuck
from companion.ui.table.step_panel import StepPanel
from companion.ui.table.tiles import ArmyColumn
from companion.ui.workspace_actions import REDO_KEYS, UNDO_KEYS, TableActions

if TYPE_CHECKING:
    from companion.library.games import GameStore

FONT_SCALE = 1.15
"""The Table is read at arm's length: its text is larger than the rest of the window."""


def _matches(event: QKeyEvent, sequences: tuple[str, ...]) -> bool:
    pressed = QKeySequence(event.keyCombination())
    return any(pressed.matches(QKeySequence(s)) == QKeySequence.SequenceMatch.ExactMatch for s in sequences)


class GameView(QWidget):
    """One game: the toolbar, the two columns, the step, the log."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        bar = QHBoxLayout()
        self.games_button = QPushButton()
        self.games_button.setObjectName("games-button")
        bar.addWidget(self.games_button)
        self.title = QLabel()
        bar.addWidget(self.title, 1)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undo")
        self.undo_button.clicked.connect(lambda _c=False: controller.undo())
        self.redo_button = QPushButton()
        self.redo_button.setObjectName("redo")
        self.redo_button.clicked.connect(lambda _c=False: controller.redo())
        self.finish_button = QPushButton()
        self.finish_button.setObjectName("finish")
        for button in (self.undo_button, self.redo_button, self.finish_button):
            button.setMinimumHeight(40)
            bar.addWidget(button)
        layout.addLayout(bar)
        self.columns = (ArmyColumn(0), ArmyColumn(1))
        for column in self.columns:
            column.wound_requested.connect(lambda fid, level: controller.do(SetWound(fid, level)))
            column.state_requested.connect(lambda fid, name, value: controller.do(SetState(fid, name, value)))
            column.damage_requested.connect(lambda fid, level: controller.do(SetWound(fid, level, as_damage=True)))
            column.modifier_requested.connect(lambda fid, name, value: controller.do(SetModifier(fid, name, value)))
        self.step_panel = StepPanel(controller.do, controller.refuse)
        self.log = LogPane()
        self.log_tabs = LogAndLuck(self.log)
        self.step_panel.end_of_game = self.log_tabs.end_of_game_summary
        centre = QSplitter(Qt.Orientation.Vertical)
        centre.addWidget(self.step_panel)
        centre.addWidget(self.log_tabs)
        centre.setStretchFactor(0, 3)
        centre.setStretchFactor(1, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.columns[0])
        self.splitter.addWidget(centre)
        self.splitter.addWidget(self.columns[1])
        # The step is what the players read most: at 1280 x 800 it takes half the width and most
        # of the height; each army's column keeps room for its tiles' five boxes.
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setStretchFactor(2, 1)
        self.splitter.setSizes([300, 680, 300])
        centre.setSizes([620, 140])
        layout.addWidget(self.splitter, 1)
        self.shown: tuple[GameState, str] | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The bar's words in the current language, and the game shown again in it (the same
        state: nothing is reloaded or lost)."""
        self.games_button.setText("◀ " + tr("Games"))
        self.undo_button.setText("↶ " + tr("Undo (Ctrl+Z)"))
        self.redo_button.setText("↷ " + tr("Redo (Ctrl+Shift+Z)"))
        self.finish_button.setText(tr("Finish game…"))
        self.log_tabs.retranslate_ui()
        if self.shown is not None:
            self.show_state(*self.shown)
            self.log.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """R rolls the first roll shown; D goes to the first dice field; W, S and C walk, stand or
        charge with the active card (keys no text field takes)."""
        if event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            if event.key() == Qt.Key.Key_R and self.step_panel.roll_first():
                return
            if event.key() == Qt.Key.Key_D and self.step_panel.focus_dice():
                return
            letters = {Qt.Key.Key_W: "W", Qt.Key.Key_S: "S", Qt.Key.Key_C: "C"}
            letter = letters.get(Qt.Key(event.key()))
            if letter is not None and self.step_panel.key(letter):
                return
        super().keyPressEvent(event)

    def show_state(self, state: GameState, name: str) -> None:
        self.shown = (state, name)
        step = next_step(state)
        highlighted: tuple[str, ...] = ()
        if state.combat is not None:
            highlighted = state.combat.fighters
        elif state.active is not None:
            highlighted = tuple(f.id for f in state.entry_figurines(state.active))
        for column in self.columns:
            column.update_from(state, step.actor == column.side, highlighted)
        game_id = self.controller.game_id
        if game_id is not None:
            self.log_tabs.follow(state, lambda: self.controller.store.actions(game_id))
        self.step_panel.clear_refusal()
        self.step_panel.show_state(state)
        self.log.show_log(state.log)
        setup = state.setup
        scenario = " · ".join(x for x in (setup.scenario.objective, setup.scenario.time_limit) if x)
        self.title.setText(f"{name} · {ruleset_text(setup.ruleset)} · " + tr("seed {seed}", seed=setup.seed)
                           + (f" · {scenario}" if scenario else ""))
        self.undo_button.setEnabled(self.controller.can_undo())
        self.redo_button.setEnabled(self.controller.can_redo())
        self.finish_button.setEnabled(not state.finished)


class TableWorkspace(QStackedWidget):
    """The Table: ``games`` (page 0) and ``view`` (page 1, the game open)."""

    game_opened = Signal(int)
    show_requested = Signal()
    """Games… was used: the window brings the Table to the front."""

    def __init__(self, session: Session, parent: QWidget | None = None,
                 actions: TableActions | None = None) -> None:
        """``actions``: the menu actions the window made for the Table (None: its own)."""
        super().__init__(parent)
        self.session = session
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * FONT_SCALE)
        self.setFont(font)
        self._store: GameStore | None = None
        self._controller: GameController | None = None
        self._resume_id: int | None = None
        self._settings: tuple[QSettings, str] | None = None
        self._started = False
        self.last_update_ms = 0.0
        self.games = GamesPage()
        self.games.new_requested.connect(self.new_game)
        self.games.resume_requested.connect(self.open_game)
        self.addWidget(self.games)
        self.view: GameView | None = None
        self.table_actions = actions if actions is not None else TableActions(self, lambda: self)
        self.new_action = self.table_actions.new_action
        self.games_action = self.table_actions.games_action
        self.export_json_action = self.table_actions.export_json_action
        self.export_text_action = self.table_actions.export_text_action
        self.finish_action = self.table_actions.finish_action
        self.undo_game_action = self.table_actions.undo_game_action
        self.redo_game_action = self.table_actions.redo_game_action
        self._update_actions()
        self.retranslate_ui()

    # -- the store (opened with the library, on first use) -----------------------------------
    @property
    def store(self) -> GameStore:
        if self._store is None:
            from companion.library.games import GameStore

            self._store = GameStore(self.session.library)
        return self._store

    @property
    def controller(self) -> GameController:
        if self._controller is None:
            controller = GameController(self.store, self)
            controller.state_changed.connect(self._show_state)
            controller.refused.connect(self._refused)
            self._controller = controller
            self.view = GameView(controller)
            self.view.games_button.clicked.connect(lambda _c=False: self.show_games())
            self.view.finish_button.clicked.connect(lambda _c=False: self.ask_finish())
            self.addWidget(self.view)
        return self._controller

    def start(self) -> None:
        """First show: resume the game open last time if it is in progress, else list the games."""
        if self._started:
            return
        self._started = True
        if self._resume_id is not None:
            try:
                summaries = {g.id: g for g in self.store.list()}
            except BadInput:
                summaries = {}
            game = summaries.get(self._resume_id)
            if game is not None and game.status == IN_PROGRESS and self.open_game(game.id) is not None:
                return
            if game is not None and game.status == IN_PROGRESS:
                return  # open_game said why on the games page
        self.show_games()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.start()

    # -- pages -------------------------------------------------------------------------------
    def show_games(self, message: str = "") -> None:
        self.setCurrentWidget(self.games)
        self.games.show_message(message)
        try:
            self.games.show_games(self.store.list())
        except BadInput as error:  # the database cannot be read: say so, keep the window
            self.games.show_message(f"{message}\n{error_text(error)}".strip())
        self.games.table.setFocus()

    def open_game(self, game_id: int) -> GameState | None:
        """Show a stored game (its state: the replay of its log); None, said on the games page,
        if it cannot be read."""
        try:
            controller = self.controller
            state = controller.open(game_id)
        except BadInput as error:
            self.show_games(tr("The game {game} cannot be opened: {reason}", game=game_id, reason=error_text(error)))
            return None
        assert self.view is not None
        self.setCurrentWidget(self.view)
        self.view.step_panel.focus_primary()
        # again once a closing dialog has given the focus back to the button that opened it
        QTimer.singleShot(0, self.view.step_panel.focus_primary)
        self._remember(game_id)
        self.game_opened.emit(game_id)
        return state

    def new_game(self) -> int | None:
        """The New game dialog; the game is stored and opened when the players start it."""
        from companion.library.armies import ArmyStore
        from companion.ui.table.new_game import NewGameDialog

        dialog = NewGameDialog(ArmyStore(self.session.library).lists(), self.session.library.get,
                               self.session.ruleset, self)
        self.last_dialog = dialog
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return None
        return self.start_game(dialog.setup(), dialog.game_name())

    def start_game(self, setup: Any, name: str | None = None) -> int:
        game_id = self.store.create(setup, name)
        self.open_game(game_id)
        return game_id

    # -- the game ----------------------------------------------------------------------------
    @property
    def state(self) -> GameState | None:
        return self._controller.state if self._controller is not None else None

    @property
    def game_id(self) -> int | None:
        return self._controller.game_id if self._controller is not None else None

    def do(self, action: Action) -> bool:
        return self.controller.do(action)

    def undo(self) -> bool:
        return self._controller is not None and self._controller.is_open and self._controller.undo()

    def redo(self) -> bool:
        return self._controller is not None and self._controller.is_open and self._controller.redo()

    def _show_state(self, state: GameState) -> None:
        started = time.perf_counter()
        assert self.view is not None and self.game_id is not None
        self.view.show_state(state, self.store.name(self.game_id))
        self._update_actions()
        self.last_update_ms = (time.perf_counter() - started) * 1000

    def _refused(self, message: str) -> None:
        if self.view is not None:
            self.view.step_panel.show_refusal(message)  # in the reader's language: StepPanel.show_refusal

    def ask_finish(self) -> None:
        result, ok = QInputDialog.getText(self, tr("Finish the game"), tr("Result (who won, how):"))
        if ok:
            self.finish(result)

    def finish(self, result: str) -> bool:
        return self.controller.do(FinishGame(result))

    def export_to(self, path: str | Path, fmt: str = "json") -> Path:
        """Write the open game's log: ``json`` (replayable) or ``text`` (the battle report)."""
        if self.game_id is None:
            raise BadInput(tr("no game is open"))
        target = Path(path)
        if fmt == "json":
            content = json.dumps(self.store.export_json(self.game_id), indent=2, ensure_ascii=False) + "\n"
        else:
            content = self.store.export_text(self.game_id)
        write_atomically(target, content.encode("utf-8"))
        return target

    def choose_export(self, fmt: str) -> None:
        """Ask where to write the open game's log (``json``) or battle report (``text``)."""
        if self.game_id is None:
            return
        suffix = "game.json" if fmt == "json" else "txt"
        path = save_file_name(self, tr("Export the game"), f"game-{self.game_id}.{suffix}")
        if path:
            try:
                self.export_to(path, fmt)
            except OSError as error:
                self._refused(tr("cannot write {path}: {error}", path=path, error=str(error.strerror or error)))

    # -- keys and menus ----------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self.currentWidget() is self.view \
                and isinstance(event, QKeyEvent) and (_matches(event, UNDO_KEYS) or _matches(event, REDO_KEYS)):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.currentWidget() is self.view:
            if _matches(event, UNDO_KEYS):
                self.undo()
                return
            if _matches(event, REDO_KEYS):
                self.redo()
                return
        super().keyPressEvent(event)

    def retranslate_ui(self) -> None:
        """The menu actions' words in the current language (the pages retranslate themselves)."""
        self.table_actions.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_games_here(self) -> None:
        self.show_games()
        self.show_requested.emit()

    def _update_actions(self) -> None:
        open_ = self._controller is not None and self._controller.is_open
        for item in (self.export_json_action, self.export_text_action):
            item.setEnabled(open_)
        state = self.state
        self.finish_action.setEnabled(open_ and state is not None and not state.finished)
        self.undo_game_action.setEnabled(open_ and self.controller.can_undo())
        self.redo_game_action.setEnabled(open_ and self.controller.can_redo())

    def menu_actions(self) -> dict[str, list[QAction]]:
        return self.table_actions.menu_actions()

    def focus_find(self) -> None:
        """Edit > Find: the Table has no filter, so nothing."""

    def _remember(self, game_id: int) -> None:
        """The game open now, written at once (not only on close): after a crash the window
        comes back on it."""
        if self._settings is None:
            return
        settings, group = self._settings
        settings.setValue(f"{group}/game" if group else "game", game_id)
        settings.sync()

    def save_state(self, settings: QSettings) -> None:
        if self.game_id is not None:
            settings.setValue("game", self.game_id)

    def restore_state(self, settings: QSettings) -> None:
        self._settings = (settings, settings.group())
        value = settings.value("game")
        try:
            self._resume_id = int(value) if value is not None else None
        except (TypeError, ValueError):
            self._resume_id = None


__all__ = ["GameView", "TableWorkspace"]
