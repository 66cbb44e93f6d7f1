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

from companion.i18n.render import english
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
from companion.rules.game.errors import IllegalAction
from companion.rules.game.game_round import MOVEMENT_SOURCE
from companion.rules.game.state import Figurine, MoveType, Phase, Presence
from companion.rules.source import Source, booklet, tournament

CHARGE_SOURCE: Source = booklet("movement phase, Charging")
ENGAGEMENT_SOURCE: Source = booklet("movement phase, Engagement")
FEAR_SOURCE: Source = fear_rules.FEAR_SOURCE


def _tactical_roll(d: Draft, action: TacticalRoll) -> None:
    """The Tactical roll, then every card in play shuffled into a new pile."""
    d.require_phase(Phase.MOVEMENT)
    opposed_roll(d, action, "Tactical roll", MOVEMENT_SOURCE)
    if d.state.roll_done:
        entries = [e for s in (0, 1) for e in entries_in_play(d, s)]
        d.state = replace(d.state, pile=tuple(shuffle_pile(d, entries)))
        d.log(f"The {len(entries)} reference cards are shuffled into a new pile. The winner also fires first on "
              "an Initiative tie and splits the frays.", MOVEMENT_SOURCE)


def _activate(d: Draft, action: Activate) -> None:
    """The card drawn (or a Reserve card) is activated: each of its figurines chooses one Movement type."""
    d.require_phase(Phase.MOVEMENT)
    cards_phase(d)
    ends = take_card(d, action.entry, "activate")
    d.state = replace(d.state, active=action.entry, active_ends_turn=ends,
                      done_cards=d.state.done_cards + (action.entry,))
    owner = d.state.entry_side(action.entry)
    d.log(f"{d.side_name(owner)} activates {d.state.entry_label(action.entry)}: each figurine chooses one "
          "Movement type.", MOVEMENT_SOURCE)
    for fig in list(d.figs.values()):
        if fig.entry == action.entry and fig.fleeing:
            if fig.fled_round == d.state.round:
                d.log(f"{d.label(fig)} fled in this Movement phase: it cannot rally yet and keeps running away.",
                      FEAR_SOURCE)
            else:
                d.log(f"{d.label(fig)} is fleeing: it may attempt a Rallying roll at {fig.flee_fear}.", FEAR_SOURCE)


def _end_activation(d: Draft, action: EndActivation) -> None:
    """The card's figurines have moved (those that chose nothing stand still, or flee)."""
    d.require_phase(Phase.MOVEMENT)
    active = d.state.active
    if active is None:
        raise IllegalAction("no card is being activated")
    for fig in list(d.figs.values()):
        if fig.entry == active and fig.presence is Presence.DEPLOYED and fig.moved is None:
            d.put(replace(d.fig(fig.id), moved=MoveType.FLEE if fig.fleeing else MoveType.STAND))
    d.state = replace(d.state, active=None)
    d.log(f"{d.state.entry_label(active)} has moved.", MOVEMENT_SOURCE)
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
        raise IllegalAction(f"{d.label(fig)} is not on the Battleground")
    active = d.state.active
    if fig.entry != active and not (fig.entry in d.state.done_cards and fig.moved is None and fig.counter_fired
                                    is False and _counter_fired_card(d, fig.entry)):
        raise IllegalAction(f"{d.label(fig)} can move only when its card is activated"
                            + (f" (the active card is {d.state.entry_label(active)})" if active else ""))
    if fig.moved is not None and fig.moved is not MoveType.DISENGAGE:
        raise IllegalAction(f"{d.label(fig)} already chose its Movement type ({fig.moved.value}): only one per "
                            "Movement phase")
    if fig.paralysed:
        raise IllegalAction(f"{d.label(fig)} is paralysed by dread: it cannot move voluntarily this round")
    return fig


def _counter_fired_card(d: Draft, entry: str) -> bool:
    return any(f.entry == entry and f.counter_fired for f in d.figs.values())


