"""What an update changed in the library, card by card: values, cards added, cards removed.

The cards a source gives now are compared with the library's cards of the same ids (and with
the cards the source gave before, for those it no longer gives). A card's printed values (army
points and characteristics) are listed old and new ("Agonn the ardent: 40 -> 43 AP", "5 -> 6
Initiative"); its rank,
Character status, abilities, equipment and name are said in words; any other difference is
"other details". The provenance (which names the file's revision) is not a change a player
needs to read.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import cast

from companion.rules.abilities import Ability
from companion.rules.card import CHARACTERISTICS, Card
from companion.rules.card_terms import Characteristic, Rank
from companion.rules.message import Argument, Message

NAMED_AT_MOST = 10
"""Cards added or removed are named when there are at most this many."""

_VALUES = ("ap", *CHARACTERISTICS)
_SAID = frozenset({*_VALUES, "rank", "character", "abilities", "equipment", "name"})
_IGNORED = frozenset({"id", "provenance"})


@dataclass(frozen=True, slots=True)
class FieldChange:
    """One field of a card, before and after."""

    field: str
    old: object
    new: object


@dataclass(frozen=True, slots=True)
class CardChange:
    """A card the update changed: its id, its (new) name, the changes said."""

    card_id: str
    name: str
    changes: tuple[FieldChange, ...]
    other_details: bool = False
    """Fields outside those said changed too (size, notes...)."""

    def message(self) -> Message:
        said: list[Message] = [_said(change) for change in self.changes]
        if self.other_details:
            said.append(Message("data.details-changed"))
        return Message("data.card-changed", card=self.name, changes=tuple(said))


@dataclass(frozen=True, slots=True)
class CardDiff:
    """Every change an update makes to the library's cards."""

    added: tuple[tuple[str, str], ...] = ()
    """(id, name) of each card new to the library."""
    removed: tuple[tuple[str, str], ...] = ()
    """(id, name) of each card the source no longer gives."""
    changed: tuple[CardChange, ...] = ()
    unchanged: int = 0

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.changed)

    def messages(self) -> list[Message]:
        """One message a changed card, then the cards added, then those removed."""
        said = [change.message() for change in self.changed]
        if len(self.added) > NAMED_AT_MOST:
            said.append(Message("data.cards-added", count=len(self.added)))
        elif self.added:
            said.append(Message("data.cards-added-named", count=len(self.added), cards=_names(self.added)))
        if len(self.removed) > NAMED_AT_MOST:
            said.append(Message("data.cards-removed", count=len(self.removed)))
        elif self.removed:
            said.append(Message("data.cards-removed-named", count=len(self.removed), cards=_names(self.removed)))
        return said

    def to_dict(self) -> dict[str, object]:
        """The diff as JSON data (machine ids, values as the card pack writes them)."""
        return {
            "added": [card_id for card_id, _name in self.added],
            "removed": [card_id for card_id, _name in self.removed],
            "changed": [{"id": c.card_id, "name": c.name, "other_details": c.other_details,
                         "fields": {f.field: [_json(f.old), _json(f.new)] for f in c.changes}}
                        for c in self.changed],
            "unchanged": self.unchanged,
        }


def _names(cards: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    return tuple(name for _id, name in cards)


def diff_cards(before: Mapping[str, Card], after: Sequence[Card], previous: Collection[str]) -> CardDiff:
    """What writing ``after`` changes: ``before`` holds the library's cards (those of the ids
    in ``after`` and in ``previous``, the ids the source gave before)."""
    new_ids = {card.id for card in after}
    added, changed, unchanged = [], [], 0
    for card in after:
        old = before.get(card.id)
        if old is None:
            added.append((card.id, card.name))
            continue
        change = _compare(old, card)
        if change is None:
            unchanged += 1
        else:
            changed.append(change)
    removed = sorted(((card_id, before[card_id].name if card_id in before else card_id)
                      for card_id in previous if card_id not in new_ids), key=lambda pair: pair[1].casefold())
    added.sort(key=lambda pair: pair[1].casefold())
    changed.sort(key=lambda change: change.name.casefold())
    return CardDiff(tuple(added), tuple(removed), tuple(changed), unchanged)


def _compare(old: Card, new: Card) -> CardChange | None:
    differing = [f.name for f in fields(Card)
                 if f.name not in _IGNORED and getattr(old, f.name) != getattr(new, f.name)]
    if not differing:
        return None
    order = ["name", "ap", "rank", "character", *CHARACTERISTICS, "abilities", "equipment"]
    said = tuple(FieldChange(name, getattr(old, name), getattr(new, name)) for name in order if name in differing)
    return CardChange(new.id, new.name, said, other_details=any(name not in _SAID for name in differing))


def _said(change: FieldChange) -> Message:
    field, old, new = change.field, change.old, change.new
    if field == "ap":
        return Message("data.points-changed", old=_value(old), new=_value(new))
    if field in _VALUES:
        return Message("data.value-changed", field=Characteristic(field), old=_value(old), new=_value(new))
    if field == "rank":
        return Message("data.rank-changed", old=cast("Rank | None", old), new=cast("Rank | None", new))
    if field == "character":
        return Message("data.now-character") if new else Message("data.no-longer-character")
    if field == "abilities":
        before, after = cast("tuple[Ability, ...]", old), cast("tuple[Ability, ...]", new)
        gained = tuple(str(a) for a in after if a not in before)
        lost = tuple(str(a) for a in before if a not in after)
        parts = ([Message("data.abilities-gained", abilities=gained)] if gained else []) + (
            [Message("data.abilities-lost", abilities=lost)] if lost else [])
        if not parts:  # the same abilities in another order
            return Message("data.abilities-reordered")
        return parts[0] if len(parts) == 1 else Message("data.abilities-changed", gained=gained, lost=lost)
    if field == "equipment":
        return Message("data.equipment-changed")
    return Message("data.renamed", old=str(old))


def _value(value: object) -> Argument:
    """A card value as a message argument: a number exactly (7.5 is 15/2), a text, or None."""
    if isinstance(value, float):
        return int(value) if value.is_integer() else Fraction(str(value))
    if value is None or isinstance(value, (int, str)):
        return value
    return str(value)


def _json(value: object) -> object:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, tuple):
        return [str(item) for item in value]
    return getattr(value, "value", str(value))
