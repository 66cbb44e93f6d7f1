"""Characteristic rolls with the D6: open-ended re-rolls, automatic failures, exact odds.

Source: booklet, "Making a characteristic roll" and "Wounds" (the final die result).

The rule, as worded:

* "roll a D6 and add the result of the die to the score in the relevant characteristic. If the
  die result is 6, you **may** immediately re-roll the die and add the new result to the previous
  total. You may re-roll the die as long as you get a 6. This does not apply to Damage rolls."
* "if the die result is 1, the roll is an automatic failure" ... "This rule goes also for a
  re-rolled 6: a 6 followed by a 1 ends up to be a failure as well."
* "If the final result of the die (after a re-rolled 6 as the case may be) is lower or equal to
  1, the action is a failure." (Wounds: the wound penalty is applied to the die, so a wounded
  fighter may fail on a die of 2, 3 or 4.)

Reading choices (each is written where it is applied):

* **"may" re-roll.** A re-roll can only add to the total, but a 1 on it fails. So the player
  re-rolls an eligible face exactly while the roll is not yet a success (stopping then fails
  for sure), and stops as soon as it is (re-rolling then can only lose). :func:`chance_to_reach`
  assumes that play; :func:`resolve_roll` follows the dice the player actually threw, and accepts
  a voluntary re-roll of an eligible face after the difficulty was already reached.
* **"A 5 equals a 6 ... and can therefore be re-rolled as such"** (Bravery, Brutal, Fanaticism,
  Hardened). The booklet says the 5 *equals* a 6, so by default a promoted 5 adds 6 to the
  total (:attr:`FaceValue.AS_SIX`). Players who read the sentence only as "a 5 may be re-rolled"
  and add 5 choose :attr:`FaceValue.AS_ROLLED`.
* **Final die of 1 or less.** The final die result is the sum of the dice thrown plus
  :attr:`RollModifiers.die_modifier`. With no modifier it can only be 1 on a natural 1, which
  the natural-1 rule already covers; so an ability that cancels the natural 1 (Bravery) is not
  undone by this rule. With a modifier (wounds, Blood brother), a final result of 1 or less
  fails unless :attr:`RollModifiers.modified_one_fails` is off (Sharp shooter, Vivacity).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.source import Source, booklet

ROLL_SOURCE: Source = booklet("Making a characteristic roll")
FINAL_DIE_SOURCE: Source = booklet("Wounds (final result of the die)")

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
SIXTH = Fraction(1, 6)

MAX_ROLL_DICE = 60
"""The most dice one characteristic roll may have: a first die and 59 re-rolls (59 sixes in a
row, a chance of 6**-59, is never thrown). Dice typed in or read from a log past it are refused,
and the app never draws more."""

MAX_GAP = 5000
"""How far above the characteristic a difficulty may be for an exact answer (a chance below
6**-800): beyond it :func:`chance_to_reach` raises :class:`RulesError` rather than loop."""


class FaceValue(str, Enum):
    """What a promoted face (a 5 that "equals a 6") adds to the total."""

    AS_SIX = "as-six"
    """The booklet's words: a 5 equals a 6, so it adds 6 (default)."""
    AS_ROLLED = "as-rolled"
    """The 5 only may be re-rolled; it adds 5."""


