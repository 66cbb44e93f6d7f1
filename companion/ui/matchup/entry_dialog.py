"""The Army's "Matchup against...": the entry selected in the list against a card of the Library.

On the left the Library's cards to pick from (its own table model: typing filters by name,
people, rank or ability, the edition filter starts on the entry's edition, Down and Up walk the
rows); on the right the Library's matchup pane (:class:`companion.ui.matchup.pane.MatchupPane`,
without pinning): the entry's figurines, as many as it fields, against one figurine of the card
current in the table, under the list's ruleset. The dialog stays open beside the builder and
follows the entry selected there.

The entry's card fights as printed: the engine weighs no option (say so when it takes some).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import tr, trn
from companion.library.card_columns import library_order
from companion.library.card_list import listed_card
from companion.rules.army_model import Entry
from companion.rules.card import Card
from companion.rules.ruleset import Ruleset
from companion.ui.card_model import CardTableModel
from companion.ui.card_rows import (
    COL_ATT,
    COL_COU,
    COL_DEF,
    COL_EDITION,
    COL_INI,
    COL_NAME,
    COL_PEOPLE,
    COL_RES,
    COL_STR,
    COLUMN_COUNT,
)
from companion.ui.edition_filter import EditionFilter
from companion.ui.matchup.pane import MatchupPane

_SHOWN = {COL_NAME: 20, COL_PEOPLE: 9, COL_INI: 2, COL_ATT: 2, COL_STR: 2, COL_DEF: 2, COL_RES: 2, COL_COU: 7,
          COL_EDITION: 3}
"""The picker's columns and their widths in characters: what the fight reads, and the edition."""


class EntryMatchupDialog(QDialog):
    """An entry of the list (:meth:`set_entry`) against the card current in the picker."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry: Entry | None = None
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.edition = EditionFilter()
        self.model = CardTableModel(self)
        self.cards: dict[str, Card] = {}
        self.edition.bind(self.model)
        self.table = table = QTableView()
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.setTabKeyNavigation(False)
        table.verticalHeader().hide()
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        zero = table.fontMetrics().horizontalAdvance("0")
        for column in range(COLUMN_COUNT):
            table.setColumnHidden(column, column not in _SHOWN)
        for column, chars in _SHOWN.items():
            table.setColumnWidth(column, zero * chars + 14)
        table.horizontalHeader().setStretchLastSection(True)
        self.count = QLabel()
        self.entry_label = QLabel()
        self.entry_label.setWordWrap(True)
        self.pane = MatchupPane(pinning=False)
        top = QHBoxLayout()
        top.addWidget(self.filter, 1)
        top.addWidget(self.edition)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.entry_label)
        left_layout.addLayout(top)
        left_layout.addWidget(table, 1)
        left_layout.addWidget(self.count)
        self.splitter = QSplitter()
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.pane)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setSizes([520, 420])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(buttons)
        self.filter.textChanged.connect(lambda text: self.model.set_filter(text))
        self.filter.returnPressed.connect(lambda: self.table.setFocus(Qt.FocusReason.OtherFocusReason))
        self.filter.installEventFilter(self)
        self.model.filtered.connect(self._filtered)
        table.selectionModel().currentRowChanged.connect(lambda _current, _previous: self._pick_current())
        self.retranslate_ui()
        self.resize(1000, 620)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(tr("Matchup against…"))
        self.filter.setPlaceholderText(tr("Find the opponent's card: name, people, rank or ability"))
        self.filter.setAccessibleName(tr("Filter the opponent's cards"))
        self.table.setAccessibleName(tr("The opponent's card"))
        self.pane.retranslate_ui()
        self._show_entry()
        self._filtered()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Down and Up in the filter walk the cards (the first one keeps the filter's focus)."""
        if (watched is self.filter and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up)):
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        return super().eventFilter(watched, event)

    # -- what the Army gives -----------------------------------------------------------------
    def set_cards(self, cards: Iterable[Card]) -> None:
        """The Library's cards to pick from (the current one kept where it still is)."""
        current = self.model.card_id(self.table.currentIndex().row())
        ordered = sorted(cards, key=library_order)
        self.cards = {card.id: card for card in ordered}
        self.model.set_cards([listed_card(card) for card in ordered])
        row = self.model.row_of(current) if current is not None else None
        if row is not None:
            self.table.setCurrentIndex(self.model.index(row, COL_NAME))

    def set_entry(self, entry: Entry | None, card: Card | None, ruleset: Ruleset) -> None:
        """The entry whose figurines fight (its card: the one of the list's edition), under the
        list's ruleset; the picker starts on the card's edition."""
        if card is not None and (self.pane.card is None or self.pane.card.edition != card.edition):
            self.edition.choose(card.edition)
        self.entry = entry
        # Only what changed is weighed again (an edit elsewhere in the list changes nothing here).
        if ruleset != self.pane.ruleset:
            self.pane.set_ruleset(ruleset)
        if card != self.pane.card:
            self.pane.set_card(card)
        most = entry.figures if entry is not None and card is not None else 1
        if most != self.pane.most_figures:
            self.pane.set_figures(most)
        self._show_entry()

    def pick(self, card_id: str) -> bool:
        """Make ``card_id`` the opponent (False: not among the cards shown)."""
        row = self.model.row_of(card_id)
        if row is None:
            return False
        self.table.setCurrentIndex(self.model.index(row, COL_NAME))
        self.table.scrollTo(self.table.currentIndex())
        return True

    # -- showing -----------------------------------------------------------------------------
    def _show_entry(self) -> None:
        card, entry = self.pane.card, self.entry
        if card is None or entry is None:
            self.entry_label.setText(tr("Select an entry of the list: its figurines fight the card you pick here."))
            return
        text = tr("Your entry: {count} × {name} ({edition})", count=entry.figures, name=card.name,
                  edition=card.edition)
        if entry.options:
            text += "\n" + tr("Its options are not weighed: its card fights as printed.")
        self.entry_label.setText(text)

    def _filtered(self) -> None:
        """After the rows changed: the count, and the first row current (the opponent) when
        the current one is gone and something is typed (nothing is weighed before the player
        picks: several figurines take long to weigh)."""
        self.count.setText(trn("{shown} of {count} card", "{shown} of {count} cards", self.model.total,
                               shown=self.model.rowCount()))
        if self.model.rowCount() and not self.table.currentIndex().isValid() and self.filter.text().strip():
            self.table.setCurrentIndex(self.model.index(0, COL_NAME))
        else:
            self._pick_current()

    def _pick_current(self) -> None:
        card_id = self.model.card_id(self.table.currentIndex().row())
        card = self.cards.get(card_id) if card_id is not None else None
        if card is not self.pane.opponent:
            self.pane.set_opponent(card)
