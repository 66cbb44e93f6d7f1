"""A new tournament round: the two players and their saved lists (checked under the tournament
rules), the terrain's size, the objective roll and the objective and time limit the players read
in their booklet (tournament rules, "Choix des troupes", "Choix du terrain", "Comment déterminer
les conditions de victoire")."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import render, tr
from companion.i18n.engine import error_text, source_text
from companion.rules.army_editions import in_list_edition
from companion.rules.army_model import ArmyList
from companion.rules.card import Card
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.tournament import (
    CHOIX_DES_TROUPES,
    CHOIX_DU_TERRAIN,
    CONDITIONS_DE_VICTOIRE,
    REROLL_RULE,
    Challenge,
    Objective,
    ObjectiveRoll,
    Player,
    Terrain,
    TieBreak,
    TournamentError,
    check_lists,
    terrain_problem,
)

if TYPE_CHECKING:
    from companion.library.armies import SavedArmy

CardLookup = Callable[[str], "Card | None"]

TIE_BREAKS = (TieBreak.REWAGER, TieBreak.ROLL_OFF)


def _bold(label: QLabel) -> QLabel:
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


class SetupPage(QWidget):
    """Everything the round starts from; ``challenge()`` builds it (TournamentError says what is missing)."""

    start_requested = Signal()

    def __init__(self, lookup: CardLookup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lookup = lookup
        self.lists: list[SavedArmy] = []
        self.dice: list[int] = []
        self.rng = random.SystemRandom()
        layout = QVBoxLayout(self)
        self.title = _bold(QLabel())
        layout.addWidget(self.title)

        self.players_box = players = QGroupBox()
        form = QFormLayout(players)
        self.troops = troops = QLabel()
        troops.setWordWrap(True)
        form.addRow(troops)
        self.player_labels: list[tuple[QLabel, QLabel]] = []
        self.player_edits = (QLineEdit(), QLineEdit())
        self.list_combos = (QComboBox(), QComboBox())
        for number, (edit, combo) in enumerate(zip(self.player_edits, self.list_combos), start=1):
            edit.setObjectName(f"player-{number}")
            combo.setObjectName(f"list-{number}")
            edit.textChanged.connect(lambda _t: self.refresh())
            combo.currentIndexChanged.connect(lambda _i: self.refresh())
            labels = (QLabel(), QLabel())
            self.player_labels.append(labels)
            form.addRow(labels[0], edit)
            form.addRow(labels[1], combo)
        self.lists_verdict = QLabel()
        self.lists_verdict.setObjectName("lists-verdict")
        self.lists_verdict.setWordWrap(True)
        form.addRow(self.lists_verdict)
        layout.addWidget(players)

        self.terrain_box = terrain = QGroupBox()
        terrain_box = QVBoxLayout(terrain)
        self.terrain_rule = rule = QLabel()
        rule.setWordWrap(True)
        terrain_box.addWidget(rule)
        row = QHBoxLayout()
        terrain_box.addLayout(row)
        self.width_spin, self.length_spin = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, name, value in ((self.width_spin, "terrain-width", 60.0), (self.length_spin, "terrain-length", 90.0)):
            spin.setObjectName(name)
            spin.setRange(0, 500)
            spin.setDecimals(1)
            spin.setSuffix(" cm")
            spin.setValue(value)
            spin.valueChanged.connect(lambda _v: self.refresh())
        self.width_label, self.length_label = QLabel(), QLabel()
        row.addWidget(self.width_label)
        row.addWidget(self.width_spin)
        row.addWidget(self.length_label)
        row.addWidget(self.length_spin)
        self.terrain_verdict = QLabel()
        self.terrain_verdict.setObjectName("terrain-verdict")
        self.terrain_verdict.setWordWrap(True)
        row.addStretch(1)
        terrain_box.addWidget(self.terrain_verdict)
        layout.addWidget(terrain)

        self.objective_box = objective = QGroupBox()
        box = QVBoxLayout(objective)
        self.objective_source = source = QLabel()
        source.setWordWrap(True)
        box.addWidget(source)
        dice_row = QHBoxLayout()
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("roll-objective")
        self.roll_button.clicked.connect(lambda _c=False: self.roll())
        self.die_spin = QSpinBox()
        self.die_spin.setObjectName("objective-die")
        self.die_spin.setRange(1, 6)
        self.enter_button = QPushButton()
        self.enter_button.setObjectName("enter-objective-die")
        self.enter_button.clicked.connect(lambda _c=False: self.enter_die(self.die_spin.value()))
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("clear-objective")
        self.clear_button.clicked.connect(lambda _c=False: self.clear_roll())
        self.thrown_label = QLabel()
        for widget in (self.roll_button, self.thrown_label, self.die_spin, self.enter_button,
                       self.clear_button):
            dice_row.addWidget(widget)
        dice_row.addStretch(1)
        box.addLayout(dice_row)
        self.roll_label = QLabel()
        self.roll_label.setObjectName("objective-roll")
        self.roll_label.setWordWrap(True)
        box.addWidget(self.roll_label)
        form = QFormLayout()
        self.objective_edit = QLineEdit()
        self.objective_edit.setObjectName("objective-text")
        self.time_edit = QLineEdit()
        self.time_edit.setObjectName("time-limit")
        self.minutes_spin = QSpinBox()
        self.minutes_spin.setObjectName("countdown-minutes")
        self.minutes_spin.setRange(0, 600)
        for edit in (self.objective_edit, self.time_edit):
            edit.textChanged.connect(lambda _t: self.refresh())
        self.objective_row_label = QLabel()
        self.time_row_label = QLabel()
        self.countdown_label = QLabel()
        form.addRow(self.objective_row_label, self.objective_edit)
        form.addRow(self.time_row_label, self.time_edit)
        form.addRow(self.countdown_label, self.minutes_spin)
        for field in (self.objective_edit, self.time_edit, self.minutes_spin):
            field.setMinimumHeight(field.sizeHint().height())
        box.addLayout(form)
        layout.addWidget(objective)

        options = QFormLayout()
        self.tie_combo = QComboBox()
        self.tie_combo.setObjectName("tie-break")
        for tie_break in TIE_BREAKS:
            self.tie_combo.addItem("", tie_break.value)
        self.tie_label = QLabel()
        options.addRow(self.tie_label, self.tie_combo)
        layout.addLayout(options)
        for combo in (*self.list_combos, self.tie_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(16)

        bottom = QVBoxLayout()
        self.problem = QLabel()
        self.problem.setObjectName("setup-problem")
        self.problem.setWordWrap(True)
        bottom.addWidget(self.problem)
        self.start_button = QPushButton()
        self.start_button.setObjectName("start-challenge")
        self.start_button.setMinimumHeight(40)
        self.start_button.clicked.connect(lambda _c=False: self.start_requested.emit())
        bottom.addWidget(self.start_button)
        layout.addLayout(bottom)
        layout.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language; what was typed, chosen and rolled stays."""
        self.title.setText(tr("New tournament round"))
        self.players_box.setTitle(tr("The players and their lists"))
        self.troops.setText(tr("{source}: 200 AP unless the list says otherwise; an overage of one figurine "
                               "only, at most half the least expensive figurine.",
                               source=source_text(CHOIX_DES_TROUPES)))
        for number, (edit, labels) in enumerate(zip(self.player_edits, self.player_labels), start=1):
            edit.setPlaceholderText(tr("Player {number}", number=number))
            labels[0].setText(tr("Player {number}:", number=number))
            labels[1].setText(tr("Player {number}'s list:", number=number))
        self.terrain_box.setTitle(tr("The terrain"))
        self.terrain_rule.setText(tr("{source}: a rectangle between 40 x 80 cm and 80 x 120 cm.",
                                     source=source_text(CHOIX_DU_TERRAIN)))
        self.width_label.setText(tr("Width"))
        self.length_label.setText(tr("Length"))
        self.objective_box.setTitle(tr("The objective"))
        self.objective_source.setText(tr(
            "{source}: a D6 on the challenge table of the CONFRONTATION booklet; a 6 is re-rolled; the time limit is "
            "read at 6 - the roll. The app does not know that table: type the objective and the time limit your roll "
            "gives you.", source=source_text(CONDITIONS_DE_VICTOIRE)))
        self.roll_button.setText(tr("Roll the D6"))
        self.thrown_label.setText(tr("or the die thrown:"))
        self.enter_button.setText(tr("Enter this die"))
        self.clear_button.setText(tr("Clear"))
        self.clear_button.setToolTip(tr("Throw again from the start"))
        self.objective_edit.setPlaceholderText(tr("as your booklet's challenge table gives it"))
        self.time_edit.setPlaceholderText(tr("as your booklet gives it"))
        self.minutes_spin.setSpecialValueText(tr("no countdown"))
        self.minutes_spin.setSuffix(tr(" min"))
        self.countdown_label.setText(tr("Countdown (optional):"))
        for index, value in enumerate(TIE_BREAKS):
            self.tie_combo.setItemText(index, self._tie_text(value))
        self.tie_label.setText(tr("Equal wagers:"))
        self.start_button.setText(tr("Start the challenge: the wagers ▶"))
        self.refresh()

    def _tie_text(self, value: TieBreak) -> str:
        if value is TieBreak.ROLL_OFF:
            return tr("Equal totals: roll-off, the lower D6 takes up the challenge (the text does not say)")
        return tr("Equal totals: both players wager again (the text does not say)")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- the lists ---------------------------------------------------------------------------
    def set_lists(self, lists: Sequence[SavedArmy]) -> None:
        self.lists = list(lists)
        for index, combo in enumerate(self.list_combos):
            combo.blockSignals(True)
            combo.clear()
            for saved in self.lists:
                combo.addItem(f"{saved.name} ({saved.people})", saved.id)  # a list's name and people id
            if len(self.lists) > index:
                combo.setCurrentIndex(index)
            combo.blockSignals(False)
        self.refresh()

    def select_list(self, player: int, name: str) -> None:
        combo = self.list_combos[player]
        combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemText(i).startswith(name)))

    def chosen(self, player: int) -> SavedArmy | None:
        list_id = self.list_combos[player].currentData()
        return next((s for s in self.lists if s.id == list_id), None)

    def _army(self, saved: SavedArmy) -> ArmyList:
        """A saved list with the cards of its edition (BadInput if it cannot be read)."""
        return in_list_edition(saved.army(), self.lookup)

    def _cards(self) -> tuple[dict[str, Card], list[str]]:
        cards: dict[str, Card] = {}
        missing: list[str] = []
        for player in (0, 1):
            saved = self.chosen(player)
            if saved is None:
                continue
            for entry in self._army(saved).entries:
                card = self.lookup(entry.card_id)
                if card is None:
                    missing.append(entry.card_id)
                else:
                    cards[card.id] = card
        return cards, missing

    # -- the objective roll --------------------------------------------------------------------
    def roll(self) -> None:
        """Throw the die (again, after a 6) until it is not a 6: each throw is shown."""
        self.enter_die(self.rng.randint(1, 6))
        while self.dice and self.dice[-1] == 6:
            self.enter_die(self.rng.randint(1, 6))

    def enter_die(self, value: int) -> None:
        if self.dice and self.dice[-1] != 6:
            self.dice = []  # a new roll
        self.dice.append(value)
        self.refresh()

    def clear_roll(self) -> None:
        self.dice = []
        self.refresh()

    def objective_roll(self) -> ObjectiveRoll | None:
        if not self.dice or self.dice[-1] == 6:
            return None
        return ObjectiveRoll(tuple(self.dice))

    # -- verdicts ------------------------------------------------------------------------------
    def refresh(self) -> None:
        roll = self.objective_roll()
        if not self.dice:
            self.roll_label.setText(tr("Roll the die, or enter the one you threw."))
        elif roll is None:
            sixes = ", ".join(str(d) for d in self.dice)
            self.roll_label.setText(tr("Thrown: {dice}. A 6 is re-rolled (\"{rule}\"): throw again.", dice=sixes,
                                       rule=REROLL_RULE))
        else:
            self.roll_label.setText(render(roll.explain()))
        if roll is not None:
            self.objective_row_label.setText(tr("Objective (row {row}):", row=roll.result))
            self.time_row_label.setText(tr("Time limit (row {row}):", row=roll.time_row))
        else:
            self.objective_row_label.setText(tr("Objective:"))
            self.time_row_label.setText(tr("Time limit:"))
        problem = terrain_problem(self.width_spin.value(), self.length_spin.value())
        self.terrain_verdict.setText(tr("✔ within the limits") if problem is None else "✖ " + render(problem))
        self.lists_verdict.setText(self._lists_text())
        try:
            self.challenge()
        except RulesError as error:
            self.problem.setText("✖ " + error_text(error))
            self.start_button.setEnabled(False)
        else:
            self.problem.setText(tr("✔ Ready: each player will wager in secret."))
            self.start_button.setEnabled(True)

    def _lists_text(self) -> str:
        a, b = self.chosen(0), self.chosen(1)
        if a is None or b is None:
            return tr("Two saved lists are needed: build them in the Army workspace.")
        cards, missing = self._cards()
        if missing:
            return tr("✖ Not in the library: {cards}", cards=", ".join(sorted(set(missing))))
        check = check_lists(self._army(a), self._army(b), cards)
        lines = []
        for army, validation in zip(check.armies, check.validations):
            numbers = {"name": army.name, "total": validation.total_ap, "points": validation.points,
                       "allowance": validation.allowance}
            lines.append(tr("{name}: ✔ legal under the tournament rules · {total} / {points} AP, allowance {allowance}",
                            **numbers) if validation.legal else
                         tr("{name}: ✖ ILLEGAL under the tournament rules · {total} / {points} AP, allowance "
                            "{allowance}", **numbers))
            lines += [f"   ✖ {render(v.message)} ({source_text(v.source)})" for v in validation.violations]
        lines += [f"✖ {render(v.message)} ({source_text(v.source)})" for v in check.match]
        lines += [f"! {render(v.message)} ({source_text(v.source)})" for v in check.notes]
        return "\n".join(lines)

    def challenge(self) -> Challenge:
        """The round as set up; RulesError (with the rule) names the first thing missing or refused."""
        names = [edit.text().strip() for edit in self.player_edits]
        first, second = self.chosen(0), self.chosen(1)
        if first is None or second is None:
            raise TournamentError(Message("tournament.choose-lists"))
        saved = (first, second)
        cards, missing = self._cards()
        if missing:
            raise TournamentError(Message("tournament.cards-missing", cards=", ".join(sorted(set(missing)))))
        players = tuple(Player.from_list(names[p] or tr("Player {number}", number=p + 1), self._army(saved[p]), cards)
                        for p in (0, 1))
        terrain = Terrain(self.width_spin.value(), self.length_spin.value())
        roll = self.objective_roll()
        if roll is None:
            raise TournamentError(Message("tournament.roll-objective"))
        minutes = self.minutes_spin.value() or None
        objective = Objective(roll, self.objective_edit.text(), self.time_edit.text(), minutes)
        return Challenge.start((players[0], players[1]), terrain, objective,
                               tie_break=TieBreak(self.tie_combo.currentData()))

    def list_ids(self) -> tuple[int | None, int | None]:
        a, b = self.chosen(0), self.chosen(1)
        return (a.id if a else None, b.id if b else None)


__all__ = ["SetupPage"]
