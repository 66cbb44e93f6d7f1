"""The Movement step of the centre panel: the active card's figurines, each choosing its
Movement type, a Charge (alone or together), a Physical Feat, a Flight Level, a Harassment shot;
and for the whole card at once, the common case: "Walk, and end the activation".

Booklet, "movement phase": "Only one Movement type can be chosen in a Movement phase"; the
rules of each move are the engine's (:mod:`companion.rules.game.movement`). Keys: W walks the
card's figurines and ends its activation, S stands them, C charges with the first figurine's
Charge form (its target as chosen), each in one key press.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from companion.i18n import render, tr
from companion.rules.game import Figurine, GameState, Presence
from companion.rules.game.actions import ChangeLevel, CounterFire, Disengage, EndActivation, Move, MoveCard, Rally
from companion.rules.game.guide import cannot_disengage, counter_fire_odds, disengage_odds, rally_odds
from companion.rules.game.state import MoveType
from companion.ui.table.declared_rolls import ChargeBox, FireBox
from companion.ui.table.feat_form import FeatBox
from companion.ui.table.forms import DiceField, RollBox, StepHost, big_button, chances_in_words, fig_text, text_label

FLIGHT_LEVELS = (0, 1, 2)


def _moves() -> tuple[tuple[MoveType, str, str], ...]:
    """The Movement types a figurine may choose, with their words in the current language."""
    return (
        (MoveType.STAND, tr("Stand"),
         tr("Stands still")),
        (MoveType.WALK, tr("Walk"),
         tr("Up to its Movement (booklet, main movements)")),
        (MoveType.RUN, tr("Run"),
         tr("Double Movement, no Charge, no firing (tournament rules)")),
        (MoveType.DODGE, tr("Dodge"),
         tr("Half its Movement; shots at it are one range farther (booklet, Dodging)")),
        (MoveType.FEAT, tr("Feat"),
         tr("A Physical Feat (no firing this round)")),
    )


def build_movement(panel: StepHost, state: GameState) -> None:
    """The active card's step: the whole card at once, then each figurine."""
    assert state.active is not None
    panel.add(text_label(tr("Moving: {card}", card=state.entry_label(state.active)), bold=True, scale=1.3))
    figs = [f for f in state.entry_figurines(state.active) if f.presence is Presence.DEPLOYED]
    free = [f for f in figs if f.moved is None and not f.fleeing and not f.paralysed]
    if free:
        row = QVBoxLayout()
        host = QWidget()
        host.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        for key, kind, text, tip in (
                ("walk-all", MoveType.WALK, tr("Walk (W) and end the activation"),
                 tr("Every figurine of the card that has not moved walks; then the other player's turn")),
                ("stand-all", MoveType.STAND, tr("Stand (S) and end the activation"),
                 tr("Every figurine of the card that has not moved stands still"))):
            if any(f.engaged_with for f in free) and kind is MoveType.WALK:
                continue
            button = big_button(text, partial(panel.submit, MoveCard(kind.value)), name=key, tip=tip)
            panel.buttons[key] = button
            row.addWidget(button)
        panel.add(host)
    enemies = [f for f in state.figurines if f.presence is Presence.DEPLOYED and f.side != figs[0].side] if figs else []
    for fig in figs:
        box = QGroupBox(fig_text(fig) + (f" — {render(fig.moved.label)}" if fig.moved else ""))
        box.setObjectName(f"move-{fig.id}")
        layout = QVBoxLayout(box)
        # a Charge of the card's last figurines to choose may end the activation (not while a
        # fleeing one may still try to rally)
        last = not any(f.fleeing and f.fled_round != state.round and f.moved is None for f in figs)
        if fig.moved is None or fig.moved is MoveType.DISENGAGE:
            if fig.fleeing:
                layout.addWidget(text_label(tr("Fleeing: it runs away unless it rallies (Fear {fear}).",
                                               fear=fig.flee_fear)))
                layout.addWidget(panel.track(RollBox(
                    tr("Rallying roll"), chances_in_words([rally_odds(state, fig.id)]), [DiceField(tr("Courage die"))],
                    partial(lambda f, v: Rally(f, v[0]), fig.id), panel.submit, panel.refuse, name=f"rally-{fig.id}")))
            elif fig.paralysed:
                layout.addWidget(text_label(tr("Paralysed by dread: it cannot move this round.")))
            else:
                _choices(panel, state, fig, layout, enemies, last)
        else:
            layout.addWidget(text_label(tr("Has chosen: {movement}.", movement=render(fig.moved.label))))
            if fig.moved is MoveType.FEAT:
                layout.addWidget(FeatBox(panel, state, fig))
        _harassment(panel, state, fig, layout, enemies)
        panel.add(box)
    _counter_fire(panel, state)
    panel.button("end-activation", tr("Done: end this card's activation"), EndActivation,
                 tr("Figurines that did not choose stand still"))


