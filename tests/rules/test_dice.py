"""Characteristic rolls (booklet, "Making a characteristic roll"; "Wounds")."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.dice import (
    MAX_ROLL_DICE,
    FaceValue,
    RollModifiers,
    RollRule,
    chance_to_reach,
    resolve_roll,
    roll_distribution,
)
from companion.rules.errors import RulesError
from companion.rules.message import Message
from tests.refusals import refused

FIVE_SIX = frozenset({5, 6})


def brute_force(value: int, difficulty: int, mods: RollModifiers, depth: int = 12) -> Fraction:
    """Enumerate every sequence of dice a player throws, re-rolling only while short.

    Written independently of the module: a sequence is played out die by die.
    """
    total = Fraction(0)

    def play(dice: tuple[int, ...], chance: Fraction) -> None:
        nonlocal total
        last = dice[-1]
        if last == 1:
            if len(dice) == 1 and mods.natural_one_fails:
                return
            if len(dice) > 1 and mods.one_after_reroll_fails:
                return
        added = sum((6 if (d in mods.reroll_faces and mods.promoted_faces is FaceValue.AS_SIX)
                     else d) + mods.per_die_modifier for d in dice)
        final = added + mods.die_modifier
        ok = value + final >= difficulty
        if (mods.die_modifier or mods.per_die_modifier) and mods.modified_one_fails and final <= 1:
            ok = False
        if ok:
            total += chance
            return
        if mods.rerolls and last in mods.reroll_faces and len(dice) < depth:
            for face in range(1, 7):
                play(dice + (face,), chance / 6)

    for face in range(1, 7):
        play((face,), Fraction(1, 6))
    return total


# --- the booklet's worked examples -------------------------------------------------------


def test_wolfen_zombie_example_paladin_parries_at_9_with_defence_2() -> None:
    """"His Defence rating is 3 - 1 = 2 ... He will have to roll a 6 followed by at least a 2
    on his D6 as a 1 is an automatic failure" (booklet, the example of a game)."""
    assert chance_to_reach(2, 9) == Fraction(1, 6) * Fraction(5, 6)
    assert resolve_roll(2, 9, [6, 2]).success
    assert resolve_roll(2, 9, [6, 1]).rule is RollRule.ONE_AFTER_REROLL
    assert not resolve_roll(2, 9, [5]).success


def test_paladin_with_critical_wound_needs_5_or_more() -> None:
    """"An Alahan Paladin has a Critical Wound. He chooses to attack with a difficulty of 6. His
    Attack rating is 4 ... he must roll a 5 or higher to succeed (5 - 3 = 2)." (booklet, Wounds)"""
    critical = RollModifiers(die_modifier=-3)
    assert chance_to_reach(4, 6, critical) == Fraction(2, 6)
    assert not resolve_roll(4, 6, [4], critical).success
    outcome = resolve_roll(4, 6, [5], critical)
    assert outcome.success and outcome.final_die == 2 and outcome.total == 6


def test_paladin_courage_example() -> None:
    """"The Paladin's Courage characteristic rates 5 while the Fear score of the Wolfen Zombie is
    8. The Paladin has to roll 4 or more" (strictly greater than 8: a total of 9)."""
    assert chance_to_reach(5, 9) == Fraction(3, 6)
    assert resolve_roll(5, 9, [4]).total == 9
    # The booklet says both "The Alahan Player rolls 5" and "9 / 5 (COU) + 4 (die result)": either
    # die is above the Wolfen Zombie's Fear 8 ("strictly greater"), a 3 is not.
    assert resolve_roll(5, 9, [5]).success and not resolve_roll(5, 9, [3]).success


def test_red_lioness_sustained_defence_at_11_needs_a_6() -> None:
    """"The difficulty is now ... 11. The Lion player will have to get a 6" (DEF 6 - 1 = 5)."""
    assert chance_to_reach(5, 11) == Fraction(1, 6)
    assert resolve_roll(5, 11, [6]).success


def test_zombies_need_a_3_for_difficulty_7_with_attack_4() -> None:
    """"The Attack characteristic of the Zombies rates 4. The Acheron player needed at least a 3
    to reach the difficulty level of 7 ... 6, 2, 5, 6, 2 and 3 ... Four of his Attacks"."""
    successes = [resolve_roll(4, 7, [d]).success for d in (6, 2, 5, 6, 2, 3)]
    assert successes.count(True) == 4


# --- rules as worded ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "difficulty", "expected"),
    [
        (3, 4, Fraction(5, 6)),  # a 1 fails even when 3 + 1 would reach 4
        (3, 3, Fraction(5, 6)),  # even when no die is needed at all
        (3, 9, Fraction(1, 6)),
        (3, 10, Fraction(1, 6) * Fraction(5, 6)),  # 6 then 2..6 (a 1 fails)
        (3, 14, Fraction(1, 6) * Fraction(2, 6)),  # 6 then 5 or 6
        (3, 15, Fraction(1, 36)),  # 6 then 6
        (3, 16, Fraction(1, 36) * Fraction(5, 6)),  # 6, 6 then 2..6
        (0, 30, Fraction(1, 6**5)),  # five 6s
    ],
)
def test_plain_roll_table(value: int, difficulty: int, expected: Fraction) -> None:
    assert chance_to_reach(value, difficulty) == expected


