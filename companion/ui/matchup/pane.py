"""The matchup beside a card: the selected card's figurine against an opponent the player picks
("Fight against this card" pins the card shown as the opponent; then each card selected is
weighed against it): who wins as one bar, the rounds the fight takes as bars, and why (the
dice policy, the first round as each side strikes first).

Without pinning (an Army entry against a card the player picks beside it), the first side is
the entry's figurines: as many as it fields, at most as many as the opponent's base admits in
contact (the fray as the booklet splits it), one of the opponent's.

The odds are :func:`companion.rules.matchup.matchup`'s, exact, computed off the GUI thread
(:class:`companion.ui.operations.Operation`); the player's corrected Wound Table is used. Several
figurines take long to weigh: while it weighs the pane says so, with a Stop button; a weighing
under way is abandoned as soon as what it answers changes (the new one starts at once), when the
pane is hidden or closed (weighed again when shown) and when the window closes.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import N_, tr
from companion.i18n.numbers import percent
from companion.i18n.render import render
from companion.rules.cancelling import Cancelled
from companion.rules.card import Base, Card
from companion.rules.errors import RulesError
from companion.rules.matchup import Charger, Matchup, matchup
from companion.rules.matchup_round import Blows, Policy, RoundPlan
from companion.rules.ruleset import CORE, Ruleset
from companion.ui.matchup.charts import ChancesBar, RoundsChart
from companion.ui.operations import Operation


WEIGH_DELAY_MS = 250
"""How long the pane waits after a change before it weighs the fight (the player may be
browsing)."""


def division_text(blows: Blows) -> str:
    """"2 Attack / 0 Defence at 6" for each warrior of a side (the same division once)."""
    placed = sorted({(a, d) for _id, a, d in blows.division})
    parts = [tr("{attack} Attack / {defence} Defence", attack=a, defence=d) for a, d in placed]
    text = ", ".join(parts)
    if blows.difficulty is not None:
        text += " " + tr("at {difficulty}", difficulty=blows.difficulty)
    return text


def plan_text(plan: RoundPlan, first: str, second: str) -> str:
    """One way the first round goes: who strikes first, how each divides, who loses a figurine."""
    striker = first if plan.first_strikes else second
    return tr("{striker} strikes first ({chance}): {first} {first_division}; {second} {second_division}; "
              "{first} loses a figurine {first_loses}, {second} {second_loses}.",
              striker=striker, chance=percent(plan.chance), first=first, second=second,
              first_division=division_text(plan.first), second_division=division_text(plan.second),
              first_loses=percent(plan.first_loses), second_loses=percent(plan.second_loses))


POLICY_WORDS = {Policy.ADVICE: N_("the advice's division"), Policy.ATTACK: N_("all dice in Attack"),
                Policy.EVEN: N_("the dice split evenly")}


def why_text(fight: Matchup, first: str, second: str) -> str:
    """The policy each round and the first round's plans, with the Fear before contact."""
    lines = [tr("Each round, each side: {policy}.", policy=tr(POLICY_WORDS[fight.policy]))]
    for name, check in ((first, fight.fear[0]), (second, fight.fear[1])):
        if check is not None:
            lines.append(tr("{name} tests Courage against Fear {fear}: stands {stands}, flees {flees}.",
                            name=name, fear=check.fear, stands=percent(check.stands), flees=percent(check.flees)))
    lines += [plan_text(plan, first, second) for plan in fight.why]
    return "\n".join(lines)


