"""Army validation: a table of lists and the violations each must (and must not) raise.

The cards are made up (tests/rules/army_cards.py): the AP test the rules, not the data.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from companion.rules.army import (
    ArmyList,
    ArmyOptions,
    BloodBrotherRounding,
    Entry,
    Membership,
    Validation,
    check_match,
    join_status,
    validate,
)
from companion.rules.card import Card
from companion.i18n.render import english
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.ruleset import Ruleset, RulesetName
from companion.rules.peoples import ALLIES, PEOPLE_BY_ID, Path
from companion.rules.source import Text
from tests.refusals import refused
from tests.rules.army_cards import CARDS, CORE, TOURNAMENT, army, card


def rules(validation: Validation) -> list[str]:
    return [v.rule for v in validation.violations]


def warning_rules(validation: Validation) -> list[str]:
    return [w.rule for w in validation.warnings]


# ---------------------------------------------------------------------------------------------
# Points (booklet, "Setting up the game")

# Paladins 3 x 30 + Swordsmen 3 x 10 = 120 AP; the least expensive figurine is 10 AP: allowance 5.
BASE = (("alahan/paladin", 3), ("alahan/swordsman", 3))


@pytest.mark.parametrize(
    ("points", "expected", "under_by"),
    [
        (200, [], 80),  # under is legal: say by how much
        (120, [], 0),  # exact
        (116, [], 0),  # over by 4, allowance 5
        (115, [], 0),  # over by 5 = allowance: "does not exceed half"
        (114, ["points.overage"], 0),  # over by 6
        (100, ["points.overage"], 0),
    ],
)
def test_points_against_agreed_points(points: int, expected: list[str], under_by: int) -> None:
    v = validate(army(*BASE, points=points), CARDS)
    assert v.total_ap == 120
    assert v.allowance == 5
    assert rules(v) == expected
    assert v.legal is (not expected)
    assert v.under_by == under_by
    assert ("points.under" in warning_rules(v)) is (under_by > 0)


def test_under_points_is_a_warning_saying_by_how_much() -> None:
    v = validate(army(*BASE, points=200), CARDS)
    (warning,) = v.warnings
    assert warning.rule == "points.under"
    assert warning.message == Message("army.points-under", total=120, points=200, under=80)


@pytest.mark.parametrize(("points", "legal"), [(83, True), (82, False)])
def test_half_of_an_odd_cheapest_figurine_is_rounded_down(points: int, legal: bool) -> None:
    """15 AP -> half is 7.5: an overage of 7 does not exceed it, 8 does."""
    v = validate(army(("no-dan-kar/marauder", 3), ("no-dan-kar/marauder", 3), people="no-dan-kar", points=points), CARDS)
    assert v.total_ap == 90
    assert v.allowance == 7
    assert v.legal is legal
    if not legal:
        (violation,) = v.violations
        assert violation.rule == "points.overage"
        assert english(violation.message) == (
            "The list is 90 AP for 82 agreed: the overage of 8 is more than the allowance of 7 "
            "(half of 15 AP is 7.5, so 7 whole AP; Goblin Marauder, 15 AP, is the least expensive figurine)."
        )
        assert violation.source.text is Text.BOOKLET
        assert violation.source.section == "Setting up the game"


def test_least_expensive_figurine_is_priced_as_fielded() -> None:
    """An incarnated Swordsman costs 20: alone in the list, the allowance is 10."""
    v = validate(army(("alahan/swordsman", 1, True), points=30), CARDS)
    assert v.total_ap == 20
    assert v.allowance == 10
    assert v.info.cheapest is not None and v.info.cheapest.ap == 20


def test_core_list_without_points_is_illegal() -> None:
    v = validate(army(*BASE, points=None), CARDS)
    assert rules(v) == ["points.missing"]
    assert v.points is None


def test_empty_list() -> None:
    v = validate(army(points=200), CARDS)
    assert v.total_ap == 0 and v.allowance == 0 and v.ally_share == 0
    assert v.legal and warning_rules(v) == ["points.under"]
    assert v.info.cheapest is None and v.info.most_expensive is None


# ---------------------------------------------------------------------------------------------
# Tournament ("Choix des troupes")


def test_tournament_default_is_200() -> None:
    # 6 Paladins (180) + 2 Swordsmen (20) = 200: no points given, the tournament's 200 are agreed.
    listed = army(("alahan/paladin", 3), ("alahan/paladin", 3), ("alahan/swordsman", 2), points=None, ruleset=TOURNAMENT)
    v = validate(listed, CARDS)
    assert v.points == 200 and v.total_ap == 200 and v.legal


def test_tournament_list_may_say_otherwise() -> None:
    v = validate(army(*BASE, points=118, ruleset=TOURNAMENT), CARDS)
    assert v.points == 118
    assert v.legal  # over by 2, allowance 5


@pytest.mark.parametrize(
    ("entries", "expected"),
    [
        # 205: over by 5 = allowance, one Swordsman less is 195.
        ((("alahan/paladin", 3), ("alahan/paladin", 3), ("alahan/swordsman", 1), ("alahan/odd-one", 1)), []),
        # 210: over by 10 > 5, but one Paladin less brings it to 180: one rule broken.
        ((("alahan/paladin", 3), ("alahan/paladin", 3), ("alahan/swordsman", 3)), ["points.overage"]),
        # 240: over by 40; without its dearest figurine (30) it is still 210: both rules broken.
        (
            (("alahan/paladin", 3), ("alahan/paladin", 3), ("alahan/swordsman", 3), ("alahan/swordsman", 3)),
            ["points.overage", "points.overage.tournament-several"],
        ),
    ],
)
def test_tournament_overage(entries: tuple[tuple[str, int], ...], expected: list[str]) -> None:
    v = validate(army(*entries, points=None, ruleset=TOURNAMENT), CARDS)
    assert rules(v) == expected
    for violation in v.violations:
        assert violation.source.text is Text.TOURNAMENT
        assert violation.source.section == "Choix des troupes"


def test_one_figurine_rule_is_not_a_core_rule() -> None:
    entries = (("alahan/paladin", 3), ("alahan/paladin", 3), ("alahan/swordsman", 3), ("alahan/swordsman", 3))
    v = validate(army(*entries, points=200, ruleset=CORE), CARDS)
    assert rules(v) == ["points.overage"]


def test_one_figurine_rule_counts_the_blood_brother_reduction_lost() -> None:
    """Removing a Blood brother also removes his brother's reduction: the drop is smaller."""
    # Aldric 30 -> 22 and Bertram 40 -> 30 together, 9 Swordsmen 90: total 142.
    entries = (("alahan/brother-a", 1), ("alahan/brother-b", 1)) + (("alahan/swordsman", 3),) * 3
    v = validate(army(*entries, points=115, ruleset=TOURNAMENT), CARDS)
    assert v.total_ap == 142
    # Without Bertram: 90 + 30 (Aldric at full price) = 120 > 115, though Bertram cost 30.
    # Without Aldric: 90 + 40 = 130. Without a Swordsman: 132.
    assert rules(v) == ["points.overage", "points.overage.tournament-several"]
    assert v.violations[1].message["left"] == 120
    # At 120 agreed points, removing Bertram is enough.
    v = validate(army(*entries, points=120, ruleset=TOURNAMENT), CARDS)
    assert rules(v) == ["points.overage"]


