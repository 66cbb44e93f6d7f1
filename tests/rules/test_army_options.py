"""Army lists with options: the AP they add, where it counts, and the limits of the options.

The booklet's texts quoted here are the rules tested; the cards are made up (their AP test the
rules, not the data).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from companion.i18n.render import english
from companion.rules.army import ArmyList, Entry, Validation, validate
from companion.rules.army_options import with_defaults
from companion.rules.card import Card, Option, OptionGroup, OptionKind, OptionSourceIds
from companion.rules.message import Message
from companion.rules.source import Source, Text
from tests.rules.army_cards import CARDS, card


def rules(validation: Validation) -> list[str]:
    return [v.rule for v in validation.violations]


def option(card_id: str, slug: str, kind: OptionKind = OptionKind.ARTEFACT, **fields: object) -> Option:
    return Option(id=f"{card_id}/{slug}", name=fields.pop("name", slug.replace("-", " ").title()),  # type: ignore[arg-type]
                  kind=kind, **fields)  # type: ignore[arg-type]


def with_options(card: Card, *options: Option, groups: tuple[OptionGroup, ...] = ()) -> Card:
    return replace(card, options=options, option_groups=groups)


MUTANT = with_options(CARDS["dirz/mutant"], option("dirz/mutant", "elixir", ap=30))
SPIDER = with_options(CARDS["akkyshan/spider"], option("akkyshan/spider", "venom-gland", ap=70))
ALDRIC = with_options(CARDS["alahan/brother-a"], option("alahan/brother-a", "blessed-blade", ap=10))
PALADIN = with_options(CARDS["alahan/paladin"], option("alahan/paladin", "relic", ap=5))
MAGISTRATE = with_options(CARDS["griffin/magistrate"], option("griffin/magistrate", "seal", ap=25))
LIBRARY: dict[str, Card] = {**CARDS, **{c.id: c for c in (MUTANT, SPIDER, ALDRIC, PALADIN, MAGISTRATE)}}


def listing(*entries: Entry, people: str = "alahan", points: int = 300) -> ArmyList:
    return ArmyList(name="Options", people=people, points=points, entries=entries)


# ---------------------------------------------------------------------------------------------
# The AP of an entry is its figurines' plus its options'.


def test_an_entrys_ap_is_its_figures_plus_its_options() -> None:
    v = validate(listing(Entry("alahan/paladin", 3, options=("alahan/paladin/relic",)), points=95), LIBRARY)
    assert v.entry_ap == (95,)
    assert v.total_ap == 95
    assert v.legal


def test_an_option_taken_twice_is_paid_twice() -> None:
    v = validate(listing(Entry("alahan/paladin", 1, options=("alahan/paladin/relic",) * 2)), LIBRARY)
    assert v.entry_ap == (40,)


def test_incarnation_doubles_the_figurine_not_its_options() -> None:
    """Booklet, "Incarnation": "a warrior to whom this Ability is given doubles his A.P. rating"."""
    v = validate(listing(Entry("alahan/paladin", 1, True, ("alahan/paladin/relic",)), points=65), LIBRARY)
    assert v.entry_ap == (65,)


def test_mutagenic_total_includes_the_options() -> None:
    """Booklet, "Mutagenic / X": "you may choose one Mutagenic fighter for every 100 A.P. of
    « Mutagenic » warriors in your army. The artefacts, spells, miracles and Experience cards of
    the « Mutagenic » fighters are to be included in this total." 3 x 26 = 78 AP alone: no pick;
    with a 30-AP elixir, 108 AP: one."""
    plain = validate(listing(Entry("dirz/mutant", 3), people="dirz"), LIBRARY)
    assert (plain.info.mutagenic_ap, plain.info.mutagenic_picks) == (78, 0)
    v = validate(listing(Entry("dirz/mutant", 3, options=("dirz/mutant/elixir",)), people="dirz"), LIBRARY)
    assert (v.info.mutagenic_ap, v.info.mutagenic_picks) == (108, 1)


def test_toxic_total_includes_the_options() -> None:
    """Booklet, "Toxic / X": "you can choose a Toxic warrior for every, even incomplete, 100 A.P.
    of warriors in your army who possess this Ability. The Toxic warriors' artefacts, spells,
    miracles and Experience cards are to be added to this total." 35 + 70 = 105 AP: two picks."""
    v = validate(listing(Entry("akkyshan/spider", 1, options=("akkyshan/spider/venom-gland",)),
                         people="akkyshan"), LIBRARY)
    assert (v.info.toxic_ap, v.info.toxic_picks) == (105, 2)


