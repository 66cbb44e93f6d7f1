"""Opening a database file: migrations with a backup (damaged, busy and newer files: test_database_faults)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from companion import resources
from companion.library import db, store
from companion.library.card_columns import COLUMN_NAMES, card_to_row
from companion.library.models import CardRow
from companion.library.packs import write_pack
from companion.library.store import Library
from companion.rules.card import Card
from tests.refusals import refused

PALADIN = Card(id="alahan/paladin", name="Paladin", people="alahan", ap=31)

def revision_of(path: Path) -> list[str]:
    connection = sqlite3.connect(path)
    try:
        return [row[0] for row in connection.execute("SELECT version_num FROM alembic_version")]
    finally:
        connection.close()


def tables_of(path: Path) -> set[str]:
    connection = sqlite3.connect(path)
    try:
        return {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        connection.close()


def test_the_revision_chain_is_read_from_the_scripts() -> None:
    chain = db.revision_chain()
    assert chain[0] == "0001"
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option("script_location", str(resources.MIGRATIONS))
    assert chain[-1] == ScriptDirectory.from_config(config).get_current_head()


def test_a_new_database_is_at_the_head_revision_without_backup(tmp_path: Path) -> None:
    path = tmp_path / "companion.sqlite3"
    with Library.open(path, seed=False):
        pass
    assert revision_of(path) == [db.revision_chain()[-1]]
    assert sorted(p.name for p in tmp_path.iterdir() if ".bak" in p.name) == []


def _differences(path: Path, metadata):  # type: ignore[no-untyped-def]
    """What alembic's own comparison finds between the migrated file and ``metadata``."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlalchemy import create_engine

    engine = create_engine(f"sqlite:///{path}")
    try:
        with engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            return compare_metadata(context, metadata)
    finally:
        engine.dispose()


def test_the_declared_tables_are_what_the_migrations_make(tmp_path: Path) -> None:
    """The sqlmodel classes are the schema's one definition: alembic's compare_metadata finds
    no difference between them and a library migrated from nothing; and it would find one.
    The classes are declared in three modules (companion.library.models says why)."""
    from sqlalchemy import Column, Integer, MetaData
    from sqlmodel import SQLModel

    from companion.library import game_models, models
    from companion.library.sources import models as source_models

    declared = {value.__table__ for module in (models, game_models, source_models) for value in vars(module).values()
                if isinstance(value, type) and issubclass(value, SQLModel) and hasattr(value, "__table__")}
    assert declared == set(SQLModel.metadata.sorted_tables)

    path = tmp_path / "companion.sqlite3"
    with Library.open(path, seed=False):
        pass
    assert _differences(path, SQLModel.metadata) == []
    assert {table.name for table in SQLModel.metadata.sorted_tables} == tables_of(path) - {"alembic_version"}
    changed = MetaData()
    for table in SQLModel.metadata.sorted_tables:
        table.to_metadata(changed)
    changed.tables["card"].append_column(Column("colour", Integer()))
    assert [d[:3] for d in _differences(path, changed)] == [("add_column", None, "card")]


def test_each_field_of_a_card_has_its_column() -> None:
    """companion.library.card_columns maps a Card to a CardRow: each field a column of the
    same name and nullability, then ``search``."""
    table = CardRow.__table__  # type: ignore[attr-defined]
    assert [c.name for c in table.columns] == list(COLUMN_NAMES)
    from companion.library.card_columns import COLUMNS

    for column in COLUMNS:
        assert table.columns[column.name].nullable == column.nullable, column.name
    assert CardRow(**dict(zip(COLUMN_NAMES, card_to_row(PALADIN)))).name == "Paladin"


