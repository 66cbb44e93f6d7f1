"""Wound levels and Damage rolls as the game engine needs them.

Sources: booklet, "wound table" (2D6, the lowest die locates the Wound, the sum + STR - RES
gives the row, doubles are Exceptional Wounds, penalties on the dice of INI, ATT, DEF and AIM,
worsening), "abilities" (Colossal, Enormous, Gigantic, Fierce, Regeneration, Possessed,
Hard-boiled). shared/rules/FACTS.md: the 2nd-edition grid's cells are NOT known; only the worked
example's cell is: 15 at the Torso is a Critical Wound.

This module is the game's own copy of what it needs while the rules-core helper's wounds.py
and wound_table.py are not merged; the engine uses only the names defined here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from companion.rules.errors import RulesError
from companion.rules.source import Source, booklet

WOUND_SOURCE: Source = booklet("wound table")


class WoundLevel(str, Enum):
    """The wound track of a figurine (Stunned is kept apart: it is not a Wound)."""

    NONE = "none"
    STUNNED = "stunned"
    LIGHT = "light"
    SERIOUS = "serious"
    CRITICAL = "critical"
    KILLED = "killed"

    @property
    def severity(self) -> int:
        return _ORDER.index(self)

    @property
    def label(self) -> str:
        return {
            WoundLevel.NONE: "unwounded",
            WoundLevel.STUNNED: "Stunned",
            WoundLevel.LIGHT: "Light Wound",
            WoundLevel.SERIOUS: "Serious Wound",
            WoundLevel.CRITICAL: "Critical Wound",
            WoundLevel.KILLED: "Killed Outright",
        }[self]

    @property
    def is_wound(self) -> bool:
        """Booklet: "STUNNED and KILLED OUTRIGHT are not Wounds"."""
        return self in (WoundLevel.LIGHT, WoundLevel.SERIOUS, WoundLevel.CRITICAL)


_ORDER = [WoundLevel.NONE, WoundLevel.STUNNED, WoundLevel.LIGHT, WoundLevel.SERIOUS,
          WoundLevel.CRITICAL, WoundLevel.KILLED]

DIE_PENALTY: dict[WoundLevel, int] = {
    WoundLevel.NONE: 0,
    WoundLevel.LIGHT: 1,
    WoundLevel.SERIOUS: 2,
    WoundLevel.CRITICAL: 3,
}
"""Booklet: Light -1, Serious -2, Critical -3 "until the end of the game" (Stunned -1 for the round)."""


def parse_level(text: str) -> WoundLevel:
    try:
        return WoundLevel(text)
    except ValueError:
        names = ", ".join(level.value for level in WoundLevel)
        raise RulesError(f"unknown wound level {text!r}: use one of {names}") from None


def worsen(current: WoundLevel, new: WoundLevel) -> WoundLevel:
    """The wound after a new result on a figurine that has ``current`` (never STUNNED/KILLED).

    Booklet: "If an already wounded fighter is wounded again, and this new Wound is more serious
    than the previous one, apply the effects of the new Wound. If the new Wound is less or
    equally serious, the previous Wound is worsened by one level. Note: STUNNED and KILLED
    OUTRIGHT are not Wounds. They do not worsen the level of Damage." A Critical Wound worsened
    once more is read as Killed Outright.
    """
    if new is WoundLevel.KILLED:
        return WoundLevel.KILLED
    if not new.is_wound:
        return current
    if current is WoundLevel.NONE or new.severity > current.severity:
        return new
    return _ORDER[min(current.severity + 1, WoundLevel.KILLED.severity)]


def die_penalty(level: WoundLevel, stunned: bool, *, possessed: bool = False, ignores: bool = False) -> int:
    """The penalty on the die of INI, ATT, DEF and AIM rolls (positive number to subtract).

    Possessed: "The Wound penalties are considered to be one degree lower" (not Stunned).
    Colossal, Enormous, Gigantic: "ignore Wound penalties". Stunned (-1 for the round) adds to
    a Wound's penalty: both are modifiers of the die (a reading; the booklet does not combine them).
    """
    penalty = 0
    if not ignores and level.is_wound:
        effective = level
        if possessed:
            effective = _ORDER[level.severity - 1] if level is not WoundLevel.LIGHT else WoundLevel.NONE
        penalty += DIE_PENALTY.get(effective, 0)
    if stunned:
        penalty += 1
    return penalty


EXCEPTIONAL: dict[int, WoundLevel] = {
    1: WoundLevel.NONE,
    2: WoundLevel.STUNNED,
    3: WoundLevel.LIGHT,
    4: WoundLevel.SERIOUS,
    5: WoundLevel.CRITICAL,
    6: WoundLevel.KILLED,
}
"""Booklet, Exceptional Wounds: double 1 no effect, 2 Stunned, 3 Light, 4 Serious, 5 Critical,
6 Killed Outright (the tournament text repeats it)."""

LOCATIONS: dict[int, str] = {3: "Torso"}
"""The location of the lowest die where a source names it: 3 is the Torso (booklet example).
The other columns of the 2nd-edition table are not known here (FACTS.md)."""

KNOWN_CELLS: dict[tuple[int, int], WoundLevel] = {(15, 3): WoundLevel.CRITICAL}
"""(row total, lowest die) -> wound: the only cell a source gives (booklet combat example)."""


@dataclass(frozen=True, slots=True)
class DamageRoll:
    """A Damage roll as thrown: the total, where, and the wound if it is known."""

    dice: tuple[int, int]
    total: int
    lowest: int
    exceptional: bool
    wound: WoundLevel | None
    """None when the table cell is not known: the players read it on their booklet."""

    @property
    def location(self) -> str:
        return LOCATIONS.get(self.lowest, f"column {self.lowest}")


def damage_roll(dice: Sequence[int], strength: int, resilience: int, bonus: int = 0) -> DamageRoll:
    """Two D6, never re-rolled, a 1 no failure; doubles are Exceptional Wounds.

    ``bonus`` is added to the result (a Character's Master strike adds the chosen difficulty).
    """
    if len(dice) != 2:
        raise RulesError(f"a Damage roll is two D6, not {len(dice)}")
    for face in dice:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
            raise RulesError(f"a die shows 1 to 6, not {face!r}")
    a, b = dice[0], dice[1]
    lowest = min(a, b)
    if a == b:
        return DamageRoll((a, b), a + b, lowest, True, EXCEPTIONAL[a])
    total = a + b + strength - resilience + bonus
    wound = KNOWN_CELLS.get((total, lowest))
    if wound is None and total < 0:
        wound = None
    return DamageRoll((a, b), total, lowest, False, wound)


class Lives(str, Enum):
    """Creatures that are not removed when killed (booklet abilities)."""

    COLOSSAL = "Colossal"
    ENORMOUS = "Enormous"
    GIGANTIC = "Gigantic"

    @property
    def steps(self) -> tuple[WoundLevel, ...]:
        """What each kill before the last applies."""
        return {
            Lives.COLOSSAL: (WoundLevel.SERIOUS, WoundLevel.CRITICAL),
            Lives.ENORMOUS: (WoundLevel.CRITICAL,),
            Lives.GIGANTIC: (WoundLevel.LIGHT, WoundLevel.SERIOUS, WoundLevel.CRITICAL),
        }[self]

    @property
    def lives(self) -> int:
        """How many times it must be killed to be dead for good."""
        return len(self.steps) + 1


def regeneration_result(level: WoundLevel, dice: Sequence[int], threshold: int) -> tuple[WoundLevel, int]:
    """Regeneration/X: each die >= X lowers the Wound one level; re-roll after each success.

    Booklet: "Roll a die, on a result equal to / X or more, the effects are decreased one
    level ... You may re-roll the die each time you roll a success. STUNNED and KILLED OUTRIGHT
    are not Wounds, they cannot be regenerated." Returns the new level and the dice used; a die
    after a failure, or after the wounds are gone, is refused.
    """
    if not level.is_wound:
        raise RulesError(f"{level.label} cannot be regenerated")
    current = level
    for index, face in enumerate(dice):
        if not 1 <= face <= 6:
            raise RulesError(f"a die shows 1 to 6, not {face!r}")
        if face >= threshold:
            current = _ORDER[current.severity - 1]
            if current is WoundLevel.STUNNED:
                current = WoundLevel.NONE
            if current is WoundLevel.NONE and index + 1 < len(dice):
                raise RulesError("the Wounds are all regenerated: no more dice")
        elif index + 1 < len(dice):
            raise RulesError(f"die {index + 1} failed: the Regeneration stops there")
    if dice and dice[-1] >= threshold and current is not WoundLevel.NONE:
        raise RulesError("the last die succeeded: roll again (give the next die)")
    return current, len(dice)
