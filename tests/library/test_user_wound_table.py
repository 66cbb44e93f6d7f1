"""The player's corrected wound table: saved in the user data folder, used instead of the shipped one."""

from __future__ import annotations

import json

import pytest

from companion.i18n.render import english
from companion.library.user_wound_table import (
    PLAYER_PROVENANCE,
    CellKind,
    cell_kind,
    load_user_wound_table,
    read_user_wound_table,
    reset_user_wound_table,
    save_user_wound_table,
    user_table_path,
)
from companion.paths import data_dir
from companion.rules.wound_table import WoundTable, load_wound_table
from companion.rules.wounds import Location, WoundLevel


def _published(table: WoundTable) -> tuple[int, Location]:
    for index, row in enumerate(table.rows):
        for location, cell in row.cells.items():
            if cell.published:
                return index, location
    raise AssertionError("the shipped table has a published cell (15 in the Torso)")


def test_the_file_is_in_the_user_data_folder() -> None:
    assert user_table_path() == data_dir() / "wound-table.json"


def test_without_a_file_the_shipped_table_is_used() -> None:
    assert not user_table_path().exists()
    state = read_user_wound_table()
    assert state.table == load_wound_table() and not state.from_user_file and state.warning is None


def test_a_saved_correction_is_the_players_and_published_cells_stay_published() -> None:
    shipped = load_wound_table()
    assert cell_kind(shipped.cell(0, Location.HEAD)) is CellKind.ESTIMATE
    corrected = shipped.with_cell(0, Location.HEAD, WoundLevel.KILLED, PLAYER_PROVENANCE)
    save_user_wound_table(corrected)
    assert user_table_path().exists()
    loaded = load_user_wound_table()
    cell = loaded.cell(0, Location.HEAD)
    assert cell.level is WoundLevel.KILLED and not cell.published
    assert cell_kind(cell) is CellKind.CORRECTED
    index, location = _published(shipped)
    assert cell_kind(loaded.cell(index, location)) is CellKind.PUBLISHED
    assert loaded.cell(index, location).level is WoundLevel.CRITICAL
    assert read_user_wound_table().from_user_file


def test_reset_restores_the_shipped_table() -> None:
    save_user_wound_table(load_wound_table().with_cell(1, Location.ARMS, WoundLevel.KILLED,
                                                      PLAYER_PROVENANCE))
    assert load_user_wound_table() != load_wound_table()
    reset_user_wound_table()
    assert not user_table_path().exists()
    assert load_user_wound_table() == load_wound_table()
    reset_user_wound_table()  # nothing to forget: no error


@pytest.mark.parametrize("content", ["{not json", json.dumps({"schema": 9}),
                                     json.dumps({"schema": 1, "columns": []})])
def test_an_invalid_file_falls_back_to_the_shipped_table_with_a_warning(content: str) -> None:
    path = user_table_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    state = read_user_wound_table()
    assert state.table == load_wound_table() and not state.from_user_file
    assert state.warning is not None and "wound-table.json" in english(state.warning)
    assert load_user_wound_table() == load_wound_table()
    assert path.read_text(encoding="utf-8") == content  # nothing lost