def test_a_database_stamped_at_base_is_upgraded_after_a_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "companion.sqlite3"
    old = sqlite3.connect(path)
    old.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL PRIMARY KEY)")
    old.execute("CREATE TABLE keepsake (note TEXT)")
    old.execute("INSERT INTO keepsake VALUES ('from before')")
    old.commit()
    old.close()
    pack = tmp_path / "starter.cards.json"
    write_pack(pack, [PALADIN], "starter")
    monkeypatch.setattr(store, "starter_pack_paths", lambda: [pack])
    with Library.open(path) as lib:
        assert lib.warnings == []
        assert lib.count() == 1  # the card table is new: the starter packs were seeded
    assert revision_of(path) == [db.revision_chain()[-1]]
    backup = tmp_path / "companion.sqlite3.bak-base"
    assert backup.exists()
    assert tables_of(backup) == {"alembic_version", "keepsake"}
    assert revision_of(backup) == []


def migrations_up_to_0001(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the migrations as they were at revision 0001: what an older install had."""
    folder = tmp_path / "migrations-0001"
    shutil.copytree(resources.MIGRATIONS, folder, ignore=shutil.ignore_patterns("__pycache__"))
    for script in (folder / "versions").glob("*.py"):
        if not script.name.startswith("0001_"):
            script.unlink()
    monkeypatch.setattr(resources, "MIGRATIONS", folder)
    return folder


def save_in_old_columns(path: Path, card: Card) -> None:
    """Store a card as an older version did: only the columns its card table has."""
    connection = sqlite3.connect(path)
    try:
        old = [row[1] for row in connection.execute("PRAGMA table_info(card)")]
        values = dict(zip(COLUMN_NAMES, card_to_row(card)))
        connection.execute(f"INSERT INTO card ({', '.join(old)}) VALUES ({', '.join('?' for _ in old)})",
                           [values[name] for name in old])
        connection.commit()
    finally:
        connection.close()


def test_a_database_at_0001_is_upgraded_keeping_its_cards_and_a_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_migrations = resources.MIGRATIONS
    path = tmp_path / "lib" / "companion.sqlite3"
    migrations_up_to_0001(tmp_path, monkeypatch)
    Library.open(path, seed=False).close()
    save_in_old_columns(path, PALADIN)
    assert revision_of(path) == ["0001"]
    monkeypatch.setattr(resources, "MIGRATIONS", real_migrations)
    head = db.revision_chain()[-1]
    assert head != "0001"
    with Library.open(path) as lib:
        assert lib.warnings == []
        assert lib.cards() == [PALADIN]  # an existing library is not seeded again
    assert revision_of(path) == [head]
    assert "army" in tables_of(path)
    backup = path.with_name("companion.sqlite3.bak-0001")
    assert revision_of(backup) == ["0001"]
    assert "army" not in tables_of(backup)
    with Library.open(backup, seed=False) as old:  # the backup is a working library
        assert old.cards() == [PALADIN]


def test_a_second_backup_of_the_same_revision_does_not_overwrite_the_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "companion.sqlite3"
    for _ in range(2):
        connection = sqlite3.connect(path)
        connection.execute("CREATE TABLE IF NOT EXISTS alembic_version (version_num VARCHAR(32) NOT NULL PRIMARY KEY)")
        connection.execute("DROP TABLE IF EXISTS card")
        connection.execute("DELETE FROM alembic_version")
        connection.commit()
        connection.close()
        Library.open(path, seed=False).close()
    backups = sorted(p.name for p in tmp_path.iterdir() if ".bak-base" in p.name)
    assert len(backups) == 2 and backups[0] == "companion.sqlite3.bak-base"


def test_an_empty_file_is_a_new_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "companion.sqlite3"
    path.touch()
    pack = tmp_path / "s.cards.json"
    write_pack(pack, [PALADIN], "s")
    monkeypatch.setattr(store, "starter_pack_paths", lambda: [pack])
    with Library.open(path) as lib:
        assert lib.warnings == [] and lib.count() == 1


def test_a_folder_is_not_a_library(tmp_path: Path) -> None:
    from companion.errors import DatabaseError

    with refused("database.is-folder", DatabaseError):
        Library.open(tmp_path, seed=False)


def test_a_library_that_cannot_be_created_gives_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from companion.errors import DatabaseError

    def failing_upgrade(engine: object, directory: object = None, seed: object = None) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(db, "upgrade", failing_upgrade)
    with refused("database.cannot-create", DatabaseError, error="disk full"):
        Library.open(tmp_path / "companion.sqlite3", seed=False)
