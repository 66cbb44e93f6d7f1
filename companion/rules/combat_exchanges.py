"""The exchanges of blows of one hand to hand combat, computed exactly and each once: the
machinery of :mod:`companion.rules.combat_advice`.

Booklet, "combat resolution", steps 3 and 4: the Attacks at their difficulties, the parries
(and the Sustained Defence), a Damage roll for each blow through, "The result is applied
immediately". An exchange here is one side's Attack dice against one victim's Defence dice:
:mod:`companion.rules.combat_odds` gives the blows through, the wound rules
(:func:`companion.rules.wounds.apply_wound`: worsening, Colossal lives, Fierce) what they do.
Chances are :mod:`~companion.rules.sixths` until the end; two warriors of one card share their
computations.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache

from companion.rules.abilities import Ability, find
from companion.rules.characteristic import RollKind, lives_of, roll_setup
from companion.rules.combat import Fighter, minimum_difficulty
from companion.rules.combat_odds import (
    AttackDice,
    Defence,
    exchange_sixths,
    final_wounds_sixths,
    pooled_exchange_sixths,
    reach_sixths,
)
from companion.rules.dice import RollModifiers
from companion.rules.exchange import lowest_useful_difficulty
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.sixths import ONE, ZERO, Sixths, accumulate, add, add_product, compare, mul, sixths
from companion.rules.wounds import Lives, WoundLevel, WoundState, apply_wound

ADVICE_SPAN = 10
"""The difficulties weighed go from the lowest worth choosing to ATT + 10 (beyond it a blow needs
two dice and hits less than one time in twelve)."""


@dataclass(frozen=True, slots=True)
class Warrior:
    """A fighter as the advice reads him: his INI, ATT and DEF this round, his combat dice and
    how they may be placed, his wounds and what shapes his rolls."""

    id: str
    attack: int
    defence: int
    dice: int
    abilities: tuple[Ability, ...] = ()
    character: bool = False
    blood_brother_dead: bool = False
    start: WoundState = WoundState()
    attack_only: int = 0
    """Dice that can only attack (Brutish charge)."""
    all_attack: bool = False
    """War fury: every die in Attack."""
    no_attack: bool = False
    """A failed Disengagement or a Counter-fire: no die in Attack."""

    @property
    def lives(self) -> Lives | None:
        return lives_of(self.abilities)

    @property
    def fierce(self) -> bool:
        return find(self.abilities, "Fierce") is not None

    def divisions(self) -> list[tuple[int, int]]:
        """Every (Attack, Defence) division of his dice the rules allow."""
        if self.no_attack:
            return [(0, self.dice)]
        if self.all_attack:
            return [(self.dice, 0)]
        return [(a, self.dice - a) for a in range(self.attack_only, self.dice + 1)]


@dataclass(frozen=True)
class CombatSides:
    """One combat: a lone warrior against a group, who strikes first, and the Damage roll of
    one blow of each striker against each victim (the chance of each wound level)."""

    lone: Warrior
    group: tuple[Warrior, ...]
    lone_strikes_first: bool
    damage: Mapping[tuple[str, str], Mapping[WoundLevel, Fraction]] = field(compare=False)
    ruleset: Ruleset = CORE


def severity(state: WoundState) -> int:
    """0 (no wound) to 5 (killed), as :func:`companion.rules.combat_odds.severity_weight`."""
    return WoundLevel.KILLED.severity if state.dead else state.level.severity


Striker = tuple[Warrior, WoundState, int]
"""(warrior, his state, his Attack dice)."""
Chances = dict[WoundState, Sixths]
BlowsKey = tuple[tuple[int, ...], tuple[int, ...]]
"""A set of blows through: the numbers of their Damage rolls, and how many blows of each (one
total where all the blows deal the same Damage roll)."""
Through = tuple[tuple[BlowsKey, Sixths], ...]
"""The chance of each set of blows through of an exchange."""


def severity_sum(chances: Chances) -> Sixths:
    """The expected severity of these states (:func:`severity`)."""
    total = ZERO
    for state, (n, e) in chances.items():
        total = add(total, (n * severity(state), e))
    return total


def death_chance(chances: Chances) -> Sixths:
    """The chance that these states are death."""
    total = ZERO
    for state, p in chances.items():
        if state.dead:
            total = add(total, p)
    return total


@lru_cache(maxsize=4096)
def _apply(state: WoundState, level: WoundLevel, lives: Lives | None, fierce: bool) -> WoundState:
    if state.dead:
        return state
    return apply_wound(state, level, lives=lives, fierce=fierce).state


@lru_cache(maxsize=4096)
def _mods(abilities: tuple[Ability, ...], level: WoundLevel, stunned: bool, character: bool, blood_brother: bool,
          ruleset: Ruleset, kind: RollKind) -> RollModifiers:
    shown = WoundLevel.NONE if level is WoundLevel.KILLED else level
    return roll_setup(kind, abilities, shown, stunned=stunned, character=character,
                      blood_brother_dead=blood_brother, ruleset=ruleset).modifiers


def _lowest(attack: int, mods: RollModifiers) -> int:
    return attack + _lowest_above(mods)


@lru_cache(maxsize=1024)
def _lowest_above(mods: RollModifiers) -> int:
    """:func:`~companion.rules.exchange.lowest_useful_difficulty` above the Attack: a roll's
    chances count the difficulty's gap above the characteristic only."""
    return lowest_useful_difficulty(0, mods)


