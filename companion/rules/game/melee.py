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
    DicePool,
    COUNTER_ATTACK_SOURCE,
    INITIATIVE_SOURCE,
    MASTER_STRIKE_SOURCE,
    PLACEMENT_SOURCE,
    PURSUIT_SOURCE,
    Placement,
    check_placement,
    counter_attack_penalty,
    fighter_dice,
    group_initiative,
    master_strike,
    may_counter_attack,
    minimum_difficulty,
    pursuit,
    sustained_defence,
    sustained_difficulty,
)
from companion.rules.errors import RulesError
from companion.rules.exchange import STEP3_SOURCE
from companion.rules.game.actions import (
    Action,
    Attack,
    DamageAction,
    Dice,
    InitiativeRoll,
    ParryAction,
    PlaceDice,
    PursuitAction,
    StartCombat,
)
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.harm import resolve_damage
from companion.rules.game.phrases import either, semicolons
from companion.rules.game.rolls import draw_roll
from companion.rules.game.state import Combat, CombatStep, Figurine, Parry, Phase, Presence, Strike
from companion.rules.message import Message
from companion.rules.source import booklet

SPLIT_SOURCE = booklet("the combat and the fray splitting")
DAMAGE_SOURCE = booklet("combat resolution, step 4")
RETALIATE_SOURCE = booklet("combat resolution, step 5")


def _combat(d: Draft, *steps: CombatStep) -> Combat:
    d.require_phase(Phase.HAND_TO_HAND)
    combat: Combat | None = d.state.combat
    if combat is None:
        raise IllegalAction(Message("game.no-combat"))
    if steps and combat.step not in steps:
        raise IllegalAction(Message("game.wrong-combat-step", step=combat.step.value,
                                    steps=either([s.value for s in steps])))
    return combat


def _current(d: Draft) -> Combat:
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
    number = d.state.combats + 1
    combat = Combat(number=number, lone=lone.id, group=tuple(action.opponents))
    d.state = replace(d.state, combat=combat, combats=number)
    winner = d.state.roll_winner
    who = d.side_name(winner) if winner is not None else Message("game.the-tactical-winner")
    names = ", ".join(d.label(d.fig(o)) for o in action.opponents)
    d.log(Message("game.combat-starts", number=number, who=who, lone=d.label(lone), opponents=names), SPLIT_SOURCE)


def initiative_value(d: Draft, fighters: list[Figurine], combat: Combat) -> tuple[int, Figurine]:
    """The group's Initiative (its best +1 per other warrior, step 1) and who has the best."""
    values = [(d.profile(f, combat.extra_for(f.id)).initiative, f) for f in fighters]
    best = max(values, key=lambda v: v[0])
    return group_initiative([v for v, _ in values]), best[1]


def _initiative(d: Draft, action: InitiativeRoll) -> None:
    combat = _combat(d, CombatStep.INITIATIVE)
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


def combat_dice(d: Draft, combat: Combat, fig: Figurine, extra: int, war_fury: bool) -> DicePool:
    """The combat dice ``fig`` places (step 2), with a Character's extra dice and War fury declared."""
    own = len(side_fighters(d, combat, fig.side))
    opp = opponents_of(d, combat, fig)
    brutish = d.card(fig).has("Brutish charge") and fig.charge_target in {o.id for o in opp}
    try:
        return fighter_dice(d.fighter(fig), d.condition(fig, extra, war_fury), own_side=own, opponents=len(opp),
                            ruleset=d.state.setup.ruleset, charged_target_engaged=brutish)
    except RulesError as error:
        raise IllegalAction(Message("game.refused", reason=reason(error))) from None


def _place(d: Draft, action: PlaceDice) -> None:
    combat = _combat(d, CombatStep.PLACE_DEFENDER, CombatStep.PLACE_ATTACKER)
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
    for fid, attack, defence in action.placements:
        fig = d.fig(fid)
        extra = extras.get(fid, 0)
        fury = fid in action.war_fury
        pool = combat_dice(d, combat, fig, extra, fury)
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
                     war_fury=combat.war_fury + tuple(action.war_fury), step=step)
    d.state = replace(d.state, combat=combat)
    if step is CombatStep.ATTACK:
        _skip_empty_exchange(d)


