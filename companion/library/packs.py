"""JSON card packs (``*.cards.json``): read, validate, write.

The format is our card-pack contract (the README lists what it adds). A pack is parsed once, at the
edge, into :class:`companion.rules.card.Card` values; every problem is reported with the file,
the card (its id, else its position) and the field, so that the player can fix it. This module
imports no database or GUI library.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from companion.errors import BadInput
from companion.resources import resource
from companion.files import write_atomically
from companion.library.card_options import (
    OptionFieldError,
    group_to_dict,
    option_to_dict,
    options_from_json,
    source_ids_from_dict,
    source_ids_to_dict,
)
from companion.library.json_file import CARD_PACK, read_json
from companion.rules.message import Message
from companion.rules.abilities import Ability
from companion.rules.card import (
    CARD_FIELDS,
    DEFAULT_EDITION,
    Base,
    Card,
    CardSourceIds,
    Equipment,
    Rank,
    Size,
    is_valid_card_id,
    is_valid_faith,
)
from companion.rules.peoples import PEOPLE_BY_ID
from companion.rules.errors import RulesError
from companion.rules.message import Argument

FORMAT = "confrontation-cards"
VERSION = 1
MAX_PACK_BYTES = 20 * 1024 * 1024
"""Larger files are refused before being read: no card pack comes near this size."""

CHARACTERISTIC_RANGE = (0, 30)
MOVE_MAX = 60.0
MOVE_STEP = 2.5
AP_RANGE = (0, 2000)
FIGURES_RANGE = (1, 20)
RANGE_MAX_CM = 300.0
NAME_MAX = 200
TEXT_MAX = 10_000

# The keys of a card in the order the card-pack format writes them; these are optional (written when set).
OPTIONAL_KEYS: tuple[str, ...] = ("character_id", "pow_budget", "faith_budget", "options", "option_groups",
                                  "edition", "source_ids", "notes", "names")
CARD_KEYS: tuple[str, ...] = tuple(k for k in CARD_FIELDS if k not in OPTIONAL_KEYS)
REQUIRED_KEYS: tuple[str, ...] = ("id", "name", "people")
PACK_KEYS: tuple[str, ...] = ("format", "version", "name", "edition", "cards")
EQUIPMENT_KEYS: tuple[str, ...] = ("name", "strength", "ranges")
INT_CHARACTERISTICS: tuple[str, ...] = (
    "initiative",
    "attack",
    "strength",
    "defence",
    "resilience",
    "aim",
    "courage",
    "fear",
    "discipline",
    "power",
)
_ALLOWED_CARD_KEYS = frozenset(CARD_KEYS + OPTIONAL_KEYS)
_LANGUAGE = re.compile(r"^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$")


class PackError(BadInput):
    """A card pack that cannot be used as it is; the message names file, card and field."""


@dataclass(frozen=True)
class Pack:
    """A parsed card pack: its name and its cards, in file order."""

    name: str
    cards: tuple[Card, ...]
    version: int = 1


_FieldError = OptionFieldError
"""A problem with one field (its path and a Message); turned into a PackError naming the card."""


def _cm(value: float) -> str:
    return f"{value:g}"


def _said(error: RulesError) -> Message:
    """What the rules say is wrong (a Message; an older text inside the message for a sentence)."""
    said = error.message
    return said if isinstance(said, Message) else Message("pack.problem", text=said)


def _describe(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _jsonable(value: object) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: object) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)) or (
        isinstance(value, float) and math.isfinite(value)
    )


def _int_field(data: dict[str, Any], key: str, low: int, high: int) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if type(value) is int and low <= value <= high:  # the common case, first
        return value
    if not _is_int(value):
        raise _FieldError(key, Message("pack.whole-number", low=low, high=high, got=_describe(value)))
    if not low <= value <= high:
        raise _FieldError(key, Message("pack.out-of-range", value=value, low=low, high=high))
    return int(value)


def _distance_field(data: dict[str, Any], key: str) -> float | None:
    """Movement and flight: centimetres, a multiple of 2.5 from 0 to 60 (booklet, movement)."""
    value = data.get(key)
    if value is None:
        return None
    if not _is_number(value):
        raise _FieldError(key, Message("pack.distance", got=_describe(value)))
    if not 0 <= value <= MOVE_MAX:
        raise _FieldError(key, Message("pack.distance-out-of-range", value=_cm(value), high=_cm(MOVE_MAX)))
    if (value * 2) % 5 != 0:
        raise _FieldError(key, Message("pack.distance-step", value=_cm(value), step=_cm(MOVE_STEP)))
    return float(value)


def _bool_field(data: dict[str, Any], key: str, default: bool) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise _FieldError(key, Message("pack.true-or-false", got=_describe(value)))
    return value


def _text_field(data: dict[str, Any], key: str, *, limit: int, required: bool = False) -> str:
    value = data.get(key, "")
    if type(value) is str and len(value) <= limit and (not required or value.strip()):
        return value  # the common case, first
    if not isinstance(value, str):
        raise _FieldError(key, Message("pack.text", got=_describe(value)))
    if required and not value.strip():
        raise _FieldError(key, Message("pack.empty"))
    if len(value) > limit:
        raise _FieldError(key, Message("pack.too-long", length=len(value), limit=limit))
    return value


_ENUM_VALUES: dict[str, dict[str, Any]] = {
    "rank": {member.value: member for member in Rank},
    "size": {member.value: member for member in Size},
    "base": {member.value: member for member in Base},
}


def _enum_field(data: dict[str, Any], key: str) -> Any:
    value = data.get(key)
    if value is None:
        return None
    members = _ENUM_VALUES[key]
    if isinstance(value, str) and value in members:
        return members[value]
    allowed = ", ".join(members)
    if not isinstance(value, str):
        raise _FieldError(key, Message("pack.one-of-or-null", allowed=allowed, got=_describe(value)))
    raise _FieldError(key, Message("pack.unknown-value", key=key, value=repr(value), allowed=allowed))


def _abilities(value: object) -> tuple[Ability, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise _FieldError("abilities", Message("pack.text-list", got=_describe(value)))
    abilities = []
    for index, item in enumerate(value):
        if not isinstance(item, str):
            raise _FieldError(f"abilities[{index}]", Message("pack.text", got=_describe(item)))
        if len(item) > NAME_MAX:
            raise _FieldError(f"abilities[{index}]", Message("pack.too-long", length=len(item), limit=NAME_MAX))
        try:
            abilities.append(Ability.parse(item))
        except RulesError as error:
            raise _FieldError(f"abilities[{index}]", _said(error)) from None
    return tuple(abilities)


def _equipment(value: object) -> tuple[Equipment, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise _FieldError("equipment", Message("pack.object-list", got=_describe(value)))
    items = []
    for index, item in enumerate(value):
        field = f"equipment[{index}]"
        if not isinstance(item, dict):
            raise _FieldError(field, Message("pack.named-object", got=_describe(item)))
        unknown = sorted(set(item) - set(EQUIPMENT_KEYS))
        if unknown:
            raise _FieldError(f"{field}.{unknown[0]}", Message("pack.unknown-key", keys=", ".join(EQUIPMENT_KEYS)))
        try:
            name = _text_field(item, "name", limit=NAME_MAX, required=True)
            strength = _int_field(item, "strength", *CHARACTERISTIC_RANGE)
        except _FieldError as error:
            raise _FieldError(f"{field}.{error.field}", error.problem) from None
        items.append(Equipment(name, strength, _ranges(item.get("ranges"), f"{field}.ranges")))
    return tuple(items)


def _ranges(value: object, field: str) -> tuple[float, float, float] | None:
    """Short, medium and long range in cm (booklet, "firing"): three numbers, not decreasing."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 3:
        raise _FieldError(field, Message("pack.ranges", got=_describe(value)))
    for distance in value:
        if not _is_number(distance) or not 0 <= distance <= RANGE_MAX_CM:
            raise _FieldError(field, Message("pack.not-a-distance", got=_describe(distance), high=_cm(RANGE_MAX_CM)))
    short, medium, long = (float(d) for d in value)
    if not short <= medium <= long:
        raise _FieldError(field, Message("pack.ranges-decrease", got=_describe(value)))
    return (short, medium, long)


