"""A card's options and option groups held as sets that every card linking them shares.

A data source links one group of options (the Baronies, the artefacts of a people) from many
entries. Each card has the same options but for their ids, which are the card's
(``alahan/agonn/doriman``), and their data-source paths, which start with the id of the card's
link to the group (``<link>::<group>::<option>``). A shared set holds them without the card's:
each option's id without the card's (``doriman``), each path's first link replaced by its
number among the set's links (``{0}::<group>::<option>``), each group's parent and default
without the card's id (a default holding a slash is a whole id). A card's options are cut
where their link changes (the options a link brings follow one another): :class:`CardOptions`
holds each part as a shared set and the card's links in it, and makes the card's option (its
ids and links put back) each time one is read; its option groups are one set
(:class:`CardGroups`). Equal sets are one object, a :class:`SharedSet` (:func:`share_options`,
:func:`share_groups` with one ``interned`` dict), so 20,000 cards linking the Baronies hold
the Baronies once. A set holds a tuple of frozen dataclasses: nothing changes it once shared.

A list that cannot be shared so (an id that is not the card's, a path that already starts
with ``{``, a default that is not one of the card's options) stays a plain tuple.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterator, Sequence
from dataclasses import fields, replace
from typing import Any, Generic, TypeVar, overload

from companion.rules.card import PATH_SEPARATOR, Option, OptionGroup, OptionSourceIds

_Item = TypeVar("_Item", Option, OptionGroup)

_FIELD_NAMES = {kind: tuple(field.name for field in fields(kind)) for kind in (Option, OptionGroup)}


class SharedSet(Generic[_Item]):
    """Options (or option groups) as every card that links them has them, without a card's
    ids: one object for all those cards. Equal to a set of the same items; each item's field
    values are read once, to make each card's copy of it quickly."""

    __slots__ = ("items", "_fields", "_hash")

    def __init__(self, items: tuple[_Item, ...]) -> None:
        self.items: tuple[_Item, ...] = items
        self._fields: tuple[dict[str, Any], ...] = tuple(
            {name: getattr(item, name) for name in _FIELD_NAMES[type(item)]} for item in items)
        self._hash = hash(items)

    def copy_of(self, index: int, **changes: Any) -> _Item:
        """The item at ``index`` with these fields changed."""
        item: _Item = type(self.items[index])(**{**self._fields[index], **changes})
        return item

    def __len__(self) -> int:
        return len(self.items)

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, SharedSet) and other.items == self.items)

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"SharedSet({self.items!r})"


class CardItems(Sequence[_Item], Generic[_Item]):
    """One card's items made of shared sets (see the module docstring): read as a tuple of
    the card's own, equal to the tuple of the same items."""

    __slots__ = ("card_id", "parts", "_length")

    def __init__(self, card_id: str, parts: tuple[tuple[SharedSet[_Item], tuple[str, ...]], ...]) -> None:
        self.card_id: str = card_id
        self.parts: tuple[tuple[SharedSet[_Item], tuple[str, ...]], ...] = parts
        """Each shared set and the card's links in it, in order."""
        self._length: int = sum(len(shared) for shared, _links in parts)

    @abstractmethod
    def _for_card(self, shared: SharedSet[_Item], index: int, links: tuple[str, ...]) -> _Item:
        """The item at ``index`` of ``shared`` as this card's (its ids and ``links`` put back)."""

    def with_card_id(self, card_id: str) -> CardItems[_Item]:
        """The same sets as the card ``card_id``'s."""
        return type(self)(card_id, self.parts)

    def __len__(self) -> int:
        return self._length

    def __iter__(self) -> Iterator[_Item]:
        for shared, links in self.parts:
            for index in range(len(shared)):
                yield self._for_card(shared, index, links)

    @overload
    def __getitem__(self, index: int) -> _Item: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[_Item, ...]: ...

    def __getitem__(self, index: int | slice) -> _Item | tuple[_Item, ...]:
        if isinstance(index, slice):
            return tuple(self)[index]
        position = index + self._length if index < 0 else index
        if not 0 <= position < self._length:
            raise IndexError(index)
        for shared, links in self.parts:
            if position < len(shared):
                return self._for_card(shared, position, links)
            position -= len(shared)
        raise IndexError(index)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardItems) and other.card_id == self.card_id and other.parts == self.parts:
            return True
        if isinstance(other, (tuple, CardItems)):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))


class CardOptions(CardItems[Option]):
    """A card's options made of shared sets of options."""

    __slots__ = ()

    def _for_card(self, shared: SharedSet[Option], index: int, links: tuple[str, ...]) -> Option:
        item = shared.items[index]
        ids = item.source_ids
        if ids is not None and links:
            ids = OptionSourceIds(_card_path(ids.entry, links), _card_path(ids.group, links), ids.root)
        return shared.copy_of(index, id=f"{self.card_id}/{item.id}", source_ids=ids)


