"""The Firing phase, and the Counter-fire of a marksman charged while his card is in Reserve.

Booklet, "firing phase": the marksmen who may fire do so by Initiative; the difficulty of the
Aim roll comes from the range band the players measured, the Firing type and the target's
size and cover (:mod:`companion.rules.firing`); a target in a fray: who is hit is drawn by the
fray weights; then the Damage roll. Booklet, "counter firing": difficulty fixed at 6, and no
Attack dice in the next Hand to Hand Combat phase.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from companion.rules.card import Base, Size
from companion.rules.firing import (
    COUNTER_FIRE_DIFFICULTY,
    COUNTER_FIRING_SOURCE,
    FiringType,
    Marksman,
    RangeBand,
    Shot,
    aim_difficulty,
    fray_source,
    fray_weights,
    may_fire,
)
from companion.rules.game.actions import Action, CounterFire, Fire
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.game_round import FIRING_SOURCE
from companion.rules.game.harm import resolve_damage
from companion.rules.game.phrases import semicolons
from companion.rules.game.state import Figurine, MoveType, Phase, Presence
from companion.rules.message import Message


def _marksman(d: Draft, fig: Figurine) -> Marksman:
    """The marksman as the firing rules read him: engaged, how far he moved, his abilities."""
    card = d.card(fig)
    movement = float(card.movement or 10.0)
    moved = {
        None: 0.0, MoveType.STAND: 0.0, MoveType.PARALYSED: 0.0, MoveType.WALK: movement,
        MoveType.DISENGAGE: movement, MoveType.RUN: 2 * movement, MoveType.CHARGE: 2 * movement,
        MoveType.ENGAGE: 2 * movement, MoveType.FLEE: 2 * movement, MoveType.DODGE: movement / 2,
        MoveType.FEAT: 0.0,
    }[fig.moved]
    return Marksman(engaged=bool(fig.engaged_with), moved=moved, movement=movement,
                    feat=fig.moved is MoveType.FEAT, dodged=fig.moved is MoveType.DODGE,
                    instinctive_firing=card.has("Instinctive firing"), harassment=card.has("Harassment"),
                    fired_this_round=fig.fired)


def _ranged(d: Draft, fig: Figurine) -> tuple[int, tuple[float, float, float]]:
    """The Strength and range bands of the figurine's long range weapon."""
    card = d.card(fig)
    for item in card.equipment:
        if item.ranges is not None:
            if item.strength is None:
                raise IllegalAction(Message("game.weapon-lacks-strength", figurine=d.label(fig), weapon=item.name))
            return item.strength, item.ranges
    raise IllegalAction(Message("game.no-ranged-weapon", figurine=d.label(fig)))


