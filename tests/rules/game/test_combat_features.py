"""Several against one, Sustained Defence, the Counter-Attack and the Master strike through the
engine: the booklet's Red Lioness example, quoted."""

from __future__ import annotations

from companion.rules.game import Presence, WoundLevel, apply, new_game
from companion.rules.game.actions import Attack, DamageAction, InitiativeRoll, ParryAction, PlaceDice, StartCombat
from companion.rules.game.guide import dice_pool, may_sustain, odds_for_next_step
from companion.rules.game.state import CombatStep
from companion.rules.message import Message

from tests.cards import RED_LIONESS, ZOMBIE
from tests.rules.game.helpers import logged, refusal, setup_of, to_hand_to_hand

ZOMBIES = ("B1", "B2", "B3", "B4")


def _lioness_charged_by_four_zombies():  # type: ignore[no-untyped-def]
    setup = setup_of([(RED_LIONESS, 1)], [(ZOMBIE, 4)], seed=2)
    state = to_hand_to_hand(new_game(setup), [(z, "A1") for z in ZOMBIES])
    assert state.figurine("A1").charged and set(state.figurine("A1").engaged_with) == set(ZOMBIES)
    state = apply(state, StartCombat("A1", ZOMBIES))
    # "the Red Lioness has been Charged by 4 Zombies and has just gained the Initiative."
    state = apply(state, InitiativeRoll(dice_a=(3,), dice_b=(1,)))
    assert state.combat is not None and state.combat.attacker_side == 0
    return state


def test_the_red_lioness_against_four_zombies() -> None:
    state = _lioness_charged_by_four_zombies()
    # "The Zombies have two D6 each, that is a total of 8 dice ... places all his dice in Attack.
    # The Red Lioness has one D6 + one additional die for each enemy ... a total of five D6."
    assert all(dice_pool(state, z).total == 2 for z in ZOMBIES)
    assert dice_pool(state, "A1").total == 5
    state = apply(state, PlaceDice(tuple((z, 2, 0) for z in ZOMBIES)))
    state = apply(state, PlaceDice((("A1", 2, 3),)))
    # "The Zombies having placed no dice in Defence, the Alahan player chooses the lowest
    # Difficulty level: that is 8. The Attack rating of the Red Lioness is indeed 7 - 1".
    choices = odds_for_next_step(state).attacks
    assert {c.minimum for c in choices} == {None}
    assert min(r.difficulty for r in choices[0].rows) == 8
    # "The Lion player rolls his 2 dice and gets a 1 and a 5. Only one of his Attacks succeeds."
    state = apply(state, Attack((("A1", "B1", 8), ("A1", "B1", 8)), dice=((1,), (5,))))
    assert state.combat is not None and [s.hit for s in state.combat.strikes] == [False, True]
    assert state.combat.step is CombatStep.DAMAGE  # no Defence dice: no parry
    # "the Red Lioness manages to Kill Outright one of the Zombies on a double"
    state = apply(state, DamageAction(2, dice=(6, 6)))
    assert state.figurine("B1").presence is Presence.LOST
    assert state.figurine("A1").may_pursue
    # "The three surviving Zombies can now Attack. The Acheron player has only 6 dice left. He
    # chooses a difficulty level of 7 ... gets 6, 2, 5, 6, 2 and 3 ... Four of his Attacks are
    # then successful."
    combat = state.combat
    assert combat is not None and combat.step is CombatStep.ATTACK and combat.striking_side == 1
    strikes = tuple((z, "A1", 7) for z in ("B2", "B2", "B3", "B3", "B4", "B4"))
    state = apply(state, Attack(strikes, dice=((6,), (2,), (5,), (6,), (2,), (3,))))
    assert state.combat is not None
    assert [s.index for s in state.combat.strikes if s.hit] == [1, 3, 4, 6]
    # "The Alahan player rolls his 3 Defence D6 and gets 1, 4 and 3. The Lioness' Defence rating
    # is 6 - 1 due to the Charge. Two of the Zombies' Attacks are parried. ... Sustained Defence.
    # The difficulty level is ... 9. The Lion player rolls a die and gets a 5. Another Attack is
    # parried. ... The difficulty is now increased by 4 points, that is 11."
    assert refusal(state, ParryAction((1, 3, 4, 6), dice=((1,), (4,), (3,), (6, 6)))) == Message(
        "game.too-many-parries", figurine="Red Lioness (A1)", dice=3, attacks=4)
    state = apply(state, ParryAction((1, 3, 4), dice=((1,), (4,), (3,)), sustained=(6, 1),
                                     sustained_dice=((5,), (4,))))
    assert state.combat is not None
    parries = [(p.strike, p.kind, p.difficulty, p.success) for p in state.combat.parries]
    assert parries == [(1, "defence", 7, False), (3, "defence", 7, True), (4, "defence", 7, True),
                       (6, "sustained", 9, True), (1, "sustained", 11, False)]
    assert [s.index for s in state.combat.unparried()] == [1]
    state = apply(state, DamageAction(1, dice=(2, 2)))  # double 2: Stunned
    lioness = state.figurine("A1")
    assert lioness.stunned and lioness.wound is WoundLevel.NONE
    assert state.combat is None  # the combat is over
    assert all(state.figurine(z).fought for z in ("B2", "B3", "B4"))


