"""The list in the centre: a row per entry (one reference card), grouped by card.

Columns: the card (with how it joins, and a mark when a rule concerns the entry), the figures
it activates ("2 / 3"), its AP as fielded (from the Validation: Incarnation doubled, Blood
brother reduced), Incarnation (a check box for non-Characters) and the abilities. Cells are
computed when painted; :meth:`EntriesModel.set_army` tells the view what changed (one row
inserted or removed, else the cells changed) instead of resetting it, so an edit costs a
repaint of the visible rows and the selection follows the entries.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QMimeData, QModelIndex, QPersistentModelIndex, Qt, Signal

from companion.rules.army import RULE_TITLES, ArmyList, Validation
from companion.rules.card import Card
from companion.ui.army import marks
from companion.ui.army.pane_model import MIME_TYPE

COL_CARD, COL_FIGURES, COL_AP, COL_JOINS, COL_INCARNATION, COL_ABILITIES = range(6)
HEADERS = (
    ("Card", "the reference card (a card activates the figurines of its blister)"),
    ("Figures", "figurines this card activates (+ and - keys, or F2 to type)"),
    ("AP", "army points of this entry as fielded (Incarnation doubles, Blood brother reduces)"),
    ("Joins as", "how the card joins this army (booklet, the alliances)"),
    ("Incarnation", "Incarnation: the figurine becomes a Character, its AP doubled (non-Characters only)"),
    ("Abilities", "as written on the card"),
)
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2
"""``index.data(ENTRY_ROLE)`` is the row's entry index in the list."""

Index = QModelIndex | QPersistentModelIndex


