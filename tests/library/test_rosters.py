"""Rosters exchanged with BattleScribe and New Recruit, on the real C5 data: written with the
data source's ids, read back to the same entries; rosters as the other programs write them;
hostile rosters refused with one message."""

from __future__ import annotations

import io
import json
import re
import zipfile
from pathlib import Path
from typing import Any

import pytest

from companion.i18n.render import english
from companion.library.army_files import read_army, write_army
from companion.library.battlescribe import read_battlescribe
from companion.library.battlescribe.xml_input import MAX_XML_BYTES
from companion.library.list_files import read_list, write_list
from companion.library.rosters import NAMESPACE, RosterError, read_roster, roster_for, roster_to_xml
from companion.rules.army import ArmyList, Entry, validate
from companion.rules.card import Card
from tests.refusals import refused

AGONN = "alahan/agonn-the-ardent"
SHIELD = f"{AGONN}/the-shield-of-pride"
UNAFFILIATED = f"{AGONN}/unaffiliated"
ALAHAN_CATALOGUE = "606146b9-7c3a-49e6-1d60-01d548bc9737"
ARMY_CORE = "b9b37e38-53ef-d71d-d788-e9323cabb492"
ALLIES = "8cdefaab-6450-0f5b-6ad5-f1303ccd4a91"


def agonn_list(**changes: Any) -> ArmyList:
    entries = (
        Entry(AGONN, 1, options=(SHIELD, UNAFFILIATED)),
        Entry("alahan/standard-bearer-of-the-lion", 1, options=("alahan/standard-bearer-of-the-lion/unaffiliated",)),
        Entry("alahan/musician-of-alahan-1", 1, options=("alahan/musician-of-alahan-1/unaffiliated",)),
        Entry("sessair/kelt-musician", 1, options=("sessair/kelt-musician/unaffiliated",)),
    )
    return ArmyList(**{"name": "Agonn's lions", "people": "alahan", "points": 200, "entries": entries, **changes})


def selections(holder: dict[str, Any]) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = holder.get("selections", [])
    return found


# -- written with the data source's ids --------------------------------------------------------


def test_the_imported_cards_know_their_data_source(c5: dict[str, Card]) -> None:
    agonn = c5[AGONN]
    assert agonn.source_ids is not None
    assert (agonn.source_ids.catalogue, agonn.source_ids.entry) == (ALAHAN_CATALOGUE, "f4be9207-8da3-34b8-5aac-727bbeb57f05")
    assert (agonn.source_ids.force, agonn.source_ids.force_name) == (ARMY_CORE, "Army Core")
    assert (agonn.source_ids.allies_force, agonn.source_ids.allies_force_name) == (ALLIES, "Allies (max 30%)")
    assert agonn.source_ids.category_name == "Characters"
    shield = agonn.option(SHIELD)
    assert shield is not None and shield.source_ids is not None
    # The link of Agonn's "Artifacts" group, then the shared entry: as a roster names it.
    assert shield.source_ids.entry == "c008-c127-3535-418f::6e01-c4dd-2699-3ae4"
    assert shield.source_ids.group == "0f9a1569-4086-7c30-69b4-dff5b4422ff8"


def test_a_list_with_agonn_and_the_shield_of_pride_as_a_battlescribe_roster(c5: dict[str, Card]) -> None:
    roster = roster_for(agonn_list(), c5).roster
    assert roster["gameSystemId"] == "5fd679b4-a5a1-6c30-3721-e2bf973a23b8"
    assert roster["costLimits"] == [{"name": "pts", "typeId": "points", "value": 200}]
    core, allies = roster["forces"]
    assert (core["entryId"], core["catalogueId"], core["name"]) == (ARMY_CORE, ALAHAN_CATALOGUE, "Army Core")
    assert (allies["entryId"], allies["catalogueName"]) == (ALLIES, "Kelt Sessair [C5]")
    agonn = selections(core)[0]
    assert (agonn["name"], agonn["entryId"], agonn["number"], agonn["type"]) == (
        "Agonn the ardent", "f4be9207-8da3-34b8-5aac-727bbeb57f05", 1, "model")
    assert agonn["categories"][0]["name"] == "Characters" and agonn["categories"][0]["primary"] is True
    shield, unaffiliated = selections(agonn)
    assert (shield["name"], shield["entryId"], shield["type"]) == (
        "The shield of pride", "c008-c127-3535-418f::6e01-c4dd-2699-3ae4", "upgrade")
    assert shield["costs"] == [{"name": "pts", "typeId": "points", "value": 6}]
    assert agonn["costs"] == [{"name": "pts", "typeId": "points", "value": 46}]  # 40 AP and the shield
    assert unaffiliated["entryGroupId"] == "d546-d605-cbeb-c6f0::8d9f-cfb1-0bf8-575a"
    assert roster["costs"][0]["value"] == validate(agonn_list(), c5).total_ap


