"""The Movement phase: the Tactical roll, the cards activated, and each figurine's movement.

Booklet, "movement phase": the reference cards are shuffled into a new pile and the Tactical
roll, made as the Approach roll (:mod:`.approach`), says who picks up the first card; each
figurine of an activated card chooses one Movement type ("main movements", "special
movements": Walking, Dodging, Physical Feats; tournament rules, "La charge et la course":
Running); Charging and Engaging (several figurines of a card may Charge one target together),
Disengaging, and the Influence of Fear (:mod:`.courage`). The players measure distances and
declare a Charge in range. Flight: "Figurines can only Engage or Charge one another if they are
at the same altitude Level", save a dive on a target one Level lower ("The airborne creature
then Charges its target in the normal way ... the diving creature's Initiative, Attack and
Strength will be increased by 3 points").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from companion.rules import fear as fear_rules
from companion.rules import movement as movement_rules
from companion.rules.card import Base
from companion.rules.errors import RulesError
from companion.rules.firing import COUNTER_FIRING_SOURCE
from companion.rules.game.actions import (
    Action,
    Activate,
    Charge,
    Disengage,
    EndActivation,
    GroupCharge,
    Move,
    MoveCard,
    Rally,
    TacticalRoll,
)
from companion.rules.game.approach import (
    activate,
    entries_in_play,
    next_turn,
    opposed_roll,
    settle_cards,
    shuffle_pile,
)
from companion.rules.game.courage import Aid, aid_of, courage_test, fear_against, flee_or_hold
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.firing import not_concealed, reveal_if_scout
from companion.rules.game.game_round import MOVEMENT_SOURCE
from companion.rules.game.phrases import semicolons
from companion.rules.game.state import Figurine, MoveType, Phase, Presence
from companion.rules.message import Argument, Message
from companion.rules.source import Source, booklet, tournament

CHARGE_SOURCE: Source = booklet("movement phase, Charging")
ENGAGEMENT_SOURCE: Source = booklet("movement phase, Engagement")
FEAR_SOURCE: Source = fear_rules.FEAR_SOURCE
FLIGHT_SOURCE: Source = booklet("abilities, Flight")
CHARGED = fear_rules.Situation.CHARGED
CHARGING = fear_rules.Situation.CHARGING


def _tactical_roll(d: Draft, action: TacticalRoll) -> None:
    """The Tactical roll, then every card in play shuffled into a new pile."""
    d.require_phase(Phase.MOVEMENT)
    opposed_roll(d, action, MOVEMENT_SOURCE)
    if d.state.roll_done:
        entries = [e for s in (0, 1) for e in entries_in_play(d, s)]
        d.state = replace(d.state, pile=tuple(shuffle_pile(d, entries)))
        d.log(Message("game.new-pile", count=len(entries)), MOVEMENT_SOURCE)


def _activate(d: Draft, action: Activate) -> None:
    activate(d, action.entry)


def _end_activation(d: Draft, action: EndActivation | None = None) -> None:
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


def _kind(movement: str) -> MoveType:
    try:
        kind = MoveType(movement)
    except ValueError:
        raise IllegalAction(Message("game.unknown-movement", movement=repr(movement))) from None
    if kind not in (MoveType.STAND, MoveType.WALK, MoveType.RUN, MoveType.DODGE, MoveType.FEAT):
        raise IllegalAction(Message("game.movement-has-its-action", movement=kind.label))
    return kind


def _move(d: Draft, action: Move) -> None:
    """Standing, Walking, Running (tournament rules), Dodging or a Physical Feat."""
    move_one(d, action.figurine, _kind(action.movement))


def move_one(d: Draft, fid: str, kind: MoveType) -> None:
    """``fid`` chooses the Movement type ``kind`` (stand, walk, run, dodge, feat)."""
    fig = _moving(d, fid)
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
    if kind is not MoveType.STAND:
        reveal_if_scout(d, fig)
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


def _move_card(d: Draft, action: MoveCard) -> None:
    """Every figurine of the active card still to choose takes the same Movement type; those
    fleeing run away, the paralysed stay; then, with ``end``, the activation ends."""
    d.require_phase(Phase.MOVEMENT)
    kind = _kind(action.movement)
    active = d.state.active
    if active is None:
        raise IllegalAction(Message("game.no-active-card"))
    for fig in sorted(d.figs.values(), key=lambda f: f.id):
        if (fig.entry == active and fig.presence is Presence.DEPLOYED and fig.moved is None and not fig.fleeing
                and not fig.paralysed):
            move_one(d, fig.id, MoveType.STAND if fig.engaged_with else kind)
    if action.end:
        _end_activation(d)


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


def _max_opponents(d: Draft, fig: Figurine) -> int:
    base = d.card(fig).base or Base.INFANTRY
    return base.max_opponents


def _check_charger(d: Draft, fid: str, target: Figurine, dive: bool) -> Figurine:
    """A figurine that may Charge (or Engage) ``target`` now."""
    fig = _moving(d, fid)
    if fig.fleeing:
        raise IllegalAction(Message("game.fleeing-cannot-charge", figurine=d.label(fig)))
    if fig.engaged_with:
        raise IllegalAction(Message("game.engaged-must-disengage", figurine=d.label(fig)))
    if target.side == fig.side:
        raise IllegalAction(Message("game.same-side", figurine=d.label(target)))
    if target.id in fig.disengaged_from:
        raise IllegalAction(Message("game.just-disengaged-from", figurine=d.label(fig), target=d.label(target)))
    if fig.fearful_of == target.id and d.card(fig).has("Fanaticism"):
        raise IllegalAction(Message("game.fanatic-cannot-charge", figurine=d.label(fig), creature=d.label(target)))
    if dive:
        card = d.card(fig)
        if card.flight is None and not card.has("Flight"):
            raise IllegalAction(Message("game.cannot-fly", figurine=d.label(fig)))
        if fig.level != target.level + 1:
            raise IllegalAction(Message("game.dive-one-level-lower", figurine=d.label(fig), level=fig.level,
                                        target=d.label(target), target_level=target.level))
    elif fig.level != target.level:
        raise IllegalAction(Message("game.not-same-level", figurine=d.label(fig), level=fig.level,
                                    target=d.label(target), target_level=target.level))
    return fig


def _charge(d: Draft, action: Charge) -> None:
    """A Charge or an Engagement, with the Courage tests the Fear of either side calls for."""
    charge(d, (action.figurine,), action.target, action.engage, action.courage_dice, action.target_courage_dice,
           action.target_discipline_dice, action.aid, action.target_aid, dive=action.dive)
    if action.end:
        _end_activation(d)


def _group_charge(d: Draft, action: GroupCharge) -> None:
    """Several figurines of the active card Charge (or Engage) one target together."""
    if len(action.figurines) < 2 or len(set(action.figurines)) != len(action.figurines):
        raise IllegalAction(Message("game.group-charge-needs-two"))
    charge(d, action.figurines, action.target, action.engage, action.courage_dice, action.target_courage_dice,
           action.target_discipline_dice, action.aid, action.target_aid)
    if action.end:
        _end_activation(d)


def charge(d: Draft, fids: Sequence[str], target_id: str, engage: bool, courage_dice: tuple[int, ...] | None,
           target_courage_dice: tuple[int, ...] | None, target_discipline_dice: tuple[int, ...] | None,
           aid: Sequence[str], target_aid: Sequence[str], *, dive: bool = False) -> None:
    """The chargers' Courage test (one for the group), the target's against their Fear (the
    group's: the highest + 1 per other creature), then base to base contact."""
    target = d.fig(target_id)
    if target.presence is not Presence.DEPLOYED:
        raise IllegalAction(Message("game.not-on-battleground", figurine=d.label(target)))
    not_concealed(d, target)
    chargers = [_check_charger(d, fid, target, dive) for fid in fids]
    if len(set(f.entry for f in chargers)) != 1:
        raise IllegalAction(Message("game.group-charge-one-card"))
    most = _max_opponents(d, target)
    if len(target.engaged_with) >= most:
        raise IllegalAction(Message("game.engaged-by-most", figurine=d.label(target), count=len(target.engaged_with)))
    if len(target.engaged_with) + len(chargers) > most:
        # Booklet, "Influence of Fear": "12 Morbid Puppets, activated simultaneously, cannot all
        # declare a Charge against an Alahan Spearman who can be Engaged by a maximum of 4".
        raise IllegalAction(Message("game.too-many-chargers", figurine=d.label(target), chargers=len(chargers),
                                    engaged=len(target.engaged_with), most=most))
    for fig in chargers:
        if engage:
            d.log(Message("game.engages", figurine=d.label(fig), target=d.label(target)), ENGAGEMENT_SOURCE)
        else:
            d.log(Message("game.charges", figurine=d.label(fig), target=d.label(target)), CHARGE_SOURCE)
        reveal_if_scout(d, fig)
    # The chargers test first, before they move (booklet; tournament: "avant de se déplacer").
    help_ = aid_of(d, chargers[0], aid) if aid else None
    fears = {f.id: fear_against(d, f, target, CHARGING, war_cry=not engage, aid=help_) for f in chargers}
    testers = [f for f in chargers if fears[f.id] is not None]
    if testers:
        fear = max(fears[f.id] or 0 for f in testers)
        if not courage_test(d, testers, fear, "courage_dice", courage_dice, target, CHARGING, help_):
            for fig in testers:
                d.put(replace(d.fig(fig.id), paralysed=True, afraid=True, moved=MoveType.PARALYSED,
                              fearful_of=target.id))
                d.log(Message("game.paralysed-by-dread", figurine=d.label(fig)), FEAR_SOURCE)
            chargers = [f for f in chargers if f not in testers]
    elif courage_dice is not None:
        raise IllegalAction(Message("game.no-courage-test-needed", figurine=d.label(chargers[0]),
                                    creature=d.label(target)))
    if not chargers:
        return
    if dive:
        fig = chargers[0]
        d.put(replace(d.fig(fig.id), level=target.level, diving=True))
        d.log(Message("game.dives", figurine=d.label(fig), level=target.level), FLIGHT_SOURCE)
    if _target_flees(d, [d.fig(f.id) for f in chargers], target, engage, target_courage_dice,
                     target_discipline_dice, target_aid):
        return  # the chargers finish their move: they may Charge a new target
    _contact(d, [d.fig(f.id) for f in chargers], d.fig(target.id), engage)


def _target_flees(d: Draft, chargers: list[Figurine], target: Figurine, engage: bool,
                  dice: tuple[int, ...] | None, discipline_dice: tuple[int, ...] | None,
                  aid: Sequence[str]) -> bool:
    """The target's test against the chargers' Fear (War cry: only when they Charge)."""
    help_ = aid_of(d, target, aid) if aid else None
    fears = [(f, fear_against(d, target, f, CHARGED, war_cry=not engage, aid=help_)) for f in chargers]
    frightening = [(f, fear) for f, fear in fears if fear is not None]
    if not frightening:
        if dice is not None:
            raise IllegalAction(Message("game.no-courage-test-needed", figurine=d.label(target),
                                        creature=d.label(chargers[0])))
        return False
    fear = fear_rules.group_fear([fear for _f, fear in frightening])
    creature = frightening[0][0]
    if len(frightening) > 1:
        d.log(Message("game.group-fear", figurines=", ".join(d.label(f) for f, _fear in frightening), fear=fear),
              fear_rules.GROUP_SOURCE)
    target = d.fig(target.id)
    if target.paralysed and target.fearful_of in {f.id for f, _fear in frightening}:
        d.log(Message("game.paralysed-flees", figurine=d.label(target), creature=d.label(creature)), FEAR_SOURCE)
        stands = False
    else:
        stands = courage_test(d, [target], fear, "target_courage_dice", dice, creature, CHARGED, help_,
                              "target_discipline_dice", discipline_dice)
    if stands:
        return False
    return flee_or_hold(d, target, fear, creature)


def _contact(d: Draft, chargers: list[Figurine], target: Figurine, engage: bool) -> None:
    """Base to base contact: the chargers and the target engaged (a Charge's penalties)."""
    for fig in chargers:
        fig = d.fig(fig.id)
        target = d.fig(target.id)
        d.put(replace(fig, engaged_with=fig.engaged_with + (target.id,), engaged_this_phase=True,
                      moved=MoveType.ENGAGE if engage else MoveType.CHARGE,
                      charging=not engage, charge_target=None if engage else target.id))
        charged_before = target.charged
        d.put(replace(target, engaged_with=target.engaged_with + (fig.id,), engaged_this_phase=True,
                      charged=target.charged or not engage))
        if not engage and charged_before:
            d.log(Message("game.charged-again", figurine=d.label(target)), CHARGE_SOURCE)
        elif not engage:
            d.log(Message("game.is-charged", figurine=d.label(target)), CHARGE_SOURCE)
        else:
            d.log(Message("game.is-engaged", figurine=d.label(target)), ENGAGEMENT_SOURCE)
    target = d.fig(target.id)
    tcard = d.card(target)
    if target.entry in d.state.reserves[target.side] and tcard.aim is not None and any(e.ranges for e in tcard.equipment):
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
    help_: Aid | None = aid_of(d, fig, action.aid) if action.aid else None
    courage = help_.morale.courage if help_ is not None and help_.morale.courage is not None else d.value(fig, "courage")
    test = fear_rules.rally_test(courage, fear, d.card(fig).abilities, bonus=help_.courage_bonus if help_ else 0,
                                 character=d.card(fig).character)
    if help_ is not None and help_.words:
        d.log(Message("game.aid", figurine=d.label(fig), help=help_.words), *help_.sources)
    outcome = d.roll("dice", action.dice, courage + test.bonus, test.difficulty, test.modifiers,
                     Message("game.rallying-roll-of", figurine=d.label(fig)))
    if outcome.success:
        d.put(replace(d.fig(fig.id), fleeing=False, afraid=False, flee_fear=None, fearful_of=None))
        d.log(Message("game.rallies", figurine=d.label(fig), result=outcome.explain()), FEAR_SOURCE)
    else:
        d.put(replace(d.fig(fig.id), moved=MoveType.FLEE))
        d.log(Message("game.fails-to-rally", figurine=d.label(fig), result=outcome.explain()), FEAR_SOURCE)


def disengage_rule(d: Draft, fig: Figurine) -> movement_rules.Disengagement:
    """Whether an engaged ``fig`` may try to Disengage, and at what difficulty (booklet,
    DISENGAGEMENT: not if Charged or Engaged this Movement phase, nor at its base's maximum)."""
    return movement_rules.disengagement(len(fig.engaged_with), base=d.card(fig).base or Base.INFANTRY,
                                        charged_this_phase=fig.engaged_this_phase, ruleset=d.state.setup.ruleset)


def _disengage(d: Draft, action: Disengage) -> None:
    """An Initiative roll to break off from every opponent, at 4 + 2 per opponent."""
    fig = _moving(d, action.figurine)
    if not fig.engaged_with:
        raise IllegalAction(Message("game.not-engaged", figurine=d.label(fig)))
    opponents = len(fig.engaged_with)
    rule = disengage_rule(d, fig)
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
    MoveCard: _move_card,
    Charge: _charge,
    GroupCharge: _group_charge,
    Rally: _rally,
    Disengage: _disengage,
}

__all__ = ["HANDLERS", "charge", "move_one"]