# ---------------------------------------------------------------------------------------------
# Alliances (booklet, "the alliances" and the abilities)


@pytest.mark.parametrize(
    ("army_people", "card_id", "membership"),
    [
        ("alahan", "alahan/paladin", Membership.OWN),
        ("alahan", "griffin/magistrate", Membership.ALLY),
        ("griffin", "tir-na-bor/thane", Membership.ALLY),
        ("alahan", "tir-na-bor/thane", Membership.FORBIDDEN),  # Tir-Na-Bor allies with Griffins only
        ("alahan", "acheron/zombie", Membership.FORBIDDEN),
        ("alahan", "acheron/sellsword", Membership.MERCENARY),
        ("wolfen", "acheron/sellsword", Membership.MERCENARY),
        ("acheron", "acheron/sellsword", Membership.OWN),  # Mercenary void among his own people
        ("alahan", "alahan/mercenary", Membership.OWN),
        ("alahan", "dirz/clone", Membership.ALLIANCE),  # Alliance/The Way of Light
        ("sessair", "dirz/clone", Membership.ALLIANCE),
        ("wolfen", "dirz/clone", Membership.FORBIDDEN),
        ("acheron", "dirz/clone", Membership.ALLY),  # its people's own allies first
        ("tir-na-bor", "dirz/envoy", Membership.ALLIANCE),  # Alliance/Tir-Nâ-Bor
        ("griffin", "dirz/envoy", Membership.FORBIDDEN),
        ("alahan", "dirz/oddity", Membership.FORBIDDEN),  # Alliance/Atlantis names nobody
        ("cynwall", "wolfen/hyperian", Membership.HYPERIAN),
        ("alahan", "wolfen/hyperian", Membership.FORBIDDEN),
        ("alahan", "vile-tis/drifter", Membership.STATELESS),
        ("dirz", "vile-tis/drifter", Membership.STATELESS),
    ],
)
def test_who_may_join(army_people: str, card_id: str, membership: Membership) -> None:
    assert join_status(army_people, CARDS[card_id]) is membership


