"""The SQLite file: engine, schema migrations on open, and what to do with a file we cannot use.

- WAL journal and foreign keys on every connection (a ``connect`` event); real transactions
  (DDL included) through the pysqlite recipe of the SQLAlchemy documentation, so that a
  migration or an import is all or nothing.
- Migrations are the alembic scripts in ``db/`` (:data:`companion.resources.MIGRATIONS`),
  applied on open, all in one transaction; a new database is created and seeded (the starter
  packs) in that same transaction, so that a kill leaves either nothing or all of it. Before
  an existing file is upgraded, a copy is made beside it: ``companion.sqlite3.bak-<old
  revision>`` (``bak-base`` for a file without one).
- A file is never moved, renamed or deleted. Held by another process (a lock): SQLite waits
  :data:`BUSY_TIMEOUT` seconds, then it is a :class:`DatabaseError` saying the library is busy.
  Made by a newer version (a revision this one does not know), or another program's database
  (tables, but none a version of companion made): refused, nothing changed.
  Damaged, or failing to migrate: the rows that still read are copied into a read-only copy
  (companion.library.salvage), opened instead with a warning saying what happened; a file with
  nothing readable at all is refused.
- Nothing but SQLite opens the file: closing any other handle on it would release the locks
  SQLite holds on it in this process (POSIX locks belong to the process).

The revision chain is read from the scripts' ``revision = "..."`` lines, so that a file at
the newest revision is opened without alembic, and read without SQLAlchemy either
(companion.library.reader): SQLAlchemy is imported to make an engine.
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion import resources
from companion.errors import DatabaseError
from companion.paths import database_path
from companion.rules.message import Message

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection, Engine

    Seed = Callable[[Connection], list[Message]]
    """Fills a new database on the connection of its creation; returns warnings."""

VERSION_TABLE = "alembic_version"
BUSY_TIMEOUT = 2.0
"""Seconds a connection waits for another process's lock before the library is said busy."""
_REVISION = re.compile(r"^revision(?:\s*:\s*str)?\s*=\s*['\"]([^'\"]+)['\"]", re.MULTILINE)
_DOWN = re.compile(r"^down_revision(?:\s*:[^=]+)?\s*=\s*(?:['\"]([^'\"]+)['\"]|None)", re.MULTILINE)

# SQLite's primary result codes (https://sqlite.org/rescode.html) that mean something to a user.
_BUSY, _LOCKED, _FULL, _NOTADB = 5, 6, 13, 26

_ENGINES: weakref.WeakSet[Engine] = weakref.WeakSet()
"""Every engine made by :func:`make_engine` and still alive (see :func:`release_connections`)."""


@dataclass
class OpenedDatabase:
    """An engine on a database at the newest schema, and what happened on the way."""

    engine: Engine
    created: bool
    """True when the schema was created by this open (a new database, seeded if asked)."""
    warnings: list[Message] = field(default_factory=list)
    """What the user should be told (a damaged file opened read-only, a pack not seeded)."""
    backup: Path | None = None
    read_only: bool = False
    """True for a damaged file: the engine is on a read-only copy of what could be read."""


class _Unusable(Exception):
    """The file is not a database we can open as it is; :attr:`reason` says why."""

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


def check_regular(path: Path) -> None:
    """DatabaseError if ``path`` is there but is not a regular file (a pipe, a device, a
    socket): SQLite cannot keep a library in it, and it is never deleted to make one."""
    if path.exists() and not path.is_file():
        raise DatabaseError(Message("database.not-regular", path=str(path)))


def _timestamp() -> str:
    return time.strftime("%Y%m%dT%H%M%S")