def test_the_roster_xml_is_in_the_battlescribe_namespace_in_the_schemas_order(c5: dict[str, Card]) -> None:
    from xml.etree.ElementTree import fromstring

    root = fromstring(roster_to_xml(roster_for(agonn_list(), c5).roster))
    assert root.tag == f"{{{NAMESPACE}}}roster"
    assert [child.tag.split("}")[1] for child in root] == ["costs", "costLimits", "forces"]
    model = root.find(f"{{{NAMESPACE}}}forces/{{{NAMESPACE}}}force/{{{NAMESPACE}}}selections/{{{NAMESPACE}}}selection")
    assert model is not None and model.get("number") == "1"
    assert [child.tag.split("}")[1] for child in model] == ["selections", "costs", "categories"]


@pytest.mark.parametrize("suffix", [".ros", ".rosz", ".json"])
def test_a_round_trip_gives_the_same_entries(c5: dict[str, Card], tmp_path: Path, suffix: str) -> None:
    own, ally = agonn_list().entries[:-1], agonn_list().entries[-1:]  # a force per catalogue: allies last
    army = agonn_list(entries=(*own, Entry("alahan/agent-of-the-chimera", 1, incarnation=True,
                                           options=("alahan/agent-of-the-chimera/unaffiliated",)), *ally))
    path = tmp_path / f"lions{suffix}"
    assert write_list(path, army, c5) == []
    read = read_list(path, c5.values())
    assert read.unmatched == []
    assert read.army == army
    again = tmp_path / "again.army.json"
    write_list(again, read.army, c5)
    assert read_army(again) == army


@pytest.mark.parametrize("suffix", [".ros", ".json"])
def test_the_ruleset_and_house_rules_travel_in_the_rosters_notes(c5: dict[str, Card], tmp_path: Path,
                                                                 suffix: str) -> None:
    """No BattleScribe entry says which rules a list is played under: the roster's custom notes
    say it (``Ruleset: tournament``, ``House rules: 15, 21``), and reading them gives them back."""
    from companion.rules.ruleset import Ruleset, RulesetName

    army = agonn_list(ruleset=Ruleset(RulesetName.TOURNAMENT, frozenset({15, 21})), points=None)
    assert roster_for(army, c5).roster["customNotes"] == "Ruleset: tournament\nHouse rules: 15, 21"
    path = tmp_path / f"lions{suffix}"
    write_list(path, army, c5)
    read = read_list(path, c5.values()).army
    assert (read.ruleset, read.agreed_points, read.entries) == (army.ruleset, 200, army.entries)
    assert "customNotes" not in roster_for(agonn_list(), c5).roster  # the booklet's rules, nothing to say


def test_rules_in_a_rosters_notes_are_read_loosely_and_the_rest_is_left_alone(c5: dict[str, Card]) -> None:
    from companion.library.rosters import army_from_roster

    roster = roster_for(agonn_list(), c5).roster
    for notes, ruleset, house in (("ruleset:  Tournament \nhouse rules: 3,99, x ,4, ²\nbring dice", "tournament", {3, 4}),
                                  ("Ruleset: chess\nHouse rules: none", "core", set()), ("", "core", set())):
        read = army_from_roster({**roster, "customNotes": notes}, c5.values(), "notes.ros").army
        assert (read.ruleset.name.value, set(read.ruleset.house_rules)) == (ruleset, house)


