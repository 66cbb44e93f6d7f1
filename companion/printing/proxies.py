"""Card proxies: card-sized fronts (63 x 88 mm) for figures whose reference card is lost.

Nine to a page (3 x 3) on A4 and on Letter, edge to edge so that one cut serves two cards,
with cut marks in the margins and a hairline around each card. Every characteristic is on the
face, the missing ones as a box marked "?" (no number is invented).

:func:`proxy_faces` is the data behind the sheet; :func:`render_proxies` writes the PDF.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from companion.i18n import N_, current_language, tr
from companion.errors import BadInput
from companion.rules.message import Message
from companion.printing.cardface import (
    Cell,
    ability_texts,
    ap_text,
    characteristic_cells,
    equipment_texts,
    known_identity,
    not_known,
    people_label,
)
from companion.rules.army import ArmyList
from companion.rules.card import Card


FIGURES_PER_CARD = N_("figures per card")
"""What a proxy names among what no source says (in English; shown through ``tr``)."""


@dataclass(frozen=True, slots=True)
class ProxyFace:
    """Everything printed on one proxy."""

    card_id: str
    name: str
    people: str
    identity: tuple[str, ...]
    """What is known of the rank and size (:func:`companion.printing.cardface.known_identity`)."""
    ap: str
    figures: int | None
    """Figures per card (a Character's card: one); None when no source gives it."""
    cells: tuple[Cell, ...]
    abilities: tuple[str, ...]
    equipment: tuple[str, ...]
    not_known: tuple[str, ...] = ()
    """What no source says of the rank, size, base and figures per card, named once."""

    @property
    def has_missing(self) -> bool:
        return any(cell.missing for cell in self.cells) or self.ap == "?"


def proxy_face(card: Card) -> ProxyFace:
    """The face of ``card``'s proxy, in the current language (the card's name in it when the
    pack gives one)."""
    figures_unknown = (tr(FIGURES_PER_CARD),) if card.figures_allowed is None else ()
    return ProxyFace(
        card_id=card.id,
        name=card.display_name(current_language()),
        people=people_label(card.people),
        identity=known_identity(card),
        ap=ap_text(card),
        figures=card.figures_allowed,
        cells=characteristic_cells(card),
        abilities=ability_texts(card),
        equipment=equipment_texts(card),
        not_known=not_known(card) + figures_unknown,
    )


def proxy_faces(cards_with_counts: Iterable[tuple[Card, int]]) -> list[ProxyFace]:
    """One face per proxy to print: each card repeated ``count`` times, in the order given."""
    faces: list[ProxyFace] = []
    for card, count in cards_with_counts:
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise BadInput(Message("printing.proxy-count", card=repr(card.name), count=repr(count)))
        face = proxy_face(card)
        faces.extend([face] * count)
    return faces


def army_proxies(army: ArmyList, cards: Mapping[str, Card]) -> list[tuple[Card, int]]:
    """The proxies of an army list: one per entry (an entry is one reference card).

    A card the library does not know cannot be drawn: that is bad input naming the card ids.
    """
    counts: dict[str, int] = {}
    for entry in army.entries:
        counts[entry.card_id] = counts.get(entry.card_id, 0) + 1
    unknown = [card_id for card_id in counts if card_id not in cards]
    if unknown:
        raise BadInput(Message("printing.no-card", cards=", ".join(repr(c) for c in unknown)))
    return [(cards[card_id], count) for card_id, count in counts.items()]
