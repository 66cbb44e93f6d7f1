"""Actions the rules forbid are refused with a message a player understands; nothing changes."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from companion.rules.game import GameState, IllegalAction, MoveType, Phase, apply, new_game
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
from companion.rules.game.actions import Action
from companion.rules.game.autoplay import choose
from companion.rules.message import Message

from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import refusal, setup_of


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
    ("prepare", "action", "message_id"),
    [
        (lambda s: s, DrawCard(), "game.roll-first"),
        (lambda s: s, TacticalRoll(), "game.wrong-phase"),
        (lambda s: s, Fire("A1", "B1", "short"), "game.wrong-phase"),
        (lambda s: s, SetWound("Z9", "light"), "game.no-such-figurine"),
        (lambda s: s, SetState("A1", "invisible", 1), "game.unknown-state"),
        (lambda s: apply(s, ApproachRoll(dice_a=(5,), dice_b=(2,))), Deploy("A-9"), "game.no-such-card"),
        (lambda s: apply(s, ApproachRoll(dice_a=(5,), dice_b=(2,))), ApproachRoll(), "game.roll-done"),
        (lambda s: apply(apply(s, ApproachRoll(dice_a=(5,), dice_b=(2,))), DrawCard()), DrawCard(),
         "game.drawn-card-first"),
        (lambda s: _movement(s), Move("B1", "walk"), "game.moves-when-activated"),
        (lambda s: _movement(s), Pick("B1", "mutagenic"), "game.picks-before-tactical-roll"),
        (lambda s: _movement(s), EndPhase(), "game.movement-ends-with-cards"),
        (lambda s: _movement(s), Regenerate("A1"), "game.wrong-phase"),
        (lambda s: _movement(s), EndRound(), "game.wrong-phase"),
        (lambda s: _movement(s), StartCombat("A1", ("B1",)), "game.wrong-phase"),
        (lambda s: _movement(s), Rally("A1"), "game.not-fleeing"),
    ],
)
def test_refused_with_a_message(prepare: Callable[[GameState], GameState], action: Action, message_id: str) -> None:
    state = prepare(_start())
    assert refusal(state, action).id == message_id


def test_a_refusal_names_what_is_wrong_in_its_arguments() -> None:
    state = _start()
    assert refusal(state, SetWound("Z9", "light")) == Message("game.no-such-figurine", figurine="'Z9'")
    # Fire: the Firing phase, or the Movement phase for Harassment.
    assert refusal(state, Fire("A1", "B1", "short")) == Message(
        "game.wrong-phase", phases=Message("game.or", first=Phase.FIRING.label, rest=Phase.MOVEMENT.label),
        phase=Phase.APPROACH.label)
    assert refusal(state, DrawCard()) == Message("game.roll-first", roll=Message("game.approach-roll"))


@pytest.mark.parametrize(("action", "message_id", "argument", "reason"), [
    (SetWound("A1", "grazed"), "game.refused", "reason", "wounds.unknown-level"),
    (ApproachRoll(dice_a=(7,), dice_b=(2,)), "game.roll-error", "error", "dice.not-a-die"),
])
def test_a_refusal_passes_on_the_reason_the_rules_give(action: Action, message_id: str, argument: str,
                                                        reason: str) -> None:
    refused = refusal(_start(), action)
    given = refused[argument]
    assert refused.id == message_id and isinstance(given, Message) and given.id == reason


def _active(state: GameState, entry_prefix: str) -> GameState:
    state = _movement(state)
    for _ in range(50):
        if state.active is not None and state.active.startswith(entry_prefix):
            return state
        state = apply(state, choose(state))
    raise AssertionError("no such activation")


def test_movement_rules() -> None:
    state = _active(_start(12), "A-1")  # the Magistrates (seed 12: none has moved or is engaged yet)
    assert refusal(state, Charge("A1", "A2")).id == "game.same-side"
    assert refusal(state, Move("A1", "teleport")).id == "game.unknown-movement"
    assert refusal(state, Move("A1", "run")).id == "game.running-tournament-only"
    assert refusal(state, Disengage("A1")).id == "game.not-engaged"
    assert refusal(state, Rally("A1")).id == "game.not-fleeing"
    moved = apply(state, Move("A1", "walk"))
    assert refusal(moved, Move("A1", "stand")) == Message(
        "game.moved-already", figurine="Griffin Magistrate (A1)", movement=MoveType.WALK.label)
    # The Magistrate Charges the Wolfen Zombie: a Courage test against Fear 8 before it moves.
    scared = apply(state, Charge("A1", "B4", courage_dice=(2,)))  # 5 + 2 = 7, not above 8
    assert scared.figurine("A1").paralysed and not scared.figurine("A1").engaged_with
    assert refusal(state, Charge("A1", "B1", courage_dice=(4,))).id == "game.no-courage-test-needed"
    brave = apply(state, Charge("A1", "B4", courage_dice=(4,)))  # 9 > 8
    assert brave.figurine("A1").engaged_with == ("B4",) and brave.figurine("A1").immune_fear == 8
    assert refusal(brave, Disengage("A1")).id == "game.moved-already"  # it Charged: its one Movement type
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
            assert refusal(state, KeepInReserve(pending)).id == "game.reserve-not-enemy-card"
        elif owner == 0 and not kept:
            state = apply(state, KeepInReserve(pending))
            kept = True
            continue
        elif owner == 0:
            assert refusal(state, KeepInReserve(pending)) == Message("game.reserve-full", side="Alice")
            return True
        state = apply(state, Deploy(pending))
    return False


def test_the_reserve_limit() -> None:
    assert any(_reserve_refused(seed) for seed in range(10))


def test_combat_rules() -> None:
    state = _until(_start(), lambda s: s.combat is not None and s.combat.step.value == "place-defender")
    combat = state.combat
    assert combat is not None
    assert refusal(state, PlaceDice((("Z1", 1, 1),))).id == "game.defender-places"
    defender = [f for f in combat.fighters if state.figurine(f).side != combat.attacker_side]
    assert refusal(state, PlaceDice(tuple((f, 9, 9) for f in defender)))["reason"] == Message(
        "combat.placement-total", fighter="Clone of Dirz (B2)", attack=9, defence=9, placed=18, total=2)
    assert refusal(state, Attack((("A1", "B1", 5),))) == Message("game.wrong-combat-step", step="place-defender",
                                                                 steps="attack")
    assert refusal(state, StartCombat("A1", ("B1",))).id == "game.finish-combat-first"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], Message("game.json-action-object")),
        ({"kind": "teleport"}, Message("game.json-unknown-kind", kind="'teleport'")),
        ({"kind": "draw", "card": "A-1"}, Message("game.json-unknown-fields", kind="draw", count=1, fields="card")),
        ({"kind": "approach-roll", "dice_a": "six"}, Message("game.json-wrong-type", field="approach-roll.dice_a",
                                                            type="str")),
        ({"kind": "approach-roll", "dice_a": [1.5]}, Message("game.json-wrong-type", field="approach-roll.dice_a",
                                                            type="list")),
        ({"kind": "charge", "figurine": "A1", "target": "B1", "engage": "yes"},
         Message("game.json-must-be-bool", field="charge.engage")),
        ({"kind": "place-dice", "placements": [["A1", 1]]},
         Message("game.json-items", field="place-dice.placements[0]", count=3)),
    ],
)
def test_malformed_actions_are_refused(data: object, message: Message) -> None:
    with pytest.raises(IllegalAction) as refused:
        action_from_dict(data)
    assert refused.value.message == message


def test_activate_needs_the_drawn_card() -> None:
    state = _movement(_start())
    state = apply(state, DrawCard())
    other = "A-1" if state.pending != "A-1" else "B-1"
    assert refusal(state, Activate(other)).id == "game.play-drawn-first"