class Struck:
    """One exchange's result: the chance of each number of blows through, each with the
    victim's states after them and their expected severity and chance of death."""

    __slots__ = ("expected", "parts", "_states", "_sums", "_classes")

    def __init__(self, expected: Sixths, parts: list[tuple[Sixths, Chances, tuple[Sixths, Sixths]]]) -> None:
        self.expected = expected
        self.parts = parts
        self._states: Chances | None = None
        self._sums: tuple[Sixths, Sixths] | None = None
        self._classes: dict[int, Chances] = {}

    def classes(self, solver: ExchangeSolver, victim: Warrior) -> Chances:
        """The victim's final states merged where his reply is the same: one state for each
        modifier of his Attack rolls (and death)."""
        profile = solver.profiles[victim.id]
        found = self._classes.get(profile)
        if found is None:
            found = {}
            for chance, states, _sums in self.parts:
                for state, p in states.items():
                    accumulate(found, solver.striking(victim, state), mul(chance, p))
            self._classes[profile] = found
        return found

    def states(self) -> Chances:
        """The victim's final states."""
        if self._states is None:
            found: Chances = {}
            for chance, states, _sums in self.parts:
                for state, p in states.items():
                    accumulate(found, state, mul(chance, p))
            self._states = found
        return self._states

    def sums(self) -> tuple[Sixths, Sixths]:
        """The victim's expected severity and chance of death."""
        if self._sums is None:
            severity_ = dead = ZERO
            for chance, _states, (s, d) in self.parts:
                severity_ = add_product(severity_, chance, s)
                dead = add_product(dead, chance, d)
            self._sums = (severity_, dead)
        return self._sums


