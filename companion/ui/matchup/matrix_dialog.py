"""Your list against another: a saved list or a list file (an *.army.json, a BattleScribe or New
Recruit roster) picked in "Against...", then a matrix of your entries against theirs, each cell
the exact chance that your figurine wins the fight (:func:`companion.rules.matchup_matrix.army_matrix`),
coloured; who charges is a toggle; the pointer over a cell shows its matchup (who wins, the
rounds, why).

The fights are weighed off the GUI thread (:class:`companion.ui.operations.Operation`), on
every core (worker processes: :mod:`companion.rules.matchup_pool`), the cells filling in as
they come; a new choice, or closing the dialog, stops the weighing under way and its processes
(within the fight each weighs).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.i18n import tr
from companion.i18n.engine import error_text
from companion.i18n.numbers import percent
from companion.i18n.render import render
from companion.rules.army_model import ArmyList
from companion.rules.card import Card
from companion.rules.matchup import Charger
from companion.rules.matchup_matrix import ArmyMatrix, army_matrix
from companion.ui.file_dialogs import open_file_name
from companion.ui.matchup.charts import ChancesBar, MatrixChart, RoundsChart
from companion.ui.matchup.pane import why_text
from companion.ui.operations import Operation


COLUMN_CHARS = 16
"""A column's name is cut to this many characters (the pointer shows it whole)."""


def _label(number: int, card: Card | None, card_id: str) -> str:
    return f"{number}. {card.name if card is not None else card_id}"


def _short(text: str) -> str:
    return text if len(text) <= COLUMN_CHARS else text[:COLUMN_CHARS - 1] + "…"


