"""A matchup: the figurines of two cards fight hand to hand until one side is killed or fled, or
for K rounds, and the exact chance of each end (fractions, never sampled).

With a fixed dice policy (:class:`companion.rules.matchup_round.Policy`) the fight is a Markov
chain over both sides' wound states: each round's transitions are
:class:`companion.rules.matchup_round.Fight`'s, the chain is followed round by round in integers
(each round's states as numerators over one denominator, a Fraction made for each end).

Before contact, the Fear (booklet, "Influence of Fear"): the chargers test their Courage against
the target's Fear ("when trying to Charge or Engage a Fear-inducing creature, he is paralysed by
dread"), one test for a group ("using the highest Courage amongst the warriors and adding a +1
bonus for each additional fighter"); then the target against the chargers' Fear (the creatures'
"+1 bonus to Fear" each), War cry counting as Fear when Charging. A failure when Charged makes
him run away; a Fanatic's Discipline roll or a Desperate holds him, with the Fear effects this
round. In the first round the Charge's penalties apply ("-1 INI, ATT and DEF").

Reading choices:

* **Paralysed chargers flee**: in a fight of two cards the creature they dread Charges them in
  turn, and "he will automatically flee".
* **A Charged group** tests once, its result applied to every figurine of the card (as a group
  of chargers does); a Charged warrior's card has not been activated yet (so a failure is a
  flight).
* **Nobody charged** (``none``): the figurines are already engaged: no Charge, no Fear test.
* A side that fled or was killed has lost; both sides killed in one round (a Fierce warrior's
  last blow) is neither side's win.
* N against 1 is one combat of the fray as the booklet splits it (at most as many as the lone
  warrior's base admits); many against many is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from math import lcm

from companion.rules import fear as fear_rules
from companion.rules.cancelling import CancelCheck, check_cancelled
from companion.rules.card import Base, Card
from companion.rules.card_terms import Characteristic
from companion.rules.combat import Fighter, combat_dice
from companion.rules.combat_exchanges import ExchangeCache
from companion.rules.damage import damage_odds, damage_options
from companion.rules.errors import RulesError
from companion.rules.foes import bane_applies
from companion.rules.matchup_round import FRESH, Fight, Pair, Policy, RoundCondition, RoundPlan, order
from companion.rules.message import Message
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.source import Source, booklet
from companion.rules.wound_table import WoundTable, load_wound_table
from companion.rules.wounds import WoundLevel, WoundState

MATCHUP_SOURCES: tuple[Source, ...] = (booklet("hand to hand combat phase"), fear_rules.FEAR_SOURCE,
                                       booklet("movement phase, Charge"))
DEFAULT_ROUNDS = 10


class Charger(str, Enum):
    """Who charged: the first card, the second, or nobody (already engaged)."""

    FIRST = "first"
    SECOND = "second"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class FearCheck:
    """A side's Courage test before contact: the Fear, its chance to stand, to flee."""

    fear: int
    stands: Fraction
    flees: Fraction


@dataclass(frozen=True, slots=True)
class Matchup:
    """The exact outcome of a fight (each chance a Fraction; wins and undecided sum to 1)."""

    first_wins: Fraction
    second_wins: Fraction
    undecided: Fraction
    """Neither side won: both still fight after the last round (or both fell together)."""
    first_fled: Fraction
    """Part of ``second_wins``: the first card's figurines ran away (Fear)."""
    second_fled: Fraction
    both_fell: Fraction
    """Part of ``undecided``: both sides killed in the same round."""
    rounds: tuple[Fraction, ...]
    """The chance the fight ends in round 1, 2, ..."""
    wounds: tuple[dict[WoundLevel, Fraction], dict[WoundLevel, Fraction]]
    """Each side's figurines at the end: the expected share at each wound level (killed too)."""
    fear: tuple[FearCheck | None, FearCheck | None]
    why: tuple[RoundPlan, ...]
    """The first round as it goes when each side wins the Initiative."""
    figures: tuple[int, int]
    charge: Charger
    policy: Policy
    limit: int


def _damage(cards: tuple[Card, Card], ruleset: Ruleset, table: WoundTable) -> dict[tuple[int, int], dict[WoundLevel, Fraction]]:
    """Each side's Damage roll on the other: the chance of each wound level."""
    found: dict[tuple[int, int], dict[WoundLevel, Fraction]] = {}
    for s in (0, 1):
        attacker, victim = cards[s], cards[1 - s]
        options = damage_options(attacker.abilities, victim.abilities, attacker_character=attacker.character,
                                 bane_applies=bane_applies(attacker, victim), ruleset=ruleset)
        assert attacker.strength is not None and victim.resilience is not None
        levels = damage_odds(attacker.strength, victim.resilience, options, table).by_level
        found[(s, 1 - s)] = {level: p for level, p in levels.items() if p}
    return found


