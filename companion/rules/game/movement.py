"""The Movement phase: the Tactical roll, the cards activated, and each figurine's movement.

Booklet, "movement phase": the reference cards are shuffled into a new pile and the Tactical
roll, made as the Approach roll (:mod:`.approach`), says who picks up the first card; each
figurine of an activated card chooses one Movement type ("main movements", "special
movements": Walking, Dodging, Physical Feats; tournament rules, "La charge et la course":
Running); Charging and Engaging, Disengaging, and the Influence of Fear (Courage tests,
fleeing, rallying). The players measure distances and declare a Charge in range.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from companion.rules import fear as fear_rules
from companion.rules import movement as movement_rules
from companion.rules.card import Base
from companion.rules.errors import RulesError
from companion.rules.firing import COUNTER_FIRING_SOURCE
from companion.rules.game.actions import Action, Activate, Charge, Disengage, EndActivation, Move, Rally, TacticalRoll
from companion.rules.game.approach import (
    cards_phase,
    entries_in_play,
    next_turn,
    opposed_roll,
    settle_cards,
    shuffle_pile,
    take_card,
)
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.game_round import MOVEMENT_SOURCE
from companion.rules.game.phrases import semicolons
from companion.rules.game.state import Figurine, MoveType, Phase, Presence
from companion.rules.message import Argument, Message
from companion.rules.source import Source, booklet, tournament

CHARGE_SOURCE: Source = booklet("movement phase, Charging")
ENGAGEMENT_SOURCE: Source = booklet("movement phase, Engagement")
FEAR_SOURCE: Source = fear_rules.FEAR_SOURCE


def _tactical_roll(d: Draft, action: TacticalRoll) -> None:
    """The Tactical roll, then every card in play shuffled into a new pile."""
    d.require_phase(Phase.MOVEMENT)
    opposed_roll(d, action, MOVEMENT_SOURCE)
    if d.state.roll_done:
        entries = [e for s in (0, 1) for e in entries_in_play(d, s)]
        d.state = replace(d.state, pile=tuple(shuffle_pile(d, entries)))
        d.log(Message("game.new-pile", count=len(entries)), MOVEMENT_SOURCE)


def _activate(d: Draft, action: Activate) -> None:
    """The card drawn (or a Reserve card) is activated: each of its figurines chooses one Movement type."""
    d.require_phase(Phase.MOVEMENT)
    cards_phase(d)
    ends = take_card(d, action.entry)
    d.state = replace(d.state, active=action.entry, active_ends_turn=ends,
                      done_cards=d.state.done_cards + (action.entry,))
    owner = d.state.entry_side(action.entry)
    d.log(Message("game.activates", side=d.side_name(owner), card=d.state.entry_label(action.entry)),
          MOVEMENT_SOURCE)
    for fig in list(d.figs.values()):
        if fig.entry == action.entry and fig.fleeing:
            if fig.fled_round == d.state.round:
                d.log(Message("game.fled-this-phase", figurine=d.label(fig)), FEAR_SOURCE)
            else:
                d.log(Message("game.may-rally", figurine=d.label(fig), fear=fig.flee_fear), FEAR_SOURCE)


def _end_activation(d: Draft, action: EndActivation) -> None:
    """The card's figurines have moved (those that chose nothing stand still, or flee)."""
    d.require_phase(Phase.MOVEMENT)
    active = d.state.active
    if active is None:
        raise IllegalAction(Message("game.no-active-card"))
    for fig in list(d.figs.values()):
        if fig.entry == active and fig.presence is Presence.DEPLOYED and fig.moved is None:
            d.put(replace(d.fig(fig.id), moved=MoveType.FLEE if fig.fleeing else MoveType.STAND))
    d.state = replace(d.state, active=None)
    d.log(Message("game.card-moved", card=d.state.entry_label(active)), MOVEMENT_SOURCE)
    # The turn passes when the card was drawn (or forced from Reserve); a Reserve card played in
    # one's own turn before drawing does not end it.
    if d.state.active_ends_turn:
        next_turn(d)
    else:
        settle_cards(d)


