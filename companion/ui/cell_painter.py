"""The library table's one-pass paint (:class:`CellPainter`), for a QTableView whose model
gives each visible row's display strings at once (``displays(first, stop)``:
companion.ui.card_model.CardTableModel).

QTableView paints cell by cell through its item delegate: for each of the ~430 visible cells a
call into the Python model for its roles, then a text layout in Qt's C++. This painter paints
the same pixels (tests/ui/test_card_table.py) in one pass: per row one background (base,
alternate base or highlight), the grid in one call, and each cell's text as a QStaticText
prepared once per text and column, elided as Qt elides it. The current cell, when the table has
focus, is painted by the item delegate itself, so that the style draws its focus frame. What
the one pass does not imitate (right-to-left layout, spans, word wrap, another delegate, a
dashed or dotted grid) is left to QTableView's own paint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPalette, QStaticText
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from companion.ui.card_rows import COLUMN_COUNT, NUMERIC_COLUMNS

ELLIPSIS = "…"
_CACHE_LIMIT = 40_000
"""Prepared texts kept at most (one a distinct (text, room); numbers repeat endlessly)."""

_STRIP = 64
"""Lines a fill covers at most (Qt's raster engine uses threads from 96 lines)."""
_CENTERED = tuple(column in NUMERIC_COLUMNS for column in range(COLUMN_COUNT))


def elided(text: str, metrics: QFontMetricsF, room: int) -> str:
    """``text`` as a cell ``room`` pixels wide shows it: whole if it fits (to the fraction of
    a pixel), else cut at the right with an ellipsis (Qt's ``ElideRight``, as QTableView's
    delegate does)."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)


class TextCache:
    """Prepared texts for the cells of one font, by where a column's text room starts, its
    width and its alignment: ``for_cells(x, room, centered)[text] -> (QStaticText, position)``
    (elided to fit; drawn at ``position`` with the painter moved down to the row's text).
    :meth:`clear` when the font or the style changes."""

    def __init__(self) -> None:
        self._cells: dict[tuple[int, int, bool], dict[str, tuple[QStaticText, QPointF]]] = {}
        self._count = 0
        self._metrics: QFontMetricsF | None = None

    def clear(self) -> None:
        self._cells.clear()
        self._count = 0
        self._metrics = None

    def __len__(self) -> int:
        return self._count

    def for_cells(self, x: int, room: int, centered: bool) -> dict[str, tuple[QStaticText, QPointF]]:
        """The texts prepared for these cells (fill with :meth:`add`)."""
        found = self._cells.get((x, room, centered))
        if found is None:
            found = self._cells[(x, room, centered)] = {}
        return found

    def add(self, text: str, x: int, room: int, centered: bool,
            widget: QWidget) -> tuple[QStaticText, QPointF]:
        """Prepare ``text`` for cells whose text room is ``room`` pixels from ``x``, in
        ``widget``'s font."""
        metrics = self._metrics
        if metrics is None:
            metrics = self._metrics = QFontMetricsF(widget.font())
        if self._count >= _CACHE_LIMIT:
            self._cells.clear()
            self._count = 0
        shown = elided(text, metrics, room)
        static = QStaticText(shown)
        static.setTextFormat(Qt.TextFormat.PlainText)
        static.prepare(font=widget.font())
        offset = (room - metrics.horizontalAdvance(shown)) / 2 if centered else 0.0
        found = self.for_cells(x, room, centered)[text] = (static, QPointF(x + offset, 0))
        self._count += 1
        return found


class CellPainter:
    """Paints a table's viewport in one pass (see the module); ``texts`` are its prepared
    texts, for the table to clear when its font, style, palette or language changes."""

    def __init__(self, table: QTableView) -> None:
        self.table = table
        self.texts = TextCache()
        self._grid: tuple[tuple[Any, ...], list[QRect]] | None = None

    def paint(self, event: QPaintEvent) -> None:
        """Paint the part of the viewport ``event`` asks for."""
        table = self.table
        viewport = table.viewport()
        dirty = event.rect()
        palette = viewport.palette()
        group = self._colour_group()
        base = palette.brush(group, viewport.backgroundRole())
        if not self._fast_path():
            painter = QPainter(viewport)
            _fill(painter, dirty, base)
            painter.end()
            QTableView.paintEvent(table, event)
            return
        model: Any = table.model()
        rows = model.rowCount()
        vertical, horizontal = table.verticalHeader(), table.horizontalHeader()
        painter = QPainter(viewport)
        left, top = dirty.left(), dirty.top()
        # Where the cells end: right of them and below them is the base colour.
        right = min(dirty.right(), horizontal.length() - horizontal.offset() - 1)
        bottom = min(dirty.bottom(), vertical.length() - vertical.offset() - 1)
        first = vertical.logicalIndexAt(top)
        if not rows or not horizontal.count() or right < left or bottom < top or first < 0:
            _fill(painter, dirty, base)
            painter.end()
            return
        if dirty.right() > right:
            _fill(painter, QRect(right + 1, top, dirty.right() - right, bottom - top + 1), base)
        if dirty.bottom() > bottom:
            _fill(painter, QRect(left, bottom + 1, dirty.width(), dirty.bottom() - bottom), base)
        last = vertical.logicalIndexAt(bottom)
        if last < 0:
            last = rows - 1
        columns = self._columns(left, right)
        grid = 1 if table.showGrid() else 0

        option = QStyleOptionViewItem()
        table.initViewItemOption(option)
        text_pen = palette.color(group, QPalette.ColorRole.Text)
        highlighted_pen = palette.color(group, QPalette.ColorRole.HighlightedText)
        alternate = palette.brush(group, QPalette.ColorRole.AlternateBase)
        highlight = palette.brush(group, QPalette.ColorRole.Highlight)
        alternating = table.alternatingRowColors()
        margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
        line_height = table.fontMetrics().height()
        selected = self._selected_rows(first, last)
        current = table.currentIndex()
        focus_cell = (current.row(), current.column()) if (
            current.isValid() and (table.hasFocus() or viewport.hasFocus())) else None

        painter.setFont(table.font())
        texts = self.texts
        # (column, x of its text, room, centred, prepared texts) of each column painted
        cells = []
        for column, x, width in columns:
            room, centered = width - 2 * margin, _CENTERED[column]
            cells.append((column, x + margin, room, centered,
                          texts.for_cells(x + margin, room, centered)))
        focus_row, focus_column = focus_cell if focus_cell is not None else (-1, -1)
        draw, fill = painter.drawStaticText, painter.fillRect
        displays = model.displays(first, last + 1)
        row_width = right - left + 1
        text_y = 0  # the painter's translation: the text top of the row painted
        for row, display in zip(range(first, last + 1), displays):
            y = table.rowViewportPosition(row) - text_y
            height = table.rowHeight(row)  # with its grid line, drawn over it below
            if row in selected:
                fill(left, y, row_width, height, highlight)
                painter.setPen(highlighted_pen)
            else:
                fill(left, y, row_width, height, alternate if alternating and row & 1 else base)
                painter.setPen(text_pen)
            down = y + (height - grid - line_height) // 2
            painter.translate(0, down)
            text_y += down
            for column, x, room, centered, prepared in cells:
                text = display[column]
                if not text or row == focus_row and column == focus_column:
                    continue
                found = prepared.get(text)
                if found is None:
                    found = texts.add(text, x, room, centered, table)
                draw(found[1], found[0])
        painter.resetTransform()
        if focus_cell is not None and first <= focus_cell[0] <= last:
            self._paint_current(painter, option, current, focus_cell[0] in selected, grid)
        if grid:
            self._paint_grid(painter, option, first, last, columns, left, right, top, bottom)
        painter.end()

    def _fast_path(self) -> bool:
        """Whether this paint can be ours (else QTableView paints)."""
        table = self.table
        model = table.model()
        return (model is not None and hasattr(model, "displays") and not table.isRightToLeft()
                and not table.wordWrap() and table.rowSpan(0, 0) == 1 and table.columnSpan(0, 0) == 1
                and type(table.itemDelegate()) is QStyledItemDelegate
                and (not table.showGrid() or table.gridStyle() == Qt.PenStyle.SolidLine))


    def _columns(self, left: int, right: int) -> list[tuple[int, int, int]]:
        """(column, x, width without the grid line) of the columns crossing [left, right]."""
        table = self.table
        horizontal = table.horizontalHeader()
        grid = 1 if table.showGrid() else 0
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
            columns.append((column, table.columnViewportPosition(column),
                            table.columnWidth(column) - grid))
        return columns

    def _colour_group(self) -> QPalette.ColorGroup:
        """The palette group Qt's style paints the cells with."""
        table = self.table
        if not table.isEnabled():
            return QPalette.ColorGroup.Disabled
        if not table.isActiveWindow():
            return QPalette.ColorGroup.Inactive
        return QPalette.ColorGroup.Active

    def _selected_rows(self, first: int, last: int) -> set[int]:
        table = self.table
        selection = table.selectionModel()
        if selection is None:
            return set()
        rows: set[int] = set()
        # PySide6's stubs omit the iteration a QItemSelection (a QList of ranges) has.
        for span in selection.selection():  # type: ignore[attr-defined]
            if span.parent().isValid():
                continue
            rows.update(range(max(first, span.top()), min(last, span.bottom()) + 1))
        return rows

    def _paint_current(self, painter: QPainter, option: QStyleOptionViewItem,
                       current: QModelIndex, selected: bool, grid: int) -> None:
        """The current cell of a focused table, as the item delegate paints it (with the
        style's focus frame)."""
        table = self.table
        row, column = current.row(), current.column()
        cell = QStyleOptionViewItem(option)
        cell.rect = QRect(table.columnViewportPosition(column), table.rowViewportPosition(row),
                          table.columnWidth(column) - grid, table.rowHeight(row) - grid)
        cell.state |= QStyle.StateFlag.State_HasFocus
        if cell.state & QStyle.StateFlag.State_Enabled:  # as QTableView's drawCell
            cell.palette.setCurrentColorGroup(QPalette.ColorGroup.Normal)
        if selected:
            cell.state |= QStyle.StateFlag.State_Selected
        if table.alternatingRowColors() and row & 1:
            cell.features |= QStyleOptionViewItem.ViewItemFeature.Alternate
        table.itemDelegate().paint(painter, cell, current)

    def _paint_grid(self, painter: QPainter, option: QStyleOptionViewItem, first: int, last: int,
                    columns: Sequence[tuple[int, int, int]], left: int, right: int, top: int,
                    bottom: int) -> None:
        """The (solid) grid lines in the style's colour where QTableView draws them, as
        one-pixel rectangles in one call (five times cheaper to fill than lines to stroke),
        kept from the last paint while the rows (of a fixed height) and the columns stay put."""
        table = self.table
        colour = QColor.fromRgba(table.style().styleHint(QStyle.StyleHint.SH_Table_GridLineColor,
                                                        option, table) & 0xFFFFFFFF)
        vertical = table.verticalHeader()
        key = (tuple(columns), left, right, top, bottom, first, last, table.rowViewportPosition(first),
               vertical.defaultSectionSize())
        if self._grid is None or self._grid[0] != key or \
                vertical.sectionResizeMode(0) != QHeaderView.ResizeMode.Fixed:
            rects = []
            for row in range(first, last + 1):
                y = table.rowViewportPosition(row) + table.rowHeight(row) - 1
                rects.append(QRect(left, y, right - left + 1, 1))
            for _column, x, width in columns:
                for start in range(top, bottom + 1, _STRIP):  # in strips: see _fill
                    rects.append(QRect(x + width, start, 1, min(_STRIP, bottom + 1 - start)))
            self._grid = (key, rects)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRects(self._grid[1])


def _fill(painter: QPainter, rect: QRect, brush: Any) -> None:
    """Fill ``rect`` in strips of at most _STRIP lines: Qt splits a taller fill over its GUI
    thread pool and waits for the threads, which costs more than it saves here."""
    x, width, bottom = rect.x(), rect.width(), rect.bottom()
    for y in range(rect.top(), bottom + 1, _STRIP):
        painter.fillRect(x, y, width, min(_STRIP, bottom + 1 - y), brush)
