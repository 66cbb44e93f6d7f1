"""Whole games through the Table: the engine's autoplayer takes every action, the Table shows
every state reached (each step has its control, no form fails), to the last loss."""

from __future__ import annotations

from typing import Any

import pytest

from companion.i18n import render
from companion.rules.game import Phase
from companion.rules.game.autoplay import choose
from tests.ui.table_support import banner, panel, start_game


@pytest.mark.parametrize(("a", "b", "seed"), [("Lion host", "Wolfen pack", 3), ("Griffin line", "Champion", 8)])
def test_a_whole_game_shown_step_by_step(qtbot: Any, table_window: Any, a: str, b: str, seed: int) -> None:
    window = table_window
    start_game(qtbot, window, a, b, seed=seed)
    table = window.table
    phases = set()
    for _ in range(600):
        state = table.state
        if state.finished:
            break
        phases.add(state.phase)
        shown = panel(window)
        assert shown.primary() is not None, shown.step_label.text()  # something to press
        assert "cannot be shown" not in " ".join(w.text() for w in shown.body.findChildren(type(shown.header)))
        assert table.do(choose(state)), banner(window)
    state = table.state
    assert state.finished, (state.round, state.phase)
    assert {Phase.APPROACH, Phase.MOVEMENT, Phase.FIRING, Phase.HAND_TO_HAND, Phase.END_OF_ROUND} <= phases
    assert panel(window).header.text().endswith("Game over")
    assert state.result is not None and render(state.result) in "\n".join(table.view.log.texts())