class EntriesModel(QAbstractTableModel):
    """The entries of one list, with the verdict of its last validation."""

    figures_requested = Signal(int, int)
    """The player typed a number of figures (entry index, figures)."""
    incarnation_requested = Signal(int, bool)
    """The player ticked or unticked Incarnation (entry index, on)."""
    cards_dropped = Signal(list, int)
    """Cards were dropped on the list (their ids, the row dropped on or -1)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.army: ArmyList | None = None
        self.validation: Validation | None = None
        self.cards: Mapping[str, Card] = {}
        self._flagged: dict[int, list[str]] = {}
        self._copies: list[tuple[int, int]] = []

    # -- updating ----------------------------------------------------------------------------
    def set_army(self, army: ArmyList, validation: Validation, cards: Mapping[str, Card]) -> None:
        """Show ``army``: insert or remove the one row that changed, else refresh the cells."""
        old = self.army.entries if self.army is not None else ()
        new = army.entries
        self.cards = cards
        if len(new) == len(old) + 1 and (at := _first_difference(old, new)) is not None and old[at:] == new[at + 1:]:
            self.beginInsertRows(QModelIndex(), at, at)
            self._set(army, validation)
            self.endInsertRows()
        elif len(new) + 1 == len(old) and (at := _first_difference(new, old)) is not None and new[at:] == old[at + 1:]:
            self.beginRemoveRows(QModelIndex(), at, at)
            self._set(army, validation)
            self.endRemoveRows()
        elif len(new) != len(old):
            self.beginResetModel()
            self._set(army, validation)
            self.endResetModel()
            return
        else:
            self._set(army, validation)
        if new:
            self.dataChanged.emit(self.index(0, 0), self.index(len(new) - 1, len(HEADERS) - 1))

    def _set(self, army: ArmyList, validation: Validation) -> None:
        self.army, self.validation = army, validation
        flagged: dict[int, list[str]] = {}
        for violation in validation.violations:
            for entry in violation.entries:
                flagged.setdefault(entry, []).append(RULE_TITLES.get(violation.rule, violation.rule))
        self._flagged = flagged
        counts: dict[str, int] = {}
        copies: list[tuple[int, int]] = []
        for entry in army.entries:
            counts[entry.card_id] = counts.get(entry.card_id, 0) + 1
            copies.append((counts[entry.card_id], 0))
        self._copies = [(n, counts[entry.card_id]) for (n, _), entry in zip(copies, army.entries)]

    # -- reading -----------------------------------------------------------------------------
    def entry_text(self, row: int) -> str:
        """The row as words (tests, accessibility): "Paladin (2 / 3 figures, 60 AP)"."""
        return (f"{self.data(self.index(row, COL_CARD))} ({self.data(self.index(row, COL_FIGURES))} "
                f"figures, {self.data(self.index(row, COL_AP))} AP)")

    def figures_limit(self, row: int) -> int | None:
        """How many figurines the entry's card may activate (None: not known)."""
        if self.army is None:
            return None
        card = self.cards.get(self.army.entries[row].card_id)
        return None if card is None else card.figures_per_card

    # -- QAbstractTableModel -----------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() or self.army is None else len(self.army.entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(HEADERS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.army is None or self.validation is None or not index.isValid():
            return None
        row, column = index.row(), index.column()
        entry = self.army.entries[row]
        card = self.cards.get(entry.card_id)
        if role == ENTRY_ROLE:
            return row
        if role == Qt.ItemDataRole.DisplayRole or role == Qt.ItemDataRole.EditRole:
            if column == COL_CARD:
                name = card.name if card is not None else entry.card_id
                number, of = self._copies[row]
                return f"{name} (card {number} of {of})" if of > 1 else name
            if column == COL_FIGURES:
                if role == Qt.ItemDataRole.EditRole:
                    return entry.figures
                limit = card.figures_per_card if card is not None else None
                return f"{entry.figures} / {limit if limit is not None else '?'}"
            if column == COL_AP:
                ap = self.validation.entry_ap[row] if row < len(self.validation.entry_ap) else None
                return "?" if ap is None else str(ap)
            if column == COL_JOINS:
                return marks.label(self._membership(row))
            if column == COL_INCARNATION:
                return None
            if column == COL_ABILITIES:
                return ", ".join(str(a) for a in card.abilities) if card is not None else ""
        if role == Qt.ItemDataRole.DecorationRole:
            if column == COL_CARD and row in self._flagged:
                return marks.problem_icon()
            if column == COL_JOINS:
                membership = self._membership(row)
                return marks.membership_icon(membership) if membership is not None else marks.problem_icon()
        if role == Qt.ItemDataRole.CheckStateRole and column == COL_INCARNATION and self._can_incarnate(card):
            return Qt.CheckState.Checked if entry.incarnation else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == COL_CARD:
                lines = [entry.card_id]
                lines += [f"Problem: {title}" for title in self._flagged.get(row, [])]
                return "\n".join(lines)
            if column == COL_AP and card is not None and card.ap is None:
                return "not known from a source, fill it from your card (Library)"
            if column == COL_JOINS:
                membership = self._membership(row)
                return f"{membership.label}: {membership.source}" if membership is not None else "not in the library"
            if column == COL_INCARNATION and card is not None and card.character:
                return "already a Character: Incarnation is for non-Characters"
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (COL_FIGURES, COL_AP):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _membership(self, row: int) -> Any:
        assert self.validation is not None
        memberships = self.validation.memberships
        return memberships[row] if row < len(memberships) else None

    @staticmethod
    def _can_incarnate(card: Card | None) -> bool:
        return card is not None and not card.character

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Edits are requests: the workspace turns them into undoable commands."""
        if self.army is None or not index.isValid():
            return False
        if index.column() == COL_FIGURES and role == Qt.ItemDataRole.EditRole:
            try:
                figures = int(value)
            except (TypeError, ValueError):
                return False
            if figures >= 1 and figures != self.army.entries[index.row()].figures:
                self.figures_requested.emit(index.row(), figures)
            return True
        if index.column() == COL_INCARNATION and role == Qt.ItemDataRole.CheckStateRole:
            on = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) else value
            self.incarnation_requested.emit(index.row(), bool(on))
            return True
        return False

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDropEnabled
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        if index.column() == COL_FIGURES:
            return base | Qt.ItemFlag.ItemIsEditable
        if index.column() == COL_INCARNATION and self.army is not None:
            if self._can_incarnate(self.cards.get(self.army.entries[index.row()].card_id)):
                return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(HEADERS):
            if role == Qt.ItemDataRole.DisplayRole:
                return HEADERS[section][0]
            if role == Qt.ItemDataRole.ToolTipRole:
                return HEADERS[section][1]
        return None

    # -- drops from the library pane ---------------------------------------------------------
    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def canDropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                        parent: Index) -> bool:
        return data.hasFormat(MIME_TYPE)

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int,
                     parent: Index) -> bool:
        if not data.hasFormat(MIME_TYPE):
            return False
        ids = [i for i in bytes(data.data(MIME_TYPE).data()).decode("utf-8").splitlines() if i]
        if ids:
            self.cards_dropped.emit(ids, row if row >= 0 else (parent.row() if parent.isValid() else -1))
        return False  # the workspace adds them (an undoable command); the view copies nothing


def _first_difference(short: Sequence[Any], long: Sequence[Any]) -> int | None:
    for i, item in enumerate(short):
        if item != long[i]:
            return i
    return len(short) if len(long) > len(short) else None
