"""``companion army convert`` between army files, BattleScribe rosters and New Recruit exports,
and ``companion validate`` on lists of imported cards with options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.army_files import read_army, write_army
from companion.rules.army import ArmyList, Entry

AGONN = "alahan/agonn-the-ardent"
SHIELD = f"{AGONN}/the-shield-of-pride"
LIST = ArmyList("Agonn's lions", "alahan", 200, entries=(
    Entry(AGONN, 1, options=(SHIELD, f"{AGONN}/unaffiliated")),
    Entry("alahan/standard-bearer-of-the-lion", 1, options=("alahan/standard-bearer-of-the-lion/unaffiliated",)),
    Entry("sessair/kelt-musician", 1, options=("sessair/kelt-musician/unaffiliated",)),
))


@pytest.fixture
def c5_db(tmp_path: Path, battlescribe_dir: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A database holding the C5 fixtures, imported by ``cards import``."""
    path = tmp_path / "library.sqlite3"
    assert main(["--db", str(path), "cards", "import", str(battlescribe_dir)]) == 0
    capsys.readouterr()
    return path


@pytest.mark.parametrize("roster", ["lions.ros", "lions.rosz", "lions.json"])
def test_convert_both_ways(c5_db: Path, tmp_path: Path, roster: str, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "lions.army.json"
    write_army(source, LIST)
    assert main(["--db", str(c5_db), "army", "convert", str(source), "-o", str(tmp_path / roster)]) == 0
    assert capsys.readouterr().out.strip() == f"wrote {tmp_path / roster}: 3 entries"
    back = tmp_path / "back.army.json"
    assert main(["army", "convert", str(tmp_path / roster), "-o", str(back), "--db", str(c5_db)]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert read_army(back) == LIST


def test_what_matches_nothing_is_listed(c5_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    roster = tmp_path / "nr.json"
    roster.write_text(json.dumps({"roster": {"name": "NR", "costLimits": [{"name": "pts", "value": 100}], "forces": [
        {"catalogueId": "606146b9-7c3a-49e6-1d60-01d548bc9737", "catalogueName": "Alahan Lions [C5]", "selections": [
            {"name": "Agonn the ardent", "entryId": "f4be9207-8da3-34b8-5aac-727bbeb57f05", "number": 1,
             "type": "model", "selections": [{"name": "Golden spoon", "entryId": "x", "number": 1, "type": "upgrade"}]},
            {"name": "Paladin of the moon", "entryId": "y", "number": 1, "type": "model"}]}]}}), "utf-8")
    out = tmp_path / "nr.army.json"
    assert main(["--db", str(c5_db), "army", "convert", str(roster), "-o", str(out)]) == 0
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [
        "companion: warning: Agonn the ardent: 'Golden spoon' matches no option of the card (left out)",
        "companion: warning: 'Paladin of the moon' (catalogue 606146b9-7c3a-49e6-1d60-01d548bc9737) matches no card "
        "of the library (left out)"]
    assert "(2 left out, listed above)" in captured.out
    assert read_army(out).entries == (Entry(AGONN, 1, options=(f"{AGONN}/unaffiliated",)),)  # its barony's default


def test_convert_json_output(c5_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "lions.army.json"
    write_army(source, LIST)
    assert main(["--db", str(c5_db), "army", "convert", str(source), "-o", str(tmp_path / "l.ros"), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == {"input": str(source), "output": str(tmp_path / "l.ros"), "entries": 3, "unmatched": [],
                   "left_out": []}


@pytest.mark.parametrize(
    ("name", "data"),
    [("bad.ros", b"<roster><forces>"), ("bomb.ros", b'<!DOCTYPE r [<!ENTITY x "x">]><roster/>'),
     ("bad.json", b'{"roster": 3}'), ("notes.txt", b"hello")],
)
def test_a_malformed_input_exits_2_with_one_line_and_writes_nothing(c5_db: Path, tmp_path: Path, name: str, data: bytes,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / name
    source.write_bytes(data)
    target = tmp_path / "out.army.json"
    assert main(["--db", str(c5_db), "army", "convert", str(source), "-o", str(target)]) == 2
    captured = capsys.readouterr()
    assert len(captured.err.strip().splitlines()) == 1 and captured.err.startswith("companion: error: ")
    assert "Traceback" not in captured.err
    assert not target.exists()
    assert list(tmp_path.glob(".out.army.json.*")) == []


def test_validate_json_carries_the_new_rule_ids(c5_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "twice.army.json"
    write_army(path, ArmyList("Twice Agonn", "alahan", 200, entries=(
        Entry(AGONN, 1, options=(SHIELD, SHIELD, f"{AGONN}/unaffiliated", f"{AGONN}/not-offered")),
        Entry(f"{AGONN}-2nd", 1, options=(f"{AGONN}-2nd/unaffiliated",)),
    )))
    assert main(["--db", str(c5_db), "validate", str(path), "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    rules = [v["rule"] for v in out["violations"]]
    assert rules == ["character.unique", "option.not-offered", "option.limit", "option.limit", "option.limit"]
    assert out["violations"][0]["message"].startswith("Agonn the ardent and Agonn the ardent (2nd) are one Character")
    assert out["total_ap"] == 40 + 6 + 6 + 52


def test_validate_reads_an_empty_barony_as_its_default(c5_db: Path, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """Agonn's Baronies are "1 to 1" with "Unaffiliated" as the default: a list that chooses
    none holds it, as New Recruit reads it; two baronies stay a problem."""
    path = tmp_path / "lions.army.json"
    write_army(path, ArmyList("Lions", "alahan", 46, entries=(Entry(AGONN, 1, options=(SHIELD,)),)))
    assert main(["--db", str(c5_db), "validate", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["violations"] == []
    write_army(path, ArmyList("Lions", "alahan", 47, entries=(
        Entry(AGONN, 1, options=(SHIELD, f"{AGONN}/unaffiliated", f"{AGONN}/doriman")),)))
    assert main(["--db", str(c5_db), "validate", str(path), "--json"]) == 1
    assert [v["rule"] for v in json.loads(capsys.readouterr().out)["violations"]] == ["option.limit"]


def test_validate_finds_a_renamed_card_by_its_data_sources_ids(c5_db: Path, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """A list written before a new revision renamed Agonn's card still validates against it."""
    from dataclasses import replace

    from companion.library.list_files import write_list
    from companion.library.store import Library

    path = tmp_path / "lions.army.json"
    with Library.open(c5_db) as library:
        cards = {card.id: card for card in library.cards()}
        write_list(path, ArmyList("Lions", "alahan", 46, entries=(Entry(AGONN, 1, options=(SHIELD,)),)), cards)
        agonn = cards[AGONN]
        library.delete(AGONN)
        library.save(replace(agonn, id="alahan/agonn", character_id=None, option_groups=(),
                             options=tuple(replace(o, id="alahan/agonn" + o.id[len(AGONN):]) for o in agonn.options)))
    assert main(["--db", str(c5_db), "validate", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["total_ap"] == 46 and out["violations"] == []


def _nr_roster(path: Path, selections: int) -> None:
    """A New Recruit export of ``selections`` Agonns, each with the Shield of pride."""
    agonn = {"name": "Agonn the ardent", "entryId": "f4be9207-8da3-34b8-5aac-727bbeb57f05", "number": 1,
             "type": "model"}
    path.write_text(json.dumps({"roster": {"name": "Host", "costLimits": [{"name": "pts", "value": 100_000}],
                                           "forces": [{"catalogueId": "606146b9-7c3a-49e6-1d60-01d548bc9737",
                                                       "catalogueName": "Alahan Lions [C5]",
                                                       "selections": [agonn] * selections}]}}), "utf-8")


@pytest.mark.slow
def test_convert_refuses_to_write_a_list_that_it_would_then_refuse_to_read(
        c5_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    roster, out = tmp_path / "host.json", tmp_path / "host.army.json"
    for selections, refusal in ((20_001, f"{out}: field 'entries': has 20001 entries (at most 20000)"),
                                (19_900, f"{out}: this list would make a 9.2 MB army file; an army file may be at "
                                         "most 5 MB: nothing written")):
        _nr_roster(roster, selections)  # a roster of 3 MB, read at up to 50 MB
        assert main(["--db", str(c5_db), "army", "convert", str(roster), "-o", str(out)]) == 2
        err = capsys.readouterr().err
        assert err == f"companion: error: {refusal}\n"
        assert not out.exists() and list(tmp_path.glob(".host.army.json.*")) == []
    _nr_roster(roster, 10_000)
    assert main(["--db", str(c5_db), "army", "convert", str(roster), "-o", str(out)]) == 0
    capsys.readouterr()
    assert main(["--db", str(c5_db), "validate", str(out)]) in (0, 1)  # what we write, we read
    assert "companion: error" not in capsys.readouterr().err
    assert len(read_army(out).entries) == 10_000


def test_an_army_file_over_the_size_it_is_read_at_is_not_written(tmp_path: Path) -> None:
    from companion.library.army_files import MAX_ARMY_BYTES, MAX_ENTRIES, ArmyFileError
    from companion.rules.army import EntrySource

    source = EntrySource("c5", "606146b9-7c3a-49e6-1d60-01d548bc9737", "f4be9207/" + "e" * 900)
    huge = ArmyList("Host", "alahan", 100_000, entries=(Entry(AGONN, 1, source=source),) * (MAX_ENTRIES // 2))
    out = tmp_path / "host.army.json"
    with pytest.raises(ArmyFileError) as refused:
        write_army(out, huge)
    assert refused.value.args[0].id == "army-file.too-large-to-write"
    assert dict(refused.value.args[0].args)["limit"] == MAX_ARMY_BYTES // (1024 * 1024)
    assert not out.exists()


@pytest.mark.parametrize("roster", ["host.ros", "host.rosz", "host.json"])
def test_a_roster_over_the_size_it_is_read_at_is_not_written(c5_db: Path, tmp_path: Path, roster: str,
                                                             monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    from companion.library import rosters

    source, target = tmp_path / "lions.army.json", tmp_path / roster
    write_army(source, LIST)
    monkeypatch.setattr(rosters, "MAX_XML_BYTES", 1024 * 1024)  # read at 1 MB: a list of 3 entries is less
    assert main(["--db", str(c5_db), "army", "convert", str(source), "-o", str(target)]) == 0
    capsys.readouterr()
    write_army(source, ArmyList("Host", "alahan", 100_000, entries=LIST.entries * 2_000))
    assert main(["--db", str(c5_db), "army", "convert", str(source), "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"companion: error: {target}: this list would make a ") and err.endswith(
        " MB roster; a roster is read at most 1 MB: nothing written\n")
    assert main(["--db", str(c5_db), "army", "convert", str(target), "-o", str(tmp_path / "back.army.json")]) == 0
    assert read_army(tmp_path / "back.army.json") == LIST  # the roster written before is still there