def _names(value: object) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _FieldError("names", Message("pack.names", got=_describe(value)))
    names = {}
    for language, name in value.items():
        if not _LANGUAGE.match(language):
            raise _FieldError(f"names.{language}", Message("pack.language-code"))
        if not isinstance(name, str) or not name.strip() or len(name) > NAME_MAX:
            raise _FieldError(f"names.{language}", Message("pack.name", got=_describe(name)))
        names[language] = name
    return names


def _label(data: object, where: Argument) -> Argument:
    card_id = data.get("id") if isinstance(data, dict) else None
    if isinstance(card_id, str) and card_id and len(card_id) <= NAME_MAX:
        return Message("pack.card-label", where=where, card=card_id)
    return where


def card_from_dict(data: object, where: Argument, edition: str = DEFAULT_EDITION) -> Card:
    """One card of a pack, validated; ``where`` names it in messages ("file.json, card #3");
    ``edition`` is the card's when it names none (its pack's)."""
    if not isinstance(data, dict):
        raise PackError(Message("pack.card-object", where=where, got=_describe(data)))
    try:
        return _card(data, edition)
    except _FieldError as error:
        raise PackError(Message("pack.card-field", card=_label(data, where), field=error.field,
                                problem=error.problem)) from None


def _card(data: dict[str, Any], edition: str) -> Card:
    if not _ALLOWED_CARD_KEYS.issuperset(data):
        unknown = sorted(key for key in data if key not in _ALLOWED_CARD_KEYS)
        raise _FieldError(unknown[0], Message("pack.unknown-card-key", keys=", ".join(CARD_KEYS + OPTIONAL_KEYS)))
    for key in REQUIRED_KEYS:
        if key not in data:
            raise _FieldError(key, Message("pack.missing"))
    card_id = _text_field(data, "id", limit=NAME_MAX, required=True)
    people = _text_field(data, "people", limit=NAME_MAX, required=True)
    if people not in PEOPLE_BY_ID:
        raise _FieldError("people", Message("pack.unknown-people", people=repr(people), known=", ".join(PEOPLE_BY_ID)))
    if not is_valid_card_id(card_id):
        raise _FieldError("id", Message("pack.card-id", card_id=repr(card_id)))
    if card_id.partition("/")[0] != people:
        raise _FieldError("id", Message("pack.card-id-people", card_id=repr(card_id), prefix=repr(people + "/")))
    faith = data.get("faith")
    if faith is not None and (not isinstance(faith, str) or not is_valid_faith(faith)):
        raise _FieldError("faith", Message("pack.faith", got=_describe(faith)))
    options, option_groups = options_from_json(data.get("options"), data.get("option_groups"), card_id)
    character_id = data.get("character_id")
    if character_id is not None and (not isinstance(character_id, str) or not is_valid_card_id(character_id)):
        raise OptionFieldError("character_id", Message("pack.character-id", value=_describe(character_id)))
    return Card(
        id=card_id,
        name=_text_field(data, "name", limit=NAME_MAX, required=True),
        people=people,
        rank=_enum_field(data, "rank"),
        character=_bool_field(data, "character", False),
        ap=_int_field(data, "ap", *AP_RANGE),
        figures_per_card=1 if "figures_per_card" not in data else _int_field(data, "figures_per_card", *FIGURES_RANGE),
        size=_enum_field(data, "size"),
        base=_enum_field(data, "base"),
        movement=_distance_field(data, "movement"),
        flight=_distance_field(data, "flight"),
        initiative=_int_field(data, "initiative", *CHARACTERISTIC_RANGE),
        attack=_int_field(data, "attack", *CHARACTERISTIC_RANGE),
        strength=_int_field(data, "strength", *CHARACTERISTIC_RANGE),
        defence=_int_field(data, "defence", *CHARACTERISTIC_RANGE),
        resilience=_int_field(data, "resilience", *CHARACTERISTIC_RANGE),
        aim=_int_field(data, "aim", *CHARACTERISTIC_RANGE),
        courage=_int_field(data, "courage", *CHARACTERISTIC_RANGE),
        fear=_int_field(data, "fear", *CHARACTERISTIC_RANGE),
        discipline=_int_field(data, "discipline", *CHARACTERISTIC_RANGE),
        power=_int_field(data, "power", *CHARACTERISTIC_RANGE),
        faith=faith,
        abilities=_abilities(data.get("abilities")),
        equipment=_equipment(data.get("equipment")),
        magician=_bool_field(data, "magician", False),
        faithful=_bool_field(data, "faithful", False),
        character_id=character_id,
        pow_budget=_int_field(data, "pow_budget", *AP_RANGE),
        faith_budget=_int_field(data, "faith_budget", *AP_RANGE),
        options=options,
        option_groups=option_groups,
        edition=_text_field(data, "edition", limit=NAME_MAX, required=True) if "edition" in data else edition,
        source_ids=source_ids_from_dict(CardSourceIds, data.get("source_ids"), "source_ids"),
        provenance=_text_field(data, "provenance", limit=TEXT_MAX),
        notes=_text_field(data, "notes", limit=TEXT_MAX),
        names=_names(data.get("names")),
    )


