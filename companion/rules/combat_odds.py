"""Exact odds of hand to hand combat: hit and not parried, each difficulty, a whole exchange.

Every chance is a :class:`fractions.Fraction`, computed by enumeration: which Attack dice hit
(binomial over identical dice), which Defence dice parry, then the Sustained Defence chain.

How the Defender plays (a reading the booklet leaves to the player, fixed here so the odds are
well defined): he "must choose which Attack he wishes to parry before he rolls", one Defence
die per Attack, and he puts them on the Attacks easiest to parry (lowest difficulty first);
the Sustained Defence die then takes the Attacks left, again easiest first. Every blow that is
not parried is worth the same, except a Master strike's, which is a single Attack.

Sources: booklet, "combat resolution" (steps 3 and 4), "Sustained Defence", "the
Counter-Attack", "Master Strike"; tournament rules, "La défense soutenue", "Les jets d'attaque".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from itertools import product
from typing import TypeVar

from companion.rules.combat import sustained_defence
from companion.rules.damage import DamageOptions, damage_odds
from companion.rules.dice import RollModifiers, chance_to_reach
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.sixths import Sixths, accumulate, binomial, complement, fractions, mul, sixths
from companion.rules.wound_table import WoundTable, load_wound_table
from companion.rules.wounds import WoundLevel, worsen

W = TypeVar("W", bound=Hashable)
S = TypeVar("S", bound=Hashable)

DIFFICULTY_SPAN = 18
"""How far above the Attack characteristic the difficulty tables go: three re-rolled 6s; the
chance to hit beyond is below 1 in 200."""


def _reach(value: int, difficulty: int, mods: RollModifiers) -> Fraction:
    return _reach_above(difficulty - value, mods)


@lru_cache(maxsize=4096)
def _reach_above(gap: int, mods: RollModifiers) -> Fraction:
    """:func:`~companion.rules.dice.chance_to_reach` of a difficulty ``gap`` above the
    characteristic: only the gap counts (the same gaps recur from one characteristic to the next)."""
    return chance_to_reach(0, gap, mods)


def reach_sixths(value: int, difficulty: int, mods: RollModifiers) -> Sixths:
    """The chance that a roll of ``value`` with ``mods`` reaches ``difficulty``, in sixths."""
    return _reach_above_sixths(difficulty - value, mods)


@lru_cache(maxsize=4096)
def _reach_above_sixths(gap: int, mods: RollModifiers) -> Sixths:
    return sixths(_reach_above(gap, mods))


@dataclass(frozen=True, slots=True)
class AttackDice:
    """``count`` identical Attack dice: ATT ``attack`` at ``difficulty`` with ``mods``."""

    attack: int
    difficulty: int
    count: int = 1
    mods: RollModifiers = RollModifiers()

    def __post_init__(self) -> None:
        if self.count < 0:
            raise RulesError(Message("odds.negative-attack-dice", count=self.count))

    @property
    def hit_chance(self) -> Fraction:
        return _reach(self.attack, self.difficulty, self.mods)

    @property
    def hit_sixths(self) -> Sixths:
        return reach_sixths(self.attack, self.difficulty, self.mods)


@dataclass(frozen=True, slots=True)
class Defence:
    """The Defender: DEF, his Defence dice, and how he parries."""

    defence: int
    dice: int
    mods: RollModifiers = RollModifiers()
    sustained: bool = False
    """Sustained Defence allowed (the ruleset and the booklet's conditions decide: see
    :func:`companion.rules.combat.sustained_defence`); it needs one successful parry."""
    counter_attack_penalty: int | None = None
    """Counter-Attack: each roll's difficulty + this (2; 0 for the Ambidextrous); no Sustained."""

    def __post_init__(self) -> None:
        if self.dice < 0:
            raise RulesError(Message("odds.negative-defence-dice", count=self.dice))
        if self.counter_attack_penalty is not None and self.sustained:
            raise RulesError(Message("odds.sustained-and-counter-attack"))

    @classmethod
    def under(
        cls,
        defence: int,
        dice: int,
        *,
        opponents: int,
        attack_dice: int,
        ruleset: Ruleset = CORE,
        mods: RollModifiers = RollModifiers(),
        counter_attack_penalty: int | None = None,
    ) -> Defence:
        """The Defender as ``ruleset`` lets him parry: Sustained Defence if its conditions that
        are known before the dice hold (booklet: several opponents and at least as many Defence
        as Attack dice; tournament: always), never with a Counter-Attack. The remaining
        condition, one successful parry, is part of the odds."""
        allowed = sustained_defence(
            opponents=opponents, attack_dice=attack_dice, defence_dice=dice, successful_parries=1,
            counter_attack=counter_attack_penalty is not None, ruleset=ruleset,
        ).allowed
        return cls(defence, dice, mods, allowed, counter_attack_penalty)

    def parry_chance(self, difficulty: int) -> Fraction:
        extra = self.counter_attack_penalty or 0
        return _reach(self.defence, difficulty + extra, self.mods)

    def parry_sixths(self, difficulty: int) -> Sixths:
        extra = self.counter_attack_penalty or 0
        return reach_sixths(self.defence, difficulty + extra, self.mods)

    def sustained_chance(self, difficulty: int, step: int) -> Fraction:
        return _reach(self.defence, difficulty + 2 * step, self.mods)


