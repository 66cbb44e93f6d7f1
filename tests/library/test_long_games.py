"""A long game log: imported, exported and undone in memory proportional to the log (the store
keeps the newest state and checkpoints, not every state, each with the whole log)."""

from __future__ import annotations

import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from companion.library.games import GameStore, check_log
from companion.library.store import Library
from companion.rules.game import new_game, replay
from companion.rules.game.actions import Note
from companion.rules.game.autoplay import choose
from companion.rules.game.checkpoints import MAX_CHECKPOINTS, Checkpoints

from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import setup_of


@pytest.fixture
def store(tmp_path: Path) -> Any:
    with Library.open(tmp_path / "companion.sqlite3", seed=False) as library:
        yield GameStore(library)


def _log(store: GameStore, notes: int) -> dict[str, Any]:
    """A game of 40 actions played, then ``notes`` notes: an exported log."""
    game_id = store.create(setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=5))
    for _ in range(40):
        store.append(game_id, choose(store.state(game_id)))
    data = store.export_json(game_id)
    data["actions"] += [Note(f"note {n}").to_dict() for n in range(notes)]
    store.delete(game_id)
    return data


def _peak_of_import(store: GameStore, data: dict[str, Any]) -> int:
    tracemalloc.start()
    try:
        game_id = store.import_log(data)
        store.export_json(game_id)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_twice_the_log_takes_about_twice_the_memory_not_four_times(store: GameStore) -> None:
    short, long = _log(store, 1_500), _log(store, 3_000)
    small, large = _peak_of_import(store, short), _peak_of_import(store, long)
    assert large < 2.6 * small, (small, large)  # every state kept, each with the log: about 4 times


def test_a_long_log_keeps_a_bounded_number_of_states_and_undoes_to_the_replayed_ones(store: GameStore) -> None:
    data = _log(store, 1_200)
    checked = check_log(data)
    assert len(checked.states) <= MAX_CHECKPOINTS + 1
    game_id = store.store_log(checked)
    actions = store.actions(game_id)
    setup = checked.setup
    for back in range(1, 700):
        state = store.undo(game_id)
        if back % 97 == 0 or back > 690:
            assert state == replay(setup, actions[:len(actions) - back])
    store.redo(game_id)
    assert store.state(game_id) == replay(setup, actions[:len(actions) - 698])
    store.append(game_id, Note("after the undos"))
    assert GameStore(store.database).state(game_id) == store.state(game_id)  # read back from the database


def test_checkpoints_thin_out_as_the_log_grows_and_replay_what_they_dropped() -> None:
    setup = setup_of([(PALADIN, 1)], [(CLONE, 1)], seed=2)
    start = new_game(setup)
    actions = [Note(f"note {n}") for n in range(2_000)]
    states = Checkpoints(start)
    for action in actions:
        states.push(replay(setup, [action], states.newest))
        assert len(states) <= MAX_CHECKPOINTS + 1
    assert states.seq == 2_000 and states.newest == replay(setup, actions)
    for seq in (0, 1, 15, 16, 17, 1_023, 1_024, 1_999, 2_000):
        assert states.state_at(seq, actions) == replay(setup, actions[:seq])
    states.back_to(1_500, states.state_at(1_500, actions))
    assert states.newest == replay(setup, actions[:1_500]) and states.seq == 1_500
    with pytest.raises(ValueError):
        states.state_at(1_501, actions)
