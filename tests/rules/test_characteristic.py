"""Roll setups from kind, abilities and wounds (booklet; house rule 21)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.characteristic import RollKind, penalised, roll_chance, roll_setup
from companion.rules.dice import RollModifiers, chance_to_reach
from companion.rules.errors import RulesError
from companion.rules.ruleset import Ruleset, RulesetName
from companion.rules.source import Text
from companion.rules.wounds import WoundLevel
from companion.rules.message import Message
from tests.refusals import refused

HOUSE21 = Ruleset(RulesetName.CORE, frozenset({21}))
LEVELS = [WoundLevel.NONE, WoundLevel.STUNNED, WoundLevel.LIGHT, WoundLevel.SERIOUS,
          WoundLevel.CRITICAL]


def test_paladin_with_critical_wound() -> None:
    """"An Alahan Paladin has a Critical Wound ... difficulty of 6. His Attack rating is 4 ...
    he must roll a 5 or higher"."""
    chance, setup = roll_chance(4, 6, RollKind.ATTACK, (), WoundLevel.CRITICAL)
    assert chance == Fraction(2, 6)
    assert setup.modifiers.die_modifier == -3
    assert any("Wound effects" in s.section for s in setup.sources)


@pytest.mark.parametrize(
    ("kind", "ability", "expected"),
    [
        (RollKind.COURAGE, "Bravery", RollModifiers(reroll_faces=frozenset({5, 6}),
                                                    natural_one_fails=False,
                                                    one_after_reroll_fails=False)),
        (RollKind.COURAGE, "born-killer", RollModifiers(natural_one_fails=False,
                                                        one_after_reroll_fails=False)),
        (RollKind.ATTACK, "Brutal", RollModifiers(reroll_faces=frozenset({5, 6}),
                                                  one_after_reroll_fails=False)),
        (RollKind.DISCIPLINE, "Fanaticism", RollModifiers(reroll_faces=frozenset({5, 6}))),
        (RollKind.AIM, "Sharp shooter", RollModifiers(natural_one_fails=False,
                                                      one_after_reroll_fails=False,
                                                      modified_one_fails=False)),
        (RollKind.INITIATIVE, "Vivacity", RollModifiers(natural_one_fails=False,
                                                        one_after_reroll_fails=False,
                                                        modified_one_fails=False)),
        (RollKind.FEAT, "Vivacity", RollModifiers(natural_one_fails=False,
                                                  one_after_reroll_fails=False,
                                                  modified_one_fails=False)),
        # abilities that do not concern the kind change nothing
        (RollKind.ATTACK, "Bravery", RollModifiers()),
        (RollKind.DEFENCE, "Brutal", RollModifiers()),
        (RollKind.COURAGE, "Fanaticism", RollModifiers()),
        (RollKind.ATTACK, "Sharp shooter", RollModifiers()),
        (RollKind.AIM, "Vivacity", RollModifiers()),
    ],
)
def test_abilities_by_kind(kind: RollKind, ability: str, expected: RollModifiers) -> None:
    assert roll_setup(kind, [ability]).modifiers == expected


def test_hardened_is_for_characters_and_not_for_damage() -> None:
    setup = roll_setup(RollKind.DEFENCE, ["Hardened"], character=True)
    assert setup.modifiers.reroll_faces == frozenset({5, 6})
    plain = roll_setup(RollKind.DEFENCE, ["Hardened"], character=False)
    assert plain.modifiers.reroll_faces == frozenset({6})
    assert Message("roll.hardened-not-character") in plain.notes
    assert not roll_setup(RollKind.DAMAGE, ["Hardened"], character=True).modifiers.rerolls


def test_blood_brother_minus_one_but_not_on_damage() -> None:
    assert roll_setup(RollKind.COURAGE, blood_brother_dead=True).modifiers.die_modifier == -1
    assert roll_setup(RollKind.DAMAGE, blood_brother_dead=True).modifiers.die_modifier == 0


@pytest.mark.parametrize(
    ("kind", "wound", "abilities", "modifier"),
    [
        (RollKind.ATTACK, WoundLevel.LIGHT, [], -1),
        (RollKind.INITIATIVE, WoundLevel.SERIOUS, [], -2),
        (RollKind.AIM, WoundLevel.CRITICAL, [], -3),
        (RollKind.DEFENCE, WoundLevel.STUNNED, [], -1),
        (RollKind.COURAGE, WoundLevel.CRITICAL, [], 0),  # only INI, ATT, DEF and AIM
        (RollKind.FEAT, WoundLevel.CRITICAL, [], 0),
        (RollKind.ATTACK, WoundLevel.SERIOUS, ["Possessed"], -1),
        (RollKind.ATTACK, WoundLevel.CRITICAL, ["Colossal"], 0),
        (RollKind.ATTACK, WoundLevel.CRITICAL, ["Enormous"], 0),
        (RollKind.ATTACK, WoundLevel.CRITICAL, ["Gigantic"], 0),
        (RollKind.ATTACK, WoundLevel.STUNNED, ["Gigantic"], -1),
    ],
)
def test_wound_penalties_by_kind(kind: RollKind, wound: WoundLevel, abilities: list[str],
                                 modifier: int) -> None:
    assert roll_setup(kind, abilities, wound).modifiers.die_modifier == modifier


