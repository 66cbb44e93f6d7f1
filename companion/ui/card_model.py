"""The library table's item model: precomputed rows, filtered and sorted in plain Python lists.

No QSortFilterProxyModel: ``data()`` is a list lookup, a filter keystroke recomputes the list
of visible rows in one pass and resets the model, a sort reorders precomputed keys
(see companion.ui.card_rows). Column numbers are the ``COL_*`` constants of card_rows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal

from companion.rules.card import Card
from companion.ui.card_rows import (
    COL_ABILITIES,
    COL_NAME,
    COLUMN_COUNT,
    COLUMNS,
    MISSING_TIP,
    NONE_TIP,
    NUMERIC_COLUMNS,
    CardRow,
    card_row,
    matching,
    sort_order,
)

CARD_ID_ROLE = Qt.ItemDataRole.UserRole + 1
"""``index.data(CARD_ID_ROLE)`` is the card id of the row."""

_DISPLAY = Qt.ItemDataRole.DisplayRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_HORIZONTAL = Qt.Orientation.Horizontal

Index = QModelIndex | QPersistentModelIndex


class CardTableModel(QAbstractTableModel):
    """All the library's cards as rows; ``visible`` is the filtered, sorted view of them."""

    filtered = Signal()
    """Emitted after the visible rows changed (filter, sort, cards)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[CardRow] = []
        self._display: list[tuple[str, ...]] = []
        self._haystacks: list[str] = []
        self._peoples: list[str] = []
        self._row_of: dict[str, int] = {}
        self._cards: dict[str, Card] = {}
        self._card_loader: Callable[[str], Card | None] | None = None
        self._order: list[int] = []
        self._visible: list[int] = []
        self._needle = ""
        self._people: str | None = None
        self._sort_column = COL_NAME
        self._descending = False
        self._sorted = False

    # -- filling -----------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[CardRow], cards: Sequence[Card] | None = None,
                 card_loader: Callable[[str], Card | None] | None = None) -> None:
        """Show these rows (in library order); ``cards`` or ``card_loader`` give their cards."""
        self.beginResetModel()
        self._rows = list(rows)
        self._display = [row.display for row in self._rows]
        self._haystacks = [row.haystack for row in self._rows]
        self._peoples = [row.people for row in self._rows]
        self._row_of = {row.card_id: i for i, row in enumerate(self._rows)}
        self._cards = {card.id: card for card in cards} if cards is not None else {}
        self._card_loader = card_loader
        self._compute_order()
        self._visible = matching(self._haystacks, self._order, self._needle, self._peoples,
                                 self._people)
        self.endResetModel()
        self.filtered.emit()

    def set_cards(self, cards: Sequence[Card]) -> None:
        """Show these cards (library order: people, then name)."""
        self.set_rows([card_row(card) for card in cards], cards)

    def upsert(self, card: Card) -> None:
        """Add or replace one card, keeping the filter and the sort."""
        rows = list(self._rows)
        row = card_row(card)
        index = self._row_of.get(card.id)
        if index is None:
            rows.append(row)
            rows.sort(key=lambda r: (r.people, r.keys[COL_NAME] or ""))
        else:
            rows[index] = row
        cards = dict(self._cards)
        cards[card.id] = card
        self._set_keeping_loader(rows, cards)

    def remove(self, card_id: str) -> None:
        """Remove one card, keeping the filter and the sort."""
        rows = [row for row in self._rows if row.card_id != card_id]
        cards = {k: v for k, v in self._cards.items() if k != card_id}
        self._set_keeping_loader(rows, cards)

    def _set_keeping_loader(self, rows: list[CardRow], cards: dict[str, Card]) -> None:
        loader = self._card_loader
        self.set_rows(rows, list(cards.values()), loader)

    # -- filter and sort ---------------------------------------------------------------------
    def set_filter(self, needle: str, people: str | None = None) -> None:
        """Show the rows holding every word of ``needle`` (name, people, rank, abilities)."""
        if needle == self._needle and people == self._people:
            return
        self._needle, self._people = needle, people
        self._refilter()

    def set_people(self, people: str | None) -> None:
        self.set_filter(self._needle, people)

    @property
    def needle(self) -> str:
        return self._needle

    @property
    def people(self) -> str | None:
        return self._people

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < COLUMN_COUNT:
            return
        self._sort_column = column
        self._descending = order == Qt.SortOrder.DescendingOrder
        self._sorted = True
        self.layoutAboutToBeChanged.emit()
        self._compute_order()
        self._visible = matching(self._haystacks, self._order, self._needle, self._peoples,
                                 self._people)
        self.layoutChanged.emit()
        self.filtered.emit()

    @property
    def sort_column(self) -> int:
        return self._sort_column

    @property
    def sort_descending(self) -> bool:
        return self._descending

    def _compute_order(self) -> None:
        if self._sorted:
            self._order = sort_order([row.keys for row in self._rows], self._sort_column,
                                     self._descending)
        else:
            self._order = list(range(len(self._rows)))

    def _refilter(self) -> None:
        self.beginResetModel()
        self._visible = matching(self._haystacks, self._order, self._needle, self._peoples,
                                 self._people)
        self.endResetModel()
        self.filtered.emit()

    # -- reading -----------------------------------------------------------------------------
    @property
    def total(self) -> int:
        """Cards in the library (not only the visible ones)."""
        return len(self._rows)

    def card_id(self, row: int) -> str | None:
        """The card id of a visible row."""
        if 0 <= row < len(self._visible):
            return self._rows[self._visible[row]].card_id
        return None

    def row_of(self, card_id: str) -> int | None:
        """The visible row of a card, or None if filtered out or unknown."""
        index = self._row_of.get(card_id)
        if index is None:
            return None
        try:
            return self._visible.index(index)
        except ValueError:
            return None

    def card(self, card_id: str) -> Card | None:
        """The card itself (loaded on demand when the rows came from a snapshot)."""
        card = self._cards.get(card_id)
        if card is None and self._card_loader is not None and card_id in self._row_of:
            card = self._card_loader(card_id)
            if card is not None:
                self._cards[card_id] = card
        return card

    def has(self, card_id: str) -> bool:
        return card_id in self._row_of

    def rows(self) -> list[CardRow]:
        """Every row, in library order."""
        return list(self._rows)

    def text(self, row: int, column: int) -> str:
        """The text of a visible cell (what ``data()`` shows)."""
        return self._display[self._visible[row]][column]

    # -- QAbstractTableModel -----------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if role == _DISPLAY:
            return self._display[self._visible[index.row()]][index.column()]
        if role == _ALIGN:
            return _CENTER if index.column() in NUMERIC_COLUMNS else _LEFT
        if role == _TOOLTIP:
            row = self._rows[self._visible[index.row()]]
            bit = 1 << index.column()
            if row.missing & bit:
                return MISSING_TIP
            if row.absent & bit:
                return NONE_TIP
            if index.column() in (COL_NAME, COL_ABILITIES):
                return row.display[index.column()] or None
            return None
        if role == CARD_ID_ROLE:
            return self._rows[self._visible[index.row()]].card_id
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if orientation == _HORIZONTAL and 0 <= section < COLUMN_COUNT:
            if role == _DISPLAY:
                return COLUMNS[section][1]
            if role == _TOOLTIP:
                return COLUMNS[section][2]
        if role == _DISPLAY:
            return str(section + 1)
        return None
