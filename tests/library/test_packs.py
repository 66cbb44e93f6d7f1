"""Card packs (FORMATS.md): validation messages, the size limit, and the round trip."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from card_strategies import cards

from companion.errors import BadInput
from companion.library import packs
from companion.library.packs import (
    CARD_KEYS,
    Pack,
    PackError,
    card_from_dict,
    card_to_dict,
    parse_pack,
    read_pack,
    starter_pack_paths,
    write_pack,
)
from companion.rules.abilities import Ability
from companion.rules.card import Base, Card, Equipment, Rank, Size
from tests.refusals import refused

# The example card of FORMATS.md, verbatim.
MAGISTRATE: dict[str, Any] = {
    "id": "griffin/magistrate", "name": "Griffin Magistrate", "people": "griffin",
    "rank": "regular", "character": False, "ap": None, "figures_per_card": 2,
    "size": "normal", "base": "infantry",
    "movement": 10, "flight": None,
    "initiative": 3, "attack": 3, "strength": 6, "defence": 4, "resilience": 5,
    "aim": 3, "courage": 5, "fear": None, "discipline": 6, "power": None, "faith": "1-0-1",
    "abilities": ["Bravery", "Leadership/10", "Alliance/tir-na-bor"],
    "equipment": [{"name": "Pistol", "strength": 6, "ranges": [10, 15, 20]}],
    "magician": False, "faithful": True,
    "provenance": "rooted-design.com, 'Profil : Rackham'; AP not given",
}


def pack_of(*cards: dict[str, Any], **top: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"format": "confrontation-cards", "version": 1, "name": "Test", "cards": list(cards)}
    data.update(top)
    return data


def with_field(**changes: Any) -> dict[str, Any]:
    card = copy.deepcopy(MAGISTRATE)
    card.update(changes)
    return card


def test_the_formats_example_parses_into_the_domain_card() -> None:
    pack = parse_pack(pack_of(MAGISTRATE), "example.cards.json")
    assert pack.name == "Test"
    assert pack.version == 1
    (card,) = pack.cards
    assert card.id == "griffin/magistrate"
    assert card.rank is Rank.REGULAR
    assert card.size is Size.NORMAL
    assert card.base is Base.INFANTRY
    assert card.movement == 10.0 and card.flight is None
    assert (card.initiative, card.attack, card.strength, card.defence, card.resilience) == (3, 3, 6, 4, 5)
    assert card.courage == 5 and card.fear is None and card.power is None
    assert card.faith == "1-0-1"
    assert card.abilities == (Ability("Bravery"), Ability("Leadership", "10"), Ability("Alliance", "tir-na-bor"))
    assert card.ability("leadership") is not None and card.ability("leadership").number == 10  # type: ignore[union-attr]
    assert card.equipment == (Equipment("Pistol", 6, (10.0, 15.0, 20.0)),)
    assert card.faithful and not card.magician and not card.character
    assert card.ap is None and "ap" in card.missing()


def test_card_to_dict_writes_the_formats_order_and_equals_the_example() -> None:
    card = card_from_dict(MAGISTRATE, "x")
    written = card_to_dict(card)
    assert list(written) == list(CARD_KEYS)
    assert written == MAGISTRATE
    assert json.dumps(written) == json.dumps(MAGISTRATE)


def test_optional_notes_and_names_are_read_and_written_last() -> None:
    card = card_from_dict(with_field(notes="Mov category 1", names={"fr": "Magistrat griffon"}), "x")
    assert card.notes == "Mov category 1"
    assert card.display_name("fr") == "Magistrat griffon"
    assert list(card_to_dict(card))[-2:] == ["notes", "names"]


def test_missing_optional_keys_take_the_card_defaults() -> None:
    card = card_from_dict({"id": "wolfen/hunter", "name": "Hunter", "people": "wolfen"}, "x")
    assert card == Card(id="wolfen/hunter", name="Hunter", people="wolfen")
    assert card.figures_per_card == 1


def test_unknown_ability_names_are_kept() -> None:
    card = card_from_dict(with_field(abilities=["Moonlight dance/3", "bravery"]), "x")
    assert card.abilities[0] == Ability("Moonlight dance", "3")
    assert not card.abilities[0].known
    assert card.has("Bravery")


@pytest.mark.parametrize("value", [0, 2.5, 7.5, 10, 60])
def test_movement_multiples_of_two_and_a_half_up_to_60(value: float) -> None:
    assert card_from_dict(with_field(movement=value, flight=value), "x").movement == value


BAD_CARDS: list[tuple[dict[str, Any], str]] = [
    (with_field(attack=-1), "field 'attack': -1 is out of range 0..30"),
    (with_field(attack=31), "field 'attack': 31 is out of range 0..30"),
    (with_field(attack="3"), "field 'attack': expected a whole number"),
    (with_field(attack=3.5), "field 'attack': expected a whole number"),
    (with_field(attack=True), "field 'attack': expected a whole number"),
    (with_field(ap=-5), "field 'ap': -5 is out of range 0..2000"),
    (with_field(ap=10**9), "field 'ap'"),
    (with_field(figures_per_card=0), "field 'figures_per_card': 0 is out of range 1..20"),
    (with_field(figures_per_card=21), "field 'figures_per_card'"),
    (with_field(movement=11), "field 'movement': 11 cm is not a multiple of 2.5"),
    (with_field(movement=-2.5), "field 'movement': -2.5 cm is out of range 0..60"),
    (with_field(movement=62.5), "field 'movement'"),
    (with_field(flight="fast"), "field 'flight': expected a distance"),
    (with_field(movement=False), "field 'movement': expected a distance"),
    (with_field(people="elves"), "field 'people': unknown people 'elves'"),
    (with_field(people=3), "field 'people': expected text"),
    (with_field(id="griffin/Magistrate"), "field 'id': 'griffin/Magistrate' is not '<people>/<slug>'"),
    (with_field(id="magistrate"), "field 'id'"),
    (with_field(id="alahan/magistrate"), "does not start with its people 'griffin/'"),
    (with_field(name=""), "field 'name': must not be empty"),
    (with_field(name=None), "field 'name': expected text"),
    (with_field(rank="captain"), "field 'rank': unknown rank 'captain'"),
    (with_field(size="huge"), "field 'size': unknown size 'huge'"),
    (with_field(base=1), "field 'base': expected one of infantry, cavalry, creature"),
    (with_field(faith="1-0"), "field 'faith': expected three aspects"),
    (with_field(faith=101), "field 'faith'"),
    (with_field(character="yes"), "field 'character': expected true or false"),
    (with_field(magician=1), "field 'magician': expected true or false"),
    (with_field(faithful=None), "field 'faithful': expected true or false"),
    (with_field(abilities="Bravery"), "field 'abilities': expected a list"),
    (with_field(abilities=["Bravery", 3]), "field 'abilities[1]': expected text"),
    (with_field(abilities=["Leadership/"]), "field 'abilities[0]': ability 'Leadership/' has a '/' but no value"),
    (with_field(abilities=[" "]), "field 'abilities[0]': an ability needs a name"),
    (with_field(equipment={"name": "Pistol"}), "field 'equipment': expected a list"),
    (with_field(equipment=[{"strength": 6}]), "field 'equipment[0].name': must not be empty"),
    (with_field(equipment=[{"name": "Bow", "ranges": [10, 20]}]), "field 'equipment[0].ranges': expected three"),
    (with_field(equipment=[{"name": "Bow", "ranges": [30, 20, 10]}]), "ranges must not decrease"),
    (with_field(equipment=[{"name": "Bow", "ranges": [10, -1, 30]}]), "field 'equipment[0].ranges'"),
    (with_field(equipment=[{"name": "Bow", "strength": -1}]), "field 'equipment[0].strength': -1 is out of range"),
    (with_field(equipment=[{"name": "Bow", "range": 10}]), "field 'equipment[0].range': unknown key"),
    (with_field(initative=3), "field 'initative': unknown key"),
    (with_field(names={"fr": 3}), "field 'names.fr': expected a non-empty name"),
    (with_field(names={"French": "x"}), "field 'names.French': is not a language code"),
    (with_field(names=["fr"]), "field 'names': expected an object"),
    (with_field(notes=5), "field 'notes': expected text"),
    (with_field(provenance="x" * 20_000), "field 'provenance': is 20000 characters long"),
    ({"name": "No id", "people": "griffin"}, "field 'id': is missing"),
]


@pytest.mark.parametrize(("card", "fragment"), BAD_CARDS)
def test_bad_cards_are_refused_naming_file_card_and_field(card: dict[str, Any], fragment: str) -> None:
    good = with_field(id="griffin/first")
    with pytest.raises(PackError) as caught:
        parse_pack(pack_of(good, card), "mine.cards.json")
    message = str(caught.value)
    assert message.startswith("mine.cards.json, card #2"), message
    assert fragment in message
    if isinstance(card.get("id"), str):
        assert f"({card['id']})" in message


BAD_PACKS: list[tuple[object, str]] = [
    ([MAGISTRATE], "expected a JSON object"),
    (pack_of(MAGISTRATE, format="confrontation-army"), "field 'format': expected 'confrontation-cards'"),
    ({"version": 1, "cards": []}, "field 'format'"),
    (pack_of(MAGISTRATE, version=2), "version 2 is not supported"),
    (pack_of(MAGISTRATE, version="1"), "field 'version': expected a whole number"),
    (pack_of(MAGISTRATE, version=True), "field 'version': expected a whole number"),
    (pack_of(MAGISTRATE, name=7), "field 'name': expected text"),
    (pack_of(MAGISTRATE, cards={"a": 1}), "field 'cards': expected a list"),
    (pack_of(MAGISTRATE, extra=1), "unknown key 'extra'"),
    (pack_of(MAGISTRATE, "griffin/magistrate"), "card #2: expected a card object"),
    (pack_of(MAGISTRATE, MAGISTRATE), "card #2 (griffin/magistrate): field 'id': duplicate id, already used by card #1"),
]


@pytest.mark.parametrize(("data", "fragment"), BAD_PACKS)
def test_bad_packs_are_refused(data: object, fragment: str) -> None:
    with pytest.raises(PackError, match=None) as caught:
        parse_pack(data, "mine.cards.json")
    assert str(caught.value).startswith("mine.cards.json")
    assert fragment in str(caught.value)


def test_a_pack_without_an_edition_is_c2_and_a_packs_edition_is_its_cards_own() -> None:
    """FORMATS.md: "A pack without it is c2"; a pack that names its edition gives it to every
    card that names none, a card's own edition winning."""
    hero = {"id": "alahan/hero", "name": "Hero", "people": "alahan", "edition": "mine"}
    assert [c.edition for c in parse_pack(pack_of(MAGISTRATE, hero)).cards] == ["c2", "mine"]
    assert [c.edition for c in parse_pack(pack_of(MAGISTRATE, hero, edition="c5")).cards] == ["c5", "mine"]


