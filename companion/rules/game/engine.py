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

from companion.rules.game import ability_steps, approach, blows, corrections, feats, firing, game_round, melee, movement
from companion.rules.game.actions import Action, Note, SetState, SetWound
from companion.rules.game.approach import APPROACH_SOURCE
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.game_round import ROUND_SOURCE
from companion.rules.game.harm import check_resilience
from companion.rules.game.phrases import ruleset_words
from companion.rules.game.setup import GameSetup
from companion.rules.game.state import GameLog, GameState, LogEntry, Phase, initial_figurines
from companion.rules.message import Message

HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    **approach.HANDLERS,
    **movement.HANDLERS,
    **firing.HANDLERS,
    **melee.HANDLERS,
    **blows.HANDLERS,
    **game_round.HANDLERS,
    **corrections.HANDLERS,
    **feats.HANDLERS,
    **ability_steps.HANDLERS,
}
"""The handler of each action type."""


def new_game(setup: GameSetup) -> GameState:
    """The state before the first action: every figurine waiting to be deployed."""
    state = GameState(setup=setup, figurines=initial_figurines(setup))
    a, b = setup.sides
    lines = [LogEntry(0, 0, Phase.APPROACH, Message("game.new-game", side_a=a.words, side_b=b.words,
                                                     ruleset=ruleset_words(setup.ruleset)))]
    scenario = setup.scenario
    if scenario.objective and scenario.time_limit:
        lines.append(LogEntry(0, 0, Phase.APPROACH, Message("game.scenario", objective=scenario.objective,
                                                             time_limit=scenario.time_limit)))
    elif scenario.objective:
        lines.append(LogEntry(0, 0, Phase.APPROACH, Message("game.scenario-no-time-limit",
                                                             objective=scenario.objective)))
    elif scenario.time_limit:
        lines.append(LogEntry(0, 0, Phase.APPROACH, Message("game.scenario-no-objective",
                                                             time_limit=scenario.time_limit)))
    lines.append(LogEntry(0, 0, Phase.APPROACH, Message("game.approach-begins"), (APPROACH_SOURCE,)))
    return replace(state, log=GameLog(lines))


def play(state: GameState, action: Action) -> tuple[GameState, Action]:
    """Apply ``action``; returns the new state and the action with the dice it used filled in."""
    if state.finished and not isinstance(action, (Note, SetWound, SetState)):
        raise IllegalAction(Message("game.finished-already", result=state.result))
    handler = HANDLERS.get(type(action))
    if handler is None:
        raise IllegalAction(Message("game.unknown-action", action=repr(action)))
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

    An illegal action raises IllegalAction whose message names its index ("action 12 (fire): ...").
    """
    state = start if start is not None else new_game(setup)
    for index, action in enumerate(actions, start=state.seq):
        try:
            state = apply(state, action)
        except IllegalAction as error:
            raise IllegalAction(Message("game.action-refused", index=index, kind=action.kind,
                                        reason=error.message)) from None
    return state


def _after(d: Draft) -> None:
    """After every action: a Resilience below 0 kills outright; a side with no figurine left loses."""
    if d.state.phase is Phase.FINISHED:
        return
    check_resilience(d)
    alive = [bool(d.in_play(side)) for side in (0, 1)]
    if all(alive):
        return
    if not any(alive):
        result = Message("game.draw")
    else:
        winner = 0 if alive[0] else 1
        result = Message("game.side-wins", loser=d.side_name(1 - winner), winner=d.side_name(winner))
    d.state = replace(d.state, phase=Phase.FINISHED, result=result, combat=None)
    d.log(result, ROUND_SOURCE)


__all__ = ["HANDLERS", "apply", "new_game", "play", "replay", "with_dice"]
