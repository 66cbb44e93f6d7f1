"""File > Import list... and Export list as... with BattleScribe and New Recruit rosters: the
Army workspace's controller chooses the format by the file's extension."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from builder_cards import make_db
from companion.library.list_files import read_list
from companion.library.rosters import read_roster
from companion.library.store import Library
from companion.rules.army import Entry

AGONN = "alahan/agonn-the-ardent"
SHIELD = f"{AGONN}/the-shield-of-pride"


@pytest.fixture
def army(qtbot, tmp_path: Path, battlescribe_dir: Path):  # type: ignore[no-untyped-def]
    """The Army workspace's controller, on a library holding the C5 fixtures."""
    from companion.ui.app import application, open_window

    path = make_db(tmp_path / "army.sqlite3")
    with Library.open(path) as library:
        library.import_battlescribe([battlescribe_dir])
    application()
    window = open_window(path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    controller = window.army.builder.controller
    controller.set_people("alahan")
    yield controller
    window.close()


def test_export_as_a_roster_and_import_it_back(army, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    army.rename("Lions")
    army.add_cards([AGONN])
    army.apply(army.doc, army.doc.army.with_options(0, (SHIELD, f"{AGONN}/unaffiliated")))
    for name in ("lions.ros", "lions.rosz", "lions.json"):
        assert army.export_to(tmp_path / name)
        read = read_roster(tmp_path / name, army.cards.values())
        assert read.army.entries == army.doc.army.entries
    built = army.doc.army
    army.new_list()
    assert army.import_file(tmp_path / "lions.rosz")
    assert army.doc.army.entries == built.entries == (Entry(AGONN, 1, options=(SHIELD, f"{AGONN}/unaffiliated")),)
    assert army.doc.dirty and army.doc.list_id is None
    assert army.validation.entry_ap == (46,)


def test_an_export_without_an_extension_is_an_army_file(army, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    army.add_cards([AGONN])
    assert army.export_to(tmp_path / "plain")
    assert read_list(tmp_path / "plain.army.json", army.cards.values()).army.entries == (
        Entry(AGONN, 1, options=(f"{AGONN}/unaffiliated",)),)  # added with its barony's default


def test_a_malformed_roster_changes_nothing(army, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    army.add_cards([AGONN])
    before = army.doc.army
    bad = tmp_path / "broken.ros"
    bad.write_bytes(b"<roster><forces>")
    assert not army.import_file(bad)
    assert army.doc.army == before