def test_blood_brother_reduction_includes_the_options_in_one_rounding() -> None:
    """Booklet, "Blood brother / X": "The A.P. cost of each of them is reduced by 25 % rounded up.
    This includes all artefacts, spells and miracles that might be chosen." Aldric (30) with a
    10-AP blade is 40 AP, reduced by 10: 30 (not 22 + 7 = 29, two roundings); Bertram 40 -> 30."""
    v = validate(listing(Entry("alahan/brother-a", 1, options=("alahan/brother-a/blessed-blade",)),
                         Entry("alahan/brother-b", 1), points=60), LIBRARY)
    assert v.entry_ap == (30, 30)
    assert v.total_ap == 60
    assert v.legal
    alone = validate(listing(Entry("alahan/brother-a", 1, options=("alahan/brother-a/blessed-blade",)), points=40),
                     LIBRARY)
    assert alone.entry_ap == (40,)


def test_an_allys_options_count_as_ally_ap() -> None:
    """Booklet, "the alliances": at most 30% in A.P. of Allies. A Griffin magistrate (20) with a
    25-AP seal is 45 AP of Allies: 45 / 150 = 30% is legal, 46 / 151 is not."""
    legal = validate(listing(Entry("alahan/paladin", 3), Entry("alahan/swordsman", 1),
                             Entry("griffin/magistrate", 1, options=("griffin/magistrate/seal",)), points=145),
                     LIBRARY)
    assert (legal.ally_ap, legal.total_ap) == (45, 145)
    assert "alliance.cap" in rules(legal)  # 45 / 145 is over 30%
    v = validate(listing(Entry("alahan/paladin", 3), Entry("alahan/swordsman", 6),
                         Entry("griffin/magistrate", 1, options=("griffin/magistrate/seal",)), points=195), LIBRARY)
    assert (v.ally_ap, v.total_ap, v.ally_share) == (45, 195, Fraction(45, 195))
    assert "alliance.cap" not in rules(v)


def test_the_least_expensive_figurine_alone_on_its_entry_is_priced_with_its_options() -> None:
    """Booklet, "Setting up the game": the overage may not exceed "half of his least expensive
    figurine's value in A.P.": a single Paladin with a relic is worth 35 AP (allowance 17)."""
    v = validate(listing(Entry("alahan/paladin", 1, options=("alahan/paladin/relic",)), points=20), LIBRARY)
    assert v.info.cheapest is not None and v.info.cheapest.ap == 35
    assert v.allowance == 17
    group = validate(listing(Entry("alahan/paladin", 3, options=("alahan/paladin/relic",))), LIBRARY)
    assert group.info.cheapest is not None and group.info.cheapest.ap == 30
    assert group.info.most_expensive is not None and group.info.most_expensive.ap == 35


def test_the_tournament_one_figurine_rule_removes_a_figurine_with_its_options() -> None:
    """Tournament rules, "Choix des troupes": the overage concerns one figurine only. 205 AP for
    200: removing the Paladin carrying the 5-AP relic (35) brings it to 170."""
    from companion.rules.ruleset import TOURNAMENT

    entries = (Entry("alahan/paladin", 3, options=("alahan/paladin/relic",)), Entry("alahan/swordsman", 3),
               Entry("alahan/paladin", 3))
    v = validate(ArmyList("T", "alahan", 200, TOURNAMENT, entries), LIBRARY)
    assert v.total_ap == 215
    assert "points.overage.tournament-several" not in rules(v)


# ---------------------------------------------------------------------------------------------
# option.not-offered, option.limit, option.budget


