"""How a card is stored: the ``card`` table's columns, derived from the fields of the Card.

Each field of :class:`companion.rules.card.Card` is a column of the same name, in the same
order, then ``search`` (a lower-case text of name, people, rank, abilities and other names).
A column holds what its field's type gives: numbers, texts and booleans as they are, an enum
(rank, size, base) as its value, and the abilities, the equipment, the options, the option
groups, the data-source ids and the names in other languages as JSON text spelt as a card
pack writes them; a card's options and option groups are stored once for all the cards that
have the same ones, the row naming them (companion.library.option_sets).
Nullable exactly when the field
may be None. The table itself is declared in companion.library.models (:class:`CardRow`); this
module is the one place a Card becomes the values of its row and back. No database library here.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import enum
import json
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from companion.library.card_list import LISTED_FIELDS, ListedCard
from companion.library.card_options import (
    group_from_stored,
    group_to_dict,
    option_from_stored,
    option_to_dict,
    source_ids_to_dict,
)
from companion.library.option_sets import SetTexts, is_reference, parse_reference, read_set
from companion.rules.abilities import Ability
from companion.rules.card import Card, CardSourceIds, Equipment, Option, OptionGroup
from companion.rules.linked_options import CardGroups, CardItems, CardOptions, SharedSet, share_groups, share_options


@dataclass(frozen=True)
class Column:
    """One column of the card table: the SQLite value a Card field is stored as."""

    name: str
    type: type
    """What the column holds: str, int, float or bool."""
    nullable: bool
    default: Any
    """The stored default (``dataclasses.MISSING``: none, the value is required)."""
    store: Callable[[Any], Any] | None = None
    """The field's value to the stored one (None: stored as it is)."""
    load: Callable[[Any], Any] | None = None
    """The stored value to the field's (None: used as it is)."""
    mutable: bool = False
    """Whether the field's value is mutable (a dict): each card is then given its own."""


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _equipment_item(item: Equipment) -> list[Any]:
    return [item.name, item.strength, None if item.ranges is None else list(item.ranges)]


def _equipment_from_item(item: Sequence[Any]) -> Equipment:
    name, strength, ranges = item
    return Equipment(name, strength, None if ranges is None else (ranges[0], ranges[1], ranges[2]))


_ITEMS: dict[type, tuple[Callable[[Any], Any], Callable[[Any], Any]]] = {
    Ability: (str, Ability.parse),
    Equipment: (_equipment_item, _equipment_from_item),
    Option: (option_to_dict, option_from_stored),
    OptionGroup: (group_to_dict, group_from_stored),
}
"""How the items of a tuple field are written in its JSON list, and read back."""


def _tuple_codec(item_type: type) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    to_json, from_json = _ITEMS[item_type]
    return (lambda items: _dumps([to_json(item) for item in items]),
            lambda text: tuple(from_json(item) for item in json.loads(text)))


def _names_from_json(text: str) -> dict[str, str]:
    if text == "{}":
        return {}
    names: dict[str, str] = json.loads(text)
    return names


def _source_ids_codec() -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    return (lambda value: None if value is None else _dumps(source_ids_to_dict(value)),
            lambda text: None if text is None else CardSourceIds(**json.loads(text)))


def _enum_codec(kind: type[enum.Enum]) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    members = {member.value: member for member in kind}
    return (lambda value: None if value is None else value.value,
            lambda value: None if value is None else members[value])


def _column(field: dataclasses.Field[Any], hint: Any) -> Column:
    """The column of one Card field, from its type."""
    arguments = typing.get_args(hint)
    nullable = typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in arguments
    kind = next(a for a in arguments if a is not type(None)) if nullable else hint
    if field.default is not dataclasses.MISSING:
        default: Any = field.default
    elif field.default_factory is not dataclasses.MISSING:
        default = field.default_factory()
    else:
        default = dataclasses.MISSING
    store: Callable[[Any], Any] | None = None
    load: Callable[[Any], Any] | None = None
    stored: type
    if kind in (str, int, float):
        stored = kind
    elif kind is bool:
        stored, load = bool, bool  # SQLite hands booleans back as 0 and 1
    elif isinstance(kind, type) and issubclass(kind, enum.Enum):
        stored, (store, load) = str, _enum_codec(kind)
    elif typing.get_origin(kind) in (tuple, collections.abc.Sequence):
        stored, (store, load) = str, _tuple_codec(typing.get_args(kind)[0])
    elif kind is CardSourceIds:
        stored, (store, load) = str, _source_ids_codec()
    elif typing.get_origin(kind) is dict:
        stored, store, load = str, _dumps, _names_from_json
    else:
        raise TypeError(f"Card.{field.name}: no column for the type {hint!r}")
    if store is not None and default is not dataclasses.MISSING:
        default = store(default)
    return Column(field.name, stored, nullable, default, store, load, mutable=typing.get_origin(kind) is dict)