def test_a_new_recruit_export_is_the_roster_as_json(c5: dict[str, Card], tmp_path: Path) -> None:
    path = tmp_path / "lions.json"
    write_list(path, agonn_list(), c5)
    data = json.loads(path.read_text("utf-8"))
    assert set(data) == {"roster"}
    assert data["roster"]["xmlns"] == NAMESPACE
    assert data["roster"]["forces"][0]["selections"][0]["number"] == 1


def test_cards_and_options_without_data_source_ids_are_left_out_and_listed(c5: dict[str, Card], tmp_path: Path) -> None:
    hand_made = Card(id="alahan/my-hero", name="My hero", people="alahan", ap=20, character=True)
    cards = {**c5, hand_made.id: hand_made}
    army = agonn_list(entries=(Entry(AGONN, 1, options=(SHIELD, f"{AGONN}/no-such-option")), Entry(hand_made.id)))
    left_out = write_list(tmp_path / "l.ros", army, cards)
    assert [english(m) for m in left_out] == [
        "Agonn the ardent: the option alahan/agonn-the-ardent/no-such-option has no BattleScribe ids: left out of "
        "the roster",
        "My hero: the card has no BattleScribe ids (entered by hand, or from a card pack without them): left out "
        "of the roster"]
    with refused("roster.nothing-to-write", RosterError):
        write_list(tmp_path / "none.ros", ArmyList("Mine", "alahan", 100, entries=(Entry(hand_made.id),)), cards)
    assert not (tmp_path / "none.ros").exists()


# -- rosters as BattleScribe and New Recruit write them ----------------------------------------


def battlescribe_roster(selections_xml: str, catalogue: str = ALAHAN_CATALOGUE) -> bytes:
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="a1" name="From BattleScribe" battleScribeVersion="2.03" gameSystemId="5fd679b4-a5a1-6c30-3721-e2bf973a23b8"
        gameSystemName="Confrontation [C5]" gameSystemRevision="21" xmlns="{NAMESPACE}">
  <costs><cost name="pts" typeId="points" value="151.0"/></costs>
  <costLimits><costLimit name="pts" typeId="points" value="150.0"/></costLimits>
  <forces>
    <force id="f1" name="Army Core" entryId="{ARMY_CORE}" catalogueId="{catalogue}" catalogueRevision="33"
           catalogueName="Alahan Lions [C5]">
      <selections>{selections_xml}</selections>
    </force>
  </forces>