class MatchupPane(QGroupBox):
    """The selected card against the pinned opponent (``pinning``: the Library's way; without,
    the opponent is given by :meth:`set_opponent` and the first side may field several
    figurines, :meth:`set_figures`)."""

    shown = Signal()
    """A matchup (or why there is none) is on screen."""

    def __init__(self, parent: QWidget | None = None, *, pinning: bool = True) -> None:
        super().__init__(parent)
        self.pinning = pinning
        self.card: Card | None = None
        self.opponent: Card | None = None
        self.ruleset: Ruleset = CORE
        self.fight: Matchup | None = None
        self.operation: Operation[Matchup] | None = None
        self._asked = 0
        """Which weighing is awaited: an older one's answer is dropped."""
        self._resume = False
        """A weighing was asked or abandoned while the pane was hidden: it starts when shown."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(WEIGH_DELAY_MS)
        self._timer.timeout.connect(self._weigh)
        self.pin = QPushButton()
        self.pin.clicked.connect(self.pin_card)
        self.pin.setVisible(pinning)
        self.most_figures = 1
        """The first side's figurines at most (an Army entry's)."""
        self.figures = QSpinBox()
        self.figures.setRange(1, 1)
        self.figures_label = QLabel()
        self.figures_label.setBuddy(self.figures)
        self.charge = QComboBox()
        self.policy = QComboBox()
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.bar = ChancesBar()
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.rounds = RoundsChart()
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # no end known: it moves while the fight is weighed
        self.busy.setTextVisible(False)
        self.stop_button = QPushButton()
        self.stop_button.clicked.connect(self.stop)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.refresh)
        self.weighing_row = QWidget()
        weighing_row = QHBoxLayout(self.weighing_row)
        weighing_row.setContentsMargins(0, 0, 0, 0)
        weighing_row.addWidget(self.busy, 1)
        weighing_row.addWidget(self.stop_button)
        weighing_row.addWidget(self.again_button)
        weighing_row.addStretch(0)
        controls = QHBoxLayout()
        controls.addWidget(self.charge, 1)
        controls.addWidget(self.policy, 1)
        self.figures_row = QWidget()
        figures_row = QHBoxLayout(self.figures_row)
        figures_row.setContentsMargins(0, 0, 0, 0)
        figures_row.addWidget(self.figures_label)
        figures_row.addWidget(self.figures)
        figures_row.addStretch(1)
        self.figures_row.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pin)
        layout.addWidget(self.figures_row)
        layout.addLayout(controls)
        layout.addWidget(self.heading)
        layout.addWidget(self.weighing_row)
        layout.addWidget(self.bar)
        layout.addWidget(self.legend)
        layout.addWidget(self.rounds)
        layout.addWidget(self.why)
        layout.addStretch(1)
        self.retranslate_ui()
        self.charge.currentIndexChanged.connect(lambda _i: self.refresh())
        self.policy.currentIndexChanged.connect(lambda _i: self.refresh())
        self.figures.valueChanged.connect(lambda _v: self.refresh())
        self.refresh()

    def retranslate_ui(self) -> None:
        self.setTitle(tr("Matchup"))
        self.pin.setText(tr("Fight against this card"))
        self.pin.setToolTip(tr("Keep the card shown as the opponent: each card you select is weighed against it"))
        self.figures_label.setText(tr("&Figurines fighting:"))
        self.stop_button.setText(tr("&Stop"))
        self.stop_button.setToolTip(tr("Stop weighing this fight"))
        self.again_button.setText(tr("&Weigh again"))
        self.busy.setAccessibleName(tr("Weighing the fight"))
        self.figures.setToolTip(tr("How many of the entry's figurines fight the opponent's one: at most as many "
                                   "as its base admits in contact"))
        first_charges = tr("The selected card charges") if self.pinning else tr("Your figurines charge")
        for combo, items in ((self.charge, ((tr("Nobody charges"), Charger.NONE),
                                            (first_charges, Charger.FIRST),
                                            (tr("The opponent charges"), Charger.SECOND))),
                             (self.policy, ((tr("Dice as the advice says"), Policy.ADVICE),
                                            (tr("All dice in Attack"), Policy.ATTACK),
                                            (tr("Dice split evenly"), Policy.EVEN)))):
            index = max(combo.currentIndex(), 0)
            combo.blockSignals(True)
            combo.clear()
            for text, value in items:
                combo.addItem(text, value)
            combo.setCurrentIndex(index)
            combo.blockSignals(False)

    def set_card(self, card: Card | None) -> None:
        """The card selected in the Library (the first side)."""
        self.card = card
        self.pin.setEnabled(card is not None)
        self.refresh()

    def pin_card(self) -> None:
        """The card shown becomes the opponent."""
        self.opponent = self.card
        self.refresh()

    def set_ruleset(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.refresh()

    def set_opponent(self, card: Card | None) -> None:
        self.opponent = card
        self._fit_figures()
        self.refresh()

    def set_figures(self, most: int) -> None:
        """The first side fields up to ``most`` figurines (an Army entry's; 1: one figurine)."""
        self.most_figures = max(most, 1)
        self.figures_row.setVisible(self.most_figures > 1)
        self._fit_figures()
        self.refresh()

    def _fit_figures(self) -> None:
        """As many of the first side's figurines as may fight the opponent: all of them, at
        most as many as the opponent's base admits in contact (booklet, "movement phase")."""
        most = self.most_figures
        if self.opponent is not None:
            most = min(most, (self.opponent.base or Base.INFANTRY).max_opponents)
        self.figures.blockSignals(True)
        self.figures.setRange(1, self.most_figures)
        self.figures.setValue(most)
        self.figures.blockSignals(False)

    def fighting(self) -> int:
        """The first side's figurines in the fight."""
        return self.figures.value() if self.most_figures > 1 else 1

    def refresh(self) -> None:
        """Weigh the selected card against the opponent again, a moment after the last change
        (browsing the table asks for one fight at a time, the last one); the weighing under way
        is abandoned."""
        self._abandon()
        self.fight = None
        self.bar.setVisible(False)
        self.rounds.setVisible(False)
        self.legend.clear()
        self.why.clear()
        first, second = self.card, self.opponent
        if first is None or second is None:
            self._show_weighing(False)
            if self.pinning:
                self.heading.setText(tr("Select a card, press “Fight against this card”, then select another card: "
                                        "who wins their fight shows here."))
            else:
                self.heading.setText(tr("Pick the opponent's card: who wins the fight shows here."))
            self.shown.emit()
            return
        self.heading.setText(tr("{first} against {second}: weighing every round of the fight…",
                                first=first.name, second=second.name))
        if not self.isVisible():
            self._resume = True  # weighed when shown
            self._show_weighing(False)
            return
        self._show_weighing(True)
        self._timer.start()

    def stop(self) -> None:
        """Abandon the weighing under way (the Stop button); "Weigh again" starts it anew."""
        self._abandon()
        first, second = self.card, self.opponent
        if first is None or second is None:
            return
        self.heading.setText(tr("{first} against {second}: weighing stopped.", first=first.name, second=second.name))
        self._show_weighing(False, stopped=True)

    def hideEvent(self, event: QHideEvent) -> None:
        """Hidden or closed (its dialog, the Library's pane, the window): the weighing under way
        is abandoned, and weighed again when the pane is shown (a minimised window goes on)."""
        if not event.spontaneous() and (self.operation is not None or self._timer.isActive()):
            self._abandon()
            self._resume = True
            self._show_weighing(False)
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._resume:
            self.refresh()

    def _abandon(self) -> None:
        """Nothing asked so far is awaited any more: the weighing under way is told to stop and
        its answer, if one still comes, is dropped."""
        self._asked += 1
        self._resume = False
        self._timer.stop()
        if self.operation is not None:
            self.operation.cancel()
            self.operation = None

    def _show_weighing(self, weighing: bool, stopped: bool = False) -> None:
        """The busy bar and Stop while a fight is weighed; "Weigh again" once stopped."""
        self.weighing_row.setVisible(weighing or stopped)
        self.busy.setVisible(weighing)
        self.stop_button.setVisible(weighing)
        self.again_button.setVisible(stopped)

    def _weigh(self) -> None:
        """Start the fight asked last (off the GUI thread); it stops when abandoned."""
        first, second = self.card, self.opponent
        if first is None or second is None:
            return
        charge, policy, ruleset = Charger(self.charge.currentData()), Policy(self.policy.currentData()), self.ruleset
        figures = (self.fighting(), 1)
        operation: Operation[Matchup]

        def weigh() -> Matchup:
            from companion.library.user_wound_table import load_user_wound_table

            return matchup(first, second, figures=figures, charge=charge, policy=policy, ruleset=ruleset,
                           wound_table=load_user_wound_table(), cancelled=lambda: operation.cancelled)

        asked = self._asked

        def arrived(fight: Matchup) -> None:
            if asked == self._asked:
                self.operation = None
                self._show(fight)

        def failed(error: Exception) -> None:
            if asked == self._asked and not isinstance(error, Cancelled):
                self.operation = None
                self._failed(error)

        operation = Operation(weigh, success=arrived, failure=failed, parent=self)
        self.operation = operation
        operation.run()

    def _failed(self, error: Exception) -> None:
        self._show_weighing(False)
        if not isinstance(error, RulesError):
            raise error
        self.heading.setText(tr("No matchup: {reason}", reason=render(error.message)))
        self.shown.emit()

    def _show(self, fight: Matchup) -> None:
        first, second = self.card, self.opponent
        if first is None or second is None:
            return
        self.fight = fight
        self._show_weighing(False)
        if fight.figures[0] == 1:
            self.heading.setText(tr("{first} against {second}, one figurine each, {rounds} rounds at most",
                                    first=first.name, second=second.name, rounds=fight.limit))
        else:
            self.heading.setText(tr("{count} figurines of {first} against one {second}, {rounds} rounds at most",
                                    count=fight.figures[0], first=first.name, second=second.name,
                                    rounds=fight.limit))
        self.bar.show_chances(fight.first_wins, fight.undecided, fight.second_wins)
        self.legend.setText(tr("{first} wins {a} · undecided {c} · {second} wins {b}", first=first.name,
                               second=second.name, a=percent(fight.first_wins), b=percent(fight.second_wins),
                               c=percent(fight.undecided)))
        self.rounds.show_rounds(fight.rounds)
        self.bar.setVisible(True)
        self.rounds.setVisible(True)
        self.why.setText(why_text(fight, first.name, second.name))
        self.shown.emit()
