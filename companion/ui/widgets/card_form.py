"""The card form: the card drawing made editable, validated as you type, keyboard first.

Tab walks the fields in the order they are printed on the card (card_layout.BLOCKS), then the
abilities, the equipment, AP and the rest, the options last (a table: companion.ui.widgets.
option_table); Enter saves. Every keystroke rebuilds the card as a card-pack dict and validates it with
``companion.library.packs.card_from_dict``, so the form accepts exactly what an import accepts;
the message appears beside the group of the field it names and OK stays disabled until the
card is valid. Abilities are one comma-separated line (each parsed with ``Ability.parse``);
equipment is one row per item (name, STR, ranges short/medium/long), a blank row always last.

In the current language: labels through ``tr``, the characteristics by the vocabulary's short
names, ranks, sizes and bases by ``vocabulary.label``; what ``card_from_dict`` refuses is
said in the current language, and follows a language change.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from enum import Enum
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.i18n import render, tr
from companion.i18n import vocabulary as vocab
from companion.library.card_options import group_to_dict
from companion.library.packs import card_from_dict, card_to_dict
from companion.rules.card import Base, Card, OptionGroup, Rank, Size
from companion.rules.message import Argument, Message
from companion.rules.peoples import PEOPLES
from companion.ui.card_rows import missing_tip, number_text, people_name, rank_name
from companion.ui.widgets.card_layout import (
    BLOCKS,
    BLOCKS_PER_ROW,
    FIELD_LABELS,
    block_tooltip,
    caption_text,
    field_label,
)
from companion.ui.widgets.option_table import OptionTable

_SPLIT_RANGES = re.compile(r"[\s/;,]+")
UNKNOWN = "?"
WHERE = "this card"


def slug(text: str) -> str:
    """A card id's second part from a name: "Griffin Magistrate" -> "griffin-magistrate"."""
    plain = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in plain if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def parse_number(text: str) -> object:
    """A typed number for the card dict: "" -> None, "10" -> 10, "12.5" -> 12.5.

    Anything else is passed on as typed, so that card_from_dict names the problem.
    """
    stripped = text.strip().replace(",", ".")
    if not stripped:
        return None
    try:
        return int(stripped)
    except ValueError:
        pass
    try:
        value = float(stripped)
    except ValueError:
        return text.strip()
    return int(value) if value.is_integer() else value


def parse_ranges(text: str) -> object:
    """"10/15/20" (or spaces) -> [10, 15, 20]; "" -> None; anything else as typed."""
    if not text.strip():
        return None
    parts = [parse_number(p) for p in _SPLIT_RANGES.split(text.strip()) if p]
    return parts


def parse_abilities(text: str) -> list[str]:
    """The abilities line, split at commas; blanks dropped (each is parsed by card_from_dict)."""
    return [part.strip() for part in text.split(",") if part.strip()]


def field_problem(error: BadInput) -> tuple[str, Argument]:
    """The field ``card_from_dict`` names (``""``: none) and what is wrong with it (a message,
    rendered where it is shown: ``"movement"``, "11 cm is not a multiple of 2.5")."""
    said = error.message
    if isinstance(said, Message) and said.id == "pack.card-field":
        return str(said["field"]), said["problem"]
    return "", said


