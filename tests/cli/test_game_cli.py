"""``companion game list|export|replay|import``: output, files and exit codes (FORMATS.md)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import main

REPO = Path(__file__).resolve().parents[2]


def test_list(database: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["game", "list", "--db", str(database)]) == 0
    out = capsys.readouterr().out
    assert "At the ford" in out and "finished" in out and "wins" in out
    assert "Unfinished" in out and "round 0, Approach" in out
    assert main(["--db", str(database), "game", "list", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)
    assert {g["name"] for g in games} == {"At the ford", "Unfinished"}
    finished = next(g for g in games if g["name"] == "At the ford")
    assert finished["status"] == "finished" and finished["sides"] == ["Alice", "Bob"]


def test_export_then_replay(database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "ford.json"
    assert main(["game", "export", "At the ford", "-o", str(log), "--db", str(database)]) == 0
    capsys.readouterr()
    data = json.loads(log.read_text(encoding="utf-8"))
    assert data["format"] == "confrontation-game" and data["actions"]
    assert main(["game", "replay", str(log), "--json"]) == 0
    final = json.loads(capsys.readouterr().out)
    assert final["phase"] == "finished" and "wins" in final["result"]
    figurines = [f for side in final["sides"] for f in side["figurines"]]
    assert {f["id"] for f in figurines} == {"A1", "A2", "A3", "B1", "B2", "B3", "B4"}
    assert all(f["wound"] in ("none", "light", "serious", "critical", "killed") for f in figurines)
    assert any(f["presence"] == "lost" and "lost" in f["states"] for f in figurines)
    report = tmp_path / "ford.txt"
    assert main(["game", "export", "1", "-o", str(report), "--format", "text", "--db", str(database)]) == 0
    assert report.read_text(encoding="utf-8").startswith("Battle report: At the ford")
    assert main(["game", "import", str(log), "--name", "Again", "--db", str(database), "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["actions"] == len(data["actions"])


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"format": "confrontation-game", ', "malformed JSON at line 1"),
        ('{"format": "army"}', "format is 'army'"),
        (None, "action 3 (end-round)"),
    ],
)
def test_bad_logs_exit_2(database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                         content: str | None, message: str) -> None:
    log = tmp_path / "log.json"
    if content is None:
        assert main(["game", "export", "1", "-o", str(log), "--db", str(database)]) == 0
        data = json.loads(log.read_text(encoding="utf-8"))
        data["actions"].insert(3, {"kind": "end-round"})
        content = json.dumps(data)
    log.write_text(content, encoding="utf-8")
    capsys.readouterr()
    assert main(["game", "replay", str(log)]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_unknown_game_exits_2(database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["game", "export", "42", "-o", str(tmp_path / "x.json"), "--db", str(database)]) == 2
    assert "there is no game 42" in capsys.readouterr().err
    assert main(["game", "export", "Nowhere", "-o", str(tmp_path / "x.json"), "--db", str(database)]) == 2


@pytest.mark.slow
def test_replay_in_a_subprocess(database: Path, tmp_path: Path) -> None:
    log = tmp_path / "ford.json"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "companion"]
    done = subprocess.run([*command, "game", "export", "1", "-o", str(log), "--db", str(database)],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    done = subprocess.run([*command, "game", "replay", str(log), "--json"], capture_output=True, text=True, env=env,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["phase"] == "finished"
    log.write_text("[]", encoding="utf-8")
    done = subprocess.run([*command, "game", "replay", str(log)], capture_output=True, text=True, env=env,
                          timeout=60)
    assert done.returncode == 2 and "not a game log" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("argv", [["game", "list"], ["tournament", "rounds"]])
def test_a_new_database_opened_first_by_games_or_rounds_gets_the_starter_library(
        argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Whichever command creates the database, it starts with the starter library (a later
    ``cards list`` on it is not empty)."""
    from companion.library.packs import read_pack, starter_pack_paths
    from companion.library.store import Library

    db = tmp_path / "new.sqlite3"
    assert main([*argv, "--db", str(db)]) == 0
    capsys.readouterr()
    starter = {card.id for path in starter_pack_paths() for card in read_pack(path).cards}
    with Library.open(db) as library:
        assert {card.id for card in library.cards()} == starter


def test_a_game_exported_before_its_first_action_imports(database: Path, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    from companion.library.games import GameStore
    from tests.cards import CLONE, PALADIN
    from tests.rules.game.helpers import setup_of

    with GameStore.open(database) as games:
        games.create(setup_of([(PALADIN, 1)], [(CLONE, 1)], seed=3), "Not begun")
    log = tmp_path / "empty.json"
    assert main(["game", "export", "Not begun", "-o", str(log), "--db", str(database)]) == 0
    assert json.loads(log.read_text(encoding="utf-8"))["actions"] == []
    capsys.readouterr()
    assert main(["game", "import", str(log), "--name", "Again", "--db", str(database), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["actions"] == 0
    again = tmp_path / "again.json"
    assert main(["game", "export", "Again", "-o", str(again), "--db", str(database)]) == 0
    first, second = (json.loads(path.read_text(encoding="utf-8")) for path in (log, again))
    assert {**first, "name": "Again"} == second


def test_names_from_a_log_are_printed_with_their_terminal_escapes_shown(database: Path, tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "ford.json"
    assert main(["game", "export", "At the ford", "-o", str(log), "--db", str(database)]) == 0
    data = json.loads(log.read_text(encoding="utf-8"))
    data["name"] = "Ford\x1b]0;owned\x07\x1b[2J"
    data["setup"]["sides"][0]["player"] = "Alice\x1b[31m\nforged line"
    log.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["game", "replay", str(log)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "Ford\\x1b]0;owned\\x07\\x1b[2J: round" in out
    assert "Alice\\x1b[31m\\nforged line (" in out and "\nforged line" not in out
    assert main(["game", "import", str(log), "--db", str(database)]) == 0
    assert main(["game", "list", "--db", str(database)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "Ford\\x1b]0;owned" in out


def test_ten_thousand_dice_for_one_strike_are_refused(database: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "ford.json"
    assert main(["game", "export", "At the ford", "-o", str(log), "--db", str(database)]) == 0
    data = json.loads(log.read_text(encoding="utf-8"))
    index, attack = next((i, a) for i, a in enumerate(data["actions"]) if a["kind"] == "attack")
    attack["dice"][0] = [6] * 9_999 + [1]
    log.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    for command in (["game", "replay", str(log)], ["game", "import", str(log), "--db", str(database)]):
        assert main(command) == 2
        err = capsys.readouterr().err
        assert f"action {index} (attack)" in err and "10000 dice for one characteristic roll" in err
        assert "Traceback" not in err