@pytest.mark.parametrize("edition", [None, "", "  ", 5, "x" * 201])
def test_a_packs_edition_that_is_not_a_name_is_refused(edition: object) -> None:
    with pytest.raises(PackError) as caught:
        parse_pack(pack_of(MAGISTRATE, edition=edition), "mine.cards.json")
    assert str(caught.value).startswith("mine.cards.json: field 'edition': ")


def test_pack_error_is_bad_input_so_the_cli_exits_2() -> None:
    assert issubclass(PackError, BadInput)


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b'{"format": "confrontation-cards", ', "malformed JSON at line 1"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b'{"format": "confrontation-cards", "version": 1, "cards": [{"ap": NaN}]}', "malformed JSON"),
        (b"[" * 100_000 + b"]" * 100_000, "malformed JSON"),
        (b"", "malformed JSON"),
    ],
)
def test_unreadable_files_are_refused(tmp_path: Path, content: bytes, fragment: str) -> None:
    path = tmp_path / "bad.cards.json"
    path.write_bytes(content)
    with pytest.raises(PackError) as caught:
        read_pack(path)
    assert "bad.cards.json" in str(caught.value)
    assert fragment in str(caught.value)


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with refused("file.missing", PackError):
        read_pack(tmp_path / "nope.cards.json")
    with refused("file.is-folder", PackError):
        read_pack(tmp_path)


