"""The library's table view: QTableView, with the visible cells painted in one pass.

Issue 2: a filter keystroke on 10,000 cards updates the view in at most 16 ms. QTableView
paints cell by cell through its item delegate: for each of the ~430 visible cells a call into
the Python model for its roles, then a text layout (itemize, shape, lay out a line) in Qt's
C++. That paint alone took 14-29 ms here. This view paints the same picture itself (the
same pixels: tests/ui/test_card_table.py), in about 2 ms: per row one background (base,
alternate base or highlight), the grid in one call, and each cell's text as a QStaticText
prepared once per text and column, elided as Qt elides it. Its column header reads a model
of the columns only (:class:`ColumnHeaders`): a filter keystroke resets the rows, and the
header no longer lays out and repaints its sections for it.

Everything else stays QTableView's: the geometry (headers, scrolling, ``visualRect``,
``indexAt``), the selection, keyboard navigation, tooltips (the model's ToolTipRole through
the item delegate), accessibility. The current cell, when the table has focus, is painted by
the item delegate itself so that the style draws its focus frame as it always does.

What the fast path does not imitate (right-to-left layout, spans, word wrap, another
delegate, a dashed or dotted grid) falls back to QTableView's own paint.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRect,
    Qt,
)
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

_NO_PARENT = QModelIndex()
_STRIP = 64
"""Lines a fill covers at most (Qt's raster engine uses threads from 96 lines)."""
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


class ColumnHeaders(QAbstractTableModel):
    """The columns of a table model and their headers, without its rows: the model of the
    table's column header, so that a filter keystroke (a reset of the rows) does not make the
    header lay out and paint its sections again (asking the model for six roles a section)."""

    def __init__(self, rows_model: QAbstractItemModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows_model = rows_model
        rows_model.headerDataChanged.connect(self.headerDataChanged)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _NO_PARENT) -> int:  # noqa: N802
        return 0

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _NO_PARENT) -> int:  # noqa: N802
        return 0 if parent.isValid() else self._rows_model.columnCount()

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:  # noqa: N802
        return self._rows_model.headerData(section, orientation, role)


class CardTable(QTableView):
    """The library's table (a CardTableModel): QTableView with a one-pass paint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = TextCache()
        self._grid: tuple[tuple[Any, ...], list[QRect]] | None = None
        # A viewport made here, not by Qt: Python then knows its type, whereas wrapping Qt's
        # own viewport (the first paint's event filter watches it) made PySide create every
        # widget class of QtWidgets to find its type: ~10 ms of the start-up.
        self.setViewport(QWidget())

    def setViewport(self, widget: QWidget | None) -> None:  # noqa: N802 (Qt's name)
        super().setViewport(widget)
        # The paint covers every pixel (base colour too), in strips: Qt's own fill of the
        # whole viewport is split over its thread pool, and waits for it, at every paint.
        # Its background is the base colour (Qt's own viewport's; a QWidget's is the window's).
        viewport = self.viewport()
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setAutoFillBackground(False)
        viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 (Qt's name)
        previous = self.horizontalHeader().model()
        super().setModel(model)
        if model is not None and hasattr(model, "displays"):
            self.horizontalHeader().setModel(ColumnHeaders(model, self))
        if isinstance(previous, ColumnHeaders):
            previous.deleteLater()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() in _INVALIDATING:
            self.texts.clear()
        super().changeEvent(event)

    def _fast_path(self) -> bool:
        """Whether this paint can be ours (else QTableView paints)."""
        model = self.model()
        return (model is not None and hasattr(model, "displays") and not self.isRightToLeft()
                and not self.wordWrap() and self.rowSpan(0, 0) == 1 and self.columnSpan(0, 0) == 1
                and type(self.itemDelegate()) is QStyledItemDelegate
                and (not self.showGrid() or self.gridStyle() == Qt.PenStyle.SolidLine))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        viewport = self.viewport()
        dirty = event.rect()
        palette = viewport.palette()
        group = self._colour_group()
        base = palette.brush(group, viewport.backgroundRole())
        if not self._fast_path():
            painter = QPainter(viewport)
            _fill(painter, dirty, base)
            painter.end()
            super().paintEvent(event)
            return
        model: Any = self.model()
        rows = model.rowCount()
        vertical, horizontal = self.verticalHeader(), self.horizontalHeader()
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
        grid = 1 if self.showGrid() else 0

        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        text_pen = palette.color(group, QPalette.ColorRole.Text)
        highlighted_pen = palette.color(group, QPalette.ColorRole.HighlightedText)
        alternate = palette.brush(group, QPalette.ColorRole.AlternateBase)
        highlight = palette.brush(group, QPalette.ColorRole.Highlight)
        alternating = self.alternatingRowColors()
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
        line_height = self.fontMetrics().height()
        selected = self._selected_rows(first, last)
        current = self.currentIndex()
        focus_cell = (current.row(), current.column()) if (
            current.isValid() and (self.hasFocus() or viewport.hasFocus())) else None

        painter.setFont(self.font())
        texts = self.texts
        # (column, x of its text, room, centred, prepared texts) of each column painted
        cells = []
        for column, x, width in columns:
            room, centered = width - 2 * margin, _CENTERED[column]
            cells.append((column, x + margin, room, centered,
                          texts.for_cells(x + margin, room, centered)))
        focus_row = focus_cell[0] if focus_cell is not None else -1
        draw, fill = painter.drawStaticText, painter.fillRect
        displays = model.displays(first, last + 1)
        row_width = right - left + 1
        text_y = 0  # the painter's translation: the text top of the row painted
        for row, display in zip(range(first, last + 1), displays):
            y = self.rowViewportPosition(row) - text_y
            height = self.rowHeight(row)  # with its grid line, drawn over it below
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
                if not text or row == focus_row and column == focus_cell[1]:  # type: ignore[index]
                    continue
                found = prepared.get(text)
                if found is None:
                    found = texts.add(text, x, room, centered, self)
                draw(found[1], found[0])
        painter.resetTransform()
        if focus_cell is not None and first <= focus_cell[0] <= last:
            self._paint_current(painter, option, current, focus_cell[0] in selected, grid)
        if grid:
            self._paint_grid(painter, option, first, last, columns, left, right, top, bottom)
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
                    bottom: int) -> None:
        """The (solid) grid lines in the style's colour where QTableView draws them, as
        one-pixel rectangles in one call (five times cheaper to fill than lines to stroke),
        kept from the last paint while the rows (of a fixed height) and the columns stay put."""
        colour = QColor.fromRgba(self.style().styleHint(QStyle.StyleHint.SH_Table_GridLineColor,
                                                        option, self) & 0xFFFFFFFF)
        vertical = self.verticalHeader()
        key = (tuple(columns), left, right, top, bottom, first, last, self.rowViewportPosition(first),
               vertical.defaultSectionSize())
        if self._grid is None or self._grid[0] != key or \
                vertical.sectionResizeMode(0) != QHeaderView.ResizeMode.Fixed:
            rects = []
            for row in range(first, last + 1):
                y = self.rowViewportPosition(row) + self.rowHeight(row) - 1
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
