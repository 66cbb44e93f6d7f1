"""The card form's options: a small table, one option a row (name, kind, AP, POW, FAITH cost,
most per entry, group), with Add and Remove.

Keyboard first: the arrows move between cells, typing or F2 edits one (the kind through a list
of the seven kinds), Insert adds a row, Delete removes the current one (the buttons do the
same). What a row does not show (an imported option's id, text, weapon numbers, limit per army)
is kept as it was. The table gives its options in the card-pack spelling (:meth:`to_dicts`), so
the form validates them as an import would.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QHBoxLayout,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import tr
from companion.i18n import vocabulary as vocab
from companion.library.card_options import option_to_dict, unique_option_id
from companion.rules.card import Option, OptionKind

NAME, KIND, AP, POW, FAITH, MAX, GROUP = range(7)
_NUMBERS = {AP: "ap", POW: "pow", FAITH: "faith", MAX: "max"}
_KEPT = ("id", "text", "max_per_army", "strength", "ranges")
"""What an option keeps that its row does not show."""
_ORIGINAL = Qt.ItemDataRole.UserRole
_KIND = Qt.ItemDataRole.UserRole + 1
"""The kind's value (``artefact``) of a kind cell, whose text is the kind's name."""


def _number(text: str) -> object:
    stripped = text.strip()
    if not stripped:
        return None
    try:
        return int(stripped)
    except ValueError:
        return stripped  # the form's validation names it


class _KindDelegate(QStyledItemDelegate):
    """The kind column is edited with a list of the kinds."""

    def createEditor(self, parent: QWidget, _option: QStyleOptionViewItem,  # noqa: N802 (Qt's name)
                     _index: QModelIndex | QPersistentModelIndex) -> QWidget:
        editor = QComboBox(parent)
        for kind in OptionKind:
            editor.addItem(vocab.label(kind), kind.value)
        return editor

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        assert isinstance(editor, QComboBox)
        editor.setCurrentIndex(max(0, editor.findData(index.data(_KIND))))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel,  # noqa: N802
                     index: QModelIndex | QPersistentModelIndex) -> None:
        assert isinstance(editor, QComboBox)
        model.setData(index, editor.currentData(), _KIND)
        model.setData(index, editor.currentText(), Qt.ItemDataRole.DisplayRole)


class OptionTable(QGroupBox):
    """A card's options, editable; ``changed`` after every edit."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 7)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table, the arrows move in it
        self.table.setItemDelegateForColumn(KIND, _KindDelegate(self.table))
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        for column in (KIND, AP, POW, FAITH, MAX):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumHeight(self.table.fontMetrics().lineSpacing() * 6)
        self.table.installEventFilter(self)
        self.table.itemChanged.connect(lambda _item: self.changed.emit())
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(False)  # Enter in the form still means OK
        self.add_button.clicked.connect(self.add_row)
        self.remove_button.clicked.connect(self.remove_row)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(tr("Options (artefacts, spells, miracles, equipment...)"))
        self.table.setHorizontalHeaderLabels([
            tr("Name"), tr("Kind"), vocab.short("ap"), vocab.short("power"), vocab.short("faith"),
            tr("Max"), tr("Group")])
        self.table.setAccessibleName(tr("Options"))
        self.add_button.setText(tr("&Add option"))
        self.add_button.setToolTip(tr("A new option (Insert in the table)"))
        self.remove_button.setText(tr("Re&move option"))
        self.remove_button.setToolTip(tr("Remove the current option (Delete in the table)"))
        for row in range(self.table.rowCount()):
            item = self.table.item(row, KIND)
            if item is not None:
                item.setText(vocab.label(OptionKind(item.data(_KIND))))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def eventFilter(self, watched: Any, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.table and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and self.table.state() != QAbstractItemView.State.EditingState:
            if event.key() == Qt.Key.Key_Insert:
                self.add_row()
                return True
            if event.key() == Qt.Key.Key_Delete:
                self.remove_row()
                return True
        return super().eventFilter(watched, event)

    # -- rows --------------------------------------------------------------------------------
    def set_options(self, options: Sequence[Option]) -> None:
        """Show these options (the card's)."""
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        for option in options:
            self._append(option_to_dict(option))
        self.table.blockSignals(False)

    def _append(self, data: dict[str, Any]) -> int:
        row = self.table.rowCount()
        self.table.insertRow(row)
        name = QTableWidgetItem(str(data.get("name") or ""))
        name.setData(_ORIGINAL, {key: data[key] for key in _KEPT if key in data})
        self.table.setItem(row, NAME, name)
        value = str(data.get("kind", OptionKind.UPGRADE.value))
        kind = QTableWidgetItem(vocab.label(OptionKind(value)))
        kind.setData(_KIND, value)
        self.table.setItem(row, KIND, kind)
        for column, key in _NUMBERS.items():
            number = data.get(key)
            self.table.setItem(row, column, QTableWidgetItem("" if number is None else str(number)))
        self.table.setItem(row, GROUP, QTableWidgetItem(str(data.get("group") or "")))
        return row

    def add_row(self) -> None:
        """A new, empty option, its name being edited."""
        row = self._append({"name": "", "kind": OptionKind.ARTEFACT.value})
        self.table.setCurrentCell(row, NAME)
        self.table.setFocus()
        name = self.table.item(row, NAME)
        if name is not None:
            self.table.editItem(name)
        self.changed.emit()

    def remove_row(self) -> None:
        """Remove the current option."""
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self.changed.emit()

    def to_dicts(self, card_id: str) -> list[dict[str, object]]:
        """The options as a card pack writes them; a new option's id is made from the card's
        id and its name."""
        taken: set[str] = set()
        rows: list[tuple[dict[str, object], bool]] = []
        for row in range(self.table.rowCount()):
            cells = [self.table.item(row, column) for column in range(7)]
            name_cell, kind_cell, group_cell = cells[NAME], cells[KIND], cells[GROUP]
            kept: dict[str, object] = dict(name_cell.data(_ORIGINAL) or {}) if name_cell else {}
            data: dict[str, object] = {"name": name_cell.text().strip() if name_cell else ""}
            data["kind"] = kind_cell.data(_KIND) if kind_cell else OptionKind.UPGRADE.value
            for column, key in _NUMBERS.items():
                cell = cells[column]
                value = _number(cell.text()) if cell is not None else None
                if value is not None:
                    data[key] = value
            group = group_cell.text().strip() if group_cell else ""
            if group:
                data["group"] = group
            data.update({key: value for key, value in kept.items() if key != "id"})
            keeps_id = isinstance(kept.get("id"), str) and str(kept["id"]).startswith(card_id + "/")
            if keeps_id:
                data["id"] = kept["id"]
                taken.add(str(kept["id"]))
            rows.append((data, keeps_id))
        for data, keeps_id in rows:
            if not keeps_id:
                data["id"] = unique_option_id(card_id, str(data["name"]) or "option", taken)
                taken.add(str(data["id"]))
        return [{"id": data.pop("id"), **data} for data, _keeps in rows]
