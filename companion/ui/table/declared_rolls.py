"""The rolls the players declare with what they measured: a Charge (or an Engagement) and a shot.

:class:`ChargeBox` offers the targets of a figurine whose card is activated and the Courage
tests the Charge calls for, with their odds (booklet, "movement phase, Charging", "Influence of
Fear"). :class:`FireBox` takes the marksman, the target, the range band and the Firing type
the players measured, and shows the exact chance to hit (booklet, "firing phase"). Each ends in
a :class:`~companion.ui.table.forms.RollBox` that sends the engine action.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from companion.i18n import tr
from companion.rules.game import Figurine, GameState, Presence
from companion.rules.game.actions import Action, Charge, Fire
from companion.rules.game.guide import charge_odds, fire_odds
from companion.rules.game.state import MoveType
from companion.ui.table.forms import DiceField, Panel, RollBox, chances_in_words, fig_text


class ChargeBox(QWidget):
    """Charge (or Engage) a target: the Courage tests it triggers, with their odds."""

    def __init__(self, panel: Panel, state: GameState, fig: Figurine, targets: Sequence[Figurine]) -> None:
        super().__init__()
        self.panel, self.state, self.fig = panel, state, fig
        self.setObjectName(f"charge-{fig.id}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Charge:")))
        self.target = QComboBox()
        self.target.setMinimumHeight(36)
        for target in targets:
            self.target.addItem(fig_text(target), target.id)
        row.addWidget(self.target, 1)
        self.engage = QCheckBox(tr("Engage instead (no Charge bonus)"))
        row.addWidget(self.engage)
        layout.addLayout(row)
        self.slot = QVBoxLayout()
        layout.addLayout(self.slot)
        self.box: RollBox | None = None
        self.target.currentIndexChanged.connect(lambda _i: self._refresh())
        self.engage.toggled.connect(lambda _c: self._refresh())
        self._refresh()

    def _refresh(self) -> None:
        if self.box is not None:
            if self.box in self.panel.roll_boxes:
                self.panel.roll_boxes.remove(self.box)
            self.box.setParent(None)
            self.box.deleteLater()
        target = str(self.target.currentData())
        engage = self.engage.isChecked()
        odds = charge_odds(self.state, self.fig.id, target, engage=engage)
        fields: list[DiceField] = []
        roles: list[str] = []
        for chance in odds:
            who = self.fig if chance.label["figurine"] == fig_text(self.fig) else self.state.figurine(target)
            fields.append(DiceField(tr("{name}'s Courage die", name=who.name)))
            roles.append("charger" if who.id == self.fig.id else "target")

        def make(values: list[Any]) -> Action:
            dice = dict(zip(roles, values))
            return Charge(self.fig.id, target, engage, dice.get("charger"), dice.get("target"))

        self.box = RollBox(_charge_title(engage, bool(odds), fig_text(self.state.figurine(target))),
                           chances_in_words(odds), fields, make, self.panel.submit, self.panel.refuse,
                           name=f"charge-roll-{self.fig.id}")
        if not odds:
            self.box.roll_button.setText(tr("Engage!") if engage else tr("Charge!"))
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

    def __init__(self, panel: Panel, state: GameState, shooters: Sequence[Figurine]) -> None:
        super().__init__()
        self.panel, self.state = panel, state
        self.setObjectName("fire")
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
        self.moved = QCheckBox(tr("Moved"))
        self.precision = QCheckBox(tr("Precision"))
        self.rapid = QCheckBox(tr("Rapid"))
        self.cover = QCheckBox(tr("Partial cover"))
        for check in (self.moved, self.precision, self.rapid, self.cover):
            checks.addWidget(check)
            check.toggled.connect(lambda _c: self._refresh())
        layout.addLayout(checks)
        self.slot = QVBoxLayout()
        layout.addLayout(self.slot)
        self.box: RollBox | None = None
        self.shooter.currentIndexChanged.connect(lambda _i: self._targets())
        self.target.currentIndexChanged.connect(lambda _i: self._refresh())
        self.range.currentIndexChanged.connect(lambda _i: self._refresh())
        self._targets()

    def _targets(self) -> None:
        shooter = self.state.figurine(str(self.shooter.currentData()))
        self.target.blockSignals(True)
        self.target.clear()
        for fig in self.state.figurines:
            if fig.side != shooter.side and fig.presence is Presence.DEPLOYED:
                self.target.addItem(fig_text(fig), fig.id)
        self.target.blockSignals(False)
        self.moved.setChecked(shooter.moved in (MoveType.WALK, MoveType.DISENGAGE))
        self._refresh()

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
        moved, precision, rapid = self.moved.isChecked(), self.precision.isChecked(), self.rapid.isChecked()
        cover = self.cover.isChecked()
        chance = fire_odds(self.state, shooter, target, band, moved=moved, precision=precision, rapid=rapid,
                           partial_cover=cover)

        def make(values: list[Any]) -> Action:
            fray = values[2][0] if values[2] else None
            return Fire(shooter, target, band, moved=moved, precision=precision, rapid=rapid, partial_cover=cover,
                        dice=values[0], damage_dice=values[1], fray_roll=fray)

        self.box = RollBox(
            tr("Fire"), chances_in_words([chance]),
            [DiceField(tr("Aim die")),
             DiceField(tr("Damage dice (if it hits)"), optional=True, placeholder=tr("e.g. 3 6")),
             DiceField(tr("Fray roll (target in a fray)"), optional=True,
                       placeholder=tr("1 to the sum of the weights"))],
            make, self.panel.submit, self.panel.refuse, name="fire-roll")
        self.panel.roll_boxes.append(self.box)
        self.slot.addWidget(self.box)


__all__ = ["ChargeBox", "FireBox"]
