"""A card's options, option groups and data-source ids in the card-pack spelling: read
(validated), written.

An option is ``{"id", "name", "kind", "ap", "pow", "faith", "max", "max_per_army", "group",
"text", "strength", "ranges"}`` (the card-pack format): ``id``, ``name`` and ``kind`` are
required, the others optional (absent or null: none). Its id is the card's id, a slash and a
slug (``alahan/agonn-the-ardent/the-shield-of-pride``), unique on the card. An option group is
``{"name", "min", "max", "parent", "default"}``: ``parent`` names an option of the same card,
``default`` the option of the group the group holds when a list leaves it empty (a group with
a ``min`` is filled with it when its entry is added).

An option's ``source_ids`` is ``{"entry", "group", "root"}`` and a card's
``{"system", "catalogue", "entry", ...}`` (:class:`~companion.rules.card.OptionSourceIds`,
:class:`~companion.rules.card.CardSourceIds`): texts, the first ones required, the others
optional (absent or empty: not known).

A problem raises :class:`OptionFieldError` with the field's path (``options[2].ap``) and what
is wrong as a :class:`~companion.rules.message.Message`. No database or GUI library here.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Sequence
from typing import Any, TypeVar

from companion.library.names import slug
from companion.rules.card import GROUP_SEPARATOR, CardSourceIds, Option, OptionGroup, OptionKind, OptionSourceIds
from companion.rules.message import Message

OPTION_KEYS: tuple[str, ...] = ("id", "name", "kind", "ap", "pow", "faith", "max", "max_per_army", "group",
                                "text", "strength", "ranges", "source_ids")
GROUP_KEYS: tuple[str, ...] = ("name", "min", "max", "parent", "default")
COST_RANGE = (-2000, 2000)
"""A cost may be negative: budget given (the C5 "One per card" POW -3)."""
LIMIT_RANGE = (0, 1000)
STRENGTH_RANGE = (0, 30)
RANGE_MAX_CM = 300.0
NAME_MAX = 200
TEXT_MAX = 10_000
SOURCE_ID_MAX = 1000
"""The longest id, name or entry path of a data source kept (BattleScribe ids are 19-36 characters)."""
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_KINDS = {kind.value: kind for kind in OptionKind}


class OptionFieldError(Exception):
    """One field of an option or option group is wrong: ``field`` is its path, ``problem`` says why."""

    def __init__(self, field: str, problem: Message) -> None:
        super().__init__(field, problem)
        self.field = field
        self.problem = problem


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _whole(data: dict[str, Any], key: str, field: str, low: int, high: int) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if type(value) is not int:
        raise OptionFieldError(f"{field}.{key}", Message("pack.option-not-whole", value=_shown(value)))
    if not low <= value <= high:
        raise OptionFieldError(f"{field}.{key}", Message("pack.option-out-of-range", value=value, low=low, high=high))
    return value


def _text(data: dict[str, Any], key: str, field: str, *, limit: int, required: bool = False) -> str:
    value = data.get(key, "")
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise OptionFieldError(f"{field}.{key}", Message("pack.option-not-text", value=_shown(value)))
    if required and not value.strip():
        raise OptionFieldError(f"{field}.{key}", Message("pack.option-empty"))
    if len(value) > limit:
        raise OptionFieldError(f"{field}.{key}", Message("pack.option-too-long", length=len(value), limit=limit))
    return value


def _ranges(value: object, field: str) -> tuple[float, float, float] | None:
    """Short, medium and long range in cm (booklet, "firing"): three numbers, not decreasing."""
    if value is None:
        return None
    numbers = value if isinstance(value, list) and len(value) == 3 else None
    if numbers is None or not all(
        isinstance(n, (int, float)) and not isinstance(n, bool) and math.isfinite(n) and 0 <= n <= RANGE_MAX_CM
        for n in numbers
    ):
        raise OptionFieldError(field, Message("pack.option-ranges", value=_shown(value), limit=int(RANGE_MAX_CM)))
    short, medium, long = (float(n) for n in numbers)
    if not short <= medium <= long:
        raise OptionFieldError(field, Message("pack.option-ranges", value=_shown(value), limit=int(RANGE_MAX_CM)))
    return (short, medium, long)


def _unknown_key(data: dict[str, Any], allowed: tuple[str, ...], field: str) -> None:
    unknown = sorted(key for key in data if key not in allowed)
    if unknown:
        raise OptionFieldError(f"{field}.{unknown[0]}", Message("pack.option-unknown-key", keys=", ".join(allowed)))


def option_from_dict(data: object, field: str, card_id: str) -> Option:
    """One option of the card ``card_id``, validated; ``field`` is its path (``options[0]``)."""
    if not isinstance(data, dict):
        raise OptionFieldError(field, Message("pack.option-not-object", value=_shown(data)))
    _unknown_key(data, OPTION_KEYS, field)
    option_id = _text(data, "id", field, limit=NAME_MAX * 2, required=True)
    prefix, slash, tail = option_id.rpartition("/")
    if prefix != card_id or not slash or not _SLUG.match(tail):
        raise OptionFieldError(f"{field}.id", Message("pack.option-id", id=option_id, card=card_id))
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _KINDS:
        raise OptionFieldError(f"{field}.kind", Message("pack.option-kind", value=_shown(kind), kinds=", ".join(_KINDS)))
    group = data.get("group")
    return Option(
        id=option_id,
        name=_text(data, "name", field, limit=NAME_MAX, required=True),
        kind=_KINDS[kind],
        ap=_whole(data, "ap", field, *COST_RANGE),
        pow=_whole(data, "pow", field, *COST_RANGE),
        faith=_whole(data, "faith", field, *COST_RANGE),
        max=_whole(data, "max", field, *LIMIT_RANGE),
        max_per_army=_whole(data, "max_per_army", field, *LIMIT_RANGE),
        group=None if group is None else _text(data, "group", field, limit=NAME_MAX * 4, required=True),
        text=_text(data, "text", field, limit=TEXT_MAX),
        strength=_whole(data, "strength", field, *STRENGTH_RANGE),
        ranges=_ranges(data.get("ranges"), f"{field}.ranges"),
        source_ids=source_ids_from_dict(OptionSourceIds, data.get("source_ids"), f"{field}.source_ids"),
    )


def group_from_dict(data: object, field: str) -> OptionGroup:
    """One option group, validated (its parent is checked against the card's options by
    :func:`options_from_json`)."""
    if not isinstance(data, dict):
        raise OptionFieldError(field, Message("pack.option-not-object", value=_shown(data)))
    _unknown_key(data, GROUP_KEYS, field)
    parent = data.get("parent")
    default = data.get("default")
    group = OptionGroup(
        name=_text(data, "name", field, limit=NAME_MAX * 4, required=True),
        min=_whole(data, "min", field, *LIMIT_RANGE),
        max=_whole(data, "max", field, *LIMIT_RANGE),
        parent=None if parent is None else _text(data, "parent", field, limit=NAME_MAX * 2, required=True),
        default=None if default is None else _text(data, "default", field, limit=NAME_MAX * 2, required=True),
    )
    if group.min is not None and group.max is not None and group.min > group.max:
        raise OptionFieldError(f"{field}.min", Message("pack.option-group-min", min=group.min, max=group.max))
    return group


def options_from_json(options: object, groups: object, card_id: str) -> tuple[tuple[Option, ...], tuple[OptionGroup, ...]]:
    """A card's ``options`` and ``option_groups`` (either may be absent: None), validated
    together: option ids unique, group names unique, a group's parent an option of the card,
    its default an option of the group."""
    read: list[Option] = []
    seen: set[str] = set()
    if options is not None:
        if not isinstance(options, list):
            raise OptionFieldError("options", Message("pack.option-not-list", value=_shown(options)))
        for index, item in enumerate(options):
            option = option_from_dict(item, f"options[{index}]", card_id)
            if option.id in seen:
                raise OptionFieldError(f"options[{index}].id", Message("pack.option-duplicate", id=option.id))
            seen.add(option.id)
            read.append(option)
    read_groups: list[OptionGroup] = []
    groups_of = {option.id: option.group for option in read}
    if groups is not None:
        if not isinstance(groups, list):
            raise OptionFieldError("option_groups", Message("pack.option-not-list", value=_shown(groups)))
        names: set[str] = set()
        for index, item in enumerate(groups):
            group = group_from_dict(item, f"option_groups[{index}]")
            if group.name in names:
                raise OptionFieldError(f"option_groups[{index}].name", Message("pack.option-group-duplicate", name=group.name))
            if group.parent is not None and group.parent not in seen:
                raise OptionFieldError(f"option_groups[{index}].parent", Message("pack.option-group-parent", id=group.parent))
            within = groups_of.get(group.default or "") or ""
            if group.default is not None and not (within == group.name
                                                  or within.startswith(group.name + GROUP_SEPARATOR)):
                raise OptionFieldError(f"option_groups[{index}].default",
                                       Message("pack.option-group-default", id=group.default, group=group.name))
            names.add(group.name)
            read_groups.append(group)
    return tuple(read), tuple(read_groups)


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else float(value)


def option_to_dict(option: Option) -> dict[str, object]:
    """One option as a pack writes it: the card-pack key order, unset keys left out."""
    out: dict[str, object] = {"id": option.id, "name": option.name, "kind": option.kind.value}
    for key in ("ap", "pow", "faith", "max", "max_per_army", "group", "strength"):
        value = getattr(option, key)
        if value is not None:
            out[key] = value
    if option.text:
        out["text"] = option.text
    if option.ranges is not None:
        out["ranges"] = [_number(r) for r in option.ranges]
    if option.source_ids is not None:
        out["source_ids"] = source_ids_to_dict(option.source_ids)
    return out


def group_to_dict(group: OptionGroup) -> dict[str, object]:
    """One option group as a pack writes it, unset keys left out."""
    out: dict[str, object] = {"name": group.name}
    for key in ("min", "max", "parent", "default"):
        value = getattr(group, key)
        if value is not None:
            out[key] = value
    return out


def option_from_stored(item: dict[str, Any]) -> Option:
    """An option as :func:`option_to_dict` wrote it into the library (already validated)."""
    ranges = item.get("ranges")
    return Option(
        id=item["id"], name=item["name"], kind=_KINDS[item["kind"]], ap=item.get("ap"), pow=item.get("pow"),
        faith=item.get("faith"), max=item.get("max"), max_per_army=item.get("max_per_army"),
        group=item.get("group"), text=item.get("text", ""), strength=item.get("strength"),
        ranges=None if ranges is None else (ranges[0], ranges[1], ranges[2]),
        source_ids=None if item.get("source_ids") is None else OptionSourceIds(**item["source_ids"]),
    )


def group_from_stored(item: dict[str, Any]) -> OptionGroup:
    """An option group as :func:`group_to_dict` wrote it into the library."""
    return OptionGroup(item["name"], item.get("min"), item.get("max"), item.get("parent"), item.get("default"))


def unique_option_id(card_id: str, name: str, taken: Sequence[str] | set[str]) -> str:
    """A new option id for ``name`` on the card: the card id, a slash, the name's slug (``-2``,
    ``-3``... when taken)."""
    base = f"{card_id}/{slug(name, 'option')}"
    option_id, number = base, 1
    while option_id in taken:
        number += 1
        option_id = f"{base}-{number}"
    return option_id


_Ids = TypeVar("_Ids", CardSourceIds, OptionSourceIds)


_SOURCE_ID_KEYS = {kind: tuple(f.name for f in dataclasses.fields(kind)) for kind in (CardSourceIds, OptionSourceIds)}


def source_ids_to_dict(ids: CardSourceIds | OptionSourceIds) -> dict[str, str]:
    """A card's or an option's data-source ids as a pack writes them: the keys that are set."""
    return {key: value for key in _SOURCE_ID_KEYS[type(ids)] if (value := getattr(ids, key))}


def source_ids_from_dict(kind: type[_Ids], data: object, field: str) -> _Ids | None:
    """Data-source ids of ``kind`` read from a pack (None: absent), validated: an object of
    texts with the required keys."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise OptionFieldError(field, Message("pack.option-not-object", value=_shown(data)))
    names = tuple(f.name for f in dataclasses.fields(kind))
    _unknown_key(data, names, field)
    required = [f.name for f in dataclasses.fields(kind) if f.default is dataclasses.MISSING]
    values = {key: _text(data, key, field, limit=SOURCE_ID_MAX, required=key in required) for key in names
              if key in data or key in required}
    return kind(**values)
