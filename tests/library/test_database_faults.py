"""A library file that cannot be used as it is: damaged, held by another process, made by a
newer version, or not a library at all. The file is never moved, renamed or changed: a damaged
one is opened read-only with the rows that still read; the others are refused, saying why."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.errors import DatabaseError
from companion.library import db
from companion.library.armies import ArmyStore
from companion.library.games import GameStore
from companion.library.store import Library
from companion.rules.card import Card
from companion.rules.message import Message
from tests.damage import damage_schema_text

CARDS = [Card(id=f"alahan/c{i:03}", name=f"Card {i}", people="alahan", ap=10 + i % 7, notes="x" * 300)
         for i in range(200)]


def folder_listing(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def checkpointed_library(path: Path, cards: list[Card] = CARDS) -> None:
    """A library holding ``cards``, everything in the main file (no WAL left beside it)."""
    with Library.open(path, seed=False) as library:
        library.import_cards(cards)
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.execute("PRAGMA journal_mode=DELETE")
    connection.close()


def stamp(path: Path, revision: str) -> None:
    """Record another schema revision in the file, as its alembic table says."""
    connection = sqlite3.connect(path)
    connection.execute("UPDATE alembic_version SET version_num = ?", (revision,))
    connection.commit()
    connection.close()


def test_sixteen_bytes_in_the_schema_text_open_every_card_read_only(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    checkpointed_library(path)
    damage_schema_text(path)
    before = folder_listing(tmp_path)
    with Library.open(path, seed=False) as library:
        assert library.read_only
        assert sorted(library.cards(), key=lambda c: c.id) == CARDS
        (warning,) = library.warnings
        assert warning.id == "database.opened-read-only" and warning["cards"] == 200
        assert "\n" not in str(DatabaseError(warning))
        with pytest.raises(DatabaseError, match="damaged and open read-only"):
            library.save(Card(id="alahan/new", name="New", people="alahan"))
        with pytest.raises(DatabaseError, match="damaged and open read-only"):
            ArmyStore(library).save_draft(_army())
    assert folder_listing(tmp_path) == before  # the file kept, byte for byte, nothing beside it


def _army():  # type: ignore[no-untyped-def]
    from companion.rules.army import ArmyList, Entry

    return ArmyList(name="Lions", people="alahan", entries=(Entry("alahan/c001"),))


def test_damaged_pages_open_the_rows_that_still_read(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    checkpointed_library(path)
    data = bytearray(path.read_bytes())
    page = 4096
    pages = len(data) // page
    data[(pages - 4) * page : (pages - 2) * page] = b"\xa5" * (2 * page)  # two leaf pages of cards
    path.write_bytes(bytes(data))
    before = folder_listing(tmp_path)
    with Library.open(path, seed=False) as library:
        (warning,) = library.warnings
        assert warning.id == "database.opened-read-only"
        assert isinstance(warning["reason"], Message) and warning["reason"].id == "database.damaged"
        read = library.cards()
        assert 0 < len(read) < 200 and warning["cards"] == len(read)
        assert all(card in CARDS for card in read)
    assert folder_listing(tmp_path) == before


def test_a_header_overwritten_still_opens_what_reads(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    checkpointed_library(path)
    data = bytearray(path.read_bytes())
    data[:16] = b"\x00" * 16
    path.write_bytes(bytes(data))
    with Library.open(path, seed=False) as library:
        assert library.read_only and library.count() == 200


def test_a_file_that_is_not_a_library_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    path.write_bytes(b"this is my shopping list, not a database\n" * 10)
    before = folder_listing(tmp_path)
    with pytest.raises(DatabaseError) as raised:
        Library.open(path, seed=False)
    assert raised.value.message == Message("database.not-a-library", path=str(path),
                                           reason=Message("database.not-sqlite"))
    assert folder_listing(tmp_path) == before


def test_another_programs_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "places.sqlite"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE bookmark (url TEXT)")
    connection.execute("INSERT INTO bookmark VALUES ('https://example.org')")
    connection.commit()
    connection.close()
    before = folder_listing(tmp_path)
    for store in (Library, GameStore):
        with pytest.raises(DatabaseError) as raised:
            store.open(path)
        assert raised.value.message == Message("database.not-a-library", path=str(path),
                                               reason=Message("database.other-tables", tables="bookmark"))
    assert folder_listing(tmp_path) == before  # no table of ours added, no backup beside it


def test_a_database_from_a_newer_version_is_refused_and_nothing_changes(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    checkpointed_library(path, CARDS[:3])
    stamp(path, "9999")
    before = folder_listing(tmp_path)
    with pytest.raises(DatabaseError) as raised:
        Library.open(path, seed=False)
    assert raised.value.message == Message("database.newer", path=str(path), revision="9999",
                                           head=db.head_revision())
    with pytest.raises(DatabaseError, match="made by a newer version of companion \\(schema 9999"):
        GameStore.open(path)
    assert folder_listing(tmp_path) == before


def test_a_file_whose_migration_fails_is_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE card (something TEXT)")  # not ours, no alembic revision
    connection.execute("INSERT INTO card VALUES ('mine')")
    connection.commit()
    connection.close()
    with pytest.raises(DatabaseError) as raised:
        Library.open(path, seed=False)
    assert raised.value.message.id == "database.not-a-library"
    assert raised.value.message["reason"].id == "database.upgrade-failed"
    for kept in (path, tmp_path / "companion.sqlite3.bak-base"):  # the file as it was, and its copy
        connection = sqlite3.connect(kept)
        assert connection.execute("SELECT name FROM sqlite_master").fetchall() == [("card",)]
        assert connection.execute("SELECT * FROM card").fetchall() == [("mine",)]
        connection.close()


HOLDER = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("PRAGMA locking_mode=EXCLUSIVE")
connection.execute("BEGIN EXCLUSIVE")
connection.execute("COMMIT")  # the exclusive lock stays until the connection closes
print("held", flush=True)
sys.stdin.read()
"""


