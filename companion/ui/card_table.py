"""The library's table view: QTableView, with the visible cells painted in one pass.

Issue 2: a filter keystroke on 10,000 cards updates the view in at most 16 ms. QTableView
paints cell by cell through its item delegate: for each of the ~430 visible cells a call into
the Python model for its roles, then a text layout (itemize, shape, lay out a line) in Qt's
C++. That paint alone took 14-29 ms here. This view paints the same picture itself: per row
one background (base, alternate base or highlight), the grid in one ``drawLines``, and each
cell's text as a QStaticText prepared once per (text, room) and elided as Qt elides it.

Everything else stays QTableView's: the geometry (headers, scrolling, ``visualRect``,
``indexAt``), the selection, keyboard navigation, tooltips (the model's ToolTipRole through
the item delegate), accessibility. The current cell, when the table has focus, is painted by
the item delegate itself so that the style draws its focus frame as it always does.

What the fast path does not imitate (right-to-left layout, spans, word wrap, another
delegate) falls back to QTableView's own paint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QLineF, QModelIndex, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPalette, QPen, QStaticText
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTableView, QWidget

from companion.ui.card_rows import COLUMN_COUNT, NUMERIC_COLUMNS

ELLIPSIS = "…"
_CACHE_LIMIT = 40_000
"""Prepared texts kept at most (one a distinct (text, room); numbers repeat endlessly)."""

_CENTERED = tuple(column in NUMERIC_COLUMNS for column in range(COLUMN_COUNT))
_INVALIDATING = frozenset({QEvent.Type.FontChange, QEvent.Type.StyleChange,
                           QEvent.Type.PaletteChange, QEvent.Type.LanguageChange,
                           QEvent.Type.LayoutDirectionChange})


def elided(text: str, metrics: QFontMetricsF, room: int) -> str:
    """``text`` as a cell ``room`` pixels wide shows it: whole if it fits (to the fraction of
    a pixel), else cut at the right with an ellipsis (Qt's ``ElideRight``, as QTableView's
    delegate does)."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)


class TextCache:
    """Prepared texts for the cells: ``(text, room) -> (QStaticText, width)``, elided to fit
    ``room`` pixels, for one font. :meth:`clear` when the font or the style changes."""

    def __init__(self) -> None:
        self._texts: dict[tuple[str, int], tuple[QStaticText, float]] = {}
        self._metrics: QFontMetricsF | None = None

    def clear(self) -> None:
        self._texts.clear()
        self._metrics = None

    def __len__(self) -> int:
        return len(self._texts)

    def get(self, text: str, room: int, widget: QWidget) -> tuple[QStaticText, float]:
        key = (text, room)
        found = self._texts.get(key)
        if found is None:
            metrics = self._metrics
            if metrics is None:
                metrics = self._metrics = QFontMetricsF(widget.font())
            if len(self._texts) >= _CACHE_LIMIT:
                self._texts.clear()
            shown = elided(text, metrics, room)
            static = QStaticText(shown)
            static.setTextFormat(Qt.TextFormat.PlainText)
            static.prepare(font=widget.font())
            found = self._texts[key] = (static, metrics.horizontalAdvance(shown))
        return found