class ExchangeCache:
    """The exchanges several solvers share: those of the combats of one fight, round after
    round (the same ruleset; each Damage roll's distribution numbered once for all of them).
    Every key holds all that its value depends on."""

    def __init__(self) -> None:
        self.strikes: dict[object, Struck] = {}
        self.afters: dict[object, tuple[Chances, tuple[Sixths, Sixths]]] = {}
        self.levels: list[dict[WoundLevel, Sixths]] = []
        self.distinct: dict[tuple[tuple[str, int, int], ...], int] = {}
        """Each Damage roll's chances by level (the level's name, each chance's numerator and
        denominator), numbered."""
        self.minimums: dict[object, int | None] = {}
        self.recommended: dict[object, int] = {}
        self.most_through: dict[tuple[int, int, int, int, int | None], int] = {}
        """The recommended difficulty by the numbers of the Attack's modifiers and of the
        Defence, the dice, ATT and the lowest difficulty (all it depends on)."""
        self.hits: dict[tuple[int, int], Sixths] = {}
        """The chance to hit by the difficulty's gap above ATT and the modifiers' number."""
        self.parries: dict[tuple[int, int], Sixths] = {}
        """The chance to parry by the Defence's number and the difficulty."""
        self.kinds: dict[tuple[object, ...], int] = {}
        self.profiles: dict[tuple[object, ...], int] = {}
        self.traits: dict[int, tuple[Lives | None, bool]] = {}
        """Each profile's lives (Colossal ...) and Fierce, by its number."""
        self.rolls: dict[tuple[int, WoundState, RollKind], tuple[RollModifiers, int]] = {}
        """Each roll's modifiers, and their number (equal modifiers, one number)."""
        self.defences: dict[tuple[int, WoundState, int, int, int], tuple[Defence, int]] = {}
        """Each way of parrying, and its number (equal Defences, one number)."""
        self.numbers: dict[object, int] = {}
        """The numbers of the modifiers and Defences met: the exchanges are keyed on them."""
        self.volleys: dict[object, Alike] = {}
        """What the volleys that strike alike share, keyed on all it depends on but the victim's
        state and traits (:meth:`Volley._striking`)."""
        self.chances: dict[object, Through] = {}
        """The blows through of each exchange (each set's chance): of one group of dice, keyed on
        the chances to hit and to parry; of several, on the numbers of the groups and of the
        Defence."""
        self.replies: dict[tuple[int, WoundState], dict[int | None, tuple[Sixths, Sixths]]] = {}
        """The advice's replies (the victim's expected severity and chance of death), by what
        they depend on but the replier's state and difficulty (its number in ``reply_forms``)
        and his state, then by that difficulty."""
        self.reply_forms: dict[tuple[object, ...], int] = {}
        """All a reply depends on but the replier's state and difficulty, numbered."""
        self.strikers: dict[tuple[int, bool, int], WoundState] = {}
        self.classes: dict[object, tuple[tuple[WoundState, Sixths], ...]] = {}
        """The states blows leave a victim in, merged where his reply is the same."""
        self.spellings: dict[RollModifiers, str] = {}
        """Each roll's modifiers as text, by which groups of dice are sorted."""