def test_an_option_the_card_does_not_offer() -> None:
    v = validate(listing(Entry("alahan/paladin", 1, options=("alahan/paladin/crown",))), LIBRARY)
    (violation,) = v.violations
    assert violation.rule == "option.not-offered"
    assert violation.entries == (0,)
    assert violation.message == Message("army.option-not-offered", card="Paladin", option="alahan/paladin/crown")
    assert violation.source == Source(Text.DATA, "c2")
    assert v.entry_ap == (30,)  # nothing added for it


def test_an_option_past_its_max_on_one_entry() -> None:
    lion = with_options(CARDS["alahan/lioness"], option("alahan/lioness", "arrows", OptionKind.EQUIPMENT, ap=3, max=2))
    cards = {**LIBRARY, lion.id: lion}
    assert rules(validate(listing(Entry(lion.id, 1, options=("alahan/lioness/arrows",) * 2)), cards)) == []
    v = validate(listing(Entry(lion.id, 1, options=("alahan/lioness/arrows",) * 3)), cards)
    assert rules(v) == ["option.limit"]
    assert english(v.violations[0].message) == "Red Lioness takes Arrows 3 times: at most 2 on one entry."


GROUPED = with_options(
    CARDS["alahan/lioness"],
    option("alahan/lioness", "sword", group="Artefacts", ap=5),
    option("alahan/lioness", "shield", group="Artefacts / Shields", ap=6),
    option("alahan/lioness", "doriman", OptionKind.AFFILIATION, group="Baronies"),
    option("alahan/lioness", "laverne", OptionKind.AFFILIATION, group="Baronies"),
    option("alahan/lioness", "oath", OptionKind.UPGRADE, group="Baronies / Laverne"),
    groups=(OptionGroup("Artefacts", max=1), OptionGroup("Baronies", min=1, max=1),
            OptionGroup("Baronies / Laverne", min=1, parent="alahan/lioness/laverne")),
)


@pytest.mark.parametrize(
    ("taken", "expected"),
    [
        (("doriman",), []),
        (("doriman", "sword"), []),
        (("doriman", "sword", "shield"), ["army.option-limit-group-max"]),  # a sub-group counts in its group
        ((), ["army.option-limit-group-min"]),  # Baronies: at least one
        (("sword",), ["army.option-limit-group-min"]),
        (("doriman", "laverne", "oath"), ["army.option-limit-group-max"]),
        (("laverne",), ["army.option-limit-group-min"]),  # the choice that comes with Laverne
        (("laverne", "oath"), []),
    ],
)
def test_option_groups_min_and_max(taken: tuple[str, ...], expected: list[str]) -> None:
    entry = Entry(GROUPED.id, 1, options=tuple(f"alahan/lioness/{slug}" for slug in taken))
    v = validate(listing(entry), {**LIBRARY, GROUPED.id: GROUPED})
    assert [x.message.id for x in v.violations] == expected
    assert all(x.rule == "option.limit" and x.entries == (0,) for x in v.violations)


def test_a_group_past_its_max_names_the_options_taken() -> None:
    entry = Entry(GROUPED.id, 1, options=("alahan/lioness/doriman", "alahan/lioness/sword", "alahan/lioness/shield"))
    (violation,) = validate(listing(entry), {**LIBRARY, GROUPED.id: GROUPED}).violations
    assert english(violation.message) == ("Red Lioness takes 2 options of 'Artefacts' (Shield and Sword): at most 1.")


def test_an_option_past_its_max_per_army() -> None:
    banner = option("alahan/swordsman", "banner", OptionKind.UPGRADE, ap=2, max_per_army=2)
    swordsman = with_options(CARDS["alahan/swordsman"], banner)
    cards = {**LIBRARY, swordsman.id: swordsman}
    two = tuple(Entry(swordsman.id, 1, options=(banner.id,)) for _ in range(2))
    assert rules(validate(listing(*two), cards)) == []
    v = validate(listing(*two, Entry(swordsman.id, 1, options=(banner.id,))), cards)
    (violation,) = v.violations
    assert (violation.rule, violation.entries) == ("option.limit", (0, 1, 2))
    assert english(violation.message) == "Banner is taken 3 times in the list: at most 2 in an army."


