"""The tournament round panel: from the lists to La Victoire, docked beside the Table.

Pages: the rounds (resume one, or a new one), the set-up, the secret wagers, the reveal, the
played stage (with its countdown and the button that starts its game in the Table workspace),
La Victoire. Every step goes through :class:`companion.rules.tournament.Challenge` (which
refuses what the rules refuse, with their words) and is committed by
:class:`companion.library.tournament_rounds.TournamentRounds` before the panel changes page.

:func:`install` puts the panel in a dock of the main window, shown by the window's File >
Tournament round… (Ctrl+Shift+T) and by a "Tournament round…" button on the Table's start page.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.i18n import tr, trp
from companion.i18n.engine import error_text
from companion.rules.errors import RulesError
from companion.rules.tournament import Challenge, Outcome, Stage
from companion.ui.tournament.setup_page import SetupPage
from companion.ui.tournament.stage_page import RevealPage, StagePage, VictoryPage
from companion.ui.tournament.wager_page import WagerPage
from companion.ui.tournament.words import stage_name, stage_words

if TYPE_CHECKING:
    from companion.library.tournament_rounds import RoundSummary, TournamentRound, TournamentRounds
    from companion.ui.session import Session
    from companion.ui.table.workspace import TableWorkspace

MINIMUM_WIDTH = 420
"""The panel's narrowest width: the Table's game view beside it must not squeeze it unreadable."""

Words = Callable[[], str]
"""A text in the current language (asked again when the language changes)."""


class RoundsPage(QWidget):
    """The rounds stored, newest first; resume one or start a new one."""

    new_requested = Signal()
    resume_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.title = title = QLabel()
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        title.setFont(font)
        layout.addWidget(title)
        row = QHBoxLayout()
        self.new_button = QPushButton()
        self.new_button.setObjectName("new-round")
        self.new_button.setMinimumHeight(40)
        self.new_button.clicked.connect(lambda _c=False: self.new_requested.emit())
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resume-round")
        self.resume_button.setMinimumHeight(40)
        self.resume_button.clicked.connect(lambda _c=False: self._resume())
        row.addWidget(self.new_button)
        row.addWidget(self.resume_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("rounds")
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.activated.connect(lambda _i: self._resume())
        self.table.doubleClicked.connect(lambda _i: self._resume())
        layout.addWidget(self.table, 1)
        self.rounds: list[RoundSummary] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language; the rounds listed stay listed (and selected)."""
        self.title.setText(tr("Tournament rounds"))
        self.new_button.setText(tr("New tournament round…"))
        self.resume_button.setText(tr("Resume the selected round"))
        self.table.setHorizontalHeaderLabels((tr("Round"), tr("Players"), tr("Objective"),
                                              trp("how far a round is", "Where")))
        for row, summary in enumerate(self.rounds):
            item = self.table.item(row, 3)
            if item is not None:
                item.setText(self._where(summary))
            players = self.table.item(row, 1)
            if players is not None:
                players.setText(self._players(summary))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _where(self, summary: RoundSummary) -> str:
        if summary.winner:
            return tr("Won by {name}", name=summary.winner)
        return stage_words(summary.stage)

    def _players(self, summary: RoundSummary) -> str:
        return tr("{first} vs {second}", first=summary.players[0], second=summary.players[1])

    def show_rounds(self, rounds: list[RoundSummary]) -> None:
        self.rounds = rounds
        self.table.setRowCount(len(rounds))
        for row, summary in enumerate(rounds):
            for column, text in enumerate((summary.name, self._players(summary), summary.objective,
                                           self._where(summary))):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.resume_button.setEnabled(bool(rounds))
        if rounds:
            self.table.selectRow(0)

    def _resume(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.resume_requested.emit(self.rounds[rows[0].row()].id)


class TournamentPanel(QWidget):
    """The whole flow; ``round`` is the stored round shown (None on the rounds and set-up pages)."""

    def __init__(self, session: Session, table: TableWorkspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = table
        """The Table, where a stage's game is played."""
        self._rounds: TournamentRounds | None = None
        self.round: TournamentRound | None = None
        self.seed_source = random.SystemRandom()
        self.setMinimumWidth(MINIMUM_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.message = QLabel()
        self.message.setObjectName("tournament-message")
        self.message.setWordWrap(True)
        self.message.hide()
        self.pages = QStackedWidget()
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.message)
        self.rounds_page = RoundsPage()
        self.setup_page = SetupPage(self._lookup)
        self.wager_page = WagerPage()
        self.reveal_page = RevealPage()
        self.stage_page = StagePage()
        self.victory_page = VictoryPage()
        for page in (self.rounds_page, self.setup_page, self.wager_page, self.reveal_page, self.stage_page,
                     self.victory_page):
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(page)
            self.pages.addWidget(scroll)
        self.rounds_page.new_requested.connect(self.new_round)
        self.rounds_page.resume_requested.connect(self.open_round)
        self.setup_page.start_requested.connect(self.start_round)
        self.wager_page.wager_placed.connect(self.place_wager)
        self.wager_page.reveal_requested.connect(self.reveal)
        self.reveal_page.play_requested.connect(lambda: self._show(self.stage_page))
        self.reveal_page.rewager_requested.connect(lambda: self._show(self.wager_page))
        self.reveal_page.roll_off_entered.connect(self.roll_off)
        self.stage_page.start_game_requested.connect(self.start_stage_game)
        self.stage_page.outcome_entered.connect(self.enter_outcome)
        self.stage_page.duellist_chosen.connect(self.choose_duellist)
        self.victory_page.done.connect(self.show_rounds)
        self._said: tuple[Words | None, bool] = (None, False)
        self.dock: QDockWidget | None = None
        self.action: QAction | None = None
        self.table_button: QPushButton | None = None

    def retranslate_ui(self) -> None:
        """The message shown and the dock and Table button that :func:`install` made."""
        self._show_said()
        if self.dock is not None:
            self.dock.setWindowTitle(tr("Tournament round"))
        if self.table_button is not None:
            self.table_button.setText(tr("Tournament round…"))
            self.table_button.setToolTip(tr("Relevez le défi: a tournament round in three stages "
                                            "(tournament rules)"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_panel(self) -> None:
        """Show the dock :func:`install` made (40% of the window the first time), on the rounds."""
        dock = self.dock
        if dock is None:
            return
        window = dock.parentWidget()
        if not dock.isVisible() and not dock.isFloating() and isinstance(window, QMainWindow):
            dock.show()
            window.resizeDocks([dock], [max(MINIMUM_WIDTH, int(window.width() * 0.4))], Qt.Orientation.Horizontal)
        dock.show()
        dock.raise_()
        if self.round is None and self.current_page() is self.rounds_page:
            self.show_rounds()
        self.setFocus()

    # -- store -------------------------------------------------------------------------------
    @property
    def rounds(self) -> TournamentRounds:
        if self._rounds is None:
            from companion.library.tournament_rounds import TournamentRounds

            self._rounds = TournamentRounds(self.session.library)
        return self._rounds

    def _lookup(self, card_id: str) -> Any:
        return self.session.library.get(card_id)

    def current_page(self) -> QWidget:
        scroll = self.pages.currentWidget()
        assert isinstance(scroll, QScrollArea)
        page = scroll.widget()
        assert page is not None
        return page

    def _show(self, page: QWidget) -> None:
        for index in range(self.pages.count()):
            scroll = self.pages.widget(index)
            if isinstance(scroll, QScrollArea) and scroll.widget() is page:
                self.pages.setCurrentIndex(index)
        if page is not self.stage_page:
            self.stage_page.stop()
        if self.round is not None:
            if page is self.wager_page:
                self.wager_page.show_challenge(self.round.challenge)
            elif page is self.reveal_page:
                self.reveal_page.show_round(self.round)
            elif page is self.stage_page:
                self.stage_page.show_round(self.round)
            elif page is self.victory_page:
                self.victory_page.show_round(self.round)

    def say(self, words: Words | None, *, error: bool = False) -> None:
        """Show ``words()`` under the page (None: nothing); asked again when the language changes."""
        self._said = (words, error)
        self._show_said()

    def refuse(self, error: Exception) -> None:
        """Show what the rules (or the store) refused."""
        self.say(lambda: error_text(error), error=True)

    def _show_said(self) -> None:
        words, error = self._said
        text = words() if words is not None else ""
        self.message.setText(("✖ " if error else "") + text if text else "")
        self.message.setVisible(bool(text))

    # -- the flow ----------------------------------------------------------------------------
    def show_rounds(self) -> None:
        self.round = None
        self.say(None)
        self.rounds_page.show_rounds(self.rounds.list())
        self._show(self.rounds_page)

    def new_round(self) -> None:
        from companion.library.armies import ArmyStore

        self.round = None
        self.say(None)
        self.setup_page.set_lists(ArmyStore(self.session.library).lists())
        self._show(self.setup_page)

    def start_round(self) -> bool:
        try:
            challenge = self.setup_page.challenge()
        except RulesError as error:
            self.refuse(error)
            return False
        self.round = self.rounds.create(challenge, list_ids=self.setup_page.list_ids())
        self.say(None)
        self._show(self.wager_page)
        return True

    def open_round(self, round_id: int) -> None:
        try:
            self.round = self.rounds.get(round_id)
        except BadInput as error:
            self.refuse(error)
            return
        self.say(None)
        self._show(self._page_for(self.round.challenge))

    def _page_for(self, challenge: Challenge) -> QWidget:
        if challenge.stage is Stage.WAGERS:
            return self.wager_page
        if challenge.stage is Stage.TIE_ROLL:
            return self.reveal_page
        if challenge.stage is Stage.VICTOIRE:
            return self.victory_page
        return self.stage_page

    def _step(self, change: Any) -> bool:
        """Apply one step of the challenge, commit it, then show the round; a refusal is shown."""
        assert self.round is not None
        try:
            challenge = change(self.round.challenge)
        except RulesError as error:
            self.refuse(error)
            return False
        self.round = self.rounds.update(self.round.id, challenge)
        self.say(None)
        return True

    def place_wager(self, player: int, entries: list[int]) -> bool:
        assert self.round is not None
        try:
            challenge = self.round.challenge.wager(player, entries)
        except RulesError as error:
            self.wager_page.show_refusal(error)
            return False
        self.round = self.rounds.update(self.round.id, challenge)
        self._show(self.wager_page)
        return True

    def reveal(self) -> None:
        if self._step(lambda c: c.reveal_wagers()):
            self._show(self.reveal_page)

    def roll_off(self, die_1: int, die_2: int) -> None:
        if self._step(lambda c: c.roll_off(die_1, die_2)):
            self._show(self.reveal_page)

    def choose_duellist(self, player: int, entry: int) -> None:
        self._step(lambda c: c.choose_duellist(player, entry))
        self._show(self.stage_page)

    def start_stage_game(self) -> int | None:
        """Create the stage's game (or reopen it) and show it in the Table workspace."""
        assert self.round is not None
        table = self.table
        try:
            self.round = self.rounds.start_stage(self.round.id, table.store, seed=self.seed_source.randrange(1, 2**31))
        except (RulesError, BadInput) as error:
            self.refuse(error)
            return None
        game_id = self.round.game
        assert game_id is not None
        self.stage_page.show_round(self.round)
        table.open_game(game_id)
        return game_id

    def enter_outcome(self, outcome: Outcome, winner: int | None) -> None:
        """Record how the stage ended; its game in the Table (if started) is finished with that result."""
        assert self.round is not None
        before = self.round
        if not self._step(lambda c: c.record(outcome, winner)):
            return
        game_id = before.game
        if game_id is not None:
            self._finish_game(game_id, self._result_text(before.challenge, outcome, winner))
        self._show(self._page_for(self.round.challenge))

    @staticmethod
    def _result_text(challenge: Challenge, outcome: Outcome, winner: int | None) -> str:
        """The stage game's result, in the current language (as the game's name)."""
        stage = stage_name(challenge.stage)
        challenger = challenge.challenger
        if outcome is Outcome.ELIMINATED and winner is not None:
            return tr("{stage}: {name} eliminated the enemy first", stage=stage, name=challenge.name(winner))
        if challenger is None:
            return stage
        if outcome is Outcome.OBJECTIVE_REACHED:
            return tr("{stage}: {name} reached the objective", stage=stage, name=challenge.name(challenger))
        return tr("{stage}: {name} had no chance any more", stage=stage, name=challenge.name(challenger))

    def _finish_game(self, game_id: int, result: str) -> None:
        """Finish the stage's game (through the Table's controller when it is the game shown)."""
        from companion.rules.game.actions import FinishGame

        table = self.table
        try:
            if table.game_id == game_id:
                if table.state is not None and not table.state.finished:
                    table.controller.do(FinishGame(result))
            elif not table.store.state(game_id).finished:
                table.store.finish(game_id, result)
        except (RulesError, BadInput) as error:
            failure = error  # ``error`` is unbound once the block ends; the words are asked again later
            self.say(lambda: tr("the stage is recorded; its game could not be finished: {error}",
                                error=error_text(failure)), error=True)


def install(window: QMainWindow, session: Session, table: TableWorkspace, action: QAction) -> TournamentPanel:
    """The panel in a dock of ``window`` (hidden until asked for) and its button on the Table's
    start page; ``action`` is the window's File > Tournament round…
    (companion.ui.workspace_actions), which shows it."""
    panel = TournamentPanel(session, table)
    dock = QDockWidget(window)
    dock.setObjectName("tournament-dock")
    dock.setWidget(panel)
    dock.setAllowedAreas(Qt.DockWidgetArea.AllDockWidgetAreas)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    panel.dock = dock

    button = QPushButton()
    button.setObjectName("tournament-round-button")
    button.setMinimumHeight(48)
    button.clicked.connect(lambda _c=False: panel.show_panel())
    table.games.add_start_button(button)
    panel.action = action
    panel.table_button = button
    panel.retranslate_ui()
    return panel


__all__ = ["RoundsPage", "TournamentPanel", "install"]
