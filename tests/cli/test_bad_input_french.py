"""Every bad input of the command line reads in the user's language: exit 2, one line on stderr,
no traceback, in English and in French; the French line is not the English one and keeps none
of its words but the names and values it quotes."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from companion.cli import main
from companion.i18n.catalog import STRICT_ENV
from companion.library import store
from companion.library.army_files import write_army
from companion.library.packs import write_pack
from tests.rules.tournament_cards import CARDS, LIONS

Case = tuple[str, Callable[[Path], list[str]], str]
"""What is wrong, the command line that says so (made in a folder), and words of the English
message that a French reader must not see."""


def _file(folder: Path, name: str, content: str | bytes) -> str:
    path = folder / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return str(path)


def _pack(folder: Path) -> str:
    path = folder / "tournament.cards.json"
    write_pack(path, CARDS.values(), "tournament tests")
    return str(path)


def _lists(folder: Path) -> str:
    lists = folder / "lists"
    lists.mkdir(exist_ok=True)
    write_army(lists / "anne.army.json", LIONS)
    return str(lists)


def _army(**fields: object) -> str:
    data: dict[str, object] = {"format": "confrontation-army", "version": 1, "name": "x", "people": "alahan",
                               "points": 200, "entries": []}
    data.update(fields)
    return json.dumps(data)


def _pack_with(**card: object) -> str:
    return json.dumps({"format": "confrontation-cards", "version": 1, "name": "x",
                       "cards": [{"id": "alahan/x", "name": "X", "people": "alahan", **card}]})


def _huge(folder: Path) -> str:
    path = folder / "huge.cards.json"
    with path.open("wb") as stream:
        stream.truncate(100 * 1024 * 1024)
    return str(path)


def _empty_folder(folder: Path) -> str:
    (folder / "empty").mkdir(exist_ok=True)
    return str(folder / "empty")


BAD_INPUTS: list[Case] = [
    ("a card file that is not there",
     lambda t: ["cards", "import", str(t / "nowhere.cards.json")], "no such file"),
    ("a file that is neither a pack nor BattleScribe",
     lambda t: ["cards", "import", _file(t, "notes.txt", "hello")], "not a card pack"),
    ("a pack that is not JSON",
     lambda t: ["cards", "import", _file(t, "bad.cards.json", '{"format": ')], "malformed JSON at line"),
    ("a pack too large", lambda t: ["cards", "import", _huge(t)], "may be at most"),
    ("a pack with a value out of range",
     lambda t: ["cards", "import", _file(t, "neg.cards.json", _pack_with(ap=-3))], "is out of range"),
    ("an unknown people", lambda t: ["cards", "list", "--people", "orcs"], "unknown people"),
    ("an export into a missing folder",
     lambda t: ["cards", "export", "-o", str(t / "no" / "x.cards.json")], "cannot write"),
    ("an army list that is not there", lambda t: ["validate", str(t / "none.army.json")], "no such file"),
    ("an army list that is not JSON", lambda t: ["validate", _file(t, "a.army.json", "[1, 2")], "malformed JSON"),
    ("an army list of an unknown people",
     lambda t: ["validate", _file(t, "a.army.json", _army(people="elves"))], "unknown people"),
    ("an army list with a bad entry",
     lambda t: ["validate", _file(t, "a.army.json", _army(entries=[{"card": "alahan/paladin", "figures": 0}]))],
     "expected a whole number"),
    ("an army list of a newer version",
     lambda t: ["validate", _file(t, "a.army.json", _army(version=2))], "is not supported"),
    ("an army list with an unknown key",
     lambda t: ["validate", _file(t, "a.army.json", _army(colour="red"))], "unknown key"),
    ("a folder without army lists", lambda t: ["validate", _empty_folder(t)], "no *.army.json file"),
    ("an unknown language", lambda t: ["validate", _lists(t), "--lang", "xx"], "unknown language"),
    ("a roster written into a missing folder",
     lambda t: ["print", "roster", _lists(t) + "/anne.army.json", "-o", str(t / "no" / "x.pdf"),
                "--cards", _pack(t)], "does not exist"),
    ("a roster written over a folder", lambda t: ["print", "reference", "-o", str(t)], "is a folder"),
    ("a roster of an army list that is not JSON",
     lambda t: ["print", "roster", _file(t, "a.army.json", "{"), "-o", str(t / "x.pdf"), "--cards", _pack(t)],
     "malformed JSON"),
    ("proxies of a card the packs lack",
     lambda t: ["print", "proxies", _file(t, "a.army.json", _army(entries=[{"card": "alahan/nobody", "figures": 1}])),
                "-o", str(t / "x.pdf"), "--cards", _pack(t)], "import its pack"),
    ("an export written over the library",
     lambda t: ["cards", "export", "-o", _file(t, "library.sqlite3", b"")], "is the library itself"),
    ("tournament points below 1",
     lambda t: ["tournament", "check", _lists(t), "--cards", _pack(t), "--points", "0"], "must be at least"),
    ("tournament points above an army file's most",
     lambda t: ["tournament", "check", _lists(t), "--cards", _pack(t), "--points", str(10**20)], "must be at most"),
    ("rosters written into a missing folder",
     lambda t: ["tournament", "rosters", _lists(t), "-o", str(t / "missing"), "--cards", _pack(t)],
     "no such folder"),
    ("an unknown game", lambda t: ["game", "export", "42", "-o", str(t / "x.json")], "there is no game"),
    ("a game log that is not one",
     lambda t: ["game", "replay", _file(t, "log.json", '{"format": "army"}')], "expected"),
]


def _run(capsys: pytest.CaptureFixture[str], tmp_path: Path, what: str, argv: Callable[[Path], list[str]],
         language: str, monkeypatch: pytest.MonkeyPatch) -> str:
    folder = tmp_path / language / what.replace(" ", "-")
    folder.mkdir(parents=True)
    monkeypatch.setenv("COMPANION_LANG", language)
    code = main([*argv(folder), "--db", str(folder / "library.sqlite3")])
    out, err = capsys.readouterr()
    assert (code, out) == (2, ""), f"{what}: exit {code}, output {out!r}"
    assert err.startswith("companion: error: ") and err.count("\n") == 1, f"{what}: {err!r}"
    assert "Traceback" not in err, what
    return err


def test_every_bad_input_says_what_is_wrong_in_one_line_in_english_and_in_french(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "starter_pack_paths", lambda: [])
    monkeypatch.setenv(STRICT_ENV, "1")
    english_left = []
    for what, argv, words in BAD_INPUTS:
        english = _run(capsys, tmp_path, what, argv, "en", monkeypatch)
        assert words in english, f"{what}: {english!r}"
        french = _run(capsys, tmp_path, what, argv, "fr", monkeypatch)
        if french.replace("/fr/", "/en/") == english or words in french:
            english_left.append(f"{what}: {french.strip()}")
    assert not english_left, "English left in French:\n" + "\n".join(english_left)
