"""Relevez le défi: the secret wagers, one player at a time, then both revealed.

Each player in turn ticks the cards he wagers while the other looks away; once a wager is
placed the cards are hidden ("Pass the screen to ..."), and the second player chooses on a page
that shows nothing of the first wager. The app refuses a wager of no card or of every card with
the rule's words (tournament rules, "Relevez le défi").
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import tr, trn
from companion.i18n.engine import error_text, source_text
from companion.rules.tournament import RELEVEZ_LE_DEFI, WAGER_RULE, Challenge, Stage
from companion.ui.tournament.words import hand_card_text


class WagerPage(QWidget):
    """``wager_placed(player, entries)`` when a player confirms; ``reveal_requested`` when both have."""

    wager_placed = Signal(int, object)
    reveal_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.challenge: Challenge | None = None
        self.player = 0
        self.refused: Exception | None = None
        """The last wager refused (shown until the next player's turn)."""
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("wager-heading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.rule = QLabel()
        self.rule.setObjectName("wager-rule")
        self.rule.setWordWrap(True)
        layout.addWidget(self.rule)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages, 1)

        # page 0: "look away": nothing of any wager is shown
        self.look_away_page = QWidget()
        screen_layout = QVBoxLayout(self.look_away_page)
        self.screen_label = QLabel()
        self.screen_label.setObjectName("pass-screen")
        self.screen_label.setWordWrap(True)
        self.screen_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        screen_layout.addWidget(self.screen_label, 1)
        self.ready_button = QPushButton()
        self.ready_button.setObjectName("ready")
        self.ready_button.setMinimumHeight(48)
        self.ready_button.clicked.connect(lambda _c=False: self._show_cards())
        screen_layout.addWidget(self.ready_button)
        self.pages.addWidget(self.look_away_page)

        # page 1: the hand, to tick
        self.hand_page = QWidget()
        hand_layout = QVBoxLayout(self.hand_page)
        self.cards = QListWidget()
        self.cards.setObjectName("hand")
        self.cards.itemChanged.connect(lambda _i: self._update_total())
        hand_layout.addWidget(self.cards, 1)
        row = QHBoxLayout()
        self.total = QLabel()
        self.total.setObjectName("wager-total")
        row.addWidget(self.total, 1)
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("confirm-wager")
        self.confirm_button.setMinimumHeight(40)
        self.confirm_button.clicked.connect(lambda _c=False: self._confirm())
        row.addWidget(self.confirm_button)
        hand_layout.addLayout(row)
        self.refusal = QLabel()
        self.refusal.setObjectName("wager-refusal")
        self.refusal.setWordWrap(True)
        hand_layout.addWidget(self.refusal)
        self.pages.addWidget(self.hand_page)

        # page 2: both wagered, still hidden
        self.both = QWidget()
        both_layout = QVBoxLayout(self.both)
        self.both_label = QLabel()
        self.both_label.setWordWrap(True)
        both_layout.addWidget(self.both_label, 1)
        self.reveal_button = QPushButton()
        self.reveal_button.setObjectName("reveal")
        self.reveal_button.setMinimumHeight(48)
        self.reveal_button.clicked.connect(lambda _c=False: self.reveal_requested.emit())
        both_layout.addWidget(self.reveal_button)
        self.pages.addWidget(self.both)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language; the cards ticked so far stay ticked."""
        self.rule.setText(tr("\"{rule}\" ({source}). The lower total takes up the challenge at Premier sang.",
                             rule=WAGER_RULE, source=source_text(RELEVEZ_LE_DEFI)))
        self.confirm_button.setText(tr("Wager these cards and hide them"))
        self.both_label.setText(tr("Both players have wagered. Reveal both wagers together."))
        self.reveal_button.setText(tr("Reveal both wagers"))
        self._texts()
        if self.challenge is not None:
            for row in range(self.cards.count()):
                item = self.cards.item(row)
                entry = int(item.data(Qt.ItemDataRole.UserRole))
                card = next((c for c in self.challenge.players[self.player].hand if c.entry == entry), None)
                if card is not None:
                    item.setText(hand_card_text(card))
        self._update_total()
        self._show_refusal()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _texts(self) -> None:
        """The heading, the look-away screen and the ready button for the player to wager."""
        challenge = self.challenge
        if challenge is None:
            return
        if all(challenge.wager_placed(p) for p in (0, 1)):
            self.heading.setText(tr("Relevez le défi: both wagers placed"))
            return
        other = challenge.name(1 - self.player)
        me = challenge.name(self.player)
        self.heading.setText(tr("Relevez le défi: {name}'s secret wager", name=me))
        look_away = tr("{other}, look away. Pass the screen to {name}: only {name} may see the next page.",
                       other=other, name=me)
        reveal = challenge.reveal
        if reveal is not None and reveal.challenger is None and challenge.stage is Stage.WAGERS:
            look_away = tr("Equal totals ({ap} AP each): wager again. The text does not say what equal totals "
                           "lead to; this round re-wagers (the option chosen at its start).",
                           ap=reveal.totals[0]) + "\n\n" + look_away
        self.screen_label.setText(look_away)
        self.ready_button.setText(tr("I am {name}: show my cards", name=me))

    def show_challenge(self, challenge: Challenge) -> None:
        """The next player to wager (behind the look-away screen), or the reveal button; after
        equal totals under the re-wager option, the look-away screen says so."""
        self.challenge = challenge
        waiting = [p for p in (0, 1) if not challenge.wager_placed(p)]
        self.refused = None
        self._show_refusal()
        if not waiting:
            self._texts()
            self.pages.setCurrentWidget(self.both)
            return
        self.player = waiting[0]
        self._texts()
        self.cards.clear()
        self.pages.setCurrentWidget(self.look_away_page)

    def _show_cards(self) -> None:
        assert self.challenge is not None
        self.cards.blockSignals(True)
        self.cards.clear()
        for card in self.challenge.players[self.player].hand:
            item = QListWidgetItem(hand_card_text(card))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            item.setData(Qt.ItemDataRole.UserRole, card.entry)
            self.cards.addItem(item)
        self.cards.blockSignals(False)
        self._update_total()
        self.pages.setCurrentWidget(self.hand_page)
        self.cards.setFocus()

    def checked(self) -> list[int]:
        return [int(self.cards.item(row).data(Qt.ItemDataRole.UserRole)) for row in range(self.cards.count())
                if self.cards.item(row).checkState() == Qt.CheckState.Checked]

    def tick(self, entries: list[int]) -> None:
        """Tick exactly these cards (used by the keyboard and by tests)."""
        for row in range(self.cards.count()):
            item = self.cards.item(row)
            wanted = int(item.data(Qt.ItemDataRole.UserRole)) in entries
            item.setCheckState(Qt.CheckState.Checked if wanted else Qt.CheckState.Unchecked)

    def _update_total(self) -> None:
        if self.challenge is None:
            return
        hand = self.challenge.players[self.player].cards_of(self.checked())
        total = sum(card.ap for card in hand)
        of = self.challenge.players[self.player].total_ap
        self.total.setText(trn("Wagered: {count} card, {ap} AP of {total} AP", "Wagered: {count} cards, {ap} AP of "
                               "{total} AP", len(hand), ap=total, total=of))

    def _confirm(self) -> None:
        self.wager_placed.emit(self.player, self.checked())

    def show_refusal(self, error: Exception) -> None:
        """A wager the rules refused, with their words (in the current language, and again in the
        new one when the language changes)."""
        self.refused = error
        self._show_refusal()

    def _show_refusal(self) -> None:
        self.refusal.setText("✖ " + error_text(self.refused) if self.refused is not None else "")


__all__ = ["WagerPage"]
