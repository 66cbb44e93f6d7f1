"""Cards and two 200-AP lists written for the tournament tests (made-up AP: they test the rules, not the data);
the Paladin is the booklet's (tests.cards)."""

from __future__ import annotations

from dataclasses import replace

from companion.i18n import ENGLISH, render, using_language
from companion.rules.army import ArmyList, Entry
from companion.rules.card import Base, Card, Rank, Size
from companion.rules.message import Argument
from companion.rules.ruleset import CORE, TOURNAMENT

from tests.cards import PALADIN


def fighter(card_id: str, name: str, ap: int, per_card: int, *, character: bool = False, fear: int | None = None,
            size: Size = Size.NORMAL) -> Card:
    return Card(id=card_id, name=name, people=card_id.partition("/")[0],
                rank=Rank.SPECIAL if character else Rank.REGULAR, character=character, ap=ap,
                figures_per_card=per_card, size=size, base=Base.INFANTRY, movement=10, initiative=3, attack=4,
                strength=5, defence=4, resilience=6, courage=None if fear else 4, fear=fear, discipline=3,
                provenance="tournament test card")


LIONESS = fighter("alahan/lioness", "Red Lioness", 60, 1, character=True)
SWORDSMAN = fighter("alahan/swordsman", "Alahan Swordsman", 10, 3)
CROSSBOWMAN = fighter("alahan/crossbowman", "Alahan Crossbowman", 10, 3)
NECROMANCER = fighter("acheron/necromancer", "Necromancer", 45, 1, character=True, fear=5)
WOLFEN_ZOMBIE = fighter("acheron/wolfen-zombie", "Wolfen Zombie", 40, 1, fear=8, size=Size.LARGE)
ZOMBIE = fighter("acheron/zombie", "Zombie", 9, 3, fear=4)
SKELETON = fighter("acheron/skeleton", "Skeleton", 7, 3, fear=3)

CARDS: dict[str, Card] = {c.id: c for c in (LIONESS, PALADIN, SWORDSMAN, CROSSBOWMAN, NECROMANCER, WOLFEN_ZOMBIE,
                                             ZOMBIE, SKELETON)}

LIONS = ArmyList("Lions at the ford", "alahan", None, TOURNAMENT, (
    Entry(LIONESS.id, 1),      # 0: 60 AP
    Entry(PALADIN.id, 3),      # 1: 90 AP
    Entry(SWORDSMAN.id, 3),    # 2: 30 AP
    Entry(CROSSBOWMAN.id, 2),  # 3: 20 AP
))
"""200 AP exactly."""

DEAD = ArmyList("The hungry dead", "acheron", None, CORE, (
    Entry(NECROMANCER.id, 1),    # 0: 45 AP
    Entry(WOLFEN_ZOMBIE.id, 1),  # 1: 40 AP
    Entry(WOLFEN_ZOMBIE.id, 1),  # 2: 40 AP
    Entry(ZOMBIE.id, 3),         # 3: 27 AP
    Entry(ZOMBIE.id, 3),         # 4: 27 AP
    Entry(SKELETON.id, 3),       # 5: 21 AP
))
"""200 AP exactly; saved under the core rules (the tournament check re-rules it)."""


def with_card(cards: dict[str, Card], card: Card) -> dict[str, Card]:
    return {**cards, card.id: card}


def costing(card: Card, ap: int) -> Card:
    return replace(card, ap=ap)


def english(value: Argument) -> str:
    """What the tournament rules say, in English."""
    with using_language(ENGLISH):
        return render(value)
