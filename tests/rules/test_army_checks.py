"""The rules of validation as a list: each check listed once, named after one rule id, citing
its source; what each finds on generated lists is its own rule, cited from the text it names."""

from __future__ import annotations

import inspect
import re
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.rules import army_checks, army_options
from companion.rules.army import ArmyList, ArmyOptions, BloodBrotherRounding, Entry
from companion.rules.army_checks import CHECKS, WARNINGS, Check
from companion.rules.army_lookup import look_up
from companion.rules.army_model import MATCH_IMBALANCE, MATCH_POINTS, MATCH_RULESET, RULE_ORDER
from companion.rules.army_options import army_with_defaults
from companion.rules.card import Card, Option, OptionGroup, OptionKind
from companion.rules.ruleset import CORE, TOURNAMENT
from companion.rules.source import Text
from tests.rules.army_cards import CARDS

CITED = {Text.BOOKLET: "booklet", Text.TOURNAMENT: "tournament rules", Text.DATA: "card's data",
         Text.HOUSE: "house rule"}
"""How a check's docstring names each text it cites."""


def rule_of(check: Check) -> str:
    """The rule id a check's docstring opens with (``card.unknown``: ...)."""
    found = re.match(r"``([a-z.-]+)``:", inspect.getdoc(check) or "")
    assert found, f"{check.__name__}'s docstring does not open with its rule id"
    return found.group(1)


def texts_cited(check: Check) -> set[Text]:
    doc = " ".join((inspect.getdoc(check) or "").lower().split())
    return {text for text, words in CITED.items() if words in doc}


def test_each_check_is_listed_once() -> None:
    listed = [*CHECKS, *WARNINGS]
    assert len(set(listed)) == len(listed)
    written: set[Check] = {function for name, function in inspect.getmembers(army_checks, inspect.isfunction)
                           if function.__module__ == army_checks.__name__ and not name.startswith("_")}
    written |= {army_options.option_not_offered, army_options.option_limit, army_options.option_budget}
    assert written == set(listed)


def test_each_rule_of_validation_has_one_check_in_the_order_rules_are_reported() -> None:
    named = [rule_of(check) for check in (*CHECKS, *WARNINGS)]
    validation_rules = [rule for rule in RULE_ORDER if rule not in (MATCH_RULESET, MATCH_POINTS, MATCH_IMBALANCE)]
    assert named == validation_rules


def test_each_check_names_its_source() -> None:
    for check in (*CHECKS, *WARNINGS):
        assert texts_cited(check), f"{check.__name__} cites no source"


def _option_cards() -> dict[str, Card]:
    """Cards of the army tests with options to break every option rule, and one of the C5 data."""
    swordsman = CARDS["alahan/swordsman"]
    lioness = CARDS["alahan/lioness"]
    sword = Option(f"{swordsman.id}/sword", "Sword", OptionKind.ARTEFACT, ap=5, max=1, group="Artefacts")
    shield = Option(f"{swordsman.id}/shield", "Shield", OptionKind.ARTEFACT, ap=3, group="Artefacts")
    banner = Option(f"{swordsman.id}/banner", "Banner", OptionKind.UPGRADE, ap=2, max_per_army=1)
    spell = Option(f"{lioness.id}/fireball", "Fireball", OptionKind.SPELL, ap=4, pow=3, group="Spells")
    return {
        **CARDS,
        swordsman.id: replace(swordsman, options=(sword, shield, banner),
                              option_groups=(OptionGroup("Artefacts", min=1, max=1),)),
        lioness.id: replace(lioness, power=4, options=(spell,), option_groups=(OptionGroup("Spells"),)),
        "alahan/c5-knight": replace(CARDS["alahan/paladin"], id="alahan/c5-knight", edition="c5"),
    }


LIBRARY = _option_cards()
OPTION_IDS = sorted(option.id for card in LIBRARY.values() for option in card.options) + ["alahan/swordsman/nothing"]

entries = st.builds(
    Entry,
    card_id=st.sampled_from(sorted(LIBRARY) + ["alahan/not-in-library"]),
    figures=st.integers(min_value=1, max_value=4),
    incarnation=st.booleans(),
    options=st.lists(st.sampled_from(OPTION_IDS), max_size=3).map(tuple),
)
armies = st.builds(
    ArmyList,
    name=st.just("generated"),
    people=st.sampled_from(["alahan", "alahan", "griffin", "dirz", "acheron"]),
    points=st.one_of(st.none(), st.integers(min_value=1, max_value=300)),
    ruleset=st.sampled_from([CORE, TOURNAMENT]),
    entries=st.lists(entries, max_size=10).map(tuple),
)
readings = st.builds(ArmyOptions, blood_brother_rounding=st.sampled_from(list(BloodBrotherRounding)),
                     stateless_is_ally=st.booleans())


@settings(max_examples=200, deadline=None)
@given(army=armies, options=readings)
def test_each_check_reports_its_own_rule_from_the_text_it_cites(army: ArmyList, options: ArmyOptions) -> None:
    looked_up = look_up(army_with_defaults(army, LIBRARY), LIBRARY, options)
    for check in (*CHECKS, *WARNINGS):
        for found in check(looked_up, options):
            assert found.rule == rule_of(check)
            assert found.source.text in texts_cited(check)
            assert all(0 <= index < len(army.entries) for index in found.entries)
            assert list(found.entries) == sorted(set(found.entries))
