"""Reading a library for display with sqlite3 (companion.library.reader): what the store reads,
or None for a file the store must open first."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from card_strategies import cards as card_strategy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.library import reader
from companion.library.armies import ArmyStore
from companion.library.store import Library
from companion.rules.army import ArmyList
from companion.rules.card import Card


@pytest.fixture
def library(tmp_path: Path):  # type: ignore[no-untyped-def]
    with Library.open(tmp_path / "library.sqlite3", seed=False) as opened:
        yield opened


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(card_strategy(), max_size=6, unique_by=lambda c: c.id))
def test_the_reader_reads_what_the_store_reads(library: Library, cards: list[Card]) -> None:
    with library.engine.begin() as connection:
        connection.exec_driver_sql("DELETE FROM card")
    library.import_cards(cards)
    read = reader.read_cards(library.path)
    assert read == library.cards()  # the same cards, in the same order
    assert sorted(c.id for c in read or ()) == sorted(c.id for c in cards)


def test_the_drafts_names_are_those_of_the_army_store(library: Library) -> None:
    store = ArmyStore(library)
    assert reader.read_draft_names(library.path) == []
    saved = store.save(ArmyList("Kept", "alahan"))
    store.save_draft(ArmyList("Kept, changed", "alahan"), draft_of=saved.id)
    store.save_draft(ArmyList("Never saved", "wolfen"))
    assert reader.read_draft_names(library.path) == [d.name for d in store.drafts()] == [
        "Never saved", "Kept, changed"]  # the most recent first


@pytest.mark.parametrize("content", [None, b"", b"not a database at all" * 40])
def test_a_file_the_store_must_open_first_reads_as_none(tmp_path: Path, content: bytes | None) -> None:
    path = tmp_path / "library.sqlite3"
    if content is not None:
        path.write_bytes(content)
    assert reader.read_cards(path) is None
    assert reader.read_draft_names(path) is None


def test_a_file_of_another_schema_revision_reads_as_none(library: Library) -> None:
    connection = sqlite3.connect(library.path)
    with connection:
        connection.execute("UPDATE alembic_version SET version_num = '0001'")
    connection.close()
    assert reader.read_cards(library.path) is None
    with Library.open(library.path, seed=False) as again:  # 0002 cannot run over its own tables
        assert again.read_only and again.cards() == []
    assert reader.read_cards(library.path) is None  # the file is left as it was


def test_a_card_row_another_program_wrote_reads_as_none(library: Library) -> None:
    """The window then opens the Library, which says the library holds a card it cannot read."""
    from tests.cards import PALADIN

    library.import_cards([PALADIN])
    assert reader.read_cards(library.path) == [PALADIN]
    with sqlite3.connect(library.path) as connection:
        connection.execute("UPDATE card SET people = X'00FF' WHERE id = ?", (PALADIN.id,))
    assert reader.read_cards(library.path) is None
