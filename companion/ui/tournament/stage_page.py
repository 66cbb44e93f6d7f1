"""The reveal, a played stage (Premier sang, La Revanche, Le Duel) with its countdown, and La Victoire.

The stage page says who takes up the challenge and why, the objective and time limit the players
typed, each side's figurines, and a countdown (QTimer, once a second) from the moment the
stage's game was started in the Table (the start time is stored: the clock survives a restart).
The players enter the outcome with one button. Every text is in the current language (``tr``
for the panel's words, :func:`companion.i18n.render` for the rules engine's messages); a
language change re-renders the page shown from the stored round.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import render, tr
from companion.rules.tournament import DuelTie, HandCard, Outcome, Stage
from companion.ui.tournament.words import hand_card_text, stage_name

if TYPE_CHECKING:
    from companion.library.tournament_rounds import TournamentRound


def _heading(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.4)
    label.setFont(font)
    return label


def clock_text(seconds: int) -> str:
    """``75`` -> ``1:15``; hours when needed (``1:02:03``)."""
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def countdown_text(stored: TournamentRound, now: datetime | None = None) -> str:
    """What the clock shows: time left (or over), or the time played when there is no countdown."""
    objective = stored.challenge.objective
    elapsed = stored.elapsed_seconds(now)
    if stored.challenge.stage is Stage.DUEL:  # "jouez une CONFRONTATION normale": no time limit
        if elapsed is None:
            return tr("Le Duel has no time limit. The clock starts with its game.")
        return tr("Time played {played} · Le Duel has no time limit", played=clock_text(elapsed))
    if elapsed is None:
        return tr("Time limit: {limit}. The clock starts with the stage's game.", limit=objective.time_limit)
    if objective.minutes is None:
        return tr("Time played {played} · time limit: {limit}", played=clock_text(elapsed), limit=objective.time_limit)
    left = objective.minutes * 60 - elapsed
    if left >= 0:
        return tr("Time left {left} of {minutes} min · time limit: {limit}", left=clock_text(left),
                  minutes=objective.minutes, limit=objective.time_limit)
    return tr("TIME IS UP (over by {over}) · time limit: {limit}", over=clock_text(-left), limit=objective.time_limit)


def _fill(widget: QListWidget, cards: tuple[HandCard, ...]) -> None:
    widget.clear()
    for card in cards:
        widget.addItem(hand_card_text(card))


class RevealPage(QWidget):
    """Both wagers shown with their totals; who takes up the challenge and why; the roll-off if any."""

    play_requested = Signal()
    rewager_requested = Signal()
    roll_off_entered = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stored: TournamentRound | None = None
        layout = QVBoxLayout(self)
        self.heading = _heading()
        layout.addWidget(self.heading)
        grid = QGridLayout()
        self.names = (QLabel(), QLabel())
        self.lists = (QListWidget(), QListWidget())
        self.totals = (QLabel(), QLabel())
        for column in (0, 1):
            self.lists[column].setObjectName(f"revealed-{column + 1}")
            self.totals[column].setObjectName(f"revealed-total-{column + 1}")
            grid.addWidget(self.names[column], 0, column)
            grid.addWidget(self.lists[column], 1, column)
            grid.addWidget(self.totals[column], 2, column)
        layout.addLayout(grid, 1)
        self.why = QLabel()
        self.why.setObjectName("why-challenger")
        self.why.setWordWrap(True)
        layout.addWidget(self.why)
        self.roll_box = QGroupBox()
        row = QHBoxLayout(self.roll_box)
        self.roll_spins = (QSpinBox(), QSpinBox())
        for number, spin in enumerate(self.roll_spins, start=1):
            spin.setRange(1, 6)
            spin.setObjectName(f"roll-off-{number}")
            row.addWidget(spin)
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("enter-roll-off")
        self.roll_button.clicked.connect(lambda _c=False: self.roll_off_entered.emit(
            self.roll_spins[0].value(), self.roll_spins[1].value()))
        row.addWidget(self.roll_button)
        layout.addWidget(self.roll_box)
        self.next_button = QPushButton()
        self.next_button.setObjectName("to-stage")
        self.next_button.setMinimumHeight(48)
        self.next_button.clicked.connect(lambda _c=False: self._next())
        layout.addWidget(self.next_button)
        self._rewager = False
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.heading.setText(tr("Relevez le défi: the wagers revealed"))
        self.roll_box.setTitle(tr("Roll-off (equal totals): each player rolls a D6, the lower takes up the challenge"))
        self.roll_button.setText(tr("Enter the roll-off"))
        if self.stored is not None:
            self.show_round(self.stored)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_round(self, stored: TournamentRound) -> None:
        self.stored = stored
        challenge = stored.challenge
        reveal = challenge.reveal
        assert reveal is not None
        tied = challenge.stage is Stage.WAGERS  # a tie under REWAGER cleared the wagers
        for p in (0, 1):
            self.names[p].setText(f"<b>{challenge.name(p)}</b>")
            self.totals[p].setText(tr("Total wagered: {ap} AP", ap=reveal.totals[p]))
            if tied:
                self.lists[p].clear()
            else:
                _fill(self.lists[p], challenge.wagered(p))
        self.why.setText(render(challenge.why_challenger()))
        self.roll_box.setVisible(challenge.stage is Stage.TIE_ROLL)
        self._rewager = tied
        if tied:
            self.next_button.setText(tr("Wager again ▶"))
        elif challenge.stage is Stage.TIE_ROLL:
            self.next_button.setText(tr("Enter the roll-off above"))
        else:
            self.next_button.setText(tr("Play {stage} ▶", stage=stage_name(Stage.PREMIER_SANG)))
        self.next_button.setEnabled(challenge.stage is not Stage.TIE_ROLL)

    def _next(self) -> None:
        if self._rewager:
            self.rewager_requested.emit()
        else:
            self.play_requested.emit()


class StagePage(QWidget):
    """A played stage: the challenge, the figurines, the clock, the game, the outcome."""

    start_game_requested = Signal()
    outcome_entered = Signal(object, object)
    """(Outcome, winner or None)."""
    duellist_chosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stored: TournamentRound | None = None
        layout = QVBoxLayout(self)
        self.heading = _heading()
        self.heading.setObjectName("stage-heading")
        layout.addWidget(self.heading)
        self.challenge_label = QLabel()
        self.challenge_label.setObjectName("stage-challenge")
        self.challenge_label.setWordWrap(True)
        layout.addWidget(self.challenge_label)
        self.objective_label = QLabel()
        self.objective_label.setObjectName("stage-objective")
        self.objective_label.setWordWrap(True)
        layout.addWidget(self.objective_label)
        self.clock = _heading()
        self.clock.setObjectName("countdown")
        layout.addWidget(self.clock)
        grid = QGridLayout()
        self.names = (QLabel(), QLabel())
        self.figures = (QListWidget(), QListWidget())
        self.duel_combos = (QComboBox(), QComboBox())
        for column in (0, 1):
            self.figures[column].setObjectName(f"stage-figures-{column + 1}")
            self.figures[column].setMaximumHeight(160)
            self.duel_combos[column].setObjectName(f"duellist-{column + 1}")
            self.duel_combos[column].activated.connect(lambda _i, c=column: self._duellist(c))
            grid.addWidget(self.names[column], 0, column)
            grid.addWidget(self.figures[column], 1, column)
            grid.addWidget(self.duel_combos[column], 2, column)
        layout.addLayout(grid)
        self.game_button = QPushButton()
        self.game_button.setObjectName("stage-game")
        self.game_button.setMinimumHeight(48)
        self.game_button.clicked.connect(lambda _c=False: self.start_game_requested.emit())
        layout.addWidget(self.game_button)
        self.outcome_box = outcome = QGroupBox()
        row = QVBoxLayout(outcome)
        self.met_button = QPushButton()
        self.met_button.setObjectName("objective-reached")
        self.failed_button = QPushButton()
        self.failed_button.setObjectName("no-chance")
        self.duel_buttons = (QPushButton(), QPushButton())
        self.met_button.clicked.connect(lambda _c=False: self.outcome_entered.emit(Outcome.OBJECTIVE_REACHED, None))
        self.failed_button.clicked.connect(lambda _c=False: self.outcome_entered.emit(Outcome.NO_CHANCE, None))
        for player, button in enumerate(self.duel_buttons):
            button.setObjectName(f"duel-won-{player + 1}")
            button.clicked.connect(lambda _c=False, p=player: self.outcome_entered.emit(Outcome.ELIMINATED, p))
        for button in (self.met_button, self.failed_button, *self.duel_buttons):
            button.setMinimumHeight(40)
            row.addWidget(button)
        layout.addWidget(outcome)
        layout.addStretch(1)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.outcome_box.setTitle(tr("How the stage ended (entered by the players)"))
        if self.stored is not None:
            running = self.timer.isActive()
            self.show_round(self.stored)
            if not running:
                self.timer.stop()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_round(self, stored: TournamentRound) -> None:
        self.stored = stored
        challenge = stored.challenge
        stage = challenge.stage
        self.heading.setText(stage_name(stage))
        self.challenge_label.setText(render(challenge.stage_notes()))
        duel = stage is Stage.DUEL
        if duel:
            self.objective_label.setText(tr("Le Duel: the winner is the one who eliminates his enemy first."))
        else:
            objective = challenge.objective
            self.objective_label.setText(tr("Objective (row {row}): <b>{objective}</b> · time limit (row {time_row}): "
                                            "<b>{limit}</b>", row=objective.roll.result, objective=objective.text,
                                            time_row=objective.roll.time_row, limit=objective.time_limit))
        lists = challenge.stage_lists()
        for p in (0, 1):
            self.names[p].setText(f"<b>{challenge.name(p)}</b>" + (tr(" (takes up the challenge)")
                                                                   if challenge.challenger == p else ""))
            self.figures[p].clear()
            for entry in lists[p].entries:
                card = challenge.players[p].cards[entry.card_id]
                self.figures[p].addItem(f"{card.name} x{entry.figures}" if entry.figures > 1 else card.name)
            combo = self.duel_combos[p]
            combo.clear()
            candidates = challenge.players[p].duel_candidates()
            for candidate in candidates:
                combo.addItem(tr("Duel: {name} ({ap} AP a figurine)", name=candidate.name, ap=candidate.figure_ap),
                              candidate.entry)
            combo.setCurrentIndex(max(0, combo.findData(challenge.duellist(p).entry)))
            choosable = (len(candidates) > 1 and challenge.duel_tie is DuelTie.PLAYER_CHOOSES and stored.game is None
                         and not challenge.duel_fixed)
            combo.setEnabled(duel and choosable)
            combo.setVisible(duel)
        self.game_button.setText(tr("Open the stage's game in the Table ▶") if stored.game is not None
                                 else tr("Start the game of {stage} in the Table ▶", stage=stage_name(stage)))
        challenger = challenge.challenger
        self.met_button.setVisible(not duel)
        self.failed_button.setVisible(not duel)
        if challenger is not None:
            self.met_button.setText(tr("{name} reached the objective", name=challenge.name(challenger)))
            following = stage_name(Stage.REVANCHE if stage is Stage.PREMIER_SANG else Stage.DUEL)
            self.failed_button.setText(tr("{name} has no chance any more → {stage}", name=challenge.name(challenger),
                                          stage=following))
        for p, button in enumerate(self.duel_buttons):
            button.setVisible(duel)
            button.setText(tr("{name} eliminated the enemy first", name=challenge.name(p)))
        self.tick()
        self.timer.start()

    def _duellist(self, player: int) -> None:
        entry = self.duel_combos[player].currentData()
        if entry is not None:
            self.duellist_chosen.emit(player, int(entry))

    def tick(self) -> None:
        if self.stored is not None:
            self.clock.setText(countdown_text(self.stored, datetime.now(timezone.utc)))

    def stop(self) -> None:
        self.timer.stop()


class VictoryPage(QWidget):
    """IV - La Victoire: who won, how, and the stages played."""

    done = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stored: TournamentRound | None = None
        layout = QVBoxLayout(self)
        self.heading = _heading()
        layout.addWidget(self.heading)
        self.winner = _heading()
        self.winner.setObjectName("victory")
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.winner)
        self.story = QLabel()
        self.story.setObjectName("victory-story")
        self.story.setWordWrap(True)
        self.story.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.story, 1)
        self.done_button = button = QPushButton()
        button.setObjectName("victory-done")
        button.clicked.connect(lambda _c=False: self.done.emit())
        layout.addWidget(button)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.heading.setText(stage_name(Stage.VICTOIRE))
        self.done_button.setText(tr("Back to the tournament rounds"))
        if self.stored is not None:
            self.show_round(self.stored)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_round(self, stored: TournamentRound) -> None:
        self.stored = stored
        challenge = stored.challenge
        assert challenge.winner is not None
        self.winner.setText(tr("{name} wins", name=challenge.name(challenge.winner)))
        lines = [render(challenge.victory()), "", render(challenge.why_challenger())]
        for result in challenge.results:
            who = challenge.name(result.challenger) if result.challenger is not None else ""
            if result.outcome is Outcome.OBJECTIVE_REACHED:
                text = tr("{name} reached the objective.", name=who)
            elif result.outcome is Outcome.NO_CHANCE:
                text = tr("{name} had no chance any more.", name=who)
            else:
                text = tr("{name} eliminated the enemy first.", name=challenge.name(result.winner or 0))
            game = stored.games.get(result.stage)
            line = tr("{stage}: {outcome}", stage=stage_name(result.stage), outcome=text)
            lines.append(line + (tr(" (game {game})", game=game) if game is not None else ""))
        self.story.setText("\n".join(lines))


__all__ = ["RevealPage", "StagePage", "VictoryPage", "clock_text", "countdown_text"]