def test_reroll_is_optional_once_the_difficulty_is_reached() -> None:
    # "you may immediately re-roll": the player stops on a 6 that already succeeds.
    assert resolve_roll(3, 5, [6]).success
    # ... and may still choose to re-roll it: a 1 then fails.
    assert resolve_roll(3, 5, [6, 1]).rule is RollRule.ONE_AFTER_REROLL
    assert resolve_roll(3, 5, [6, 4]).total == 13


def test_a_roll_of_more_dice_than_a_roll_can_have_is_refused() -> None:
    # Sixes re-rolled at will are legal dice, but no roll is 10,000 dice long.
    assert resolve_roll(3, 5, [6] * (MAX_ROLL_DICE - 1) + [4]).total == 3 + 6 * (MAX_ROLL_DICE - 1) + 4
    with pytest.raises(RulesError) as refused:
        resolve_roll(3, 5, [6] * 9_999 + [4])
    assert isinstance(refused.value.message, Message) and refused.value.message.id == "dice.too-many-for-a-roll"
    assert dict(refused.value.message.args) == {"count": 10_000, "limit": MAX_ROLL_DICE}


def test_final_die_of_one_fails_with_a_wound_even_if_the_total_is_enough() -> None:
    light = RollModifiers(die_modifier=-1)
    outcome = resolve_roll(10, 5, [2], light)
    assert not outcome.success and outcome.rule is RollRule.FINAL_DIE_ONE
    assert chance_to_reach(10, 5, light) == Fraction(4, 6)


def test_a_wounded_six_rerolled_counts_the_whole_die() -> None:
    critical = RollModifiers(die_modifier=-3)
    # 6 + 3 - 3 = 6 on the die, + ATT 4 = 10.
    assert resolve_roll(4, 10, [6, 3], critical).success
    assert not resolve_roll(4, 10, [6, 2], critical).success


def test_damage_rolls_are_not_rerolled() -> None:
    damage = RollModifiers(rerolls=False, natural_one_fails=False, one_after_reroll_fails=False,
                           modified_one_fails=False)
    assert chance_to_reach(0, 7, damage) == 0
    with refused("dice.not-rerollable"):
        resolve_roll(0, 7, [6, 3], damage)


def test_five_equals_six_reading_is_an_option() -> None:
    brave = RollModifiers(reroll_faces=FIVE_SIX, natural_one_fails=False)
    as_rolled = RollModifiers(reroll_faces=FIVE_SIX, natural_one_fails=False,
                              promoted_faces=FaceValue.AS_ROLLED)
    assert resolve_roll(0, 6, [5], brave).total == 6
    assert resolve_roll(0, 10, [5, 5], as_rolled).total == 10
    with refused("dice.give-another", next=3):
        resolve_roll(0, 11, [5, 5], as_rolled)
    assert resolve_roll(0, 11, [5, 5, 2], as_rolled).success
    assert chance_to_reach(0, 6, brave) == Fraction(2, 6)
    assert chance_to_reach(0, 6, as_rolled) == Fraction(1, 6) + Fraction(1, 6) * Fraction(5, 6)


def test_sharp_shooter_is_never_failed_by_a_one() -> None:
    sure = RollModifiers(natural_one_fails=False, one_after_reroll_fails=False,
                         modified_one_fails=False, die_modifier=-2)
    assert chance_to_reach(5, 1, sure) == 1
    assert resolve_roll(5, 4, [1], sure).success


