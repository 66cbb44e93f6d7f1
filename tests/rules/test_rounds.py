"""Round bookkeeping (booklet: the approach, Tactical Roll, Scout, Reinforcement, Mutagenic,
Toxic; tournament Renfort)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.errors import RulesError
from companion.rules.initiative import Side
from companion.rules.rounds import (
    REINFORCEMENT_ODDS,
    Reinforcement,
    RoundEffects,
    approach_piles,
    best_discipline,
    mutagenic_odds,
    mutagenic_picks,
    mutagenic_points,
    reinforcement,
    reinforcement_placement,
    reserve_limit,
    resolve_tactical,
    tactical_odds,
    toxic_picks,
)
from companion.rules.ruleset import TOURNAMENT
from companion.i18n.render import english


def test_best_discipline_with_war_staff_at_the_approach() -> None:
    assert best_discipline([3, 5, 2]) == 5
    assert best_discipline([3, 5], war_staff_discipline=4) == 6
    with pytest.raises(RulesError):
        best_discipline([])


def test_tactical_odds_are_symmetric_and_exact() -> None:
    odds = tactical_odds(4, 4)
    assert odds.a_first == Fraction(1, 2)
    better = tactical_odds(5, 4)
    assert better.a_first > Fraction(1, 2)
    assert better.a_higher + better.tie + better.b_higher == 1


@given(st.integers(0, 8), st.integers(0, 8))
def test_more_discipline_never_lowers_the_chance_to_win(a: int, b: int) -> None:
    assert tactical_odds(a + 1, b).a_first >= tactical_odds(a, b).a_first
    assert tactical_odds(a, b).a_first + tactical_odds(b, a).a_first == 1


def test_resolve_tactical_ties_are_rolled_again() -> None:
    assert resolve_tactical(4, [3], 4, [3]).winner is None
    assert resolve_tactical(4, [4], 4, [3]).winner is Side.A
    assert resolve_tactical(4, [1], 2, [2]).winner is Side.B


def test_reserve_cards_and_scouts() -> None:
    assert reserve_limit(False) == 1 and reserve_limit(True) == 2
    main, scouts = approach_piles(["a", "b", "c"], [False, True, False])
    assert main == ["a", "c"] and scouts == ["b"]
    with pytest.raises(RulesError):
        approach_piles(["a"], [])


def test_end_of_round_expiry() -> None:
    effects = RoundEffects(stunned=True, charged=True, fear_penalty=True, extra_dice=2)
    assert [english(m) for m in effects.expiring()] == ["Stunned", "Charge penalty", "Fear penalty",
                                                        "Character's extra dice"]
    assert effects.expire() == RoundEffects()


@pytest.mark.parametrize(("die", "result"), [(1, Reinforcement.LOSES), (2, Reinforcement.LOSES),
                                             (3, Reinforcement.NOTHING), (4, Reinforcement.NOTHING),
                                             (5, Reinforcement.RETURNS), (6, Reinforcement.RETURNS)])
def test_reinforcement(die: int, result: Reinforcement) -> None:
    assert reinforcement(die) is result


def test_reinforcement_odds_and_placement() -> None:
    counted = {r: Fraction(sum(1 for d in range(1, 7) if reinforcement(d) is r), 6)
               for r in Reinforcement}
    assert counted == REINFORCEMENT_ODDS
    assert "Charge range" in english(reinforcement_placement(TOURNAMENT)[0])
    assert "Charge range" not in english(reinforcement_placement()[0])
    with pytest.raises(RulesError):
        reinforcement(7)


@pytest.mark.parametrize(("ap", "mutagenic", "toxic"),
                         [(0, 0, 0), (99, 0, 1), (100, 1, 1), (101, 1, 2), (250, 2, 3), (300, 3, 3)])
def test_picks_per_100_ap(ap: int, mutagenic: int, toxic: int) -> None:
    assert mutagenic_picks(ap) == mutagenic
    assert toxic_picks(ap) == toxic


@pytest.mark.parametrize(("die", "x", "points"),
                         [(1, 3, 0), (2, 3, 5), (6, 3, 9), (2, -1, 0), (3, -1, 2), (6, 0, 6)])
def test_mutagenic_roll(die: int, x: int, points: int) -> None:
    """"A natural or modified result of 1 ... will be an automatic failure ... You may not re-roll
    a 6 on a Mutagenic Roll"."""
    assert mutagenic_points(die, x) == points


@given(st.integers(-3, 8))
def test_mutagenic_odds_sum_to_one(x: int) -> None:
    odds = mutagenic_odds(x)
    assert sum(odds.values()) == 1
    assert odds[0] >= Fraction(1, 6)
    brute: dict[int, Fraction] = {}
    for die, in product(range(1, 7), repeat=1):
        pts = 0 if die == 1 or die + x <= 1 else die + x
        brute[pts] = brute.get(pts, Fraction(0)) + Fraction(1, 6)
    assert odds == brute
