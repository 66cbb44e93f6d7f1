"""``companion data add|list|update|remove`` (FORMATS.md) against the local stand-in server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.store import Library
from tests.fake_sources import GITHUB, FakeSources


pytestmark = pytest.mark.usefixtures("no_starter_packs")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_add_list_update_remove(capsys: pytest.CaptureFixture[str], db: Path, fake_sources: FakeSources) -> None:
    code, out, err = run(capsys, "data", "add", GITHUB, "--db", str(db))
    assert (code, err) == (0, "")
    assert out.splitlines()[:2] == ["c5: added from github:squera/newrecruit-confrontation-C5", "113 cards imported"]
    assert "note: Alahan Lions [C5] / " in out  # what could not be mapped, as `cards import` says it

    code, out, _ = run(capsys, "data", "list", "--db", str(db))
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "c5  github:squera/newrecruit-confrontation-C5"
    assert lines[1].startswith("  revision ") and "5 files, 113 cards; last updated 20" in lines[1]
    assert lines[2:7] == ["    alahan-lions-c5.cat   revision 33", "    confrontation-c5.gst  revision 21",
                          "    kelt-sessair-c5.cat   revision 18", "    miracles-c5.cat       revision 9",
                          "    spells-c5.cat         revision 11"]
    assert lines[-1] == "1 data source"

    fake_sources.forget_requests()
    code, out, _ = run(capsys, "data", "update", "--db", str(db))
    assert code == 0 and out.startswith("c5: up to date (revision ")
    assert fake_sources.file_requests() == []

    fake_sources.change_agonn()
    code, out, _ = run(capsys, "data", "update", "c5", "--db", str(db))
    assert code == 0
    assert out.splitlines()[:3] == ["c5: 1 file downloaded", "alahan-lions-c5.cat: revision 33 -> 34",
                                    "Agonn the ardent: 40 -> 43 AP"]

    code, out, _ = run(capsys, "data", "remove", "c5", "--db", str(db))
    assert (code, out) == (0, "c5 removed (5 files, 113 cards taken out of the library)\n")
    code, out, _ = run(capsys, "data", "list", "--db", str(db))
    assert out == "No data source yet: add one with `companion data add SOURCE`.\n"


def test_json_output(capsys: pytest.CaptureFixture[str], db: Path, fake_sources: FakeSources) -> None:
    code, out, _ = run(capsys, "data", "add", fake_sources.catpkg_url, "--name", "mine", "--json", "--db", str(db))
    added = json.loads(out)
    assert code == 0 and (added["name"], added["kind"], added["revision"]) == ("mine", "catpkg", "v1.0.0")
    assert len(added["cards"]["added"]) == 113 and added["messages"][0].startswith("mine: added from http://127.0.0.1")
    code, out, _ = run(capsys, "data", "list", "--json", "--db", str(db))
    (source,) = json.loads(out)["sources"]
    assert {f["name"]: f["revision"] for f in source["files"]} == {
        "alahan-lions-c5.cat": "33", "confrontation-c5.gst": "21", "kelt-sessair-c5.cat": "18",
        "spells-c5.cat": "11", "miracles-c5.cat": "9"}
    assert source["cards"] == 113 and source["location"] == fake_sources.catpkg_url
    code, out, _ = run(capsys, "data", "update", "--check", "--json", "--db", str(db))
    (checked,) = json.loads(out)["sources"]
    assert checked["up_to_date"] and checked["downloads"] == 0


@pytest.mark.parametrize("check", [[], ["--check"]])
def test_update_json_without_any_source_is_json_alone(capsys: pytest.CaptureFixture[str], db: Path,
                                                      check: list[str]) -> None:
    code, out, err = run(capsys, "data", "update", *check, "--json", "--db", str(db))
    assert (code, err, json.loads(out)) == (0, "", {"sources": []})


def test_french(capsys: pytest.CaptureFixture[str], db: Path, fake_sources: FakeSources,
                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_LANG", "fr")
    run(capsys, "data", "add", GITHUB, "--db", str(db))
    fake_sources.change_agonn()
    code, out, _ = run(capsys, "data", "update", "--db", str(db))
    assert out.splitlines()[:3] == ["c5 : 1 fichier téléchargé", "alahan-lions-c5.cat : révision 33 -> 34",
                                    "Agonn the ardent : 40 -> 43 PA"]


@pytest.mark.parametrize(("argv", "said"), [
    (["data", "add", "http://example.com/c5.catpkg.json"],
     "companion: error: http://example.com/c5.catpkg.json: refused, only https is used (plain http only on this computer)\n"),
    (["data", "add", "nowhere"], "companion: error: nowhere: not a data source (give github:OWNER/REPO"),
    (["data", "update", "nope"], "companion: error: no data source named nope (known: -)\n"),
    (["data", "remove", "nope"], "companion: error: no data source named nope (known: -)\n"),
])
def test_bad_input_is_one_line_and_exit_2(argv: list[str], said: str, capsys: pytest.CaptureFixture[str],
                                          db: Path) -> None:
    code, out, err = run(capsys, *argv, "--db", str(db))
    assert (code, out) == (2, "") and err.startswith(said) and err.count("\n") == 1


def test_a_failed_update_exits_2_and_changes_nothing(capsys: pytest.CaptureFixture[str], db: Path,
                                                     fake_sources: FakeSources) -> None:
    run(capsys, "data", "add", GITHUB, "--db", str(db))
    fake_sources.change_agonn()
    fake_sources.faults["alahan-lions-c5.cat"] = "drop"
    code, out, err = run(capsys, "data", "update", "--db", str(db))
    assert code == 2 and out == ""
    assert err.startswith("companion: error: c5: http://127.0.0.1:") and err.endswith("; nothing was changed\n")
    with Library.open(db, seed=False) as library:
        assert library.get("alahan/agonn-the-ardent").ap == 40  # type: ignore[union-attr]


def test_checking_without_a_network_is_a_note_and_exit_0(capsys: pytest.CaptureFixture[str], db: Path,
                                                         fake_sources: FakeSources) -> None:
    run(capsys, "data", "add", GITHUB, "--db", str(db))
    fake_sources.stop()
    code, out, err = run(capsys, "data", "update", "--check", "--db", str(db))
    assert (code, out, err) == (0, "c5: not checked, no network (the copies kept are used)\n", "")
    code, out, err = run(capsys, "data", "update", "--db", str(db))
    assert code == 2 and "c5: cannot reach 127.0.0.1" in err


def test_output_cut_short_by_the_reader_ends_quietly(db: Path, fake_sources: FakeSources) -> None:
    """``companion data add ... | head -1``: the reader is gone before the first line is written."""
    import os
    import subprocess
    import sys

    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody reads: the first write fails
    code = "import sys\nfrom companion.cli import main\nsys.exit(main(sys.argv[1:]))\n"
    try:
        done = subprocess.run([sys.executable, "-c", code, "data", "add", GITHUB, "--db", str(db)], stdout=write_end,
                              stderr=subprocess.PIPE, text=True, timeout=120, check=False)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (0, "")
    with Library.open(db, seed=False) as library:
        assert library.get("alahan/agonn-the-ardent") is not None  # the add itself was done


def test_a_folder_that_cannot_be_added_leaves_no_folder_behind(capsys: pytest.CaptureFixture[str], db: Path,
                                                               tmp_path: Path) -> None:
    from companion.library.sources.storage import sources_root

    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "broken.cat").write_text("not XML", encoding="utf-8")
    code, out, err = run(capsys, "data", "add", str(folder), "--db", str(db))
    assert (code, out) == (2, "") and err.endswith("; nothing was changed\n") and err.count("\n") == 1
    assert not sources_root(db).exists() or list(sources_root(db).iterdir()) == []


def test_json_nested_past_the_parser_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str], db: Path,
                                                            fake_sources: FakeSources) -> None:
    fake_sources.extra["/deep.catpkg.json"] = ("application/json", b"[" * 200_000 + b"]" * 200_000)
    code, out, err = run(capsys, "data", "add", f"{fake_sources.url}/deep.catpkg.json", "--db", str(db))
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert err.endswith("/deep.catpkg.json: a JSON document nested too deeply to read, refused; nothing was changed\n")


def test_a_removal_while_an_update_runs_is_refused_in_one_line(capsys: pytest.CaptureFixture[str], db: Path,
                                                              fake_sources: FakeSources) -> None:
    import threading

    from companion.library.sources.update import DataSources

    run(capsys, "data", "add", GITHUB, "--db", str(db))
    fake_sources.change_agonn()
    fake_sources.forget_requests()
    fake_sources.gate = threading.Event()  # the update waits in the middle of its downloads
    with Library.open(db, seed=False) as library:
        worker = threading.Thread(target=lambda: DataSources(library).update("c5"))
        worker.start()
        try:
            while not fake_sources.file_requests() and worker.is_alive():
                fake_sources.gate.wait(0.05)
            code, out, err = run(capsys, "data", "remove", "c5", "--db", str(db))
        finally:
            fake_sources.gate.set()
            worker.join(60)
        assert (code, out) == (2, "") and err.count("\n") == 1
        assert err.startswith("companion: error: another change to the data sources is under way")
        assert library.get("alahan/agonn-the-ardent").ap == 43  # type: ignore[union-attr]
    code, out, _ = run(capsys, "data", "remove", "c5", "--db", str(db))
    assert code == 0 and out.startswith("c5 removed")
