"""The start page of the Table: the games (in progress first, finished with their result),
resume one, or start a new game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.rules.game import Phase

if TYPE_CHECKING:
    from companion.library.games import GameSummary

IN_PROGRESS = "in-progress"
"""The status of a game being played (companion.library.games.IN_PROGRESS)."""

COLUMNS = ("Game", "Players", "Where", "Status", "Actions", "Last played")


class GamesPage(QWidget):
    """Games listed; Enter or a double click resumes the selected one."""

    resume_requested = Signal(int)
    new_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        title = QLabel("Games")
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.6)
        title.setFont(font)
        layout.addWidget(title)
        buttons = QHBoxLayout()
        self.new_button = QPushButton("New game…")
        self.new_button.setObjectName("new-game")
        self.new_button.setMinimumHeight(48)
        self.new_button.clicked.connect(lambda _c=False: self.new_requested.emit())
        buttons.addWidget(self.new_button)
        self.resume_button = QPushButton("Resume the selected game")
        self.resume_button.setObjectName("resume")
        self.resume_button.setMinimumHeight(48)
        self.resume_button.clicked.connect(lambda _c=False: self._resume())
        buttons.addWidget(self.resume_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("games")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _i: self._resume())
        self.table.activated.connect(lambda _i: self._resume())
        layout.addWidget(self.table, 1)
        self.empty = QLabel("No game yet: start one with New game (two saved army lists are needed: "
                            "build them in the Army workspace).")
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.games: list[GameSummary] = []

    def show_games(self, games: list[GameSummary]) -> None:
        games = sorted(games, key=lambda g: g.status != IN_PROGRESS)
        self.games = games
        self.table.setRowCount(len(games))
        for row, game in enumerate(games):
            try:
                phase = Phase(game.phase).label
            except ValueError:
                phase = game.phase
            where = "Approach" if game.round == 0 else f"Round {game.round}, {phase}"
            status = "In progress" if game.status == IN_PROGRESS else f"Finished: {game.result or ''}"
            for column, text in enumerate((game.name, " vs ".join(game.sides), where, status, str(game.actions),
                                           game.updated.replace("T", " "))):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, game.id)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.empty.setVisible(not games)
        self.resume_button.setEnabled(bool(games))
        if games:
            self.table.selectRow(0)

    def selected(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.games[rows[0].row()].id

    def _resume(self) -> None:
        game_id = self.selected()
        if game_id is not None:
            self.resume_requested.emit(game_id)


__all__ = ["GamesPage"]
