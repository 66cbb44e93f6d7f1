"""``companion validate`` in French: the verdict in words; --json and rule ids stay English."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.library.packs import write_pack
from tests.printing.samples import ALL_CARDS


pytestmark = pytest.mark.usefixtures("strict_translations")  # a text without French fails the test


def _files(tmp_path: Path, entries: list[dict[str, object]], points: int = 200) -> tuple[Path, Path]:
    pack = tmp_path / "cards.cards.json"
    write_pack(pack, ALL_CARDS.values(), "test")
    army = tmp_path / "x.army.json"
    army.write_text(json.dumps({"format": "confrontation-army", "version": 1, "name": "Lions",
                                "people": "alahan", "points": points, "ruleset": "core",
                                "entries": entries}), encoding="utf-8")
    return army, pack


def test_an_illegal_list_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    army, pack = _files(tmp_path, [{"card": "alahan/paladin", "figures": 3},
                                   {"card": "nope/unknown", "figures": 1}])
    assert main(["validate", str(army), "--lang", "fr", "--cards", str(pack)]) == 1
    out = capsys.readouterr().out
    assert "Règles de base (livret): NON RÉGLEMENTAIRE (" in out
    assert "La carte « nope/unknown » n'est pas dans la bibliothèque" in out
    assert "[card.unknown; " in out  # rule ids stay English
    assert "PA · dépassement autorisé" in out


def test_json_stays_english(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    army, pack = _files(tmp_path, [{"card": "nope/unknown", "figures": 1}])
    main(["validate", str(army), "--json", "--lang", "fr", "--cards", str(pack)])
    data = json.loads(capsys.readouterr().out)
    assert data["violations"][0]["message"].startswith("The card 'nope/unknown' is not")
