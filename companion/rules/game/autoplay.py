"""A player that always takes a legal action: for demonstrations, benchmarks and property tests.

It follows :func:`companion.rules.game.guide.next_step` with simple choices (deploy and activate
every card, Charge the nearest enemy in the list, fire at short range (in firing order, holding
fire with no target), split each fray around the figurine with the most opponents (never
leaving one alone), place half the dice in Attack, choose the recommended
difficulty, parry what it can); every die comes from the game's seed.
"""

from __future__ import annotations

from companion.rules.game.actions import (
    Action,
    Activate,
    ApproachRoll,
    Attack,
    Charge,
    DamageAction,
    Deploy,
    Disengage,
    DrawCard,
    EndActivation,
    EndPhase,
    EndRound,
    Fire,
    HoldFire,
    InitiativeRoll,
    KeepInReserve,
    Move,
    ParryAction,
    PlaceDice,
    Rally,
    Regenerate,
    StartCombat,
    TacticalRoll,
)
from companion.rules.game.draft import Draft
from companion.rules.game.engine import play
from companion.rules.game.frays import legal_combats
from companion.rules.game.guide import dice_pool, firing_order_now, odds_for_next_step
from companion.rules.game.melee import attack_dice_of, defence_dice_of
from companion.rules.game.state import CombatStep, Figurine, GameState, Phase, Presence


def _enemies(state: GameState, fig: Figurine) -> list[Figurine]:
    return [f for f in state.figurines if f.side != fig.side and f.presence is Presence.DEPLOYED]


def choose(state: GameState) -> Action:
    """A legal action for the current step (see the module docstring)."""
    if state.phase in (Phase.APPROACH, Phase.MOVEMENT):
        if not state.roll_done:
            return ApproachRoll() if state.phase is Phase.APPROACH else TacticalRoll()
        verb = Deploy if state.phase is Phase.APPROACH else Activate
        if state.pending is not None:
            owner = state.entry_side(state.pending)
            if (owner == state.drawn_by and not state.reserves[owner] and len(state.pile) > 2
                    and state.seq % 3 == 0):
                return KeepInReserve(state.pending)
            return verb(state.pending)
        if state.active is not None:
            return _move_one(state, state.active)
        if state.pile or state.scout_pile:
            return DrawCard()
        return verb(state.reserves[state.turn][0])
    if state.phase is Phase.FIRING:
        order = firing_order_now(state)
        if not order:
            return EndPhase()
        fig = state.figurine(order[0][0].name)
        targets = [t for t in _enemies(state, fig) if not t.concealed]
        if targets:
            return Fire(fig.id, targets[0].id, "short", moved=fig.moved is not None and
                        fig.moved.value in ("walk", "disengage"))
        return HoldFire(fig.id)
    if state.phase is Phase.HAND_TO_HAND:
        return _melee(state)
    if state.phase is Phase.END_OF_ROUND:
        for fig in state.figurines:
            card = state.card_of(fig)
            if (fig.presence is not Presence.LOST and fig.wound.is_wound and card.ability("Regeneration")
                    and fig.id not in state.regenerated):
                return Regenerate(fig.id)
        return EndRound()
    raise ValueError("the game is finished")


def _move_one(state: GameState, entry: str) -> Action:
    for fig in state.entry_figurines(entry):
        if fig.presence is not Presence.DEPLOYED or fig.moved is not None or fig.paralysed:
            continue
        if fig.fleeing:
            if fig.fled_round != state.round:
                return Rally(fig.id)
            continue
        if fig.engaged_with:
            if not fig.engaged_this_phase and state.seq % 5 == 0 and len(fig.engaged_with) < 4:
                return Disengage(fig.id)
            return Move(fig.id, "stand")
        for enemy in _enemies(state, fig):
            if (len(enemy.engaged_with) < 4 and enemy.id not in fig.disengaged_from and not enemy.concealed
                    and enemy.level == fig.level and fig.fearful_of != enemy.id):
                return Charge(fig.id, enemy.id)
        return Move(fig.id, "walk")
    return EndActivation()


def _melee(state: GameState) -> Action:
    combat = state.combat
    if combat is None:
        options = legal_combats({f.id: f for f in state.figurines})
        if not options:
            return EndPhase()
        lone, opponents = max(options, key=lambda option: len(option[1]))
        return StartCombat(lone, opponents)
    if combat.step is CombatStep.INITIATIVE:
        return InitiativeRoll()
    if combat.step in (CombatStep.PLACE_DEFENDER, CombatStep.PLACE_ATTACKER):
        assert combat.attacker_side is not None
        side = 1 - combat.attacker_side if combat.step is CombatStep.PLACE_DEFENDER else combat.attacker_side
        placements = []
        for fid in combat.fighters:
            fig = state.figurine(fid)
            if fig.side != side or fig.presence is Presence.LOST:
                continue
            pool = dice_pool(state, fid)
            attack = 0 if pool.no_attack else max(pool.attack_only, (pool.total + 1) // 2)
            if pool.all_attack:
                attack = pool.total
            placements.append((fid, attack, pool.total - attack))
        return PlaceDice(tuple(placements))
    if combat.step is CombatStep.ATTACK:
        strikes: list[tuple[str, str, int]] = []
        chosen: dict[str, tuple[str, int]] = {}
        for choice in odds_for_next_step(state).attacks:
            chosen.setdefault(choice.attacker, (choice.target, choice.recommended.difficulty))
        d = Draft(state)
        for attacker, (target, difficulty) in chosen.items():
            for _ in range(attack_dice_of(d, combat, d.fig(attacker))):
                strikes.append((attacker, target, difficulty))
        return Attack(tuple(strikes))
    if combat.step is CombatStep.PARRY:
        left = {fid: defence_dice_of(combat, fid) for fid in combat.fighters}
        numbers = []
        for strike in combat.strikes:
            if strike.hit and left.get(strike.target, 0) > 0:
                left[strike.target] -= 1
                numbers.append(strike.index)
        return ParryAction(tuple(numbers))
    open_strikes = [s for s in combat.unparried() if s.index not in combat.damaged]
    return DamageAction(open_strikes[0].index)


def autoplay(state: GameState, limit: int = 10_000) -> tuple[GameState, list[Action]]:
    """Play until the game is finished (or ``limit`` actions); returns the state and the log."""
    log: list[Action] = []
    while not state.finished and len(log) < limit:
        state, completed = play(state, choose(state))
        log.append(completed)
    return state, log
