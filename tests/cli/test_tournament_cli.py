"""``companion tournament check|rosters|rounds``: every list of a folder under the tournament rules."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.army_files import write_army
from companion.library.packs import write_pack
from companion.rules.army import Entry
from companion.rules.ruleset import CORE
from tests.rules.tournament_cards import CARDS, DEAD, LIONS

OVER = replace(LIONS, name="Lions over", entries=(*LIONS.entries, Entry("alahan/swordsman", 1)))  # 210 AP
CORE_300 = replace(LIONS, name="Lions for 300", points=300, ruleset=CORE)
DEAD_FILE = replace(DEAD, points=200)
"""Saved under the core rules (a core file must give its points)."""


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    path = tmp_path / "tournament.cards.json"
    write_pack(path, CARDS.values(), "tournament tests")
    return path


@pytest.fixture
def lists(tmp_path: Path) -> Path:
    folder = tmp_path / "lists"
    folder.mkdir()
    write_army(folder / "anne.army.json", LIONS)
    write_army(folder / "bruno.army.json", DEAD_FILE)
    return folder


def test_check_a_folder_of_legal_lists(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["tournament", "check", str(lists), "--cards", str(pack)])
    out = capsys.readouterr().out
    assert code == 0
    assert "anne.army.json: Lions at the ford - Lions of Alahan, 200 AP, Tournament: LEGAL" in out
    assert "Duel figurine (III - Le duel, the most expensive): Red Lioness, 60 AP" in out
    assert "Necromancer, 45 AP" in out
    assert "2 lists: 2 legal, 0 illegal" in out


def test_a_core_list_is_checked_under_the_tournament_rules(lists: Path, pack: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(lists / "bruno.army.json"), "--cards", str(pack)]) == 0
    assert "200 AP, Core (booklet): LEGAL" in capsys.readouterr().out
    assert main(["tournament", "check", str(lists / "bruno.army.json"), "--cards", str(pack), "--json"]) == 0
    [obj] = json.loads(capsys.readouterr().out)
    assert (obj["legal"], obj["points"], obj["total_ap"], obj["ruleset"]) == (True, 200, 200, "tournament")


def test_an_overage_list_exits_1_with_the_summary(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_army(lists / "carl.army.json", OVER)
    code = main(["tournament", "check", str(lists), "--cards", str(pack), "--summary"])
    out = capsys.readouterr().out
    assert code == 1
    lines = out.splitlines()
    assert lines[0].split() == ["file", "list", "people", "AP", "allies", "result", "rules"]
    carl = next(line for line in lines if line.startswith("carl.army.json"))
    assert "210/200" in carl and "ILLEGAL" in carl and "points.overage" in carl
    assert "3 lists: 2 legal, 1 illegal" in out


def test_points_override(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_army(lists / "dora.army.json", CORE_300)
    assert main(["tournament", "check", str(lists), "--cards", str(pack), "--summary"]) == 0  # 200 for 300: under
    assert "dora.army.json   Lions for 300" in capsys.readouterr().out
    assert main(["tournament", "check", str(lists), "--cards", str(pack), "--points", "150", "--json"]) == 1
    objects = json.loads(capsys.readouterr().out)
    assert [o["legal"] for o in objects] == [False, False, False] and all(o["points"] == 150 for o in objects)
    assert main(["tournament", "check", str(lists), "--cards", str(pack), "--points", "0"]) == 2


@pytest.mark.parametrize("damage", ["{not json", json.dumps({"format": "confrontation-army", "version": 1})])
def test_bad_input_wins_over_illegal(lists: Path, pack: Path, damage: str, capsys: pytest.CaptureFixture[str]) -> None:
    write_army(lists / "carl.army.json", OVER)
    (lists / "zed.army.json").write_text(damage, encoding="utf-8")
    code = main(["tournament", "check", str(lists), "--cards", str(pack)])
    captured = capsys.readouterr()
    assert code == 2
    assert "zed.army.json" in captured.err and "Traceback" not in captured.err
    assert "BAD INPUT" in captured.out


def test_an_empty_folder_is_bad_input(tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "check", str(tmp_path), "--cards", str(pack)]) == 2
    assert "no *.army.json" in capsys.readouterr().err


def test_rosters_of_every_list(lists: Path, pack: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pypdf import PdfReader

    write_army(lists / "carl.army.json", OVER)
    out = tmp_path / "rosters"
    out.mkdir()
    code = main(["tournament", "rosters", str(lists), "-o", str(out), "--cards", str(pack), "--json"])
    written = json.loads(capsys.readouterr().out)
    assert code == 1  # carl's list is illegal: printed with its violations
    assert sorted(p.name for p in out.iterdir()) == ["anne.roster.pdf", "bruno.roster.pdf", "carl.roster.pdf"]
    assert [w["legal"] for w in written] == [True, True, False]
    text = "".join(page.extract_text() for page in PdfReader(out / "anne.roster.pdf").pages)
    assert "Red Lioness" in text and "Lions at the ford" in text
    text = "".join(page.extract_text() for page in PdfReader(out / "carl.roster.pdf").pages)
    assert "210" in text


def test_rosters_need_an_existing_folder(lists: Path, pack: Path, tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "rosters", str(lists), "-o", str(tmp_path / "missing"), "--cards", str(pack)]) == 2
    assert "no such folder" in capsys.readouterr().err


def test_rounds_lists_the_rounds_played(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from companion.library.tournament_rounds import TournamentRounds
    from companion.rules.tournament import Challenge, Objective, ObjectiveRoll, Player, Terrain

    db = tmp_path / "c.sqlite3"
    assert main(["tournament", "rounds", "--db", str(db)]) == 0
    assert "no tournament round yet" in capsys.readouterr().out
    rounds = TournamentRounds.open(db)
    players = (Player.from_list("Anne", LIONS, CARDS), Player.from_list("Bruno", DEAD, CARDS))
    challenge = Challenge.start(players, Terrain(60, 90), Objective(ObjectiveRoll((1,)), "Kill the leader", "1 hour"))
    rounds.create(challenge.wager(0, {1}).wager(1, {1}).reveal_wagers().challenge_met(), name="Final")
    rounds.close()
    assert main(["tournament", "rounds", "--db", str(db), "--json"]) == 0
    [listed] = json.loads(capsys.readouterr().out)
    assert (listed["name"], listed["winner"], listed["stage"]) == ("Final", "Bruno", "victoire")
