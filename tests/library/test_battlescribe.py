"""BattleScribe / New Recruit import: the shared fixtures (read in place), and hostile files."""

from __future__ import annotations

import struct
import zipfile
from pathlib import Path

from fractions import Fraction

import pytest

from companion.errors import BadInput
from companion.i18n import render
from companion.library import battlescribe
from companion.library.battlescribe import (
    BattleScribeError,
    parse_untrusted,
    parse_xml,
    peoples_named,
    read_battlescribe,
    slug,
    xml_input,
)
from companion.library.store import Library
from companion.rules.abilities import Ability
from companion.rules.card import Card
from tests.refusals import refused

GST = "confrontation-c5.gst"
ALAHAN = "alahan-lions-c5.cat"
SESSAIR = "kelt-sessair-c5.cat"


@pytest.fixture
def fixtures(battlescribe_dir: Path) -> list[Path]:
    return [battlescribe_dir / GST, battlescribe_dir / ALAHAN, battlescribe_dir / SESSAIR]


@pytest.fixture
def imported(fixtures: list[Path]) -> battlescribe.BattleScribeImport:
    return read_battlescribe(fixtures)


def by_id(result: battlescribe.BattleScribeImport) -> dict[str, Card]:
    return {card.id: card for card in result.cards}


def notes(result: battlescribe.BattleScribeImport) -> list[str]:
    """The import's notes in English."""
    return [render(note) for note in result.notes]


def said(error: pytest.ExceptionInfo[BadInput]) -> str:
    return render(error.value.message)  # type: ignore[arg-type]


def test_every_model_entry_of_the_catalogues_becomes_a_card(imported: battlescribe.BattleScribeImport) -> None:
    peoples = [card.people for card in imported.cards]
    assert peoples.count("alahan") == 56  # selectionEntry type="model" in the Alahan catalogue
    assert peoples.count("sessair") == 57
    assert len({card.id for card in imported.cards}) == len(imported.cards)
    assert all(card.provenance.startswith("BattleScribe catalogue ") for card in imported.cards)
    assert any(note.startswith(f"{GST}: 2 model entries of the game system") for note in notes(imported))
    assert any(note.startswith(f"{GST}: errata 'ATTENTION! CURRENT BUGS DUE TO BATTLESCRIBE': ") and "scout and fierce"
               in note for note in notes(imported))


def test_agent_of_the_chimera_as_in_the_xml(imported: battlescribe.BattleScribeImport) -> None:
    card = by_id(imported)["alahan/agent-of-the-chimera"]
    # <characteristic name="Mov">1-</characteristic> ... Ini 4, Atk-Str 5-5, Def-Res 4-6, Aim -,
    # Cou/Fea "6 C", Dis 4, Pow 3, Fervour empty, Abilities "Light Initiate/Ermetism, Bravery,
    # Warrior-mage"; <cost name="pts" value="21"/>; maxInRoster 1 raised by a modifier: a troop.
    assert card.name == "Agent of the Chimera"
    assert (card.initiative, card.attack, card.strength, card.defence, card.resilience) == (4, 5, 5, 4, 6)
    assert card.aim is None and card.courage == 6 and card.fear is None
    assert card.discipline == 4 and card.power == 3 and card.magician
    assert card.faith is None and not card.faithful
    assert card.abilities == (Ability("Light Initiate", "Ermetism"), Ability("Bravery"), Ability("Warrior-mage"))
    assert card.ap == 21
    assert card.character is False
    assert card.movement is None
    assert "Mov '1-' is a C5 movement category" in card.notes
    assert card.provenance.startswith("BattleScribe catalogue alahan-lions-c5.cat rev 33")
    assert (
        "Alahan Lions [C5] / Agent of the Chimera (alahan/agent-of-the-chimera): Mov '1-' is a C5 movement "
        "category, not centimetres: movement left empty"
    ) in notes(imported)


