"""How the builder marks things: an icon AND words, never colour alone.

Membership icons are a letter in a disc (O own, A ally, L alliance, M mercenary, H hyperian,
S stateless, X may not join), so they read in black and white too. Problems, notes and a legal
list use the platform's standard message icons beside their words.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QStyle

from companion.i18n import tr
from companion.i18n.engine import source_text
from companion.i18n.render import render
from companion.rules.army import Membership

ORDER: tuple[Membership, ...] = (
    Membership.OWN,
    Membership.ALLY,
    Membership.MERCENARY,
    Membership.ALLIANCE,
    Membership.STATELESS,
    Membership.HYPERIAN,
    Membership.FORBIDDEN,
)
"""The library pane's order: own people first, then allies, mercenaries, alliances, stateless,
hyperian; cards that may not join last (and hidden unless asked for)."""

RANK: dict[Membership, int] = {m: i for i, m in enumerate(ORDER)}

_LETTER = {
    Membership.OWN: "O",
    Membership.ALLY: "A",
    Membership.ALLIANCE: "L",
    Membership.MERCENARY: "M",
    Membership.HYPERIAN: "H",
    Membership.STATELESS: "S",
    Membership.FORBIDDEN: "X",
}
_COLOUR = {
    Membership.OWN: "#2e7d32",
    Membership.ALLY: "#1565c0",
    Membership.ALLIANCE: "#6a1b9a",
    Membership.MERCENARY: "#ef6c00",
    Membership.HYPERIAN: "#00838f",
    Membership.STATELESS: "#5d4037",
    Membership.FORBIDDEN: "#757575",
}


def label(membership: Membership | None) -> str:
    """The words for how a card joins ("own people", "ally", "mercenary"...), in the current
    language (the engine's :attr:`Membership.label`, rendered)."""
    return tr("not in the library") if membership is None else render(membership.label)


def joins_tooltip(membership: Membership | None) -> str:
    """How the card joins, and the rule that says so: "ally: Booklet, the alliances"."""
    if membership is None:
        return tr("not in the library")
    return tr("{joins}: {source}", joins=label(membership), source=source_text(membership.source))


@cache
def membership_icon(membership: Membership) -> QIcon:
    """A letter in a disc (the letter is what tells them apart; the colour only helps)."""
    size = 32
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(_COLOUR[membership])
    if membership is Membership.OWN:
        painter.setBrush(colour)
        painter.setPen(Qt.PenStyle.NoPen)
        text_colour = QColor("white")
    else:
        painter.setBrush(QColor("white"))
        pen = painter.pen()
        pen.setColor(colour)
        pen.setWidthF(3)
        painter.setPen(pen)
        text_colour = colour
    painter.drawEllipse(QRectF(2, 2, size - 4, size - 4))
    font = QFont(QApplication.font())
    font.setBold(True)
    font.setPixelSize(18)
    painter.setFont(font)
    painter.setPen(text_colour)
    painter.drawText(QRectF(0, 0, size, size), int(Qt.AlignmentFlag.AlignCenter), _LETTER[membership])
    painter.end()
    return QIcon(pixmap)


@cache
def _standard(pixmap: QStyle.StandardPixmap) -> QIcon:
    return QApplication.style().standardIcon(pixmap)


def problem_icon() -> QIcon:
    return _standard(QStyle.StandardPixmap.SP_MessageBoxCritical)


def note_icon() -> QIcon:
    return _standard(QStyle.StandardPixmap.SP_MessageBoxWarning)


def info_icon() -> QIcon:
    return _standard(QStyle.StandardPixmap.SP_MessageBoxInformation)


def legal_icon() -> QIcon:
    return _standard(QStyle.StandardPixmap.SP_DialogApplyButton)


@cache
def verdict_pixmap(fine: bool, size: int) -> QPixmap:
    """The legal / problem icon as a pixmap for a label (made once: an edit only swaps it)."""
    return (legal_icon() if fine else problem_icon()).pixmap(size, size)
