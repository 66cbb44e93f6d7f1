"""Each player's luck at the Table, live and at the end of the game: the rolls made, the
successes expected and got, the exact chance of doing at least as well with the same rolls, by
kind of roll (:mod:`companion.rules.luck`), and a chart of each player's luck round by round
drawn with pyqtgraph.

:class:`LuckTracker` keeps the rolls of the game shown action by action (a new action adds its
rolls, an undo drops them; a game opened is read once from its log); :class:`LuckView` shows
them: a table and the chart; :class:`LogAndLuck` puts it beside the log, and makes the summary
the end of the game shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import numbers, render, tr
from companion.rules.game import Action, GameState, new_game, play
from companion.rules.game.luck import RollReader
from companion.rules.luck import Luck, LuckPhase, PlayerLuck, Roll, game_luck
from companion.ui.table.log_pane import LogPane
from companion.ui.widgets.plots import read_only_plot

LUCK_HEIGHT = 300
"""The height (px) the Luck tab takes at least when chosen (half its splitter at most)."""

PLAYER_COLOURS = (QColor("#4575b4"), QColor("#d7301f"))
"""The first player's line (blue) and the second's (red)."""


class LuckTracker:
    """The rolls of the game shown, by action, followed state after state."""

    def __init__(self) -> None:
        self.reader = RollReader()
        self.by_action: list[tuple[Roll, ...]] = []
        self.state: GameState | None = None
        self._luck: tuple[PlayerLuck, PlayerLuck] | None = None

    def follow(self, state: GameState, actions: Callable[[], Sequence[Action]]) -> None:
        """``state`` is shown now; ``actions`` gives the game's actions (with their dice) when
        they must be read: the game just opened, or changed otherwise than by one action."""
        last = self.state
        same_game = last is not None and last.setup is state.setup and len(self.by_action) == last.seq
        if same_game and last is not None and state.seq == last.seq + 1:
            self.by_action.append(self.reader.rolls(last, actions()[-1], state))
        elif same_game and state.seq <= len(self.by_action):
            del self.by_action[state.seq:]
        else:
            self.by_action = []
            before = new_game(state.setup)
            for action in actions():
                after = play(before, action)[0]
                self.by_action.append(self.reader.rolls(before, action, after))
                before = after
        self.state = state
        self._luck = None

    def luck(self) -> tuple[PlayerLuck, PlayerLuck]:
        """Both players' luck over the rolls so far."""
        if self._luck is None:
            self._luck = game_luck([roll for rolls in self.by_action for roll in rolls])
        return self._luck


def _cell(luck: Luck | None) -> str:
    if luck is None or not luck.rolls:
        return "-"
    return tr("{got}/{rolls} ({expected}) · {chance}", got=luck.got, rolls=luck.rolls,
              expected=numbers.decimal(luck.expected), chance=numbers.percent(luck.at_least_as_well))


