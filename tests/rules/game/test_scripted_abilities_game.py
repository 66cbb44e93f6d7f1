"""A whole game with the booklet's abilities in it, scripted then played out by the autoplayer:
the log of completed actions (the dice drawn filled in) replays to the same state, and so does
its JSON (setup and actions)."""

from __future__ import annotations

import json
from dataclasses import replace

from companion.rules.abilities import Ability
from companion.rules.card import Equipment, Size
from companion.rules.game import Phase, new_game, play, replay, setup_from_json, setup_to_json
from companion.rules.game.actions import (
    Action,
    ApproachRoll,
    ChangeLevel,
    Deploy,
    DrawCard,
    Fire,
    MoveCard,
    Mutate,
    Pick,
    RallyingCry,
    TacticalRoll,
    action_from_dict,
)
from companion.rules.game.autoplay import choose
from companion.rules.game.state import GameState

from tests.cards import MAGISTRATE, PALADIN, WOLFEN_ZOMBIE, ZOMBIE
from tests.rules.game.helpers import setup_of

CAPTAIN = replace(PALADIN, id="alahan/captain", name="Captain", character=True, figures_per_card=1, courage=6,
                  discipline=5, abilities=(Ability("Leadership", "15"), Ability("Rallying cry"),
                                           Ability("Personal enemy", "Mutant"), Ability("Born killer")))
DRAKE = replace(PALADIN, id="alahan/drake", name="Drake", figures_per_card=1, size=Size.LARGE, flight=20.0,
                abilities=(Ability("Additional limb"),))
HARASSER = replace(MAGISTRATE, id="griffin/harasser", name="Harasser", figures_per_card=1,
                   abilities=(Ability("Harassment"), Ability("Instinctive firing")))
MUTANT = replace(ZOMBIE, id="dirz/mutant", name="Mutant", people="dirz", ap=50, figures_per_card=2,
                 abilities=(Ability("Mutagenic", "1"), Ability("Toxic", "3"), Ability("Bane", "Alahan")))
SCOUT = replace(ZOMBIE, id="acheron/scout", name="Scout", figures_per_card=1, abilities=(Ability("Scout"),),
                equipment=(Equipment("Sling", 3, (10.0, 20.0, 30.0)),), aim=2)


def _scripted() -> tuple[GameState, list[Action]]:
    setup = setup_of([(CAPTAIN, 1), (DRAKE, 1), (HARASSER, 1)], [(replace(WOLFEN_ZOMBIE, figures_per_card=1), 1),
                                                                 (MUTANT, 2), (SCOUT, 1)], seed=11)
    state = new_game(setup)
    log: list[Action] = []

    def do(action: Action) -> None:
        nonlocal state
        state, completed = play(state, action)
        log.append(completed)

    do(ApproachRoll((5,), (1,)))
    while state.phase is Phase.APPROACH:
        if state.pending is None:
            do(DrawCard())
        assert state.pending is not None
        figs = state.entry_figurines(state.pending)
        do(Deploy(state.pending, concealed=state.card_of(figs[0]).has("Scout")))
    do(Pick("B2", "mutagenic", die=5))
    do(Mutate("B2", "attack", 2))
    do(Pick("B3", "toxic"))
    do(TacticalRoll((6, 1), (2,)))
    while state.phase is Phase.MOVEMENT:
        do(DrawCard(play=True))
        active = state.active
        if active is None:
            continue
        for fig in state.entry_figurines(active):
            if fig.id == "A2":
                do(ChangeLevel("A2", 1))
            if fig.id == "A3":
                do(Fire("A3", "B1", "short"))  # Harassment, in the Movement phase
            if fig.id == "A1":
                do(RallyingCry("A1"))
        do(MoveCard("walk"))
    limit = 800
    while not state.finished and len(log) < limit:
        do(choose(state))
    return state, log


def test_a_game_with_the_booklets_abilities_replays_to_the_same_state() -> None:
    final, log = _scripted()
    assert final.finished or len(log) >= 800
    kinds = {a.kind for a in log}
    assert {"deploy", "pick", "mutagenic-points", "flight-level", "fire", "rallying-cry", "move-card"} <= kinds
    assert replay(final.setup, log) == final
    setup = setup_from_json(json.loads(json.dumps(setup_to_json(final.setup))))
    actions = [action_from_dict(json.loads(json.dumps(a.to_dict()))) for a in log]
    assert actions == log
    assert replay(setup, actions) == final