def parse_pack(data: object, source: str = "<pack>") -> Pack:
    """Validate a decoded JSON value as a card pack; PackError names what is wrong. The pack's
    optional ``edition`` is that of its cards that name none (without it: ``c2``)."""
    if not isinstance(data, dict):
        raise PackError(Message("pack.not-a-pack", source=source, format=FORMAT, got=_describe(data)))
    unknown = sorted(key for key in data if key not in PACK_KEYS)
    if unknown:
        raise PackError(Message("pack.unknown-pack-key", source=source, key=repr(unknown[0]), keys=", ".join(PACK_KEYS)))
    if data.get("format") != FORMAT:
        raise PackError(Message("pack.pack-field", source=source, field="format",
                                problem=Message("pack.expected", expected=repr(FORMAT), got=_describe(data.get("format")))))
    version = data.get("version")
    if not _is_int(version):
        raise PackError(Message("pack.pack-field", source=source, field="version",
                                problem=Message("pack.whole", got=_describe(version))))
    if version != VERSION:
        raise PackError(Message("pack.pack-field", source=source, field="version",
                                problem=Message("pack.version", version=version, supported=VERSION)))
    name = data.get("name", Path(source).name)
    if not isinstance(name, str) or len(name) > NAME_MAX:
        raise PackError(Message("pack.pack-field", source=source, field="name",
                                problem=Message("pack.text", got=_describe(name))))
    edition = DEFAULT_EDITION
    if "edition" in data:  # the edition of the pack's cards that name none
        try:
            edition = _text_field(data, "edition", limit=NAME_MAX, required=True)
        except _FieldError as error:
            raise PackError(Message("pack.pack-field", source=source, field="edition", problem=error.problem)) from None
    raw_cards = data.get("cards")
    if not isinstance(raw_cards, list):
        raise PackError(Message("pack.pack-field", source=source, field="cards",
                                problem=Message("pack.card-list", got=_describe(raw_cards))))
    cards: list[Card] = []
    seen: dict[str, int] = {}
    for index, raw in enumerate(raw_cards, start=1):
        where = Message("pack.card-number", source=source, index=index)
        card = card_from_dict(raw, where, edition)
        if card.id in seen:
            raise PackError(Message("pack.card-field", card=Message("pack.card-label", where=where, card=card.id),
                                    field="id", problem=Message("pack.duplicate-id", other=seen[card.id])))
        seen[card.id] = index
        cards.append(card)
    return Pack(name=name, cards=tuple(cards), version=version)


