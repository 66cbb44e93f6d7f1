"""What the window shows of a library, read with the standard library's sqlite3.

A file at the newest schema revision (one query on alembic's version table) is read with one
query a table: its cards (and the option sets they name), and the names of the army lists with
unsaved changes. No ORM is
loaded to show a library. A file that must first be created or migrated, or a damaged one, is left to
:meth:`companion.library.store.Library.open` (SQLAlchemy, and alembic for a migration): the
functions here then return None.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing, contextmanager
from pathlib import Path

from companion.library.card_columns import CARD_COLUMN_NAMES, UnreadableRow, library_order, rows_to_cards
from companion.library.option_sets import SELECT_ALL as SELECT_ALL_SETS, sets_by_key
from companion.library.db import BUSY_TIMEOUT, VERSION_TABLE, busy_error, head_revision, is_busy
from companion.rules.card import Card

_SELECT_CARDS = f"SELECT {', '.join(CARD_COLUMN_NAMES)} FROM card"
_SELECT_DRAFTS = "SELECT name FROM army WHERE is_draft = 1 ORDER BY updated_at DESC, id DESC"


@contextmanager
def _current(path: Path) -> Iterator[sqlite3.Connection | None]:
    """A connection to the file if it is a database at the newest revision, else None; a
    DatabaseError if another process holds it (still after :data:`BUSY_TIMEOUT` seconds)."""
    if not path.is_file():
        yield None
        return
    try:
        connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
    except sqlite3.Error:
        yield None
        return
    with closing(connection):
        try:
            revision = connection.execute(f"SELECT version_num FROM {VERSION_TABLE}").fetchall()
        except sqlite3.Error as error:  # not a database, damaged, or without a schema yet
            if is_busy(error):
                raise busy_error(path) from None
            yield None
            return
        except ValueError:  # damaged: SQLite's words about it are not text
            yield None
            return
        yield connection if revision == [(head_revision(),)] else None


def read_cards(path: Path) -> list[Card] | None:
    """The library's cards in library order (people, name, id), or None if the file is not
    at the newest revision (or cannot be read, or holds a card row that cannot be read)."""
    with _current(path) as connection:
        if connection is None:
            return None
        try:
            rows = connection.execute(_SELECT_CARDS).fetchall()
            sets = sets_by_key(connection.execute(SELECT_ALL_SETS).fetchall())
        except (sqlite3.Error, ValueError):
            return None
    try:
        cards = rows_to_cards(rows, sets)
    except UnreadableRow:  # the Library says so
        return None
    cards.sort(key=library_order)
    return cards


def read_draft_names(path: Path) -> list[str] | None:
    """The names of the army lists with unsaved changes, the most recent first (as
    :meth:`companion.library.armies.ArmyStore.drafts`), or None as :func:`read_cards`."""
    with _current(path) as connection:
        if connection is None:
            return None
        try:
            return [str(name) for (name,) in connection.execute(_SELECT_DRAFTS)]
        except (sqlite3.Error, ValueError):
            return None