def test_a_nested_model_is_found_with_its_own_cost(imported: battlescribe.BattleScribeImport) -> None:
    card = by_id(imported)["alahan/molossers-of-alahan"]
    # Inside the "Solo/Hunting dogs" upgrade: Mov 10, Ini 2, 2-4, 1-4, "3 C", Dis 0, pts 10.
    assert card.movement == 10.0 and card.initiative == 2
    assert (card.attack, card.strength, card.defence, card.resilience) == (2, 4, 1, 4)
    assert card.courage == 3 and card.discipline == 0 and card.ap == 10
    assert [str(a) for a in card.abilities] == ["Brutish charge", "Hard-boiled"]
    assert card.notes == ""


def test_a_faithful_character_with_fervour(imported: battlescribe.BattleScribeImport) -> None:
    card = by_id(imported)["alahan/misan-the-clairvoyant"]
    # Fervour "2\1\0", category Characters, Abilities "Devout of Arin/10, Bravery".
    assert card.faith == "2-1-0" and card.faithful
    assert card.character
    assert card.abilities == (Ability("Devout of Arin", "10"), Ability("Bravery"))
    devout = card.ability("Devout of Arin")
    assert devout is not None and devout.number == 10


def test_a_kelt_card_with_semicolons_and_c_without_space(imported: battlescribe.BattleScribeImport) -> None:
    card = by_id(imported)["sessair/sessair-veteran-with-axe"]
    # Mov 10, Ini 3, 3-7, 2-4, Aim 0, "4C", Dis 2, "War fury; Brutal; Sessair Clan", pts "12.0".
    assert (card.movement, card.initiative, card.attack, card.strength) == (10.0, 3, 3, 7)
    assert (card.defence, card.resilience, card.aim, card.courage, card.discipline) == (2, 4, 0, 4, 2)
    assert [str(a) for a in card.abilities] == ["War fury", "Brutal", "Sessair Clan"]
    assert card.ap == 12 and not card.character
    assert card.provenance.startswith("BattleScribe catalogue kelt-sessair-c5.cat rev 18")


def test_values_that_cannot_be_mapped_are_kept_as_text_not_guessed(imported: battlescribe.BattleScribeImport) -> None:
    cards = by_id(imported)
    ballista = cards["alahan/ballista-of-the-lion"]
    assert ballista.defence is None and ballista.resilience is None
    assert "Def-Res '-10'" in ballista.notes
    logren = cards["alahan/logren"]
    assert logren.courage is None and logren.fear is None
    assert "Cou/Fea '7' does not say C (Courage) or F (Fear)" in logren.notes
    decimals = [c for c in imported.cards if c.movement == 12.5]
    assert len(decimals) == 1 + 2 + 12  # "12.5" once and "12,5" twice in Alahan, "12,5" 12 times in Sessair
    movement_notes = [n for n in notes(imported) if "movement category" in n]
    assert len(movement_notes) == 5  # Alahan: "1-" once, "1" three times, "2" once; none in Sessair
    assert all(c.movement is None for c in imported.cards if "movement category" in c.notes)


def test_characters_follow_the_category_and_the_one_per_army_limit(imported: battlescribe.BattleScribeImport) -> None:
    alahan = [c for c in imported.cards if c.people == "alahan"]
    assert sum(c.character for c in alahan) == 20  # the 20 entries in the "Characters" category
    sessair_characters = {c.name for c in imported.cards if c.people == "sessair" and c.character}
    assert "Baal The Conqueror" in sessair_characters and "Kelt Arcer" not in sessair_characters
    assert "Minotaur Sessair" not in sessair_characters  # maxInRoster 1, raised by an increment


def test_without_the_game_system_kelt_categories_fall_back_on_the_limit(battlescribe_dir: Path) -> None:
    alone = read_battlescribe([battlescribe_dir / SESSAIR])
    assert len(alone.cards) == 57
    characters = {c.name for c in alone.cards if c.character}
    assert "Sinshera" in characters  # maxInRoster 1 and no category name to say otherwise
    assert "Minotaur Sessair" not in characters


def test_the_game_system_alone_has_no_cards(battlescribe_dir: Path) -> None:
    result = read_battlescribe([battlescribe_dir / GST])
    assert result.cards == []
    assert any("no catalogue" in note for note in notes(result))


