"""The Army's "Against...": the list being built against a saved list, as a matrix of fights."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from companion.rules.matchup import Charger, matchup
from tests.cards import PALADIN, WOLFEN_ZOMBIE


def test_the_list_against_a_saved_one(table_window: Any, qtbot: Any) -> None:
    window = table_window
    controller = window.army.controller
    saved = {row.name: row for row in controller.saved_lists()[0]}
    assert controller.open_saved(saved["Lion host"])
    window.army.against_action.trigger()
    dialog = window.army.against_dialog
    assert dialog is not None and window.current_workspace() == "army"
    names = [dialog.lists.itemText(i) for i in range(dialog.lists.count())]
    assert "Wolfen pack" in names
    dialog.lists.setCurrentIndex(names.index("Wolfen pack"))
    qtbot.waitUntil(lambda: dialog.operation is None and dialog.matrix is not None
                    and dialog.matrix.cells[0][0].matchup is not None, timeout=60000)
    exact = matchup(PALADIN, WOLFEN_ZOMBIE)
    assert dialog.matrix.cells[0][0].matchup == exact
    assert dialog.chart.values == [[float(exact.first_wins)]]
    # The pointer over the cell shows its matchup.
    plot = dialog.chart.plot
    scene = plot.plotItem.vb.mapViewToScene(QPointF(0.5, 0.5))
    assert dialog.chart.cell_at(scene) == (0, 0)
    dialog.chart.hovered.emit(0, 0)
    assert "1. Paladin against 1. Wolfen Zombie" in dialog.cell_heading.text()
    assert dialog.cell_bar.shares == (exact.first_wins, exact.undecided, exact.second_wins)
    # Who charges: the Zombie charges, the Paladin tests his Courage against its Fear.
    dialog.charge.setCurrentIndex(dialog.charge.findData(Charger.SECOND))
    qtbot.waitUntil(lambda: dialog.operation is None and dialog.matrix is not None
                    and dialog.matrix.charge is Charger.SECOND and dialog.matrix.cells[0][0].matchup is not None,
                    timeout=60000)
    charged = dialog.matrix.cells[0][0].matchup
    assert charged.first_fled > 0 and charged.fear[0] is not None
    dialog.close()


def test_a_list_file_that_cannot_be_read_changes_nothing(table_window: Any, tmp_path: Any) -> None:
    window = table_window
    dialog = window.army.open_against()
    bad = tmp_path / "bad.army.json"
    bad.write_text("{", encoding="utf-8")
    assert not dialog.open_file(bad)
    assert "cannot be read" in dialog.status.text() and dialog.theirs is None
    dialog.close()


def test_closing_the_matrix_stops_its_weighing(table_window: Any, qtbot: Any) -> None:
    from PySide6.QtCore import QThreadPool

    controller = table_window.army.controller
    saved = {row.name: row for row in controller.saved_lists()[0]}
    assert controller.open_saved(saved["Lion host"])
    table_window.army.against_action.trigger()
    dialog = table_window.army.against_dialog
    names = [dialog.lists.itemText(i) for i in range(dialog.lists.count())]
    dialog.lists.setCurrentIndex(names.index("Wolfen pack"))
    operation = dialog.operation
    assert operation is not None
    dialog.close()
    assert operation.cancelled and dialog.operation is None
    qtbot.waitUntil(lambda: operation.done)
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0)
    assert all(cell.matchup is None for row in dialog.matrix.cells for cell in row)  # nothing drawn once closed
