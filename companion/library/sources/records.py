"""The sources in the library's SQLite file (tables of migration 0006).

``data_source`` (one row a source), ``data_source_file`` (the files kept: the name the source
gives, the safe name of the copy, its version and revision) and ``data_source_card`` (the cards
each source brought). They live in the same file as the cards so that an update writes its
cards and its records in one transaction: the list never says a revision whose cards are not
in. Every function here takes an open Session; the caller owns the transaction.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timezone

from sqlalchemy import delete, func
from sqlmodel import Session, col, select

from companion.library.sources.models import DataSourceCardRow, DataSourceFileRow, DataSourceRow
from companion.library.sources.location import Kind, Location


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


def read_sources(session: Session, name: str | None = None) -> list[SourceRecord]:
    """Every source (or the one called ``name``) by name, with its files and card count."""
    query = select(DataSourceRow).order_by(DataSourceRow.name)
    if name is not None:
        query = query.where(DataSourceRow.name == name)
    found = []
    for row in session.exec(query).all():
        files = session.exec(select(DataSourceFileRow).where(DataSourceFileRow.source == row.name)
                             .order_by(DataSourceFileRow.name))
        cards = session.exec(select(func.count()).select_from(DataSourceCardRow)
                             .where(DataSourceCardRow.source == row.name)).one()
        found.append(SourceRecord(
            name=row.name, location=Location(Kind(row.kind), row.location), revision=row.revision,
            added_at=row.added_at, checked_at=row.checked_at, changed_at=row.changed_at,
            files=tuple(FileRecord(f.name, f.file, f.url, f.version, f.revision, f.size, f.sha256) for f in files),
            cards=cards))
    return found


def card_ids(session: Session, name: str) -> set[str]:
    """The ids of the cards the source ``name`` brought."""
    return set(session.exec(select(DataSourceCardRow.card_id).where(DataSourceCardRow.source == name)))


def owned_only_by(session: Session, name: str) -> list[str]:
    """The cards the source ``name`` brought that no other source brought too."""
    others = select(DataSourceCardRow.card_id).where(DataSourceCardRow.source != name)
    query = (select(DataSourceCardRow.card_id)
             .where(DataSourceCardRow.source == name, col(DataSourceCardRow.card_id).not_in(others))
             .order_by(DataSourceCardRow.card_id))
    return list(session.exec(query))


def write_source(session: Session, source: SourceRecord, cards: Iterable[str]) -> None:
    """Insert or replace a source's row, its files and its cards (all of them)."""
    row = session.get(DataSourceRow, source.name)
    if row is None:
        row = DataSourceRow(name=source.name, added_at=source.added_at, kind="", location="", checked_at="",
                            changed_at="")
        session.add(row)
    row.sqlmodel_update({"kind": source.location.kind.value, "location": source.location.text,
                         "revision": source.revision, "checked_at": source.checked_at,
                         "changed_at": source.changed_at})
    session.exec(delete(DataSourceFileRow).where(col(DataSourceFileRow.source) == source.name))
    session.exec(delete(DataSourceCardRow).where(col(DataSourceCardRow.source) == source.name))
    session.flush()
    session.add_all(DataSourceFileRow(source=source.name, name=f.name, file=f.file, url=f.url, version=f.version,
                                      revision=f.revision, size=f.size, sha256=f.sha256) for f in source.files)
    session.add_all(DataSourceCardRow(source=source.name, card_id=card_id) for card_id in sorted(set(cards)))
    session.flush()


def mark_checked(session: Session, name: str, when: str) -> None:
    """Record that an update of ``name`` found nothing to change."""
    row = session.get(DataSourceRow, name)
    if row is not None:
        row.checked_at = when


def delete_source(session: Session, name: str) -> None:
    """Forget a source (its files' and cards' rows go with it)."""
    session.exec(delete(DataSourceRow).where(col(DataSourceRow.name) == name))
