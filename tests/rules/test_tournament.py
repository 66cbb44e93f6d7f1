"""Tournament rules before the challenge: the terrain, the objective roll, the lists (tournament-rules-fr.txt)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.army import Entry
from companion.rules.ruleset import TOURNAMENT
from companion.rules.tournament import (
    CHOIX_DU_TERRAIN,
    CONDITIONS_DE_VICTOIRE,
    Objective,
    ObjectiveRoll,
    Terrain,
    TournamentError,
    check_list,
    check_lists,
    objective_odds,
    objective_roll,
    roll_objective,
    terrain_problem,
    tournament_list,
)
from tests.refusals import refused
from tests.rules.tournament_cards import english, CARDS, DEAD, LIONS, SWORDSMAN

# --- Choix du terrain: "comprise entre 40cm x 80cm et 80cm x 120cm" ---------------------------


@pytest.mark.parametrize(("width", "length"), [
    (40, 80), (80, 120), (60, 90), (80, 80), (40, 120), (120, 80), (80, 40), (90, 60), (45.5, 100),
])
def test_terrain_within_the_limits_in_either_orientation(width: float, length: float) -> None:
    assert terrain_problem(width, length) is None
    terrain = Terrain(width, length)
    assert (terrain.short_cm, terrain.long_cm) == tuple(sorted((float(width), float(length))))


@pytest.mark.parametrize(("width", "length", "words"), [
    (39, 80, "short side (39 cm) is under 40 cm"),
    (40, 79, "long side (79 cm) is under 80 cm"),
    (81, 120, "short side (81 cm) is over 80 cm"),
    (80, 121, "long side (121 cm) is over 80 cm".replace("80 cm", "120 cm")),
    (100, 100, "short side (100 cm) is over 80 cm"),
    (30, 60, "short side (30 cm) is under 40 cm and its long side (60 cm) is under 80 cm"),
    (200, 300, "over"),
])
def test_terrain_outside_the_limits_is_refused_with_the_rule(width: float, length: float, words: str) -> None:
    problem = terrain_problem(width, length)
    assert problem is not None and words in english(problem)
    assert "comprise entre 40cm x 80cm et 80cm x 120cm" in english(problem)
    assert problem["source"] == CHOIX_DU_TERRAIN
    with refused("tournament.terrain-refused", TournamentError):
        Terrain(width, length)


@pytest.mark.parametrize(("width", "length"), [(0, 80), (-60, 90), (True, 90), ("60", 90), (float("nan"), 90)])
def test_terrain_bad_numbers(width: object, length: object) -> None:
    with pytest.raises(TournamentError):
        Terrain(width, length)  # type: ignore[arg-type]


def test_deployment_zones_divide_the_terrain_lengthwise() -> None:
    assert Terrain(120, 60).deployment_zone_cm == (30.0, 120.0)


@given(st.floats(1, 200), st.floats(1, 200))
def test_terrain_orientation_never_matters(width: float, length: float) -> None:
    assert (terrain_problem(width, length) is None) == (terrain_problem(length, width) is None)


# --- the objective roll: "Si le résultat est un 6, relancez le dé"; time limit at 6 - result ----


@pytest.mark.parametrize(("dice", "result", "time_row"), [
    ([1], 1, 5), ([2], 2, 4), ([3], 3, 3), ([4], 4, 2), ([5], 5, 1), ([6, 4], 4, 2), ([6, 6, 1], 1, 5),
])
def test_objective_roll_and_time_row(dice: list[int], result: int, time_row: int) -> None:
    roll = objective_roll(dice)
    assert (roll.result, roll.time_row, roll.rerolls) == (result, time_row, len(dice) - 1)
    assert roll.explain()["source"] == CONDITIONS_DE_VICTOIRE


def test_a_six_is_rerolled_and_explained() -> None:
    assert objective_roll([6, 3]).explain().id == "tournament.objective-roll-rerolled"
    with refused("tournament.objective-roll-ends-on-six", TournamentError):
        objective_roll([6])
    with refused("tournament.objective-roll-only-six-rerolled", TournamentError):
        objective_roll([3, 4])
    with refused("tournament.objective-roll-empty", TournamentError):
        objective_roll([])
    with refused("tournament.objective-die", TournamentError):
        objective_roll([7])


def test_roll_objective_throws_until_not_six() -> None:
    dice = iter([6, 6, 2, 5])
    roll = roll_objective(lambda: next(dice))
    assert roll.dice == (6, 6, 2)
    with refused("tournament.die-not-fair", TournamentError):
        roll_objective(lambda: 6)
    with refused("tournament.die", TournamentError):
        roll_objective(lambda: 0)


def test_each_objective_row_has_one_chance_in_five() -> None:
    odds = objective_odds()
    assert odds == {row: Fraction(1, 5) for row in range(1, 6)}
    # enumerated: stop on the k-th throw at a given row, (1/6)^(k-1) * 1/6, summed far enough
    partial = sum(Fraction(1, 6) ** (k - 1) * Fraction(1, 6) for k in range(1, 40))
    assert abs(partial - odds[3]) < Fraction(1, 10**25)


def test_objective_is_what_the_players_type() -> None:
    roll = ObjectiveRoll((2,))
    objective = Objective(roll, "  Hold the ford  ", " 6 rounds ", 45)
    assert (objective.text, objective.time_limit, objective.minutes) == ("Hold the ford", "6 rounds", 45)
    with refused("tournament.type-objective", TournamentError, row=2):
        Objective(roll, "", "6 rounds")
    with refused("tournament.type-time-limit", TournamentError, row=4):
        Objective(roll, "Hold the ford", "  ")
    with refused("tournament.countdown-minutes", TournamentError):
        Objective(roll, "Hold the ford", "6 rounds", 0)


# --- Choix des troupes: 200 AP and the overage --------------------------------------------------


def test_lists_are_checked_under_the_tournament_ruleset() -> None:
    assert DEAD.ruleset != TOURNAMENT
    assert tournament_list(DEAD).ruleset == TOURNAMENT
    validation = check_list(DEAD, CARDS)
    assert validation.legal and validation.points == 200 and validation.total_ap == 200
    both = check_lists(LIONS, DEAD, CARDS)
    assert both.legal and not both.problems()


def test_overage_of_half_the_cheapest_figurine() -> None:
    # +1 Swordsman (10 AP): 210 AP; cheapest figurine 10 AP -> allowance 5: refused
    over = replace(LIONS, entries=(*LIONS.entries[:2], Entry(SWORDSMAN.id, 3), Entry(SWORDSMAN.id, 1),
                                   LIONS.entries[3]))
    validation = check_list(over, CARDS)
    assert not validation.legal and validation.total_ap == 210 and validation.allowance == 5
    assert "points.overage" in {v.rule for v in validation.violations}
    both = check_lists(over, DEAD, CARDS)
    assert not both.legal
    assert any("Choix des troupes" in english(line) or "Setting up" in english(line) for line in both.problems())


def test_lists_for_different_points_do_not_meet() -> None:
    both = check_lists(replace(LIONS, points=150), DEAD, CARDS)
    assert not both.legal and "match.points" in {v.rule for v in both.match}
