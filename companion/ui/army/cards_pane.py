"""The builder's left side: the cards that may join, a filter box above them, a count and a hint
below (the model is companion.ui.army.pane_model's).

Name, Joins as, AP and People are shown, in that order; the rows are dragged onto the list.
The builder connects what they do (add a card, draw it); this widget only lays them out and
words them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import tr, trn
from companion.ui.army.pane_model import COL_JOINS, JoinableCardsModel
from companion.ui.army.text_line import TextLine
from companion.ui.card_rows import COL_AP, COL_NAME, COL_PEOPLE, COLUMN_COUNT

_PANE_COLUMNS = (COL_NAME, COL_PEOPLE, COL_AP, COL_JOINS)


class CardsPane(QWidget):
    """The caption, the filter box, the table of cards, "Show cards that may not join", the
    count and the hint."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.show_forbidden = QCheckBox()
        self.model = JoinableCardsModel(self)
        self.view = table = QTableView()
        table.setObjectName("army_pane")
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setDragEnabled(True)
        table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        table.setDefaultDropAction(Qt.DropAction.CopyAction)
        table.setTabKeyNavigation(False)
        table.setWordWrap(False)
        table.verticalHeader().hide()
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        for column in range(COLUMN_COUNT + 1):
            table.setColumnHidden(column, column not in _PANE_COLUMNS)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        zero = table.fontMetrics().horizontalAdvance("0")
        for column, chars in ((COL_NAME, 19), (COL_JOINS, 14), (COL_AP, 4)):
            table.setColumnWidth(column, zero * chars)
        header.moveSection(header.visualIndex(COL_JOINS), 1)  # Name, Joins as, AP, People
        header.moveSection(header.visualIndex(COL_AP), 2)
        self.count = TextLine()
        self.count.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.caption = QLabel()
        caption_font = self.caption.font()
        caption_font.setBold(True)
        self.caption.setFont(caption_font)
        self.hint = QLabel()
        self.hint.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.filter)
        layout.addWidget(table, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.show_forbidden)
        bottom.addStretch(1)
        bottom.addWidget(self.count)
        layout.addLayout(bottom)
        layout.addWidget(self.hint)
        self.filter.textChanged.connect(lambda text: self.model.set_filter(text, None))
        self.show_forbidden.toggled.connect(self.model.set_show_forbidden)
        self.model.filtered.connect(self.filtered)

    def retranslate_ui(self) -> None:
        """The fixed words, in the current language."""
        self.filter.setPlaceholderText(tr("Filter cards; Enter adds the selected one (Ctrl+F)"))
        self.filter.setAccessibleName(tr("Filter the cards that may join"))
        self.show_forbidden.setText(tr("Show cards that may not &join"))
        self.view.setAccessibleName(tr("Cards that may join"))
        self.caption.setText(tr("Cards that may join"))
        self.hint.setText(tr("Enter or double-click adds a card; or drag it onto the list."))
        self.filtered()

    def filtered(self) -> None:
        """After the rows changed: the count, and a current row (the first, or as near the one
        before as there are rows)."""
        shown = self.model.rowCount()
        self.count.setText(trn("{count} card", "{count} cards", shown))
        if shown and not self.view.currentIndex().isValid():
            self.view.setCurrentIndex(self.model.index(0, COL_NAME))
        elif shown:
            self.view.setCurrentIndex(self.model.index(min(self.view.currentIndex().row(), shown - 1), COL_NAME))

    def current_card_id(self) -> str | None:
        """The card of the current row (the first row if none is current)."""
        index = self.view.currentIndex()
        if not index.isValid() and self.model.rowCount():
            index = self.model.index(0, COL_NAME)
        return self.model.card_id(index.row()) if index.isValid() else None

    def focus_filter(self) -> None:
        self.filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter.selectAll()
