"""Cards with AP for the builder's tests (made up: the starter cards have no AP), and helpers."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from companion.rules.abilities import Ability
from companion.rules.card import Card, Rank


def card(card_id: str, name: str, ap: int, per_card: int, *abilities: str, character: bool = False) -> Card:
    return Card(id=card_id, name=name, people=card_id.partition("/")[0],
                rank=Rank.SPECIAL if character else Rank.REGULAR, character=character, ap=ap,
                figures_per_card=per_card, abilities=tuple(Ability.parse(a) for a in abilities),
                provenance="test card")


BUILDER_CARDS = (
    card("alahan/swordsman", "Alahan Swordsman", 10, 3, "Bravery"),
    card("alahan/paladin", "Paladin", 30, 3, "Bravery"),
    card("alahan/lioness", "Red Lioness", 40, 1, "Leadership/10", character=True),
    card("alahan/hero", "Young Hero", 15, 1),
    card("griffin/magistrate", "Griffin Magistrate", 20, 2),
    card("acheron/zombie", "Zombie", 9, 3),
    card("acheron/sellsword", "Acheron Sellsword", 25, 1, "Mercenary"),
)


def make_db(path: Path, extra: Sequence[Card] = ()) -> Path:
    """A fresh database holding BUILDER_CARDS and ``extra`` (no starter packs)."""
    from companion.library.store import Library

    library = Library.open(path, seed=False)
    try:
        for item in (*BUILDER_CARDS, *extra):
            library.save(item)
    finally:
        library.close()
    return path