@dataclass(frozen=True, slots=True)
class RollModifiers:
    """How one characteristic roll is read: re-rolls, automatic failures, die modifier."""

    die_modifier: int = 0
    """Added to the die total: wound penalties (-1..-3), Blood brother -1, bonuses."""
    reroll_faces: frozenset[int] = frozenset({6})
    """Faces that may be re-rolled and added ({5, 6} with Bravery/Brutal/Fanaticism/Hardened)."""
    natural_one_fails: bool = True
    """A natural 1 on the first die fails (False: Bravery / Born killer on Courage)."""
    one_after_reroll_fails: bool = True
    """A 1 after a re-roll fails (False: Brutal on Attack; Sharp shooter; Vivacity)."""
    modified_one_fails: bool = True
    """A final die result (after re-rolls and die_modifier) <= 1 fails (False: Sharp shooter,
    Vivacity). Only a modified result can be checked: see the module docstring."""
    rerolls: bool = True
    """False for Damage and Mutagenic rolls."""
    promoted_faces: FaceValue = FaceValue.AS_SIX
    """What a re-rollable face below 6 adds (see :class:`FaceValue`)."""
    per_die_modifier: int = 0
    """Added to every die thrown, re-rolls included (house rule 21, "Effet des blessures":
    "2 + (6 - 3) + (5 - 3) = 7"). The booklet's wound penalty is :attr:`die_modifier`."""
    sources: tuple[Source, ...] = field(default=(), compare=False)
    """The rules that produced these modifiers (for explanations; not part of equality)."""

    def __post_init__(self) -> None:
        bad = sorted(f for f in self.reroll_faces if f not in FACES)
        if bad:
            raise RulesError(Message("dice.bad-reroll-faces", faces=tuple(bad)))
        if 1 in self.reroll_faces:
            raise RulesError(Message("dice.one-rerolled"))
        if self.per_die_modifier < -4:
            raise RulesError(Message("dice.per-die-too-low"))

    @property
    def modified(self) -> bool:
        """Whether any modifier changes the die (so that its final result can be 1 or less)."""
        return self.die_modifier != 0 or self.per_die_modifier != 0

    def face_value(self, face: int) -> int:
        """What ``face`` adds to the die total."""
        if face in self.reroll_faces and self.promoted_faces is FaceValue.AS_SIX:
            return 6 + self.per_die_modifier
        return face + self.per_die_modifier

    def may_reroll(self, face: int) -> bool:
        """Whether ``face`` may be re-rolled and added."""
        return self.rerolls and face in self.reroll_faces


class RollRule(str, Enum):
    """Which rule decided a roll."""

    REACHED = "reached"
    SHORT = "short"
    NATURAL_ONE = "natural-one"
    ONE_AFTER_REROLL = "one-after-reroll"
    FINAL_DIE_ONE = "final-die-one"

    @property
    def message(self) -> Message:
        """The rule in words."""
        return _RULE_MESSAGES[self]

    @property
    def source(self) -> Source:
        return FINAL_DIE_SOURCE if self is RollRule.FINAL_DIE_ONE else ROLL_SOURCE


_RULE_MESSAGES: dict[RollRule, Message] = {
    RollRule.REACHED: Message("dice.reached"),
    RollRule.SHORT: Message("dice.short"),
    RollRule.NATURAL_ONE: Message("dice.natural-one"),
    RollRule.ONE_AFTER_REROLL: Message("dice.one-after-reroll"),
    RollRule.FINAL_DIE_ONE: Message("dice.final-die-one"),
}


def dice_thrown(dice: Sequence[int]) -> Message | int:
    """The dice in the order thrown: ``6 then 2 then 3``."""
    shown: Message | int = dice[0]
    for die in dice[1:]:
        shown = Message("dice.then", first=shown, then=die)
    return shown


@dataclass(frozen=True, slots=True)
class RollOutcome:
    """What a thrown roll gives: success, totals, the dice used and the rule that decided."""

    success: bool
    total: int
    """Characteristic + die total + die modifier."""
    die_total: int
    """The dice added up (a promoted 5 and a per-die modifier counted as the modifiers say)."""
    final_die: int
    """The final result of the die: die total + die modifier."""
    dice: tuple[int, ...]
    rule: RollRule

    @property
    def rerolls(self) -> int:
        return len(self.dice) - 1

    def explain(self) -> Message:
        """The roll in words: "dice 6 then 2: total 12, success (the total reaches ...)"."""
        if self.success:
            return Message("dice.success", dice=dice_thrown(self.dice), total=self.total,
                           rule=self.rule.message)
        return Message("dice.failure", dice=dice_thrown(self.dice), total=self.total,
                       rule=self.rule.message)