def _fire(d: Draft, action: Fire) -> None:
    """A shot at the range band the players measured: the Aim roll, the fray roll, the Damage roll."""
    d.require_phase(Phase.FIRING)
    fig = d.fig(action.shooter)
    target = d.fig(action.target)
    if fig.presence is not Presence.DEPLOYED:
        raise IllegalAction(Message("game.not-on-battleground", figurine=d.label(fig)))
    if fig.fleeing:
        raise IllegalAction(Message("game.is-fleeing", figurine=d.label(fig)))
    if target.side == fig.side or target.presence is not Presence.DEPLOYED:
        raise IllegalAction(Message("game.not-an-enemy-on-battleground", figurine=d.label(target)))
    aim = d.value(fig, "aim")
    strength, _ranges = _ranged(d, fig)
    firing = FiringType(moved=action.moved, precision=action.precision, rapid=action.rapid)
    permission = may_fire(_marksman(d, fig), firing)
    if not permission.allowed:
        raise IllegalAction(Message("game.may-not-fire", figurine=d.label(fig), reasons=semicolons(
            [Message("game.ruling", text=r.text, source=r.source) for r in permission.rulings])))
    try:
        band = RangeBand(action.range)
    except ValueError:
        raise IllegalAction(Message("game.unknown-range", range=repr(action.range))) from None
    if target.moved is MoveType.DODGE:
        band = band.farther()
    tcard = d.card(target)
    shot = Shot(band, firing, target_size=tcard.size or Size.NORMAL, partial_cover=action.partial_cover,
                instinctive=permission.instinctive_only)
    difficulty = aim_difficulty(shot, d.state.setup.ruleset)
    d.put(replace(d.fig(fig.id), fired=True))
    why = semicolons([r.text for r in difficulty.rulings])
    if difficulty.difficulty is None:
        d.log(Message("game.fires-out-of-range", figurine=d.label(fig), target=d.label(target), why=why),
              FIRING_SOURCE)
        return
    mods = d.mods(fig, "aim")
    if difficulty.die_modifier:
        mods = replace(mods, die_modifier=mods.die_modifier + difficulty.die_modifier)
    outcome = d.roll("dice", action.dice, aim, difficulty.difficulty, mods,
                     Message("game.aim-roll-of", figurine=d.label(fig)))
    d.log(Message("game.fires", figurine=d.label(fig), target=d.label(target), firing=firing.label,
                  difficulty=difficulty.difficulty, why=why, result=outcome.explain()), FIRING_SOURCE)
    if not outcome.success:
        return
    victim = target
    if target.engaged_with:
        others = [d.fig(o) for o in target.engaged_with]
        ruleset = d.state.setup.ruleset
        sizes = [d.card(f).size or Size.NORMAL for f in [target, *others]]
        bases = [d.card(f).base or Base.INFANTRY for f in [target, *others]]
        try:
            weights = fray_weights(sizes[0], sizes[1:], ruleset, bases=bases)
        except Exception as error:
            raise IllegalAction(Message("game.refused", reason=reason(error))) from None
        roll = action.fray_roll
        if roll is None:
            roll = d.rng.randint(1, sum(weights))
            d.filled["fray_roll"] = roll
        if not 1 <= roll <= sum(weights):
            raise IllegalAction(Message("game.fray-roll-range", total=sum(weights),
                                        weights=", ".join(map(str, weights))))
        acc = 0
        for fig_hit, weight in zip([target, *others], weights):
            acc += weight
            if roll <= acc:
                victim = fig_hit
                break
        shares = ", ".join(f"{f.id} {w}" for f, w in zip([target, *others], weights))
        d.log(Message("game.fray-hits", roll=roll, total=sum(weights), shares=shares, victim=d.label(victim)),
              fray_source(ruleset))
    resolve_damage(d, victim.id, action.damage_dice, "damage_dice", strength, action.wound, by=fig.id,
                   survival_die=action.survival_die)


def _counter_fire(d: Draft, action: CounterFire) -> None:
    """A marksman in Reserve just Charged or Engaged fires at his assailant, difficulty 6."""
    d.require_phase(Phase.MOVEMENT)
    fig = d.fig(action.marksman)
    target = d.fig(action.target)
    if target.id not in fig.engaged_with or not fig.engaged_this_phase:
        raise IllegalAction(Message("game.not-just-charged-by", figurine=d.label(fig), target=d.label(target)))
    reserves = list(d.state.reserves)
    if fig.entry not in reserves[fig.side]:
        raise IllegalAction(Message("game.counter-fire-not-in-reserve", figurine=d.label(fig)))
    if fig.fleeing:
        raise IllegalAction(Message("game.fled-cannot-fire", figurine=d.label(fig)))
    aim = d.value(fig, "aim")
    strength, _ranges = _ranged(d, fig)
    reserves[fig.side] = tuple(e for e in reserves[fig.side] if e != fig.entry)
    d.state = replace(d.state, reserves=(reserves[0], reserves[1]), done_cards=d.state.done_cards + (fig.entry,))
    d.put(replace(d.fig(fig.id), counter_fired=True, moved=MoveType.STAND, fired=True))
    outcome = d.roll("dice", action.dice, aim, COUNTER_FIRE_DIFFICULTY, d.mods(fig, "aim"),
                     Message("game.counter-fire-of", figurine=d.label(fig)))
    d.log(Message("game.counter-fires", figurine=d.label(fig), target=d.label(target), result=outcome.explain()),
          COUNTER_FIRING_SOURCE)
    others = [f for f in d.figs.values() if f.entry == fig.entry and f.id != fig.id and f.presence is Presence.DEPLOYED]
    if others:
        d.log(Message("game.others-must-move", figurines=", ".join(d.label(o) for o in others)),
              COUNTER_FIRING_SOURCE)
    if outcome.success:
        resolve_damage(d, target.id, action.damage_dice, "damage_dice", strength, action.wound, by=fig.id,
                       survival_die=action.survival_die, what=Message("game.counter-fire-damage-roll"))
        if d.fig(target.id).presence is Presence.LOST:
            d.log(Message("game.killed-its-target", figurine=d.label(fig)), COUNTER_FIRING_SOURCE)


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    Fire: _fire,
    CounterFire: _counter_fire,
}

__all__ = ["HANDLERS"]
