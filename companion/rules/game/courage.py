"""Courage and Discipline tests in the game: who tests, with which scores, and what a failure does.

Booklet, "Influence of Fear": the Courage test ("strictly greater than your opponent's Fear"),
fleeing and paralysis, immunity after a success; "In the case when several figurines Charge a
Fear-inducing creature simultaneously, only one test is done for the whole group, using the
highest Courage amongst the warriors and adding a +1 bonus for each additional fighter. The
result is applied to every warrior involved. On the contrary, if several Fear-inducing creatures
Charge simultaneously the same figurine, they benefit from the same +1 bonus to Fear."
Abilities: Fanaticism ("When a Fanatic fails a Courage test, he must attempt a Discipline Roll
at the same difficulty level in order not to run away. He will still suffer the effects of Fear
and will not be able to Charge or Engage the creature that scared him"), Desperate, Leadership /
X ("all warriors within distance / X ... may use its scores in Courage, Fear and Discipline";
"All figurines within Leadership / X of a Standard-bearer gain a +1 bonus on Courage Rolls. All
figurines within distance / X of a Musician gain a + 1 bonus on Discipline Rolls"), War-staff
("the Courage / Fear and Discipline scores of the Character + 2"), Mutagenic ("A figurine with
the Leadership Ability cannot pass on his modified Courage / Fear and Discipline ratings"),
Rallying cry ("immune to Fear until the end of the game round").

The app cannot measure: the players name the figurines whose Leadership, War-staff,
Standard-bearer or Musician a tester is within reach of (an action's ``aid``).

Reading choices:

* **A Standard-bearer's or a Musician's bonus** needs no leader named beside him: the reach is
  his own (the players measured it).
* **The group test** is made by the chargers who must test; those who need none (immune,
  Desperate ...) charge regardless of its result.
* **"Another creature" Charging a warrior paralysed by dread** is another Fear-inducing one: he
  tests against its Fear; a charger without Fear calls for no test (the test is against "your
  opponent's Fear").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from companion.rules import fear as fear_rules
from companion.rules.errors import RulesError
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.state import Figurine, MoveType, Presence
from companion.rules.message import Argument, Message
from companion.rules.roles import is_musician, is_standard_bearer
from companion.rules.source import Source, booklet

FEAR_SOURCE: Source = fear_rules.FEAR_SOURCE
GROUP_SOURCE: Source = fear_rules.GROUP_SOURCE
FANATICISM_SOURCE: Source = booklet("abilities, Fanaticism")
LEADERSHIP_SOURCE: Source = booklet("abilities, Leadership / X")
WAR_STAFF_SOURCE: Source = booklet("abilities, War-staff")


@dataclass(frozen=True, slots=True)
class Aid:
    """The help a tester has from the figurines the players named within reach."""

    morale: fear_rules.Morale
    courage_bonus: int
    discipline_bonus: int
    sources: tuple[Source, ...]
    words: tuple[Argument, ...]
    """What each helper gives, for the log."""


def war_staff_members(d: Draft, side: int, *, deployed: bool = True) -> tuple[Figurine, Figurine, Figurine] | None:
    """The side's War-staff: "a Character with the Leadership Ability, a Standard-bearer and a
    Musician", all three on the Battleground (``deployed`` False: in play, as before the
    Approach deploys them; None if one is missing)."""
    figs = [f for f in d.figs.values() if f.side == side and (
        f.presence is Presence.DEPLOYED if deployed else f.presence is not Presence.LOST)]
    leader = next((f for f in figs if d.printed(f).character and d.printed(f).has("Leadership")), None)
    bearer = next((f for f in figs if is_standard_bearer(d.printed(f))), None)
    musician = next((f for f in figs if is_musician(d.printed(f))), None)
    if leader is None or bearer is None or musician is None:
        return None
    return leader, bearer, musician


def aid_of(d: Draft, fig: Figurine, aid: Sequence[str]) -> Aid:
    """The scores ``fig`` tests with, and its bonuses, helped by the figurines ``aid`` names."""
    helpers = [d.fig(a) for a in aid]
    for helper in helpers:
        if helper.side != fig.side or helper.presence is not Presence.DEPLOYED or helper.id == fig.id:
            raise IllegalAction(Message("game.aid-not-a-friend", figurine=d.label(helper), tester=d.label(fig)))
    staff = war_staff_members(d, fig.side)
    in_staff = staff is not None and any(h.id in {m.id for m in staff} for h in helpers)
    leader: Figurine | None = None
    if in_staff:
        assert staff is not None
        leader = staff[0]
    else:
        leader = next((h for h in helpers if d.printed(h).has("Leadership")), None)
    leader_fighter = None
    if leader is not None:
        printed = d.printed(leader)  # his scores as printed: no Mutagenic points passed on
        leader_fighter = fear_rules.Fighter.of(printed.courage, printed.fear, printed.discipline, printed.abilities,
                                               printed.people, printed.character)
    morale = fear_rules.morale(d.fear_fighter(fig), leader_fighter, war_staff=in_staff)
    sources = list(morale.sources)
    words: list[Argument] = list(morale.notes)
    courage_bonus = discipline_bonus = 0
    if any(is_standard_bearer(d.printed(h)) for h in helpers):
        courage_bonus = 1
        sources.append(LEADERSHIP_SOURCE)
        words.append(Message("game.aid-standard-bearer"))
    if any(is_musician(d.printed(h)) for h in helpers):
        discipline_bonus = 1
        sources.append(LEADERSHIP_SOURCE)
        words.append(Message("game.aid-musician"))
    if helpers and not words:
        words.append(Message("game.aid-nothing", figurines=", ".join(d.label(h) for h in helpers)))
    if d.card(fig).has("Living-dead"):
        discipline_bonus = 0
    return Aid(morale, courage_bonus, discipline_bonus, tuple(sources), tuple(words))


def fear_against(d: Draft, fig: Figurine, creature: Figurine, situation: fear_rules.Situation,
                 war_cry: bool = False, aid: Aid | None = None) -> int | None:
    """The Fear ``fig`` must test against (None: no test), by :func:`fear.must_test`."""
    me, them = _tester(d, fig, aid), d.fear_fighter(creature)
    if situation is fear_rules.Situation.CHARGED and d.card(creature).has("War cry") and war_cry:
        cry = fear_rules.war_cry_fear(d.card(creature).abilities, True)
        if cry is not None and (them.fear or 0) < cry:
            them = replace(them, fear=cry)
    ruling = fear_rules.must_test(me, them, situation, overcome_fear=fig.immune_fear or None,
                                  rallying_cry=fig.fear_immune_round,
                                  war_cry=war_cry and situation is fear_rules.Situation.CHARGING)
    if not ruling.value:
        if fear_rules.effective_fear(me, them):
            d.log(Message("game.no-courage-test", figurine=d.label(fig), creature=d.label(creature),
                          reason=ruling.reason), *ruling.sources)
        return None
    return fear_rules.effective_fear(me, them)


def _tester(d: Draft, fig: Figurine, aid: Aid | None) -> fear_rules.Fighter:
    """The figurine as the Fear rules read it, with the scores a leader lends it."""
    me = d.fear_fighter(fig)
    if aid is None:
        return me
    return replace(me, courage=aid.morale.courage, fear=aid.morale.fear, discipline=aid.morale.discipline)


def courage_test(d: Draft, testers: Sequence[Figurine], fear: int, field: str, dice: tuple[int, ...] | None,
                 against: Figurine, situation: fear_rules.Situation, aid: Aid | None = None,
                 discipline_field: str = "", discipline_dice: tuple[int, ...] | None = None) -> bool:
    """One Courage test (strictly greater than Fear), for one figurine or a group charging
    together (the highest Courage + 1 per other warrior); a success makes every tester immune
    to that Fear. Returns whether they stand (passed, a Desperate, a Fanatic who held)."""
    first = testers[0]
    try:
        scores = [fear_rules.courage_score(_tester(d, f, aid), d.fear_fighter(against))
                  for f in testers]
    except RulesError as error:
        raise IllegalAction(Message("game.fill-from-card", figurine=d.label(first), error=reason(error))) from None
    score = fear_rules.group_courage(scores)
    best = testers[scores.index(max(scores))]
    bonus = aid.courage_bonus if aid is not None else 0
    test = fear_rules.courage_test(score, fear, d.card(best).abilities, bonus=bonus, character=d.card(best).character,
                                   blood_brother_dead=best.blood_brother_dead, ruleset=d.state.setup.ruleset)
    names = ", ".join(d.label(f) for f in testers)
    outcome = d.roll(field, dice, score + bonus, test.difficulty, test.modifiers,
                     Message("game.courage-test-of", figurine=names))
    if len(testers) > 1:
        d.log(Message("game.group-courage", figurines=names, best=max(scores), count=len(testers) - 1, score=score),
              GROUP_SOURCE)
    if aid is not None and aid.words:
        d.log(Message("game.aid", figurine=d.label(first), help=tuple(aid.words)), *aid.sources)
    if outcome.success:
        d.log(Message("game.resists-fear", figurine=names, courage=score + bonus, fear=fear, creature=d.label(against),
                      result=outcome.explain()), FEAR_SOURCE)
    else:
        d.log(Message("game.succumbs-to-fear", figurine=names, courage=score + bonus, fear=fear,
                      creature=d.label(against), result=outcome.explain()), FEAR_SOURCE)
    if outcome.success:
        for fig in testers:
            immune = fear_rules.immunity_after(fig.immune_fear or None, fear, True, False) or 0
            d.put(replace(d.fig(fig.id), immune_fear=immune))
            d.log(Message("game.immune-to-fear", figurine=d.label(fig), fear=immune), fear_rules.IMMUNITY_SOURCE)
        return True
    if len(testers) == 1 and d.card(first).has("Desperate"):
        d.log(Message("game.desperate", figurine=d.label(first)), booklet("abilities, Desperate"))
        d.put(replace(d.fig(first.id), afraid=True))
        return True
    if len(testers) == 1 and d.card(first).has("Fanaticism") and situation is fear_rules.Situation.CHARGED:
        return _fanatic_holds(d, first, test.difficulty, against, aid, discipline_field, discipline_dice)
    if discipline_dice is not None:
        raise IllegalAction(Message("game.no-discipline-roll", figurine=d.label(first)))
    return False


def _fanatic_holds(d: Draft, fig: Figurine, difficulty: int, against: Figurine, aid: Aid | None, field: str,
                   dice: tuple[int, ...] | None) -> bool:
    """The Fanatic's Discipline roll "at the same difficulty level in order not to run away"."""
    discipline = aid.morale.discipline if aid is not None else d.fear_fighter(fig).discipline
    if discipline is None:
        raise IllegalAction(Message("game.card-lacks", figurine=d.label(fig), characteristic="DIS"))
    bonus = aid.discipline_bonus if aid is not None else 0
    outcome = d.roll(field, dice, discipline + bonus, difficulty, d.mods(fig, "discipline"),
                     Message("game.discipline-roll-of", figurine=d.label(fig)))
    if outcome.success:
        d.put(replace(d.fig(fig.id), afraid=True, fearful_of=against.id))
        d.log(Message("game.fanatic-holds", figurine=d.label(fig), discipline=discipline + bonus,
                      difficulty=difficulty, creature=d.label(against), result=outcome.explain()), FANATICISM_SOURCE)
        return True
    d.log(Message("game.fanatic-flees", figurine=d.label(fig), discipline=discipline + bonus, difficulty=difficulty,
                  result=outcome.explain()), FANATICISM_SOURCE)
    return False