def test_sustained_defence_needs_as_many_defence_dice_as_attack_dice_in_the_booklet() -> None:
    state = _lioness_charged_by_four_zombies()
    state = apply(state, PlaceDice(tuple((z, 2, 0) for z in ZOMBIES)))
    state = apply(state, PlaceDice((("A1", 3, 2),)))
    state = apply(state, Attack((("A1", "B1", 8),) * 3, dice=((1,), (1,), (1,))))
    strikes = tuple((z, "A1", 7) for z in ZOMBIES for _ in range(2))
    state = apply(state, Attack(strikes, dice=((6,),) * 8))
    refused = refusal(state, ParryAction((1, 2), dice=((6,), (6,)), sustained=(3,), sustained_dice=((6,),)))
    assert refused.id == "game.no-sustained-defence"
    assert refused["reason"] == Message("combat.sustained-few-defence-dice")


def test_who_may_sustain_a_defence_before_the_parry() -> None:
    # "The warrior is faced with several opponents" and "has placed at least as many dice in
    # Defence as he has in Attack": the Lioness with 2 Attack, 3 Defence against four may.
    state = _lioness_charged_by_four_zombies()
    state = apply(state, PlaceDice(tuple((z, 2, 0) for z in ZOMBIES)))
    assert may_sustain(apply(state, PlaceDice((("A1", 2, 3),))), "A1")
    assert not may_sustain(apply(state, PlaceDice((("A1", 3, 2),))), "A1")
    # A Zombie faces one opponent only, the Lioness.
    assert not may_sustain(apply(state, PlaceDice((("A1", 2, 3),))), "B1")


def test_the_counter_attack_gains_an_attack_die() -> None:
    state = _lioness_charged_by_four_zombies()
    state = apply(state, PlaceDice(tuple((z, 2, 0) for z in ZOMBIES)))
    state = apply(state, PlaceDice((("A1", 2, 3),)))
    state = apply(state, Attack((("A1", "B1", 8), ("A1", "B1", 8)), dice=((1,), (1,))))
    strikes = tuple((z, "A1", 7) for z in ZOMBIES for _ in range(2))
    state = apply(state, Attack(strikes, dice=((1,),) * 7 + ((3,),)))
    # A Character may Counter-Attack: +2, so DEF 5 must reach 9; a 4 does it.
    state = apply(state, ParryAction((8,), dice=((4,),), counter_attack=True))
    (counter,) = logged(state, "game.counter-attacks-gains")
    assert (counter["index"], counter["difficulty"]) == (8, 9)
    # Every blow is parried: the Lioness strikes again with the die she gained.
    combat = state.combat
    assert combat is not None and combat.step is CombatStep.ATTACK and combat.striking_side == 0
    assert combat.exchange == 3
    assert refusal(state, Attack((("A1", "B2", 8), ("A1", "B2", 8)), dice=((5,), (5,)))) == Message(
        "game.strikes-per-dice", figurine="Red Lioness (A1)", count=1, given=2)
    # "an additional Attack die against the opponent whose Attack has been Counter-Attacked":
    # Attack 8 was the fourth Zombie's.
    assert refusal(state, Attack((("A1", "B2", 8),), dice=((1,),))) == Message(
        "game.gained-dice-against", figurine="Red Lioness (A1)", count=1, target="Zombie (B4)")
    state = apply(state, Attack((("A1", "B4", 8),), dice=((1,),)))
    assert state.combat is None  # no one has Attack dice left


def test_a_master_strike_adds_its_difficulty_to_the_damage() -> None:
    state = _lioness_charged_by_four_zombies()
    state = apply(state, PlaceDice(tuple((z, 2, 0) for z in ZOMBIES)))
    state = apply(state, PlaceDice((("A1", 2, 3),)))
    assert refusal(state, Attack((("A1", "B1", 10), ("A1", "B1", 10)), dice=((6, 1), (6, 1)),
                                 master_strike="A1")).id == "game.master-strike-one-roll"
    state = apply(state, Attack((("A1", "B1", 10),), dice=((6, 3),), master_strike="A1"))
    assert state.combat is not None and state.combat.strikes[0].master and state.combat.strikes[0].hit
    state = apply(state, DamageAction(1, dice=(1, 2)))
    # 1 + 2 + STR 7 + 10 (the difficulty) - RES 5 = 15
    (damage,) = logged(state, "game.damage-roll-on")
    assert damage["total"] == 15


def test_a_character_takes_extra_dice_at_a_cost() -> None:
    state = _lioness_charged_by_four_zombies()
    state = apply(state, PlaceDice(tuple((z, 2, 0) for z in ZOMBIES)))
    # "For each additional die, the Character suffers a -2 penalty in Attack and Defence."
    assert dice_pool(state, "A1", extra_dice=1).total == 6
    assert refusal(state, PlaceDice((("A1", 2, 3),), extra_dice=(("A1", 1),)))["reason"] == Message(
        "combat.placement-total", fighter="Red Lioness (A1)", attack=2, defence=3, placed=5, total=6)
    # ATT 6 and DEF 5 after the Charge: at most two extra dice ("neither may be lowered below 0").
    assert refusal(state, PlaceDice((("A1", 4, 4),), extra_dice=(("A1", 3),)))["reason"] == Message(
        "combat.too-many-extra-dice", fighter="Red Lioness (A1)", attack=6, defence=5, most=2)
    state = apply(state, PlaceDice((("A1", 3, 3),), extra_dice=(("A1", 1),)))
    (choice, *_rest) = odds_for_next_step(state).attacks
    # ATT 7 - 1 (Charged) - 2 (one extra die) = 4: the lowest useful difficulty is 6.
    assert min(r.difficulty for r in choice.rows) == 6
