"""The view of the list's entries: a tree of entries and their options, figures with - and +
buttons, keys, drops from the pane.

- The Figures cell is drawn as ``[-] 2 / 3 [+]`` (one delegate paints it: no widget per row);
  a click on a button, or the + and - keys on the selected entries, steps the figures; F2 or a
  double click opens a spin box to type the number. An option that may be taken several times
  steps its count the same way.
- Enter on an entry unfolds its options (and folds them again): the choices that come with an
  option show under the options taken only, and follow as options are taken and left; an entry
  added unfolds, the others fold, and it is the row selected. Space on an option takes it or
  leaves it; Delete removes the selected entries (on an option: leaves it); Space on the
  Incarnation column ticks it. +, - and Space act on the row selected only (a current row a
  problem's selection left unselected is not acted on).
- The headings under an entry (kinds, option groups) are drawn across the row.
- Cards dragged from the library pane are dropped onto the list (the model turns the drop into
  a request; the workspace adds them).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QEvent, QItemSelectionModel, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer, Signal
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
    QTreeView,
    QWidget,
)

from companion.i18n import tr
from companion.rules.army_model import MAX_FIGURES
from companion.ui.army.entries_model import (
    COL_ABILITIES,
    COL_AP,
    COL_CARD,
    COL_FIGURES,
    COL_INCARNATION,
    COL_JOINS,
    HEADING_ROLE,
    OPTION_ROLE,
    STEP_ROLE,
    EntriesModel,
)

Index = QModelIndex | QPersistentModelIndex


def _buttons(rect: QRect) -> tuple[QRect, QRect]:
    side = min(rect.height() - 4, 22)
    top = rect.top() + (rect.height() - side) // 2
    return QRect(rect.left() + 3, top, side, side), QRect(rect.right() - side - 2, top, side, side)


def _taken(index: QModelIndex) -> bool:
    """Whether an option row is ticked (taken by its entry)."""
    return bool(index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked)


def _plain(index: Index) -> QModelIndex:
    """``index`` as a QModelIndex (a signal's argument)."""
    if isinstance(index, QModelIndex):
        return index
    return index.model().index(index.row(), index.column(), index.parent())


class RowDelegate(QStyledItemDelegate):
    """Every cell a row of the same height, room for the - and + buttons."""

    def __init__(self, height: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.height = height

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        hint = super().sizeHint(option, index)
        return QSize(hint.width(), max(hint.height(), self.height))


class FiguresDelegate(RowDelegate):
    """Paints ``[-] n / N [+]`` on the rows that step; a click on - or + asks the view to step
    that row."""

    stepped = Signal(QModelIndex, int)
    """(the cell, +1 or -1)"""

    def __init__(self, height: int, parent: QWidget | None = None) -> None:
        super().__init__(height, parent)
        self._button = QStyleOptionButton()
        self._button.state = QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Raised

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        super().paint(painter, option, index)  # background, selection and the centred "2 / 3"
        if not index.data(STEP_ROLE):
            return
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
        if not index.data(STEP_ROLE):
            return super().editorEvent(event, model, option, index)
        if event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent):
            minus, plus = _buttons(option.rect)
            point = event.position().toPoint()
            if minus.contains(point):
                self.stepped.emit(_plain(index), -1)
                return True
            if plus.contains(point):
                self.stepped.emit(_plain(index), +1)
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


class EntriesView(QTreeView):
    """The entries and their options; ``stepped`` / ``remove_requested`` / ``option_stepped``
    / ``option_toggled`` go to the workspace."""

    stepped = Signal(list, int)
    """(entry rows, +1 or -1): the + and - keys or buttons."""
    remove_requested = Signal(list)
    """Entry rows to remove (Delete)."""
    option_stepped = Signal(int, str, int)
    """(entry row, option id, +1 or -1): an option's - and + buttons."""
    option_toggled = Signal(int, str)
    """(entry row, option id): Space or Delete on an option takes it or leaves it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                             | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setUniformRowHeights(True)
        self.setAllColumnsShowFocus(True)
        self.setExpandsOnDoubleClick(False)  # a double click on the figures types them
        self.setIndentation(max(12, self.fontMetrics().horizontalAdvance("0") * 2))
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        height = max(26, self.fontMetrics().height() + 10)
        self.setItemDelegate(RowDelegate(height, self))
        self.delegate = FiguresDelegate(height, self)
        self.setItemDelegateForColumn(COL_FIGURES, self.delegate)
        self.delegate.stepped.connect(self._step_cell)
        self.expanded.connect(self._expanded)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleName(tr("Army list"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        header = self.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setSectionsMovable(False)
        zero = self.fontMetrics().horizontalAdvance("0")
        for column, chars in ((COL_CARD, 36), (COL_FIGURES, 12), (COL_AP, 6), (COL_JOINS, 13),
                              (COL_INCARNATION, 10), (COL_ABILITIES, 20)):
            self.setColumnWidth(column, zero * chars)
        if model is not None:
            model.rowsInserted.connect(self._rows_inserted)
            model.dataChanged.connect(self._follow_taken)

    # -- rows -------------------------------------------------------------------------------
    def _span_headings(self, parent: QModelIndex, deep: bool) -> None:
        """The headings under ``parent`` (``deep``: and under them and under the options)
        drawn across the columns. Set before the rows show, or as their parent unfolds one
        level: set while rows unfold several levels at once (expandRecursively), it would hide
        the rows under them."""
        model = self.model()
        for row in range(model.rowCount(parent)):
            child = model.index(row, 0, parent)
            if child.data(HEADING_ROLE) and not self.isFirstColumnSpanned(row, parent):
                self.setFirstColumnSpanned(row, parent, True)
            if deep and model.hasChildren(child):
                self._span_headings(child, deep)

    def _rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        """An unfolded entry's new rows: their headings drawn across the columns. One entry
        added to the list: the others fold, it unfolds and is the one row selected."""
        if parent.isValid() and self.isExpanded(parent):
            self._span_headings(parent, deep=True)
        elif not parent.isValid() and first == last:
            self.show_entry(first)

    def show_entry(self, row: int) -> None:
        """Entry ``row`` unfolded (:meth:`unfold`), the other entries folded, it alone selected."""
        model = self.model()
        for other in range(model.rowCount()):
            index = model.index(other, 0)
            if other != row and self.isExpanded(index):
                self.collapse(index)
        self.selectRow(row)
        self.unfold(model.index(row, 0))
        self.scrollTo(model.index(row, 0))

    def unfold(self, index: QModelIndex) -> None:
        """Show the rows under ``index``: its headings unfolded, and the choices that come
        with the options taken (not those of the options not taken: the sub-options of the
        baronies not chosen stay folded)."""
        self._span_headings(index, deep=False)
        self.expand(index)
        model = self.model()
        for row in range(model.rowCount(index)):
            child = model.index(row, 0, index)
            if model.hasChildren(child) and (child.data(HEADING_ROLE) or _taken(child)):
                self.unfold(child)

    def _follow_taken(self, first: QModelIndex, last: QModelIndex, _roles: object = None) -> None:
        """An option taken unfolds the choices that come with it; left, it folds them."""
        if not first.parent().isValid() or first.column() != COL_CARD or not self.isExpanded(first.parent()):
            return
        for row in range(first.row(), last.row() + 1):
            index = first.siblingAtRow(row)
            if self.model().hasChildren(index) and not index.data(HEADING_ROLE):
                if _taken(index) and not self.isExpanded(index):
                    self.unfold(index)
                elif not _taken(index) and self.isExpanded(index):
                    self.collapse(index)

    def _expanded(self, index: QModelIndex) -> None:
        self._span_headings(index, deep=False)

    def selectRow(self, row: int) -> None:  # noqa: N802 (QTableView's name)
        """Select entry ``row`` (its whole row) and make it current."""
        index = self.model().index(row, 0)
        self.setCurrentIndex(index)
        self.selectionModel().select(index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                                     | QItemSelectionModel.SelectionFlag.Rows)

    def selected_rows(self) -> list[int]:
        """The entries selected (their own rows; an option row selects nothing to step)."""
        rows = sorted({index.row() for index in self.selectionModel().selectedRows() if not index.parent().isValid()})
        current = self.currentIndex()
        if not rows and current.isValid() and not current.parent().isValid():
            rows = [current.row()]
        return rows

    def current_option(self) -> tuple[int, str] | None:
        """The entry row and option id of the current row when it is an option and selected
        (+, - and Space act on the row selected: not on an option left current when a problem
        selected its entries)."""
        index = self.currentIndex()
        selected = index.isValid() and self.selectionModel().isRowSelected(index.row(), index.parent())
        option_id = index.data(OPTION_ROLE) if selected else None
        model = self.model()
        if option_id is None or not isinstance(model, EntriesModel):
            return None
        return model.entry_row(index), option_id

    def toggle_entry(self, row: int) -> None:
        """Unfold entry ``row`` (:meth:`unfold`), or fold it if it is unfolded."""
        index = self.model().index(row, 0)
        if self.isExpanded(index):
            self.collapse(index)
        else:
            self.unfold(index)

    def _step_cell(self, index: QModelIndex, step: int) -> None:
        option_id = index.data(OPTION_ROLE)
        model = self.model()
        if option_id is not None and isinstance(model, EntriesModel):
            self.option_stepped.emit(model.entry_row(index), option_id, step)
        elif not index.parent().isValid():
            self.stepped.emit([index.row()], step)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.state() != QAbstractItemView.State.EditingState:
            option = self.current_option()
            current = self.currentIndex()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and current.isValid() and not current.parent().isValid():
                self.toggle_entry(current.row())
                return
            if option is not None and key in (Qt.Key.Key_Space, Qt.Key.Key_Select, Qt.Key.Key_Delete,
                                              Qt.Key.Key_Backspace):
                self.option_toggled.emit(*option)
                return
            if (key in (Qt.Key.Key_Space, Qt.Key.Key_Select) and current.isValid()
                    and not self.selectionModel().isRowSelected(current.row(), current.parent())):
                return  # Space ticks the row selected only, not a current row left unselected
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