# The booklet's list, "the alliances", as printed: each people and the peoples it may ally with,
# under the heading of its Path (names as the booklet spells them, ids as in FACTS.md).
BOOKLET_ALLIANCES = {
    "The Meandering Path of Darkness": {
        "acheron": "Alchemists, Akkyshans, Drunes, Mid-Nor Dwarves",
        "dirz": "Acheron, Akkyshans, Mid-Nor Dwarves",
        "akkyshan": "Acheron, Alchemists, Mid-Nor Dwarves",
        "drune": "Acheron, Mid-Nor Dwarves, Devourers",
        "mid-nor": "Acheron, Alchemists, Akkyshans, Drunes",
    },
    "The Way of Light": {
        "alahan": "Griffins, Cynwälls, Sessairs",
        "griffin": "Lions, Cynwälls, Sessairs, Tir-Na-Bor Dwarves",
        "cynwall": "Lions, Griffins",
        "sessair": "Lions, Griffins",
    },
    "The Path of Destiny": {
        "daikinee": "Wolfen",
        "bran-o-kor": "Goblins, Devourers",
        "wolfen": "Daïkinees",
        "tir-na-bor": "Griffins",
        "no-dan-kar": "Orcs, Devourers",
        "vile-tis": "Drunes, Goblins, Orcs",
    },
}
BOOKLET_NAMES = {
    "Alchemists": "dirz", "Akkyshans": "akkyshan", "Drunes": "drune", "Mid-Nor Dwarves": "mid-nor",
    "Acheron": "acheron", "Devourers": "vile-tis", "Griffins": "griffin", "Cynwälls": "cynwall",
    "Sessairs": "sessair", "Lions": "alahan", "Tir-Na-Bor Dwarves": "tir-na-bor", "Wolfen": "wolfen",
    "Goblins": "no-dan-kar", "Orcs": "bran-o-kor", "Daïkinees": "daikinee",
}
BOOKLET_PATHS = {"The Meandering Path of Darkness": Path.DARKNESS, "The Way of Light": Path.LIGHT,
                 "The Path of Destiny": Path.DESTINY}


