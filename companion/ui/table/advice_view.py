"""The advice beside the dice a side places (booklet, "combat resolution", step 2): for each way
to divide its dice between Attack and Defence, the exact chances at its best difficulty (blows
through, the enemy killed, surviving), every difficulty of a division on demand (each final
wound's chance), and the best division marked ★ and said again with its exact fractions.

The odds are the engine's (:func:`companion.rules.game.advice.placement_advice`), computed off
the GUI thread (:class:`companion.ui.operations.Operation`): the box says it is weighing the
odds, then fills itself. Each cell shows the chance in words; its tooltip gives the exact
fraction and why.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from companion.i18n import tr
from companion.i18n import vocabulary as vocab
from companion.i18n.engine import source_text
from companion.i18n.numbers import decimal, odds, percent
from companion.rules.combat_advice import Advice, Row
from companion.rules.game import GameState
from companion.rules.game.advice import placement_advice
from companion.rules.source import booklet
from companion.rules.wounds import WoundLevel
from companion.ui.operations import Operation
from companion.ui.table.forms import text_label, why_label


def division_words(row: Row) -> str:
    """"2 Attack, 3 Defence" (each warrior's for a group)."""
    parts = [tr("{attack} Attack, {defence} Defence", attack=a, defence=d) for _fid, a, d in row.division]
    if len(row.division) == 1:
        return parts[0]
    return "; ".join(f"{fid}: {part}" for (fid, _a, _d), part in zip(row.division, parts))


def _cell(value: object, tip: str, bold: bool = False) -> QLabel:
    label = text_label(str(value), bold=bold)
    label.setToolTip(tip)
    return label


class AdviceBox(QGroupBox):
    """The advice for the side placing its dice now; ``use(division)`` fills the dice form."""

    def __init__(self, state: GameState, use: Callable[[Row], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("advice")
        self.setTitle(tr("Advice: each way to divide the dice, its exact odds"))
        self.use = use
        self.advice: Advice | None = None
        self.layout_ = QVBoxLayout(self)
        self.status = text_label(tr("Weighing every division of the dice…"))
        self.layout_.addWidget(self.status)
        self.table = QWidget()
        self.layout_.addWidget(self.table)
        self.detail_row = QHBoxLayout()
        self.layout_.addLayout(self.detail_row)
        self.detail = QWidget()
        self.layout_.addWidget(self.detail)
        self.operation = Operation(lambda: placement_advice(state), success=self._show,
                                   failure=lambda _error: self._show(None), parent=self).run()

    @property
    def ready(self) -> bool:
        return self.advice is not None

    def _show(self, advice: Advice | None) -> None:
        self.advice = advice
        if advice is None:
            self.status.setText(tr("No advice: a card lacks a number the odds need."))
            return
        known = (tr("The enemy's division is known: the odds are against it.") if advice.known
                 else tr("The enemy places after you: each row is its worst case for you."))
        self.status.setText(known)
        grid = QGridLayout(self.table)
        titles = (tr("Division"), tr("Difficulty"), tr("Blows through"), tr("Enemy killed"), tr("You survive"), "")
        for column, title in enumerate(titles):
            grid.addWidget(text_label(title, bold=True), 0, column)
        for number, row in enumerate(advice.by_division, start=1):
            is_best = row == advice.best
            name = division_words(row) + ("  ★" if is_best else "")
            grid.addWidget(_cell(name, tr("against: {division}", division=", ".join(
                f"{fid} {a}/{d}" for fid, a, d in row.against)), is_best), number, 0)
            grid.addWidget(_cell(row.difficulty if row.difficulty is not None else "—",
                                 tr("on {target}", target=row.target or "—"), is_best), number, 1)
            grid.addWidget(_cell(decimal(row.blows, 2), str(row.blows), is_best), number, 2)
            for column, chance in ((3, row.killed), (4, row.survives)):
                cell = _cell(percent(chance), tr("Exact chance {chance}", chance=str(chance)), is_best)
                cell.setProperty("chance", str(chance))
                grid.addWidget(cell, number, column)
            button = QPushButton(tr("Use"))
            button.setObjectName(f"use-division-{number}")
            button.clicked.connect(lambda _c=False, r=row: self.use(r))
            grid.addWidget(button, number, 5)
        best = advice.best
        blows = decimal(best.blows, 2) + f" ({best.blows})"
        summary = text_label(tr("Best: {division} at {difficulty} — {blows} blows through, enemy killed {killed}, "
                                "you survive {survives}",
                                division=division_words(best),
                                difficulty=best.difficulty if best.difficulty is not None else "—",
                                killed=odds(best.killed), survives=odds(best.survives),
                                blows=blows))
        summary.setObjectName("advice-best")
        self.layout_.insertWidget(self.layout_.indexOf(self.table) + 1, summary)
        self.divisions = QComboBox()
        self.divisions.setObjectName("advice-division")
        for row in advice.by_division:
            self.divisions.addItem(division_words(row), row.division)
        self.divisions.currentIndexChanged.connect(lambda _i: self._every_difficulty())
        self.detail_row.addWidget(QLabel(tr("Every difficulty of:")))
        self.detail_row.addWidget(self.divisions, 1)
        self.layout_.addWidget(why_label([source_text(booklet("combat resolution, steps 2 to 5")),
                                          tr("★: the most severe wounds dealt for the fewest suffered.")]))
        self._every_difficulty()

    def _every_difficulty(self) -> None:
        assert self.advice is not None
        division = self.divisions.currentData()
        old = self.detail
        self.detail = QWidget()
        self.layout_.replaceWidget(old, self.detail)
        old.deleteLater()
        grid = QGridLayout(self.detail)
        levels = (WoundLevel.LIGHT, WoundLevel.SERIOUS, WoundLevel.CRITICAL, WoundLevel.KILLED)
        titles = (tr("Difficulty"), tr("Blows through"), *(vocab.label(level) for level in levels), tr("You survive"))
        for column, title in enumerate(titles):
            grid.addWidget(text_label(title, bold=True), 0, column)
        rows = [r for r in self.advice.rows if r.division == division]
        for number, row in enumerate(rows, start=1):
            grid.addWidget(_cell(row.difficulty if row.difficulty is not None else "—", ""), number, 0)
            grid.addWidget(_cell(decimal(row.blows, 2), str(row.blows)), number, 1)
            for column, level in enumerate(levels, start=2):
                chance = row.wounds.get(level, Fraction(0))
                grid.addWidget(_cell(percent(chance) if chance else "—", str(chance)), number, column)
            grid.addWidget(_cell(percent(row.survives), str(row.survives)), number, len(titles) - 1)


__all__ = ["AdviceBox", "division_words"]
