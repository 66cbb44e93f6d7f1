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
from collections.abc import Mapping, Sequence
from dataclasses import replace

from companion.rules.army_model import EDITIONS_MIXED, SETTING_UP, ArmyList, Violation
from companion.rules.card import Card, plain_card_id
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


def in_list_edition(army: ArmyList, cards: Mapping[str, Card]) -> ArmyList:
    """``army`` with each entry whose card has a card of the list's edition beside it (the same
    id, kept with its edition) pointed at that card, its options too (its data-source ids are
    those of the card it named: dropped). The list's edition is the
    one most of its entries have among those whose card has no such companion (on a tie, the
    first by name); a list with none of those is left as it is."""
    editions_of: dict[str, dict[str, str]] = {}
    for each in cards.values():
        editions_of.setdefault(plain_card_id(each.id, each.edition), {})[each.edition] = each.id
    votes: Counter[str] = Counter()
    for entry in army.entries:
        card = cards.get(entry.card_id)
        if card is not None and len(editions_of[plain_card_id(card.id, card.edition)]) == 1:
            votes[card.edition] += 1
    if not votes:
        return army
    edition = min(votes, key=lambda name: (-votes[name], name))
    entries = []
    for entry in army.entries:
        card = cards.get(entry.card_id)
        if card is None or card.edition == edition:
            entries.append(entry)
            continue
        twin = editions_of[plain_card_id(card.id, card.edition)].get(edition)
        if twin is None:
            entries.append(entry)
            continue
        options = tuple(twin + option.removeprefix(card.id) if option.startswith(card.id + "/") else option
                        for option in entry.options)
        entries.append(replace(entry, card_id=twin, options=options, source=None))
    return replace(army, entries=tuple(entries))
