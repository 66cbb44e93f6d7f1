"""A card as the Library's table lists it: what the table shows, and no more.

The window lists every card of the library at start: a whole :class:`Card` (its options,
equipment, notes, sources...) takes five times the memory and three times as long to read. A
:class:`ListedCard` holds the columns the table shows, what tells a value to fill from the
card from one the card does not give (:func:`companion.rules.card.missing_values`), and what
the filter searches (the names in other languages). The whole card of one is read when it is
shown (``Library.get``). companion.library.card_columns reads listed cards from the stored rows.
"""

from __future__ import annotations

from typing import NamedTuple

from companion.rules.abilities import Ability
from companion.rules.card import Card, Rank, Size, missing_values


class ListedCard(NamedTuple):
    """One card of the library's list: its id, name, people, edition, rank and
    characteristics as the Card has them; ``other_names``: its name in other languages."""

    id: str
    name: str
    people: str
    rank: Rank | None
    ap: int | None
    movement: float | None
    flight: float | None
    initiative: int | None
    attack: int | None
    strength: int | None
    defence: int | None
    resilience: int | None
    aim: int | None
    courage: int | None
    fear: int | None
    discipline: int | None
    figures_per_card: int | None
    size: Size | None
    abilities: tuple[Ability, ...]
    edition: str
    other_names: tuple[str, ...]

    def missing(self) -> list[str]:
        """The fields the player should fill from the card (as :meth:`Card.missing`)."""
        return missing_values(self)


LISTED_FIELDS: tuple[str, ...] = ListedCard._fields[:-1]
"""The Card's fields a listed card holds, in its order (then the values of ``names``)."""


def listed_card(card: Card) -> ListedCard:
    """``card`` as the library lists it."""
    return ListedCard._make((*(getattr(card, name) for name in LISTED_FIELDS), tuple(card.names.values())))
