"""``companion cards list|import|export`` (FORMATS.md): exit codes, output, nothing written on bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.cli import main
from companion.library import store
from companion.library.packs import read_pack
from companion.library.store import Library

from tests.cards import PACK_PALADIN as PALADIN

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.usefixtures("no_starter_packs")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def count(db: Path) -> int:
    with Library.open(db, seed=False) as library:
        return library.count()


def test_import_then_list_then_export(capsys: pytest.CaptureFixture[str], db: Path, pack: Path, tmp_path: Path) -> None:
    code, out, err = run(capsys, "cards", "import", str(pack), "--db", str(db))
    assert (code, err) == (0, "")
    assert "imported 1 file: 2 added, 0 updated, 0 unchanged; the library holds 2 cards" in out

    code, out, _ = run(capsys, "cards", "list", "--db", str(db))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["ID", "NAME", "RANK", "AP", "MOV", "INI", "ATT", "STR", "DEF", "RES", "COU/FEAR", "DIS", "EDITION"]
    assert lines[1].split() == ["acheron/wraith", "Wraith", "-", "40", "-", "-", "-", "-", "-", "-", "F7", "-", "c2"]
    assert lines[2].split() == ["alahan/paladin", "Paladin", "veteran", "31", "10", "3", "5", "5", "4", "5", "5", "3", "c2"]
    assert lines[-1] == "2 cards"

    out_file = tmp_path / "alahan.cards.json"
    code, out, _ = run(capsys, "cards", "export", "-o", str(out_file), "--people", "alahan", "--db", str(db))
    assert code == 0 and out.strip() == f"wrote 1 card to {out_file}"
    assert read_pack(out_file).cards == (PALADIN,)


def test_json_output(capsys: pytest.CaptureFixture[str], db: Path, pack: Path, tmp_path: Path) -> None:
    code, out, _ = run(capsys, "cards", "import", str(pack), "--db", str(db), "--json")
    assert code == 0
    report = json.loads(out)
    assert report == {"added": 2, "updated": 0, "unchanged": 0, "notes": [], "skipped": [], "files": [str(pack)],
                      "files_imported": 1, "library_count": 2}
    code, out, _ = run(capsys, "cards", "import", str(pack), "--db", str(db), "--json")
    assert json.loads(out)["unchanged"] == 2 and json.loads(out)["added"] == 0

    code, out, _ = run(capsys, "cards", "list", "--people", "acheron", "--json", "--db", str(db))
    listing = json.loads(out)
    assert listing["count"] == 1 and listing["warnings"] == []
    assert listing["cards"][0]["id"] == "acheron/wraith" and listing["cards"][0]["fear"] == 7

    target = tmp_path / "all.cards.json"
    code, out, _ = run(capsys, "cards", "export", "-o", str(target), "--json", "--db", str(db))
    assert json.loads(out) == {"written": 2, "path": str(target), "people": None}


def test_common_options_before_the_subcommand_and_the_environment(
    capsys: pytest.CaptureFixture[str], db: Path, pack: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run(capsys, "--db", str(db), "cards", "import", str(pack))[0] == 0
    code, out, _ = run(capsys, "--db", str(db), "--json", "cards", "list")
    assert json.loads(out)["count"] == 2
    monkeypatch.setenv("COMPANION_DB", str(db))
    code, out, _ = run(capsys, "cards", "list", "--json")
    assert json.loads(out)["count"] == 2


def test_battlescribe_files_are_imported_together(capsys: pytest.CaptureFixture[str], db: Path, battlescribe_dir: Path) -> None:
    files = [str(battlescribe_dir / name) for name in ("alahan-lions-c5.cat", "confrontation-c5.gst", "kelt-sessair-c5.cat")]
    code, out, _ = run(capsys, "cards", "import", *files, "--json", "--db", str(db))
    assert code == 0
    report = json.loads(out)
    assert (report["added"], report["library_count"]) == (113, 113)
    assert any("movement category" in note for note in report["notes"])
    code, out, _ = run(capsys, "cards", "import", *files, "--db", str(db))
    assert "note: Alahan Lions [C5] / Agent of the Chimera" in out
    assert "0 added, 0 updated, 113 unchanged" in out


def test_a_card_of_the_booklet_and_the_c5_card_of_its_id_are_both_imported_and_listed(
        capsys: pytest.CaptureFixture[str], db: Path, battlescribe_dir: Path, tmp_path: Path) -> None:
    booklet = tmp_path / "booklet.cards.json"
    booklet.write_text(json.dumps({"format": "confrontation-cards", "version": 1, "name": "Booklet", "cards": [
        {"id": "alahan/agonn-the-ardent", "name": "Agonn the ardent", "people": "alahan", "character": True}]}),
        encoding="utf-8")
    assert run(capsys, "cards", "import", str(booklet), "--db", str(db))[0] == 0
    code, out, _ = run(capsys, "cards", "import", str(battlescribe_dir), "--db", str(db))
    assert code == 0 and "113 added" in out and "the library holds 114 cards" in out
    code, out, _ = run(capsys, "cards", "list", "--people", "alahan", "--db", str(db))
    rows = {row[0]: row for row in map(str.split, out.splitlines()) if row[1:5] == ["Agonn", "the", "ardent", "-"]}
    # ID, NAME (three words), RANK, AP ... EDITION: both cards (not "(2nd)"), each with its edition and AP.
    assert {card_id: (row[5], row[-1]) for card_id, row in rows.items()} == {
        "alahan/agonn-the-ardent": ("-", "c2"), "alahan/agonn-the-ardent-c5": ("40", "c5")}


def test_a_whole_data_set_folder_is_imported_with_options_and_edition(capsys: pytest.CaptureFixture[str], db: Path,
                                                                      battlescribe_dir: Path, tmp_path: Path) -> None:
    code, out, _ = run(capsys, "cards", "import", str(battlescribe_dir), "--db", str(db))
    # The folder holds the repository's template beside the five files of the data set: skipped, said.
    assert code == 0 and "imported 5 files: 113 added, 0 updated, 0 unchanged; the library holds 113 cards" in out
    assert "skipped: template-c5.cat: catalogue 'TEMPLATxE' is a template: skipped" in out
    code, out, _ = run(capsys, "cards", "list", "--people", "alahan", "--json", "--db", str(db))
    agonn = next(card for card in json.loads(out)["cards"] if card["id"] == "alahan/agonn-the-ardent")
    assert agonn["edition"] == "c5" and agonn["character_id"] == "alahan/agonn-the-ardent"
    shield = next(o for o in agonn["options"] if o["name"] == "The shield of pride")
    assert shield == {"id": "alahan/agonn-the-ardent/the-shield-of-pride", "name": "The shield of pride",
                      "kind": "artefact", "ap": 6, "max": 1, "max_per_army": 1, "group": "Artifacts",
                      "text": "Description: Agonn and his war-staff benefit from “Insensitive/4”.",
                      "source_ids": {"entry": "c008-c127-3535-418f::6e01-c4dd-2699-3ae4",
                                     "group": "0f9a1569-4086-7c30-69b4-dff5b4422ff8"}}
    exported = tmp_path / "c5.cards.json"
    assert run(capsys, "cards", "export", "-o", str(exported), "--db", str(db))[0] == 0
    again = {card.id: card for card in read_pack(exported).cards}  # the export is a valid pack
    read_back = again["alahan/agonn-the-ardent"]
    assert len(read_back.options) == len(agonn["options"]) and read_back.option(shield["id"]) is not None


def test_a_bad_batch_names_every_problem_on_one_line(capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path) -> None:
    (tmp_path / "a.cat").write_bytes(b"<catalogue")
    (tmp_path / "b.cat").write_bytes(b"<roster/>")
    code, out, err = run(capsys, "cards", "import", str(tmp_path), "--db", str(db))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "2 problems, nothing imported" in err and "a.cat" in err and "b.cat" in err


BOMB = b"""<?xml version="1.0"?><!DOCTYPE z [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
<catalogue name="Alahan Lions">&b;</catalogue>"""


def bad_file(tmp_path: Path, kind: str) -> list[str]:
    if kind == "missing":
        return [str(tmp_path / "nowhere.cards.json")]
    path = tmp_path / {"malformed": "bad.cards.json", "huge": "huge.cards.json", "bomb": "bomb.cat",
                       "people": "elves.cards.json", "suffix": "notes.txt", "negative": "neg.cards.json"}[kind]  # fmt: skip
    if kind == "malformed":
        path.write_text('{"format": "confrontation-cards", "version": 1, "cards": [')
    elif kind == "huge":
        with path.open("wb") as stream:
            stream.truncate(100 * 1024 * 1024)
    elif kind == "bomb":
        path.write_bytes(BOMB)
    elif kind == "people":
        path.write_text(json.dumps({"format": "confrontation-cards", "version": 1, "name": "x",
                                    "cards": [{"id": "elves/x", "name": "X", "people": "elves"}]}))  # fmt: skip
    elif kind == "negative":
        path.write_text(json.dumps({"format": "confrontation-cards", "version": 1, "name": "x",
                                    "cards": [{"id": "alahan/x", "name": "X", "people": "alahan", "ap": -3}]}))  # fmt: skip
    else:
        path.write_text("hello")
    return [str(path)]


@pytest.mark.parametrize(
    ("kind", "fragment"),
    [
        ("missing", "nowhere.cards.json: no such file"),
        ("malformed", "bad.cards.json: malformed JSON at line 1"),
        ("huge", "a card pack may be at most 20 MB"),
        ("bomb", "bomb.cat: the XML declares a DTD or entities"),
        ("people", "field 'people': unknown people 'elves'"),
        ("negative", "field 'ap': -3 is out of range"),
        ("suffix", "notes.txt: not a card pack (.json) or a BattleScribe file"),
    ],
)
def test_bad_imports_exit_2_with_one_line_and_write_nothing(
    capsys: pytest.CaptureFixture[str], db: Path, pack: Path, tmp_path: Path, kind: str, fragment: str
) -> None:
    assert run(capsys, "cards", "import", str(pack), "--db", str(db))[0] == 0
    code, out, err = run(capsys, "cards", "import", str(pack), *bad_file(tmp_path, kind), "--db", str(db))
    assert code == 2
    assert out == ""
    assert err.startswith("companion: error: ") and err.count("\n") == 1
    assert fragment in err
    assert "Traceback" not in err
    assert count(db) == 2


@pytest.mark.parametrize("argv", [["cards", "list", "--people", "orcs"], ["cards", "export", "-o", "{tmp}/x.json", "--people", "orcs"]])
def test_unknown_people_exits_2(capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path, argv: list[str]) -> None:
    code, out, err = run(capsys, *[a.replace("{tmp}", str(tmp_path)) for a in argv], "--db", str(db))
    assert code == 2 and out == ""
    assert err.startswith("companion: error: unknown people 'orcs'")
    assert not (tmp_path / "x.json").exists()


def test_export_into_a_missing_folder_exits_2(capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path) -> None:
    code, _, err = run(capsys, "cards", "export", "-o", str(tmp_path / "no" / "x.cards.json"), "--db", str(db))
    assert code == 2 and "cannot write" in err


def test_a_file_that_is_not_a_library_is_refused_and_kept(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    db.write_bytes(b"garbage" * 100)
    code, out, err = run(capsys, "cards", "list", "--db", str(db), "--json")
    assert (code, out) == (2, "")
    assert err.startswith(f"companion: error: {db} cannot be opened as a library: it is not an SQLite database")
    assert err.count("\n") == 1
    assert db.read_bytes() == b"garbage" * 100 and sorted(p.name for p in db.parent.iterdir()) == [db.name]


def test_a_damaged_schema_lists_what_reads_and_refuses_changes(capsys: pytest.CaptureFixture[str], db: Path,
                                                               pack: Path) -> None:
    from tests.damage import damage_schema_text

    assert run(capsys, "cards", "import", str(pack), "--db", str(db))[0] == 0
    data = damage_schema_text(db)
    code, out, err = run(capsys, "cards", "list", "--db", str(db), "--json")
    assert code == 0 and "Traceback" not in err
    assert err.count("\n") == 1 and err.startswith(f"companion: warning: The library file {db} is damaged")
    assert [c["id"] for c in json.loads(out)["cards"]] == ["acheron/wraith", "alahan/paladin"]
    code, out, err = run(capsys, "cards", "import", str(pack), "--db", str(db))
    assert code == 2 and err.splitlines()[-1].startswith(f"companion: error: the library {db} is damaged and open read-only")
    assert db.read_bytes() == data


def test_a_new_library_is_seeded(capsys: pytest.CaptureFixture[str], db: Path, pack: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "starter_pack_paths", lambda: [pack])
    code, out, _ = run(capsys, "cards", "list", "--json", "--db", str(db))
    assert [c["id"] for c in json.loads(out)["cards"]] == ["acheron/wraith", "alahan/paladin"]


def test_an_action_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["cards"])
    assert caught.value.code == 2


def _companion(*argv: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "companion", *argv], capture_output=True, text=True, cwd=REPO,
                          env=env, timeout=120, check=False)  # fmt: skip


@pytest.mark.slow
def test_the_real_command(tmp_path: Path, pack: Path, db: Path) -> None:
    Library.open(db, seed=False).close()  # not new, so the subprocess does not seed the starter library
    done = _companion("cards", "import", str(pack), "--db", str(db), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["added"] == 2
    bomb = tmp_path / "bomb.catz"
    import zipfile

    with zipfile.ZipFile(bomb, "w") as archive:
        archive.writestr("bomb.cat", BOMB)
    refused = _companion("cards", "import", str(bomb), "--db", str(db))
    assert refused.returncode == 2
    assert refused.stdout == ""
    assert refused.stderr.startswith("companion: error: bomb.catz: the XML declares a DTD or entities")
    assert "Traceback" not in refused.stderr
    listed = _companion("--db", str(db), "cards", "list")
    assert listed.returncode == 0 and listed.stdout.splitlines()[-1] == "2 cards"
