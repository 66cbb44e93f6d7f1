"""``companion rules matchup CARD CARD`` (FORMATS.md, "companion rules queries")."""

from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.store import Library

from tests.cards import CLONE, PALADIN


@pytest.fixture()
def db(tmp_path: Path) -> str:
    path = tmp_path / "cards.sqlite3"
    with Library.open(path) as library:
        library.save(replace(PALADIN, id="alahan/test-paladin", name="Test Paladin"))
        library.save(replace(CLONE, id="dirz/test-clone", name="Test Clone"))
        library.save(replace(CLONE, id="dirz/test-blank", name="Blank Clone", attack=None))
    return str(path)


def test_the_json_chances_are_exact_and_sum_to_one(capsys: pytest.CaptureFixture[str], db: str) -> None:
    assert main(["rules", "matchup", "alahan/test-paladin", "test clone", "--rounds", "2", "--charge", "first",
                 "--db", db, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    chances = [Fraction(data[k]["fraction"]) for k in ("first_wins", "second_wins", "undecided")]
    assert sum(chances) == 1 and chances[0] > chances[1]
    assert data["first_wins"]["probability"] == pytest.approx(float(chances[0]))
    assert len(data["rounds"]) == 2
    assert sum(Fraction(r["fraction"]) for r in data["rounds"]) == chances[0] + chances[1]
    assert data["why"][0]["first"]["division"][0][0] == "a1"


def test_the_same_card_is_even(capsys: pytest.CaptureFixture[str], db: str) -> None:
    assert main(["rules", "matchup", "dirz/test-clone", "dirz/test-clone", "--rounds", "2", "--policy", "even",
                 "--db", db, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["first_wins"] == data["second_wins"]


@pytest.mark.parametrize(("argv", "says"), [
    (["nosuch", "dirz/test-clone"], "no card 'nosuch'"),
    (["dirz/test-blank", "dirz/test-clone"], "Blank Clone: the card has no Attack"),
    (["dirz/test-clone", "alahan/test-paladin", "--figures", "2", "2"], "split the fray"),
])
def test_bad_input_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], db: str, argv: list[str],
                                         says: str) -> None:
    assert main(["rules", "matchup", *argv, "--db", db, "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.strip().splitlines()) == 1
