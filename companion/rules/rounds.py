"""Round bookkeeping: Approach and Tactical rolls, Reserve cards, Scouts, end-of-round expiry,
Reinforcement, Mutagenic and Toxic picks.

Source: booklet, "The approach", "movement phase" (the Tactical Roll), abilities Scout,
Reinforcement, Mutagenic / X, Toxic / X, War-staff; the tournament rules ("Compétences et
aptitudes spéciales, Renfort").

Reading choices:

* **The Approach and Tactical rolls** are opposed characteristic rolls on Discipline ("a die
  based on his army's best Discipline rating"): they are read as the Initiative roll is
  (:mod:`companion.rules.initiative`): 6s re-rolled and added, a roll that fails on a 1 loses,
  ties re-rolled.
* **The Reinforcement die** is a plain D6 read as written (5-6, 1-2); it is no characteristic
  roll, so a 6 is not re-rolled.
* **A Mutagenic result of 1 or less fails** ("a natural or modified result of 1").
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import TypeVar

from companion.rules.dice import RollModifiers
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.initiative import InitiativeOdds, InitiativeResult, initiative_odds, resolve_initiative
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.source import Source, booklet, tournament

APPROACH_SOURCE: Source = booklet("The approach (Approach Roll)")
TACTICAL_SOURCE: Source = booklet("movement phase (Tactical Roll)")
WAR_STAFF_SOURCE: Source = booklet("abilities, War-staff")
RESERVE_SOURCE: Source = booklet("The approach (Reserve card)")
SCOUT_SOURCE: Source = booklet("abilities, Scout")
REINFORCEMENT_SOURCE: Source = booklet("abilities, Reinforcement")
REINFORCEMENT_TOURNAMENT: Source = tournament("Compétences et aptitudes spéciales, Renfort")
MUTAGENIC_SOURCE: Source = booklet("abilities, Mutagenic / X")
TOXIC_SOURCE: Source = booklet("abilities, Toxic / X")
WAR_STAFF_BONUS = 2


def best_discipline(disciplines: Iterable[int], war_staff_discipline: int | None = None) -> int:
    """The army's best Discipline for the Approach or Tactical roll.

    ``war_staff_discipline``: the War-staff Character's Discipline when the War-staff is
    formed: "The bonuses gained through the War-staff Ability can be taken into account during
    the Approach" (+2).
    """
    values = list(disciplines)
    if war_staff_discipline is not None:
        values.append(war_staff_discipline + WAR_STAFF_BONUS)
    if not values:
        raise RulesError(Message("rounds.no-discipline"))
    return max(values)


def tactical_odds(discipline_a: int, discipline_b: int,
                  mods_a: RollModifiers = RollModifiers(),
                  mods_b: RollModifiers = RollModifiers()) -> InitiativeOdds:
    """Exact chance that each player wins the Approach (or Tactical) roll, ties re-rolled."""
    return initiative_odds(discipline_a, discipline_b, mods_a, mods_b)


def resolve_tactical(discipline_a: int, dice_a: Sequence[int], discipline_b: int,
                     dice_b: Sequence[int], mods_a: RollModifiers = RollModifiers(),
                     mods_b: RollModifiers = RollModifiers()) -> InitiativeResult:
    """The Approach (or Tactical) roll as thrown; ``winner`` None means a tie: roll again."""
    return resolve_initiative(discipline_a, dice_a, discipline_b, dice_b, mods_a, mods_b)


def reserve_limit(won_roll: bool) -> int:
    """Reserve cards a player may hold: "only one Reserve card at a time though the player who
    has won the Approach Roll may keep one extra" (the Tactical Roll likewise)."""
    return 2 if won_roll else 1


T = TypeVar("T")


def approach_piles(cards: Sequence[T], is_scout: Sequence[bool]) -> tuple[list[T], list[T]]:
    """The main Approach pile and the Scouts' pile: "the Reference cards of each army's Scouts
    are shuffled in a different pile. When the main Approach pile is exhausted, the Scouts are
    then deployed, in the same way." (Shuffling is the players' job.)"""
    if len(cards) != len(is_scout):
        raise RulesError(Message("rounds.scout-flags"))
    main = [c for c, s in zip(cards, is_scout, strict=True) if not s]
    scouts = [c for c, s in zip(cards, is_scout, strict=True) if s]
    return main, scouts