def sqlite_code(error: BaseException) -> int | None:
    """SQLite's primary result code of an sqlite3 error (or of the one a DBAPIError wraps)."""
    found = getattr(error, "orig", error)
    code = getattr(found, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def is_busy(error: BaseException) -> bool:
    """Whether an SQLite error says another connection holds a lock (busy or locked)."""
    return sqlite_code(error) in (_BUSY, _LOCKED)


def busy_error(path: Path) -> DatabaseError:
    return DatabaseError(Message("database.busy", path=str(path), seconds=round(BUSY_TIMEOUT)))


def error_message(path: Path, error: BaseException, otherwise: Message | None = None) -> Message:
    """What an SQLite error met while using the database at ``path`` means to its user: busy,
    the disk full, else ``otherwise`` (by default SQLite's own words about the library)."""
    code = sqlite_code(error)
    if code in (_BUSY, _LOCKED):
        return Message("database.busy", path=str(path), seconds=round(BUSY_TIMEOUT))
    if code == _FULL:
        return Message("database.full", path=str(path))
    if otherwise is not None:
        return otherwise
    return Message("database.library-unusable", path=str(path), error=str(getattr(error, "orig", error)))


def _read_state(path: Path) -> tuple[str | None, set[str]]:
    """The file's alembic revision (None: none recorded) and its tables, read with SQLite only."""
    try:
        connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as error:
        raise _Unusable(Message("database.not-openable", error=str(error))) from None
    try:
        check = connection.execute("PRAGMA quick_check(1)").fetchone()
        if not check or check[0] != "ok":
            said = " ".join(str(check[0]).split()) if check else "no answer from quick_check"  # one line
            raise _Unusable(Message("database.damaged", error=said))
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        revision = None
        if VERSION_TABLE in tables:
            rows = connection.execute(f"SELECT version_num FROM {VERSION_TABLE}").fetchall()
            if len(rows) > 1:
                raise _Unusable(Message("database.several-revisions", revisions=", ".join(str(r[0]) for r in rows)))
            revision = str(rows[0][0]) if rows else None
        return revision, tables
    except sqlite3.Error as error:
        if is_busy(error):
            raise busy_error(path) from None
        if sqlite_code(error) == _NOTADB:
            raise _Unusable(Message("database.not-sqlite")) from None
        raise _Unusable(Message("database.damaged", error=str(error))) from None
    except (UnicodeDecodeError, ValueError):  # SQLite's own words hold bytes that are not text
        raise _Unusable(Message("database.damaged-text")) from None
    finally:
        connection.close()


def backup(path: Path, revision: str | None) -> Path:
    """A consistent copy of the database beside it (the SQLite backup API), before migrating."""
    target = path.with_name(f"{path.name}.bak-{revision or 'base'}")
    if target.exists():
        target = path.with_name(f"{target.name}-{_timestamp()}")
    source = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
    try:
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)
        finally:
            copy.close()
    finally:
        source.close()
    return target


def make_engine(path: Path, *, read_only: bool = False) -> Engine:
    """An engine on the file: WAL, foreign keys, and transactions that include DDL; with
    ``read_only``, a file SQLite opens read-only (a salvage: no journal to set). The URL is
    built from its parts, so that a ``?`` or a ``#`` in the path stays part of the path."""
    from urllib.parse import quote

    from sqlalchemy import URL, create_engine, event

    if read_only:  # an SQLite URI: its path percent-encoded
        url = URL.create("sqlite", database=f"file:{quote(path.as_posix(), safe='/:')}",
                         query={"mode": "ro", "uri": "true"})
    else:
        url = URL.create("sqlite", database=str(path))
    engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": BUSY_TIMEOUT})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we issue BEGIN ourselves (below)
        cursor = dbapi_connection.cursor()
        if read_only:
            cursor.execute("PRAGMA query_only=ON")
        else:
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN")

    _ENGINES.add(engine)
    return engine


def release_connections() -> None:
    """Close every idle connection of every engine of this process (they open again when next
    used). Called before anything outside SQLite may open the database's files: a file dialog
    reads the files of the folder it shows (to guess their types), and closing them would
    release the locks SQLite holds on them; with no connection open there is nothing to release."""
    for engine in list(_ENGINES):
        engine.dispose()


