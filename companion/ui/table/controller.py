"""The game being played: every action through :class:`companion.library.games.GameStore`.

``do(action)`` hands the action to ``GameStore.append`` (which applies it, commits it to SQLite
in one transaction and only then returns the new state) and emits ``state_changed`` with that
state: the screen never shows what is not on disk. Undo and redo are the store's. A refused
action (the rules say no, or a die is not a die) emits ``refused`` with the reason in the
reader's language, and nothing changes. A game another window or command wrote meanwhile is
refused the same way, then shown as it is now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from companion.errors import BadInput, ChangedElsewhere
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
        game_id = self.game_id
        return self._write(lambda: self.store.append(game_id, action))

    def undo(self) -> bool:
        if self.game_id is None or not self.store.can_undo(self.game_id):
            self.refused.emit(tr("nothing to undo: the game is at its start"))
            return False
        game_id = self.game_id
        return self._write(lambda: self.store.undo(game_id))

    def redo(self) -> bool:
        if self.game_id is None or not self.store.can_redo(self.game_id):
            self.refused.emit(tr("nothing to redo"))
            return False
        game_id = self.game_id
        return self._write(lambda: self.store.redo(game_id))

    def _write(self, write: Callable[[], GameState]) -> bool:
        """Run one write of the store and show the state it returns; a refusal is said (and a
        game changed elsewhere meanwhile is shown again as it is now)."""
        try:
            state = write()
        except ChangedElsewhere as error:
            self.refused.emit(error_text(error))
            if self.game_id is not None:
                self.open(self.game_id)
            return False
        except (RulesError, BadInput) as error:
            self.refused.emit(error_text(error))
            return False
        self._show(state)
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
