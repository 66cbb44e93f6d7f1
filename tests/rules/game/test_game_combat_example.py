"""The booklet's "combat example" played through the game engine with the booklet's dice."""

from __future__ import annotations

from companion.rules.game import GameState, Phase, WoundLevel, apply, new_game
from companion.rules.game.actions import (
    ApproachRoll,
    Attack,
    Charge,
    DamageAction,
    EndActivation,
    EndPhase,
    InitiativeRoll,
    Move,
    ParryAction,
    PlaceDice,
    StartCombat,
    TacticalRoll,
)
from companion.rules.game.state import CombatStep
from companion.rules.wounds import Location

from tests.rules.game.helpers import activate_next, deploy_everything, example_setup, logged


def _to_the_charge() -> GameState:
    state = new_game(example_setup())
    state = apply(state, ApproachRoll(dice_a=(4,), dice_b=(2,)))
    state = deploy_everything(state)
    assert (state.round, state.phase) == (1, Phase.MOVEMENT)
    state = apply(state, TacticalRoll(dice_a=(2,), dice_b=(5,)))  # Acheron wins: draws first
    assert state.roll_winner == 1
    # Draw until the Zombie's card is active (the Paladin's card may come first).
    state, entry = activate_next(state)
    if entry == "A-1":
        state = apply(state, Move("A1", "stand"))
        state = apply(state, EndActivation())
        state, entry = activate_next(state)
    assert entry == "B-1"
    return state


def test_the_wolfen_zombie_charges_the_paladin_who_ends_critically_wounded() -> None:
    state = _to_the_charge()
    # "The Paladin's Courage characteristic rates 5 while the Fear score of the Wolfen Zombie is 8
    # ... a total Courage result of 9 / 5 (COU) + 4 (die result). The brave Paladin knows no fear"
    state = apply(state, Charge("B1", "A1", target_courage_dice=(4,)))
    paladin = state.figurine("A1")
    assert paladin.charged and not paladin.fleeing and not paladin.afraid
    assert paladin.immune_fear == 8
    assert paladin.engaged_with == ("B1",)
    (test,) = logged(state, "game.resists-fear")
    assert (test["figurine"], test["courage"], test["fear"]) == ("Paladin (A1)", 5, 8)
    state = apply(state, EndActivation())
    if state.phase is Phase.MOVEMENT:  # the Paladin's card is still to come: he is engaged, he stands
        if state.pending is None:
            from companion.rules.game.actions import Activate, DrawCard

            state = apply(state, DrawCard())
            state = apply(state, Activate(state.pending or ""))
        state = apply(state, Move("A1", "stand"))
        state = apply(state, EndActivation())
    assert state.phase is Phase.FIRING
    state = apply(state, EndPhase())
    state = apply(state, StartCombat("A1", ("B1",)))
    # "The Acheron player rolls a 2, which gives him a total of 5 / 3 (INI) + 2 (die result). The
    # Alahan player also rolls a 2 for a total of 4 / 3 (INI) + 2 (die result) - 1 (Charge penalty)."
    state = apply(state, InitiativeRoll(dice_a=(2,), dice_b=(2,)))
    assert state.combat is not None
    assert state.combat.initiative_totals == (4, 5)
    assert state.combat.attacker_side == 1
    assert state.combat.step is CombatStep.PLACE_DEFENDER
    # "the Alahan player chooses to place one D6 in Attack and the other in Defence ... the Acheron
    # player ... places both dice in Attack."
    state = apply(state, PlaceDice((("A1", 1, 1),)))
    state = apply(state, PlaceDice((("B1", 2, 0),)))
    # "He chooses a difficulty level of 9 for both his strikes. The results on the Attack dice are 2
    # and 5. Only one Attack reaches the level of 9."
    state = apply(state, Attack((("B1", "A1", 9), ("B1", "A1", 9)), dice=((2,), (5,))))
    assert state.combat is not None
    assert [s.hit for s in state.combat.strikes] == [False, True]
    # "His Defence rating is 3 - 1 = 2 ... rolls his unique Defence die and gets a 3."
    state = apply(state, ParryAction((2,), dice=((3,),)))
    assert state.combat is not None and state.combat.step is CombatStep.DAMAGE
    # "The dice show a 3 and a 6 which adds up to 9 + STR 13 - RES 7 = 15 ... 15 in the Torso: a
    # Critical Wound."
    state = apply(state, DamageAction(2, dice=(3, 6)))
    paladin = state.figurine("A1")
    assert paladin.wound is WoundLevel.CRITICAL
    (damage,) = logged(state, "game.damage-roll-on")
    assert (damage["total"], damage["location"], damage["level"]) == (15, Location.TORSO, WoundLevel.CRITICAL)
    # "Diminished but still standing, the Paladin is ready to Attack in turn..."
    assert state.combat is not None
    assert state.combat.step is CombatStep.ATTACK and state.combat.striking_side == 0


def test_the_odds_before_each_step_of_the_example() -> None:
    from fractions import Fraction

    from companion.rules.game.guide import next_step, odds_for_next_step

    state = _to_the_charge()
    from companion.rules.game.guide import charge_odds

    # "The Paladin has to roll 4 or more on his D6 in order to best the Fear rating": 1/2.
    (paladin_test,) = charge_odds(state, "B1", "A1")
    assert paladin_test.chance == Fraction(1, 2)
    state = apply(state, Charge("B1", "A1", target_courage_dice=(4,)))
    state = apply(state, EndActivation())
    while state.phase is Phase.MOVEMENT:
        from companion.rules.game.actions import Activate, DrawCard

        if state.pending is None and state.active is None:
            state = apply(state, DrawCard())
        if state.pending is not None:
            state = apply(state, Activate(state.pending))
        state = apply(state, Move("A1", "stand"))
        state = apply(state, EndActivation())
    state = apply(state, EndPhase())
    state = apply(state, StartCombat("A1", ("B1",)))
    assert next_step(state).kinds == ("initiative",)
    initiative = odds_for_next_step(state).chances
    assert sum((c.chance for c in initiative), Fraction(0)) == 1
    assert initiative[1].chance > initiative[0].chance  # INI 3 against 3 - 1 (Charged)
    state = apply(state, InitiativeRoll(dice_a=(2,), dice_b=(2,)))
    step = next_step(state)
    assert step.actor == 0 and step.kinds == ("place-dice",)  # the Defender places first
    state = apply(state, PlaceDice((("A1", 1, 1),)))
    state = apply(state, PlaceDice((("B1", 2, 0),)))
    (choice,) = odds_for_next_step(state).attacks
    assert (choice.attacker, choice.target, choice.minimum) == ("B1", "A1", 2)
    row9 = next(r for r in choice.rows if r.difficulty == 9)
    assert row9.hit == Fraction(2, 3)  # ATT 6: a 3 or more
    assert choice.recommended.unparried >= row9.unparried
    state = apply(state, Attack((("B1", "A1", 9), ("B1", "A1", 9)), dice=((2,), (5,))))
    (parry,) = odds_for_next_step(state).chances
    # "He will have to roll a 6 followed by at least a 2": DEF 2 at 9 is 5/36.
    assert parry.chance == Fraction(5, 36)
    state = apply(state, ParryAction((2,), dice=((3,),)))
    (wounds,) = odds_for_next_step(state).wounds
    assert sum(wounds.by_level.values(), Fraction(0)) == 1