def read_pack(path: str | Path) -> Pack:
    """Read and validate a pack file; a missing, too large, non-UTF-8 or malformed file -> PackError."""
    path = Path(path)
    data = read_json(path, what=CARD_PACK, limit=MAX_PACK_BYTES, error=PackError, label=path.name)
    return parse_pack(data, path.name)


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else float(value)


def card_to_dict(card: Card) -> dict[str, object]:
    """The card as a pack writes it: the card-pack key order, optional keys only when set."""
    out: dict[str, object] = {
        "id": card.id,
        "name": card.name,
        "people": card.people,
        "rank": None if card.rank is None else card.rank.value,
        "character": card.character,
        "ap": card.ap,
        "figures_per_card": card.figures_per_card,
        "size": None if card.size is None else card.size.value,
        "base": None if card.base is None else card.base.value,
        "movement": None if card.movement is None else _number(card.movement),
        "flight": None if card.flight is None else _number(card.flight),
    }
    for key in INT_CHARACTERISTICS:
        out[key] = getattr(card, key)
    out["faith"] = card.faith
    out["abilities"] = [str(ability) for ability in card.abilities]
    out["equipment"] = [equipment_to_dict(item) for item in card.equipment]
    out["magician"] = card.magician
    out["faithful"] = card.faithful
    for key in ("character_id", "pow_budget", "faith_budget"):
        if getattr(card, key) is not None:
            out[key] = getattr(card, key)
    if card.options:
        out["options"] = [option_to_dict(option) for option in card.options]
    if card.option_groups:
        out["option_groups"] = [group_to_dict(group) for group in card.option_groups]
    if card.edition != DEFAULT_EDITION:
        out["edition"] = card.edition
    if card.source_ids is not None:
        out["source_ids"] = source_ids_to_dict(card.source_ids)
    out["provenance"] = card.provenance
    if card.notes:
        out["notes"] = card.notes
    if card.names:
        out["names"] = dict(card.names)
    return out


def equipment_to_dict(item: Equipment) -> dict[str, object]:
    """One piece of equipment as a pack writes it."""
    return {
        "name": item.name,
        "strength": item.strength,
        "ranges": None if item.ranges is None else [_number(r) for r in item.ranges],
    }


def pack_to_dict(cards: Iterable[Card], name: str) -> dict[str, object]:
    """A whole pack as a JSON-ready dict."""
    return {"format": FORMAT, "version": VERSION, "name": name, "cards": [card_to_dict(c) for c in cards]}


def write_pack(path: str | Path, cards: Iterable[Card], name: str) -> None:
    """Write a pack atomically (a temporary file renamed over the target), UTF-8, indented."""
    path = Path(path)
    text = json.dumps(pack_to_dict(cards, name), ensure_ascii=False, indent=1) + "\n"
    try:
        write_atomically(path, text.encode("utf-8"))
    except OSError as error:
        raise PackError(Message("pack.cannot-write", path=str(path), error=error.strerror or str(error))) from None


def starter_pack_paths() -> list[Path]:
    """The starter packs the app ships: ``resources/cards/*.cards.json``, sorted by name."""
    return sorted(resource("cards").glob("*.cards.json"))
