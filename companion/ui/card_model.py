"""The library table's item model: plain Python lists, filtered and sorted in one pass each.

No QSortFilterProxyModel (it asks the Python model about every row at each keystroke, far too
slow for thousands of cards). The model keeps the cards as the library lists them
(companion.library.card_list: what the table shows, no more), each card's folded name, and
its folded details (computed at the first filter typed, shared by the cards alike); a filter
keystroke recomputes the list of visible rows with one list comprehension and resets the
model; a sort computes one key per card for that column (the name's: the folded names) and
sorts the row numbers. A row's display strings are computed when it is first
painted, then kept: ``data()`` is a list lookup. Column numbers are the ``COL_*`` constants of
companion.ui.card_rows.

The table is Qt's own QTableView, painting each visible cell through its item delegate from
:meth:`CardTableModel.data` and the column titles from :meth:`CardTableModel.headerData`
(bench/bench_library_view.py times a filter keystroke at 10,000 cards).

Headers and cells are in the current language: the characteristics' headers are the
vocabulary's short names as the cards print them (MOV / MOUV, STR / FOR...), the other headers
and the tooltips are translated; on a language change the model drops its computed rows and
tells the views (headerDataChanged, dataChanged): the filter, the sort and the selection stay.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal

from companion.i18n import tr
from companion.i18n import vocabulary as vocab
from companion.i18n.qt import notifier
from companion.library.card_columns import library_order
from companion.library.card_list import ListedCard
from companion.ui.card_rows import (
    COL_ABILITIES,
    COL_AP,
    COL_COU,
    COL_DIS,
    COL_NAME,
    COLUMN_COUNT,
    COLUMNS,
    NUMERIC_COLUMNS,
    CardRow,
    card_row,
    details,
    folded_names,
    matching,
    missing_tip,
    narrows,
    none_tip,
    ranked,
    sort_keys,
    sort_order,
)

_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
CARD_ID_ROLE = Qt.ItemDataRole.UserRole + 1
"""``index.data(CARD_ID_ROLE)`` is the card id of the row."""

_CENTRED = Qt.AlignmentFlag.AlignCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_ALIGNMENTS = tuple(_CENTRED if column in NUMERIC_COLUMNS else _LEFT for column in range(COLUMN_COUNT))
_NO_PARENT = QModelIndex()

Index = QModelIndex | QPersistentModelIndex


def column_headers() -> list[tuple[str, str]]:
    """Each column's header and header tooltip, in the current language (the characteristics
    by the vocabulary's short names: MOV / MOUV, STR / FOR...)."""
    headers = []
    for column, (key, header, tip) in enumerate(COLUMNS):
        if column == COL_COU:
            title = f"{vocab.short('courage')}/{vocab.short('fear')}"
        elif COL_AP <= column <= COL_DIS:
            title = vocab.short(key)
        else:
            title = tr(header)
        headers.append((title, tr(tip)))
    return headers