def test_the_alliance_table_is_the_booklets() -> None:
    """Booklet, "the alliances": every people's allies as listed under its Path; the lists are
    symmetric, and a card of a listed people joins as an Ally, any other as forbidden."""
    listed = {people: frozenset(BOOKLET_NAMES[name] for name in allies.split(", "))
              for section in BOOKLET_ALLIANCES.values() for people, allies in section.items()}
    assert ALLIES == listed
    assert all(people in ALLIES[ally] for people, allies in ALLIES.items() for ally in allies)
    for heading, section in BOOKLET_ALLIANCES.items():
        assert {PEOPLE_BY_ID[people].path for people in section} == {BOOKLET_PATHS[heading]}
    for army_people in listed:
        for people in listed:
            joins = join_status(army_people, card(f"{people}/warrior", "Warrior", 10))
            expected = (Membership.OWN if people == army_people
                        else Membership.ALLY if people in listed[army_people] else Membership.FORBIDDEN)
            assert joins is expected, (army_people, people)


@pytest.mark.parametrize(
    ("value", "peoples"),
    [
        ("griffin", {"griffin"}),
        ("Griffins", {"griffin"}),
        ("Griffins of Akkylannie", {"griffin"}),
        ("TIR NA BOR", {"tir-na-bor"}),
        ("Tir-Nâ-Bor", {"tir-na-bor"}),
        ("Devourers", {"vile-tis"}),
        ("light", {"alahan", "griffin", "cynwall", "sessair"}),
        ("Meandering Path of Darkness", {"acheron", "dirz", "akkyshan", "drune", "mid-nor"}),
        ("Path of Destiny", {"daikinee", "bran-o-kor", "wolfen", "tir-na-bor", "no-dan-kar", "vile-tis"}),
        ("Atlantis", set()),
    ],
)
def test_alliance_values_are_matched_loosely(value: str, peoples: set[str]) -> None:
    from companion.rules.army_alliance import alliance_target

    assert alliance_target(value) == peoples


def test_forbidden_ally_points_at_its_entries() -> None:
    v = validate(army(("alahan/paladin", 3), ("acheron/zombie", 2), ("acheron/zombie", 1), points=117), CARDS)
    (violation,) = v.violations
    assert violation.rule == "alliance.forbidden"
    assert violation.entries == (1, 2)
    assert violation.message == Message("army.alliance-forbidden", card="Zombie", other="Shadows of Acheron", people="Lions of Alahan",
                                        allies=("Cynwäll Elves", "Griffins of Akkylannie", "Kelts of the Sessairs clan"))
    assert violation.source.section == "the alliances"


def test_unrecognised_alliance_value_is_a_warning_too() -> None:
    v = validate(army(("alahan/paladin", 3), ("dirz/oddity", 1), points=104), CARDS)
    assert rules(v) == ["alliance.forbidden"]
    assert warning_rules(v) == ["alliance.unrecognised"]
    assert v.warnings[0].message == Message("army.alliance-unrecognised", card="Dirz Oddity", value="Atlantis")


# Own: Paladins 90 + Lioness 40 + Swordsman 10 = 140; allies: two Magistrate cards 20 + 40.
AT_CAP = (("alahan/paladin", 3), ("alahan/lioness", 1), ("alahan/swordsman", 1), ("griffin/magistrate", 1), ("griffin/magistrate", 2))


def test_allies_at_exactly_30_percent_are_legal() -> None:
    v = validate(army(*AT_CAP, points=200), CARDS)
    assert (v.total_ap, v.ally_ap, v.ally_share) == (200, 60, Fraction(3, 10))
    assert v.legal
    assert v.ally_entries == (3, 4)


def test_allies_over_30_percent_of_the_army_total() -> None:
    """One Swordsman fewer: 60 AP of allies in 199 is 30.2%."""
    entries = tuple(e for e in AT_CAP if e[0] != "alahan/swordsman")
    v = validate(army(*entries, points=190), CARDS)
    (violation,) = v.violations
    assert violation.rule == "alliance.cap"
    assert violation.entries == (2, 3)
    assert english(violation.message) == (
        "Allies and Mercenaries make 60 AP of the army's 190 AP (31.6%): at most 30% (57 AP) may come "
        "from another people."
    )


