"""The builder's library pane: the cards that may join the army, marked and ordered.

A :class:`~companion.ui.card_model.CardTableModel` (plain lists, filter in one pass, display
rows computed once) with one more column, "Joins as": the card's
:class:`~companion.rules.army.Membership` in words and an icon. Rows are ordered by membership
(own people first, see ``marks.ORDER``), library order within a group; cards that may not join
are left out unless ``show_forbidden`` is on, then shown last, greyed and not selectable.
Dragging rows carries their card ids (``MIME_TYPE``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QMimeData, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from companion.i18n import N_, tr
from companion.i18n.qt import notifier
from companion.library.card_list import ListedCard
from companion.rules.army import Membership, join_status
from companion.ui.army import marks
from companion.ui.card_model import CardTableModel
from companion.ui.card_rows import CardRow
from companion.ui.card_rows import COL_AP, COL_NAME, COL_PEOPLE, COLUMN_COUNT

COL_JOINS = COLUMN_COUNT
"""The extra column: how the card joins this army."""
MIME_TYPE = "application/x-companion-card-ids"
"""Dragged cards: their ids, one a line (UTF-8)."""

_FORBIDDEN = Membership.FORBIDDEN
_FORBIDDEN_RANK = marks.RANK[_FORBIDDEN]
_DISPLAY = int(Qt.ItemDataRole.DisplayRole.value)
_DECORATION = int(Qt.ItemDataRole.DecorationRole.value)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole.value)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole.value)
_ENABLED = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
_NO_PARENT = QModelIndex()
_PANE_HEADERS = {
    COL_NAME: N_("Name"),
    COL_PEOPLE: N_("People"),
    COL_AP: N_("AP"),
}
"""The titles of the library's columns the pane shows, in the builder's words."""
Index = QModelIndex | QPersistentModelIndex


class JoinableCardsModel(CardTableModel):
    """The library's cards as they may join an army of ``army_people``."""

    def __init__(self, parent: Any = None) -> None:
        self._army_people = "alahan"
        self._show_forbidden = False
        self._memberships: list[Membership] = []
        self._ranks: list[int] = []
        super().__init__(parent)
        notifier().language_changed.connect(self._joins_language_changed)

    def _joins_language_changed(self, _language: str = "") -> None:
        """The "Joins as" column's words are computed when asked: tell the view."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, COL_JOINS, COL_JOINS)
        if self._visible:
            self.dataChanged.emit(self.index(0, COL_JOINS), self.index(len(self._visible) - 1, COL_JOINS))

    # -- what is shown -----------------------------------------------------------------------
    def _fill(self, cards: list[ListedCard], details: list[str | None], rows: list[CardRow | None]) -> None:
        people = self._army_people
        self._memberships = [join_status(people, card) for card in cards]
        self._ranks = [marks.RANK[m] for m in self._memberships]
        super()._fill(cards, details, rows)

    def set_army_people(self, people: str) -> None:
        """Mark every card for an army of ``people`` (cached by people and abilities: cheap)."""
        if people == self._army_people:
            return
        self._army_people = people
        self._fill(self._cards, self._details, self._rows)

    @property
    def army_people(self) -> str:
        return self._army_people

    def set_show_forbidden(self, show: bool) -> None:
        """Show the cards that may not join (greyed, last) or hide them."""
        if show == self._show_forbidden:
            return
        self._show_forbidden = show
        self.beginResetModel()
        self._compute_order()
        self._visible = self._match()
        self.endResetModel()
        self.filtered.emit()

    def _compute_order(self) -> None:
        ranks = self._ranks
        if len(ranks) != len(self._cards):
            self._order = list(range(len(self._cards)))
            return
        keep = self._show_forbidden
        order = [i for i in range(len(ranks)) if keep or ranks[i] != _FORBIDDEN_RANK]
        order.sort(key=ranks.__getitem__)  # stable: library order within each group
        self._order = order

    def sort(self, column: int, order: Qt.SortOrder | None = None) -> None:
        """The pane keeps its membership order (own people first)."""

    def membership(self, row: int) -> Membership | None:
        """How the card of a visible row joins."""
        if 0 <= row < len(self._visible):
            return self._memberships[self._visible[row]]
        return None

    # -- QAbstractTableModel -----------------------------------------------------------------
    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT + 1

    def index(self, row: int, column: int, parent: Index = _NO_PARENT) -> QModelIndex:
        if 0 <= row < len(self._visible) and 0 <= column <= COL_JOINS and not parent.isValid():
            return self.createIndex(row, column)
        return QModelIndex()

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        role = int(role)
        membership = self._memberships[self._visible[index.row()]]
        if index.column() == COL_JOINS:
            if role == _DISPLAY:
                return marks.label(membership)
            if role == _DECORATION:
                return marks.membership_icon(membership)
            if role == _TOOLTIP:
                return marks.joins_tooltip(membership)
            if role == _FOREGROUND and membership is _FORBIDDEN:
                return _greyed()
            return None
        if role == _FOREGROUND:
            return _greyed() if membership is _FORBIDDEN else None
        return super().data(index, role)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if section == COL_JOINS and orientation == Qt.Orientation.Horizontal:
            role = int(role)
            if role == _DISPLAY:
                return tr("Joins as")
            if role == _TOOLTIP:
                return tr("how the card may join this army (booklet, the alliances)")
            return None
        if orientation == Qt.Orientation.Horizontal and int(role) == _DISPLAY and section in _PANE_HEADERS:
            return tr(_PANE_HEADERS[section])
        return super().headerData(section, orientation, role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self._memberships[self._visible[index.row()]] is _FORBIDDEN:
            return Qt.ItemFlag.NoItemFlags  # greyed: shown to explain, not to pick
        return _ENABLED

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        ids: list[str] = []
        for index in indexes:
            card_id = self.card_id(index.row())
            if card_id is not None and card_id not in ids:
                ids.append(card_id)
        data = QMimeData()
        data.setData(MIME_TYPE, "\n".join(ids).encode("utf-8"))
        return data

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction


def _greyed() -> Any:
    return QApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)


