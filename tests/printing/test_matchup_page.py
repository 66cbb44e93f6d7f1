"""The roster's matchup page (``print roster --against OTHER``) and the matrix it draws."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.packs import write_pack
from companion.rules.army import ArmyList, Entry
from companion.rules.matchup import Charger, matchup
from companion.rules.matchup_matrix import ArmyMatrix, army_matrix
from companion.rules.ruleset import Ruleset
from tests.printing import pdf_tools
from tests.printing.samples import ALL_CARDS


def _list(tmp_path: Path, name: str, entries: list[dict[str, object]]) -> Path:
    path = tmp_path / f"{name}.army.json"
    path.write_text(json.dumps({"format": "confrontation-army", "version": 1, "name": name, "people": "alahan",
                                "points": 200, "ruleset": "core", "entries": entries}), encoding="utf-8")
    return path


def test_the_matrix_is_each_entry_against_each_and_says_what_is_missing() -> None:
    mine = ArmyList(name="Mine", people="alahan", points=200, ruleset=Ruleset(),
                    entries=(Entry("alahan/paladin", 3), Entry("alahan/spearman", 2), Entry("nope/unknown", 1)))
    theirs = ArmyList(name="Theirs", people="alahan", points=200, ruleset=Ruleset(),
                      entries=(Entry("alahan/spearman", 1), Entry("alahan/spearman", 3)))
    seen: list[ArmyMatrix] = []
    matrix = army_matrix(mine, theirs, ALL_CARDS, charge=Charger.FIRST, rounds=3, progress=seen.append)
    assert len(seen) == 2  # two distinct fights: the same card twice is computed once
    assert seen[0].cells[0][0].matchup is not None and seen[0].cells[1][0].matchup is None
    assert seen[0].cells[1][0].missing is None and seen[-1] == matrix
    paladin = matrix.cells[0][0].matchup
    assert paladin is not None and paladin == matrix.cells[0][1].matchup
    assert paladin.first_wins == matchup(ALL_CARDS["alahan/paladin"], ALL_CARDS["alahan/spearman"],
                                         charge=Charger.FIRST, rounds=3).first_wins
    assert matrix.cells[2][0].matchup is None and matrix.cells[2][0].missing is not None
    spearmen = matrix.cells[1][0].matchup
    assert spearmen is not None and spearmen.first_wins > spearmen.second_wins  # the charger's edge
    assert spearmen.first_wins + spearmen.second_wins + spearmen.undecided == Fraction(1)


def test_print_roster_against_another_list_adds_its_page(tmp_path: Path) -> None:
    pack = tmp_path / "test.cards.json"
    write_pack(pack, ALL_CARDS.values(), "Printing test cards")
    mine = _list(tmp_path, "Lions", [{"card": "alahan/paladin", "figures": 1}, {"card": "alahan/spearman", "figures": 2}])
    theirs = _list(tmp_path, "Spears", [{"card": "alahan/spearman", "figures": 3}])
    alone, against = tmp_path / "alone.pdf", tmp_path / "against.pdf"
    assert main(["print", "roster", str(mine), "-o", str(alone), "--cards", str(pack), "--lang", "en"]) == 0
    assert main(["print", "roster", str(mine), "-o", str(against), "--cards", str(pack), "--lang", "en",
                 "--against", str(theirs)]) == 0
    assert pdf_tools.page_count(against) == pdf_tools.page_count(alone) + 1
    text = pdf_tools.flat(against)
    assert "Lions against Spears" in text and "nobody charged" in text
    exact = matchup(ALL_CARDS["alahan/paladin"], ALL_CARDS["alahan/spearman"])
    assert f"{round(float(exact.first_wins) * 100)}%" in text


def test_an_unreadable_other_list_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pack = tmp_path / "test.cards.json"
    write_pack(pack, ALL_CARDS.values(), "Printing test cards")
    mine = _list(tmp_path, "Lions", [{"card": "alahan/paladin", "figures": 1}])
    bad = tmp_path / "bad.army.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["print", "roster", str(mine), "-o", str(tmp_path / "x.pdf"), "--cards", str(pack),
                 "--against", str(bad)]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
