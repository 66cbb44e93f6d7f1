"""The list in the centre: a row per entry (one reference card), grouped by card, and under
each entry the options its card offers (a tree, companion.ui.army.option_rows).

Columns: the card (with how it joins, and a mark when a rule concerns the entry), the figures
it activates ("2 / 3"), its AP as fielded (from the Validation: options included, Incarnation
doubled, Blood brother reduced), Incarnation (a check box for non-Characters) and the
abilities. Under an entry, an option row shows its name with a check box (taken or not), its
count when it may be taken several times, its AP and its other costs and limits; ticking it
asks for the option (``option_requested``), as the figures and Incarnation ask.

Cells are computed when painted; :meth:`EntriesModel.set_army` tells the view what changed
(one entry inserted or removed, else the cells changed, and an entry's option rows again only
when its card offers other options) instead of resetting it, so an edit costs a repaint of the
visible rows and the selection and the unfolded entries stay.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtCore import (
    QAbstractItemModel,
    QMimeData,
    QModelIndex,
    QModelRoleDataSpan,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from companion.i18n import N_, tr
from companion.i18n.qt import notifier
from companion.i18n.vocabulary import ability_name
from companion.rules.army import ArmyList, Entry, Validation
from companion.rules.card import Card
from companion.ui.army import marks
from companion.ui.army import option_rows as rows_of
from companion.ui.army.option_rows import EntryTree, EntryTrees, OptionNode
from companion.ui.army.pane_model import MIME_TYPE
from companion.ui.army.text import rule_title


def header_text(section: int, tooltip: bool = False) -> str:
    """A column's title (or tool tip) in the current language."""
    return tr(HEADERS[section][1 if tooltip else 0])


COL_CARD, COL_FIGURES, COL_AP, COL_JOINS, COL_INCARNATION, COL_ABILITIES = range(6)
HEADERS = (
    (N_("Card"), N_("the reference card (a card activates the figurines of its blister)")),
    (N_("Figures"), N_("figurines this card activates (+ and - keys, or F2 to type)")),
    (N_("AP"), N_("army points of this entry as fielded (Incarnation doubles, Blood brother reduces)")),
    (N_("Joins as"), N_("how the card joins this army (booklet, the alliances)")),
    (N_("Incarnation"), N_("Incarnation: the figurine becomes a Character, its AP doubled (non-Characters only)")),
    (N_("Abilities"), N_("as written on the card")),
)
"""Each column's title and tool tip, in English (shown with ``tr``)."""
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2
"""``index.data(ENTRY_ROLE)`` is the row's entry index in the list (an option row's: its entry's)."""
OPTION_ROLE = Qt.ItemDataRole.UserRole + 3
"""``index.data(OPTION_ROLE)`` is an option row's option id (None on an entry or a heading)."""
STEP_ROLE = Qt.ItemDataRole.UserRole + 4
"""True on the Figures cell of a row that steps with - and +: an entry, or an option that may
be taken several times."""
HEADING_ROLE = Qt.ItemDataRole.UserRole + 5
"""True on a heading under an entry (a kind, an option group): drawn across the columns."""

Index = QModelIndex | QPersistentModelIndex

_ROLES: dict[int, int] = {
    Qt.ItemDataRole.DisplayRole: 0,
    Qt.ItemDataRole.EditRole: 1,
    Qt.ItemDataRole.DecorationRole: 2,
    Qt.ItemDataRole.CheckStateRole: 3,
    Qt.ItemDataRole.ToolTipRole: 4,
    Qt.ItemDataRole.TextAlignmentRole: 5,
    ENTRY_ROLE: 6,
}
"""The roles a cell answers, and where they are in a row's computed cells."""
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_BASE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDropEnabled
_EDITABLE = _BASE | Qt.ItemFlag.ItemIsEditable
_CHECKABLE = _BASE | Qt.ItemFlag.ItemIsUserCheckable
_DROP = Qt.ItemFlag.ItemIsDropEnabled
_NO_PARENT = QModelIndex()


