"""A card's options and option groups stored once for every card that has the same ones.

A data source links one group of options (the Baronies, the artefacts of a people) from many
entries; a card holds it as shared sets (companion.rules.linked_options: the option ids without
the card's, ``doriman``, each path's first link replaced by its number among the set's links,
``{0}::<group>::<option>``). The ``option_set`` table holds each set once, keyed by the
SHA-256 of its JSON text; the card's ``options`` column holds ``@`` and a JSON list of
``[key, links]``, one a part, in order. Its option groups are one set (their ``parent`` and
``default`` without the card's id; a library written before kept the default whole). Reading
a card gives it the sets read once for all the cards that name them: the cards read are those
that were written.

A list that cannot be shared so (an id that is not the card's, a path that already starts with
``{``) and an empty list stay in the card's row, as JSON (so do the rows of a library written
before).

No database library here: the store (companion.library.store) reads and writes the table.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from companion.rules.linked_options import CardItems, SharedSet

REFERENCE = "@"
"""The start of a column value that names stored sets (a JSON list starts with ``[``)."""


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


class SetTexts:
    """The stored text and key of each shared set written, made once however many cards
    name the set."""

    def __init__(self) -> None:
        self._made: dict[SharedSet[Any], tuple[str, str]] = {}

    def stored(self, items: CardItems[Any], to_dict: Callable[[Any], dict[str, Any]]) -> tuple[str, dict[str, str]]:
        """The column value naming a card's shared sets, and the sets (``{key: text}``)."""
        named = []
        sets = {}
        for part, links in items.parts:
            made = self._made.get(part)
            if made is None:
                text = _dumps([to_dict(item) for item in part.items])
                made = self._made[part] = (hashlib.sha256(text.encode("utf-8")).hexdigest(), text)
            named.append([made[0], list(links)])
            sets[made[0]] = made[1]
        return REFERENCE + _dumps(named), sets


def read_set(text: str, from_stored: Callable[[dict[str, Any]], Any]) -> SharedSet[Any]:
    """A stored set: its items, their ids and paths without a card's."""
    return SharedSet(tuple(from_stored(item) for item in json.loads(text)))
