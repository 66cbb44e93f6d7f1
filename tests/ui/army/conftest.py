"""Fixtures of the Army workspace's tests: the window on a fresh database of cards with AP
(tests.ui.builder_cards), its builder on a new Alahan list."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.ui.builder_cards import make_db


@pytest.fixture(scope="session")
def _army_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The builder's test library made once a run (read only: each test gets its own copy)."""
    return make_db(tmp_path_factory.mktemp("template") / "army.sqlite3")


@pytest.fixture
def army_db(tmp_path: Path, _army_template: Path) -> Path:
    """A fresh database of this test's own holding the builder's cards (BUILDER_CARDS)."""
    return Path(shutil.copy(_army_template, tmp_path / "army.sqlite3"))


@pytest.fixture
def db_path(army_db: Path) -> Path:
    """The window's database (the ``window`` fixture of tests/ui/conftest.py): ``army_db``."""
    return army_db


@pytest.fixture
def builder(window, qtbot):  # type: ignore[no-untyped-def]
    """The Army workspace's builder, brought forward with Ctrl+2, on a new Alahan list of 200 AP."""
    assert not window.army.built  # nothing made before the workspace is first shown
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    view = window.army.builder
    assert window.current_workspace() == "army"
    view.controller.set_people("alahan")
    view.controller.undo_stack.clear()
    return view


@pytest.fixture
def army(builder):  # type: ignore[no-untyped-def]
    """The list being built: the builder's controller."""
    return builder.controller
