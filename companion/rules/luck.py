"""The luck of a game: rolls of known chances, the successes expected and got, and the exact
chance of doing at least as well with the same rolls.

Every roll at the table has its exact chance of success before it is thrown. The successes of
rolls of unequal chances follow a Poisson binomial distribution: the number of successes of
rolls with chances p1 ... pn has the generating polynomial (1 - p1 + p1 x) ... (1 - pn + pn x),
computed here exactly by convolution (integers over one common denominator, then fractions).
A player's luck over some rolls is where his successes fall in that distribution: the chance
of at least as many successes with the same rolls (1: anybody does at least as well; small:
luckier than most players would have been).

A Damage roll is read against the distribution of the wound it can do (booklet, "wound
table"): for the game as a whole, it succeeds when it wounds (a Light Wound or worse, Killed
Outright included); beside that, the Damage rolls are read once for each wound level: the
chance of doing at least that wound, and whether the roll did.

The rolls themselves come from a game's log (:mod:`companion.rules.game.luck`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from companion.rules.message import Message
from companion.rules.wounds import WoundLevel


class LuckPhase(str, Enum):
    """The kinds of rolls a game's luck is told by (the names the JSON output uses)."""

    TACTICAL = "tactical"
    """The Approach and Tactical rolls (booklet, "The approach", "movement phase")."""
    COURAGE = "courage"
    """Courage tests against Fear, a Fanatic's Discipline roll, Rallying rolls."""
    FIRING = "firing"
    """Aim rolls: shots and Counter-fire."""
    INITIATIVE = "initiative"
    """The Initiative rolls of the combats and the Disengagement rolls."""
    ATTACK_DEFENCE = "attack-defence"
    """Attack rolls, Defence rolls (parries, Counter-Attacks, Sustained Defences)."""
    DAMAGE = "damage"
    """Damage rolls of the blows of a hand to hand combat."""

    @property
    def label(self) -> Message:
        """The kind of rolls in a few words ("Attack and Defence")."""
        return _PHASE_LABELS[self]


_PHASE_LABELS = {
    LuckPhase.TACTICAL: Message("luck.phase-tactical"), LuckPhase.COURAGE: Message("luck.phase-courage"),
    LuckPhase.FIRING: Message("luck.phase-firing"), LuckPhase.INITIATIVE: Message("luck.phase-initiative"),
    LuckPhase.ATTACK_DEFENCE: Message("luck.phase-attack-defence"), LuckPhase.DAMAGE: Message("luck.phase-damage"),
}


WOUND_THRESHOLDS: tuple[WoundLevel, ...] = (WoundLevel.STUNNED, WoundLevel.LIGHT, WoundLevel.SERIOUS,
                                            WoundLevel.CRITICAL, WoundLevel.KILLED)
"""The wound levels the Damage rolls are read against ("at least a Light Wound" ...)."""

WOUNDING = WoundLevel.LIGHT
"""A Damage roll succeeds, for the game as a whole, when it does at least this wound."""


@dataclass(frozen=True, slots=True)
class Roll:
    """One roll thrown: by which side, in which round (0: the Approach), its chance of success
    before it was thrown, and whether it succeeded. A Damage roll also keeps the chance of doing
    at least each wound level (``at_least``) and the wound it did."""

    side: int
    round: int
    phase: LuckPhase
    chance: Fraction
    success: bool
    at_least: tuple[tuple[WoundLevel, Fraction], ...] = ()
    wound: WoundLevel | None = None

    def reached(self, level: WoundLevel) -> bool:
        """A Damage roll: it did at least ``level``."""
        return self.wound is not None and self.wound.severity >= level.severity

    def chance_of(self, level: WoundLevel) -> Fraction:
        """A Damage roll: its chance of doing at least ``level``."""
        return dict(self.at_least).get(level, Fraction(0))


@dataclass(frozen=True, slots=True)
class Luck:
    """Some rolls read together: how many, the successes expected (the sum of their chances)
    and got, and the exact chance of at least as many successes with the same rolls."""

    rolls: int
    expected: Fraction
    got: int
    at_least_as_well: Fraction


@dataclass(frozen=True, slots=True)
class PlayerLuck:
    """A player's luck over the game, by kind of roll, by wound for the Damage rolls, and over
    the rounds so far at the end of each round (the chart)."""

    side: int
    overall: Luck
    phases: tuple[tuple[LuckPhase, Luck], ...]
    wounds: tuple[tuple[WoundLevel, Luck], ...]
    rounds: tuple[tuple[int, Luck], ...]


