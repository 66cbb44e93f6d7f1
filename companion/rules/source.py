"""Where a rule comes from, so that every answer can say why.

The three texts are in ``shared/rules``: the English booklet (``core``), the French tournament
rules (``tournament``) and the French house rules (``house``, numbered 1-21).
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
    """What the project knows beyond the texts (shared/rules/FACTS.md)."""


@dataclass(frozen=True, slots=True)
class Source:
    """A citation: which text, which section (and house rule number)."""

    text: Text
    section: str
    number: int | None = None

    def __str__(self) -> str:
        if self.text is Text.BOOKLET:
            return f"Booklet, {self.section}"
        if self.text is Text.TOURNAMENT:
            return f"Tournament rules, {self.section}"
        if self.text is Text.HOUSE:
            return f"House rule {self.number} ({self.section})"
        return f"FACTS.md, {self.section}"


def booklet(section: str) -> Source:
    """A section of the English rules booklet."""
    return Source(Text.BOOKLET, section)


def tournament(section: str) -> Source:
    """A section of the French tournament rules."""
    return Source(Text.TOURNAMENT, section)


def house(number: int, title: str) -> Source:
    """A numbered French house rule."""
    return Source(Text.HOUSE, title, number)
