"""The rows under an entry: the choices that come with an option under that option's row, and
the caster's budget left beside his spells and miracles."""

from __future__ import annotations

from collections import Counter
from itertools import count

from companion.rules.army import Entry
from companion.rules.card import Card, Option, OptionGroup, OptionKind
from companion.ui.army.option_rows import EntryTrees, OptionNode, details_text, heading_text, name_text, option_tree

MAGE = "alahan/mage"
BARONIES = (
    Option(f"{MAGE}/unaffiliated", "Unaffiliated", OptionKind.AFFILIATION, group="Baronies"),
    Option(f"{MAGE}/doriman", "Doriman", OptionKind.AFFILIATION, ap=1, group="Baronies"),
    Option(f"{MAGE}/hunting-dogs", "Solo/Hunting dogs", OptionKind.AFFILIATION, ap=2, group="Baronies / Doriman"),
    Option(f"{MAGE}/laverne", "Laverne", OptionKind.AFFILIATION, group="Baronies"),
    Option(f"{MAGE}/heritage", "Solo/Legendary heritage", OptionKind.UPGRADE, group="Baronies / Laverne"),
    Option(f"{MAGE}/heritage-str", "STR +1", OptionKind.UPGRADE, group="Baronies / Laverne / Heritage"),
)
SPELLS = (
    Option(f"{MAGE}/fireball", "Fireball", OptionKind.SPELL, ap=5, pow=3, group="Spells"),
    Option(f"{MAGE}/blink", "Blink", OptionKind.SPELL, ap=2, pow=2, group="Spells"),
    Option(f"{MAGE}/one-per-card", "One per card", OptionKind.UPGRADE, pow=-2),
)
GROUPS = (
    OptionGroup("Baronies", 1, 1, default=f"{MAGE}/unaffiliated"),
    OptionGroup("Baronies / Doriman", None, 2, parent=f"{MAGE}/doriman"),
    OptionGroup("Baronies / Laverne", None, 1, parent=f"{MAGE}/laverne"),
    OptionGroup("Baronies / Laverne / Heritage", 1, 1, parent=f"{MAGE}/heritage"),
)
CARD = Card(id=MAGE, name="Mage", people="alahan", ap=30, power=4, options=BARONIES + SPELLS, option_groups=GROUPS)


def lines(rows: list[OptionNode], depth: int = 0) -> list[str]:
    found = []
    for node in rows:
        found.append("  " * depth + (node.option.name if node.option else node.group.name if node.group else
                                     str(node.kind.value if node.kind else "?")))
        found += lines(node.children, depth + 1)
    return found


def test_the_choices_of_an_option_are_rows_under_it_nested_as_deep_as_they_go() -> None:
    tree = option_tree(CARD, Entry(MAGE), lambda ids=count(1): next(ids))
    assert lines(tree) == [
        "spell", "  Spells", "    Fireball", "    Blink",
        "upgrade", "  One per card",
        "affiliation", "  Baronies",
        "    Unaffiliated",
        "    Doriman", "      Baronies / Doriman", "        Solo/Hunting dogs",
        "    Laverne", "      Baronies / Laverne", "        Solo/Legendary heritage",
        "          Baronies / Laverne / Heritage", "            STR +1",
    ]
    assert len(list(EntryTrees.walk(tree))) == 17


def test_the_spells_heading_says_the_pow_left_before_and_past_the_budget() -> None:
    tree = option_tree(CARD, Entry(MAGE), lambda ids=count(1): next(ids))
    spells = tree[0]
    assert heading_text(spells, Counter(), CARD) == "Spell · 4 of 4 POW left"
    assert heading_text(spells, Counter([f"{MAGE}/fireball"]), CARD) == "Spell · 1 of 4 POW left · 1 taken"
    both = Counter([f"{MAGE}/fireball", f"{MAGE}/blink"])
    assert heading_text(spells, both, CARD) == "Spell · 1 POW over 4 · 2 taken"
    # "One per card" gives 2 POW (a negative cost): the budget grows
    assert heading_text(spells, both + Counter([f"{MAGE}/one-per-card"]), CARD) == "Spell · 1 of 6 POW left · 2 taken"
    assert heading_text(tree[2], Counter(), CARD) == "Affiliation"  # no budget beside other kinds


def test_a_spell_row_says_its_pow_by_its_name() -> None:
    tree = option_tree(CARD, Entry(MAGE), lambda ids=count(1): next(ids))
    fireball, blink = tree[0].children[0].children
    assert (name_text(fireball), name_text(blink)) == ("Fireball · 3 POW", "Blink · 2 POW")
    assert details_text(fireball) == ""  # the cost is not said twice
    unaffiliated = tree[2].children[0].children[0]
    assert name_text(unaffiliated) == "Unaffiliated"
