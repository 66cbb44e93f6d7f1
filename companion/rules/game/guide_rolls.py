"""The exact odds of the rolls the players declare with what they measured: a Charge (alone or
together) with its Courage and Discipline tests, a shot, a Counter-fire, a Disengagement, a
Rallying roll, a Physical Feat, Regeneration; and what a step offers beside its main roll (the
figurines whose Leadership a tester may use, the Mutagenic and Toxic picks left).

Each computes what the engine will apply (:mod:`.courage`, :mod:`.firing`, :mod:`.feats`), on a
draft of the state that is thrown away.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from companion.rules import fear as fear_rules
from companion.rules.card import Size
from companion.rules.combat import DISENGAGEMENT_SOURCE
from companion.rules.dice import chance_to_reach
from companion.rules.errors import RulesError
from companion.rules.firing import COUNTER_FIRE_DIFFICULTY, FiringType, RangeBand, Shot, aim_difficulty, may_fire
from companion.rules.game.actions import Feat
from companion.rules.game.courage import aid_of, fear_against, war_staff_members
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.feats import feat_modifiers, plan
from companion.rules.game.firing import marksman
from companion.rules.game.movement import disengage_rule
from companion.rules.game.game_round import picks
from companion.rules.game.state import Figurine, GameState, MoveType, Presence
from companion.rules.message import Message
from companion.rules.roles import card_roles
from companion.rules.source import Source, booklet
from companion.rules.wounds import WoundLevel, regeneration_odds


@dataclass(frozen=True, slots=True)
class Chance:
    """One exact chance: what it is the chance of, with the rule it comes from."""

    label: Message
    chance: Fraction
    source: Source

    @property
    def percent(self) -> float:
        return float(self.chance) * 100


@dataclass(frozen=True, slots=True)
class TestOdds:
    """A test a Charge calls for: whose (``courage``: the chargers', ``target-courage``,
    ``target-discipline``: a Fanatic target's roll if his Courage fails) and its chance."""

    role: str
    chance: Chance


def _name(fig: Figurine) -> str:
    return f"{fig.name} ({fig.id})"


def charge_tests(state: GameState, figurines: Sequence[str], target: str, *, engage: bool = False,
                 aid: Sequence[str] = (), target_aid: Sequence[str] = ()) -> tuple[TestOdds, ...]:
    """The tests a Charge (or an Engagement) of ``target`` by ``figurines`` together calls
    for, with their exact chances: one Courage test for the chargers (the highest Courage + 1
    per other), the target's against their Fear (the highest + 1 per other creature), a
    Fanatic target's Discipline roll."""
    d = Draft(state)
    chargers = [d.fig(f) for f in figurines]
    tgt = d.fig(target)
    found: list[TestOdds] = []
    helped = aid_of(d, chargers[0], aid) if aid else None
    fears = [fear_against(d, f, tgt, fear_rules.Situation.CHARGING, war_cry=not engage, aid=helped) for f in chargers]
    testers = [f for f, fear in zip(chargers, fears) if fear is not None]
    if testers:
        fear = max(f or 0 for f in fears)
        scores = [fear_rules.courage_score(replace(d.fear_fighter(f), courage=helped.morale.courage if helped else
                                                   d.fear_fighter(f).courage), d.fear_fighter(tgt)) for f in testers]
        best = testers[scores.index(max(scores))]
        bonus = helped.courage_bonus if helped else 0
        test = fear_rules.courage_test(fear_rules.group_courage(scores), fear, d.card(best).abilities, bonus=bonus,
                                       character=d.card(best).character, blood_brother_dead=best.blood_brother_dead,
                                       ruleset=state.setup.ruleset)
        found.append(TestOdds("courage", Chance(Message("game.odds-resists-fear", figurine=", ".join(
            _name(f) for f in testers), fear=fear), test.chance, fear_rules.FEAR_SOURCE)))
    target_help = aid_of(d, tgt, target_aid) if target_aid else None
    target_fears = [f for f in (fear_against(d, tgt, c, fear_rules.Situation.CHARGED, war_cry=not engage,
                                             aid=target_help) for c in chargers) if f is not None]
    if target_fears and not (tgt.paralysed and tgt.fearful_of in figurines):
        fear = fear_rules.group_fear(target_fears)
        me = d.fear_fighter(tgt)
        if target_help is not None:
            me = replace(me, courage=target_help.morale.courage, discipline=target_help.morale.discipline)
        test = fear_rules.courage_test(fear_rules.courage_score(me, d.fear_fighter(chargers[0])), fear,
                                       d.card(tgt).abilities, bonus=target_help.courage_bonus if target_help else 0,
                                       character=d.card(tgt).character, blood_brother_dead=tgt.blood_brother_dead,
                                       ruleset=state.setup.ruleset)
        found.append(TestOdds("target-courage", Chance(Message("game.odds-resists-fear", figurine=_name(tgt),
                                                               fear=fear), test.chance, fear_rules.FEAR_SOURCE)))
        if d.card(tgt).has("Fanaticism") and me.discipline is not None:
            bonus = target_help.discipline_bonus if target_help else 0
            holds = chance_to_reach(me.discipline + bonus, test.difficulty, d.mods(tgt, "discipline"))
            found.append(TestOdds("target-discipline", Chance(Message("game.odds-fanatic-holds", figurine=_name(tgt),
                                                                      difficulty=test.difficulty),
                                                              holds, booklet("abilities, Fanaticism"))))
    return tuple(found)


def charge_odds(state: GameState, figurine: str, target: str, *, engage: bool = False) -> tuple[Chance, ...]:
    """The Courage tests a Charge (or Engagement) of ``target`` by ``figurine`` needs, with odds."""
    return tuple(t.chance for t in charge_tests(state, (figurine,), target, engage=engage)
                 if t.role != "target-discipline")


def aid_candidates(state: GameState, figurine: str) -> tuple[Figurine, ...]:
    """The figurines of ``figurine``'s side whose help a test may use if it is within reach:
    Leadership, a War-staff member, a Standard-bearer, a Musician (booklet, Leadership / X,
    War-staff)."""
    d = Draft(state)
    fig = d.fig(figurine)
    staff = war_staff_members(d, fig.side) or ()
    found = []
    for other in state.figurines:
        if other.side != fig.side or other.id == fig.id or other.presence is not Presence.DEPLOYED:
            continue
        card = d.printed(other)
        if (card.has("Leadership") or any(card_roles(card))
                or other.id in {m.id for m in staff}):
            found.append(other)
    return tuple(found)


def fire_odds(state: GameState, shooter: str, target: str, range_band: str, *, moved: bool = False,
              precision: bool = False, rapid: bool = False, partial_cover: bool = False) -> Chance:
    """The chance that ``shooter`` hits ``target`` at ``range_band`` with the Firing type given
    (an Instinctive firing, a Flight Level apart: as the engine reads them)."""
    d = Draft(state)
    fig, tgt = d.fig(shooter), d.fig(target)
    try:
        band = RangeBand(range_band)
    except ValueError:
        raise IllegalAction(Message("game.unknown-range", range=repr(range_band))) from None
    if tgt.moved is MoveType.DODGE:
        band = band.farther()
    firing = FiringType(moved, precision, rapid)
    instinctive = may_fire(marksman(d, fig), firing).instinctive_only
    shot = Shot(band, firing, target_size=d.card(tgt).size or Size.NORMAL, partial_cover=partial_cover,
                instinctive=instinctive, altitude_levels=abs(fig.level - tgt.level))
    difficulty = aim_difficulty(shot, state.setup.ruleset)
    if difficulty.difficulty is None:
        return Chance(Message("game.odds-hits", figurine=_name(fig), target=_name(tgt)), Fraction(0),
                      booklet("firing range"))
    mods = d.mods(fig, "aim")
    if difficulty.die_modifier:
        mods = replace(mods, die_modifier=mods.die_modifier + difficulty.die_modifier)
    return Chance(Message("game.odds-hits-at", figurine=_name(fig), target=_name(tgt), difficulty=difficulty.difficulty),
                  chance_to_reach(d.value(fig, "aim"), difficulty.difficulty, mods), booklet("firing phase"))


def counter_fire_odds(state: GameState, marksman_id: str) -> Chance:
    d = Draft(state)
    fig = d.fig(marksman_id)
    return Chance(Message("game.odds-counter-fire", figurine=_name(fig)),
                  chance_to_reach(d.value(fig, "aim"), COUNTER_FIRE_DIFFICULTY, d.mods(fig, "aim")),
                  booklet("counter firing"))


def disengage_odds(state: GameState, figurine: str) -> Chance:
    d = Draft(state)
    fig = d.fig(figurine)
    difficulty = 4 + 2 * len(fig.engaged_with)
    return Chance(Message("game.odds-disengages", figurine=_name(fig), difficulty=difficulty),
                  chance_to_reach(d.value(fig, "initiative"), difficulty, d.mods(fig, "initiative")),
                  DISENGAGEMENT_SOURCE)


def cannot_disengage(state: GameState, figurine: str) -> Message | None:
    """Why an engaged figurine may not try to Disengage now (None: it may), as the engine rules."""
    d = Draft(state)
    fig = d.fig(figurine)
    rule = disengage_rule(d, fig)
    if rule.allowed:
        return None
    return Message("game.cannot-disengage", figurine=_name(fig), reason=rule.reason)


def rally_odds(state: GameState, figurine: str, aid: Sequence[str] = ()) -> Chance:
    d = Draft(state)
    fig = d.fig(figurine)
    helped = aid_of(d, fig, aid) if aid else None
    courage = helped.morale.courage if helped and helped.morale.courage is not None else d.value(fig, "courage")
    test = fear_rules.rally_test(courage, fig.flee_fear or 0, d.card(fig).abilities,
                                 bonus=helped.courage_bonus if helped else 0, character=d.card(fig).character)
    return Chance(Message("game.odds-rallies", figurine=_name(fig)), test.chance, fear_rules.RALLY_SOURCE)


def feat_odds(state: GameState, action: Feat) -> Chance | None:
    """The chance that the Physical Feat ``action`` succeeds (None: it needs no roll)."""
    d = Draft(state)
    fig = d.fig(action.figurine)
    try:
        chosen = plan(d, fig, action)
    except (IllegalAction, RulesError):
        return None
    if chosen.needed is None:
        return None
    return Chance(Message("game.odds-feat", figurine=_name(fig), difficulty=chosen.difficulty, score=chosen.score),
                  chance_to_reach(0, chosen.needed, feat_modifiers(d, fig, chosen.roll)), chosen.source)


def regeneration_chances(state: GameState, figurine: str) -> dict[WoundLevel, Fraction]:
    d = Draft(state)
    fig = d.fig(figurine)
    ability = d.card(fig).ability("Regeneration")
    if ability is None or ability.number is None:
        raise IllegalAction(Message("game.no-regeneration", figurine=_name(fig)))
    return regeneration_odds(fig.wound, ability.number)


def picks_left(state: GameState, side: int, ability: str) -> int:
    """How many more Mutagenic (or Toxic) fighters ``side`` may choose this round."""
    allowed, chosen, _ap = picks(Draft(state), side, ability)
    return max(allowed - chosen, 0)


__all__ = ["Chance", "TestOdds", "aid_candidates", "charge_odds", "charge_tests", "counter_fire_odds",
           "cannot_disengage", "disengage_odds", "feat_odds", "fire_odds", "picks_left", "rally_odds", "regeneration_chances"]