@pytest.mark.parametrize(
    ("card_id", "counted"),
    [
        ("acheron/sellsword", True),  # Mercenary: counted as an Ally
        ("dirz/clone", True),  # Alliance/X: "He is counted as an Ally"
        ("alahan/mercenary", False),  # Mercenary among his own people
        ("vile-tis/drifter", False),  # Stateless: from no people (the default reading)
    ],
)
def test_who_counts_in_the_cap(card_id: str, counted: bool) -> None:
    v = validate(army(("alahan/paladin", 3), (card_id, 1), points=200), CARDS)
    ap = CARDS[card_id].ap
    assert ap is not None
    assert v.ally_ap == (ap if counted else 0)


def test_stateless_counted_as_ally_is_an_option() -> None:
    v = validate(army(("alahan/paladin", 3), ("vile-tis/drifter", 1), points=200), CARDS, options=ArmyOptions(stateless_is_ally=True))
    assert v.ally_ap == 20


def test_hyperian_joins_a_cynwall_army_as_an_ally() -> None:
    v = validate(army(("cynwall/archer", 3), ("cynwall/archer", 3), ("wolfen/hyperian", 1), people="cynwall", points=126), CARDS)
    assert v.legal and v.ally_ap == 30


# ---------------------------------------------------------------------------------------------
# Reference cards, Characters, missing data


def test_several_cards_of_one_troop_are_fine() -> None:
    v = validate(army(("alahan/paladin", 3), ("alahan/paladin", 3), ("alahan/paladin", 1), points=210), CARDS)
    assert v.legal and v.info.figures == 7


@pytest.mark.parametrize(
    ("entries", "expected", "where"),
    [
        ((("alahan/paladin", 4),), ["card.figures"], [(0,)]),
        ((("alahan/paladin", 3), ("alahan/lioness", 1), ("alahan/lioness", 1)), ["character.unique"], [(1, 2)]),
        ((("alahan/lioness", 2),), ["card.figures", "character.unique"], [(0,), (0,)]),
        ((("alahan/nobody", 2), ("alahan/paladin", 1), ("alahan/nobody", 1)), ["card.unknown"], [(0, 2)]),
        ((("griffin/no-ap", 2), ("alahan/paladin", 1)), ["card.incomplete"], [(0,)]),
    ],
)
def test_card_rules(entries: tuple[tuple[str, int], ...], expected: list[str], where: list[tuple[int, ...]]) -> None:
    v = validate(army(*entries, points=300), CARDS)
    assert rules(v) == expected
    assert [x.entries for x in v.violations] == where


def test_unknown_and_incomplete_cards_do_not_count_in_the_total() -> None:
    v = validate(army(("alahan/nobody", 2), ("griffin/no-ap", 1), ("alahan/paladin", 1), points=30), CARDS)
    assert v.total_ap == 30
    assert v.entry_ap == (None, None, 30)
    assert v.memberships == (None, Membership.ALLY, Membership.OWN)
    assert v.violations[0].message == Message("army.card-unknown", card_id="alahan/nobody")
    assert english(v.violations[1].message).startswith("Griffin Without AP (griffin/no-ap) has no value for its AP")


def test_incarnation_doubles_ap_and_makes_a_character() -> None:
    v = validate(army(("alahan/paladin", 1, True), ("alahan/paladin", 3), points=150), CARDS)
    assert v.entry_ap == (60, 90)
    assert v.total_ap == 150
    assert v.info.characters == 1
    assert v.legal


@pytest.mark.parametrize(
    ("entries", "expected"),
    [
        ((("alahan/paladin", 1, True), ("alahan/paladin", 1, True)), ["character.unique"]),
        ((("alahan/paladin", 2, True),), ["incarnation.invalid"]),
        ((("alahan/lioness", 1, True),), ["incarnation.invalid"]),
    ],
)
def test_incarnation_rules(entries: tuple[tuple[str, int, bool], ...], expected: list[str]) -> None:
    v = validate(army(*entries, points=500), CARDS)
    assert rules(v) == expected


