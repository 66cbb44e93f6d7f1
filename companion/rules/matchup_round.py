"""One round of a hand to hand fight between the figurines of two cards, exactly: the chance of
each pair of wound states it leaves.

Booklet, "hand to hand combat phase": (1) Initiative, "the highest score of the group + 1 per
other warrior", ties re-rolled (:func:`companion.rules.initiative.initiative_odds`); (2) "The
Defender divides his dice first ... The Attacker then places his dice"; (3, 4) the Attacker's
blows at their difficulties, the parries, a Damage roll for each blow through; (5) the Defender
retaliates if he still has fit warriors. The exchanges are
:class:`companion.rules.combat_exchanges.ExchangeSolver`'s, the divisions
:func:`companion.rules.combat_advice.advise`'s; a fighter's INI, ATT, DEF and dice are
:func:`companion.rules.combat.profile`'s and :func:`~companion.rules.combat.fighter_dice`'s (the
Charge and Fear penalties), his wound penalties come with his rolls. "Stunned" ends with the
round (:meth:`companion.rules.wounds.WoundState.end_of_round`).

The divisions are a policy (:class:`Policy`): the advice's recommended division (the Defender's
against the Attacker's worst reply, the Attacker's knowing the Defender's), all in Attack, or as
even as possible (the odd die in Attack). Difficulties: the advice's; with the other policies the
one the Table recommends to each striker when he strikes
(:meth:`~companion.rules.combat_exchanges.ExchangeSolver.recommend`).

Reading choices: the group's Initiative roll takes its least wounded warrior's modifiers; with
the policies other than the advice, a lone warrior strikes the most wounded of the group.
As in the advice, Counter-Attack and Ambidextrous dice, Master strike, a Character's extra dice,
War fury and Additional limb are not weighed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from math import lcm

from companion.rules.card import Card
from companion.rules.characteristic import RollKind, roll_setup
from companion.rules.combat import Condition, DicePool, Fighter, Profile, fighter_dice, group_initiative, profile
from companion.rules.combat_advice import Advisor, Division
from companion.rules.combat_exchanges import CombatSides, ExchangeCache, ExchangeSolver, Volley, Warrior
from companion.rules.initiative import initiative_odds
from companion.rules.ruleset import Ruleset
from companion.rules.sixths import ZERO, Sixths, accumulate, add, fraction, mul, six
from companion.rules.wounds import WoundLevel, WoundState

Band = tuple[WoundState, ...]
"""The figurines of one side still fighting, most wounded first."""
Pair = tuple[Band, Band]


class Policy(str, Enum):
    """How each side divides its dice."""

    ADVICE = "advice"
    ATTACK = "attack"
    EVEN = "even"


@dataclass(frozen=True, slots=True)
class RoundCondition:
    """What happened to a side before this round's combat (the Charge, a failed Courage test)."""

    charged: bool = False
    charging: bool = False
    afraid: bool = False


FRESH = RoundCondition()


@dataclass(frozen=True, slots=True)
class Blows:
    """One side's choice in a round: its division, the difficulty of its Attacks (None: the
    recommended one when it strikes) and, for a lone warrior, whom he strikes."""

    division: Division
    difficulty: int | None
    target: str | None


@dataclass(frozen=True, slots=True)
class RoundPlan:
    """How a round goes when one side strikes first: its chance, both sides' choices, and the
    chance that each side loses a figurine in it."""

    first_strikes: bool
    """The first card's side wins the Initiative."""
    chance: Fraction
    first: Blows
    second: Blows
    first_loses: Fraction
    second_loses: Fraction


@dataclass(frozen=True, slots=True)
class RoundOdds:
    """The states a round leaves (after the end of the round), each chance a numerator over
    ``whole``, and how it was played."""

    reached: dict[Pair, int]
    whole: int
    plans: tuple[RoundPlan, ...]


def order(band: list[WoundState]) -> Band:
    """A side's figurines still fighting, most wounded first."""
    alive = [s for s in band if not s.dead]
    if len(alive) < 2:
        return tuple(alive)
    return tuple(sorted(alive, key=lambda s: (-s.level.severity, -s.deaths, s.stunned, s.fierce_until_end_of_round)))


def _split(warrior: Warrior, policy: Policy) -> tuple[int, int]:
    """All in Attack, or as even as possible (the odd die in Attack), as the rules allow."""
    allowed = warrior.divisions()
    wanted = warrior.dice if policy is Policy.ATTACK else (warrior.dice + 1) // 2
    return min(allowed, key=lambda ad: abs(ad[0] - wanted))


