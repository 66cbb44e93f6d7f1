"""Shared by the Table tests: the saved lists of their test library (``table_db`` and
``table_window`` in tests/ui/conftest.py) and small drivers that press the Table's real buttons."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QLineEdit

from companion.rules.army import ArmyList, Entry
from companion.rules.game import GameState, Phase

from tests.cards import CHAMPION, FUSILIER, PALADIN, WOLFEN_ZOMBIE

CARDS = (PALADIN, WOLFEN_ZOMBIE, FUSILIER, CHAMPION)

LISTS = (
    ArmyList("Lions at the ford", "alahan", 40, entries=(Entry(PALADIN.id, 1),)),
    ArmyList("Wolfen pack", "acheron", 40, entries=(Entry(WOLFEN_ZOMBIE.id, 1),)),
    ArmyList("Griffin line", "griffin", 40, entries=(Entry(FUSILIER.id, 2),)),
    ArmyList("Lion host", "alahan", 40, entries=(Entry(PALADIN.id, 3),)),
    ArmyList("Champion", "alahan", 40, entries=(Entry(CHAMPION.id, 1),)),
)


def start_game(qtbot: Any, window: Any, list_a: str, list_b: str, *, seed: int = 7, players: tuple[str, str] = (
        "Alice", "Bob"), ruleset: str = "core") -> GameState:
    """New game through the dialog: pick the lists by name, the players, the seed; start."""
    table = window.table
    seen: dict[str, Any] = {}

    def fill() -> None:
        dialog = table.last_dialog
        seen["verdict"] = dialog.verdict.text()
        for combo, name in ((dialog.list_a, list_a), (dialog.list_b, list_b)):
            index = next(i for i in range(combo.count()) if combo.itemText(i).startswith(name))
            combo.setCurrentIndex(index)
        dialog.player_a.setText(players[0])
        dialog.player_b.setText(players[1])
        dialog.ruleset.setCurrentIndex(0 if ruleset == "core" else 1)
        dialog.seed.setText(str(seed))
        dialog.objective.setText("Hold the ford")
        seen["verdict_after"] = dialog.verdict.text()
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    qtbot.mouseClick(table.games.new_button, Qt.MouseButton.LeftButton)
    table.seen = seen
    assert table.state is not None
    return table.state


def panel(window: Any) -> Any:
    return window.table.view.step_panel


def click(qtbot: Any, window: Any, key: str) -> GameState:
    """Press the centre button ``key`` (object name) and return the state shown."""
    button = panel(window).buttons[key]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return window.table.state


def end_activation(qtbot: Any, window: Any) -> GameState:
    """End the active card's activation, unless its last move ended it already (a Charge of the
    card's last figurine does)."""
    state = window.table.state
    if state.active is None:
        return state
    return click(qtbot, window, "end-activation")


def stand_out_the_movement(qtbot: Any, window: Any) -> GameState:
    """Play the rest of the Movement phase: each card drawn and played, the Paladin (A1) standing."""
    state = window.table.state
    while state.phase is Phase.MOVEMENT:
        if state.pending is None:
            state = click(qtbot, window, "draw")
        state = click(qtbot, window, "play-pending")
        state = click(qtbot, window, "stand-A1")
        state = click(qtbot, window, "end-activation")
    return state


def roll_box(window: Any, name: str) -> Any:
    found = [b for b in panel(window).roll_boxes if b.objectName() == name]
    assert found, f"no roll form {name!r}: {[b.objectName() for b in panel(window).roll_boxes]}"
    return found[0]


def enter_dice(qtbot: Any, window: Any, name: str, *texts: str) -> GameState:
    """Type the dice into the roll form ``name`` and press Enter dice."""
    box = roll_box(window, name)
    for edit, text in zip(box.edits, texts):
        edit.clear()
        qtbot.keyClicks(edit, text)
    qtbot.mouseClick(box.enter_button, Qt.MouseButton.LeftButton)
    return window.table.state


def roll(qtbot: Any, window: Any, name: str) -> GameState:
    box = roll_box(window, name)
    qtbot.mouseClick(box.roll_button, Qt.MouseButton.LeftButton)
    return window.table.state


def banner(window: Any) -> str:
    label = panel(window).banner
    return label.text() if not label.isHidden() else ""


def deploy_all(qtbot: Any, window: Any) -> GameState:
    """Draw and deploy every card of the Approach with the buttons."""
    state = window.table.state
    while state.phase.value == "approach":
        if state.pending is None:
            state = click(qtbot, window, "draw")
        state = click(qtbot, window, "play-pending")
    return state


def tiles_snapshot(window: Any) -> dict[str, tuple[str, ...]]:
    """What every tile shows: boxes, badges, characteristics (to compare screens)."""
    shot = {}
    for column in window.table.view.columns:
        for fid, tile in column.tiles.items():
            shot[fid] = (tile.name_label.text(), *(b.text() for b in tile.boxes.values()),
                         tile.badges_label.text(), tile.stats_label.text())
    return shot


def line_edits(widget: Any) -> list[QLineEdit]:
    return widget.findChildren(QLineEdit)
