"""A long weighing never holds the next one: three Paladins against one figurine with the
advice's division take a minute or more to weigh; a new card or policy, the Stop button, closing
the dialog or the window abandon it at once (its answer never shows) and leave no thread running."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QThreadPool, Qt
from PySide6.QtWidgets import QDialogButtonBox

from companion.rules.cancelling import Cancelled
from companion.rules.matchup import Matchup, matchup
from companion.rules.matchup_round import Policy
from companion.ui.matchup import pane as pane_module
from companion.ui.operations import finish_running
from tests.cards import FUSILIER, PALADIN, WOLFEN_ZOMBIE

STOPS_WITHIN_MS = 15000
"""Far less than the whole slow weighing takes: it stopped."""


@pytest.fixture
def weighings(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Each fight the pane weighs, as it goes: (the opponent, "started", "weighed" or "cancelled")."""
    seen: list[tuple[str, str]] = []

    def recorded(first: Any, second: Any, **options: Any) -> Matchup:
        seen.append((second.name, "started"))
        try:
            fight = matchup(first, second, **options)
        except Cancelled:
            seen.append((second.name, "cancelled"))
            raise
        seen.append((second.name, "weighed"))
        return fight

    monkeypatch.setattr(pane_module, "matchup", recorded)
    return seen


def _slow_weighing(window: Any, qtbot: Any, weighings: list[tuple[str, str]]) -> Any:
    """The Army's "Matchup against..." on "Lion host" (3 Paladins) against the Wolfen Zombie
    with the advice's division, its weighing under way."""
    window.show_workspace("army")
    army = window.army
    controller = army.controller
    saved = {row.name: row for row in controller.saved_lists()[0]}
    assert controller.open_saved(saved["Lion host"])
    army.builder.entries.setCurrentIndex(army.builder.entries_model.index(0, 0))
    dialog = army.open_matchup()
    assert dialog is not None
    pane = dialog.pane
    assert Policy(pane.policy.currentData()) is Policy.ADVICE
    assert dialog.pick(WOLFEN_ZOMBIE.id)
    qtbot.waitUntil(lambda: pane.operation is not None and ("Wolfen Zombie", "started") in weighings)
    assert pane.figures.value() == 3
    return dialog


def _no_thread_left(qtbot: Any) -> None:
    qtbot.waitUntil(lambda: QThreadPool.globalInstance().activeThreadCount() == 0, timeout=STOPS_WITHIN_MS)


def test_a_new_card_abandons_the_weighing_under_way(table_window: Any, qtbot: Any,
                                                    weighings: list[tuple[str, str]]) -> None:
    dialog = _slow_weighing(table_window, qtbot, weighings)
    pane = dialog.pane
    shown: list[Matchup | None] = []
    pane.shown.connect(lambda: shown.append(pane.fight))
    assert pane.busy.isVisible() and pane.stop_button.isVisible() and not pane.again_button.isVisible()
    assert "Wolfen Zombie: weighing every round of the fight" in pane.heading.text()
    slow = pane.operation
    # Another card, then all dice in Attack (quick): the Wolfen Zombie's fight is abandoned.
    assert dialog.pick(FUSILIER.id)
    assert slow.cancelled and pane.fight is None
    pane.policy.setCurrentIndex(pane.policy.findData(Policy.ATTACK))
    qtbot.waitUntil(lambda: pane.fight is not None, timeout=STOPS_WITHIN_MS)
    exact = matchup(PALADIN, FUSILIER, figures=(3, 1), policy=Policy.ATTACK,
                    ruleset=table_window.army.controller.doc.army.ruleset)
    assert pane.fight == exact and "3 figurines of Paladin against one Griffin Fusilier" in pane.heading.text()
    assert not pane.weighing_row.isVisible()
    qtbot.waitUntil(lambda: slow.join(0), timeout=STOPS_WITHIN_MS)
    _no_thread_left(qtbot)
    assert ("Wolfen Zombie", "cancelled") in weighings and ("Wolfen Zombie", "weighed") not in weighings
    qtbot.waitUntil(lambda: slow.done)
    assert shown == [exact] and pane.fight == exact  # the abandoned fight never showed


def test_stop_abandons_the_weighing_and_weigh_again_starts_it_anew(table_window: Any, qtbot: Any,
                                                                   weighings: list[tuple[str, str]]) -> None:
    dialog = _slow_weighing(table_window, qtbot, weighings)
    pane = dialog.pane
    slow = pane.operation
    qtbot.mouseClick(pane.stop_button, Qt.MouseButton.LeftButton)
    assert pane.operation is None and pane.fight is None
    assert "Wolfen Zombie: weighing stopped" in pane.heading.text()
    assert pane.again_button.isVisible() and not pane.busy.isVisible() and not pane.stop_button.isVisible()
    qtbot.waitUntil(lambda: slow.join(0), timeout=STOPS_WITHIN_MS)
    assert weighings[-1] == ("Wolfen Zombie", "cancelled")
    qtbot.mouseClick(pane.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: pane.operation is not None and weighings.count(("Wolfen Zombie", "started")) == 2)
    assert pane.busy.isVisible() and not pane.again_button.isVisible()
    # Any change weighs again too.
    pane.policy.setCurrentIndex(pane.policy.findData(Policy.ATTACK))
    qtbot.waitUntil(lambda: pane.fight is not None, timeout=STOPS_WITHIN_MS)
    assert pane.fight.policy is Policy.ATTACK and pane.fight.figures == (3, 1)
    _no_thread_left(qtbot)
    assert weighings.count(("Wolfen Zombie", "cancelled")) == 2


def test_closing_the_dialog_abandons_the_weighing_and_reopening_weighs_again(
        table_window: Any, qtbot: Any, weighings: list[tuple[str, str]]) -> None:
    dialog = _slow_weighing(table_window, qtbot, weighings)
    pane = dialog.pane
    slow = pane.operation
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and pane.operation is None
    qtbot.waitUntil(lambda: slow.join(0), timeout=STOPS_WITHIN_MS)
    _no_thread_left(qtbot)
    assert weighings[-1] == ("Wolfen Zombie", "cancelled")
    # A change while closed weighs nothing until the dialog is back.
    pane.policy.setCurrentIndex(pane.policy.findData(Policy.ATTACK))
    assert pane.operation is None and not pane.busy.isVisibleTo(pane)
    assert table_window.army.open_matchup() is dialog
    qtbot.waitUntil(lambda: pane.fight is not None, timeout=STOPS_WITHIN_MS)
    assert pane.fight.policy is Policy.ATTACK
    assert "3 figurines of Paladin against one Wolfen Zombie" in pane.heading.text()


def test_the_window_closes_promptly_during_a_weighing(table_window: Any, qtbot: Any,
                                                      weighings: list[tuple[str, str]]) -> None:
    dialog = _slow_weighing(table_window, qtbot, weighings)
    slow = dialog.pane.operation
    table_window.close()
    finish_running()  # as the application does when its event loop ends
    assert slow.join(0)  # stopped, not the minute it would take
    assert weighings[-1] == ("Wolfen Zombie", "cancelled")
