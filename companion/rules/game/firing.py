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

from companion.i18n.render import english
from companion.rules.card import Base, Size
from companion.rules.errors import RulesError
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
from companion.rules.game.errors import IllegalAction
from companion.rules.game.game_round import FIRING_SOURCE
from companion.rules.game.harm import resolve_damage
from companion.rules.game.state import Figurine, MoveType, Phase, Presence

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
                raise IllegalAction(f"{d.label(fig)}: the {item.name} has no Strength on the card; fill it in")
            return item.strength, item.ranges
    raise IllegalAction(f"{d.label(fig)} has no long range weapon on its card")


def _fire(d: Draft, action: Fire) -> None:
    """A shot at the range band the players measured: the Aim roll, the fray roll, the Damage roll."""
    d.require_phase(Phase.FIRING)
    fig = d.fig(action.shooter)
    target = d.fig(action.target)
    if fig.presence is not Presence.DEPLOYED:
        raise IllegalAction(f"{d.label(fig)} is not on the Battleground")
    if fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} is fleeing")
    if target.side == fig.side or target.presence is not Presence.DEPLOYED:
        raise IllegalAction(f"{d.label(target)} is not an enemy on the Battleground")
    aim = d.value(fig, "aim")
    strength, _ranges = _ranged(d, fig)
    firing = FiringType(moved=action.moved, precision=action.precision, rapid=action.rapid)
    permission = may_fire(_marksman(d, fig), firing)
    if not permission.allowed:
        raise IllegalAction(f"{d.label(fig)} may not fire: " + "; ".join(f"{english(r.text)} ({english(r.source)})" for r in permission.rulings))
    try:
        band = RangeBand(action.range)
    except ValueError:
        raise IllegalAction(f"unknown range {action.range!r}: short, medium, long or out-of-range") from None
    if target.moved is MoveType.DODGE:
        band = band.farther()
    tcard = d.card(target)
    shot = Shot(band, firing, target_size=tcard.size or Size.NORMAL, partial_cover=action.partial_cover,
                instinctive=permission.instinctive_only)
    difficulty = aim_difficulty(shot, d.state.setup.ruleset)
    d.put(replace(d.fig(fig.id), fired=True))
    why = "; ".join(english(r.text) for r in difficulty.rulings)
    if difficulty.difficulty is None:
        d.log(f"{d.label(fig)} fires at {d.label(target)}: {why}.", FIRING_SOURCE)
        return
    mods = d.mods(fig, "aim")
    if difficulty.die_modifier:
        mods = replace(mods, die_modifier=mods.die_modifier + difficulty.die_modifier)
    outcome = d.roll("dice", action.dice, aim, difficulty.difficulty, mods, f"{d.label(fig)}'s Aim roll")
    d.log(f"{d.label(fig)} fires at {d.label(target)} ({english(firing.label)}): difficulty {difficulty.difficulty} ({why}); "
          f"{english(outcome.explain())}.", FIRING_SOURCE)
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
            raise IllegalAction(english(error.message) if isinstance(error, RulesError) else str(error)) from None
        roll = action.fray_roll
        if roll is None:
            roll = d.rng.randint(1, sum(weights))
            d.filled["fray_roll"] = roll
        if not 1 <= roll <= sum(weights):
            raise IllegalAction(f"the fray roll is 1 to {sum(weights)} (target first: {weights})")
        acc = 0
        for fig_hit, weight in zip([target, *others], weights):
            acc += weight
            if roll <= acc:
                victim = fig_hit
                break
        shares = ", ".join(f"{f.id} {w}" for f, w in zip([target, *others], weights))
        d.log(f"The target is in a fray: {roll} on {sum(weights)} ({shares}) hits {d.label(victim)}.",
              fray_source(ruleset))
    resolve_damage(d, victim.id, action.damage_dice, "damage_dice", strength, action.wound, by=fig.id,
                   survival_die=action.survival_die)


def _counter_fire(d: Draft, action: CounterFire) -> None:
    """A marksman in Reserve just Charged or Engaged fires at his assailant, difficulty 6."""
    d.require_phase(Phase.MOVEMENT)
    fig = d.fig(action.marksman)
    target = d.fig(action.target)
    if target.id not in fig.engaged_with or not fig.engaged_this_phase:
        raise IllegalAction(f"{d.label(fig)} was not just Charged or Engaged by {d.label(target)}")
    reserves = list(d.state.reserves)
    if fig.entry not in reserves[fig.side]:
        raise IllegalAction(f"{d.label(fig)}'s card is not in Reserve: no Counter-fire")
    if fig.fleeing:
        raise IllegalAction(f"{d.label(fig)} fled: it cannot fire")
    aim = d.value(fig, "aim")
    strength, _ranges = _ranged(d, fig)
    reserves[fig.side] = tuple(e for e in reserves[fig.side] if e != fig.entry)
    d.state = replace(d.state, reserves=(reserves[0], reserves[1]), done_cards=d.state.done_cards + (fig.entry,))
    d.put(replace(d.fig(fig.id), counter_fired=True, moved=MoveType.STAND, fired=True))
    outcome = d.roll("dice", action.dice, aim, COUNTER_FIRE_DIFFICULTY, d.mods(fig, "aim"),
                     f"{d.label(fig)}'s Counter-fire")
    d.log(f"{d.label(fig)} Counter-fires at {d.label(target)}, difficulty fixed at 6: {english(outcome.explain())}. It will "
          "place no Attack dice in the next Hand to Hand Combat phase.", COUNTER_FIRING_SOURCE)
    others = [f for f in d.figs.values() if f.entry == fig.entry and f.id != fig.id and f.presence is Presence.DEPLOYED]
    if others:
        d.log("The other figurines of the card are no longer in Reserve and must move now: "
              + ", ".join(d.label(o) for o in others) + ".", COUNTER_FIRING_SOURCE)
    if outcome.success:
        resolve_damage(d, target.id, action.damage_dice, "damage_dice", strength, action.wound, by=fig.id,
                       survival_die=action.survival_die, what="Counter-fire Damage roll")
        if d.fig(target.id).presence is Presence.LOST:
            d.log(f"{d.label(fig)} killed its target: it may move up to its Movement.", COUNTER_FIRING_SOURCE)


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    Fire: _fire,
    CounterFire: _counter_fire,
}

__all__ = ["HANDLERS"]
