"""Invariants of the engine: replay is deterministic, dice drawn from the seed are the dice
recorded, actions and setups survive JSON, the log only grows."""

from __future__ import annotations

import json
from functools import lru_cache

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.rules.game import Action, GameSetup, GameState, action_from_dict, new_game, play, replay
from companion.rules.game.autoplay import autoplay
from companion.rules.game.setup import setup_from_json, setup_to_json

from tests.cards import CLONE, CRANE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import setup_of

SEEDS = range(4)


def _setup(seed: int) -> GameSetup:
    if seed == 3:  # a Colossal creature with Regeneration against a crowd
        return setup_of([(MAGISTRATE, 2), (PALADIN, 3)], [(CRANE, 1)], seed=seed)
    return setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=seed)


@lru_cache(maxsize=None)
def _game(seed: int) -> tuple[GameState, tuple[Action, ...]]:
    state, log = autoplay(new_game(_setup(seed)))
    return state, tuple(log)


@settings(max_examples=25, deadline=None)
@given(seed=st.sampled_from(SEEDS), fraction=st.floats(min_value=0, max_value=1))
def test_replaying_any_prefix_is_deterministic(seed: int, fraction: float) -> None:
    _final, log = _game(seed)
    cut = int(len(log) * fraction)
    first = replay(_setup(seed), log[:cut])
    second = replay(_setup(seed), log[:cut])
    assert first == second
    assert first.seq == cut
    # The rest of the log still applies from there: the prefix is the game as it was.
    assert replay(_setup(seed), log[cut:], start=first) == _game(seed)[0]


@settings(max_examples=25, deadline=None)
@given(seed=st.sampled_from(SEEDS), fraction=st.floats(min_value=0, max_value=1))
def test_dice_drawn_from_the_seed_are_the_dice_recorded(seed: int, fraction: float) -> None:
    _final, log = _game(seed)
    cut = min(int(len(log) * fraction), len(log) - 1)
    state = replay(_setup(seed), log[:cut])
    recorded = log[cut]
    # The same action with its dice left empty draws exactly the recorded dice.
    empty = type(recorded)(**{k: v for k, v in vars_of(recorded).items()
                              if not (k.endswith("dice") or k in ("die", "fray_roll", "survival_die"))})
    after, completed = play(state, empty)
    assert completed == recorded
    assert after == play(state, recorded)[0]


def vars_of(action: Action) -> dict[str, object]:
    data = action.to_dict()
    data.pop("kind")
    return {k: action_from_dict({"kind": action.kind, k: v}).__getattribute__(k) for k, v in data.items()}


@settings(max_examples=10, deadline=None)
@given(seed=st.sampled_from(SEEDS))
def test_actions_and_setups_survive_json(seed: int) -> None:
    final, log = _game(seed)
    for action in log:
        assert action_from_dict(json.loads(json.dumps(action.to_dict()))) == action
    setup = setup_from_json(json.loads(json.dumps(setup_to_json(_setup(seed)))))
    assert replay(setup, log).log == final.log


@settings(max_examples=10, deadline=None)
@given(seed=st.sampled_from(SEEDS))
def test_the_log_only_grows_and_losses_are_for_good(seed: int) -> None:
    state = new_game(_setup(seed))
    lost: set[str] = set()
    for action in _game(seed)[1]:
        before = len(state.log)
        state = play(state, action)[0]
        assert len(state.log) > before
        now_lost = {f.id for f in state.figurines if not f.in_play}
        assert lost <= now_lost  # no Reinforcement in these armies: a loss stays a loss
        lost = now_lost
    assert state.finished