@pytest.mark.parametrize(
    ("rounding", "aldric", "bertram"),
    [
        (BloodBrotherRounding.REDUCTION_UP, 22, 30),  # 30 - ceil(7.5); 40 - 10
        (BloodBrotherRounding.COST_UP, 23, 30),  # ceil(22.5); 30
    ],
)
def test_blood_brothers_fielded_together(rounding: BloodBrotherRounding, aldric: int, bertram: int) -> None:
    v = validate(
        army(("alahan/brother-a", 1), ("alahan/brother-b", 1), points=aldric + bertram),
        CARDS,
        options=ArmyOptions(blood_brother_rounding=rounding),
    )
    assert v.entry_ap == (aldric, bertram)
    assert v.info.blood_brothers == (("alahan/brother-a", "alahan/brother-b"),)
    assert v.legal and not v.warnings


@pytest.mark.parametrize(
    ("cost", "reduction_up", "cost_up"),
    [(30, 22, 23), (40, 30, 30), (4, 3, 3), (5, 3, 4), (1, 0, 1), (0, 0, 0), (61, 45, 46)],
)
def test_blood_brother_rounding(cost: int, reduction_up: int, cost_up: int) -> None:
    assert BloodBrotherRounding.REDUCTION_UP.apply(cost) == reduction_up
    assert BloodBrotherRounding.COST_UP.apply(cost) == cost_up


def test_blood_brother_alone_pays_full_price_with_a_warning() -> None:
    v = validate(army(("alahan/brother-a", 1), ("alahan/paladin", 1), points=60), CARDS)
    assert v.entry_ap == (30, 30)
    assert warning_rules(v) == ["blood-brother.alone"]
    assert v.warnings[0].message == Message("army.blood-brother-alone", card="Aldric", brother="Bertram")


def test_incarnated_blood_brother_is_doubled_then_reduced() -> None:
    brothers = {
        "alahan/one": card("alahan/one", "One", 10, 1, "Blood brother/Two"),
        "alahan/two": card("alahan/two", "Two", 12, 1, character=True),
    }
    v = validate(army(("alahan/one", 1, True), ("alahan/two", 1), points=24), brothers)
    assert v.entry_ap == (15, 9)  # 20 - 5; 12 - 3


# ---------------------------------------------------------------------------------------------
# Informational counts


@pytest.mark.parametrize(
    ("entries", "ap", "picks"),
    [
        ((("dirz/mutant", 3),), 78, 0),
        ((("dirz/mutant", 3), ("dirz/mutant", 3)), 156, 1),
        ((("dirz/mutant", 3),) * 3 + (("dirz/mutant", 1),), 260, 2),
    ],
)
def test_mutagenic_picks_per_full_100_ap(entries: tuple[tuple[str, int], ...], ap: int, picks: int) -> None:
    v = validate(army(*entries, people="dirz", points=300), CARDS)
    assert (v.info.mutagenic_ap, v.info.mutagenic_picks) == (ap, picks)


@pytest.mark.parametrize(("spiders", "picks"), [(0, 0), (1, 1), (2, 1), (3, 2), (6, 3)])
def test_toxic_picks_per_even_incomplete_100_ap(spiders: int, picks: int) -> None:
    entries = (("akkyshan/spider", 1),) * spiders
    v = validate(army(*entries, people="akkyshan", points=300), CARDS)
    assert v.info.toxic_ap == 35 * spiders
    assert v.info.toxic_picks == picks


@pytest.mark.parametrize(
    ("entries", "complete", "missing"),
    [
        ((("alahan/lioness", 1), ("alahan/standard-bearer", 1), ("alahan/musician", 1)), True, ()),
        ((("alahan/lioness", 1), ("alahan/standard-bearer", 1)), False, ("a Musician",)),
        ((("alahan/standard-bearer", 1), ("alahan/musician", 1)), False, ("a Character with Leadership",)),
        ((("alahan/paladin", 1),), False, ("a Character with Leadership", "a Standard-bearer", "a Musician")),
    ],
)
def test_war_staff(entries: tuple[tuple[str, int], ...], complete: bool, missing: tuple[str, ...]) -> None:
    v = validate(army(*entries, points=100), CARDS)
    assert v.info.war_staff.complete is complete
    assert tuple(english(m) for m in v.info.war_staff.missing) == missing