class AgainstDialog(QDialog):
    """``mine`` against a list the player picks (``saved``: the saved lists, by name)."""

    def __init__(self, mine: ArmyList, cards: Mapping[str, Card], saved: Sequence[tuple[str, ArmyList]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.mine = mine
        self.cards = cards
        self.theirs: ArmyList | None = None
        self.matrix: ArmyMatrix | None = None
        self.operation: Operation[ArmyMatrix] | None = None
        self._asked = 0
        self.setWindowTitle(tr("Against…"))
        self.lists = QComboBox()
        self.lists.addItem(tr("Choose a saved list…"), None)
        for name, army in saved:
            self.lists.addItem(name, army)
        self.file_button = QPushButton(tr("List file…"))
        self.file_button.clicked.connect(self.ask_file)
        self.charge = QComboBox()
        for text, value in ((tr("Nobody charges"), Charger.NONE), (tr("Your figurine charges"), Charger.FIRST),
                            (tr("Theirs charges"), Charger.SECOND)):
            self.charge.addItem(text, value)
        self.status = QLabel(tr("Pick the list to face: a saved list or a list file."))
        self.status.setWordWrap(True)
        self.chart = MatrixChart()
        self.chart.setMinimumSize(420, 320)
        self.chart.hovered.connect(self.show_cell)
        self.cell_heading = QLabel()
        self.cell_heading.setWordWrap(True)
        self.cell_bar = ChancesBar()
        self.cell_rounds = RoundsChart()
        self.cell_why = QLabel()
        self.cell_why.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(tr("Against:")))
        top.addWidget(self.lists, 2)
        top.addWidget(self.file_button)
        top.addWidget(self.charge, 1)
        detail = QVBoxLayout()
        detail.addWidget(self.cell_heading)
        detail.addWidget(self.cell_bar)
        detail.addWidget(self.cell_rounds)
        detail.addWidget(self.cell_why)
        detail.addStretch(1)
        side = QWidget()
        side.setLayout(detail)
        side.setFixedWidth(300)
        middle = QHBoxLayout()
        middle.addWidget(self.chart, 1)
        middle.addWidget(side)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addLayout(middle, 1)
        layout.addWidget(buttons)
        self.lists.currentIndexChanged.connect(self._list_chosen)
        self.charge.currentIndexChanged.connect(lambda _i: self.weigh())
        self.show_cell(-1, -1)
        self.resize(900, 560)

    def _list_chosen(self, index: int) -> None:
        army = self.lists.itemData(index)
        if isinstance(army, ArmyList):
            self.set_theirs(army)

    def ask_file(self) -> None:
        path = open_file_name(self, tr("The list to face"), str(Path.home()),
                              tr("Army lists (*.army.json);;BattleScribe rosters (*.ros *.rosz);;"
                                 "New Recruit rosters (*.json)"))
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path) -> bool:
        """Face the list in ``path``; a file that does not read says why and changes nothing."""
        from companion.library.list_files import read_list

        try:
            read = read_list(path, self.cards.values())
        except BadInput as error:
            self.status.setText(tr("That list cannot be read: {error}", error=error_text(error)))
            return False
        self.set_theirs(read.army)
        return True

    def set_theirs(self, army: ArmyList) -> None:
        self.theirs = army
        self.weigh()

    def weigh(self) -> None:
        """Weigh every fight of the matrix again (the cells fill in as they come)."""
        self._stop()
        theirs = self.theirs
        if theirs is None:
            return
        asked = self._asked
        mine, cards, charge = self.mine, self.cards, Charger(self.charge.currentData())
        self.status.setText(tr("{mine} against {theirs}: weighing every fight…", mine=mine.name, theirs=theirs.name))
        self._draw(army_matrix(mine, theirs, cards, charge=charge, cancelled=lambda: True))

        def progress(value: object) -> None:
            if asked == self._asked and isinstance(value, ArmyMatrix):
                self._draw(value)

        def done(matrix: ArmyMatrix) -> None:
            if asked == self._asked:
                self.operation = None
                self._draw(matrix)
                self.status.setText(tr("{mine} (rows) against {theirs} (columns): the chance that your figurine "
                                       "wins each fight. Point at a cell for its matchup.",
                                       mine=mine.name, theirs=theirs.name))

        def failed(error: Exception) -> None:
            if asked == self._asked:
                self.operation = None
                self.status.setText(error_text(error) if isinstance(error, BadInput) else str(error))

        operation: Operation[ArmyMatrix]

        def work() -> ArmyMatrix:
            return army_matrix(mine, theirs, cards, charge=charge, cancelled=lambda: operation.cancelled,
                               progress=operation.report)

        operation = Operation(work, success=done, failure=failed, progress=progress, parent=self)
        self.operation = operation
        operation.run()

    def done(self, result: int) -> None:
        """Closed: the weighing under way stops (what it weighed is not drawn)."""
        self._stop()
        super().done(result)

    def _stop(self) -> None:
        self._asked += 1
        if self.operation is not None:
            self.operation.cancel()
        self.operation = None

    def _draw(self, matrix: ArmyMatrix) -> None:
        self.matrix = matrix
        rows = [_label(n, c, i) for n, (c, i) in enumerate(zip(matrix.rows, matrix.row_ids), 1)]
        columns = [_short(_label(n, c, i)) for n, (c, i) in enumerate(zip(matrix.columns, matrix.column_ids), 1)]
        values = [[None if cell.matchup is None else float(cell.matchup.first_wins) for cell in line]
                  for line in matrix.cells]
        self.chart.show_matrix(rows, columns, values)

    def show_cell(self, row: int, column: int) -> None:
        """The matchup of a cell beside the matrix (-1: none)."""
        matrix = self.matrix
        if matrix is None or row < 0 or column < 0:
            self.cell_heading.setText(tr("Point at a cell: its fight shows here."))
            self.cell_bar.setVisible(False)
            self.cell_rounds.setVisible(False)
            self.cell_why.clear()
            return
        cell = matrix.cells[row][column]
        first = _label(row + 1, matrix.rows[row], matrix.row_ids[row])
        second = _label(column + 1, matrix.columns[column], matrix.column_ids[column])
        fight = cell.matchup
        if fight is None:
            reason = render(cell.missing) if cell.missing is not None else tr("not weighed yet")
            self.cell_heading.setText(tr("{first} against {second}: {reason}", first=first, second=second,
                                         reason=reason))
            self.cell_bar.setVisible(False)
            self.cell_rounds.setVisible(False)
            self.cell_why.clear()
            return
        self.cell_heading.setText(tr("{first} against {second}: {first} wins {a} · undecided {c} · {second} wins {b}",
                                     first=first, second=second, a=percent(fight.first_wins),
                                     b=percent(fight.second_wins), c=percent(fight.undecided)))
        self.cell_bar.show_chances(fight.first_wins, fight.undecided, fight.second_wins)
        self.cell_rounds.show_rounds(fight.rounds)
        self.cell_bar.setVisible(True)
        self.cell_rounds.setVisible(True)
        self.cell_why.setText(why_text(fight, first, second))