def _moving(d: Draft, fid: str) -> Figurine:
    """The figurine about to choose its Movement type, if it may choose one now."""
    d.require_phase(Phase.MOVEMENT)
    fig = d.fig(fid)
    if fig.presence is not Presence.DEPLOYED:
        raise IllegalAction(Message("game.not-on-battleground", figurine=d.label(fig)))
    active = d.state.active
    if fig.entry != active and not (fig.entry in d.state.done_cards and fig.moved is None and fig.counter_fired
                                    is False and _counter_fired_card(d, fig.entry)):
        if active:
            raise IllegalAction(Message("game.moves-when-active-card", figurine=d.label(fig),
                                        card=d.state.entry_label(active)))
        raise IllegalAction(Message("game.moves-when-activated", figurine=d.label(fig)))
    if fig.moved is not None and fig.moved is not MoveType.DISENGAGE:
        raise IllegalAction(Message("game.moved-already", figurine=d.label(fig), movement=fig.moved.label))
    if fig.paralysed:
        raise IllegalAction(Message("game.paralysed-cannot-move", figurine=d.label(fig)))
    return fig


def _counter_fired_card(d: Draft, entry: str) -> bool:
    return any(f.entry == entry and f.counter_fired for f in d.figs.values())


def _move(d: Draft, action: Move) -> None:
    """Standing, Walking, Running (tournament rules), Dodging or a Physical Feat."""
    try:
        kind = MoveType(action.movement)
    except ValueError:
        raise IllegalAction(Message("game.unknown-movement", movement=repr(action.movement))) from None
    if kind not in (MoveType.STAND, MoveType.WALK, MoveType.RUN, MoveType.DODGE, MoveType.FEAT):
        raise IllegalAction(Message("game.movement-has-its-action", movement=kind.label))
    fig = _moving(d, action.figurine)
    if fig.fleeing:
        raise IllegalAction(Message("game.fleeing-runs-away", figurine=d.label(fig)))
    if fig.engaged_with and kind is not MoveType.STAND:
        raise IllegalAction(Message("game.engaged-disengage-first", figurine=d.label(fig)))
    card = d.card(fig)
    if kind is MoveType.RUN and not d.state.setup.ruleset.tournament:
        raise IllegalAction(Message("game.running-tournament-only"))
    mounted = card.base is Base.CAVALRY or any("mount" in e.name.lower() for e in card.equipment)
    if kind is MoveType.DODGE and not movement_rules.may_dodge(mounted, card.has("War-horse"), bool(fig.engaged_with)):
        raise IllegalAction(Message("game.cannot-dodge", figurine=d.label(fig)))
    d.put(replace(d.fig(fig.id), moved=kind))
    distance: Argument = None
    rules_kind = {MoveType.WALK: movement_rules.MoveType.WALK, MoveType.RUN: movement_rules.MoveType.RUN,
                  MoveType.DODGE: movement_rules.MoveType.DODGE}.get(kind)
    if rules_kind is not None and card.movement is not None:
        try:
            answer = movement_rules.move_distance(card.movement, rules_kind, rapidity=card.has("Rapidity"),
                                                  ruleset=d.state.setup.ruleset)
        except RulesError as error:
            raise IllegalAction(Message("game.refused", reason=reason(error))) from None
        distance = (Message("game.up-to-cm-notes", cm=answer.value, notes=semicolons(answer.notes)) if answer.notes
                    else Message("game.up-to-cm", cm=answer.value))
    d.log(_moved(kind, d.label(fig), distance), _MOVE_SOURCES[kind])


_MOVE_SOURCES = {
    MoveType.STAND: MOVEMENT_SOURCE, MoveType.WALK: booklet("main movements, Walking"),
    MoveType.RUN: tournament("La charge et la course"), MoveType.DODGE: booklet("special movements, Dodging"),
    MoveType.FEAT: booklet("main movements, Physical Feats"),
}


