"""``companion validate``: exit codes, JSON shape, readable output, folders and the summary table."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.army_files import write_army
from companion.library.packs import write_pack
from companion.rules.ruleset import TOURNAMENT
from tests.rules.army_cards import CARDS, army

REPO = Path(__file__).resolve().parents[2]

LEGAL = army(("alahan/paladin", 3), ("alahan/swordsman", 3), ("griffin/magistrate", 2), points=160, name="Lions legal")
OVER = army(("alahan/paladin", 3), ("alahan/paladin", 3), ("alahan/swordsman", 3), ("alahan/swordsman", 3), points=None, ruleset=TOURNAMENT, name="Lions over")
FORBIDDEN = army(("alahan/paladin", 3), ("acheron/zombie", 1), ("alahan/nobody", 1), points=100, name="Lions and zombies")


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    path = tmp_path / "test.cards.json"
    write_pack(path, CARDS.values(), "army tests")
    return path


@pytest.fixture
def lists(tmp_path: Path) -> Path:
    folder = tmp_path / "lists"
    folder.mkdir()
    write_army(folder / "1-legal.army.json", LEGAL)
    write_army(folder / "2-over.army.json", OVER)
    write_army(folder / "3-forbidden.army.json", FORBIDDEN)
    (folder / "notes.txt").write_text("not a list", encoding="utf-8")
    return folder


def test_a_legal_list_exits_0_with_the_formats_md_object(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["validate", str(lists / "1-legal.army.json"), "--cards", str(pack), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert {"legal", "total_ap", "points", "allowance", "ally_ap", "violations", "warnings"} <= set(out)
    assert out["legal"] is True
    assert (out["total_ap"], out["points"], out["allowance"], out["ally_ap"]) == (160, 160, 5, 40)
    assert out["violations"] == [] and out["warnings"] == []
    assert out["file"].endswith("1-legal.army.json") and out["name"] == "Lions legal"
    assert out["info"]["figures"] == 8


def test_an_illegal_list_exits_1_and_lists_its_violations(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["validate", str(lists / "3-forbidden.army.json"), "--cards", str(pack), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 1
    assert out["legal"] is False
    assert [(v["rule"], v["entries"]) for v in out["violations"]] == [("card.unknown", [2]), ("alliance.forbidden", [1])]
    assert out["violations"][1]["source"] == "Booklet, the alliances"
    assert all(isinstance(v["message"], str) and v["message"] for v in out["violations"])
    assert out["violations"][0]["message_id"] == "army.card-unknown"
    assert out["violations"][0]["message"].startswith("The card 'alahan/nobody' is not in the library")


def test_the_json_stays_english_in_french(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["validate", str(lists / "3-forbidden.army.json"), "--cards", str(pack), "--json", "--lang", "fr"])
    out = json.loads(capsys.readouterr().out)
    assert out["violations"][1]["message"].startswith("Zombie (Shadows of Acheron) may not join an army")
    assert out["violations"][1]["source"] == "Booklet, the alliances"
    assert out["info"]["war_staff"]["missing"] == ["a Character with Leadership", "a Standard-bearer", "a Musician"]


def test_several_files_give_one_array(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    files = [str(lists / name) for name in ("1-legal.army.json", "2-over.army.json")]
    code = main(["validate", *files, "--cards", str(pack), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 1
    assert [item["legal"] for item in out] == [True, False]
    assert [v["rule"] for v in out[1]["violations"]] == ["points.overage", "points.overage.tournament-several"]
    assert out[1]["points"] == 200
    assert out[1]["violations"][0]["source"] == "Tournament rules, Choix des troupes"


def test_a_folder_is_every_army_file_in_it_with_a_summary_table(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["validate", str(lists), "--cards", str(pack)])
    out = capsys.readouterr().out
    assert code == 1
    assert "1-legal.army.json: Lions legal - Lions of Alahan, 160 AP, Core (booklet): LEGAL" in out
    assert "2-over.army.json: Lions over - Lions of Alahan, 200 AP, Tournament: ILLEGAL (2 violations)" in out
    assert "Zombie (Shadows of Acheron) may not join an army of the Lions of Alahan" in out
    assert "[alliance.forbidden; Booklet, the alliances]" in out
    table = out[out.index("file ") :].splitlines()
    assert table[0].split() == ["file", "list", "people", "AP", "allies", "result", "rules"]
    assert table[1].split()[:1] == ["1-legal.army.json"] and "legal" in table[1]
    assert table[2].split()[-3:] == ["ILLEGAL", "points.overage,", "points.overage.tournament-several"]
    assert "240/200" in table[2]
    assert table[-1] == "3 lists: 1 legal, 2 illegal"


def test_summary_only(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["validate", str(lists), "--cards", str(pack), "--summary"])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert out[0].startswith("file") and len(out) == 5


def test_readable_output_of_one_list(lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(lists / "1-legal.army.json"), "--cards", str(pack)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "  160 / 160 AP · allowance 5 · allies 40 AP (25% of 30% max)"
    assert lines[2] == "  8 figurines"
    assert not any(line.startswith("file") for line in lines)  # no table for a single list


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such file"),
        ("{", "malformed JSON"),
        ('{"format": "confrontation-army", "version": 1, "people": "elves", "points": 200, "entries": []}', "unknown people 'elves'"),
    ],
)
def test_bad_input_exits_2_without_traceback(
    tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str], content: str | None, message: str
) -> None:
    path = tmp_path / "bad.army.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code = main(["validate", str(path), "--cards", str(pack), "--json"])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.out == ""
    assert captured.err.startswith("companion: error: ") and message in captured.err
    assert "Traceback" not in captured.err


def test_one_bad_file_among_several_is_reported_and_wins_the_exit_code(
    lists: Path, pack: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (lists / "4-broken.army.json").write_text("[1, 2", encoding="utf-8")
    code = main(["validate", str(lists), "--cards", str(pack), "--json"])
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert code == 2
    assert len(out) == 4 and out[3]["file"].endswith("4-broken.army.json") and "malformed JSON" in out[3]["error"]
    assert "4-broken.army.json" in captured.err


def test_bad_pack_and_empty_folder_exit_2(tmp_path: Path, lists: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "broken.cards.json"
    broken.write_text("{}", encoding="utf-8")
    assert main(["validate", str(lists), "--cards", str(broken)]) == 2
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["validate", str(empty)]) == 2
    assert "no *.army.json file in this folder" in capsys.readouterr().err


def test_without_cards_the_library_database_is_used(lists: Path, pack: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from companion.library.store import Library

    db = tmp_path / "library.sqlite"
    library = Library.open(db, seed=False)
    library.import_pack(pack)
    library.close()
    code = main(["validate", str(lists / "1-legal.army.json"), "--db", str(db), "--json"])
    assert code == 0
    assert json.loads(capsys.readouterr().out)["total_ap"] == 160


def test_cards_missing_from_the_library_are_violations_not_errors(lists: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from companion.library.store import Library

    db = tmp_path / "empty.sqlite"
    Library.open(db, seed=False).close()  # an empty library, not the starter one
    code = main(["validate", str(lists / "1-legal.army.json"), "--db", str(db), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 1
    assert {v["rule"] for v in out["violations"]} == {"card.unknown"}


@pytest.mark.slow
def test_real_subprocess(lists: Path, pack: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "companion", "validate", str(lists / "2-over.army.json"), "--cards", str(pack), "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 1, done.stderr
    assert json.loads(done.stdout)["total_ap"] == 240
    assert done.stderr == ""


@pytest.mark.parametrize("name", ["lions.ros", "lions.rosz"])
def test_a_roster_is_told_to_be_converted_first(tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str],
                                                 name: str) -> None:
    """Not "malformed JSON at line 1" for a BattleScribe roster: the command that reads it."""
    path = tmp_path / name
    path.write_bytes(b'<?xml version="1.0"?><roster name="Lions"/>')
    code = main(["validate", str(path), "--cards", str(pack)])
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    assert "JSON" not in captured.err and "Traceback" not in captured.err
    assert "roster" in captured.err and f"companion army convert {path}" in captured.err


def test_each_list_takes_the_cards_of_its_own_edition_from_the_library(
        pack: Path, tmp_path: Path, battlescribe_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from companion.library.store import Library
    from companion.rules.card import Card

    db = tmp_path / "library.sqlite"
    with Library.open(db, seed=False) as library:
        library.import_pack(pack)  # the booklet's edition, Agonn among them without his AP
        library.save(Card(id="alahan/agonn-the-ardent", name="Agonn the ardent", people="alahan", character=True))
        library.import_battlescribe([battlescribe_dir])  # the C5 Agonn, 40 AP, beside him
    c5 = army(("alahan/agonn-the-ardent", 1), ("alahan/ballista-of-the-lion", 1), ("alahan/ballista-of-the-lion", 1),
              points=200, name="C5 lions")
    starter = army(("alahan/agonn-the-ardent", 1), ("alahan/paladin", 3), points=200, name="Starter lions")
    write_army(tmp_path / "c5.army.json", c5)
    write_army(tmp_path / "starter.army.json", starter)
    main(["validate", str(tmp_path / "c5.army.json"), str(tmp_path / "starter.army.json"), "--db", str(db), "--json"])
    c5_result, starter_result = json.loads(capsys.readouterr().out)
    assert c5_result["total_ap"] == 40 + 41 + 41  # the C5 Agonn's AP
    assert not {v["rule"] for v in c5_result["violations"]} & {"card.incomplete", "card.unknown"}
    assert "army.editions-mixed" not in {w["rule"] for w in c5_result["warnings"]}
    incomplete = [v for v in starter_result["violations"] if v["rule"] == "card.incomplete"]
    assert [v["entries"] for v in incomplete] == [[0]]  # the booklet's Agonn, whose AP the player fills in