class CardTableModel(QAbstractTableModel):
    """The library's cards; ``rowCount()`` counts the visible (filtered, sorted) ones."""

    filtered = Signal()
    """Emitted after the visible rows changed (filter, sort, cards)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._cards: list[ListedCard] = []
        self._peoples: list[str] = []
        self._names: list[str] = []
        """Each card's folded name (the filter's first look, the name column's sort key)."""
        self._details: list[str | None] = []
        """Each card's folded details (:func:`companion.ui.card_rows.details`), computed at
        the first filter typed."""
        self._rows: list[CardRow | None] = []
        self._row_of: dict[str, int] = {}
        self._order: list[int] = []
        self._visible: list[int] = []
        self._matched: list[int] = []
        """The rows the filter keeps, in the current order, before the names that match best
        are put first (``_visible``): what a narrowing keystroke filters again."""
        self._needle = ""
        self._people: str | None = None
        self._editions: list[str] = []
        self._edition_names: list[str] = []
        """The distinct editions of the cards, sorted (read at each reset of the rows)."""
        self._edition: str | None = None
        self._sort_column = COL_NAME
        self._descending = False
        self._sorted = False
        self._headers = column_headers()
        self._missing_tip, self._none_tip = missing_tip(), none_tip()
        notifier().language_changed.connect(self._language_changed)

    def _language_changed(self, _language: str = "") -> None:
        """The language changed: headers, tooltips and rows are computed again (the filter,
        the sort and the visible rows stay as they are)."""
        self._headers = column_headers()
        self._missing_tip, self._none_tip = missing_tip(), none_tip()
        self._rows = [None] * len(self._cards)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        rows, columns = self.rowCount(), self.columnCount()
        if rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))

    # -- filling -----------------------------------------------------------------------------
    def set_cards(self, cards: Sequence[ListedCard]) -> None:
        """Show these cards (in library order: people, then name, then id)."""
        self._fill(list(cards), [None] * len(cards), [None] * len(cards))

    def _fill(self, cards: list[ListedCard], details: list[str | None], rows: list[CardRow | None]) -> None:
        """Show ``cards``, with the details and display rows already computed (None: not yet)."""
        self.beginResetModel()
        self._cards, self._details, self._rows = cards, details, rows
        self._names = folded_names(cards)
        self._peoples = [card.people for card in cards]
        self._editions = [card.edition for card in cards]
        self._edition_names = sorted(set(self._editions))
        self._row_of = {card.id: i for i, card in enumerate(cards)}
        self._compute_order()
        self._visible = self._match()
        self.endResetModel()
        self.filtered.emit()

    def upsert(self, card: ListedCard) -> None:
        """Add or replace one card, keeping the filter and the sort."""
        cards, hay, rows = list(self._cards), list(self._details), list(self._rows)
        index = self._row_of.get(card.id)
        if index is None:
            at = bisect.bisect_right(cards, library_order(card), key=library_order)
            cards.insert(at, card)
            hay.insert(at, None)
            rows.insert(at, None)
        else:
            cards[index], hay[index], rows[index] = card, None, None
        self._fill(cards, hay, rows)

    def remove(self, card_id: str) -> None:
        """Remove one card, keeping the filter and the sort."""
        index = self._row_of.get(card_id)
        if index is None:
            return
        keep = [i for i in range(len(self._cards)) if i != index]
        self._fill([self._cards[i] for i in keep], [self._details[i] for i in keep],
                   [self._rows[i] for i in keep])

    def _match(self, within: list[int] | None = None) -> list[int]:
        """The visible rows for the current filter: the cards named as typed first, then those
        whose name starts so, then the others, each in the current order (``within``: only
        among these rows, already of the people chosen and in that order)."""
        if self._needle.strip():
            self._fill_details()
        if within is not None:
            rows = matching(self._names, self._details, within, self._needle,  # type: ignore[arg-type]
                            self._peoples, None)
        else:
            rows = matching(self._names, self._details, self._order, self._needle,  # type: ignore[arg-type]
                            self._peoples, self._people)
        if self._edition is not None:
            rows = [i for i in rows if self._editions[i] == self._edition]
        self._matched = rows
        return ranked(self._names, rows, self._needle) if self._needle.strip() else rows

    def _fill_details(self) -> None:
        """Every card's details, in one pass over the cards that have none yet."""
        wanted = [i for i, text in enumerate(self._details) if text is None]
        for i, text in zip(wanted, details([self._cards[i] for i in wanted])):
            self._details[i] = text

    # -- filter and sort ---------------------------------------------------------------------
    def set_filter(self, needle: str, people: str | None = None) -> None:
        """Show the rows holding every word of ``needle`` (name, people, rank, abilities)."""
        if needle == self._needle and people == self._people:
            return
        # The visible rows always match the current needle and people in the current order:
        # a needle that narrows it (a letter typed) only filters them again.
        within = self._matched if people == self._people and narrows(self._needle, needle) else None
        self._needle, self._people = needle, people
        self.beginResetModel()
        self._visible = self._match(within)
        self.endResetModel()
        self.filtered.emit()

    def set_people(self, people: str | None) -> None:
        self.set_filter(self._needle, people)

    def set_edition(self, edition: str | None) -> None:
        """Show only the cards of one edition (None: every edition)."""
        if edition == self._edition:
            return
        self._edition = edition
        self.beginResetModel()
        self._visible = self._match()
        self.endResetModel()
        self.filtered.emit()

    def editions(self) -> list[str]:
        """The editions of the cards shown or not, sorted (``c2``, ``c5``, a data source's...)."""
        return list(self._edition_names)

    @property
    def edition(self) -> str | None:
        return self._edition

    @property
    def needle(self) -> str:
        return self._needle

    @property
    def people(self) -> str | None:
        return self._people

    def sort(self, column: int, order: Qt.SortOrder | None = None) -> None:
        """Qt's sort (``order`` None: ascending)."""
        self.sort_by(column, descending=order == Qt.SortOrder.DescendingOrder)

    def sort_by(self, column: int, *, descending: bool = False) -> None:
        """Sort the rows by ``column`` (a ``COL_*``); ignored for a column that is not one."""
        if not 0 <= column < COLUMN_COUNT:
            return
        self._sort_column = column
        self._descending = descending
        self._sorted = True
        self.layoutAboutToBeChanged.emit()
        self._compute_order()
        self._visible = self._match()
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
            keys = (self._names if self._sort_column == COL_NAME
                    else sort_keys(self._cards, self._sort_column))
            self._order = sort_order(keys, self._descending)
        else:
            self._order = list(range(len(self._cards)))

    # -- reading -----------------------------------------------------------------------------
    def headers(self) -> list[tuple[str, str]]:
        """Each column's header and header tooltip, in the current language."""
        return list(self._headers)

    @property
    def total(self) -> int:
        """Cards in the library (not only the visible ones)."""
        return len(self._cards)

    def card_id(self, row: int) -> str | None:
        """The card id of a visible row."""
        if 0 <= row < len(self._visible):
            return self._cards[self._visible[row]].id
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

    def has(self, card_id: str) -> bool:
        return card_id in self._row_of

    def card(self, card_id: str) -> ListedCard | None:
        """The card with this id as the table lists it, or None."""
        index = self._row_of.get(card_id)
        return None if index is None else self._cards[index]

    def row(self, index: int) -> CardRow:
        """The display of card number ``index`` (library order), computed once."""
        row = self._rows[index]
        if row is None:
            row = self._rows[index] = card_row(self._cards[index])
        return row

    def text(self, row: int, column: int) -> str:
        """The text of a visible cell (what ``data()`` shows)."""
        return self.row(self._visible[row]).display[column]

    # -- QAbstractTableModel -----------------------------------------------------------------
    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt's name)
                   role: int = _DISPLAY) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < COLUMN_COUNT:
            return None
        if role == _DISPLAY:
            return self._headers[section][0]
        if role == _TOOLTIP:
            return self._headers[section][1]
        return None

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if role == _DISPLAY:
            return self.row(self._visible[index.row()]).display[index.column()]
        if role == _ALIGNMENT:
            return _ALIGNMENTS[index.column()]
        if role == _TOOLTIP:
            row = self.row(self._visible[index.row()])
            bit = 1 << index.column()
            if row.missing & bit:
                return self._missing_tip
            if row.absent & bit:
                return self._none_tip
            if index.column() in (COL_NAME, COL_ABILITIES):
                return row.display[index.column()] or None
            return None
        if role == CARD_ID_ROLE:
            return self._cards[self._visible[index.row()]].id
        return None
