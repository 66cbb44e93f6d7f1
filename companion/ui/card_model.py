"""The library table's item model: plain Python lists, filtered and sorted in one pass each.

No QSortFilterProxyModel (DESIGN.md: ~140 ms a keystroke on 5,000 rows). The model keeps, per
card, its id, its people and a folded haystack; a filter keystroke recomputes the list of
visible rows with one list comprehension and resets the model; a sort computes one key per
card for that column and sorts the row numbers. A row's display strings are computed when it
is first painted, then kept: ``data()`` is a list lookup. Column numbers are the ``COL_*``
constants of companion.ui.card_rows.

The cards are Card objects, or (at start-up, from a snapshot) card-pack dicts turned into
Cards only when a row is painted or selected (``card_loader``).

The column headers are not given to Qt through ``headerData()``: the table's header reads them
from :meth:`CardTableModel.headers` through its own model (companion.ui.card_table.ColumnHeaders),
as Qt is given a Python ``headerData()``'s Qt.Orientation argument only after PySide has built
the Qt enums, which the start-up does without (companion.ui.lazy_qt).

Headers and cells are in the current language (issue 8): the characteristics' headers are the
vocabulary's short names as the cards print them (MOV / MOUV, STR / FOR...), the other headers
and the tooltips are translated; on a language change the model drops its computed rows and
tells the views (headerDataChanged, dataChanged): the filter, the sort and the selection stay.
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QModelRoleDataSpan,
    QPersistentModelIndex,
    Signal,
)

from companion.i18n import vocabulary as vocab
from companion.i18n.qt import notifier
from companion.ui.lazy_qt import (
    ALIGN_CENTER,
    ALIGN_LEFT,
    DESCENDING,
    DISPLAY_ROLE,
    TEXT_ALIGNMENT_ROLE,
    TOOLTIP_ROLE,
    USER_ROLE,
    Qt,
)
from companion.ui.card_rows import (
    COL_ABILITIES,
    COL_NAME,
    COLUMN_COUNT,
    COLUMNS,
    NUMERIC_COLUMNS,
    CardRow,
    Record,
    card_row,
    fold,
    haystack,
    haystacks,
    matching,
    missing_tip,
    narrows,
    none_tip,
    sort_keys,
    sort_order,
)

if TYPE_CHECKING:  # (the start-up paints rows without making the Card class: card_terms)
    from companion.rules.card import Card

CARD_ID_ROLE = USER_ROLE + 1
"""``index.data(CARD_ID_ROLE)`` is the card id of the row."""

# The roles and alignments are plain ints (companion.ui.lazy_qt): data() runs for every role of
# every painted cell, and comparing Qt enums costs a Python call each.
_ALIGNMENTS = tuple(ALIGN_CENTER if column in NUMERIC_COLUMNS else ALIGN_LEFT for column in range(COLUMN_COUNT))
_NO_PARENT = QModelIndex()

Index = QModelIndex | QPersistentModelIndex


def column_headers() -> list[tuple[str, str]]:
    """Each column's header and header tooltip, in the current language."""
    short = vocab.short
    return [
        (QCoreApplication.translate("CardTableModel", "Name"),
         QCoreApplication.translate("CardTableModel", "the card's name")),
        (QCoreApplication.translate("CardTableModel", "People"),
         QCoreApplication.translate("CardTableModel", "the people the card belongs to")),
        (QCoreApplication.translate("CardTableModel", "Rank"),
         QCoreApplication.translate("CardTableModel", "rank in the hierarchy")),
        (short("ap"), QCoreApplication.translate("CardTableModel", "army points")),
        (short("movement"),
         QCoreApplication.translate("CardTableModel", "movement in cm (and flight)")),
        (short("initiative"), QCoreApplication.translate("CardTableModel", "initiative")),
        (short("attack"), QCoreApplication.translate("CardTableModel", "attack")),
        (short("strength"), QCoreApplication.translate("CardTableModel", "strength")),
        (short("defence"), QCoreApplication.translate("CardTableModel", "defence")),
        (short("resilience"), QCoreApplication.translate("CardTableModel", "resilience")),
        (short("aim"), QCoreApplication.translate("CardTableModel", "aim")),
        (f"{short('courage')}/{short('fear')}",
         QCoreApplication.translate("CardTableModel", "courage, or fear for a frightening figure")),
        (short("discipline"), QCoreApplication.translate("CardTableModel", "discipline")),
        (QCoreApplication.translate("CardTableModel", "Abilities"),
         QCoreApplication.translate("CardTableModel", "abilities as written on the card")),
    ]


