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
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

SQLITE_HEADER = b"SQLite format 3\x00"
_TABLES = ("card", "army", "game", "game_action", "tournament_round")
"""Our tables, in an order that inserts a row after those it refers to."""


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


def _connect(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path)
    connection.text_factory = _lenient_text
    connection.execute("PRAGMA writable_schema=ON")  # read past schema entries that no longer parse
    return connection


def _retry(connection: sqlite3.Connection, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Run a query twice if need be: with ``writable_schema``, the first statement after a
    schema that does not parse fails, and the next ones use what of it parsed."""
    try:
        return connection.execute(sql, parameters).fetchall()
    except (sqlite3.Error, ValueError):
        return connection.execute(sql, parameters).fetchall()


def _columns(connection: sqlite3.Connection, table: str) -> list[str]:
    try:
        return [str(row[1]) for row in _retry(connection, f"PRAGMA table_info({table})")]
    except (sqlite3.Error, ValueError):
        return []


def _repair_schema(copy: Path, schema: dict[str, str]) -> None:
    """Give our tables whose schema entry no longer parses the entry the migrations write."""
    connection = _connect(copy)
    try:
        broken = [table for table in _TABLES if not _columns(connection, table)]
        for table in broken:
            try:
                _retry(connection, "UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = ?",
                       (schema[table], table))
            except (sqlite3.Error, ValueError):
                continue
        connection.commit()
    except (sqlite3.Error, ValueError):
        pass
    finally:
        connection.close()


def _rowids(connection: sqlite3.Connection, table: str) -> set[int]:
    """The row ids that can be listed, from either end of a table whose middle may not read."""
    found: set[int] = set()
    for order in ("ASC", "DESC"):
        try:
            for (rowid,) in connection.execute(f"SELECT rowid FROM {table} ORDER BY rowid {order}"):
                found.add(int(rowid))
        except (sqlite3.Error, ValueError):
            continue
    return found


def _copy_rows(source: sqlite3.Connection, target: sqlite3.Connection, table: str) -> int | None:
    """Copy every row of ``table`` that reads; their number, or None if the table cannot be read."""
    wanted = _columns(target, table)
    present = set(_columns(source, table))
    columns = [name for name in wanted if name in present]
    if not columns:
        return None
    select = f"SELECT {', '.join(columns)} FROM {table} WHERE rowid = ?"
    insert = f"INSERT OR IGNORE INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})"
    copied = 0
    for rowid in sorted(_rowids(source, table)):
        try:
            row = source.execute(select, (rowid,)).fetchone()
        except (sqlite3.Error, ValueError):
            continue
        if row is not None and target.execute(insert, row).rowcount:
            copied += 1
    return copied


def _copy_all(copy: Path, target: Path) -> dict[str, int]:
    """Copy the rows that read from ``copy`` into ``target``; the number copied of each table
    that could be read."""
    source, destination = _connect(copy), sqlite3.connect(target)
    counts: dict[str, int] = {}
    try:
        destination.execute("PRAGMA foreign_keys=OFF")
        for table in _TABLES:
            copied = _copy_rows(source, destination, table)
            if copied is not None:
                counts[table] = copied
        destination.commit()
    finally:
        source.close()
        destination.close()
    return counts


def _new_schema(target: Path, create: Callable[[Path], None]) -> dict[str, str]:
    """Create the newest schema at ``target`` (``create``: the migrations); its tables' CREATE
    statements."""
    create(target)
    connection = sqlite3.connect(target)
    try:
        connection.execute("PRAGMA journal_mode=DELETE")  # a file SQLite can open read-only alone
        return {str(name): str(sql) for name, sql in connection.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL")}
    finally:
        connection.close()


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