def _moved(kind: MoveType, figurine: str, distance: Argument) -> Message:
    """The log's sentence for a Movement type chosen (``distance``: "up to 10 cm", or None)."""
    if kind is MoveType.STAND:
        return Message("game.stands-still", figurine=figurine)
    if kind is MoveType.FEAT:
        return Message("game.attempts-feat", figurine=figurine)
    if distance is None:
        return {MoveType.WALK: Message("game.walks", figurine=figurine),
                MoveType.RUN: Message("game.runs", figurine=figurine),
                MoveType.DODGE: Message("game.dodges", figurine=figurine)}[kind]
    return {MoveType.WALK: Message("game.walks-up-to", figurine=figurine, distance=distance),
            MoveType.RUN: Message("game.runs-up-to", figurine=figurine, distance=distance),
            MoveType.DODGE: Message("game.dodges-up-to", figurine=figurine, distance=distance)}[kind]


def _must_test(d: Draft, fig: Figurine, creature: Figurine, situation: fear_rules.Situation,
               war_cry: bool = False) -> int | None:
    """The Fear ``fig`` must test against (None: no test), by :func:`fear.must_test`."""
    me, them = d.fear_fighter(fig), d.fear_fighter(creature)
    if situation is fear_rules.Situation.CHARGED and d.card(creature).has("War cry") and war_cry:
        cry = fear_rules.war_cry_fear(d.card(creature).abilities, True)
        if cry is not None and (them.fear or 0) < cry:
            them = fear_rules.Fighter(them.courage, cry, them.discipline, them.abilities, them.people,
                                      them.character)
    ruling = fear_rules.must_test(me, them, situation, overcome_fear=fig.immune_fear or None,
                                  war_cry=war_cry and situation is fear_rules.Situation.CHARGING)
    if not ruling.value:
        if fear_rules.effective_fear(me, them):
            d.log(Message("game.no-courage-test", figurine=d.label(fig), creature=d.label(creature),
                          reason=ruling.reason), *ruling.sources)
        return None
    return fear_rules.effective_fear(me, them)


def _courage_test(d: Draft, fig: Figurine, fear: int, field: str, dice: tuple[int, ...] | None,
                  against: Figurine, situation: fear_rules.Situation) -> bool:
    """The Courage test (strictly greater than Fear); a success makes it immune to that Fear."""
    me, them = d.fear_fighter(fig), d.fear_fighter(against)
    try:
        score = fear_rules.courage_score(me, them)
    except RulesError as error:
        raise IllegalAction(Message("game.fill-from-card", figurine=d.label(fig), error=reason(error))) from None
    test = fear_rules.courage_test(score, fear, d.card(fig).abilities, character=d.card(fig).character,
                                   ruleset=d.state.setup.ruleset)
    outcome = d.roll(field, dice, score, test.difficulty, test.modifiers,
                     Message("game.courage-test-of", figurine=d.label(fig)))
    if outcome.success:
        d.log(Message("game.resists-fear", figurine=d.label(fig), courage=score, fear=fear,
                      creature=d.label(against), result=outcome.explain()), FEAR_SOURCE)
    else:
        d.log(Message("game.succumbs-to-fear", figurine=d.label(fig), courage=score, fear=fear,
                      creature=d.label(against), result=outcome.explain()), FEAR_SOURCE)
    if outcome.success:
        immune = fear_rules.immunity_after(fig.immune_fear or None, fear, True, False) or 0
        d.put(replace(d.fig(fig.id), immune_fear=immune))
        d.log(Message("game.immune-to-fear", figurine=d.label(fig), fear=immune), fear_rules.IMMUNITY_SOURCE)
        return True
    if d.card(fig).has("Desperate"):
        d.log(Message("game.desperate", figurine=d.label(fig)), booklet("abilities, Desperate"))
        d.put(replace(d.fig(fig.id), afraid=True))
        return True
    if d.card(fig).has("Fanaticism") and situation is fear_rules.Situation.CHARGED:
        d.log(Message("game.fanatic", figurine=d.label(fig), difficulty=fear + 1), booklet("abilities, Fanaticism"))
    return False


def _max_opponents(d: Draft, fig: Figurine) -> int:
    base = d.card(fig).base or Base.INFANTRY
    return base.max_opponents


