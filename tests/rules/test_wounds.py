"""Wound levels, worsening, penalties, lives, Fierce, Regeneration (booklet, wound table)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.errors import RulesError
from companion.rules.wounds import (
    Lives,
    Location,
    WoundLevel,
    WoundState,
    apply_wound,
    regenerate,
    regeneration_odds,
    regeneration_success,
    worsen,
    wound_penalty,
)
from tests.refusals import refused

N, S, L, SE, C, K = (WoundLevel.NONE, WoundLevel.STUNNED, WoundLevel.LIGHT, WoundLevel.SERIOUS,
                     WoundLevel.CRITICAL, WoundLevel.KILLED)


@pytest.mark.parametrize(
    ("current", "new", "expected"),
    [
        (N, L, L), (N, C, C), (N, S, S), (N, N, N), (N, K, K),
        # "If the new Wound is more serious than the previous one, apply the effects of the new"
        (L, SE, SE), (L, C, C), (SE, C, C),
        # "If the new Wound is less or equally serious, the previous Wound is worsened by one"
        (L, L, SE), (SE, L, C), (SE, SE, C), (C, L, K), (C, C, K),
        # "STUNNED and KILLED OUTRIGHT are not Wounds. They do not worsen the level of Damage."
        (L, S, L), (C, S, C), (S, L, L), (S, S, S), (L, K, K),
        (K, L, K),
    ],
)
def test_worsening_table(current: WoundLevel, new: WoundLevel, expected: WoundLevel) -> None:
    assert worsen(current, new) is expected


@given(st.sampled_from(list(WoundLevel)), st.sampled_from(list(WoundLevel)))
def test_a_wound_never_gets_better_by_being_wounded(current: WoundLevel, new: WoundLevel) -> None:
    after = worsen(current, new)
    assert after.severity >= current.severity
    assert after.severity >= new.severity or new is S


@given(st.lists(st.sampled_from(list(WoundLevel)), max_size=8))
def test_wound_state_only_worsens(news: list[WoundLevel]) -> None:
    state = WoundState()
    for new in news:
        if state.dead:
            break
        after = apply_wound(state, new).state
        assert after.level.severity >= state.level.severity
        state = after


@pytest.mark.parametrize(
    ("level", "kwargs", "penalty"),
    [
        (N, {}, 0), (S, {}, -1), (L, {}, -1), (SE, {}, -2), (C, {}, -3),
        (L, {"stunned": True}, -2),
        # Possessed: "a Serious Wound will inflict the same penalties as a Light Wound"
        (SE, {"possessed": True}, -1), (L, {"possessed": True}, 0), (C, {"possessed": True}, -2),
        # "This faculty does not affect STUNNED"
        (S, {"possessed": True}, -1),
        # Colossal, Enormous, Gigantic "ignore Wound penalties"
        (C, {"ignores_wounds": True}, 0), (C, {"ignores_wounds": True, "stunned": True}, -1),
    ],
)
def test_wound_penalties(level: WoundLevel, kwargs: dict[str, bool], penalty: int) -> None:
    assert wound_penalty(level, **kwargs) == penalty


def test_killed_has_no_penalty_to_roll() -> None:
    with pytest.raises(RulesError):
        wound_penalty(K)


@pytest.mark.parametrize(
    ("lives", "track"),
    [
        (Lives.COLOSSAL, [SE, C, K]),
        (Lives.ENORMOUS, [C, K]),
        (Lives.GIGANTIC, [L, SE, C, K]),
    ],
)
def test_lives_of_huge_creatures(lives: Lives, track: list[WoundLevel]) -> None:
    """Colossal: "apply the effects of a Serious Wound. Kill them once more and they will suffer
    a Critical Wound. They will have to be killed a third time to be dead for good."."""
    state = WoundState()
    for expected in track:
        state = apply_wound(state, K, lives=lives).state
        assert state.level is expected
    assert state.dead


def test_colossal_wounds_worsen_normally_between_deaths() -> None:
    state = apply_wound(WoundState(), K, lives=Lives.COLOSSAL).state  # Serious
    state = apply_wound(state, L, lives=Lives.COLOSSAL).state  # worsened: Critical
    assert state.level is C and state.deaths == 1
    state = apply_wound(state, L, lives=Lives.COLOSSAL).state  # killed again: Critical
    assert state.level is C and state.deaths == 2


def test_fierce_stays_critical_until_end_of_round() -> None:
    """"He is considered Critically Wounded and stays on the Battleground until the end of the
    round, no matter the damage he takes"."""
    change = apply_wound(WoundState(L), K, fierce=True)
    assert change.state.level is C and change.state.fierce_until_end_of_round
    again = apply_wound(change.state, K, fierce=True).state
    assert again.level is C
    assert again.end_of_round().dead


def test_stunned_is_a_condition_that_expires() -> None:
    state = apply_wound(WoundState(L), S).state
    assert state.level is L and state.stunned and state.penalty() == -2
    assert state.end_of_round() == WoundState(L)
    assert apply_wound(WoundState(), S).state.shown is S
    with pytest.raises(RulesError):
        WoundState(S)


def test_dead_cannot_be_wounded_again() -> None:
    with refused("wounds.already-dead"):
        apply_wound(WoundState(K), L)


# --- Regeneration / X ----------------------------------------------------------------------


@pytest.mark.parametrize(("x", "chance"), [(1, Fraction(5, 6)), (2, Fraction(5, 6)),
                                           (4, Fraction(1, 2)), (5, Fraction(1, 3)),
                                           (6, Fraction(1, 6)), (7, Fraction(0))])
def test_regeneration_success(x: int, chance: Fraction) -> None:
    assert regeneration_success(x) == chance


def test_regeneration_example_critical_becomes_serious() -> None:
    """"on a result equal to / X or more, the effects are decreased one level. A Critical Wound
    becomes a Serious Wound for example. You may re-roll the die each time you roll a success"."""
    assert regenerate(C, [5, 2], 5) is SE
    assert regenerate(C, [5, 6, 5], 5) is N
    assert regenerate(C, [3], 5) is C
    with refused("wounds.roll-again"):
        regenerate(C, [5], 5)
    with refused("wounds.not-regenerated"):
        regenerate(S, [6], 4)
    assert regenerate(K, [], 4) is K


def test_regeneration_odds_match_brute_force() -> None:
    for level, x in product([L, SE, C], range(1, 8)):
        odds = regeneration_odds(level, x)
        assert sum(odds.values()) == 1
        # play every die in turn: a success heals a level and re-rolls
        direct: dict[WoundLevel, Fraction] = {}
        def play(current: WoundLevel, chance: Fraction) -> None:
            if not current.is_wound:
                direct[current] = direct.get(current, Fraction(0)) + chance
                return
            for face in range(1, 7):
                if face >= max(x, 2):
                    nxt = {C: SE, SE: L, L: N}[current]
                    play(nxt, chance / 6)
                else:
                    direct[current] = direct.get(current, Fraction(0)) + chance / 6
        play(level, Fraction(1))
        assert odds == {k: v for k, v in direct.items() if v}


def test_levels_and_locations_parse() -> None:
    assert WoundLevel.parse("Critical Wound") is C
    assert WoundLevel.parse("killed outright") is K
    assert Location.parse("Leg") is Location.LEGS
    with refused("wounds.unknown-level"):
        WoundLevel.parse("scratched")
    with refused("wounds.unknown-location"):
        Location.parse("tail")
