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

A :class:`Database` is the opened file: its engine, whether it is a read-only salvage, what
the user should be told; every store reads and writes through its :meth:`Database.session`
and :meth:`Database.transaction` (sqlmodel Sessions), where SQLite's errors become
:class:`DatabaseError` s that say what they mean to a player (busy, disk full, damaged). The
revisions are alembic's (its ScriptDirectory and MigrationContext).
"""

from __future__ import annotations

import os
import sqlite3
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion import resources
from companion.errors import DatabaseError
from companion.paths import database_path
from companion.rules.message import Message

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection, Engine
    from sqlmodel import Session

    Seed = Callable[[Connection], list[Message]]
    """Fills a new database on the connection of its creation; returns warnings."""

VERSION_TABLE = "alembic_version"
BUSY_TIMEOUT = 2.0
"""Seconds a connection waits for another process's lock before the library is said busy."""

# SQLite's primary result codes (https://sqlite.org/rescode.html) that mean something to a user.
_BUSY, _LOCKED, _FULL, _NOTADB = 5, 6, 13, 26

Unusable = Callable[[str], Message]
"""What a store says when SQLite fails in a way other than busy or full, from SQLite's words."""

THE_DATABASE = Message("database.the-database")
THE_LIBRARY = Message("database.the-library")

_ENGINES: weakref.WeakSet[Engine] = weakref.WeakSet()
"""Every engine made by :func:`make_engine` and still alive (see :func:`release_connections`)."""


@dataclass
class Database:
    """One library file opened at the newest schema: the engine every store shares, and what
    happened on the way. Read in :meth:`session`, write in :meth:`transaction`."""

    path: Path
    engine: Engine
    created: bool = False
    """True when the schema was created by this open (a new database, seeded if asked)."""
    warnings: list[Message] = field(default_factory=list)
    """What the user should be told (a damaged file opened read-only, a pack not seeded)."""
    backup: Path | None = None
    read_only: bool = False
    """True for a damaged file: the engine is on a read-only copy of what could be read."""

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, what: Message | None = None,
             seed: Seed | None = None) -> Database:
        """The database at ``path`` (default: --db / COMPANION_DB / the user data folder),
        created or migrated (see the module docstring); a new one is filled by ``seed`` in the
        transaction that creates it. An SQLite error is a :class:`DatabaseError` naming ``what``."""
        from sqlalchemy.exc import DBAPIError

        resolved = database_path(path)
        try:
            return open_database(resolved, seed)
        except DBAPIError as error:
            if is_busy(error):
                raise busy_error(resolved) from None
            raise DatabaseError(Message("database.cannot-open", what=what or THE_DATABASE, path=str(resolved),
                                        error=str(error.orig))) from None

    @contextmanager
    def session(self, unusable: Unusable | None = None) -> Iterator[Session]:
        """A Session to read with. An SQLite error is a DatabaseError: busy, disk full, else
        ``unusable(SQLite's words)`` (by default SQLite's own words about the library)."""
        from sqlmodel import Session

        with self._mapped(unusable), Session(self.engine) as session:
            yield session

    @contextmanager
    def transaction(self, unusable: Unusable | None = None) -> Iterator[Session]:
        """A Session in one write transaction, committed when the ``with`` block ends (rolled
        back if it raises). Refused on a read-only (damaged) file; errors as :meth:`session`."""
        from sqlmodel import Session

        if self.read_only:
            raise DatabaseError(Message("database.read-only", path=str(self.path)))
        with self._mapped(unusable), Session(self.engine) as session, session.begin():
            yield session

    @contextmanager
    def _mapped(self, unusable: Unusable | None) -> Iterator[None]:
        from sqlalchemy.exc import DBAPIError

        try:
            yield
        except (DBAPIError, sqlite3.Error) as error:  # (a raw cursor raises SQLite's own errors)
            otherwise = None if unusable is None else unusable(str(getattr(error, "orig", error)))
            raise DatabaseError(error_message(self.path, error, otherwise)) from None

    def close(self) -> None:
        """Close the engine's connections (they open again if the database is used again)."""
        self.engine.dispose()


