"""Files given on the command line, or opened with the app from the desktop, open in their
workspace: an army list in the Army workspace, a card pack or a catalogue as an import into
the Library, a BattleScribe roster as a new list in the Army workspace."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from companion.cli import main, with_files_to_open
from companion.library.army_files import write_army
from companion.project import APP_ID
from companion.resources import resource
from companion.rules.army_model import ArmyList, Entry
from companion.ui.open_files import FileKind, file_kind, open_paths


def test_each_kind_of_file_is_told_by_its_name() -> None:
    assert file_kind(Path("Raid.army.json")) is FileKind.ARMY
    assert file_kind(Path("WOLFEN.CARDS.JSON")) is FileKind.LIBRARY
    assert file_kind(Path("mine.json")) is FileKind.LIBRARY
    assert {file_kind(Path(f"x.{suffix}")) for suffix in ("cat", "catz", "gst", "gstz")} == {FileKind.LIBRARY}
    assert {file_kind(Path(f"x.{suffix}")) for suffix in ("ros", "rosz")} == {FileKind.ROSTER}
    assert file_kind(Path("notes.txt")) is FileKind.OTHER


def test_an_army_list_opens_in_the_army_workspace(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "Raid.army.json"
    write_army(path, ArmyList("Raid on Kaïber", "alahan", 200, entries=(Entry("alahan/paladin", 2),)))
    assert window.current_workspace() == "library"
    open_paths(window, [path])
    qtbot.waitUntil(lambda: window.current_workspace() == "army")
    army = window.army.controller.doc.army
    assert army.name == "Raid on Kaïber" and army.entries == (Entry("alahan/paladin", 2),)


def test_a_card_pack_is_imported_into_the_library(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pack = tmp_path / "wolfen.cards.json"
    shutil.copyfile(resource("cards", "wolfen.cards.json"), pack)
    window.show_workspace("army")
    open_paths(window, [pack])
    assert window.current_workspace() == "library"
    qtbot.waitUntil(lambda: any(card.people == "wolfen" for card in window.session.listed()), timeout=15_000)
    assert window.undo_stack.count() == 1  # one import, one undo step


def test_a_catalogue_is_imported_into_the_library(window, qtbot, battlescribe_dir: Path) -> None:  # type: ignore[no-untyped-def]
    open_paths(window, [battlescribe_dir / "alahan-lions-c5.cat"])
    assert window.current_workspace() == "library"
    qtbot.waitUntil(lambda: len(window.session.listed()) > 40, timeout=30_000)


ROSTER = """<?xml version="1.0" encoding="UTF-8"?>
<roster xmlns="http://www.battlescribe.net/schema/rosterSchema" id="r" name="Raid on Kaiber"
        gameSystemId="g" gameSystemName="Confrontation">
  <costLimits><costLimit name="pts" typeId="pts" value="200"/></costLimits>
  <forces><force id="f" name="Army" entryId="e" catalogueId="c" catalogueName="Lions of Alahan">
    <selections><selection id="s" name="Paladin" entryId="x" number="2" type="unit"/></selections>
  </force></forces>
</roster>
"""


def test_a_roster_opens_as_a_new_list_in_the_army_workspace(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A roster whose entries name the library's cards (no data-source ids: found by name)."""
    roster = tmp_path / "tournament.ros"
    roster.write_text(ROSTER, encoding="utf-8")
    open_paths(window, [roster])
    qtbot.waitUntil(lambda: window.army.controller.doc.army.name == "Raid on Kaiber")
    assert window.current_workspace() == "army"
    assert window.army.controller.doc.army.entries == (Entry("alahan/paladin", 2),)


def test_a_roster_that_does_not_read_changes_nothing_and_is_named(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    roster = tmp_path / "tournament.rosz"
    roster.write_bytes(b"PK\x05\x06" + bytes(18))
    qtbot.waitUntil(lambda: window.session.is_loaded)
    window.show_workspace("army")
    before = window.army.controller.doc.army
    told: list[str] = []
    window.army.controller.told.connect(lambda text, _error, _status_only: told.append(text))
    open_paths(window, [roster])
    qtbot.waitUntil(lambda: bool(told))
    assert window.current_workspace() == "army"
    assert window.army.controller.doc.army == before
    assert "tournament.rosz" in told[0] and "nothing was changed" in told[0]


def test_a_missing_file_and_a_file_of_another_kind_are_said(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    other = tmp_path / "notes.txt"
    other.write_text("hello", encoding="utf-8")
    open_paths(window, [tmp_path / "gone.army.json", other])
    qtbot.waitUntil(lambda: window.last_message is not None)
    text = window.last_message.text()
    assert f"{tmp_path / 'gone.army.json'} was not found." in text
    assert "notes.txt is not a file the app opens" in text
    assert window.current_workspace() == "library" and window.undo_stack.count() == 0


def test_the_files_wait_for_the_cards_of_a_library_still_being_read(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window

    application()
    path = tmp_path / "Raid.army.json"
    write_army(path, ArmyList("Raid", "alahan", 200, entries=()))
    window = open_window(tmp_path / "new.sqlite3")  # a new database: made off the GUI thread
    qtbot.addWidget(window)
    assert not window.session.is_loaded
    open_paths(window, [path])
    assert window.current_workspace() == "library"
    qtbot.waitUntil(lambda: window.current_workspace() == "army", timeout=30_000)
    assert window.army.controller.doc.army.name == "Raid"
    window.close()


@pytest.mark.parametrize("argv, expected", [
    (["Raid.army.json"], ["gui", "Raid.army.json"]),
    (["--db", "x.sqlite3", "/home/me/a.cards.json", "b.cat"], ["--db", "x.sqlite3", "gui", "/home/me/a.cards.json", "b.cat"]),
    (["--db=x.sqlite3", "--json", "./roster"], ["--db=x.sqlite3", "--json", "gui", "./roster"]),
    (["cards", "list", "--db", "x.sqlite3"], ["cards", "list", "--db", "x.sqlite3"]),
    (["gui", "a.army.json"], ["gui", "a.army.json"]),
    (["validate", "a.army.json"], ["validate", "a.army.json"]),
    ([], []),
])
def test_companion_FILE_means_the_window_with_that_file(argv: list[str], expected: list[str]) -> None:
    assert with_files_to_open(argv) == expected


def test_what_the_desktop_runs_opens_the_files_in_the_window(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The desktop entry's ``Exec`` line, its ``%F`` given two files, reaches the window with them."""
    entry = resource("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8")
    exec_line = re.search(r"^Exec=(.*)$", entry, re.MULTILINE)
    assert exec_line is not None
    files = [str(tmp_path / "Raid.army.json"), str(tmp_path / "wolfen.cards.json")]
    command, *arguments = exec_line.group(1).split()
    assert command == "companion" and arguments == ["%F"]
    opened: dict[str, object] = {}

    def run_app(db: object = None, **options: object) -> int:
        opened.update(db=db, **options)
        return 0

    monkeypatch.setattr("companion.ui.app.run_app", run_app)
    assert main(files) == 0
    assert opened["files"] == [Path(name) for name in files] and opened["db"] is None