def test_one_of_each_artefact_in_an_army() -> None:
    """The same artefact on two entries is one artefact twice: refused unless its data allows more."""
    v = validate(listing(Entry("alahan/paladin", 1, options=("alahan/paladin/relic",)),
                         Entry("alahan/paladin", 1, options=("alahan/paladin/relic",))), LIBRARY)
    (violation,) = v.violations
    assert (violation.rule, violation.entries) == ("option.limit", (0, 1))
    assert violation.message.id == "army.option-artefact-once"
    plenty = with_options(CARDS["alahan/paladin"], option("alahan/paladin", "relic", ap=5, max_per_army=3))
    again = validate(listing(Entry(plenty.id, 1, options=(plenty.options[0].id,)),
                             Entry(plenty.id, 1, options=(plenty.options[0].id,))), {**LIBRARY, plenty.id: plenty})
    assert rules(again) == []


def test_the_same_artefact_offered_by_two_cards_is_one_artefact() -> None:
    """Two versions of a Character offer the same data-source entry: taken by both, it is twice."""
    ids = OptionSourceIds("6e01-c4dd-2699-3ae4")
    shield_a = option("alahan/lioness", "the-shield-of-pride", ap=6, source_ids=ids)
    shield_b = option("alahan/odd-one", "the-shield-of-pride", ap=6, source_ids=ids)
    cards = {**LIBRARY, "alahan/lioness": with_options(CARDS["alahan/lioness"], shield_a),
             "alahan/odd-one": with_options(CARDS["alahan/odd-one"], shield_b)}
    v = validate(listing(Entry("alahan/lioness", 1, options=(shield_a.id,)),
                         Entry("alahan/odd-one", 1, options=(shield_b.id,))), cards)
    assert [(x.rule, x.entries) for x in v.violations] == [("option.limit", (0, 1))]


def magician(**fields: object) -> Card:
    base = card("alahan/mage", "Lion Mage", 30, 1, character=True)
    return replace(base, magician=True, **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("power", "budget", "spells", "legal"),
    [
        (3, None, (2,), True),
        (3, None, (2, 2), False),  # 4 POW of spells past a Power of 3
        (3, 6, (2, 2), True),  # the data's POW limit rules
        (3, 6, (4, 3), False),
        (None, None, (1,), False),  # no Power: no spell
    ],
)
def test_spells_past_the_magicians_power(power: int | None, budget: int | None, spells: tuple[int, ...],
                                         legal: bool) -> None:
    offered = tuple(option("alahan/mage", f"spell-{i}", OptionKind.SPELL, ap=5, pow=cost)
                    for i, cost in enumerate(spells))
    mage = magician(power=power, pow_budget=budget, options=offered)
    v = validate(listing(Entry(mage.id, 1, options=tuple(o.id for o in offered))), {mage.id: mage})
    assert (rules(v) == []) is legal
    if not legal:
        (violation,) = v.violations
        assert (violation.rule, violation.entries) == ("option.budget", (0,))
        assert violation.message.id == "army.option-budget-power"


def test_an_option_with_a_negative_cost_gives_budget() -> None:
    """C5's "Choose How Many Per Card (POW 3)": "One per card" costs -3 POW: three more to spend."""
    spell = option("alahan/mage", "fireball", OptionKind.SPELL, pow=5)
    card_more = option("alahan/mage", "one-per-card", OptionKind.UPGRADE, pow=-3)
    mage = magician(power=3, options=(spell, card_more))
    assert rules(validate(listing(Entry(mage.id, 1, options=(spell.id,))), {mage.id: mage})) == ["option.budget"]
    assert rules(validate(listing(Entry(mage.id, 1, options=(spell.id, card_more.id))), {mage.id: mage})) == []


