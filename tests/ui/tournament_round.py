"""The steps of a tournament round through the window, shared by the tournament panel's tests:
a database with the two players' lists, a click, the set-up, a secret wager."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from companion.rules.army import ArmyList
from companion.rules.card import Card
from tests.rules.tournament_cards import CARDS, DEAD, LIONS

LISTS = (LIONS, replace(DEAD, points=200))
"""Anne's "Lions at the ford" and Bruno's "The hungry dead", both of 200 AP."""


def tournament_library(path: Path, cards: dict[str, Card] = CARDS, lists: tuple[ArmyList, ...] = LISTS) -> Path:
    """A fresh database at ``path``: the tournament test cards (with AP) and the players' saved lists."""
    from companion.library.armies import ArmyStore
    from companion.library.store import Library

    library = Library.open(path, seed=False)
    try:
        for card in cards.values():
            library.save(card)
        store = ArmyStore(library)
        for army in lists:
            store.save(army)
    finally:
        library.close()
    return path


def click(qtbot: Any, button: Any) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def set_up(qtbot: Any, panel: Any) -> None:
    """Players, lists, terrain, the objective roll (a 6 re-rolled, then 2) and the typed objective."""
    click(qtbot, panel.rounds_page.new_button)
    page = panel.setup_page
    assert panel.current_page() is page
    qtbot.keyClicks(page.player_edits[0], "Anne")
    qtbot.keyClicks(page.player_edits[1], "Bruno")
    page.select_list(0, "Lions at the ford")
    page.select_list(1, "The hungry dead")
    verdict = page.lists_verdict.text()
    assert "Lions at the ford: ✔ legal under the tournament rules · 200 / 200 AP" in verdict
    assert "The hungry dead: ✔ legal" in verdict
    page.width_spin.setValue(100)
    page.length_spin.setValue(100)
    assert "✖" in page.terrain_verdict.text() and "80cm x 120cm" in page.terrain_verdict.text()
    page.width_spin.setValue(120)
    page.length_spin.setValue(60)  # either orientation
    assert page.terrain_verdict.text().startswith("✔")
    assert not page.start_button.isEnabled()
    page.die_spin.setValue(6)
    click(qtbot, page.enter_button)
    assert "A 6 is re-rolled" in page.roll_label.text() and "relancez le dé" in page.roll_label.text()
    page.die_spin.setValue(2)
    click(qtbot, page.enter_button)
    assert "6 (re-rolled" in page.roll_label.text() and "row 6 - 2 = 4" in page.roll_label.text()
    assert page.objective_row_label.text() == "Objective (row 2):"
    assert page.time_row_label.text() == "Time limit (row 4):"
    assert "type the objective of row 2" in page.problem.text()
    qtbot.keyClicks(page.objective_edit, "Hold the ford")
    qtbot.keyClicks(page.time_edit, "8 rounds")
    page.minutes_spin.setValue(30)
    assert page.start_button.isEnabled(), page.problem.text()
    click(qtbot, page.start_button)


def wager(qtbot: Any, panel: Any, player_name: str, other: str, entries: list[int]) -> None:
    page = panel.wager_page
    assert panel.current_page() is page
    assert page.pages.currentWidget() is page.look_away_page
    assert f"{other}, look away" in page.screen_label.text()
    assert page.cards.count() == 0  # nothing of any hand, or of the first wager, is on the screen
    click(qtbot, page.ready_button)
    assert page.pages.currentWidget() is page.hand_page
    page.tick(entries)
    click(qtbot, page.confirm_button)
