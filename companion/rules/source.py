"""Where a rule comes from, so that every answer can say why.

Three texts are cited: the English rules booklet, the French tournament rules and the French
house rules (numbered 1-21); what is known beyond the texts; and a card's own data (the costs
and limits of its options that its card pack or data source gives). A citation is data: the edge
writes it in the reader's language (``companion.i18n.render``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Text(str, Enum):
    """The rules texts a rule may come from."""

    BOOKLET = "booklet"
    """The CONFRONTATION rules booklet (English): the core rules."""
    TOURNAMENT = "tournament"
    """Règles officielles de tournoi (French)."""
    HOUSE = "house"
    """House rules from a fan site (French), switched on one by one by number."""
    FACTS = "facts"
    """What is known beyond the texts."""
    DATA = "data"
    """A card's data: its card pack or data source; the section is the card's edition (``c5``)."""


@dataclass(frozen=True, slots=True, order=True)
class Source:
    """A citation: which text, which section (as that text titles it), and house rule number."""

    text: Text
    section: str
    number: int | None = None


def booklet(section: str) -> Source:
    """A section of the English rules booklet."""
    return Source(Text.BOOKLET, section)


def booklet_ability(name: str) -> Source:
    """The booklet's entry for the ability ``name`` (``abilities, Toxic / X``)."""
    return Source(Text.BOOKLET, f"abilities, {name}")


def tournament(section: str) -> Source:
    """A section of the French tournament rules."""
    return Source(Text.TOURNAMENT, section)


def house(number: int, title: str) -> Source:
    """A numbered French house rule."""
    return Source(Text.HOUSE, title, number)
