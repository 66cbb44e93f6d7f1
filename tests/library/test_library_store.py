"""The SQLite card library: reading, saving, importing (one transaction), exporting, seeding."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from card_strategies import cards as card_strategy
from companion.errors import DatabaseError
from companion.i18n.render import english
from companion.library import store
from companion.library.card_list import ListedCard, listed_card
from companion.library.packs import Pack, PackError, read_pack, write_pack
from companion.library.store import ImportReport, Library
from companion.rules.abilities import Ability
from companion.rules.card import Card, Equipment, Rank
from companion.rules.message import Message
from tests.refusals import refused


def card(card_id: str, name: str | None = None, **fields: Any) -> Card:
    people = card_id.partition("/")[0]
    return Card(id=card_id, name=name or card_id.partition("/")[2].title(), people=people, **fields)


PALADIN = card(
    "alahan/paladin",
    "Paladin",
    rank=Rank.VETERAN,
    ap=31,
    movement=10,
    initiative=3,
    attack=5,
    strength=5,
    abilities=(Ability("Bravery"), Ability("Leadership", "10")),
    equipment=(Equipment("Crossbow", 5, (15.0, 30.0, 45.0)),),
    faithful=True,
    faith="1-0-1",
    names={"fr": "Paladin"},
    notes="from a test",
)


def write_cards(path: Path, *cards: Card) -> Path:
    write_pack(path, cards, path.stem)
    return path


def test_open_creates_the_folder_in_wal_mode_with_foreign_keys(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "companion.sqlite3"
    with Library.open(path, seed=False) as lib:
        assert lib.path == path and path.exists()
        assert lib.warnings == []
        with lib.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def test_default_path_is_the_user_data_folder_and_companion_db_overrides_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    with Library.open(seed=False) as lib:
        assert lib.path == tmp_path / "xdg" / "companion" / "companion.sqlite3"
    monkeypatch.setenv("COMPANION_DB", str(tmp_path / "env.sqlite3"))
    with Library.open(seed=False) as lib:
        assert lib.path == tmp_path / "env.sqlite3"
    assert (tmp_path / "env.sqlite3").exists()


def test_save_get_count_delete(library: Library) -> None:
    assert library.count() == 0 and library.get("alahan/paladin") is None
    library.save(PALADIN)
    assert library.get("alahan/paladin") == PALADIN
    assert library.count() == 1
    library.save(card("alahan/paladin", "Paladin of the Lion", ap=33))
    assert library.get("alahan/paladin") == card("alahan/paladin", "Paladin of the Lion", ap=33)
    assert library.count() == 1
    library.delete("alahan/paladin")
    assert library.count() == 0
    with refused("library.no-such-card", card="'alahan/paladin'"):
        library.delete("alahan/paladin")


def test_a_save_over_a_card_changed_since_it_was_read_writes_nothing(tmp_path: Path) -> None:
    from companion.library.store import CardChangedError

    path = tmp_path / "lib.sqlite3"
    with Library.open(path, seed=False) as window, Library.open(path, seed=False) as command:
        window.save(PALADIN)
        read = window.get(PALADIN.id)
        assert read == PALADIN
        command.save(replace(PALADIN, ap=47))  # `data update` meanwhile
        with pytest.raises(CardChangedError) as refused:
            window.save(replace(read, name="Paladin of the Lion"), read=read)
        assert refused.value.message.id == "library.card-changed-elsewhere"
        assert command.get(PALADIN.id) == replace(PALADIN, ap=47)
        now = window.get(PALADIN.id)
        assert now is not None
        window.save(replace(now, name="Paladin of the Lion"), read=now)  # read again: saved
        assert command.get(PALADIN.id) == replace(PALADIN, ap=47, name="Paladin of the Lion")
        command.delete(PALADIN.id)
        with pytest.raises(CardChangedError):  # deleted meanwhile: not put back behind the command's back
            window.save(now, read=now)
        assert command.get(PALADIN.id) is None


def test_save_is_committed_before_returning(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite3"
    with Library.open(path, seed=False) as writer:
        writer.save(PALADIN)
        reader = sqlite3.connect(path)
        assert reader.execute("SELECT name, ap FROM card").fetchall() == [("Paladin", 31)]
        reader.close()


@pytest.mark.parametrize(
    ("bad", "field", "problem"),
    [
        (card("alahan/x", movement=11.0), "movement", "pack.distance-step"),
        (card("alahan/x", attack=-2), "attack", "pack.out-of-range"),
        (Card(id="alahan/x", name="X", people="griffin"), "id", "pack.card-id-people"),
        (Card(id="elves/x", name="X", people="elves"), "people", "pack.unknown-people"),
        (card("alahan/x", name=" "), "name", "pack.empty"),
    ],
)
def test_save_validates_like_a_pack_and_writes_nothing(library: Library, bad: Card, field: str, problem: str) -> None:
    with refused("pack.card-field", PackError, field=field) as caught:
        library.save(bad)
    said = caught.value.message["problem"]
    assert isinstance(said, Message) and said.id == problem
    assert library.count() == 0


def test_cards_are_sorted_by_people_then_name_and_filtered(library: Library) -> None:
    library.import_cards(
        [card("wolfen/alpha", "Alpha"), card("alahan/zealot", "zealot"), card("alahan/archer", "Archer"),
         card("alahan/bard", "Bard")]
    )  # fmt: skip
    assert [c.id for c in library.cards()] == ["alahan/archer", "alahan/bard", "alahan/zealot", "wolfen/alpha"]
    assert [c.id for c in library.cards("wolfen")] == ["wolfen/alpha"]
    assert library.cards("acheron") == []
    assert library.peoples() == ["alahan", "wolfen"]
    with refused("library.unknown-people", people="'orcs'"):
        library.cards("orcs")


def test_import_pack_twice_changes_nothing(library: Library, tmp_path: Path) -> None:
    pack = write_cards(tmp_path / "p.cards.json", PALADIN, card("griffin/magistrate"))
    first = library.import_pack(pack)
    assert (first.added, first.updated, first.unchanged) == (2, 0, 0)
    before = library.cards()
    second = library.import_pack(str(pack))
    assert (second.added, second.updated, second.unchanged) == (0, 0, 2)
    assert library.cards() == before


def test_import_updates_changed_cards_only(library: Library) -> None:
    library.import_pack(Pack("a", (PALADIN, card("griffin/magistrate"))))
    report = library.import_pack(Pack("b", (PALADIN, card("griffin/magistrate", ap=20), card("wolfen/hunter"))))
    assert report == ImportReport(added=1, updated=1, unchanged=1, notes=[])
    assert library.get("griffin/magistrate").ap == 20  # type: ignore[union-attr]
    assert english(report.message) == "1 added, 1 updated, 1 unchanged"


def test_a_bad_pack_writes_nothing(library: Library, tmp_path: Path) -> None:
    path = tmp_path / "bad.cards.json"
    data = json.loads(json.dumps({"format": "confrontation-cards", "version": 1, "name": "x", "cards": [
        {"id": "alahan/good", "name": "Good", "people": "alahan"},
        {"id": "alahan/bad", "name": "Bad", "people": "alahan", "attack": -1},
    ]}))  # fmt: skip
    path.write_text(json.dumps(data))
    with refused("pack.card-field", PackError, field="attack"):
        library.import_pack(path)
    assert library.count() == 0


def test_an_import_failing_in_the_database_is_rolled_back(library: Library) -> None:
    library.save(card("alahan/kept", ap=1))
    with library.engine.begin() as connection:
        connection.exec_driver_sql(
            "CREATE TRIGGER refuse BEFORE INSERT ON card WHEN NEW.id = 'alahan/poison' "
            "BEGIN SELECT RAISE(ABORT, 'refused by test'); END"
        )
    batch = [card("alahan/first"), card("alahan/kept", ap=2), card("alahan/poison"), card("alahan/last")]
    with refused("database.library-unusable", DatabaseError, error="refused by test"):
        library.import_cards(batch)
    assert [c.id for c in library.cards()] == ["alahan/kept"]
    assert library.get("alahan/kept").ap == 1  # type: ignore[union-attr]


def test_export_then_import_elsewhere_gives_the_same_library(library: Library, tmp_path: Path) -> None:
    library.import_cards([PALADIN, card("griffin/magistrate"), card("alahan/archer")])
    out = tmp_path / "all.cards.json"
    assert library.export_pack(out) == 3
    assert library.export_pack(tmp_path / "griffin.cards.json", people="griffin") == 1
    assert [c.id for c in read_pack(tmp_path / "griffin.cards.json").cards] == ["griffin/magistrate"]
    with Library.open(tmp_path / "other.sqlite3", seed=False) as other:
        assert other.import_pack(out).added == 3
        assert other.cards() == library.cards()
    with refused("library.unknown-people"):
        library.export_pack(tmp_path / "x.cards.json", people="nobody")


def test_cards_of_two_editions_with_one_id_travel_in_a_pack_and_each_list_finds_its_own(
        library: Library, tmp_path: Path) -> None:
    c5 = replace(PALADIN, ap=27, edition="c5")
    report = library.import_cards([PALADIN, c5])
    assert (report.added, report.notes) == (2, [])
    assert library.get("alahan/paladin") == PALADIN and library.get("alahan/paladin-c5") == replace(c5, id="alahan/paladin-c5")
    assert library.editions() == ["c2", "c5"]
    assert set(library.cards_named(["alahan/paladin"])) == {"alahan/paladin", "alahan/paladin-c5"}
    out = tmp_path / "all.cards.json"
    assert library.export_pack(out) == 2
    with Library.open(tmp_path / "other.sqlite3", seed=False) as other:
        assert other.import_pack(out).added == 2 and other.cards() == library.cards()
        again = other.import_pack(out)  # the same pack again, and the C5 card given under its first id
        assert (again.added, again.updated, again.unchanged) == (0, 0, 2)
        assert other.import_cards([c5]).unchanged == 1 and other.count() == 2


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(card_strategy(), max_size=6, unique_by=lambda c: c.id))
def test_every_card_field_survives_the_database(library: Library, cards: list[Card]) -> None:
    with library.engine.begin() as connection:
        connection.exec_driver_sql("DELETE FROM card")
    library.import_cards(cards)
    assert {c.id: c for c in library.cards()} == {c.id: c for c in cards}
    for one in cards:
        assert library.get(one.id) == one
    assert library.import_cards(cards).unchanged == len(cards)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(card_strategy(), max_size=6, unique_by=lambda c: c.id))
def test_the_listed_cards_are_the_cards_as_the_table_lists_them(library: Library, cards: list[Card]) -> None:
    with library.engine.begin() as connection:
        connection.exec_driver_sql("DELETE FROM card")
    library.import_cards(cards)
    whole = library.cards()
    listed = library.listed()
    assert listed == [listed_card(card) for card in whole]  # the same order: people, then name
    assert [card.missing() for card in listed] == [card.missing() for card in whole]
    assert all(type(card) is ListedCard for card in listed)


def test_listed_cards_share_what_they_have_alike(library: Library) -> None:
    twin = replace(PALADIN, id="alahan/twin", names={"fr": "Jumeau"})
    library.import_cards([replace(PALADIN, names={"fr": "Jumeau"}), twin])
    first, second = library.listed()
    assert first.abilities == PALADIN.abilities and first.other_names == ("Jumeau",)
    assert first.abilities is second.abilities and first.people is second.people  # one each, kept once


def test_listed_rows_read_in_parts_share_what_they_have_alike_across_parts() -> None:
    from companion.library.card_columns import LISTED_COLUMN_NAMES, card_to_row, rows_to_listed

    def row(card: Card) -> tuple[Any, ...]:
        stored = dict(zip(store.COLUMN_NAMES, card_to_row(card)))
        return tuple(stored[name] for name in LISTED_COLUMN_NAMES)

    twin = replace(PALADIN, id="alahan/twin", names={})
    first, second = rows_to_listed([[row(PALADIN)], [], [row(twin)]])
    assert (first, second) == (listed_card(PALADIN), listed_card(twin))
    assert first.abilities is second.abilities and second.other_names == ()


@pytest.mark.parametrize("change", ["rank = X'FF00FE'", "size = 'colossal'", "ap = 'many'", "edition = X'00FF'",
                                    "abilities = '[1'", "names = 'nope'",
                                    "names = '[]'"])
def test_a_listed_row_written_by_another_program_is_refused(tmp_path: Path, change: str) -> None:
    path = tmp_path / "library.sqlite3"
    with Library.open(path, seed=False) as library:
        library.import_cards([PALADIN])
    with sqlite3.connect(path) as connection:
        connection.execute(f"UPDATE card SET {change}")
    connection.close()
    with Library.open(path) as library, refused("database.unreadable-card", DatabaseError, path=str(path)):
        library.listed()


# --- seeding ----------------------------------------------------------------------------


@pytest.fixture
def starter_packs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    folder = tmp_path / "starter"
    folder.mkdir()
    paths = [
        write_cards(folder / "alahan.cards.json", PALADIN, card("alahan/archer")),
        write_cards(folder / "wolfen.cards.json", card("wolfen/hunter")),
    ]
    monkeypatch.setattr(store, "starter_pack_paths", lambda: list(paths))
    return paths


def test_a_new_database_is_seeded_with_every_starter_pack(tmp_path: Path, starter_packs: list[Path]) -> None:
    path = tmp_path / "new.sqlite3"
    with Library.open(path) as lib:
        assert lib.count() == 3 and lib.warnings == []
        lib.delete("wolfen/hunter")
    with Library.open(path) as lib:  # not new any more: not seeded again
        assert lib.count() == 2


def test_seed_false_leaves_a_new_database_empty(tmp_path: Path, starter_packs: list[Path]) -> None:
    with Library.open(tmp_path / "new.sqlite3", seed=False) as lib:
        assert lib.count() == 0


def test_a_broken_starter_pack_is_reported_and_the_others_seeded(tmp_path: Path, starter_packs: list[Path]) -> None:
    starter_packs[0].write_text("{not json")
    with Library.open(tmp_path / "new.sqlite3") as lib:
        assert [c.id for c in lib.cards()] == ["wolfen/hunter"]
        (warning,) = [english(w) for w in lib.warnings]
        assert "alahan.cards.json was not loaded" in warning and "malformed JSON" in warning


def test_the_starter_pack_function_is_the_packs_one_by_default() -> None:
    from companion.library import packs

    assert store.starter_pack_paths() == packs.starter_pack_paths()


def test_cards_read_back_are_cards_each_with_its_own_names(library: Library) -> None:
    twin = replace(PALADIN, id="alahan/twin", names={"fr": "Jumeau"})
    library.import_cards([replace(PALADIN, names={"fr": "Jumeau"}), twin])
    first, second = library.cards()
    assert type(first) is Card and first.abilities == PALADIN.abilities and first.has("leadership")
    assert first.abilities is second.abilities  # one parse for the rows that share them
    assert first.names == second.names and first.names is not second.names
    with pytest.raises(AttributeError):
        first.ap = 3  # type: ignore[misc]