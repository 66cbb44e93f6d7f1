"""Two processes writing the same game or the same army list: the one that read it first and
writes last is refused, saying what changed, and nothing the other wrote is overwritten."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path


from companion.library.armies import ArmyStore
from companion.library.games import GameStore
from companion.library.store import Library
from companion.rules.army import ArmyList, Entry
from companion.rules.game import replay
from companion.rules.game.actions import Note
from companion.rules.game.autoplay import choose
from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import setup_of

REPO = Path(__file__).resolve().parents[2]

LATE_WRITER = textwrap.dedent('''
    import json, sys
    from companion.errors import BadInput
    from companion.library.armies import ArmyStore
    from companion.library.games import GameStore
    from companion.library.store import Library
    from companion.rules.game.actions import Note
    path, kind, row = sys.argv[1], sys.argv[2], int(sys.argv[3])
    library = Library.open(path, seed=False)
    if kind == "game":
        games = GameStore(library)
        games.state(row)  # read now, as a window opened earlier did
        write = lambda: games.append(row, Note("from the window opened earlier"))
    else:
        lists = ArmyStore(library)
        saved = lists.open(row)
        army = saved.army()
        write = lambda: lists.save(army.with_figures(0, 3), row, version=saved.version)
    print("read", flush=True)
    sys.stdin.readline()  # the other writer writes meanwhile
    try:
        write()
        print(json.dumps({"written": True}), flush=True)
    except BadInput as error:
        from companion.i18n.engine import error_text
        after = len(games.actions(row)) if kind == "game" else None
        print(json.dumps({"written": False, "id": error.message.id, "text": error_text(error),
                          "actions_after": after}), flush=True)
''')


def late_writer(path: Path, kind: str, row: int) -> subprocess.Popen[str]:
    """A second process that reads ``row`` now and writes it when told to."""
    child = subprocess.Popen([sys.executable, "-c", LATE_WRITER, str(path), kind, str(row)], cwd=REPO,
                             env={**os.environ, "PYTHONPATH": str(REPO)}, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline() == "read\n", child.stderr.read() if child.stderr else ""
    return child


def finish(child: subprocess.Popen[str]) -> dict[str, object]:
    out, err = child.communicate("go\n", timeout=60)
    assert child.returncode == 0, err
    result: dict[str, object] = json.loads(out)
    return result


def test_a_game_written_meanwhile_refuses_the_late_writer(library: Library) -> None:
    games = GameStore(library)
    game_id = games.create(setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=5))
    child = late_writer(library.path, "game", game_id)
    for _ in range(10):  # this window commits 10 actions
        games.append(game_id, choose(games.state(game_id)))
    result = finish(child)
    assert result["written"] is False and result["id"] == "game.store-changed-elsewhere"
    assert "it now has 10 actions" in str(result["text"]) and "nothing was overwritten" in str(result["text"])
    assert result["actions_after"] == 10  # the late writer reads the game again: the 10 are there
    with GameStore.open(library.path) as again:
        actions = again.actions(game_id)
        assert len(actions) == 10 and not any(isinstance(a, Note) for a in actions)
        assert again.state(game_id) == replay(again.state(game_id).setup, actions)


def test_a_list_saved_meanwhile_refuses_the_late_writer(library: Library) -> None:
    lists = ArmyStore(library)
    army = ArmyList(name="Lions", people="alahan", points=200, entries=(Entry("alahan/paladin"),))
    saved = lists.save(army)
    child = late_writer(library.path, "list", saved.id)
    added = army.added(Entry("alahan/guard"))
    lists.save(added, saved.id, version=saved.version)  # this window adds an entry
    result = finish(child)
    assert result["written"] is False and result["id"] == "library.list-changed-elsewhere"
    assert "“Lions” was changed by another window or command" in str(result["text"])
    assert lists.open(saved.id).army() == added  # the entry added is still there


def test_a_writer_that_read_the_last_version_is_not_refused(library: Library) -> None:
    lists = ArmyStore(library)
    saved = lists.save(ArmyList(name="Lions", people="alahan", points=200, entries=(Entry("alahan/paladin"),)))
    child = late_writer(library.path, "list", saved.id)
    assert finish(child) == {"written": True}
    assert lists.open(saved.id).army().entries[0].figures == 3
