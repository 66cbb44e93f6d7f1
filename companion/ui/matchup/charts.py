"""The matchup's charts, drawn with pyqtgraph: the chances of a fight as one stacked bar, the
rounds it takes as bars, and a matrix of fights as a coloured grid (red: the row's figurine
loses, yellow: even, green: it wins) that says which cell the pointer is over.

Each chart is a :class:`pyqtgraph.PlotWidget` (mouse zoom and pan off: the charts are read, not
explored) inside a plain widget with its own API; the numbers come from
:mod:`companion.rules.matchup`.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.i18n import tr
from companion.i18n.numbers import percent
from companion.ui.widgets.plots import read_only_plot

FIRST = QColor("#1a9850")
"""The first card's wins (green)."""
SECOND = QColor("#d7301f")
"""The second card's wins (red)."""
UNDECIDED = QColor("#bdbdbd")
BARS = QColor("#4575b4")
SCALE = ((0.0, QColor("#d7301f")), (0.5, QColor("#fee08b")), (1.0, QColor("#1a9850")))
"""The matrix's colours by the row's chance to win."""


class ChancesBar(QWidget):
    """One bar from 0 to 1: the first card wins (green), undecided (grey), the second wins (red)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = read_only_plot(46)
        self.plot.hideAxis("left")
        self.plot.hideAxis("bottom")
        self.plot.setXRange(0, 1, padding=0)
        self.plot.setYRange(-0.5, 0.5, padding=0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.shares: tuple[Fraction, Fraction, Fraction] = (Fraction(0), Fraction(0), Fraction(0))

    def show_chances(self, first: Fraction, undecided: Fraction, second: Fraction) -> None:
        self.shares = (first, undecided, second)
        self.plot.clear()
        starts = [0.0, float(first), float(first + undecided)]
        widths = [float(first), float(undecided), float(second)]
        colours = [FIRST, UNDECIDED, SECOND]
        self.plot.addItem(pg.BarGraphItem(x0=starts, y=[0, 0, 0], height=0.8, width=widths,
                                          brushes=[pg.mkBrush(c) for c in colours], pen=pg.mkPen(None)))
        for index, (start, width, share) in enumerate(zip(starts, widths, self.shares)):
            if width >= 0.08:
                label = pg.TextItem(percent(share), color="k" if index == 1 else "w", anchor=(0.5, 0.5))
                label.setPos(start + width / 2, 0)
                self.plot.addItem(label)


class RoundsChart(QWidget):
    """The chance that the fight ends in each round, as bars."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = read_only_plot(120)
        self.plot.hideAxis("left")
        self.plot.setLabel("bottom", tr("round"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.chances: tuple[Fraction, ...] = ()

    def show_rounds(self, chances: Sequence[Fraction]) -> None:
        self.chances = tuple(chances)
        self.plot.clear()
        rounds = list(range(1, len(chances) + 1))
        self.plot.addItem(pg.BarGraphItem(x=rounds, height=[float(c) for c in chances], width=0.7,
                                          brush=pg.mkBrush(BARS), pen=pg.mkPen(None)))
        self.plot.getAxis("bottom").setTicks([[(r, str(r)) for r in rounds]])
        self.plot.setXRange(0.5, len(chances) + 0.5, padding=0)
        self.plot.setYRange(0, max([float(c) for c in chances] + [0.01]) * 1.15, padding=0)


class MatrixChart(QWidget):
    """A grid of chances (rows: your entries, columns: theirs), coloured, the percentage in each
    cell; ``hovered(row, column)`` when the pointer enters a cell (-1, -1: none)."""

    hovered = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = read_only_plot()
        self.plot.invertY(True)
        self.plot.setAspectLocked(False)
        self.image = pg.ImageItem()
        colours = pg.ColorMap([p for p, _c in SCALE], [c for _p, c in SCALE])
        self.image.setLookupTable(colours.getLookupTable(0.0, 1.0, 256))
        self.image.setLevels((0.0, 1.0))
        self.plot.addItem(self.image)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.values: list[list[float | None]] = []
        self._labels: list[pg.TextItem] = []
        self._cell = (-1, -1)
        self.plot.scene().sigMouseMoved.connect(self._moved)

    def show_matrix(self, rows: Sequence[str], columns: Sequence[str], values: Sequence[Sequence[float | None]]) -> None:
        """The chances (None: no fight: an empty, grey cell)."""
        self.values = [list(line) for line in values]
        for label in self._labels:
            self.plot.removeItem(label)
        self._labels = []
        data = np.array([[np.nan if v is None else v for v in line] for line in self.values] or [[np.nan]],
                        dtype=float)
        self.image.setImage(data.T, levels=(0.0, 1.0), autoLevels=False)
        for r, line in enumerate(self.values):
            for c, value in enumerate(line):
                text = "-" if value is None else percent(Fraction(value).limit_denominator(10**6))
                label = pg.TextItem(text, color="k", anchor=(0.5, 0.5))
                label.setPos(c + 0.5, r + 0.5)
                self.plot.addItem(label)
                self._labels.append(label)
        self.plot.getAxis("left").setTicks([[(r + 0.5, name) for r, name in enumerate(rows)]])
        self.plot.getAxis("top").setTicks([[(c + 0.5, name) for c, name in enumerate(columns)]])
        self.plot.showAxis("top")
        self.plot.hideAxis("bottom")
        self.plot.setXRange(0, max(len(columns), 1), padding=0.02)
        self.plot.setYRange(0, max(len(rows), 1), padding=0.02)

    def cell_at(self, scene_pos: QPointF) -> tuple[int, int]:
        """The (row, column) under a point of the scene, or (-1, -1)."""
        point = self.plot.plotItem.vb.mapSceneToView(scene_pos)
        row, column = int(np.floor(point.y())), int(np.floor(point.x()))
        if 0 <= row < len(self.values) and self.values and 0 <= column < len(self.values[0]):
            return row, column
        return -1, -1

    def _moved(self, scene_pos: QPointF) -> None:
        cell = self.cell_at(scene_pos)
        if cell != self._cell:
            self._cell = cell
            self.hovered.emit(*cell)