class CardGroups(CardItems[OptionGroup]):
    """A card's option groups made of a shared set of them."""

    __slots__ = ()

    def _for_card(self, shared: SharedSet[OptionGroup], index: int, links: tuple[str, ...]) -> OptionGroup:
        item = shared.items[index]
        if item.parent is None and item.default is None:
            return item
        return shared.copy_of(index, parent=None if item.parent is None else f"{self.card_id}/{item.parent}",
                              default=card_default(self.card_id, item.default))


def card_default(card_id: str, own: str | None) -> str | None:
    """The card's id of the default a shared group names: the card's id, a slash and
    ``own``; ``own`` itself if it holds a slash (a whole id, as a library written before
    stored a group's default)."""
    return own if own is None or "/" in own else f"{card_id}/{own}"


def _own(card_id: str, option_id: str) -> str | None:
    """The part of ``option_id`` after the card's id, or None if it is not one of the card's."""
    prefix = f"{card_id}/"
    return option_id[len(prefix):] if option_id.startswith(prefix) and len(option_id) > len(prefix) else None


def _shared_path(path: str, links: list[str]) -> str | None:
    """``path`` with its first link replaced by its number in ``links`` (added if new); None
    if it cannot be (it starts with ``{``)."""
    if path.startswith("{"):
        return None
    link, joined, rest = path.partition(PATH_SEPARATOR)
    if not joined:
        return path
    if link not in links:
        links.append(link)
    return f"{{{links.index(link)}}}{PATH_SEPARATOR}{rest}"


def _card_path(path: str, links: Sequence[str]) -> str:
    """A path of a shared set with the card's link put back."""
    if not path.startswith("{"):
        return path
    number, _, rest = path[1:].partition("}" + PATH_SEPARATOR)
    return f"{links[int(number)]}{PATH_SEPARATOR}{rest}"


def _link(option: Option) -> str:
    """The card's link an option comes through: its path's first segment ("": the card's own)."""
    ids = option.source_ids
    if ids is None or PATH_SEPARATOR not in ids.entry:
        return ""
    return ids.entry.partition(PATH_SEPARATOR)[0]


def _shared_part(card_id: str, options: Sequence[Option]) -> tuple[tuple[Option, ...], tuple[str, ...]] | None:
    """One part of the card's options as a shared set and the card's links in it."""
    items = []
    links: list[str] = []
    for option in options:
        own = _own(card_id, option.id)
        if own is None:
            return None
        ids = option.source_ids
        if ids is not None:
            entry, group = _shared_path(ids.entry, links), _shared_path(ids.group, links)
            if entry is None or group is None:
                return None
            ids = OptionSourceIds(entry, group, ids.root)
        items.append(replace(option, id=own, source_ids=ids))
    return tuple(items), tuple(links)


def _interned(items: tuple[_Item, ...], interned: dict[Any, Any]) -> SharedSet[_Item]:
    """The shared set of ``items`` already in ``interned`` (made and added the first time)."""
    found: SharedSet[_Item] | None = interned.get(items)
    if found is None:
        found = interned[items] = SharedSet(items)
    return found


def share_options(card_id: str, options: Sequence[Option], interned: dict[Any, Any]) -> Sequence[Option]:
    """The card ``card_id``'s options as :class:`CardOptions`, a part a link, each set the
    equal one already in ``interned`` (added if new); a tuple if they cannot be shared or
    there are none (see the module docstring)."""
    if isinstance(options, CardOptions) and options.card_id == card_id:
        return options
    parts: list[tuple[SharedSet[Option], tuple[str, ...]]] = []
    start = 0
    for end in range(1, len(options) + 1):
        if end == len(options) or _link(options[end]) != _link(options[start]):
            part = _shared_part(card_id, options[start:end])
            if part is None:
                return tuple(options)
            parts.append((_interned(part[0], interned), part[1]))
            start = end
    return CardOptions(card_id, tuple(parts)) if parts else ()


def share_groups(card_id: str, groups: Sequence[OptionGroup], interned: dict[Any, Any]) -> Sequence[OptionGroup]:
    """The card ``card_id``'s option groups as :class:`CardGroups` (their parents and
    defaults without the card's id), the set the equal one already in ``interned``; a tuple
    as :func:`share_options`."""
    if isinstance(groups, CardGroups) and groups.card_id == card_id:
        return groups
    items = []
    for group in groups:
        parent = None if group.parent is None else _own(card_id, group.parent)
        default = None if group.default is None else _own(card_id, group.default)
        if (group.parent is not None and parent is None) or (group.default is not None and default is None) \
                or "/" in (default or ""):
            return tuple(groups)
        items.append(replace(group, parent=parent, default=default))
    return CardGroups(card_id, ((_interned(tuple(items), interned), ()),)) if items else ()
