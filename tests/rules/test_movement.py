"""Movement (booklet "movement phase"; tournament rules; house rule 11)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.card import Base, Size
from companion.rules.dice import chance_to_reach
from companion.rules.errors import RulesError
from companion.rules.movement import (
    DIVE_BONUS,
    MoveType,
    Terrain,
    climb,
    crawl,
    deliberate_fall_roll_bonus,
    disengagement,
    feat_chance,
    feat_score,
    flight_aim_modifier,
    flight_level_cost,
    high_jump_difficulty,
    house_jump,
    leap,
    long_jump_difficulty,
    may_dodge,
    move_distance,
    run_keep_away,
    swim,
    terrain_cost,
    tournament_jump,
    troops_jump_difficulty,
)
from companion.rules.ruleset import CORE, TOURNAMENT, Ruleset, RulesetName
from companion.rules.message import Message
from tests.refusals import refused

HOUSE11 = Ruleset(RulesetName.CORE, frozenset({11}))


@pytest.mark.parametrize(
    ("move", "rapidity", "distance"),
    [(MoveType.WALK, False, 10), (MoveType.CHARGE, False, 20), (MoveType.ENGAGE, False, 20),
     (MoveType.FLEE, False, 20), (MoveType.DODGE, False, 5), (MoveType.PURSUIT, False, 5),
     (MoveType.CHARGE, True, 30), (MoveType.FLEE, True, 30), (MoveType.WALK, True, 30),
     (MoveType.DODGE, True, 15)],
)
def test_distances(move: MoveType, rapidity: bool, distance: int) -> None:
    assert move_distance(10, move, rapidity=rapidity).value == distance


def test_tournament_running_bougre_example() -> None:
    """"un Bougre qui court peut se déplacer au maximum de 15cm (M 7,5). Il ne pourra pas ...
    passer à moins de 5cm d'un marraudeur Gobelin (M 10)."""
    assert move_distance(7.5, MoveType.RUN, ruleset=TOURNAMENT).value == 15
    assert run_keep_away(10).value == 5
    with refused("movement.run-is-tournament"):
        move_distance(7.5, MoveType.RUN)


@pytest.mark.parametrize(("m", "feat"), [(10, 4), (7.5, 3), (15, 6), (12.5, 5), (11, Fraction(22, 5))])
def test_feat_score_is_movement_over_2_5(m: float, feat: Fraction) -> None:
    assert feat_score(m) == feat


def test_swimming_core() -> None:
    """"a Feat Roll from which he subtracts his Resilience score. If the result is higher than
    0" (M 10: Feat 4; RES 5: needs 4 + die > 5, a 2 or more, a 1 fails anyway)."""
    s = swim(10, 5)
    assert s.chance == Fraction(5, 6) and s.distance == 5
    assert swim(10, 9).chance == Fraction(1, 6)  # 4 + 6 = 10 > 9
    assert swim(10, 10).chance == Fraction(1, 6) * Fraction(5, 6)  # 6 then 2+ ... 4+6+1 = 11
    assert s.failure == Message("movement.swim-failed")
    assert swim(10, 5, living_dead=True).failure == Message("movement.swim-living-dead")
    # a strictly positive result: Feat 4.4 (M 11) against RES 5 needs 4.4 + die > 5: a 1 fails
    assert swim(11, 5).chance == Fraction(5, 6)


def test_swimming_tournament_and_house() -> None:
    assert swim(10, 5, ruleset=TOURNAMENT).distance == 10
    assert swim(10, 5, armour=True, ruleset=TOURNAMENT).chance == 0
    assert swim(10, 5, armour=True, ruleset=HOUSE11).chance == 0
    assert swim(10, 5, ruleset=HOUSE11).distance == 10


def test_jumps() -> None:
    assert long_jump_difficulty(6, 2.5).value == 7  # three base lengths
    assert long_jump_difficulty(5, 2.5).value == 6
    assert high_jump_difficulty(3, 5).value == 8
    assert high_jump_difficulty(3, 5, obstacle_smaller=True).value == 6
    assert troops_jump_difficulty(Size.NORMAL, [Size.SMALL, Size.SMALL], 5).value == 5
    assert troops_jump_difficulty(Size.NORMAL, [Size.LARGE], 5).value == 11
    assert feat_chance(10, 8) == Fraction(3, 6)


@pytest.mark.parametrize(("size", "height"), [(Size.SMALL, 2), (Size.NORMAL, 4), (Size.LARGE, 6),
                                              (Size.VERY_LARGE, 8)])
def test_jumping_over_troops_of_each_size(size: Size, height: int) -> None:
    """Booklet, "JUMPING": "The height is determined by the Size of the largest figurine(s) ...
    SMALL : 2, NORMAL : 4, LARGE : 6, VERY LARGE : 8", a high jump: the height + RES, two
    points less if the obstacle is of a smaller Size than the jumper."""
    assert troops_jump_difficulty(Size.VERY_LARGE, [Size.SMALL, size], 5).value == height + 5 - (
        2 if size is not Size.VERY_LARGE else 0)
    assert troops_jump_difficulty(Size.SMALL, [size], 5).value == height + 5


def test_tournament_jump_goblin_example() -> None:
    """"un javelinier Gobelin souhaite sauter un ravin de 6cm ... il doit se déplacer avant le
    saut d'au moins 12cm ... Si le ravin n'avait fait que 5cm ... sans élan."""
    assert tournament_jump(5, 10, 0).value == 1
    with refused("movement.run-up"):
        tournament_jump(6, 10, 11)
    assert tournament_jump(6, 10, 12).value == 0


