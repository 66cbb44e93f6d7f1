"""Fixtures for the window's tests: a fresh temporary database and settings for every test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.rules.abilities import Ability
from companion.rules.card import Base, Card, Equipment, Rank, Size

CARDS = (
    Card(id="griffin/magistrate", name="Griffin Magistrate", people="griffin", rank=Rank.REGULAR,
         ap=24, figures_per_card=2, size=Size.NORMAL, base=Base.INFANTRY, movement=10,
         initiative=3, attack=3, strength=6, defence=4, resilience=5, aim=3, courage=5,
         discipline=6, faith="1-0-1", abilities=(Ability("Bravery"), Ability("Leadership", "10")),
         equipment=(Equipment("Pistol", 6, (10, 15, 20)),), faithful=True,
         provenance="test card"),
    Card(id="alahan/paladin", name="Paladin", people="alahan", rank=Rank.VETERAN, ap=None,
         size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=4, attack=5, strength=6,
         defence=5, resilience=7, courage=6, discipline=5,
         abilities=(Ability("Bravery"), Ability("Holy oath")), provenance="test card"),
    Card(id="acheron/skeleton", name="Skeleton Warrior", people="acheron", rank=Rank.IRREGULAR,
         ap=8, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=1, attack=2,
         strength=3, defence=2, resilience=4, fear=4, discipline=1,
         abilities=(Ability("Living-dead"),), provenance="test card"),
    Card(id="daikinee/dryad", name="Dryad", people="daikinee", rank=Rank.REGULAR, ap=15,
         size=Size.SMALL, base=Base.INFANTRY, movement=12.5, initiative=5, attack=3, strength=3,
         defence=3, resilience=3, aim=4, courage=3, discipline=3, abilities=(Ability("Scout"),),
         provenance="test card"),
)


@pytest.fixture(autouse=True)
def _qt_settings_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """QSettings and the view snapshots go under tmp, never the user's own."""
    from PySide6.QtCore import QSettings

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    from companion.i18n.qt import reread_saved_language

    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    reread_saved_language()  # a new settings folder: the language saved there, not the last test's
    yield


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """A fresh database holding the four test cards (no starter packs)."""
    from companion.library.store import Library

    path = tmp_path / "library.sqlite3"
    library = Library.open(path, seed=False)
    try:
        for card in CARDS:
            library.save(card)
    finally:
        library.close()
    return path


def _read_db(path: Path) -> dict[str, Card]:
    from companion.library.store import Library

    library = Library.open(path, seed=False)
    try:
        return {card.id: card for card in library.cards()}
    finally:
        library.close()


@pytest.fixture
def read_db(db_path: Path):  # type: ignore[no-untyped-def]
    """What is in the test database now, read with a separate connection."""
    return lambda: _read_db(db_path)


@pytest.fixture
def window(qtbot, db_path: Path):  # type: ignore[no-untyped-def]
    """The main window on the test database, shown offscreen."""
    from companion.ui.app import application, open_window

    application()
    win = open_window(db_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    yield win
    win.close()
