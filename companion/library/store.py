"""The card library in SQLite: open (migrate, seed), read, save, import and export.

Callers import this module lazily (it pulls in SQLAlchemy). Every write is committed before the
method returns; an import is one transaction, all of it or nothing, and importing the same
cards twice changes nothing (the report says "unchanged").
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError

from companion.errors import BadInput, ChangedElsewhere, DatabaseError
from companion.library import option_sets, packs
from companion.library.db import THE_LIBRARY, error_message, open_path
from companion.library.card_columns import (
    CARD_COLUMN_NAMES,
    COLUMN_NAMES,
    UnreadableRow,
    library_order,
    rows_to_cards,
    stored_card,
)
from companion.library.packs import Pack, card_from_dict, card_to_dict, read_pack, write_pack
from companion.rules.card import Card
from companion.rules.message import Message
from companion.rules.peoples import PEOPLE_BY_ID

if TYPE_CHECKING:
    from companion.library.card_files import FileCards

_SELECT = f"SELECT {', '.join(CARD_COLUMN_NAMES)} FROM card"
_UPSERT = (
    f"INSERT INTO card ({', '.join(COLUMN_NAMES)}) VALUES ({', '.join('?' for _ in COLUMN_NAMES)}) "
    f"ON CONFLICT(id) DO UPDATE SET {', '.join(f'{c} = excluded.{c}' for c in COLUMN_NAMES[1:])}"
)
_CHUNK = 500  # ids per "IN (...)" query, well under SQLite's variable limit


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

    @property
    def total(self) -> int:
        return self.added + self.updated + self.unchanged

    def merge(self, other: ImportReport) -> None:
        self.added += other.added
        self.updated += other.updated
        self.unchanged += other.unchanged
        self.notes.extend(other.notes)

    @property
    def message(self) -> Message:
        """``2 added, 0 updated, 5 unchanged``."""
        return Message("library.import-report", added=self.added, updated=self.updated, unchanged=self.unchanged)

    def to_dict(self) -> dict[str, object]:
        """The counts and the notes, the notes in English (the command line's ``--json``)."""
        from companion.i18n.render import english

        return {"added": self.added, "updated": self.updated, "unchanged": self.unchanged,
                "notes": [english(note) for note in self.notes]}


class CardChangedError(ChangedElsewhere):
    """The card was changed by a command or another window since it was read: nothing was
    written."""


def _check_people(people: str | None) -> None:
    if people is not None and people not in PEOPLE_BY_ID:
        raise BadInput(Message("library.unknown-people", people=repr(people), known=", ".join(PEOPLE_BY_ID)))


class Library:
    """The cards in one SQLite file. Use :meth:`open`; close it (or use ``with``)."""

    def __init__(self, path: Path, engine: Engine, warnings: list[Message] | None = None,
                 read_only: bool = False) -> None:
        self.path = path
        self.warnings: list[Message] = list(warnings or [])
        """What the user should be told about opening the library (a damaged file opened read-only...)."""
        self.read_only = read_only
        """True when the file is damaged: what could be read of it is open, and nothing is written."""
        self._engine = engine

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine on this file, for stores sharing the database (games, lists)."""
        return self._engine

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None, *, seed: bool = True) -> Library:
        """Open the library (default: --db / COMPANION_DB / the user data folder).

        Creates the folder, migrates (copy first); a new database gets the starter packs in the
        transaction that creates it. A busy or newer-schema file is a DatabaseError; a damaged
        one is opened read-only with what could be read (see ``warnings``).
        """
        resolved, opened = open_path(path, THE_LIBRARY, seed=seed_starter_packs if seed else None)
        return cls(resolved, opened.engine, opened.warnings, opened.read_only)

    # --- reading ------------------------------------------------------------------------

    @contextmanager
    def _connection(self, write: bool = False) -> Iterator[Connection]:
        if write and self.read_only:
            raise DatabaseError(Message("database.read-only", path=str(self.path)))
        try:
            if write:
                with self._engine.begin() as connection:
                    yield connection
            else:
                with self._engine.connect() as connection:
                    yield connection
        except (DBAPIError, sqlite3.Error) as error:  # (a raw cursor raises SQLite's own errors)
            raise DatabaseError(error_message(self.path, error)) from None

    def _cards_of(self, connection: Connection, rows: Sequence[Sequence[Any]]) -> list[Card]:
        """The cards of stored rows, with the option sets they name; a value no version of the
        app writes (the file was changed by another program) is a DatabaseError."""
        try:
            return rows_to_cards(rows, read_option_sets(connection, rows))
        except UnreadableRow:
            raise DatabaseError(Message("database.unreadable-card", path=str(self.path))) from None

    def reading(self) -> AbstractContextManager[Connection]:
        """A connection to read with (for stores sharing the database, such as data sources)."""
        return self._connection()

    def transaction(self) -> AbstractContextManager[Connection]:
        """A connection in one write transaction, committed when the ``with`` block ends (rolled
        back if it raises): for writes that go together, such as an import and its records."""
        return self._connection(write=True)

    def cards(self, people: str | None = None) -> list[Card]:
        """Every card (or one people's), sorted by people then name."""
        _check_people(people)
        with self._connection() as connection:
            if people is None:
                rows = connection.exec_driver_sql(_SELECT).fetchall()
            else:
                rows = connection.exec_driver_sql(_SELECT + " WHERE people = ?", (people,)).fetchall()
            cards = self._cards_of(connection, rows)
        cards.sort(key=library_order)  # in Python: Unicode-aware, as the window sorts
        return cards

    def get(self, card_id: str) -> Card | None:
        """The card with this id, or None."""
        with self._connection() as connection:
            rows = connection.exec_driver_sql(_SELECT + " WHERE id = ?", (card_id,)).fetchall()
            return self._cards_of(connection, rows)[0] if rows else None

    def count(self) -> int:
        with self._connection() as connection:
            return int(connection.exec_driver_sql("SELECT count(*) FROM card").scalar_one())

    def peoples(self) -> list[str]:
        """The ids of the peoples that have at least one card, sorted."""
        with self._connection() as connection:
            return [row[0] for row in connection.exec_driver_sql("SELECT DISTINCT people FROM card ORDER BY people")]

    # --- writing ------------------------------------------------------------------------

    def save(self, card: Card, *, read: Card | None = None) -> None:
        """Insert or replace one card (validated like a pack card); committed on return.

        ``read``: the card as the caller read it before changing it. If the stored card is no
        longer that one (a command or another window changed it meanwhile), nothing is written:
        :class:`CardChangedError`."""
        checked = card_from_dict(card_to_dict(card), "card")
        with self._connection(write=True) as connection:
            if read is not None:
                rows = connection.exec_driver_sql(_SELECT + " WHERE id = ?", (read.id,)).fetchall()
                stored = self._cards_of(connection, rows)[0] if rows else None
                if stored != read:
                    raise CardChangedError(Message("library.card-changed-elsewhere", card=read.name))
            row, sets = stored_card(checked)
            connection.exec_driver_sql(_UPSERT, row)
            _write_option_sets(connection, sets)

    def delete_cards(self, card_ids: Iterable[str], *, connection: Connection | None = None) -> int:
        """Delete these cards (ids not in the library are no error) in one transaction, or in
        ``connection``'s; returns how many were deleted."""
        ids = list(card_ids)
        deleted = 0
        with self.transaction() if connection is None else nullcontext(connection) as connection:
            for start in range(0, len(ids), _CHUNK):
                chunk = ids[start : start + _CHUNK]
                deleted += connection.exec_driver_sql(
                    f"DELETE FROM card WHERE id IN ({', '.join('?' for _ in chunk)})", tuple(chunk)).rowcount
            _write_option_sets(connection, {})
        return deleted

    def delete(self, card_id: str) -> None:
        """Delete one card; committed on return. BadInput if there is no such card."""
        with self._connection(write=True) as connection:
            result = connection.exec_driver_sql("DELETE FROM card WHERE id = ?", (card_id,))
            if result.rowcount == 0:
                raise BadInput(Message("library.no-such-card", card=repr(card_id)))
            _write_option_sets(connection, {})

    def import_cards(self, cards: Iterable[Card], notes: Sequence[Message | str] = (), *,
                     connection: Connection | None = None) -> ImportReport:
        """Add or update these cards in one transaction (or in ``connection``'s, from
        :meth:`transaction`); identical cards are left alone, and a card of the library is
        never replaced by one of another edition (the report says so)."""
        with self.transaction() if connection is None else nullcontext(connection) as connection:
            return write_cards(connection, cards, notes)

    def import_files(self, paths: Sequence[str | os.PathLike[str]]) -> list[tuple[str, ImportReport]]:
        """Import card packs and BattleScribe files, all or nothing (companion.library.card_files):
        every file is read first (ImportProblems lists every one that cannot be: nothing is
        written), then all are written in one transaction; a report for each file."""
        from companion.library.card_files import read_card_files

        return self.import_read(read_card_files([Path(p) for p in paths]))

    def import_read(self, read: Sequence[FileCards]) -> list[tuple[str, ImportReport]]:
        """Write the cards of files already read (:meth:`import_files`), in one transaction."""
        with self._connection(write=True) as connection:
            return [(part.name, write_cards(connection, part.cards, part.notes)) for part in read]

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
        return self.import_cards(result.cards, result.notes)

    def export_pack(self, path: str | os.PathLike[str], people: str | None = None) -> int:
        """Write the library (or one people) as a card pack; returns the number of cards."""
        cards = self.cards(people)
        name = "Card library" if people is None else f"Card library: {PEOPLE_BY_ID[people].name}"
        write_pack(Path(path), cards, name)
        return len(cards)

    def close(self) -> None:
        self._engine.dispose()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def write_cards(connection: Connection, cards: Iterable[Card], notes: Sequence[Message | str] = ()) -> ImportReport:
    """Add or update cards on an open transaction; identical cards are left alone, and a card
    is never replaced by one of another edition (the report says so). A stored row whose
    edition is not a text (another program wrote it: the row cannot be read) is replaced."""
    rows: dict[str, tuple[Any, ...]] = {}
    names: dict[str, tuple[str, ...]] = {}
    sets: dict[str, str] = {}
    for card in cards:
        rows[card.id], own = stored_card(card)
        names[card.id] = tuple(own)
        for key, items in own.items():
            sets.setdefault(key, items)  # one text a set, however many cards name it
    report = ImportReport(notes=list(notes))
    existing = _existing_rows(connection, list(rows))
    changed = []
    for card_id, row in rows.items():
        old = existing.get(card_id)
        if old is not None and isinstance(old[_EDITION], str) and old[_EDITION] != row[_EDITION]:
            report.notes.append(Message("library.edition-kept", card=card_id, kept=old[_EDITION],
                                        refused=row[_EDITION]))
            report.unchanged += 1
        elif old is None:
            report.added += 1
            changed.append(row)
        elif old != row:
            report.updated += 1
            changed.append(row)
        else:
            report.unchanged += 1
    if changed:
        connection.exec_driver_sql(_UPSERT, changed)
        _write_option_sets(connection, {key: sets[key] for row in changed for key in names[row[0]]})
    return report


def _write_option_sets(connection: Connection, sets: dict[str, str]) -> None:
    """Store the option sets written rows name, and remove those no row names any more
    (companion.library.option_sets)."""
    if sets:
        connection.exec_driver_sql(option_sets.INSERT, list(sets.items()))
    stale = option_sets.unreferenced((key for (key,) in connection.exec_driver_sql(option_sets.SELECT_KEYS)),
                                     connection.exec_driver_sql(option_sets.SELECT_REFERENCES).fetchall())
    for query, parameters in option_sets.delete_keys(stale):
        connection.exec_driver_sql(query, parameters)


def read_option_sets(connection: Connection, rows: Sequence[Sequence[Any]]) -> dict[str, str]:
    """The items of the option sets that card rows (:data:`CARD_COLUMN_NAMES`) name, by key."""
    keys = sorted(option_sets.referenced(value for row in rows for value in (row[_OPTIONS], row[_GROUPS])))
    found: dict[str, str] = {}
    for query, parameters in option_sets.select_keys(keys):
        found.update(option_sets.sets_by_key(connection.exec_driver_sql(query, parameters).fetchall()))
    return found


def _existing_rows(connection: Connection, ids: list[str]) -> dict[str, tuple[Any, ...]]:
    select = f"SELECT {', '.join(COLUMN_NAMES)} FROM card WHERE id IN "
    existing: dict[str, tuple[Any, ...]] = {}
    cursor = connection.connection.cursor()
    try:
        for start in range(0, len(ids), _CHUNK):
            chunk = ids[start : start + _CHUNK]
            cursor.execute(select + f"({', '.join('?' for _ in chunk)})", chunk)
            for row in cursor.fetchall():
                existing[row[0]] = _normalise(row)
    finally:
        cursor.close()
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
    write_cards(connection, cards)
    return warnings


def _normalise(row: Sequence[Any]) -> tuple[Any, ...]:
    """A raw row as :func:`card_to_row` writes it (SQLite hands booleans back as 0/1)."""
    values = list(row)
    for index in _BOOL_INDEXES:
        values[index] = bool(values[index])
    return tuple(values)


_EDITION = COLUMN_NAMES.index("edition")
_OPTIONS = COLUMN_NAMES.index("options")
_GROUPS = COLUMN_NAMES.index("option_groups")
_BOOL_INDEXES = tuple(COLUMN_NAMES.index(name) for name in ("character", "magician", "faithful"))
