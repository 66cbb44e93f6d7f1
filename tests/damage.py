"""Damage done to a library file on purpose, for the tests of what the app does with it."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

_CARD_SCHEMA = re.compile(rb'CREATE TABLE "?card"? \(')


def all_in_main_file(path: Path) -> None:
    """Checkpoint the WAL into the database file, so that damage to the file reaches the data."""
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()


def damage_schema_text(path: Path) -> bytes:
    """Write 16 bytes that are neither UTF-8 nor SQL into the card table's schema text (as
    a stray write would); returns the file's new bytes."""
    all_in_main_file(path)
    data = bytearray(path.read_bytes())
    found = _CARD_SCHEMA.search(data)
    assert found is not None, "no card table in the file"
    where = found.start()
    data[where + 5 : where + 21] = bytes(0x80 + (k * 37) % 120 for k in range(16))
    path.write_bytes(bytes(data))
    return bytes(data)
