"""The wound table printed from the engine's data, unsourced cells marked."""

from __future__ import annotations

import io

from companion.i18n.render import english
from companion.printing.reference import reference_tables, render_reference
from companion.printing.reference_table import UNSOURCED_MARK
from companion.printing.wound_grid import wound_table
from companion.rules.ruleset import CORE, TOURNAMENT
from companion.rules.wound_table import load_wound_table
from companion.rules.wounds import Location, WoundLevel
from tests.printing import pdf_tools


def test_the_grid_has_a_row_per_result_range_and_a_column_per_location() -> None:
    grid = load_wound_table()
    table = wound_table(CORE)
    assert [row[0] for row in table.rows] == [english(row.label) for row in grid.rows]
    assert len(table.header) == 1 + len(grid.locations)
    assert table.header[3].startswith("Torso (3")


def test_only_the_booklet_example_cell_is_unmarked() -> None:
    """Booklet: "The final result is 15 in the Torso : a Critical Wound"."""
    grid = load_wound_table()
    table = wound_table(CORE)
    row = grid.row_index(15)
    column = 1 + grid.locations.index(Location.TORSO)
    assert table.cell(row, column) == "Critical"
    published = {(r, c) for r in range(len(table.rows)) for c in range(1, len(table.header))
                 if (r, c) not in table.unsourced}
    assert published == {(row, column)}
    assert table.cell(0, 1).endswith(UNSOURCED_MARK)
    assert UNSOURCED_MARK in table.header[1]  # the Legs column is an estimate too


def test_a_corrected_table_prints_its_cells_unmarked() -> None:
    grid = load_wound_table()
    row = grid.row_index(8)
    corrected = grid.with_cell(row, Location.HEAD, WoundLevel.KILLED, "my booklet p.64", published=True)
    table = wound_table(CORE, corrected)
    column = 1 + grid.locations.index(Location.HEAD)
    assert table.cell(row, column) == "Killed"
    keys = [t.key for t in reference_tables(CORE, corrected)]
    assert keys[0] == "wound-table"
    buffer = io.BytesIO()
    render_reference(CORE, buffer, "a4", wound_grid=corrected)
    assert "Killed" in pdf_tools.flat(buffer.getvalue())


def test_tournament_cites_its_hard_boiled_rule_and_the_pdf_shows_the_marks() -> None:
    assert "Dur à cuire" in wound_table(TOURNAMENT).source
    buffer = io.BytesIO()
    render_reference(CORE, buffer, "a4")
    text = pdf_tools.flat(buffer.getvalue())
    assert "Critical*" in text and "Stunned*" in text
    assert "* not from a source" in text
    assert "15 Critical*" in text and " Critical Killed*" in text  # 15: Torso unmarked
