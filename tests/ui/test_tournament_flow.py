"""A tournament round through the window, with qtbot: set-up, secret wagers, reveal, Premier sang,
La Revanche, Le Duel, La Victoire; each stage's game in the Table (fresh temporary database)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from companion.rules.tournament import Stage
from tests.ui.tournament_round import click, set_up, wager


pytestmark = pytest.mark.parametrize("db_path", ["tournament"], indirect=True)  # the players' lists


def test_a_full_tournament_round_through_the_window(qtbot: Any, window: Any, db_path: Path) -> None:
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
    assert finished.finished and finished.result and finished.result["text"] == (
        "I - First blood (Premier sang): Bruno had no chance any more")

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

    rounds = TournamentRounds.open(db_path)
    [stored] = rounds.list()
    kept = rounds.get(stored.id)
    assert kept.challenge.winner == 1 and set(kept.games) == {Stage.PREMIER_SANG, Stage.REVANCHE, Stage.DUEL}
    assert kept.list_ids[0] is not None
    rounds.close()


def test_the_table_start_page_opens_the_round_and_a_round_resumes(qtbot: Any, window: Any,
                                                                  db_path: Path) -> None:
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

    again = open_window(db_path)
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