def _check_die(face: int, position: int) -> None:
    if isinstance(face, bool) or not isinstance(face, int) or face not in FACES:
        raise RulesError(Message("dice.not-a-die", position=position, face=repr(face)))


def _state(
    value: int, difficulty: int, die_total: int, mods: RollModifiers
) -> tuple[bool, RollRule]:
    """Success or not of the roll stopped at ``die_total`` (no automatic 1 involved)."""
    final = die_total + mods.die_modifier
    if mods.modified_one_fails and mods.modified and final <= 1:
        return False, RollRule.FINAL_DIE_ONE
    if value + final >= difficulty:
        return True, RollRule.REACHED
    return False, RollRule.SHORT


def _auto_fail(face: int, first: bool, mods: RollModifiers) -> RollRule | None:
    if face != 1:
        return None
    if first and mods.natural_one_fails:
        return RollRule.NATURAL_ONE
    if not first and mods.one_after_reroll_fails:
        return RollRule.ONE_AFTER_REROLL
    return None


def resolve_roll(
    value: int,
    difficulty: int,
    dice: Sequence[int],
    mods: RollModifiers = RollModifiers(),
) -> RollOutcome:
    """Resolve a characteristic roll of ``value`` against ``difficulty`` with the dice thrown.

    ``dice`` are the faces in the order they were thrown: the first die, then each re-roll.
    Raises :class:`RulesError` for a face outside 1-6, for more than :data:`MAX_ROLL_DICE` dice,
    when the roll needs another die than those given (the player had to re-roll to have a
    chance), or when a die follows one that cannot be re-rolled. A re-roll after the difficulty is reached is the player's choice
    ("may") and is followed as thrown.
    """
    if not dice:
        raise RulesError(Message("dice.none"))
    if len(dice) > MAX_ROLL_DICE:
        raise RulesError(Message("dice.too-many-for-a-roll", count=len(dice), limit=MAX_ROLL_DICE))
    for position, face in enumerate(dice, start=1):
        _check_die(face, position)
    die_total = 0
    for index, face in enumerate(dice):
        first = index == 0
        if not first and not mods.may_reroll(dice[index - 1]):
            raise RulesError(Message("dice.not-rerollable", position=index + 1, face=dice[index - 1],
                                     count=index))
        die_total += mods.face_value(face)
        failed = _auto_fail(face, first, mods)
        if failed is not None:
            if index + 1 < len(dice):
                raise RulesError(Message("dice.too-many", position=index + 1, rule=failed.message,
                                         count=len(dice) - index - 1))
            return RollOutcome(
                False, value + die_total + mods.die_modifier, die_total,
                die_total + mods.die_modifier, tuple(dice[: index + 1]), failed,
            )
    success, rule = _state(value, difficulty, die_total, mods)
    last = dice[-1]
    if not success and mods.may_reroll(last):
        raise RulesError(Message("dice.give-another", count=len(dice), face=last, next=len(dice) + 1))
    return RollOutcome(
        success, value + die_total + mods.die_modifier, die_total,
        die_total + mods.die_modifier, tuple(dice), rule,
    )


def _reroll_chances(
    value: int, difficulty: int, mods: RollModifiers, start: int
) -> dict[int, Fraction]:
    """P(success | a re-roll is about to be thrown with die total s), for s >= ``start``.

    Only the totals where the roll is not yet a success matter (the player stops otherwise);
    each die adds at least 1, so the chances are computed from the highest total down.
    """
    # The smallest die total that is a success (ignoring automatic 1s).
    top = difficulty - value - mods.die_modifier
    if mods.modified_one_fails and mods.modified:
        top = max(top, 2 - mods.die_modifier)
    if top - start > MAX_GAP:
        raise RulesError(Message("dice.too-far", difficulty=difficulty, gap=MAX_GAP))
    chances: dict[int, Fraction] = {}
    for total in range(top - 1, start - 1, -1):
        chance = Fraction(0)
        for face in FACES:
            if _auto_fail(face, False, mods) is not None:
                continue
            new = total + mods.face_value(face)
            if _state(value, difficulty, new, mods)[0]:
                chance += SIXTH
            elif mods.may_reroll(face):
                chance += SIXTH * chances[new]
        chances[total] = chance
    return chances


