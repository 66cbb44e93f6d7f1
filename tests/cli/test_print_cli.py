"""``companion print roster|reference|proxies``: files written, exit codes, messages."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.packs import write_pack
from tests.printing import pdf_tools
from tests.printing.samples import ALL_CARDS

REPO = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    path = tmp_path / "test.cards.json"
    write_pack(path, ALL_CARDS.values(), "Printing test cards")
    return path


def army_file(tmp_path: Path, entries: list[dict[str, object]], **fields: object) -> Path:
    data: dict[str, object] = {"format": "confrontation-army", "version": 1,
                               "name": "Tom & <Jerry> at the ford", "people": "alahan",
                               "points": 200, "ruleset": "core", "entries": entries}
    data.update(fields)
    path = tmp_path / "list.army.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


LEGAL = [{"card": "alahan/paladin", "figures": 3}, {"card": "alahan/paladin", "figures": 1},
         {"card": "griffin/magistrate", "figures": 2}, {"card": "alahan/spearman", "figures": 2}]
ILLEGAL = [{"card": "alahan/paladin", "figures": 3}, {"card": "acheron/crane", "figures": 1},
           {"card": "nope/unknown", "figures": 1}]


def test_roster_of_a_legal_list_exits_0(tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "roster.pdf"
    code = main(["print", "roster", str(army_file(tmp_path, LEGAL)), "-o", str(out), "--cards", str(pack)])
    assert code == 0
    assert f"wrote {out}" in capsys.readouterr().out
    text = pdf_tools.flat(out)
    assert "Tom & <Jerry> at the ford" in text and "LEGAL ✓" in text and "Griffin Magistrate" in text
    assert pdf_tools.media_boxes(out) == {(595.3, 841.9)}


def test_roster_of_an_illegal_list_still_prints_and_exits_1(tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "roster.pdf"
    code = main(["print", "roster", str(army_file(tmp_path, ILLEGAL)), "-o", str(out),
                 "--cards", str(pack), "--paper", "letter", "--json"])
    assert code == 1
    report = json.loads(capsys.readouterr().out)
    assert report["legal"] is False and report["violations"] >= 2 and report["paper"] == "letter"
    assert report["pages"] == pdf_tools.page_count(out)
    text = pdf_tools.flat(out)
    assert "NOT LEGAL ✗" in text and "nope/unknown" in text and "The Almighty Crâne" in text
    assert pdf_tools.media_boxes(out) == {(612.0, 792.0)}


def test_a_list_past_what_an_army_is_is_refused_before_a_page_is_laid_out(
        tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "roster.pdf"
    entries: list[dict[str, object]] = [{"card": "alahan/paladin", "figures": 1}] * 10_000
    code = main(["print", "roster", str(army_file(tmp_path, entries)), "-o", str(out), "--cards", str(pack)])
    assert code == 2
    assert capsys.readouterr().err == ("companion: error: the list has 10000 entries, 10000 figurines: more than an "
                                       "army fields; a roster prints at most 1000 figurines\n")
    assert not out.exists()


def test_a_roster_prints_up_to_its_figurines_limit() -> None:
    from companion.errors import BadInput
    from companion.printing.roster import MAX_ROSTER_FIGURINES, check_roster_size
    from companion.rules.army import ArmyList, Entry

    def army(figurines: int) -> ArmyList:
        full, rest = divmod(figurines, 100)  # an entry fields at most 100 figures
        tail = (Entry("alahan/paladin", rest),) if rest else ()
        return ArmyList("Host", "alahan", 200, entries=(Entry("alahan/paladin", 100),) * full + tail)

    check_roster_size(army(MAX_ROSTER_FIGURINES))
    with pytest.raises(BadInput) as refused:
        check_roster_size(army(MAX_ROSTER_FIGURINES + 1))
    assert refused.value.args[0].id == "printing.roster-too-many-figurines"


def test_roster_from_the_library_database(tmp_path: Path, pack: Path) -> None:
    from companion.library.store import Library

    db = tmp_path / "lib.sqlite3"
    with Library.open(db, seed=False) as library:
        library.import_pack(pack)
    out = tmp_path / "roster.pdf"
    assert main(["print", "roster", str(army_file(tmp_path, LEGAL)), "-o", str(out), "--db", str(db)]) == 0
    assert "Alahan Spearman" in pdf_tools.flat(out)
    out.unlink()
    assert main(["--db", str(db), "print", "roster", str(army_file(tmp_path, LEGAL)), "-o", str(out)]) == 0
    assert "Alahan Spearman" in pdf_tools.flat(out)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "malformed JSON"),
        ('{"format": "confrontation-army", "version": 1, "name": "x", "people": "alahan", "points": 200, "entries": [{"card": "alahan/paladin", "figures": -2}]}', "figures"),
        ('{"format": "confrontation-army", "version": 1, "name": "x", "people": "atlantis", "entries": []}', "atlantis"),
    ],
)
def test_a_malformed_army_file_exits_2_with_a_message(tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str], content: str, message: str) -> None:
    path = tmp_path / "bad.army.json"
    path.write_text(content, encoding="utf-8")
    out = tmp_path / "roster.pdf"
    assert main(["print", "roster", str(path), "-o", str(out), "--cards", str(pack)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("companion: error:") and message in err and "Traceback" not in err
    assert not out.exists() and not list(tmp_path.glob("*.part"))


def test_missing_files_exit_2(tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "x.pdf"
    assert main(["print", "roster", str(tmp_path / "none.army.json"), "-o", str(out), "--cards", str(pack)]) == 2
    assert "no such file" in capsys.readouterr().err
    army = army_file(tmp_path, LEGAL)
    assert main(["print", "roster", str(army), "-o", str(out), "--cards", str(tmp_path / "none.cards.json")]) == 2
    assert main(["print", "proxies", str(army), "-o", str(tmp_path / "no" / "x.pdf"), "--cards", str(pack)]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert main(["print", "reference", "-o", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


def test_reference_for_a_ruleset_and_house_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "reference.pdf"
    assert main(["print", "reference", "-o", str(out), "--ruleset", "tournament",
                 "--house-rule", "14", "21", "--paper", "letter", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ruleset"] == "Tournament + house rules 14, 21"
    text = pdf_tools.flat(out)
    assert "Tournament + house rules 14, 21" in text and "House rule 14 (Tir dans le tas)" in text
    assert pdf_tools.media_boxes(out) == {(612.0, 792.0)}


def test_reference_with_an_unknown_house_rule_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "reference.pdf"
    assert main(["print", "reference", "-o", str(out), "--house-rule", "22"]) == 2
    assert "numbered 1 to 21" in capsys.readouterr().err
    assert not out.exists()


def test_proxies_of_a_list(tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "proxies.pdf"
    assert main(["print", "proxies", str(army_file(tmp_path, LEGAL)), "-o", str(out), "--cards", str(pack), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["proxies"] == 4 and report["pages"] == 1
    assert pdf_tools.flat(out).count("Paladin ") >= 2


def test_proxies_of_a_list_with_an_unknown_card_exit_2(tmp_path: Path, pack: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "proxies.pdf"
    assert main(["print", "proxies", str(army_file(tmp_path, ILLEGAL)), "-o", str(out), "--cards", str(pack)]) == 2
    assert "'nope/unknown'" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.slow
def test_help_does_not_import_reportlab() -> None:
    code = ("import sys\nfrom companion.cli import build_parser\nbuild_parser()\n"
            "print(any(m.split('.')[0] == 'reportlab' for m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=REPO, check=True, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert result.stdout.strip() == "False"


@pytest.mark.slow
def test_print_help_lists_the_three_sheets() -> None:
    result = subprocess.run([sys.executable, "-m", "companion", "print", "--help"], capture_output=True,
                            text=True, cwd=REPO, env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"})
    assert result.returncode == 0
    for sheet in ("roster", "reference", "proxies"):
        assert sheet in result.stdout