def flee_or_hold(d: Draft, target: Figurine, fear: int, creature: Figurine) -> bool:
    """A target that failed its test when Charged (or that the creature it dreads Charges): it
    runs away unless it is engaged ("He will not Disengage from a combat in which he is
    Engaged") and its card was already activated; else it suffers the Fear penalties in place.
    A warrior paralysed by dread runs away although his card was activated (the booklet: "If the
    dreadful creature Charges or Engages him in turn, he will automatically flee. If another
    creature Charges or Engages him, he again tests his Courage in order not to run away").
    True if it fled."""
    target = d.fig(target.id)
    activated = target.entry in d.state.done_cards or target.entry == d.state.active
    if (target.paralysed or not activated) and not target.engaged_with:
        d.put(replace(target, fleeing=True, afraid=True, paralysed=False, flee_fear=fear, fled_round=d.state.round,
                      fearful_of=creature.id, moved=MoveType.FLEE))
        d.log(Message("game.runs-away", figurine=d.label(target), charger=d.label(creature)), FEAR_SOURCE)
        note = fear_rules.tournament_fear_note(d.state.setup.ruleset)
        if note:
            d.log(Message("game.rule-note", note=note), fear_rules.TOURNAMENT_FEAR)
        return True
    d.put(replace(target, afraid=True, fearful_of=creature.id))
    d.log(Message("game.afraid-stays", figurine=d.label(target)), FEAR_SOURCE)
    return False


__all__ = ["Aid", "aid_of", "courage_test", "fear_against", "flee_or_hold", "war_staff_members"]