def _charge(d: Draft, action: Charge) -> None:
    """A Charge or an Engagement, with the Courage tests the Fear of either side calls for."""
    fig = _moving(d, action.figurine)
    if fig.fleeing:
        raise IllegalAction(Message("game.fleeing-cannot-charge", figurine=d.label(fig)))
    if fig.engaged_with:
        raise IllegalAction(Message("game.engaged-must-disengage", figurine=d.label(fig)))
    target = d.fig(action.target)
    if target.side == fig.side:
        raise IllegalAction(Message("game.same-side", figurine=d.label(target)))
    if target.presence is not Presence.DEPLOYED:
        raise IllegalAction(Message("game.not-on-battleground", figurine=d.label(target)))
    if target.id in fig.disengaged_from:
        raise IllegalAction(Message("game.just-disengaged-from", figurine=d.label(fig), target=d.label(target)))
    if len(target.engaged_with) >= _max_opponents(d, target):
        raise IllegalAction(Message("game.engaged-by-most", figurine=d.label(target), count=len(target.engaged_with)))
    if action.engage:
        d.log(Message("game.engages", figurine=d.label(fig), target=d.label(target)), ENGAGEMENT_SOURCE)
    else:
        d.log(Message("game.charges", figurine=d.label(fig), target=d.label(target)), CHARGE_SOURCE)
    # The charger tests first, before it moves (booklet; tournament: "avant de se déplacer").
    charged_by_fear = _must_test(d, fig, target, fear_rules.Situation.CHARGING, war_cry=not action.engage)
    if charged_by_fear is not None:
        if not _courage_test(d, fig, charged_by_fear, "courage_dice", action.courage_dice, target,
                             fear_rules.Situation.CHARGING):
            d.put(replace(d.fig(fig.id), paralysed=True, afraid=True, moved=MoveType.PARALYSED, fearful_of=target.id))
            d.log(Message("game.paralysed-by-dread", figurine=d.label(fig)), FEAR_SOURCE)
            return
    elif action.courage_dice is not None:
        raise IllegalAction(Message("game.no-courage-test-needed", figurine=d.label(fig), creature=d.label(target)))
    # Then the target, if the charger causes Fear (War cry: only when it Charges).
    fig = d.fig(fig.id)
    fear = _must_test(d, target, fig, fear_rules.Situation.CHARGED, war_cry=not action.engage)
    if fear is not None:
        if target.paralysed and target.fearful_of == fig.id:
            flees = True
            d.log(Message("game.paralysed-flees", figurine=d.label(target), creature=d.label(fig)), FEAR_SOURCE)
        else:
            flees = not _courage_test(d, target, fear, "target_courage_dice", action.target_courage_dice, fig,
                                      fear_rules.Situation.CHARGED)
        target = d.fig(target.id)
        if flees:
            activated = target.entry in d.state.done_cards or target.entry == d.state.active
            if not activated and not target.engaged_with:
                d.put(replace(d.fig(target.id), fleeing=True, afraid=True, flee_fear=fear, fled_round=d.state.round,
                              fearful_of=fig.id, moved=MoveType.FLEE))
                d.log(Message("game.runs-away", figurine=d.label(target), charger=d.label(fig)), FEAR_SOURCE)
                note = fear_rules.tournament_fear_note(d.state.setup.ruleset)
                if note:
                    d.log(Message("game.rule-note", note=note), fear_rules.TOURNAMENT_FEAR)
                return
            d.put(replace(d.fig(target.id), afraid=True, fearful_of=fig.id))
            d.log(Message("game.afraid-stays", figurine=d.label(target)), FEAR_SOURCE)
    elif action.target_courage_dice is not None:
        raise IllegalAction(Message("game.no-courage-test-needed", figurine=d.label(target), creature=d.label(fig)))
    # Base to base contact.
    fig = d.fig(fig.id)
    target = d.fig(target.id)
    d.put(replace(d.fig(fig.id), engaged_with=fig.engaged_with + (target.id,), engaged_this_phase=True,
                  moved=MoveType.ENGAGE if action.engage else MoveType.CHARGE,
                  charging=not action.engage, charge_target=None if action.engage else target.id))
    d.put(replace(d.fig(target.id), engaged_with=target.engaged_with + (fig.id,), engaged_this_phase=True,
                  charged=target.charged or not action.engage))
    if not action.engage and target.charged:
        d.log(Message("game.charged-again", figurine=d.label(target)), CHARGE_SOURCE)
    elif not action.engage:
        d.log(Message("game.is-charged", figurine=d.label(target)), CHARGE_SOURCE)
    else:
        d.log(Message("game.is-engaged", figurine=d.label(target)), ENGAGEMENT_SOURCE)
    reserve = d.state.reserves[target.side]
    tcard = d.card(target)
    if target.entry in reserve and tcard.aim is not None and any(e.ranges for e in tcard.equipment):
        d.log(Message("game.may-counter-fire", figurine=d.label(target)), COUNTER_FIRING_SOURCE)


