"""Advice before a hand to hand combat: for the side that divides its dice now, the exact odds of
each way to divide them between Attack and Defence, at each difficulty, and the best division.

Booklet, "combat resolution": "The Defender divides his dice first, and announces which dice
will serve to attack and which to defend ... The Attacker then places his dice" (step 2); the
Attacker strikes first, each Attack at its difficulty, the Defender parries with his Defence
dice (and a Sustained Defence where it is allowed), a Damage roll for each blow through (steps
3, 4); "If the Defender still has fit warriors and Attack dice, he can retaliate" (step 5).

What the advice computes, for one division of the planner's dice and one difficulty of its
Attacks, exactly (:class:`fractions.Fraction`, by enumeration through
:mod:`companion.rules.combat_odds`): the blows it gets through, the final wound of the enemy it
strikes and the chance that he is killed, and the chance that the planner's side loses no one
to the enemy's blows (struck first when the planner is the Defender, the reply when he is the
Attacker; a wounded striker's penalties count in the reply, a killed one does not reply).

Reading choices (the player decides these at the table; the advice fixes them so that its
odds are well defined):

* **The other side's division**: known when the planner is the Attacker (the Defender placed
  first); the worst case for the planner otherwise: the division of the enemy that gives the
  planner the lowest score.
* **The other side's difficulties**: each enemy warrior strikes at the difficulty the Table
  recommends to him (the most severe wound expected of one die:
  :func:`companion.rules.combat_odds.recommended_difficulty`).
* **Targets**: a lone warrior puts all his Attack dice on one opponent (the planner's best
  choice; the worst one for the planner when the lone warrior is the enemy); a group strikes
  the lone warrior. A group's dice are all rolled at the row's difficulty. A difficulty below
  the minimum the enemy's Defence dice set (step 3) is raised to it.
* **The score** that ranks the rows: the expected severity of the wounds dealt minus that of
  the wounds suffered (stunned 1 ... killed 5, :func:`companion.rules.combat_odds.severity_weight`);
  ties: the better chance to survive, then the lower difficulty.
* The advice covers the first blows and their reply, not the Attack dice a Counter-Attack or an
  Ambidextrous parry gains, nor a Master strike.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement, product
from typing import NamedTuple

from companion.rules.combat_exchanges import (
    ADVICE_SPAN,
    BlowsKey,
    Chances,
    CombatSides,
    ExchangeCache,
    ExchangeSolver,
    Volley,
    Warrior,
    severity,
)
from companion.rules.sixths import ZERO, Sixths, accumulate, add, add_product, compare, complement, fraction, fractions, mul
from companion.rules.wounds import WoundLevel, WoundState

Division = tuple[tuple[str, int, int], ...]
"""(warrior, Attack dice, Defence dice) for each warrior of a side."""
States = dict[WoundState, Fraction]


@dataclass(frozen=True, slots=True)
class Row:
    """The odds of one division of the planner's dice at one difficulty of his Attacks."""

    division: Division
    difficulty: int | None
    """The difficulty of the planner's Attacks (None: no Attack die)."""
    target: str | None
    """The enemy the planner's Attacks strike."""
    blows: Fraction
    """The expected number of the planner's blows that get through."""
    wounds: dict[WoundLevel, Fraction]
    """The chance of each final wound of the enemy struck."""
    killed: Fraction
    """The chance that the enemy struck is killed."""
    survives: Fraction
    """The chance that the planner's side loses no one in this combat's blows."""
    score: Fraction
    against: Division
    """The enemy's division the odds assume (known, or the worst case)."""


@dataclass(frozen=True, slots=True)
class Advice:
    """Every row, the best row of each division, and the best row."""

    planner: tuple[str, ...]
    known: bool
    """The enemy's division is known (the planner is the Attacker)."""
    rows: tuple[Row, ...]
    by_division: tuple[Row, ...]
    best: Row


def expected_severity(states: States) -> Fraction:
    """The expected severity of these final states."""
    return sum((p * severity(s) for s, p in states.items()), Fraction(0))


