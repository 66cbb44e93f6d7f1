"""BattleScribe import: what a model's data reaches is on its card. Every weapon whatever its
spelling, every spell and miracle a caster's lists hold, and entries that are data rather than
choices kept off the options (and counted in the import report)."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.i18n import render
from companion.library.battlescribe import read_battlescribe
from companion.library.battlescribe.profiles import weapon
from companion.rules.card import Card, Equipment, OptionKind

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


# --- spells and miracles ------------------------------------------------------------------

SPELLS = "library-catalogues/spells-c5.cat"
MIRACLES = "library-catalogues/miracles-c5.cat"
GORGON_MARKER = "6e2a-6ef9-5775-df65"  # "[Acheron] Gorgon" in the .gst: "[Acheron] Gorgon Spells" names it
KAIN_MARKER = "d800-2a68-666e-7538"  # "[Acheron] Kain": "[Acheron] Kain Miracles (0 2 2)" names it


def marker(target: str) -> str:
    return (f'<entryLinks><entryLink id="l-{target}" name="marker" targetId="{target}" type="selectionEntry">'
            f'{MUST.format(id=target)}</entryLink></entryLinks>')


def links(*targets: str) -> str:
    return "".join(f'<catalogueLink id="cl-{t}" name="{t}" targetId="{t}" type="catalogue" importRootEntries="true"/>'
                   for t in targets)


def linked_catalogue(models: str, library_ids: tuple[str, ...], shared: str = "") -> bytes:
    return (f'<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat-acheron" name="Acheron [C5]" revision="1" '
            f'gameSystemId="{SYSTEM_ID}" xmlns="http://www.battlescribe.net/schema/catalogueSchema">'
            f'<catalogueLinks>{links(*library_ids)}</catalogueLinks><selectionEntries>{models}</selectionEntries>'
            f'<sharedSelectionEntries>{shared}</sharedSelectionEntries></catalogue>').encode()


def test_a_casters_own_spell_and_miracle_that_its_list_must_hold_are_offered(tmp_path: Path, battlescribe_dir: Path) -> None:
    path = tmp_path / "acheron.cat"
    path.write_bytes(linked_catalogue(model("The Gorgon", marker(GORGON_MARKER)) + model("Kain", marker(KAIN_MARKER)),
                                      ("8d61-813b-713b-e943", "e822-05d1-c2b6-fb85")))
    result = read_battlescribe([battlescribe_dir / GST, battlescribe_dir / SPELLS, battlescribe_dir / MIRACLES, path])
    cards = {card.id: card for card in result.cards}
    gorgon, kain = cards["acheron/the-gorgon"], cards["acheron/kain"]
    # "[Acheron] Gorgon Spells" holds "Torpore eterno" with min 1 max 1 at its parent (the list):
    # it comes with the list, so it is offered there, not swallowed as a rule marker of the card.
    torpor = next(o for o in gorgon.options if o.name == "Torpore eterno")
    assert (torpor.kind, torpor.group, torpor.max) == (OptionKind.SPELL, "[Acheron] Gorgon Spells", 1)
    assert torpor.source_ids is not None and torpor.source_ids.root == "f429-de8e-72e5-a293"
    assert "Lacerare le anime" not in {o.name for o in gorgon.options}  # the Coryphaeus' own spell
    # "Onore dei Paladini Neri": a "Miracle Card" filed under the "Spells" category, min 1 in Kain's list.
    honour = next(o for o in kain.options if o.name == "Onore dei Paladini Neri")
    assert (honour.kind, honour.group) == (OptionKind.MIRACLE, "[Acheron] Kain Miracles (0 2 2)")
    miracles = [o for o in kain.options if o.group and o.group.startswith("[Acheron] Kain Miracles")]
    assert len(miracles) > 5 and {o.kind for o in miracles} == {OptionKind.MIRACLE}


def library(root_entries: str, shared_groups: str, shared: str = "") -> bytes:
    return (f'<?xml version="1.0" encoding="UTF-8"?><catalogue id="lib-spells" name="Spells" revision="1" '
            f'gameSystemId="{SYSTEM_ID}" xmlns="http://www.battlescribe.net/schema/catalogueSchema">'
            f'<selectionEntries>{root_entries}</selectionEntries><sharedSelectionEntries>{shared}</sharedSelectionEntries>'
            f'<sharedSelectionEntryGroups>{shared_groups}</sharedSelectionEntryGroups></catalogue>').encode()


def spell(entry_id: str, name: str, pow_cost: int = 2, inside: str = "") -> str:
    return (f'<selectionEntry id="{entry_id}" name="{name}" type="upgrade">{inside}<profiles><profile name="{name}" '
            f'typeName="Spell Card"/></profiles><costs><cost name="POW" typeId="80fd-fce4-0fcf-8d53" '
            f'value="{pow_cost}"/></costs></selectionEntry>')


def spell_list(entry_id: str, name: str, marker_id: str, inside: str) -> str:
    shown = (f'<modifiers><modifier type="set" field="hidden" value="false"><conditions><condition field="selections" '
             f'scope="roster" value="1" childId="{marker_id}" type="atLeast"/></conditions></modifier></modifiers>')
    return f'<selectionEntry id="{entry_id}" name="{name}" hidden="true" type="upgrade">{shown}{inside}</selectionEntry>'


def test_spells_and_lists_offered_to_no_caster_are_listed_in_the_report(tmp_path: Path, battlescribe_dir: Path) -> None:
    fire = ('<selectionEntryGroup id="g-fire" name="Fire"><selectionEntries>'
            + spell("s-blaze", "Blaze") + '</selectionEntries></selectionEntryGroup>')
    water = ('<selectionEntryGroup id="g-water" name="Water"><selectionEntries>'  # linked by no list
             + spell("s-flow", "Flow of nothingness", 3) + spell("s-wind", "Carrying wind", 4)
             + '</selectionEntries></selectionEntryGroup>')
    own = spell("s-own", "Eternal torpor", 0, MUST.format(id="s-own"))
    lists = (spell_list("list-a", "[Acheron] Witch Spells", "m-witch",
                        f'<selectionEntries>{own}</selectionEntries><entryLinks><entryLink id="ll-fire" name="Fire" '
                        'targetId="g-fire" type="selectionEntryGroup"/><entryLink id="ll-dark" name="Dark" '
                        'targetId="s-dark" type="selectionEntry"/></entryLinks>')
             + spell_list("list-b", "[Acheron] Essais Spells", "m-nobody",
                          '<entryLinks><entryLink id="lb-fire" name="Fire" targetId="g-fire" '
                          'type="selectionEntryGroup"/></entryLinks>'))
    (tmp_path / "spells.cat").write_bytes(library(lists, fire + water, spell("s-dark", "Dark shroud")))
    marker_entry = '<selectionEntry id="m-witch" name="[Acheron] Witch" type="upgrade"/>'
    (tmp_path / "acheron.cat").write_bytes(linked_catalogue(model("Witch", marker("m-witch")), ("lib-spells",), marker_entry))
    result = read_battlescribe([battlescribe_dir / GST, tmp_path / "spells.cat", tmp_path / "acheron.cat"])
    witch = result.cards[0]
    assert {o.name for o in witch.options if o.kind is OptionKind.SPELL} == {"Eternal torpor", "Blaze", "Dark shroud"}
    unoffered = [n for n in result.notes if n.id == "battlescribe.magic-unoffered"]
    assert [(n["file"], n["count"], n["names"]) for n in unoffered] == [
        ("spells.cat", 2, "Carrying wind, Flow of nothingness")]
    lists_note = [n for n in result.notes if n.id == "battlescribe.lists-unoffered"]
    assert [(n["count"], n["names"]) for n in lists_note] == [(1, "[Acheron] Essais Spells")]
    assert "offered to no caster" in render(unoffered[0])


# --- data, not choices --------------------------------------------------------------------

MYSTIC_RULE = ('<selectionEntry id="r-mystic" name="Rule: Total Mystic level +1" type="upgrade">'
               '<constraints><constraint field="selections" scope="parent" value="1" id="rm-min" type="min"/>'
               '<constraint field="selections" scope="parent" value="1" id="rm-max" type="max"/>'
               '<constraint field="selections" scope="roster" value="4" id="rm-roster" type="max"/></constraints>'
               '<rules><rule name="Rule: Total Mystic level +1"><description>Total Ranks of Mystics: 4</description>'
               '</rule></rules></selectionEntry>')
MAGICIAN = ('<selectionEntryGroup id="g-initiate" name="[Rule] Magician: Initiate (Character)"><constraints>'
            '<constraint field="selections" scope="parent" value="0" id="gi-min" type="min"/>'
            '<constraint field="selections" scope="parent" value="-1" id="gi-max" type="max"/></constraints>'
            '<entryLinks><entryLink id="l-mystic" name="Rule: Total Mystic level +1" targetId="r-mystic" '
            'type="selectionEntry"/></entryLinks></selectionEntryGroup>')
ALLIANCE = ('<selectionEntry id="r-alliance" name="Rule: Alliance of Dun-Scaith" hidden="true" type="upgrade"><modifiers>'
            '<modifier type="set" field="hidden" value="false"><conditions><condition field="selections" scope="roster" '
            'value="1" childId="ally" type="atLeast"/></conditions></modifier>'
            '<modifier type="set" field="a-min" value="1"><conditions><condition field="selections" scope="roster" '
            'value="1" childId="ally" type="atLeast"/></conditions></modifier></modifiers>'
            '<constraints><constraint field="selections" scope="parent" value="0" id="a-min" type="min"/>'
            '<constraint field="selections" scope="parent" value="1" id="a-max" type="max"/></constraints>'
            '<costs><cost name="pts" typeId="points" value="0"/></costs></selectionEntry>')
SPELLBOOK = ('<selectionEntry id="q-book" name="Apply Black Spellbook?" type="upgrade"><constraints>'
             '<constraint field="selections" scope="parent" value="1" id="q-max" type="max"/></constraints></selectionEntry>')
SEVEN = ('<selectionEntry id="a-seven" name="7" type="upgrade"><constraints><constraint field="selections" '
         'scope="parent" value="1" id="s-max" type="max"/></constraints><costs><cost name="pts" typeId="points" '
         'value="6"/></costs></selectionEntry>')


def test_rule_markers_and_markers_a_list_adds_are_never_options_and_are_counted(tmp_path: Path, battlescribe_dir: Path) -> None:
    inside = (f'<selectionEntryGroups>{MAGICIAN}</selectionEntryGroups>'
              '<entryLinks><entryLink id="l-alliance" name="Alliance" targetId="r-alliance" type="selectionEntry"/>'
              '<entryLink id="l-book" name="Book" targetId="q-book" type="selectionEntry"/>'
              '<entryLink id="l-seven" name="7" targetId="a-seven" type="selectionEntry"/></entryLinks>')
    path = tmp_path / "acheron.cat"
    path.write_bytes(catalogue(model("Sorcerer", inside), MYSTIC_RULE + ALLIANCE + SPELLBOOK + SEVEN))
    result = read_battlescribe([battlescribe_dir / GST, path])
    sorcerer = result.cards[0]
    # The Mystic rule must be taken once where it lies, in a group of no limits (0 to none): the
    # card always has it. The alliance marker costs and says nothing, and a list that holds the
    # ally must hold it: the list adds it. Neither is the player's choice.
    assert {o.name for o in sorcerer.options} == {"Apply Black Spellbook?", "7"}  # choices, whatever their names
    counted = [n for n in result.notes if n.id == "battlescribe.not-choices"]
    assert [(n["count"], n["names"]) for n in counted] == [
        (2, "Rule: Alliance of Dun-Scaith, Rule: Total Mystic level +1")]
    assert render(counted[0]).startswith("2 entries are data, not choices")


def test_a_must_take_rule_under_an_option_comes_with_it(tmp_path: Path, battlescribe_dir: Path) -> None:
    twilight = (f'<selectionEntry id="a-twilight" name="Twilight" type="upgrade"><constraints><constraint '
                f'field="selections" scope="parent" value="1" id="t-max" type="max"/></constraints>'
                f'<selectionEntryGroups>{MAGICIAN}</selectionEntryGroups><costs><cost name="pts" typeId="points" '
                f'value="9"/></costs></selectionEntry>')
    path = tmp_path / "acheron.cat"
    path.write_bytes(catalogue(model("Sorcerer", f'<selectionEntries>{twilight}</selectionEntries>'), MYSTIC_RULE))
    sorcerer = read_battlescribe([battlescribe_dir / GST, path]).cards[0]
    assert [(o.name, o.ap) for o in sorcerer.options] == [("Twilight", 9)]
    assert "Rule: Total Mystic level +1: Rule: Total Mystic level +1: Total Ranks of Mystics: 4" in sorcerer.options[0].text


def test_no_c5_card_offers_a_rule_marker_as_an_option(c5: dict[str, Card]) -> None:
    offered = {o.name for card in c5.values() for o in card.options}
    assert not any(name.startswith("Rule: ") for name in offered)
    assert "Unaffiliated" in offered  # a group's free answer stays a choice


def explained(name: str, text: str) -> str:
    return (f'<profiles><profile name="{name}" typeName="Explanation"><characteristics>'
            f'<characteristic name="Description:">{text}</characteristic></characteristics></profile></profiles>')


def test_weapons_written_in_descriptions_are_the_cards_too(tmp_path: Path, battlescribe_dir: Path) -> None:
    pistol = (f'<selectionEntry id="w-redemption" name="Redemption pistol" type="upgrade">{MUST.format(id="w-r")}'
              f'{explained("Redemption pistol", "STR 6, 10/15/20")}</selectionEntry>')
    crossbow = f'<selectionEntry id="w-crossbow" name="Crossbow: STR 6, 20/40/60" type="upgrade">{MUST.format(id="w-c")}</selectionEntry>'
    models = (model("Arcer", explained("Longbow", "Longbow; str 3; 20/40/60"))
              + model("Purifier", f'<selectionEntries>{pistol}</selectionEntries>')
              # The same crossbow in the model's description and as its entry: one crossbow.
              + model("Hybrid", explained("Crossbow", "Crossbow: str 6, 20/40/60") + f'<selectionEntries>{crossbow}</selectionEntries>')
              + model("Scholar", explained("Lore", "He quotes STR 6 and then 10/15/20 from memory.")))
    cards = read(tmp_path, battlescribe_dir, models)
    assert cards["acheron/arcer"].equipment == (Equipment("Longbow", 3, (20.0, 40.0, 60.0)),)
    assert cards["acheron/purifier"].equipment == (Equipment("Redemption pistol", 6, (10.0, 15.0, 20.0)),)
    assert cards["acheron/hybrid"].equipment == (Equipment("Crossbow", 6, (20.0, 40.0, 60.0)),)
    assert cards["acheron/scholar"].equipment == ()


def test_c5_marksmen_whose_weapon_is_described_get_it(c5: dict[str, Card]) -> None:
    # <profile name="Longbow" typeName="Explanation">: "Longbow; str 3; 20/40/60" on the Kelt Arcer's entry.
    assert c5["sessair/kelt-arcer"].equipment == (Equipment("Longbow", 3, (20.0, 40.0, 60.0)),)
    assert c5["sessair/tanath-the-young-horned-one"].equipment == (Equipment("Gae Bolga", 5, (10.0, 20.0, 30.0)),)