def chance_to_reach(
    value: int, difficulty: int, mods: RollModifiers = RollModifiers()
) -> Fraction:
    """The exact chance that a roll of ``value`` reaches (>=) ``difficulty``.

    The player re-rolls an eligible face only while the roll is still short ("may": see the
    module docstring). Re-rolls are unbounded, yet each adds at least 1 to the total, so only
    finitely many can matter: the chance is an exact finite sum.

    >>> chance_to_reach(2, 9)   # Wolfen Zombie example: "a 6 followed by at least a 2"
    Fraction(5, 36)
    >>> chance_to_reach(4, 6, RollModifiers(die_modifier=-3))   # the Paladin: "5 or higher"
    Fraction(1, 3)
    """
    chances = _reroll_chances(value, difficulty, mods, min(FACES) + min(0, mods.per_die_modifier))
    result = Fraction(0)
    for face in FACES:
        if _auto_fail(face, True, mods) is not None:
            continue
        total = mods.face_value(face)
        if _state(value, difficulty, total, mods)[0]:
            result += SIXTH
        elif mods.may_reroll(face):
            result += SIXTH * chances.get(total, Fraction(0))
    return result


@dataclass(frozen=True, slots=True)
class RollDistribution:
    """The final total of a roll where every eligible face is re-rolled (a maximised total).

    ``totals`` maps each total below ``cap`` to its exact chance; ``tail`` is the chance of a
    total of ``cap`` or more (never failing on the way); ``failure`` the chance of an automatic
    failure. Together they sum to 1.
    """

    totals: dict[int, Fraction]
    tail: Fraction
    failure: Fraction
    cap: int

    def at_least(self, total: int) -> Fraction:
        """Chance of a total of at least ``total`` without an automatic failure (total <= cap)."""
        if total > self.cap:
            raise RulesError(Message("dice.beyond-cap", cap=self.cap))
        return self.tail + sum((p for t, p in self.totals.items() if t >= total), Fraction(0))


def roll_distribution(
    value: int, mods: RollModifiers = RollModifiers(), cap: int | None = None
) -> RollDistribution:
    """Exact distribution of the final total when the player always re-rolls (opposed rolls).

    For opposed rolls (Initiative, the Approach) a higher total is better, so every eligible
    face is re-rolled (with a per-die modifier below -1, house rule 21, a re-roll may lower the
    total: the distribution still follows this always-re-roll play) until the total reaches ``cap``, where the player stops (nothing above it
    matters to the question asked). Totals of ``cap`` or more are gathered in
    :attr:`RollDistribution.tail` (default cap: value + die modifier + 37, six re-rolls deep).
    A final die result of 1 or less with a modifier counts as a failure (see module docstring).
    """
    if cap is None:
        cap = value + mods.die_modifier + 37
    totals: dict[int, Fraction] = {}
    failure = Fraction(0)
    tail = Fraction(0)
    # Frontier: die total so far -> chance, the last die being a re-rollable face.
    frontier: dict[int, Fraction] = {0: Fraction(1)}
    first = True
    while frontier:
        next_frontier: dict[int, Fraction] = {}
        for die_total, chance in frontier.items():
            for face in FACES:
                p = chance * SIXTH
                if _auto_fail(face, first, mods) is not None:
                    failure += p
                    continue
                new = die_total + mods.face_value(face)
                total = value + new + mods.die_modifier
                final_fails = (
                    mods.modified_one_fails and mods.modified and new + mods.die_modifier <= 1
                )
                if total >= cap and not final_fails:
                    tail += p
                elif mods.may_reroll(face):
                    next_frontier[new] = next_frontier.get(new, Fraction(0)) + p
                elif final_fails:
                    failure += p
                else:
                    totals[total] = totals.get(total, Fraction(0)) + p
        frontier = next_frontier
        first = False
    return RollDistribution(totals, tail, failure, cap)
