"""What can still be read of a damaged library, copied into a new database to open read-only.

The damaged file is never written: it is copied (with its WAL) into a temporary folder and
read there. On that copy a header that no longer says "SQLite format 3" is put back, and the
schema entry of one of our tables that no longer parses is replaced by the one the migrations
write (SQLite's ``writable_schema``), so that its rows can be read again. Then every row that
still reads, table by table and row by row, goes into a database created by the migrations
beside it: that is what the window and the command line show, read-only, until the user
repairs or replaces the file.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import ColumnClause, TableClause, column, create_engine, insert, literal_column, select, table, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import NullPool

SQLITE_HEADER = b"SQLite format 3\x00"
_TABLES = ("card", "army", "game", "game_action", "tournament_round")
"""Our tables, in an order that inserts a row after those it refers to."""
_MASTER = table("sqlite_master", column("type"), column("name"), column("sql"))
"""SQLite's schema table."""
_ROWID: ColumnClause[int] = literal_column("rowid")
_FAILED = (SQLAlchemyError, sqlite3.Error, ValueError)
"""What reading a damaged file raises (SQLite's errors, wrapped or not, and text that does not decode)."""


@dataclass(frozen=True)
class Salvage:
    """The read-only copy and how many rows of each kind it holds."""

    path: Path
    cards: int
    lists: int
    games: int

    def remove(self) -> None:
        """Delete the temporary folder of the copy."""
        shutil.rmtree(self.path.parent, ignore_errors=True)


def _lenient_text(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


@contextmanager
def _connected(path: Path, *, damaged: bool = False) -> Iterator[Connection]:
    """A connection on ``path``. On the ``damaged`` copy each statement commits, text that
    does not decode is read with replacement characters, and schema entries that no longer
    parse are read past (``writable_schema``); elsewhere the caller commits."""
    def connect() -> sqlite3.Connection:
        connection = sqlite3.connect(path)
        if damaged:
            connection.text_factory = _lenient_text
            connection.execute("PRAGMA writable_schema=ON")
        return connection

    engine = create_engine("sqlite://", creator=connect, poolclass=NullPool,
                           **({"isolation_level": "AUTOCOMMIT"} if damaged else {}))
    try:
        with engine.connect() as connection:
            yield connection
    finally:
        engine.dispose()


def _retry(run: Callable[[], Any]) -> Any:
    """Run a statement twice if need be: with ``writable_schema``, the first statement after a
    schema that does not parse fails, and the next ones use what of it parsed."""
    try:
        return run()
    except _FAILED:
        return run()


def _columns(connection: Connection, name: str) -> list[str]:
    try:
        return [str(row[1]) for row in _retry(lambda: connection.exec_driver_sql(f"PRAGMA table_info({name})").all())]
    except _FAILED:
        return []


def _repair_schema(copy: Path, schema: dict[str, str]) -> None:
    """Give our tables whose schema entry no longer parses the entry the migrations write."""
    try:
        with _connected(copy, damaged=True) as connection:
            broken = [name for name in _TABLES if not _columns(connection, name)]
            for name in broken:
                statement = update(_MASTER).where(_MASTER.c.type == "table", _MASTER.c.name == name).values(
                    sql=schema[name])
                try:
                    _retry(lambda: connection.execute(statement))
                except _FAILED:
                    continue
    except _FAILED:
        pass


def _rowids(connection: Connection, source: TableClause) -> set[int]:
    """The row ids that can be listed, from either end of a table whose middle may not read."""
    found: set[int] = set()
    for order in (_ROWID.asc(), _ROWID.desc()):
        try:
            for (rowid,) in connection.execute(select(_ROWID).select_from(source).order_by(order)):
                found.add(int(rowid))
        except _FAILED:
            continue
    return found


def _copy_rows(source: Connection, target: Connection, name: str) -> int | None:
    """Copy every row of table ``name`` that reads; their number, or None if the table cannot be read."""
    wanted = _columns(target, name)
    present = set(_columns(source, name))
    names = [n for n in wanted if n in present]
    if not names:
        return None
    stored = table(name, *(column(n) for n in names))
    copied = 0
    for rowid in sorted(_rowids(source, stored)):
        try:
            row = source.execute(select(*stored.c).where(_ROWID == rowid)).first()
        except _FAILED:
            continue
        if row is not None and target.execute(insert(stored).prefix_with("OR IGNORE").values(
                dict(zip(names, row)))).rowcount:
            copied += 1
    return copied


def _copy_all(copy: Path, target: Path) -> dict[str, int]:
    """Copy the rows that read from ``copy`` into ``target``; the number copied of each table
    that could be read."""
    counts: dict[str, int] = {}
    with _connected(copy, damaged=True) as source, _connected(target) as destination:
        destination.exec_driver_sql("PRAGMA foreign_keys=OFF")
        for name in _TABLES:
            copied = _copy_rows(source, destination, name)
            if copied is not None:
                counts[name] = copied
        destination.commit()
    return counts


def _new_schema(target: Path, create: Callable[[Path], None]) -> dict[str, str]:
    """Create the newest schema at ``target`` (``create``: the migrations); its tables' CREATE
    statements."""
    create(target)
    with _connected(target) as connection:
        connection.exec_driver_sql("PRAGMA journal_mode=DELETE")  # a file SQLite can open read-only alone
        rows = connection.execute(select(_MASTER.c.name, _MASTER.c.sql).where(
            _MASTER.c.type == "table", _MASTER.c.sql.is_not(None))).all()
        connection.commit()
        return {str(name): str(sql) for name, sql in rows}


def salvage(path: Path, create: Callable[[Path], None]) -> Salvage | None:
    """Copy what can still be read of the library at ``path`` into a new database in a
    temporary folder, whose schema ``create`` makes (the migrations); None if none of its tables
    can be read (it is not a library, or nothing of it is left). ``path`` itself is only read."""
    folder = Path(tempfile.mkdtemp(prefix="companion-salvage-"))
    copy, target = folder / "damaged.sqlite3", folder / "salvage.sqlite3"
    try:
        shutil.copyfile(path, copy)
        wal = path.with_name(path.name + "-wal")
        if wal.is_file():
            shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        with copy.open("r+b") as stream:
            if stream.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
                stream.seek(0)
                stream.write(SQLITE_HEADER)
        _repair_schema(copy, _new_schema(target, create))
        counts = _copy_all(copy, target)
    except OSError:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    if not counts:
        shutil.rmtree(folder, ignore_errors=True)
        return None
    copy.unlink(missing_ok=True)
    copy.with_name(copy.name + "-wal").unlink(missing_ok=True)
    return Salvage(target, counts.get("card", 0), counts.get("army", 0), counts.get("game", 0))
