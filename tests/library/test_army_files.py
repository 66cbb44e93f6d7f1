"""Army list files (FORMATS.md, "Army list"): parsing, messages naming file/entry/field, round trip."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.library import army_files
from companion.library.army_files import ArmyFileError, army_to_dict, parse_army, read_army, write_army
from companion.rules.army import ArmyList, Entry
from companion.rules.peoples import PEOPLE_BY_ID
from companion.rules.ruleset import TOURNAMENT, Ruleset, RulesetName
from tests.refusals import refused

EXAMPLE = {
    "format": "confrontation-army",
    "version": 1,
    "name": "Lions at the ford",
    "people": "alahan",
    "points": 200,
    "ruleset": "core",
    "entries": [
        {"card": "alahan/paladin", "figures": 3},
        {"card": "griffin/magistrate", "figures": 1},
        {"card": "alahan/some-hero", "figures": 1, "incarnation": True},
    ],
}


def test_the_formats_md_example_parses() -> None:
    army = parse_army(EXAMPLE, "lions.army.json")
    assert army == ArmyList(
        "Lions at the ford",
        "alahan",
        200,
        Ruleset(),
        (Entry("alahan/paladin", 3), Entry("griffin/magistrate", 1), Entry("alahan/some-hero", 1, True)),
    )
    assert army_to_dict(army) == EXAMPLE


def test_optional_fields_take_their_defaults() -> None:
    army = parse_army(
        {
            "format": "confrontation-army",
            "version": 1,
            "people": "dirz",
            "ruleset": "tournament",
            "house_rules": [21, 15],
            "entries": [{"card": "dirz/clone"}],
        },
        "folder/clones.army.json",
    )
    assert army.name == "clones"
    assert army.points is None and army.agreed_points == 200
    assert army.ruleset == Ruleset(RulesetName.TOURNAMENT, frozenset({15, 21}))
    assert army.entries == (Entry("dirz/clone", 1, False),)


def _with(**changes: object) -> dict[str, object]:
    data = json.loads(json.dumps(EXAMPLE))
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "x.army.json: expected a JSON object"),
        (_with(format="confrontation-cards"), "field 'format': expected 'confrontation-army'"),
        (_with(version=2), "field 'version': version 2 is not supported (made by a newer version of the app)"),
        (_with(version="1"), "field 'version': expected a whole number, got '1'"),
        (_with(name=""), "field 'name': expected a non-empty text"),
        (_with(people="elves"), "field 'people': unknown people 'elves' (known: alahan"),
        (_with(people=...), "field 'people': expected a people id, got null"),
        (_with(points=0), "field 'points': expected a whole number of AP 1..100000 or null, got 0"),
        (_with(points=200.5), "field 'points'"),
        (_with(points=True), "field 'points'"),
        (_with(points=None), "field 'points': a core list must say how many points were agreed"),
        (_with(ruleset="skirmish"), "field 'ruleset': expected 'core' or 'tournament', got 'skirmish'"),
        (_with(house_rules=[22]), "field 'house_rules[0]': expected a house rule number 1..21, got 22"),
        (_with(house_rules="15"), "field 'house_rules': expected a list"),
        (_with(entries={}), "field 'entries': expected a list of entries, got an object"),
        (_with(colour="red"), "unknown key 'colour'"),
        (_with(entries=[{"card": "alahan/paladin", "figures": 3}, "paladin"]), "x.army.json: entries[1]: expected an object"),
        (_with(entries=[{"figures": 3}]), "entries[0], field 'card': expected a card id like 'alahan/paladin', got null"),
        (_with(entries=[{"card": "Paladin"}]), "entries[0], field 'card': 'Paladin' is not '<people>/<slug>'"),
        (_with(entries=[{"card": "alahan/paladin", "figures": 0}]), "entries[0] (alahan/paladin), field 'figures': expected a whole number 1..100, got 0"),
        (_with(entries=[{"card": "alahan/paladin", "figures": "3"}]), "field 'figures'"),
        (_with(entries=[{"card": "alahan/paladin", "incarnation": "yes"}]), "field 'incarnation': expected true or false, got 'yes'"),
        (_with(entries=[{"card": "alahan/paladin", "count": 2}]), "entries[0]: unknown key 'count'"),
    ],
)
def test_bad_files_are_refused_with_a_message_naming_the_field(data: object, message: str) -> None:
    with pytest.raises(ArmyFileError) as raised:
        parse_army(data, "x.army.json")
    assert message in str(raised.value)
    assert str(raised.value).startswith("x.army.json")


def test_read_and_write_round_trip(tmp_path: Path) -> None:
    army = ArmyList("Trolls & Rats « à gué »", "no-dan-kar", None, TOURNAMENT, (Entry("no-dan-kar/marauder", 3),))
    path = tmp_path / "rats.army.json"
    write_army(path, army)
    assert read_army(path) == army
    assert path.read_text(encoding="utf-8").endswith("\n")
    assert "« à gué »" in path.read_text(encoding="utf-8")
    assert [p.name for p in tmp_path.iterdir()] == ["rats.army.json"]  # no temporary file left


def test_writing_replaces_the_old_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.army.json"
    path.write_text("old", encoding="utf-8")
    write_army(path, parse_army(EXAMPLE))
    assert json.loads(path.read_text(encoding="utf-8")) == EXAMPLE


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{", "malformed JSON at line 1, column 2"),
        (b"\xff\xfe", "not UTF-8 text"),
        (b'{"version": NaN}', "malformed JSON: NaN is not a number JSON allows"),
        (b"[" * 100_000 + b"]" * 100_000, "malformed JSON"),
    ],
)
def test_unreadable_files(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.army.json"
    path.write_bytes(content)
    with pytest.raises(ArmyFileError, match="bad.army.json") as raised:
        read_army(path)
    assert message in str(raised.value)


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with refused("file.missing", ArmyFileError):
        read_army(tmp_path / "nowhere.army.json")
    with refused("file.is-folder", ArmyFileError):
        read_army(tmp_path)


def test_size_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(army_files, "MAX_ARMY_BYTES", 100)
    path = tmp_path / "big.army.json"
    path.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    with refused("file.too-large", ArmyFileError):
        read_army(path)


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.army.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(EXAMPLE).encode())
    assert read_army(path).name == "Lions at the ford"


def test_army_files_in_a_folder(tmp_path: Path) -> None:
    for name in ("b.army.json", "a.army.json", "notes.json", "c.cards.json"):
        (tmp_path / name).write_text("{}", encoding="utf-8")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "d.army.json").write_text("{}", encoding="utf-8")
    assert [p.name for p in army_files.army_files_in(tmp_path)] == ["a.army.json", "b.army.json"]


slugs = st.from_regex(r"[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}", fullmatch=True)


@settings(max_examples=60, deadline=None)
@given(
    name=st.text(min_size=1, max_size=40).filter(str.strip),
    people=st.sampled_from(sorted(PEOPLE_BY_ID)),
    points=st.integers(min_value=1, max_value=100_000),
    tournament=st.booleans(),
    house=st.frozensets(st.integers(min_value=1, max_value=21), max_size=4),
    entries=st.lists(
        st.builds(Entry, st.builds(lambda p, s: f"{p}/{s}", st.sampled_from(sorted(PEOPLE_BY_ID)), slugs), st.integers(1, 100), st.booleans()),
        max_size=8,
    ),
)
def test_any_list_round_trips_through_json(
    name: str, people: str, points: int, tournament: bool, house: frozenset[int], entries: list[Entry]
) -> None:
    ruleset = Ruleset(RulesetName.TOURNAMENT if tournament else RulesetName.CORE, house)
    army = ArmyList(name, people, points, ruleset, tuple(entries))
    assert parse_army(json.loads(json.dumps(army_to_dict(army)))) == army


def test_an_entry_s_options_round_trip_and_old_files_read_without_them() -> None:
    from companion.library.army_files import army_to_dict, parse_army
    from companion.rules.army import ArmyList, Entry

    shield = "alahan/agonn-the-ardent/the-shield-of-pride"
    army = ArmyList("Agonn", "alahan", 200, entries=(Entry("alahan/agonn-the-ardent", 1, options=(shield, shield)),
                                                     Entry("alahan/paladin", 3)))
    data = army_to_dict(army)
    assert data["entries"] == [{"card": "alahan/agonn-the-ardent", "figures": 1, "options": [shield, shield]},
                               {"card": "alahan/paladin", "figures": 3}]
    assert parse_army(data, "x.army.json") == army


@pytest.mark.parametrize("options", ["shield", [1], [""], ["x"] * 101])
def test_malformed_options_are_refused_naming_the_entry(options: object) -> None:
    from companion.library.army_files import ArmyFileError, parse_army

    data = {"format": "confrontation-army", "version": 1, "name": "x", "people": "alahan", "points": 200,
            "entries": [{"card": "alahan/paladin", "figures": 1, "options": options}]}
    with pytest.raises(ArmyFileError) as raised:
        parse_army(data, "x.army.json")
    assert "options" in str(raised.value) and "alahan/paladin" in str(raised.value)