def _card_columns() -> tuple[Column, ...]:
    hints = typing.get_type_hints(Card)
    return tuple(_column(field, hints[field.name]) for field in dataclasses.fields(Card))


CARD_COLUMNS: tuple[Column, ...] = _card_columns()
"""The columns that hold the card itself, in the Card's field order."""
SEARCH = Column("search", str, False, "")
COLUMNS: tuple[Column, ...] = (*CARD_COLUMNS, SEARCH)
"""Every column, in the order rows are read and written."""
COLUMN_NAMES: tuple[str, ...] = tuple(column.name for column in COLUMNS)
CARD_COLUMN_NAMES: tuple[str, ...] = COLUMN_NAMES[:-1]

_STORES = tuple((column.name, column.store) for column in CARD_COLUMNS)
_OPTIONS = COLUMN_NAMES.index("options")
_GROUPS = COLUMN_NAMES.index("option_groups")
_SET_ITEMS: dict[int, tuple[Callable[[dict[str, Any]], Any], type[CardItems[Any]]]] = {
    _OPTIONS: (option_from_stored, CardOptions), _GROUPS: (group_from_stored, CardGroups)}
"""The columns that may name an option set, how each of its items is read, and what holds a
card's sets."""
_LOADS = tuple((index, column.load, column.mutable) for index, column in enumerate(CARD_COLUMNS)
               if column.load is not None)


def _held_types(column: Column) -> frozenset[type]:
    """The Python types SQLite hands back for a column read as it is stored (an integer in a
    REAL column reads as int)."""
    held = {column.type, int} if column.type is float else {column.type}
    return frozenset(held | {type(None)} if column.nullable else held)


_PLAIN = tuple((index, _held_types(column)) for index, column in enumerate(CARD_COLUMNS) if column.load is None)


def search_text(card: Card) -> str:
    """What ``search`` holds: name, people, rank, abilities and other names, lower case."""
    parts = [card.name, card.people, card.rank.value if card.rank else ""]
    parts.extend(str(ability) for ability in card.abilities)
    parts.extend(card.names.values())
    return " ".join(part for part in parts if part).casefold()


class CardWriting:
    """What the cards written together share: equal option sets as one
    (companion.rules.linked_options), each set's stored text made once."""

    def __init__(self) -> None:
        self.interned: dict[Any, Any] = {}
        self.texts = SetTexts()


def stored_card(card: Card, writing: CardWriting | None = None) -> tuple[tuple[Any, ...], dict[str, str]]:
    """The stored values of a card, in :data:`COLUMNS` order, and the option sets its row
    names (``{key: items}``, :mod:`companion.library.option_sets`); ``writing``: what the cards
    written with it share."""
    writing = writing or CardWriting()
    sets: dict[str, str] = {}
    values = []
    for index, (name, store) in enumerate(_STORES):
        value = getattr(card, name)
        if index == _OPTIONS:
            value = share_options(card.id, value, writing.interned)
        elif index == _GROUPS:
            value = share_groups(card.id, value, writing.interned)
        if isinstance(value, CardItems):
            column, named = writing.texts.stored(value, option_to_dict if index == _OPTIONS else group_to_dict)
            values.append(column)
            sets.update(named)
        else:
            values.append(value if store is None else store(value))
    return (*values, search_text(card)), sets


def card_to_row(card: Card) -> tuple[Any, ...]:
    """The stored values of a card, in :data:`COLUMNS` order."""
    return stored_card(card)[0]


class UnreadableRow(ValueError):
    """A stored card row holds a value no version of the app writes (another program changed
    the file): a blob or a value of another type in a column, or a text its field cannot read."""


