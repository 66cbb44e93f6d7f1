"""The builder's words without a window: the totals bar, the allies' share, the forum text."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from companion.i18n.numbers import share
from companion.rules.army import ArmyList, Entry, validate
from companion.ui.army.text import army_text
from companion.ui.army.totals import bar_verdict, points_verdict, totals_text
from builder_cards import BUILDER_CARDS

CARDS = {card.id: card for card in BUILDER_CARDS}


@pytest.mark.parametrize(("part", "shown"), [
    (Fraction(0), "0%"),
    (Fraction(24, 100), "24%"),
    (Fraction(245, 1000), "24.5%"),
    (Fraction(2441, 10000), "24.5%"),  # rounded up to a tenth: a share never reads as less
    (Fraction(3, 10), "30%"),  # exactly the cap: legal, and says so
    (Fraction(3001, 10000), "30.1%"),  # just over the cap never reads as 30%
    (Fraction(1, 3), "33.4%"),
    (Fraction(1), "100%"),
])
def test_the_allies_share_as_the_totals_bar_shows_it(part: Fraction, shown: str) -> None:
    assert share(part) == shown


def lions(*entries: tuple[str, int], points: int | None = 200) -> ArmyList:
    return ArmyList("Lions", "alahan", points, entries=tuple(Entry(c, f) for c, f in entries))


@pytest.mark.parametrize(("entries", "points", "bar", "fine", "words"), [
    ((), 200, "0 / 200 AP · allowance 0 · allies 0% of 30%", True, "200 AP under the points (legal)"),
    ((("alahan/paladin", 3), ("alahan/swordsman", 3)), 120,
     "120 / 120 AP · allowance 5 · allies 0% of 30%", True, "exactly the points"),
    ((("alahan/paladin", 3), ("alahan/swordsman", 3)), 115,
     "120 / 115 AP · allowance 5 · allies 0% of 30%", True, "over by 5 AP, within the allowance of 5 (legal)"),
    ((("alahan/paladin", 3), ("alahan/swordsman", 3)), 114,
     "120 / 114 AP · allowance 5 · allies 0% of 30%", False,
     "over by 6 AP: more than the allowance of 5 (not legal)"),
    ((("alahan/paladin", 2), ("griffin/magistrate", 2), ("acheron/sellsword", 1)), 200,
     "125 / 200 AP · allowance 10 · allies 52% of 30%", False,
     "75 AP under the points (legal) · allies over 30%: 65 of 125 AP, at most 37 (not legal)"),
])
def test_totals_bar_numbers_come_from_the_validation(entries, points, bar, fine, words) -> None:  # type: ignore[no-untyped-def]
    validation = validate(lions(*entries, points=points), CARDS)
    assert totals_text(validation) == bar
    assert bar_verdict(validation) == (fine, words)


def test_points_verdict_without_points() -> None:
    validation = validate(lions(("alahan/paladin", 1), points=None), CARDS)
    assert totals_text(validation).startswith("30 AP (no points agreed)")
    assert points_verdict(validation) == (False, "no points agreed: set the points of the game")


def test_forum_text_names_unknown_cards_and_each_problem() -> None:
    army = lions(("alahan/paladin", 3), ("alahan/ghost", 1), ("alahan/lioness", 1))
    text = army_text(army, validate(army, CARDS), CARDS)
    assert "- alahan/ghost (not in the library): 1 figurine, ? AP" in text
    assert "- Red Lioness: 1 figurine of 1, 40 AP" in text
    assert "Not legal (1 problem):" in text
    assert "- Card not in the library: The card 'alahan/ghost' is not in the library" in text
    assert text.endswith("(Booklet, Setting up the game)\n")


def test_forum_text_lists_each_entry_s_options_by_kind_with_their_costs() -> None:
    from builder_cards import option_cards

    cards = {**CARDS, **{card.id: card for card in option_cards()}}
    army = lions(("alahan/agonn", 1), ("alahan/archer", 2))
    army = replace(army, entries=(
        replace(army.entries[0], options=("alahan/agonn/healing-potion", "alahan/agonn/shield-of-pride",
                                          "alahan/agonn/healing-potion", "alahan/agonn/officer")),
        replace(army.entries[1], options=("alahan/archer/longbow", "alahan/archer/lost"))))
    lines = army_text(army, validate(army, cards), cards).splitlines()
    at = lines.index(next(line for line in lines if line.startswith("- Agonn the ardent: 1 figurine of 1, ")))
    assert lines[at + 1:at + 3] == [
        "    Artefact: The shield of pride (6 AP), Healing potion ×2 (2 AP)",
        "    Upgrade: Officer of the Lion (5 AP)",
    ]
    assert lines[at + 3].startswith("- Archer of Alahan: 2 figurines of 3, ")
    assert lines[at + 4:at + 6] == [
        "    Equipment: Longbow (3 AP; STR 4, 25 / 45 / 65 cm)",
        "    Not offered by the card: alahan/archer/lost",
    ]
