"""A rule applied, with the text it comes from: what the companion shows as "why"."""

from __future__ import annotations

from dataclasses import dataclass

from companion.rules.message import Message
from companion.rules.source import Source


@dataclass(frozen=True, slots=True)
class Ruling:
    """One rule applied, as a message, with where it comes from.

    >>> from companion.rules.source import booklet
    >>> Ruling(Message("combat.charged"), booklet("movement phase, Charging")).source.section
    'movement phase, Charging'
    """

    text: Message
    source: Source