def _rally(d: Draft, action: Rally) -> None:
    """A fleeing figurine tries to rally: a Courage roll against the Fear that made it run."""
    fig = d.fig(action.figurine)
    if not fig.fleeing:
        raise IllegalAction(Message("game.not-fleeing", figurine=d.label(fig)))
    if fig.fled_round == d.state.round:
        raise IllegalAction(Message("game.rally-next-phase", figurine=d.label(fig)))
    fig = _moving(d, action.figurine)
    fear = fig.flee_fear or 0
    courage = d.value(fig, "courage")
    test = fear_rules.rally_test(courage, fear, d.card(fig).abilities, character=d.card(fig).character)
    outcome = d.roll("dice", action.dice, courage, test.difficulty, test.modifiers,
                     Message("game.rallying-roll-of", figurine=d.label(fig)))
    if outcome.success:
        d.put(replace(d.fig(fig.id), fleeing=False, afraid=False, flee_fear=None, fearful_of=None))
        d.log(Message("game.rallies", figurine=d.label(fig), result=outcome.explain()), FEAR_SOURCE)
    else:
        d.put(replace(d.fig(fig.id), moved=MoveType.FLEE))
        d.log(Message("game.fails-to-rally", figurine=d.label(fig), result=outcome.explain()), FEAR_SOURCE)


def _disengage(d: Draft, action: Disengage) -> None:
    """An Initiative roll to break off from every opponent, at 4 + 2 per opponent."""
    fig = _moving(d, action.figurine)
    if not fig.engaged_with:
        raise IllegalAction(Message("game.not-engaged", figurine=d.label(fig)))
    opponents = len(fig.engaged_with)
    rule = movement_rules.disengagement(opponents, base=d.card(fig).base or Base.INFANTRY,
                                        charged_this_phase=fig.engaged_this_phase, ruleset=d.state.setup.ruleset)
    if not rule.allowed:
        raise IllegalAction(Message("game.cannot-disengage", figurine=d.label(fig), reason=rule.reason))
    difficulty = rule.difficulty
    initiative = d.value(fig, "initiative")
    outcome = d.roll("dice", action.dice, initiative, difficulty, d.mods(fig, "initiative"),
                     Message("game.disengagement-roll-of", figurine=d.label(fig)))
    if outcome.success:
        for other in fig.engaged_with:
            o = d.fig(other)
            d.put(replace(d.fig(other), engaged_with=tuple(x for x in o.engaged_with if x != fig.id)))
        d.put(replace(d.fig(fig.id), engaged_with=(), disengaged_from=fig.engaged_with, moved=MoveType.DISENGAGE))
        d.log(Message("game.disengages", figurine=d.label(fig), difficulty=difficulty, opponents=opponents,
                      result=outcome.explain()), *rule.sources)
    else:
        d.put(replace(d.fig(fig.id), disengage_failed=True, moved=MoveType.STAND))
        d.log(Message("game.fails-to-disengage", figurine=d.label(fig), difficulty=difficulty,
                      result=outcome.explain()), *rule.sources)


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    TacticalRoll: _tactical_roll,
    Activate: _activate,
    EndActivation: _end_activation,
    Move: _move,
    Charge: _charge,
    Rally: _rally,
    Disengage: _disengage,
}

__all__ = ["HANDLERS"]
