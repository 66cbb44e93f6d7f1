"""Fixtures of the command line's tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from companion.library.packs import write_pack

from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE, WRAITH
from tests.cards import PACK_PALADIN


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """Where the command's database goes (nothing made yet)."""
    return tmp_path / "cli.sqlite3"


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A card pack of two cards, the Paladin and the Wraith (a module testing other cards has its own)."""
    path = tmp_path / "mine.cards.json"
    write_pack(path, [PACK_PALADIN, WRAITH], "Mine")
    return path


@pytest.fixture(scope="session")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with a finished game and an unfinished one, built once a run (read only)."""
    from companion.library.games import GameStore
    from companion.rules.game.autoplay import choose

    from tests.rules.game.helpers import setup_of

    path = tmp_path_factory.mktemp("games") / "companion.sqlite3"
    with GameStore.open(path) as games:
        game_id = games.create(setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=4),
                               "At the ford")
        while not games.state(game_id).finished:
            games.append(game_id, choose(games.state(game_id)))
        other = games.create(setup_of([(PALADIN, 1)], [(CLONE, 1)], seed=1), "Unfinished")
        games.append(other, choose(games.state(other)))
    return path


@pytest.fixture
def database(played: Path, tmp_path: Path) -> Path:
    """A copy of the played database for one test."""
    return Path(shutil.copy(played, tmp_path / "companion.sqlite3"))