# --- end of round --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundEffects:
    """A fighter's effects that last "until the end of the round"."""

    stunned: bool = False
    charged: bool = False
    """-1 INI, ATT, DEF for being Charged."""
    fear_penalty: bool = False
    """-1 INI, ATT, DEF (paralysed or failed test)."""
    extra_dice: int = 0
    """A Character's additional combat dice (-2 ATT and DEF each)."""
    diving: bool = False
    """+3 INI, ATT, STR after a dive (Flight)."""
    mutagenic_points: int = 0
    war_fury: bool = False
    additional_limb: bool = False
    rallying_cry: bool = False

    def expire(self) -> RoundEffects:
        """Everything here ends with the round."""
        return RoundEffects()

    def expiring(self) -> list[Message]:
        """What ends now, for the companion's end-of-round summary."""
        names = {
            "stunned": Message("rounds.expires-stunned"), "charged": Message("rounds.expires-charge"),
            "fear_penalty": Message("rounds.expires-fear"), "extra_dice": Message("rounds.expires-extra-dice"),
            "diving": Message("rounds.expires-dive"), "mutagenic_points": Message("rounds.expires-mutagenic"),
            "war_fury": Message("rounds.expires-war-fury"), "additional_limb": Message("rounds.expires-additional-limb"),
            "rallying_cry": Message("rounds.expires-rallying-cry"),
        }
        return [label for key, label in names.items() if getattr(self, key)]


EXPIRY_SOURCES: tuple[Source, ...] = (
    booklet("wound table (Stunned: until the end of the round)"),
    booklet("main movements, CHARGING (until the end of the round)"),
    booklet("INFLUENCE OF FEAR (until the end of the round)"),
    booklet("MULTIPLE ATTACKS AND DEFENCES (until the end of the round)"),
)


# --- Reinforcement -------------------------------------------------------------------------


class Reinforcement(str, Enum):
    """What the Reinforcement die does."""

    RETURNS = "returns"
    """5-6: "you may take back the figurine with the lowest A.P."."""
    NOTHING = "nothing"
    LOSES = "loses"
    """1-2: "the figurine with the lowest A.P. will lose the Reinforcement Ability"."""


def reinforcement(die: int) -> Reinforcement:
    """The Reinforcement die at the beginning of each round."""
    if isinstance(die, bool) or die not in range(1, 7):
        raise RulesError(Message("rounds.not-a-die", die=repr(die)))
    if die >= 5:
        return Reinforcement.RETURNS
    if die <= 2:
        return Reinforcement.LOSES
    return Reinforcement.NOTHING


REINFORCEMENT_ODDS: dict[Reinforcement, Fraction] = {
    Reinforcement.RETURNS: Fraction(1, 3),
    Reinforcement.NOTHING: Fraction(1, 3),
    Reinforcement.LOSES: Fraction(1, 3),
}


def reinforcement_placement(ruleset: Ruleset = CORE) -> tuple[Message, Source]:
    """Where a returning figurine is placed."""
    if ruleset.tournament:
        return Message("rounds.reinforcement-tournament"), REINFORCEMENT_TOURNAMENT
    return Message("rounds.reinforcement"), REINFORCEMENT_SOURCE


# --- Mutagenic and Toxic -------------------------------------------------------------------


def mutagenic_picks(mutagenic_ap: int) -> int:
    """"one Mutagenic fighter for every 100 A.P. of Mutagenic warriors in your army" (their
    artefacts, spells, miracles and Experience cards included): full hundreds."""
    if mutagenic_ap < 0:
        raise RulesError(Message("rounds.negative-ap"))
    return mutagenic_ap // 100


def toxic_picks(toxic_ap: int) -> int:
    """"a Toxic warrior for every, even incomplete, 100 A.P. of warriors ... who possess this
    Ability": started hundreds."""
    if toxic_ap < 0:
        raise RulesError(Message("rounds.negative-ap"))
    return math.ceil(toxic_ap / 100)


def mutagenic_points(die: int, x: int) -> int:
    """Points a Mutagenic roll gives: die + X; "A natural or modified result of 1 ... will be an
    automatic failure and will therefore grant no bonus. You may not re-roll a 6"."""
    if isinstance(die, bool) or die not in range(1, 7):
        raise RulesError(Message("rounds.not-a-die", die=repr(die)))
    total = die + x
    if die == 1 or total <= 1:
        return 0
    return total


def mutagenic_odds(x: int) -> dict[int, Fraction]:
    """Exact chance of each number of Mutagenic points (0: a failure)."""
    odds: dict[int, Fraction] = {}
    for die in range(1, 7):
        points = mutagenic_points(die, x)
        odds[points] = odds.get(points, Fraction(0)) + Fraction(1, 6)
    return odds

