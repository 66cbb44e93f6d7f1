"""The French house rules where they change a number the engine computes.

Each house rule is switched on by number in :class:`companion.rules.ruleset.Ruleset`. Most are
applied where the rule they change lives; this module holds house rule 1 (night) and the index
of where each rule is applied.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.ruleset import HOUSE_RULE_TITLES, Ruleset
from companion.rules.source import Source, house

HOUSE_RULES_IN_ENGINE: dict[int, str] = {
    1: "companion.rules.house_rules.night_limits (vision limits, shooting modifiers)",
    6: "companion.rules.firing.may_counter_fire / counter_fire (Initiative thresholds by weapon)",
    11: "companion.rules.movement (climbing, jumping, swimming, crawling)",
    12: "companion.rules.firing.perception_chance (2D6 thresholds 3/6/8 at 20/40/60 cm)",
    14: "companion.rules.firing.fray_probabilities (weights by base)",
    15: "companion.rules.firing.aim_difficulty (aimed shots +1/+2/+3/+5)",
    21: "companion.rules.characteristic.roll_setup (wound effects on each Attack die)",
}
"""Where each house rule that changes a computed number is applied. The others (2-5, 7-10,
13, 16-20) describe campaigns, mounts, fire, turtles, strength tests or scenario costs that the
engine does not compute; the app lists them by title."""


def source(number: int) -> Source:
    """The citation of house rule ``number``."""
    if number not in HOUSE_RULE_TITLES:
        raise RulesError(Message("ruleset.unknown-house-rules", count=1, numbers=str(number)))
    return house(number, HOUSE_RULE_TITLES[number])


# --- House rule 1, "Attaque de nuit" --------------------------------------------------------


class Night(str, Enum):
    """The night conditions of house rule 1."""

    MOONLESS = "moonless"
    FULL_MOON = "full-moon"
    CAMPFIRE = "campfire"
    STORM = "storm"


NIGHT_AFFECTED_PEOPLES: frozenset[str] = frozenset(
    {"alahan", "griffin", "sessair", "drune", "dirz", "acheron", "no-dan-kar", "tir-na-bor",
     "mid-nor"})
"""Peoples of Humans, Goblins and Dwarves: "les figurines Humaines, gobs et naines ne peuvent
tirer et charger qu'à une distance limitée. Les MVs et les wolfen ne sont pas affectés." The
rule names no other people (Elves, Orcs, Devourers): they are read as unaffected."""


def night_affected(people: str, living_dead: bool = False) -> bool:
    """Whether a fighter is limited at night (Living-dead never are)."""
    return people in NIGHT_AFFECTED_PEOPLES and not living_dead


@dataclass(frozen=True, slots=True)
class NightLimits:
    """How far a fighter may fire and charge at night, and the shooting modifier."""

    max_range: float | None
    """Centimetres; None: no limit from the night."""
    aim_modifier: int
    """Added to the shooting difficulty."""
    notes: tuple[Message, ...]
    source: Source


def night_limits(condition: Night, affected: bool = True, *,
                 target_distance: float | None = None, ruleset: Ruleset | None = None) -> NightLimits:
    """House rule 1: "Nuit sans lune: 15 cm de vision max. Pleine lune: jusqu'à 30 cm. Feu de
    camps: Le feu éclaire dans un rayon de 30cm. Les archers ont un malus de +1. ... Orage: ...
    La ligne de vue est toutefois infinie et les archers peuvent tirer avec un malus de +3
    cumulable. Sauf si la figurine visée est à moins de 15 cm"."""
    if ruleset is not None and not ruleset.house(1):
        raise RulesError(Message("house-rules.night-off"))
    src = source(1)
    if not affected:
        return NightLimits(None, 0, (Message("house-rules.night-unaffected"),), src)
    if condition is Night.MOONLESS:
        return NightLimits(15, 0, (Message("house-rules.night-moonless"),), src)
    if condition is Night.FULL_MOON:
        return NightLimits(30, 0, (Message("house-rules.night-full-moon"),), src)
    if condition is Night.CAMPFIRE:
        return NightLimits(None, 1, (Message("house-rules.night-campfire"),), src)
    if target_distance is not None and target_distance < 15:
        return NightLimits(None, 0, (Message("house-rules.night-storm-close"),), src)
    return NightLimits(None, 3, (Message("house-rules.night-storm"), Message("house-rules.night-rain")), src)