def dead_chance(states: States) -> Fraction:
    """The chance that these final states are death."""
    return sum((p for s, p in states.items() if s.dead), Fraction(0))


class _Play(NamedTuple):
    """One way the combat goes: each side's division, the planner's difficulty and target."""

    lone: tuple[int, int]
    group: tuple[tuple[int, int], ...]
    target: int
    """The group member the lone warrior strikes."""
    lone_difficulty: int | None
    """None: the lone warrior strikes at his recommended difficulty."""
    group_difficulty: int | None


_Replies = tuple[tuple[Sixths, Volley], ...]
"""The replier's reply from each state a set of first blows leaves him in (one of each way he
strikes), with its chance."""
_First = tuple[tuple[Sixths, Sixths], dict[Volley, Sixths]]
"""The first blows at one difficulty: the struck's sums, each reply with its chance."""


class _Row:
    """What the plays of the same divisions and target share: the first blows at any
    difficulty, the replier's replies after each set of them, his reply from each state, the
    first blows at their recommended difficulty, and by the replier's difficulty his replies'
    sums after each set of blows."""

    __slots__ = ("volley", "after", "form", "replies", "merged", "replied")

    def __init__(self, volley: Volley) -> None:
        self.volley = volley
        self.after: dict[BlowsKey, _Replies] = {}
        self.form: int | None = None
        """The number of all the replier's replies depend on but his state (:meth:`_Plays._form`)."""
        self.replies: dict[WoundState, Volley] = {}
        self.merged: _First | None = None
        self.replied: dict[int | None, dict[BlowsKey, tuple[Sixths, Sixths]]] = {}