def _text_of(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return number_text(value)
    return str(value)


class _EquipmentRow(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.name = QLineEdit()
        self.strength = QLineEdit()
        self.strength.setMaximumWidth(self.strength.fontMetrics().horizontalAdvance("STR 00") + 16)
        self.ranges = QLineEdit()
        layout.addWidget(self.name, 3)
        layout.addWidget(self.strength, 1)
        layout.addWidget(self.ranges, 2)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.name.setPlaceholderText(tr("name (e.g. Crossbow)"))
        self.strength.setPlaceholderText(vocab.short("strength"))
        self.ranges.setPlaceholderText(tr("ranges cm: short/medium/long"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def to_dict(self) -> dict[str, object] | None:
        if not (self.name.text().strip() or self.strength.text().strip() or self.ranges.text().strip()):
            return None
        return {"name": self.name.text().strip(), "strength": parse_number(self.strength.text()),
                "ranges": parse_ranges(self.ranges.text())}


class CardForm(QDialog):
    """Add or edit one card. After ``accept()``, ``result_card`` is the valid card.

    ``defaults`` fills a new card (people, rank...); ``id_taken(card_id)`` says whether a new
    card's id is already used in the library.
    """

    def __init__(self, parent: QWidget | None = None, *, card: Card | None = None,
                 defaults: dict[str, object] | None = None, editing: bool = False,
                 id_taken: Callable[[str], bool] | None = None) -> None:
        super().__init__(parent)
        self.editing = editing and card is not None
        self._fixed_id = card.id if self.editing and card is not None else None
        self._id_taken = id_taken or (lambda _card_id: False)
        self._names = dict(card.names) if card is not None else {}
        self._name_touched = card is not None
        self.result_card: Card | None = None
        self.message = ""
        self._labels: dict[str, QLabel] = {}
        self._block_titles: dict[str, QLabel] = {}
        self._block_boxes: dict[str, QFrame] = {}
        self._problem: tuple[str, Argument, str] | None = None  # field, problem, card id taken
        self.setModal(True)
        self.fields: dict[str, QWidget] = {}
        self.group_errors: dict[str, QLabel] = {}
        self._field_group: dict[str, str] = {}
        outer = QVBoxLayout(self)

        # -- header: name, people, rank, Character -------------------------------------------
        header = QFrame()
        header.setFrameShape(QFrame.Shape.StyledPanel)
        header_layout = QGridLayout(header)
        self.name = QLineEdit()
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setWeight(QFont.Weight.Bold)
        self.name.setFont(font)
        self._add("name", self.name, "header")
        header_layout.addWidget(self._label("name", self.name), 0, 0)
        header_layout.addWidget(self.name, 0, 1, 1, 3)
        self.people = QComboBox()
        for people in PEOPLES:
            self.people.addItem(people.name, people.id)
        self._add("people", self.people, "header")
        self.rank = QComboBox()
        for rank in Rank:
            self.rank.addItem(vocab.label(rank), rank.value)
        self.rank.addItem(UNKNOWN, None)
        self._add("rank", self.rank, "header")
        self.character = QCheckBox()
        self._add("character", self.character, "header")
        header_layout.addWidget(self._label("people", self.people), 1, 0)
        header_layout.addWidget(self.people, 1, 1)
        header_layout.addWidget(self._label("rank", self.rank), 1, 2)
        header_layout.addWidget(self.rank, 1, 3)
        header_layout.addWidget(self.character, 2, 1)
        self.id_label = QLabel()
        self.id_label.setEnabled(False)
        header_layout.addWidget(self.id_label, 2, 2, 1, 2)
        outer.addWidget(header)
        outer.addWidget(self._error_label("header"))

        # -- characteristics, as blocks in card order -----------------------------------------
        blocks = QGridLayout()
        blocks.setSpacing(4)
        for index, (caption, fields, tooltip) in enumerate(BLOCKS):
            box = QFrame()
            box.setFrameShape(QFrame.Shape.StyledPanel)
            self._block_boxes[caption] = box
            box_layout = QVBoxLayout(box)
            box_layout.setContentsMargins(4, 2, 4, 4)
            box_layout.setSpacing(2)
            title = QLabel()
            self._block_titles[caption] = title
            title.setAlignment(Qt.AlignmentFlag.AlignCenter)
            bold = title.font()
            bold.setBold(True)
            title.setFont(bold)
            box_layout.addWidget(title)
            row = QHBoxLayout()
            row.setSpacing(3)
            for field in fields:
                edit = QLineEdit()
                edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
                width = "1-0-1" if field == "faith" else "FEAR"
                edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(width) + 14)
                self._add(field, edit, "blocks")
                row.addWidget(edit)
            box_layout.addLayout(row)
            blocks.addWidget(box, index // BLOCKS_PER_ROW, index % BLOCKS_PER_ROW)
        outer.addLayout(blocks)
        outer.addWidget(self._error_label("blocks"))

        # -- abilities, then equipment -----------------------------------------------------
        abilities_row = QHBoxLayout()
        self.abilities = QLineEdit()
        self._add("abilities", self.abilities, "abilities")
        abilities_row.addWidget(self._label("abilities", self.abilities))
        abilities_row.addWidget(self.abilities, 1)
        outer.addLayout(abilities_row)
        outer.addWidget(self._error_label("abilities"))
        equipment_box = self.equipment_box = QGroupBox()
        self._equipment_layout = QVBoxLayout(equipment_box)
        self._equipment_layout.setSpacing(3)
        self.equipment_rows: list[_EquipmentRow] = []
        outer.addWidget(equipment_box)
        self._field_group["equipment"] = "equipment"
        outer.addWidget(self._error_label("equipment"))

        # -- footer: AP, figures, size, base, magician, faithful -----------------------------
        footer = QHBoxLayout()
        self.ap = QLineEdit()
        self.ap.setPlaceholderText(UNKNOWN)
        self.ap.setMaximumWidth(self.ap.fontMetrics().horizontalAdvance("0000") + 24)
        self._add("ap", self.ap, "footer")
        self.figures = QLineEdit("1")
        self.figures.setMaximumWidth(self.figures.fontMetrics().horizontalAdvance("000") + 24)
        self._add("figures_per_card", self.figures, "footer")
        self.size_box = QComboBox()
        for size in Size:
            self.size_box.addItem(vocab.label(size), size.value)
        self.size_box.addItem(UNKNOWN, None)
        self._add("size", self.size_box, "footer")
        self.base = QComboBox()
        for base in Base:
            self.base.addItem(vocab.label(base), base.value)
        self.base.addItem(UNKNOWN, None)
        self._add("base", self.base, "footer")
        self.magician = QCheckBox()
        self._add("magician", self.magician, "footer")
        self.faithful = QCheckBox()
        self._add("faithful", self.faithful, "footer")
        for key, widget in (("ap", self.ap), ("figures", self.figures),
                            ("size", self.size_box), ("base", self.base)):
            footer.addWidget(self._label(key, widget))
            footer.addWidget(widget)
        footer.addWidget(self.magician)
        footer.addWidget(self.faithful)
        footer.addStretch(1)
        outer.addLayout(footer)
        outer.addWidget(self._error_label("footer"))

        # -- provenance and notes ------------------------------------------------------------
        text_form = QFormLayout()
        self.provenance = QLineEdit()
        self._add("provenance", self.provenance, "text")
        self.notes = QPlainTextEdit()
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(self.notes.fontMetrics().lineSpacing() * 3 + 12)
        self._add("notes", self.notes, "text")
        self._field_group["names"] = "text"
        text_form.addRow(self._label("provenance", self.provenance), self.provenance)
        text_form.addRow(self._label("notes", self.notes), self.notes)
        outer.addLayout(text_form)
        outer.addWidget(self._error_label("text"))
        # -- options (artefacts, spells...), last: most cards are entered without -----------
        self.options = OptionTable()
        self.options.changed.connect(self._changed)
        self._option_groups: tuple[OptionGroup, ...] = tuple(card.option_groups) if card is not None else ()
        self._kept: dict[str, object] = {}
        outer.addWidget(self.options)
        self._field_group["options"] = self._field_group["option_groups"] = "options"
        outer.addWidget(self._error_label("options"))

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.retranslate_ui()
        self._fill(card, defaults or {})
        self.people.setEnabled(not self.editing)  # the id, which is kept, starts with the people
        for field_widget in self.fields.values():
            self._connect(field_widget)
        self._ensure_blank_equipment_row()
        self._validate()
        self.name.setFocus()
        self.name.selectAll()

    # -- language ------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Every text of the form in the current language (again on a language change; what
        is typed stays)."""
        self.setWindowTitle(tr("Edit card") if self.editing else tr("New card"))
        self.name.setPlaceholderText(tr("Name as printed on the card"))
        labels = {"name": tr("&Name"), "people": tr("&People"), "rank": tr("&Rank"),
                  "abilities": tr("A&bilities"), "ap": "&" + vocab.short("ap"),
                  "figures": tr("F&igures/card"), "size": tr("&Size"),
                  "base": tr("Bas&e"), "provenance": tr("Pro&venance"),
                  "notes": tr("No&tes")}
        for key, label in self._labels.items():
            label.setText(labels[key])
        not_known = tr("{value} (not known)", value=UNKNOWN)
        for index in range(self.people.count()):
            self.people.setItemText(index, people_name(str(self.people.itemData(index))))
        enums: tuple[tuple[QComboBox, type[Enum]], ...] = ((self.rank, Rank), (self.size_box, Size), (self.base, Base))
        for combo, enum in enums:
            members = list(enum)
            for index, member in enumerate(members):
                combo.setItemText(index, rank_name(member) if isinstance(member, Rank) else vocab.label(member))
            combo.setItemText(len(members), not_known)
        self.character.setText("&" + vocab.name(vocab.Kind.GAME, "character"))
        self.magician.setText(tr("&Magician"))
        self.faithful.setText(tr("&Faithful"))
        for caption, fields, _tooltip in BLOCKS:
            self._block_titles[caption].setText(caption_text(caption))
            self._block_boxes[caption].setToolTip(block_tooltip(caption))
            for field in fields:
                edit = self.fields[field]
                assert isinstance(edit, QLineEdit)
                edit.setPlaceholderText(field_label(field))
                edit.setAccessibleName(field_label(field))
                edit.setToolTip(tr("{field} (empty: not on the card, or not known)", field=field_label(field)))
        self.abilities.setPlaceholderText(tr("as on the card, comma-separated: Bravery, Leadership/10"))
        self.equipment_box.setTitle(tr("E&quipment (name, {strength}, ranges in cm)", strength=vocab.short("strength")))
        self.ap.setToolTip(tr("Army points; empty: {meaning}", meaning=missing_tip()))
        self.provenance.setPlaceholderText(tr("where these numbers come from (e.g. my card, 2003 print)"))
        if self._problem is not None:
            self._report(*self._problem)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- building ------------------------------------------------------------------------------
    def _add(self, field: str, widget: QWidget, group: str) -> None:
        self.fields[field] = widget
        self._field_group[field] = group

    def _label(self, key: str, buddy: QWidget) -> QLabel:
        label = QLabel()
        label.setBuddy(buddy)
        self._labels[key] = label
        return label

    def _error_label(self, group: str) -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setForegroundRole(label.foregroundRole())
        label.setStyleSheet("QLabel { color: #b00020; }")
        label.hide()
        self.group_errors[group] = label
        return label

    def _connect(self, widget: QWidget) -> None:
        if isinstance(widget, QLineEdit):
            widget.textChanged.connect(self._changed)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(self._changed)
        elif isinstance(widget, QCheckBox):
            widget.toggled.connect(self._changed)
        elif isinstance(widget, QPlainTextEdit):
            widget.textChanged.connect(self._changed)

    def _add_equipment_row(self) -> _EquipmentRow:
        row = _EquipmentRow()
        for edit in (row.name, row.strength, row.ranges):
            edit.textChanged.connect(self._changed)
        self._equipment_layout.addWidget(row)
        self.equipment_rows.append(row)
        self._update_tab_order()
        return row

    def _ensure_blank_equipment_row(self) -> None:
        if not self.equipment_rows or self.equipment_rows[-1].to_dict() is not None:
            self._add_equipment_row()

    def _update_tab_order(self) -> None:
        order: list[QWidget] = [self.name, self.people, self.rank, self.character]
        order += [self.fields[f] for _caption, fields, _tip in BLOCKS for f in fields]
        order.append(self.abilities)
        for row in self.equipment_rows:
            order += [row.name, row.strength, row.ranges]
        order += [self.ap, self.figures, self.size_box, self.base, self.magician,
                  self.faithful, self.provenance, self.notes, self.options.table, self.options.add_button,
                  self.options.remove_button, self.ok_button]
        for first, second in zip(order, order[1:]):
            QWidget.setTabOrder(first, second)

    def tab_order(self) -> list[QWidget]:
        """The focusable fields in the order Tab walks them, from the name on."""
        order: list[QWidget] = []
        widget: QWidget = self.name
        for _ in range(200):
            order.append(widget)
            following = widget.nextInFocusChain()
            while following is not None and not (following.focusPolicy() & Qt.FocusPolicy.TabFocus):
                following = following.nextInFocusChain()
            if following is None or following is self.name:
                break
            widget = following
        return order

    # -- values ------------------------------------------------------------------------------
    def _fill(self, card: Card | None, defaults: dict[str, object]) -> None:
        data: dict[str, Any] = {"rank": "regular", "size": "normal", "base": "infantry",
                                "figures_per_card": 1}
        data.update(defaults)
        if card is not None:
            data = card_to_dict(card)
        self.name.setText(str(data.get("name") or ""))
        self._select(self.people, data.get("people"))
        self._select(self.rank, data.get("rank"))
        self._select(self.size_box, data.get("size"))
        self._select(self.base, data.get("base"))
        self.character.setChecked(bool(data.get("character")))
        self.magician.setChecked(bool(data.get("magician")))
        self.faithful.setChecked(bool(data.get("faithful")))
        for _caption, fields, _tip in BLOCKS:
            for field in fields:
                edit = self.fields[field]
                assert isinstance(edit, QLineEdit)
                edit.setText(_text_of(data.get(field)))
        self.ap.setText(_text_of(data.get("ap")))
        self.figures.setText(_text_of(data.get("figures_per_card")))
        self.abilities.setText(", ".join(str(a) for a in data.get("abilities") or []))
        for item in data.get("equipment") or []:
            row = self._add_equipment_row()
            row.name.setText(str(item.get("name") or ""))
            row.strength.setText(_text_of(item.get("strength")))
            ranges = item.get("ranges")
            row.ranges.setText("/".join(_text_of(r) for r in ranges) if ranges else "")
        self.provenance.setText(str(data.get("provenance") or ""))
        self.notes.setPlainText(str(data.get("notes") or ""))
        self.options.set_options(card.options if card is not None else ())
        self._kept = {key: data[key] for key in ("character_id", "pow_budget", "faith_budget", "edition") if key in data}

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    def card_id(self) -> str:
        """The id the card gets: kept when editing, else people + slug of the name."""
        if self._fixed_id is not None:
            return self._fixed_id
        return f"{self.people.currentData()}/{slug(self.name.text()) or 'card'}"

    def to_dict(self) -> dict[str, object]:
        """The form as a card-pack card (the keys a pack's card has)."""
        data: dict[str, object] = {
            "id": self.card_id(),
            "name": self.name.text().strip(),
            "people": self.people.currentData(),
            "rank": self.rank.currentData(),
            "character": self.character.isChecked(),
            "ap": parse_number(self.ap.text()),
            "figures_per_card": parse_number(self.figures.text()),
            "size": self.size_box.currentData(),
            "base": self.base.currentData(),
        }
        for _caption, fields, _tip in BLOCKS:
            for field in fields:
                edit = self.fields[field]
                assert isinstance(edit, QLineEdit)
                data[field] = edit.text().strip() or None if field == "faith" else parse_number(edit.text())
        data["abilities"] = parse_abilities(self.abilities.text())
        data["equipment"] = [item for row in self.equipment_rows if (item := row.to_dict()) is not None]
        data["magician"] = self.magician.isChecked()
        data["faithful"] = self.faithful.isChecked()
        options = self.options.to_dicts(self.card_id())
        if options:
            data["options"] = options
        taken = {option["id"] for option in options}
        groups = [group_to_dict(g) for g in self._option_groups if g.parent is None or g.parent in taken]
        if groups:
            data["option_groups"] = groups
        data.update(self._kept)
        data["provenance"] = self.provenance.text().strip()
        data["notes"] = self.notes.toPlainText().strip()
        if self._names:
            data["names"] = dict(self._names)
        return data

    # -- validation --------------------------------------------------------------------------
    def _changed(self, *_args: object) -> None:
        if self.sender() is self.name:
            self._name_touched = True
        self._ensure_blank_equipment_row()
        self._validate()

    def _validate(self) -> Card | None:
        for label in self.group_errors.values():
            label.hide()
        for widget in self.fields.values():
            widget.setProperty("invalid", False)
        self.id_label.setText(tr("id: {id}", id=self.card_id()))
        card: Card | None = None
        field, taken = "", ""
        problem: Argument = ""
        try:
            card = card_from_dict(self.to_dict(), WHERE)
        except BadInput as error:
            field, problem = field_problem(error)
        if card is not None and not self.editing and self._id_taken(card.id):
            card, field, taken = None, "name", self.card_id()
        self._problem = None if card is not None else (field, problem, taken)
        self.message = ""
        if card is None:
            self._report(field, problem, taken)
        self.ok_button.setEnabled(card is not None)
        return card

    def _report(self, field: str, problem: Argument, taken: str) -> None:
        """Say what is wrong, in the current language, beside the group of ``field``."""
        if taken:
            problem_shown = tr("a card with id {id} is already in the library: give this one "
                               "another name, or edit that card", id=taken)
        else:
            problem_shown = render(problem)
        self.message = self._describe(field, problem_shown)
        self._show_error(field, self.message)

    def _describe(self, field: str, problem: str) -> str:
        if not field:
            return problem
        base = re.split(r"[.\[]", field, maxsplit=1)[0]
        label = field_label(base) if base in FIELD_LABELS else field
        if base == "equipment":
            index = re.search(r"\[(\d+)\]", field)
            part = field.rsplit(".", 1)[-1] if "." in field else ""
            label = tr("Equipment {number}", number=int(index.group(1)) + 1 if index else "").strip()
            if part == "name":
                label += " " + tr("name")
            elif part == "ranges":
                label += " " + tr("ranges")
            elif part:
                label += f" {field_label(part)}"
        elif base in ("options", "option_groups"):
            index = re.search(r"\[(\d+)\]", field)
            label = tr("Option {number}", number=int(index.group(1)) + 1) if index else tr("Options")
            part = field.rsplit(".", 1)[-1] if "." in field else ""
            if part:
                label += f" ({part})"
        elif base == "abilities":
            label = field_label("abilities")
        return "⚠ " + tr("{field}: {problem}", field=label, problem=problem)

    def _show_error(self, field: str, message: str) -> None:
        base = re.split(r"[.\[]", field, maxsplit=1)[0] if field else ""
        if base == "id" and self._fixed_id is None:
            base = "name"
        if base == "name" and not self._name_touched:
            return  # a new, still empty form: OK is disabled, no need to scold yet
        group = self._field_group.get(base, "text")
        label = self.group_errors[group]
        label.setText(message)
        label.show()
        widget = self.fields.get(base)
        if widget is not None:
            widget.setProperty("invalid", True)
            widget.setAccessibleDescription(message)

    # -- QDialog -----------------------------------------------------------------------------
    def accept(self) -> None:
        card = self._validate()
        if card is None:
            return
        self.result_card = card
        super().accept()
