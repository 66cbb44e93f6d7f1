"""The builder's library pane: the cards that may join the army, marked and ordered.

A :class:`~companion.ui.card_model.CardTableModel` (precomputed rows, filter in one pass) with
one more column, "Joins as": the card's :class:`~companion.rules.army.Membership` in words and
an icon. Rows are ordered by membership (own people first, see ``marks.ORDER``), library order
within a group; cards that may not join are left out unless ``show_forbidden`` is on, then
shown last, greyed and not selectable. Dragging rows carries their card ids (``MIME_TYPE``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QMimeData, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from companion.rules.army import Membership, join_status
from companion.rules.card import Card
from companion.ui.army import marks
from companion.ui.card_model import CardTableModel
from companion.ui.card_rows import COLUMN_COUNT, CardRow

COL_JOINS = COLUMN_COUNT
"""The extra column: how the card joins this army."""
MIME_TYPE = "application/x-companion-card-ids"
"""Dragged cards: their ids, one a line (UTF-8)."""

_FORBIDDEN_RANK = marks.RANK[Membership.FORBIDDEN]
Index = QModelIndex | QPersistentModelIndex


class JoinableCardsModel(CardTableModel):
    """The library's cards as they may join an army of ``people``."""

    def __init__(self, parent: Any = None) -> None:
        self._army_people = "alahan"
        self._show_forbidden = False
        self._memberships: list[Membership] = []
        self._ranks: list[int] = []
        super().__init__(parent)

    # -- what is shown -----------------------------------------------------------------------
    def set_rows(self, rows: Sequence[CardRow], cards: Sequence[Card] | None = None,
                 card_loader: Callable[[str], Card | None] | None = None) -> None:
        by_id = {card.id: card for card in cards or ()}
        self._memberships = [self._join(by_id.get(row.card_id), row) for row in rows]
        self._ranks = [marks.RANK[m] for m in self._memberships]
        super().set_rows(rows, cards, card_loader)

    def _join(self, card: Card | None, row: CardRow) -> Membership:
        if card is None:
            return Membership.OWN if row.people == self._army_people else Membership.FORBIDDEN
        return join_status(self._army_people, card)

    def set_army_people(self, people: str) -> None:
        """Mark every card for an army of ``people`` (cached by people and abilities: cheap)."""
        if people == self._army_people:
            return
        self._army_people = people
        self.set_rows(self._rows, list(self._cards.values()), self._card_loader)

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
        self._visible = self._matching()
        self.endResetModel()
        self.filtered.emit()

    def _matching(self) -> list[int]:
        from companion.ui.card_rows import matching

        return matching(self._haystacks, self._order, self._needle, self._peoples, self._people)

    def _compute_order(self) -> None:
        ranks = self._ranks
        if len(ranks) != len(self._rows):  # the base class fills rows before we know them
            self._order = list(range(len(self._rows)))
            return
        keep = self._show_forbidden
        order = [i for i in range(len(ranks)) if keep or ranks[i] != _FORBIDDEN_RANK]
        order.sort(key=ranks.__getitem__)  # stable: library order within each group
        self._order = order

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The pane keeps its membership order (own people first)."""

    def membership(self, row: int) -> Membership | None:
        """How the card of a visible row joins."""
        if 0 <= row < len(self._visible):
            return self._memberships[self._visible[row]]
        return None

    # -- QAbstractTableModel -----------------------------------------------------------------
    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT + 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        column = index.column()
        if column == COL_JOINS:
            membership = self._memberships[self._visible[index.row()]]
            if role == Qt.ItemDataRole.DisplayRole:
                return membership.label
            if role == Qt.ItemDataRole.DecorationRole:
                return marks.membership_icon(membership)
            if role == Qt.ItemDataRole.ToolTipRole:
                return f"{membership.label}: {membership.source}"
            if role == Qt.ItemDataRole.ForegroundRole and membership is Membership.FORBIDDEN:
                return QApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if self._memberships[self._visible[index.row()]] is Membership.FORBIDDEN:
                return QApplication.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            return None
        return super().data(index, role)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if section == COL_JOINS and orientation == Qt.Orientation.Horizontal:
            if role == Qt.ItemDataRole.DisplayRole:
                return "Joins as"
            if role == Qt.ItemDataRole.ToolTipRole:
                return "how the card may join this army (booklet, the alliances)"
            return None
        return super().headerData(section, orientation, role)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self._memberships[self._visible[index.row()]] is Membership.FORBIDDEN:
            return Qt.ItemFlag.NoItemFlags  # greyed: shown to explain, not to pick
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

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
