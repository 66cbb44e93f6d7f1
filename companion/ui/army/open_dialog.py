"""File > Open list: the saved lists, and the drafts of lists never saved, to pick from.

A table (name, people, points, last change); typing filters it, Enter or a double click opens
the selected list. Lists with unsaved changes say so: opening one brings its changes back.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import tr
from companion.library.armies import SavedArmy
from companion.ui.card_rows import fold, people_name


def _points(saved: SavedArmy) -> str:
    try:
        data = json.loads(saved.document)
        points = data.get("points") if isinstance(data, dict) else None
        ruleset = data.get("ruleset", "core") if isinstance(data, dict) else "core"
    except ValueError:
        return "?"
    if points is None:
        points = 200 if ruleset == "tournament" else None
    if points is None:
        return "?"
    if ruleset == "tournament":
        return tr("{points} (tournament)", points=points)
    return str(points)


class OpenListDialog(QDialog):
    """Pick a saved list (``chosen`` is its row after ``accept``)."""

    def __init__(self, lists: list[SavedArmy], drafts: list[SavedArmy], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chosen: SavedArmy | None = None
        self._with_draft = {d.draft_of for d in drafts if d.draft_of is not None}
        self.rows: list[SavedArmy] = list(lists) + [d for d in drafts if d.draft_of is None]
        self.filter = QLineEdit()
        self.table = QTableWidget(len(self.rows), 4)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)
        for row in range(len(self.rows)):
            for column in range(4):
                self.table.setItem(row, column, QTableWidgetItem())
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.open_button = buttons.button(QDialogButtonBox.StandardButton.Open)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter)
        layout.addWidget(self.table)
        self.empty = QLabel()
        if not self.rows:
            layout.addWidget(self.empty)
        layout.addWidget(buttons)
        self.filter.textChanged.connect(self._filter)
        self.filter.returnPressed.connect(self.accept)
        self.table.doubleClicked.connect(lambda _index: self.accept())
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update())
        if self.rows:
            self.table.selectRow(0)
        self._update()
        self.retranslate_ui()
        self.resize(640, 420)

    def retranslate_ui(self) -> None:
        """Titles, headers and the rows' words in the current language."""
        self.setWindowTitle(tr("Open list"))
        self.filter.setPlaceholderText(tr("Filter by name or people"))
        self.filter.setAccessibleName(tr("Filter lists"))
        self.table.setHorizontalHeaderLabels([tr("Name"), tr("People"), tr("Points"),
                                              tr("Changed")])
        self.empty.setText(tr("No saved lists yet: build one and save it with Ctrl+S."))
        for row, saved in enumerate(self.rows):
            name = saved.name
            if saved.is_draft:
                name = tr("{name} (never saved: unsaved draft)", name=name)
            elif saved.id in self._with_draft:
                name = tr("{name} (has unsaved changes)", name=name)
            changed = saved.updated.astimezone().strftime("%Y-%m-%d %H:%M")
            for column, text in enumerate((name, people_name(saved.people), _points(saved), changed)):
                item = self.table.item(row, column)
                if item is not None:
                    item.setText(text)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _filter(self, text: str) -> None:
        words = fold(text).split()
        first = None
        for row, saved in enumerate(self.rows):
            haystack = fold(f"{saved.name} {saved.people} {people_name(saved.people)}")
            hidden = not all(w in haystack for w in words)
            self.table.setRowHidden(row, hidden)
            if not hidden and first is None:
                first = row
        if first is not None:
            self.table.selectRow(first)
        else:
            self.table.clearSelection()
        self._update()

    def _selected(self) -> SavedArmy | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or self.table.isRowHidden(rows[0].row()):
            return None
        return self.rows[rows[0].row()]

    def _update(self) -> None:
        self.open_button.setEnabled(self._selected() is not None)

    def accept(self) -> None:
        self.chosen = self._selected()
        if self.chosen is not None:
            super().accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up) and self.filter.hasFocus():
            self.table.setFocus()
        super().keyPressEvent(event)