def test_too_large_file_is_refused_without_reading_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "huge.cards.json"
    with path.open("wb") as stream:  # sparse: 100 MB on disk costs nothing
        stream.truncate(100 * 1024 * 1024)
    read_sizes: list[int] = []
    real_open = Path.open

    def spying_open(self: Path, *args: Any, **kwargs: Any) -> Any:
        stream = real_open(self, *args, **kwargs)
        real_read = stream.read
        stream.read = lambda n=-1: (read_sizes.append(n), real_read(n))[1]  # type: ignore[method-assign]
        return stream

    monkeypatch.setattr(Path, "open", spying_open)
    with refused("file.too-large", PackError, size=Fraction(1049, 10), limit=20):
        read_pack(path)
    assert read_sizes == []


def test_utf8_with_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.cards.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(pack_of(MAGISTRATE)).encode())
    assert read_pack(path).cards[0].id == "griffin/magistrate"


def test_write_then_read_gives_the_same_cards(tmp_path: Path) -> None:
    cards = [
        card_from_dict(MAGISTRATE, "x"),
        Card(id="daikinee/dryad", name="Dryade", people="daikinee", names={"fr": "Dryade"}, notes="é"),
    ]
    path = tmp_path / "out.cards.json"
    write_pack(path, cards, "Mine")
    assert read_pack(path) == Pack(name="Mine", cards=tuple(cards))
    assert "Dryade" in path.read_text(encoding="utf-8")
    assert [p.name for p in tmp_path.iterdir()] == ["out.cards.json"]


