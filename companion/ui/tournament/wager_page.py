"""Relevez le défi: the secret wagers, one player at a time, then both revealed.

Each player in turn ticks the cards he wagers while the other looks away; once a wager is
placed the cards are hidden ("Pass the screen to ..."), and the second player chooses on a page
that shows nothing of the first wager. The app refuses a wager of no card or of every card with
the rule's words (tournament rules, "Relevez le défi").
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
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

from companion.rules.tournament import RELEVEZ_LE_DEFI, WAGER_RULE, Challenge


class WagerPage(QWidget):
    """``wager_placed(player, entries)`` when a player confirms; ``reveal_requested`` when both have."""

    wager_placed = Signal(int, object)
    reveal_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.challenge: Challenge | None = None
        self.player = 0
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("wager-heading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        rule = QLabel(f"\"{WAGER_RULE}\" ({RELEVEZ_LE_DEFI}). The lower total takes up the challenge at Premier sang.")
        rule.setWordWrap(True)
        layout.addWidget(rule)
        self.pages = QStackedWidget()
        layout.addWidget(self.pages, 1)

        # page 0: "look away": nothing of any wager is shown
        self.screen = QWidget()
        screen_layout = QVBoxLayout(self.screen)
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
        self.pages.addWidget(self.screen)

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
        self.confirm_button = QPushButton("Wager these cards and hide them")
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
        self.both_label = QLabel("Both players have wagered. Reveal both wagers together.")
        self.both_label.setWordWrap(True)
        both_layout.addWidget(self.both_label, 1)
        self.reveal_button = QPushButton("Reveal both wagers")
        self.reveal_button.setObjectName("reveal")
        self.reveal_button.setMinimumHeight(48)
        self.reveal_button.clicked.connect(lambda _c=False: self.reveal_requested.emit())
        both_layout.addWidget(self.reveal_button)
        self.pages.addWidget(self.both)

    def show_challenge(self, challenge: Challenge, note: str = "") -> None:
        """The next player to wager (behind the look-away screen), or the reveal button."""
        self.challenge = challenge
        waiting = [p for p in (0, 1) if not challenge.wager_placed(p)]
        self.refusal.clear()
        if not waiting:
            self.heading.setText("Relevez le défi: both wagers placed")
            self.pages.setCurrentWidget(self.both)
            return
        self.player = waiting[0]
        other = challenge.name(1 - self.player)
        me = challenge.name(self.player)
        self.heading.setText(f"Relevez le défi: {me}'s secret wager")
        prefix = f"{note}\n\n" if note else ""
        self.screen_label.setText(f"{prefix}{other}, look away. Pass the screen to {me}: only {me} may see the "
                                  "next page.")
        self.ready_button.setText(f"I am {me}: show my cards")
        self.cards.clear()
        self.pages.setCurrentWidget(self.screen)

    def _show_cards(self) -> None:
        assert self.challenge is not None
        self.cards.blockSignals(True)
        self.cards.clear()
        for card in self.challenge.players[self.player].hand:
            item = QListWidgetItem(str(card))
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
        self.total.setText(f"Wagered: {len(hand)} card{'s' if len(hand) != 1 else ''}, {total} AP of {of} AP")

    def _confirm(self) -> None:
        self.wager_placed.emit(self.player, self.checked())

    def show_refusal(self, message: str) -> None:
        self.refusal.setText("✖ " + message)


__all__ = ["WagerPage"]