def _probe_engine(path: Path) -> Engine:
    """An engine that only reads the file as it is: no journal mode set, no pool."""
    from sqlalchemy import URL, create_engine
    from sqlalchemy.pool import NullPool

    return create_engine(URL.create("sqlite", database=str(path)), poolclass=NullPool,
                         connect_args={"timeout": BUSY_TIMEOUT})


class _Unusable(Exception):
    """The file is not a database we can open as it is; :attr:`reason` says why."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason)
        self.reason = reason


def migrations_dir() -> Path:
    return resources.MIGRATIONS


def head_revision() -> str:
    """The newest schema revision (alembic's head of ``db/versions``)."""
    return revision_chain()[-1]


def revision_chain(directory: Path | None = None) -> list[str]:
    """The revisions of ``db/versions`` from the first to the head (alembic's script directory);
    RuntimeError if they do not form one line."""
    from alembic.script import ScriptDirectory

    scripts = ScriptDirectory(str(directory or migrations_dir()))
    heads = scripts.get_heads()
    if len(heads) != 1:
        raise RuntimeError(f"the migrations in {directory or migrations_dir()} have {len(heads)} heads: {heads}")
    return [script.revision for script in reversed(list(scripts.walk_revisions()))]


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
    """The file's alembic revision (None: none recorded) and its tables, read as they are."""
    from alembic.migration import MigrationContext
    from sqlalchemy import inspect
    from sqlalchemy.exc import DBAPIError, StatementError

    engine = _probe_engine(path)
    try:
        with engine.connect() as connection:
            check = connection.exec_driver_sql("PRAGMA quick_check(1)").first()
            if not check or check[0] != "ok":
                said = " ".join(str(check[0]).split()) if check else "no answer from quick_check"  # one line
                raise _Unusable(Message("database.damaged", error=said))
            tables = set(inspect(connection).get_table_names())
            revisions = MigrationContext.configure(connection).get_current_heads() if VERSION_TABLE in tables else ()
        if len(revisions) > 1:
            raise _Unusable(Message("database.several-revisions", revisions=", ".join(revisions)))
        return (revisions[0] if revisions else None), tables
    except DBAPIError as error:
        if is_busy(error):
            raise busy_error(path) from None
        if sqlite_code(error) == _NOTADB:
            raise _Unusable(Message("database.not-sqlite")) from None
        if isinstance(error.orig, (UnicodeDecodeError, ValueError)):
            raise _Unusable(Message("database.damaged-text")) from None
        raise _Unusable(Message("database.damaged", error=str(error.orig))) from None
    except (StatementError, UnicodeDecodeError, ValueError):  # SQLite's own words hold bytes that are not text
        raise _Unusable(Message("database.damaged-text")) from None
    finally:
        engine.dispose()


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


def _salvaged(path: Path, reason: Message) -> Database:
    """A read-only copy of what can still be read of a damaged file (which is left as it is)."""
    from companion.library.salvage import salvage

    saved = salvage(path, _create_schema)
    if saved is None:
        raise DatabaseError(Message("database.not-a-library", path=str(path), reason=reason))
    engine = make_engine(saved.path, read_only=True)
    weakref.finalize(engine, saved.remove)
    warning = Message("database.opened-read-only", path=str(path), reason=reason, cards=saved.cards,
                      lists=saved.lists, games=saved.games)
    return Database(path, engine, warnings=[warning], read_only=True)


def current_database(path: Path) -> Database | None:
    """The database at ``path`` opened as it is when it is a library at the newest schema, else
    None: a file to create, migrate or salvage is for :meth:`Database.open` (which may take a
    while). A file held by another process is a DatabaseError."""
    if not path.is_file() or path.stat().st_size == 0:
        return None
    try:
        revision, _tables = _read_state(path)
    except _Unusable:
        return None
    return Database(path, make_engine(path)) if revision == head_revision() else None


def open_database(path: Path, seed: Seed | None = None) -> Database:
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
        return Database(path, make_engine(path))
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
    return Database(path, engine, created=new, warnings=warnings, backup=saved)