class ExchangeSolver:
    """The exchanges of one combat, each computed once, in :mod:`~companion.rules.sixths`
    (``cache``: shared with other solvers of the same ruleset)."""

    def __init__(self, sides: CombatSides, cache: ExchangeCache | None = None) -> None:
        cache = cache if cache is not None else ExchangeCache()
        self.sides = sides
        self.ruleset = sides.ruleset
        self.tournament = sides.ruleset.tournament
        self.strikes = cache.strikes
        self.volleys = cache.volleys
        self.chances = cache.chances
        self.afters = cache.afters
        self.levels = cache.levels
        self.kinds: dict[str, int] = {}
        """Each warrior's fields but his id, numbered: two warriors of one card in the same
        state place their dice alike (their divisions and targets are tried once)."""
        self.profiles: dict[str, int] = {}
        """Each warrior's fields that his rolls and wounds depend on (not his dice nor his
        state, which each exchange names), numbered: his exchanges recur from one round to the
        next."""
        self.traits: dict[str, tuple[Lives | None, bool]] = {}
        for w in (sides.lone, *sides.group):
            fields = (w.attack, w.defence, w.dice, w.abilities, w.character, w.blood_brother_dead, w.start,
                      w.attack_only, w.all_attack, w.no_attack)
            self.kinds[w.id] = cache.kinds.setdefault(fields, len(cache.kinds))
            profile = (w.attack, w.defence, w.abilities, w.character, w.blood_brother_dead)
            number = self.profiles[w.id] = cache.profiles.setdefault(profile, len(cache.profiles))
            traits = cache.traits.get(number)
            if traits is None:
                traits = cache.traits[number] = (w.lives, w.fierce)
            self.traits[w.id] = traits
        self.minimums = cache.minimums
        self.recommended = cache.recommended
        self.most_through = cache.most_through
        self.hits = cache.hits
        self.parries = cache.parries
        self.rolls = cache.rolls
        self.defences = cache.defences
        self.numbers = cache.numbers
        self.replies = cache.replies
        self.reply_forms = cache.reply_forms
        self.strikers = cache.strikers
        self.classes = cache.classes
        self.spellings = cache.spellings
        self.damage: dict[tuple[str, str], tuple[int, dict[WoundLevel, Sixths]]] = {}
        distinct = cache.distinct
        for pair, levels in sides.damage.items():
            shape = tuple(sorted(((k, v) for k, v in levels.items() if v), key=lambda kv: kv[0].severity))
            key = tuple((k.value, v.numerator, v.denominator) for k, v in shape)  # quick to hash
            if key not in distinct:
                distinct[key] = len(distinct)
                self.levels.append({k: sixths(v) for k, v in shape})
            index = distinct[key]
            self.damage[pair] = (index, self.levels[index])

    def mods(self, w: Warrior, state: WoundState, kind: RollKind) -> RollModifiers:
        return self.roll(w, state, kind)[0]

    def roll(self, w: Warrior, state: WoundState, kind: RollKind) -> tuple[RollModifiers, int]:
        """The modifiers of ``w``'s rolls of ``kind`` in ``state``, and their number."""
        key = (self.profiles[w.id], state, kind)
        found = self.rolls.get(key)
        if found is None:
            mods = _mods(w.abilities, state.level, state.stunned, w.character, w.blood_brother_dead, self.ruleset, kind)
            found = self.rolls[key] = (mods, self._number(mods))
        return found

    def _number(self, value: RollModifiers | Defence) -> int:
        return self.numbers.setdefault(value, len(self.numbers))

    def spelled(self, mods: RollModifiers) -> str:
        """``repr(mods)``, made once."""
        found = self.spellings.get(mods)
        if found is None:
            found = self.spellings[mods] = repr(mods)
        return found

    def striking(self, w: Warrior, state: WoundState) -> WoundState:
        """One state for all of ``w``'s states that strike alike (the same modifiers of his
        Attack rolls, alike dead or alive): the first one met, so that his strikes from them
        are computed once."""
        return self.strikers.setdefault((self.profiles[w.id], state.dead, self.roll(w, state, RollKind.ATTACK)[1]), state)

    def minimum(self, attacker: Warrior, victim: Warrior, defence_dice: int) -> int | None:
        """The lowest difficulty of an Attack on ``victim`` (step 3; Fencer; tournament)."""
        key = (self.profiles[attacker.id], self.profiles[victim.id], defence_dice)
        if key not in self.minimums:
            fighter = Fighter(attacker.id, 0, attacker.attack, attacker.defence, abilities=attacker.abilities)
            self.minimums[key] = minimum_difficulty(fighter, victim.defence, defence_dice, self.ruleset).minimum
        return self.minimums[key]

    def difficulties(self, attacker: Warrior, state: WoundState) -> list[int]:
        """The difficulties worth a row: the lowest worth choosing to ATT + ADVICE_SPAN."""
        low = _lowest(attacker.attack, self.mods(attacker, state, RollKind.ATTACK))
        return list(range(low, attacker.attack + ADVICE_SPAN + 1))

    def parrying(self, victim: Warrior, state: WoundState, dice: int, attack_dice: int,
                 opponents: int) -> tuple[Defence, int]:
        """How ``victim`` parries with ``dice`` Defence dice, and its number."""
        key = (self.profiles[victim.id], state, dice, attack_dice, opponents)
        found = self.defences.get(key)
        if found is None:
            defence = Defence.under(victim.defence, dice, opponents=opponents, attack_dice=attack_dice,
                                    ruleset=self.ruleset, mods=self.mods(victim, state, RollKind.DEFENCE))
            found = self.defences[key] = (defence, self._number(defence))
        return found

    def struck(self, through: Through, victim: Warrior, vstate: WoundState) -> Struck:
        """What ``through`` (the blows through of an exchange) does to the victim, in full."""
        key = (through, vstate, self.traits[victim.id])
        found = self.strikes.get(key)
        if found is None:
            expected = ZERO
            for (_pairs, counts), chance in through:
                expected = add_product(expected, (sum(counts), 0), chance)
            found = self.strikes[key] = Struck(expected, [(chance, *self.after(victim, vstate, pairs, counts))
                                                          for (pairs, counts), chance in through])
        return found

    def groups(self, merged: dict[tuple[int, int, int, int], int],
               modifiers: Mapping[int, RollModifiers]) -> tuple[tuple[int, int, int, int, int], ...]:
        """The groups of dice (ATT, difficulty, the modifiers' number, the Damage roll's number,
        how many dice) in the order their blows are applied."""
        shapes = list(merged) if len(merged) == 1 else sorted(
            merged, key=lambda shape: (shape[0], shape[1], shape[3], self.spelled(modifiers[shape[2]])))
        return tuple([(*shape, merged[shape]) for shape in shapes])

    def blows_through(self, groups: tuple[tuple[int, int, int, int, int], ...], modifiers: Mapping[int, RollModifiers],
                      defence: Defence, parrying: int) -> Through:
        """The blows through of these groups of dice against ``defence`` (numbered ``parrying``),
        the same for every exchange of the same chances (:meth:`one_group`; several groups: by
        the groups and the Defence)."""
        if len(groups) == 1 and not defence.sustained:
            attack, k, number, index, count = groups[0]
            return self.one_group(attack, k, modifiers[number], number, index, count, defence, parrying)
        key = (groups, parrying)
        found = self.chances.get(key)
        if found is None:
            dice = tuple(AttackDice(attack, k, count, modifiers[number]) for attack, k, number, _index, count in groups)
            found = self.chances[key] = _through(dice, tuple(group[3] for group in groups), defence)
        return found

    def one_group(self, attack: int, difficulty: int, mods: RollModifiers, number: int, index: int, count: int,
                  defence: Defence, parrying: int) -> Through:
        """The blows through of one group of ``count`` Attack dice (modifiers numbered ``number``,
        Damage roll number ``index``) against ``defence`` (numbered ``parrying``) without a
        Sustained Defence: the same for every exchange of the same dice, chance to hit, Defence
        dice and chance to parry (other characteristics, difficulties and modifiers give the
        same)."""
        hit = self.hits.get((difficulty - attack, number))
        if hit is None:
            hit = self.hits[(difficulty - attack, number)] = reach_sixths(attack, difficulty, mods)
        parry = self.parries.get((parrying, difficulty))
        if parry is None:
            parry = self.parries[(parrying, difficulty)] = defence.parry_sixths(difficulty) if defence.dice else ZERO
        key = (count, hit, defence.dice, parry, index)
        found = self.chances.get(key)
        if found is None:
            found = self.chances[key] = _through((AttackDice(attack, difficulty, count, mods),), (index,), defence)
        return found

    def after(self, victim: Warrior, vstate: WoundState, indices: tuple[int, ...],
              counts: tuple[int, ...]) -> tuple[Chances, tuple[Sixths, Sixths]]:
        """The victim's states after ``counts[g]`` blows of Damage distribution ``indices[g]``
        (applied group by group), with their expected severity and chance of death."""
        lives, fierce = self.traits[victim.id]
        key = (vstate, lives, fierce, indices, counts)
        found = self.afters.get(key)
        if found is None:

            def combine(state: WoundState, level: WoundLevel) -> WoundState:
                return _apply(state, level, lives, fierce)

            states: Chances = {vstate: ONE}
            for blows, index in zip(counts, indices):
                if blows:
                    levels = self.levels[index]
                    following: Chances = {}
                    for state, p in states.items():
                        for new, q in final_wounds_sixths({blows: ONE}, levels, state, combine).items():
                            accumulate(following, new, mul(p, q))
                    states = following
            found = (states, (severity_sum(states), death_chance(states)))
            self.afters[key] = found
        return found

    def classes_after(self, victim: Warrior, vstate: WoundState, blows: BlowsKey) -> tuple[tuple[WoundState, Sixths], ...]:
        """The victim's states after ``blows`` merged where his reply is the same (one state for
        each modifier of his Attack rolls, and death: :meth:`striking`), with their chances."""
        key = (self.profiles[victim.id], vstate, blows)
        found = self.classes.get(key)
        if found is None:
            merged: Chances = {}
            for state, p in self.after(victim, vstate, *blows)[0].items():
                accumulate(merged, self.striking(victim, state), p)
            found = self.classes[key] = tuple(merged.items())
        return found

    def recommend(self, attacker: Warrior, state: WoundState, dice: int, victim: Warrior, vstate: WoundState,
                  defence_dice: int, victim_attack: int, opponents: int) -> int:
        """The difficulty the Table recommends to ``attacker`` against ``victim``: the most
        severe wound expected of a die, which without a Master strike is the most blows through
        (:func:`companion.rules.combat_odds.recommended_difficulty`; ties: the lowest)."""
        if self.tournament or opponents < 2:
            victim_attack = 0
        raw = (self.profiles[attacker.id], state, max(dice, 1), self.profiles[victim.id], vstate, defence_dice, victim_attack,
               opponents)
        found = self.recommended.get(raw)
        if found is None:
            found = self._recommend(attacker, state, dice, victim, vstate, defence_dice, victim_attack, opponents)
            self.recommended[raw] = found
        return found

    def _recommend(self, attacker: Warrior, state: WoundState, dice: int, victim: Warrior, vstate: WoundState,
                   defence_dice: int, victim_attack: int, opponents: int) -> int:
        mods, number = self.roll(attacker, state, RollKind.ATTACK)
        defence, parrying = self.parrying(victim, vstate, defence_dice, victim_attack, opponents)
        minimum = self.minimum(attacker, victim, defence_dice)
        key = (number, max(dice, 1), parrying, attacker.attack, minimum)
        found = self.most_through.get(key)
        if found is None:
            # the chances count the difficulty's gap above ATT and above DEF only: weighed at ATT 0
            above = _most_through(0, mods, max(dice, 1), replace(defence, defence=defence.defence - attacker.attack),
                                  None if minimum is None else minimum - attacker.attack)
            found = self.most_through[key] = attacker.attack + above
        return found


