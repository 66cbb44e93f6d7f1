"""A snapshot of the library table, so the window can paint the library before SQL is loaded.

Importing sqlmodel costs more than importing Qt and showing a window (DESIGN.md, "Costs seen
here"), so a start-up that waits for it cannot stay within 1.5x a bare window. The window
therefore keeps, in the user cache folder, what the table needs to paint and filter the
cards (and the cards themselves, as card-pack JSON), stamped with the database file's size and modification time (and
its write-ahead log's), and the table's display of the first :data:`ROWS_KEPT` cards in the
language of the day, so that the first paint makes no Card. At start-up a snapshot whose stamp
still matches the database is shown at once; the database itself is opened right after the first paint. Any change to the file
(another program, the command line, a migration) changes the stamp and the snapshot is
ignored. No Qt here.
"""

from __future__ import annotations

import json
import os
import re
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion import __version__
from companion.i18n.language import current_language
from companion.ui.card_rows import COL_NAME, ROWS_FORMAT, CardRow, card_row, haystack, sort_keys

if TYPE_CHECKING:
    from companion.rules.card import Card

SNAPSHOT_FORMAT = 2

ROWS_KEPT = 100
"""How many cards' table rows (the first in library order: those painted first) a snapshot keeps."""


def cache_dir() -> Path:
    """Where snapshots are kept (the user cache folder, platformdirs)."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("companion", appauthor=False)) / "library-view"


def snapshot_path(db_path: Path) -> Path:
    """The snapshot file for one database, named after its absolute path (and a checksum of
    it; the path itself is checked on loading)."""
    absolute = str(db_path.resolve())
    name = re.sub(r"[^A-Za-z0-9._-]+", "_", absolute).strip("_")[-80:]
    return cache_dir() / f"{name}-{zlib.crc32(absolute.encode('utf-8')):08x}.json"


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
    """The cards shown last time, in library order: ids, peoples, filter haystacks, sort keys
    of some columns, and each card as the JSON text of its card-pack dict (decoded only when
    the card is painted or shown: decoding 10,000 dicts up front would cost more than all
    the rest of the start-up); ``rows``: the table rows of the first cards, in the current
    language (none if the snapshot was kept in another language)."""

    ids: list[str]
    peoples: list[str]
    haystacks: list[str]
    cards: list[str]
    sort_keys: dict[int, list[Any]]
    rows: list[CardRow]

    def card(self, card_id: str) -> dict[str, Any] | None:
        """One card's card-pack dict."""
        index = self._index().get(card_id)
        if index is None:
            return None
        data = json.loads(self.cards[index])
        return data if isinstance(data, dict) else None

    def _index(self) -> dict[str, int]:
        index: dict[str, int] | None = self.__dict__.get("_by_id")
        if index is None:
            index = {card_id: i for i, card_id in enumerate(self.ids)}
            object.__setattr__(self, "_by_id", index)
        return index


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
        ids, peoples, haystacks, cards = data["ids"], data["peoples"], data["haystacks"], data["cards"]
        lists = (ids, peoples, haystacks, cards)
        if not all(isinstance(x, list) and len(x) == len(ids) for x in lists):
            return None
        sort_keys = {int(column): keys for column, keys in data["sort_keys"].items()
                     if isinstance(keys, list) and len(keys) == len(ids)}
        return Snapshot(ids, peoples, haystacks, cards, sort_keys, _rows(data, ids))
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None


def _rows(data: dict[str, Any], ids: list[str]) -> list[CardRow]:
    """The kept table rows, if kept in the current language and well formed (else none)."""
    rows = data["rows"]
    if data["language"] != current_language() or not isinstance(rows, list) or len(rows) > len(ids):
        return []
    made = []
    for card_id, row in zip(ids, rows):
        display, missing, absent = row
        if not (isinstance(display, list) and all(isinstance(text, str) for text in display)
                and isinstance(missing, int) and isinstance(absent, int)):
            return []
        made.append(CardRow(card_id, tuple(display), missing, absent))
    return made


def save(db_path: Path, cards: Sequence[Card], sort_columns: Sequence[int] = ()) -> None:
    """Keep a snapshot of the database's cards (call it after the database is closed), with
    the sort keys of the name column and of ``sort_columns``, and the first cards' rows."""
    from companion.library.packs import card_to_dict

    path = snapshot_path(db_path)
    rows = [card_row(card) for card in cards[:ROWS_KEPT]]
    data = {"key": _key(db_path), "stamp": database_stamp(db_path),
            "language": current_language(),
            "rows": [[list(row.display), row.missing, row.absent] for row in rows],
            "ids": [c.id for c in cards], "peoples": [c.people for c in cards],
            "haystacks": [haystack(c) for c in cards],
            "sort_keys": {str(column): sort_keys(cards, column)
                          for column in sorted({COL_NAME, *sort_columns})},
            "cards": [json.dumps(card_to_dict(c), ensure_ascii=False, separators=(",", ":"))
                      for c in cards]}
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
