"""A real ``companion`` process killed with SIGKILL in the middle of a write that takes more
than one statement: the first start (the schema and the starter packs) and ``game import``.
What it was writing is either all there or not at all, and the next start finishes it."""

from __future__ import annotations

import json
import signal
import textwrap
from pathlib import Path

import pytest

from companion.cli import main
from companion.library import packs
from companion.library.games import GameStore
from companion.library.store import Library
from companion.rules.game.autoplay import choose
from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.library.kill_points import killed_when_stopped
from tests.rules.game.helpers import setup_of

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")

KILLED_AT = textwrap.dedent('''
    import sys, time
    from sqlalchemy import event
    from sqlalchemy.engine import Engine
    statement = sys.argv[1]

    @event.listens_for(Engine, "before_cursor_execute")
    def stop_there(conn, cursor, sql, parameters, context, executemany):
        if sql.lstrip().startswith(statement):
            print("stopped", flush=True)  # the parent kills us now, in the middle of the write
            time.sleep(600)

    from companion.cli import main
    sys.exit(main(sys.argv[2:]))
''')


def killed_at(statement: str, *argv: str) -> None:
    """Run ``companion ARGV`` in a new process and SIGKILL it when it is about to run the first
    SQL statement starting with ``statement``."""
    killed_when_stopped(KILLED_AT, statement, *argv)


@pytest.mark.slow
def test_a_first_start_killed_while_seeding_is_seeded_whole_next_time(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "companion.sqlite3"
    starter = sum(len(packs.read_pack(p).cards) for p in packs.starter_pack_paths())
    assert starter >= 40
    killed_at("INSERT INTO card", "--db", str(path), "cards", "list")
    assert main(["--db", str(path), "cards", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["count"] == starter
    with Library.open(path) as library:  # and only once
        assert library.count() == starter


@pytest.mark.slow
def test_a_game_import_killed_midway_leaves_no_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "companion.sqlite3"
    log = tmp_path / "game.log.json"
    with GameStore.open(path) as games:
        game_id = games.create(setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=5))
        for _ in range(60):
            games.append(game_id, choose(games.state(game_id)))
        log.write_text(json.dumps(games.export_json(game_id)), encoding="utf-8")
        games.delete(game_id)
    killed_at("INSERT INTO game_action", "--db", str(path), "game", "import", str(log))
    with GameStore.open(path) as games:
        assert games.list() == []  # no partial game listed as in progress
    assert main(["--db", str(path), "game", "import", str(log)]) == 0
    with GameStore.open(path) as games:
        (game,) = games.list()
        assert game.actions == 60
