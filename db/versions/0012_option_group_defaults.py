"""A card's option groups stored with their defaults without the card's id, as their parents
already were (companion.library.option_sets; a default holding a slash is read whole), so
that cards whose groups are equal but for their id share one part: a catalogue whose 20,000
entries link the Baronies stores one part of groups, not 20,001. Revision 0011 stored each
default whole, so each card its own part. A card with a default that is not one of its
options (or whose rest holds a slash) has its groups put in its row, whole, as the app writes
them. The parts no card names any more are removed, as the store removes them. Downgrading
gives the defaults their card's id back, each card its own part, as 0011 stored them.

Self-contained (no import of the app): the JSON is the one the app writes, compact, its keys
in the order they were stored, each part keyed by the SHA-256 of its text.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-01
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from alembic import op
from sqlalchemy.engine import Connection

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels = None
depends_on = None

TABLE = "option_set"
REFERENCE = "@"
"""The start of a column value that names stored parts (a JSON list starts with ``[``)."""


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _own(prefix: str, value: object) -> str | None:
    if not isinstance(value, str) or not value.startswith(prefix) or value == prefix:
        return None
    return value[len(prefix):]


def _row_items(text: object) -> list[dict[str, Any]] | None:
    """The groups a card's row holds, or None if there are none (or they cannot be read)."""
    try:
        items: Any = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    if not isinstance(items, list) or not items or not all(isinstance(item, dict) for item in items):
        return None
    return items


def _named_items(sets: dict[str, str], value: str) -> list[dict[str, Any]]:
    """The groups of the parts a column value names, in order, each card's own copy."""
    return [item for key, _links in json.loads(value[len(REFERENCE):]) for item in json.loads(sets[key])]


def _is_own(default: object) -> bool:
    """Whether a stored default is without the card's id (a whole id holds a slash)."""
    return isinstance(default, str) and "/" not in default


def _own_default(card_id: str, default: object) -> str | None:
    """The default as a shared part holds it: without the card's id (kept if it already is);
    None if it is not one of the card's options or its rest holds a slash."""
    if _is_own(default):
        return str(default)
    own = _own(f"{card_id}/", default)
    return None if own is None or "/" in own else own


def _store_part(bind: Connection, card_id: str, items: list[dict[str, Any]]) -> None:
    """Name the groups ``items`` as one part in the card's row (the part stored if new)."""
    text = _dumps(items)
    key = hashlib.sha256(text.encode("utf-8")).hexdigest()
    bind.exec_driver_sql(f"INSERT OR IGNORE INTO {TABLE} (key, items) VALUES (?, ?)", (key, text))
    bind.exec_driver_sql("UPDATE card SET option_groups = ? WHERE id = ?", (REFERENCE + _dumps([[key, []]]), card_id))


def _remove_unnamed(bind: Connection) -> None:
    """Delete the parts no card's options or option groups name."""
    named = {key for row in bind.exec_driver_sql("SELECT options, option_groups FROM card")
             for value in row if isinstance(value, str) and value.startswith(REFERENCE)
             for key, _links in json.loads(value[len(REFERENCE):])}
    stale = [(key,) for (key,) in bind.exec_driver_sql(f"SELECT key FROM {TABLE}") if key not in named]
    if stale:
        bind.exec_driver_sql(f"DELETE FROM {TABLE} WHERE key = ?", stale)


def upgrade() -> None:
    bind = op.get_bind()
    sets: dict[str, str] = dict(bind.exec_driver_sql(f"SELECT key, items FROM {TABLE}").fetchall())
    rows = bind.exec_driver_sql("SELECT id, option_groups FROM card WHERE option_groups LIKE '@%'").fetchall()
    for card_id, value in rows:
        items = _named_items(sets, value)
        defaults = [item.get("default") for item in items]
        if all(default is None or _is_own(default) for default in defaults):
            continue  # no default, or already without the card's id
        owns = [None if default is None else _own_default(card_id, default) for default in defaults]
        if all(default is None or own is not None for default, own in zip(defaults, owns)):
            for item, own in zip(items, owns):
                if own is not None:
                    item["default"] = own
            _store_part(bind, card_id, items)
            continue
        for item in items:  # a default that is not the card's: the groups whole in its row
            if item.get("parent") is not None:
                item["parent"] = f"{card_id}/{item['parent']}"
            if _is_own(item.get("default")):
                item["default"] = f"{card_id}/{item['default']}"
        bind.exec_driver_sql("UPDATE card SET option_groups = ? WHERE id = ?", (_dumps(items), card_id))
    _remove_unnamed(bind)


def downgrade() -> None:
    bind = op.get_bind()
    sets: dict[str, str] = dict(bind.exec_driver_sql(f"SELECT key, items FROM {TABLE}").fetchall())
    rows = bind.exec_driver_sql("SELECT id, option_groups FROM card").fetchall()
    for card_id, value in rows:
        if isinstance(value, str) and value.startswith(REFERENCE):
            items = _named_items(sets, value)
            if not any(_is_own(item.get("default")) for item in items):
                continue
            for item in items:
                if _is_own(item.get("default")):
                    item["default"] = f"{card_id}/{item['default']}"
            _store_part(bind, card_id, items)
            continue
        held = _row_items(value)  # groups in its row: one part, as 0011 stores them, if their parents are the card's
        if held is None or any(item.get("parent") is not None and _own(f"{card_id}/", item["parent"]) is None
                               for item in held):
            continue
        for item in held:
            if item.get("parent") is not None:
                item["parent"] = _own(f"{card_id}/", item["parent"])
        _store_part(bind, card_id, held)
    _remove_unnamed(bind)
