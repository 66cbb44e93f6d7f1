"""A tournament round through the window, with qtbot: set-up, secret wagers, reveal, Premier sang,
La Revanche, Le Duel, La Victoire; each stage's game in the Table (fresh temporary database)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from companion.rules.tournament import Stage
from tests.rules.tournament_cards import CARDS, DEAD, LIONS


@pytest.fixture
def tournament_db(tmp_path: Path) -> Path:
    """A fresh database: the tournament test cards (with AP) and the two players' saved lists."""
    from companion.library.armies import ArmyStore
    from companion.library.store import Library

    path = tmp_path / "tournament.sqlite3"
    library = Library.open(path, seed=False)
    try:
        for card in CARDS.values():
            library.save(card)
        store = ArmyStore(library)
        store.save(LIONS)
        store.save(replace(DEAD, points=200))
    finally:
        library.close()
    return path


@pytest.fixture
def window(qtbot: Any, tournament_db: Path) -> Iterator[Any]:
    from companion.ui.app import application, open_window

    application()
    win = open_window(tournament_db)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


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
    assert page.pages.currentWidget() is page.screen
    assert f"{other}, look away" in page.screen_label.text()
    assert page.cards.count() == 0  # nothing of any hand, or of the first wager, is on the screen
    click(qtbot, page.ready_button)
    assert page.pages.currentWidget() is page.hand_page
    page.tick(entries)
    click(qtbot, page.confirm_button)


def test_a_full_tournament_round_through_the_window(qtbot: Any, window: Any, tournament_db: Path) -> None:
    from companion.library.tournament_rounds import TournamentRounds

    panel = window.tournament
    window.menu("file")  # File > Tournament round…
    assert panel.action in window.menu("file").actions()
    panel.action.trigger()
    assert panel.dock.isVisible()
    set_up(qtbot, panel)

    # the secret wagers: refusals with the rule's words
    page = panel.wager_page
    click(qtbot, page.ready_button)
    click(qtbot, page.confirm_button)
    assert "Chaque joueur doit miser au moins une carte et ne peu pas toutes les miser." in page.refusal.text()
    page.tick([0, 1, 2, 3])
    assert page.total.text() == "Wagered: 4 cards, 200 AP of 200 AP"
    click(qtbot, page.confirm_button)
    assert "wagers all his cards" in page.refusal.text()
    page.tick([0, 2])
    assert page.total.text() == "Wagered: 2 cards, 90 AP of 200 AP"
    click(qtbot, page.confirm_button)
    # Anne's wager is hidden before Bruno chooses
    wager(qtbot, panel, "Bruno", "Anne", [1, 2])
    assert page.pages.currentWidget() is page.both
    click(qtbot, page.reveal_button)

    # the reveal: who takes up the challenge, and why
    reveal = panel.reveal_page
    assert panel.current_page() is reveal
    assert reveal.totals[0].text() == "Total wagered: 90 AP" and reveal.totals[1].text() == "Total wagered: 80 AP"
    assert [reveal.lists[1].item(i).text() for i in range(reveal.lists[1].count())] == [
        "Wolfen Zombie (40 AP)", "Wolfen Zombie (40 AP)"]
    assert "Bruno wagered less and takes up the challenge" in reveal.why.text()
    click(qtbot, reveal.next_button)

    # I - Premier sang
    stage = panel.stage_page
    assert stage.heading.text() == "I - First blood (Premier sang)"
    assert "Bruno takes up the challenge and chooses his deployment zone first" in stage.challenge_label.text()
    assert "Hold the ford" in stage.objective_label.text() and "8 rounds" in stage.objective_label.text()
    assert "The clock starts with the stage's game" in stage.clock.text()
    assert [stage.figures[0].item(i).text() for i in range(stage.figures[0].count())] == [
        "Red Lioness", "Alahan Swordsman x3"]
    click(qtbot, stage.game_button)
    assert window.current_workspace() == "table"
    state = window.table.state
    assert state is not None and state.setup.ruleset.tournament
    assert sorted(state.setup.card(f.card_id, f.side).name for f in state.figurines) == [
        "Alahan Swordsman", "Alahan Swordsman", "Alahan Swordsman", "Red Lioness", "Wolfen Zombie", "Wolfen Zombie"]
    assert stage.timer.isActive()
    assert stage.clock.text().startswith("Time left 2") or stage.clock.text().startswith("Time left 30:00")
    assert "of 30 min" in stage.clock.text()
    premier_sang_game = window.table.game_id
    click(qtbot, stage.failed_button)  # Bruno has no chance any more
    finished = window.table.store.state(premier_sang_game)
    assert finished.finished and finished.result and finished.result["text"] == "I - Le Premier sang: Bruno had no chance any more"

    # II - La Revanche: the cards not wagered, the other challenger
    assert stage.heading.text() == "II - The return match (La Revanche)"
    assert "Anne takes up the challenge" in stage.challenge_label.text()
    assert "(takes up the challenge)" in stage.names[0].text()
    assert [stage.figures[0].item(i).text() for i in range(stage.figures[0].count())] == [
        "Paladin x3", "Alahan Crossbowman x2"]
    assert [stage.figures[1].item(i).text() for i in range(stage.figures[1].count())] == [
        "Necromancer", "Zombie x3", "Zombie x3", "Skeleton x3"]
    assert "The clock starts" in stage.clock.text()
    click(qtbot, stage.game_button)
    revanche_game = window.table.game_id
    assert len(window.table.state.figurines) == 5 + 10
    click(qtbot, stage.failed_button)

    # III - Le Duel: the most expensive figurine of each whole list
    assert stage.heading.text() == "III - The duel (Le Duel)"
    assert not stage.met_button.isVisible() and stage.duel_buttons[1].isVisible()
    assert [stage.figures[p].item(0).text() for p in (0, 1)] == ["Red Lioness", "Necromancer"]
    assert stage.duel_combos[0].currentText().startswith("Duel: Red Lioness (60 AP")
    assert stage.clock.text() == "Le Duel has no time limit. The clock starts with its game."
    click(qtbot, stage.game_button)
    assert stage.clock.text().startswith("Time played 0:0")
    assert len(window.table.state.figurines) == 2 and window.table.game_id != revanche_game
    click(qtbot, stage.duel_buttons[1])

    # IV - La Victoire
    victory = panel.victory_page
    assert panel.current_page() is victory
    assert victory.winner.text() == "Bruno wins"
    assert "eliminated Anne's figurine first in Le Duel" in victory.story.text()
    assert "II - The return match (La Revanche): Anne had no chance any more." in victory.story.text()

    rounds = TournamentRounds.open(tournament_db)
    [stored] = rounds.list()
    kept = rounds.get(stored.id)
    assert kept.challenge.winner == 1 and set(kept.games) == {Stage.PREMIER_SANG, Stage.REVANCHE, Stage.DUEL}
    assert kept.list_ids[0] is not None
    rounds.close()