def test_climbing_core() -> None:
    """Feat 4 (M 10), RES 5: climbs the result - 5 cm, falls when negative."""
    c = climb(10, 5, 3)
    assert c.reach == chance_to_reach(4, 8)
    assert c.fall == 0  # 4 + 1 - 5 = 0 is not negative
    assert climb(10, 7, 1).fall == Fraction(2, 6)  # a 1 or a 2 leaves 4 + d - 7 < 0


def test_climbing_tournament_and_house_rule_11() -> None:
    t = climb(10, 5, 5, initiative=3, ruleset=TOURNAMENT)
    assert t.reach == chance_to_reach(3, 5) and t.fall == Fraction(1, 6)
    with refused("movement.cavalry-climb"):
        climb(10, 5, 5, initiative=3, cavalry=True, ruleset=TOURNAMENT)
    with refused("movement.climb-initiative"):
        climb(10, 5, 5, ruleset=TOURNAMENT)
    h = climb(10, 5, 2.5, initiative=3, ruleset=HOUSE11)
    assert h.fall == Fraction(1, 6)
    assert climb(10, 5, 5, initiative=3, fast=True, ruleset=HOUSE11).fall == Fraction(2, 6)
    assert climb(10, 5, 5, initiative=3, fast=True, rope=True, ruleset=HOUSE11).fall == 0
    with refused("movement.climb-limit"):
        climb(10, 5, 5, initiative=3, ruleset=HOUSE11)


def test_deliberate_fall() -> None:
    """Booklet, "CLIMBING": "no need for a Damage Roll if the result of the subtraction of the
    Feat Score from the Strength of the fall is negative. In other words, as long as the
    fighter's fall does not exceed his Feat Score he will remain unharmed." The two sentences
    differ when the fall equals the Feat score; the engine follows the first (0 is not negative:
    a Damage roll, which a double can still make a Wound)."""
    assert deliberate_fall_roll_bonus(3, 10) is None
    assert deliberate_fall_roll_bonus(4, 10) == -4
    assert deliberate_fall_roll_bonus(8, 11) == -5


@pytest.mark.parametrize(("opponents", "difficulty"), [(1, 6), (2, 8), (3, 10)])
def test_disengagement_difficulty(opponents: int, difficulty: int) -> None:
    assert disengagement(opponents).difficulty == difficulty
    assert disengagement(opponents, ruleset=TOURNAMENT).difficulty == difficulty


@pytest.mark.parametrize(("base", "most"), [(Base.INFANTRY, 4), (Base.CAVALRY, 6), (Base.CREATURE, 8)])
def test_a_base_holds_so_many_opponents(base: Base, most: int) -> None:
    """Booklet, "movement phase": "Infantry / 25 x 25 : 4 opponents. Cavalry / 25 x 50 : 6
    opponents. Creature / 37.5 x 37.5 and bigger bases : 8 opponents." Engaged with that many,
    a fighter may not Disengage ("special movements")."""
    assert base.max_opponents == most
    assert disengagement(most - 1, base=base).allowed
    assert not disengagement(most, base=base).allowed


def test_disengagement_not_allowed() -> None:
    assert not disengagement(1, charged_this_phase=True).allowed
    assert not disengagement(4, base=Base.INFANTRY).allowed
    assert disengagement(3, base=Base.INFANTRY).allowed
    assert disengagement(5, base=Base.CAVALRY).allowed
    with pytest.raises(RulesError):
        disengagement(0)


def test_movement_table_leap_flight_dodge() -> None:
    assert terrain_cost(3, Terrain.ENCUMBERED).value == 6
    assert terrain_cost(3, Terrain.LADDER).value == 6
    assert terrain_cost(3, Terrain.OPEN).value == 3
    with refused("movement.impassable"):
        terrain_cost(3, Terrain.IMPASSABLE)
    assert leap(15, 10).value == Fraction(15, 2)
    with pytest.raises(RulesError):
        leap(10, 12)
    assert flight_level_cost(0, 2).value == 10
    assert flight_aim_modifier(1, 0) == -2 and flight_aim_modifier(1, 1) == 0
    with refused("movement.aim-too-high"):
        flight_aim_modifier(0, 2)
    assert DIVE_BONUS == 3
    assert may_dodge() and not may_dodge(mounted=True) and may_dodge(mounted=True, war_horse=True)
    assert not may_dodge(engaged=True)


def test_house_rule_11_crawl_and_jump() -> None:
    assert crawl(10, HOUSE11).value == 5
    with pytest.raises(RulesError):
        crawl(10, CORE)
    long, high = house_jump(10)
    assert (long.value, high.value) == (5, Fraction(5, 2))


def test_negative_movement_is_refused() -> None:
    with refused("movement.negative"):
        move_distance(-1, MoveType.WALK)


@given(st.integers(0, 40).map(lambda n: n * 2.5), st.integers(0, 12), st.integers(0, 10))
def test_more_movement_never_hurts_a_feat(m: float, res: int, height: int) -> None:
    assert swim(m + 2.5, res).chance >= swim(m, res).chance
    assert climb(m + 2.5, res, height).reach >= climb(m, res, height).reach
    assert climb(m + 2.5, res, height).fall <= climb(m, res, height).fall
    assert 0 <= climb(m, res, height).fall <= 1
