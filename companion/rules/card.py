"""A reference card: every characteristic the printed card carries.

Source: booklet, "The reference cards" (characteristics, ranks, army points) and "The sizes";
the file format is the card pack's. ``None`` means the card has no such
characteristic, or that no source gives it: the app shows it as missing and asks the player to
fill it from their card. No number is ever invented.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields

from companion.rules.abilities import Ability, find
from companion.rules.card_terms import CHARACTERISTICS, SHORT_NAMES, Base, Rank, Size

__all__ = ["CARD_FIELDS", "CHARACTERISTICS", "SHORT_NAMES", "Base", "Card", "Equipment", "Rank", "Size",
           "is_valid_card_id", "is_valid_faith"]


@dataclass(frozen=True, slots=True)
class Equipment:
    """A piece of equipment; a ranged weapon has its Strength and Short/Medium/Long ranges (cm)."""

    name: str
    strength: int | None = None
    ranges: tuple[float, float, float] | None = None


_FAITH = re.compile(r"^\d+-\d+-\d+$")
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def is_valid_faith(text: str) -> bool:
    """Faith is written as three aspects, e.g. ``1-0-1``."""
    return bool(_FAITH.match(text))


def is_valid_card_id(card_id: str) -> bool:
    """A card id is ``<people>/<slug>`` with lower-case letters, digits and hyphens."""
    people, slash, slug = card_id.partition("/")
    return bool(slash) and bool(_SLUG.match(people)) and bool(_SLUG.match(slug))


@dataclass(frozen=True)
class Card:
    """One reference card, as in a card pack."""

    id: str
    name: str
    people: str
    rank: Rank | None = None
    character: bool = False
    ap: int | None = None
    figures_per_card: int | None = 1
    size: Size | None = None
    base: Base | None = None
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
    abilities: tuple[Ability, ...] = ()
    equipment: tuple[Equipment, ...] = ()
    magician: bool = False
    faithful: bool = False
    provenance: str = ""
    notes: str = ""
    names: dict[str, str] = field(default_factory=dict)
    """The card's name in other languages, by language code ({"fr": "..."})."""

    def ability(self, name: str) -> Ability | None:
        """This card's ability called ``name`` (any spelling), or None."""
        return find(self.abilities, name)

    def has(self, name: str) -> bool:
        """Whether the card has the ability ``name`` (any spelling)."""
        return self.ability(name) is not None

    def missing(self) -> list[str]:
        """Fields the player should fill from the card: AP and the core characteristics."""
        wanted = ["ap", "movement", "initiative", "attack", "strength", "defence", "resilience"]
        wanted += ["discipline", "figures_per_card"]
        if self.courage is None and self.fear is None:
            wanted.append("courage")
        if self.rank is None:
            wanted.append("rank")
        if self.size is None:
            wanted.append("size")
        return [name for name in wanted if getattr(self, name) is None]

    def display_name(self, language: str = "en") -> str:
        """The name in ``language`` if the pack gives one, else the name as entered."""
        return self.names.get(language, self.name)


CARD_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Card))
"""Every field of a card, in the order a card pack writes them (``notes`` and ``names`` last)."""