class CardTableModel(QAbstractTableModel):
    """All the library's cards; ``rowCount()`` counts the visible (filtered, sorted) ones."""

    filtered = Signal()
    """Emitted after the visible rows changed (filter, sort, cards)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._ids: list[str] = []
        self._peoples: list[str] = []
        self._haystacks: list[str | None] = []
        self._haystacks_ready = True
        self._records: list[Any] = []  # Card, card-pack dict, its JSON text, or a stored row (tuple)
        self._rows: list[CardRow | None] = []
        self._row_of: dict[str, int] = {}
        self._card_loader: Callable[[str], Card | None] | None = None
        self._columns: dict[str, int] = {}
        self._stored_rows = False
        self._to_card: Callable[[Sequence[Any]], Card] | None = None
        self._order: list[int] = []
        self._known_keys: dict[int, list[Any]] = {}
        self._visible: list[int] = []
        self._needle = ""
        self._people: str | None = None
        self._sort_column = COL_NAME
        self._descending = False
        self._sorted = False
        self._headers = column_headers()
        assert len(self._headers) == len(COLUMNS)
        self._missing_tip, self._none_tip = missing_tip(), none_tip()
        notifier().language_changed.connect(self._language_changed)

    def _language_changed(self, _language: str = "") -> None:
        """The language changed: headers, tooltips and rows are computed again (the filter,
        the sort and the visible rows stay as they are)."""
        self._headers = column_headers()
        self._missing_tip, self._none_tip = missing_tip(), none_tip()
        self._rows = [None] * len(self._ids)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        rows, columns = self.rowCount(), self.columnCount()
        if rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))

    # -- filling -----------------------------------------------------------------------------
    def set_cards(self, cards: Sequence[Card],
                  card_loader: Callable[[str], Card | None] | None = None) -> None:
        """Show these cards (in library order: people, then name).

        Their filter haystacks are computed when the filter is first typed in, not here.
        """
        self._fill([c.id for c in cards], [c.people for c in cards], [None] * len(cards),
                   list(cards), card_loader)

    def set_rows(self, rows: Sequence[tuple[Any, ...]], columns: Sequence[str],
                 to_card: Callable[[Sequence[Any]], Card],
                 card_loader: Callable[[str], Card | None] | None = None) -> None:
        """Show cards given as the library's stored rows (in library order), each a tuple
        of ``columns`` (the Card's field names; ``rank``, ``abilities`` and ``names`` as stored
        texts): a row becomes a Card (``to_card``) only when it is painted or selected, and
        the filter reads the stored texts (building 10,000 Cards up front would cost more than
        all the rest of opening the library)."""
        at = {name: i for i, name in enumerate(columns)}
        self._columns, self._to_card = at, to_card
        rows = list(rows)
        ids, people = at["id"], at["people"]
        self._fill([r[ids] for r in rows], [r[people] for r in rows], [None] * len(rows), rows,
                   card_loader, stored_rows=True)

    def set_snapshot(self, ids: Sequence[str], peoples: Sequence[str], haystacks: Sequence[str],
                     cards: Sequence[str | Mapping[str, Any]],
                     card_loader: Callable[[str], Card | None],
                     known_keys: Mapping[int, list[Any]] | None = None,
                     rows: Sequence[CardRow] = ()) -> None:
        """Show cards saved as card-pack dicts (or their JSON text); ``card_loader`` turns an
        id into its Card; ``known_keys`` are sort keys already computed, by column; ``rows``
        the display of the first cards, already computed (no Card made to paint them)."""
        self._fill(list(ids), list(peoples), list(haystacks), list(cards), card_loader,
                   dict(known_keys or {}), rows=rows)

    def _fill(self, ids: list[str], peoples: list[str], haystacks: list[str | None],
              records: list[Any], card_loader: Callable[[str], Card | None] | None,
              known_keys: dict[int, list[Any]] | None = None, *, stored_rows: bool = False,
              rows: Sequence[CardRow] = ()) -> None:
        """``stored_rows``: every record is a stored row (:meth:`set_rows`); ``rows``: the
        display of the first records, already computed."""
        self.beginResetModel()
        self._stored_rows = stored_rows
        self._ids, self._peoples, self._haystacks, self._records = ids, peoples, haystacks, records
        self._haystacks_ready = None not in haystacks
        self._known_keys = known_keys or {}
        self._rows = [None] * len(ids)
        self._rows[:len(rows)] = [row if row.card_id == card_id else None for row, card_id in zip(rows, ids)]
        self._row_of = {card_id: i for i, card_id in enumerate(ids)}
        self._card_loader = card_loader
        self._compute_order()
        self._visible = self._match()
        self.endResetModel()
        self.filtered.emit()

    def upsert(self, card: Card) -> None:
        """Add or replace one card, keeping the filter and the sort."""
        index = self._row_of.get(card.id)
        ids, peoples = list(self._ids), list(self._peoples)
        haystacks, records = list(self._haystacks), list(self._records)
        if index is None:
            key = (card.people, card.name.casefold(), card.id)
            at = bisect.bisect_right(range(len(ids)), key, key=lambda i: (
                peoples[i], str(self._field(i, "name")).casefold(), ids[i]))
            ids.insert(at, card.id)
            peoples.insert(at, card.people)
            haystacks.insert(at, haystack(card))
            records.insert(at, card)
        else:
            haystacks[index] = haystack(card)
            records[index] = card
            peoples[index] = card.people
        self._fill(ids, peoples, haystacks, records, self._card_loader)

    def remove(self, card_id: str) -> None:
        """Remove one card, keeping the filter and the sort."""
        index = self._row_of.get(card_id)
        if index is None:
            return
        keep = [i for i in range(len(self._ids)) if i != index]
        self._fill([self._ids[i] for i in keep], [self._peoples[i] for i in keep],
                   [self._haystacks[i] for i in keep], [self._records[i] for i in keep],
                   self._card_loader)

    def _match(self, within: list[int] | None = None) -> list[int]:
        """The visible rows for the current filter, in the current order (``within``: only
        among these rows, already of the people chosen and in that order)."""
        if self._needle.strip() and not self._haystacks_ready:
            self._fill_haystacks()
        if within is not None:
            return matching(self._haystacks, within, self._needle, self._peoples, None)  # type: ignore[arg-type]
        return matching(self._haystacks, self._order, self._needle, self._peoples,  # type: ignore[arg-type]
                        self._people)

    def _fill_haystacks(self) -> None:
        """Every card's haystack, in one pass over the cards that have none yet."""
        wanted = [i for i, h in enumerate(self._haystacks) if h is None]
        fields = ("name", "people", "rank", "abilities", "names")
        columns = [[self._field(i, field) for i in wanted] for field in fields]
        for i, text in zip(wanted, haystacks(*columns)):
            self._haystacks[i] = text
        self._haystacks_ready = True

    def _record(self, index: int) -> Record:
        record = self._records[index]
        if isinstance(record, str):  # a snapshot's JSON text, decoded when first needed
            record = self._records[index] = json.loads(record)
        return record  # type: ignore[no-any-return]

    def _field(self, index: int, field: str) -> Any:
        """One field of a card (a stored row's field as stored: see :meth:`set_rows`)."""
        record = self._record(index)
        if isinstance(record, tuple):
            return record[self._columns[field]]
        return record.get(field) if isinstance(record, Mapping) else getattr(record, field)

    # -- filter and sort ---------------------------------------------------------------------
    def set_filter(self, needle: str, people: str | None = None) -> None:
        """Show the rows holding every word of ``needle`` (name, people, rank, abilities)."""
        if needle == self._needle and people == self._people:
            return
        # The visible rows always match the current needle and people in the current order:
        # a needle that narrows it (a letter typed) only filters them again.
        within = self._visible if people == self._people and narrows(self._needle, needle) else None
        self._needle, self._people = needle, people
        self.beginResetModel()
        self._visible = self._match(within)
        self.endResetModel()
        self.filtered.emit()

    def set_people(self, people: str | None) -> None:
        self.set_filter(self._needle, people)

    @property
    def needle(self) -> str:
        return self._needle

    @property
    def people(self) -> str | None:
        return self._people

    def sort(self, column: int, order: Qt.SortOrder | None = None) -> None:
        """Qt's sort (``order`` None: ascending)."""
        self.sort_by(column, descending=order is not None and order.value == DESCENDING)

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
            keys = self._known_keys.get(self._sort_column)
            if keys is None:
                keys = self._sort_keys(self._sort_column)
            self._order = sort_order(keys, self._descending)
        else:
            self._order = list(range(len(self._ids)))

    def _sort_keys(self, column: int) -> list[Any]:
        """One sort key per card for ``column``. Stored rows are read as stored (a dict of
        their fields; made Cards only for the abilities column, whose key is the abilities
        as written)."""
        if column == COL_NAME and self._stored_rows:
            name = self._columns["name"]
            return [fold(r[name]) for r in self._records]
        records: list[Any] = [self._record(i) for i in range(len(self._records))]
        if self._columns and any(isinstance(r, tuple) for r in records):
            if column == COL_ABILITIES:
                records = [self.card(self._ids[i]) or r if isinstance(r, tuple) else r
                           for i, r in enumerate(records)]
            else:
                fields = list(self._columns)
                records = [dict(zip(fields, r)) if isinstance(r, tuple) else r for r in records]
        return sort_keys(records, column)

    # -- reading -----------------------------------------------------------------------------
    def headers(self) -> list[tuple[str, str]]:
        """Each column's header and header tooltip, in the current language."""
        return list(self._headers)

    @property
    def total(self) -> int:
        """Cards in the library (not only the visible ones)."""
        return len(self._ids)

    def card_id(self, row: int) -> str | None:
        """The card id of a visible row."""
        if 0 <= row < len(self._visible):
            return self._ids[self._visible[row]]
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

    def card(self, card_id: str) -> Card | None:
        """The card itself (a snapshot's dict is turned into a Card here, once)."""
        index = self._row_of.get(card_id)
        if index is None:
            return None
        record = self._records[index]
        if not isinstance(record, (tuple, str, Mapping)):  # a Card already (see _records)
            return record
        if isinstance(record, tuple) and self._to_card is not None:
            card = self._records[index] = self._to_card(record)
            return card
        card = self._card_loader(card_id) if self._card_loader is not None else None
        if card is not None:
            self._records[index] = card
        return card

    def row(self, index: int) -> CardRow:
        """The display of card number ``index`` (library order), computed once."""
        row = self._rows[index]
        if row is None:
            card = self.card(self._ids[index])
            if card is None:  # cannot happen with a current snapshot; never crash a paint
                name = str(self._field(index, "name"))
                row = CardRow(self._ids[index], (name,) + ("",) * (COLUMN_COUNT - 1), 0, 0)
            else:
                row = card_row(card)
            self._rows[index] = row
        return row

    def displays(self, start: int, stop: int) -> list[tuple[str, ...]]:
        """The display strings of the visible rows ``start`` to ``stop - 1`` (each row's
        cells, column by column): what the table paints, in one call."""
        return [self.row(index).display for index in self._visible[max(0, start):stop]]

    def text(self, row: int, column: int) -> str:
        """The text of a visible cell (what ``data()`` shows)."""
        return self.row(self._visible[row]).display[column]

    # -- QAbstractTableModel -----------------------------------------------------------------
    def rowCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: Index = _NO_PARENT) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT

    def multiData(self, index: Index, span: QModelRoleDataSpan) -> None:
        # The item delegate asks for seven roles per painted cell (font, alignment, foreground,
        # check state, decoration, display, background); answering them in one call keeps six
        # Python calls per cell out of the paint. The delegate reuses its span from cell to
        # cell; the five roles this model never gives are left as they are: they are empty
        # unless this model wrote them, and it never does on this path. Any other request:
        # role by role.
        if len(span) == 7:
            display = span[5]
            if display.role() == DISPLAY_ROLE:
                align = span[1]
                if align.role() == TEXT_ALIGNMENT_ROLE:
                    r = self._visible[index.row()]
                    row = self._rows[r]
                    if row is None:
                        row = self.row(r)
                    column = index.column()
                    display.setData(row.display[column])
                    align.setData(_ALIGNMENTS[column])
                    return
        for role_data in span:
            role_data.setData(self.data(index, role_data.role()))

    def data(self, index: Index, role: int = DISPLAY_ROLE) -> Any:
        if role == DISPLAY_ROLE:
            r = self._visible[index.row()]
            row = self._rows[r]
            if row is None:
                row = self.row(r)
            return row.display[index.column()]
        if role == TEXT_ALIGNMENT_ROLE:
            return _ALIGNMENTS[index.column()]
        if role == TOOLTIP_ROLE:
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
            return self._ids[self._visible[index.row()]]
        return None