def attack_dice_of(d: Draft, combat: Combat, fig: Figurine) -> int:
    """The Attack dice ``fig`` still has to roll: its placed dice until it rolls them, plus the
    dice gained by Counter-Attacks (or Ambidextrous parries) not yet rolled."""
    placed = combat.placement(fig.id)
    if placed is None or fig.presence is Presence.LOST:
        return 0
    return (0 if fig.id in combat.spent else placed[0]) + combat.gained_by(fig.id)


def defence_dice_of(combat: Combat, fid: str) -> int:
    placed = combat.placement(fid)
    return 0 if placed is None else placed[1]


def _has_dice(d: Draft, combat: Combat, side: int) -> bool:
    return any(attack_dice_of(d, combat, f) > 0 for f in side_fighters(d, combat, side))


def _skip_empty_exchange(d: Draft) -> None:
    """A side with no Attack dice (or no one left to strike) passes; when neither side has
    Attack dice left, the combat ends (booklet step 5: the Defender retaliates "if he still has
    fit warriors and Attack dice")."""
    while True:
        combat = _current(d)
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
    combat = _current(d)
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


def _attack(d: Draft, action: Attack) -> None:
    combat = _combat(d, CombatStep.ATTACK)
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
                              master, damage_bonus, strength_bonus))
    if action.dice is None:
        d.filled["dice"] = tuple(drawn)
    struck = tuple(strikers)
    combat = replace(combat, strikes=tuple(strikes), parries=(), damaged=(),
                     spent=combat.spent + tuple(f for f in struck if f not in combat.spent),
                     gained=tuple((f, n) for f, n in combat.gained if f not in struck))
    hits = [s for s in strikes if s.hit]
    if not hits:
        d.state = replace(d.state, combat=combat)
        _next_exchange(d)
        return
    can_parry = any(defence_dice_of(combat, s.target) > 0 for s in hits)
    d.state = replace(d.state, combat=replace(combat, step=CombatStep.PARRY if can_parry else CombatStep.DAMAGE))
    if not can_parry:
        d.log(Message("game.no-defence-dice"), DAMAGE_SOURCE)


def _parry(d: Draft, action: ParryAction) -> None:
    combat = _combat(d, CombatStep.PARRY)
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
        gains = outcome.success and (action.counter_attack or d.card(defender).has("Ambidextrous"))
        if gains:
            gained.append((defender.id, 1))
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
        ambidextrous_used=d.card(defender).has("Ambidextrous"), ruleset=ruleset,
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
    combat = _combat(d, CombatStep.DAMAGE)
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
                       survival_die=action.survival_die,
                       what=Message("game.damage-roll-of-attack", index=strike.index))
        if d.fig(target.id).presence is Presence.LOST:
            d.put(replace(d.fig(attacker.id), may_pursue=True))
            combat = _current(d)
            d.state = replace(d.state, combat=replace(combat, eliminated=combat.eliminated + (target.id,)))
    combat = _current(d)
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
    combat = _current(d)
    return [s for s in combat.strikes if s.index in combat.damaged[:-1]]


def _next_exchange(d: Draft) -> None:
    combat = _current(d)
    d.state = replace(d.state, combat=replace(combat, exchange=combat.exchange + 1, strikes=(), parries=(),
                                              damaged=(), step=CombatStep.ATTACK))
    side = _current(d).striking_side
    assert side is not None
    if combat.exchange == 1 and side_fighters(d, combat, side) and side_fighters(d, combat, 1 - side):
        d.log(Message("game.defender-retaliates", side=d.side_name(side)), RETALIATE_SOURCE)
    _skip_empty_exchange(d)


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
    Attack: _attack,
    ParryAction: _parry,
    DamageAction: _damage,
    PursuitAction: _pursuit,
}