class EntriesModel(QAbstractItemModel):
    """The entries of one list, with the verdict of its last validation, and their options."""

    figures_requested = Signal(int, int)
    """The player typed a number of figures (entry index, figures)."""
    incarnation_requested = Signal(int, bool)
    """The player ticked or unticked Incarnation (entry index, on)."""
    cards_dropped = Signal(list, int)
    """Cards were dropped on the list (their ids, the row dropped on or -1)."""
    option_requested = Signal(int, str, int)
    """The player ticked or unticked an option (entry index, option id, times taken)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.army: ArmyList | None = None
        self.validation: Validation | None = None
        self.cards: Mapping[str, Card] = {}
        self._flagged: dict[int, list[str]] = {}
        self._copies: list[tuple[int, int]] = []
        self._rows: list[Any] = []
        self._cells: list[Any] = []
        """Per row, its cells by role (None: to compute when painted)."""
        self._trees = EntryTrees()
        """The option rows under each entry."""
        self._option_cells: dict[int, dict[int, tuple[Any, ...]]] = {}
        """Per option row (by its internal id), its cells by role (computed when painted)."""
        self._bold = QFont()
        self._bold.setBold(True)
        notifier().language_changed.connect(self._language_changed)

    def _language_changed(self, _language: str = "") -> None:
        """The words change, not the rows: recompute the cells when painted."""
        self._cells = [None] * len(self._cells)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(HEADERS) - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(HEADERS) - 1))
        for row in range(len(self._rows)):
            self._options_changed(row)  # the option rows shown, in the new words

    # -- updating ----------------------------------------------------------------------------
    def set_army(self, army: ArmyList, validation: Validation, cards: Mapping[str, Card]) -> None:
        """Show ``army``: insert or remove the one row that changed, then refresh only the rows
        whose cells changed (figures, AP, marks); a list of another length is a reset."""
        old: tuple[Entry | None, ...] = self.army.entries if self.army is not None else ()
        new = army.entries
        before = self._rows
        cards_changed = cards is not self.cards
        self.cards = cards
        if len(new) == len(old) + 1 and (at := _first_difference(old, new)) is not None and old[at:] == new[at + 1:]:
            self.beginInsertRows(_NO_PARENT, at, at)
            self._set(army, validation)
            self._cells.insert(at, None)
            self._trees.insert(at, self._shape(new[at]))
            self.endInsertRows()
            before = before[:at] + [None] + before[at:]
            old = old[:at] + (None,) + old[at:]
        elif len(new) + 1 == len(old) and (at := _first_difference(new, old)) is not None and new[at:] == old[at + 1:]:
            self.beginRemoveRows(_NO_PARENT, at, at)
            self._set(army, validation)
            del self._cells[at]
            self._forget(self._trees.trees[at])
            self._trees.remove(at)
            self.endRemoveRows()
            before = before[:at] + before[at + 1:]
            old = old[:at] + old[at + 1:]
        elif len(new) != len(old) or self.army is None:
            self.beginResetModel()
            self._set(army, validation)
            self._cells = [None] * len(new)
            self._trees.reset([self._shape(entry) for entry in new])
            self._option_cells.clear()
            self.endResetModel()
            return
        else:
            self._set(army, validation)
        for row, signature in enumerate(self._rows):
            if before[row] is not None and (cards_changed or before[row] != signature):
                shown, self._cells[row] = self._cells[row], None
                self._cells_changed(shown, self._row_cells(row) if shown is not None else None,
                                    lambda column, r=row: self.index(r, column))
        for row, entry in enumerate(new):
            if self._trees.trees[row].shape != (shape := self._shape(entry)):
                self._reshape(row, shape)
            elif old[row] is not None and (cards_changed or old[row] != entry):
                self._options_changed(row)

    def _shape(self, entry: Entry) -> tuple[object, ...]:
        return rows_of.tree_shape(self.cards.get(entry.card_id), entry)

    def _reshape(self, row: int, shape: tuple[object, ...]) -> None:
        """Entry ``row``'s option rows again: its card offers other options (or it takes ids
        its card does not offer)."""
        tree = self._trees.trees[row]
        tree.shape = shape
        if tree.top is None:
            return  # never shown: built when asked for
        parent = self.index(row, 0)
        if tree.top:
            self.beginRemoveRows(parent, 0, len(tree.top) - 1)
            self._forget(tree)
            tree.top = []  # no rows (not "to build") until Qt is told of the new ones
            self.endRemoveRows()
        assert self.army is not None
        entry = self.army.entries[row]
        fresh = rows_of.option_tree(self.cards.get(entry.card_id), entry, lambda: 0)  # counted: Qt hears of rows before they are
        if fresh:
            self.beginInsertRows(parent, 0, len(fresh) - 1)
            tree.top = None
            self._trees.rows(row, self.cards.get(entry.card_id), entry)
            self.endInsertRows()
        else:
            tree.top = None

    def _forget(self, tree: EntryTree) -> None:
        """Drop an entry's option rows and their cells (built again when next asked for)."""
        for node in EntryTrees.walk(tree.top or []):
            self._option_cells.pop(node.id, None)
        self._trees.drop(tree)

    def _options_changed(self, row: int) -> None:
        """The option rows under entry ``row`` show other counts: each cell that changed is
        said changed (the view repaints those cells only)."""
        tree = self._trees.trees[row] if row < len(self._trees.trees) else None
        if tree is None or not tree.top:
            return
        for node in EntryTrees.walk(tree.top):
            shown = self._option_cells.pop(node.id, None)
            if shown is not None:  # painted before: compare
                self._cells_changed(shown, self._compute_option(node.id),
                                    lambda column, n=node: self.createIndex(n.row, column, n.id))

    def _cells_changed(self, before: Any, after: Any, index_of: Any) -> None:
        """Tell the view which cells of a row show something else (``before`` and ``after``:
        the row's cells by role, either None: every cell)."""
        for column in range(len(HEADERS)):
            if before is None or after is None or any(_column(before, key, column) != _column(after, key, column)
                                                      for key in _keys(before, after)):
                cell = index_of(column)
                self.dataChanged.emit(cell, cell)

    def _set(self, army: ArmyList, validation: Validation) -> None:
        self.army, self.validation = army, validation
        flagged: dict[int, list[str]] = {}
        for violation in validation.violations:
            for concerned in violation.entries:
                flagged.setdefault(concerned, []).append(violation.rule)
        self._flagged = flagged
        counts: dict[str, int] = {}
        numbers: list[int] = []
        for entry in army.entries:
            counts[entry.card_id] = counts.get(entry.card_id, 0) + 1
            numbers.append(counts[entry.card_id])
        self._copies = [(n, counts[entry.card_id]) for n, entry in zip(numbers, army.entries)]
        entry_ap, memberships = validation.entry_ap, validation.memberships
        self._rows = [(entry, entry_ap[i] if i < len(entry_ap) else None,
                       memberships[i] if i < len(memberships) else None,
                       tuple(flagged.get(i, ())), self._copies[i]) for i, entry in enumerate(army.entries)]

    # -- reading -----------------------------------------------------------------------------
    def entry_text(self, row: int) -> str:
        """The row as words (tests, accessibility): "Paladin (2 / 3 figures, 60 AP)"."""
        return tr("{card} ({figures} figures, {ap} AP)", card=self.data(self.index(row, COL_CARD)),
                  figures=self.data(self.index(row, COL_FIGURES)), ap=self.data(self.index(row, COL_AP)))

    def figures_limit(self, row: int) -> int | None:
        """How many figurines the entry's card may activate (None: not known)."""
        if self.army is None:
            return None
        card = self.cards.get(self.army.entries[row].card_id)
        return None if card is None else card.figures_allowed

    def entry_row(self, index: Index) -> int:
        """The entry a row is or is under (-1: none)."""
        if not index.isValid():
            return -1
        if index.internalId() == 0:
            return index.row()
        found = self._trees.node(index.internalId())
        return -1 if found is None else found[0].row

    def option_node(self, index: Index) -> OptionNode | None:
        """The option row or heading at ``index`` (None: an entry's own row)."""
        if not index.isValid() or index.internalId() == 0:
            return None
        found = self._trees.node(index.internalId())
        return None if found is None else found[1]

    def option_index(self, row: int, option_id: str, column: int = COL_CARD) -> QModelIndex:
        """The row of option ``option_id`` under entry ``row`` (invalid: its card offers none such)."""
        if self.army is None or not 0 <= row < len(self.army.entries):
            return QModelIndex()
        entry = self.army.entries[row]
        for node in EntryTrees.walk(self._trees.rows(row, self.cards.get(entry.card_id), entry)):
            if node.option_id == option_id:
                return self.createIndex(node.row, column, node.id)
        return QModelIndex()

    # -- QAbstractItemModel ------------------------------------------------------------------
    def index(self, row: int, column: int, parent: Index = _NO_PARENT) -> QModelIndex:
        if self.army is None or not 0 <= column < len(HEADERS) or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, 0) if row < len(self.army.entries) else QModelIndex()
        children = self._children(parent)
        return self.createIndex(row, column, children[row].id) if row < len(children) else QModelIndex()

    # PySide6's stubs merge QObject.parent() and the model's parent(index) into one overload
    # that no single Python method can match.
    def parent(self, index: Index = _NO_PARENT) -> QModelIndex:  # type: ignore[override]
        if not index.isValid() or index.internalId() == 0:
            return QModelIndex()
        found = self._trees.node(index.internalId())
        if found is None:
            return QModelIndex()
        tree, node = found
        if node.parent is None:
            return self.createIndex(tree.row, 0, 0)
        return self.createIndex(node.parent.row, 0, node.parent.id)

    def _children(self, parent: Index) -> list[OptionNode]:
        """The rows under ``parent`` (an entry's or a heading's first column)."""
        if self.army is None or parent.column() != 0:
            return []
        if parent.internalId() == 0:
            row = parent.row()
            if not 0 <= row < len(self.army.entries):
                return []
            entry = self.army.entries[row]
            return self._trees.rows(row, self.cards.get(entry.card_id), entry)
        found = self._trees.node(parent.internalId())
        return [] if found is None else found[1].children

    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        if self.army is None:
            return 0
        if not parent.isValid():
            return len(self.army.entries)
        return len(self._children(parent))

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return len(HEADERS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.internalId() != 0:
            return self._option_data(index, role)
        key = _ROLES.get(role)
        if key is None:
            return True if role == STEP_ROLE and index.column() == COL_FIGURES else None
        cells = self._row_cells(index.row())
        return None if cells is None else cells[key][index.column()]

    def _option_data(self, index: Index, role: int) -> Any:
        """A cell under an entry: a heading across the row, or an option's."""
        node_id = index.internalId()
        if role == ENTRY_ROLE:
            found = self._trees.node(node_id)
            return None if found is None else found[0].row
        cells = self._option_cells.get(node_id)
        if cells is None:
            cells = self._compute_option(node_id)
            if cells is None:
                return None
        column = cells.get(role)
        return None if column is None else column[index.column()]

    def _compute_option(self, node_id: int) -> dict[int, tuple[Any, ...]] | None:
        """Every cell of an option row or a heading, by role (computed once per change of its entry)."""
        found = self._trees.node(node_id)
        if found is None or self.army is None:
            return None
        tree, node = found
        entry = self.army.entries[tree.row]
        counts = Counter(entry.options)
        none = (None,) * len(HEADERS)
        cells: dict[int, tuple[object, ...]]
        if node.heading:
            text = rows_of.heading_text(node, counts, self.cards.get(entry.card_id))
            cells = {Qt.ItemDataRole.DisplayRole: (text, *none[1:]), Qt.ItemDataRole.FontRole: (self._bold, *none[1:]),
                     HEADING_ROLE: (True,) * len(HEADERS), OPTION_ROLE: none, STEP_ROLE: none}
        else:
            taken = counts.get(node.option_id or "", 0)
            steps = rows_of.steppable(node)
            display = (rows_of.name_text(node), rows_of.count_text(node, taken) if steps else None,
                       rows_of.ap_text(node, max(taken, 1)) or None, None, None, rows_of.details_text(node) or None)
            check = Qt.CheckState.Checked if taken else Qt.CheckState.Unchecked
            cells = {Qt.ItemDataRole.DisplayRole: display, Qt.ItemDataRole.CheckStateRole: (check, *none[1:]),
                     Qt.ItemDataRole.ToolTipRole: (rows_of.tooltip_text(node) or None,) * len(HEADERS),
                     Qt.ItemDataRole.TextAlignmentRole: (None, _CENTER, _CENTER, None, None, None),
                     HEADING_ROLE: (False,) * len(HEADERS), OPTION_ROLE: (node.option_id,) * len(HEADERS),
                     STEP_ROLE: (None, steps, None, None, None, None)}
        self._option_cells[node_id] = cells
        return cells

    # PySide6's stubs: Qt always passes a span (the QModelRoleData alternative is a C++
    # conversion), and a span iterates over its QModelRoleData, which the stubs omit.
    def multiData(self, index: Index, span: QModelRoleDataSpan) -> None:  # type: ignore[override]
        if index.internalId() != 0:
            for role_data in span:  # type: ignore[attr-defined]
                value = self._option_data(index, role_data.role())
                if value is None:
                    role_data.clearData()
                else:
                    role_data.setData(value)
            return
        # One Python call per painted cell instead of one per role (the delegate asks seven).
        cells = self._row_cells(index.row())
        column = index.column()
        for role_data in span:  # type: ignore[attr-defined]
            key = _ROLES.get(role_data.role())
            value = None if key is None or cells is None else cells[key][column]
            if value is None:
                role_data.clearData()
            else:
                role_data.setData(value)

    def _row_cells(self, row: int) -> tuple[tuple[Any, ...], ...] | None:
        if self.army is None or not 0 <= row < len(self._rows):
            return None
        cells = self._cells[row] if row < len(self._cells) else None
        if cells is None:
            cells = self._cells[row] = self._compute(row)
        return cells

    def _compute(self, row: int) -> tuple[tuple[Any, ...], ...]:
        """Every cell of a row, by role (computed once per change of the row)."""
        assert self.army is not None
        entry, ap, membership, flagged, (number, of) = self._rows[row]
        card = self.cards.get(entry.card_id)
        name = card.name if card is not None else entry.card_id
        limit = card.figures_allowed if card is not None else None
        display = (
            tr("{card} (card {number} of {count})", card=name, number=number, count=of) if of > 1 else name,
            f"{entry.figures} / {limit if limit is not None else '?'}",
            "?" if ap is None else str(ap),
            marks.label(membership),
            None,
            ", ".join(ability_name(str(a)) for a in card.abilities) if card is not None else "",
        )
        edit = (display[0], entry.figures, display[2], display[3], None, display[5])
        decoration = (
            marks.problem_icon() if flagged else None, None, None,
            marks.membership_icon(membership) if membership is not None else marks.problem_icon(), None, None,
        )
        check = (None, None, None, None,
                 (Qt.CheckState.Checked if entry.incarnation else Qt.CheckState.Unchecked)
                 if self._can_incarnate(card) else None, None)
        tooltip = (
            "\n".join([entry.card_id, *(tr("Problem: {title}", title=rule_title(rule)) for rule in flagged)]),
            header_text(COL_FIGURES, tooltip=True),
            tr("not known from a source, fill it from your card (Library)")
            if card is not None and card.ap is None else None,
            marks.joins_tooltip(membership),
            tr("already a Character: Incarnation is for non-Characters")
            if card is not None and card.character else None,
            display[5] or None,
        )
        align = (None, _CENTER, _CENTER, None, None, None)
        rows = (row,) * len(HEADERS)
        return (display, edit, decoration, check, tooltip, align, rows)

    @staticmethod
    def _can_incarnate(card: Card | None) -> bool:
        return card is not None and not card.character

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Edits are requests: the workspace turns them into undoable commands."""
        if self.army is None or not index.isValid():
            return False
        node = self.option_node(index)
        if node is not None:
            if node.option_id is None or index.column() != COL_CARD or role != Qt.ItemDataRole.CheckStateRole:
                return False
            on = Qt.CheckState(value) == Qt.CheckState.Checked if not isinstance(value, bool) else value
            self.option_requested.emit(self.entry_row(index), node.option_id, 1 if on else 0)
            return True
        if index.internalId() != 0:
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
        if not index.isValid():
            return _DROP
        column = index.column()
        if index.internalId() != 0:
            node = self.option_node(index)
            return _CHECKABLE if node is not None and not node.heading and column == COL_CARD else _BASE
        if column == COL_FIGURES:
            return _EDITABLE
        if column == COL_INCARNATION and self.army is not None:
            row = index.row()
            if row < len(self._rows) and self._can_incarnate(self.cards.get(self._rows[row][0].card_id)):
                return _CHECKABLE
        return _BASE

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(HEADERS):
            if role == Qt.ItemDataRole.DisplayRole:
                return header_text(section)
            if role == Qt.ItemDataRole.ToolTipRole:
                return header_text(section, tooltip=True)
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
            if parent.isValid() and parent.internalId() != 0:
                row = self.entry_row(parent) + 1  # dropped among an entry's options: after it
            self.cards_dropped.emit(ids, row if row >= 0 else (parent.row() if parent.isValid() else -1))
        return False  # the workspace adds them (an undoable command); the view copies nothing


def _keys(before: Any, after: Any) -> Any:
    """The roles (option rows: a dict's keys) or role positions (entry rows) of two rows' cells."""
    if isinstance(before, dict):
        return before.keys() | after.keys()
    return range(len(before))


def _column(cells: Any, key: int, column: int) -> Any:
    found = cells.get(key) if isinstance(cells, dict) else cells[key]
    return None if found is None else found[column]


def _first_difference(short: Sequence[Any], long: Sequence[Any]) -> int | None:
    for i, item in enumerate(short):
        if item != long[i]:
            return i
    return len(short) if len(long) > len(short) else None