NO_DEFENCE = Defence(0, 0)


@dataclass(frozen=True, slots=True)
class ExchangeOdds:
    """The exact distribution of the blows that get through one exchange.

    ``by_group[counts]``: the chance that ``counts[g]`` Attacks of group ``g`` (the order of the
    :class:`AttackDice` given) hit and are not parried.
    """

    groups: tuple[AttackDice, ...]
    by_group: dict[tuple[int, ...], Fraction]

    @property
    def unparried(self) -> dict[int, Fraction]:
        """Chance of each number of blows that hit and are not parried."""
        result: dict[int, Fraction] = {}
        for counts, chance in self.by_group.items():
            total = sum(counts)
            result[total] = result.get(total, Fraction(0)) + chance
        return dict(sorted(result.items()))

    @property
    def expected_unparried(self) -> Fraction:
        return sum((n * p for n, p in self.unparried.items()), Fraction(0))


def exchange_odds(attacks: Sequence[AttackDice], defence: Defence = NO_DEFENCE) -> ExchangeOdds:
    """The exact chance of each set of blows that get through (see the module docstring).

    >>> odds = exchange_odds([AttackDice(6, 9, 2)], Defence(2, 1))   # Wolfen Zombie vs Paladin
    >>> odds.unparried[0] + odds.unparried[1] + odds.unparried[2]
    Fraction(1, 1)
    """
    groups = tuple(attacks)
    return ExchangeOdds(groups, fractions(exchange_sixths(groups, defence)))


def exchange_sixths(attacks: Sequence[AttackDice], defence: Defence = NO_DEFENCE) -> dict[tuple[int, ...], Sixths]:
    """:func:`exchange_odds`'s chances as :mod:`~companion.rules.sixths` (for callers that go on
    computing with them)."""
    groups = tuple(attacks)
    if not groups:
        raise RulesError(Message("odds.no-attack-die"))
    if len(groups) == 1 and not defence.sustained:
        group = groups[0]
        parry = defence.parry_sixths(group.difficulty) if defence.dice else (0, 0)
        return dict(_one_group(group.count, group.hit_sixths, defence.dice, parry))
    return dict(_several_groups(groups, defence))


