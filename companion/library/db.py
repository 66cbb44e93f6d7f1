"""The SQLite file: engine, schema migrations on open, and what to do with a file we cannot use.

- WAL journal and foreign keys on every connection (a ``connect`` event); real transactions
  (DDL included) through the pysqlite recipe of the SQLAlchemy documentation, so that a
  migration or an import is all or nothing.
- Migrations are the alembic scripts in ``db/`` (:data:`companion.resources.MIGRATIONS`),
  applied on open. Before an existing file is upgraded, a copy is made beside it:
  ``companion.sqlite3.bak-<old revision>`` (``bak-base`` for a file without one).
- A file that is not SQLite, is corrupt, or cannot be migrated is moved aside
  (``.corrupt-<timestamp>``); one whose revision this version does not know (made by a newer
  version) is moved aside too (``.newer-<timestamp>``). A fresh database is opened in its place
  and the reason goes into the warnings shown to the user (messages, rendered where they are
  shown). Nothing is deleted.

The revision chain is read from the scripts' ``revision = "..."`` lines, so that a file at
the newest revision is opened without alembic, and read without SQLAlchemy either
(companion.library.reader): SQLAlchemy is imported to make an engine.
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion import resources
from companion.errors import DatabaseError
from companion.paths import database_path
from companion.rules.message import Message

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

SQLITE_HEADER = b"SQLite format 3\x00"
VERSION_TABLE = "alembic_version"
_REVISION = re.compile(r"^revision(?:\s*:\s*str)?\s*=\s*['\"]([^'\"]+)['\"]", re.MULTILINE)
_DOWN = re.compile(r"^down_revision(?:\s*:[^=]+)?\s*=\s*(?:['\"]([^'\"]+)['\"]|None)", re.MULTILINE)


@dataclass
class OpenedDatabase:
    """An engine on a database at the newest schema, and what happened on the way."""

    engine: Engine
    created: bool
    """True when the schema was created by this open (a new or fresh database): seed it."""
    warnings: list[Message] = field(default_factory=list)
    """What the user should be told (a file moved aside, a new library started)."""
    backup: Path | None = None


class _Unusable(Exception):
    """The file is not a database we can open; :attr:`reason` says why."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason)
        self.reason = reason


def migrations_dir() -> Path:
    return resources.MIGRATIONS


def head_revision() -> str:
    """The newest schema revision (that of ``db/versions``' last script)."""
    return revision_chain()[-1]


def revision_chain(directory: Path | None = None) -> list[str]:
    """The revisions of ``db/versions`` from the first to the head, read without alembic."""
    directory = directory or migrations_dir()
    parents: dict[str, str | None] = {}
    for script in (directory / "versions").glob("*.py"):
        text = script.read_text(encoding="utf-8")
        revision, down = _REVISION.search(text), _DOWN.search(text)
        if revision and down:
            parents[revision.group(1)] = down.group(1)
    children = {parent: child for child, parent in parents.items()}
    chain: list[str] = []
    current = children.get(None)
    while current is not None and current not in chain:
        chain.append(current)
        current = children.get(current)
    if len(chain) != len(parents):
        raise RuntimeError(f"the migrations in {directory} do not form one line: {sorted(parents)}")
    return chain


def check_not_a_folder(path: Path) -> None:
    """DatabaseError if ``path`` is a folder: a library is a file."""
    if path.is_dir():
        raise DatabaseError(Message("database.is-folder", path=str(path)))


def _timestamp() -> str:
    return time.strftime("%Y%m%dT%H%M%S")


