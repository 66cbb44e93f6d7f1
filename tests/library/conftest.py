"""Fixtures of the library's tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion.library.battlescribe import read_battlescribe
from companion.rules.card import Card


@pytest.fixture(scope="session")
def c5(battlescribe_dir: Path) -> dict[str, Card]:
    """The cards of the C5 fixtures by id, imported as ``companion cards import`` does (read
    once a run: the cards are frozen, the dictionary is not to be changed)."""
    return {card.id: card for card in read_battlescribe([battlescribe_dir]).cards}
