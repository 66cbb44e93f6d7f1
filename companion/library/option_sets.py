"""A card's options and option groups stored once for every card that has the same ones.

A data source links one group of options (the Baronies, the artefacts of a people) from many
entries: each card gets its own copy, whose ids are the card's (``alahan/agonn/doriman``) and
whose data-source paths start with the id of the card's link to the group
(``<link>::<group>::<option>``). Stored so, a catalogue of 20,000 entries linking one group is
20,000 copies of it. Instead a card's options are cut where their link changes (the options a
link brings follow one another), and the ``option_set`` table holds each part once, keyed by
the SHA-256 of its JSON text: the option ids without the card's (``doriman``), each path's
first link replaced by its number among the part's links (``{0}::<group>::<option>``). The
card's ``options`` column holds ``@`` and a JSON list of ``[key, links]``, one a part, in
order. Its option groups are one part (their ``parent`` without the card's id). Reading a card
puts its ids and links back (:func:`with_card_ids`): the cards read are those that were written.

A list that cannot be shared so (an id that is not the card's, a path that already starts with
``{``) and an empty list stay in the card's row, as JSON (so do the rows of a library written
before).

No database library here: the store (companion.library.store) reads and writes the table.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from companion.rules.card import Option, OptionGroup, OptionSourceIds

REFERENCE = "@"
"""The start of a column value that names stored sets (a JSON list starts with ``[``)."""

_PATHS = ("entry", "group")
"""The data-source paths of an option (OptionSourceIds) that start from the card's entry."""


def is_reference(value: object) -> bool:
    """Whether a stored column value names sets."""
    return isinstance(value, str) and value.startswith(REFERENCE)


def parse_reference(value: str) -> list[tuple[str, tuple[str, ...]]]:
    """The sets a column value names, in order: each one's key and the card's links in it."""
    return [(str(key), tuple(links)) for key, links in json.loads(value[len(REFERENCE):])]


def referenced(values: Iterable[object]) -> set[str]:
    """The keys of the sets that stored column values name."""
    return {key for value in values if isinstance(value, str) and value.startswith(REFERENCE)
            for key, _links in parse_reference(value)}


def unreferenced(keys: Iterable[str], rows: Iterable[Sequence[object]]) -> list[str]:
    """The ``keys`` no row of :data:`SELECT_REFERENCES` names any more."""
    named = referenced(value for row in rows for value in row)
    return sorted(key for key in keys if key not in named)


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


def _link(option: Option) -> str:
    """The card's link an option comes through: its path's first segment ("": the card's own)."""
    ids = option.source_ids
    if ids is None or "::" not in ids.entry:
        return ""
    return ids.entry.partition("::")[0]


def _options_part(card_id: str, options: Sequence[Option],
                  to_dict: Callable[[Option], dict[str, Any]]) -> tuple[str, list[str]] | None:
    """One part of the card's options as stored (see the module docstring) and its links."""
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
    return _dumps(items), links


def _reference(parts: Sequence[tuple[str, list[str]]]) -> tuple[str, dict[str, str]]:
    """The column value naming the stored ``parts`` (each one's text and links) and the sets."""
    keyed = [(hashlib.sha256(text.encode("utf-8")).hexdigest(), text, links) for text, links in parts]
    return (REFERENCE + _dumps([[key, links] for key, _text, links in keyed]),
            {key: text for key, text, _links in keyed})


def shared_options(card_id: str, options: Sequence[Option],
                   to_dict: Callable[[Option], dict[str, Any]]) -> tuple[str, dict[str, str]] | None:
    """The column value of the card's options stored in parts, one a link, and the sets
    (``{key: items}``); None if they stay in the row (see the module docstring)."""
    parts: list[tuple[str, list[str]]] = []
    start = 0
    for end in range(1, len(options) + 1):
        if end == len(options) or _link(options[end]) != _link(options[start]):
            part = _options_part(card_id, options[start:end], to_dict)
            if part is None:
                return None
            parts.append(part)
            start = end
    return _reference(parts) if parts else None


def shared_groups(card_id: str, groups: Sequence[OptionGroup],
                  to_dict: Callable[[OptionGroup], dict[str, Any]]) -> tuple[str, dict[str, str]] | None:
    """The column value of the card's option groups stored as one set (parents without the
    card's id) and the set; None as :func:`shared_options`."""
    items = []
    for group in groups:
        item = to_dict(group)
        if group.parent is not None:
            own = _own(card_id, group.parent)
            if own is None:
                return None
            item["parent"] = own
        items.append(item)
    return _reference([(_dumps(items), [])]) if items else None


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
