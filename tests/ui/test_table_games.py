"""The Table's games: a new game from two saved lists, listed, resumed after the window is
closed and opened again, finished with a result, exported; undo keys go to the game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from companion.library.games import GameStore
from companion.library.store import Library
from companion.rules.game import Phase, WoundLevel
from companion.rules.game.guide import odds_for_next_step
from companion.ui.table.tiles import TRACK
from tests.ui.table_support import (
    banner,
    deploy_all,
    enter_dice,
    panel,
    roll,
    roll_box,
    start_game,
    tiles_snapshot,
)


def test_a_new_game_from_two_saved_lists(qtbot: Any, table_window: Any, table_db: Path) -> None:
    window = table_window
    table = window.table
    assert window.current_workspace() == "table"
    assert table.currentWidget() is table.games
    assert not table.games.games and table.games.empty.isVisibleTo(table.games)
    state = start_game(qtbot, window, "Lions at the ford", "Wolfen pack", seed=1234)
    # The lists are checked: a legal pair says so (40 AP lists of 30 and 40 AP).
    assert table.seen["verdict_after"] == "✔ Both lists are legal and match each other."
    assert state.setup.seed == 1234
    assert [s.name for s in state.setup.sides] == ["Alice", "Bob"]
    assert [f.id for f in state.figurines] == ["A1", "B1"]
    assert state.setup.sides[0].cards["alahan/paladin"].ap == 30
    assert state.setup.scenario.objective == "Hold the ford"
    view = table.view
    assert table.currentWidget() is view
    assert panel(window).header.text() == "Approach"
    assert "best Discipline" in panel(window).step_label.text()
    assert view.columns[0].title.text().endswith("Alice — Lions at the ford")
    assert "Remaining: 30 AP" in view.columns[0].totals.text() and "Losses: 0" in view.columns[0].totals.text()
    assert "seed 1234" in view.title.text()
    # The odds before the Approach roll are the engine's, as a percentage and a fraction.
    box = roll_box(window, "opposed-roll")
    engine = odds_for_next_step(state).chances
    assert [lab.property("chance") for lab in box.chance_labels] == [str(c.chance) for c in engine]
    assert "Why:" in box.findChild(type(view.title), "why").text()
    # Stored: listed as in progress.
    store = GameStore(Library.open(table_db, seed=False))
    (summary,) = store.list()
    assert summary.status == "in-progress" and summary.sides == ("Alice", "Bob")


def test_an_illegal_pair_is_a_clear_warning(qtbot: Any, table_window: Any) -> None:
    from PySide6.QtCore import QTimer

    window = table_window
    seen: dict[str, str] = {}

    def look() -> None:
        dialog = window.table.last_dialog
        combo = dialog.list_b
        combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemText(i).startswith("Lion host")))
        seen["text"] = dialog.verdict.text()
        seen["ok"] = str(dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled())
        dialog.reject()

    QTimer.singleShot(0, look)
    qtbot.mouseClick(window.table.games.new_button, Qt.MouseButton.LeftButton)
    # Three Paladins (90 AP) in a 40 AP game: over the points, said in words with the rule; not blocking.
    assert "⚠" in seen["text"] and "90" in seen["text"] and "Setting up" in seen["text"]
    assert seen["ok"] == "True"
    assert window.table.state is None


def test_closing_and_reopening_the_window_resumes_the_game_exactly(qtbot: Any, table_window: Any,
                                                                    table_db: Path) -> None:
    from companion.ui.app import open_window

    window = table_window
    start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    enter_dice(qtbot, window, "opposed-roll", "4", "2")
    state = deploy_all(qtbot, window)
    state = roll(qtbot, window, "opposed-roll")  # the Tactical roll from the seed
    window.table.view.columns[1].tiles["B1"].boxes[WoundLevel.LIGHT].click()
    state = window.table.state
    assert state.figurine("B1").wound is WoundLevel.LIGHT
    shown = (tiles_snapshot(window), window.table.view.log.texts(), panel(window).header.text(),
             panel(window).step_label.text())
    window.close()

    again = open_window(table_db)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.current_workspace() == "table"  # the window comes back where it was
    assert again.table.state == state
    assert (tiles_snapshot(again), again.table.view.log.texts(), panel(again).header.text(),
            panel(again).step_label.text()) == shown
    again.close()


def test_finish_and_export(qtbot: Any, table_window: Any, tmp_path: Path) -> None:
    window = table_window
    start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    roll(qtbot, window, "opposed-roll")
    assert window.table.finish("Time over: Alice holds the ford")
    state = window.table.state
    assert state.phase is Phase.FINISHED
    assert panel(window).header.text().endswith("Game over")
    assert "Time over" in panel(window).body.findChildren(type(panel(window).header))[0].text()
    assert not window.table.view.finish_button.isEnabled()
    log = json.loads(window.table.export_to(tmp_path / "g.json", "json").read_text())
    assert log["format"] == "confrontation-game" and log["actions"][-1]["kind"] == "finish"
    assert log["actions"][0]["dice_a"]  # the dice the app rolled are kept
    report = window.table.export_to(tmp_path / "g.txt", "text").read_text()
    assert "Battle report" in report and "Time over: Alice holds the ford" in report
    window.table.show_games()
    (game,) = window.table.games.games
    assert game.status == "finished"
    texts = [window.table.games.table.item(0, c).text() for c in range(window.table.games.table.columnCount())]
    assert "Finished: Time over: Alice holds the ford" in texts
    # Resume it from the list (Enter on the table).
    window.table.games.table.setFocus()
    qtbot.keyClick(window.table.games.table, Qt.Key.Key_Return)
    assert window.table.currentWidget() is window.table.view


def test_undo_keys_go_to_the_game_not_to_the_card_library(qtbot: Any, table_window: Any) -> None:
    from companion.ui.undo import SaveCard
    from tests.ui.table_support import CARDS

    window = table_window
    card = CARDS[0]
    from dataclasses import replace

    window.undo_stack.push(SaveCard(window.session, replace(card, name="Paladin renamed"), card, "rename"))
    assert window.undo_stack.canUndo()
    start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    enter_dice(qtbot, window, "opposed-roll", "4", "2")
    assert window.table.state.seq == 1
    button = panel(window).buttons["draw"]
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.table.state.seq == 0
    assert window.undo_stack.canUndo()  # the library's rename was not undone
    assert window.session.library.get(card.id).name == "Paladin renamed"
    qtbot.keyClick(window.table.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.table.state.seq == 1
    # From the log and from a tile as well.
    for widget in (window.table.view.log, window.table.view.columns[0].tiles["A1"].boxes[WoundLevel.LIGHT]):
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert window.table.state.seq == 0, widget
        qtbot.keyClick(widget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert window.table.state.seq == 1, widget
    # The Edit menu has the game's undo too.
    assert window.table.undo_game_action in window.menu("edit").actions()
    window.table.undo_game_action.trigger()
    assert window.table.state.seq == 0
    assert banner(window) == ""


def test_a_game_that_no_longer_replays_is_said_not_raised(qtbot: Any, table_window: Any, table_db: Path) -> None:
    import sqlite3

    from companion.ui.app import open_window

    window = table_window
    start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    roll(qtbot, window, "opposed-roll")
    game_id = window.table.game_id
    window.close()
    with sqlite3.connect(table_db) as connection:  # a hand-edited database: an action the rules refuse
        connection.execute("UPDATE game_action SET action = ? WHERE game_id = ?", ('{"kind": "draw"}', game_id))
    again = open_window(table_db)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    again.show_workspace("table")  # it tries to resume the game, and says why it cannot
    table = again.table
    assert table.currentWidget() is table.games
    assert f"The game {game_id} cannot be opened" in table.games.message.text()
    assert [g.id for g in table.games.games] == [game_id]  # still listed, nothing deleted
    again.close()


def test_every_tile_fits_its_column_at_1280_by_800(qtbot: Any, table_window: Any) -> None:
    """The name line wraps: a long name with "not deployed" must not push the States button
    and the last wound boxes out of the column (its sideways scroll bar is off)."""
    window = table_window
    window.resize(1280, 800)
    start_game(qtbot, window, "Lion host", "Griffin line")
    columns = [window.table.view.columns[side] for side in (0, 1)]
    for column in columns:
        for tile in column.tiles.values():
            tile.name_label.setText("Danil the valiant, lord of the eastern baronies  [A1] — not deployed")
    for column in columns:
        viewport = column.tiles_scroll.viewport()
        qtbot.waitUntil(lambda: all(tile.width() <= viewport.width() for tile in column.tiles.values()))
        for tile in column.tiles.values():
            for widget in (tile.states_button, *tile.boxes.values()):
                right = widget.mapTo(viewport, widget.rect().topRight()).x()
                assert right < viewport.width(), widget.objectName() or widget.text()


def test_a_side_without_a_player_s_name_is_titled_by_its_list_once(qtbot: Any, table_window: Any) -> None:
    """No "Lions at the ford — Lions at the ford" when the player's name is left blank."""
    table_window.show_workspace("table")
    start_game(qtbot, table_window, "Lions at the ford", "Wolfen pack", players=("", "Bob"))
    columns = table_window.table.view.columns
    assert [column.title.text().removeprefix("▶ ") for column in columns] == [
        "Lions at the ford", "Bob — Wolfen pack"]