def test_stunned_and_wounded_add_up() -> None:
    assert roll_setup(RollKind.ATTACK, (), WoundLevel.LIGHT, stunned=True).modifiers.die_modifier == -2


def test_house_rule_21_goblin_example() -> None:
    """"mon boulet gob (att 2) en critique devra faire un 6 + un 5 pour réussir une difficulté
    de 7 [ 2+(6-3)+(5-3)=7 ] alors qu'un 5 suffisait si il n'était pas blessé!"."""
    chance, setup = roll_chance(2, 7, RollKind.ATTACK, (), WoundLevel.CRITICAL, ruleset=HOUSE21)
    assert chance == Fraction(1, 6) * Fraction(2, 6)
    assert setup.modifiers.per_die_modifier == -3 and setup.modifiers.die_modifier == 0
    assert any(s.text is Text.HOUSE and s.number == 21 for s in setup.sources)
    assert roll_chance(2, 7, RollKind.ATTACK)[0] == Fraction(2, 6)
    # the second line: martial abilities suffer one level less
    brutal = roll_setup(RollKind.ATTACK, ["Brutal"], WoundLevel.CRITICAL, ruleset=HOUSE21)
    assert brutal.modifiers.per_die_modifier == -2
    light = roll_setup(RollKind.ATTACK, ["Fencer"], WoundLevel.LIGHT, ruleset=HOUSE21)
    assert light.modifiers.per_die_modifier == 0
    # other kinds keep the booklet's effects
    assert roll_setup(RollKind.DEFENCE, (), WoundLevel.CRITICAL,
                      ruleset=HOUSE21).modifiers.die_modifier == -3


def test_unknown_kind_and_dead_fighter() -> None:
    with refused("roll.unknown-kind"):
        RollKind.parse("luck")
    assert RollKind.parse("DEF") is RollKind.DEFENCE
    with pytest.raises(RulesError):
        roll_setup(RollKind.ATTACK, (), WoundLevel.KILLED)
    with pytest.raises(RulesError):
        roll_chance(3, 5, RollKind.DAMAGE)


@pytest.mark.parametrize(("value", "penalties", "result"),
                         [(3, (-1,), 2), (1, (-1, -1), 0), (0, (-1,), 0), (-2, (-1,), -2),
                          (5, (-1, -1), 3)])
def test_penalties_never_below_zero(value: int, penalties: tuple[int, ...], result: int) -> None:
    """"They are cumulative with penalties due to being Charged, but they cannot lower a
    characteristic below 0"."""
    assert penalised(value, *penalties) == result


ABILITIES = ["Bravery", "Brutal", "Born killer", "Fanaticism", "Hardened", "Sharp shooter",
             "Vivacity", "Possessed", "Colossal", "Fencer"]


@given(st.sampled_from([k for k in RollKind if k is not RollKind.DAMAGE]),
       st.lists(st.sampled_from(ABILITIES), max_size=3), st.integers(-2, 10),
       st.integers(0, 16), st.booleans(), st.booleans())
def test_more_wound_never_helps(kind: RollKind, abilities: list[str], value: int,
                                difficulty: int, character: bool, house21: bool) -> None:
    ruleset = HOUSE21 if house21 else Ruleset()
    chances = [roll_chance(value, difficulty, kind, abilities, level, character=character,
                           ruleset=ruleset)[0] for level in LEVELS[2:]]
    assert chances == sorted(chances, reverse=True)
    unhurt = roll_chance(value, difficulty, kind, abilities, WoundLevel.NONE,
                         character=character, ruleset=ruleset)[0]
    assert all(0 <= c <= unhurt <= 1 for c in chances)
    assert roll_chance(value + 1, difficulty, kind, abilities, WoundLevel.LIGHT,
                       character=character, ruleset=ruleset)[0] >= chances[0]


def test_roll_chance_agrees_with_dice() -> None:
    chance, setup = roll_chance(3, 9, RollKind.COURAGE, ["Bravery"])
    assert chance == chance_to_reach(3, 9, setup.modifiers)


def test_a_wound_on_a_roll_it_does_not_penalise_is_said_not_silently_ignored() -> None:
    """Booklet, wound table: the penalties modify "the number indicated by the die rolled for
    its INI, ATT, DEF and AIM" only; a Courage roll of a wounded fighter says so."""
    from companion.rules.characteristic import RollKind, roll_setup
    from companion.rules.wounds import WoundLevel

    setup = roll_setup(RollKind.COURAGE, (), WoundLevel.CRITICAL)
    assert setup.modifiers.die_modifier == 0
    assert setup.notes == (Message("roll.wounds-only-some-rolls"),)
    assert roll_setup(RollKind.COURAGE, (), WoundLevel.NONE).notes == ()
