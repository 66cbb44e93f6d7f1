"""A warrior paralysed by dread, Charged in turn (booklet, "Influence of Fear"): "If the dreadful
creature Charges or Engages him in turn, he will automatically flee. If another creature Charges
or Engages him, he again tests his Courage in order not to run away." His card was activated
(he tried to Charge): he runs away all the same."""

from __future__ import annotations

from fractions import Fraction

from companion.rules.game import GameState, MoveType, apply, new_game
from companion.rules.game.actions import Activate, ApproachRoll, Charge, DrawCard, EndActivation, Move, TacticalRoll
from companion.rules.game.guide import charge_odds

from tests.cards import CLONE, MAGISTRATE, WOLFEN_ZOMBIE
from tests.rules.game.helpers import deploy_everything, logged, setup_of


def _paralysed(seed: int) -> GameState | None:
    """The Magistrate (A1) fails his Courage test Charging the Wolfen Zombie B1 (COU 5 + 2 = 7,
    not above Fear 8) on the first card drawn; None if the seed draws another card first."""
    setup = setup_of([(MAGISTRATE, 1)], [(WOLFEN_ZOMBIE, 1), (WOLFEN_ZOMBIE, 1), (CLONE, 1)], seed=seed)
    state = apply(new_game(setup), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    state = deploy_everything(state)
    state = apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))
    state = apply(state, DrawCard())
    if state.pending != "A-1":
        return None
    state = apply(state, Activate("A-1"))
    state = apply(state, Charge("A1", "B1", courage_dice=(2,)))
    assert state.figurine("A1").paralysed and state.figurine("A1").fearful_of == "B1"
    return apply(state, EndActivation())


def _until(state: GameState, entry: str) -> GameState:
    """Activate the cards drawn (standing still) until ``entry`` is active."""
    while True:
        state = apply(state, DrawCard())
        drawn = state.pending or ""
        state = apply(state, Activate(drawn))
        if drawn == entry:
            return state
        for fig in state.entry_figurines(drawn):
            state = apply(state, Move(fig.id, "stand"))
        state = apply(state, EndActivation())


def _start() -> GameState:
    for seed in range(60):
        state = _paralysed(seed)
        if state is not None:
            return state
    raise AssertionError("no seed draws the Magistrate first")


def test_the_dreadful_creature_charges_him_in_turn_he_flees_automatically() -> None:
    state = _until(_start(), "B-1")
    state = apply(state, Charge("B1", "A1"))
    fled = state.figurine("A1")
    assert fled.fleeing and not fled.paralysed and not fled.engaged_with
    assert fled.moved is MoveType.FLEE and fled.flee_fear == 8 and fled.fearful_of == "B1"
    assert logged(state, "game.paralysed-flees") and logged(state, "game.runs-away")
    assert not logged(state, "game.afraid-stays")
    assert not state.figurine("B1").engaged_with  # the Zombie may Charge a new target


def test_another_fear_creature_charges_him_a_failed_test_makes_him_flee() -> None:
    state = _until(_start(), "B-2")
    (test,) = charge_odds(state, "B2", "A1")
    assert test.chance == Fraction(1, 2)  # COU 5 must beat Fear 8 again: 4 or more
    state = apply(state, Charge("B2", "A1", target_courage_dice=(3,)))  # 5 + 3 = 8: not above 8
    fled = state.figurine("A1")
    assert fled.fleeing and not fled.paralysed and not fled.engaged_with and fled.fearful_of == "B2"
    assert not logged(state, "game.paralysed-flees") and not logged(state, "game.afraid-stays")


def test_another_fear_creature_charges_him_a_passed_test_holds() -> None:
    state = _until(_start(), "B-2")
    state = apply(state, Charge("B2", "A1", target_courage_dice=(4,)))  # 5 + 4 = 9 > 8
    held = state.figurine("A1")
    assert not held.fleeing and held.engaged_with == ("B2",) and held.immune_fear == 8


def test_a_charger_without_fear_calls_for_no_test() -> None:
    state = _until(_start(), "B-3")
    state = apply(state, Charge("B3", "A1"))
    target = state.figurine("A1")
    assert target.paralysed and not target.fleeing and target.engaged_with == ("B3",)
