"""Firing: ranges, types, modifiers, who may fire, order, counter-firing, perception."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.card import Size
from companion.rules.dice import RollModifiers, chance_to_reach
from companion.rules.firing import (
    AimedLocation,
    Firer,
    FiringType,
    Marksman,
    PerceptionModifier,
    Phase,
    RangeBand,
    Shot,
    Weapon,
    aim_chance,
    aim_difficulty,
    counter_fire,
    firing_order,
    fray_probabilities,
    may_fire,
    perception_chance,
    range_band,
    two_dice_at_least,
)
from companion.rules.ruleset import CORE, Ruleset
from tests.refusals import refused

RANGES = (10.0, 20.0, 30.0)


@pytest.mark.parametrize(
    ("distance", "dodging", "band"),
    [
        (0, False, RangeBand.SHORT),
        (10, False, RangeBand.SHORT),
        (10.5, False, RangeBand.MEDIUM),
        (20, False, RangeBand.MEDIUM),
        (30, False, RangeBand.LONG),
        (30.1, False, RangeBand.OUT_OF_RANGE),
        # Dodging: "a Short range Aim becomes a Medium range Aim"
        (5, True, RangeBand.MEDIUM),
        (15, True, RangeBand.LONG),
        (25, True, RangeBand.OUT_OF_RANGE),
        (40, True, RangeBand.OUT_OF_RANGE),
    ],
)
def test_range_band(distance: float, dodging: bool, band: RangeBand) -> None:
    assert range_band(distance, RANGES, dodging=dodging) is band


@pytest.mark.parametrize("ranges", [(0.0, 1.0, 2.0), (10.0, 5.0, 20.0)])
def test_bad_ranges(ranges: tuple[float, float, float]) -> None:
    with refused("firing.bad-ranges"):
        range_band(3, ranges)


def test_negative_distance() -> None:
    with refused("firing.negative-distance"):
        range_band(-1, RANGES)


@pytest.mark.parametrize(
    ("shot", "difficulty"),
    [
        (Shot(RangeBand.SHORT), 4),
        (Shot(RangeBand.MEDIUM), 7),
        (Shot(RangeBand.LONG), 10),
        (Shot(RangeBand.SHORT, FiringType(moved=True)), 5),  # Dynamic +1
        (Shot(RangeBand.SHORT, FiringType(precision=True)), 3),  # Precision -1
        (Shot(RangeBand.SHORT, FiringType(rapid=True)), 5),  # Rapid +1
        (Shot(RangeBand.MEDIUM, FiringType(moved=True, rapid=True)), 9),  # "Dynamic Firing and Rapid Firing"
        (Shot(RangeBand.MEDIUM, FiringType(moved=True, precision=True)), 7),
        (Shot(RangeBand.MEDIUM, partial_cover=True), 8),
        (Shot(RangeBand.MEDIUM, blocker_dodging=True), 7),  # "dodging: no modifier"
        (Shot(RangeBand.MEDIUM, target_size=Size.SMALL), 8),
        (Shot(RangeBand.MEDIUM, target_size=Size.LARGE), 6),
        (Shot(RangeBand.MEDIUM, target_size=Size.VERY_LARGE), 5),
        # "all Aim modifiers add up"
        (Shot(RangeBand.LONG, FiringType(moved=True, rapid=True), Size.SMALL, partial_cover=True), 14),
        (Shot(RangeBand.SHORT, instinctive=True), 7),
        (Shot(RangeBand.SHORT, FiringType(moved=True), instinctive=True), 7),  # +3 replaces Dynamic
    ],
)
def test_aim_difficulty(shot: Shot, difficulty: int) -> None:
    assert aim_difficulty(shot).difficulty == difficulty


@pytest.mark.parametrize(
    "shot",
    [
        Shot(RangeBand.OUT_OF_RANGE),
        Shot(RangeBand.MEDIUM, instinctive=True),  # "only ... at Short Distance"
        Shot(RangeBand.SHORT, altitude_levels=2),  # "An Aim any further in altitude is impossible"
    ],
)
def test_automatic_failure(shot: Shot) -> None:
    assert not aim_difficulty(shot).possible
    assert aim_chance(10, shot) == 0


def test_altitude_one_level_is_minus_two_on_the_die() -> None:
    shot = Shot(RangeBand.MEDIUM, altitude_levels=1)
    assert aim_difficulty(shot).die_modifier == -2
    assert aim_chance(3, shot) == chance_to_reach(3, 7, RollModifiers(die_modifier=-2))
    assert aim_chance(3, shot) < aim_chance(3, Shot(RangeBand.MEDIUM))


HOUSE_15 = Ruleset(house_rules=frozenset({15}))


@pytest.mark.parametrize(
    ("location", "difficulty"),
    [(AimedLocation.LEGS, 8), (AimedLocation.ARMS, 9), (AimedLocation.TORSO, 10), (AimedLocation.HEAD, 12)],
)
def test_aimed_shots_house_rule_15(location: AimedLocation, difficulty: int) -> None:
    result = aim_difficulty(Shot(RangeBand.MEDIUM, aimed=location), HOUSE_15)
    assert result.difficulty == difficulty
    assert any(r.source.number == 15 for r in result.rulings)


def test_aimed_shot_needs_house_rule() -> None:
    with refused("firing.aimed-needs-house-15"):
        aim_difficulty(Shot(RangeBand.MEDIUM, aimed=AimedLocation.HEAD))


def test_aim_chance_is_the_characteristic_roll() -> None:
    # a 1 on an Aim roll is always a failure; 6s re-roll
    assert aim_chance(10, Shot(RangeBand.SHORT)) == Fraction(5, 6)
    assert aim_chance(2, Shot(RangeBand.LONG)) == chance_to_reach(2, 10)
    sharp = RollModifiers(natural_one_fails=False, one_after_reroll_fails=False, modified_one_fails=False)
    assert aim_chance(10, Shot(RangeBand.SHORT), sharp) == 1


@given(st.integers(-2, 12), st.sampled_from(list(RangeBand)[:3]), st.sampled_from(list(Size)), st.booleans())
def test_more_aim_never_lowers_the_chance(aim: int, band: RangeBand, size: Size, cover: bool) -> None:
    shot = Shot(band, target_size=size, partial_cover=cover)
    low, high = aim_chance(aim, shot), aim_chance(aim + 1, shot)
    assert 0 <= low <= high <= 1


@given(st.integers(0, 8), st.sampled_from(list(RangeBand)[:2]))
def test_cover_never_helps(aim: int, band: RangeBand) -> None:
    assert aim_chance(aim, Shot(band, partial_cover=True)) <= aim_chance(aim, Shot(band))


# --------------------------------------------------------------------------- who may fire


def test_may_fire_plain() -> None:
    assert may_fire(Marksman()).allowed


@pytest.mark.parametrize(
    ("marksman", "reason"),
    [
        (Marksman(sees_target=False), "firing.must-see"),
        (Marksman(engaged=True), "firing.engaged"),
        (Marksman(moved=12, movement=10), "firing.moved-too-far"),
        (Marksman(feat=True), "firing.feat"),
        (Marksman(dodged=True), "firing.dodged"),
        (Marksman(fired_this_round=True), "firing.once-per-round"),
    ],
)
def test_may_not_fire(marksman: Marksman, reason: str) -> None:
    firing = FiringType(moved=marksman.moved > 0)
    permission = may_fire(marksman, firing)
    assert not permission.allowed
    assert any(r.text.id == reason for r in permission.rulings)


def test_static_needs_no_move_dynamic_needs_one() -> None:
    assert not may_fire(Marksman(moved=3), FiringType()).allowed
    assert may_fire(Marksman(moved=3), FiringType(moved=True)).allowed
    assert not may_fire(Marksman(), FiringType(moved=True)).allowed


def test_instinctive_firing_after_a_long_move_or_feat() -> None:
    for marksman in (Marksman(moved=15, movement=10, instinctive_firing=True),
                     Marksman(feat=True, instinctive_firing=True)):
        permission = may_fire(marksman)
        assert permission.allowed and permission.instinctive_only


def test_precision_and_rapid_once_a_round() -> None:
    assert not may_fire(Marksman(precision_used=True), FiringType(precision=True)).allowed
    assert not may_fire(Marksman(rapid_used=True), FiringType(rapid=True)).allowed
    assert may_fire(Marksman(rapid_used=True), FiringType(precision=True)).allowed


def test_harassment() -> None:
    assert not may_fire(Marksman(), phase=Phase.MOVEMENT).allowed
    assert may_fire(Marksman(harassment=True), phase=Phase.MOVEMENT).allowed
    assert not may_fire(Marksman(harassment=True), FiringType(rapid=True), Phase.MOVEMENT).allowed
    assert not may_fire(Marksman(harassment=True), FiringType(precision=True), Phase.MOVEMENT).allowed
    # "If the warrior chooses to fire in the Movement phase, he will not be able to fire in the
    # Firing phase": he has fired this round.
    assert not may_fire(Marksman(harassment=True, fired_this_round=True)).allowed


# --------------------------------------------------------------------------- firing order


def test_firing_order() -> None:
    a1 = Firer("Fusilier 1", "griffin", 3)
    a2 = Firer("Fusilier 2", "griffin", 3)
    b1 = Firer("Crossbowman", "dirz", 3)
    b2 = Firer("Sniper", "dirz", 2, FiringType(rapid=True))  # 2 + 2 = 4
    c = Firer("Archer", "griffin", 4, FiringType(precision=True))  # 4 - 2 = 2
    order = firing_order([a1, b1, c, a2, b2], tactical_winner="dirz")
    assert [[f.name for f in group] for group in order] == [
        ["Sniper"],
        ["Crossbowman"],  # same INI, other army: the Tactical roll winner first
        ["Fusilier 1", "Fusilier 2"],  # same army, same INI: simultaneously
        ["Archer"],
    ]


def test_firing_order_initiative_may_drop_below_zero() -> None:
    assert Firer("x", "a", 1, FiringType(precision=True)).order_initiative == -1


# --------------------------------------------------------------------------- counter-firing


def test_counter_fire_booklet() -> None:
    result = counter_fire(2)
    assert result.hit == chance_to_reach(2, 6)
    assert result.no_attack_dice
    afraid = counter_fire(2, courage_chance=Fraction(1, 2))
    assert afraid.hit == chance_to_reach(2, 6) / 2


def test_counter_fire_not_precision_rapid_or_aimed() -> None:
    with refused("firing.counter-fire-type"):
        counter_fire(3, firing=FiringType(rapid=True))
    with refused("firing.counter-fire-aimed"):
        counter_fire(3, aimed=AimedLocation.HEAD)


HOUSE_6 = Ruleset(house_rules=frozenset({6}))


@pytest.mark.parametrize(
    ("weapon", "threshold"),
    [(Weapon.PISTOL, 4), (Weapon.JAVELIN, 5), (Weapon.RIFLE, 5), (Weapon.BOW, 6), (Weapon.MAGIC, 6), (Weapon.CROSSBOW, 7)],
)
def test_counter_fire_house_rule_6(weapon: Weapon, threshold: int) -> None:
    assert weapon.counter_fire_threshold == threshold
    result = counter_fire(3, initiative=3, weapon=weapon, ruleset=HOUSE_6)
    assert result.shoots == chance_to_reach(3, threshold)
    assert result.hit == result.shoots * chance_to_reach(3, 4)


def test_counter_fire_house_rule_6_example() -> None:
    # "L'archer a une INI de 3. Il lance 1D6 résultat 4: 3 + 4 = 7. Il reussit à tirer"
    assert 3 + 4 >= Weapon.BOW.counter_fire_threshold
    with refused("firing.house-6-needs"):
        counter_fire(3, ruleset=HOUSE_6)


# --------------------------------------------------------------------------- perception


HOUSE_12 = Ruleset(house_rules=frozenset({12}))


def test_two_dice_brute_force() -> None:
    for threshold in range(0, 15):
        expected = Fraction(sum(1 for a, b in product(range(1, 7), repeat=2) if a + b >= threshold), 36)
        assert two_dice_at_least(threshold) == expected


@pytest.mark.parametrize(
    ("distance", "modifiers", "threshold"),
    [
        (10, (), 3),
        (20, (), 3),
        (30, (), 6),
        (60, (), 8),
        (30, (PerceptionModifier.CRAWLING,), 7),
        (50, (PerceptionModifier.WALL_OF_FLAME,), 12),
        (10, (PerceptionModifier.SANDSTORM, PerceptionModifier.BEHIND_BUSH), 8),
    ],
)
def test_perception(distance: float, modifiers: tuple[PerceptionModifier, ...], threshold: int) -> None:
    chance, rulings = perception_chance(distance, modifiers, HOUSE_12)
    assert chance == two_dice_at_least(threshold)
    assert rulings[0].source.number == 12


def test_perception_beyond_60_and_without_house_rule() -> None:
    assert perception_chance(61, (), HOUSE_12)[0] == 0
    assert perception_chance(61, (), CORE)[0] == 1


def test_instinctive_firing_chooses_in_a_fray() -> None:
    assert fray_probabilities(Size.SMALL, [Size.LARGE], instinctive=True) == [1, 0]


def test_may_counter_fire() -> None:
    from companion.rules.firing import may_counter_fire

    assert may_counter_fire(in_reserve=True, charged=True).allowed
    assert may_counter_fire(in_reserve=True, charged=False, engaged=True).allowed
    assert not may_counter_fire(in_reserve=False, charged=True).allowed
    assert not may_counter_fire(in_reserve=True, charged=False).allowed
    assert not may_counter_fire(in_reserve=True, charged=True, firing=FiringType(rapid=True)).allowed
    # house rule 6: charged and not run; no Reserve card needed; an Engagement is not enough
    assert may_counter_fire(in_reserve=False, charged=True, ruleset=HOUSE_6).allowed
    assert not may_counter_fire(in_reserve=True, charged=False, engaged=True, ruleset=HOUSE_6).allowed
    assert not may_counter_fire(in_reserve=True, charged=True, ran=True, ruleset=HOUSE_6).allowed
