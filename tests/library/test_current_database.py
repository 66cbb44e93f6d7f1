"""A library at the newest schema is opened as it is, at once (companion.library.db.
current_database: what the window does at start); any other file is left to Database.open."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from card_strategies import cards as card_strategy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.library.db import current_database
from companion.library.models import CardRow
from companion.library.store import Library
from companion.rules.card import Card


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(card_strategy(), max_size=6, unique_by=lambda c: c.id))
def test_a_current_library_opens_as_it_is_with_its_cards(library: Library, cards: list[Card]) -> None:
    from sqlalchemy import delete

    with library.transaction() as session:
        session.exec(delete(CardRow))
    library.import_cards(cards)
    database = current_database(library.path)
    assert database is not None and not database.read_only and not database.created
    try:
        assert Library(database).cards() == library.cards()  # the same cards, in the same order
    finally:
        database.close()


@pytest.mark.parametrize("content", [None, b"", b"not a database at all" * 40])
def test_a_file_to_create_or_salvage_is_left_to_open(tmp_path: Path, content: bytes | None) -> None:
    path = tmp_path / "library.sqlite3"
    if content is not None:
        path.write_bytes(content)
    assert current_database(path) is None
    assert path.exists() == (content is not None)  # nothing made
    if content is not None:
        assert path.read_bytes() == content  # nothing changed


def test_a_file_of_an_older_schema_revision_is_left_to_open(library: Library) -> None:
    connection = sqlite3.connect(library.path)
    with connection:
        connection.execute("UPDATE alembic_version SET version_num = '0001'")
    connection.close()
    assert current_database(library.path) is None
    with Library.open(library.path, seed=False) as again:  # 0002 cannot run over its own tables
        assert again.read_only and again.cards() == []
    assert current_database(library.path) is None  # the file is left as it was