def _both_orders(orders: list[tuple[Fraction, dict[Pair, Sixths]]]) -> tuple[dict[Pair, int], int]:
    """The states a round leaves, each order of strikes weighed by its chance (the Initiative's,
    not a chance of D6): each state's numerator, summed in integers over a common denominator,
    and that denominator."""
    exponent = max((e for _chance, reached in orders for _n, e in reached.values()), default=0)
    denominator = lcm(*(chance.denominator for chance, _reached in orders))
    numerators: dict[Pair, int] = {}
    for chance, reached in orders:
        factor = chance.numerator * (denominator // chance.denominator)
        for new, (n, e) in reached.items():
            numerators[new] = numerators.get(new, 0) + factor * n * six(exponent - e)
    return numerators, denominator * six(exponent)


class Fight:
    """The fixed data of a fight: both cards, their fighters, each blow's Damage roll, the
    ruleset and the policy; its rounds, each computed once."""

    def __init__(self, cards: tuple[Card, Card], fighters: tuple[Fighter, Fighter],
                 damage: Mapping[tuple[int, int], Mapping[WoundLevel, Fraction]], ruleset: Ruleset,
                 policy: Policy, cache: ExchangeCache | None = None) -> None:
        self.cards = cards
        self.fighters = fighters
        self.damage = damage
        self.ruleset = ruleset
        self.policy = policy
        self.cache = cache if cache is not None else ExchangeCache()
        self._rounds: dict[tuple[Pair, tuple[RoundCondition, RoundCondition]], RoundOdds] = {}
        self._shapes: dict[tuple[int, RoundCondition, int, int], tuple[Profile, DicePool]] = {}
        """Each side's INI, ATT, DEF and dice by its condition and the figurines on each side."""
        self._states: dict[WoundState, WoundState] = {}
        """Each wound state met, once: equal states are then the same object, quick to compare."""
        self._ends: dict[WoundState, WoundState] = {}
        """Each state's at the end of the round, among ``_states``."""

    def round(self, pair: Pair, conditions: tuple[RoundCondition, RoundCondition] = (FRESH, FRESH)) -> RoundOdds:
        """The round played from ``pair`` (each side's figurines, most wounded first)."""
        key = (pair, conditions)
        found = self._rounds.get(key)
        if found is None:
            found = self._play(pair, conditions)
            self._rounds[key] = found
        return found

    def _ended(self, state: WoundState) -> WoundState:
        """``state`` at the end of the round, each such state met once."""
        found = self._ends.get(state)
        if found is None:
            ended = state.end_of_round()
            found = self._ends[state] = self._states.setdefault(ended, ended)
        return found

    @staticmethod
    def _condition(condition: RoundCondition) -> Condition:
        return Condition(charged=condition.charged, charging=condition.charging, afraid=condition.afraid)

    def _warrior(self, side: int, index: int, state: WoundState, pair: Pair, condition: RoundCondition) -> Warrior:
        key = (side, condition, len(pair[side]), len(pair[1 - side]))
        found = self._shapes.get(key)
        if found is None:
            fighter = self.fighters[side]
            cond = self._condition(condition)
            brutish = fighter.has("Brutish charge") and condition.charging
            pool = fighter_dice(fighter, cond, own_side=len(pair[side]), opponents=len(pair[1 - side]),
                                ruleset=self.ruleset, charged_target_engaged=brutish)
            found = self._shapes[key] = (profile(fighter, cond), pool)
        shape, pool = found
        card = self.cards[side]
        return Warrior(f"{'ab'[side]}{index + 1}", shape.attack, shape.defence, pool.total, card.abilities,
                       card.character, False, state, pool.attack_only, pool.all_attack, pool.no_attack)

    def _initiative(self, side: int, band: Band, condition: RoundCondition) -> tuple[int, WoundState]:
        value = profile(self.fighters[side], self._condition(condition)).initiative
        return group_initiative([value] * len(band)), band[-1]

    def _play(self, pair: Pair, conditions: tuple[RoundCondition, RoundCondition]) -> RoundOdds:
        warriors = [[self._warrior(s, i, st, pair, conditions[s]) for i, st in enumerate(pair[s])] for s in (0, 1)]
        lone_side = 1 if len(pair[0]) > 1 else 0
        damage: dict[tuple[str, str], Mapping[WoundLevel, Fraction]] = {}
        for s in (0, 1):
            for a in warriors[s]:
                for v in warriors[1 - s]:
                    damage[(a.id, v.id)] = self.damage[(s, 1 - s)]
        (ini_a, best_a), (ini_b, best_b) = (self._initiative(s, pair[s], conditions[s]) for s in (0, 1))
        mods = [roll_setup(RollKind.INITIATIVE, self.cards[s].abilities, best.level, stunned=best.stunned,
                           character=self.cards[s].character, ruleset=self.ruleset).modifiers
                for s, best in ((0, best_a), (1, best_b))]
        first_first = initiative_odds(ini_a, ini_b, mods[0], mods[1]).a_first
        reached_by_order: list[tuple[Fraction, dict[Pair, Sixths]]] = []
        plans: list[RoundPlan] = []
        for first_strikes, chance in ((True, first_first), (False, 1 - first_first)):
            if not chance:
                continue
            lone_first = first_strikes == (lone_side == 0)
            sides = CombatSides(warriors[lone_side][0], tuple(warriors[1 - lone_side]), lone_first, damage,
                                self.ruleset)
            solver = ExchangeSolver(sides, self.cache)
            lone_blows, group_blows = self._choose(solver)
            states = self._exchange(solver, lone_blows, group_blows)
            lost = [ZERO, ZERO]
            reached: dict[Pair, Sixths] = {}
            for (lone_state, target, target_state), p in states.items():
                bands: list[list[WoundState]] = [[], []]
                bands[lone_side] = [self._ended(lone_state)]
                bands[1 - lone_side] = [self._ended(target_state if w.id == target else w.start) for w in sides.group]
                new = (order(bands[0]), order(bands[1]))
                accumulate(reached, new, p)
                for s in (0, 1):
                    if len(new[s]) < len(pair[s]):
                        lost[s] = add(lost[s], p)
            reached_by_order.append((chance, reached))
            blows = (lone_blows, group_blows) if lone_side == 0 else (group_blows, lone_blows)
            plans.append(RoundPlan(first_strikes, chance, blows[0], blows[1], fraction(lost[0]), fraction(lost[1])))
        return RoundOdds(*_both_orders(reached_by_order), tuple(plans))

    def _choose(self, solver: ExchangeSolver) -> tuple[Blows, Blows]:
        """The lone warrior's and the group's division, difficulty and target."""
        sides = solver.sides
        lone, group = sides.lone, sides.group
        if self.policy is Policy.ADVICE:
            advisor = Advisor(solver)
            defender_is_lone = not sides.lone_strikes_first
            defender = advisor.choice(planner_is_lone=defender_is_lone)
            attacker = advisor.choice(planner_is_lone=not defender_is_lone, known=defender.division)
            lone_row, group_row = (defender, attacker) if defender_is_lone else (attacker, defender)
            return (Blows(lone_row.division, lone_row.difficulty, lone_row.target),
                    Blows(group_row.division, group_row.difficulty, None))
        return (Blows(((lone.id, *_split(lone, self.policy)),), None, group[0].id),
                Blows(tuple((w.id, *_split(w, self.policy)) for w in group), None, None))

    def _exchange(self, solver: ExchangeSolver, lone_blows: Blows,
                  group_blows: Blows) -> dict[tuple[WoundState, str, WoundState], Sixths]:
        """The joint chance of the lone warrior's state and his target's after both exchanges."""
        sides = solver.sides
        lone, group = sides.lone, sides.group
        (_id, la, ld), = lone_blows.division
        placed = {fid: (a, d) for fid, a, d in group_blows.division}
        target_id = lone_blows.target or group[0].id
        target = next(w for w in group if w.id == target_id)
        ta, td = placed[target.id]

        def lone_strikes(lstate: WoundState) -> dict[WoundState, Sixths]:
            volley = Volley(solver, ((lone, lstate, la),), target, target.start, td, ta, 1)
            return volley.struck(lone_blows.difficulty).states()

        def group_strikes(tstate: WoundState) -> dict[WoundState, Sixths]:
            strikers = tuple((member, tstate if member.id == target.id else member.start, placed[member.id][0])
                             for member in group)
            return Volley(solver, strikers, lone, lone.start, ld, la, len(group)).struck(group_blows.difficulty).states()

        joint: dict[tuple[WoundState, str, WoundState], Sixths] = {}
        if sides.lone_strikes_first:
            for tstate, p in lone_strikes(lone.start).items():
                for lstate, q in group_strikes(tstate).items():
                    accumulate(joint, (lstate, target.id, tstate), mul(p, q))
        else:
            for lstate, p in group_strikes(target.start).items():
                for tstate, q in lone_strikes(lstate).items():
                    accumulate(joint, (lstate, target.id, tstate), mul(p, q))
        return joint


__all__ = ["Band", "Blows", "FRESH", "Fight", "Pair", "Policy", "RoundCondition", "RoundOdds", "RoundPlan", "order"]
