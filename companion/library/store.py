"""The card library in SQLite: open (migrate, seed), read, save, import and export.

Callers import this module lazily (it pulls in SQLAlchemy). Every write is committed before the
method returns; an import is one transaction, all of it or nothing, and importing the same
cards twice changes nothing (the report says "unchanged").
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import delete, func, insert, or_
from sqlalchemy.engine import Connection, Engine
from sqlmodel import Session, col, select

from companion.errors import BadInput, ChangedElsewhere, DatabaseError
from companion.library import option_sets, packs
from companion.library.card_columns import (
    CARD_COLUMN_NAMES,
    COLUMN_NAMES,
    LISTED_COLUMN_NAMES,
    CardWriting,
    UnreadableRow,
    library_order,
    rows_to_cards,
    rows_to_listed,
    stored_card,
)
from companion.library.card_ids import Placement, ids_to_look_up, place
from companion.library.card_list import ListedCard
from companion.library.db import THE_LIBRARY, Database
from companion.library.models import CardRow, OptionSetRow
from companion.library.packs import Pack, card_from_dict, card_to_dict, read_pack, write_pack
from companion.rules.card import Card, edition_card_id, plain_card_id
from companion.rules.message import Message
from companion.rules.peoples import PEOPLE_BY_ID

if TYPE_CHECKING:
    from companion.library.card_files import FileCards

CARD_FIELDS = tuple(CardRow.__table__.c[name] for name in CARD_COLUMN_NAMES)  # type: ignore[attr-defined]
"""The columns that hold a card, in the order companion.library.card_columns reads them: the
declared table's columns, so that a read of many cards gives plain rows (selecting the class's
attributes runs the ORM's loading for each row: 150 ms instead of 55 at 10,000 cards,
bench/bench_library_view.py)."""
LISTED_FIELDS = tuple(CardRow.__table__.c[name] for name in LISTED_COLUMN_NAMES)  # type: ignore[attr-defined]
"""The columns a listed card is read from (the declared table's, as :data:`CARD_FIELDS`)."""
_LISTED_PART = 1000
"""Rows read at a time for the list: 10,000 cards read whole at once would hold their rows
beside the listed cards made of them (the start's peak memory, bench/bench_startup.py)."""
_CHUNK = 500  # ids per "IN (...)" query, well under SQLite's variable limit
_OPTIONS = CARD_COLUMN_NAMES.index("options")
_GROUPS = CARD_COLUMN_NAMES.index("option_groups")


def starter_pack_paths() -> list[Path]:
    """The packs seeded into a new database (tests replace this function)."""
    return packs.starter_pack_paths()


@dataclass
class ImportReport:
    """What an import did: cards added, updated, unchanged, and what could not be mapped."""

    added: int = 0
    updated: int = 0
    unchanged: int = 0
    notes: list[Message | str] = field(default_factory=list)
    """What an import could not map (BattleScribe), to tell the user."""
    skipped: list[Message | str] = field(default_factory=list)
    """The files it left out, each with why (a BattleScribe catalogue for no people)."""

    @property
    def total(self) -> int:
        return self.added + self.updated + self.unchanged

    def merge(self, other: ImportReport) -> None:
        self.added += other.added
        self.updated += other.updated
        self.unchanged += other.unchanged
        self.notes.extend(other.notes)
        self.skipped.extend(other.skipped)

    @property
    def message(self) -> Message:
        """``2 added, 0 updated, 5 unchanged``."""
        return Message("library.import-report", added=self.added, updated=self.updated, unchanged=self.unchanged)

    def to_dict(self) -> dict[str, object]:
        """The counts, the notes and the files skipped, in English (the command line's ``--json``)."""
        from companion.i18n.render import english

        return {"added": self.added, "updated": self.updated, "unchanged": self.unchanged,
                "notes": [english(note) for note in self.notes], "skipped": [english(note) for note in self.skipped]}


class CardChangedError(ChangedElsewhere):
    """The card was changed by a command or another window since it was read: nothing was
    written."""


def _check_people(people: str | None) -> None:
    if people is not None and people not in PEOPLE_BY_ID:
        raise BadInput(Message("library.unknown-people", people=repr(people), known=", ".join(PEOPLE_BY_ID)))


class Library:
    """The cards of one library file (a :class:`~companion.library.db.Database`). Use
    :meth:`open`; close it (or use ``with``)."""

    def __init__(self, database: Database) -> None:
        self.database = database

    @property
    def path(self) -> Path:
        return self.database.path

    @property
    def warnings(self) -> list[Message]:
        """What the user should be told about opening the library (a damaged file opened read-only...)."""
        return self.database.warnings

    @property
    def read_only(self) -> bool:
        """True when the file is damaged: what could be read of it is open, and nothing is written."""
        return self.database.read_only

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine on this file."""
        return self.database.engine

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *, seed: bool = True) -> Library:
        """Open the library (default: --db / COMPANION_DB / the user data folder).

        Creates the folder, migrates (copy first); a new database gets the starter packs in the
        transaction that creates it. A busy or newer-schema file is a DatabaseError; a damaged
        one is opened read-only with what could be read (see ``warnings``).
        """
        return cls(Database.open(path, THE_LIBRARY, seed=seed_starter_packs if seed else None))

    # --- reading ------------------------------------------------------------------------

    def _cards_of(self, session: Session, rows: Sequence[Sequence[Any]]) -> list[Card]:
        """The cards of stored rows, with the option sets they name; a value no version of the
        app writes (the file was changed by another program) is a DatabaseError."""
        try:
            return rows_to_cards(rows, read_option_sets(session, rows))
        except UnreadableRow:
            raise DatabaseError(Message("database.unreadable-card", path=str(self.path))) from None

    def reading(self) -> AbstractContextManager[Session]:
        """A Session to read with (for stores sharing the database, such as data sources)."""
        return self.database.session()

    def transaction(self) -> AbstractContextManager[Session]:
        """A Session in one write transaction, committed when the ``with`` block ends (rolled
        back if it raises): for writes that go together, such as an import and its records."""
        return self.database.transaction()

    def cards(self, people: str | None = None) -> list[Card]:
        """Every card (or one people's), sorted by people then name."""
        _check_people(people)
        query = select(*CARD_FIELDS)
        if people is not None:
            query = query.where(CardRow.people == people)
        with self.reading() as session:
            rows = session.exec(query).all()
            cards = self._cards_of(session, rows)
        cards.sort(key=library_order)  # in Python: Unicode-aware, as the window sorts
        return cards

    def listed(self) -> list[ListedCard]:
        """Every card as the library lists it (:mod:`companion.library.card_list`), sorted
        by people then name: the columns the window's table shows, read at start (10,000
        cards: 4 MB held against 21 for :meth:`cards`, read in a third of its time;
        bench/bench_library.py times both with the opening)."""
        with self.reading() as session:
            rows = session.exec(select(*LISTED_FIELDS).execution_options(yield_per=_LISTED_PART))
            try:
                cards = rows_to_listed(rows.partitions())
            except UnreadableRow:
                raise DatabaseError(Message("database.unreadable-card", path=str(self.path))) from None
        cards.sort(key=library_order)
        return cards

    def get(self, card_id: str) -> Card | None:
        """The card with this id, or None."""
        with self.reading() as session:
            rows = session.exec(select(*CARD_FIELDS).where(CardRow.id == card_id)).all()
            return self._cards_of(session, rows)[0] if rows else None

    def cards_named(self, card_ids: Iterable[str]) -> dict[str, Card]:
        """The cards with these ids, by id, and the cards of other editions kept beside them
        (:mod:`companion.library.card_ids`): those a list may resolve to
        (:func:`companion.rules.army_editions.in_list_edition`)."""
        found = self._cards_with_ids(set(card_ids))
        editions = self.editions()
        beside: set[str] = set()
        for card in found.values():
            plain = plain_card_id(card.id, card.edition)
            beside.add(plain)
            beside.update(edition_card_id(plain, edition) for edition in editions)
        found.update(self._cards_with_ids(beside - found.keys()))
        return found

    def _cards_with_ids(self, card_ids: set[str]) -> dict[str, Card]:
        ids = sorted(card_ids)
        rows: list[Sequence[Any]] = []
        with self.reading() as session:
            for start in range(0, len(ids), _CHUNK):
                rows += session.exec(select(*CARD_FIELDS).where(col(CardRow.id).in_(ids[start : start + _CHUNK])))
            return {card.id: card for card in self._cards_of(session, rows)}

    def count(self) -> int:
        with self.reading() as session:
            return session.exec(select(func.count()).select_from(CardRow)).one()

    def editions(self) -> list[str]:
        """The editions of the library's cards, sorted."""
        with self.reading() as session:
            return list(session.exec(select(CardRow.edition).distinct().order_by(CardRow.edition)))

    def peoples(self) -> list[str]:
        """The ids of the peoples that have at least one card, sorted."""
        with self.reading() as session:
            return list(session.exec(select(CardRow.people).distinct().order_by(CardRow.people)))

    # --- writing ------------------------------------------------------------------------

    def save(self, card: Card, *, read: Card | None = None) -> None:
        """Insert or replace one card (validated like a pack card); committed on return.

        ``read``: the card as the caller read it before changing it. If the stored card is no
        longer that one (a command or another window changed it meanwhile), nothing is written:
        :class:`CardChangedError`."""
        checked = card_from_dict(card_to_dict(card), "card")
        with self.transaction() as session:
            if read is not None:
                rows = session.exec(select(*CARD_FIELDS).where(CardRow.id == read.id)).all()
                stored = self._cards_of(session, rows)[0] if rows else None
                if stored != read:
                    raise CardChangedError(Message("library.card-changed-elsewhere", card=read.name))
            row, sets = stored_card(checked)
            session.merge(_row(row))
            _write_option_sets(session, sets)

    def delete_cards(self, card_ids: Iterable[str], *, session: Session | None = None) -> int:
        """Delete these cards (ids not in the library are no error) in one transaction, or in
        ``session``'s; returns how many were deleted."""
        ids = list(card_ids)
        deleted = 0
        with self.transaction() if session is None else nullcontext(session) as session:
            for start in range(0, len(ids), _CHUNK):
                result = session.exec(delete(CardRow).where(col(CardRow.id).in_(ids[start : start + _CHUNK])))
                deleted += result.rowcount
            _write_option_sets(session, {})
        return deleted

    def delete(self, card_id: str) -> None:
        """Delete one card; committed on return. BadInput if there is no such card."""
        with self.transaction() as session:
            if session.exec(delete(CardRow).where(col(CardRow.id) == card_id)).rowcount == 0:
                raise BadInput(Message("library.no-such-card", card=repr(card_id)))
            _write_option_sets(session, {})

    def import_cards(self, cards: Iterable[Card], notes: Sequence[Message | str] = (), *,
                     session: Session | None = None) -> ImportReport:
        """Add or update these cards in one transaction (or in ``session``'s, from
        :meth:`transaction`); identical cards are left alone, and a card of the library is
        never replaced by one of another edition: the new one is kept beside it (see
        :func:`write_cards`)."""
        with self.transaction() if session is None else nullcontext(session) as session:
            return write_cards(session, cards, notes)

    def import_files(self, paths: Sequence[str | os.PathLike[str]]) -> list[tuple[str, ImportReport]]:
        """Import card packs and BattleScribe files, all or nothing (companion.library.card_files):
        every file is read first (ImportProblems lists every one that cannot be: nothing is
        written), then all are written in one transaction; a report for each file."""
        from companion.library.card_files import read_card_files

        return self.import_read(read_card_files([Path(p) for p in paths]))

    def import_read(self, read: Sequence[FileCards]) -> list[tuple[str, ImportReport]]:
        """Write the cards of files already read (:meth:`import_files`), in one transaction."""
        reports = []
        with self.transaction() as session:
            for part in read:
                report = write_cards(session, part.cards, part.notes)
                report.skipped.extend(part.skipped)
                reports.append((part.name, report))
        return reports

    def import_pack(self, source: str | os.PathLike[str] | Pack) -> ImportReport:
        """Import a card pack (a path or a parsed :class:`Pack`): one transaction."""
        pack = source if isinstance(source, Pack) else read_pack(Path(source))
        return self.import_cards(pack.cards)

    def import_battlescribe(self, paths: Sequence[str | os.PathLike[str]], edition: str | None = None) -> ImportReport:
        """Import BattleScribe / New Recruit files (.gst, .cat, .catz, .gstz) or folders of
        them, as one data set: one transaction. ``edition`` names the cards' edition (a data
        source's name; by default read from the files)."""
        from companion.library.battlescribe import read_battlescribe

        result = read_battlescribe([Path(p) for p in paths], edition)
        report = self.import_cards(result.cards, result.notes)
        report.skipped.extend(result.skipped)
        return report

    def export_pack(self, path: str | os.PathLike[str], people: str | None = None) -> int:
        """Write the library (or one people) as a card pack; returns the number of cards."""
        cards = self.cards(people)
        name = "Card library" if people is None else f"Card library: {PEOPLE_BY_ID[people].name}"
        write_pack(Path(path), cards, name)
        return len(cards)

    def close(self) -> None:
        self.database.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def _row(values: Sequence[Any]) -> CardRow:
    return CardRow(**dict(zip(COLUMN_NAMES, values)))


def _values(row: CardRow) -> tuple[Any, ...]:
    return tuple(getattr(row, name) for name in COLUMN_NAMES)


def write_cards(session: Session, cards: Iterable[Card], notes: Sequence[Message | str] = ()) -> ImportReport:
    """Add or update cards in a session's transaction; identical cards are left alone. A card
    whose id a card of another edition holds is kept beside it, under its id and its edition
    (:mod:`companion.library.card_ids`); one that cannot be is refused (the report says so). A
    stored row whose edition is not a text (another program wrote it: the row cannot be read)
    is replaced."""
    placement, existing = _placed(session, cards)
    report = ImportReport(notes=list(notes))
    for card, kept in placement.refused:
        report.notes.append(Message("library.edition-kept", card=card.id, kept=kept, refused=card.edition))
        report.unchanged += 1
    values: dict[str, tuple[Any, ...]] = {}
    names: dict[str, tuple[str, ...]] = {}
    sets: dict[str, str] = {}
    writing = CardWriting()
    for card in placement.cards:
        values[card.id], own = stored_card(card, writing)
        names[card.id] = tuple(own)
        for key, items in own.items():
            sets.setdefault(key, items)  # one text a set, however many cards name it
    written: dict[str, str] = {}
    added: list[dict[str, Any]] = []
    for card_id, new in values.items():
        old = existing.get(card_id)
        if old is None:
            added.append(dict(zip(COLUMN_NAMES, new)))
        elif _values(old) != new:
            report.updated += 1
            old.sqlmodel_update(dict(zip(COLUMN_NAMES, new)))
        else:
            report.unchanged += 1
            continue
        written.update((key, sets[key]) for key in names[card_id])
    if added:  # new rows in one ORM bulk INSERT (SQLAlchemy's "ORM Bulk INSERT Statements")
        session.exec(insert(CardRow), params=added)
        report.added = len(added)
    if written or report.added or report.updated:
        _write_option_sets(session, written)
    session.flush()
    return report


def _write_option_sets(session: Session, sets: dict[str, str]) -> None:
    """Store the option sets written rows name, and remove those no row names any more
    (companion.library.option_sets)."""
    session.flush()
    for key, items in sets.items():
        session.merge(OptionSetRow(key=key, items=items))
    session.flush()
    named = session.exec(select(CardRow.options, CardRow.option_groups).where(
        or_(col(CardRow.options).startswith(option_sets.REFERENCE),
            col(CardRow.option_groups).startswith(option_sets.REFERENCE)))).all()
    stale = option_sets.unreferenced(session.exec(select(OptionSetRow.key)).all(), named)
    for start in range(0, len(stale), _CHUNK):
        session.exec(delete(OptionSetRow).where(col(OptionSetRow.key).in_(stale[start : start + _CHUNK])))


def read_option_sets(session: Session, rows: Sequence[Sequence[Any]]) -> dict[str, str]:
    """The items of the option sets that card rows (:data:`CARD_COLUMN_NAMES`) name, by key."""
    keys = sorted(option_sets.referenced(value for row in rows for value in (row[_OPTIONS], row[_GROUPS])))
    found: dict[str, str] = {}
    for start in range(0, len(keys), _CHUNK):
        query = select(OptionSetRow.key, OptionSetRow.items).where(col(OptionSetRow.key).in_(keys[start : start + _CHUNK]))
        found.update((str(key), str(items)) for key, items in session.exec(query))
    return found


def place_cards(session: Session, cards: Iterable[Card]) -> Placement:
    """The cards under the ids :func:`write_cards` keeps them with (the library as it is in
    ``session``), and those it would refuse."""
    return _placed(session, cards)[0]


def _placed(session: Session, cards: Iterable[Card]) -> tuple[Placement, dict[str, CardRow]]:
    """The placement of ``cards`` and the stored rows of the ids it looked at."""
    cards = list(cards)
    existing = _existing_rows(session, sorted(ids_to_look_up(cards)))
    return place(cards, {card_id: row.edition for card_id, row in existing.items()}), existing


def _existing_rows(session: Session, ids: list[str]) -> dict[str, CardRow]:
    existing: dict[str, CardRow] = {}
    for start in range(0, len(ids), _CHUNK):
        query = select(CardRow).where(col(CardRow.id).in_(ids[start : start + _CHUNK]))
        existing.update((row.id, row) for row in session.exec(query))
    return existing


def seed_starter_packs(connection: Connection) -> list[Message]:
    """Write the starter packs into a new database (on the transaction that creates it); a
    pack that cannot be read is left out, with a warning. Whatever opens a database first (the
    library, the games, the tournament rounds) seeds it so."""
    cards: list[Card] = []
    warnings: list[Message] = []
    for pack_path in starter_pack_paths():
        try:
            cards.extend(read_pack(pack_path).cards)
        except BadInput as error:
            warnings.append(Message("library.starter-pack-not-loaded", pack=pack_path.name, error=error.message))
    with Session(bind=connection) as session:
        write_cards(session, cards)
    return warnings