</roster>""".encode()


def test_a_battlescribe_roster_finds_cards_and_options_by_ids_paths_and_names(c5: dict[str, Card],
                                                                              tmp_path: Path) -> None:
    path = tmp_path / "bs.ros"
    path.write_bytes(battlescribe_roster("""
        <selection id="s1" name="Agonn the ardent" entryId="f4be9207-8da3-34b8-5aac-727bbeb57f05" number="1" type="model">
          <selections>
            <selection id="s2" name="The shield of pride" entryId="c008-c127-3535-418f::6e01-c4dd-2699-3ae4"
                       entryGroupId="0f9a1569-4086-7c30-69b4-dff5b4422ff8" number="1" type="upgrade"/>
            <selection id="s3" name="Unaffiliated" entryId="zzzz::8048-4998-18e9-52bd" number="1" type="upgrade"/>
            <selection id="s4" name="Officer of the Lion" entryId="not-an-id" number="1" type="upgrade"/>
            <selection id="s5" name="A trinket nobody sells" entryId="nope" number="1" type="upgrade"/>
          </selections>
        </selection>
        <selection id="s6" name="Standard-bearer of the Lion" entryId="changed-id" number="1" type="model"/>
        <selection id="s7" name="Griffin of legend" entryId="unknown" number="2" type="model"/>"""))
    read = read_roster(path, c5.values())
    agonn, bearer = read.army.entries
    # by its full path, by its name, by the path's last segment (in the card's order)
    assert agonn.options == (SHIELD, f"{AGONN}/officer-of-the-lion", UNAFFILIATED)
    assert bearer.card_id == "alahan/standard-bearer-of-the-lion"  # by its name
    assert (read.army.name, read.army.people, read.army.points) == ("From BattleScribe", "alahan", 150)
    assert [english(m) for m in read.unmatched] == [
        "Agonn the ardent: 'A trinket nobody sells' matches no option of the card (left out)",
        f"'Griffin of legend' (catalogue {ALAHAN_CATALOGUE}) matches no card of the library (left out)"]


def test_number_is_the_figures_and_an_option_taken_twice(c5: dict[str, Card], tmp_path: Path) -> None:
    troop = next(card for card in c5.values() if card.people == "alahan" and not card.character and card.source_ids)
    assert troop.source_ids is not None
    path = tmp_path / "troop.ros"
    path.write_bytes(battlescribe_roster(
        f'<selection id="s1" name="{troop.name}" entryId="{troop.source_ids.entry}" number="3" type="model"/>'))
    (entry,) = read_roster(path, c5.values()).army.entries
    assert (entry.card_id, entry.figures) == (troop.id, 3)


def test_a_new_recruit_json_with_numbers_as_numbers(c5: dict[str, Card], tmp_path: Path) -> None:
    roster = {"roster": {
        "id": "r", "name": "NR list", "gameSystemId": "5fd679b4-a5a1-6c30-3721-e2bf973a23b8",
        "generatedBy": "https://newrecruit.eu", "xmlns": NAMESPACE,
        "costLimits": [{"name": "pts", "typeId": "points", "value": 120}],
        "forces": [{"id": "f", "name": "Army Core", "entryId": ARMY_CORE, "catalogueId": ALAHAN_CATALOGUE,
                    "selections": [{"id": "s", "name": "Agonn the ardent",
                                    "entryId": "f4be9207-8da3-34b8-5aac-727bbeb57f05", "number": 1, "type": "model",
                                    "selections": [{"id": "o", "name": "The shield of pride",
                                                    "entryId": "c008-c127-3535-418f::6e01-c4dd-2699-3ae4",
                                                    "number": 1, "type": "upgrade", "from": "group",
                                                    "group": "Artifacts"}]}]}]}}
    path = tmp_path / "nr.json"
    path.write_text(json.dumps(roster), "utf-8")
    read = read_list(path, c5.values())
    # No barony selected: the Baronies group ("1 to 1") holds its default, as New Recruit reads it
    assert read.army.entries == (Entry(AGONN, 1, options=(SHIELD, UNAFFILIATED)),)
    assert read.army.points == 120
    assert validate(read.army, c5).legal


# -- hostile rosters ---------------------------------------------------------------------------


def _rosz(tmp_path: Path, members: dict[str, bytes]) -> Path:
    path = tmp_path / "bad.rosz"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


@pytest.mark.parametrize(
    ("name", "data", "says"),
    [
        ("broken.ros", b"<roster><forces>", "not well-formed|no element found|malformed|line"),
        ("dtd.ros", b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa">]><roster name="x" id="x"/>',
         "DTD|entit"),
        ("catalogue.ros", b'<catalogue xmlns="x" id="c" name="c"/>', "not a BattleScribe roster"),
        ("utf16.ros", '<roster id="x"/>'.encode("utf-16"), "UTF-8"),
        ("encoding.ros", b'<?xml version="1.0" encoding="ATF-8"?><roster id="x"/>', "UTF-8"),
        ("list.json", b"[1, 2]", "not a New Recruit roster"),
        ("army.json", b'{"format": "confrontation-army"}', "not a New Recruit roster"),
        ("forces.json", b'{"roster": {"forces": {"a": 1}}}', "'forces' is not a list"),
        ("broken.json", b'{"roster": ', "malformed|JSON"),
    ],
)
def test_a_malformed_roster_is_refused_with_one_message(c5: dict[str, Card], tmp_path: Path, name: str, data: bytes,
                                                       says: str) -> None:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(RosterError) as caught:
        read_list(path, c5.values())
    text = english(caught.value.message)
    assert "\n" not in text and name in text
    assert re.search(says, text, re.I), text


def test_a_rosz_holding_several_files_or_a_bomb_is_refused(c5: dict[str, Card], tmp_path: Path) -> None:
    two = _rosz(tmp_path, {"a.ros": b"<roster/>", "b.ros": b"<roster/>"})
    with refused("battlescribe.zip-members", RosterError, found=2):
        read_list(two, c5.values())
    bomb = tmp_path / "bomb.rosz"
    with zipfile.ZipFile(bomb, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        with archive.open("bomb.ros", "w", force_zip64=True) as member:
            chunk = b" " * (1024 * 1024)
            for _ in range(MAX_XML_BYTES // len(chunk) + 2):
                member.write(chunk)
    assert bomb.stat().st_size < 1024 * 1024  # a small file that unzips past the limit
    with refused("battlescribe.too-large", RosterError):
        read_list(bomb, c5.values())


def test_selections_nested_too_deep_are_refused(c5: dict[str, Card], tmp_path: Path) -> None:
    inner: dict[str, Any] = {"id": "x", "name": "Agonn the ardent", "entryId": "f4be9207-8da3-34b8-5aac-727bbeb57f05",
                             "number": 1, "type": "model"}
    for _ in range(60):
        inner = {"id": "u", "name": "Trinket", "entryId": "t", "number": 1, "type": "upgrade", "selections": [inner]}
    roster = {"roster": {"name": "Deep", "forces": [{"catalogueId": ALAHAN_CATALOGUE, "selections": [
        {"id": "s", "name": "Agonn the ardent", "entryId": "f4be9207-8da3-34b8-5aac-727bbeb57f05", "number": 1,
         "type": "model", "selections": [inner]}]}]}}
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(roster), "utf-8")
    with refused("roster.too-deep", RosterError):
        read_list(path, c5.values())


def test_an_unreadable_number_of_figures_is_refused(c5: dict[str, Card], tmp_path: Path) -> None:
    path = tmp_path / "n.ros"
    path.write_bytes(battlescribe_roster(
        '<selection id="s1" name="Agonn the ardent" entryId="f4be9207-8da3-34b8-5aac-727bbeb57f05" number="many" '
        'type="model"/>'))
    with refused("roster.bad-number", RosterError):
        read_list(path, c5.values())


def test_old_army_files_without_sources_read_as_before(tmp_path: Path) -> None:
    path = tmp_path / "old.army.json"
    path.write_text(json.dumps({"format": "confrontation-army", "version": 1, "name": "Old", "people": "alahan",
                                "points": 100, "entries": [{"card": "alahan/paladin", "figures": 2}]}), "utf-8")
    read = read_list(path, [])
    assert read.army.entries == (Entry("alahan/paladin", 2),)
    assert read.army.entries[0].source is None
    write_army(tmp_path / "again.army.json", read.army)
    assert "source" not in (tmp_path / "again.army.json").read_text("utf-8")


def test_the_zip_of_a_written_rosz_holds_one_ros(c5: dict[str, Card], tmp_path: Path) -> None:
    path = tmp_path / "lions.rosz"
    write_list(path, agonn_list(), c5)
    with zipfile.ZipFile(io.BytesIO(path.read_bytes())) as archive:
        assert archive.namelist() == ["lions.ros"]
        assert archive.read("lions.ros").startswith(b'<?xml version="1.0" encoding="UTF-8"')


def test_a_choice_that_comes_with_an_option_is_written_under_it(c5: dict[str, Card], tmp_path: Path) -> None:
    """Doriman's "Solo/Hunting dogs" is a choice of the Doriman barony: its selection is nested
    in Doriman's, as BattleScribe nests it; read back, the entry takes both."""
    doriman, dogs = f"{AGONN}/doriman", f"{AGONN}/doriman-solo-hunting-dogs"
    army = agonn_list(entries=(Entry(AGONN, 1, options=(doriman, dogs)),))
    (model,) = selections(roster_for(army, c5).roster["forces"][0])
    (barony,) = selections(model)
    assert barony["name"] == "Doriman" and [s["name"] for s in selections(barony)] == ["Solo/Hunting dogs"]
    path = tmp_path / "doriman.ros"
    write_list(path, agonn_list(entries=(Entry(AGONN, 1, options=(dogs, doriman)),)), c5)
    assert read_list(path, c5.values()).army.entries == army.entries  # in the order the card offers them