@lru_cache(maxsize=16384)
def _several_groups(groups: tuple[AttackDice, ...], defence: Defence) -> tuple[tuple[tuple[int, ...], Sixths], ...]:
    """:func:`exchange_sixths` of several groups or with a Sustained Defence (the same exchanges
    recur from one combat to the next)."""
    # Groups sorted by parry difficulty: the Defender parries the easiest first.
    order = sorted(range(len(groups)), key=lambda g: groups[g].difficulty)
    result: dict[tuple[int, ...], Sixths] = {}

    def add(counts: list[int], chance: Sixths) -> None:
        accumulate(result, tuple(counts), chance)

    hit_tables = [binomial(g.count, g.hit_sixths) for g in groups]
    parry_cache: dict[int, Sixths] = {}
    sustained_cache: dict[tuple[int, int], Sixths] = {}

    def parry(d: int) -> Sixths:
        if d not in parry_cache:
            parry_cache[d] = defence.parry_sixths(d)
        return parry_cache[d]

    def sustained(d: int, step: int) -> Sixths:
        if (d, step) not in sustained_cache:
            sustained_cache[(d, step)] = sixths(defence.sustained_chance(d, step))
        return sustained_cache[(d, step)]

    def defend(hits: list[int], chance: Sixths) -> None:
        # Defence dice on the easiest Attacks: how many of each group get one.
        left = defence.dice
        assigned = [0] * len(groups)
        for g in order:
            take = min(hits[g], left)
            assigned[g] = take
            left -= take
        # Binomial over the parries of each group.
        outcomes: list[tuple[list[int], Sixths]] = [([], chance)]
        for g in range(len(groups)):
            if not assigned[g]:
                outcomes = [(done + [0], p) for done, p in outcomes]
                continue
            table = binomial(assigned[g], parry(groups[g].difficulty))
            outcomes = [(done + [k], mul(p, q)) for done, p in outcomes for k, q in enumerate(table) if q[0]]
        for parried, p in outcomes:
            remaining = [hits[g] - parried[g] for g in range(len(groups))]
            if defence.sustained and sum(parried) > 0 and sum(remaining) > 0:
                sustain(remaining, p)
            else:
                add(remaining, p)

    def sustain(remaining: list[int], chance: Sixths) -> None:
        queue = [g for g in order for _ in range(remaining[g])]
        counts = list(remaining)
        still = chance
        for step, g in enumerate(queue, start=1):
            success = sustained(groups[g].difficulty, step)
            add(counts, mul(still, complement(success)))
            still = mul(still, success)
            counts[g] -= 1
        add(counts, still)

    # each group's number of hits (a nested function calling itself would be a reference cycle)
    for hit_set in product(*([(k, p) for k, p in enumerate(table) if p[0]] for table in hit_tables)):
        chance: Sixths = (1, 0)
        for _k, p in hit_set:
            chance = mul(chance, p)
        defend([k for k, _p in hit_set], chance)
    return tuple(result.items())


def pooled_exchange_sixths(difficulty: int, hits: Sequence[tuple[int, Sixths]],
                           defence: Defence = NO_DEFENCE) -> dict[int, Sixths]:
    """The chance of each total of blows through of Attacks all at ``difficulty``, in groups of
    ``count`` dice that each hit with chance ``hit``: the Defender's parries and his Sustained
    Defence do not tell such Attacks apart, so only the total of hits counts (the same totals
    as :func:`exchange_sixths`, summed over the groups, with fewer cases)."""
    return dict(_pooled(difficulty, tuple(sorted(hits)), defence))


@lru_cache(maxsize=16384)
def _pooled(difficulty: int, hits: tuple[tuple[int, Sixths], ...], defence: Defence) -> tuple[tuple[int, Sixths], ...]:
    totals: dict[int, Sixths] = {0: (1, 0)}
    for count, hit in hits:
        table = [(k, p) for k, p in enumerate(binomial(count, hit)) if p[0]]
        following: dict[int, Sixths] = {}
        for total, chance in totals.items():
            for k, p in table:
                accumulate(following, total + k, mul(chance, p))
        totals = following
    result: dict[int, Sixths] = {}
    parry = defence.parry_sixths(difficulty) if defence.dice else (0, 0)
    for total, chance in totals.items():
        assigned = min(total, defence.dice)
        if not assigned:
            accumulate(result, total, chance)
            continue
        for parried, p in enumerate(binomial(assigned, parry)):
            if not p[0]:
                continue
            remaining, still = total - parried, mul(chance, p)
            if not (defence.sustained and parried and remaining):
                accumulate(result, remaining, still)
                continue
            # the Sustained Defence's chain: the n-th parry at the difficulty + 2n
            for step in range(1, remaining + 1):
                success = sixths(defence.sustained_chance(difficulty, step))
                accumulate(result, remaining - step + 1, mul(still, complement(success)))
                still = mul(still, success)
            accumulate(result, 0, still)
    return tuple(result.items())


@lru_cache(maxsize=16384)
def _one_group(count: int, hit: Sixths, dice: int, parry: Sixths) -> tuple[tuple[tuple[int, ...], Sixths], ...]:
    """``count`` Attack dice that each hit with chance ``hit`` against ``dice`` Defence dice that
    each parry with chance ``parry``, no Sustained Defence: the hits are binomial, and so are
    the parries of the Defence dice put on them. Only these numbers count (the same exchange
    recurs at other difficulties, characteristics and modifiers)."""
    result: dict[tuple[int, ...], Sixths] = {}
    for hits, chance in enumerate(binomial(count, hit)):
        if not chance[0]:
            continue
        assigned = min(hits, dice)
        if not assigned:
            accumulate(result, (hits,), chance)
            continue
        for parried, p in enumerate(binomial(assigned, parry)):
            if p[0]:
                accumulate(result, (hits - parried,), mul(chance, p))
    return tuple(result.items())


