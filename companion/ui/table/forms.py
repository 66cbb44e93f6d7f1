"""The small forms of the centre panel: a roll with its exact odds, Roll and Enter dice.

:class:`RollBox` shows the chances the engine computed before a roll (percentage and fraction,
the rule in the tooltip and on a "why" line) and offers two ways to throw: **Roll** (the app
rolls from the game's seed: the action goes with its dice fields empty and the engine fills
them) or **Enter dice** (the players type the dice they threw, checked 1-6 before anything is
sent). Either way the engine applies the result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import render, tr
from companion.i18n.engine import source_text
from companion.i18n.numbers import odds
from companion.rules.game import Action, Figurine
from companion.rules.game.guide import Chance
from companion.ui.table.format import DiceError, parse_roll, parse_rolls

BUTTON_HEIGHT = 48
"""Big enough to tap at arm's length."""


class Panel(Protocol):
    """What the forms of a step need from the panel that shows them."""

    submit: Callable[[Action], bool]
    """Send an action; True once the store committed it."""
    refuse: Callable[[str], None]
    """Say why something typed cannot be sent."""
    roll_boxes: list[RollBox]
    """The rolls shown, in order (key R rolls the first, key D goes to its dice)."""
    buttons: dict[str, QPushButton]
    """The buttons of the step, by name."""

    def show_refusal(self, message: str) -> None: ...


class StepHost(Panel, Protocol):
    """What a step's builder needs from the panel: the forms it adds, in order."""

    def add(self, widget: QWidget) -> QWidget: ...

    def button(self, key: str, text: str, action: Callable[[], Action], tip: str = "") -> QPushButton: ...

    def roll_box(self, box: RollBox) -> RollBox: ...

    def track(self, box: RollBox) -> RollBox: ...


def text_label(text: str, *, bold: bool = False, scale: float = 1.0, wrap: bool = True) -> QLabel:
    """A label in the panel's font, bold or scaled."""
    label = QLabel(text)
    label.setWordWrap(wrap)
    font = label.font()
    if bold:
        font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def fig_text(fig: Figurine) -> str:
    """A figurine as the panel names it: "Paladin (A1)"."""
    return f"{fig.name} ({fig.id})"


@dataclass(frozen=True, slots=True)
class ChanceLine:
    """A chance as a roll form shows it: what it is the chance of and the rule it comes from, in
    words, and its exact value."""

    label: str
    chance: Fraction
    source: str


def chances_in_words(chances: Sequence[Chance]) -> list[ChanceLine]:
    """The engine's odds with their words and rule in the reader's language."""
    return [ChanceLine(render(c.label), c.chance, source_text(c.source)) for c in chances]


def big_button(text: str, slot: Callable[[], Any], *, name: str = "", tip: str = "") -> QPushButton:
    button = QPushButton(text)
    button.setAutoDefault(True)  # Enter presses the focused button, as in a dialog
    button.setMinimumHeight(BUTTON_HEIGHT)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    if name:
        button.setObjectName(name)
    if tip:
        button.setToolTip(tip)
    button.clicked.connect(lambda _checked=False: slot())
    return button


def chance_label(chance: ChanceLine) -> QLabel:
    """"label: 50% (1/2)" with the rule in its tooltip."""
    shown = "<b>" + odds(chance.chance) + "</b>"
    label = QLabel(tr("{label}: {chance}", label=chance.label, chance=shown))
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setToolTip(tr("Exact chance {chance} — why: {source}", chance=str(chance.chance), source=chance.source))
    label.setProperty("chance", str(chance.chance))
    return label


def why_label(sources: Sequence[str]) -> QLabel:
    unique = list(dict.fromkeys(s for s in sources if s))
    label = QLabel(tr("Why: {sources}", sources="; ".join(unique)) if unique else "")
    label.setWordWrap(True)
    label.setObjectName("why")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.85)
    label.setFont(font)
    return label


@dataclass(frozen=True, slots=True)
class DiceField:
    """One dice entry of a roll form."""

    label: str
    multi: bool = False
    """Several rolls, comma-separated (one per Attack, per parry...)."""
    count: int | None = None
    """How many rolls exactly (multi only)."""
    optional: bool = False
    """Left empty: the app rolls that part from the seed."""
    placeholder: str = ""


class RollBox(QGroupBox):
    """A roll: its odds, then Roll (the app) or Enter dice (typed)."""

    def __init__(self, title: str, chances: Sequence[ChanceLine], fields: Sequence[DiceField],
                 make: Callable[[list[Any]], Action], submit: Callable[[Action], bool],
                 refuse: Callable[[str], None], *, name: str = "", extra: QWidget | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        if name:
            self.setObjectName(name)
        self._make, self._submit, self._refuse = make, submit, refuse
        self.fields = list(fields)
        layout = QVBoxLayout(self)
        self.chance_labels = [chance_label(c) for c in chances]
        for label in self.chance_labels:
            layout.addWidget(label)
        if chances:
            layout.addWidget(why_label([c.source for c in chances]))
        if extra is not None:
            layout.addWidget(extra)
        grid = QGridLayout()
        self.edits: list[QLineEdit] = []
        for row, field in enumerate(self.fields):
            grid.addWidget(QLabel(field.label), row, 0)
            edit = QLineEdit()
            edit.setPlaceholderText(field.placeholder or (tr("e.g. 2, 5 (one roll per die, a re-roll after a space)")
                                                          if field.multi else tr("e.g. 4, or 6 2 for a re-roll")))
            edit.setMinimumHeight(36)
            edit.returnPressed.connect(self.enter_dice)
            edit.setAccessibleName(field.label)
            grid.addWidget(edit, row, 1)
            self.edits.append(edit)
        layout.addLayout(grid)
        buttons = QHBoxLayout()
        self.roll_button = big_button("⚄  " + tr("Roll"), self.roll, name="roll",
                                      tip=tr("The app rolls from the game's seed (the game replays identically); "
                                             "key R rolls the first roll shown"))
        buttons.addWidget(self.roll_button)
        self.enter_button = big_button(tr("Enter dice"), self.enter_dice, name="enter-dice",
                                       tip=tr("Send the dice you threw on the table (each 1 to 6); key D goes to "
                                              "the first dice field, Enter sends"))
        self.enter_button.setEnabled(bool(self.fields))
        buttons.addWidget(self.enter_button)
        layout.addLayout(buttons)

    def roll(self) -> bool:
        """The app rolls every die of this roll."""
        return self._send([None] * len(self.fields))

    def enter_dice(self) -> bool:
        """The dice typed, checked 1 to 6 before anything is sent."""
        values: list[Any] = []
        try:
            for field, edit in zip(self.fields, self.edits):
                text = edit.text()
                if field.optional and not text.strip():
                    values.append(None)
                elif field.multi:
                    values.append(parse_rolls(text, field.count, field.label))
                else:
                    values.append(parse_roll(text, field.label))
        except DiceError as error:
            self._refuse(str(error))
            return False
        return self._send(values)

    def _send(self, values: list[Any]) -> bool:
        try:
            action = self._make(values)
        except DiceError as error:
            self._refuse(str(error))
            return False
        return self._submit(action)


__all__ = ["BUTTON_HEIGHT", "ChanceLine", "DiceField", "Panel", "RollBox", "StepHost", "big_button", "chance_label",
           "chances_in_words", "fig_text", "text_label", "why_label"]