def test_a_librarys_spell_list_is_its_own_root_selection(tmp_path: Path) -> None:
    """A spell of a library's list (C5 "[Acheron] Azael Spells") is chosen under that list's
    root entry, not under the caster: written so, and read back onto the caster."""
    from companion.rules.card import CardSourceIds, Option, OptionKind, OptionSourceIds

    ids = CardSourceIds("system", "acheron-catalogue", "azael-entry", force="core", force_name="Army Core")
    spell = Option("acheron/azael/shadow-bolt", "Shadow bolt", OptionKind.SPELL, ap=10, pow=2,
                   group="[Acheron] Azael Spells / Necromanzia",
                   source_ids=OptionSourceIds("2a2a-link::bolt-entry", "2a2a-link::necromanzia", root="fc5a-list"))
    azael = Card(id="acheron/azael", name="Azael", people="acheron", ap=90, character=True, power=5,
                 options=(spell,), source_ids=ids)
    army = ArmyList("Shadows", "acheron", 100, entries=(Entry(azael.id, 1, options=(spell.id,)),))
    roster = roster_for(army, {azael.id: azael}).roster
    model, spell_list = selections(roster["forces"][0])
    assert "selections" not in model
    assert (spell_list["name"], spell_list["entryId"], spell_list["type"]) == ("[Acheron] Azael Spells", "fc5a-list",
                                                                               "upgrade")
    (bolt,) = selections(spell_list)
    assert (bolt["entryId"], bolt["entryGroupId"]) == ("2a2a-link::bolt-entry", "2a2a-link::necromanzia")
    path = tmp_path / "shadows.json"
    write_list(path, army, {azael.id: azael})
    read = read_list(path, [azael])
    assert read.unmatched == [] and read.army.entries == army.entries