def _move(d: Draft, action: Move) -> None:
    """Standing, Walking, Running (tournament rules), Dodging or a Physical Feat."""
    try:
        kind = MoveType(action.movement)
    except ValueError:
        raise IllegalAction(f"unknown Movement type {action.movement!r}: stand, walk, run, dodge or feat "
                            "(charge and engage have their own action)") from None
    if kind not in (MoveType.STAND, MoveType.WALK, MoveType.RUN, MoveType.DODGE, MoveType.FEAT):
        raise IllegalAction(f"{kind.value}: use the charge, disengage or rally actions")
    fig = _moving(d, action.figurine)
    if fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} is fleeing: it runs away at double its Movement unless it rallies")
    if fig.engaged_with and kind is not MoveType.STAND:
        raise IllegalAction(f"{d.label(fig)} is engaged: it must Disengage before it moves")
    card = d.card(fig)
    if kind is MoveType.RUN and not d.state.setup.ruleset.tournament:
        raise IllegalAction("running (double Movement, no Charge) is a tournament rule: "
                            "use walk, or charge without a target")
    mounted = card.base is Base.CAVALRY or any("mount" in e.name.lower() for e in card.equipment)
    if kind is MoveType.DODGE and not movement_rules.may_dodge(mounted, card.has("War-horse"), bool(fig.engaged_with)):
        raise IllegalAction(f"{d.label(fig)} cannot Dodge (troops with a mount cannot, unless on a War-horse)")
    d.put(replace(d.fig(fig.id), moved=kind))
    distance = ""
    rules_kind = {MoveType.WALK: movement_rules.MoveType.WALK, MoveType.RUN: movement_rules.MoveType.RUN,
                  MoveType.DODGE: movement_rules.MoveType.DODGE}.get(kind)
    if rules_kind is not None and card.movement is not None:
        try:
            answer = movement_rules.move_distance(card.movement, rules_kind, rapidity=card.has("Rapidity"),
                                                  ruleset=d.state.setup.ruleset)
        except RulesError as error:
            raise IllegalAction(english(error.message)) from None
        distance = f" up to {float(answer.value):g} cm" + (f" ({'; '.join(english(n) for n in answer.notes)})" if answer.notes else "")
    texts = {
        MoveType.STAND: ("stands still", MOVEMENT_SOURCE),
        MoveType.WALK: (f"walks{distance}", booklet("main movements, Walking")),
        MoveType.RUN: (f"runs{distance}: it will not fire this round", tournament("La charge et la course")),
        MoveType.DODGE: (f"Dodges{distance}: nothing else until the end of the round, shots at it are one range "
                         "farther", booklet("special movements, Dodging")),
        MoveType.FEAT: ("attempts a Physical Feat (no firing this round)", booklet("main movements, Physical Feats")),
    }
    text, source = texts[kind]
    d.log(f"{d.label(fig)} {text}.", source)


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
            d.log(f"{d.label(fig)} makes no Courage test against {d.label(creature)}: {english(ruling.reason)}.",
                  " ; ".join(str(x) for x in ruling.sources))
        return None
    return fear_rules.effective_fear(me, them)


def _courage_test(d: Draft, fig: Figurine, fear: int, field: str, dice: tuple[int, ...] | None,
                  against: Figurine, situation: fear_rules.Situation) -> bool:
    """The Courage test (strictly greater than Fear); a success makes it immune to that Fear."""
    me, them = d.fear_fighter(fig), d.fear_fighter(against)
    try:
        score = fear_rules.courage_score(me, them)
    except RulesError as error:
        raise IllegalAction(f"{d.label(fig)}: {english(error.message)}; fill it from your card") from None
    test = fear_rules.courage_test(score, fear, d.card(fig).abilities, character=d.card(fig).character,
                                   ruleset=d.state.setup.ruleset)
    outcome = d.roll(field, dice, score, test.difficulty, test.modifiers, f"{d.label(fig)}'s Courage test")
    verdict = "resists" if outcome.success else "succumbs to"
    d.log(f"{d.label(fig)} tests its Courage {score} against the Fear {fear} of {d.label(against)}: "
          f"{english(outcome.explain())}; it {verdict} Fear (the total must be strictly greater than the Fear).",
          FEAR_SOURCE)
    if outcome.success:
        immune = fear_rules.immunity_after(fig.immune_fear or None, fear, True, False) or 0
        d.put(replace(d.fig(fig.id), immune_fear=immune))
        d.log(f"{d.label(fig)} is no longer affected by Fear {immune} or lower for the rest of the game.",
              fear_rules.IMMUNITY_SOURCE)
        return True
    if d.card(fig).has("Desperate"):
        d.log(f"{d.label(fig)} is Desperate: it never runs away, and the Fear penalties become bonuses.",
              booklet("abilities, Desperate"))
        d.put(replace(d.fig(fig.id), afraid=True))
        return True
    if d.card(fig).has("Fanaticism") and situation is fear_rules.Situation.CHARGED:
        d.log(f"{d.label(fig)} is a Fanatic: a Discipline roll at {fear + 1} decides whether it runs away (roll it "
              "and correct its state by hand if it holds).", booklet("abilities, Fanaticism"))
    return False


