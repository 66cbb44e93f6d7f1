"""Fixtures of the library's tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.library.battlescribe import read_battlescribe
from companion.library.store import Library
from companion.rules.card import Card


@pytest.fixture(scope="session")
def c5(battlescribe_dir: Path) -> dict[str, Card]:
    """The cards of the C5 fixtures by id, imported as ``companion cards import`` does (read
    once a run: the cards are frozen, the dictionary is not to be changed)."""
    return {card.id: card for card in read_battlescribe([battlescribe_dir]).cards}


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    """A new library of this test's own, empty (no starter packs), open for the test."""
    with Library.open(tmp_path / "companion.sqlite3", seed=False) as opened:
        yield opened


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """The path of a new library of this test's own, empty (no starter packs) and closed: what
    opens it next (another process too) finds a library and seeds nothing."""
    path = tmp_path / "companion.sqlite3"
    Library.open(path, seed=False).close()
    return path