def _fear_fighter(card: Card) -> fear_rules.Fighter:
    return fear_rules.Fighter.of(card.courage, card.fear, card.discipline, card.abilities, card.people,
                                 card.character)


def _test(card: Card, creature: fear_rules.Fighter, situation: fear_rules.Situation, count: int, fears: int,
          ruleset: Ruleset, war_cry: bool = False) -> tuple[FearCheck, Fraction] | None:
    """A side's Courage test (None: it needs none): its check and its chance to hold afraid."""
    me = _fear_fighter(card)
    if not fear_rules.must_test(me, creature, situation, war_cry=war_cry).value:
        return None
    if me.courage is None and me.fear is None:
        raise RulesError(Message("combat.card-lacks", card=card.name, characteristic=Characteristic("courage")))
    if "Fanaticism" in me.names and me.discipline is None and situation is fear_rules.Situation.CHARGED:
        raise RulesError(Message("combat.card-lacks", card=card.name, characteristic=Characteristic("discipline")))
    fear = fear_rules.effective_fear(me, creature)
    assert fear is not None
    fear = fear_rules.group_fear([fear] * fears)
    score = fear_rules.group_courage([fear_rules.courage_score(me, creature)] * count)
    test = fear_rules.courage_test(score, fear, card.abilities, character=card.character, ruleset=ruleset)
    odds = fear_rules.fear_odds(test, situation, card.abilities, discipline=card.discipline,
                                character=card.character)
    return FearCheck(fear, odds.stands, odds.fails), odds.holds


def _contact(cards: tuple[Card, Card], figures: tuple[int, int], charge: Charger, ruleset: Ruleset
             ) -> tuple[list[tuple[Fraction, int | None, tuple[RoundCondition, RoundCondition]]],
                        tuple[FearCheck | None, FearCheck | None]]:
    """How the fight begins: (chance, the side that fled or None, the first round's conditions)."""
    if charge is Charger.NONE:
        return [(Fraction(1), None, (FRESH, FRESH))], (None, None)
    c = 0 if charge is Charger.FIRST else 1
    t = 1 - c
    checks: list[FearCheck | None] = [None, None]
    creature = _fear_fighter(cards[t])
    charging = _test(cards[c], creature, fear_rules.Situation.CHARGING, figures[c], 1, ruleset, war_cry=True)
    charger = _fear_fighter(cards[c])
    cry = fear_rules.war_cry_fear(cards[c].abilities, True)
    if cry is not None and (charger.fear or 0) < cry:
        charger = replace(charger, fear=cry)
    charged = _test(cards[t], charger, fear_rules.Situation.CHARGED, figures[t], figures[c], ruleset)
    conditions = [RoundCondition(), RoundCondition()]
    conditions[c] = RoundCondition(charging=True)
    conditions[t] = RoundCondition(charged=True)
    stand = Fraction(1)
    outcomes: list[tuple[Fraction, int | None, tuple[RoundCondition, RoundCondition]]] = []
    if charging is not None:
        checks[c] = charging[0]
        stand = charging[0].stands
        outcomes.append((charging[0].flees, c, (FRESH, FRESH)))
    if charged is None:
        outcomes.append((stand, None, (conditions[0], conditions[1])))
    else:
        check, holds = charged
        checks[t] = check
        outcomes.append((stand * check.flees, t, (FRESH, FRESH)))
        afraid = list(conditions)
        afraid[t] = replace(conditions[t], afraid=True)
        outcomes.append((stand * holds, None, (afraid[0], afraid[1])))
        outcomes.append((stand * (check.stands - holds), None, (conditions[0], conditions[1])))
    return [o for o in outcomes if o[0]], (checks[0], checks[1])


def _check_cards(cards: tuple[Card, Card], figures: tuple[int, int]) -> tuple[Fighter, Fighter]:
    fighters = (Fighter.from_card(cards[0]), Fighter.from_card(cards[1]))
    combat_dice(*figures)
    for s in (0, 1):
        if figures[1 - s] > 1:
            most = (cards[s].base or Base.INFANTRY).max_opponents
            if figures[1 - s] > most:
                raise RulesError(Message("matchup.too-many", card=cards[s].name, count=figures[1 - s], most=most))
    return fighters


