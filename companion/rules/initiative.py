"""Who strikes first in hand to hand combat: the Initiative roll, exact odds and thrown dice.

Booklet, "combat resolution" step 1: "Each player rolls for Initiative for his warrior. The
dice are rolled simultaneously. In case of a tie, re-roll the dice until one side takes the
advantage. The one with the highest score strikes first ... When several figurines are Engaged
in a combat, only one test is done for the whole group. The Initiative of the warrior with the
highest rating is then used with a +1 bonus for each additional warrior."

Reading choices:

* The Initiative roll is a characteristic roll (booklet, "Making a characteristic roll"): a 6 is
  re-rolled and added; in an opposed roll a higher total is always better, so every eligible
  face is re-rolled (as :func:`companion.rules.dice.roll_distribution` reads opposed rolls).
* A roll that fails (a natural 1, a 1 after a re-roll, a final die of 1 or less) "is an
  automatic failure, whatever the action": it loses to any roll that does not fail; two failed
  rolls are a tie and are re-rolled.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from companion.rules.combat import INITIATIVE_SOURCE, Ruling, Side
from companion.rules.dice import FACES, SIXTH, RollModifiers, RollOutcome, resolve_roll
from companion.rules.errors import RulesError

_LOWEST = -(10**9)


class _Kind(Enum):
    FAIL = 0
    STOP = 1
    CONTINUE = 2


def _step(mods: RollModifiers, die_total: int, first: bool, face: int) -> tuple[_Kind, int]:
    """One die of a roll where every eligible face is re-rolled."""
    if face == 1 and ((first and mods.natural_one_fails) or (not first and mods.one_after_reroll_fails)):
        return _Kind.FAIL, die_total
    new = die_total + mods.face_value(face)
    if mods.may_reroll(face):
        return _Kind.CONTINUE, new
    if mods.modified_one_fails and mods.die_modifier != 0 and new + mods.die_modifier <= 1:
        return _Kind.FAIL, new
    return _Kind.STOP, new


@dataclass(frozen=True, slots=True)
class _Roller:
    value: int
    mods: RollModifiers

    def score(self, die_total: int) -> int:
        return self.value + die_total + self.mods.die_modifier

    def safe(self, die_total: int) -> bool:
        """From this die total on, no final-die failure can happen any more."""
        return die_total + 1 + self.mods.die_modifier > 1

    def eventual_failure(self) -> Fraction:
        """Chance that a roll about to throw a re-roll die ends in an automatic failure."""
        ones = SIXTH if self.mods.one_after_reroll_fails else Fraction(0)
        again = Fraction(sum(1 for f in FACES if f != 1 and self.mods.may_reroll(f)), 6)
        return ones / (1 - again)

    def against(self, die_total: int, target: int) -> tuple[Fraction, Fraction, Fraction]:
        """(above, equal, failed) for a roll about to throw a re-roll die, against ``target``."""
        if self.score(die_total) > target and self.safe(die_total):
            failed = self.eventual_failure()
            return 1 - failed, Fraction(0), failed
        above = equal = failed = Fraction(0)
        for face in FACES:
            kind, new = _step(self.mods, die_total, False, face)
            if kind is _Kind.FAIL:
                failed += SIXTH
            elif kind is _Kind.STOP:
                score = self.score(new)
                if score > target:
                    above += SIXTH
                elif score == target:
                    equal += SIXTH
            else:
                a, e, f = self.against(new, target)
                above += SIXTH * a
                equal += SIXTH * e
                failed += SIXTH * f
        return above, equal, failed


@dataclass(frozen=True, slots=True)
class InitiativeOdds:
    """Exact chances of one throw of both Initiative rolls, and of striking first."""

    a_higher: Fraction
    tie: Fraction
    b_higher: Fraction

    @property
    def a_first(self) -> Fraction:
        """Chance that side A strikes first (ties are re-rolled until one side wins)."""
        return self.a_higher / (self.a_higher + self.b_higher)

    @property
    def b_first(self) -> Fraction:
        return 1 - self.a_first


def initiative_odds(
    initiative_a: int,
    initiative_b: int,
    mods_a: RollModifiers = RollModifiers(),
    mods_b: RollModifiers = RollModifiers(),
) -> InitiativeOdds:
    """The exact chance that each side wins the Initiative roll (see the module docstring).

    ``initiative_*`` is the side's Initiative for this round (with Charge and Fear penalties; a
    group's from :func:`companion.rules.combat.group_initiative`); ``mods_*`` its roll modifiers
    (wound penalties, Hardened, Vivacity ... from the characteristic rules).

    Re-rolls are unbounded, so the two rolls are followed die by die together: while both are
    re-rolling, the difference of their totals stays the same whenever each re-rolled face adds
    6 (always, unless promoted faces are read "as rolled"), and that repetition is summed as a
    geometric series. Exact, no cap.

    >>> initiative_odds(3, 3).a_first
    Fraction(1, 2)
    """
    a, b = _Roller(initiative_a, mods_a), _Roller(initiative_b, mods_b)
    a_wins, tie, b_wins = _lockstep(a, b, 0, 0, True, 0)
    if a_wins + b_wins == 0:
        raise RulesError("neither Initiative roll can succeed: the tie would be re-rolled forever")
    return InitiativeOdds(a_wins, tie, b_wins)


def _lockstep(
    a: _Roller, b: _Roller, ta: int, tb: int, first: bool, depth: int
) -> tuple[Fraction, Fraction, Fraction]:
    if depth > 3:
        raise RulesError(
            "exact Initiative odds need every re-rolled face to add the same (a promoted 5 read "
            "'as rolled' on one side only makes the series infinite)"
        )
    a_wins = tie = b_wins = Fraction(0)
    loop = Fraction(0)
    sq = SIXTH * SIXTH
    for fa in FACES:
        ka, na = _step(a.mods, ta, first, fa)
        for fb in FACES:
            kb, nb = _step(b.mods, tb, first, fb)
            if ka is _Kind.FAIL and kb is _Kind.FAIL:
                tie += sq
            elif ka is _Kind.FAIL:
                if kb is _Kind.STOP:
                    b_wins += sq
                else:
                    failed = b.eventual_failure()
                    tie += sq * failed
                    b_wins += sq * (1 - failed)
            elif kb is _Kind.FAIL:
                if ka is _Kind.STOP:
                    a_wins += sq
                else:
                    failed = a.eventual_failure()
                    tie += sq * failed
                    a_wins += sq * (1 - failed)
            elif ka is _Kind.STOP and kb is _Kind.STOP:
                sa, sb = a.score(na), b.score(nb)
                if sa > sb:
                    a_wins += sq
                elif sa == sb:
                    tie += sq
                else:
                    b_wins += sq
            elif ka is _Kind.STOP:
                above, equal, failed = b.against(nb, a.score(na))
                b_wins += sq * above
                tie += sq * equal
                a_wins += sq * (1 - above - equal)
            elif kb is _Kind.STOP:
                above, equal, failed = a.against(na, b.score(nb))
                a_wins += sq * above
                tie += sq * equal
                b_wins += sq * (1 - above - equal)
            else:
                same_gap = (na - nb) == (ta - tb)
                if not first and same_gap and a.safe(ta) and b.safe(tb):
                    loop += sq
                else:
                    wa, t, wb = _lockstep(a, b, na, nb, False, depth + 1)
                    a_wins += sq * wa
                    tie += sq * t
                    b_wins += sq * wb
    if loop:
        scale = 1 / (1 - loop)
        a_wins, tie, b_wins = a_wins * scale, tie * scale, b_wins * scale
    return a_wins, tie, b_wins


@dataclass(frozen=True, slots=True)
class InitiativeResult:
    """The Initiative rolls as thrown: who strikes first (None: a tie, re-roll)."""

    a: RollOutcome
    b: RollOutcome
    winner: Side | None
    ruling: Ruling

    @property
    def attacker(self) -> Side | None:
        """The side that strikes first: the Attacker; the other is the Defender."""
        return self.winner


def resolve_initiative(
    initiative_a: int,
    dice_a: Sequence[int],
    initiative_b: int,
    dice_b: Sequence[int],
    mods_a: RollModifiers = RollModifiers(),
    mods_b: RollModifiers = RollModifiers(),
) -> InitiativeResult:
    """Both Initiative rolls as thrown; the highest strikes first, a tie is re-rolled.

    Booklet example: the Wolfen Zombie (INI 3) rolls 2 for 5, the Paladin (INI 3 - 1 Charge)
    rolls 2 for 4: the Zombie strikes first.
    """
    roll_a = resolve_roll(initiative_a, _LOWEST, dice_a, mods_a)
    roll_b = resolve_roll(initiative_b, _LOWEST, dice_b, mods_b)
    if roll_a.success and roll_b.success:
        if roll_a.total == roll_b.total:
            winner: Side | None = None
        else:
            winner = Side.A if roll_a.total > roll_b.total else Side.B
    elif roll_a.success:
        winner = Side.A
    elif roll_b.success:
        winner = Side.B
    else:
        winner = None
    if winner is None:
        text = f"tie ({roll_a.explain()}; {roll_b.explain()}): re-roll the dice"
    else:
        text = f"side {winner.value.upper()} strikes first ({roll_a.explain()}; {roll_b.explain()})"
    return InitiativeResult(roll_a, roll_b, winner, Ruling(text, INITIATIVE_SOURCE))
