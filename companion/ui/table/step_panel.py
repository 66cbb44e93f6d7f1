"""The centre of the Table: the step the rules ask for now, its exact odds, and how to answer.

Everything shown comes from the engine's guide (:func:`companion.rules.game.guide.next_step`
and the odds functions beside it); every button sends one engine action through the
controller. The panel is rebuilt from the state the store returned after each commit. The
forms it shows take the players' input: a roll (:mod:`.forms`), a Charge or a shot
(:mod:`.declared_rolls`), the steps of a hand to hand combat (:mod:`.combat_forms`), each phase's
steps (:mod:`.phase_steps`, :mod:`.movement_step`), the Abilities used when the players choose
(:mod:`.ability_forms`).
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.i18n import render, tr
from companion.i18n.engine import error_text
from companion.rules.game import GameState, Phase, Step
from companion.rules.game.actions import Action, Note
from companion.rules.game.errors import IllegalAction
from companion.rules.game.guide import Odds, firing_order_now, next_step, odds_for_next_step
from companion.ui.table.ability_forms import AbilitiesBox
from companion.ui.table.format import phase_label
from companion.ui.table.forms import RollBox, big_button, text_label
from companion.ui.table.movement_step import build_movement
from companion.ui.table.phase_steps import (
    build_cards,
    build_end_of_round,
    build_firing,
    build_hand_to_hand,
    build_opposed_roll,
)


def header_text(state: GameState, step: Step) -> str:
    """"Round 2 · Firing · Initiative 4: Griffin Fusiliers": round, phase, who acts."""
    round_ = tr("Round {round}", round=state.round)
    if state.phase is Phase.APPROACH:
        parts = [phase_label(Phase.APPROACH)]
    elif state.phase is Phase.FINISHED:
        parts = [round_, tr("Game over")]
    else:
        parts = [round_, phase_label(state.phase)]
    if state.phase is Phase.FIRING:
        order = firing_order_now(state)
        if order:
            group = order[0]
            names = ", ".join(dict.fromkeys(state.figurine(f.name).name for f in group))
            parts.append(tr("Initiative {initiative}: {names}", initiative=group[0].initiative, names=names))
        else:
            parts.append(tr("no marksman left"))
    elif state.phase is Phase.HAND_TO_HAND and state.combat is not None:
        parts.append(tr("Combat {number}", number=state.combat.number))
        if step.actor is not None:
            parts.append(state.side_name(step.actor))
    elif step.actor is not None:
        parts.append(state.side_name(step.actor))
    return " · ".join(parts)


def narrow_combos(body: QWidget) -> None:
    """Let the step's lists be narrower than their longest choice (the whole choice shows when
    the list opens), so that a long name never pushes the step past the window's width."""
    for combo in body.findChildren(QComboBox):
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(12)


