"""The window's session on a database (companion.ui.session): its cards read with sqlite3 when
the file is current, the Library opened off the GUI thread when the file must be made first."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from companion.errors import DatabaseError
from companion.library.card_columns import library_order
from companion.library.card_list import listed_card
from companion.ui.session import Session

from tests.cards import LIBRARY
from tests.refusals import refused

pytestmark = pytest.mark.usefixtures("qapp")


def test_a_current_database_is_opened_and_read_at_once(db_path: Path) -> None:
    session = Session(db_path)
    session.start()
    assert session.is_loaded and session.is_open and not session.library.read_only
    assert session.cards() == sorted(LIBRARY, key=library_order) == session.library.cards()
    assert session.listed() == [listed_card(card) for card in session.cards()]
    assert session.card("alahan/paladin") == LIBRARY[1] and session.card("alahan/nobody") is None


def test_a_new_database_is_made_off_the_gui_thread_then_loaded(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session = Session(tmp_path / "new" / "library.sqlite3")
    with qtbot.waitSignals([session.opened, session.loaded], order="strict"):
        session.start()
        assert not session.is_loaded  # the window paints meanwhile
    assert session.is_open
    assert len(session.cards()) > 10  # the starter library, seeded
    assert session.cards() == session.library.cards()


def test_the_library_asked_for_during_its_opening_is_waited_for(tmp_path: Path) -> None:
    session = Session(tmp_path / "library.sqlite3")
    session.start()
    library = session.library  # no event loop turned: waited for, and delivered now
    assert session.is_loaded and session.is_open and library.count() == len(session.cards())
    session.close()


def test_a_folder_is_refused_at_once(tmp_path: Path) -> None:
    with refused("database.is-folder", DatabaseError):
        Session(tmp_path).start()


def test_changes_keep_the_cards_in_library_order(qtbot, db_path: Path, read_db) -> None:  # type: ignore[no-untyped-def]
    session = Session(db_path)
    session.start()
    renamed = replace(LIBRARY[0], name="Aaron the Magistrate")
    with qtbot.waitSignal(session.card_saved):
        session.save(renamed)
    added = replace(LIBRARY[1], id="alahan/aaron", name="Aaron")
    session.save(added)
    session.delete("acheron/skeleton")
    expected = sorted([renamed, added, LIBRARY[1], LIBRARY[3]], key=library_order)
    assert session.cards() == expected
    assert session.listed() == [listed_card(card) for card in expected]  # kept in order, not read again
    assert sorted(read_db().values(), key=library_order) == expected  # committed
    session.close()
