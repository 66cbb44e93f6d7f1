"""The start page of the Table: the games (in progress first, finished with their result),
resume one, or start a new game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
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

from companion.i18n import render, tr
from companion.rules.game import Phase
from companion.ui.table.format import phase_label

if TYPE_CHECKING:
    from companion.library.games import GameSummary

IN_PROGRESS = "in-progress"
"""The status of a game being played (companion.library.games.IN_PROGRESS)."""

COLUMNS = ("Game", "Players", "Where", "Status", "Actions", "Last played")
"""The columns' English titles (shown through :meth:`GamesPage.retranslate_ui`)."""


class GamesPage(QWidget):
    """Games listed; Enter or a double click resumes the selected one."""

    resume_requested = Signal(int)
    new_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = title = QLabel()
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.6)
        title.setFont(font)
        layout.addWidget(title)
        buttons = QHBoxLayout()
        self.new_button = QPushButton()
        self.new_button.setObjectName("new-game")
        self.new_button.setMinimumHeight(48)
        self.new_button.clicked.connect(lambda _c=False: self.new_requested.emit())
        buttons.addWidget(self.new_button)
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resume")
        self.resume_button.setMinimumHeight(48)
        self.resume_button.clicked.connect(lambda _c=False: self._resume())
        buttons.addWidget(self.resume_button)
        buttons.addStretch(1)
        self._buttons = buttons
        layout.addLayout(buttons)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("games")
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda _i: self._resume())
        self.table.activated.connect(lambda _i: self._resume())
        layout.addWidget(self.table, 1)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.message = QLabel()
        self.message.setObjectName("games-message")
        self.message.setWordWrap(True)
        self.message.hide()
        layout.insertWidget(1, self.message)
        self.games: list[GameSummary] = []
        self.retranslate_ui()

    def add_start_button(self, button: QPushButton) -> None:
        """Put another way to start a game (the tournament round's) beside "New game…"."""
        self._buttons.insertWidget(self._buttons.indexOf(self.new_button) + 1, button)

    def retranslate_ui(self) -> None:
        """The page's words in the current language; the games listed stay (shown again)."""
        self.title.setText(tr("Games"))
        self.new_button.setText(tr("New game…"))
        self.resume_button.setText(tr("Resume the selected game"))
        self.table.setHorizontalHeaderLabels([tr("Game"), tr("Players"), tr("Where"),
                                              tr("Status"), tr("Actions"), tr("Last played")])
        self.empty.setText(tr("No game yet: start one with New game (two saved army lists are needed: "
                                   "build them in the Army workspace)."))
        if self.games:
            selected = self.selected()
            self.show_games(self.games)
            for row, game in enumerate(self.games):
                if game.id == selected:
                    self.table.selectRow(row)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_message(self, text: str) -> None:
        """A problem in words (a game that cannot be opened...), above the list."""
        self.message.setText("⚠  " + text if text else "")
        self.message.setVisible(bool(text))

    def show_games(self, games: list[GameSummary]) -> None:
        games = sorted(games, key=lambda g: g.status != IN_PROGRESS)
        self.games = games
        self.table.setRowCount(len(games))
        for row, game in enumerate(games):
            try:
                phase = phase_label(Phase(game.phase))
            except ValueError:
                phase = game.phase
            where = phase_label(Phase.APPROACH) if game.round == 0 else tr("Round {round}, {phase}",
                                                                            round=game.round, phase=phase)
            result = render(game.result) if game.result is not None else ""
            status = tr("In progress") if game.status == IN_PROGRESS else tr("Finished: {result}", result=result)
            for column, text in enumerate((game.name, tr(" vs ").join(game.sides), where, status, str(game.actions),
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
