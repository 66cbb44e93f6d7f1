"""The exchanges of blows of a hand to hand combat: the Attacks, the parries and the Damage rolls.

Booklet, "combat resolution", step 3: "The Attacker rolls all his Attack dice before the
Defender can try to parry. However each Attack Roll can have a different difficulty level. The
Defender must choose which Attack he wishes to parry before he rolls his Defence die or dice";
Sustained Defence, the Counter-Attack ("an additional Attack die against the opponent whose
Attack has been Counter-Attacked"), Ambidextrous ("cannot be used at the same time as the
Counter-Attack or the Sustained Defence"), Master Strike, Toxic / X; step 4, the Damage rolls;
step 5, the retaliation (:mod:`.melee` passes the turn to the side that still has dice).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from companion.rules.combat import (
    COUNTER_ATTACK_SOURCE,
    MASTER_STRIKE_SOURCE,
    counter_attack_penalty,
    master_strike,
    may_counter_attack,
    minimum_difficulty,
    sustained_defence,
    sustained_difficulty,
)
from companion.rules.errors import RulesError
from companion.rules.exchange import STEP3_SOURCE
from companion.rules.game.actions import Action, Attack, DamageAction, Dice, ParryAction
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.harm import resolve_damage
from companion.rules.game.melee import (
    DAMAGE_SOURCE,
    RETALIATE_SOURCE,
    attack_dice_of,
    combat_at,
    current,
    defence_dice_of,
    opponents_of,
    side_fighters,
    skip_empty_exchange,
)
from companion.rules.game.phrases import semicolons
from companion.rules.game.rolls import draw_roll
from companion.rules.game.state import Combat, CombatStep, Figurine, Parry, Presence, Strike
from companion.rules.game.toxic import use_toxic_die
from companion.rules.message import Message


def _attack(d: Draft, action: Attack) -> None:
    combat = combat_at(d, CombatStep.ATTACK)
    side = combat.striking_side
    assert side is not None
    ruleset = d.state.setup.ruleset
    by_attacker: dict[str, int] = {}
    for striker_id, _target, _difficulty in action.strikes:
        by_attacker[striker_id] = by_attacker.get(striker_id, 0) + 1
    strikers = {f.id: attack_dice_of(d, combat, f) for f in side_fighters(d, combat, side)}
    for fid, count in strikers.items():
        if action.master_strike == fid:
            if count < 2:
                raise IllegalAction(Message("game.master-strike-two-dice", figurine=d.label(d.fig(fid))))
            if by_attacker.get(fid, 0) != 1:
                raise IllegalAction(Message("game.master-strike-one-roll", figurine=fid))
        elif by_attacker.get(fid, 0) != count:
            raise IllegalAction(Message("game.strikes-per-dice", figurine=d.label(d.fig(fid)), count=count,
                                        given=by_attacker.get(fid, 0)))
    for fid in by_attacker:
        if fid not in strikers:
            raise IllegalAction(Message("game.does-not-strike", figurine=fid, side=d.side_name(side)))
    for fid in strikers:
        for against, count in combat.gained_against(fid).items():
            aimed = sum(1 for striker, target, _d in action.strikes if striker == fid and target == against)
            if d.fig(against).presence is not Presence.LOST and aimed < count:
                raise IllegalAction(Message("game.gained-dice-against", figurine=d.label(d.fig(fid)), count=count,
                                            target=d.label(d.fig(against))))
    toxic = _toxic_strike(d, action, strikers)
    if action.dice is not None and len(action.dice) != len(action.strikes):
        raise IllegalAction(Message("game.attacks-and-rolls", attacks=len(action.strikes), rolls=len(action.dice)))
    strikes: list[Strike] = []
    drawn: list[Dice] = []
    for index, (attacker_id, target_id, difficulty) in enumerate(action.strikes, start=1):
        attacker = d.fig(attacker_id)
        target = d.fig(target_id)
        if target.id not in {f.id for f in opponents_of(d, combat, attacker)}:
            raise IllegalAction(Message("game.not-an-opponent", index=index, target=d.label(target),
                                        attacker=d.label(attacker)))
        attack = d.profile(attacker, combat.extra_for(attacker.id)).attack
        defence = d.profile(target, combat.extra_for(target.id)).defence
        floor = minimum_difficulty(d.fighter(attacker), defence, defence_dice_of(combat, target.id), ruleset)
        if floor.minimum is not None and difficulty < floor.minimum:
            raise IllegalAction(Message("game.below-minimum", index=index, difficulty=difficulty,
                                        minimum=floor.minimum, reason=floor.ruling.text))
        damage_bonus = strength_bonus = 0
        master = action.master_strike == attacker.id
        if master:
            try:
                ms = master_strike(d.fighter(attacker), strikers[attacker.id], difficulty)
            except RulesError as error:
                raise IllegalAction(Message("game.refused", reason=reason(error))) from None
            damage_bonus, strength_bonus = ms.damage_bonus, ms.strength_bonus
            d.log(Message("game.master-strike", rulings=semicolons([r.text for r in ms.rulings])),
                  MASTER_STRIKE_SOURCE)
        mods = d.mods(attacker, "attack")
        given = action.dice[index - 1] if action.dice is not None else None
        if given is None:
            given = draw_roll(d.rng, attack, difficulty, mods)
        drawn.append(given)
        outcome = d.roll("", given, attack, difficulty, mods, Message("game.attack-number", index=index))
        if outcome.success:
            d.log(Message("game.attack-hits", index=index, attacker=d.label(attacker), attack=attack,
                          difficulty=difficulty, target=d.label(target), result=outcome.explain()), STEP3_SOURCE)
        else:
            d.log(Message("game.attack-misses", index=index, attacker=d.label(attacker), attack=attack,
                          difficulty=difficulty, target=d.label(target), result=outcome.explain()), STEP3_SOURCE)
        strikes.append(Strike(index, attacker.id, target.id, difficulty, tuple(given), outcome.total, outcome.success,
                              master, damage_bonus, strength_bonus, toxic=index == toxic))
    if action.dice is None:
        d.filled["dice"] = tuple(drawn)
    struck = tuple(strikers)
    combat = replace(combat, strikes=tuple(strikes), parries=(), damaged=(),
                     spent=combat.spent + tuple(f for f in struck if f not in combat.spent),
                     gained=tuple(g for g in combat.gained if g[0] not in struck))
    hits = [s for s in strikes if s.hit]
    if not hits:
        d.state = replace(d.state, combat=combat)
        _next_exchange(d)
        return
    can_parry = any(defence_dice_of(combat, s.target) > 0 for s in hits)
    d.state = replace(d.state, combat=replace(combat, step=CombatStep.PARRY if can_parry else CombatStep.DAMAGE))
    if not can_parry:
        d.log(Message("game.no-defence-dice"), DAMAGE_SOURCE)


def _toxic_strike(d: Draft, action: Attack, strikers: dict[str, int]) -> int | None:
    """The Attack rolled with a Toxic D6 (booklet, Toxic / X: "Once each round, just before an
    Aim or Attack Roll, one of the chosen warriors will be able to replace one of his Aim or
    Attack dice with his Toxic D6"), checked: its attacker was chosen and has not used it."""
    if action.toxic is None:
        return None
    if not 1 <= action.toxic <= len(action.strikes):
        raise IllegalAction(Message("game.no-such-attack", index=action.toxic))
    attacker = d.fig(action.strikes[action.toxic - 1][0])
    use_toxic_die(d, attacker)
    return action.toxic


def _parry(d: Draft, action: ParryAction) -> None:
    combat = combat_at(d, CombatStep.PARRY)
    strikes = {s.index: s for s in combat.strikes}
    chosen: dict[str, list[Strike]] = {}
    for number in action.strikes:
        strike = strikes.get(number)
        if strike is None or not strike.hit:
            raise IllegalAction(Message("game.did-not-hit", index=number))
        chosen.setdefault(strike.target, []).append(strike)
    if len(set(action.strikes)) != len(action.strikes):
        raise IllegalAction(Message("game.attack-chosen-twice"))
    if action.dice is not None and len(action.dice) != len(action.strikes):
        raise IllegalAction(Message("game.parries-and-rolls", attacks=len(action.strikes), rolls=len(action.dice)))
    for fid, list_ in chosen.items():
        if len(list_) > defence_dice_of(combat, fid):
            raise IllegalAction(Message("game.too-many-parries", figurine=d.label(d.fig(fid)),
                                        dice=defence_dice_of(combat, fid), attacks=len(list_)))
    parries: list[Parry] = []
    gained = list(combat.gained)
    drawn: list[Dice] = []
    for position, number in enumerate(action.strikes):
        strike = strikes[number]
        defender = d.fig(strike.target)
        defence = d.profile(defender, combat.extra_for(defender.id)).defence
        fighter = d.fighter(defender)
        difficulty = strike.difficulty
        kind = "defence"
        source = STEP3_SOURCE
        if action.counter_attack:
            if may_counter_attack(fighter) is None:
                raise IllegalAction(Message("game.may-not-counter-attack", figurine=d.label(defender)))
            difficulty += counter_attack_penalty(fighter)
            kind = "counter-attack"
            source = COUNTER_ATTACK_SOURCE
        mods = d.mods(defender, "defence")
        given = action.dice[position] if action.dice is not None else None
        if given is None:
            given = draw_roll(d.rng, defence, difficulty, mods)
        drawn.append(given)
        outcome = d.roll("", given, defence, difficulty, mods, Message("game.parry-of", index=number))
        parries.append(Parry(number, defender.id, kind, difficulty, tuple(given), outcome.success))
        # "Ambidextrous cannot be used at the same time as the Counter-Attack or the Sustained
        # Defence": choosing a Sustained Defence forgoes the Ambidextrous dice.
        ambidextrous = d.card(defender).has("Ambidextrous") and not action.sustained
        gains = outcome.success and (action.counter_attack or ambidextrous)
        if gains:
            against = strike.attacker if action.counter_attack and not d.state.setup.ruleset.tournament else ""
            gained.append((defender.id, 1, against))
        d.log(_parry_message(kind == "counter-attack", outcome.success, gains, defender=d.label(defender),
                             defence=defence, index=number, difficulty=difficulty, result=outcome.explain()), source)
    if action.dice is None:
        d.filled["dice"] = tuple(drawn)
    # Sustained Defence.
    if action.sustained:
        defenders = {strikes[n].target for n in action.sustained if n in strikes}
        if len(defenders) != 1:
            raise IllegalAction(Message("game.sustained-one-defender"))
        sustainer = d.fig(next(iter(defenders)))
        _sustain(d, action, combat, strikes, parries, sustainer)
    combat = replace(combat, parries=tuple(parries), gained=tuple(gained), step=CombatStep.DAMAGE)
    d.state = replace(d.state, combat=combat)
    if not combat.unparried():
        d.log(Message("game.every-blow-parried"), STEP3_SOURCE)
        _next_exchange(d)


def _parry_message(counter_attack: bool, success: bool, gains: bool, *, defender: str, defence: int, index: int,
                   difficulty: int, result: Message | str) -> Message:
    """The log's sentence for one Defence or Counter-Attack roll."""
    if counter_attack and success:
        if gains:
            return Message("game.counter-attacks-gains", defender=defender, defence=defence, index=index,
                           difficulty=difficulty, result=result)
        return Message("game.counter-attacks", defender=defender, defence=defence, index=index,
                       difficulty=difficulty, result=result)
    if counter_attack:
        return Message("game.fails-to-counter-attack", defender=defender, defence=defence, index=index,
                       difficulty=difficulty, result=result)
    if success and gains:
        return Message("game.parries-gains", defender=defender, defence=defence, index=index, difficulty=difficulty,
                       result=result)
    if success:
        return Message("game.parries", defender=defender, defence=defence, index=index, difficulty=difficulty,
                       result=result)
    return Message("game.fails-to-parry", defender=defender, defence=defence, index=index, difficulty=difficulty,
                   result=result)


def _sustain(d: Draft, action: ParryAction, combat: Combat, strikes: dict[int, Strike], parries: list[Parry],
             defender: Figurine) -> None:
    ruleset = d.state.setup.ruleset
    placed = combat.placement(defender.id) or (0, 0)
    successes = sum(1 for p in parries if p.success and p.defender == defender.id)
    permission = sustained_defence(
        opponents=len(opponents_of(d, combat, defender)), attack_dice=placed[0], defence_dice=placed[1],
        successful_parries=successes, counter_attack=action.counter_attack,
        ambidextrous_used=False, ruleset=ruleset,
    )
    if not permission.allowed:
        raise IllegalAction(Message("game.no-sustained-defence", reason=permission.ruling.text))
    parried_now = {p.strike for p in parries if p.success}
    defence = d.profile(defender, combat.extra_for(defender.id)).defence
    mods = d.mods(defender, "defence")
    sdrawn: list[Dice] = []
    if action.sustained_dice is not None and len(action.sustained_dice) > len(action.sustained):
        raise IllegalAction(Message("game.sustained-too-many-rolls"))
    for step, number in enumerate(action.sustained, start=1):
        strike = strikes.get(number)
        if strike is None or not strike.hit or number in parried_now or strike.target != defender.id:
            raise IllegalAction(Message("game.not-a-blow-left", index=number, figurine=d.label(defender)))
        if parries and parries[-1].kind == "sustained" and not parries[-1].success:
            break
        if action.sustained_dice is not None and step > len(action.sustained_dice):
            break
        difficulty = sustained_difficulty(strike.difficulty, step)
        given = action.sustained_dice[step - 1] if action.sustained_dice is not None else None
        if given is None:
            given = draw_roll(d.rng, defence, difficulty, mods)
        sdrawn.append(given)
        outcome = d.roll("", given, defence, difficulty, mods, Message("game.sustained-defence-number", step=step))
        parries.append(Parry(number, defender.id, "sustained", difficulty, tuple(given), outcome.success))
        if outcome.success:
            d.log(Message("game.sustained-parries", step=step, bonus=2 * step, defender=d.label(defender),
                          index=number, difficulty=difficulty, result=outcome.explain()), permission.ruling.source)
        else:
            d.log(Message("game.sustained-fails", step=step, bonus=2 * step, defender=d.label(defender),
                          index=number, difficulty=difficulty, result=outcome.explain()), permission.ruling.source)
    if action.sustained_dice is None:
        d.filled["sustained_dice"] = tuple(sdrawn)


def _damage(d: Draft, action: DamageAction) -> None:
    combat = combat_at(d, CombatStep.DAMAGE)
    open_strikes = {s.index: s for s in combat.unparried() if s.index not in combat.damaged}
    strike = open_strikes.get(action.strike)
    if strike is None:
        if open_strikes:
            raise IllegalAction(Message("game.no-damage-roll", index=action.strike,
                                        left=", ".join(str(n) for n in sorted(open_strikes))))
        raise IllegalAction(Message("game.no-damage-roll-left", index=action.strike))
    attacker = d.fig(strike.attacker)
    target = d.fig(strike.target)
    combat = replace(combat, damaged=combat.damaged + (strike.index,))
    d.state = replace(d.state, combat=combat)
    if target.presence is Presence.LOST:
        d.log(Message("game.attack-target-out", index=strike.index, figurine=d.label(target)), DAMAGE_SOURCE)
    else:
        strength = d.value(attacker, "strength")
        first = not any(s.attacker == attacker.id for s in _all_damaged(d))
        resolve_damage(d, target.id, action.dice, "dice", strength, action.wound, by=attacker.id,
                       charged=attacker.charging and attacker.charge_target == target.id and first,
                       master_difficulty=strike.difficulty if strike.master else None,
                       survival_die=action.survival_die, element=action.element,
                       what=Message("game.damage-roll-of-attack", index=strike.index),
                       toxic=(action.toxic_dice, "toxic_dice", action.toxic_survival_die, "toxic_survival_die")
                       if strike.toxic else None)
        if d.fig(target.id).presence is Presence.LOST:
            d.put(replace(d.fig(attacker.id), may_pursue=True))
            combat = current(d)
            d.state = replace(d.state, combat=replace(combat, eliminated=combat.eliminated + (target.id,)))
    combat = current(d)
    moot = [s for s in combat.unparried() if s.index not in combat.damaged
            and d.fig(s.target).presence is Presence.LOST]
    for s in moot:
        d.log(Message("game.attack-moot", index=s.index, figurine=d.label(d.fig(s.target))), DAMAGE_SOURCE)
    if moot:
        combat = replace(combat, damaged=combat.damaged + tuple(s.index for s in moot))
        d.state = replace(d.state, combat=combat)
    if all(s.index in combat.damaged for s in combat.unparried()):
        _next_exchange(d)


def _all_damaged(d: Draft) -> list[Strike]:
    combat = current(d)
    return [s for s in combat.strikes if s.index in combat.damaged[:-1]]


def _next_exchange(d: Draft) -> None:
    combat = current(d)
    d.state = replace(d.state, combat=replace(combat, exchange=combat.exchange + 1, strikes=(), parries=(),
                                              damaged=(), step=CombatStep.ATTACK))
    side = current(d).striking_side
    assert side is not None
    if combat.exchange == 1 and side_fighters(d, combat, side) and side_fighters(d, combat, 1 - side):
        d.log(Message("game.defender-retaliates", side=d.side_name(side)), RETALIATE_SOURCE)
    skip_empty_exchange(d)


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    Attack: _attack,
    ParryAction: _parry,
    DamageAction: _damage,
}

__all__ = ["HANDLERS"]