class _Plays:
    """The exchanges of one combat's plays, each computed once for the part of a play it
    depends on: the first blows for both sides' divisions (a :class:`_Row`), at each difficulty
    of the first striker's; the reply for the replier's division and the state the first blows
    left, at each difficulty of his (its sums kept for the whole fight)."""

    def __init__(self, solver: ExchangeSolver) -> None:
        self.solver = solver
        sides = solver.sides
        self.lone_first = sides.lone_strikes_first
        self.pains = (severity(sides.lone.start), tuple(severity(m.start) for m in sides.group))
        """The severity each warrior starts with: the lone warrior's, each group member's."""
        self._rows: dict[object, _Row] = {}
        self.replies = solver.replies
        self.forms = solver.reply_forms

    def lone_volley(self, play: _Play, lstate: WoundState,
                    sums: dict[int | None, tuple[Sixths, Sixths]] | None = None) -> Volley:
        """The lone warrior's blows on his target, from ``lstate`` (none when he is dead or has
        no Attack die)."""
        solver = self.solver
        target = solver.sides.group[play.target]
        t_attack, t_defence = play.group[play.target]
        return Volley(solver, ((solver.sides.lone, lstate, play.lone[0]),), target, target.start, t_defence,
                      t_attack, 1, sums)

    def group_volley(self, play: _Play, tstate: WoundState,
                     sums: dict[int | None, tuple[Sixths, Sixths]] | None = None) -> Volley:
        """The group's blows on the lone warrior, its target at ``tstate``."""
        solver = self.solver
        lone, group = solver.sides.lone, solver.sides.group
        la, ld = play.lone
        strikers = tuple([(member, tstate if index == play.target else member.start, ga)
                          for index, (member, (ga, _gd)) in enumerate(zip(group, play.group))])
        return Volley(solver, strikers, lone, lone.start, ld, la, len(group), sums)

    def _first_volley(self, play: _Play) -> Volley:
        """The first striker's blows on his victim, at any difficulty of his."""
        if self.lone_first:
            return self.lone_volley(play, self.solver.sides.lone.start)
        return self.group_volley(play, self.solver.sides.group[play.target].start)

    def _replier(self, play: _Play) -> Warrior:
        return self.solver.sides.group[play.target] if self.lone_first else self.solver.sides.lone

    def _reply_volley(self, play: _Play, state: WoundState,
                      sums: dict[int | None, tuple[Sixths, Sixths]] | None = None) -> Volley:
        """The replier's blows from ``state``, at any difficulty of his."""
        return self.group_volley(play, state, sums) if self.lone_first else self.lone_volley(play, state, sums)

    def _difficulties(self, play: _Play) -> tuple[int | None, int | None]:
        """The first striker's difficulty and the replier's (None: the recommended one)."""
        if self.lone_first:
            return play.lone_difficulty, play.group_difficulty
        return play.group_difficulty, play.lone_difficulty

    def _reply(self, row: _Row, play: _Play, state: WoundState) -> Volley:
        """The replier's reply from ``state`` (at any difficulty of his), its sums shared by the
        fight's combats (and the matrix's fights) under :meth:`_form`'s number and the state."""
        found = row.replies.get(state)
        if found is None:
            if row.form is None:
                row.form = self._form(play)
            sums = self.replies.get((row.form, state))
            if sums is None:
                sums = self.replies[(row.form, state)] = {}
            found = row.replies[state] = self._reply_volley(play, state, sums)
        return found

    def _form(self, play: _Play) -> int:
        """The number of all a reply of ``play`` depends on but the replier's state (the same
        for the whole fight, and for any fight of the same cards)."""
        solver = self.solver
        lone, group = solver.sides.lone, solver.sides.group
        profiles = solver.profiles
        la, ld = play.lone
        form: tuple[object, ...]
        if self.lone_first:
            form = (tuple((profiles[m.id], None if index == play.target else m.start, ga,
                           solver.damage[(m.id, lone.id)][0])
                          for index, (m, (ga, _gd)) in enumerate(zip(group, play.group))),
                    profiles[lone.id], lone.start, ld, la, len(group))
        else:
            target = group[play.target]
            ta, td = play.group[play.target]
            form = (profiles[lone.id], la, solver.damage[(lone.id, target.id)][0], profiles[target.id], target.start,
                    td, ta)
        return self.forms.setdefault(form, len(self.forms))

    def _replies_after(self, row: _Row, play: _Play, blows: BlowsKey) -> _Replies:
        """The replier's replies from the states a set of first blows leaves him in, each with its
        chance."""
        volley = row.volley
        classes = self.solver.classes_after(volley.victim, volley.vstate, blows)
        return tuple((p, self._reply(row, play, state)) for state, p in classes)

    def _first(self, row: _Row, play: _Play) -> _First:
        """The first blows at their recommended difficulty: the struck's expected severity and
        chance of death, and the replier's replies with their chances (one of each way he
        strikes)."""
        volley = row.volley
        struck = volley.struck(None)
        classes = struck.classes(self.solver, volley.victim)
        return struck.sums(), {self._reply(row, play, state): p for state, p in classes.items()}

    def sums(self, play: _Play) -> tuple[tuple[Sixths, Sixths], tuple[Sixths, Sixths]]:
        """What ranks a play, without its whole distributions: the lone warrior's expected
        severity and chance of death, and the target's. The first blows at each difficulty are
        weighed against what each set of blows does, computed once for every difficulty."""
        first, difficulty = self._difficulties(play)
        key = (play.lone, play.target, play.group)
        row = self._rows.get(key)
        if row is None:
            row = self._rows[key] = _Row(self._first_volley(play))
        if first is None:
            struck, replied = self._merged(row, play, difficulty)
        else:
            struck, replied = self._by_blows(row, play, first, difficulty)
        return (replied, struck) if self.lone_first else (struck, replied)

    def _merged(self, row: _Row, play: _Play, difficulty: int | None) -> tuple[tuple[Sixths, Sixths], tuple[Sixths, Sixths]]:
        """The struck's sums and the replier's at ``difficulty``, the first blows at their
        recommended difficulty: the replies from the states they leave, merged over the blows
        (the search weighs them at every difficulty of the replier's)."""
        found = row.merged
        if found is None:
            found = row.merged = self._first(row, play)
        struck, replies = found
        replied_severity = replied_dead = ZERO
        for reply, p in replies.items():  # the reply from each state, weighed by its chance
            severity_, dead = reply.sums(difficulty)
            replied_severity = add_product(replied_severity, p, severity_)
            replied_dead = add_product(replied_dead, p, dead)
        return struck, (replied_severity, replied_dead)

    def _by_blows(self, row: _Row, play: _Play, first: int, difficulty: int | None
                  ) -> tuple[tuple[Sixths, Sixths], tuple[Sixths, Sixths]]:
        """The struck's sums and the replier's at ``difficulty``, the first blows at ``first``:
        the reply after each set of blows (the search weighs them at every difficulty of the
        first striker's)."""
        replied = row.replied.get(difficulty)
        if replied is None:
            replied = row.replied[difficulty] = {}
        replied_severity = replied_dead = ZERO
        for blows, chance in row.volley.through(first):
            reply = replied.get(blows)
            if reply is None:  # the reply from each state the blows leave, weighed by its chance
                classes = row.after.get(blows)
                if classes is None:
                    classes = row.after[blows] = self._replies_after(row, play, blows)
                reply_severity = reply_dead = ZERO
                for p, family in classes:
                    severity_, dead = family.sums(difficulty)
                    reply_severity = add_product(reply_severity, p, severity_)
                    reply_dead = add_product(reply_dead, p, dead)
                reply = replied[blows] = (reply_severity, reply_dead)
            replied_severity = add_product(replied_severity, chance, reply[0])
            replied_dead = add_product(replied_dead, chance, reply[1])
        return row.volley.sums(first), (replied_severity, replied_dead)

    def chances(self, play: _Play) -> tuple[Chances, Chances, Sixths, Sixths]:
        """The lone warrior's final states, the target's, and the blows each side gets through."""
        first, difficulty = self._difficulties(play)
        struck = self._first_volley(play).struck(first)
        replied: Chances = {}
        second_blows = ZERO
        for state, p in struck.classes(self.solver, self._replier(play)).items():
            reply = self._reply_volley(play, state).struck(difficulty)
            second_blows = add_product(second_blows, p, reply.expected)
            for s, q in reply.states().items():
                accumulate(replied, s, mul(p, q))
        if self.lone_first:
            return replied, struck.states(), struck.expected, second_blows
        return struck.states(), replied, second_blows, struck.expected

    def outcome(self, play: _Play, planner_is_lone: bool, difficulty: int | None) -> _Outcome:
        (lone_severity, lone_dead), (target_severity, target_dead) = self.sums(play)
        # the pain dealt minus the pain suffered: each side's severity less what it started with
        started = self.pains[1][play.target] - self.pains[0]
        if planner_is_lone:
            score, dead = add(target_severity, (-lone_severity[0], lone_severity[1])), lone_dead
        else:
            score, dead = add(lone_severity, (-target_severity[0], target_severity[1])), target_dead
            started = -started
        return _Outcome(play, add(score, (-started, 0)), complement(dead), difficulty)


