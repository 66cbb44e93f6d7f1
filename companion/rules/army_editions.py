"""A list built from cards of several editions: a warning, never silence.

Cards record their edition (``c2``, the booklet's; ``c5``, the fan C5 data; or a data source's
name). Army points of different editions are priced by different hands, so a list is built
from one edition; one that mixes them is still checked, and told so (booklet, "Setting up the
game": the armies are built to the agreed army points).

A card's identity is its id and its edition: the starter card ``dirz/sasia-samaris`` and the C5
card of that name are kept side by side, the second under its id and its edition
(``dirz/sasia-samaris-c5``, :func:`~companion.rules.card.edition_card_id`). A list resolves the
cards of its own edition (:func:`in_list_edition`): an entry naming the card of another edition
takes the card of the list's edition kept beside it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from companion.rules.army_model import EDITIONS_MIXED, SETTING_UP, ArmyList, Violation
from companion.rules.card import Card, edition_card_id, plain_card_id
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


def in_list_edition(army: ArmyList, lookup: Callable[[str], Card | None]) -> ArmyList:
    """``army`` with each entry pointed at the card of the list's edition kept beside its card
    (the same id, kept with its edition), its options too (its data-source ids, those of the
    card it named, are dropped). The list's edition is the one most of its entries have among
    those whose card has no card of another of the list's editions beside it (on a tie, the
    first by name); a list of one edition, or with none of those, is left as it is. ``lookup``
    finds a card by its id (``cards.get``, ``Library.get``)."""
    known: dict[str, Card | None] = {}

    def card_of(card_id: str) -> Card | None:
        if card_id not in known:
            known[card_id] = lookup(card_id)
        return known[card_id]

    cards = {entry.card_id: card for entry in army.entries if (card := card_of(entry.card_id)) is not None}
    editions = sorted({card.edition for card in cards.values()})
    if len(editions) < 2:
        return army
    beside: dict[str, dict[str, str]] = {}
    """By the id an entry names: the id of its card in each of the list's editions."""
    for card_id, card in cards.items():
        plain = plain_card_id(card.id, card.edition)
        beside[card_id] = {}
        for edition in editions:
            for candidate in (plain, edition_card_id(plain, edition)):
                other = card_of(candidate)
                if other is not None and other.edition == edition:
                    beside[card_id][edition] = other.id
                    break
    votes = Counter(cards[entry.card_id].edition for entry in army.entries
                    if entry.card_id in cards and len(beside[entry.card_id]) == 1)
    if not votes:
        return army
    edition = min(votes, key=lambda name: (-votes[name], name))
    entries = []
    for entry in army.entries:
        twin = beside.get(entry.card_id, {}).get(edition)
        if twin is None or twin == entry.card_id:
            entries.append(entry)
            continue
        options = tuple(twin + option.removeprefix(entry.card_id) if option.startswith(entry.card_id + "/")
                        else option for option in entry.options)
        entries.append(replace(entry, card_id=twin, options=options, source=None))
    return replace(army, entries=tuple(entries))