def test_scouts_figures_cheapest_and_most_expensive() -> None:
    v = validate(army(("alahan/ranger", 2), ("alahan/swordsman", 3), ("alahan/lioness", 1), points=100), CARDS)
    info = v.info
    assert (info.scouts, info.figures, info.characters) == (2, 6, 1)
    assert info.cheapest is not None and (info.cheapest.name, info.cheapest.ap) == ("Alahan Swordsman", 10)
    assert info.most_expensive is not None and info.most_expensive.card_id == "alahan/lioness"


# ---------------------------------------------------------------------------------------------
# Two lists for one game


def _lions_and_rats(gap: int) -> tuple[ArmyList, Validation, ArmyList, Validation]:
    """Rats: one 90-AP card. Lions: a 7-AP Squire (their cheapest: allowance 3) and a hero, 90 + gap AP."""
    cards = {
        "alahan/squire": card("alahan/squire", "Squire", 7, 1),
        "alahan/hero": card("alahan/hero", "Hero", 83 + gap, 1),
        "no-dan-kar/rat-king": card("no-dan-kar/rat-king", "Rat King", 90, 1),
    }
    lions = army(("alahan/squire", 1), ("alahan/hero", 1), points=90, name="Lions")
    rats = army(("no-dan-kar/rat-king", 1), people="no-dan-kar", points=90, name="Rats")
    return lions, validate(lions, cards), rats, validate(rats, cards)


@pytest.mark.parametrize(("gap", "expected"), [(0, []), (2, []), (3, []), (4, ["match.imbalance"]), (20, ["match.imbalance"])])
def test_match_imbalance(gap: int, expected: list[str]) -> None:
    """Booklet: "A player's total may be slightly higher than his opponent's, if the imbalance
    does not exceed half of his least expensive figurine's value in A.P." """
    lions, vl, rats, vr = _lions_and_rats(gap)
    assert vl.total_ap == 90 + gap and vl.allowance == 3
    assert [x.rule for x in check_match(lions, vl, rats, vr)] == expected
    assert [x.rule for x in check_match(rats, vr, lions, vl)] == expected  # either order


def test_match_imbalance_message() -> None:
    lions, vl, rats, vr = _lions_and_rats(4)
    (found,) = check_match(lions, vl, rats, vr)
    assert english(found.message) == (
        "'Lions' is 94 AP against 90 AP for 'Rats': the imbalance of 4 AP is too large (half of the "
        "least expensive figurine of 'Lions' (Squire, 7 AP) allows 3)."
    )
    assert found.source.section == "Setting up the game"


def test_match_points_and_ruleset_must_agree() -> None:
    a = army(("alahan/paladin", 3), points=90, name="A")
    b = army(("alahan/paladin", 3), points=100, ruleset=TOURNAMENT, name="B")
    found = check_match(a, validate(a, CARDS), b, validate(b, CARDS))
    assert [x.rule for x in found] == ["match.ruleset", "match.points"]
    c = army(("alahan/paladin", 3), points=90, ruleset=Ruleset(RulesetName.CORE, frozenset({15})), name="C")
    assert [x.rule for x in check_match(a, validate(a, CARDS), c, validate(c, CARDS))] == ["match.ruleset"]


# ---------------------------------------------------------------------------------------------
# Bad input to the model


@pytest.mark.parametrize(
    "make",
    [
        lambda: Entry("alahan/paladin", 0),
        lambda: Entry("alahan/paladin", -1),
        lambda: Entry("alahan/paladin", True),  # type: ignore[arg-type]
        lambda: Entry("", 1),
        lambda: ArmyList("x", "elves", 200),
        lambda: ArmyList("x", "alahan", 0),
    ],
)
def test_bad_values_are_refused(make: object) -> None:
    with pytest.raises(RulesError):
        make()  # type: ignore[operator]


def test_entries_given_as_a_list_are_kept_as_a_tuple() -> None:
    listed = ArmyList("x", "alahan", 200, CORE, [Entry("alahan/paladin", 1)])  # type: ignore[arg-type]
    assert listed.entries == (Entry("alahan/paladin", 1),)