class LuckChart(QWidget):
    """Each player's chance of doing at least as well over the rounds so far, at the end of
    each round (0: the Approach), as a line; the dashed line is 50%."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = read_only_plot()
        self.plot.setMinimumHeight(150)
        self.plot.setYRange(0, 100, padding=0.04)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.lines: list[tuple[str, list[tuple[int, Fraction]]]] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.plot.setLabel("bottom", tr("round (0: the Approach)"))
        self.plot.setLabel("left", tr("at least as well (%)"))

    def show_luck(self, names: Sequence[str], lucks: Sequence[PlayerLuck]) -> None:
        self.lines = [(name, [(r, part.at_least_as_well) for r, part in luck.rounds])
                      for name, luck in zip(names, lucks)]
        self.plot.clear()
        legend = self.plot.plotItem.legend or self.plot.addLegend(offset=(-10, -10))
        legend.clear()
        self.plot.addItem(pg.InfiniteLine(pos=50, angle=0, pen=pg.mkPen("#888888", style=Qt.PenStyle.DashLine)))
        last = 1
        for (name, points), colour in zip(self.lines, PLAYER_COLOURS):
            if not points:
                continue
            xs = [r for r, _chance in points]
            ys = [float(chance) * 100 for _r, chance in points]
            self.plot.plot(xs, ys, pen=pg.mkPen(colour, width=2), symbol="o", symbolSize=7,
                           symbolBrush=pg.mkBrush(colour), symbolPen=pg.mkPen(colour), name=name)
            last = max(last, xs[-1])
        self.plot.getAxis("bottom").setTicks([[(r, str(r)) for r in range(last + 1)]])
        self.plot.setXRange(0, last, padding=0.04)


class LuckView(QWidget):
    """Both players' luck: the chart round by round and a table (the game as a whole, then each
    kind of roll, then the Damage rolls by wound); ``beside``: the table and the chart side by
    side (a wide, low place), else the chart above the table."""

    def __init__(self, parent: QWidget | None = None, *, beside: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("luck")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.table = QTableWidget(0, 2)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.chart = LuckChart()
        self.beside = beside
        if beside:
            # A wide, low place: the table as wide as its numbers, the chart the rest (a splitter
            # the players may move); the caption is the table's tooltip.
            self.caption.hide()
            self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
            parts = QSplitter(Qt.Orientation.Horizontal)
            self.parts: QSplitter | None = parts
            parts.addWidget(self.table)
            parts.addWidget(self.chart)
            parts.setStretchFactor(0, 0)
            parts.setStretchFactor(1, 1)
            parts.setChildrenCollapsible(False)
            layout.addWidget(parts, 1)
        else:
            self.parts = None
            self.chart.setMinimumHeight(230)
            layout.addWidget(self.chart, 1)
            layout.addWidget(self.table, 1)
        self.shown: tuple[tuple[str, ...], tuple[PlayerLuck, ...]] = ((), ())
        self._fitted = False
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.caption.setText(tr("Each player's successes out of his rolls (expected in brackets), and the exact "
                                "chance of doing at least as well with the same rolls (lower: luckier)."))
        self.table.setToolTip(self.caption.text())
        self.chart.retranslate_ui()
        if self.shown[0]:
            self.show_luck(*self.shown)

    def show_luck(self, names: Sequence[str], lucks: Sequence[PlayerLuck]) -> None:
        self.shown = (tuple(names), tuple(lucks))
        rows: list[tuple[str, list[Luck | None]]] = [(tr("All rolls"), [luck.overall for luck in lucks])]
        for kind in LuckPhase:
            if any(kind in dict(luck.phases) for luck in lucks):
                rows.append((render(kind.label), [dict(luck.phases).get(kind) for luck in lucks]))
        levels = [level for level, _part in next((luck.wounds for luck in lucks if luck.wounds), ())]
        for level in levels:
            rows.append(("    " + tr("≥ {wound}", wound=render(level)),
                         [dict(luck.wounds).get(level) for luck in lucks]))
        self.table.setColumnCount(len(names))
        self.table.setHorizontalHeaderLabels(list(names))
        self.table.setRowCount(len(rows))
        self.table.setVerticalHeaderLabels([label for label, _cells in rows])
        for row, (_label, cells) in enumerate(rows):
            for column, luck in enumerate(cells):
                item = QTableWidgetItem(_cell(luck))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()
        mode = QHeaderView.ResizeMode.ResizeToContents if self.beside else QHeaderView.ResizeMode.Stretch
        self.table.horizontalHeader().setSectionResizeMode(mode)
        if self.parts is not None and not self._fitted:
            self._fitted = True  # the first time only: then as the players leave the splitter
            needed = (self.table.verticalHeader().sizeHint().width() + self.table.horizontalHeader().length()
                      + 2 * self.table.frameWidth() + self.table.verticalScrollBar().sizeHint().width())
            self.parts.setSizes([needed, max(sum(self.parts.sizes()) - needed, 1)])
        self.chart.show_luck(names, lucks)

    def cell_texts(self) -> list[list[str]]:
        """The table's rows as shown (header first): for tests and the accessibility audit."""
        def text(item: QTableWidgetItem | None) -> str:
            return item.text() if item is not None else ""

        return [[text(self.table.verticalHeaderItem(r))] + [text(self.table.item(r, c))
                                                            for c in range(self.table.columnCount())]
                for r in range(self.table.rowCount())]


class LogAndLuck(QTabWidget):
    """The log pane's place at the Table: the log (:class:`LogPane`) and the players' luck so
    far, as tabs; the luck is drawn when its tab is shown."""

    def __init__(self, log: LogPane, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self.tracker = LuckTracker()
        self.luck = LuckView(beside=True)
        self.addTab(log, "")
        self.addTab(self.luck, "")
        self.currentChanged.connect(lambda _index: self._luck_shown())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTabText(0, tr("Log"))
        self.setTabText(1, tr("Luck"))
        self.luck.retranslate_ui()

    def follow(self, state: GameState, actions: Callable[[], Sequence[Action]]) -> None:
        """The game shown is now ``state`` (see :meth:`LuckTracker.follow`)."""
        self.tracker.follow(state, actions)
        self._draw()

    def _names(self) -> tuple[str, ...]:
        state = self.tracker.state
        return tuple(state.side_name(side) for side in (0, 1)) if state is not None else ()

    def _luck_shown(self) -> None:
        """The Luck tab chosen: drawn, and given the height it reads at in the splitter it is in."""
        parent = self.parentWidget()
        if self.currentWidget() is self.luck and isinstance(parent, QSplitter):
            sizes = parent.sizes()
            index = parent.indexOf(self)
            wanted = min(LUCK_HEIGHT, sum(sizes) // 2)
            if 0 < index < len(sizes) and sizes[index] < wanted:
                sizes[index - 1] -= wanted - sizes[index]
                sizes[index] = wanted
                parent.setSizes(sizes)
        self._draw()

    def _draw(self) -> None:
        if self.currentWidget() is self.luck and self.tracker.state is not None:
            self.luck.show_luck(self._names(), self.tracker.luck())

    def end_of_game_summary(self) -> QWidget | None:
        """The players' luck over the whole game, for the end-of-game summary."""
        if self.tracker.state is None:
            return None
        view = LuckView()
        view.setObjectName("end-of-game-luck")
        view.setMinimumHeight(560)
        view.show_luck(self._names(), self.tracker.luck())
        return view


__all__ = ["LogAndLuck", "LuckChart", "LuckTracker", "LuckView"]
