"""Fixtures for the window's tests: a fresh temporary database and settings for every test."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.rules.army import ArmyList
from companion.rules.card import Card

from tests.cards import LIBRARY
from tests.ui.table_support import CARDS as TABLE_CARDS
from tests.ui.table_support import LISTS


def _library_file(path: Path, cards: tuple[Card, ...], lists: tuple[ArmyList, ...] = ()) -> Path:
    """A new database at ``path`` holding ``cards`` and the saved ``lists`` (no starter packs)."""
    from companion.library.armies import ArmyStore
    from companion.library.store import Library

    library = Library.open(path, seed=False)
    try:
        for card in cards:
            library.save(card)
        store = ArmyStore(library)
        for army in lists:
            store.save(army)
    finally:
        library.close()
    return path


@pytest.fixture(scope="session")
def _library_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The test library made once a run (read only: each test gets its own copy)."""
    return _library_file(tmp_path_factory.mktemp("template") / "library.sqlite3", LIBRARY)


@pytest.fixture(scope="session")
def _table_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Table's test library made once a run (read only: each test gets its own copy)."""
    return _library_file(tmp_path_factory.mktemp("template") / "table.sqlite3", TABLE_CARDS, LISTS)


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


@pytest.fixture(scope="session")
def _tournament_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tournament's test library made once a run (read only: each test gets its own copy)."""
    from tests.ui.tournament_round import tournament_library

    return tournament_library(tmp_path_factory.mktemp("template") / "tournament.sqlite3")


@pytest.fixture
def db_path(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    """A fresh database of this test's own holding the four test cards (tests.cards.LIBRARY);
    a module of the tournament's tests asks for its library instead with
    ``pytest.mark.parametrize("db_path", ["tournament"], indirect=True)`` (its cards and the
    players' lists, tests.ui.tournament_round)."""
    template: Path = request.getfixturevalue(f"_{getattr(request, 'param', 'library')}_template")
    return Path(shutil.copy(template, tmp_path / template.name))


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
    """The main window on the test database, shown offscreen and active (a module or folder
    whose tests need other cards overrides ``db_path``); closed after with its print preview."""
    from PySide6.QtWidgets import QApplication

    from companion.ui.app import application, open_window

    application()
    win = open_window(db_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    yield win
    if win.printing.preview is not None:
        win.printing.preview.close()
    win.close()


@pytest.fixture
def table_db(tmp_path: Path, _table_template: Path) -> Path:
    """A fresh database of this test's own: the Table's test cards and five saved lists."""
    return Path(shutil.copy(_table_template, tmp_path / "table.sqlite3"))


@pytest.fixture
def table_window(qtbot: Any, table_db: Path) -> Iterator[Any]:
    """The main window on the Table's test database, the Table workspace shown."""
    from companion.ui.app import application, open_window

    application()
    window = open_window(table_db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_workspace("table")
    yield window
    window.close()


@pytest.fixture
def english_after(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Whatever a test switches to, the next one starts in English again; meanwhile a text the
    code passes to tr() without its French raises instead of falling back to English."""
    from companion.i18n import catalog
    from companion.i18n import language as lang
    from companion.i18n import qt as i18n_qt

    monkeypatch.setenv(catalog.STRICT_ENV, "1")
    yield qapp
    i18n_qt.install_translators(qapp, "en")
    lang.set_language(None)
    lang.register_setting_reader(None)


@pytest.fixture
def french(english_after: Any) -> Any:
    """The app in French, as View > Language or COMPANION_LANG=fr leave it (English again after)."""
    from PySide6.QtWidgets import QApplication

    from companion.i18n import language as lang
    from companion.i18n import qt as i18n_qt

    lang.set_language("fr")
    i18n_qt.install_translators(english_after, "fr")
    QApplication.sendPostedEvents()  # the LanguageChange Qt posts to the windows open
    return english_after