def _sidecars(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm", "-journal")]


def move_aside(path: Path, kind: str) -> Path:
    """Rename ``path`` (and its WAL files) to ``<name>.<kind>-<timestamp>``; returns the new path."""
    target = path.with_name(f"{path.name}.{kind}-{_timestamp()}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.{kind}-{_timestamp()}-{number}")
    try:
        path.replace(target)
        for sidecar in _sidecars(path):
            if sidecar.exists():
                sidecar.replace(target.with_name(target.name + sidecar.name[len(path.name):]))
    except OSError as error:
        raise DatabaseError(Message("database.cannot-move-aside", path=str(path),
                                    error=str(error.strerror or error))) from None
    return target


def _read_state(path: Path) -> tuple[str | None, bool]:
    """The file's alembic revision (None: none recorded) and whether it has a card table."""
    with path.open("rb") as stream:
        header = stream.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise _Unusable(Message("database.not-sqlite"))
    try:
        connection = sqlite3.connect(path)
    except sqlite3.Error as error:
        raise _Unusable(Message("database.not-openable", error=str(error))) from None
    try:
        check = connection.execute("PRAGMA quick_check(1)").fetchone()
        if not check or check[0] != "ok":
            raise _Unusable(Message("database.damaged", error=str(check[0]) if check else "no answer from quick_check"))
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        revision = None
        if VERSION_TABLE in tables:
            rows = connection.execute(f"SELECT version_num FROM {VERSION_TABLE}").fetchall()
            if len(rows) > 1:
                raise _Unusable(Message("database.several-revisions", revisions=", ".join(r[0] for r in rows)))
            revision = rows[0][0] if rows else None
        return revision, "card" in tables
    except sqlite3.DatabaseError as error:
        raise _Unusable(Message("database.damaged", error=str(error))) from None
    finally:
        connection.close()


def backup(path: Path, revision: str | None) -> Path:
    """A consistent copy of the database beside it (the SQLite backup API), before migrating."""
    target = path.with_name(f"{path.name}.bak-{revision or 'base'}")
    if target.exists():
        target = path.with_name(f"{target.name}-{_timestamp()}")
    source = sqlite3.connect(path)
    try:
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)
        finally:
            copy.close()
    finally:
        source.close()
    return target


def make_engine(path: Path) -> Engine:
    """An engine on the file: WAL, foreign keys, and transactions that include DDL."""
    from sqlalchemy import create_engine, event

    engine = create_engine(f"sqlite:///{path}", connect_args={"check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves (below)
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN")

    return engine


def upgrade(engine: Engine, directory: Path | None = None) -> None:
    """Apply every alembic migration up to the head, in one transaction per migration."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(directory or migrations_dir()))
    with engine.connect() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
        connection.commit()


def open_database(path: Path) -> OpenedDatabase:
    """Open (creating or migrating) the database at ``path``; see the module docstring."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatabaseError(Message("database.cannot-create-folder", folder=str(path.parent),
                                    error=str(error.strerror or error))) from None
    check_not_a_folder(path)
    chain = revision_chain()
    warnings: list[Message] = []
    revision: str | None = None
    has_cards = False
    existed = path.exists()
    if existed and path.stat().st_size > 0:
        try:
            revision, has_cards = _read_state(path)
        except OSError as error:
            raise DatabaseError(Message("database.unreadable", path=str(path),
                                        error=str(error.strerror or error))) from None
        except _Unusable as unusable:
            aside = move_aside(path, "corrupt")
            warnings.append(Message("database.set-aside", path=str(path), reason=unusable.reason, kept=aside.name))
        else:
            if revision is not None and revision not in chain:
                aside = move_aside(path, "newer")
                warnings.append(Message("database.newer", path=str(path), revision=revision, kept=aside.name))
                revision, has_cards = None, False
    elif path.exists():
        path.unlink()  # an empty file holds nothing: SQLite makes a database of it anyway
    head = chain[-1]
    if revision == head:
        return OpenedDatabase(make_engine(path), created=False, warnings=warnings)
    saved = backup(path, revision) if path.exists() else None
    engine = make_engine(path)
    try:
        upgrade(engine)
    except Exception as error:  # a migration that fails leaves the file as it was (transaction)
        engine.dispose()
        if not existed:
            raise DatabaseError(Message("database.cannot-create", path=str(path), error=str(error))) from None
        aside = move_aside(path, "corrupt")
        warnings.append(Message("database.upgrade-failed", path=str(path), error=f"{type(error).__name__}: {error}",
                                kept=aside.name))
        engine = make_engine(path)
        upgrade(engine)
        return OpenedDatabase(engine, created=True, warnings=warnings, backup=saved)
    return OpenedDatabase(engine, created=not has_cards, warnings=warnings, backup=saved)


THE_DATABASE = Message("database.the-database")
THE_LIBRARY = Message("database.the-library")


def open_path(path: str | os.PathLike[str] | None, what: Message = THE_DATABASE) -> tuple[Path, OpenedDatabase]:
    """The database at ``path`` (default: --db / COMPANION_DB / the user data folder), opened
    by :func:`open_database`; an SQLite error is a :class:`DatabaseError` naming ``what``."""
    from sqlalchemy.exc import DBAPIError

    resolved = database_path(path)
    try:
        return resolved, open_database(resolved)
    except DBAPIError as error:
        raise DatabaseError(Message("database.cannot-open", what=what, path=str(resolved),
                                    error=str(error.orig))) from None
