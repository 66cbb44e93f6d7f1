"""The Firing phase, Harassment in the Movement phase, and the Counter-fire of a marksman
charged while his card is in Reserve.

Booklet, "firing phase": "Warriors fire one by one, starting with the one with the highest
Initiative. If several warriors of your army have the same Initiative rating, they will fire
simultaneously. If warriors of different armies have an identical Initiative rating, the
marksmen belonging to the player who had the highest Tactical score will fire first"; Precision
Firing counts the marksman's Initiative 2 lower and Rapid Firing 2 higher for that order. A
marksman whose turn it is may also hold his fire. The difficulty of the Aim roll comes from the
range band the players measured, the Firing type and the target's size and cover
(:mod:`companion.rules.firing`), a Flight Level apart gives -2 on the die; a target in a fray:
who is hit is drawn by the fray weights ("Instinctive firing ... They can also choose their
target when firing in a fray": no draw for them); then the Damage roll. Harassment: "firing
during the Movement phase if his Movement type allows it ... he will not be able to fire in the
Firing phase". Booklet, "counter firing": "if you hold in your Reserve the card of a marksman who
is Charged or Engaged by an enemy warrior, you can immediately play the card": while the
charger's card is being activated; difficulty fixed at 6, and no Attack dice in the next Hand to
Hand Combat phase.
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
    Firer,
    Marksman,
    RangeBand,
    Shot,
    aim_difficulty,
    firing_order,
    fray_source,
    fray_weights,
    may_fire,
)
from companion.rules.firing import Phase as FiringPhase
from companion.rules.game.actions import Action, CounterFire, Fire, HoldFire
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.game_round import FIRING_SOURCE
from companion.rules.game.harm import resolve_damage
from companion.rules.game.phrases import semicolons
from companion.rules.game.state import Figurine, GameState, MoveType, Phase, Presence
from companion.rules.game.toxic import use_toxic_die
from companion.rules.message import Message
from companion.rules.source import Source, booklet, tournament

HARASSMENT_SOURCE: Source = booklet("abilities, Harassment")
INSTINCTIVE_SOURCE: Source = booklet("abilities, Instinctive firing")
SCOUT_SOURCE: Source = booklet("abilities, Scout")
RUN_SOURCE: Source = tournament("La charge et la course")


def marksman(d: Draft, fig: Figurine) -> Marksman:
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


def _has_ranged(d: Draft, fig: Figurine) -> bool:
    card = d.card(fig)
    return card.aim is not None and any(e.ranges for e in card.equipment)


def may_fire_now(d: Draft, fig: Figurine) -> bool:
    """Whether ``fig`` may still fire this Firing phase (whatever the target)."""
    if fig.presence is not Presence.DEPLOYED or fig.fleeing or not _has_ranged(d, fig):
        return False
    if fig.moved is MoveType.RUN:  # see RUN_SOURCE: no firing after a run
        return False
    shooter = marksman(d, fig)
    return may_fire(shooter, FiringType(moved=shooter.moved > 0)).allowed


def _firers(d: Draft, shooter: str | None = None, firing: FiringType = FiringType()) -> list[Firer]:
    firers = []
    for fig in d.figs.values():
        if may_fire_now(d, fig):
            card = d.card(fig)
            firers.append(Firer(fig.id, fig.letter, card.initiative or 0, firing if fig.id == shooter else FiringType()))
    return firers


def order_now(d: Draft, shooter: str | None = None, firing: FiringType = FiringType()) -> list[tuple[Firer, ...]]:
    """The marksmen who may still fire, in firing order (``shooter`` with ``firing``'s
    Precision or Rapid order modifier)."""
    winner = d.state.roll_winner
    return firing_order(_firers(d, shooter, firing), "AB"[winner] if winner is not None else "A")


def firing_order_now(state: GameState) -> list[tuple[Firer, ...]]:
    """The marksmen who may still fire this phase, in firing order (booklet, firing phase)."""
    return order_now(Draft(state))


def _check_turn(d: Draft, fig: Figurine, firing: FiringType) -> None:
    """Refuse a marksman who is not among those whose turn it is to fire."""
    order = order_now(d, fig.id, firing)
    if not order or fig.id not in {f.name for f in order[0]}:
        if order and any(f.name == fig.id for group in order for f in group):
            first = order[0]
            raise IllegalAction(Message("game.not-your-turn-to-fire", figurine=d.label(fig),
                                        initiative=first[0].order_initiative,
                                        figurines=", ".join(d.label(d.fig(f.name)) for f in first)))


def _ranged(d: Draft, fig: Figurine) -> tuple[int, tuple[float, float, float]]:
    """The Strength and range bands of the figurine's long range weapon."""
    card = d.card(fig)
    for item in card.equipment:
        if item.ranges is not None:
            if item.strength is None:
                raise IllegalAction(Message("game.weapon-lacks-strength", figurine=d.label(fig), weapon=item.name))
            return item.strength, item.ranges
    raise IllegalAction(Message("game.no-ranged-weapon", figurine=d.label(fig)))


def not_concealed(d: Draft, target: Figurine) -> None:
    """A concealed Scout "cannot be the direct target of any enemy's action"."""
    if target.concealed:
        raise IllegalAction(Message("game.scout-concealed", figurine=d.label(target)))


def reveal_if_scout(d: Draft, fig: Figurine) -> None:
    """A concealed Scout who takes an action other than a Courage test or an Ability is seen."""
    if fig.concealed:
        d.put(replace(d.fig(fig.id), concealed=False))
        d.log(Message("game.scout-acts", figurine=d.label(fig)), SCOUT_SOURCE)


