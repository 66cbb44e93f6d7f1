"""The exact luck maths: the Poisson binomial distribution against brute force, the chance of
doing at least as well, a Damage roll read by the wound it did, the luck round by round."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from companion.rules.luck import (
    WOUND_THRESHOLDS,
    Luck,
    LuckPhase,
    Roll,
    at_least,
    damage_roll,
    luck_of,
    player_luck,
    successes_distribution,
)
from companion.rules.wounds import WoundLevel

F = Fraction


def _brute_force(chances: list[Fraction]) -> list[Fraction]:
    """Every outcome of the rolls enumerated: the chance of each number of successes."""
    found = [F(0)] * (len(chances) + 1)
    for outcome in product((False, True), repeat=len(chances)):
        chance = F(1)
        for p, success in zip(chances, outcome):
            chance *= p if success else 1 - p
        found[sum(outcome)] += chance
    return found


@pytest.mark.parametrize("chances", [
    [],
    [F(1, 2)],
    [F(1, 6), F(5, 36), F(1)],
    [F(0), F(2, 3), F(7, 12), F(35, 36), F(1, 216)],
    [F(1, 3), F(1, 3), F(1, 2), F(25, 216), F(5, 6), F(11, 36), F(3, 7)],
])
def test_the_poisson_binomial_distribution_is_the_brute_force_one(chances: list[Fraction]) -> None:
    assert list(successes_distribution(chances)) == _brute_force(chances)
    for got in range(len(chances) + 2):
        assert at_least(chances, got) == sum(_brute_force(chances)[got:], F(0))


def test_equal_chances_give_the_binomial_distribution() -> None:
    # Four rolls at 1/2: 1, 4, 6, 4, 1 in 16.
    assert successes_distribution([F(1, 2)] * 4) == (F(1, 16), F(4, 16), F(6, 16), F(4, 16), F(1, 16))


def test_at_least_nothing_is_certain_and_more_than_every_roll_impossible() -> None:
    chances = [F(1, 6), F(1, 2)]
    assert at_least(chances, 0) == 1
    assert at_least(chances, 3) == 0


def test_a_chance_outside_zero_and_one_is_refused() -> None:
    with pytest.raises(ValueError):
        successes_distribution([F(3, 2)])


def test_luck_of_rolls_counts_expects_and_places() -> None:
    # Two rolls at 1/6 both succeed: 1/36 of players do as well.
    assert luck_of([(F(1, 6), True), (F(1, 6), True)]) == Luck(2, F(1, 3), 2, F(1, 36))
    # A roll at 5/6 that fails: everybody does at least as well.
    assert luck_of([(F(5, 6), False)]) == Luck(1, F(5, 6), 0, F(1))


def test_a_damage_roll_succeeds_when_it_wounds() -> None:
    by_level = {WoundLevel.NONE: F(1, 4), WoundLevel.STUNNED: F(1, 4), WoundLevel.LIGHT: F(1, 4),
                WoundLevel.SERIOUS: F(1, 8), WoundLevel.KILLED: F(1, 8)}
    roll = damage_roll(0, 1, by_level, WoundLevel.SERIOUS)
    assert roll.phase is LuckPhase.DAMAGE
    assert roll.chance == F(1, 2) and roll.success
    assert [roll.chance_of(level) for level in WOUND_THRESHOLDS] == [F(3, 4), F(1, 2), F(1, 4), F(1, 8), F(1, 8)]
    assert [roll.reached(level) for level in WOUND_THRESHOLDS] == [True, True, True, False, False]
    stunned = damage_roll(0, 1, by_level, WoundLevel.STUNNED)
    assert not stunned.success and stunned.reached(WoundLevel.STUNNED)


def test_a_players_luck_by_phase_by_wound_and_round_by_round() -> None:
    rolls = [
        Roll(0, 0, LuckPhase.TACTICAL, F(1, 2), True),
        Roll(1, 0, LuckPhase.TACTICAL, F(1, 2), False),
        Roll(0, 1, LuckPhase.ATTACK_DEFENCE, F(1, 3), True),
        Roll(0, 1, LuckPhase.ATTACK_DEFENCE, F(1, 3), False),
        damage_roll(0, 2, {WoundLevel.NONE: F(1, 2), WoundLevel.LIGHT: F(1, 2)}, WoundLevel.LIGHT),
    ]
    luck = player_luck(rolls, 0)
    assert luck.overall == luck_of([(F(1, 2), True), (F(1, 3), True), (F(1, 3), False), (F(1, 2), True)])
    assert [phase for phase, _luck in luck.phases] == [LuckPhase.TACTICAL, LuckPhase.ATTACK_DEFENCE,
                                                         LuckPhase.DAMAGE]
    assert dict(luck.phases)[LuckPhase.ATTACK_DEFENCE] == Luck(2, F(2, 3), 1, F(5, 9))
    wounds = dict(luck.wounds)
    assert wounds[WoundLevel.LIGHT] == Luck(1, F(1, 2), 1, F(1, 2))
    assert wounds[WoundLevel.SERIOUS] == Luck(1, F(0), 0, F(1))
    assert [(r, lk.rolls, lk.got) for r, lk in luck.rounds] == [(0, 1, 1), (1, 3, 2), (2, 4, 3)]
    assert luck.rounds[0][1].at_least_as_well == F(1, 2)
    assert luck.rounds[-1][1] == luck.overall
    nobody = player_luck([], 1)
    assert nobody.overall == Luck(0, F(0), 0, F(1)) and nobody.rounds == () and nobody.wounds == ()