def test_the_table_start_page_opens_the_round_and_a_round_resumes(qtbot: Any, window: Any,
                                                                  tournament_db: Path) -> None:
    from companion.ui.app import open_window

    window.show_workspace("table")
    button = window.tournament.table_button
    assert button.isVisible() and button.parentWidget() is window.table.games
    click(qtbot, button)
    panel = window.tournament
    assert panel.dock.isVisible()
    set_up(qtbot, panel)
    wager(qtbot, panel, "Anne", "Bruno", [3])
    window.close()

    again = open_window(tournament_db)
    qtbot.addWidget(again)
    again.show()
    again.tournament.show_panel()
    rounds_page = again.tournament.rounds_page
    assert rounds_page.table.rowCount() == 1 and rounds_page.table.item(0, 3).text() == "Wagers"
    click(qtbot, rounds_page.resume_button)
    panel = again.tournament
    assert panel.current_page() is panel.wager_page
    assert "Anne, look away" in panel.wager_page.screen_label.text()  # Anne wagered before the restart
    again.close()


def test_equal_wagers_are_wagered_again(qtbot: Any, window: Any) -> None:
    panel = window.tournament
    panel.show_panel()
    set_up(qtbot, panel)
    wager(qtbot, panel, "Anne", "Bruno", [0, 3])   # 80 AP
    wager(qtbot, panel, "Bruno", "Anne", [1, 2])   # 80 AP
    click(qtbot, panel.wager_page.reveal_button)
    reveal = panel.reveal_page
    assert "equal totals" in reveal.why.text() and "wager again" in reveal.why.text()
    click(qtbot, reveal.next_button)
    assert panel.current_page() is panel.wager_page
    assert "Equal totals (80 AP each): wager again" in panel.wager_page.screen_label.text()
    wager(qtbot, panel, "Anne", "Bruno", [3])
    wager(qtbot, panel, "Bruno", "Anne", [5])
    click(qtbot, panel.wager_page.reveal_button)
    assert "Anne wagered less" in panel.reveal_page.why.text()
