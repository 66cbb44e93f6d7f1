"""The Army's "Against...": the list being built against a saved list, as a matrix of fights."""

from __future__ import annotations

import multiprocessing
import os
from typing import Any

import pytest
from PySide6.QtCore import QPointF

from companion.rules.army_model import ArmyList, Entry
from companion.rules.matchup import Charger, matchup
from companion.rules.matchup_matrix import ArmyMatrix, army_matrix
from companion.ui.matchup import matrix_dialog
from companion.ui.matchup.matrix_dialog import AgainstDialog
from companion.ui.operations import finish_running
from tests.cards import BOOKLET, CHAMPION, CLONE, CRANE, MAGISTRATE, PALADIN, RED_LIONESS, WOLFEN_ZOMBIE, ZOMBIE

WORKERS_END_WITHIN_MS = 30000
"""Far less than weighing the rest of the matrix would take: the worker processes stopped."""


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


@pytest.fixture
def two_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    """The matrix weighed by two worker processes whatever the machine's cores."""
    monkeypatch.setattr(os, "cpu_count", lambda: 2)


@pytest.fixture
def returned(monkeypatch: pytest.MonkeyPatch) -> list[ArmyMatrix]:
    """Each matrix the dialog's weighings return (drawn or not)."""
    found: list[ArmyMatrix] = []

    def recorded(*args: Any, **options: Any) -> ArmyMatrix:
        found.append(army_matrix(*args, **options))
        return found[-1]

    monkeypatch.setattr(matrix_dialog, "army_matrix", recorded)
    return found


def _lists(size: int) -> tuple[ArmyList, ArmyList]:
    """Two lists of ``size`` entries, each another card of the booklet's."""
    mine = (PALADIN, RED_LIONESS, CHAMPION, MAGISTRATE, CLONE, WOLFEN_ZOMBIE, ZOMBIE, CRANE, *BOOKLET.values())
    theirs = (WOLFEN_ZOMBIE, ZOMBIE, CRANE, CLONE, PALADIN, RED_LIONESS, CHAMPION, MAGISTRATE, *BOOKLET.values())
    return (ArmyList(name="Lions", people="alahan", entries=tuple(Entry(c.id, 1) for c in mine[:size])),
            ArmyList(name="Dead", people="acheron", entries=tuple(Entry(c.id, 1) for c in theirs[:size])))


def _weighing(qtbot: Any, size: int, parent: Any = None) -> AgainstDialog:
    """The matrix of two lists of ``size`` entries being weighed, its worker processes started."""
    mine, theirs = _lists(size)
    dialog = AgainstDialog(mine, BOOKLET, [(theirs.name, theirs)], parent)
    if parent is None:
        qtbot.addWidget(dialog)
    dialog.show()
    dialog.lists.setCurrentIndex(1)
    assert dialog.operation is not None
    qtbot.waitUntil(lambda: bool(multiprocessing.active_children()), timeout=WORKERS_END_WITHIN_MS)
    return dialog


def _filled(matrix: ArmyMatrix | None) -> int:
    assert matrix is not None
    return sum(cell.matchup is not None for row in matrix.cells for cell in row)


def test_the_workers_fill_the_matrix_as_it_is_weighed_here(qtbot: Any, two_cores: None) -> None:
    dialog = _weighing(qtbot, 4)  # 16 fights: enough for the workers
    qtbot.waitUntil(lambda: dialog.operation is None and _filled(dialog.matrix) == 16, timeout=120000)
    mine, theirs = _lists(4)
    assert dialog.matrix == army_matrix(mine, theirs, BOOKLET, workers=1)
    assert "the chance that your figurine wins each fight" in dialog.status.text()
    qtbot.waitUntil(lambda: not multiprocessing.active_children())
    dialog.close()


def test_closing_the_matrix_ends_its_worker_processes(qtbot: Any, two_cores: None,
                                                      returned: list[ArmyMatrix]) -> None:
    dialog = _weighing(qtbot, 9)  # 81 fights
    qtbot.waitUntil(lambda: _filled(dialog.matrix) > 0, timeout=WORKERS_END_WITHIN_MS)
    operation = dialog.operation
    assert operation is not None
    dialog.close()
    assert operation.cancelled
    qtbot.waitUntil(lambda: operation.join(0), timeout=WORKERS_END_WITHIN_MS)
    assert len(returned) == 2 and _filled(returned[-1]) < 81  # stopped (the first: the empty matrix drawn at once)
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=WORKERS_END_WITHIN_MS)


def test_closing_the_window_ends_the_worker_processes(table_window: Any, qtbot: Any, two_cores: None,
                                                      returned: list[ArmyMatrix]) -> None:
    dialog = _weighing(qtbot, 9, table_window)
    qtbot.waitUntil(lambda: _filled(dialog.matrix) > 0, timeout=WORKERS_END_WITHIN_MS)
    operation = dialog.operation
    assert operation is not None
    table_window.close()
    finish_running()  # as the application does when its event loop ends
    assert operation.join(0) and len(returned) == 2 and _filled(returned[-1]) < 81  # stopped
    qtbot.waitUntil(lambda: not multiprocessing.active_children(), timeout=WORKERS_END_WITHIN_MS)
