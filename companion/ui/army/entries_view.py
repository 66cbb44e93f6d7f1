"""The view of the list's entries: figures with - and + buttons, keys, drops from the pane.

- The Figures cell is drawn as ``[-] 2 / 3 [+]`` (one delegate paints it: no widget per row);
  a click on a button, or the + and - keys on the selected entries, steps the figures; F2 or a
  double click opens a spin box to type the number.
- Delete removes the selected entries; Space on the Incarnation column ticks it.
- Cards dragged from the library pane are dropped onto the list (the model turns the drop into
  a request; the workspace adds them).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QPersistentModelIndex, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from companion.i18n import tr
from companion.rules.army_model import MAX_FIGURES
from companion.ui.army.entries_model import COL_ABILITIES, COL_AP, COL_CARD, COL_FIGURES, COL_INCARNATION, COL_JOINS, EntriesModel

Index = QModelIndex | QPersistentModelIndex


def _buttons(rect: QRect) -> tuple[QRect, QRect]:
    side = min(rect.height() - 4, 22)
    top = rect.top() + (rect.height() - side) // 2
    return QRect(rect.left() + 3, top, side, side), QRect(rect.right() - side - 2, top, side, side)


class FiguresDelegate(QStyledItemDelegate):
    """Paints ``[-] n / N [+]``; a click on - or + asks the view to step the figures."""

    stepped = Signal(int, int)
    """(row, +1 or -1)"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._button = QStyleOptionButton()
        self._button.state = QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Raised

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)  # background, selection and the centred "2 / 3"
        minus, plus = _buttons(option.rect)
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        button = self._button
        for rect, label in ((minus, "−"), (plus, "+")):
            button.rect = rect
            button.text = label
            style.drawControl(QStyle.ControlElement.CE_PushButton, button, painter, widget)

    def editorEvent(self, event: QEvent, model: QAbstractItemModel, option: QStyleOptionViewItem,
                    index: Index) -> bool:
        if event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent):
            minus, plus = _buttons(option.rect)
            point = event.position().toPoint()
            if minus.contains(point):
                self.stepped.emit(index.row(), -1)
                return True
            if plus.contains(point):
                self.stepped.emit(index.row(), +1)
                return True
        if event.type() == QEvent.Type.MouseButtonDblClick and isinstance(event, QMouseEvent):
            minus, plus = _buttons(option.rect)
            point = event.position().toPoint()
            if minus.contains(point) or plus.contains(point):
                return True  # a quick second click on a button is a step, not an edit
        return super().editorEvent(event, model, option, index)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        spin = QSpinBox(parent)
        model = index.model()
        limit = model.figures_limit(index.row()) if isinstance(model, EntriesModel) else None
        spin.setRange(1, limit or MAX_FIGURES)
        spin.setAccessibleName(tr("Figures"))
        return spin

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QSpinBox):
            editor.setValue(int(index.data(Qt.ItemDataRole.EditRole) or 1))
            QTimer.singleShot(0, editor.selectAll)  # typing replaces the number

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if isinstance(editor, QSpinBox):
            editor.interpretText()
            model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)


class EntriesView(QTableView):
    """The entries table; ``stepped`` / ``remove_requested`` go to the workspace."""

    stepped = Signal(list, int)
    """(entry rows, +1 or -1): the + and - keys or buttons."""
    remove_requested = Signal(list)
    """Entry rows to remove (Delete)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setTabKeyNavigation(False)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(max(26, self.fontMetrics().height() + 10))
        self.delegate = FiguresDelegate(self)
        self.setItemDelegateForColumn(COL_FIGURES, self.delegate)
        self.delegate.stepped.connect(lambda row, step: self.stepped.emit([row], step))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(tr("Army list"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        zero = self.fontMetrics().horizontalAdvance("0")
        for column, chars in ((COL_CARD, 22), (COL_FIGURES, 12), (COL_AP, 5), (COL_JOINS, 13),
                              (COL_INCARNATION, 10), (COL_ABILITIES, 20)):
            self.setColumnWidth(column, zero * chars)

    def selected_rows(self) -> list[int]:
        rows = sorted({index.row() for index in self.selectionModel().selectedRows()})
        if not rows and self.currentIndex().isValid():
            rows = [self.currentIndex().row()]
        return rows

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.state() != QAbstractItemView.State.EditingState:
            if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.stepped.emit(self.selected_rows(), +1)
                return
            if key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
                self.stepped.emit(self.selected_rows(), -1)
                return
            if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self.remove_requested.emit(self.selected_rows())
                return
        super().keyPressEvent(event)
