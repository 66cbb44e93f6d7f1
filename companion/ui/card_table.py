"""The library's table view: QTableView, painted in one pass once it has been shown.

Issue 2: a filter keystroke on 10,000 cards updates the view in at most 16 ms. QTableView's
cell-by-cell paint took 14-29 ms of it; :class:`companion.ui.cell_painter.CellPainter` paints
the same pixels in about 2 ms, from texts it prepares once and keeps. Its first paint, with
no text prepared yet, would cost more than QTableView's, and setting up the Qt classes it
paints with costs PySide ~15 ms: so the start-up's first paint is QTableView's own, and the
table switches to the one-pass paint right after it (:meth:`CardTable.use_cell_painter`).
Its column header reads a model of the columns only (:class:`ColumnHeaders`): a filter
keystroke resets the rows, and the header no longer lays out and repaints its sections for it.

Everything else stays QTableView's: the geometry (headers, scrolling, ``visualRect``,
``indexAt``), the selection, keyboard navigation, tooltips (the model's ToolTipRole through
the item delegate), accessibility.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QTimer
from PySide6.QtGui import QPalette, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView, QWidget

from companion.ui.lazy_qt import Qt

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from companion.ui.card_model import CardTableModel
    from companion.ui.cell_painter import CellPainter, TextCache

_INVALIDATING = frozenset({QEvent.Type.FontChange, QEvent.Type.StyleChange,
                           QEvent.Type.PaletteChange, QEvent.Type.LanguageChange,
                           QEvent.Type.LayoutDirectionChange})


class ColumnHeaders(QStandardItemModel):
    """The column headers of a table model (a CardTableModel, through its ``headers()``), without
    its rows: the model of the table's column header, so that a filter keystroke (a reset of
    the rows) does not make the header lay out and paint its sections again. The texts and
    tooltips are items Qt reads in C++: a Python ``headerData()`` would be given a
    Qt.Orientation, which makes PySide build the Qt enums for the first paint (lazy_qt)."""

    def __init__(self, rows_model: CardTableModel, parent: QObject | None = None) -> None:
        super().__init__(0, rows_model.columnCount(), parent)
        self._rows_model = rows_model
        self.read_headers()
        rows_model.headerDataChanged.connect(self.read_headers)

    def read_headers(self) -> None:
        """The rows model's headers again (after a language change)."""
        for column, (title, tip) in enumerate(self._rows_model.headers()):
            item = self.horizontalHeaderItem(column)
            if item is None:
                item = QStandardItem()
                self.setHorizontalHeaderItem(column, item)
            item.setText(title)
            item.setToolTip(tip)


class CardTable(QTableView):
    """The library's table (a CardTableModel): QTableView, then a one-pass paint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cells: CellPainter | None = None
        self._switch_pending = False
        # A viewport made here, not by Qt: Python then knows its type, whereas wrapping Qt's
        # own viewport (the first paint's event filter watches it) made PySide create every
        # widget class of QtWidgets to find its type: ~10 ms of the start-up.
        self.setViewport(QWidget())

    def setViewport(self, widget: QWidget | None) -> None:  # noqa: N802 (Qt's name)
        super().setViewport(widget)
        # Its background is the base colour (Qt's own viewport's; a QWidget's is the window's).
        viewport = self.viewport()
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setAutoFillBackground(self._cells is None)
        if self._cells is not None:
            viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    @property
    def paints_cells(self) -> bool:
        """Whether the one-pass paint is in use (from right after the first paint)."""
        return self._cells is not None

    @property
    def texts(self) -> TextCache | None:
        """The one-pass paint's prepared texts (None until it is in use)."""
        return self._cells.texts if self._cells is not None else None

    def use_cell_painter(self) -> CellPainter:
        """Paint in one pass from now on (the table does it itself after its first paint)."""
        if self._cells is None:
            from companion.ui.cell_painter import CellPainter

            self._cells = CellPainter(self)
            # The one pass covers every pixel (base colour too), in strips: Qt's own fill of
            # the whole viewport is split over its thread pool, and waits for it, each paint.
            viewport = self.viewport()
            viewport.setAutoFillBackground(False)
            viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        return self._cells

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 (Qt's name)
        previous = self.horizontalHeader().model()
        super().setModel(model)
        if model is not None and hasattr(model, "headers"):  # a CardTableModel
            self.horizontalHeader().setModel(ColumnHeaders(model, self))  # type: ignore[arg-type]
        if isinstance(previous, ColumnHeaders):
            previous.deleteLater()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if self._cells is not None and event.type() in _INVALIDATING:
            self._cells.texts.clear()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        if self._cells is not None:
            self._cells.paint(event)
            return
        super().paintEvent(event)
        if not self._switch_pending:
            self._switch_pending = True
            QTimer.singleShot(0, self.use_cell_painter)
