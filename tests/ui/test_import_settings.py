"""Import and export from the window, start-up warnings, the settings of the last view."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from companion.library.packs import card_to_dict
from companion.ui.card_rows import COL_AP

from tests.cards import LIBRARY


def write_pack(path: Path, cards: list[dict[str, object]]) -> Path:
    path.write_text(json.dumps({"format": "confrontation-cards", "version": 1, "name": "test",
                                "cards": cards}), encoding="utf-8")
    return path


def new_card(name: str, **extra: object) -> dict[str, object]:
    slug = name.lower().replace(" ", "-")
    return {"id": f"wolfen/{slug}", "name": name, "people": "wolfen", **extra}


def test_import_a_pack_then_undo_it(window, qtbot, tmp_path: Path, read_db) -> None:  # type: ignore[no-untyped-def]
    changed = card_to_dict(LIBRARY[0])
    changed["ap"] = 30
    pack = write_pack(tmp_path / "more.cards.json", [new_card("Wolfen Hunter"), changed,
                                                      card_to_dict(LIBRARY[1])])
    library = window.library
    library.import_files([pack])
    qtbot.waitUntil(lambda: library.last_message is not None)
    text = library.last_message.text()
    assert "1 added, 1 updated, 1 unchanged" in text
    assert read_db()["wolfen/wolfen-hunter"].name == "Wolfen Hunter"
    assert read_db()["griffin/magistrate"].ap == 30
    assert library.model.has("wolfen/wolfen-hunter")
    window.undo_stack.undo()
    assert "wolfen/wolfen-hunter" not in read_db()
    assert read_db()["griffin/magistrate"].ap == 24
    assert not library.model.has("wolfen/wolfen-hunter")
    window.undo_stack.redo()
    assert read_db()["griffin/magistrate"].ap == 30


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{not json", ["malformed JSON"]),
        (None, ["card #2", "strength", "out of range"]),
        ("[]", ["expected a JSON object"]),
    ],
)
def test_a_bad_pack_says_why_and_writes_nothing(window, qtbot, tmp_path: Path, read_db, content, words) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "bad.cards.json"
    if content is None:
        write_pack(path, [new_card("Wolfen Hunter"), new_card("Wolfen Brute", strength=99)])
    else:
        path.write_text(content, encoding="utf-8")
    before = read_db()
    window.library.import_files([path])
    qtbot.waitUntil(lambda: window.library.last_message is not None)
    box = window.library.last_message
    assert box.icon() == box.Icon.Warning
    assert "Nothing was imported" in box.text()
    for word in words:
        assert word in box.text()
    assert read_db() == before
    assert window.undo_stack.count() == 0


def test_a_good_pack_with_bad_ones_imports_nothing_and_lists_every_problem(  # type: ignore[no-untyped-def]
        window, qtbot, tmp_path: Path, read_db) -> None:
    good = write_pack(tmp_path / "good.cards.json", [new_card(f"Wolfen {i}") for i in range(50)])
    bad = tmp_path / "bad.cards.json"
    bad.write_text("{not json", encoding="utf-8")
    worse = write_pack(tmp_path / "worse.cards.json", [new_card("Wolfen Brute", strength=99)])
    before = read_db()
    window.library.import_files([good, bad, worse])
    qtbot.waitUntil(lambda: window.library.last_message is not None)
    text = window.library.last_message.text()
    assert "Nothing was imported from good.cards.json, bad.cards.json, worse.cards.json" in text
    problems = text.split("\n\n", 1)[1].splitlines()  # every problem, one a line
    assert len(problems) == 2
    assert problems[0].startswith("bad.cards.json: malformed JSON") and "out of range" in problems[1]
    assert read_db() == before and window.undo_stack.count() == 0  # true: nothing, and nothing to undo


def test_packs_imported_together_are_one_undo_step(window, qtbot, tmp_path: Path, read_db) -> None:  # type: ignore[no-untyped-def]
    first = write_pack(tmp_path / "first.cards.json", [new_card("Wolfen Hunter")])
    second = write_pack(tmp_path / "second.cards.json", [new_card("Wolfen Brute")])
    before = read_db()
    window.library.import_files([first, second])
    qtbot.waitUntil(lambda: window.library.last_message is not None)
    text = window.library.last_message.text()
    assert "first.cards.json: 1 added" in text and "second.cards.json: 1 added" in text
    assert len(read_db()) == len(before) + 2 and window.undo_stack.count() == 1
    window.undo_stack.undo()
    assert read_db() == before


def test_a_missing_file_is_a_clear_message(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.library.import_files([tmp_path / "nowhere.cards.json"])
    qtbot.waitUntil(lambda: window.library.last_message is not None)
    assert "no such file" in window.library.last_message.text()


def test_import_battlescribe_fixtures(window, qtbot, battlescribe_dir: Path, read_db) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("companion.library.battlescribe")
    files = sorted(battlescribe_dir.glob("*.[cg][as]t"))
    window.library.import_files(files)
    qtbot.waitUntil(lambda: window.library.last_message is not None, timeout=20000)
    text = window.library.last_message.text()
    assert "added" in text
    assert len(read_db()) > len(LIBRARY)


def test_a_folder_import_says_which_catalogues_it_skipped(window, qtbot, battlescribe_dir: Path, read_db) -> None:  # type: ignore[no-untyped-def]
    window.library.import_files([battlescribe_dir])  # the data set, and the repository's template beside it
    qtbot.waitUntil(lambda: window.library.last_message is not None, timeout=20000)
    text = window.library.last_message.text()
    assert text.startswith("battlescribe: 113 added, 0 updated, 0 unchanged\n\nSkipped:\n"
                           "• template-c5.cat: catalogue 'TEMPLATxE' is a template: skipped\n\nNot mapped")
    assert len(read_db()) == len(LIBRARY) + 113


def test_export_the_people_shown(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.library.export_to(tmp_path / "griffin", "griffin")
    qtbot.waitUntil(lambda: window.library.last_message is not None)
    data = json.loads((tmp_path / "griffin.cards.json").read_text(encoding="utf-8"))
    assert [card["id"] for card in data["cards"]] == ["griffin/magistrate"]
    assert "1 card written" in window.library.last_message.text()


def test_a_file_that_is_not_a_library_is_said_and_kept(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window

    application()
    path = tmp_path / "broken.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    win = open_window(path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.last_message is not None)
    assert "broken.sqlite3 cannot be opened as a library" in win.last_message.text()
    assert path.read_bytes() == b"this is not a database" * 100
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("broken")) == ["broken.sqlite3"]
    win.close()


def test_a_damaged_library_shows_what_reads(qtbot, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window
    from tests.damage import damage_schema_text

    data = damage_schema_text(db_path)
    application()
    win = open_window(db_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitUntil(lambda: win.last_message is not None)
    assert f"The library file {db_path} is damaged" in win.last_message.text()
    assert win.library.model.total == 4  # the four cards, read from a copy
    win.last_message.close()
    win.last_message = None
    win.library.table.selectRow(0)
    win.library.delete_card()  # refused: said, nothing changed, nothing to undo
    qtbot.waitUntil(lambda: win.last_message is not None)
    assert win.last_message.windowTitle() == "The change was not saved"
    assert "is damaged and open read-only" in win.last_message.text()
    assert win.library.model.total == 4 and win.undo_stack.count() == 0
    assert db_path.read_bytes() == data
    win.close()


def test_the_last_view_is_remembered(qtbot, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window

    application()
    first = open_window(db_path)
    qtbot.addWidget(first)
    first.show()
    first.library.set_people("alahan")
    first.library.table.horizontalHeader().setSortIndicator(COL_AP, Qt.SortOrder.DescendingOrder)
    first.resize(760, 500)  # a readable card drawing beside the table needs ~700 (the offscreen screen is 800)
    first.close()
    assert QSettings("companion", "companion").value("library/people") == "alahan"

    second = open_window(db_path)
    qtbot.addWidget(second)
    second.show()
    assert second.library.people.currentData() == "alahan"
    assert second.library.model.sort_column == COL_AP and second.library.model.sort_descending
    assert second.library.table.horizontalHeader().sortIndicatorSection() == COL_AP
    assert second.library.model.rowCount() == 1
    qtbot.waitUntil(lambda: second.library.card_view.card is not None)  # drawn once typing pauses
    assert second.library.card_view.card.name == "Paladin"
    assert second.size().width() == 760
    second.close()


def test_a_database_changed_meanwhile_is_shown_as_it_is(qtbot, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.library.store import Library
    from companion.ui.app import application, open_window

    application()
    first = open_window(db_path)
    qtbot.addWidget(first)
    assert first.library.model.has("alahan/paladin")
    first.close()
    library = Library.open(db_path, seed=False)
    library.delete("alahan/paladin")
    library.close()
    second = open_window(db_path)
    qtbot.addWidget(second)
    assert second.session.is_loaded  # read at once, through the store
    assert not second.library.model.has("alahan/paladin")
    assert second.library.model.total == 3
    second.close()
