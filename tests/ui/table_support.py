"""Shared by the Table tests: a test library with cards that have AP, two (three) saved lists,
the window on it, and small drivers that press the Table's real buttons."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLineEdit

from companion.rules.abilities import Ability
from companion.rules.army import ArmyList, Entry
from companion.rules.card import Base, Card, Equipment, Rank, Size
from companion.rules.game import GameState

# The booklet's combat example: Paladin COU 5, INI 3, DEF 3, RES 7; Wolfen Zombie FEAR 8, INI 3,
# ATT 6, STR 13 (FACTS.md); the other numbers are test values (as in tests/rules/game/helpers.py).
PALADIN = Card(id="alahan/paladin", name="Paladin", people="alahan", rank=Rank.ELITE, ap=30,
               figures_per_card=3, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3,
               attack=4, strength=5, defence=3, resilience=7, courage=5, discipline=3, provenance="test card")
WOLFEN_ZOMBIE = Card(id="acheron/wolfen-zombie", name="Wolfen Zombie", people="acheron", rank=Rank.CREATURE,
                     ap=40, figures_per_card=1, size=Size.LARGE, base=Base.CREATURE, movement=15, initiative=3,
                     attack=6, strength=13, defence=3, resilience=8, fear=8, discipline=2, provenance="test card")
FUSILIER = Card(id="griffin/fusilier", name="Griffin Fusilier", people="griffin", rank=Rank.REGULAR, ap=20,
                figures_per_card=2, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=4, attack=3,
                strength=4, defence=3, resilience=5, aim=4, courage=4, discipline=4,
                equipment=(Equipment("Arquebus", 7, (15.0, 30.0, 45.0)),), provenance="test card")
CHAMPION = Card(id="alahan/lion-champion", name="Lion Champion", people="alahan", rank=Rank.VETERAN, ap=40,
                character=True, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=4, attack=6, strength=6,
                defence=5, resilience=7, courage=6, discipline=4, abilities=(Ability("War fury"),),
                provenance="test card")
CARDS = (PALADIN, WOLFEN_ZOMBIE, FUSILIER, CHAMPION)

LISTS = (
    ArmyList("Lions at the ford", "alahan", 40, entries=(Entry(PALADIN.id, 1),)),
    ArmyList("Wolfen pack", "acheron", 40, entries=(Entry(WOLFEN_ZOMBIE.id, 1),)),
    ArmyList("Griffin line", "griffin", 40, entries=(Entry(FUSILIER.id, 2),)),
    ArmyList("Lion host", "alahan", 40, entries=(Entry(PALADIN.id, 3),)),
    ArmyList("Champion", "alahan", 40, entries=(Entry(CHAMPION.id, 1),)),
)


@pytest.fixture
def table_db(tmp_path: Path) -> Path:
    """A fresh database: the test cards and three saved lists."""
    from companion.library.armies import ArmyStore
    from companion.library.store import Library

    path = tmp_path / "table.sqlite3"
    library = Library.open(path, seed=False)
    try:
        for card in CARDS:
            library.save(card)
        store = ArmyStore(library)
        for army in LISTS:
            store.save(army)
    finally:
        library.close()
    return path


@pytest.fixture
def table_window(qtbot: Any, table_db: Path) -> Iterator[Any]:
    """The main window on the test database, the Table workspace shown."""
    from companion.ui.app import application, open_window

    application()
    window = open_window(table_db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_workspace("table")
    yield window
    window.close()


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


__all__ = ["CARDS", "LISTS", "QApplication", "banner", "click", "deploy_all", "end_activation", "enter_dice", "line_edits", "panel",
           "roll", "roll_box", "start_game", "table_db", "table_window", "tiles_snapshot"]
