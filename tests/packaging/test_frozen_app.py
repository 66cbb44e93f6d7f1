"""The frozen app (``make dist``: dist/companion/) run as a player runs it: copied away from the
checkout, from a new HOME, with a minimal environment and no Python on PATH. A resource the
frozen app cannot find fails here.

``make test`` builds the app and names its executable in ``COMPANION_FROZEN_APP``; a bare
``pytest`` run without it skips these tests.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from companion.library.army_files import write_army
from companion.library.packs import write_pack
from companion.project import APP_ID
from companion.resources import resource
from companion.rules.matchup import matchup
from tests.cards import BOOKLET, CHAMPION, CLONE, CRANE, MAGISTRATE, PALADIN, RED_LIONESS, WOLFEN_ZOMBIE, ZOMBIE
from tests.rules.army_cards import CARDS, army

FROZEN = os.environ.get("COMPANION_FROZEN_APP", "")
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not FROZEN, reason="make test builds the frozen app and names it in COMPANION_FROZEN_APP")]


def _link_or_copy(source: str, target: str) -> None:
    """A hard link where the file system allows it (a new path to the same bytes: nothing to
    write or delete again), else a copy."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The frozen app's folder copied to a new place (nothing in it may point back at the
    checkout); its executable."""
    executable = Path(FROZEN).resolve()
    assert executable.is_file(), f"{FROZEN}: not built (make dist)"
    copy = tmp_path_factory.mktemp("player") / "companion"
    shutil.copytree(executable.parent, copy, symlinks=True, copy_function=_link_or_copy)
    return copy / executable.name


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def run(app: Path, home: Path, *arguments: str, **extra: str) -> subprocess.CompletedProcess[str]:
    """``app ARGUMENTS`` from ``home``, with HOME, a PATH of an empty folder, a UTF-8 locale and
    Qt offscreen: nothing else of this environment (no PYTHONPATH, no XDG folders, no venv)."""
    empty = home.parent / "bin"
    empty.mkdir(exist_ok=True)
    env = {"HOME": str(home), "PATH": str(empty), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen", **extra}
    assert shutil.which("python3", path=env["PATH"]) is None and shutil.which("python", path=env["PATH"]) is None
    result = subprocess.run([str(app), *arguments], env=env, cwd=home, capture_output=True, text=True, timeout=180)
    assert "Traceback" not in result.stderr, result.stderr
    return result


def starter_card_ids() -> set[str]:
    ids = set()
    for pack in resource("cards").glob("*.cards.json"):
        ids |= {card["id"] for card in json.loads(pack.read_text(encoding="utf-8"))["cards"]}
    return ids


def test_the_window_is_shown_on_a_new_database_in_the_player_data_folder(app: Path, home: Path) -> None:
    for _start in ("first start", "second start"):
        result = run(app, home, "gui", "--exit-after-show")
        assert result.returncode == 0, result.stderr
        assert re.fullmatch(r"shown in \d+ ms\n", result.stdout), result.stdout
    assert (home / ".local" / "share" / "companion" / "companion.sqlite3").is_file()


def test_the_window_is_shown_in_french(app: Path, home: Path) -> None:
    result = run(app, home, "gui", "--exit-after-show", COMPANION_LANG="fr")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("shown in ")


def test_cards_list_gives_the_starter_library(app: Path, home: Path) -> None:
    result = run(app, home, "cards", "list", "--json")
    assert result.returncode == 0, result.stderr
    listed = json.loads(result.stdout)
    assert {card["id"] for card in listed["cards"]} == starter_card_ids()
    assert listed["count"] == len(starter_card_ids())


def test_print_reference_writes_the_sheet_with_the_embedded_font_and_the_wound_table(app: Path, home: Path) -> None:
    for language, title in (("en", "Quick reference"), ("fr", "Aide de jeu")):
        result = run(app, home, "print", "reference", "-o", f"reference-{language}.pdf", "--lang", language)
        assert result.returncode == 0, result.stderr
        reader = PdfReader(home / f"reference-{language}.pdf")
        text = "".join(page.extract_text() for page in reader.pages)
        assert title in text
        fonts = {str(font) for page in reader.pages for font in page["/Resources"]["/Font"].values()
                 for font in [font.get_object()["/BaseFont"]]}
        assert any("DejaVu" in font for font in fonts), fonts
    english = "".join(page.extract_text() for page in PdfReader(home / "reference-en.pdf").pages)
    assert "Critical" in english  # the wound table's cells


def test_validate_checks_a_list(app: Path, home: Path) -> None:
    write_pack(home / "test.cards.json", CARDS.values(), "frozen app test")
    write_army(home / "legal.army.json", army(("alahan/paladin", 3), ("alahan/swordsman", 3),
                                              ("griffin/magistrate", 2), points=160, name="Lions legal"))
    write_army(home / "forbidden.army.json", army(("alahan/paladin", 3), ("acheron/zombie", 1), points=100,
                                                  name="Lions and zombies"))
    legal = run(app, home, "validate", "legal.army.json", "--cards", "test.cards.json", "--json")
    assert legal.returncode == 0, legal.stderr
    assert json.loads(legal.stdout)["legal"] is True
    forbidden = run(app, home, "validate", "forbidden.army.json", "--cards", "test.cards.json", "--lang", "fr")
    assert forbidden.returncode == 1
    assert "Lions and zombies" in forbidden.stdout and "Acheron" in forbidden.stdout


def test_print_roster_against_weighs_the_matrix_in_worker_processes(app: Path, home: Path) -> None:
    # 4 entries against 4: 16 distinct fights, weighed in spawned workers (the frozen executable
    # started again, which multiprocessing.freeze_support() turns into a worker) on 2 cores or more.
    write_pack(home / "booklet.cards.json", BOOKLET.values(), "frozen app test")
    write_army(home / "lions.army.json", army(*((card.id, 1) for card in (PALADIN, RED_LIONESS, CHAMPION, MAGISTRATE)),
                                              name="Lions"))
    write_army(home / "dead.army.json", army(*((card.id, 1) for card in (WOLFEN_ZOMBIE, ZOMBIE, CRANE, CLONE)),
                                             people="acheron", name="Dead"))
    result = run(app, home, "print", "roster", "lions.army.json", "--cards", "booklet.cards.json",
                 "--against", "dead.army.json", "-o", "roster.pdf", "--lang", "en")
    assert result.returncode in (0, 1), result.stderr  # 1: the list breaks a rule (printed on the roster)
    text = " ".join(page.extract_text() for page in PdfReader(home / "roster.pdf").pages)
    assert "Lions against Dead" in text
    exact = matchup(PALADIN, WOLFEN_ZOMBIE)
    assert f"{round(float(exact.first_wins) * 100)}%" in text


def test_the_rules_answer_in_french_from_the_catalogue(app: Path, home: Path) -> None:
    result = run(app, home, "rules", "roll", "--value", "4", "--difficulty", "6", "--lang", "fr")
    assert result.returncode == 0, result.stderr
    assert "83\u00a0% (5/6)" in result.stdout and "jet de 4 pour atteindre 6" in result.stdout


def test_bad_input_is_one_line_without_a_traceback(app: Path, home: Path) -> None:
    result = run(app, home, "validate", "missing.army.json")
    assert result.returncode == 2
    assert result.stderr.startswith("companion: error:") and len(result.stderr.splitlines()) == 1


def test_the_desktop_entry_runs_the_frozen_executable(app: Path, home: Path) -> None:
    result = run(app, home, "desktop", "install")
    assert result.returncode == 0, result.stderr
    entry = (home / ".local" / "share" / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Exec={app} %F" in entry.splitlines()
