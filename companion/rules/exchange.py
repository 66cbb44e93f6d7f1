"""One exchange of blows, resolved step by step from the dice the players threw.

Booklet, "combat resolution" step 3: "If the roll result (ATT + D6) is equal or higher than the
difficulty he had decided on, he strikes his opponent. The Defender will then try to avoid the
blow ... He must obtain an equal or higher result than the level set by his opponent for his
Attack Roll ... The Attacker rolls all his Attack dice before the Defender can try to parry.
However each Attack Roll can have a different difficulty level. The Defender must choose which
Attack he wishes to parry before he rolls his Defence die or dice." Then Sustained Defence,
the Counter-Attack, Ambidextrous and Master Strike (see :mod:`companion.rules.combat`).

The table companion calls these pure functions action by action: :func:`roll_attacks` (the
Attacker's dice), :func:`roll_parries` (the Defender's dice, one per Attack he chose),
:func:`roll_sustained` (the Sustained Defence chain), then :func:`unparried` for the Damage
rolls. Every result says which rule decided it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from companion.rules.combat import (
    COUNTER_ATTACK_SOURCE,
    SUSTAINED_SOURCE,
    SUSTAINED_TOURNAMENT_SOURCE,
    DifficultyFloor,
    SustainedPermission,
    ability_source,
    check_difficulty,
    sustained_difficulty,
)
from companion.rules.dice import RollModifiers, RollOutcome, chance_to_reach, resolve_roll
from companion.rules.errors import RulesError
from companion.rules.message import Argument, Message
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.ruling import Ruling
from companion.rules.source import booklet, tournament

STEP3_SOURCE = booklet("combat resolution, step 3")
COUNTER_ATTACK_TOURNAMENT_SOURCE = tournament("La contre-attaque")


@dataclass(frozen=True, slots=True)
class Strike:
    """One Attack die: who strikes, which of his dice (from 0), at which difficulty."""

    attacker: str
    index: int
    difficulty: int


@dataclass(frozen=True, slots=True)
class AttackRoll:
    """An Attack die as thrown."""

    strike: Strike
    outcome: RollOutcome
    ruling: Ruling

    @property
    def hit(self) -> bool:
        return self.outcome.success


def roll_attacks(
    attacker: str,
    attack: int,
    difficulties: Sequence[int],
    dice: Sequence[Sequence[int]],
    floor: DifficultyFloor,
    mods: RollModifiers = RollModifiers(),
) -> tuple[AttackRoll, ...]:
    """Each Attack die of ``attacker`` (ATT ``attack``) against its chosen difficulty.

    ``dice[i]`` are the faces thrown for Attack die ``i`` (first die, then each re-roll).
    Hit if ATT + D6 reaches the difficulty, under the characteristic roll rules.
    """
    if len(difficulties) != len(dice):
        raise RulesError(Message("exchange.difficulties-for-dice", difficulties=len(difficulties), dice=len(dice)))
    rolls: list[AttackRoll] = []
    for index, (difficulty, faces) in enumerate(zip(difficulties, dice)):
        check_difficulty(difficulty, floor)
        outcome = resolve_roll(attack, difficulty, faces, mods)
        if outcome.success:
            text = Message("exchange.attack-hits", attacker=attacker, number=index + 1, difficulty=difficulty,
                           roll=outcome.explain())
        else:
            text = Message("exchange.attack-misses", attacker=attacker, number=index + 1, difficulty=difficulty,
                           roll=outcome.explain())
        rolls.append(AttackRoll(Strike(attacker, index, difficulty), outcome, Ruling(text, STEP3_SOURCE)))
    return tuple(rolls)


class ParryKind(str, Enum):
    """How a blow was parried."""

    DEFENCE = "defence"
    COUNTER_ATTACK = "counter-attack"
    SUSTAINED = "sustained"


@dataclass(frozen=True, slots=True)
class ParryRoll:
    """One Defence, Counter-Attack or Sustained Defence roll as thrown."""

    strike: Strike
    kind: ParryKind
    difficulty: int
    """The difficulty the roll had to reach (the Attack's, +2 Counter-Attack, +2/+4... Sustained)."""
    outcome: RollOutcome
    ruling: Ruling
    attack_die_gained: bool = False
    """Counter-Attack or Ambidextrous: this success gives the defender an Attack die."""

    @property
    def parried(self) -> bool:
        return self.outcome.success


def roll_parries(
    defender: str,
    defence: int,
    hits: Sequence[AttackRoll],
    defence_dice: int,
    dice: Sequence[Sequence[int]],
    mods: RollModifiers = RollModifiers(),
    *,
    counter_attack_penalty: int | None = None,
    ambidextrous: bool = False,
    ruleset: Ruleset = CORE,
) -> tuple[ParryRoll, ...]:
    """The Defender's dice: ``dice[i]`` parries ``hits[i]`` (he chose them before rolling).

    One Defence die per Attack; at most ``defence_dice`` of them. A Counter-Attack
    (``counter_attack_penalty`` = 2, or 0 for the Ambidextrous) raises each difficulty and each
    success cancels the Attack and gains an Attack die against its striker (tournament: "un dé
    d'attaque en plus", an extra Attack die). Ambidextrous (without
    Counter-Attack): each successful Defence gains an Attack die (forgoing Sustained Defence).
    """
    if len(hits) != len(dice):
        raise RulesError(Message("exchange.defence-dice-for-attacks", dice=len(dice), attacks=len(hits)))
    if len(hits) > defence_dice:
        raise RulesError(Message("exchange.too-many-parries", defender=defender, dice=defence_dice, attacks=len(hits)))
    seen: set[tuple[str, int]] = set()
    for hit in hits:
        if not hit.hit:
            raise RulesError(Message("exchange.missed", attacker=hit.strike.attacker, number=hit.strike.index + 1))
        key = (hit.strike.attacker, hit.strike.index)
        if key in seen:
            raise RulesError(Message("exchange.chosen-twice", attacker=hit.strike.attacker, number=hit.strike.index + 1))
        seen.add(key)
    parries: list[ParryRoll] = []
    for hit, faces in zip(hits, dice):
        strike = hit.strike
        if counter_attack_penalty is None:
            difficulty = strike.difficulty
            outcome = resolve_roll(defence, difficulty, faces, mods)
            gained = ambidextrous and outcome.success
            source = ability_source("Ambidextrous") if gained else STEP3_SOURCE
            what: dict[str, Argument] = dict(defender=defender, attacker=strike.attacker,
                                             number=strike.index + 1, difficulty=difficulty,
                                             roll=outcome.explain())
            if gained:
                text = Message("exchange.parries-ambidextrous", **what)
            elif outcome.success:
                text = Message("exchange.parries", **what)
            else:
                text = Message("exchange.fails-to-parry", **what)
            parries.append(ParryRoll(strike, ParryKind.DEFENCE, difficulty, outcome, Ruling(text, source), gained))
        else:
            difficulty = strike.difficulty + counter_attack_penalty
            outcome = resolve_roll(defence, difficulty, faces, mods)
            what = dict(defender=defender, attacker=strike.attacker, number=strike.index + 1,
                        difficulty=difficulty, roll=outcome.explain())
            if outcome.success and ruleset.tournament:
                text = Message("exchange.counter-attacks-tournament", **what)
            elif outcome.success:
                text = Message("exchange.counter-attacks", **what)
            else:
                text = Message("exchange.fails-to-counter-attack", **what)
            if not counter_attack_penalty:
                source = ability_source("Ambidextrous")
            elif ruleset.tournament:
                source = COUNTER_ATTACK_TOURNAMENT_SOURCE
            else:
                source = COUNTER_ATTACK_SOURCE
            parries.append(
                ParryRoll(strike, ParryKind.COUNTER_ATTACK, difficulty, outcome,
                          Ruling(text, source), outcome.success)
            )
    return tuple(parries)


def roll_sustained(
    defender: str,
    defence: int,
    targets: Sequence[AttackRoll],
    dice: Sequence[Sequence[int]],
    permission: SustainedPermission,
    mods: RollModifiers = RollModifiers(),
    ruleset: Ruleset = CORE,
) -> tuple[ParryRoll, ...]:
    """The Sustained Defence chain: ``dice[j]`` tries to parry ``targets[j]`` at +2(j+1).

    Booklet: "he may attempt to parry an additional Attack: the difficulty level is then
    increased by 2 points. If this first Sustained Defence parry is successful, he may attempt
    to parry another Attack with this time an increased difficulty of +4 ... as long as there
    are Attacks to parry and he succeeds". The chain stops at the first failure: a die after
    it is refused. Booklet example: the Red Lioness parries at 9 with a 5 (DEF 6 - 1), then must
    reach 11.
    """
    if not permission.allowed:
        raise RulesError(Message("exchange.no-sustained", rule=permission.ruling.text, source=permission.ruling.source))
    if len(dice) > len(targets):
        raise RulesError(Message("exchange.sustained-dice-for-attacks", dice=len(dice), attacks=len(targets)))
    source = SUSTAINED_TOURNAMENT_SOURCE if ruleset.tournament else SUSTAINED_SOURCE
    rolls: list[ParryRoll] = []
    for step, (hit, faces) in enumerate(zip(targets, dice), start=1):
        if rolls and not rolls[-1].parried:
            raise RulesError(Message("exchange.sustained-stopped", step=step - 1))
        if not hit.hit:
            raise RulesError(Message("exchange.missed", attacker=hit.strike.attacker, number=hit.strike.index + 1))
        difficulty = sustained_difficulty(hit.strike.difficulty, step)
        outcome = resolve_roll(defence, difficulty, faces, mods)
        what: dict[str, Argument] = dict(step=step, increase=2 * step, defender=defender,
                                         attacker=hit.strike.attacker, number=hit.strike.index + 1,
                                         difficulty=difficulty, roll=outcome.explain())
        if outcome.success:
            text = Message("exchange.sustained-parries", **what)
        else:
            text = Message("exchange.sustained-fails", **what)
        rolls.append(ParryRoll(hit.strike, ParryKind.SUSTAINED, difficulty, outcome, Ruling(text, source)))
    return tuple(rolls)


def unparried(attacks: Sequence[AttackRoll], parries: Sequence[ParryRoll]) -> tuple[Strike, ...]:
    """The Attacks that hit and were not parried: each gets a Damage roll (booklet step 4)."""
    parried = {(p.strike.attacker, p.strike.index) for p in parries if p.parried}
    return tuple(a.strike for a in attacks if a.hit and (a.strike.attacker, a.strike.index) not in parried)


def attack_dice_gained(parries: Sequence[ParryRoll]) -> dict[str, int]:
    """Attack dice the defender gained, by opponent (Counter-Attack) or "" (Ambidextrous)."""
    gained: dict[str, int] = {}
    for parry in parries:
        if parry.attack_die_gained:
            key = parry.strike.attacker if parry.kind is ParryKind.COUNTER_ATTACK else ""
            gained[key] = gained.get(key, 0) + 1
    return gained


def lowest_useful_difficulty(attack: int, mods: RollModifiers = RollModifiers()) -> int:
    """The highest difficulty that is as easy to reach as any lower one.

    Booklet example: with no minimum (no Defence dice opposite), "the Alahan player chooses the
    lowest Difficulty level: that is 8. The Attack rating of the Red Lioness is indeed 7 - 1 ...
    and a result of 1 on a characteristic roll is an automatic failure": below ATT + 2 nothing
    is easier, since a 1 fails anyway.

    >>> lowest_useful_difficulty(6)
    8
    """
    difficulty = attack - 20
    best = chance_to_reach(attack, difficulty, mods)
    while chance_to_reach(attack, difficulty + 1, mods) == best:
        difficulty += 1
    return difficulty


__all__ = [
    "AttackRoll",
    "ParryKind",
    "ParryRoll",
    "Strike",
    "attack_dice_gained",
    "lowest_useful_difficulty",
    "roll_attacks",
    "roll_parries",
    "roll_sustained",
    "unparried",
]
