"""The database tables (sqlmodel) and the conversion between a row and a domain Card.

One row per reference card, holding every field of :class:`companion.rules.card.Card`
(FORMATS.md). Abilities, equipment and the names in other languages are JSON text columns in
the card-pack spelling; ``search`` is a lower-case text of name, people, rank, abilities and
other names, for filtering. The schema itself is created by the alembic migrations in ``db/``;
these classes must stay in step with them (a test compares the two).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence
from typing import Any

from sqlmodel import Field, SQLModel

from companion.rules.abilities import Ability
from companion.rules.card import CARD_FIELDS, Base, Card, Equipment, Rank, Size


class CardRow(SQLModel, table=True):
    """A reference card as stored; see :func:`card_to_row` and :func:`rows_to_cards`."""

    __tablename__ = "card"

    id: str = Field(primary_key=True)
    name: str
    people: str = Field(index=True)
    rank: str | None = None
    character: bool = False
    ap: int | None = None
    figures_per_card: int | None = 1
    size: str | None = None
    base: str | None = None
    movement: float | None = None
    flight: float | None = None
    initiative: int | None = None
    attack: int | None = None
    strength: int | None = None
    defence: int | None = None
    resilience: int | None = None
    aim: int | None = None
    courage: int | None = None
    fear: int | None = None
    discipline: int | None = None
    power: int | None = None
    faith: str | None = None
    abilities: str = "[]"
    equipment: str = "[]"
    magician: bool = False
    faithful: bool = False
    provenance: str = ""
    notes: str = ""
    names: str = "{}"
    search: str = ""


# The columns in the order rows are read and written (every Card field, then ``search``).
COLUMNS: tuple[str, ...] = CARD_FIELDS + ("search",)
CARD_COLUMNS: tuple[str, ...] = COLUMNS[:-1]
"""The columns that hold the card itself (not the derived ``search`` text)."""


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def search_text(card: Card) -> str:
    """What the filter matches: name, people, rank, abilities and other names, lower case."""
    parts = [card.name, card.people, card.rank.value if card.rank else ""]
    parts.extend(str(ability) for ability in card.abilities)
    parts.extend(card.names.values())
    return " ".join(part for part in parts if part).casefold()


def _equipment_json(card: Card) -> str:
    return _dumps(
        [
            [item.name, item.strength, None if item.ranges is None else list(item.ranges)]
            for item in card.equipment
        ]
    )


def card_to_row(card: Card) -> tuple[Any, ...]:
    """The row values of a card, in :data:`COLUMNS` order."""
    return (
        card.id,
        card.name,
        card.people,
        None if card.rank is None else card.rank.value,
        card.character,
        card.ap,
        card.figures_per_card,
        None if card.size is None else card.size.value,
        None if card.base is None else card.base.value,
        card.movement,
        card.flight,
        card.initiative,
        card.attack,
        card.strength,
        card.defence,
        card.resilience,
        card.aim,
        card.courage,
        card.fear,
        card.discipline,
        card.power,
        card.faith,
        _dumps([str(ability) for ability in card.abilities]),
        _equipment_json(card),
        card.magician,
        card.faithful,
        card.provenance,
        card.notes,
        _dumps(card.names),
        search_text(card),
    )


def _cached(parse: Callable[[str], Any]) -> Callable[[str], Any]:
    """Memoise a text -> value parser for one load: many cards share the same lists."""
    cache: dict[str, Any] = {}

    def lookup(text: str) -> Any:
        try:
            return cache[text]
        except KeyError:
            value = cache[text] = parse(text)
            return value

    return lookup


def _parse_abilities(text: str) -> tuple[Ability, ...]:
    return tuple(Ability.parse(item) for item in json.loads(text))


def _parse_equipment(text: str) -> tuple[Equipment, ...]:
    return tuple(
        Equipment(name, strength, None if ranges is None else (ranges[0], ranges[1], ranges[2]))
        for name, strength, ranges in json.loads(text)
    )


def _parse_names(text: str) -> dict[str, str]:
    if text == "{}":
        return {}
    names: dict[str, str] = json.loads(text)
    return names


_RANKS = {rank.value: rank for rank in Rank}
_SIZES = {size.value: size for size in Size}
_BASES = {base.value: base for base in Base}


_CARD_FIELDS: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Card))
# Card is a plain frozen dataclass: filling the instance dict directly gives the same object as
# its __init__ (which sets each of its 29 fields through object.__setattr__), 3x faster. Should
# Card ever gain a __post_init__ or slots, the real constructor is used instead.
_DIRECT = (
    _CARD_FIELDS == CARD_COLUMNS
    and not hasattr(Card, "__post_init__")
    and "__slots__" not in Card.__dict__
)


def _make_card_direct(*values: Any) -> Card:
    card = object.__new__(Card)
    card.__dict__.update(zip(_CARD_FIELDS, values))
    return card


def rows_to_cards(rows: Sequence[Sequence[Any]]) -> list[Card]:
    """Cards from rows in :data:`CARD_COLUMNS` order, fast: one pass, shared parsed lists."""
    abilities = _cached(_parse_abilities)
    equipment = _cached(_parse_equipment)
    ranks, sizes, bases = _RANKS.get, _SIZES.get, _BASES.get
    Card_ = _make_card_direct if _DIRECT else Card  # noqa: N806
    cards: list[Card] = []
    append = cards.append
    for (
        id_, name, people, rank, character, ap, figures, size, base, movement, flight,
        initiative, attack, strength, defence, resilience, aim, courage, fear, discipline,
        power, faith, abilities_json, equipment_json, magician, faithful, provenance, notes,
        names,
    ) in rows:  # fmt: skip
        append(
            Card_(
                id_, name, people, ranks(rank) if rank else None, bool(character), ap, figures,
                sizes(size) if size else None, bases(base) if base else None, movement, flight,
                initiative, attack, strength, defence, resilience, aim, courage, fear,
                discipline, power, faith, abilities(abilities_json), equipment(equipment_json),
                bool(magician), bool(faithful), provenance, notes, _parse_names(names),
            )
        )  # fmt: skip
    return cards