def _choices(panel: StepHost, state: GameState, fig: Figurine, layout: QVBoxLayout, enemies: list[Figurine],
             last: bool) -> None:
    """A figurine still to choose its Movement type: the types, a Charge, a Feat, its Level."""
    row = QGridLayout()  # three a row: readable at 1280 x 800
    shown = 0
    for kind, text, tip in _moves():
        if kind is MoveType.RUN and not state.setup.ruleset.tournament:
            continue
        if fig.engaged_with and kind is not MoveType.STAND:
            continue
        button = big_button(text, partial(panel.submit, Move(fig.id, kind.value)),
                            name=f"{kind.value}-{fig.id}", tip=tip)
        panel.buttons[f"{kind.value}-{fig.id}"] = button
        row.addWidget(button, shown // 3, shown % 3)
        shown += 1
    layout.addLayout(row)
    card = state.card_in_play(fig)
    if (card.flight is not None or card.has("Flight")) and not fig.engaged_with:
        levels = QHBoxLayout()
        levels.addWidget(text_label(tr("Flight Level (now {level}; 5 cm a Level):", level=fig.level)))
        for level in FLIGHT_LEVELS:
            if level == fig.level:
                continue
            button = QPushButton(tr("Level {level}", level=level))
            button.setObjectName(f"level-{level}-{fig.id}")
            button.clicked.connect(lambda _c=False, f=fig.id, lv=level: panel.submit(ChangeLevel(f, lv)))
            levels.addWidget(button)
        levels.addStretch(1)
        layout.addLayout(levels)
    if fig.engaged_with and (refusal := cannot_disengage(state, fig.id)) is not None:
        layout.addWidget(text_label(render(refusal)))
        return
    if fig.engaged_with:
        layout.addWidget(panel.track(RollBox(
            tr("Disengage from {figurines}", figurines=", ".join(fig.engaged_with)),
            chances_in_words([disengage_odds(state, fig.id)]), [DiceField(tr("Initiative die"))],
            lambda v: Disengage(fig.id, v[0]), panel.submit, panel.refuse, name=f"disengage-{fig.id}")))
        return
    targets = [e for e in enemies if not e.concealed]
    if targets:
        layout.addWidget(ChargeBox(panel, state, fig, targets, end=last))
    layout.addWidget(FeatBox(panel, state, fig))


def _harassment(panel: StepHost, state: GameState, fig: Figurine, layout: QVBoxLayout,
                enemies: list[Figurine]) -> None:
    """Harassment: "firing during the Movement phase if his Movement type allows it"."""
    card = state.card_in_play(fig)
    if not card.has("Harassment") or fig.fired or fig.engaged_with or card.aim is None:
        return
    if not any(e.ranges for e in card.equipment) or not enemies:
        return
    layout.addWidget(text_label(tr("Harassment: it may fire now, during its move (then not in the Firing phase)."),
                                bold=True))
    layout.addWidget(FireBox(panel, state, [fig], name=f"harass-{fig.id}"))


def _counter_fire(panel: StepHost, state: GameState) -> None:
    """A marksman in Reserve just Charged or Engaged by the active card's figurine may fire at
    once at his charger (the engine decides whether he may: this offers the roll where it can)."""
    for fig in state.figurines:
        card = state.card_in_play(fig)
        if (not fig.engaged_this_phase or fig.counter_fired or fig.entry not in state.reserves[fig.side]
                or fig.presence is not Presence.DEPLOYED or card.aim is None
                or not any(e.ranges for e in card.equipment)):
            continue
        for other in fig.engaged_with:
            charger = state.figurine(other)
            if charger.entry != state.active:
                continue
            panel.roll_box(RollBox(
                tr("Counter-fire: {figurine} fires at {target} (difficulty 6)", figurine=fig_text(fig),
                   target=fig_text(charger)),
                chances_in_words([counter_fire_odds(state, fig.id)]),
                [DiceField(tr("Aim die")), DiceField(tr("Damage dice (if it hits)"), optional=True,
                                                           placeholder=tr("e.g. 3 6"))],
                partial(lambda m, t, v: CounterFire(m, t, v[0], v[1]), fig.id, charger.id),
                panel.submit, panel.refuse, name=f"counter-fire-{fig.id}"))


__all__ = ["build_movement"]
