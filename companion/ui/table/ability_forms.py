"""The Abilities the players use when they choose, offered above the step where they apply: a
Rallying cry, a concealed Scout found, an Ability taken from a Personal enemy, Mutagenic points
added to a characteristic.

Booklet, "abilities": Rallying cry ("once a game ... All the fighters of his people are immune
to Fear until the end of the game round"), Scout ("as long as an opponent does not come within
Walking distance of him, the Scout is concealed"), Personal enemy / X ("He also « steals » an
Ability from his enemy, which he chooses"), Mutagenic / X ("The result + X is the amount of
points you can add to one or more of his characteristics. You do not have to distribute the
points immediately"). Each button sends one engine action.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QPushButton, QSpinBox, QVBoxLayout, QWidget

from companion.i18n import tr
from companion.i18n import vocabulary as vocab
from companion.rules.game import GameState, Phase, Presence
from companion.rules.game.ability_steps import stealable
from companion.rules.game.actions import Action, Mutate, RallyingCry, Reveal, StealAbility
from companion.rules.game.draft import Draft
from companion.rules.game.state import CHANGEABLE
from companion.ui.table.forms import Panel, fig_text, text_label

PLAYING = (Phase.MOVEMENT, Phase.FIRING, Phase.HAND_TO_HAND)


class AbilitiesBox(QGroupBox):
    """What the figurines may use now, each with its button (hidden when there is nothing)."""

    def __init__(self, panel: Panel, state: GameState) -> None:
        super().__init__(tr("Abilities"))
        self.setObjectName("abilities")
        self.panel = panel
        layout = QVBoxLayout(self)
        self.count = 0
        d = Draft(state)
        for fig in state.figurines:
            if fig.presence is not Presence.DEPLOYED:
                continue
            card = state.card_in_play(fig)
            if state.phase in PLAYING and card.has("Rallying cry") and not fig.rallying_cry_used:
                self._button(layout, f"rallying-cry-{fig.id}",
                             tr("Rallying cry of {figurine} (once a game: its people immune to Fear this round, "
                                "the fleeing rallied)", figurine=fig_text(fig)), RallyingCry(fig.id))
            if state.phase in PLAYING and fig.concealed:
                self._button(layout, f"reveal-{fig.id}",
                             tr("{figurine} is found (an opponent came within Walking distance)", figurine=fig_text(fig)),
                             Reveal(fig.id))
            if fig.steal_from is not None and stealable(d, fig.id):
                layout.addWidget(self._steal(fig.id, fig_text(fig), stealable(d, fig.id)))
            if fig.mutagenic is not None and fig.mutagenic > fig.mutagenic_spent:
                layout.addWidget(self._mutate(state, fig.id, fig_text(fig), fig.mutagenic - fig.mutagenic_spent))
        self.setVisible(self.count > 0)

    def _button(self, layout: QVBoxLayout, name: str, text: str, action: Action) -> None:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setMinimumHeight(36)
        button.clicked.connect(lambda _c=False, a=action: self.panel.submit(a))
        self.panel.buttons[name] = button
        layout.addWidget(button)
        self.count += 1

    def _steal(self, fid: str, name: str, abilities: tuple[str, ...]) -> QWidget:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(text_label(tr("{figurine} killed its Personal enemy: take", figurine=name)))
        combo = QComboBox()
        combo.setObjectName(f"steal-{fid}")
        for ability in abilities:
            combo.addItem(vocab.ability_name(ability), ability)
        line.addWidget(combo, 1)
        button = QPushButton(tr("Take it"))
        button.setObjectName(f"steal-button-{fid}")
        button.clicked.connect(lambda _c=False: self.panel.submit(StealAbility(fid, str(combo.currentData()))))
        self.panel.buttons[f"steal-{fid}"] = button
        line.addWidget(button)
        self.count += 1
        return row

    def _mutate(self, state: GameState, fid: str, name: str, left: int) -> QWidget:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(text_label(tr("{figurine}: {count} Mutagenic points to add", figurine=name, count=left)))
        points = QSpinBox()
        points.setObjectName(f"mutagenic-points-{fid}")
        points.setRange(1, left)
        line.addWidget(points)
        combo = QComboBox()
        combo.setObjectName(f"mutagenic-characteristic-{fid}")
        card = state.card_of(state.figurine(fid))
        for characteristic in CHANGEABLE:
            if getattr(card, characteristic) is not None:
                combo.addItem(vocab.name(vocab.Kind.CHARACTERISTIC, characteristic), characteristic)
        line.addWidget(combo, 1)
        button = QPushButton(tr("Add"))
        button.setObjectName(f"mutagenic-add-{fid}")
        button.clicked.connect(lambda _c=False: self.panel.submit(Mutate(fid, str(combo.currentData()),
                                                                          points.value())))
        self.panel.buttons[f"mutagenic-add-{fid}"] = button
        line.addWidget(button)
        self.count += 1
        return row


__all__ = ["AbilitiesBox"]
