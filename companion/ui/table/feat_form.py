"""A Physical Feat in the Movement step: which Feat, what the players measured, its exact chance,
and the Feat roll (then the Damage roll a failure calls for).

Booklet, "main movements": "To do a Physical Feat, a characteristic roll must be made based on a
Feat score equal to the Movement characteristic divided by 2,5"; swimming, jumping (long, high,
over troops), climbing, a deliberate fall, and what failing each costs (a Leg Wound, a fall, an
automatic Light Wound). The rules are the engine's (:mod:`companion.rules.game.feats`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QGridLayout, QGroupBox, QLabel, QVBoxLayout

from companion.i18n import render, tr
from companion.i18n.numbers import odds
from companion.rules.game import Figurine, GameState, Presence
from companion.rules.game.actions import Action, Feat
from companion.rules.game.feats import FEAT_NAMES
from companion.rules.game.guide_rolls import feat_odds
from companion.ui.table.forms import DiceField, Panel, RollBox, chances_in_words, fig_text, text_label
from companion.ui.table.wrap_check import WrapCheckBox


class FeatBox(QGroupBox):
    """A Physical Feat of ``fig``: the Feat, the measures, the roll with its exact chance."""

    def __init__(self, panel: Panel, state: GameState, fig: Figurine) -> None:
        super().__init__(tr("Physical Feat"))
        self.setObjectName(f"feat-{fig.id}")
        self.setCheckable(True)
        self.setChecked(False)  # folded until the players want a Feat
        self.panel, self.state, self.fig = panel, state, fig
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        self.kind = QComboBox()
        self.kind.setObjectName(f"feat-kind-{fig.id}")
        for key, name in FEAT_NAMES.items():
            self.kind.addItem(render(name), key)
        self.distance = QDoubleSpinBox()
        self.depth_spin = QDoubleSpinBox()
        for spin in (self.distance, self.depth_spin):
            spin.setRange(0, 200)
            spin.setSingleStep(0.5)
            spin.setSuffix(" cm")
        self.distance.setObjectName(f"feat-distance-{fig.id}")
        self.depth_spin.setObjectName(f"feat-depth-{fig.id}")
        self.smaller = WrapCheckBox(tr("The obstacle is of a smaller Size (-2)"))
        self.troops = QComboBox()
        for other in state.figurines:
            if other.presence is Presence.DEPLOYED and other.id != fig.id:
                self.troops.addItem(fig_text(other), other.id)
        self.distance_label = QLabel()
        self.depth_label = QLabel()
        grid.addWidget(QLabel(tr("Feat")), 0, 0)
        grid.addWidget(self.kind, 0, 1)
        grid.addWidget(self.distance_label, 1, 0)
        grid.addWidget(self.distance, 1, 1)
        grid.addWidget(self.depth_label, 2, 0)
        grid.addWidget(self.depth_spin, 2, 1)
        grid.addWidget(self.smaller, 3, 0, 1, 2)
        grid.addWidget(self.troops, 4, 0, 1, 2)
        layout.addLayout(grid)
        self.chance = text_label("")
        layout.addWidget(self.chance)
        self.box = RollBox(tr("Feat roll"), [], [
            DiceField(tr("Feat die")),
            DiceField(tr("Damage dice (if it fails)"), optional=True, placeholder=tr("e.g. 3 6")),
        ], self._make, panel.submit, panel.refuse, name=f"feat-roll-{fig.id}")
        layout.addWidget(self.box)
        for signal in (self.kind.currentIndexChanged, self.distance.valueChanged, self.depth_spin.valueChanged,
                       self.smaller.toggled, self.troops.currentIndexChanged):
            signal.connect(lambda *_args: self._refresh())
        self.toggled.connect(lambda on: self._fold(on))
        self._refresh()
        self._fold(False)

    def _fold(self, on: bool) -> None:
        for child in self.findChildren(QGroupBox) + [self.chance]:
            child.setVisible(on)
        if on and self.box not in self.panel.roll_boxes:
            self.panel.roll_boxes.insert(0, self.box)
        elif not on and self.box in self.panel.roll_boxes:
            self.panel.roll_boxes.remove(self.box)

    def action(self, dice: tuple[int, ...] | None = None, damage: tuple[int, ...] | None = None) -> Feat:
        kind = str(self.kind.currentData())
        troops = (str(self.troops.currentData()),) if kind == "troops-jump" and self.troops.count() else ()
        return Feat(self.fig.id, kind, self.distance.value(), self.depth_spin.value(), self.smaller.isChecked(), troops,
                    dice, damage)

    def _refresh(self) -> None:
        kind = str(self.kind.currentData())
        labels = {
            "long-jump": (tr("Across"), tr("To the bottom")),
            "high-jump": (tr("Height"), ""),
            "troops-jump": ("", ""),
            "swim": ("", ""),
            "climb": (tr("Height to climb"), tr("Started at (0: a flat area)")),
            "fall": (tr("Height of the fall"), ""),
        }[kind]
        for label, spin, text in ((self.distance_label, self.distance, labels[0]),
                                  (self.depth_label, self.depth_spin, labels[1])):
            label.setText(text)
            label.setVisible(bool(text))
            spin.setVisible(bool(text))
        self.smaller.setVisible(kind == "high-jump")
        self.troops.setVisible(kind == "troops-jump")
        chance = feat_odds(self.state, self.action())
        lines = chances_in_words([chance]) if chance is not None else []
        self.chance.setText("; ".join(tr("{label}: {chance}", label=line.label, chance=odds(line.chance))
                                      for line in lines) if lines else tr("No roll: the rules give the result."))
        self.chance.setProperty("chance", str(chance.chance) if chance is not None else "")

    def _make(self, values: list[Any]) -> Action:
        return self.action(values[0], values[1])


__all__ = ["FeatBox"]
