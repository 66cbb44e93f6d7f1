"""The menu actions of the workspaces the window builds when first needed: the Table's and the
tournament round's.

The window makes them with its menus (no rules engine needed for that), so their keys work and
the menus list them from the start; triggering one builds the Table (and the tournament dock
beside it) if it is not built yet, then runs it. The Table enables and disables them once built
(an export needs a game open); a Table made on its own (a test, a bench) makes its own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from companion.i18n import tr

UNDO_KEYS = ("Ctrl+Z",)
REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")
"""Strings, not QKeySequences: a standard key read before the QApplication exists crashes Qt."""
FINISH_KEYS = ("Ctrl+Shift+F",)
"""Finish game (Ctrl+Shift+R is the Army's Revert to saved)."""


def _action(parent: QObject, keys: tuple[str, ...], run: Callable[[], object],
            context: Qt.ShortcutContext = Qt.ShortcutContext.WindowShortcut) -> QAction:
    item = QAction(parent)
    item.setShortcuts([QKeySequence(k) for k in keys])
    item.setShortcutContext(context)
    item.triggered.connect(lambda _checked=False: run())
    return item


class GameCommands(Protocol):
    """What the Table's actions run (companion.ui.table.workspace.TableWorkspace does it)."""

    def new_game(self) -> object: ...
    def show_games_here(self) -> object: ...
    def choose_export(self, fmt: str) -> object: ...
    def ask_finish(self) -> object: ...
    def undo(self) -> object: ...
    def redo(self) -> object: ...


class TableActions:
    """File: New game, Games, Export game log, Export battle report, Finish game; Edit: Undo and
    Redo game action. ``table()`` gives the Table to run them on (built then if need be).

    Ctrl+Z and Ctrl+Shift+Z are taken by the Table itself while the focus is in it: the game's
    Undo and Redo show those keys in the Edit menu without competing for them."""

    def __init__(self, parent: QObject, table: Callable[[], GameCommands]) -> None:
        self.new_action = _action(parent, ("Ctrl+Shift+G",), lambda: table().new_game())
        self.games_action = _action(parent, ("Ctrl+G",), lambda: table().show_games_here())
        self.export_json_action = _action(parent, ("Ctrl+Shift+J",), lambda: table().choose_export("json"))
        self.export_text_action = _action(parent, ("Ctrl+Shift+B",), lambda: table().choose_export("text"))
        self.finish_action = _action(parent, FINISH_KEYS, lambda: table().ask_finish())
        inside = Qt.ShortcutContext.WidgetWithChildrenShortcut
        self.undo_game_action = _action(parent, UNDO_KEYS, lambda: table().undo(), inside)
        self.redo_game_action = _action(parent, REDO_KEYS, lambda: table().redo(), inside)
        self.retranslate()

    def retranslate(self) -> None:
        """The actions' words in the current language."""
        for item, text, tip in (
            (self.new_action, tr("New &game…"), tr("Start a game from two saved army lists")),
            (self.games_action, tr("&Games…"), tr("The games, in progress and finished")),
            (self.export_json_action, tr("Export game log (&JSON)…"),
             tr("The game's log, replayable with companion game replay")),
            (self.export_text_action, tr("Export &battle report…"), tr("The game told in sentences")),
            (self.finish_action, tr("&Finish game…"), tr("End the game with its result")),
            (self.undo_game_action, tr("Undo game action"), tr("Undo the last action of the game")),
            (self.redo_game_action, tr("Redo game action"), tr("Redo it, with the same dice")),
        ):
            item.setText(text)
            item.setStatusTip(tip)

    def menu_actions(self) -> dict[str, list[QAction]]:
        """The actions by menu, in menu order."""
        return {"file": [self.new_action, self.games_action, self.export_json_action, self.export_text_action,
                         self.finish_action],
                "edit": [self.undo_game_action, self.redo_game_action]}


class TournamentAction:
    """File > Tournament round… (Ctrl+Shift+T): ``show()`` shows the tournament panel."""

    def __init__(self, parent: QObject, show: Callable[[], object]) -> None:
        self.action = _action(parent, ("Ctrl+Shift+T",), show)
        self.action.setObjectName("tournament-round")
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(tr("&Tournament round…"))
        self.action.setStatusTip(tr("A tournament round: the lists, the objective, the secret wagers, "
                                    "Premier sang, La Revanche, Le Duel (tournament rules)"))
