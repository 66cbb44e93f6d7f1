"""Lists of the real C5 cards, validated as a new player would build them."""

from __future__ import annotations

from companion.rules.army import ArmyList, Entry, validate
from companion.rules.card import Card

AGONN = "alahan/agonn-the-ardent"


def unaffiliated(card_id: str) -> Entry:
    """An Alahan card with its barony chosen: none ("Unaffiliated"), as the C5 data asks."""
    return Entry(card_id, 1, options=(f"{card_id}/unaffiliated",))


def test_agonn_and_agonn_2nd_are_one_character_twice(c5: dict[str, Card]) -> None:
    v = validate(ArmyList("Two Agonns", "alahan", 200, entries=(unaffiliated(AGONN), unaffiliated(f"{AGONN}-2nd"))),
                 c5)
    assert [x.rule for x in v.violations] == ["character.unique"]


def test_agonn_alone_is_one_figure_and_legal(c5: dict[str, Card]) -> None:
    assert c5[AGONN].figures_per_card is None
    v = validate(ArmyList("Agonn", "alahan", 46, entries=(
        Entry(AGONN, 1, options=(f"{AGONN}/the-shield-of-pride", f"{AGONN}/unaffiliated")),)), c5)
    assert v.legal and v.total_ap == 46
    assert [w.rule for w in v.warnings] == []


def test_the_war_staff_with_the_lions_standard_bearer_and_musician(c5: dict[str, Card]) -> None:
    v = validate(ArmyList("Staff", "alahan", 200, entries=(
        unaffiliated(AGONN), unaffiliated("alahan/standard-bearer-of-the-lion"),
        unaffiliated("alahan/musician-of-alahan-1"))), c5)
    assert v.info.war_staff.complete
    assert v.legal


def test_a_troop_of_unknown_blister_size_is_a_warning_not_a_violation(c5: dict[str, Card]) -> None:
    troop = next(card for card in c5.values() if card.people == "alahan" and not card.character and card.ap
                 and card.option(f"{card.id}/unaffiliated")
                 and [g.name for g in card.option_groups if g.min and g.parent is None] == ["Baronies"])
    v = validate(ArmyList("Troop", "alahan", 200, entries=(Entry(troop.id, 3, options=(f"{troop.id}/unaffiliated",)),)),
                 c5)
    assert v.legal
    assert "card.figures-unknown" in [w.rule for w in v.warnings]