def test_tiles_before_deployment_keep_their_rows_apart_at_1400_by_900(qtbot: Any, table_window: Any) -> None:
    """A name that wraps to three lines ("not deployed" after it) makes the tile taller: the
    wound boxes never cover each other nor the state line below them."""
    window = table_window
    window.resize(1400, 900)
    start_game(qtbot, window, "Lion host", "Griffin line")
    columns = [window.table.view.columns[side] for side in (0, 1)]
    for column in columns:
        for tile in column.tiles.values():
            tile.name_label.setText("Abel the ill-tempered (2nd), templar commander  [B2] — not deployed")
    tiles = [tile for column in columns for tile in column.tiles.values()]
    qtbot.waitUntil(lambda: all(tile.name_label.height() >= tile.name_label.heightForWidth(
        tile.name_label.width()) for tile in tiles))
    for tile in tiles:
        rows = sorted({(box.y(), box.height()) for box in tile.boxes.values()})
        assert len(rows) == 2, rows  # three boxes and two: a narrow column
        (top, height), (second, _) = rows
        assert second >= top + height
        bottom = max(box.geometry().bottom() for box in tile.boxes.values())
        assert tile.badges_label.y() > bottom
        assert tile.boxes[TRACK[0]].y() > tile.name_label.geometry().bottom()