def unparried_chance(
    attack: int,
    difficulty: int,
    defence: Defence = NO_DEFENCE,
    *,
    attack_dice: int = 1,
    mods: RollModifiers = RollModifiers(),
) -> Fraction:
    """The chance that one Attack die at ``difficulty`` hits and is not parried.

    With ``attack_dice`` dice all at that difficulty against the Defender's dice (and his
    Sustained Defence), by symmetry each die's chance is the expected number through / dice.

    >>> unparried_chance(6, 9, Defence(2, 1))   # the Zombie's blow at 9 against the Paladin
    Fraction(31, 54)
    """
    odds = exchange_odds([AttackDice(attack, difficulty, attack_dice, mods)], defence)
    return odds.expected_unparried / attack_dice


def severity_weight(level: object) -> int:
    """Severity weights: stunned 1, light 2, serious 3, critical 4, killed 5, none 0.

    Read from the level's name (``WoundLevel.SERIOUS`` -> 3), so any wound enum with those
    member names works.
    """
    name = getattr(level, "name", str(level)).lower()
    for key, weight in (("stun", 1), ("light", 2), ("serious", 3), ("critical", 4), ("kill", 5)):
        if key in name:
            return weight
    return 0


def final_wounds(
    hits: Mapping[int, Fraction],
    per_hit: Mapping[W, Fraction],
    start: W,
    combine: Callable[[W, W], W],
) -> dict[W, Fraction]:
    """The chance of each final wound state after a number of blows drawn from ``hits``.

    Each blow that gets through is a Damage roll with the wound distribution ``per_hit``; the
    state starts at ``start`` and each result is applied with ``combine(state, result)``
    (the wound rules: worsening, Stunned and Killed outright are not wounds ...).
    """
    most = max(hits, default=0)
    try:
        hit_sixths = {n: sixths(p) for n, p in hits.items()}
        wound_sixths = {w: sixths(p) for w, p in per_hit.items()}
    except RulesError:  # not dice chances: plain Fractions
        return _final_wounds_fractions(hits, per_hit, start, combine, most)
    return fractions(final_wounds_sixths(hit_sixths, wound_sixths, start, combine))


def final_wounds_sixths(
    hit_sixths: Mapping[int, Sixths],
    wound_sixths: Mapping[W, Sixths],
    start: S,
    combine: Callable[[S, W], S],
) -> dict[S, Sixths]:
    """:func:`final_wounds` with its chances as :mod:`~companion.rules.sixths` (the state may be
    of another type than the wound results: ``combine(state, result)`` gives the next state)."""
    most = max(hit_sixths, default=0)
    states: dict[S, Sixths] = {start: (1, 0)}
    totals: dict[S, Sixths] = {}
    for blows in range(most + 1):
        chance = hit_sixths.get(blows)
        if chance is not None and chance[0]:
            for state, p in states.items():
                accumulate(totals, state, mul(chance, p))
        if blows == most:
            break
        following: dict[S, Sixths] = {}
        for state, p in states.items():
            for wound, q in wound_sixths.items():
                if q[0]:
                    accumulate(following, combine(state, wound), mul(p, q))
        states = following
    return totals


def _final_wounds_fractions(
    hits: Mapping[int, Fraction],
    per_hit: Mapping[W, Fraction],
    start: W,
    combine: Callable[[W, W], W],
    most: int,
) -> dict[W, Fraction]:
    states: dict[W, Fraction] = {start: Fraction(1)}
    result: dict[W, Fraction] = {}
    for blows in range(most + 1):
        chance = hits.get(blows, Fraction(0))
        if chance:
            for state, p in states.items():
                result[state] = result.get(state, Fraction(0)) + chance * p
        if blows == most:
            break
        following: dict[W, Fraction] = {}
        for state, p in states.items():
            for wound, q in per_hit.items():
                new = combine(state, wound)
                following[new] = following.get(new, Fraction(0)) + p * q
        states = following
    return result


