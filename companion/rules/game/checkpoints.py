"""The states of a game kept while it is played: the last one, and checkpoints for undo.

Keeping the state after each action of a long game would keep as many states as actions (a
state holds every figurine, the combat under way...). A :class:`Checkpoints` keeps the newest
state and the states after every ``spacing``-th action, at most :data:`MAX_CHECKPOINTS` of
them: past that, the spacing doubles and every other checkpoint goes. An earlier state (an undo) is replayed from the checkpoint before it, with the
dice its actions carry, so it is the state the game had (the engine is pure).
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.rules.game.actions import Action
from companion.rules.game.engine import apply
from companion.rules.game.state import GameState

MAX_CHECKPOINTS = 32
"""The most states kept besides the newest: memory stays proportional to the log."""
FIRST_SPACING = 16
"""Actions between two checkpoints while a game is short (an undo replays fewer than these)."""


class Checkpoints:
    """The newest state of a log and checkpoints behind it (see the module docstring).

    ``seq`` counts the actions played: the state after ``seq`` actions is the newest one.
    """

    def __init__(self, start: GameState) -> None:
        """Begin with the state before the first action."""
        self._kept: dict[int, GameState] = {0: start}
        self._spacing = FIRST_SPACING
        self._seq = 0
        self._newest = start

    @property
    def seq(self) -> int:
        """How many actions the newest state has played."""
        return self._seq

    @property
    def newest(self) -> GameState:
        """The state after every action played."""
        return self._newest

    @property
    def start(self) -> GameState:
        """The state before the first action."""
        return self._kept[0]

    def __len__(self) -> int:
        """The states kept (the checkpoints and the newest)."""
        return len(self._kept) + (self._seq not in self._kept)

    def push(self, state: GameState) -> None:
        """``state`` is the newest: the state after one more action."""
        self._seq += 1
        self._newest = state
        if self._seq % self._spacing:
            return
        self._kept[self._seq] = state
        if len(self._kept) > MAX_CHECKPOINTS:
            self._spacing *= 2
            self._kept = {seq: kept for seq, kept in self._kept.items() if seq % self._spacing == 0}

    def state_at(self, seq: int, actions: Sequence[Action]) -> GameState:
        """The state after ``seq`` actions (``actions``: the log's actions as played, at least
        ``seq`` of them), replayed from the checkpoint before it; nothing kept changes."""
        if not 0 <= seq <= self._seq:
            raise ValueError(f"no state after {seq} actions: {self._seq} were played")
        if seq == self._seq:
            return self._newest
        base = max(at for at in self._kept if at <= seq)
        state = self._kept[base]
        for action in actions[base:seq]:
            state = apply(state, action)
        return state

    def back_to(self, seq: int, state: GameState) -> None:
        """``state``, the state after ``seq`` actions (:meth:`state_at`), is the newest: the
        states after it are dropped."""
        self._kept = {at: kept for at, kept in self._kept.items() if at <= seq}
        self._seq, self._newest = seq, state

    def copy(self) -> Checkpoints:
        """Another record of the same states, to push and go back on apart from this one."""
        other = Checkpoints(self.start)
        other._kept, other._spacing, other._seq, other._newest = dict(self._kept), self._spacing, self._seq, self._newest
        return other