_Live = tuple[Warrior, WoundState, int, RollModifiers, int, int | None, int]
"""A striker who can strike: his state, his dice, his Attack modifiers and their number, the
lowest difficulty on his victim, his Damage roll's number."""


class Alike:
    """What every volley that strikes alike shares (:attr:`ExchangeCache.volleys`): the blows
    through by difficulty, and their sums by the difficulty, the victim's state and his wound
    traits."""

    __slots__ = ("through", "sums")

    def __init__(self) -> None:
        self.through: dict[int | None, Through] = {}
        self.sums: dict[object, tuple[Sixths, Sixths]] = {}


class Volley:
    """One side's Attack dice on one victim (an exchange), every striker at one difficulty or
    each at the one the Table recommends him: the blows through at each difficulty and what they
    do to the victim, in full (:meth:`struck`) or as his expected severity and chance of death
    (:meth:`sums`), the blows through and the sums computed once for all the volleys that strike
    alike (:class:`Alike`). What the blows do depends on the blows alone, not on the difficulty:
    it is computed once for every difficulty (:meth:`ExchangeSolver.after`). ``sums``: the sums
    by difficulty, shared with the volleys of other combats that depend on the same (the cache
    holds them, not the volley, which holds its combat's solver)."""

    __slots__ = ("solver", "strikers", "victim", "vstate", "defence_dice", "victim_attack", "opponents", "_live",
                 "_alike", "_sums", "_after")

    def __init__(self, solver: ExchangeSolver, strikers: Sequence[Striker], victim: Warrior,
                 vstate: WoundState, defence_dice: int, victim_attack: int, opponents: int,
                 sums: dict[int | None, tuple[Sixths, Sixths]] | None = None) -> None:
        if solver.tournament or opponents < 2:
            victim_attack = 0  # the Sustained Defence does not depend on it then
        self.solver = solver
        """The solver of the combat the strikers and the victim are of (it numbers them)."""
        self.strikers = strikers
        self.victim, self.vstate, self.defence_dice = victim, vstate, defence_dice
        self.victim_attack, self.opponents = victim_attack, opponents
        self._live: tuple[Defence, int, list[_Live]] | None = None
        self._alike: Alike | None = None
        self._sums = sums if sums is not None else {}
        self._after: dict[BlowsKey, tuple[Sixths, Sixths]] = {}

    def _striking(self) -> Alike:
        """The victim's Defence and its number, each striker with dice who can strike, and what
        the volleys that strike alike share (keyed on the Defence's number and each striker's
        ATT, modifiers' number, lowest difficulty, Damage roll's number and dice)."""
        solver, victim, dice_ = self.solver, self.victim, self.defence_dice
        defence, parrying = solver.parrying(victim, self.vstate, dice_, self.victim_attack, self.opponents)
        live = []
        if not self.vstate.dead:
            for w, state, dice in self.strikers:
                if dice > 0 and not state.dead:
                    mods, number = solver.roll(w, state, RollKind.ATTACK)
                    live.append((w, state, dice, mods, number, solver.minimum(w, victim, dice_),
                                 solver.damage[(w.id, victim.id)][0]))
        self._live = (defence, parrying, live)
        key = (parrying, tuple([(w.attack, number, minimum, index, dice)
                                for w, _state, dice, _mods, number, minimum, index in live]))
        alike = self._alike = solver.volleys.get(key)
        if alike is None:
            alike = self._alike = solver.volleys[key] = Alike()
        return alike

    def through(self, difficulty: int | None) -> Through:
        """The blows through, every striker at ``difficulty`` (None: each at the one the Table
        recommends him)."""
        throughs = (self._alike or self._striking()).through
        found = throughs.get(difficulty)
        if found is None:
            solver = self.solver
            assert self._live is not None
            defence, parrying, live = self._live
            if not live:
                found = ((((), ()), ONE),)
            elif len(live) == 1 and not defence.sustained:
                w, state, dice, mods, number, minimum, index = live[0]
                k = self._difficulty(w, state, dice, minimum, difficulty)
                found = solver.one_group(w.attack, k, mods, number, index, dice, defence, parrying)
            else:  # warriors rolling alike (ATT, difficulty, modifiers, Damage roll) are one group of dice
                merged: dict[tuple[int, int, int, int], int] = {}
                modifiers: dict[int, RollModifiers] = {}
                for w, state, dice, mods, number, minimum, index in live:
                    modifiers[number] = mods
                    shape = (w.attack, self._difficulty(w, state, dice, minimum, difficulty), number, index)
                    merged[shape] = merged.get(shape, 0) + dice
                found = solver.blows_through(solver.groups(merged, modifiers), modifiers, defence, parrying)
            throughs[difficulty] = found
        return found

    def _difficulty(self, w: Warrior, state: WoundState, dice: int, minimum: int | None, difficulty: int | None) -> int:
        """The difficulty ``w`` strikes at: ``difficulty`` (None: the one the Table recommends
        him), raised to the lowest one on the victim."""
        if difficulty is None:
            difficulty = self.solver.recommend(w, state, dice, self.victim, self.vstate, self.defence_dice,
                                               self.victim_attack, self.opponents)
        return max(difficulty, minimum or difficulty)

    def struck(self, difficulty: int | None) -> Struck:
        """The blows through at ``difficulty`` and what they do to the victim, in full."""
        return self.solver.struck(self.through(difficulty), self.victim, self.vstate)

    def sums(self, difficulty: int | None) -> tuple[Sixths, Sixths]:
        """The victim's expected severity and chance of death after the blows at ``difficulty``
        (:meth:`struck`'s, without the states)."""
        found = self._sums.get(difficulty)
        if found is None:
            through = self.through(difficulty)
            assert self._alike is not None
            key = (difficulty, self.vstate, self.solver.traits[self.victim.id])
            found = self._alike.sums.get(key)
            if found is None:
                severity_ = dead = ZERO
                for blows, chance in through:
                    after = self._after.get(blows)
                    if after is None:
                        after = self._after[blows] = self.solver.after(self.victim, self.vstate, *blows)[1]
                    s, d = after
                    severity_ = add_product(severity_, chance, s)
                    dead = add_product(dead, chance, d)
                found = self._alike.sums[key] = (severity_, dead)
            self._sums[difficulty] = found
        return found


