"""A matchup played through the game engine with its own random dice (the seed's): the check of
:mod:`companion.rules.matchup` (tests) and its bench.

One game: the first card's figurines on Alice's side, the second's on Bob's. The charger Charges
when his card is active (nobody charged: an Engagement, which has no penalty); the other card
stands. Then round after round the engaged figurines stand still, nobody fires, and in the Hand
to Hand Combat phase the combat is fought with the policy's divisions: the placement advice's
best row (its difficulty), all in Attack or as even as possible (the difficulty the Table
recommends). Parries go to the hits in order, a Sustained Defence takes the rest where allowed.
"""

from __future__ import annotations

from companion.rules.card import Card
from companion.rules.game import GameState, IllegalAction, Phase, Presence, apply, new_game
from companion.rules.game.actions import (
    Activate,
    ApproachRoll,
    Attack,
    Charge,
    DamageAction,
    Deploy,
    DrawCard,
    EndActivation,
    EndPhase,
    EndRound,
    GroupCharge,
    HoldFire,
    InitiativeRoll,
    Move,
    ParryAction,
    PlaceDice,
    StartCombat,
    TacticalRoll,
)
from companion.rules.game.advice import placement_advice
from companion.rules.game.guide import dice_pool, firing_order_now, odds_for_next_step
from companion.rules.game.melee import attack_dice_of, defence_dice_of
from companion.rules.game.draft import Draft
from companion.rules.game.state import CombatStep
from companion.rules.matchup import Charger
from companion.rules.matchup_round import Policy

from tests.rules.game.helpers import setup_of


def _alive(state: GameState, side: int) -> list[str]:
    return [f.id for f in state.figurines if f.side == side and f.presence is Presence.DEPLOYED and not f.fleeing]


def _opening(cards: tuple[Card, Card], figures: tuple[int, int], charge: Charger, seed: int) -> GameState | None:
    """Round 1 up to the Hand to Hand Combat phase (None: the charger's card is not drawn first,
    or a side ran away)."""
    state = new_game(setup_of([(cards[0], figures[0])], [(cards[1], figures[1])], seed=seed))
    state = apply(state, ApproachRoll(dice_a=(5,), dice_b=(1,)))
    while state.phase is Phase.APPROACH:
        if state.pending is None:
            state = apply(state, DrawCard())
        state = apply(state, Deploy(state.pending or ""))
    state = apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))
    charger = 1 if charge is Charger.SECOND else 0
    state = apply(state, DrawCard())
    if state.pending != ("A-1", "B-1")[charger]:
        return None
    state = apply(state, Activate(state.pending or ""))
    ids = _alive(state, charger)
    target = _alive(state, 1 - charger)[0]
    engage = charge is Charger.NONE
    if len(ids) > 1:
        state = apply(state, GroupCharge(tuple(ids), target, engage=engage))
    else:
        state = apply(state, Charge(ids[0], target, engage=engage))
    state = apply(state, EndActivation())
    state = apply(state, DrawCard())
    state = apply(state, Activate(state.pending or ""))
    for fid in _alive(state, 1 - charger):
        fig = state.figurine(fid)
        if fig.moved is None and not fig.engaged_with and not fig.paralysed:
            state = apply(state, Charge(fid, _alive(state, charger)[0], engage=engage))  # the dreaded creature comes
        elif fig.moved is None and not fig.paralysed:
            state = apply(state, Move(fid, "stand"))
    return apply(state, EndActivation())


def _next_round(state: GameState) -> GameState:
    """The end of the round, then a Movement phase of standing still and no firing."""
    state = apply(state, EndRound())
    while not state.roll_done:
        state = apply(state, TacticalRoll())  # a tie is rolled again
    while state.phase is Phase.MOVEMENT:
        if state.active is None:
            if state.pending is None:
                state = apply(state, DrawCard())
            state = apply(state, Activate(state.pending or ""))
        for fig in state.entry_figurines(state.active or ""):
            if fig.presence is Presence.DEPLOYED and fig.moved is None:
                state = apply(state, Move(fig.id, "stand"))
        state = apply(state, EndActivation())
    return state


