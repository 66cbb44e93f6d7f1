"""The rolls the players declare with what they measured: a Charge (or an Engagement) and a shot.

:class:`ChargeBox` offers the targets of a figurine whose card is activated, the figurines of
its card that Charge with it (one Courage test for the group), the helpers in reach (Leadership,
War-staff, Standard-bearer, Musician), a dive for a flying creature, and the tests the Charge
calls for with their odds, a Fanatic target's Discipline roll included (booklet, "movement
phase, Charging", "Influence of Fear", abilities). :class:`FireBox` takes the marksman, the
target, the range band and the Firing type the players measured, the Toxic D6 and the element
of the shot where they matter, and shows the exact chance to hit (booklet, "firing phase"). A
shot is never fired by Enter alone: the first Enter (or Space) on its Roll shows every target in
sight with its chance to hit, the second fires (a click fires at once: the player pointed).
Each ends in a :class:`~companion.ui.table.forms.RollBox` that sends the engine action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from companion.errors import BadInput
from companion.i18n import tr
from companion.i18n.numbers import odds
from companion.rules.game import Figurine, GameState, Presence
from companion.rules.errors import RulesError
from companion.rules.game.actions import Action, Charge, Fire, GroupCharge
from companion.rules.game.errors import IllegalAction
from companion.rules.game.guide_rolls import aid_candidates, charge_tests, fire_odds
from companion.rules.game.state import MoveType
from companion.ui.table.forms import DiceField, Panel, RollBox, chances_in_words, fig_text, text_label
from companion.ui.table.wrap_check import WrapCheckBox

ROLE_FIELDS = {"courage": "courage_dice", "target-courage": "target_courage_dice",
               "target-discipline": "target_discipline_dice"}


def _flies(state: GameState, fig: Figurine) -> bool:
    card = state.card_in_play(fig)
    return card.flight is not None or card.has("Flight")


class ChargeBox(QWidget):
    """Charge (or Engage) a target, alone or with others of the card: the tests it triggers,
    with their odds; ``end``: the roll also ends the card's activation."""

    def __init__(self, panel: Panel, state: GameState, fig: Figurine, targets: Sequence[Figurine],
                 end: bool = False) -> None:
        super().__init__()
        self.panel, self.state, self.fig, self.end = panel, state, fig, end
        self.setObjectName(f"charge-{fig.id}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Charge:")))
        self.target = QComboBox()
        self.target.setObjectName(f"charge-target-{fig.id}")
        self.target.setMinimumHeight(36)
        for target in targets:
            self.target.addItem(fig_text(target), target.id)
        row.addWidget(self.target, 1)
        layout.addLayout(row)
        options = QGridLayout()  # two options a row: they wrap at 1280 x 800
        self.engage = WrapCheckBox(tr("Engage instead (no Charge bonus)"))
        checks: list[QCheckBox] = [self.engage]
        self.together: dict[str, QCheckBox] = {}
        for other in state.entry_figurines(fig.entry):
            if (other.id != fig.id and other.presence is Presence.DEPLOYED and other.moved is None
                    and not other.engaged_with and not other.fleeing and not other.paralysed):
                check: QCheckBox = WrapCheckBox(tr("with {figurine}", figurine=fig_text(other)))
                check.setObjectName(f"together-{fig.id}-{other.id}")
                check.setToolTip(tr("Several figurines Charge together: one Courage test for the group (the highest "
                                    "Courage + 1 per other fighter)"))
                checks.append(check)
                self.together[other.id] = check
        self.aid: dict[str, QCheckBox] = {}
        for helper in aid_candidates(state, fig.id):
            check = WrapCheckBox(tr("{figurine} in reach", figurine=fig_text(helper)))
            check.setObjectName(f"aid-{fig.id}-{helper.id}")
            check.setToolTip(tr("Leadership / X, War-staff, Standard-bearer or Musician: the players measured it in "
                                "reach of the tester"))
            checks.append(check)
            self.aid[helper.id] = check
        self.dive = WrapCheckBox(tr("Dive (on a target one Level lower: +3 INI, ATT, STR this round)"))
        self.dive.setObjectName(f"dive-{fig.id}")
        self.can_dive = _flies(state, fig) and fig.level > 0
        if self.can_dive:
            checks.append(self.dive)
        else:
            self.dive.hide()
        for number, check in enumerate(checks):
            options.addWidget(check, number // 2, number % 2)
        layout.addLayout(options)
        self.slot = QVBoxLayout()
        layout.addLayout(self.slot)
        self.box: RollBox | None = None
        self.target.currentIndexChanged.connect(lambda _i: self._refresh())
        for check in (self.engage, self.dive, *self.together.values(), *self.aid.values()):
            check.toggled.connect(lambda _c: self._refresh())
        self._refresh()

    def chargers(self) -> tuple[str, ...]:
        return (self.fig.id, *(fid for fid, check in self.together.items() if check.isChecked()))

    def _refresh(self) -> None:
        if self.box is not None:
            if self.box in self.panel.roll_boxes:
                self.panel.roll_boxes.remove(self.box)
            self.box.setParent(None)
            self.box.deleteLater()
        target = str(self.target.currentData())
        engage = self.engage.isChecked()
        chargers = self.chargers()
        aid = tuple(fid for fid, check in self.aid.items() if check.isChecked())
        try:
            tests = charge_tests(self.state, chargers, target, engage=engage, aid=aid)
        except (IllegalAction, RulesError):  # a card lacks a number: the engine says which when it is sent
            tests = ()
        fields = []
        roles = []
        for test in tests:
            who = self.state.figurine(target) if test.role.startswith("target") else self.fig
            label = (tr("{name}'s Discipline die (if its Courage fails)", name=who.name)
                     if test.role == "target-discipline" else tr("{name}'s Courage die", name=who.name))
            fields.append(DiceField(label, optional=test.role == "target-discipline"))
            roles.append(test.role)
        dive = self.dive.isChecked() and self.can_dive
        tgt = self.state.figurine(target)
        tcard = self.state.card_in_play(tgt)
        # a marksman charged from Reserve may Counter-fire "immediately": the activation stays open
        counter_fire = (tgt.entry in self.state.reserves[tgt.side] and tcard.aim is not None
                        and any(e.ranges for e in tcard.equipment))
        # the last figurines of the card to choose: the roll also ends the activation
        end = self.end and len(chargers) == 1 + len(self.together) and not counter_fire

        def make(values: list[Any]) -> Action:
            dice = {ROLE_FIELDS[role]: value for role, value in zip(roles, values)}
            if len(chargers) > 1:
                return GroupCharge(chargers, target, engage, aid=aid, end=end, **dice)
            return Charge(self.fig.id, target, engage, aid=aid, dive=dive, end=end, **dice)

        self.box = RollBox(_charge_title(engage, bool(tests), fig_text(self.state.figurine(target))),
                           chances_in_words([t.chance for t in tests]), fields, make, self.panel.submit,
                           self.panel.refuse, name=f"charge-roll-{self.fig.id}")
        if not tests:
            self.box.roll_button.setText(tr("Engage!") if engage else tr("Charge!"))
        if end:
            self.box.roll_button.setText(self.box.roll_button.text() + " " + tr("(C, ends the activation)"))
        self.panel.roll_boxes.append(self.box)
        self.slot.addWidget(self.box)


def _charge_title(engage: bool, tests: bool, target: str) -> str:
    """The title of a Charge's (or an Engagement's) roll, with or without Courage tests."""
    if engage:
        return (tr("Engage {target}: Courage tests against Fear", target=target) if tests
                else tr("Engage {target}: no Courage test needed", target=target))
    return (tr("Charge {target}: Courage tests against Fear", target=target) if tests
            else tr("Charge {target}: no Courage test needed", target=target))


class FireBox(QWidget):
    """A shot: marksman, target, range and Firing type as measured, the exact chance to hit."""

    def __init__(self, panel: Panel, state: GameState, shooters: Sequence[Figurine], name: str = "fire") -> None:
        super().__init__()
        self.panel, self.state = panel, state
        self.setObjectName(name)
        self.roll_name = "fire-roll" if name == "fire" else f"{name}-roll"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        self.shooter = QComboBox()
        for fig in shooters:
            self.shooter.addItem(fig_text(fig), fig.id)
        self.target = QComboBox()
        self.range = QComboBox()
        for band, text in (("short", tr("Short (4)")), ("medium", tr("Medium (7)")),
                           ("long", tr("Long (10)")), ("out-of-range", tr("Out of range"))):
            self.range.addItem(text, band)
        for combo in (self.shooter, self.target, self.range):
            combo.setMinimumHeight(36)
        grid.addWidget(QLabel(tr("Marksman")), 0, 0)
        grid.addWidget(self.shooter, 0, 1)
        grid.addWidget(QLabel(tr("Target")), 1, 0)
        grid.addWidget(self.target, 1, 1)
        grid.addWidget(QLabel(tr("Range (measured)")), 2, 0)
        grid.addWidget(self.range, 2, 1)
        layout.addLayout(grid)
        checks = QHBoxLayout()
        self.moved = WrapCheckBox(tr("Moved"))
        self.precision = WrapCheckBox(tr("Precision"))
        self.rapid = WrapCheckBox(tr("Rapid"))
        self.cover = WrapCheckBox(tr("Partial cover"))
        self.toxic = WrapCheckBox(tr("Toxic D6"))
        self.toxic.setObjectName("fire-toxic")
        self.toxic.setToolTip(tr("Its Toxic D6 for this Aim roll: a Damage roll it causes is followed by a second one "
                                 "at the Strength of its Toxic (booklet, Toxic / X)"))
        for check in (self.moved, self.precision, self.rapid, self.cover, self.toxic):
            checks.addWidget(check)
            check.toggled.connect(lambda _c: self._refresh())
        checks.addStretch(1)
        layout.addLayout(checks)
        self.can_toxic = False
        self.element = QComboBox()
        self.element.setObjectName("fire-element")
        layout.addWidget(self.element)
        self.aimed = text_label("")
        self.aimed.setObjectName("fire-targets")
        self.aimed.hide()
        layout.addWidget(self.aimed)
        self.slot = QVBoxLayout()
        layout.addLayout(self.slot)
        self.box: RollBox | None = None
        self.shooter.currentIndexChanged.connect(lambda _i: self._targets())
        self.target.currentIndexChanged.connect(lambda _i: self._refresh())
        self.range.currentIndexChanged.connect(lambda _i: self._refresh())
        self.element.currentIndexChanged.connect(lambda _i: self._refresh())
        self._targets()

    def _targets(self) -> None:
        shooter = self.state.figurine(str(self.shooter.currentData()))
        self.target.blockSignals(True)
        self.target.clear()
        for fig in self.state.figurines:
            if fig.side != shooter.side and fig.presence is Presence.DEPLOYED and not fig.concealed:
                self.target.addItem(fig_text(fig), fig.id)
        self.target.blockSignals(False)
        self.moved.setChecked(shooter.moved in (MoveType.WALK, MoveType.DISENGAGE))
        self.can_toxic = shooter.toxic and not shooter.toxic_used
        self.toxic.setVisible(self.can_toxic)
        self._refresh()

    def _elements(self, target: str) -> None:
        """The elements the target is immune to: a shot of one of them does it no harm."""
        immune = [a.value for a in self.state.card_in_play(self.state.figurine(target)).abilities
                  if a.canonical == "Immunity" and a.value and a.value.casefold() not in
                  ("legs", "arms", "torso", "head", "leg", "arm", "body")]
        current = self.element.currentData()
        self.element.blockSignals(True)
        self.element.clear()
        self.element.addItem(tr("No element"), "")
        for element in immune:
            self.element.addItem(tr("A shot of {element} (the target is immune to it)", element=element), element)
        index = self.element.findData(current)
        self.element.setCurrentIndex(max(index, 0))
        self.element.blockSignals(False)
        self.element.setVisible(bool(immune))

    def _refresh(self) -> None:
        if self.box is not None:
            if self.box in self.panel.roll_boxes:
                self.panel.roll_boxes.remove(self.box)
            self.box.setParent(None)
            self.box.deleteLater()
            self.box = None
        if self.target.count() == 0:
            return
        shooter, target, band = str(self.shooter.currentData()), str(self.target.currentData()), \
            str(self.range.currentData())
        self._elements(target)
        moved, precision, rapid = self.moved.isChecked(), self.precision.isChecked(), self.rapid.isChecked()
        cover, element = self.cover.isChecked(), str(self.element.currentData() or "")
        toxic = self.toxic.isChecked() and self.can_toxic
        chance = fire_odds(self.state, shooter, target, band, moved=moved, precision=precision, rapid=rapid,
                           partial_cover=cover)
        fields = [DiceField(tr("Aim die")),
                  DiceField(tr("Damage dice (if it hits)"), optional=True, placeholder=tr("e.g. 3 6")),
                  DiceField(tr("Fray roll (target in a fray)"), optional=True,
                            placeholder=tr("1 to the sum of the weights"))]
        if toxic:
            fields.append(DiceField(tr("Toxic Damage dice"), optional=True, placeholder=tr("e.g. 3 6")))

        def make(values: list[Any]) -> Action:
            fray = values[2][0] if values[2] else None
            return Fire(shooter, target, band, moved=moved, precision=precision, rapid=rapid, partial_cover=cover,
                        dice=values[0], damage_dice=values[1], fray_roll=fray, toxic=toxic,
                        toxic_damage_dice=values[3] if toxic else None, element=element)

        self.box = RollBox(tr("Fire"), chances_in_words([chance]), fields, make, self.panel.submit, self.panel.refuse,
                           name=self.roll_name)
        self.box.roll_button.installEventFilter(self)
        self.aimed.hide()
        self.panel.roll_boxes.append(self.box)
        self.slot.addWidget(self.box)

    @property
    def confirming(self) -> bool:
        """The targets and their odds are shown: the next Enter on Roll fires."""
        return self.aimed.isVisibleTo(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Enter or Space on Roll shows the targets and the odds first; the second fires."""
        if (self.box is not None and watched is self.box.roll_button and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and not self.confirming
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)):
            self._show_targets()
            return True
        return super().eventFilter(watched, event)

    def _show_targets(self) -> None:
        """Every target in sight with its chance to hit at the range and Firing chosen, the
        one chosen marked; Roll says that the next Enter fires at it."""
        assert self.box is not None
        shooter, band = str(self.shooter.currentData()), str(self.range.currentData())
        chosen = str(self.target.currentData())
        lines = [tr("Targets in sight, at the range and Firing chosen:")]
        for index in range(self.target.count()):
            target = str(self.target.itemData(index))
            try:
                chance = odds(fire_odds(self.state, shooter, target, band, moved=self.moved.isChecked(),
                                        precision=self.precision.isChecked(), rapid=self.rapid.isChecked(),
                                        partial_cover=self.cover.isChecked()).chance)
            except (IllegalAction, BadInput):  # a card without a needed number
                chance = "?"
            mark = "▶ " if target == chosen else "    "
            lines.append(tr("{mark}{target}: {chance} to hit", mark=mark, target=self.target.itemText(index),
                            chance=chance))
        lines.append(tr("Enter again fires at {target}; another target: choose it in the Target list.",
                        target=self.target.currentText()))
        self.aimed.setText("\n".join(lines))
        self.aimed.show()
        self.box.roll_button.setText("⚄  " + tr("Fire at {target} (Enter)", target=self.target.currentText()))


__all__ = ["ChargeBox", "FireBox"]
