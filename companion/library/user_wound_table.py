"""The player's corrected Wound Table: the player corrects the table in the app, and a cell
that no published source gives is never shown as published.

The shipped table (``resources/rules/wound-table.json``, :mod:`companion.rules.wound_table`)
marks every cell it does not take from a published source; the player corrects cells from their
booklet (p.64) and the corrected copy is kept in the user data folder as ``wound-table.json``
(same schema). A cell the player set keeps ``published`` false (``published`` means "from a
published source") and carries :data:`PLAYER_PROVENANCE`, so the app shows three kinds of cell:
published, the player's correction, and an estimate (:func:`cell_kind`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from companion.files import write_atomically
from companion.paths import data_dir
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.wound_table import DEFAULT_TABLE_NAME, Cell, WoundTable, load_wound_table

PLAYER_PROVENANCE = "your correction, from your booklet"
"""The provenance of a cell the player corrected in the app."""


class CellKind(Enum):
    """Where a cell's value comes from, as the app shows it."""

    PUBLISHED = "published"
    CORRECTED = "corrected"
    ESTIMATE = "estimate"


def cell_kind(cell: Cell) -> CellKind:
    """Published (a published source gives it), the player's correction, or an estimate."""
    if cell.published:
        return CellKind.PUBLISHED
    if cell.provenance == PLAYER_PROVENANCE:
        return CellKind.CORRECTED
    return CellKind.ESTIMATE


@dataclass(frozen=True, slots=True)
class UserWoundTable:
    """The table the app uses: ``table``; ``from_user_file`` when it is the player's file;
    ``warning`` names what is wrong when the player's file exists but cannot be used."""

    table: WoundTable
    from_user_file: bool
    warning: Message | None = None


def user_table_path() -> Path:
    """The player's corrected table: ``wound-table.json`` in the user data folder."""
    return data_dir() / DEFAULT_TABLE_NAME


def read_user_wound_table() -> UserWoundTable:
    """The player's table if their file exists and is valid, else the shipped one (with a
    warning naming the problem when the file exists but is unreadable or invalid)."""
    path = user_table_path()
    if not path.exists():
        return UserWoundTable(load_wound_table(), False)
    try:
        return UserWoundTable(load_wound_table(path), True)
    except RulesError as error:
        return UserWoundTable(load_wound_table(), False,
                              Message("library.wound-table-unusable", error=error.message))


def load_user_wound_table() -> WoundTable:
    """The table the app uses: the player's corrected table, else the shipped one."""
    return read_user_wound_table().table


def save_user_wound_table(table: WoundTable) -> Path:
    """Write ``table`` as the player's table (atomically); returns the file. Raises OSError."""
    path = user_table_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(path, table.to_json().encode("utf-8"))
    return path


def reset_user_wound_table() -> None:
    """Forget the player's corrections: the shipped table is used again. Raises OSError."""
    try:
        os.remove(user_table_path())
    except FileNotFoundError:
        pass