def _fire(d: Draft, action: Fire) -> None:
    """A shot at the range band the players measured: the Aim roll, the fray roll, the Damage roll."""
    d.require_phase(Phase.FIRING, Phase.MOVEMENT)
    fig = d.fig(action.shooter)
    target = d.fig(action.target)
    if fig.presence is not Presence.DEPLOYED:
        raise IllegalAction(Message("game.not-on-battleground", figurine=d.label(fig)))
    if fig.fleeing:
        raise IllegalAction(Message("game.is-fleeing", figurine=d.label(fig)))
    if target.side == fig.side or target.presence is not Presence.DEPLOYED:
        raise IllegalAction(Message("game.not-an-enemy-on-battleground", figurine=d.label(target)))
    not_concealed(d, target)
    aim = d.value(fig, "aim")
    strength, _ranges = _ranged(d, fig)
    firing = FiringType(moved=action.moved, precision=action.precision, rapid=action.rapid)
    movement_phase = d.state.phase is Phase.MOVEMENT
    if not movement_phase and fig.moved is MoveType.RUN:
        # "Un guerrier qui court ne peut pas tirer pendant la phase de tir suivante" (whatever his
        # abilities: Instinctive firing lets a marksman fire after a long move, not after a run).
        raise IllegalAction(Message("game.may-not-fire", figurine=d.label(fig), reasons=Message(
            "game.ruling", text=Message("firing.ran"), source=RUN_SOURCE)))
    if movement_phase:
        if d.state.active != fig.entry:
            raise IllegalAction(Message("game.harassment-own-card", figurine=d.label(fig)))
        permission = may_fire(marksman(d, fig), firing, FiringPhase.MOVEMENT)
    else:
        permission = may_fire(marksman(d, fig), firing)
    if not permission.allowed:
        raise IllegalAction(Message("game.may-not-fire", figurine=d.label(fig), reasons=semicolons(
            [Message("game.ruling", text=r.text, source=r.source) for r in permission.rulings])))
    if not movement_phase:
        _check_turn(d, fig, firing)
    try:
        band = RangeBand(action.range)
    except ValueError:
        raise IllegalAction(Message("game.unknown-range", range=repr(action.range))) from None
    if target.moved is MoveType.DODGE:
        band = band.farther()
    tcard = d.card(target)
    shot = Shot(band, firing, target_size=tcard.size or Size.NORMAL, partial_cover=action.partial_cover,
                instinctive=permission.instinctive_only, altitude_levels=abs(fig.level - target.level))
    difficulty = aim_difficulty(shot, d.state.setup.ruleset)
    if action.toxic:
        use_toxic_die(d, fig)
    d.put(replace(d.fig(fig.id), fired=True))
    reveal_if_scout(d, fig)
    if movement_phase:
        d.log(Message("game.harasses", figurine=d.label(fig)), HARASSMENT_SOURCE)
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
    victim = _victim(d, action, fig, target)
    resolve_damage(d, victim.id, action.damage_dice, "damage_dice", strength, action.wound, by=fig.id,
                   survival_die=action.survival_die, element=action.element,
                   toxic=(action.toxic_damage_dice, "toxic_damage_dice", action.toxic_survival_die,
                          "toxic_survival_die") if action.toxic else None)


def _victim(d: Draft, action: Fire, fig: Figurine, target: Figurine) -> Figurine:
    """Who the shot hits: the target, or in a fray the figurine the fray roll picks (an
    Instinctive firing marksman chooses his target in a fray)."""
    if not target.engaged_with:
        return target
    if d.card(fig).has("Instinctive firing"):
        if action.fray_roll is not None:
            raise IllegalAction(Message("game.instinctive-no-fray-roll", figurine=d.label(fig)))
        d.log(Message("game.instinctive-chooses", figurine=d.label(fig), target=d.label(target)), INSTINCTIVE_SOURCE)
        return target
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
        raise IllegalAction(Message("game.fray-roll-range", total=sum(weights), weights=", ".join(map(str, weights))))
    victim = target
    acc = 0
    for fig_hit, weight in zip([target, *others], weights):
        acc += weight
        if roll <= acc:
            victim = fig_hit
            break
    shares = ", ".join(f"{f.id} {w}" for f, w in zip([target, *others], weights))
    d.log(Message("game.fray-hits", roll=roll, total=sum(weights), shares=shares, victim=d.label(victim)),
          fray_source(ruleset))
    return victim


def _hold_fire(d: Draft, action: HoldFire) -> None:
    """A marksman whose turn it is does not fire this round."""
    d.require_phase(Phase.FIRING)
    fig = d.fig(action.marksman)
    if not may_fire_now(d, fig):
        raise IllegalAction(Message("game.may-not-fire-now", figurine=d.label(fig)))
    _check_turn(d, fig, FiringType())
    d.put(replace(fig, fired=True))
    d.log(Message("game.holds-fire", figurine=d.label(fig)), FIRING_SOURCE)


def _counter_fire(d: Draft, action: CounterFire) -> None:
    """A marksman in Reserve just Charged or Engaged fires at his assailant, difficulty 6."""
    d.require_phase(Phase.MOVEMENT)
    fig = d.fig(action.marksman)
    target = d.fig(action.target)
    if target.id not in fig.engaged_with or not fig.engaged_this_phase:
        raise IllegalAction(Message("game.not-just-charged-by", figurine=d.label(fig), target=d.label(target)))
    if d.state.active != target.entry:
        raise IllegalAction(Message("game.counter-fire-too-late", figurine=d.label(fig), target=d.label(target)))
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
    HoldFire: _hold_fire,
    CounterFire: _counter_fire,
}

__all__ = ["HANDLERS", "firing_order_now", "marksman", "may_fire_now", "not_concealed", "order_now",
           "reveal_if_scout"]