def _split(total: int, attack_only: int, all_attack: bool, no_attack: bool, policy: Policy) -> int:
    if no_attack:
        return 0
    if all_attack or policy is Policy.ATTACK:
        return total
    return max(attack_only, (total + 1) // 2)


def _combat(state: GameState, policy: Policy) -> GameState:
    """One Hand to Hand Combat phase: the one combat, fought to its end."""
    while state.phase is Phase.FIRING:
        order = firing_order_now(state)
        state = apply(state, HoldFire(order[0][0].name) if order else EndPhase())
    lone = min((0, 1), key=lambda side: len(_alive(state, side)))
    state = apply(state, StartCombat(_alive(state, lone)[0], tuple(_alive(state, 1 - lone))))
    chosen: dict[int, tuple[int | None, str | None]] = {}
    while state.combat is not None:
        combat = state.combat
        if combat.step is CombatStep.INITIATIVE:
            state = apply(state, InitiativeRoll())
        elif combat.step in (CombatStep.PLACE_DEFENDER, CombatStep.PLACE_ATTACKER):
            assert combat.attacker_side is not None
            side = 1 - combat.attacker_side if combat.step is CombatStep.PLACE_DEFENDER else combat.attacker_side
            if policy is Policy.ADVICE:
                advice = placement_advice(state)
                assert advice is not None
                chosen[side] = (advice.best.difficulty, advice.best.target)
                state = apply(state, PlaceDice(advice.best.division))
            else:
                placements = []
                for fid in combat.fighters:
                    fig = state.figurine(fid)
                    if fig.side == side and fig.presence is not Presence.LOST:
                        pool = dice_pool(state, fid)
                        attack = _split(pool.total, pool.attack_only, pool.all_attack, pool.no_attack, policy)
                        placements.append((fid, attack, pool.total - attack))
                state = apply(state, PlaceDice(tuple(placements)))
        elif combat.step is CombatStep.ATTACK:
            d = Draft(state)
            strikes: list[tuple[str, str, int]] = []
            done: set[str] = set()
            choices = odds_for_next_step(state).attacks
            for choice in choices:
                if choice.attacker in done:
                    continue
                side = state.figurine(choice.attacker).side
                difficulty, target = chosen.get(side, (None, None))
                if target is not None and target != choice.target and any(
                        c.attacker == choice.attacker and c.target == target for c in choices):
                    continue
                done.add(choice.attacker)
                k = choice.recommended.difficulty if difficulty is None else max(difficulty, choice.minimum or 0)
                strikes += [(choice.attacker, choice.target, k)] * attack_dice_of(d, combat, d.fig(choice.attacker))
            state = apply(state, Attack(tuple(strikes)))
        elif combat.step is CombatStep.PARRY:
            left = {fid: defence_dice_of(combat, fid) for fid in combat.fighters}
            parried, rest = [], []
            for strike in combat.strikes:
                if strike.hit and left.get(strike.target, 0) > 0:
                    left[strike.target] -= 1
                    parried.append(strike.index)
                elif strike.hit:
                    rest.append(strike.index)
            try:
                state = apply(state, ParryAction(tuple(parried), sustained=tuple(rest)))
            except IllegalAction:
                state = apply(state, ParryAction(tuple(parried)))
        else:
            open_strikes = [s for s in combat.unparried() if s.index not in combat.damaged]
            state = apply(state, DamageAction(open_strikes[0].index))
    while state.phase is Phase.HAND_TO_HAND:
        state = apply(state, EndPhase())
    return state


def play_fight(cards: tuple[Card, Card], figures: tuple[int, int], charge: Charger, policy: Policy, rounds: int,
               seed: int) -> tuple[int | None, int] | None:
    """(the winning side or None, the round it ended) of one fight; None: the seed does not
    draw the charger's card first (draw another)."""
    state = _opening(cards, figures, charge, seed)
    if state is None:
        return None
    for number in range(1, rounds + 1):
        if number > 1:
            state = _next_round(state)
        alive = [_alive(state, side) for side in (0, 1)]
        if not alive[0] or not alive[1]:
            return (0 if alive[0] else 1), number
        state = _combat(state, policy)
        alive = [_alive(state, side) for side in (0, 1)]
        if not alive[0] or not alive[1]:
            return (0 if alive[0] else 1 if alive[1] else None), number
    return None, rounds