class _Outcome(NamedTuple):
    """What ranks one play from the planner's side, in :mod:`~companion.rules.sixths`."""

    play: _Play
    score: Sixths
    survives: Sixths
    difficulty: int | None


def _ranking(a: _Outcome, b: _Outcome) -> int:
    """1, 0 or -1 as ``a`` ranks above, level with or below ``b``: a higher score, then a better
    chance to survive, then a lower difficulty."""
    order = compare(a.score, b.score) or compare(a.survives, b.survives)
    if order:
        return order
    return ((b.difficulty or 0) > (a.difficulty or 0)) - ((b.difficulty or 0) < (a.difficulty or 0))


def _better(a: _Outcome, b: _Outcome) -> bool:
    """Whether ``a`` ranks above ``b`` (:func:`_ranking`)."""
    return _ranking(a, b) > 0


@dataclass(frozen=True, slots=True)
class Choice:
    """The best play of the side dividing now: its division, the difficulty of its Attacks (None:
    no Attack die) and the enemy they strike (a :class:`Row` without its odds)."""

    division: Division
    difficulty: int | None
    target: str


def _choice(plays: _Plays, outcome: _Outcome, planner_is_lone: bool) -> Choice:
    sides = plays.solver.sides
    play = outcome.play
    if planner_is_lone:
        return Choice(((sides.lone.id, *play.lone),), outcome.difficulty if play.lone[0] else None,
                      sides.group[play.target].id)
    attacks = sum(a for a, _d in play.group)
    return Choice(tuple((m.id, a, d) for m, (a, d) in zip(sides.group, play.group)),
                  outcome.difficulty if attacks else None, sides.lone.id)


