"""Taking and leaving options (companion.ui.army.edits): a card added holds its groups'
defaults, and an option of a group of one takes the place of the one the group held."""

from __future__ import annotations

from companion.rules.army import ArmyList, validate
from companion.ui.army.edits import added, with_option

from tests.ui.army.test_option_rows import CARD, MAGE

CARDS = {MAGE: CARD}


def test_a_card_added_holds_the_default_of_its_baronies() -> None:
    army = added(ArmyList("Mages", "alahan", 200), CARDS, [MAGE]).after
    assert army.entries[0].options == (f"{MAGE}/unaffiliated",)
    assert validate(army, CARDS).legal


def test_a_barony_takes_the_place_of_another_with_the_choices_that_came_with_it() -> None:
    army = added(ArmyList("Mages", "alahan", 200), CARDS, [MAGE]).after
    for option in ("laverne", "heritage", "heritage-str", "fireball"):
        edit = with_option(army, CARDS, 0, f"{MAGE}/{option}", 1)
        assert edit is not None
        army = edit.after
    assert army.entries[0].options == tuple(f"{MAGE}/{o}" for o in ("laverne", "heritage", "heritage-str", "fireball"))
    edit = with_option(army, CARDS, 0, f"{MAGE}/doriman", 1)  # Laverne goes, and all that came with it
    assert edit is not None and edit.after.entries[0].options == (f"{MAGE}/doriman", f"{MAGE}/fireball")
    assert edit.describe() == "take Doriman (Mage)"
    # a group of more than one keeps what it holds; leaving an option leaves it alone
    two = with_option(edit.after, CARDS, 0, f"{MAGE}/blink", 1)
    assert two is not None and two.after.entries[0].options == (f"{MAGE}/doriman", f"{MAGE}/fireball", f"{MAGE}/blink")
    left = with_option(two.after, CARDS, 0, f"{MAGE}/doriman", 0)
    assert left is not None and left.after.entries[0].options == (f"{MAGE}/fireball", f"{MAGE}/blink")
