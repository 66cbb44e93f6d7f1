"""Each player's luck at the Table: live in the log pane's Luck tab (followed action by action,
an undo taken back), and in the end-of-game summary with its chart round by round."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from companion.rules.game.autoplay import choose
from companion.rules.game.luck import log_rolls
from companion.rules.luck import game_luck
from companion.ui.table.luck_view import LuckView
from tests.ui.table_support import banner, panel, start_game


def _luck_now(window: Any) -> Any:
    table = window.table
    return game_luck(log_rolls(table.state.setup, table.store.actions(table.game_id)))


def test_the_luck_tab_follows_the_game_and_the_end_shows_its_summary(qtbot: Any, table_window: Any) -> None:
    window = table_window
    start_game(qtbot, window, "Lion host", "Wolfen pack", seed=3)
    table = window.table
    tabs = table.view.log_tabs
    for _ in range(40):
        assert table.do(choose(table.state)), banner(window)
    tabs.setCurrentWidget(tabs.luck)
    qtbot.waitUntil(lambda: tabs.luck.isVisible() and tabs.luck.table.rowCount() > 1)
    view = tabs.luck
    assert [view.table.horizontalHeaderItem(c).text() for c in range(2)] == ["Alice", "Bob"]
    rows = view.cell_texts()
    alice, bob = _luck_now(window)
    assert rows[0][0] == "All rolls"
    assert rows[0][1].startswith(f"{alice.overall.got}/{alice.overall.rolls} (")
    assert rows[0][2].startswith(f"{bob.overall.got}/{bob.overall.rolls} (")
    assert "Approach and Tactical" in [row[0] for row in rows]
    before_undo = tabs.tracker.luck()
    assert table.do(choose(table.state)), banner(window)
    assert table.undo()
    qtbot.waitUntil(lambda: tabs.tracker.state is table.state)
    assert tabs.tracker.luck() == before_undo == _luck_now(window)
    for _ in range(800):
        if table.state.finished:
            break
        assert table.do(choose(table.state)), banner(window)
    assert table.state.finished
    summary = panel(window).body.findChild(QWidget, "end-of-game-luck")
    assert isinstance(summary, LuckView)
    qtbot.waitUntil(summary.isVisible)
    final = _luck_now(window)
    assert summary.shown[1] == final
    assert [name for name, _points in summary.chart.lines] == ["Alice", "Bob"]
    rounds = [r for r, _chance in summary.chart.lines[0][1]]
    assert rounds[0] == 0 and rounds == sorted(rounds) and rounds[-1] == table.state.round
    assert [float(c) for _r, c in summary.chart.lines[1][1]] == [float(p.at_least_as_well) for _r, p in final[1].rounds]


def test_the_luck_reads_in_french(qtbot: Any, french: Any, table_window: Any) -> None:
    window = table_window
    start_game(qtbot, window, "Lion host", "Wolfen pack", seed=3)
    table = window.table
    for _ in range(30):
        assert table.do(choose(table.state)), banner(window)
    tabs = table.view.log_tabs
    assert [tabs.tabText(0), tabs.tabText(1)] == ["Journal", "Chance"]
    tabs.setCurrentWidget(tabs.luck)
    qtbot.waitUntil(lambda: tabs.luck.isVisible() and tabs.luck.table.rowCount() > 1)
    rows = tabs.luck.cell_texts()
    assert rows[0][0] == "Tous les jets" and ") · " in rows[0][1]
    assert "Approche et Tactical roll" in [row[0] for row in rows]
    assert tabs.luck.caption.text().startswith("Les réussites de chaque joueur")
    assert tabs.luck.chart.plot.getAxis("left").labelText == "au moins aussi bien (%)"
