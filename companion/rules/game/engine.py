"""The game engine: ``apply(state, action) -> state``, pure, and ``replay(setup, actions)``.

Each action is handled by the module of the part of the game it belongs to, through one table
(:data:`HANDLERS`): :mod:`.approach` (booklet, "The approach"), :mod:`.movement` ("movement
phase"), :mod:`.firing` ("firing phase", "counter firing"), :mod:`.melee` ("hand to hand
combat phase"), :mod:`.game_round` ("game round": its beginning, its phases, its end) and
:mod:`.corrections` (what the players enter by hand). After every action, a side with no
figurine left loses. The app cannot see the table: distances, lines of sight, ranges and where
figurines stand are measured by the players, who declare the result (a Charge in range, the
range band).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from companion.rules.game import approach, corrections, firing, game_round, melee, movement
from companion.rules.game.actions import Action, Note, SetState, SetWound
from companion.rules.game.approach import APPROACH_SOURCE
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.game_round import ROUND_SOURCE
from companion.rules.game.setup import GameSetup
from companion.rules.game.state import GameState, LogEntry, Phase, initial_figurines

HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    **approach.HANDLERS,
    **movement.HANDLERS,
    **firing.HANDLERS,
    **melee.HANDLERS,
    **game_round.HANDLERS,
    **corrections.HANDLERS,
}
"""The handler of each action type."""


def new_game(setup: GameSetup) -> GameState:
    """The state before the first action: every figurine waiting to be deployed."""
    state = GameState(setup=setup, figurines=initial_figurines(setup))
    lines = [
        LogEntry(0, 0, Phase.APPROACH,
                 f"New game: {setup.sides[0].name} ({setup.sides[0].army.name}) against "
                 f"{setup.sides[1].name} ({setup.sides[1].army.name}); ruleset {setup.ruleset}.", ""),
    ]
    if setup.scenario.objective or setup.scenario.time_limit:
        lines.append(LogEntry(0, 0, Phase.APPROACH,
                              f"Scenario: {setup.scenario.objective or 'no objective'}; time limit "
                              f"{setup.scenario.time_limit or 'none'}.", ""))
    lines.append(LogEntry(0, 0, Phase.APPROACH,
                          "Approach: both players roll on their best Discipline.", str(APPROACH_SOURCE)))
    return replace(state, log=tuple(lines))


def play(state: GameState, action: Action) -> tuple[GameState, Action]:
    """Apply ``action``; returns the new state and the action with the dice it used filled in."""
    if state.finished and not isinstance(action, (Note, SetWound, SetState)):
        raise IllegalAction(f"the game is finished ({state.result}): only notes and corrections by hand")
    handler = HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction(f"unknown action {action!r}")
    d = Draft(state)
    handler(d, action)
    _after(d)
    completed = replace(action, **d.filled) if d.filled else action
    return d.freeze(), completed


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action`` (pure); IllegalAction when the rules forbid it."""
    return play(state, action)[0]


def with_dice(state: GameState, action: Action) -> Action:
    """``action`` with every dice field it leaves empty drawn from the game's seed."""
    return play(state, action)[1]


def replay(setup: GameSetup, actions: Iterable[Action], start: GameState | None = None) -> GameState:
    """The state after every action, from the new game (or from ``start``).

    An illegal action raises IllegalAction whose message starts with its index ("action 12:").
    """
    state = start if start is not None else new_game(setup)
    for index, action in enumerate(actions, start=state.seq):
        try:
            state = apply(state, action)
        except IllegalAction as error:
            raise IllegalAction(f"action {index} ({action.kind}): {error}") from None
    return state


def _after(d: Draft) -> None:
    """After every action: a side with no figurine left loses."""
    if d.state.phase is Phase.FINISHED:
        return
    alive = [bool(d.in_play(side)) for side in (0, 1)]
    if all(alive):
        return
    if not any(alive):
        result = "Both armies are destroyed: a draw."
    else:
        winner = 0 if alive[0] else 1
        result = f"{d.side_name(1 - winner)} has no figurine left: {d.side_name(winner)} wins."
    d.state = replace(d.state, phase=Phase.FINISHED, result=result, combat=None)
    d.log(result, ROUND_SOURCE)


__all__ = ["HANDLERS", "apply", "new_game", "play", "replay", "with_dice"]