def test_a_real_spell_list_round_trips_through_a_roster(tmp_path: Path, battlescribe_dir: Path) -> None:
    """The C5 spell library imported for a hand-made Azael: his spells carry the list's root
    entry; in a roster they are chosen under "[Acheron] Azael Spells", and read back onto him."""
    from tests.library.test_battlescribe_data_set import AZAEL_MARKER, GST, SPELLS, SPELLS_ID, catalogue, model

    marker = (f'<entryLinks><entryLink id="l1" name="[Acheron] Azael" targetId="{AZAEL_MARKER}" type="selectionEntry">'
              '<constraints><constraint field="selections" scope="parent" value="1" id="n1" type="min"/></constraints>'
              '</entryLink></entryLinks>')
    link = f'<catalogueLink id="cl" name="Spells" targetId="{SPELLS_ID}" type="catalogue" importRootEntries="true"/>'
    path = tmp_path / "acheron.cat"
    path.write_bytes(catalogue(model("Azael the Conqueror", {"Pow": "6"}, marker,
                                     '<cost name="pts" typeId="points" value="80"/>'), links=link))
    cards = {c.id: c for c in read_battlescribe([battlescribe_dir / GST, battlescribe_dir / SPELLS, path]).cards}
    azael = cards["acheron/azael-the-conqueror"]
    attack = next(o for o in azael.options if o.name == "Attacco primario")
    assert attack.source_ids is not None and attack.source_ids.root == "fc5a-24c8-b90f-98b7"
    army = ArmyList("Shadows", "acheron", 100, entries=(Entry(azael.id, 1, options=(attack.id,)),))
    written = roster_for(army, cards).roster
    model_selection, spell_list = selections(written["forces"][0])
    assert spell_list["name"] == "[Acheron] Azael Spells" and spell_list["entryId"] == "fc5a-24c8-b90f-98b7"
    assert [s["name"] for s in selections(spell_list)] == ["Attacco primario"]
    roster = tmp_path / "shadows.ros"
    write_list(roster, army, cards)
    read = read_list(roster, cards.values())
    assert read.unmatched == [] and read.army.entries == army.entries