class CardTable(QTableView):
    """The library's table (a CardTableModel): QTableView with a one-pass paint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = TextCache()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() in _INVALIDATING:
            self.texts.clear()
        super().changeEvent(event)

    def _fast_path(self) -> bool:
        """Whether this paint can be ours (else QTableView paints)."""
        model = self.model()
        return (model is not None and hasattr(model, "displays") and not self.isRightToLeft()
                and not self.wordWrap() and self.rowSpan(0, 0) == 1 and self.columnSpan(0, 0) == 1
                and type(self.itemDelegate()) is QStyledItemDelegate)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if not self._fast_path():
            super().paintEvent(event)
            return
        model: Any = self.model()
        rows = model.rowCount()
        vertical, horizontal = self.verticalHeader(), self.horizontalHeader()
        if not rows or not horizontal.count():
            return
        viewport = self.viewport()
        dirty = event.rect()
        # Where the cells end (QTableView: nothing is painted right of or below them).
        right = min(dirty.right(), horizontal.length() - horizontal.offset() - 1)
        bottom = min(dirty.bottom(), vertical.length() - vertical.offset() - 1)
        left, top = dirty.left(), dirty.top()
        if right < left or bottom < top:
            return
        first = vertical.logicalIndexAt(top)
        last = vertical.logicalIndexAt(bottom)
        if first < 0:
            return
        if last < 0:
            last = rows - 1
        columns = self._columns(left, right)
        grid = 1 if self.showGrid() else 0

        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        palette = viewport.palette()
        group = self._colour_group()
        text_pen = palette.color(group, QPalette.ColorRole.Text)
        highlighted_pen = palette.color(group, QPalette.ColorRole.HighlightedText)
        alternate = palette.brush(group, QPalette.ColorRole.AlternateBase)
        highlight = palette.brush(group, QPalette.ColorRole.Highlight)
        alternating = self.alternatingRowColors()
        style = self.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        line_height = self.fontMetrics().height()
        selected = self._selected_rows(first, last)
        current = self.currentIndex()
        focus_cell = (current.row(), current.column()) if (
            current.isValid() and (self.hasFocus() or viewport.hasFocus())) else None

        painter = QPainter(viewport)
        painter.setFont(self.font())
        texts = self.texts
        displays = model.displays(first, last + 1)
        row_width = right - left + 1
        for row, display in zip(range(first, last + 1), displays):
            y = self.rowViewportPosition(row)
            height = self.rowHeight(row) - grid
            is_selected = row in selected
            if is_selected:
                painter.fillRect(left, y, row_width, height, highlight)
                painter.setPen(highlighted_pen)
            else:
                if alternating and row & 1:
                    painter.fillRect(left, y, row_width, height, alternate)
                painter.setPen(text_pen)
            text_y = y + (height - line_height) // 2
            for column, x, width in columns:
                if focus_cell is not None and focus_cell == (row, column):
                    continue
                text = display[column]
                if not text:
                    continue
                room = width - 2 * margin
                static, natural = texts.get(text, room, self)
                if _CENTERED[column]:
                    painter.drawStaticText(QPointF(x + margin + (room - natural) / 2, text_y), static)
                else:
                    painter.drawStaticText(x + margin, text_y, static)
        if focus_cell is not None and first <= focus_cell[0] <= last:
            self._paint_current(painter, option, current, focus_cell[0] in selected, grid)
        if grid:
            self._paint_grid(painter, option, first, last, columns, left, right, top, bottom, grid)
        painter.end()

    def _columns(self, left: int, right: int) -> list[tuple[int, int, int]]:
        """(column, x, width without the grid line) of the columns crossing [left, right]."""
        horizontal = self.horizontalHeader()
        grid = 1 if self.showGrid() else 0
        start = horizontal.visualIndexAt(left)
        end = horizontal.visualIndexAt(right)
        if start < 0:
            start = 0
        if end < 0:
            end = horizontal.count() - 1
        columns = []
        for visual in range(start, end + 1):
            column = horizontal.logicalIndex(visual)
            if horizontal.isSectionHidden(column):
                continue
            columns.append((column, self.columnViewportPosition(column),
                            self.columnWidth(column) - grid))
        return columns

    def _colour_group(self) -> QPalette.ColorGroup:
        """The palette group Qt's style paints the cells with."""
        if not self.isEnabled():
            return QPalette.ColorGroup.Disabled
        if not self.isActiveWindow():
            return QPalette.ColorGroup.Inactive
        return QPalette.ColorGroup.Active

    def _selected_rows(self, first: int, last: int) -> set[int]:
        selection = self.selectionModel()
        if selection is None:
            return set()
        rows: set[int] = set()
        for span in selection.selection():
            if span.parent().isValid():
                continue
            rows.update(range(max(first, span.top()), min(last, span.bottom()) + 1))
        return rows

    def _paint_current(self, painter: QPainter, option: QStyleOptionViewItem,
                       current: QModelIndex, selected: bool, grid: int) -> None:
        """The current cell of a focused table, as the item delegate paints it (with the
        style's focus frame)."""
        row, column = current.row(), current.column()
        cell = QStyleOptionViewItem(option)
        cell.rect = QRect(self.columnViewportPosition(column), self.rowViewportPosition(row),
                          self.columnWidth(column) - grid, self.rowHeight(row) - grid)
        cell.state |= QStyle.StateFlag.State_HasFocus
        if cell.state & QStyle.StateFlag.State_Enabled:  # as QTableView's drawCell
            cell.palette.setCurrentColorGroup(QPalette.ColorGroup.Normal)
        if selected:
            cell.state |= QStyle.StateFlag.State_Selected
        if self.alternatingRowColors() and row & 1:
            cell.features |= QStyleOptionViewItem.ViewItemFeature.Alternate
        self.itemDelegate().paint(painter, cell, current)

    def _paint_grid(self, painter: QPainter, option: QStyleOptionViewItem, first: int, last: int,
                    columns: Sequence[tuple[int, int, int]], left: int, right: int, top: int,
                    bottom: int, grid: int) -> None:
        """The grid lines in the style's colour, in one call (as QTableView draws them)."""
        colour = QColor.fromRgba(self.style().styleHint(QStyle.StyleHint.SH_Table_GridLineColor,
                                                        option, self) & 0xFFFFFFFF)
        painter.setPen(QPen(colour, 1, self.gridStyle()))
        lines = []
        for row in range(first, last + 1):
            y = self.rowViewportPosition(row) + self.rowHeight(row) - grid + 0.5
            lines.append(QLineF(left + 0.5, y, right + 0.5, y))
        for _column, x, width in columns:
            lines.append(QLineF(x + width + 0.5, top + 0.5, x + width + 0.5, bottom + 0.5))
        painter.drawLines(lines)
