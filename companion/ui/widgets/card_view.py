"""The whole card drawn like a printed reference card (the Library's detail panel).

Name, people and rank on top; the characteristics as blocks in the order they are printed
(companion.ui.widgets.card_layout); equipment with strength and ranges; abilities (those the
booklet does not list are shown too, marked); AP, size, base, figures per card and the
Character / magician / faithful flags; where the numbers come from; notes. A value to fill
from the card is an empty, dashed "?" field with a tooltip saying so.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from companion.rules.card import Card
from companion.ui.card_rows import MISSING_TEXT, MISSING_TIP, NONE_TEXT, NONE_TIP, number_text, people_name
from companion.ui.widgets.card_layout import BLOCKS, BLOCKS_PER_ROW



def value_text(card: Card, field: str) -> tuple[str, str | None, bool]:
    """What a characteristic shows: its text, its tooltip, and whether it is to be filled."""
    value = getattr(card, field)
    if value is None:
        if field in card.missing():
            return MISSING_TEXT, MISSING_TIP, True
        return NONE_TEXT, NONE_TIP, False
    if isinstance(value, (int, float)):
        return number_text(value), None, False
    return str(value), None, False


class _Block(QFrame):
    """One characteristic block: a caption strip and one or two values."""

    def __init__(self, caption: str, tooltip: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setToolTip(tooltip)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 4)
        layout.setSpacing(2)
        self.caption = QLabel(caption)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        small = self.caption.font()
        small.setBold(True)
        small.setPointSizeF(max(7.0, small.pointSizeF() * 0.85))
        self.caption.setFont(small)
        layout.addWidget(self.caption)
        self.values = QHBoxLayout()
        self.values.setSpacing(3)
        layout.addLayout(self.values)
        self.labels: list[QLabel] = []

    def show_values(self, shown: list[tuple[str, str | None, bool]]) -> None:
        while len(self.labels) < len(shown):
            label = QLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            big = label.font()
            big.setPointSizeF(big.pointSizeF() * 1.35)
            big.setBold(True)
            label.setFont(big)
            label.setMinimumWidth(label.fontMetrics().horizontalAdvance("00") + 8)
            self.values.addWidget(label)
            self.labels.append(label)
        for label, (text, tip, missing) in zip(self.labels, shown):
            label.setText(text)
            label.setToolTip(tip or "")
            # An empty, sunken field: something to fill in (the "?" and the tooltip say what).
            label.setFrameShape(QFrame.Shape.Panel if missing else QFrame.Shape.NoFrame)
            label.setFrameShadow(QFrame.Shadow.Sunken)
            label.setAccessibleDescription(tip or "")
            label.show()
        for label in self.labels[len(shown):]:
            label.hide()


class CardView(QScrollArea):
    """The detail panel: shows one card (``show_card``) or says that none is selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.card: Card | None = None
        inner = QWidget()
        self.setWidget(inner)
        self._outer = QVBoxLayout(inner)
        self._outer.setContentsMargins(8, 8, 8, 8)
        self.hint = QLabel("Select a card to see it drawn here.")
        self.hint.setEnabled(False)
        self._outer.addWidget(self.hint)
        self._outer.addStretch(1)
        self._built = False

    def _build(self) -> None:
        """The drawing's widgets, made when the first card is shown (not at start-up)."""
        self._built = True
        outer = self._outer
        self.sheet = QFrame()
        self.sheet.setFrameShape(QFrame.Shape.Box)
        self.sheet.setFrameShadow(QFrame.Shadow.Raised)
        outer.insertWidget(0, self.sheet)
        layout = QVBoxLayout(self.sheet)
        layout.setSpacing(8)

        self.name = QLabel()
        title = self.name.font()
        title.setPointSizeF(title.pointSizeF() * 1.5)
        title.setWeight(QFont.Weight.Bold)
        self.name.setFont(title)
        self.name.setWordWrap(True)
        self.name.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.name)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        layout.addWidget(self.subtitle)

        grid = QGridLayout()
        grid.setSpacing(4)
        self.blocks: dict[str, _Block] = {}
        for index, (caption, fields, tooltip) in enumerate(BLOCKS):
            block = _Block(caption, tooltip)
            block.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            self.blocks[caption] = block
            grid.addWidget(block, index // BLOCKS_PER_ROW, index % BLOCKS_PER_ROW)
        layout.addLayout(grid)

        self.equipment = self._section(layout, "Equipment")
        self.abilities = self._section(layout, "Abilities")
        self.footer = QLabel()
        self.footer.setWordWrap(True)
        layout.addWidget(self.footer)
        self.provenance = self._section(layout, "Where the numbers come from")
        self.notes = self._section(layout, "Notes")
        self.card_id = QLabel()
        self.card_id.setEnabled(False)
        self.card_id.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.card_id)

    @staticmethod
    def _section(layout: QVBoxLayout, title: str) -> QLabel:
        caption = QLabel(f"<b>{title}</b>")
        layout.addWidget(caption)
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setProperty("caption", caption)
        layout.addWidget(label)
        return label

    @staticmethod
    def _set_section(label: QLabel, html: str) -> None:
        caption: Any = label.property("caption")
        label.setText(html)
        label.setVisible(bool(html))
        if caption is not None:
            caption.setVisible(bool(html))

    def show_card(self, card: Card | None) -> None:
        """Draw ``card``; None shows a hint instead."""
        self.card = card
        self.hint.setVisible(card is None)
        if card is None:
            if self._built:
                self.sheet.hide()
            return
        if not self._built:
            self._build()
        self.sheet.show()
        self.name.setText(card.name)
        flags = [people_name(card.people)]
        flags.append(card.rank.label if card.rank is not None else "rank ?")
        if card.character:
            flags.append("Character")
        if card.magician:
            flags.append("Magician")
        if card.faithful:
            flags.append("Faithful")
        self.subtitle.setText(" · ".join(flags))
        self.subtitle.setToolTip("" if card.rank is not None else f"rank: {MISSING_TIP}")

        for caption, fields, _tooltip in BLOCKS:
            shown = [value_text(card, field) for field in fields]
            if caption == "MOV" and card.flight is None:
                shown = shown[:1]
            if caption.startswith("COU"):
                shown = [shown[1]] if card.fear is not None else [shown[0]]
                self.blocks[caption].caption.setText("FEAR" if card.fear is not None else "COU")
            if caption == "MOV" and card.flight is not None:
                self.blocks[caption].caption.setText("MOV / FLY")
            elif caption == "MOV":
                self.blocks[caption].caption.setText("MOV")
            self.blocks[caption].show_values(shown)

        self._set_section(self.equipment, "<br>".join(_equipment_html(e) for e in card.equipment))
        abilities = []
        for ability in card.abilities:
            text = _escape(str(ability))
            if ability.known:
                abilities.append(text)
            else:
                abilities.append(f"{text} <i>(not in the booklet: kept as written)</i>")
        self._set_section(self.abilities, ", ".join(abilities) if abilities else "<i>none</i>")

        ap = "AP ?" if card.ap is None else f"AP {card.ap}"
        parts = [f"<b>{ap}</b>"]
        parts.append("size " + (card.size.label.lower() if card.size else "?"))
        parts.append("base " + (card.base.label.lower() if card.base else "?"))
        figures = card.figures_per_card
        parts.append(f"{figures if figures is not None else '?'} figure{'s' if figures != 1 else ''} per card")
        self.footer.setText(" · ".join(parts))
        unknown = [name for name, value in (("AP", card.ap), ("size", card.size), ("base", card.base))
                   if value is None]
        self.footer.setToolTip(f"{', '.join(unknown)}: {MISSING_TIP}" if unknown else "")

        self._set_section(self.provenance, _escape(card.provenance) or "<i>not recorded</i>")
        self._set_section(self.notes, _escape(card.notes).replace("\n", "<br>"))
        self.card_id.setText(card.id)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _equipment_html(item: Any) -> str:
    parts = [f"<b>{_escape(item.name)}</b>"]
    if item.strength is not None:
        parts.append(f"STR {item.strength}")
    if item.ranges is not None:
        parts.append("range " + " / ".join(number_text(r) for r in item.ranges) + " cm")
    return " — ".join(parts)