# ---------------------------------------------------------------------------------------------
# Stateless: the Ability he adopts


def _hosts() -> dict[str, Card]:
    return {
        **CARDS,
        "alahan/brave": card("alahan/brave", "Brave", 10, 3, "Bravery", "Leadership/10"),
        "alahan/leader": card("alahan/leader", "Leader", 10, 3, "Leadership/15", "Fierce"),
        "alahan/fierce": card("alahan/fierce", "Fierce One", 10, 3, "Fierce", "Toxic/2"),
    }


@pytest.mark.parametrize(
    ("entries", "adopts"),
    [
        # Leadership on 6 figurines (4 at /10, 2 at /15), Bravery on 3: Leadership/10.
        ((("alahan/brave", 3), ("alahan/brave", 1), ("alahan/leader", 2), ("vile-tis/drifter", 1)), ("Leadership/10",)),
        # Leadership 3 and 3 at two values: both offered; Fierce (INCARNATION preview) never.
        ((("alahan/brave", 3), ("alahan/leader", 3), ("alahan/fierce", 3), ("vile-tis/drifter", 1)), ("Leadership/10", "Leadership/15")),
        # Bravery 3 = Leadership 3 and no other: a tie between two abilities.
        ((("alahan/brave", 3), ("vile-tis/drifter", 1)), ("Bravery", "Leadership/10")),
        # Only INCARNATION abilities among the hosts: nothing to adopt.
        ((("alahan/fierce", 3), ("vile-tis/drifter", 1)), ()),
        # No Stateless: nothing computed.
        ((("alahan/brave", 3),), ()),
    ],
)
def test_stateless_adopts_the_most_widespread_ability(entries: tuple[tuple[str, int], ...], adopts: tuple[str, ...]) -> None:
    v = validate(army(*entries, points=200), _hosts())
    assert v.info.stateless_adopts == adopts


def test_lists_are_values_edited_by_copy() -> None:
    first = army(("alahan/paladin", 3), points=200)
    second = first.added(Entry("alahan/swordsman", 2))
    third = second.with_figures(0, 1)
    fourth = third.removed(1)
    assert first.entries == (Entry("alahan/paladin", 3),)
    assert second.entries == (Entry("alahan/paladin", 3), Entry("alahan/swordsman", 2))
    assert third.entries == (Entry("alahan/paladin", 1), Entry("alahan/swordsman", 2))
    assert fourth.entries == (Entry("alahan/paladin", 1),)
    assert fourth.points == 200 and fourth.name == first.name
    with refused("army.no-entry"):
        first.removed(5)
    with pytest.raises(RulesError):
        first.with_figures(0, 0)


def test_every_rule_id_has_a_title_and_a_place_in_the_order() -> None:
    from companion.rules.army import RULE_ORDER, RULE_TITLES

    assert set(RULE_TITLES) == set(RULE_ORDER)
    assert len(RULE_ORDER) == len(set(RULE_ORDER))
    formats_md = {"points.overage", "alliance.forbidden", "alliance.cap", "card.figures", "character.unique", "card.unknown", "card.incomplete"}
    assert formats_md <= set(RULE_ORDER)


def test_a_list_mixing_editions_is_warned_not_refused() -> None:
    from dataclasses import replace

    cards = dict(CARDS)
    cards["alahan/swordsman"] = replace(cards["alahan/swordsman"], edition="c5")
    v = validate(army(*BASE, points=120), cards)
    assert v.legal and v.total_ap == 120
    (mixed,) = [w for w in v.warnings if w.rule == "army.editions-mixed"]
    assert mixed.entries == (1,)  # the swordsmen, outside the edition of the other entries
    assert mixed.message == Message("army.editions-mixed", editions=("c2", "c5"), main="c2")
    assert "editions c2 and c5" in english(mixed.message)
    assert "army.editions-mixed" not in warning_rules(validate(army(*BASE, points=120), CARDS))