def rows_to_cards(rows: Sequence[Sequence[Any]], option_sets: Mapping[str, str] | None = None) -> list[Card]:
    """Cards from stored rows in :data:`CARD_COLUMNS` order, read column by column: each
    distinct stored value of a column is read once (most cards share a rank, a size, a list
    of abilities, a set of options), but for the names in other languages, each card's own
    dict. ``option_sets``: the items of the option sets the rows name, by key. A value that
    cannot be read (or a set not given) is an :class:`UnreadableRow`."""
    if not rows:
        return []
    columns: list[Sequence[Any]] = list(zip(*rows))
    for index, held in _PLAIN:
        if not held.issuperset(map(type, columns[index])):
            raise UnreadableRow(f"the column {CARD_COLUMNS[index].name} holds a value of another type")
    for index, load, mutable in _LOADS:
        values = columns[index]
        try:
            if index in _SET_ITEMS:
                columns[index] = _with_sets(values, columns[0], load, *_SET_ITEMS[index], option_sets or {})
            elif mutable:
                columns[index] = [load(value) for value in values]
            else:
                read = {value: load(value) for value in set(values)}
                columns[index] = [read[value] for value in values]
        except (KeyError, TypeError, ValueError) as error:
            raise UnreadableRow(f"the column {CARD_COLUMNS[index].name}: {error}") from None
    return list(map(Card, *columns))


def _with_sets(values: Sequence[Any], card_ids: Sequence[Any], load: Callable[[Any], Any],
               from_stored: Callable[[dict[str, Any]], Any], holder: type[CardItems[Any]],
               option_sets: Mapping[str, str]) -> list[Any]:
    """A column of options (or option groups): each distinct value read once, each stored set
    once and given as that one object to every card that names it (in ``holder``, which puts
    the card's ids and links in as it is read)."""
    sets: dict[str, SharedSet[Any]] = {}
    read: dict[Any, Any] = {}
    for value in set(values):
        if is_reference(value):
            parts = parse_reference(value)
            for key, _links in parts:
                if key not in sets:
                    sets[key] = read_set(option_sets[key], from_stored)
            read[value] = tuple((sets[key], links) for key, links in parts)
        else:
            read[value] = load(value)
    return [holder(card_id, read[value]) if is_reference(value) else read[value]
            for value, card_id in zip(values, card_ids)]


def library_order(card: Card | ListedCard) -> tuple[str, str, str]:
    """How the library lists its cards: by people, then name without regard to case, then id."""
    return (card.people, card.name.casefold(), card.id)


LISTED_COLUMN_NAMES: tuple[str, ...] = (*LISTED_FIELDS, "names")
"""The columns a :class:`ListedCard` is read from, in its fields' order."""
_LISTED = tuple(next(column for column in CARD_COLUMNS if column.name == name) for name in LISTED_COLUMN_NAMES)
_NAMES = LISTED_COLUMN_NAMES.index("names")
_OWN = frozenset({LISTED_COLUMN_NAMES.index("id"), LISTED_COLUMN_NAMES.index("name")})
"""The columns whose value is each card's own (the others are mostly shared)."""


def _other_names(text: str) -> tuple[str, ...]:
    return tuple(_names_from_json(text).values())


def _same(value: Any) -> Any:
    return value


def rows_to_listed(parts: Iterable[Sequence[Sequence[Any]]]) -> list[ListedCard]:
    """Listed cards from stored rows in :data:`LISTED_COLUMN_NAMES` order, given in parts (as
    a streamed read hands them: only a part's rows are held at a time), read column by
    column: each distinct stored text of a column (people, rank, abilities, edition...) read
    once, and its value shared by the cards that have it. A value that cannot be read is an
    :class:`UnreadableRow`."""
    held = [_held_types(column) for column in _LISTED]
    reads: list[dict[Any, Any]] = [{} for _column in _LISTED]
    listed: list[ListedCard] = []
    for rows in parts:
        columns: list[Sequence[Any]] = list(zip(*rows))
        for index, column in enumerate(_LISTED if rows else ()):
            values = columns[index]
            if column.load is None:
                if not held[index].issuperset(map(type, values)):
                    raise UnreadableRow(f"the column {column.name} holds a value of another type")
                if column.type is not str or index in _OWN:
                    continue
            load = _other_names if index == _NAMES else column.load or _same
            read = reads[index]
            try:
                read.update({value: load(value) for value in set(values).difference(read)})
            except (AttributeError, KeyError, TypeError, ValueError) as error:
                raise UnreadableRow(f"the column {column.name}: {error}") from None
            columns[index] = list(map(read.__getitem__, values))
        listed.extend(map(ListedCard._make, zip(*columns)))
    return listed
