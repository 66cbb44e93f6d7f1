"""The terms a reference card is written in: its rank, size and base, and its characteristics
in the order and by the short names the card prints them (booklet, "The reference cards").

companion.rules.card builds the Card on them (and gives them again, for its users).
"""

from __future__ import annotations

from enum import Enum


class Rank(str, Enum):
    """The eight ranks of the hierarchy (booklet, "The reference cards")."""

    IRREGULAR = "irregular"
    REGULAR = "regular"
    VETERAN = "veteran"
    SPECIAL = "special"
    ELITE = "elite"
    CREATURE = "creature"
    LIVING_LEGEND = "living-legend"
    MAJOR_ALLY = "major-ally"


class Size(str, Enum):
    """Figurine sizes (booklet, "The sizes"); they weigh on Firing and Physical Feats."""

    SMALL = "small"
    NORMAL = "normal"
    LARGE = "large"
    VERY_LARGE = "very-large"


class Base(str, Enum):
    """Base types and how many opponents may engage them (booklet, "movement phase")."""

    INFANTRY = "infantry"
    CAVALRY = "cavalry"
    CREATURE = "creature"

    @property
    def max_opponents(self) -> int:
        """Infantry 25x25: 4; Cavalry 25x50: 6; Creature 37.5x37.5 and bigger: 8."""
        return {Base.INFANTRY: 4, Base.CAVALRY: 6, Base.CREATURE: 8}[self]


# The characteristics in the order they are printed on the card.
CHARACTERISTICS: tuple[str, ...] = (
    "movement",
    "flight",
    "initiative",
    "attack",
    "strength",
    "defence",
    "resilience",
    "aim",
    "courage",
    "fear",
    "discipline",
    "power",
    "faith",
)



class Characteristic(str, Enum):
    """A characteristic, by the name of the card's field (a message argument names it as a
    game term)."""

    MOVEMENT = "movement"
    FLIGHT = "flight"
    INITIATIVE = "initiative"
    ATTACK = "attack"
    STRENGTH = "strength"
    DEFENCE = "defence"
    RESILIENCE = "resilience"
    AIM = "aim"
    COURAGE = "courage"
    FEAR = "fear"
    DISCIPLINE = "discipline"
    POWER = "power"
    FAITH = "faith"


SHORT_NAMES: dict[str, str] = {
    "movement": "MOV",
    "flight": "FLY",
    "initiative": "INI",
    "attack": "ATT",
    "strength": "STR",
    "defence": "DEF",
    "resilience": "RES",
    "aim": "AIM",
    "courage": "COU",
    "fear": "FEAR",
    "discipline": "DIS",
    "power": "POW",
    "faith": "FAITH",
    "ap": "AP",
}