def _max_opponents(d: Draft, fig: Figurine) -> int:
    base = d.card(fig).base or Base.INFANTRY
    return base.max_opponents


def _charge(d: Draft, action: Charge) -> None:
    """A Charge or an Engagement, with the Courage tests the Fear of either side calls for."""
    fig = _moving(d, action.figurine)
    if fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} is fleeing: it cannot Charge or Engage")
    if fig.engaged_with:
        raise IllegalAction(f"{d.label(fig)} is engaged: it must Disengage first")
    target = d.fig(action.target)
    if target.side == fig.side:
        raise IllegalAction(f"{d.label(target)} is on the same side")
    if target.presence is not Presence.DEPLOYED:
        raise IllegalAction(f"{d.label(target)} is not on the Battleground")
    if target.id in fig.disengaged_from:
        raise IllegalAction(f"{d.label(fig)} just Disengaged from {d.label(target)}: not again this round")
    if len(target.engaged_with) >= _max_opponents(d, target):
        raise IllegalAction(f"{d.label(target)} is already engaged by {len(target.engaged_with)} opponents, the most "
                            "its base allows")
    verb = "Engages" if action.engage else "Charges"
    source = ENGAGEMENT_SOURCE if action.engage else CHARGE_SOURCE
    d.log(f"{d.label(fig)} {verb} {d.label(target)} (the players measured it in range).", source)
    # The charger tests first, before it moves (booklet; tournament: "avant de se déplacer").
    charged_by_fear = _must_test(d, fig, target, fear_rules.Situation.CHARGING, war_cry=not action.engage)
    if charged_by_fear is not None:
        if not _courage_test(d, fig, charged_by_fear, "courage_dice", action.courage_dice, target,
                             fear_rules.Situation.CHARGING):
            d.put(replace(d.fig(fig.id), paralysed=True, afraid=True, moved=MoveType.PARALYSED, fearful_of=target.id))
            d.log(f"{d.label(fig)} is paralysed by dread: it cannot move voluntarily and suffers the Fear penalties "
                  "until the end of the round.", FEAR_SOURCE)
            return
    elif action.courage_dice is not None:
        raise IllegalAction(f"{d.label(fig)} needs no Courage test against {d.label(target)}")
    # Then the target, if the charger causes Fear (War cry: only when it Charges).
    fig = d.fig(fig.id)
    fear = _must_test(d, target, fig, fear_rules.Situation.CHARGED, war_cry=not action.engage)
    if fear is not None:
        if target.paralysed and target.fearful_of == fig.id:
            flees = True
            d.log(f"{d.label(target)} is paralysed by {d.label(fig)}, which now comes at it: it flees "
                  "automatically.", FEAR_SOURCE)
        else:
            flees = not _courage_test(d, target, fear, "target_courage_dice", action.target_courage_dice, fig,
                                      fear_rules.Situation.CHARGED)
        target = d.fig(target.id)
        if flees:
            activated = target.entry in d.state.done_cards or target.entry == d.state.active
            if not activated and not target.engaged_with:
                d.put(replace(d.fig(target.id), fleeing=True, afraid=True, flee_fear=fear, fled_round=d.state.round,
                              fearful_of=fig.id, moved=MoveType.FLEE))
                d.log(f"{d.label(target)} runs away at double its Movement, its back to {d.label(fig)}; "
                      f"{d.label(fig)} must finish its move and may Charge a new target with what is left of its "
                      "Movement.", FEAR_SOURCE)
                note = fear_rules.tournament_fear_note(d.state.setup.ruleset)
                if note:
                    d.log(english(note), fear_rules.TOURNAMENT_FEAR)
                return
            d.put(replace(d.fig(target.id), afraid=True, fearful_of=fig.id))
            d.log(f"{d.label(target)} suffers the Fear penalties (-1 INI, ATT, DEF) but does not run away "
                  "(its card was already activated, or it is engaged).", FEAR_SOURCE)
    elif action.target_courage_dice is not None:
        raise IllegalAction(f"{d.label(target)} needs no Courage test against {d.label(fig)}")
    # Base to base contact.
    fig = d.fig(fig.id)
    target = d.fig(target.id)
    d.put(replace(d.fig(fig.id), engaged_with=fig.engaged_with + (target.id,), engaged_this_phase=True,
                  moved=MoveType.ENGAGE if action.engage else MoveType.CHARGE,
                  charging=not action.engage, charge_target=None if action.engage else target.id))
    d.put(replace(d.fig(target.id), engaged_with=target.engaged_with + (fig.id,), engaged_this_phase=True,
                  charged=target.charged or not action.engage))
    if not action.engage and target.charged:
        d.log(f"{d.label(target)} is Charged again: the penalties are not cumulative.", CHARGE_SOURCE)
    elif not action.engage:
        d.log(f"{d.label(target)} is Charged: -1 INI, ATT and DEF until the end of the round (never below 0).",
              CHARGE_SOURCE)
    else:
        d.log(f"{d.label(target)} is Engaged: no penalty.", ENGAGEMENT_SOURCE)
    reserve = d.state.reserves[target.side]
    tcard = d.card(target)
    if target.entry in reserve and tcard.aim is not None and any(e.ranges for e in tcard.equipment):
        d.log(f"{d.label(target)}'s card is in Reserve: it may Counter-fire now.", COUNTER_FIRING_SOURCE)


