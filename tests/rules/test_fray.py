"""Firing into a fray: booklet by Size, tournament at random, house rule 14 by base."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.card import Base, Size
from companion.rules.firing import fray_probabilities, fray_source
from companion.rules.ruleset import CORE, TOURNAMENT, Ruleset
from companion.rules.source import Text
from tests.refusals import refused

HOUSE_14 = Ruleset(house_rules=frozenset({14}))


def test_booklet_goblin_example() -> None:
    """Booklet: "a Goblin Marauder (Small) is engaged by a Rider of Redemption (Large) and a
    Griffin Spearman (Normal). If a nearby Griffin Fusilier decides to aim at the Goblin, he has
    only one chance in six to hit his target : 1 + 2 + 3."""
    chances = fray_probabilities(Size.SMALL, [Size.LARGE, Size.NORMAL])
    assert chances == [Fraction(1, 6), Fraction(3, 6), Fraction(2, 6)]
    assert fray_source(CORE).text is Text.BOOKLET


def test_tournament_ignores_size() -> None:
    """Tournament, "Tirer dans le tas": "déterminez au hasard ... quelle que soit leur taille"."""
    chances = fray_probabilities(Size.SMALL, [Size.LARGE, Size.NORMAL], TOURNAMENT)
    assert chances == [Fraction(1, 3)] * 3
    assert fray_source(TOURNAMENT).text is Text.TOURNAMENT


@pytest.mark.parametrize(
    ("bases", "expected"),
    [
        # "25 x 25 contre 37 x 37 : Le premier est touché sur un 1, l'autre ... 2, 3, 4 ou 5."
        ([Base.INFANTRY, Base.CREATURE], [Fraction(1, 5), Fraction(4, 5)]),
        # "25 x 25 contre 25 x 50 : Le premier est touché sur un 1 ou un 2. Le second 3-6."
        ([Base.INFANTRY, Base.CAVALRY], [Fraction(1, 3), Fraction(2, 3)]),
        # "Deux 25 x 50 contre un 37 x 37 : Une chance sur deux."
        ([Base.CREATURE, Base.CAVALRY, Base.CAVALRY], [Fraction(1, 2), Fraction(1, 4), Fraction(1, 4)]),
        # "Quatre 25 x 25 contre un 37 x 37 : 1, 2 ou 3 ... les premiers, 4, 5 ou 6 ... le second."
        ([Base.CREATURE] + [Base.INFANTRY] * 4, [Fraction(1, 2)] + [Fraction(1, 8)] * 4),
    ],
)
def test_house_rule_14_by_base(bases: list[Base], expected: list[Fraction]) -> None:
    others = [Size.NORMAL] * (len(bases) - 1)
    assert fray_probabilities(Size.NORMAL, others, HOUSE_14, bases=bases) == expected
    assert fray_source(HOUSE_14).number == 14


def test_house_rule_14_needs_bases() -> None:
    with refused("firing.fray-needs-bases"):
        fray_probabilities(Size.NORMAL, [Size.NORMAL], HOUSE_14)
    with refused("firing.fray-bases-count"):
        fray_probabilities(Size.NORMAL, [Size.NORMAL], HOUSE_14, bases=[Base.INFANTRY])


def test_no_fray_without_others() -> None:
    with refused("firing.fray-alone"):
        fray_probabilities(Size.NORMAL, [])


sizes = st.sampled_from(list(Size))


@given(sizes, st.lists(sizes, min_size=1, max_size=8), st.sampled_from([CORE, TOURNAMENT]))
def test_chances_sum_to_one(target: Size, others: list[Size], ruleset: Ruleset) -> None:
    chances = fray_probabilities(target, others, ruleset)
    assert sum(chances) == 1
    assert all(0 < c < 1 for c in chances)


@given(st.lists(sizes, min_size=1, max_size=8))
def test_bigger_target_is_hit_more_often(others: list[Size]) -> None:
    small = fray_probabilities(Size.SMALL, others)[0]
    huge = fray_probabilities(Size.VERY_LARGE, others)[0]
    assert huge > small
