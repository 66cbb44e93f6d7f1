"""The game being played: every action through :class:`companion.library.games.GameStore`.

``do(action)`` hands the action to ``GameStore.append`` (which applies it, commits it to SQLite
in one transaction and only then returns the new state) and emits ``state_changed`` with that
state: the screen never shows what is not on disk. Undo and redo are the store's. A refused
action (the rules say no, or a die is not a die) emits ``refused`` with the reason in the
reader's language, and nothing changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from companion.errors import BadInput
from companion.i18n import tr
from companion.i18n.engine import error_text
from companion.rules.errors import RulesError
from companion.rules.game import Action, GameSetup, GameState

if TYPE_CHECKING:
    from companion.library.games import GameStore


class GameController(QObject):
    """One open game of one store."""

    state_changed = Signal(object)
    """The state now shown (a GameState, as the store returned it after committing)."""
    refused = Signal(str)
    """An action was refused: the reason, in words, in the reader's language (nothing was written)."""
    closed = Signal()
    """No game is open any more."""

    def __init__(self, store: GameStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.game_id: int | None = None
        self.state: GameState | None = None

    # -- opening -----------------------------------------------------------------------------
    def new(self, setup: GameSetup, name: str | None = None) -> int:
        """Store a new game and open it."""
        game_id = self.store.create(setup, name)
        self.open(game_id)
        return game_id

    def open(self, game_id: int) -> GameState:
        """Open a stored game: its state is the replay of its log."""
        state = self.store.state(game_id)
        self.game_id = game_id
        self._show(state)
        return state

    def close(self) -> None:
        self.game_id = None
        self.state = None
        self.closed.emit()

    @property
    def is_open(self) -> bool:
        return self.game_id is not None

    # -- playing -----------------------------------------------------------------------------
    def do(self, action: Action) -> bool:
        """Commit ``action`` and show the state it gives; False (and ``refused``) if refused."""
        if self.game_id is None:
            self.refused.emit(tr("no game is open"))
            return False
        try:
            state = self.store.append(self.game_id, action)
        except (RulesError, BadInput) as error:
            self.refused.emit(error_text(error))
            return False
        self._show(state)
        return True

    def undo(self) -> bool:
        if self.game_id is None or not self.store.can_undo(self.game_id):
            self.refused.emit(tr("nothing to undo: the game is at its start"))
            return False
        self._show(self.store.undo(self.game_id))
        return True

    def redo(self) -> bool:
        if self.game_id is None or not self.store.can_redo(self.game_id):
            self.refused.emit(tr("nothing to redo"))
            return False
        self._show(self.store.redo(self.game_id))
        return True

    def can_undo(self) -> bool:
        return self.game_id is not None and self.store.can_undo(self.game_id)

    def can_redo(self) -> bool:
        return self.game_id is not None and self.store.can_redo(self.game_id)

    def refuse(self, message: str) -> None:
        """Report a problem found before any action was sent (dice typed wrong...)."""
        self.refused.emit(message)

    def _show(self, state: GameState) -> None:
        self.state = state
        self.state_changed.emit(state)


__all__ = ["GameController"]