@pytest.mark.parametrize(
    ("dice", "message"),
    [([], "dice.none"), ([0], "dice.not-a-die"), ([7], "dice.not-a-die"), ([6, 9], "dice.not-a-die"),
     ([6], "dice.give-another"), ([6, 6], r"dice.give-another.*next=3"), ([3, 4], "dice.not-rerollable"),
     ([1, 4], "dice.too-many")],
)
def test_bad_dice(dice: list[int], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        resolve_roll(2, 15, dice)


def test_bad_modifiers() -> None:
    with pytest.raises(RulesError):
        RollModifiers(reroll_faces=frozenset({1, 6}))
    with pytest.raises(RulesError):
        RollModifiers(reroll_faces=frozenset({7}))


def test_absurd_difficulty_is_refused_not_looped() -> None:
    with refused("dice.too-far"):
        chance_to_reach(0, 10**7)
    assert 0 < chance_to_reach(0, 200) < Fraction(1, 6**30)


# --- exact against brute force -----------------------------------------------------------

MODS = [
    RollModifiers(),
    RollModifiers(die_modifier=-1),
    RollModifiers(die_modifier=-3),
    RollModifiers(die_modifier=2),
    RollModifiers(reroll_faces=FIVE_SIX, natural_one_fails=False, one_after_reroll_fails=False),
    RollModifiers(reroll_faces=FIVE_SIX, one_after_reroll_fails=False, die_modifier=-2),
    RollModifiers(reroll_faces=FIVE_SIX, promoted_faces=FaceValue.AS_ROLLED),
    RollModifiers(natural_one_fails=False, one_after_reroll_fails=False,
                  modified_one_fails=False, die_modifier=-2),
    RollModifiers(rerolls=False),
    RollModifiers(per_die_modifier=-3, modified_one_fails=False),
    RollModifiers(per_die_modifier=-2, reroll_faces=FIVE_SIX, one_after_reroll_fails=False),
    RollModifiers(per_die_modifier=-1, die_modifier=-1),
]


@pytest.mark.parametrize("mods", MODS)
def test_exact_chances_match_brute_force(mods: RollModifiers) -> None:
    for value, difficulty in product(range(0, 6), range(0, 20)):
        assert chance_to_reach(value, difficulty, mods) == brute_force(value, difficulty, mods), (
            value, difficulty)


@pytest.mark.parametrize("mods", MODS)
def test_resolve_agrees_with_chance_over_all_short_sequences(mods: RollModifiers) -> None:
    """Summing the chance of each complete sequence resolve_roll accepts as a success."""
    value, difficulty = 2, 13
    total = Fraction(0)
    for length in range(1, 5):
        for dice in product(range(1, 7), repeat=length):
            try:
                outcome = resolve_roll(value, difficulty, dice, mods)
            except RulesError:
                continue
            # Count only the player's optimal play: no re-roll after a success.
            if any(resolve_roll_prefix_succeeds(value, difficulty, dice[:k], mods)
                   for k in range(1, length)):
                continue
            if outcome.success:
                total += Fraction(1, 6**length)
    assert total == chance_to_reach(value, difficulty, mods)


def resolve_roll_prefix_succeeds(value: int, difficulty: int, dice: tuple[int, ...],
                                 mods: RollModifiers) -> bool:
    try:
        return resolve_roll(value, difficulty, dice, mods).success
    except RulesError:
        return False


# --- invariants ----------------------------------------------------------------------------

mods_strategy = st.builds(
    RollModifiers,
    die_modifier=st.integers(-4, 3),
    reroll_faces=st.sampled_from([frozenset({6}), FIVE_SIX]),
    natural_one_fails=st.booleans(),
    one_after_reroll_fails=st.booleans(),
    modified_one_fails=st.booleans(),
    rerolls=st.booleans(),
    promoted_faces=st.sampled_from(list(FaceValue)),
    per_die_modifier=st.integers(-3, 0),
)


@given(st.integers(-5, 15), st.integers(-5, 30), mods_strategy)
def test_chance_is_a_probability_and_monotone(value: int, difficulty: int,
                                              mods: RollModifiers) -> None:
    chance = chance_to_reach(value, difficulty, mods)
    assert 0 <= chance <= 1
    assert chance_to_reach(value + 1, difficulty, mods) >= chance
    assert chance_to_reach(value, difficulty + 1, mods) <= chance


@given(st.integers(-5, 15), st.integers(-5, 30), mods_strategy)
def test_a_worse_die_modifier_never_helps(value: int, difficulty: int,
                                          mods: RollModifiers) -> None:
    worse = dataclasses.replace(mods, die_modifier=mods.die_modifier - 1)
    assert chance_to_reach(value, difficulty, worse) <= chance_to_reach(value, difficulty, mods)


@given(st.integers(-3, 12), mods_strategy)
def test_distribution_sums_to_one_and_matches_chances(value: int, mods: RollModifiers) -> None:
    dist = roll_distribution(value, mods)
    assert sum(dist.totals.values()) + dist.tail + dist.failure == 1
    assert all(0 <= p <= 1 for p in dist.totals.values())
    # Re-rolling always only differs from "only while short" above the target: the chance of
    # reaching a target is the same whenever re-rolls can neither fail nor lower the total.
    if not mods.one_after_reroll_fails and mods.per_die_modifier >= -1:
        for target in range(value - 2, value + 12):
            assert dist.at_least(target) == chance_to_reach(value, target, mods)


def test_house_rule_21_goblin_example() -> None:
    """House rule 21: "mon boulet gob (att 2) en critique devra faire un 6 + un 5 pour réussir une
    difficulté de 7 [ 2+(6-3)+(5-3)=7 ]"."""
    critical = RollModifiers(per_die_modifier=-3, modified_one_fails=False)
    assert resolve_roll(2, 7, [6, 5], critical).success
    assert not resolve_roll(2, 7, [6, 4], critical).success
    assert chance_to_reach(2, 7, critical) == Fraction(1, 6) * Fraction(2, 6)