class StepPanel(QWidget):
    """Header, the step in words, a banner for refusals, and the forms of the step."""

    def __init__(self, submit: Callable[[Action], bool], refuse: Callable[[str], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.submit, self.refuse = submit, refuse
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        self.header = text_label("", bold=True, scale=1.6)
        self.header.setObjectName("table-header")
        self.header.setAccessibleName(tr("round, phase and who acts"))
        layout.addWidget(self.header)
        self.step_label = text_label("", scale=1.25)
        self.step_label.setObjectName("step")
        self.step_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.step_label)
        self.banner = text_label("")
        self.banner.setObjectName("banner")
        self.banner.setStyleSheet("QLabel#banner { border: 2px solid #b00020; padding: 6px; }")
        self.banner.hide()
        layout.addWidget(self.banner)
        self.body_scroll = QScrollArea()
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.body_scroll, 1)
        self.body: QWidget | None = None
        self.body_layout: QVBoxLayout | None = None
        self.roll_boxes: list[RollBox] = []
        self.buttons: dict[str, QPushButton] = {}
        self.preferred: QWidget | None = None
        self.state: GameState | None = None
        self.odds: Odds = Odds()
        self.step: Step | None = None
        self.end_of_game: Callable[[], QWidget | None] | None = None
        """Makes the summary shown under the result of a finished game (the players' luck)."""

    # -- banner ------------------------------------------------------------------------------
    def show_refusal(self, message: str) -> None:
        self.banner.setText("⚠  " + tr("Not done: {reason}", reason=message))
        self.banner.show()

    def clear_refusal(self) -> None:
        self.banner.hide()
        self.banner.setText("")

    # -- building ----------------------------------------------------------------------------
    def show_state(self, state: GameState) -> None:
        """Show the step of ``state`` (rebuilds the forms)."""
        self.state = state
        step = next_step(state)
        self.step = step
        self.header.setText(header_text(state, step))
        text = render(step.text)
        self.step_label.setText(text[:1].upper() + text[1:] + ".")
        try:
            self.odds = odds_for_next_step(state)
        except (IllegalAction, BadInput) as error:  # a card without a needed number
            self.odds = Odds()
            self.show_refusal(tr("the odds cannot be computed: {reason}", reason=error_text(error)))
        focus = QApplication.focusWidget()
        old = self.body_scroll.takeWidget()  # deleted later: the button being clicked may live in it
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.roll_boxes = []
        self.buttons = {}
        self.preferred = None
        try:
            self._build(state, step)
        except (IllegalAction, BadInput) as error:
            self.body_layout.addWidget(text_label(tr("This step cannot be shown: {reason}",
                                                     reason=error_text(error))))
        self.body_layout.addStretch(1)
        self._note_row()
        narrow_combos(self.body)
        self.body_scroll.setWidget(self.body)
        if old is not None:
            # The focus goes to the step's primary control unless the players are typing
            # outside the step (Space after Undo, a tile tapped: the step's button again).
            typing = isinstance(focus, (QLineEdit, QAbstractSpinBox)) and not old.isAncestorOf(focus)
            if not typing:
                self.focus_primary()
            old.deleteLater()

    def primary(self) -> QWidget | None:
        """The control the step most likely wants: the one its builder prefers (the Tactical
        roll before the picks, "Walk and end" for a card), else the first Roll, else the first
        button."""
        if self.preferred is not None and shiboken6.isValid(self.preferred):
            return self.preferred
        if self.roll_boxes:
            return self.roll_boxes[0].roll_button
        if self.buttons:
            return next(iter(self.buttons.values()))
        return None

    def focus_primary(self) -> None:
        widget = self.primary()
        if widget is not None:
            widget.setFocus(Qt.FocusReason.OtherFocusReason)
            self.reveal(widget)

    def reveal(self, widget: QWidget) -> None:
        """Scroll the step so that ``widget`` is in sight (once the new forms are laid out).

        By then the step may have been redrawn (or the window closed): a widget Qt has already
        deleted is left alone."""

        def scroll() -> None:
            alive = shiboken6.isValid(self) and shiboken6.isValid(widget)
            if alive and self.body is not None and shiboken6.isValid(self.body) \
                    and self.body.isAncestorOf(widget):
                self.body_scroll.ensureWidgetVisible(widget, 8, 24)

        QTimer.singleShot(0, scroll)

    def roll_first(self) -> bool:
        """Key R: the first roll shown, rolled by the app."""
        return bool(self.roll_boxes) and self.roll_boxes[0].roll()

    def focus_dice(self) -> bool:
        """Key D: the first dice field."""
        for box in self.roll_boxes:
            if box.edits:
                box.edits[0].setFocus(Qt.FocusReason.ShortcutFocusReason)
                return True
        return False

    def add(self, widget: QWidget) -> QWidget:
        """Add ``widget`` to the step's forms, in order."""
        assert self.body_layout is not None
        self.body_layout.addWidget(widget)
        return widget

    def button(self, key: str, text: str, action: Callable[[], Action], tip: str = "") -> QPushButton:
        """A big button that sends ``action()``, kept by name in ``buttons``."""
        button = big_button(text, lambda: self.submit(action()), name=key, tip=tip)
        self.buttons[key] = button
        self.add(button)
        return button

    def roll_box(self, box: RollBox) -> RollBox:
        """A roll form added to the step and to ``roll_boxes``."""
        self.roll_boxes.append(box)
        self.add(box)
        return box

    def track(self, box: RollBox) -> RollBox:
        """A roll form laid out by its caller, kept in ``roll_boxes``."""
        self.roll_boxes.append(box)
        return box

    def key(self, letter: str) -> bool:
        """The step's keys: W walks and S stands the active card's figurines (ending its
        activation), C sends the first Charge form's roll."""
        if letter in ("W", "S"):
            button = self.buttons.get("walk-all" if letter == "W" else "stand-all")
            if button is not None and button.isEnabled():
                button.click()
                return True
            return False
        if letter == "C":
            box = next((b for b in self.roll_boxes if b.objectName().startswith("charge-roll-")), None)
            return box is not None and box.roll()
        return False

    def _note_row(self) -> None:
        assert self.body_layout is not None
        row = QHBoxLayout()
        edit = QLineEdit()
        edit.setObjectName("note")
        edit.setPlaceholderText(tr("A sentence for the battle report (an objective taken, a ruling agreed…)"))

        def add() -> None:
            if self.submit(Note(edit.text())):
                edit.clear()

        edit.returnPressed.connect(add)
        row.addWidget(edit, 1)
        button = QPushButton(tr("Add note"))
        button.clicked.connect(lambda _checked=False: add())
        row.addWidget(button)
        self.body_layout.addLayout(row)

    def _build(self, state: GameState, step: Step) -> None:
        if state.phase is Phase.FINISHED:
            result = render(state.result) if state.result is not None else ""
            self.add(text_label(tr("Result: {result}", result=result), bold=True, scale=1.3))
            summary = self.end_of_game() if self.end_of_game is not None else None
            if summary is not None:
                self.add(summary)
            return
        if state.phase in (Phase.APPROACH, Phase.MOVEMENT):
            if not state.roll_done:
                self.preferred = build_opposed_roll(self, state, self.odds).roll_button
            elif state.active is not None:
                build_movement(self, state)
                self.preferred = self.buttons.get("walk-all") or self.buttons.get("stand-all")
            else:
                build_cards(self, state, step)
        elif state.phase is Phase.FIRING:
            build_firing(self, state)
        elif state.phase is Phase.HAND_TO_HAND:
            build_hand_to_hand(self, state, self.odds)
        elif state.phase is Phase.END_OF_ROUND:
            build_end_of_round(self, state)
        abilities = AbilitiesBox(self, state)
        if abilities.count:
            self.add(abilities)


__all__ = ["StepPanel", "header_text"]