def final_wounds_by_group(
    odds: ExchangeOdds,
    per_hit: Sequence[Mapping[W, Fraction]],
    start: W,
    combine: Callable[[W, W], W],
) -> dict[W, Fraction]:
    """Like :func:`final_wounds` when the Attack groups deal different Damage rolls.

    ``per_hit[g]`` is the wound distribution of one blow of group ``g`` (its STR against the
    defender's RES). The blows are applied group by group in the order of the groups (the
    order of Damage rolls matters to worsening; the player who rolls chooses it).
    """
    if len(per_hit) != len(odds.groups):
        raise RulesError(Message("odds.distributions-for-groups", distributions=len(per_hit), groups=len(odds.groups)))
    result: dict[W, Fraction] = {}
    cache: dict[tuple[W, int, int], dict[W, Fraction]] = {}

    def after(state: W, group: int, blows: int) -> dict[W, Fraction]:
        key = (state, group, blows)
        if key not in cache:
            cache[key] = final_wounds({blows: Fraction(1)}, per_hit[group], state, combine)
        return cache[key]

    for counts, chance in odds.by_group.items():
        states: dict[W, Fraction] = {start: chance}
        for group, blows in enumerate(counts):
            if not blows:
                continue
            following: dict[W, Fraction] = {}
            for state, p in states.items():
                for new, q in after(state, group, blows).items():
                    following[new] = following.get(new, Fraction(0)) + p * q
            states = following
        for state, p in states.items():
            result[state] = result.get(state, Fraction(0)) + p
    return result


def expected_severity(distribution: Mapping[W, Fraction], weight: Callable[[W], int] = severity_weight) -> Fraction:
    """Σ chance × severity weight (see :func:`severity_weight`)."""
    return sum((p * weight(level) for level, p in distribution.items()), Fraction(0))


@dataclass(frozen=True, slots=True)
class DifficultyOdds:
    """One row of the difficulty table."""

    difficulty: int
    hit: Fraction
    """Chance that one Attack die hits."""
    unparried: Fraction
    """Chance that it hits and is not parried."""
    expected_severity: Fraction
    """Expected severity of the wound it causes (0 when no wound distribution is given)."""


def difficulty_table(
    attack: int,
    defence: Defence,
    *,
    minimum: int | None,
    attack_dice: int = 1,
    mods: RollModifiers = RollModifiers(),
    wound_chances: Callable[[int], Mapping[W, Fraction]] | None = None,
    master_strike: bool = False,
    span: int = DIFFICULTY_SPAN,
) -> list[DifficultyOdds]:
    """Each difficulty from the lowest worth choosing to ATT + ``span``, with its chances.

    The lowest worth choosing is the minimum (:func:`companion.rules.combat.minimum_difficulty`)
    or, with none, the lowest useful one (a 1 fails anyway, so ATT + 2 for a plain roll).
    ``wound_chances(bonus)``: the wound level distribution of one Damage roll with ``bonus``
    added to its result (0 for an ordinary blow; a Character's Master strike adds the
    difficulty). Expected severity of a die = unparried chance × expected severity of its wound.
    """
    from companion.rules.exchange import lowest_useful_difficulty

    low = lowest_useful_difficulty(attack, mods)
    start = low if minimum is None else minimum
    rows: list[DifficultyOdds] = []
    for difficulty in range(start, max(start, attack + span) + 1):
        hit = _reach(attack, difficulty, mods)
        through = unparried_chance(attack, difficulty, defence, attack_dice=attack_dice, mods=mods)
        severity = Fraction(0)
        if wound_chances is not None:
            severity = through * expected_severity(wound_chances(difficulty if master_strike else 0))
        rows.append(DifficultyOdds(difficulty, hit, through, severity))
    return rows


def recommended_difficulty(rows: Sequence[DifficultyOdds]) -> DifficultyOdds:
    """The row that maximises the expected severity of the wound caused.

    Severity weights: stunned 1, light 2, serious 3, critical 4, killed 5 (no wound 0). Without
    a Master strike every blow that gets through deals the same Damage roll, so this is also the
    difficulty with the best chance to get through; a Character's Master strike adds the
    difficulty to the Damage roll, which pushes the best difficulty up. Ties: the lowest
    difficulty. Rows without severities (no wound distribution): the best unparried chance.
    """
    if not rows:
        raise RulesError(Message("odds.no-difficulty"))
    if all(row.expected_severity == 0 for row in rows):
        return max(rows, key=lambda row: (row.unparried, -row.difficulty))
    return max(rows, key=lambda row: (row.expected_severity, -row.difficulty))


