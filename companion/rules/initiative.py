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
from fractions import Fraction
from functools import lru_cache
from math import lcm

from companion.rules.combat import INITIATIVE_SOURCE, Side
from companion.rules.dice import FACES, SIXTH, RollModifiers, RollOutcome, resolve_roll
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.ruling import Ruling

_LOWEST = -(10**9)


@dataclass(frozen=True, slots=True)
class _Roll:
    """One side's Initiative roll, always re-rolling, split for exact summation.

    A roll is k re-rolls (each adds ``step``, chance ``again`` each) then a stopping die. The
    first ``cut`` values of k are listed in ``head`` (score -> chance; failures in ``failed``);
    from k = ``cut`` on, no final-die failure can happen, and the roll scores
    ``base + k * step + s`` with chance ``again ** k / 6`` for each s in ``stops``.
    """

    head: dict[int, Fraction]
    failed: Fraction
    base: int
    step: int
    again: Fraction
    stops: tuple[int, ...]
    cut: int

    @property
    def tail_mass(self) -> Fraction:
        """Chance of a successful roll with k >= cut re-rolls."""
        if not self.again:
            return Fraction(0)
        return len(self.stops) * SIXTH * self.again**self.cut / (1 - self.again)


def _roll(value: int, mods: RollModifiers) -> _Roll:
    again_faces = [f for f in FACES if mods.may_reroll(f)]
    steps = {mods.face_value(f) for f in again_faces}
    if len(steps) > 1:
        raise RulesError(Message("initiative.uneven-rerolls"))
    step = steps.pop() if steps else 0
    again = Fraction(len(again_faces), 6)
    base = value + mods.die_modifier

    def stop(die_total: int) -> bool:
        """Whether a roll stopping on this die total succeeds (final die of 1 or less)."""
        return not (mods.modified_one_fails and mods.modified and die_total + mods.die_modifier <= 1)

    head: dict[int, Fraction] = {}
    failed = Fraction(0)

    def add(score: int, chance: Fraction) -> None:
        head[score] = head.get(score, Fraction(0)) + chance

    # k = 0: the first die stops.
    for face in FACES:
        if face in again_faces:
            continue
        if face == 1 and mods.natural_one_fails:
            failed += SIXTH
        elif stop(mods.face_value(face)):
            add(base + mods.face_value(face), SIXTH)
        else:
            failed += SIXTH
    later = [f for f in FACES if f not in again_faces]
    ones_fail = mods.one_after_reroll_fails
    stops = tuple(mods.face_value(f) for f in later if not (f == 1 and ones_fail))
    if not again_faces:
        return _Roll(head, failed, base, 0, Fraction(0), (), 1)
    # Re-roll failures (a 1 after a re-roll) for every k >= 1: a geometric series.
    if ones_fail:
        failed += again * SIXTH / (1 - again)
    cut = 1
    while stops and cut * step + min(stops) + mods.die_modifier <= 1:
        cut += 1
    for k in range(1, cut):
        for s in stops:
            chance = again**k * SIXTH
            if stop(k * step + s):
                add(base + k * step + s, chance)
            else:
                failed += chance
    return _Roll(head, failed, base, step, again, stops, cut)


def _chance_at(roll: _Roll, score: int) -> Fraction:
    """The chance that ``roll`` succeeds scoring exactly ``score``."""
    chance = roll.head.get(score, Fraction(0))
    if roll.again:
        for s in roll.stops:
            k, rest = divmod(score - roll.base - s, roll.step)
            if not rest and k >= roll.cut:
                chance += roll.again**k * SIXTH
    return chance


def _lowest(roll: _Roll) -> int:
    """The lowest score ``roll`` succeeds with."""
    scores = list(roll.head)
    if roll.again and roll.stops:
        scores.append(roll.base + roll.cut * roll.step + min(roll.stops))
    return min(scores, default=0)


def _periodic_from(roll: _Roll) -> int:
    """The score from which each score's chance is ``again`` times that of ``step`` less: past
    the head and past the stops of the last listed re-roll (beyond it, no chance at all)."""
    past_head = max(roll.head, default=_LOWEST) + 1
    if not roll.again or not roll.stops:
        return past_head
    return max(past_head, roll.base + (roll.cut - 1) * roll.step + max(roll.stops) + 1)