def upgrade(engine: Engine, directory: Path | None = None, seed: Seed | None = None) -> list[Message]:
    """Apply every alembic migration up to the head, then ``seed`` (if given), all in one
    transaction; returns the seed's warnings."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(directory or migrations_dir()))
    warnings: list[Message] = []
    with engine.connect() as connection, connection.begin():
        config.attributes["connection"] = connection  # in a transaction: alembic runs inside it
        command.upgrade(config, "head")
        if seed is not None:
            warnings = seed(connection)
    return warnings


def _create_schema(path: Path) -> None:
    engine = make_engine(path)
    try:
        upgrade(engine)
    finally:
        engine.dispose()


def _salvaged(path: Path, reason: Message) -> OpenedDatabase:
    """A read-only copy of what can still be read of a damaged file (which is left as it is)."""
    from companion.library.salvage import salvage

    saved = salvage(path, _create_schema)
    if saved is None:
        raise DatabaseError(Message("database.not-a-library", path=str(path), reason=reason))
    engine = make_engine(saved.path, read_only=True)
    weakref.finalize(engine, saved.remove)
    warning = Message("database.opened-read-only", path=str(path), reason=reason, cards=saved.cards,
                      lists=saved.lists, games=saved.games)
    return OpenedDatabase(engine, created=False, warnings=[warning], read_only=True)


def open_database(path: Path, seed: Seed | None = None) -> OpenedDatabase:
    """Open (creating or migrating) the database at ``path``; a new one (no card table yet) is
    filled by ``seed`` in the transaction that creates it. See the module docstring."""
    from sqlalchemy.exc import DBAPIError

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatabaseError(Message("database.cannot-create-folder", folder=str(path.parent),
                                    error=str(error.strerror or error))) from None
    check_not_a_folder(path)
    check_regular(path)
    chain = revision_chain()
    revision: str | None = None
    tables: set[str] = set()
    existed = path.exists()
    if existed and path.stat().st_size > 0:
        try:
            revision, tables = _read_state(path)
        except _Unusable as unusable:
            return _salvaged(path, unusable.reason)
        if revision is not None and revision not in chain:
            raise DatabaseError(Message("database.newer", path=str(path), revision=revision, head=chain[-1]))
        others = sorted(table for table in tables if not table.startswith("sqlite_"))
        if others and VERSION_TABLE not in tables and "card" not in tables:  # no schema of ours, ever
            raise DatabaseError(Message("database.not-a-library", path=str(path),
                                        reason=Message("database.other-tables", tables=", ".join(others))))
    elif existed:
        path.unlink()  # an empty file holds nothing: SQLite makes a database of it anyway
    if revision == chain[-1]:
        return OpenedDatabase(make_engine(path), created=False)
    new = "card" not in tables
    try:
        saved = backup(path, revision) if tables else None
        engine = make_engine(path)
    except sqlite3.Error as error:
        if is_busy(error):
            raise busy_error(path) from None
        raise
    try:
        warnings = upgrade(engine, seed=seed if new else None)
    except DatabaseError:
        engine.dispose()
        raise
    except Exception as error:  # a migration that fails leaves the file as it was (one transaction)
        engine.dispose()
        if isinstance(error, DBAPIError) and is_busy(error):
            raise busy_error(path) from None
        if not tables:
            said = str(getattr(error, "orig", error)).strip().splitlines() or [type(error).__name__]
            raise DatabaseError(Message("database.cannot-create", path=str(path), error=said[0])) from None
        said = str(getattr(error, "orig", error)).strip().splitlines() or [type(error).__name__]
        return _salvaged(path, Message("database.upgrade-failed", error=said[0]))  # one line, not the SQL
    return OpenedDatabase(engine, created=new, warnings=warnings, backup=saved)


THE_DATABASE = Message("database.the-database")
THE_LIBRARY = Message("database.the-library")


def open_path(path: str | os.PathLike[str] | None, what: Message = THE_DATABASE,
              seed: Seed | None = None) -> tuple[Path, OpenedDatabase]:
    """The database at ``path`` (default: --db / COMPANION_DB / the user data folder), opened
    by :func:`open_database`; an SQLite error is a :class:`DatabaseError` naming ``what``."""
    from sqlalchemy.exc import DBAPIError

    resolved = database_path(path)
    try:
        return resolved, open_database(resolved, seed)
    except DBAPIError as error:
        if is_busy(error):
            raise busy_error(resolved) from None
        raise DatabaseError(Message("database.cannot-open", what=what, path=str(resolved),
                                    error=str(error.orig))) from None
