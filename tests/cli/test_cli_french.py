"""The command line in French (issue 8): ``companion validate|cards|tournament|game`` readable
outputs and error messages in French (COMPANION_LANG=fr, or --lang fr where the command has it);
exit codes and --json unchanged; every error message the CLI tests trigger has a French template."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.cli import main
from companion.i18n.catalog import STRICT_ENV
from companion.library.army_files import write_army
from companion.library.packs import write_pack
from companion.i18n.vocabulary import label
from companion.rules.card import Rank
from tests.rules.tournament_cards import CARDS, DEAD, LIONS

REPO = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.usefixtures("no_starter_packs")


@pytest.fixture
def french(monkeypatch: pytest.MonkeyPatch) -> None:
    """COMPANION_LANG=fr; a text the code passes to tr() without a French entry raises."""
    monkeypatch.setenv("COMPANION_LANG", "fr")
    monkeypatch.setenv(STRICT_ENV, "1")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def lists(tmp_path: Path) -> tuple[Path, Path]:
    folder = tmp_path / "lists"
    folder.mkdir()
    write_army(folder / "anne.army.json", LIONS)
    from dataclasses import replace

    write_army(folder / "bruno.army.json", replace(DEAD, points=200))
    tournament_pack = tmp_path / "tournament.cards.json"
    write_pack(tournament_pack, CARDS.values(), "tournament tests")
    return folder, tournament_pack


# -- cards -----------------------------------------------------------------------------------
def test_cards_in_french(french: None, capsys: pytest.CaptureFixture[str], tmp_path: Path, pack: Path) -> None:
    db = str(tmp_path / "cli.sqlite3")
    code, out, _ = run(capsys, "cards", "import", str(pack), "--db", db)
    assert code == 0
    assert out.strip() == "1 fichier importé : 2 ajoutées, 0 mises à jour, 0 inchangées ; la bibliothèque contient 2 cartes"
    code, out, _ = run(capsys, "cards", "list", "--db", db)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["ID", "NOM", "RANG", "PA", "MOUV", "INI", "ATT", "FOR", "DEF", "RES", "COU/PEU", "DIS", "ÉDITION"]
    assert "Paladin" in out and label(Rank.VETERAN, "fr") in out  # our texts give no French rank: kept
    assert lines[-1] == "2 cartes"
    code, out, _ = run(capsys, "cards", "export", "-o", str(tmp_path / "out.cards.json"), "--db", db)
    assert (code, out.strip()) == (0, f"2 cartes écrites dans {tmp_path / 'out.cards.json'}")


def test_cards_errors_in_french_exit_2(french: None, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = str(tmp_path / "cli.sqlite3")
    missing = tmp_path / "nowhere.cards.json"
    code, out, err = run(capsys, "cards", "import", str(missing), "--db", db)
    assert (code, out) == (2, "")
    assert err == f"companion: error: {missing} : fichier introuvable\n"
    (tmp_path / "neg.cards.json").write_text(json.dumps(
        {"format": "confrontation-cards", "version": 1, "name": "x",
         "cards": [{"id": "alahan/x", "name": "X", "people": "alahan", "ap": -3}]}), encoding="utf-8")
    code, _, err = run(capsys, "cards", "import", str(tmp_path / "neg.cards.json"), "--db", db)
    assert code == 2
    assert err.strip() == ("companion: error: neg.cards.json, carte n° 1 (alahan/x) : champ 'ap' : "
                           "-3 est hors des limites 0 à 2000")
    code, _, err = run(capsys, "cards", "list", "--people", "orcs", "--db", db)
    assert code == 2 and err.startswith("companion: error: peuple inconnu 'orcs' (connus : alahan, ")


def test_cards_json_stays_english(french: None, capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                  pack: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = str(tmp_path / "cli.sqlite3")
    run(capsys, "cards", "import", str(pack), "--db", db)
    french_json = run(capsys, "cards", "list", "--json", "--db", db)
    monkeypatch.setenv("COMPANION_LANG", "en")
    english_json = run(capsys, "cards", "list", "--json", "--db", db)
    assert french_json == english_json
    assert json.loads(french_json[1])["cards"][0]["rank"] in ("veteran", None)


# -- validate ----------------------------------------------------------------------------------
def test_validate_summary_and_error_with_lang(capsys: pytest.CaptureFixture[str], lists: tuple[Path, Path],
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(STRICT_ENV, "1")
    folder, tournament_pack = lists
    code, out, _ = run(capsys, "validate", str(folder), "--lang", "fr", "--cards", str(tournament_pack), "--summary")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["fichier", "liste", "peuple", "PA", "alliés", "résultat", "règles"]
    assert "réglementaire" in lines[1]
    assert lines[-1] == "2 listes : 2 réglementaires, 0 non réglementaires"
    (folder / "zed.army.json").write_text("{not json", encoding="utf-8")
    code, out, err = run(capsys, "validate", str(folder), "--lang", "fr", "--cards", str(tournament_pack),
                         "--summary")
    assert code == 2  # bad input wins, as in English
    assert "ENTRÉE INVALIDE" in out and "3 listes : 2 réglementaires, 0 non réglementaires, 1 illisibles" in out
    assert f"companion: error: {folder / 'zed.army.json'} : JSON mal formé ligne 1, colonne 2 : " in err
    code, _, err = run(capsys, "validate", str(folder / "none.army.json"), "--lang", "fr")
    assert code == 2 and err == f"companion: error: {folder / 'none.army.json'} : fichier introuvable\n"
    code, _, err = run(capsys, "validate", str(folder / "none.army.json"))  # COMPANION_LANG=en (conftest)
    assert code == 2 and err == f"companion: error: {folder / 'none.army.json'}: no such file\n"


# -- tournament --------------------------------------------------------------------------------
def test_tournament_in_french(french: None, capsys: pytest.CaptureFixture[str], lists: tuple[Path, Path],
                              tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder, tournament_pack = lists
    code, out, _ = run(capsys, "tournament", "check", str(folder), "--cards", str(tournament_pack))
    assert code == 0
    assert "Figurine du Duel (III - Le duel, la plus chère) : Red Lioness, 60 PA" in out
    assert "Lions at the ford - Lions of Alahan, 200 PA, Tournoi: RÉGLEMENTAIRE" in out
    assert "2 listes : 2 réglementaires, 0 non réglementaires" in out
    code, _, err = run(capsys, "tournament", "check", str(folder), "--cards", str(tournament_pack), "--points", "0")
    assert (code, err) == (2, "companion: error: --points doit valoir au moins 1, pas 0\n")
    code, _, err = run(capsys, "tournament", "rosters", str(folder), "-o", str(tmp_path / "missing"))
    assert (code, err) == (2, f"companion: error: {tmp_path / 'missing'} : dossier introuvable (créez-le d'abord)\n")
    code, out, _ = run(capsys, "tournament", "rounds", "--db", str(tmp_path / "rounds.sqlite3"))
    assert (code, out) == (0, "pas encore de partie de tournoi\n")
    french_json = run(capsys, "tournament", "check", str(folder), "--cards", str(tournament_pack), "--json")
    monkeypatch.setenv("COMPANION_LANG", "en")
    assert run(capsys, "tournament", "check", str(folder), "--cards", str(tournament_pack), "--json") == french_json


# -- game ----------------------------------------------------------------------------------------
def test_game_in_french(french: None, capsys: pytest.CaptureFixture[str], database: Path,
                        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, _ = run(capsys, "game", "list", "--db", str(database))
    assert code == 0
    assert "Unfinished" in out and "en cours : tour 0, Approche" in out and "terminée" in out
    assert " contre " in out and " actions, " in out
    log = tmp_path / "ford.json"
    code, out, _ = run(capsys, "game", "export", "At the ford", "-o", str(log), "--db", str(database))
    assert (code, out) == (0, f"Partie 1 écrite dans {log} (json).\n")
    code, out, _ = run(capsys, "game", "replay", str(log))
    assert code == 0
    first = out.splitlines()[0]
    assert first.startswith("At the ford : tour ") and first.endswith(" actions)")
    assert "Alice (Alice's army) — pertes : 3" in out
    assert first.startswith("At the ford : tour 11, Terminée - Alice n'a plus de figurine : Bob gagne. (")
    report = tmp_path / "ford.txt"
    code, _, _ = run(capsys, "game", "export", "1", "-o", str(report), "--format", "text", "--db", str(database))
    text = report.read_text(encoding="utf-8")
    assert code == 0 and text.startswith("Compte rendu de bataille : At the ford")
    assert "Griffin Magistrate (A1)" in text and "Clone of Dirz (B1)" in text
    assert "règles Règles" not in text and " ; jeu de règles : Règles de base (livret)." in text
    code, out, _ = run(capsys, "game", "import", str(log), "--db", str(database))
    assert code == 0 and out.startswith("Importée comme partie 3 (")
    code, _, err = run(capsys, "game", "export", "42", "-o", str(log), "--db", str(database))
    assert (code, err) == (2, "companion: error: il n'y a pas de partie 42\n")
    french_json = run(capsys, "game", "list", "--json", "--db", str(database))
    monkeypatch.setenv("COMPANION_LANG", "en")
    assert run(capsys, "game", "list", "--json", "--db", str(database)) == french_json
