"""BattleScribe import: what a model's data reaches is on its card. Every weapon whatever its
spelling, every spell and miracle a caster's lists hold, and entries that are data rather than
choices kept off the options (and counted in the import report)."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.library.battlescribe import read_battlescribe
from companion.library.battlescribe.profiles import weapon
from companion.rules.card import Card, Equipment

SYSTEM_ID = "5fd679b4-a5a1-6c30-3721-e2bf973a23b8"
GST = "confrontation-c5.gst"


def catalogue(models: str, shared: str = "", name: str = "Acheron [C5]") -> bytes:
    return (f'<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat-reach" name="{name}" revision="1" '
            f'gameSystemId="{SYSTEM_ID}" xmlns="http://www.battlescribe.net/schema/catalogueSchema">'
            f'<selectionEntries>{models}</selectionEntries>'
            f'<sharedSelectionEntries>{shared}</sharedSelectionEntries></catalogue>').encode()


def model(name: str, inside: str) -> str:
    return (f'<selectionEntry id="m-{name}" name="{name}" type="model"><profiles><profile name="{name}" '
            f'typeName="Profile Card"><characteristics><characteristic name="Aim">4</characteristic>'
            f'</characteristics></profile></profiles>{inside}'
            f'<costs><cost name="pts" typeId="points" value="20"/></costs></selectionEntry>')


MUST = ('<constraints><constraint field="selections" scope="parent" value="1" id="{id}-min" type="min"/>'
        '<constraint field="selections" scope="parent" value="1" id="{id}-max" type="max"/></constraints>')


def shared_weapon(entry_id: str, name: str) -> str:
    return f'<selectionEntry id="{entry_id}" name="{name}" type="upgrade">{MUST.format(id=entry_id)}</selectionEntry>'


def read(tmp_path: Path, battlescribe_dir: Path, models: str, shared: str = "") -> dict[str, Card]:
    path = tmp_path / "acheron.cat"
    path.write_bytes(catalogue(models, shared))
    return {card.id: card for card in read_battlescribe([battlescribe_dir / GST, path]).cards}


# --- weapons ------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "expected"), [
    ("Bow: STR 3, 20/40/60", Equipment("Bow", 3, (20.0, 40.0, 60.0))),
    ("Pistol: STR 6, range 10/15/20", Equipment("Pistol", 6, (10.0, 15.0, 20.0))),  # Griffins
    ("Javelin: STR 8 20/30/40", Equipment("Javelin", 8, (20.0, 30.0, 40.0))),  # Black wolf
    ("Bow: STR 3 20/40/60", Equipment("Bow", 3, (20.0, 40.0, 60.0))),  # Centaur of Acheron
    ("Crossbow: STR5, 20/40/60", Equipment("Crossbow", 5, (20.0, 40.0, 60.0))),  # Nerak the bold
    ("Rifle: STR = 6. Range = 25/50/75", Equipment("Rifle", 6, (25.0, 50.0, 75.0))),  # Griffin fusilier
    ("Hod pistol: STR 6, range 10/20/30", Equipment("Hod pistol", 6, (10.0, 20.0, 30.0))),
    ("Bow: STR 3, 12,5/25/37,5", Equipment("Bow", 3, (12.5, 25.0, 37.5))),
])
def test_every_spelling_of_a_weapon_gives_its_strength_and_ranges(name: str, expected: Equipment) -> None:
    found = weapon(name)
    assert found is not None and found.equipment == expected and found.unmapped is None


@pytest.mark.parametrize("name", ["Mace: +2 STR", "Cavalry lance STR 15 in charge", "Lance: Charging STR/10",
                                  "Bow: STR 3, 60/40/20", "Morbid puppet (1) [2-3/0-2]", "Bow: 20/40/60"])
def test_names_that_are_not_ranged_weapons_are_not_read_as_one(name: str) -> None:
    assert weapon(name) is None


def test_a_strength_with_dice_is_kept_in_the_name_whatever_the_spelling() -> None:
    found = weapon("Steam cannon: STR = 10+2d6. Range = 30/60/90")
    assert found is not None and found.equipment == Equipment("Steam cannon (STR 10+2d6)", None, (30.0, 60.0, 90.0))
    assert found.unmapped is not None and found.unmapped.id == "battlescribe.unmapped"


def test_weapons_reached_through_links_groups_and_shared_entries_are_the_cards(tmp_path: Path, battlescribe_dir: Path) -> None:
    shared = (shared_weapon("w-pistol", "Pistol: STR 6, range 10/15/20")
              + shared_weapon("w-javelin", "Javelin: STR 8 20/30/40")
              + shared_weapon("w-rifle", "Rifle: STR = 6. Range = 25/50/75"))
    # A group with no limits of its own (min 0, max -1: none) is no choice: its must-take
    # weapon is the model's, as one directly under the model is.
    group = ('<selectionEntryGroups><selectionEntryGroup id="g-arms" name="Weapons"><constraints>'
             '<constraint field="selections" scope="parent" value="0" id="g-min" type="min"/>'
             '<constraint field="selections" scope="parent" value="-1" id="g-max" type="max"/></constraints>'
             '<entryLinks><entryLink id="l-rifle" name="Rifle" targetId="w-rifle" type="selectionEntry"/></entryLinks>'
             '</selectionEntryGroup></selectionEntryGroups>')
    models = (model("Hunter", '<entryLinks><entryLink id="l-pistol" name="Pistol" targetId="w-pistol" type="selectionEntry"/>'
                              '</entryLinks>')
              + model("Wolf", '<entryLinks><entryLink id="l-javelin" name="Javelin" targetId="w-javelin" '
                              'type="selectionEntry"/></entryLinks>')
              + model("Fusilier", group))
    cards = read(tmp_path, battlescribe_dir, models, shared)
    assert cards["acheron/hunter"].equipment == (Equipment("Pistol", 6, (10.0, 15.0, 20.0)),)
    assert cards["acheron/wolf"].equipment == (Equipment("Javelin", 8, (20.0, 30.0, 40.0)),)
    assert cards["acheron/fusilier"].equipment == (Equipment("Rifle", 6, (25.0, 50.0, 75.0)),)
    assert not any(card.options for card in cards.values())
