"""Counter-fire, Fear and flight, rallying, Disengagement, picks, Reinforcement, Regeneration,
Colossal lives and corrections by hand, through the engine."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.rules.abilities import Ability
from companion.rules.game import GameState, MoveType, Phase, Presence, WoundLevel, apply, new_game
from companion.rules.game.actions import (
    Activate,
    ApproachRoll,
    Charge,
    CounterFire,
    Disengage,
    DrawCard,
    EndActivation,
    EndPhase,
    EndRound,
    FinishGame,
    KeepInReserve,
    Move,
    Note,
    Pick,
    Rally,
    Regenerate,
    Reinforcement,
    SetState,
    SetWound,
    TacticalRoll,
)
from companion.rules.game.guide import charge_odds, disengage_odds, effective, next_step, rally_odds
from companion.rules.message import Message

from tests.cards import CLONE, CRANE, MAGISTRATE, WOLFEN_ZOMBIE
from tests.rules.game.helpers import deploy_everything, logged, refusal, setup_of


def _round_one(a: list, b: list, seed: int) -> GameState:  # type: ignore[type-arg]
    state = apply(new_game(setup_of(a, b, seed=seed)), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    state = deploy_everything(state)
    return apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))  # Alice draws first


def _first_draw_is(a: list, b: list, entry: str) -> GameState:  # type: ignore[type-arg]
    for seed in range(40):
        state = apply(_round_one(a, b, seed), DrawCard())
        if state.pending == entry:
            return state
    raise AssertionError("no seed draws that card first")


def test_a_counter_fire_from_the_reserve_kills_the_charger() -> None:
    state = _first_draw_is([(MAGISTRATE, 1)], [(CLONE, 1)], "A-1")
    state = apply(state, KeepInReserve("A-1"))
    state = apply(state, DrawCard())
    state = apply(state, Activate("B-1"))
    state = apply(state, Charge("B1", "A1"))
    assert state.log[-1].text == Message("game.may-counter-fire", figurine="Griffin Magistrate (A1)")
    assert refusal(state, CounterFire("A1", "A1")).id == "game.not-just-charged-by"
    # AIM 3 + 4 = 7 >= 6: a hit; a double 6 kills outright.
    state = apply(state, CounterFire("A1", "B1", dice=(4,), damage_dice=(6, 6)))
    assert state.finished and state.figurine("B1").presence is Presence.LOST
    magistrate = state.figurine("A1")
    assert magistrate.counter_fired and magistrate.fired
    assert state.reserves == ((), ())


def test_fear_makes_a_figurine_flee_then_it_rallies() -> None:
    state = _first_draw_is([(MAGISTRATE, 1)], [(WOLFEN_ZOMBIE, 1)], "A-1")
    state = apply(state, KeepInReserve("A-1"))  # not activated: a failed test makes it run away
    state = apply(state, DrawCard())
    state = apply(state, Activate("B-1"))
    (test,) = charge_odds(state, "B1", "A1")
    assert test.chance == pytest.approx(1 / 2)  # COU 5 must beat Fear 8: 4 or more
    state = apply(state, Charge("B1", "A1", target_courage_dice=(2,)))
    fled = state.figurine("A1")
    assert fled.fleeing and fled.afraid and fled.flee_fear == 8 and not fled.engaged_with
    assert state.figurine("B1").moved is None  # it may Charge a new target
    state = apply(state, Move("B1", "walk"))
    state = apply(state, EndActivation())
    state = apply(state, Activate("A-1"))
    assert refusal(state, Rally("A1")).id == "game.rally-next-phase"
    state = apply(state, EndActivation())
    assert state.figurine("A1").moved is MoveType.FLEE
    state = apply(state, EndPhase())
    state = apply(state, EndPhase())
    assert state.figurine("A1").fleeing  # flight lasts beyond the round
    state = apply(state, EndRound())
    state = apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))
    while state.active != "A-1":
        state = apply(state, DrawCard())
        entry = state.pending or ""
        state = apply(state, Activate(entry))
        if entry != "A-1":
            state = apply(state, Move("B1", "stand"))
            state = apply(state, EndActivation())
    assert rally_odds(state, "A1").chance == pytest.approx(1 / 2)
    state = apply(state, Rally("A1", dice=(5,)))  # 5 + 5 = 10 > 8
    assert not state.figurine("A1").fleeing
    assert state.figurine("A1").immune_fear == 0  # a rally does not immunise


def test_disengagement() -> None:
    state = _first_draw_is([(MAGISTRATE, 1)], [(CLONE, 1)], "B-1")
    state = apply(state, Activate("B-1"))
    state = apply(state, Charge("B1", "A1"))
    state = apply(state, EndActivation())
    state = apply(state, DrawCard())
    state = apply(state, Activate("A-1"))
    refused = refusal(state, Disengage("A1"))
    assert refused.id == "game.cannot-disengage"
    assert refused["reason"] == Message("movement.disengage-charged")
    state = apply(state, Move("A1", "stand"))
    state = apply(state, EndActivation())
    state = apply(state, EndPhase())
    from companion.rules.game.autoplay import choose

    while state.phase is Phase.HAND_TO_HAND:
        state = apply(state, choose(state))
    assert state.figurine("A1").engaged_with == ("B1",)
    state = apply(state, EndRound())
    state = apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))
    while state.active != "A-1":
        state = apply(state, DrawCard())
        entry = state.pending or ""
        state = apply(state, Activate(entry))
        if entry != "A-1":
            state = apply(state, Move("B1", "stand"))
            state = apply(state, EndActivation())
    odds = disengage_odds(state, "A1")
    assert odds.label["difficulty"] == 6  # 4 + 2 per opponent
    failed = apply(state, Disengage("A1", dice=(2,)))  # INI 3 + 2 = 5 < 6
    assert failed.figurine("A1").disengage_failed and failed.figurine("A1").engaged_with == ("B1",)
    state = apply(state, Disengage("A1", dice=(4,)))  # 7
    assert state.figurine("A1").engaged_with == () and state.figurine("B1").engaged_with == ()
    assert state.figurine("A1").moved is MoveType.DISENGAGE
    assert refusal(state, Charge("A1", "B1")).id == "game.just-disengaged-from"


def test_colossal_lives_regeneration_and_the_end_of_the_round() -> None:
    state = _round_one([(MAGISTRATE, 2)], [(CRANE, 1)], seed=1)
    assert state.figurine("B1").lives_left == 3
    state = apply(state, SetWound("B1", "killed", as_damage=True))
    crane = state.figurine("B1")
    assert crane.wound is WoundLevel.SERIOUS and crane.lives_left == 2
    assert effective(state, "B1")["die_penalty"] == 0  # Colossal ignores Wound penalties
    state = apply(state, SetState("B1", "stunned", 1))
    assert effective(state, "B1")["die_penalty"] == -1  # Stunned is not a Wound
    # Straight to the end of the round.
    while state.phase is not Phase.END_OF_ROUND:
        from companion.rules.game.autoplay import choose

        state = apply(state, choose(state))
    assert not state.figurine("B1").stunned
    assert "regenerate" in next_step(state).kinds
    if state.figurine("B1").wound.is_wound:
        before = state.figurine("B1").wound
        refused = refusal(state, Regenerate("B1", dice=(5,)))
        assert refused.id == "game.regeneration-error" and refused["error"] == Message("wounds.roll-again", next=2)
        healed = apply(state, Regenerate("B1", dice=(3,)))  # Regeneration/4: a 3 fails
        assert healed.figurine("B1").wound is before
        assert refusal(healed, Regenerate("B1", dice=(6, 6, 6))).id == "game.regenerated-already"


def test_picks_and_reinforcement_before_the_tactical_roll() -> None:
    mutant = replace(CLONE, id="dirz/mutant", name="Mutant", ap=50, abilities=(Ability("Mutagenic", "1"),
                                                                             Ability("Reinforcement")))
    state = apply(new_game(setup_of([(MAGISTRATE, 1)], [(mutant, 3)], seed=4)), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    state = deploy_everything(state)
    state = apply(state, Pick("B1", "mutagenic", die=4))
    assert state.figurine("B1").mutagenic == 5
    assert refusal(state, Pick("B2", "mutagenic", die=4)) == Message("game.mutagenic-picks", side="Bob", count=1,
                                                                     ap=150)
    assert refusal(state, Pick("B2", "toxic")) == Message("game.lacks-ability", figurine="Mutant (B2)", ability="Toxic")
    assert refusal(state, Reinforcement("B", die=6)).id == "game.no-reinforcement"
    state = apply(state, SetWound("B3", "killed"))
    assert state.figurine("B3").presence is Presence.LOST
    state = apply(state, Reinforcement("B", die=6))
    assert state.figurine("B3").presence is Presence.DEPLOYED
    assert refusal(state, Reinforcement("B", die=6)).id == "game.reinforcement-done"
    state = apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))
    assert refusal(state, Pick("B2", "mutagenic", die=2)).id == "game.picks-before-tactical-roll"


def test_corrections_by_hand_notes_and_finishing() -> None:
    state = _round_one([(MAGISTRATE, 1)], [(CLONE, 2)], seed=0)
    state = apply(state, SetWound("A1", "serious"))
    assert state.figurine("A1").wound is WoundLevel.SERIOUS
    assert effective(state, "A1")["die_penalty"] == -2
    state = apply(state, SetState("A1", "immune_fear", 6))
    assert Message("game.state-immune-fear", fear=6) in state.figurine("A1").states()
    state = apply(state, SetState("B1", "lost", 1))
    assert state.figurine("B1").presence is Presence.LOST and state.losses(1)
    state = apply(state, SetState("B1", "lost", 0))
    assert state.figurine("B1").in_play
    state = apply(state, Note("The river rises."))
    assert state.log[-1].text == Message("game.players-words", text="The river rises.")
    state = apply(state, FinishGame("Alice holds the ford at the time limit."))
    assert state.finished and state.result == Message("game.players-words", text="Alice holds the ford at the time limit.")
    assert apply(state, Note("Well played.")).log[-1].text == Message("game.players-words", text="Well played.")
    assert refusal(state, DrawCard()) == Message("game.finished-already", result=state.result)


def test_scouts_have_their_own_pile_after_the_main_one() -> None:
    scout = replace(CLONE, id="dirz/scout", name="Scout", abilities=(Ability("Scout"),))
    state = apply(new_game(setup_of([(MAGISTRATE, 1)], [(CLONE, 1), (scout, 1)], seed=3)),
                  ApproachRoll(dice_a=(5,), dice_b=(1,)))
    assert state.scout_pile == ("B-2",) and set(state.pile) == {"A-1", "B-1"}
    drawn = []
    while state.phase is Phase.APPROACH:
        state = apply(state, DrawCard())
        drawn.append(state.pending)
        state = apply(state, __import__("companion.rules.game.actions", fromlist=["Deploy"]).Deploy(state.pending))
    assert drawn[-1] == "B-2"
    assert logged(state, "game.scout-pile") == [Message("game.scout-pile", count=1)]
    # "out of Walking distance of any enemy already deployed": each enemy's Movement, named.
    assert logged(state, "game.deploys-scout") == [Message(
        "game.deploys-scout", side="Bob", card="Scout (B2)", walking=Message(
            "game.scout-beyond-all", enemies=(Message("game.scout-beyond", figurine="Griffin Magistrate (A1)", cm=10),)))]


def test_pursuit_after_an_elimination() -> None:
    from companion.rules.game.actions import Attack, DamageAction, InitiativeRoll, PlaceDice, PursuitAction, StartCombat
    from tests.cards import PALADIN
    from tests.rules.game.helpers import to_hand_to_hand

    state = to_hand_to_hand(new_game(setup_of([(PALADIN, 1)], [(CLONE, 2)], seed=5)), [("A1", "B1")])
    state = apply(state, StartCombat("A1", ("B1",)))
    state = apply(state, InitiativeRoll(dice_a=(5,), dice_b=(1,)))
    state = apply(state, PlaceDice((("B1", 2, 0),)))
    state = apply(state, PlaceDice((("A1", 2, 0),)))
    state = apply(state, Attack((("A1", "B1", 6), ("A1", "B1", 6)), dice=((5,), (5,))))
    state = apply(state, DamageAction(1, dice=(6, 6)))
    assert state.combat is None and state.figurine("A1").may_pursue
    assert refusal(state, PursuitAction("B2")).id == "game.no-pursuit"
    state = apply(state, PursuitAction("A1"))
    assert state.log[-1].text == Message("game.pursuit", figurine="Paladin (A1)", cm=5)
    assert refusal(state, PursuitAction("A1")).id == "game.no-pursuit"
