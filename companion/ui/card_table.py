"""The library's table view: QTableView, its cells painted in one pass.

QTableView paints cell by cell through its item delegate, a call into the Python model for
each visible cell; :class:`CellPainter` paints the same pixels in one pass from texts it
prepares once and keeps (bench/bench_library_view.py times a filter keystroke both ways). Its
column header reads a model of the columns only (:class:`ColumnHeaders`): a filter keystroke
resets the rows, and the header does not lay out and repaint its sections for it.

Everything else stays QTableView's: the geometry (headers, scrolling, ``visualRect``,
``indexAt``), the selection, keyboard navigation, tooltips (the model's ToolTipRole through
the item delegate), accessibility.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView, QWidget

from companion.ui.card_model import CardTableModel
from companion.ui.cell_painter import CellPainter, TextCache

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

_INVALIDATING = frozenset({QEvent.Type.FontChange, QEvent.Type.StyleChange,
                           QEvent.Type.PaletteChange, QEvent.Type.LanguageChange,
                           QEvent.Type.LayoutDirectionChange})


class ColumnHeaders(QStandardItemModel):
    """The column headers of a table model (a CardTableModel, through its ``headers()``),
    without its rows: the model of the table's column header, so that a filter keystroke (a
    reset of the rows) does not make the header lay out and paint its sections again."""

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
    """The library's table (a CardTableModel), its cells painted by a :class:`CellPainter`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cells = CellPainter(self)
        # The one pass covers every pixel (base colour too), in strips: Qt's own fill of the
        # whole viewport is split over its thread pool, and waits for it, each paint.
        viewport = self.viewport()
        viewport.setAutoFillBackground(False)
        viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    @property
    def texts(self) -> TextCache:
        """The one-pass paint's prepared texts."""
        return self._cells.texts

    def setModel(self, model: QAbstractItemModel | None) -> None:  # noqa: N802 (Qt's name)
        previous = self.horizontalHeader().model()
        super().setModel(model)
        if isinstance(model, CardTableModel):
            self.horizontalHeader().setModel(ColumnHeaders(model, self))
        if isinstance(previous, ColumnHeaders):
            previous.deleteLater()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() in _INVALIDATING:
            self._cells.texts.clear()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        self._cells.paint(event)