def _row(plays: _Plays, outcome: _Outcome, planner_is_lone: bool) -> Row:
    sides = plays.solver.sides
    play = outcome.play
    choice = _choice(plays, outcome, planner_is_lone)
    lone_chances, target_chances, lone_blows, group_blows = plays.chances(play)
    if planner_is_lone:
        against: Division = tuple((m.id, a, d) for m, (a, d) in zip(sides.group, play.group))
        theirs, blows = fractions(target_chances), lone_blows
    else:
        against, theirs, blows = ((sides.lone.id, *play.lone),), fractions(lone_chances), group_blows
    return Row(choice.division, choice.difficulty, choice.target, fraction(blows), _levels(theirs),
               dead_chance(theirs), fraction(outcome.survives), fraction(outcome.score), against)


def _levels(states: States) -> dict[WoundLevel, Fraction]:
    found: dict[WoundLevel, Fraction] = {}
    for state, p in states.items():
        level = WoundLevel.KILLED if state.dead else state.level
        found[level] = found.get(level, Fraction(0)) + p
    return dict(sorted(found.items(), key=lambda kv: kv[0].severity))


def _group_divisions(solver: ExchangeSolver) -> list[tuple[tuple[int, int], ...]]:
    """The group's divisions, each once: warriors of one card placing the same dice between
    them in another order play the same combat."""
    group = solver.sides.group
    classes: dict[int, list[int]] = {}
    for index, member in enumerate(group):
        classes.setdefault(solver.kinds[member.id], []).append(index)
    choices = [list(combinations_with_replacement(group[members[0]].divisions(), len(members)))
               for members in classes.values()]
    found = []
    for picked in product(*choices):
        division: list[tuple[int, int]] = [(0, 0)] * len(group)
        for members, chosen in zip(classes.values(), picked):
            for index, placed in zip(members, chosen):
                division[index] = placed
        found.append(tuple(division))
    return found


def _targets(solver: ExchangeSolver, divisions: tuple[tuple[int, int], ...] | None) -> list[int]:
    """The group members worth trying as the lone warrior's target: one of each set that would
    give the same odds (the same card, placing the same dice, among the same others; with the
    group's division unknown, every division of theirs is tried anyway)."""
    group = solver.sides.group
    seen: set[object] = set()
    found: list[int] = []
    for index, member in enumerate(group):
        placed = divisions[index] if divisions is not None else None
        others = sorted(repr((solver.kinds[m.id], divisions[j] if divisions is not None else None))
                        for j, m in enumerate(group) if j != index)
        key = (solver.kinds[member.id], placed, tuple(others))
        if key not in seen:
            seen.add(key)
            found.append(index)
    return found


def _rank(row: Row) -> tuple[Fraction, Fraction, int]:
    return row.score, row.survives, -(row.difficulty or 0)


Placed = tuple[tuple[int, int], ...]
"""(Attack dice, Defence dice) for each warrior of a side, in its order."""