def _rally(d: Draft, action: Rally) -> None:
    """A fleeing figurine tries to rally: a Courage roll against the Fear that made it run."""
    fig = d.fig(action.figurine)
    if not fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} is not fleeing")
    if fig.fled_round == d.state.round:
        raise IllegalAction(f"{d.label(fig)} fled in this Movement phase: it cannot rally before the next one")
    fig = _moving(d, action.figurine)
    fear = fig.flee_fear or 0
    courage = d.value(fig, "courage")
    test = fear_rules.rally_test(courage, fear, d.card(fig).abilities, character=d.card(fig).character)
    outcome = d.roll("dice", action.dice, courage, test.difficulty, test.modifiers, f"{d.label(fig)}'s Rallying roll")
    if outcome.success:
        d.put(replace(d.fig(fig.id), fleeing=False, afraid=False, flee_fear=None, fearful_of=None))
        d.log(f"{d.label(fig)} rallies ({english(outcome.explain())}) and plays normally; it is not immune to that Fear.",
              FEAR_SOURCE)
    else:
        d.put(replace(d.fig(fig.id), moved=MoveType.FLEE))
        d.log(f"{d.label(fig)} fails to rally ({english(outcome.explain())}) and keeps running away.", FEAR_SOURCE)


def _disengage(d: Draft, action: Disengage) -> None:
    """An Initiative roll to break off from every opponent, at 4 + 2 per opponent."""
    fig = _moving(d, action.figurine)
    if not fig.engaged_with:
        raise IllegalAction(f"{d.label(fig)} is not engaged")
    opponents = len(fig.engaged_with)
    rule = movement_rules.disengagement(opponents, base=d.card(fig).base or Base.INFANTRY,
                                        charged_this_phase=fig.engaged_this_phase, ruleset=d.state.setup.ruleset)
    if not rule.allowed:
        raise IllegalAction(f"{d.label(fig)} cannot Disengage: {english(rule.reason)}")
    difficulty = rule.difficulty
    initiative = d.value(fig, "initiative")
    source = " ; ".join(str(x) for x in rule.sources)
    outcome = d.roll("dice", action.dice, initiative, difficulty, d.mods(fig, "initiative"),
                     f"{d.label(fig)}'s Disengagement roll")
    if outcome.success:
        for other in fig.engaged_with:
            o = d.fig(other)
            d.put(replace(d.fig(other), engaged_with=tuple(x for x in o.engaged_with if x != fig.id)))
        d.put(replace(d.fig(fig.id), engaged_with=(), disengaged_from=fig.engaged_with, moved=MoveType.DISENGAGE))
        d.log(f"{d.label(fig)} Disengages (Initiative at {difficulty} = 4 + 2 x {opponents}: {english(outcome.explain())}): it "
              "may move at its normal Movement, even Engage another opponent or fire.", source)
    else:
        d.put(replace(d.fig(fig.id), disengage_failed=True, moved=MoveType.STAND))
        d.log(f"{d.label(fig)} fails to Disengage (Initiative at {difficulty}: {english(outcome.explain())}): no Attack dice "
              "in the next Hand to Hand Combat phase.", source)


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
