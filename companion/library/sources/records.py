"""The sources in the library's SQLite file (tables of migration 0006).

``data_source`` (one row a source), ``data_source_file`` (the files kept: the name the source
gives, the safe name of the copy, its version and revision) and ``data_source_card`` (the cards
each source brought). They live in the same file as the cards so that an update writes its
cards and its records in one transaction: the list never says a revision whose cards are not
in. Every function here takes an open connection; the caller owns the transaction.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from companion.library.sources.location import Kind, Location

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

_SOURCE_COLUMNS = "name, kind, location, revision, added_at, checked_at, changed_at"
_FILE_COLUMNS = "name, file, url, version, revision, size, sha256"


def shown_revision(revision: str | None) -> str:
    """A revision as shown: a git sha by its first 7 digits (as git does), none as ``-``."""
    if revision is None:
        return "-"
    return revision[:7] if re.fullmatch(r"[0-9a-f]{40}", revision) else revision


def shown_time(iso: str) -> str:
    """A stored UTC time in the computer's time zone, to the minute."""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return iso


def now() -> str:
    """The time, UTC, to the second (ISO 8601)."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True, slots=True)
class FileRecord:
    """One kept file of a source."""

    name: str
    """As the source names it."""
    file: str
    """The kept copy's file name, in the source's folder."""
    url: str
    version: str
    revision: str | None
    size: int
    sha256: str


@dataclass(frozen=True, slots=True)
class SourceRecord:
    """One source: where it is, its revision, when it was checked and changed, its files."""

    name: str
    location: Location
    revision: str | None
    added_at: str
    checked_at: str
    changed_at: str
    files: tuple[FileRecord, ...] = ()
    cards: int = 0
    """How many cards of the library it brought."""


def read_sources(connection: Connection, name: str | None = None) -> list[SourceRecord]:
    """Every source (or the one called ``name``) by name, with its files and card count."""
    where, parameters = ("WHERE name = ?", (name,)) if name is not None else ("", ())
    sources = connection.exec_driver_sql(
        f"SELECT {_SOURCE_COLUMNS} FROM data_source {where} ORDER BY name", parameters).fetchall()
    found = []
    for row in sources:
        files = connection.exec_driver_sql(
            f"SELECT {_FILE_COLUMNS} FROM data_source_file WHERE source = ? ORDER BY name", (row[0],)).fetchall()
        cards = connection.exec_driver_sql(
            "SELECT count(*) FROM data_source_card WHERE source = ?", (row[0],)).scalar_one()
        found.append(SourceRecord(
            name=row[0], location=Location(Kind(row[1]), row[2]), revision=row[3], added_at=row[4],
            checked_at=row[5], changed_at=row[6],
            files=tuple(FileRecord(f[0], f[1], f[2], f[3], f[4], int(f[5]), f[6]) for f in files),
            cards=int(cards)))
    return found


def card_ids(connection: Connection, name: str) -> set[str]:
    """The ids of the cards the source ``name`` brought."""
    rows = connection.exec_driver_sql("SELECT card_id FROM data_source_card WHERE source = ?", (name,))
    return {row[0] for row in rows}


def owned_only_by(connection: Connection, name: str) -> list[str]:
    """The cards the source ``name`` brought that no other source brought too."""
    rows = connection.exec_driver_sql(
        "SELECT card_id FROM data_source_card WHERE source = ? AND card_id NOT IN "
        "(SELECT card_id FROM data_source_card WHERE source != ?) ORDER BY card_id", (name, name))
    return [row[0] for row in rows]


def write_source(connection: Connection, source: SourceRecord, cards: Iterable[str]) -> None:
    """Insert or replace a source's row, its files and its cards (all of them)."""
    connection.exec_driver_sql(
        f"INSERT INTO data_source ({_SOURCE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT(name) DO UPDATE SET kind = excluded.kind, location = excluded.location, "
        "revision = excluded.revision, checked_at = excluded.checked_at, changed_at = excluded.changed_at",
        (source.name, source.location.kind.value, source.location.text, source.revision, source.added_at,
         source.checked_at, source.changed_at))
    connection.exec_driver_sql("DELETE FROM data_source_file WHERE source = ?", (source.name,))
    if source.files:
        connection.exec_driver_sql(
            f"INSERT INTO data_source_file (source, {_FILE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(source.name, f.name, f.file, f.url, f.version, f.revision, f.size, f.sha256) for f in source.files])
    connection.exec_driver_sql("DELETE FROM data_source_card WHERE source = ?", (source.name,))
    rows = [(source.name, card_id) for card_id in sorted(set(cards))]
    if rows:
        connection.exec_driver_sql("INSERT INTO data_source_card (source, card_id) VALUES (?, ?)", rows)


def mark_checked(connection: Connection, name: str, when: str) -> None:
    """Record that an update of ``name`` found nothing to change."""
    connection.exec_driver_sql("UPDATE data_source SET checked_at = ? WHERE name = ?", (when, name))


def delete_source(connection: Connection, name: str) -> None:
    """Forget a source (its files' and cards' rows go with it)."""
    connection.exec_driver_sql("DELETE FROM data_source WHERE name = ?", (name,))
