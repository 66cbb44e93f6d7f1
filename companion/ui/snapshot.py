"""A snapshot of the library table, so the window can paint the library before SQL is loaded.

Importing sqlmodel costs more than importing Qt and showing a window (DESIGN.md, "Costs seen
here"), so a start-up that waits for it cannot stay within 1.5x a bare window. The window
therefore keeps, in the user cache folder, the rows it showed last time together with the
cards (as card-pack dicts), stamped with the database file's size and modification time (and
its write-ahead log's). At start-up a snapshot whose stamp still matches the database is shown
at once; the database itself is opened right after the first paint. Any change to the file
(another program, the command line, a migration) changes the stamp and the snapshot is
ignored. No Qt here.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion import __version__
from companion.ui.card_rows import ROWS_FORMAT, CardRow

SNAPSHOT_FORMAT = 1


def cache_dir() -> Path:
    """Where snapshots are kept (the user cache folder, platformdirs)."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("companion", appauthor=False)) / "library-view"


def snapshot_path(db_path: Path) -> Path:
    """The snapshot file for one database (named after a hash of its absolute path)."""
    digest = hashlib.sha1(str(db_path.resolve()).encode("utf-8")).hexdigest()[:20]
    return cache_dir() / f"{digest}.json"


def database_stamp(db_path: Path) -> list[list[int]]:
    """Size and modification time of the database file and its -wal file (0, 0 if absent)."""
    stamp = []
    for path in (db_path, db_path.with_name(db_path.name + "-wal")):
        try:
            info = os.stat(path)
        except OSError:
            stamp.append([0, 0])
        else:
            stamp.append([info.st_size, info.st_mtime_ns])
    return stamp


@dataclass(frozen=True)
class Snapshot:
    """The rows shown last time, and the cards behind them as card-pack dicts, by id."""

    rows: list[CardRow]
    cards: dict[str, dict[str, Any]]


def _key(db_path: Path) -> dict[str, object]:
    return {"format": SNAPSHOT_FORMAT, "rows": ROWS_FORMAT, "app": __version__,
            "db": str(db_path.resolve())}


def load(db_path: Path) -> Snapshot | None:
    """The snapshot of this database if it is still current, else None (never raises)."""
    if not db_path.is_file():
        return None
    try:
        data = json.loads(snapshot_path(db_path).read_text(encoding="utf-8"))
        if data.get("key") != _key(db_path) or data.get("stamp") != database_stamp(db_path):
            return None
        rows = [CardRow.from_json(row) for row in data["rows"]]
        cards = data["cards"]
        if not isinstance(cards, dict) or len(cards) != len(rows):
            return None
        return Snapshot(rows, cards)
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def save(db_path: Path, rows: Sequence[CardRow], cards: dict[str, dict[str, Any]]) -> None:
    """Keep a snapshot of the database as it is now (call it after the database is closed)."""
    path = snapshot_path(db_path)
    data = {"key": _key(db_path), "stamp": database_stamp(db_path),
            "rows": [row.to_json() for row in rows], "cards": cards}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                             encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        pass  # a cache: the next start-up simply reads the database


def discard(db_path: Path) -> None:
    """Forget the snapshot of this database."""
    try:
        snapshot_path(db_path).unlink()
    except OSError:
        pass