def test_miracles_past_the_faithfuls_faith() -> None:
    """Faith "1-0-1" is 2 to spend on miracles unless the data gives a FEDE limit."""
    miracles = (option("alahan/priest", "halo", OptionKind.MIRACLE, faith=2),
                option("alahan/priest", "light", OptionKind.MIRACLE, faith=1))
    priest = replace(card("alahan/priest", "Lion Priest", 30, 1, character=True), faithful=True, faith="1-0-1",
                     options=miracles)
    v = validate(listing(Entry(priest.id, 1, options=(miracles[0].id, miracles[1].id))), {priest.id: priest})
    assert rules(v) == ["option.budget"]
    assert english(v.violations[0].message) == ("Lion Priest's miracles cost 3 Faith (Halo and Light): the card's "
                                                "budget is 2.")
    more = replace(priest, faith_budget=4)
    assert rules(validate(listing(Entry(priest.id, 1, options=(miracles[0].id, miracles[1].id))),
                          {priest.id: more})) == []


def test_validate_json_names_the_new_rule_ids() -> None:
    from companion.cli.validate import validation_json

    v = validate(listing(Entry("alahan/paladin", 1, options=("alahan/paladin/crown",))), LIBRARY)
    found = validation_json(v)
    assert [x["rule"] for x in found["violations"]] == ["option.not-offered"]  # type: ignore[index, union-attr]


# ---------------------------------------------------------------------------------------------
# Found when tried as a new user would.


AGONN = card("alahan/agonn-the-ardent", "Agonn the ardent", 40, None, "Leadership/10", character=True)
AGONN_2 = replace(card("alahan/agonn-the-ardent-2nd", "Agonn the ardent (2nd)", 52, None, "Leadership/10",
                       character=True), character_id=AGONN.id)
AGONN = replace(AGONN, character_id=AGONN.id)


def test_two_versions_of_one_character_are_one_character_twice() -> None:
    cards = {AGONN.id: AGONN, AGONN_2.id: AGONN_2}
    v = validate(listing(Entry(AGONN.id), Entry(AGONN_2.id), points=92), cards)
    (violation,) = v.violations
    assert (violation.rule, violation.entries) == ("character.unique", (0, 1))
    assert english(violation.message).startswith("Agonn the ardent and Agonn the ardent (2nd) are one Character")
    assert rules(validate(listing(Entry(AGONN_2.id), points=52), cards)) == []


def test_a_character_without_figures_per_card_is_one_figurine() -> None:
    v = validate(listing(Entry(AGONN.id), points=40), {AGONN.id: AGONN})
    assert v.legal and not v.warnings
    two = validate(listing(Entry(AGONN.id, 2), points=80), {AGONN.id: AGONN})
    assert "card.figures" in rules(two)


def test_a_troop_without_figures_per_card_is_a_warning_to_check_the_blister() -> None:
    v = validate(listing(Entry("griffin/no-figures", 2), Entry("alahan/paladin", 3), points=110), LIBRARY)
    assert v.legal
    assert [w.rule for w in v.warnings] == ["card.figures-unknown"]
    assert v.warnings[0].message == Message("army.cards-figures-unknown", cards=("Griffin Unknown Blister",), count=1)
    assert v.warnings[0].entries == (0,)


def test_the_cards_without_figures_per_card_are_named_in_one_warning() -> None:
    """C5 cards do not say their blister: a list of six such cards says so once, not six times."""
    second = replace(LIBRARY["griffin/no-figures"], id="griffin/no-figures-2", name="Griffin Second Blister")
    cards = {**LIBRARY, second.id: second}
    army = listing(Entry("griffin/no-figures", 2), Entry("alahan/paladin", 3), Entry(second.id, 1),
                   Entry("griffin/no-figures", 1), points=130)
    warnings = validate(army, cards).warnings
    (warning,) = warnings
    assert warning.rule == "card.figures-unknown" and warning.entries == (0, 2, 3)
    assert warning.message == Message("army.cards-figures-unknown",
                                      cards=("Griffin Unknown Blister", "Griffin Second Blister"), count=2)
    assert english(warning.message).startswith(
        "Griffin Unknown Blister and Griffin Second Blister do not say how many figurines their cards represent")


