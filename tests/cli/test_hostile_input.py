"""Files made to crash or hang the command line: each is refused with exit 2 and one line that
names the file and the problem, no traceback, at once, and nothing is written (no library is
even created). Those that could hang (a FIFO, a device, a setup asking for a billion figures)
run in a real process with a time limit, so that a hang fails the test instead of stopping the
suite."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from companion.library.army_files import army_to_dict
from companion.library.games import GameStore
from companion.library.packs import write_pack
from companion.rules.army import ArmyList, Entry
from companion.rules.game.autoplay import choose
from tests.cards import CLONE, MAGISTRATE, PACK_PALADIN, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import setup_of

REPO = Path(__file__).resolve().parents[2]
LIMIT = 60
"""Seconds a refusal may take here at worst (a loaded machine); a hang or a minutes-long run fails."""


def in_process(*argv: str, db: Path, capsys: pytest.CaptureFixture[str]) -> subprocess.CompletedProcess[str]:
    from companion.cli import main

    code = main(["--db", str(db), *argv])
    out, err = capsys.readouterr()
    return subprocess.CompletedProcess(argv, code, out, err)


def companion(*argv: str, db: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "companion", "--db", str(db), *argv], cwd=REPO,
                          env={**os.environ, "PYTHONPATH": str(REPO), "COMPANION_LANG": "en"},
                          capture_output=True, text=True, timeout=LIMIT)


def refused(done: subprocess.CompletedProcess[str], file: Path, problem: str, db: Path) -> None:
    assert done.returncode == 2, done.stderr
    assert done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert str(file.name) in done.stderr and problem in done.stderr, done.stderr
    assert not db.exists()  # nothing written, not even a new library


def game_log(tmp_path: Path) -> dict[str, object]:
    with GameStore.open(tmp_path / "games.sqlite3") as games:
        game_id = games.create(setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=5))
        for _ in range(8):
            games.append(game_id, choose(games.state(game_id)))
        log: dict[str, object] = games.export_json(game_id)
    return log


def fifo(path: Path) -> Path:
    os.mkfifo(path)  # nobody ever writes to it: reading it would wait for ever
    return path


def lone_surrogate_pack(path: Path) -> Path:
    write_pack(path, [PACK_PALADIN], "starter")
    path.write_text(path.read_text(encoding="utf-8").replace('"Paladin"', '"Pal\\ud800adin"'), encoding="utf-8")
    return path


def lone_surrogate_army(path: Path) -> Path:
    army = ArmyList(name="Lions", people="alahan", points=200, entries=(Entry("alahan/paladin"),))
    path.write_text(json.dumps(army_to_dict(army)).replace('"Lions"', '"Li\\ud800ons"'), encoding="utf-8")
    return path


def surrogate_pack_name(path: Path) -> Path:
    write_pack(path, [PACK_PALADIN], "starter")
    path.write_text(path.read_text(encoding="utf-8").replace('"starter"', '"a\\ud800b"'), encoding="utf-8")
    return path


def corrupt_catz(path: Path, compression: int) -> Path:
    """A zipped catalogue whose compressed stream is damaged in its middle."""
    import io
    import zipfile

    catalogue = (REPO.parent / "shared" / "fixtures" / "battlescribe" / "alahan-lions-c5.cat")
    if not catalogue.is_file():
        pytest.skip("shared/fixtures/battlescribe is not beside the checkout")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=compression) as archive:
        archive.writestr("alahan.cat", catalogue.read_bytes())
    data = bytearray(buffer.getvalue())
    middle = len(data) // 2
    data[middle : middle + 64] = bytes(byte ^ 0x5A for byte in data[middle : middle + 64])
    path.write_bytes(bytes(data))
    return path


def nested_log(path: Path) -> Path:
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    return path


CASES: list[tuple[str, Callable[[Path], Path], list[str], str]] = [
    ("a lone surrogate in a card's name", lambda d: lone_surrogate_pack(d / "pack.cards.json"),
     ["cards", "import"], "not Unicode (a lone surrogate"),
    ("a lone surrogate in a pack's name", lambda d: surrogate_pack_name(d / "named.cards.json"),
     ["cards", "import"], "not Unicode (a lone surrogate"),
    ("a .catz with a corrupt deflate stream", lambda d: corrupt_catz(d / "deflate.catz", 8), ["cards", "import"],
     "deflate.catz"),
    ("a .catz with a corrupt LZMA stream", lambda d: corrupt_catz(d / "lzma.catz", 14), ["cards", "import"],
     "cannot be unzipped"),
    ("a lone surrogate in an army list's name", lambda d: lone_surrogate_army(d / "lions.army.json"),
     ["validate"], "not Unicode (a lone surrogate"),
    ("a game log nested 100,000 deep", lambda d: nested_log(d / "deep.log.json"), ["game", "replay"],
     "nested too deeply"),
]
HANGING: list[tuple[str, Callable[[Path], Path], list[str], str]] = [
    ("a FIFO as a card pack", lambda d: fifo(d / "pipe.cards.json"), ["cards", "import"], "not a regular file"),
    ("a FIFO as a catalogue", lambda d: fifo(d / "pipe.cat"), ["cards", "import"], "not a regular file"),
    ("a FIFO as a zipped catalogue", lambda d: fifo(d / "pipe.catz"), ["cards", "import"], "not a regular file"),
    ("a FIFO as an army list", lambda d: fifo(d / "pipe.army.json"), ["validate"], "not a regular file"),
    ("a FIFO as a game log", lambda d: fifo(d / "pipe.log.json"), ["game", "import"], "not a regular file"),
]


@pytest.mark.parametrize(("make", "command", "problem"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_hostile_file_is_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               make: Callable[[Path], Path], command: list[str], problem: str) -> None:
    db = tmp_path / "library" / "companion.sqlite3"
    file = make(tmp_path)
    refused(in_process(*command, str(file), db=db, capsys=capsys), file, problem, db)


@pytest.mark.slow
@pytest.mark.parametrize(("make", "command", "problem"), [c[1:] for c in HANGING], ids=[c[0] for c in HANGING])
def test_a_file_that_would_hang_is_refused_at_once(tmp_path: Path, make: Callable[[Path], Path], command: list[str],
                                                  problem: str) -> None:
    db = tmp_path / "library" / "companion.sqlite3"
    file = make(tmp_path)
    refused(companion(*command, str(file), db=db), file, problem, db)


@pytest.mark.slow
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_as_a_game_log_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "library" / "companion.sqlite3"
    done = companion("game", "import", "/dev/zero", db=db)
    refused(done, Path("/dev/zero"), "not a regular file", db)


@pytest.mark.slow
@pytest.mark.parametrize("command", [["game", "replay"], ["game", "import"]])
def test_a_setup_asking_for_a_billion_figures_is_refused(tmp_path: Path, command: list[str]) -> None:
    log = game_log(tmp_path)
    setup = log["setup"]
    assert isinstance(setup, dict)
    setup["sides"][0]["army"]["entries"][0]["figures"] = 10**9
    path = tmp_path / "huge.log.json"
    path.write_text(json.dumps(log), encoding="utf-8")
    db = tmp_path / "library" / "companion.sqlite3"
    refused(companion(*command, str(path), db=db), path, "no blister holds more than 100", db)


def test_a_setup_of_many_small_entries_is_bounded_too(tmp_path: Path) -> None:
    from companion.library.games import GameLogError, parse_log

    log = game_log(tmp_path)
    setup = log["setup"]
    assert isinstance(setup, dict)
    army = setup["sides"][1]["army"]
    army["entries"] = [army["entries"][0]] * 20_000
    with pytest.raises(GameLogError, match="a game takes at most 1000 figurines a side"):
        parse_log(log)


@pytest.mark.slow
def test_replay_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    log = tmp_path / "game.log.json"
    log.write_text(json.dumps(game_log(tmp_path)), encoding="utf-8")
    child = subprocess.Popen([sys.executable, "-m", "companion", "game", "replay", str(log)], cwd=REPO,
                             env={**os.environ, "PYTHONPATH": str(REPO)}, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # as `| head -3` does once it has its lines: every write now fails
    err = child.stderr.read()
    assert child.wait(LIMIT) == 0
    assert err == ""


def one_line(done: subprocess.CompletedProcess[str], words: str) -> None:
    assert (done.returncode, done.stdout) == (2, ""), done.stderr
    assert done.stderr.startswith("companion: error: ") and done.stderr.count("\n") == 1, done.stderr
    assert words in done.stderr, done.stderr


def library_of(path: Path) -> Path:
    from companion.library.store import Library

    with Library.open(path, seed=False) as library:
        library.import_cards([PALADIN, MAGISTRATE])
    return path


def test_a_pipe_given_as_the_library_is_refused_and_left_in_place(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    import stat

    pipe = fifo(tmp_path / "companion.sqlite3")  # empty like a new file, but no file to delete
    one_line(in_process("cards", "list", db=pipe, capsys=capsys), "is not a regular file")
    assert stat.S_ISFIFO(pipe.stat().st_mode)


@pytest.mark.parametrize("command", [["cards", "export", "-o"], ["game", "export", "1", "-o"],
                                     ["print", "reference", "-o"], ["army", "convert", "{list}", "-o"]])
def test_an_output_written_over_the_library_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       database: Path, command: list[str]) -> None:
    army = ArmyList(name="Lions", people="alahan", points=200, entries=(Entry("alahan/paladin"),))
    lions = tmp_path / "lions.army.json"
    lions.write_text(json.dumps(army_to_dict(army)), encoding="utf-8")
    library = database.rename(tmp_path / "library.json")  # a name any output may have
    before = library.read_bytes()
    argv = [word.replace("{list}", str(lions)) for word in command]
    one_line(in_process(*argv, str(library), db=library, capsys=capsys), "is the library itself")
    assert library.read_bytes() == before


@pytest.mark.parametrize("command", [["cards", "export", "-o"], ["game", "export", "1", "-o"]])
def test_an_output_over_a_pipe_is_refused_and_the_pipe_kept(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            database: Path, command: list[str]) -> None:
    import stat

    pipe = fifo(tmp_path / "pipe.cards.json")
    one_line(in_process(*command, str(pipe), db=database, capsys=capsys), "not a regular file")
    assert stat.S_ISFIFO(pipe.stat().st_mode)


def test_a_card_row_written_by_another_program_is_one_line(tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    db = library_of(tmp_path / "companion.sqlite3")
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE card SET rank = X'FF00FE', size = 'colossal' WHERE id = 'alahan/paladin'")
    for command in (["cards", "list"], ["cards", "export", "-o", str(tmp_path / "out.cards.json")]):
        one_line(in_process(*command, db=db, capsys=capsys), "holds a card it cannot read")
    assert not (tmp_path / "out.cards.json").exists()


@pytest.mark.parametrize("column", ["edition", "name", "ap"])
def test_a_blob_in_a_plain_column_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               column: str) -> None:
    import sqlite3

    db = library_of(tmp_path / "companion.sqlite3")
    with sqlite3.connect(db) as connection:
        connection.execute(f"UPDATE card SET {column} = X'00FF' WHERE id = 'alahan/paladin'")
    for command in (["cards", "list"], ["cards", "export", "-o", str(tmp_path / "out.cards.json")]):
        one_line(in_process(*command, db=db, capsys=capsys), "holds a card it cannot read")
    assert not (tmp_path / "out.cards.json").exists()


def test_a_pack_imported_over_a_row_with_a_blob_edition_replaces_it(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    from companion.library.packs import write_pack

    db = library_of(tmp_path / "companion.sqlite3")
    pack = tmp_path / "paladin.cards.json"
    write_pack(pack, [PALADIN], "one card")
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE card SET edition = X'00FF' WHERE id = 'alahan/paladin'")
    done = in_process("cards", "import", str(pack), db=db, capsys=capsys)
    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    assert "1 updated" in done.stdout
    listed = in_process("cards", "list", db=db, capsys=capsys)
    assert listed.returncode == 0 and "Paladin" in listed.stdout


def test_a_library_without_its_card_table_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    db = library_of(tmp_path / "companion.sqlite3")
    with sqlite3.connect(db) as connection:
        connection.execute("DROP TABLE card")
    pack = tmp_path / "pack.cards.json"
    write_pack(pack, [PACK_PALADIN], "starter")
    one_line(in_process("cards", "import", str(pack), db=db, capsys=capsys), "no such table: card")


def damaged_library(path: Path) -> Path:
    """A library whose third page (the first of the card table) is overwritten."""
    import sqlite3

    from companion.library.store import Library
    from companion.rules.card import Card

    with Library.open(path, seed=False) as library:
        library.import_cards([Card(id=f"alahan/c{i:03}", name=f"Card {i}", people="alahan", notes="x" * 300)
                              for i in range(200)])
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.execute("PRAGMA journal_mode=DELETE")
    connection.close()
    data = bytearray(path.read_bytes())
    data[8192 : 8192 + 40960] = b"\x5a" * 40960
    path.write_bytes(bytes(data))
    return path


def test_a_damaged_library_is_said_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = damaged_library(tmp_path / "companion.sqlite3")
    before = db.read_bytes()
    listed = in_process("cards", "list", db=db, capsys=capsys)
    assert listed.returncode == 0 and listed.stderr.count("\n") == 1, listed.stderr  # SQLite's words, one line
    assert listed.stderr.startswith("companion: warning: ") and "is damaged" in listed.stderr
    pack = tmp_path / "pack.cards.json"
    write_pack(pack, [PACK_PALADIN], "starter")
    one_line(in_process("cards", "import", str(pack), db=db, capsys=capsys), "damaged and open read-only")
    assert db.read_bytes() == before


@pytest.mark.parametrize("command", [["cards", "import", "{folder}/a\nb.cards.json"], ["data", "remove", "a\nb"],
                                     ["validate", "{folder}/\x1b[2Jwiped.army.json"]])
def test_a_newline_or_an_escape_in_a_name_is_shown_escaped_on_the_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    db = tmp_path / "library" / "companion.sqlite3"
    done = in_process(*(word.replace("{folder}", str(tmp_path)) for word in command), db=db, capsys=capsys)
    one_line(done, "\\n" if "\n" in "".join(command) else "\\x1b[2J")
    assert "\x1b" not in done.stderr


def test_a_library_in_a_folder_named_with_a_question_mark_is_that_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    import tempfile

    folder = tmp_path / "lists?v=2#old"
    folder.mkdir()
    db = folder / "companion.sqlite3"
    pack = tmp_path / "pack.cards.json"
    write_pack(pack, [PACK_PALADIN], "starter")
    assert in_process("cards", "import", str(pack), db=db, capsys=capsys).returncode == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lists?v=2#old", "pack.cards.json"]  # not "lists"
    assert db.is_file()
    damaged = damaged_library(folder / "damaged.sqlite3")
    monkeypatch.setattr(tempfile, "tempdir", str(folder))  # the read-only copy of a damaged file there too
    listed = in_process("cards", "list", "--json", db=damaged, capsys=capsys)
    assert listed.returncode == 0 and json.loads(listed.stdout)["count"] > 0, listed.stderr
