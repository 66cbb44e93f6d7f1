"""Whole games through the engine: one scripted with the players' dice, several played by the
autoplayer from their seeds, each to the last loss."""

from __future__ import annotations

import pytest

from companion.rules.game import MoveType, Phase, Presence, WoundLevel, apply, new_game, replay
from companion.rules.game.actions import (
    Attack,
    Charge,
    DamageAction,
    EndActivation,
    EndPhase,
    EndRound,
    Fire,
    InitiativeRoll,
    Move,
    ParryAction,
    PlaceDice,
    StartCombat,
    TacticalRoll,
)
from companion.rules.game.autoplay import autoplay
from companion.rules.game.guide import next_step
from companion.rules.game.report import report_parts, state_summary
from companion.rules.message import Message

from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import activate_until, deploy_by_hand, refusal, setup_of


def test_a_scripted_game_from_the_approach_to_the_last_loss() -> None:
    setup = setup_of([(MAGISTRATE, 1)], [(CLONE, 1)], seed=3)
    state = deploy_by_hand(new_game(setup))
    assert all(f.presence is Presence.DEPLOYED for f in state.figurines)

    # Round 1: the Magistrate stands and fires his pistol; the Clone walks.
    state = apply(state, TacticalRoll(dice_a=(4,), dice_b=(3,)))
    state = activate_until(state, "A-1")
    state = apply(state, Move("A1", "stand"))
    state = apply(state, EndActivation())
    if state.phase is Phase.MOVEMENT:
        state = activate_until(state, "B-1")
        state = apply(state, Move("B1", "walk"))
        state = apply(state, EndActivation())
    assert state.phase is Phase.FIRING
    # Static firing at medium range: difficulty 7; AIM 3 + 6 then 2 = 11 hits; damage 2 and 5.
    state = apply(state, Fire("A1", "B1", "medium", dice=(6, 2), damage_dice=(2, 5), wound="light"))
    assert state.figurine("B1").wound is WoundLevel.LIGHT
    assert state.figurine("A1").fired
    state = apply(state, EndPhase())
    assert state.phase is Phase.HAND_TO_HAND
    assert next_step(state).kinds == ("end-phase", "pursuit")
    state = apply(state, EndPhase())
    assert state.phase is Phase.END_OF_ROUND
    state = apply(state, EndRound())
    assert (state.round, state.phase) == (2, Phase.MOVEMENT)
    assert not state.figurine("A1").fired and state.figurine("A1").moved is None

    # Round 2: the Clone Charges the Magistrate, who is Charged (-1 INI, ATT, DEF).
    state = apply(state, TacticalRoll(dice_a=(1,), dice_b=(5,)))  # a 1 fails
    assert state.roll_winner == 1
    state = activate_until(state, "B-1")
    state = apply(state, Charge("B1", "A1"))
    assert state.figurine("A1").charged and state.figurine("B1").moved is MoveType.CHARGE
    state = apply(state, EndActivation())
    if state.phase is Phase.MOVEMENT:
        state = activate_until(state, "A-1")
        state = apply(state, Move("A1", "stand"))
        state = apply(state, EndActivation())
    assert state.phase is Phase.FIRING
    refused = refusal(state, Fire("A1", "B1", "short", dice=(6, 6, 6)))
    ruling = refused["reasons"]
    assert refused.id == "game.may-not-fire" and isinstance(ruling, Message) and ruling["text"] == Message("firing.engaged")
    state = apply(state, EndPhase())
    assert refusal(state, EndPhase()) == Message(
        "game.not-fought-yet", figurines="Griffin Magistrate (A1), Clone of Dirz (B1)")
    state = apply(state, StartCombat("A1", ("B1",)))
    # Magistrate INI 3 - 1 = 2 + 3 = 5; Clone INI 2 + 1 = 3: the Magistrate strikes first.
    state = apply(state, InitiativeRoll(dice_a=(3,), dice_b=(1,)))
    assert state.combat is not None and state.combat.attacker_side == 0
    state = apply(state, PlaceDice((("B1", 1, 1),)))
    state = apply(state, PlaceDice((("A1", 2, 0),)))
    # The Clone placed a Defence die: the minimum difficulty is his DEF 2.
    assert refusal(state, Attack((("A1", "B1", 1), ("A1", "B1", 6)), dice=((5,), (5,)))).id == "game.below-minimum"
    state = apply(state, Attack((("A1", "B1", 6), ("A1", "B1", 6)), dice=((5,), (4,))))  # ATT 2: 7 and 6
    state = apply(state, ParryAction((1,), dice=((2,),)))  # DEF 2 + 2 = 4 < 6
    state = apply(state, DamageAction(1, dice=(6, 6)))  # double 6: Killed Outright
    assert state.finished  # the second blow has no one left to fall on
    assert state.result == Message("game.side-wins", loser="Bob", winner="Alice")
    assert state.figurine("B1").presence is Presence.LOST
    assert refusal(state, EndRound()).id == "game.finished-already"
    parts = [(part.round, part.phase) for part in report_parts(state)]
    for part in ((0, Phase.APPROACH), (1, Phase.FIRING), (2, Phase.MOVEMENT), (2, Phase.HAND_TO_HAND)):
        assert part in parts
    assert parts[-1] == (2, Phase.FINISHED) and len(set(parts)) == len(parts)
    summary = state_summary(state)
    assert summary["phase"] == "finished" and summary["sides"][1]["losses"] == 1


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_autoplayed_games_end_with_one_side_destroyed_and_replay_identically(seed: int) -> None:
    setup = setup_of([(MAGISTRATE, 2), (PALADIN, 2)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=seed)
    state, log = autoplay(new_game(setup))
    assert state.finished and state.round >= 3
    alive = [any(f.in_play for f in state.side_figurines(side)) for side in (0, 1)]
    assert alive.count(True) == 1
    assert replay(setup, log) == state
    kinds = {a.kind for a in log}
    assert {"approach-roll", "draw", "deploy", "tactical-roll", "activate", "charge", "start-combat",
            "initiative", "place-dice", "attack", "damage", "end-round"} <= kinds
    phases = {entry.phase for entry in state.log}
    assert {Phase.APPROACH, Phase.MOVEMENT, Phase.HAND_TO_HAND, Phase.END_OF_ROUND, Phase.FINISHED} <= phases