def test_zipped_catalogue_and_game_system(tmp_path: Path, battlescribe_dir: Path, imported: battlescribe.BattleScribeImport) -> None:
    catz, gstz = tmp_path / "Alahan Lions.catz", tmp_path / "system.gstz"
    with zipfile.ZipFile(catz, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(battlescribe_dir / ALAHAN, "Alahan Lions [C5].cat")
    with zipfile.ZipFile(gstz, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(battlescribe_dir / GST, "A-Confrontation [C5].gst")
    zipped = read_battlescribe([gstz, catz])
    plain = [c for c in imported.cards if c.people == "alahan"]
    assert [c.id for c in zipped.cards] == [c.id for c in plain]
    assert [c.ap for c in zipped.cards] == [c.ap for c in plain]
    assert zipped.cards[0].provenance.startswith("BattleScribe catalogue Alahan Lions.catz rev 33")


def test_importing_into_the_library_twice_changes_nothing(tmp_path: Path, fixtures: list[Path]) -> None:
    with Library.open(tmp_path / "lib.sqlite3", seed=False) as library:
        first = library.import_battlescribe(fixtures)
        assert (first.added, first.updated, first.unchanged) == (113, 0, 0)
        assert any("movement category" in render(note) for note in first.notes)
        second = library.import_battlescribe([str(p) for p in fixtures])
        assert (second.added, second.updated, second.unchanged) == (0, 0, 113)
        assert library.get("alahan/agent-of-the-chimera").ap == 21  # type: ignore[union-attr]


# --- hostile and broken files -------------------------------------------------------------

BILLION_LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol9 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
]>
<catalogue name="Alahan Lions">&lol9;</catalogue>
"""
EXTERNAL = b"""<?xml version="1.0"?>
<!DOCTYPE catalogue [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<catalogue name="Alahan Lions"><selectionEntry type="model" name="&secret;"/></catalogue>
"""
EXTERNAL_DTD = b"""<?xml version="1.0"?>
<!DOCTYPE catalogue SYSTEM "http://example.invalid/evil.dtd">
<catalogue name="Alahan Lions"/>
"""


@pytest.mark.parametrize("content", [BILLION_LAUGHS, EXTERNAL, EXTERNAL_DTD], ids=["bomb", "external", "dtd"])
def test_entities_and_dtds_are_refused(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "evil.cat"
    path.write_bytes(content)
    with refused("battlescribe.dtd", BattleScribeError, file="evil.cat"):
        read_battlescribe([path])


@pytest.mark.parametrize(
    "content", [BILLION_LAUGHS, EXTERNAL, b'<!DOCTYPE c><c/>'],
)
def test_the_parser_itself_refuses_a_dtd_even_past_the_byte_check(content: bytes) -> None:
    with refused("battlescribe.forbidden-dtd", BattleScribeError, file="x.cat"):
        parse_untrusted(content, "x.cat")


def test_undeclared_entities_are_an_error_not_an_expansion() -> None:
    with refused("battlescribe.malformed", BattleScribeError, line=1):
        parse_xml(b'<catalogue name="&nope;"/>', "x.cat")


def test_utf16_xml_is_refused_clearly() -> None:
    with refused("battlescribe.not-utf8", BattleScribeError):
        parse_xml('<?xml version="1.0" encoding="UTF-16"?><catalogue/>'.encode("utf-16"), "x.cat")


def test_a_too_large_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.cat"
    with path.open("wb") as stream:
        stream.truncate(60 * 1024 * 1024)  # sparse
    with refused("battlescribe.too-large", BattleScribeError, size=Fraction(629, 10), limit=50):
        read_battlescribe([path])


def test_a_zip_bomb_is_refused_by_its_unzipped_size(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(xml_input, "MAX_XML_BYTES", 1024 * 1024)
    path = tmp_path / "bomb.catz"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("bomb.cat", b"<catalogue>" + b" " * (3 * 1024 * 1024) + b"</catalogue>")
    assert path.stat().st_size < 20_000
    with refused("battlescribe.too-large", BattleScribeError, file="bomb.catz (bomb.cat unzipped)", size=Fraction(31, 10)):
        read_battlescribe([path])


def test_a_zip_lying_about_its_size_is_still_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(xml_input, "MAX_XML_BYTES", 1024 * 1024)
    path = tmp_path / "liar.catz"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("liar.cat", b"<catalogue>" + b" " * (3 * 1024 * 1024) + b"</catalogue>")
    data = bytearray(path.read_bytes())
    for signature, offset in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):  # uncompressed size fields
        at = data.index(signature) + offset
        data[at : at + 4] = struct.pack("<I", 100)
    path.write_bytes(bytes(data))
    with pytest.raises(BattleScribeError):
        read_battlescribe([path])


@pytest.mark.parametrize(
    ("name", "content", "fragment"),
    [
        ("two.catz", None, "holds one XML file, this one holds 2"),
        ("notzip.catz", b"PK not really", "not a valid zip file"),
        ("broken.cat", b"<catalogue name='Alahan'><selectionEntry></catalogue>", "malformed XML at line 1"),
        ("army.cat", b"<roster name='x'/>", "not a BattleScribe catalogue or game system (it starts with <roster>)"),
        ("list.xml", b"<catalogue/>", "not a BattleScribe file"),
        ("empty.cat", b"", "malformed XML"),
    ],
)
def test_broken_files_are_bad_input(tmp_path: Path, name: str, content: bytes | None, fragment: str) -> None:
    path = tmp_path / name
    if content is None:
        with zipfile.ZipFile(path, "w") as archive:
            archive.writestr("a.cat", b"<catalogue/>")
            archive.writestr("b.cat", b"<catalogue/>")
    else:
        path.write_bytes(content)
    with pytest.raises(BadInput) as caught:
        read_battlescribe([path])
    assert fragment in str(caught.value)
    assert name in str(caught.value)


def test_missing_file(tmp_path: Path) -> None:
    with refused("battlescribe.no-file", BattleScribeError):
        read_battlescribe([tmp_path / "gone.cat"])
    with refused("battlescribe.no-files", BattleScribeError):
        read_battlescribe([])


def test_a_catalogue_for_another_game_system_is_refused(tmp_path: Path, battlescribe_dir: Path) -> None:
    other = tmp_path / "other.cat"
    other.write_bytes(b'<catalogue name="Alahan Lions" gameSystemId="warhammer" revision="1"/>')
    with refused("battlescribe.other-system", BattleScribeError, file="other.cat"):
        read_battlescribe([battlescribe_dir / GST, other])


CATALOGUE_PEOPLES = {
    "Alahan Lions [C5]": "alahan",
    "Kelt Sessair [C5]": "sessair",
    "Kelts Drune": "drune",
    "Griffins of Akkylannie": "griffin",
    "Dwarves of Mid-Nor [C5]": "mid-nor",
    "Dwarves of Tir-Nâ-Bor": "tir-na-bor",
    "Orcs of Bran-Ô-Kor": "bran-o-kor",
    "Goblins of No-Dan-Kar": "no-dan-kar",
    "Devourers of Vile-Tis": "vile-tis",
    "Wolfen": "wolfen",
    "Daïkinee Elves": "daikinee",
    "Akkyshan Elves": "akkyshan",
    "Cynwäll Elves": "cynwall",
    "Alchemists of Dirz": "dirz",
    "Acheron [C5]": "acheron",
}
"""BattleScribe catalogue names as the data sets write them, and the people each is for."""


def test_catalogue_names_map_to_peoples() -> None:
    assert {name: peoples_named(name) for name in CATALOGUE_PEOPLES} == {
        name: [people] for name, people in CATALOGUE_PEOPLES.items()}


def test_a_catalogue_name_may_name_several_peoples_or_none() -> None:
    assert peoples_named("Alahan Lions and Wolfen") == ["alahan", "wolfen"]
    assert peoples_named("TEMPLATxE") == peoples_named("Cadwallon [C5]") == []


@pytest.mark.parametrize(("name", "expected"), [("Dragan d'Orianthe", "dragan-d-orianthe"), ("Malal d’Aran", "malal-d-aran"),
                                                ("Bard of Alahan (1)", "bard-of-alahan-1"), ("Ëlf", "elf"), ("???", "card")])  # fmt: skip
def test_slugs(name: str, expected: str) -> None:
    assert slug(name) == expected


# --- a hand-made catalogue for the links and the corner cases ------------------------------

SYSTEM = b"""<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="sys" name="Test system" revision="2" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <categoryEntries><categoryEntry id="cat-elite" name="Elite"/></categoryEntries>
  <sharedProfiles>
    <profile id="prof-1" name="Shared" typeName="Profile Card"><characteristics>
      <characteristic name="Mov">15</characteristic><characteristic name="Atk-Str">4-4</characteristic>
    </characteristics></profile>
  </sharedProfiles>
  <sharedSelectionEntries>
    <selectionEntry id="shared-model" name="Linked Hound" type="model">
      <infoLinks><infoLink id="l1" targetId="prof-1" type="profile"/></infoLinks>
      <costs><cost name="pts" typeId="points" value="7"/></costs>
    </selectionEntry>
  </sharedSelectionEntries>
</gameSystem>
"""
CATALOGUE = b"""<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="c" name="Wolfen of Yllia" revision="5" gameSystemId="sys" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries>
    <selectionEntry id="m1" name="Hunter" type="model">
      <profiles><profile name="Hunter" typeName="Profile Card"><characteristics>
        <characteristic name="Mov">62.5</characteristic><characteristic name="Ini">40</characteristic>
        <characteristic name="Cou/Fea">5 F</characteristic><characteristic name="Fervour">lots</characteristic>
        <characteristic name="Abilities">Leadership/, Scout</characteristic><characteristic name="Luck">3</characteristic>
      </characteristics></profile></profiles>
      <categoryLinks><categoryLink targetId="cat-elite"/></categoryLinks>
      <costs><cost name="pts" typeId="points" value="0"/></costs>
    </selectionEntry>
    <selectionEntry id="m2" name="Hunter" type="model">
      <profiles><profile name="Hunter" typeName="Profile Card"><characteristics/></profile></profiles>
      <costs><cost name="pts" typeId="points" value="12.5"/></costs>
    </selectionEntry>
    <selectionEntry id="m3" name="No profile" type="model"/>
    <selectionEntry id="u1" name="Some upgrade" type="upgrade">
      <entryLinks><entryLink id="el" targetId="shared-model" type="selectionEntry"/></entryLinks>
    </selectionEntry>
  </selectionEntries>
</catalogue>
"""


def test_a_hand_made_catalogue(tmp_path: Path) -> None:
    (tmp_path / "s.gst").write_bytes(SYSTEM)
    (tmp_path / "w.cat").write_bytes(CATALOGUE)
    result = read_battlescribe([tmp_path / "s.gst", tmp_path / "w.cat"])
    cards = {c.id: c for c in result.cards}
    assert sorted(cards) == ["wolfen/hunter", "wolfen/hunter-2", "wolfen/linked-hound"]
    hunter = cards["wolfen/hunter"]
    assert hunter.rank is not None and hunter.rank.value == "elite"
    assert hunter.fear == 5 and hunter.courage is None
    assert hunter.movement is None and hunter.initiative is None and hunter.faith is None and hunter.ap is None
    assert [str(a) for a in hunter.abilities] == ["Scout"]
    for fragment in ("Mov '62.5' is not a movement in centimetres", "Ini '40' is not a whole number 0..30",
                     "Fervour 'lots' is not three aspects", "Abilities 'Leadership/' cannot be read",
                     "Luck '3' is not a characteristic", "pts '0' is no cost"):  # fmt: skip
        assert fragment in hunter.notes
        assert any(fragment in note for note in notes(result))
    assert cards["wolfen/hunter-2"].ap is None and "pts '12.5'" in cards["wolfen/hunter-2"].notes
    hound = cards["wolfen/linked-hound"]  # a model of the game system linked from the catalogue
    assert (hound.movement, hound.attack, hound.strength, hound.ap) == (15.0, 4, 4, 7)
    assert hound.provenance.startswith("BattleScribe catalogue w.cat rev 5")
    assert "Wolfen of Yllia / No profile: no Profile Card profile; not imported" in notes(result)
