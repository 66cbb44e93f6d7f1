"""Actions the rules forbid are refused with a message a player understands; nothing changes."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from companion.rules.game import GameState, IllegalAction, apply, new_game
from companion.rules.game.actions import (
    Activate,
    ApproachRoll,
    Attack,
    Charge,
    Deploy,
    Disengage,
    DrawCard,
    EndActivation,
    EndPhase,
    EndRound,
    Fire,
    KeepInReserve,
    Move,
    Pick,
    PlaceDice,
    Rally,
    Regenerate,
    SetState,
    SetWound,
    StartCombat,
    TacticalRoll,
    action_from_dict,
)
from companion.rules.game.autoplay import choose

from tests.rules.game.helpers import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE, setup_of


def _start(seed: int = 11) -> GameState:
    return new_game(setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=seed))


def _until(state: GameState, done: Callable[[GameState], bool], limit: int = 400) -> GameState:
    for _ in range(limit):
        if done(state):
            return state
        state = apply(state, choose(state))
    raise AssertionError("the condition was never met")


def _movement(state: GameState) -> GameState:
    return _until(state, lambda s: s.round == 1 and s.roll_done and s.phase.value == "movement")


@pytest.mark.parametrize(
    ("prepare", "action", "message"),
    [
        (lambda s: s, DrawCard(), "roll the Approach roll first"),
        (lambda s: s, TacticalRoll(), "Movement phase"),
        (lambda s: s, Fire("A1", "B1", "short"), "Firing phase"),
        (lambda s: s, SetWound("Z9", "light"), "no figurine 'Z9'"),
        (lambda s: s, SetWound("A1", "grazed"), "unknown wound level"),
        (lambda s: s, SetState("A1", "invisible", 1), "unknown state"),
        (lambda s: apply(s, ApproachRoll(dice_a=(5,), dice_b=(2,))), Deploy("A-9"), "no card 'A-9'"),
        (lambda s: apply(s, ApproachRoll(dice_a=(5,), dice_b=(2,))), ApproachRoll(), "already done"),
        (lambda s: apply(apply(s, ApproachRoll(dice_a=(5,), dice_b=(2,))), DrawCard()), DrawCard(),
         "must be played first"),
        (lambda s: s, ApproachRoll(dice_a=(7,), dice_b=(2,)), "1 to 6"),
        (lambda s: _movement(s), Move("B1", "walk"), "can move only when its card is activated"),
        (lambda s: _movement(s), Pick("B1", "mutagenic"), "before the Tactical roll"),
        (lambda s: _movement(s), EndPhase(), "ends when every card has been activated"),
        (lambda s: _movement(s), Regenerate("A1"), "End of round phase"),
        (lambda s: _movement(s), EndRound(), "End of round phase"),
        (lambda s: _movement(s), StartCombat("A1", ("B1",)), "Hand to hand phase"),
        (lambda s: _movement(s), Rally("A1"), "is not fleeing"),
    ],
)
def test_refused_with_a_message(prepare: Callable[[GameState], GameState], action: object, message: str) -> None:
    state = prepare(_start())
    with pytest.raises(IllegalAction, match=message):
        apply(state, action)  # type: ignore[arg-type]


def _active(state: GameState, entry_prefix: str) -> GameState:
    state = _movement(state)
    for _ in range(50):
        if state.active is not None and state.active.startswith(entry_prefix):
            return state
        state = apply(state, choose(state))
    raise AssertionError("no such activation")


def test_movement_rules() -> None:
    state = _active(_start(12), "A-1")  # the Magistrates (seed 12: none has moved or is engaged yet)
    with pytest.raises(IllegalAction, match="same side"):
        apply(state, Charge("A1", "A2"))
    with pytest.raises(IllegalAction, match="unknown Movement type"):
        apply(state, Move("A1", "teleport"))
    with pytest.raises(IllegalAction, match="tournament rule"):
        apply(state, Move("A1", "run"))
    with pytest.raises(IllegalAction, match="not engaged"):
        apply(state, Disengage("A1"))
    with pytest.raises(IllegalAction, match="not fleeing"):
        apply(state, Rally("A1"))
    moved = apply(state, Move("A1", "walk"))
    with pytest.raises(IllegalAction, match="only one per"):
        apply(moved, Move("A1", "stand"))
    # The Magistrate Charges the Wolfen Zombie: a Courage test against Fear 8 before it moves.
    scared = apply(state, Charge("A1", "B4", courage_dice=(2,)))  # 5 + 2 = 7, not above 8
    assert scared.figurine("A1").paralysed and not scared.figurine("A1").engaged_with
    with pytest.raises(IllegalAction, match="needs no Courage test"):
        apply(state, Charge("A1", "B1", courage_dice=(4,)))
    brave = apply(state, Charge("A1", "B4", courage_dice=(4,)))  # 9 > 8
    assert brave.figurine("A1").engaged_with == ("B4",) and brave.figurine("A1").immune_fear == 8
    with pytest.raises(IllegalAction, match="only one per Movement phase"):
        apply(brave, Disengage("A1"))  # it Charged: its one Movement type
    assert apply(brave, EndActivation()).active is None


def _reserve_refused(seed: int) -> bool:
    """Alice (who lost the Approach roll: one Reserve card) keeps her first own card and is
    refused a second one; True when the shuffle gave her two of her own cards to draw."""
    setup = setup_of([(MAGISTRATE, 1), (MAGISTRATE, 1), (MAGISTRATE, 1)], [(CLONE, 1)], seed=seed)
    state = apply(new_game(setup), ApproachRoll(dice_a=(1,), dice_b=(5,)))
    assert state.roll_winner == 1
    kept = False
    while state.pile or state.pending:
        if state.pending is None:
            state = apply(state, DrawCard())
        pending = state.pending
        assert pending is not None
        owner = state.entry_side(pending)
        if owner != state.drawn_by:
            with pytest.raises(IllegalAction, match="drawn for the enemy"):
                apply(state, KeepInReserve(pending))
        elif owner == 0 and not kept:
            state = apply(state, KeepInReserve(pending))
            kept = True
            continue
        elif owner == 0:
            with pytest.raises(IllegalAction, match="already holds 1 Reserve card"):
                apply(state, KeepInReserve(pending))
            return True
        state = apply(state, Deploy(pending))
    return False


def test_the_reserve_limit() -> None:
    assert any(_reserve_refused(seed) for seed in range(10))


def test_combat_rules() -> None:
    state = _until(_start(), lambda s: s.combat is not None and s.combat.step.value == "place-defender")
    combat = state.combat
    assert combat is not None
    with pytest.raises(IllegalAction, match="places the dice of"):
        apply(state, PlaceDice((("Z1", 1, 1),)))
    defender = [f for f in combat.fighters if state.figurine(f).side != combat.attacker_side]
    with pytest.raises(IllegalAction, match="dice"):
        apply(state, PlaceDice(tuple((f, 9, 9) for f in defender)))
    with pytest.raises(IllegalAction, match="combat is at the place-defender step"):
        apply(state, Attack((("A1", "B1", 5),)))
    with pytest.raises(IllegalAction, match="finish the combat"):
        apply(state, StartCombat("A1", ("B1",)))


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "JSON object"),
        ({"kind": "teleport"}, "unknown action kind"),
        ({"kind": "draw", "card": "A-1"}, "unknown field"),
        ({"kind": "approach-roll", "dice_a": "six"}, "wrong type"),
        ({"kind": "approach-roll", "dice_a": [1.5]}, "wrong type"),
        ({"kind": "charge", "figurine": "A1", "target": "B1", "engage": "yes"}, "true or false"),
        ({"kind": "place-dice", "placements": [["A1", 1]]}, "wrong type|3 items"),
    ],
)
def test_malformed_actions_are_refused(data: object, message: str) -> None:
    with pytest.raises(IllegalAction, match=message):
        action_from_dict(data)


def test_activate_needs_the_drawn_card() -> None:
    state = _movement(_start())
    state = apply(state, DrawCard())
    other = "A-1" if state.pending != "A-1" else "B-1"
    with pytest.raises(IllegalAction, match="play the card just drawn"):
        apply(state, Activate(other))
