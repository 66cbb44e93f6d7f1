"""Who strikes first: exact Initiative odds against enumeration, and thrown dice."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.rules.combat import Side
from companion.rules.dice import FaceValue, RollModifiers
from companion.rules.initiative import initiative_odds, resolve_initiative
from tests.refusals import refused

SIXTH = Fraction(1, 6)
PLAIN = RollModifiers()
HARDENED = RollModifiers(reroll_faces=frozenset({5, 6}))
VIVACITY = RollModifiers(one_after_reroll_fails=False, modified_one_fails=False)
LIGHT = RollModifiers(die_modifier=-1)
CRITICAL = RollModifiers(die_modifier=-3)
HOUSE_21_CRITICAL = RollModifiers(per_die_modifier=-3)  # house rule 21: -3 on every die


def outcomes(value: int, mods: RollModifiers, depth: int) -> tuple[dict[int | None, Fraction], Fraction]:
    """Every roll of at most ``depth`` dice (always re-rolling): score (None = failure) -> chance,
    and the chance left over in longer rolls."""
    result: dict[int | None, Fraction] = {}
    left = Fraction(0)
    frontier: list[tuple[int, Fraction]] = [(0, Fraction(1))]
    for level in range(depth):
        following: list[tuple[int, Fraction]] = []
        for total, p in frontier:
            for face in range(1, 7):
                q = p * SIXTH
                first = level == 0
                if face == 1 and ((first and mods.natural_one_fails) or (not first and mods.one_after_reroll_fails)):
                    result[None] = result.get(None, Fraction(0)) + q
                    continue
                new = total + mods.face_value(face)
                if mods.may_reroll(face):
                    following.append((new, q))
                elif mods.modified_one_fails and mods.modified and new + mods.die_modifier <= 1:
                    result[None] = result.get(None, Fraction(0)) + q
                else:
                    score = value + new + mods.die_modifier
                    result[score] = result.get(score, Fraction(0)) + q
        frontier = following
    left = sum((p for _, p in frontier), Fraction(0))
    return result, left


@pytest.mark.parametrize(
    ("a", "mods_a", "b", "mods_b"),
    [
        (3, PLAIN, 3, PLAIN),
        (3, PLAIN, 2, PLAIN),
        (5, PLAIN, 0, PLAIN),
        (4, HARDENED, 4, PLAIN),
        (2, VIVACITY, 4, CRITICAL),
        (3, LIGHT, 3, HARDENED),
        (6, CRITICAL, 1, VIVACITY),
        (4, HOUSE_21_CRITICAL, 1, PLAIN),
        (2, RollModifiers(per_die_modifier=-2), 2, RollModifiers(per_die_modifier=-1)),
        (3, HARDENED, 2, HOUSE_21_CRITICAL),  # re-rolls of 6 and of 3: a period of 6
        (1, RollModifiers(rerolls=False, reroll_faces=frozenset()), 3, LIGHT),  # one side never re-rolls
        (0, RollModifiers(natural_one_fails=False), 0, RollModifiers(die_modifier=-2, per_die_modifier=-1)),
    ],
)
def test_against_enumeration(a: int, mods_a: RollModifiers, b: int, mods_b: RollModifiers) -> None:
    depth = 10
    ra, la = outcomes(a, mods_a, depth)
    rb, lb = outcomes(b, mods_b, depth)
    higher = tie = lower = Fraction(0)
    for (sa, pa), (sb, pb) in product(ra.items(), rb.items()):
        p = pa * pb
        if sa is None and sb is None:
            tie += p
        elif sb is None or (sa is not None and sa > sb):
            higher += p
        elif sa is None or sb > sa:
            lower += p
        else:
            tie += p
    unknown = 1 - (higher + tie + lower)
    assert unknown <= la + lb
    odds = initiative_odds(a, b, mods_a, mods_b)
    assert odds.a_higher + odds.tie + odds.b_higher == 1
    for exact, counted in ((odds.a_higher, higher), (odds.tie, tie), (odds.b_higher, lower)):
        assert counted <= exact <= counted + unknown


def test_symmetric() -> None:
    assert initiative_odds(3, 3).a_first == Fraction(1, 2)
    assert initiative_odds(4, 4, HARDENED, HARDENED).a_first == Fraction(1, 2)


@settings(max_examples=30, deadline=None)
@given(st.integers(-2, 8), st.integers(-2, 8), st.sampled_from([PLAIN, HARDENED, LIGHT, VIVACITY]))
def test_invariants(a: int, b: int, mods: RollModifiers) -> None:
    odds = initiative_odds(a, b, mods, PLAIN)
    assert odds.a_higher + odds.tie + odds.b_higher == 1
    assert 0 < odds.a_first < 1
    assert initiative_odds(a + 1, b, mods, PLAIN).a_first >= odds.a_first  # more INI never hurts
    swapped = initiative_odds(b, a, PLAIN, mods)
    assert swapped.b_first == odds.a_first


def test_as_rolled_promoted_faces_on_one_side_only() -> None:
    as_rolled = RollModifiers(reroll_faces=frozenset({5, 6}), promoted_faces=FaceValue.AS_ROLLED)
    with refused("initiative.uneven-rerolls"):
        initiative_odds(3, 3, as_rolled, PLAIN)


@pytest.mark.parametrize(
    ("a", "dice_a", "b", "dice_b", "winner"),
    [
        (3, [2], 2, [2], Side.A),  # the Wolfen Zombie (5) against the Paladin (4)
        (3, [2], 3, [2], None),  # "In case of a tie, re-roll the dice"
        (9, [1], 0, [2], Side.B),  # a 1 is an automatic failure
        (9, [6, 1], 0, [2], Side.B),  # also after a re-roll
        (0, [1], 0, [1], None),  # both fail: re-roll
        (0, [6, 6, 3], 9, [5], Side.A),  # 15 against 14
    ],
)
def test_resolve_initiative(a: int, dice_a: list[int], b: int, dice_b: list[int], winner: Side | None) -> None:
    result = resolve_initiative(a, dice_a, b, dice_b)
    assert result.winner is winner
    assert "step 1" in result.ruling.source.section


def test_resolve_initiative_bad_die() -> None:
    with refused("dice.not-a-die"):
        resolve_initiative(3, [7], 3, [2])