def matchup(first: Card, second: Card, *, figures: tuple[int, int] = (1, 1), charge: Charger = Charger.NONE,
            rounds: int = DEFAULT_ROUNDS, policy: Policy = Policy.ADVICE, ruleset: Ruleset = CORE,
            wound_table: WoundTable | None = None, cancelled: CancelCheck | None = None,
            cache: ExchangeCache | None = None) -> Matchup:
    """The exact outcome of the fight of ``figures`` figurines of ``first`` against ``second``'s
    (``cancelled`` is asked before each round of each state: when it says so,
    :class:`~companion.rules.cancelling.Cancelled` is raised; ``cache``: the exchanges shared
    with other fights under the same ruleset, as a matrix's cells share them)."""
    if rounds < 1:
        raise RulesError(Message("matchup.rounds", rounds=rounds))
    charge, policy = Charger(charge), Policy(policy)
    cards = (first, second)
    fighters = _check_cards(cards, figures)
    fight = Fight(cards, fighters, _damage(cards, ruleset, wound_table or load_wound_table()), ruleset, policy, cache)
    starts, fear = _contact(cards, figures, charge, ruleset)
    fresh: Pair = (order([WoundState()] * figures[0]), order([WoundState()] * figures[1]))
    wins = [Fraction(0), Fraction(0)]
    fled = [Fraction(0), Fraction(0)]
    both = Fraction(0)
    ended = [Fraction(0)] * rounds
    finals: dict[Pair, Fraction] = {}
    fighting = [(chance, conditions) for chance, flight, conditions in starts if flight is None]
    for chance, flight, _conditions in starts:
        if flight is not None:
            fled[flight] += chance
            wins[1 - flight] += chance
            ended[0] += chance
            finals[fresh] = finals.get(fresh, Fraction(0)) + chance
    check_cancelled(cancelled)
    why = fight.round(fresh, fighting[-1][1] if fighting else (FRESH, FRESH)).plans  # the Charge as it comes
    # the states still fighting: each chance a numerator over one denominator, in integers
    denominator = lcm(*(chance.denominator for chance, _c in fighting))
    live = [(fresh, chance.numerator * (denominator // chance.denominator), conditions)
            for chance, conditions in fighting]
    for index in range(rounds):
        played = []
        for pair, n, conditions in live:
            check_cancelled(cancelled)
            played.append((n, fight.round(pair, conditions)))
        whole = lcm(*(odds.whole for _n, odds in played))
        denominator *= whole
        following: dict[Pair, int] = {}
        over: dict[Pair, int] = {}
        for n, odds in played:
            scale = n * (whole // odds.whole)
            for after, m in odds.reached.items():
                if after[0] and after[1]:
                    following[after] = following.get(after, 0) + scale * m
                else:
                    over[after] = over.get(after, 0) + scale * m
        for after, n in over.items():
            chance = Fraction(n, denominator)
            ended[index] += chance
            finals[after] = finals.get(after, Fraction(0)) + chance
            if after[0]:
                wins[0] += chance
            elif after[1]:
                wins[1] += chance
            else:
                both += chance
        live = [(pair, n, (FRESH, FRESH)) for pair, n in following.items()]
    for pair, n, _c in live:
        finals[pair] = finals.get(pair, Fraction(0)) + Fraction(n, denominator)
    undecided = 1 - wins[0] - wins[1]
    return Matchup(wins[0], wins[1], undecided, fled[0], fled[1], both, tuple(ended),
                   (_wounds(finals, 0, figures[0]), _wounds(finals, 1, figures[1])), fear, why, figures, charge,
                   policy, rounds)


def _wounds(finals: dict[Pair, Fraction], side: int, count: int) -> dict[WoundLevel, Fraction]:
    """The expected share of a side's figurines at each wound level at the end."""
    shares: dict[WoundLevel, Fraction] = {}
    for pair, p in finals.items():
        band = pair[side]
        for state in band:
            shares[state.level] = shares.get(state.level, Fraction(0)) + p / count
        if len(band) < count:
            shares[WoundLevel.KILLED] = shares.get(WoundLevel.KILLED, Fraction(0)) + p * (count - len(band)) / count
    return dict(sorted(shares.items(), key=lambda kv: kv[0].severity))


__all__ = ["Charger", "DEFAULT_ROUNDS", "FearCheck", "MATCHUP_SOURCES", "Matchup", "matchup"]
