"""The whole card drawn like a printed reference card (the Library's detail panel).

Name, people and rank on top; the characteristics as blocks in the order they are printed
(companion.ui.widgets.card_layout); equipment with strength and ranges; abilities (those the
booklet does not list are shown too, marked); AP, size, base, figures per card and the
Character / magician / faithful flags; where the numbers come from; notes. A value to fill
from the card is an empty, dashed "?" field with a tooltip saying so.

In the current language: the characteristics by the vocabulary's short names (MOUV,
FOR, TIR, PEU, POU, FOI...), ranks, sizes and bases by ``vocabulary.label``, abilities by
their French names where our texts give one; the card's own name, equipment names, provenance
and notes as entered. Drawn again on a language change. Its minimum width keeps the drawing
readable however a saved splitter state squeezes it (:meth:`CardView.drawing_width`), from the
first card shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt
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

from companion.i18n import tr, trn
from companion.i18n import vocabulary as vocab
from companion.i18n.option_words import bounds_text, option_text
from companion.rules.card import Option
from companion.ui.card_rows import (
    MISSING_TEXT,
    NONE_TEXT,
    ability_text,
    missing_tip,
    none_tip,
    number_text,
    people_name,
    rank_name,
)
from companion.ui.widgets.card_layout import BLOCKS, BLOCKS_PER_ROW, block_tooltip, caption_text

if TYPE_CHECKING:
    from companion.rules.card import Card


def value_text(card: Card, field: str) -> tuple[str, str | None, bool]:
    """What a characteristic shows: its text, its tooltip, and whether it is to be filled."""
    value = getattr(card, field)
    if value is None:
        if field in card.missing():
            return MISSING_TEXT, missing_tip(), True
        return NONE_TEXT, none_tip(), False
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
            self.values.addWidget(label)
            self.labels.append(label)
        for label, (text, tip, missing) in zip(self.labels, shown):
            label.setText(text)
            # Two digits wide at least, so the blocks line up; wider for a longer value
            # (MOV 17.5), which is never cut.
            widest = max(label.fontMetrics().horizontalAdvance(value) for value in ("00", text))
            label.setMinimumWidth(widest + 8)
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
        self.taken: dict[str, int] = {}
        """The options of the card an army entry takes (option id -> count)."""
        inner = QWidget()
        self.setWidget(inner)
        self._outer = QVBoxLayout(inner)
        self._outer.setContentsMargins(8, 8, 8, 8)
        self.hint = QLabel()
        self.hint.setEnabled(False)
        self.hint.setWordWrap(True)
        self._outer.addWidget(self.hint)
        self._outer.addStretch(1)
        self._built = False
        self._captions: dict[str, QLabel] = {}
        self._block_widths: tuple[int, int, int] | None = None
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The panel in the current language: the hint, the captions, the card drawn again."""
        self.hint.setText(tr("Select a card to see it drawn here."))
        if self._built:
            for key, label in self._captions.items():
                label.setText(f"<b>{self._section_title(key)}</b>")
            for caption, block in self.blocks.items():
                block.setToolTip(block_tooltip(caption))
                block.caption.setText(caption_text(caption))
            if self.card is not None:
                self.show_card(self.card, self.taken)

    def _section_title(self, key: str) -> str:
        return {"equipment": tr("Equipment"), "abilities": tr("Abilities"), "options": tr("Options"),
                "provenance": tr("Where the numbers come from"), "notes": tr("Notes")}[key]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def drawing_width(self) -> int:
        """The narrowest the panel may be with the drawing still readable: the first row of
        blocks (MOV at its widest, ``17.5``; INI and AIM; ATT / STR and DEF / RES, two-valued),
        the sheet's frame and margins, a scroll bar.

        Measured on blocks made for the purpose (the drawing itself is made only when the
        first card is shown); once drawn, the sheet's own minimum size counts too."""
        if self._block_widths is None:
            widths = []
            for caption, values in (("MOV", ["17.5"]), ("INI", ["00"]), ("ATT / STR", ["00", "00"])):
                probe = _Block(caption_text(caption), "")
                probe.show_values([(value, None, False) for value in values])
                widths.append(probe.minimumSizeHint().width())
                probe.deleteLater()
            self._block_widths = (widths[0], widths[1], widths[2])
        movement, one, two = self._block_widths
        # The style's layout margin and scroll bar width, as a layout and a scroll bar have them.
        holder = QWidget(self)
        margin = QVBoxLayout(holder).contentsMargins().left()
        holder.deleteLater()
        scroll_bar = self.verticalScrollBar().sizeHint().width()
        grid = movement + 2 * one + 2 * two + (BLOCKS_PER_ROW - 1) * 4
        width = grid + 2 * margin + 2 * 2 + 16 + scroll_bar + 2 * self.frameWidth()
        if self._built:
            width = max(width, self.sheet.minimumSizeHint().width() + 16 + scroll_bar
                        + 2 * self.frameWidth())
        return width

    def _build(self) -> None:
        """The drawing's widgets, made when the first card is shown."""
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
        title.setBold(True)
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
        for index, (caption, _fields, _tooltip) in enumerate(BLOCKS):
            block = _Block(caption_text(caption), block_tooltip(caption))
            block.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            self.blocks[caption] = block
            grid.addWidget(block, index // BLOCKS_PER_ROW, index % BLOCKS_PER_ROW)
        layout.addLayout(grid)

        self.equipment = self._section(layout, "equipment")
        self.abilities = self._section(layout, "abilities")
        self.options = self._section(layout, "options")
        self.footer = QLabel()
        self.footer.setWordWrap(True)
        layout.addWidget(self.footer)
        self.provenance = self._section(layout, "provenance")
        self.notes = self._section(layout, "notes")
        self.card_id = QLabel()
        self.card_id.setEnabled(False)
        self.card_id.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.card_id)

    def _section(self, layout: QVBoxLayout, key: str) -> QLabel:
        caption = QLabel(f"<b>{self._section_title(key)}</b>")
        self._captions[key] = caption
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

    def _equipment_html(self, item: Any) -> str:
        parts = [f"<b>{_escape(item.name)}</b>"]
        if item.strength is not None:
            parts.append(f"{vocab.short('strength')} {item.strength}")
        if item.ranges is not None:
            ranges = " / ".join(number_text(r) for r in item.ranges)
            parts.append(tr("range {ranges} cm", ranges=ranges))
        return " — ".join(parts)

    def show_card(self, card: Card | None, taken: Mapping[str, int] | None = None) -> None:
        """Draw ``card``; None shows a hint instead. The options in ``taken`` (option id ->
        count: an army entry's) are ticked."""
        self.card = card
        self.taken = dict(taken or {})
        self.hint.setVisible(card is None)
        if card is None:
            if self._built:
                self.sheet.hide()
            self._keep_drawing_width()
            return
        if not self._built:
            self._build()
        self.sheet.show()
        self.name.setText(card.name)
        flags = [people_name(card.people)]
        flags.append(rank_name(card.rank) if card.rank is not None else tr("rank ?"))
        if card.character:
            flags.append(vocab.name(vocab.Kind.GAME, "character"))
        if card.magician:
            flags.append(tr("Magician"))
        if card.faithful:
            flags.append(tr("Faithful"))
        flags.append(tr("edition {edition}", edition=card.edition))
        if card.character_id is not None and card.character_id != card.id:
            flags.append(tr("the same Character as {card}", card=card.character_id))
        self.subtitle.setText(" · ".join(flags))
        self.subtitle.setToolTip("" if card.rank is not None
                                 else tr("rank: {meaning}", meaning=missing_tip()))

        for caption, fields, _tooltip in BLOCKS:
            shown = [value_text(card, field) for field in fields]
            if caption == "MOV" and card.flight is None:
                shown = shown[:1]
            if caption.startswith("COU"):
                shown = [shown[1]] if card.fear is not None else [shown[0]]
                self.blocks[caption].caption.setText(caption_text("FEAR" if card.fear is not None else "COU"))
            if caption == "MOV" and card.flight is not None:
                self.blocks[caption].caption.setText(caption_text("MOV / FLY"))
            elif caption == "MOV":
                self.blocks[caption].caption.setText(caption_text("MOV"))
            self.blocks[caption].show_values(shown)

        self._set_section(self.equipment, "<br>".join(self._equipment_html(e) for e in card.equipment))
        abilities = []
        for ability in card.abilities:
            text = _escape(ability_text(ability))
            if ability.known:
                abilities.append(text)
            else:
                abilities.append(text + " <i>" + tr("(not in the booklet: kept as written)") + "</i>")
        none = "<i>" + tr("none") + "</i>"
        self._set_section(self.abilities, ", ".join(abilities) if abilities else none)
        self._set_section(self.options, options_html(card, self.taken))

        ap_name = vocab.short("ap")
        ap = f"{ap_name} ?" if card.ap is None else f"{ap_name} {card.ap}"
        parts = [f"<b>{ap}</b>"]
        size = vocab.label(card.size).lower() if card.size else "?"
        base = vocab.label(card.base).lower() if card.base else "?"
        parts.append(tr("size {size}", size=size))
        parts.append(tr("base {base}", base=base))
        figures = card.figures_per_card
        if figures is None:
            parts.append(tr("? figures per card"))
        else:
            parts.append(trn("{count} figure per card", "{count} figures per card", figures))
        if card.pow_budget is not None:
            parts.append(tr("{pow} budget {value}", pow=vocab.short("power"), value=card.pow_budget))
        if card.faith_budget is not None:
            parts.append(tr("{faith} budget {value}", faith=vocab.short("faith"), value=card.faith_budget))
        self.footer.setText(" · ".join(parts))
        unknown = [name for name, value in ((ap_name, card.ap), (tr("size"), card.size),
                                            (tr("base"), card.base)) if value is None]
        self.footer.setToolTip(tr("{field}: {problem}", field=", ".join(unknown), problem=missing_tip())
                               if unknown else "")

        not_recorded = "<i>" + tr("not recorded") + "</i>"
        self._set_section(self.provenance, _escape(card.provenance) or not_recorded)
        self._set_section(self.notes, _escape(card.notes).replace("\n", "<br>"))
        self.card_id.setText(card.id)
        self._keep_drawing_width()

    def show_taken(self, taken: Mapping[str, int]) -> None:
        """Tick other options of the card drawn (an entry's options changed): only the options
        are drawn again."""
        self.taken = dict(taken)
        if self.card is not None and self._built:
            self._set_section(self.options, options_html(self.card, self.taken))

    def _keep_drawing_width(self) -> None:
        """The panel at least :meth:`drawing_width` wide, from the first card shown (or the
        hint, when there is none): only ever wider, so browsing cards never moves the splitter."""
        width = self.drawing_width()
        if width > self.minimumWidth():
            self.setMinimumWidth(width)


def options_html(card: Card, taken: Mapping[str, int] | None = None) -> str:
    """The card's options, each group once (in the order the card first offers it) with its
    limits, then its options; those in ``taken`` (option id -> count) ticked, with their count."""
    limits = {group.name: group for group in card.option_groups}
    by_group: dict[str | None, list[Option]] = {}
    for option in card.options:
        by_group.setdefault(option.group, []).append(option)
    taken = taken or {}
    lines: list[str] = []
    for name, options in by_group.items():
        indent = ""
        if name is not None:
            indent = "&nbsp;&nbsp;"
            bounds = bounds_text(limits.get(name))
            lines.append(f"<b>{_escape(name)}</b>{' ' + _escape(bounds) if bounds else ''}")
        for option in options:
            count = taken.get(option.id, 0)
            mark = ("✔ " if count == 1 else f"✔ ×{count} ") if count else ""
            line = _escape(mark + option_text(option))
            lines.append(indent + (f"<b>{line}</b>" if count else line))
    return "<br>".join(lines)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

