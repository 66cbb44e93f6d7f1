"""The id a card is kept under in the library: a card's identity is its id and its edition.

Two data sets may give one id: the starter card ``dirz/sasia-samaris`` (the booklet's edition)
and the C5 data's card of that name. Both are kept: the card that comes to a library whose id
is held by a card of another edition is kept under its id and its edition
(:func:`~companion.rules.card.edition_card_id`: ``dirz/sasia-samaris-c5``), its options and the
Character it is a version of named with it. A card of the same id and edition already kept is
updated where it is, so an import gives each card the same id every time; a card whose two ids
are both held by other editions is refused (the import says so).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from companion.rules.card import Card, Option, OptionGroup, edition_card_id
from companion.rules.linked_options import CardItems


@dataclass
class Placement:
    """The cards of an import under the ids they are kept with, and those refused."""

    cards: list[Card] = field(default_factory=list)
    refused: list[tuple[Card, str]] = field(default_factory=list)
    """Each card refused, with the edition of the card that holds its id."""


def ids_to_look_up(cards: Iterable[Card]) -> set[str]:
    """Every id whose holder :func:`place` needs to know: each card's (and its Character's),
    plain and with the card's edition."""
    ids: set[str] = set()
    for card in cards:
        for card_id in (card.id, card.character_id):
            if card_id is not None:
                ids.update((card_id, edition_card_id(card_id, card.edition)))
    return ids


def place(cards: Iterable[Card], held: Mapping[str, object]) -> Placement:
    """``cards`` under the ids they are kept with, given the edition of the library's card
    holding each id (``held``, at least for :func:`ids_to_look_up`; an edition that is not a
    text is a row another program wrote: it is replaced, as a card of the same edition)."""
    taken = dict(held)
    placement = Placement()
    kept_as: dict[tuple[str, str], str] = {}
    for card in cards:
        card_id = kept_as.get((card.id, card.edition)) or _kept_id(card.id, card.edition, taken)
        if card_id is None:
            placement.refused.append((card, str(taken[card.id])))
            continue
        taken[card_id] = card.edition
        kept_as[(card.id, card.edition)] = card_id
        placement.cards.append(card if card_id == card.id else _with_id(card, card_id))
    for index, card in enumerate(placement.cards):
        character = card.character_id
        if character is not None:
            kept = kept_as.get((character, card.edition)) or _kept_id(character, card.edition, taken) or character
            if kept != character:
                placement.cards[index] = replace(card, character_id=kept)
    return placement


def _kept_id(card_id: str, edition: str, taken: Mapping[str, object]) -> str | None:
    """The id a card of ``edition`` given as ``card_id`` is kept under: the one of the two
    held by its edition, else the first free one (None: both held by other editions)."""
    candidates = (card_id, edition_card_id(card_id, edition))
    for candidate in candidates:
        holder = taken.get(candidate)
        if candidate in taken and (holder == edition or not isinstance(holder, str)):
            return candidate
    return next((candidate for candidate in candidates if candidate not in taken), None)


def _with_id(card: Card, card_id: str) -> Card:
    """``card`` named ``card_id``: its options' ids (the card's id, a slash, the option's),
    the groups offered with an option and the options groups hold by default follow (shared
    sets of options are given to the new id as they are)."""
    old = card.id + "/"

    def option_id(option: str | None) -> str | None:
        return card_id + "/" + option.removeprefix(old) if option is not None and option.startswith(old) else option

    options: Sequence[Option] = (card.options.with_card_id(card_id) if isinstance(card.options, CardItems)
                                 else tuple(replace(option, id=card_id + "/" + option.id.removeprefix(old))
                                            if option.id.startswith(old) else option for option in card.options))
    groups: Sequence[OptionGroup] = (
        card.option_groups.with_card_id(card_id) if isinstance(card.option_groups, CardItems)
        else tuple(replace(group, parent=option_id(group.parent), default=option_id(group.default))
                   for group in card.option_groups))
    return replace(card, id=card_id, options=options, option_groups=groups)
