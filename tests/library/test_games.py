"""Games stored as a log: commit per action, undo/redo, listing, export, and kill -9 then restore."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.library.games import (
    GameError,
    GameLogError,
    GameStore,
    parse_log,
    read_log,
    replay_log,
    result_from_column,
    result_to_column,
)
from companion.library.store import Library
from companion.rules.game import IllegalAction, replay
from companion.rules.game.actions import ApproachRoll, DrawCard, Note
from companion.rules.game.autoplay import choose
from companion.rules.message import Message

from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.library.library_files import downgrade_to
from tests.rules.game.helpers import example_setup, setup_of

REPO = Path(__file__).resolve().parents[2]


def _setup(seed: int = 5):  # type: ignore[no-untyped-def]
    return setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=seed)


@pytest.fixture
def store(tmp_path: Path) -> GameStore:
    with Library.open(tmp_path / "companion.sqlite3", seed=False) as library:
        games = GameStore(library)
        yield games  # type: ignore[misc]


def _play(store: GameStore, game_id: int, count: int) -> None:
    for _ in range(count):
        state = store.state(game_id)
        if state.finished:
            return
        store.append(game_id, choose(state))


def test_each_action_is_on_disk_when_append_returns(tmp_path: Path, store: GameStore) -> None:
    game_id = store.create(_setup(), "At the ford")
    state = store.append(game_id, ApproachRoll())
    # Another connection (another process would do the same) sees it at once, dice included.
    other = GameStore.open(tmp_path / "companion.sqlite3")
    assert other.state(game_id) == state
    (action,) = other.actions(game_id)
    assert isinstance(action, ApproachRoll) and action.dice_a and action.dice_b
    other.close()


def test_an_illegal_action_writes_nothing(store: GameStore) -> None:
    game_id = store.create(_setup())
    with pytest.raises(IllegalAction) as refused:
        store.append(game_id, DrawCard())
    assert refused.value.message == Message("game.roll-first", roll=Message("game.approach-roll"))
    assert store.actions(game_id) == []
    assert store.list()[0].actions == 0


def test_undo_redo_and_a_new_action_discards_the_undone(store: GameStore) -> None:
    game_id = store.create(_setup())
    _play(store, game_id, 30)
    states = [store.state(game_id)]
    for _ in range(5):
        states.append(store.undo(game_id))
    assert store.can_redo(game_id)
    for expected in reversed(states[:-1]):
        assert store.redo(game_id) == expected
    with pytest.raises(GameError) as refused:
        store.redo(game_id)
    assert refused.value.message == Message("game.store-nothing-to-redo")
    store.undo(game_id)
    store.undo(game_id)
    store.append(game_id, Note("We misread the card."))
    assert not store.can_redo(game_id)
    assert store.state(game_id).log[-1].text == Message("game.players-words", text="We misread the card.")
    assert len(store.actions(game_id)) == 29
    # Reopened from disk: the same game, the undone actions gone.
    fresh = GameStore(store.database)
    assert fresh.state(game_id) == store.state(game_id)
    assert not fresh.can_redo(game_id)


def test_undo_at_the_start(store: GameStore) -> None:
    game_id = store.create(_setup())
    with pytest.raises(GameError) as refused:
        store.undo(game_id)
    assert refused.value.message == Message("game.store-nothing-to-undo")


@settings(max_examples=15, deadline=None)
@given(steps=st.integers(min_value=1, max_value=40), back=st.integers(min_value=1, max_value=40))
def test_undo_then_redo_is_the_same_state(tmp_path_factory: pytest.TempPathFactory, steps: int, back: int) -> None:
    path = tmp_path_factory.mktemp("undo") / "games.sqlite3"
    with GameStore.open(path) as games:
        game_id = games.create(_setup(steps))
        _play(games, game_id, steps)
        before = games.state(game_id)
        back = min(back, len(games.actions(game_id)))
        for _ in range(back):
            games.undo(game_id)
        for _ in range(back):
            games.redo(game_id)
        assert games.state(game_id) == before
        assert GameStore(games.database).state(game_id) == before


def test_games_are_listed_and_a_finished_one_keeps_its_result(store: GameStore) -> None:
    first = store.create(_setup(1), "First")
    second = store.create(example_setup(), "Second")
    _play(store, first, 10_000)
    store.finish(second, "Time is up: a draw on objectives.")
    games = {g.id: g for g in store.list()}
    assert games[first].status == "finished" and games[first].result == store.state(first).result
    assert games[first].result is not None and games[first].result.id == "game.side-wins"
    assert games[second].status == "finished"
    assert games[second].result == Message("game.players-words", text="Time is up: a draw on objectives.")
    assert games[second].to_dict()["result"] == "Time is up: a draw on objectives."
    assert games[second].sides == ("Alice", "Bob")
    assert games[first].round >= 1 and games[first].phase == "finished"
    assert store.resolve("Second") == second
    with pytest.raises(GameError) as refused:
        store.resolve("Third")
    assert refused.value.message == Message("game.store-no-game-called", name="'Third'")
    with pytest.raises(GameError) as refused:
        store.state(99)
    assert refused.value.message == Message("game.store-no-such-game", game=99)


def test_a_result_is_stored_as_its_message_and_an_older_one_as_its_words() -> None:
    result = Message("game.side-wins", loser="Bob", winner="Alice")
    assert result_from_column(result_to_column(result)) == result
    assert result_from_column("Bob has no figurine left: Alice wins.") == Message(
        "game.players-words", text="Bob has no figurine left: Alice wins.")
    assert result_from_column(None) is None


@pytest.mark.parametrize("stored", ['{"id": ["game.draw"], "args": {}}', '{"id": {"a": 1}, "args": {}}',
                                    '{"id": "game.side-wins", "args": {"loser": 1, "winner": []}}'])
def test_a_damaged_stored_result_is_shown_as_written(stored: str) -> None:
    assert result_from_column(stored) == Message("game.players-words", text=stored)


def test_export_json_replays_and_text_is_a_battle_report(store: GameStore) -> None:
    game_id = store.create(_setup(2), "Export me")
    _play(store, game_id, 10_000)
    data = json.loads(json.dumps(store.export_json(game_id)))
    name, setup, actions = parse_log(data)
    assert name == "Export me"
    assert replay_log(setup, actions) == store.state(game_id)
    text = store.export_text(game_id)
    assert text.startswith("Battle report: Export me")
    assert "Round 1 - Movement" in text and "Result:" in text and " wins." in text
    copy = store.import_log(data, "Copy")
    assert store.state(copy).log == store.state(game_id).log


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: "not a log", Message("game.log-not-a-log", source="the game log", format="'confrontation-game'")),
        (lambda d: {**d, "format": "other"}, Message("game.log-format", source="the game log", found="'other'",
                                                     format="'confrontation-game'")),
        (lambda d: {**d, "version": 9}, Message("game.log-version", source="the game log", found="9", version=1)),
        (lambda d: {**d, "actions": {}}, Message("game.log-actions-list", source="the game log")),
        (lambda d: {**d, "actions": d["actions"][:2] + [{"kind": "fly"}]},
         Message("game.log-action-error", source="the game log", index=2,
                 error=Message("game.json-unknown-kind", kind="'fly'"))),
        (lambda d: {**d, "setup": {"sides": []}}, Message("game.log-error", source="the game log",
                                                          error=Message("game.setup-two-sides-needed"))),
    ],
)
def test_a_corrupt_exported_log_is_bad_input(store: GameStore, mutate, message: Message) -> None:  # type: ignore[no-untyped-def]
    game_id = store.create(_setup())
    _play(store, game_id, 12)
    with pytest.raises(GameLogError) as refused:
        parse_log(mutate(store.export_json(game_id)))
    assert refused.value.message == message


def test_an_illegal_action_in_a_log_names_its_index(store: GameStore) -> None:
    game_id = store.create(_setup())
    _play(store, game_id, 12)
    data = store.export_json(game_id)
    data["actions"].insert(5, {"kind": "end-round"})
    name, setup, actions = parse_log(data)
    with pytest.raises(GameLogError) as refused:
        replay_log(setup, actions)
    error = refused.value.message["error"]
    assert isinstance(error, Message) and error.id == "game.action-refused"
    assert (error["index"], error["kind"]) == (5, "end-round")


def test_a_log_file_that_is_not_json(tmp_path: Path) -> None:
    bad = tmp_path / "log.json"
    bad.write_text('{"format": "confrontation-game", ', encoding="utf-8")
    with pytest.raises(GameLogError) as refused:
        read_log(bad)
    assert refused.value.message.id == "file.malformed-json" and refused.value.message["line"] == 1
    with pytest.raises(GameLogError) as refused:
        read_log(tmp_path / "missing.json")
    assert refused.value.message.id == "file.missing"


WRITER = """
import sys, time
from companion.library.games import GameStore
from companion.rules.game.autoplay import choose
from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import setup_of
store = GameStore.open(sys.argv[1])
game_id = store.create(setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=9))
print(game_id, flush=True)
while True:
    state = store.state(game_id)
    if state.finished:
        break
    store.append(game_id, choose(state))
    print(len(store.actions(game_id)), flush=True)
