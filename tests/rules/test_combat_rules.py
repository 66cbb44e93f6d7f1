"""Hand to hand combat rules: profiles, dice per fighter, placement, difficulties, options."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.abilities import Ability
from companion.rules.card import Card
from companion.rules.combat import (
    Condition,
    Fighter,
    Placement,
    check_difficulty,
    check_placement,
    counter_attack_penalty,
    fighter_dice,
    group_initiative,
    master_strike,
    max_extra_dice,
    may_counter_attack,
    minimum_difficulty,
    profile,
    pursuit,
    sustained_defence,
    sustained_difficulty,
)
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.source import Text
from companion.rules.ruleset import TOURNAMENT, Ruleset
from tests.refusals import refused


def fighter(*abilities: str, character: bool = False, **kw: int | bool) -> Fighter:
    values: dict[str, int] = {"initiative": 3, "attack": 4, "defence": 3}
    values.update({k: v for k, v in kw.items() if k in values and isinstance(v, int)})
    flags = {k: bool(v) for k, v in kw.items() if k in ("magician", "faithful")}
    return Fighter("F", abilities=tuple(Ability.parse(a) for a in abilities), character=character, **values, **flags)


# --------------------------------------------------------------------------- profile


@pytest.mark.parametrize(
    ("base", "condition", "expected"),
    [
        ((3, 4, 3), Condition(), (3, 4, 3)),
        ((3, 4, 3), Condition(charged=True), (2, 3, 2)),
        ((3, 4, 3), Condition(charged=True, afraid=True), (1, 2, 1)),  # "cumulative"
        ((1, 1, 0), Condition(charged=True, afraid=True), (0, 0, 0)),  # "cannot lower ... below 0"
        ((0, 2, 1), Condition(charged=True), (0, 1, 0)),
    ],
)
def test_charge_and_fear_penalties(base: tuple[int, int, int], condition: Condition, expected: tuple[int, int, int]) -> None:
    ini, att, def_ = base
    result = profile(Fighter("F", ini, att, def_), condition)
    assert (result.initiative, result.attack, result.defence) == expected


def test_desperate_turns_fear_into_bonus() -> None:
    result = profile(fighter("Desperate"), Condition(afraid=True))
    assert (result.initiative, result.attack, result.defence) == (4, 5, 4)


def test_additional_limb_swaps_before_penalties() -> None:
    result = profile(fighter("Additional limb", attack=6, defence=2), Condition(additional_limb=True, charged=True))
    assert (result.attack, result.defence) == (1, 5)
    with refused("combat.no-additional-limb"):
        profile(fighter(), Condition(additional_limb=True))


@pytest.mark.parametrize(
    ("attack", "defence", "most"),
    [(7, 6, 3), (4, 3, 1), (1, 9, 0), (2, 2, 1), (10, 4, 2)],
)
def test_character_extra_dice(attack: int, defence: int, most: int) -> None:
    hero = fighter(character=True, attack=attack, defence=defence)
    assert max_extra_dice(hero) == most
    if most:
        result = profile(hero, Condition(extra_dice=most))
        assert (result.attack, result.defence) == (attack - 2 * most, defence - 2 * most)
    with refused("combat.too-many-extra-dice"):
        profile(hero, Condition(extra_dice=most + 1))


def test_extra_dice_only_for_characters() -> None:
    assert max_extra_dice(fighter(attack=9, defence=9)) == 0
    with refused("combat.extra-dice-not-character"):
        profile(fighter(attack=9, defence=9), Condition(extra_dice=1))


# --------------------------------------------------------------------------- dice


@pytest.mark.parametrize(
    ("abilities", "condition", "own", "opponents", "total"),
    [
        ((), Condition(), 1, 1, 2),
        ((), Condition(), 1, 3, 4),
        ((), Condition(), 3, 1, 2),
        (("Born killer",), Condition(), 1, 1, 3),
        (("War-horse",), Condition(), 1, 1, 3),
        (("War-horse",), Condition(charging=True), 1, 1, 2),  # "not added during a Charge"
        (("War fury",), Condition(war_fury=True), 1, 2, 4),
        (("Born killer", "War-horse", "War fury"), Condition(war_fury=True), 1, 1, 5),
    ],
)
def test_fighter_dice(abilities: tuple[str, ...], condition: Condition, own: int, opponents: int, total: int) -> None:
    assert fighter_dice(fighter(*abilities), condition, own_side=own, opponents=opponents).total == total


def test_brutish_charge() -> None:
    brute = fighter("Brutish charge")
    pool = fighter_dice(brute, Condition(charging=True), charged_target_engaged=True)
    assert (pool.total, pool.attack_only) == (3, 1)
    with refused("combat.placement-brutish-charge"):
        check_placement(pool, Placement(0, 3))
    check_placement(pool, Placement(1, 2))
    # "This Ability has no effect during an Engagement or a Pursuit Movement."
    assert fighter_dice(brute, Condition(), charged_target_engaged=True).total == 2


def test_character_extra_dice_add_to_pool() -> None:
    hero = fighter(character=True, attack=7, defence=6)
    assert fighter_dice(hero, Condition(extra_dice=2)).total == 4


def test_war_fury_all_in_attack() -> None:
    pool = fighter_dice(fighter("War fury"), Condition(war_fury=True))
    check_placement(pool, Placement(3, 0))
    with refused("combat.placement-war-fury"):
        check_placement(pool, Placement(2, 1))
    with refused("combat.no-war-fury"):
        fighter_dice(fighter(), Condition(war_fury=True))


@pytest.mark.parametrize("condition", [Condition(disengage_failed=True), Condition(counter_fired=True)])
def test_no_attack_dice(condition: Condition) -> None:
    pool = fighter_dice(fighter(), condition)
    check_placement(pool, Placement(0, 2))
    with refused("combat.placement-no-attack"):
        check_placement(pool, Placement(1, 1))
    with refused("combat.war-fury-impossible"):
        fighter_dice(fighter("War fury"), Condition(war_fury=True, counter_fired=condition.counter_fired,
                                                    disengage_failed=condition.disengage_failed))


def test_placement_must_use_every_die() -> None:
    with refused("combat.placement-total"):
        check_placement(fighter_dice(fighter()), Placement(1, 0))
    with refused("combat.negative-placement"):
        Placement(-1, 3)


@given(st.lists(st.integers(-2, 10), min_size=1, max_size=8))
def test_group_initiative(initiatives: list[int]) -> None:
    assert group_initiative(initiatives) == max(initiatives) + len(initiatives) - 1


def test_group_initiative_empty() -> None:
    with pytest.raises(RulesError):
        group_initiative([])


# --------------------------------------------------------------------------- difficulties


def test_minimum_difficulty_core() -> None:
    assert minimum_difficulty(fighter(), 5, 1).minimum == 5
    assert minimum_difficulty(fighter(), 5, 0).minimum is None  # "if and only if"
    assert minimum_difficulty(fighter("Fencer"), 5, 2).minimum is None


def test_minimum_difficulty_tournament() -> None:
    # "trois maraudeurs Gobelins (Attaque 2) sont engagés contre PILLGRIM (Défense 5). La
    # difficulté des jets d'Attaque doit être au minimum de 5."
    floor = minimum_difficulty(fighter(attack=2), 5, 0, TOURNAMENT)
    assert floor.minimum == 5
    assert floor.ruling.source.text is Text.TOURNAMENT
    with refused("combat.below-minimum", minimum=5):
        check_difficulty(4, floor)
    check_difficulty(5, floor)
    assert minimum_difficulty(fighter("Fencer"), 5, 2, TOURNAMENT).minimum is None


# --------------------------------------------------------------------------- defence options


@pytest.mark.parametrize(
    ("who", "allowed"),
    [
        (fighter(character=True), True),
        (fighter(), False),
        (fighter(character=True, magician=True), False),  # "The Magicians and the Faithful cannot"
        (fighter(character=True, faithful=True), False),
        (fighter("Warrior-mage", magician=True), True),  # "even if they are not Characters"
        (fighter("Warrior monk", faithful=True), True),
        (fighter("Ambidextrous"), True),
    ],
)
def test_who_may_counter_attack(who: Fighter, allowed: bool) -> None:
    assert (may_counter_attack(who) is not None) is allowed


def test_counter_attack_penalty() -> None:
    assert counter_attack_penalty(fighter(character=True)) == 2
    assert counter_attack_penalty(fighter("Ambidextrous", character=True)) == 0


@pytest.mark.parametrize(
    ("kw", "core", "tournament"),
    [
        ({"opponents": 3, "attack_dice": 2, "defence_dice": 3, "successful_parries": 1}, True, True),
        ({"opponents": 1, "attack_dice": 0, "defence_dice": 2, "successful_parries": 1}, False, True),
        ({"opponents": 3, "attack_dice": 3, "defence_dice": 2, "successful_parries": 1}, False, True),
        ({"opponents": 3, "attack_dice": 1, "defence_dice": 3, "successful_parries": 0}, False, False),
        ({"opponents": 3, "attack_dice": 0, "defence_dice": 3, "successful_parries": 2, "counter_attack": True}, False, False),
        ({"opponents": 3, "attack_dice": 0, "defence_dice": 3, "successful_parries": 2, "ambidextrous_used": True}, False, True),
    ],
)
def test_sustained_defence_permission(kw: dict[str, int | bool], core: bool, tournament: bool) -> None:
    assert sustained_defence(**kw).allowed is core  # type: ignore[arg-type]
    assert sustained_defence(ruleset=TOURNAMENT, **kw).allowed is tournament  # type: ignore[arg-type]


def test_sustained_difficulty() -> None:
    assert [sustained_difficulty(7, s) for s in (1, 2, 3)] == [9, 11, 13]
    with pytest.raises(RulesError):
        sustained_difficulty(7, 0)


def test_master_strike() -> None:
    hero = fighter(character=True)
    strike = master_strike(hero, 3, 9)
    assert (strike.damage_bonus, strike.strength_bonus) == (9, 0)
    with refused("combat.master-strike-dice"):
        master_strike(hero, 1, 9)
    with refused("combat.no-master-strike"):
        master_strike(fighter(), 2, 9)
    ability = master_strike(fighter("Master strike/2"), 2, 9)
    assert (ability.damage_bonus, ability.strength_bonus) == (0, 2)


def test_pursuit() -> None:
    assert pursuit(Fighter("F", 3, 4, 3, movement=10)).distance == 5
    with refused("combat.pursuits-used"):
        pursuit(Fighter("F", 3, 4, 3), pursuits_done=1)
    implacable = Fighter("F", 3, 4, 3, abilities=(Ability.parse("Implacable/2"),))
    assert pursuit(implacable, pursuits_done=2).allowed == 1
    with pytest.raises(RulesError):
        pursuit(implacable, pursuits_done=3)


def test_fighter_from_card() -> None:
    card = Card(id="alahan/paladin", name="Paladin", people="alahan", initiative=3, attack=4,
                strength=5, defence=4, resilience=7, movement=10)
    assert Fighter.from_card(card).defence == 4
    with refused("combat.card-lacks"):
        Fighter.from_card(Card(id="alahan/x", name="X", people="alahan"))


def test_defender_places_first() -> None:
    from companion.rules.combat import Side, places_first

    # the Wolfen Zombie won the Initiative: "the Alahan player has to place his dice first"
    first, ruling = places_first(Side.A)
    assert first is Side.B
    assert "step 2" in ruling.source.section


def test_roll_modifiers_bridge() -> None:
    from companion.rules.characteristic import RollKind
    from companion.rules.combat import roll_modifiers
    from companion.rules.dice import chance_to_reach
    from companion.rules.wounds import WoundLevel

    # booklet, wound effects: "An Alahan Paladin has a Critical Wound. He chooses to attack with
    # a difficulty of 6. His Attack rating is 4 ... he must roll a 5 or higher"
    paladin = Fighter("Paladin", 3, 4, 3)
    setup = roll_modifiers(paladin, RollKind.ATTACK, Condition(wound=WoundLevel.CRITICAL))
    assert setup.modifiers.die_modifier == -3
    assert chance_to_reach(4, 6, setup.modifiers) == Fraction(2, 6)
    brutal = roll_modifiers(fighter("Brutal"), RollKind.ATTACK)
    assert 5 in brutal.modifiers.reroll_faces


@pytest.mark.parametrize(
    ("ability", "tournament", "words"),
    [
        ("war fury", False, Message("combat.activated-before-initiative", ability="War fury")),
        ("War-fury", True, Message("combat.war-fury-declared")),
        ("Additional limb", True, Message("combat.activated-before-initiative", ability="Additional limb")),
        ("counter attack", False, Message("combat.counter-attack-announced")),
    ],
)
def test_activation_timing(ability: str, tournament: bool, words: Message) -> None:
    from companion.rules.combat import activation_timing

    ruling = activation_timing(ability, TOURNAMENT if tournament else Ruleset())
    assert ruling.text == words


def test_activation_timing_unknown() -> None:
    from companion.rules.combat import activation_timing

    with refused("combat.not-activated"):
        activation_timing("Leap")


def test_pursuit_needs_a_part_in_the_kill() -> None:
    with refused("combat.no-pursuit"):
        pursuit(Fighter("F", 3, 4, 3), took_part_in_elimination=False)
