"""A list built from cards of several editions: a warning, never silence.

Cards record their edition (``c2``, the booklet's; ``c5``, the fan C5 data; or a data source's
name). Army points of different editions are priced by different hands, so a list is built
from one edition; one that mixes them is still checked, and told so (booklet, "Setting up the
game": the armies are built to the agreed army points).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from companion.rules.army_model import EDITIONS_MIXED, SETTING_UP, Violation
from companion.rules.card import Card
from companion.rules.message import Message


def editions_warning(resolved: Mapping[str, Card], by_card: Mapping[str, Sequence[int]]) -> Violation | None:
    """A warning naming the editions of a list that mixes them, with the entries outside the
    edition most of its entries have (None when the list has one edition)."""
    entries: dict[str, list[int]] = {}
    for card_id, card in resolved.items():
        entries.setdefault(card.edition, []).extend(by_card[card_id])
    if len(entries) < 2:
        return None
    main = max(sorted(entries), key=lambda edition: len(entries[edition]))
    others = sorted(index for edition, indices in entries.items() if edition != main for index in indices)
    return Violation(EDITIONS_MIXED, Message("army.editions-mixed", editions=tuple(sorted(entries)), main=main),
                     tuple(others), SETTING_UP)
