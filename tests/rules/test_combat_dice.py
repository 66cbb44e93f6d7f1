"""Combat dice per side (booklet, combat resolution step 2)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.combat import combat_dice
from tests.refusals import refused


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        (1, 1, (2, 2)),  # "one-to-one, each player will have two D6"
        (4, 1, (8, 5)),  # Red Lioness: "a total of 8 dice" vs "a total of five D6"
        (1, 4, (5, 8)),
        (3, 1, (6, 4)),  # the three surviving Zombies have "only 6 dice left"
        (2, 1, (4, 3)),
        (1, 8, (9, 16)),
    ],
)
def test_table(a: int, b: int, expected: tuple[int, int]) -> None:
    assert combat_dice(a, b) == expected


@pytest.mark.parametrize(("a", "b"), [(2, 2), (3, 2), (2, 5)])
def test_many_against_many_must_be_split(a: int, b: int) -> None:
    with refused("combat.many-against-many"):
        combat_dice(a, b)


@pytest.mark.parametrize(("a", "b"), [(0, 1), (1, 0), (-1, 2)])
def test_bad_counts(a: int, b: int) -> None:
    with refused("combat.no-warrior"):
        combat_dice(a, b)


def test_not_a_number() -> None:
    with refused("combat.warriors-not-whole"):
        combat_dice(True, 1)


@given(st.integers(1, 8))
def test_single_side_has_one_die_plus_one_per_enemy(n: int) -> None:
    many, single = combat_dice(n, 1)
    assert single == 1 + n  # one-to-one: 1 + 1 = 2, the same rule
    assert many == 2 * n
    assert combat_dice(1, n) == (single, many)
