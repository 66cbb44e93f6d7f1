"""A rule applied, in words, with the text it comes from: what the companion shows as "why"."""

from __future__ import annotations

from dataclasses import dataclass

from companion.rules.source import Source


@dataclass(frozen=True, slots=True)
class Ruling:
    """One rule applied, in words, with where it comes from.

    >>> from companion.rules.source import booklet
    >>> str(Ruling("Charged: -1 INI, ATT and DEF", booklet("movement phase, Charging")))
    'Charged: -1 INI, ATT and DEF (Booklet, movement phase, Charging)'
    """

    text: str
    source: Source

    def __str__(self) -> str:
        return f"{self.text} ({self.source})"