def _through(dice: tuple[AttackDice, ...], indices: tuple[int, ...], defence: Defence) -> Through:
    """The chance of each set of blows through of these groups of Attack dice (their Damage
    rolls' numbers ``indices``) against ``defence``."""
    same = all(index == indices[0] for index in indices)
    totals: dict[tuple[int, ...], Sixths] = {}
    if same and (len(dice) > 1 or defence.sustained) and all(g.difficulty == dice[0].difficulty for g in dice):
        # one Damage roll, one difficulty: only the total of blows counts
        pooled = pooled_exchange_sixths(dice[0].difficulty, [(g.count, g.hit_sixths) for g in dice], defence)
        totals = {(blows,): chance for blows, chance in pooled.items()}
    else:
        for counts, chance in exchange_sixths(dice, defence).items():
            accumulate(totals, (sum(counts),) if same else counts, chance)
    pairs = indices[:1] if same else indices
    return tuple(((pairs, counts), chance) for counts, chance in totals.items())


def _expected(by_group: dict[tuple[int, ...], Sixths]) -> Sixths:
    """The expected number of blows through."""
    expected = ZERO
    for counts, (n, e) in by_group.items():
        blows = sum(counts)
        if blows:
            expected = add(expected, (n * blows, e))
    return expected


@lru_cache(maxsize=16384)
def _most_through(attack: int, mods: RollModifiers, dice: int, defence: Defence, minimum: int | None) -> int:
    """The difficulty from ``minimum`` (or the lowest useful) to ATT + ADVICE_SPAN at which
    ``dice`` Attack dice get the most blows through ``defence`` (ties: the lowest); only these
    numbers count, and they recur from one combat to the next."""
    low = minimum if minimum is not None else _lowest(attack, mods)
    best: tuple[Sixths, int] | None = None
    for k in range(low, max(low, attack + ADVICE_SPAN) + 1):
        expected = _expected(exchange_sixths((AttackDice(attack, k, dice, mods),), defence))
        if best is None or compare(expected, best[0]) > 0:
            best = (expected, k)
    assert best is not None
    return best[1]

__all__ = ["ADVICE_SPAN", "Alike", "BlowsKey", "Chances", "CombatSides", "ExchangeCache", "ExchangeSolver", "Striker", "Struck",
           "Through", "Volley", "Warrior", "death_chance", "severity", "severity_sum"]