class _Space:
    """The plays the advice weighs for the side dividing now: each of its divisions at each
    difficulty (a candidate), against each target worth trying and each division of the enemy
    (see the module docstring)."""

    def __init__(self, plays: _Plays, planner_is_lone: bool, known: Division | None) -> None:
        solver = plays.solver
        sides = solver.sides
        self.plays = plays
        self.planner_is_lone = planner_is_lone
        lone, group = sides.lone, sides.group
        self.enemy: list[Placed]
        if known is not None:
            placed = {fid: (a, d) for fid, a, d in known}
            self.enemy = [tuple(placed[w.id] for w in (group if planner_is_lone else [lone]))]
        elif planner_is_lone:
            self.enemy = [tuple(c) for c in product(*(m.divisions() for m in group))]
        else:
            self.enemy = [(d,) for d in lone.divisions()]
        own = [(d,) for d in lone.divisions()] if planner_is_lone else _group_divisions(solver)
        striker = lone if planner_is_lone else group[0]
        difficulties = solver.difficulties(striker, striker.start)
        known_divisions = self.enemy[0] if known is not None and planner_is_lone else None
        self.candidates: list[tuple[Placed, int | None, tuple[int, ...]]] = []
        for mine in own:
            attacks = mine[0][0] if planner_is_lone else sum(a for a, _d in mine)
            targets = tuple(_targets(solver, mine if not planner_is_lone else known_divisions))
            self.candidates.extend((mine, k, targets) for k in (difficulties if attacks else [None]))

    def outcome(self, mine: Placed, k: int | None, target: int, theirs: Placed) -> _Outcome:
        if self.planner_is_lone:
            play = _Play(mine[0], theirs, target, k, None)
        else:
            play = _Play(theirs[0], mine, target, None, k)
        return self.plays.outcome(play, self.planner_is_lone, k)


def _chosen(space: _Space) -> list[_Outcome]:
    """The planner's best play for each candidate: the lone planner chooses his target, a lone
    enemy strikes the planner's worst one, and the enemy's division is the planner's worst case
    (the first of the level ones in the order tried)."""
    chosen: list[_Outcome] = []
    for mine, k, targets in space.candidates:
        best: _Outcome | None = None
        for target in targets:
            worst: _Outcome | None = None
            for theirs in space.enemy:
                outcome = space.outcome(mine, k, target, theirs)
                if worst is None or _better(worst, outcome):
                    worst = outcome
            assert worst is not None
            if best is None or (_better(worst, best) if space.planner_is_lone else _better(best, worst)):
                best = worst
        assert best is not None
        chosen.append(best)
    return chosen


def _best(space: _Space) -> _Outcome:
    """:func:`_chosen`'s first best outcome without weighing every play.

    The planner's worst case only falls as the enemy's replies are tried: as soon as it no
    longer ranks above the best candidate so far (the lone planner: nor above his best target so
    far), that candidate (that target) cannot be chosen and its other plays are left. The reply
    that was the worst case last is tried first; level outcomes are still told apart by
    :func:`_chosen`'s order, so the outcome is the same play."""
    if len(space.enemy) == 1 and all(len(targets) == 1 for _mine, _k, targets in space.candidates):
        return _first_best(space)  # one play for each candidate
    leader: _Outcome | None = None
    killer = (0, 0)
    """The reply tried first (then the same division of the enemy against the other targets):
    the last worst case (its target, the enemy's division)."""
    by_targets: dict[tuple[int, ...], list[list[tuple[int, int]]]] = {}
    # the order the replies are tried in, by the targets, the list's place and the killer
    orders: dict[tuple[tuple[int, ...], int, tuple[int, int]], list[int]] = {}
    for mine, k, targets in space.candidates:
        best: _Outcome | None = None
        # the lone planner takes his best target, each the worst of the enemy's divisions; a
        # lone enemy takes the planner's worst target and division at once
        replies = by_targets.get(targets)
        if replies is None:
            replies = by_targets[targets] = (
                [[(t, d) for d in range(len(space.enemy))] for t in targets] if space.planner_is_lone
                else [[(t, d) for t in targets for d in range(len(space.enemy))]])
        for place, plays in enumerate(replies):
            # to be chosen, a worst case must rank above the lone planner's best target so far
            # (the earlier of level ones is his), and above the leader
            bar = best if best is not None else leader
            tries = orders.get((targets, place, killer))
            if tries is None:
                tries = orders[(targets, place, killer)] = sorted(
                    range(len(plays)), key=lambda i: (plays[i] != killer, plays[i][1] != killer[1]))
            worst: _Outcome | None = None
            worst_at = 0
            for i in tries:
                target, d = plays[i]
                outcome = space.outcome(mine, k, target, space.enemy[d])
                ranking = 1 if worst is None else _ranking(worst, outcome)
                if ranking > 0 or (ranking == 0 and i < worst_at):
                    worst, worst_at = outcome, i
                    if bar is not None and not _better(worst, bar):
                        break
            assert worst is not None
            killer = plays[worst_at]
            if bar is not None and not _better(worst, bar):
                continue
            best = worst
        if best is not None:
            leader = best
    assert leader is not None
    return leader


