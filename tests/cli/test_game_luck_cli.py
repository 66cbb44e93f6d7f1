"""``companion game luck GAME [--json]``: each player's luck, exact fractions and their values
(FORMATS.md), the same as the rules compute from the game's log; an unknown game exits 2."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.games import GameStore
from companion.rules.game.luck import log_rolls
from companion.rules.luck import game_luck


def _fraction(text: str) -> Fraction:
    numerator, denominator = text.split("/")
    return Fraction(int(numerator), int(denominator))


def test_luck_json_is_the_luck_of_the_games_log(database: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["game", "luck", "At the ford", "--json", "--db", str(database)]) == 0
    out = json.loads(capsys.readouterr().out)
    with GameStore.open(database) as games:
        game_id = games.resolve("At the ford")
        state, actions = games.state(game_id), games.actions(game_id)
    lucks = game_luck(log_rolls(state.setup, actions))
    assert out["game"] == game_id and out["name"] == "At the ford"
    assert [p["side"] for p in out["players"]] == ["A", "B"]
    assert [p["player"] for p in out["players"]] == ["Alice", "Bob"]
    for player, luck in zip(out["players"], lucks):
        overall = player["overall"]
        assert overall["rolls"] == luck.overall.rolls > 0 and overall["got"] == luck.overall.got
        assert _fraction(overall["expected"]["fraction"]) == luck.overall.expected
        chance = _fraction(overall["at_least_as_well"]["fraction"])
        assert chance == luck.overall.at_least_as_well
        assert overall["at_least_as_well"]["probability"] == pytest.approx(float(chance))
        assert set(player["phases"]) <= {"tactical", "courage", "firing", "initiative", "attack-defence", "damage"}
        assert sum(p["rolls"] for p in player["phases"].values()) == overall["rolls"]
        assert player["rounds"][-1]["got"] == overall["got"]
    assert "tactical" in out["players"][0]["phases"] and "damage" in out["players"][0]["phases"]
    assert set(out["players"][0]["wounds"]) == {"stunned", "light", "serious", "critical", "killed"}


def test_luck_in_words(database: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["game", "luck", "1", "--db", str(database)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("At the ford: round")
    assert "Alice:" in out and "Bob:" in out and "Attack and Defence:" in out
    assert "at least as well:" in out and "Round by round" in out


def test_luck_of_an_unknown_game_exits_2(database: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["game", "luck", "42", "--db", str(database)]) == 2
    err = capsys.readouterr().err
    assert "there is no game 42" in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert main(["game", "luck", "Nowhere", "--json", "--db", str(database)]) == 2


def test_the_exports_carry_the_luck(database: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log, report = tmp_path / "ford.json", tmp_path / "ford.txt"
    assert main(["game", "export", "1", "-o", str(log), "--db", str(database)]) == 0
    assert main(["game", "export", "1", "-o", str(report), "--format", "text", "--db", str(database)]) == 0
    capsys.readouterr()
    assert main(["game", "luck", "1", "--json", "--db", str(database)]) == 0
    data = json.loads(log.read_text(encoding="utf-8"))
    assert data["luck"] == json.loads(capsys.readouterr().out)["players"]
    assert data["luck"][0]["overall"]["rolls"] > 0
    text = report.read_text(encoding="utf-8")
    assert "Luck: the exact chance of doing at least as well" in text
    assert text.index("Luck:") > text.index("Losses of Alice")
    assert main(["game", "replay", str(log), "--json"]) == 0  # the luck does not stop a replay
