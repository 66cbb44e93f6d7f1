"""A card's options stored once for every card that has the same ones: its options are cut
where their link changes, and the ``option_set`` table holds each part once, keyed by the
SHA-256 of its JSON text, its ids without the card's and each data-source path's first link by
its number among the part's links; a card's ``options`` column holds ``@`` and a JSON list of
``[key, links]``; its option groups are one part (companion.library.option_sets). The cards
stored before are moved so; downgrading puts each card's own copy back in its row.

Self-contained (no import of the app): the JSON is the one the app writes, compact, its keys
in the order they were stored.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-01
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels = None
depends_on = None

TABLE = "option_set"
PATHS = ("entry", "group")
"""An option's data-source paths that start from the card's entry (its first link)."""


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _items(text: object) -> list[dict[str, Any]] | None:
    try:
        items: Any = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    if not isinstance(items, list) or not items or not all(isinstance(item, dict) for item in items):
        return None
    return items


def _own(prefix: str, value: object) -> str | None:
    if not isinstance(value, str) or not value.startswith(prefix) or value == prefix:
        return None
    return value[len(prefix):]


def _link(item: dict[str, Any]) -> str:
    ids = item.get("source_ids")
    entry = ids.get("entry") if isinstance(ids, dict) else None
    return entry.partition("::")[0] if isinstance(entry, str) and "::" in entry else ""


def _part(card_id: str, items: list[dict[str, Any]]) -> tuple[str, list[str]] | None:
    """One part of a card's stored options: ids without the card's, each path's first link by
    its number among the part's links; and the links. None to keep the options in the row."""
    links: list[str] = []
    for item in items:
        own = _own(f"{card_id}/", item.get("id"))
        if own is None:
            return None
        item["id"] = own
        ids = item.get("source_ids")
        for name in PATHS if isinstance(ids, dict) else ():
            path = ids.get(name)
            if path is None:
                continue
            if not isinstance(path, str) or path.startswith("{"):
                return None
            link, joined, rest = path.partition("::")
            if joined:
                if link not in links:
                    links.append(link)
                ids[name] = f"{{{links.index(link)}}}::{rest}"
    return _dumps(items), links


def _shared_options(card_id: str, text: object) -> list[tuple[str, list[str]]] | None:
    """A card's stored options cut where their link changes, each part as stored."""
    items = _items(text)
    if items is None:
        return None
    runs: list[list[dict[str, Any]]] = []
    for item in items:
        if runs and _link(runs[-1][-1]) == _link(item):
            runs[-1].append(item)
        else:
            runs.append([item])
    parts = [_part(card_id, run) for run in runs]
    return None if any(part is None for part in parts) else [part for part in parts if part is not None]


def _shared_groups(card_id: str, text: object) -> list[tuple[str, list[str]]] | None:
    """A card's stored option groups as one part (parents without the card's id)."""
    items = _items(text)
    if items is None:
        return None
    for item in items:
        if item.get("parent") is not None:
            own = _own(f"{card_id}/", item["parent"])
            if own is None:
                return None
            item["parent"] = own
    return [(_dumps(items), [])]


def upgrade() -> None:
    bind = op.get_bind()
    if TABLE not in sa.inspect(bind).get_table_names():
        op.create_table(TABLE, sa.Column("key", sa.String(), primary_key=True),
                        sa.Column("items", sa.String(), nullable=False))
    rows = bind.exec_driver_sql("SELECT id, options, option_groups FROM card").fetchall()
    for card_id, options, groups in rows:
        for column, parts in (("options", _shared_options(card_id, options)),
                              ("option_groups", _shared_groups(card_id, groups))):
            if parts is None:
                continue
            named = []
            for text, links in parts:
                key = hashlib.sha256(text.encode("utf-8")).hexdigest()
                bind.exec_driver_sql(f"INSERT OR IGNORE INTO {TABLE} (key, items) VALUES (?, ?)", (key, text))
                named.append([key, links])
            bind.exec_driver_sql(f"UPDATE card SET {column} = ? WHERE id = ?", ("@" + _dumps(named), card_id))


def downgrade() -> None:
    bind = op.get_bind()
    sets = dict(bind.exec_driver_sql(f"SELECT key, items FROM {TABLE}").fetchall())
    rows = bind.exec_driver_sql("SELECT id, options, option_groups FROM card").fetchall()
    for card_id, *values in rows:
        for column, value in zip(("options", "option_groups"), values):
            if not isinstance(value, str) or not value.startswith("@"):
                continue
            items = []
            for key, links in json.loads(value[1:]):
                for item in json.loads(sets[key]):
                    for name in ("id", "parent"):
                        if item.get(name) is not None:
                            item[name] = f"{card_id}/{item[name]}"
                    ids = item.get("source_ids") or {}
                    for name in PATHS:
                        path = ids.get(name)
                        if isinstance(path, str) and path.startswith("{"):
                            number, _, rest = path[1:].partition("}::")
                            ids[name] = f"{links[int(number)]}::{rest}"
                    items.append(item)
            bind.exec_driver_sql(f"UPDATE card SET {column} = ? WHERE id = ?", (_dumps(items), card_id))
    op.drop_table(TABLE)