def test_write_to_a_missing_folder_is_bad_input(tmp_path: Path) -> None:
    with refused("pack.cannot-write", PackError):
        write_pack(tmp_path / "no" / "such" / "x.cards.json", [], "x")


def test_starter_pack_paths_lists_resources_cards_sorted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "cards").mkdir()
    for name in ("wolfen.cards.json", "alahan.cards.json", "readme.txt"):
        (tmp_path / "cards" / name).write_text("{}")
    monkeypatch.setattr(packs, "resource", lambda *parts: tmp_path.joinpath(*parts))
    assert [p.name for p in starter_pack_paths()] == ["alahan.cards.json", "wolfen.cards.json"]


# --- round trip -----------------------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(cards())
def test_card_round_trips_through_json(card: Card) -> None:
    text = json.dumps(card_to_dict(card), ensure_ascii=False)
    assert card_from_dict(json.loads(text), "x") == card


@settings(max_examples=20, deadline=None)
@given(st.lists(cards(), max_size=5, unique_by=lambda c: c.id))
def test_pack_round_trips_through_a_file(tmp_path_factory: pytest.TempPathFactory, cards_: list[Card]) -> None:
    path = tmp_path_factory.mktemp("rt") / "p.cards.json"
    write_pack(path, cards_, "RT")
    assert read_pack(path).cards == tuple(cards_)


def test_packs_and_battlescribe_import_no_database_or_gui_library() -> None:
    import subprocess
    import sys

    code = (
        "import sys, companion.library.packs, companion.library.battlescribe\n"
        "print(','.join(m for m in sys.modules if m.split('.')[0] in ('sqlmodel', 'sqlalchemy', 'alembic', 'PySide6')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


def test_an_option_groups_default_is_read_written_and_must_be_an_option_of_the_group() -> None:
    """README, card packs: a group's ``default`` is the option it holds when a list leaves it empty."""
    options = [{"id": "griffin/magistrate/unaffiliated", "name": "Unaffiliated", "kind": "affiliation",
                "group": "Crusades"},
               {"id": "griffin/magistrate/seal", "name": "Seal", "kind": "artefact", "ap": 5}]
    group = {"name": "Crusades", "min": 1, "max": 1, "default": "griffin/magistrate/unaffiliated"}
    (card,) = parse_pack(pack_of(with_field(options=options, option_groups=[group])), "mine.cards.json").cards
    assert card.option_groups[0].default == "griffin/magistrate/unaffiliated"
    assert card_to_dict(card)["option_groups"] == [group]
    for wrong in ("griffin/magistrate/seal", "griffin/magistrate/nothing"):  # not in the group; no such option
        with pytest.raises(PackError) as caught:
            parse_pack(pack_of(with_field(options=options, option_groups=[{**group, "default": wrong}])), "mine.cards.json")
        assert f"field 'option_groups[0].default': {wrong} is not an option of the group Crusades" in str(caught.value)