def _first_best(space: _Space) -> _Outcome:
    """:func:`_best` when each candidate is one play (one enemy division, one target): the
    first of the best plays."""
    leader: _Outcome | None = None
    for mine, k, (target,) in space.candidates:
        outcome = space.outcome(mine, k, target, space.enemy[0])
        if leader is None or _better(outcome, leader):
            leader = outcome
    assert leader is not None
    return leader


def advise(sides: CombatSides, *, planner_is_lone: bool, known: Division | None = None,
           cache: ExchangeCache | None = None) -> Advice:
    """The advice for the side that divides its dice now (``planner_is_lone``: the lone
    warrior; else the group), given the enemy's division where ``known`` (see the module
    docstring); ``cache``: exchanges shared with other combats of the same ruleset."""
    space = _Space(_Plays(ExchangeSolver(sides, cache)), planner_is_lone, known)
    lone, group = sides.lone, sides.group
    rows = [_row(space.plays, outcome, planner_is_lone) for outcome in _chosen(space)]
    by_division: dict[Division, Row] = {}
    for row in rows:
        if row.division not in by_division or _rank(row) > _rank(by_division[row.division]):
            by_division[row.division] = row
    overall = max(rows, key=_rank)
    return Advice(tuple(w.id for w in ([lone] if planner_is_lone else group)), known is not None, tuple(rows),
                  tuple(by_division.values()), overall)


class Advisor:
    """The advice's best rows for one combat (``solver``'s): both sides' searches share their
    exchanges."""

    def __init__(self, solver: ExchangeSolver) -> None:
        self._plays = _Plays(solver)

    def best_row(self, *, planner_is_lone: bool, known: Division | None = None) -> Row:
        """The best row of the side that divides its dice now (:func:`best_row`)."""
        space = _Space(self._plays, planner_is_lone, known)
        return _row(self._plays, _best(space), planner_is_lone)

    def choice(self, *, planner_is_lone: bool, known: Division | None = None) -> Choice:
        """The best row's division, difficulty and target alone, without its odds."""
        space = _Space(self._plays, planner_is_lone, known)
        return _choice(self._plays, _best(space), planner_is_lone)


def best_row(sides: CombatSides, *, planner_is_lone: bool, known: Division | None = None,
             cache: ExchangeCache | None = None) -> Row:
    """The advice's best row alone (:func:`advise`'s ``best``, without the other rows' odds)."""
    return Advisor(ExchangeSolver(sides, cache)).best_row(planner_is_lone=planner_is_lone, known=known)


def enemy_difficulty(sides: CombatSides, attacker: str, state: WoundState, dice: int, victim: str,
                     defence_dice: int, victim_attack: int) -> int:
    """The difficulty the advice assumes an enemy strikes at: the one the Table recommends him
    (for a check of the advice against dice thrown)."""
    solver = ExchangeSolver(sides)
    fighters = {w.id: w for w in (sides.lone, *sides.group)}
    opponents = len(sides.group) if victim == sides.lone.id else 1
    target = fighters[victim]
    return solver.recommend(fighters[attacker], state, dice, target, target.start, defence_dice, victim_attack,
                            opponents)


def damage_distribution(levels: Iterable[tuple[WoundLevel, Fraction]]) -> dict[WoundLevel, Fraction]:
    """A Damage roll's chances by level without the zero ones (as :func:`advise` reads them)."""
    return {level: p for level, p in levels if p}


__all__ = ["ADVICE_SPAN", "Advice", "Advisor", "Choice", "CombatSides", "Division", "Row", "Warrior", "advise", "best_row", "damage_distribution",
           "dead_chance", "enemy_difficulty", "expected_severity", "severity"]