# --------------------------------------------------------------------------- with the wound table


@dataclass(frozen=True, slots=True)
class ExchangeWoundOdds:
    """An exchange through to the wounds: blows through, and the Defender's final state."""

    unparried: dict[int, Fraction]
    """Chance of each number of blows that hit and are not parried."""
    final: dict[WoundLevel, Fraction]
    """Chance of each wound level of the Defender after the Damage rolls (worsening)."""

    @property
    def expected_severity(self) -> Fraction:
        return expected_severity(self.final)


def exchange_wound_odds(
    attacks: Sequence[AttackDice],
    defence: Defence = NO_DEFENCE,
    *,
    strength: int | Sequence[int],
    resilience: int,
    current: WoundLevel = WoundLevel.NONE,
    options: DamageOptions = DamageOptions(),
    table: WoundTable | None = None,
) -> ExchangeWoundOdds:
    """The exact odds of a whole exchange: blows through, then a Damage roll for each.

    ``strength``: the attackers' STR, one for all groups or one per :class:`AttackDice` group.
    Booklet step 4: "the Attacker rolls two D6 for each successful Attack that has not been
    parried and then checks the Wound Table. The result is applied immediately" (each new result
    worsens the wound as :func:`companion.rules.wounds.worsen` says).
    """
    table = table or load_wound_table()
    odds = exchange_odds(attacks, defence)
    strengths = [strength] * len(odds.groups) if isinstance(strength, int) else list(strength)
    if len(strengths) != len(odds.groups):
        raise RulesError(Message("odds.strengths-for-groups", strengths=len(strengths), groups=len(odds.groups)))
    cache: dict[int, dict[WoundLevel, Fraction]] = {}
    per_hit: list[Mapping[WoundLevel, Fraction]] = []
    for value in strengths:
        if value not in cache:
            levels = damage_odds(value, resilience, options, table).by_level
            cache[value] = {level: p for level, p in levels.items() if p}
        per_hit.append(cache[value])
    if all(h == per_hit[0] for h in per_hit):
        # The same Damage roll for every blow: only the number of blows through matters.
        final = final_wounds(odds.unparried, per_hit[0], current, worsen)
    else:
        final = final_wounds_by_group(odds, per_hit, current, worsen)
    return ExchangeWoundOdds(odds.unparried, dict(sorted(final.items(), key=lambda kv: kv[0].severity)))


@dataclass(frozen=True, slots=True)
class AttackAdvice:
    """Every difficulty worth choosing for one Attack die, and the recommended one."""

    rows: tuple[DifficultyOdds, ...]
    recommended: DifficultyOdds


def attack_advice(
    attack: int,
    defence: Defence,
    *,
    minimum: int | None,
    strength: int,
    resilience: int,
    attack_dice: int = 1,
    mods: RollModifiers = RollModifiers(),
    character_master_strike: bool = False,
    master_strike_strength: int = 0,
    options: DamageOptions = DamageOptions(),
    table: WoundTable | None = None,
) -> AttackAdvice:
    """The chance of each difficulty and the one that maximises the expected severity.

    Severity weights: stunned 1, light 2, serious 3, critical 4, killed 5 (see
    :func:`recommended_difficulty`). ``character_master_strike``: a Character's Master strike
    (one Attack roll; if not parried the difficulty is added to the Damage roll, which pushes
    the best difficulty up); ``master_strike_strength``: Master strike/X (+X STR). For a Master
    strike pass ``attack_dice=1`` (the other dice are lost).
    """
    table = table or load_wound_table()
    cache: dict[int, dict[WoundLevel, Fraction]] = {}

    def wounds(bonus: int) -> dict[WoundLevel, Fraction]:
        if bonus not in cache:
            opts = replace(options, roll_bonus=options.roll_bonus + bonus,
                           strength_bonus=options.strength_bonus + master_strike_strength)
            cache[bonus] = damage_odds(strength, resilience, opts, table).by_level
        return cache[bonus]

    rows = difficulty_table(
        attack, defence, minimum=minimum, attack_dice=attack_dice, mods=mods,
        wound_chances=wounds, master_strike=character_master_strike,
    )
    return AttackAdvice(tuple(rows), recommended_difficulty(rows))