def successes_distribution(chances: Sequence[Fraction]) -> tuple[Fraction, ...]:
    """The exact chance of 0, 1, ... n successes of rolls with ``chances`` (a Poisson binomial
    distribution), by convolution of the rolls one after another."""
    counts, denominator = _polynomial(chances)
    return tuple(Fraction(c, denominator) for c in counts)


def at_least(chances: Sequence[Fraction], successes: int) -> Fraction:
    """The exact chance of at least ``successes`` successes with rolls of ``chances``."""
    counts, denominator = _polynomial(chances)
    return Fraction(sum(counts[max(successes, 0):]), denominator)


def _polynomial(chances: Sequence[Fraction]) -> tuple[list[int], int]:
    """The integer coefficients of the product of (q - p + p x) over the product of the
    chances' denominators q (each chance p / q)."""
    counts = [1]
    denominator = 1
    for chance in chances:
        counts = _times(counts, chance)
        denominator *= chance.denominator
    return counts, denominator


def _times(counts: list[int], chance: Fraction) -> list[int]:
    """``counts`` times (q - p + p x), for ``chance`` p / q."""
    hit, whole = chance.numerator, chance.denominator
    if not 0 <= hit <= whole:
        raise ValueError(f"a chance must be between 0 and 1, not {chance}")
    miss = whole - hit
    grown = [c * miss for c in counts]
    grown.append(0)
    if hit:
        for k, c in enumerate(counts):
            grown[k + 1] += c * hit
    return grown


def luck_of(events: Iterable[tuple[Fraction, bool]]) -> Luck:
    """The luck of rolls given as (chance, success)."""
    chances: list[Fraction] = []
    got = 0
    for chance, success in events:
        chances.append(chance)
        got += success
    return Luck(len(chances), sum(chances, Fraction(0)), got, at_least(chances, got))


def _running(events: Sequence[tuple[int, Fraction, bool]]) -> tuple[tuple[int, Luck], ...]:
    """The luck of the rolls up to the end of each round, from (round, chance, success) in the
    order played: one convolution, read at each round's end."""
    counts = [1]
    denominator = 1
    expected = Fraction(0)
    got = 0
    found: list[tuple[int, Luck]] = []
    for index, (round_, chance, success) in enumerate(events):
        counts = _times(counts, chance)
        denominator *= chance.denominator
        expected += chance
        got += success
        if index + 1 == len(events) or events[index + 1][0] != round_:
            found.append((round_, Luck(index + 1, expected, got, Fraction(sum(counts[got:]), denominator))))
    return tuple(found)


def player_luck(rolls: Iterable[Roll], side: int) -> PlayerLuck:
    """``side``'s luck over the game's ``rolls`` (in the order thrown)."""
    mine = [r for r in rolls if r.side == side]
    phases = tuple((phase, luck_of((r.chance, r.success) for r in mine if r.phase is phase))
                   for phase in LuckPhase if any(r.phase is phase for r in mine))
    damage = [r for r in mine if r.phase is LuckPhase.DAMAGE]
    wounds = tuple((level, luck_of((r.chance_of(level), r.reached(level)) for r in damage))
                   for level in WOUND_THRESHOLDS) if damage else ()
    rounds = _running([(r.round, r.chance, r.success) for r in sorted(mine, key=lambda r: r.round)])
    overall = rounds[-1][1] if rounds else Luck(0, Fraction(0), 0, Fraction(1))
    return PlayerLuck(side, overall, phases, wounds, rounds)


def game_luck(rolls: Sequence[Roll]) -> tuple[PlayerLuck, PlayerLuck]:
    """Both players' luck."""
    return player_luck(rolls, 0), player_luck(rolls, 1)


def damage_roll(side: int, round_: int, by_level: dict[WoundLevel, Fraction], wound: WoundLevel) -> Roll:
    """A Damage roll that did ``wound``, of the distribution ``by_level`` (the chance of each
    level): a success when it wounds (see the module docstring)."""
    at_least_level = tuple((level, sum((p for lv, p in by_level.items() if lv.severity >= level.severity),
                                       Fraction(0)))
                           for level in WOUND_THRESHOLDS)
    roll = Roll(side, round_, LuckPhase.DAMAGE, Fraction(0), False, at_least_level, wound)
    return Roll(side, round_, LuckPhase.DAMAGE, roll.chance_of(WOUNDING), roll.reached(WOUNDING), at_least_level,
                wound)


__all__ = ["Luck", "LuckPhase", "PlayerLuck", "Roll", "WOUNDING", "WOUND_THRESHOLDS", "at_least", "damage_roll",
           "game_luck", "luck_of", "player_luck", "successes_distribution"]