@pytest.mark.parametrize(
    ("names", "complete"),
    [
        (("Standard-bearer of the Lion", "Musician of Alahan (1)"), True),
        (("Kelt Standard Bearer", "Sessair Musician"), True),
        (("Porte-étendard du Lion", "Musicien d'Alahan"), True),
        (("Standard-bearer of the Lion",), False),
    ],
)
def test_war_staff_roles_from_the_cards_names(names: tuple[str, ...], complete: bool) -> None:
    cards = {AGONN.id: AGONN}
    entries = [Entry(AGONN.id)]
    for number, name in enumerate(names):
        troop = card(f"alahan/troop-{number}", name, 10, 1, "Bravery", "Leadership/10")
        cards[troop.id] = troop
        entries.append(Entry(troop.id))
    v = validate(listing(*entries), cards)
    assert v.info.war_staff.complete is complete


def test_war_staff_roles_from_an_upgrade_taken() -> None:
    upgrades = (option("alahan/swordsman", "standard-bearer", OptionKind.UPGRADE, ap=3),
                option("alahan/swordsman", "musician", OptionKind.UPGRADE, ap=3))
    swordsman = with_options(CARDS["alahan/swordsman"], *upgrades)
    cards = {AGONN.id: AGONN, swordsman.id: swordsman}
    without = validate(listing(Entry(AGONN.id), Entry(swordsman.id, 3)), cards)
    assert not without.info.war_staff.standard_bearer
    v = validate(listing(Entry(AGONN.id), Entry(swordsman.id, 3, options=tuple(o.id for o in upgrades))), cards)
    assert v.info.war_staff.complete


# ---------------------------------------------------------------------------------------------
# A group with a minimum and a default holds its default when a list leaves it empty (the C5
# Baronies: "1 to 1", default the free "Unaffiliated"), as New Recruit reads it.

KNIGHT_ID = "alahan/paladin"
UNAFFILIATED, DORIMAN, OATH = (f"{KNIGHT_ID}/unaffiliated", f"{KNIGHT_ID}/doriman", f"{KNIGHT_ID}/doriman-oath")
BARONIES = OptionGroup("Baronies", 1, 1, default=UNAFFILIATED)
KNIGHT = with_options(
    CARDS[KNIGHT_ID],
    option(KNIGHT_ID, "relic", ap=5),
    option(KNIGHT_ID, "unaffiliated", OptionKind.AFFILIATION, group="Baronies"),
    option(KNIGHT_ID, "doriman", OptionKind.AFFILIATION, ap=3, group="Baronies"),
    option(KNIGHT_ID, "doriman-oath", OptionKind.UPGRADE, ap=2, group="Baronies / Doriman"),
    groups=(BARONIES, OptionGroup("Baronies / Doriman", 1, 1, parent=DORIMAN, default=OATH)),
)


def test_an_empty_group_with_a_default_holds_it_and_is_legal() -> None:
    assert with_defaults(KNIGHT, ()) == (UNAFFILIATED,)
    assert with_defaults(KNIGHT, (f"{KNIGHT_ID}/relic",)) == (f"{KNIGHT_ID}/relic", UNAFFILIATED)  # the card's order
    v = validate(listing(Entry(KNIGHT_ID, 1)), {**LIBRARY, KNIGHT_ID: KNIGHT})
    assert "option.limit" not in rules(v)


def test_a_group_with_a_choice_made_keeps_it_and_its_own_choice_gets_its_default() -> None:
    taken = (DORIMAN,)
    assert with_defaults(KNIGHT, taken) == (DORIMAN, OATH)  # the barony's own "1 to 1" choice
    v = validate(listing(Entry(KNIGHT_ID, 1, options=taken)), {**LIBRARY, KNIGHT_ID: KNIGHT})
    assert v.entry_ap == (KNIGHT.ap + 3 + 2,)  # the default's AP counts, as New Recruit counts it
    assert with_defaults(KNIGHT, (UNAFFILIATED,)) == (UNAFFILIATED,)  # a choice without a parent: nothing


def test_a_default_is_not_taken_for_a_group_without_a_minimum_nor_twice() -> None:
    free = replace(KNIGHT, option_groups=(replace(BARONIES, min=None),))
    assert with_defaults(free, ()) == ()
    both = (UNAFFILIATED, DORIMAN)
    v = validate(listing(Entry(KNIGHT_ID, 1, options=both)), {**LIBRARY, KNIGHT_ID: KNIGHT})
    assert "option.limit" in rules(v)  # two baronies stay two: the default fills, never replaces
