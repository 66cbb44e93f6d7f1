"""A card's options and option groups stored once for every card that has the same ones.

A data source links one group of options (the Baronies, the artefacts of a people) from many
entries: each card gets its own copy, whose ids are the card's (``alahan/agonn/doriman``) and
whose data-source paths start with the id of the card's link to the group
(``<link>::<group>::<option>``). Stored so, a catalogue of 20,000 entries linking one group is
20,000 copies of it. Instead the ``option_set`` table holds each distinct list once, keyed by
the SHA-256 of its JSON text: the option ids without the card's (``doriman``; a group's
``parent`` likewise), and each path's first link replaced by its number among the card's links
(``{0}::<group>::<option>``). The card's ``options`` and ``option_groups`` columns hold ``@``,
that key and, if any, the card's links as a JSON list. Reading a card puts its ids and links
back (:func:`with_card_ids`): the cards read are those that were written.

A list that cannot be shared so (an id that is not the card's, a path that already starts with
``{``) and an empty list stay in the card's row, as JSON (so do the rows of a library written
before).

No database library here: the SQL is shared by the store (SQLAlchemy) and the reader (sqlite3).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from companion.rules.card import Option, OptionGroup, OptionSourceIds

TABLE = "option_set"
REFERENCE = "@"
"""The start of a column value that names a stored set (a JSON list starts with ``[``)."""
_KEY_LENGTH = 64
"""A SHA-256 in hexadecimal."""

SELECT_ALL = f"SELECT key, items FROM {TABLE}"
INSERT = f"INSERT OR IGNORE INTO {TABLE} (key, items) VALUES (?, ?)"
PRUNE = (f"DELETE FROM {TABLE} WHERE key NOT IN (SELECT substr(options, 2, {_KEY_LENGTH}) FROM card "
         f"WHERE options LIKE '@%') AND key NOT IN (SELECT substr(option_groups, 2, {_KEY_LENGTH}) FROM card "
         "WHERE option_groups LIKE '@%')")
"""Remove the sets no card refers to any more."""
_CHUNK = 500
_PATHS = ("entry", "group")
"""The data-source paths of an option (OptionSourceIds) that start from the card's entry."""


def select_keys(keys: Sequence[str]) -> Iterable[tuple[str, tuple[str, ...]]]:
    """The queries (and their parameters) reading the sets of ``keys``, a few hundred a query."""
    for start in range(0, len(keys), _CHUNK):
        chunk = tuple(keys[start : start + _CHUNK])
        yield f"{SELECT_ALL} WHERE key IN ({', '.join('?' for _ in chunk)})", chunk


def is_reference(value: object) -> bool:
    """Whether a stored column value names a set."""
    return isinstance(value, str) and value.startswith(REFERENCE)


def parse_reference(value: str) -> tuple[str, tuple[str, ...]]:
    """The key and the card's links of a column value that names a set."""
    key, links = value[1 : 1 + _KEY_LENGTH], value[1 + _KEY_LENGTH :]
    return key, tuple(json.loads(links)) if links else ()


def referenced(values: Iterable[object]) -> list[str]:
    """The keys of the sets that stored column values name."""
    return sorted({value[1 : 1 + _KEY_LENGTH] for value in values
                   if isinstance(value, str) and value.startswith(REFERENCE)})


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _own(card_id: str, option_id: str) -> str | None:
    """The part of ``option_id`` after the card's id, or None if it is not one of the card's."""
    prefix = f"{card_id}/"
    return option_id[len(prefix):] if option_id.startswith(prefix) and len(option_id) > len(prefix) else None


def _shared_path(path: str, links: list[str]) -> str | None:
    """``path`` with its first link replaced by its number in ``links`` (added if new); None
    if it cannot be (it starts with ``{``)."""
    if path.startswith("{"):
        return None
    link, joined, rest = path.partition("::")
    if not joined:
        return path
    if link not in links:
        links.append(link)
    return f"{{{links.index(link)}}}::{rest}"


def _card_path(path: str, links: Sequence[str]) -> str:
    """A path of a stored set with the card's link put back."""
    if not path.startswith("{"):
        return path
    number, _, rest = path[1:].partition("}::")
    return f"{links[int(number)]}::{rest}"


def options_text(card_id: str, options: Sequence[Option],
                 to_dict: Callable[[Option], dict[str, Any]]) -> tuple[str, tuple[str, ...]] | None:
    """The stored set of the card's options and the card's links its paths name, or None if
    the list stays in the row (see the module docstring)."""
    items = []
    links: list[str] = []
    for option in options:
        own = _own(card_id, option.id)
        if own is None:
            return None
        item = {**to_dict(option), "id": own}
        if "source_ids" in item:
            ids = dict(item["source_ids"])
            for name in _PATHS:
                if name in ids:
                    shared = _shared_path(ids[name], links)
                    if shared is None:
                        return None
                    ids[name] = shared
            item["source_ids"] = ids
        items.append(item)
    return (_dumps(items), tuple(links)) if items else None


def groups_text(card_id: str, groups: Sequence[OptionGroup],
                to_dict: Callable[[OptionGroup], dict[str, Any]]) -> tuple[str, tuple[str, ...]] | None:
    """The stored set of the card's option groups (parents without the card's id), or None as
    :func:`options_text`."""
    items = []
    for group in groups:
        item = to_dict(group)
        if group.parent is not None:
            own = _own(card_id, group.parent)
            if own is None:
                return None
            item["parent"] = own
        items.append(item)
    return (_dumps(items), ()) if items else None


def stored(text: str, links: Sequence[str]) -> tuple[str, str]:
    """The column value naming the set ``text`` with the card's ``links``, and the set's key."""
    key = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return REFERENCE + key + (_dumps(list(links)) if links else ""), key


class StoredSet:
    """The items of a stored set, their ids and paths still without a card's, each option's
    fields (and its data-source ids') ready to make each card's copy of it."""

    def __init__(self, items: tuple[Any, ...]) -> None:
        self.items = items
        self.fields = tuple(_fields_of(item) if isinstance(item, Option) else None for item in items)
        self.ids = tuple(_fields_of(item.source_ids) if isinstance(item, Option) and item.source_ids is not None
                         else None for item in items)


def read_set(text: str, from_stored: Callable[[dict[str, Any]], Any]) -> StoredSet:
    """The items of a stored set (:class:`StoredSet`)."""
    return StoredSet(tuple(from_stored(item) for item in json.loads(text)))


def with_card_ids(card_id: str, stored_set: StoredSet, links: Sequence[str]) -> tuple[Any, ...]:
    """The options (or option groups) of a stored set as the card ``card_id``'s: its id in
    front of each option's id (each group's parent), its links at the start of the paths."""
    out: list[Any] = []
    for item, fields, ids in zip(stored_set.items, stored_set.fields, stored_set.ids):
        if fields is not None:
            source_ids = item.source_ids
            if ids is not None and links:
                source_ids = OptionSourceIds(**{**ids, **{name: _card_path(ids[name], links) for name in _PATHS}})
            out.append(Option(**{**fields, "id": f"{card_id}/{item.id}", "source_ids": source_ids}))
        elif isinstance(item, OptionGroup) and item.parent is not None:
            out.append(dataclasses.replace(item, parent=f"{card_id}/{item.parent}"))
        else:
            out.append(item)
    return tuple(out)


_FIELD_NAMES = {kind: tuple(field.name for field in dataclasses.fields(kind)) for kind in (Option, OptionSourceIds)}


def _fields_of(item: Option | OptionSourceIds) -> dict[str, Any]:
    """The values of an option's (or its ids') fields by name, read once a set to make each
    card's copy of it."""
    return {name: getattr(item, name) for name in _FIELD_NAMES[type(item)]}


def sets_by_key(rows: Iterable[Sequence[Any]]) -> Mapping[str, str]:
    """``{key: items}`` of the rows of :data:`SELECT_ALL`."""
    return {str(key): str(items) for key, items in rows}
