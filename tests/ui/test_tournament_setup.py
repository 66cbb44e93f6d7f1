"""The tournament round's set-up and its options through the window: the Roll button (a 6
re-rolled), an illegal list refused, the roll-off option, the Duel's figurine among equals."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from companion.rules.army import Entry
from companion.rules.tournament import Stage, TieBreak
from tests.rules.tournament_cards import CARDS, LIONS, NECROMANCER, costing
from tests.ui.tournament_round import LISTS, click, set_up, tournament_library, wager

OVER = replace(LIONS, name="Lions over", entries=(*LIONS.entries, Entry("alahan/swordsman", 1)))


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """The players' lists and an illegal one; the Necromancer at 40 AP ties the Wolfen Zombies."""
    cards = {card.id: costing(card, 40) if card.id == NECROMANCER.id else card for card in CARDS.values()}
    return tournament_library(tmp_path / "tournament.sqlite3", cards, (*LISTS, OVER))


@pytest.fixture(autouse=True)
def _panel_shown(window: Any) -> None:
    """The main window (conftest's) with the tournament panel shown."""
    window.tournament.show_panel()


class Dice(random.Random):
    """A die that gives these faces in order."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)


def test_the_roll_button_rerolls_a_six(qtbot: Any, window: Any) -> None:
    panel = window.tournament
    click(qtbot, panel.rounds_page.new_button)
    page = panel.setup_page
    page.rng = Dice([6, 6, 4, 3])
    click(qtbot, page.roll_button)
    assert page.dice == [6, 6, 4]
    assert "Objective roll: 6, 6 (re-rolled" in page.roll_label.text() and "then 4" in page.roll_label.text()
    assert page.time_row_label.text() == "Time limit (row 2):"
    click(qtbot, page.roll_button)  # a new roll replaces the old one
    assert page.dice == [3]
    click(qtbot, page.clear_button)
    assert page.dice == [] and "Roll the die" in page.roll_label.text()


def test_an_illegal_list_cannot_start_the_round(qtbot: Any, window: Any) -> None:
    panel = window.tournament
    click(qtbot, panel.rounds_page.new_button)
    page = panel.setup_page
    page.select_list(0, "Lions over")
    page.select_list(1, "The hungry dead")
    assert "Lions over: ✖ ILLEGAL under the tournament rules · 210 / 200 AP" in page.lists_verdict.text()
    assert "allowance of 5" in page.lists_verdict.text()
    page.enter_die(3)
    page.objective_edit.setText("Hold")
    page.time_edit.setText("1 hour")
    assert not page.start_button.isEnabled()
    assert "not legal under the tournament rules" in page.problem.text()
    assert panel.start_round() is False and panel.round is None


def test_roll_off_on_equal_wagers(qtbot: Any, window: Any) -> None:
    panel = window.tournament
    click(qtbot, panel.rounds_page.new_button)
    page = panel.setup_page
    page.tie_combo.setCurrentIndex(page.tie_combo.findData(TieBreak.ROLL_OFF.value))
    # set_up clicks New round again: fill the rest by hand here
    page.player_edits[0].setText("Anne")
    page.player_edits[1].setText("Bruno")
    page.select_list(0, "Lions at the ford")
    page.select_list(1, "The hungry dead")
    page.enter_die(5)
    page.objective_edit.setText("Hold the ford")
    page.time_edit.setText("8 rounds")
    click(qtbot, page.start_button)
    wager(qtbot, panel, "Anne", "Bruno", [0, 3])  # 80 AP
    wager(qtbot, panel, "Bruno", "Anne", [0, 1])  # Necromancer 40 + Wolfen Zombie 40 = 80 AP
    click(qtbot, panel.wager_page.reveal_button)
    reveal = panel.reveal_page
    assert reveal.roll_box.isVisible() and not reveal.next_button.isEnabled()
    assert "lower roll takes up the challenge" in reveal.why.text()
    reveal.roll_spins[0].setValue(3)
    reveal.roll_spins[1].setValue(3)
    click(qtbot, reveal.roll_button)
    assert panel.round.challenge.stage is Stage.TIE_ROLL
    reveal.roll_spins[1].setValue(2)
    click(qtbot, reveal.roll_button)
    assert "roll-off 3 against 2: Bruno rolled lower" in reveal.why.text()
    click(qtbot, reveal.next_button)
    assert panel.stage_page.heading.text() == "I - First blood (Premier sang)"


def test_the_duel_figurine_among_equally_expensive_ones(qtbot: Any, window: Any) -> None:
    panel = window.tournament
    set_up(qtbot, panel)
    wager(qtbot, panel, "Anne", "Bruno", [0])  # 60 AP
    wager(qtbot, panel, "Bruno", "Anne", [5])  # 21 AP
    click(qtbot, panel.wager_page.reveal_button)
    click(qtbot, panel.reveal_page.next_button)
    stage = panel.stage_page
    click(qtbot, stage.failed_button)
    click(qtbot, stage.failed_button)
    assert stage.heading.text() == "III - The duel (Le Duel)"
    combo = stage.duel_combos[1]
    assert combo.isEnabled() and [combo.itemText(i) for i in range(combo.count())] == [
        "Duel: Necromancer (40 AP a figurine)", "Duel: Wolfen Zombie (40 AP a figurine)",
        "Duel: Wolfen Zombie (40 AP a figurine)"]
    assert not stage.duel_combos[0].isEnabled()  # Anne has one most expensive figurine
    combo.setCurrentIndex(1)
    combo.activated.emit(1)
    assert panel.round.challenge.duellist(1).name == "Wolfen Zombie"
    assert stage.figures[1].item(0).text() == "Wolfen Zombie"
    click(qtbot, stage.game_button)
    assert not stage.duel_combos[1].isEnabled()  # fixed once the Duel's game started
    names = sorted(window.table.state.setup.card(f.card_id, f.side).name for f in window.table.state.figurines)
    assert names == ["Red Lioness", "Wolfen Zombie"]