def _compare(a: _Roll, b: _Roll) -> tuple[Fraction, Fraction, Fraction]:
    """One throw of both rolls: the chances that A scores higher, that they tie, that B does.

    The two score distributions are tabulated over a small window: from the lowest score to
    where both have become periodic (each chance ``again`` times the one a re-roll ``step``
    below), then two periods more. Past the window's start, one period (the least common
    multiple of both steps) repeats with the ratios ``ρa``, ``ρb``: the rest of each sum is a
    geometric series, summed in closed form."""
    step_a, step_b = (a.step if a.again else 1), (b.step if b.again else 1)
    period = lcm(step_a, step_b)
    rho_a, rho_b = a.again ** (period // step_a), b.again ** (period // step_b)
    start = max(_periodic_from(a), _periodic_from(b))
    scores = range(min(_lowest(a), _lowest(b), start), start + 2 * period)
    pa = {n: _chance_at(a, n) for n in scores}
    pb = {n: _chance_at(b, n) for n in scores}
    a_ok = sum(a.head.values(), Fraction(0)) + a.tail_mass
    b_ok = sum(b.head.values(), Fraction(0)) + b.tail_mass
    a_wins, tie, b_wins = a_ok * b.failed, a.failed * b.failed, b_ok * a.failed
    below_a = below_b = Fraction(0)  # the chance of scoring below n (n < start)
    for n in range(scores.start, start):
        a_wins += pa[n] * below_b
        b_wins += pb[n] * below_a
        tie += pa[n] * pb[n]
        below_a += pa[n]
        below_b += pb[n]
    # From ``start`` on, every period scales A's chance by ρa and B's chance of n or more by ρb.
    both = 1 - rho_a * rho_b
    window_a = sum((pa[m] for m in range(start, start + period)), Fraction(0))
    window_b = sum((pb[m] for m in range(start, start + period)), Fraction(0))
    for n in range(start, start + period):
        above_a, above_b = window_a / (1 - rho_a), window_b / (1 - rho_b)
        a_wins += pa[n] * (b_ok / (1 - rho_a) - above_b / both)
        b_wins += pb[n] * (a_ok / (1 - rho_b) - above_a / both)
        tie += pa[n] * pb[n] / both
        window_a += pa[n + period] - pa[n]
        window_b += pb[n + period] - pb[n]
    return a_wins, tie, b_wins


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
    (wound penalties, Hardened, Vivacity, house rule 21 ... from the characteristic rules).

    Re-rolls are unbounded: a roll is k re-rolls then a stopping die, with chance geometric in
    k. Both rolls' scores are tabulated up to where their chances repeat, a period on (each
    ``again`` times the one a re-roll below); the rest of the comparison is a geometric series
    over the periods, summed in closed form. Exact, no cap; checked against enumeration in the
    tests.

    >>> initiative_odds(3, 3).a_first
    Fraction(1, 2)
    """
    return _odds(initiative_a - initiative_b, mods_a, mods_b)


@lru_cache(maxsize=4096)
def _odds(lead: int, mods_a: RollModifiers, mods_b: RollModifiers) -> InitiativeOdds:
    """:func:`initiative_odds` with A's Initiative ``lead`` above B's: only the difference
    counts, the rolls' totals being compared (the same numbers recur from one fight to the next)."""
    a, b = _roll(lead, mods_a), _roll(0, mods_b)
    a_wins, tie, b_wins = _compare(a, b)
    if a_wins + b_wins == 0:
        raise RulesError(Message("initiative.endless-tie"))
    return InitiativeOdds(a_wins, tie, b_wins)


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
        text = Message("initiative.tie", a=roll_a.explain(), b=roll_b.explain())
    elif winner is Side.A:
        text = Message("initiative.a-first", a=roll_a.explain(), b=roll_b.explain())
    else:
        text = Message("initiative.b-first", a=roll_a.explain(), b=roll_b.explain())
    return InitiativeResult(roll_a, roll_b, winner, Ruling(text, INITIATIVE_SOURCE))