@pytest.fixture
def held(tmp_path: Path):  # type: ignore[no-untyped-def]
    """A library another process holds with ``locking_mode=EXCLUSIVE`` (as a backup tool does)."""
    path = tmp_path / "companion.sqlite3"
    checkpointed_library(path, CARDS[:3])
    with Library.open(path, seed=False):
        pass  # back in WAL mode, as the app leaves it
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline() == "held\n"
    yield path
    assert holder.stdin is not None
    holder.stdin.close()
    holder.wait(10)


def test_a_library_held_by_another_process_is_busy_not_damaged(
        held: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from companion.cli import main

    before = sorted(p.name for p in held.parent.iterdir())
    started = time.monotonic()
    assert main(["--db", str(held), "cards", "list"]) == 2
    waited = time.monotonic() - started
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert f"the library {held} is in use by another program" in err
    assert db.BUSY_TIMEOUT * 0.9 <= waited < db.BUSY_TIMEOUT * 4
    assert sorted(p.name for p in held.parent.iterdir()) == before  # nothing moved aside


def test_the_window_says_a_held_library_is_busy(held: Path) -> None:
    from companion.ui.session import Session

    with pytest.raises(DatabaseError, match="in use by another program"):
        Session(held).start()


def test_a_migration_that_fails_is_said_in_one_line(tmp_path: Path) -> None:
    """A file at a revision set back by hand: the migrations after it cannot run over its tables."""
    path = tmp_path / "companion.sqlite3"
    checkpointed_library(path, CARDS[:3])
    stamp(path, "0004")
    with Library.open(path, seed=False) as library:
        (warning,) = library.warnings
        assert library.read_only and library.count() == 3
    said = str(DatabaseError(warning))
    assert "could not be upgraded to this version's schema (" in said and "\n" not in said
