"""BattleScribe import of a whole data set: options, weapons, budgets, Characters, libraries,
editions, and batches with a bad, a template or an empty file."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.errors import BadInput
from companion.i18n import render
from companion.library.battlescribe import BattleScribeError, BattleScribeImport, read_battlescribe
from companion.library.store import Library
from companion.rules.card import Card, Equipment, OptionKind
from tests.refusals import refused

GST = "confrontation-c5.gst"
ALAHAN = "alahan-lions-c5.cat"
SPELLS = "library-catalogues/spells-c5.cat"
TEMPLATE = "template/template-c5.cat"
AZAEL_MARKER = "1422-9a5d-22c8-047b"  # "[Acheron] Azael" in the .gst: its spell list's condition names it
SPELLS_ID = "8d61-813b-713b-e943"
SYSTEM_ID = "5fd679b4-a5a1-6c30-3721-e2bf973a23b8"


@pytest.fixture(scope="module")
def whole(battlescribe_dir_module: Path) -> BattleScribeImport:
    return read_battlescribe([battlescribe_dir_module])


@pytest.fixture(scope="module")
def battlescribe_dir_module() -> Path:
    path = Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "battlescribe"
    if not path.is_dir():
        pytest.skip("shared/fixtures/battlescribe is not beside the checkout")
    return path


def cards_of(result: BattleScribeImport) -> dict[str, Card]:
    return {card.id: card for card in result.cards}


def test_the_whole_folder_imports_with_its_libraries_as_c5(whole: BattleScribeImport) -> None:
    assert len(whole.cards) == 113  # the two people catalogues; the libraries hold no models
    assert whole.edition == "c5"
    assert {card.edition for card in whole.cards} == {"c5"}
    assert whole.files == 5  # the data set; the repository's template beside it is skipped
    assert [(note.id, note["file"]) for note in whole.skipped] == [("battlescribe.skipped-template", "template-c5.cat")]


def test_agonn_offers_the_shield_of_pride_with_its_cost_and_limits(whole: BattleScribeImport) -> None:
    agonn = cards_of(whole)["alahan/agonn-the-ardent"]
    shield = agonn.option("alahan/agonn-the-ardent/the-shield-of-pride")
    # <selectionEntry name="The shield of pride"> pts 6, max 1 at its parent, max 1 in the roster,
    # reached through the "Artifacts" group (max 1) of Agonn's entry.
    assert shield is not None and shield.name == "The shield of pride"
    assert (shield.kind, shield.ap, shield.max, shield.max_per_army, shield.group) == (OptionKind.ARTEFACT, 6, 1, 1, "Artifacts")
    groups = {group.name: group for group in agonn.option_groups}
    assert groups["Artifacts"].max == 1
    assert groups["Baronies"].min == 1 and groups["Baronies"].max == 1  # one barony (or Unaffiliated)
    # defaultSelectionEntryId="99ee-acb8-713c-a898": the group's link to "Unaffiliated"
    assert groups["Baronies"].default == "alahan/agonn-the-ardent/unaffiliated"
    assert groups["Artifacts"].default is None
    officer = next(o for o in agonn.options if o.name == "Officer of the Lion")
    assert (officer.kind, officer.ap, officer.group) == (OptionKind.UPGRADE, 5, None)
    doriman = next(o for o in agonn.options if o.name == "Doriman")
    # Doriman (0 pts) always comes with "Barony/Strength" (1 pt, min 1): folded into it.
    assert doriman.kind is OptionKind.AFFILIATION and doriman.ap == 1 and "Barony/Strength" in doriman.text
    dogs = next(o for o in agonn.options if o.name == "Solo/Hunting dogs")
    assert dogs.group == "Baronies / Doriman" and dogs.ap == 2
    assert groups["Baronies / Doriman"].parent == doriman.id
    assert dogs not in agonn.options_in("Baronies")  # a choice of Doriman's, not a second barony
    assert doriman in agonn.options_in("Baronies")
    potions = [o.name for o in agonn.options_in("Artifacts") if "potion" in o.name.casefold()]
    assert potions == ["Healing Potion", "Minor potion", "Major potion", "Supreme potion"]  # from the .gst


def test_the_two_agonns_are_one_character(whole: BattleScribeImport) -> None:
    cards = cards_of(whole)
    first, second = cards["alahan/agonn-the-ardent"], cards["alahan/agonn-the-ardent-2nd"]
    assert first.character and second.character
    assert first.character_key == second.character_key == "alahan/agonn-the-ardent"
    assert cards["alahan/alahel-the-messenger"].character_id is None  # one version only
    assert cards["alahan/sardar-tillius-2nd"].character_key == cards["alahan/sardar-the-pure"].id


def test_a_marksman_gets_its_bows_strength_and_ranges(whole: BattleScribeImport) -> None:
    arcer = cards_of(whole)["alahan/arcer-of-alahan"]
    # entryLink to "Bow: STR 3, 20/40/60", min 1 max 1: an included weapon.
    assert arcer.equipment == (Equipment("Bow", 3, (20.0, 40.0, 60.0)),)
    assert not any(o.name.startswith("Bow") for o in arcer.options)
    bard = cards_of(whole)["alahan/bard-of-alahan-1"]
    assert bard.equipment == (Equipment("Throwing dagger", 1, (5.0, 10.0, 15.0)),)


def test_casters_carry_their_budgets_and_faith(whole: BattleScribeImport) -> None:
    cards = cards_of(whole)
    meliador = cards["alahan/meliador-the-celestial"]
    assert (meliador.power, meliador.pow_budget, meliador.faith_budget) == (7, 14, None)  # Pow 7, POW cost -14
    misan = cards["alahan/misan-the-clairvoyant"]
    assert (misan.faith, misan.faithful, misan.faith_budget) == ("2-1-0", True, 6)  # "2\1\0", FEDE -6
    assert cards["sessair/enoch-the-elementalist"].pow_budget == 12  # "-12.0"
    agent = cards["alahan/agent-of-the-chimera"]
    one_per_card = [o for o in agent.options if o.name == "One per card"]
    assert [o.pow for o in one_per_card] == [-3]  # budget the option gives ("Choose How Many Per Card (POW 3)")


def test_a_hidden_option_is_offered_where_a_modifier_shows_it(whole: BattleScribeImport) -> None:
    cards = cards_of(whole)
    # "Solo/Water" (Doriman) is hidden but shown for the listed magicians (instanceOf conditions).
    water = [c.id for c in cards.values() if any(o.name == "Solo/Water" for o in c.options)]
    assert "alahan/agent-of-the-chimera" in water and "alahan/meliador-the-celestial" in water
    assert "alahan/agonn-the-ardent" not in water


def test_errata_entries_are_never_cards(whole: BattleScribeImport) -> None:
    assert not any(card.name.startswith("_") for card in whole.cards)
    assert not any(o.name.startswith("_") for card in whole.cards for o in card.options)


def test_the_import_is_stored_and_read_back_whole(tmp_path: Path, battlescribe_dir: Path) -> None:
    with Library.open(tmp_path / "lib.sqlite3", seed=False) as library:
        first = library.import_battlescribe([battlescribe_dir])
        assert (first.added, first.updated) == (113, 0)
        agonn = library.get("alahan/agonn-the-ardent")
        assert agonn is not None and agonn.edition == "c5" and len(agonn.options) > 40
        again = library.import_battlescribe([battlescribe_dir])
        assert (again.added, again.updated, again.unchanged) == (0, 0, 113)


def test_a_card_of_another_edition_is_kept_beside_the_one_with_its_id(tmp_path: Path, battlescribe_dir: Path) -> None:
    mine = Card(id="alahan/agonn-the-ardent", name="Agonn the ardent", people="alahan", ap=55)  # the booklet's edition
    with Library.open(tmp_path / "lib.sqlite3", seed=False) as library:
        library.save(mine)
        report = library.import_battlescribe([battlescribe_dir])
        assert (report.added, report.updated) == (113, 0) and not any(
            note.id == "library.edition-kept" for note in report.notes if not isinstance(note, str))
        assert library.get(mine.id) == mine
        agonn = library.get("alahan/agonn-the-ardent-c5")
        assert agonn is not None and (agonn.name, agonn.edition, agonn.ap) == ("Agonn the ardent", "c5", 40)
        assert agonn.option("alahan/agonn-the-ardent-c5/the-shield-of-pride") is not None
        assert all(option.id.startswith("alahan/agonn-the-ardent-c5/") for option in agonn.options)
        parents = [group.parent for group in agonn.option_groups if group.parent is not None]
        assert parents and all(parent.startswith("alahan/agonn-the-ardent-c5/") for parent in parents)
        second = library.get("alahan/agonn-the-ardent-2nd")  # the same Character: the C5 card's
        assert second is not None and second.character_id == agonn.character_id == "alahan/agonn-the-ardent-c5"
        again = library.import_battlescribe([battlescribe_dir])  # the same ids again: nothing new
        assert (again.added, again.updated, again.unchanged) == (0, 0, 113)
        assert library.count() == 114


# --- hand-made files ----------------------------------------------------------------------


def catalogue(body: str, name: str = "Acheron [C5]", links: str = "") -> bytes:
    return (f'<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat-{abs(hash(name))}" name="{name}" revision="1" '
            f'gameSystemId="{SYSTEM_ID}" xmlns="http://www.battlescribe.net/schema/catalogueSchema">'
            f'<catalogueLinks>{links}</catalogueLinks><selectionEntries>{body}</selectionEntries></catalogue>').encode()


def model(name: str, characteristics: dict[str, str], inside: str = "", costs: str = '<cost name="pts" typeId="points" value="20"/>') -> str:
    values = "".join(f'<characteristic name="{k}">{v}</characteristic>' for k, v in characteristics.items())
    return (f'<selectionEntry id="m-{abs(hash(name))}" name="{name}" type="model"><profiles><profile name="{name}" '
            f'typeName="Profile Card"><characteristics>{values}</characteristics></profile></profiles>{inside}'
            f'<costs>{costs}</costs></selectionEntry>')


def test_flight_fervour_annotations_and_weapons_kept_as_the_data_gives_them(tmp_path: Path, battlescribe_dir: Path) -> None:
    choose_weapon = ('<selectionEntryGroups><selectionEntryGroup id="g1" name="Weapon"><constraints>'
                     '<constraint field="selections" scope="parent" value="1" id="x1" type="max"/></constraints>'
                     '<selectionEntries><selectionEntry id="w1" name="Crossbow: STR 5, 10/20/40" type="upgrade">'
                     '<costs><cost name="pts" typeId="points" value="4"/></costs></selectionEntry>'
                     '<selectionEntry id="w2" name="Steam cannon: STR 10+2d6, 30/60/90" type="upgrade"/>'
                     '</selectionEntries></selectionEntryGroup></selectionEntryGroups>')
    errata = '<selectionEntry id="e1" name="_Errata" type="upgrade"><rules><rule name="Errata"><description>Read Atk 4.</description></rule></rules></selectionEntry>'
    body = (model("Harpy", {"Mov": "10/20", "Fervour": "2-1-2 (zealot)"}, choose_weapon)
            + model("Bat", {"Mov": "7,5/15", "Fervour": "0-1-1 (Devout)"}, f"<selectionEntries>{errata}</selectionEntries>")
            + model("Crawler", {"Mov": "10/ten"}))
    path = tmp_path / "acheron.cat"
    path.write_bytes(catalogue(body))
    result = read_battlescribe([battlescribe_dir / GST, path], edition="my-source")
    cards = cards_of(result)
    harpy, bat, crawler = cards["acheron/harpy"], cards["acheron/bat"], cards["acheron/crawler"]
    assert (harpy.movement, harpy.flight, harpy.faith, harpy.faithful) == (10.0, 20.0, "2-1-2", True)
    assert "Fervour: zealot" in harpy.notes
    assert (bat.movement, bat.flight, bat.faith) == (7.5, 15.0, "0-1-1") and "Fervour: Devout" in bat.notes
    assert crawler.movement is None and crawler.flight is None and "Mov '10/ten'" in crawler.notes
    crossbow, cannon = (o for o in harpy.options if o.group == "Weapon")
    assert (crossbow.kind, crossbow.name, crossbow.strength, crossbow.ranges, crossbow.ap) == (
        OptionKind.EQUIPMENT, "Crossbow: STR 5, 10/20/40", 5, (10.0, 20.0, 40.0), 4)
    assert cannon.strength is None and cannon.ranges == (30.0, 60.0, 90.0)  # "10+2d6" is not guessed
    assert "STR '10+2d6'" in harpy.notes
    assert "Errata: Errata: Errata: Read Atk 4." in bat.notes and not bat.options
    assert {card.edition for card in result.cards} == {"my-source"}


def test_a_library_spell_list_reaches_the_caster_that_includes_its_marker(tmp_path: Path, battlescribe_dir: Path) -> None:
    marker = (f'<entryLinks><entryLink id="l1" name="[Acheron] Azael" targetId="{AZAEL_MARKER}" type="selectionEntry">'
              '<constraints><constraint field="selections" scope="parent" value="1" id="n1" type="min"/></constraints>'
              '</entryLink></entryLinks>')
    link = f'<catalogueLink id="cl" name="Spells" targetId="{SPELLS_ID}" type="catalogue" importRootEntries="true"/>'
    path = tmp_path / "acheron.cat"
    path.write_bytes(catalogue(model("Azael the Conqueror", {"Pow": "6"}, marker,
                                     '<cost name="pts" typeId="points" value="80"/><cost name="POW" typeId="80fd-fce4-0fcf-8d53" value="-12"/>'),
                               links=link))
    result = read_battlescribe([battlescribe_dir / GST, battlescribe_dir / SPELLS, path])
    azael = cards_of(result)["acheron/azael-the-conqueror"]
    spells = [o for o in azael.options if o.kind is OptionKind.SPELL]
    assert azael.pow_budget == 12 and azael.magician
    attack = next(o for o in spells if o.name == "Attacco primario")
    assert attack.pow == 1 and attack.group is not None and attack.group.startswith("[Acheron] Azael Spells")
    assert "Mana Cost: 1 --" in attack.text
    assert any(o.name == "Evoca Elementale Maggiore" and o.pow == 4 for o in spells)


def test_catalogues_for_no_people_are_skipped_each_with_why(tmp_path: Path, battlescribe_dir: Path) -> None:
    (tmp_path / "template.cat").write_bytes(catalogue(model("Someone", {"Ini": "3"}), name="Template [C5]"))
    (tmp_path / "empty.cat").write_bytes(catalogue("", name="Work in progress"))
    (tmp_path / "cadwallon.cat").write_bytes(catalogue(model("Thief", {"Ini": "4"}), name="Cadwallon [C5]"))
    (tmp_path / "both.cat").write_bytes(catalogue(model("Guard", {"Ini": "2"}), name="Alahan Lions and Wolfen"))
    result = read_battlescribe([battlescribe_dir / GST, battlescribe_dir / ALAHAN, battlescribe_dir / TEMPLATE,
                                *sorted(tmp_path.glob("*.cat"))])
    assert len(result.cards) == 56 and {card.people for card in result.cards} == {"alahan"}
    assert result.files == 2  # the game system and Alahan's catalogue
    skipped = {note["file"]: note for note in result.skipped}
    assert {file: note.id for file, note in skipped.items()} == {
        "template-c5.cat": "battlescribe.skipped-template",  # the repository's "TEMPLATxE": placeholder names
        "template.cat": "battlescribe.skipped-template",
        "empty.cat": "battlescribe.skipped",
        "cadwallon.cat": "battlescribe.skipped-no-people",
        "both.cat": "battlescribe.skipped-ambiguous",
    }
    assert skipped["both.cat"]["peoples"] == "alahan, wolfen"
    assert render(skipped["template-c5.cat"]) == "template-c5.cat: catalogue 'TEMPLATxE' is a template: skipped"
    assert render(skipped["cadwallon.cat"]).startswith(
        "cadwallon.cat: catalogue 'Cadwallon [C5]' is for no people this app knows (Lions of Alahan, ")
    assert not any(note.id.startswith("battlescribe.skipped") for note in result.notes)


def test_a_batch_whose_only_catalogue_is_skipped_says_why_once(battlescribe_dir: Path) -> None:
    alone = read_battlescribe([battlescribe_dir / GST])
    assert [note.id for note in alone.notes if note.id == "battlescribe.no-catalogue"] == ["battlescribe.no-catalogue"]
    skipped = read_battlescribe([battlescribe_dir / GST, battlescribe_dir / TEMPLATE])
    assert skipped.cards == [] and skipped.files == 1
    assert [note.id for note in skipped.skipped] == ["battlescribe.skipped-template"]
    assert not any(note.id == "battlescribe.no-catalogue" for note in skipped.notes)  # the skip says it


def test_a_damaged_file_refuses_the_batch_and_a_file_for_no_people_does_not(tmp_path: Path, battlescribe_dir: Path) -> None:
    """The two kinds in one batch: the damaged files are the problems (every one listed, nothing
    imported); without them, the same batch imports and says what it skipped."""
    (tmp_path / "broken.cat").write_bytes(b"<catalogue name='Alahan'><selectionEntry></catalogue>")
    (tmp_path / "cadwallon.cat").write_bytes(catalogue(model("Thief", {"Ini": "4"}), name="Cadwallon [C5]"))
    (tmp_path / "evil.cat").write_bytes(b'<!DOCTYPE c [<!ENTITY x "y">]><catalogue/>')
    for_no_people = [battlescribe_dir / TEMPLATE, tmp_path / "cadwallon.cat"]
    damaged = [tmp_path / "broken.cat", tmp_path / "evil.cat"]
    with Library.open(tmp_path / "lib.sqlite3", seed=False) as library:
        with pytest.raises(BattleScribeError) as caught:
            library.import_battlescribe([battlescribe_dir / GST, battlescribe_dir / ALAHAN, *for_no_people, *damaged])
        assert library.count() == 0
        problems = [render(p) for p in caught.value.problems]
        assert len(problems) == 2
        assert any("broken.cat: malformed XML" in p for p in problems)
        assert any("evil.cat" in p and "refused for safety" in p for p in problems)
        assert str(caught.value).startswith("2 problems, nothing imported: ")
        assert "cadwallon.cat" not in str(caught.value) and "template-c5.cat" not in str(caught.value)

        report = library.import_battlescribe([battlescribe_dir / GST, battlescribe_dir / ALAHAN, *for_no_people])
        assert (report.added, library.count()) == (56, 56)
        assert [(note.id, note["file"]) for note in report.skipped] == [
            ("battlescribe.skipped-template", "template-c5.cat"), ("battlescribe.skipped-no-people", "cadwallon.cat")]


def test_a_folder_without_battlescribe_files_is_bad_input(tmp_path: Path) -> None:
    with refused("battlescribe.empty-folder", BattleScribeError):
        read_battlescribe([tmp_path])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_random_damage_to_a_catalogue_gives_cards_or_bad_input(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    source = (Path(__file__).resolve().parents[3] / "shared" / "fixtures" / "battlescribe" / ALAHAN)
    if not source.is_file():
        pytest.skip("shared/fixtures/battlescribe is not beside the checkout")
    original = bytearray(source.read_bytes()[:60_000])  # the first models, cut: an unclosed document
    original += b"</selectionEntries></catalogue>"
    for _ in range(data.draw(st.integers(1, 8))):
        at = data.draw(st.integers(0, len(original) - 1))
        original[at] = data.draw(st.integers(0, 255))
    path = tmp_path_factory.mktemp("fuzz") / "alahan.cat"
    path.write_bytes(bytes(original))
    try:
        result = read_battlescribe([path])
    except BadInput as error:
        assert render(error.message)  # type: ignore[arg-type]
    else:
        assert all(card.people == "alahan" for card in result.cards)


def test_an_unknown_encoding_in_the_declaration_is_bad_input(tmp_path: Path) -> None:
    path = tmp_path / "odd.cat"
    path.write_bytes(b'<?xml version="1.0" encoding="U-F-8"?><catalogue id="x" name="x"/>')
    with refused("battlescribe.encoding", BattleScribeError):
        read_battlescribe([path])