time.sleep(60)
"""


@pytest.mark.slow
def test_kill_9_and_restore(tmp_path: Path) -> None:
    """A real process appending actions is killed with SIGKILL; every action it reported as
    committed is there, and the state is the replay of the log."""
    path = tmp_path / "companion.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    process = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True,
                               env=env, cwd=REPO)
    assert process.stdout is not None
    game_id = int(process.stdout.readline())
    committed = 0
    deadline = time.monotonic() + 60
    while committed < 40 and time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        committed = int(line)
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=10)
    assert process.returncode == -signal.SIGKILL
    assert committed >= 40
    with GameStore.open(path) as games:
        actions = games.actions(game_id)
        assert len(actions) >= committed  # what it said was committed is there (maybe one more)
        state = games.state(game_id)
        assert state == replay(state.setup, actions)
        assert state.seq == len(actions)
        # The game goes on from there.
        if not state.finished:
            games.append(game_id, choose(state))


def test_a_database_with_the_old_state_snapshots_keeps_its_games(tmp_path: Path) -> None:
    """A file from a version that cached states (table game_snapshot, revision 0004) is migrated:
    the table goes, its blobs are never read, and each game is the replay of its log."""
    import sqlite3

    path = tmp_path / "companion.sqlite3"
    with GameStore.open(path) as store:
        game_id = store.create(_setup(3))
        _play(store, game_id, 120)
        final = store.state(game_id)
    downgrade_to(path, "0004")  # the file as that version left it (later tables gone, game_snapshot back)
    connection = sqlite3.connect(path)
    connection.execute("INSERT INTO game_snapshot VALUES (?, 100, 'old', x'80049500')", (game_id,))
    connection.commit()
    connection.close()
    with GameStore.open(path) as store:
        assert store.state(game_id) == final == replay(final.setup, store.actions(game_id))
        store.append(game_id, Note("Restored from its log."))
    tables = {row[0] for row in sqlite3.connect(path).execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "game_snapshot" not in tables and "game_action" in tables


def test_rename_and_delete(store: GameStore) -> None:
    game_id = store.create(_setup())
    store.append(game_id, ApproachRoll())
    store.rename(game_id, "Renamed")
    assert store.list()[0].name == "Renamed"
    with pytest.raises(GameError) as refused:
        store.rename(game_id, " ")
    assert refused.value.message == Message("game.store-needs-a-name")
    store.delete(game_id)
    assert store.list() == []
    with pytest.raises(GameError) as refused:
        store.state(game_id)
    assert refused.value.message.id == "game.store-no-such-game"


def test_no_state_snapshot_is_kept_anywhere(tmp_path: Path) -> None:
    """A game's state is only ever the replay of its log: no table caches states (so none can
    be copied into another game's row and break it), and no code of the package reads one."""
    import sqlite3

    path = tmp_path / "companion.sqlite3"
    Library.open(path, seed=False).close()
    connection = sqlite3.connect(path)
    tables = {name for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    columns = {row[1] for table in tables for row in connection.execute(f"PRAGMA table_info({table})")}
    connection.close()
    assert not any("snapshot" in name for name in tables | columns)
    package = REPO / "companion"
    assert not [p for p in package.rglob("*.py") if "game_snapshot" in p.read_text(encoding="utf-8")]
