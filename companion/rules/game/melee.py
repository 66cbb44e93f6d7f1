"""The Hand to Hand Combat phase in the game: frays split, each combat resolved step by step.

Booklet, "hand to hand combat phase": (1) Initiative, the group's best +1 per extra warrior,
ties re-rolled; (2) the Defender places his dice first, then the Attacker; (3) the Attacker
rolls all his Attack dice, each at its own difficulty (minimum: the opponent's DEF if he
placed Defence dice; tournament: always), the Defender chooses which Attacks he parries before
rolling; Sustained Defence, Counter-Attack, Master strike; (4) Damage rolls for the blows not
parried; (5) the Defender retaliates with his Attack dice if he still has fit warriors. Then
Pursuit. The rules themselves are :mod:`companion.rules.combat`'s functions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import Any

from companion.rules.combat import (
    COUNTER_ATTACK_SOURCE,
    INITIATIVE_SOURCE,
    PLACEMENT_SOURCE,
    PURSUIT_SOURCE,
    WAR_FURY_TOURNAMENT_SOURCE,
    DicePool,
    Placement,
    activation_timing,
    check_placement,
    fighter_dice,
    group_initiative,
    pursuit,
)
from companion.rules.errors import RulesError
from companion.rules.game.actions import Action, InitiativeRoll, PlaceDice, PursuitAction, StartCombat
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.frays import AUTHORITY_SOURCE, SPLIT_SOURCE, authority_side, fray_of, stranded_by
from companion.rules.game.phrases import either, semicolons
from companion.rules.game.state import Combat, CombatStep, Figurine, Phase, Presence
from companion.rules.message import Argument, Message
from companion.rules.source import booklet

DAMAGE_SOURCE = booklet("combat resolution, step 4")
RETALIATE_SOURCE = booklet("combat resolution, step 5")


def combat_at(d: Draft, *steps: CombatStep) -> Combat:
    """The combat being resolved, at one of ``steps`` (refused otherwise)."""
    d.require_phase(Phase.HAND_TO_HAND)
    combat: Combat | None = d.state.combat
    if combat is None:
        raise IllegalAction(Message("game.no-combat"))
    if steps and combat.step not in steps:
        raise IllegalAction(Message("game.wrong-combat-step", step=combat.step.value,
                                    steps=either([s.value for s in steps])))
    return combat


def current(d: Draft) -> Combat:
    """The combat being resolved, where a step of it is being played."""
    combat = d.state.combat
    assert combat is not None, "no combat is being resolved"
    return combat


def side_fighters(d: Draft, combat: Combat, side: int) -> list[Figurine]:
    """The fighters of ``side`` in the combat still in play."""
    return [d.fig(f) for f in combat.fighters if d.fig(f).side == side and d.fig(f).presence is not Presence.LOST]


def opponents_of(d: Draft, combat: Combat, fig: Figurine) -> list[Figurine]:
    """The fighters of the other side in the combat still in play."""
    return side_fighters(d, combat, 1 - fig.side)


def _start(d: Draft, action: StartCombat) -> None:
    d.require_phase(Phase.HAND_TO_HAND)
    if d.state.combat is not None:
        raise IllegalAction(Message("game.finish-combat-first"))
    lone = d.fig(action.lone)
    if not action.opponents:
        raise IllegalAction(Message("game.combat-needs-opponent"))
    if len(set(action.opponents)) != len(action.opponents):
        raise IllegalAction(Message("game.opponent-twice"))
    for fig in [lone, *(d.fig(o) for o in action.opponents)]:
        if fig.presence is not Presence.DEPLOYED:
            raise IllegalAction(Message("game.not-on-battleground", figurine=d.label(fig)))
        if fig.fought:
            raise IllegalAction(Message("game.fought-already", figurine=d.label(fig)))
    for oid in action.opponents:
        opp = d.fig(oid)
        if opp.side == lone.side:
            raise IllegalAction(Message("game.same-side-as", figurine=d.label(opp), other=d.label(lone)))
        if oid not in lone.engaged_with:
            raise IllegalAction(Message("game.not-engaged-with", figurine=d.label(opp), other=d.label(lone)))
    fighters = (lone.id, *action.opponents)
    stranded = stranded_by(d.figs, fighters)
    if stranded:
        raise IllegalAction(Message("game.split-strands", figurines=", ".join(d.label(d.fig(f)) for f in stranded)))
    splitter = _splitter(d, lone.id, fighters)
    number = d.state.combats + 1
    combat = Combat(number=number, lone=lone.id, group=tuple(action.opponents))
    d.state = replace(d.state, combat=combat, combats=number)
    names = ", ".join(d.label(d.fig(o)) for o in action.opponents)
    d.log(Message("game.combat-starts", number=number, who=splitter, lone=d.label(lone), opponents=names),
          SPLIT_SOURCE)


def _splitter(d: Draft, lone: str, fighters: tuple[str, ...]) -> Argument:
    """Who splits the fray of this combat (the Tactical winner, or an Authority's side); a
    fray split by an Authority is resolved before any other fray's combat starts."""
    block = d.state.fray_block
    if block and lone not in block and any(fray_of(d.figs, f) for f in block):
        raise IllegalAction(Message("game.authority-fray-first",
                                    figurines=", ".join(f for f in block if fray_of(d.figs, f))))
    fray = fray_of(d.figs, lone)
    side = authority_side(d.figs, fray, {f: d.card(d.fig(f)).has("Authority") for f in fray})
    if side is not None:
        if not block or lone not in block:
            d.state = replace(d.state, fray_block=fray)
            d.log(Message("game.authority-splits", side=d.side_name(side), figurines=", ".join(fray)),
                  AUTHORITY_SOURCE)
        return d.side_name(side)
    winner = d.state.roll_winner
    return d.side_name(winner) if winner is not None else Message("game.the-tactical-winner")


def initiative_value(d: Draft, fighters: list[Figurine], combat: Combat) -> tuple[int, Figurine]:
    """The group's Initiative (its best +1 per other warrior, step 1) and who has the best."""
    values = [(d.profile(f, combat.extra_for(f.id)).initiative, f) for f in fighters]
    best = max(values, key=lambda v: v[0])
    return group_initiative([v for v, _ in values]), best[1]


def _declare_before_initiative(d: Draft, combat: Combat, action: InitiativeRoll) -> None:
    """War fury (booklet) and Additional limb: "This Ability is activated before the Initiative
    Roll, in the Hand to Hand Combat phase"; the tournament rules declare War fury "au moment de
    répartir vos dés de combat" instead (:func:`_place`)."""
    for names, ability, flag in ((action.war_fury, "War fury", "war_fury"),
                                 (action.additional_limb, "Additional limb", "additional_limb")):
        for fid in names:
            fig = d.fig(fid)
            if fid not in combat.fighters:
                raise IllegalAction(Message("game.not-in-the-combat", figurine=d.label(fig)))
            if not d.card(fig).has(ability):
                raise IllegalAction(Message("game.lacks-ability", figurine=d.label(fig), ability=ability))
            if ability == "War fury" and d.state.setup.ruleset.tournament:
                raise IllegalAction(Message("game.war-fury-at-placement", figurine=d.label(fig)))
            if getattr(fig, flag):
                continue
            if ability == "War fury":
                d.put(replace(fig, war_fury=True))
            else:
                d.put(replace(fig, additional_limb=True))
            if ability == "War fury":
                combat_dice(d, combat, d.fig(fid), 0)  # refused if he may place no Attack dice
                d.log(Message("game.war-fury-activated", figurine=d.label(fig)), activation_timing(ability).source)
            else:
                d.log(Message("game.additional-limb-activated", figurine=d.label(fig)),
                      activation_timing(ability).source)


def _initiative(d: Draft, action: InitiativeRoll) -> None:
    combat = combat_at(d, CombatStep.INITIATIVE)
    _declare_before_initiative(d, combat, action)
    totals: list[int] = []
    outcomes = []
    for side, name in ((0, "dice_a"), (1, "dice_b")):
        fighters = side_fighters(d, combat, side)
        value, best = initiative_value(d, fighters, combat)
        outcome = d.roll(name, getattr(action, name), value, None, d.mods(best, "initiative"),
                         Message("game.initiative-roll-of", side=d.side_name(side)))
        outcomes.append(outcome)
        totals.append(outcome.total if outcome.success else -(10**6))
        if len(fighters) > 1:
            d.log(Message("game.rolls-group-initiative", side=d.side_name(side), value=value,
                          best=d.profile(best).initiative, result=d.opposed_text(outcome)), INITIATIVE_SOURCE)
        else:
            d.log(Message("game.rolls-initiative", side=d.side_name(side), value=value,
                          result=d.opposed_text(outcome)), INITIATIVE_SOURCE)
    if totals[0] == totals[1]:
        d.log(Message("game.initiative-tie"), INITIATIVE_SOURCE)
        return
    winner = 0 if totals[0] > totals[1] else 1
    d.state = replace(d.state, combat=replace(combat, step=CombatStep.PLACE_DEFENDER, attacker_side=winner,
                                              initiative_totals=(outcomes[0].total, outcomes[1].total)))
    d.log(Message("game.strikes-first", attacker=d.side_name(winner), defender=d.side_name(1 - winner)),
          INITIATIVE_SOURCE)


def combat_dice(d: Draft, combat: Combat, fig: Figurine, extra: int, war_fury: bool | None = None,
                born_killer: bool = True) -> DicePool:
    """The combat dice ``fig`` places (step 2), with a Character's extra dice, War fury
    (``None``: as activated this round) and a Born killer's die ("he may add a die")."""
    own = len(side_fighters(d, combat, fig.side))
    opp = opponents_of(d, combat, fig)
    brutish = d.card(fig).has("Brutish charge") and fig.charge_target in {o.id for o in opp}
    try:
        return fighter_dice(d.fighter(fig), d.condition(fig, extra, war_fury, born_killer), own_side=own,
                            opponents=len(opp), ruleset=d.state.setup.ruleset, charged_target_engaged=brutish)
    except RulesError as error:
        raise IllegalAction(Message("game.refused", reason=reason(error))) from None


def _place(d: Draft, action: PlaceDice) -> None:
    combat = combat_at(d, CombatStep.PLACE_DEFENDER, CombatStep.PLACE_ATTACKER)
    assert combat.attacker_side is not None
    side = 1 - combat.attacker_side if combat.step is CombatStep.PLACE_DEFENDER else combat.attacker_side
    fighters = side_fighters(d, combat, side)
    given = {fid for fid, _, _ in action.placements}
    wanted = {f.id for f in fighters}
    if given != wanted or len(action.placements) != len(wanted):
        if combat.step is CombatStep.PLACE_DEFENDER:
            raise IllegalAction(Message("game.defender-places", side=d.side_name(side),
                                        figurines=", ".join(sorted(wanted))))
        raise IllegalAction(Message("game.attacker-places", side=d.side_name(side),
                                    figurines=", ".join(sorted(wanted))))
    extras = dict(action.extra_dice)
    placements = list(combat.placements)
    extra_list = list(combat.extra_dice)
    tournament = d.state.setup.ruleset.tournament
    for fid in action.war_fury:
        if not tournament:
            raise IllegalAction(Message("game.war-fury-before-initiative", figurine=d.label(d.fig(fid))))
        if fid not in wanted:
            raise IllegalAction(Message("game.not-in-the-combat", figurine=d.label(d.fig(fid))))
    for fid in action.without_born_killer:
        if fid not in wanted or not d.card(d.fig(fid)).has("Born killer"):
            raise IllegalAction(Message("game.lacks-ability", figurine=d.label(d.fig(fid)), ability="Born killer"))
    for fid, attack, defence in action.placements:
        fig = d.fig(fid)
        extra = extras.get(fid, 0)
        if fid in action.war_fury:
            fig = d.put(replace(fig, war_fury=True))
            d.log(Message("game.war-fury-activated", figurine=d.label(fig)), WAR_FURY_TOURNAMENT_SOURCE)
        pool = combat_dice(d, combat, fig, extra, born_killer=fid not in action.without_born_killer)
        try:
            check_placement(pool, Placement(attack, defence), d.label(fig))
        except RulesError as error:
            raise IllegalAction(Message("game.refused", reason=reason(error))) from None
        placements.append((fid, attack, defence))
        if extra:
            extra_list.append((fid, extra))
        d.log(Message("game.places-dice", figurine=d.label(fig), attack=attack, defence=defence,
                      reasons=semicolons([r.text for r in pool.rulings])), PLACEMENT_SOURCE)
    step = CombatStep.PLACE_ATTACKER if combat.step is CombatStep.PLACE_DEFENDER else CombatStep.ATTACK
    combat = replace(combat, placements=tuple(placements), extra_dice=tuple(extra_list),
                     war_fury=combat.war_fury + tuple(action.war_fury), step=step,
                     without_born_killer=combat.without_born_killer + tuple(action.without_born_killer))
    d.state = replace(d.state, combat=combat)
    if step is CombatStep.ATTACK:
        skip_empty_exchange(d)


def attack_dice_of(d: Draft, combat: Combat, fig: Figurine) -> int:
    """The Attack dice ``fig`` still has to roll: its placed dice until it rolls them, plus the
    dice gained by Counter-Attacks (or Ambidextrous parries) not yet rolled. A Counter-Attack's
    die is "against the opponent whose Attack has been Counter-Attacked": it is lost with him."""
    placed = combat.placement(fig.id)
    if placed is None or fig.presence is Presence.LOST:
        return 0
    lost = sum(n for against, n in combat.gained_against(fig.id).items() if d.fig(against).presence is Presence.LOST)
    return (0 if fig.id in combat.spent else placed[0]) + combat.gained_by(fig.id) - lost


def defence_dice_of(combat: Combat, fid: str) -> int:
    placed = combat.placement(fid)
    return 0 if placed is None else placed[1]


def _has_dice(d: Draft, combat: Combat, side: int) -> bool:
    return any(attack_dice_of(d, combat, f) > 0 for f in side_fighters(d, combat, side))


def skip_empty_exchange(d: Draft) -> None:
    """A side with no Attack dice (or no one left to strike) passes; when neither side has
    Attack dice left, the combat ends (booklet step 5: the Defender retaliates "if he still has
    fit warriors and Attack dice")."""
    while True:
        combat = current(d)
        side = combat.striking_side
        assert side is not None
        if not side_fighters(d, combat, 0) or not side_fighters(d, combat, 1):
            _close(d)
            return
        if _has_dice(d, combat, side):
            if combat.exchange > 2:
                d.log(Message("game.strikes-with-gained-dice", side=d.side_name(side)), COUNTER_ATTACK_SOURCE)
            return
        if not _has_dice(d, combat, 1 - side):
            _close(d)
            return
        if combat.exchange == 1:
            d.log(Message("game.no-attack-dice", side=d.side_name(side), other=d.side_name(1 - side)),
                  RETALIATE_SOURCE)
        d.state = replace(d.state, combat=replace(combat, exchange=combat.exchange + 1, strikes=(), parries=(),
                                                  damaged=(), step=CombatStep.ATTACK))


def _close(d: Draft) -> None:
    combat = current(d)
    for fid in combat.fighters:
        fig = d.fig(fid)
        if fig.presence is not Presence.LOST:
            d.put(replace(d.fig(fid), fought=True))
    survivors = [d.label(d.fig(f)) for f in combat.fighters if d.fig(f).presence is not Presence.LOST]
    if survivors:
        d.log(Message("game.combat-over-standing", number=combat.number, figurines=", ".join(survivors)),
              RETALIATE_SOURCE)
    else:
        d.log(Message("game.combat-over", number=combat.number), RETALIATE_SOURCE)
    pursuers = [d.fig(f) for f in combat.fighters if d.fig(f).may_pursue and d.fig(f).presence is not Presence.LOST]
    if pursuers:
        d.log(Message("game.pursuit-open", figurines=", ".join(d.label(p) for p in pursuers)), PURSUIT_SOURCE)
    d.state = replace(d.state, combat=None)


def _pursuit(d: Draft, action: PursuitAction) -> None:
    d.require_phase(Phase.HAND_TO_HAND)
    fig = d.fig(action.figurine)
    if not fig.may_pursue:
        raise IllegalAction(Message("game.no-pursuit", figurine=d.label(fig)))
    try:
        result = pursuit(d.fighter(fig), fig.pursuits)
    except RulesError as error:
        raise IllegalAction(Message("game.refused", reason=reason(error))) from None
    d.put(replace(d.fig(fig.id), pursuits=fig.pursuits + 1, may_pursue=result.allowed > 1, fought=False))
    d.log(Message("game.pursuit", figurine=d.label(fig), cm=Fraction(result.distance)), PURSUIT_SOURCE)


def check_phase_end(d: Draft) -> None:
    """The phase ends when no combat is open and every engaged figurine has fought."""
    if d.state.combat is not None:
        raise IllegalAction(Message("game.finish-combat-first"))
    waiting = [f for f in d.figs.values() if f.presence is Presence.DEPLOYED and f.engaged_with and not f.fought]
    fightable = [f for f in waiting if any(not d.fig(o).fought for o in f.engaged_with)]
    if fightable:
        raise IllegalAction(Message("game.not-fought-yet", figurines=", ".join(d.label(f) for f in fightable)))
    for fig in waiting:
        d.log(Message("game.left-without-opponent", figurine=d.label(fig)), SPLIT_SOURCE)


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    StartCombat: _start,
    InitiativeRoll: _initiative,
    PlaceDice: _place,
    PursuitAction: _pursuit,
}

