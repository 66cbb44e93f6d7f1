"""The centre of the Table: the step the rules ask for now, its exact odds, and how to answer.

Everything shown comes from the engine's guide (:func:`companion.rules.game.guide.next_step`
and the odds functions beside it); every button sends one engine action through the
controller. The panel is rebuilt from the state the store returned after each commit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.rules.combat import max_extra_dice
from companion.rules.game import Combat, CombatStep, Figurine, GameState, Phase, Presence, Step, WoundLevel
from companion.rules.game.actions import (
    Action,
    Activate,
    ApproachRoll,
    Attack,
    Charge,
    CounterFire,
    DamageAction,
    Deploy,
    Disengage,
    DrawCard,
    EndActivation,
    EndPhase,
    EndRound,
    Fire,
    InitiativeRoll,
    KeepInReserve,
    Move,
    Note,
    ParryAction,
    Pick,
    PlaceDice,
    PursuitAction,
    Rally,
    Regenerate,
    Reinforcement,
    StartCombat,
    TacticalRoll,
)
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.guide import (
    AttackChoice,
    Chance,
    Odds,
    charge_odds,
    counter_fire_odds,
    dice_pool,
    disengage_odds,
    fire_odds,
    firing_order_now,
    next_step,
    odds_for_next_step,
    rally_odds,
    regeneration_chances,
)
from companion.rules.game.melee import attack_dice_of, defence_dice_of
from companion.rules.game.state import MoveType
from companion.rules.source import booklet
from companion.i18n import vocabulary as vocab
from companion.i18n.engine import source_text
from companion.ui.table.format import engine_words, odds_text, phase_label
from companion.ui.table.forms import DiceField, RollBox, big_button, why_label

WOUND_SOURCE = str(booklet("wound table"))
SHOWN_ABOVE_RECOMMENDED = 4
"""The difficulty table lists the rows up to the recommended one + 4 (the others by the die)."""

def _moves() -> tuple[tuple[MoveType, str, str], ...]:
    """The Movement types a figurine may choose, with their words in the current language."""
    return (
        (MoveType.STAND, QCoreApplication.translate("StepPanel", "Stand"),
         QCoreApplication.translate("StepPanel", "Stands still")),
        (MoveType.WALK, QCoreApplication.translate("StepPanel", "Walk"),
         QCoreApplication.translate("StepPanel", "Up to its Movement (booklet, main movements)")),
        (MoveType.RUN, QCoreApplication.translate("StepPanel", "Run"),
         QCoreApplication.translate("StepPanel", "Double Movement, no Charge, no firing (tournament rules)")),
        (MoveType.DODGE, QCoreApplication.translate("StepPanel", "Dodge"),
         QCoreApplication.translate("StepPanel",
                                    "Half its Movement; shots at it are one range farther (booklet, Dodging)")),
        (MoveType.FEAT, QCoreApplication.translate("StepPanel", "Feat"),
         QCoreApplication.translate("StepPanel", "A Physical Feat (no firing this round)")),
    )


MOVES = _moves()
"""The Movement types in English (the words shown come from :func:`_moves` at each build)."""


def header_text(state: GameState, step: Step) -> str:
    """"Round 2 · Firing · Initiative 4: Griffin Fusiliers": round, phase, who acts."""
    round_ = QCoreApplication.translate("StepPanel", "Round %1").replace("%1", str(state.round))
    if state.phase is Phase.APPROACH:
        parts = [phase_label(Phase.APPROACH)]
    elif state.phase is Phase.FINISHED:
        parts = [round_, QCoreApplication.translate("StepPanel", "Game over")]
    else:
        parts = [round_, phase_label(state.phase)]
    if state.phase is Phase.FIRING:
        order = firing_order_now(state)
        if order:
            group = order[0]
            names = ", ".join(dict.fromkeys(state.figurine(f.name).name for f in group))
            parts.append(QCoreApplication.translate("StepPanel", "Initiative %1: %2")
                         .replace("%1", str(group[0].initiative)).replace("%2", names))
        else:
            parts.append(QCoreApplication.translate("StepPanel", "no marksman left"))
    elif state.phase is Phase.HAND_TO_HAND and state.combat is not None:
        parts.append(QCoreApplication.translate("StepPanel", "Combat %1").replace("%1", str(state.combat.number)))
        if step.actor is not None:
            parts.append(state.side_name(step.actor))
    elif step.actor is not None:
        parts.append(state.side_name(step.actor))
    return " · ".join(parts)


def _label(text: str, *, bold: bool = False, scale: float = 1.0, wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    font = label.font()
    if bold:
        font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def _fig_text(fig: Figurine) -> str:
    return f"{fig.name} ({fig.id})"


class StepPanel(QWidget):
    """Header, the step in words, a banner for refusals, and the forms of the step."""

    def __init__(self, submit: Callable[[Action], bool], refuse: Callable[[str], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.submit, self.refuse = submit, refuse
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 4, 0)
        self.header = _label("", bold=True, scale=1.6)
        self.header.setObjectName("table-header")
        self.header.setAccessibleName(self.tr("round, phase and who acts"))
        layout.addWidget(self.header)
        self.step_label = _label("", scale=1.25)
        self.step_label.setObjectName("step")
        self.step_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.step_label)
        self.banner = _label("")
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
        self.state: GameState | None = None
        self.odds: Odds = Odds()
        self.step: Step | None = None

    # -- banner ------------------------------------------------------------------------------
    def show_refusal(self, message: str) -> None:
        self.banner.setText("⚠  " + self.tr("Not done: %1").replace("%1", message))
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
        text = engine_words(step.text)
        self.step_label.setText(text[:1].upper() + text[1:] + ".")
        try:
            self.odds = odds_for_next_step(state)
        except (IllegalAction, BadInput) as error:  # a card without a needed number
            self.odds = Odds()
            self.show_refusal(self.tr("the odds cannot be computed: %1").replace("%1", engine_words(str(error))))
        focus = QApplication.focusWidget()
        old = self.body_scroll.takeWidget()  # deleted later: the button being clicked may live in it
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.roll_boxes = []
        self.buttons = {}
        try:
            self._build(state, step)
        except (IllegalAction, BadInput) as error:
            self.body_layout.addWidget(_label(self.tr("This step cannot be shown: %1")
                                              .replace("%1", engine_words(str(error)))))
        self.body_layout.addStretch(1)
        self._note_row()
        self.body_scroll.setWidget(self.body)
        if old is not None:
            if focus is None or focus is old or old.isAncestorOf(focus):
                self.focus_primary()
            old.deleteLater()

    def primary(self) -> QWidget | None:
        """The control the step most likely wants: the first Roll, else the first button."""
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

    def _add(self, widget: QWidget) -> QWidget:
        assert self.body_layout is not None
        self.body_layout.addWidget(widget)
        return widget

    def _button(self, key: str, text: str, action: Callable[[], Action], tip: str = "") -> QPushButton:
        button = big_button(text, lambda: self.submit(action()), name=key, tip=tip)
        self.buttons[key] = button
        self._add(button)
        return button

    def _roll_box(self, box: RollBox) -> RollBox:
        self.roll_boxes.append(box)
        self._add(box)
        return box

    def _note_row(self) -> None:
        assert self.body_layout is not None
        row = QHBoxLayout()
        edit = QLineEdit()
        edit.setObjectName("note")
        edit.setPlaceholderText(self.tr("A sentence for the battle report (an objective taken, a ruling agreed…)"))

        def add() -> None:
            if self.submit(Note(edit.text())):
                edit.clear()

        edit.returnPressed.connect(add)
        row.addWidget(edit, 1)
        button = QPushButton(self.tr("Add note"))
        button.clicked.connect(lambda _checked=False: add())
        row.addWidget(button)
        self.body_layout.addLayout(row)

    def _build(self, state: GameState, step: Step) -> None:
        if state.phase is Phase.FINISHED:
            self._add(_label(self.tr("Result: %1").replace("%1", engine_words(state.result or "")), bold=True,
                             scale=1.3))
            return
        if state.phase in (Phase.APPROACH, Phase.MOVEMENT):
            if not state.roll_done:
                self._opposed_roll(state)
            else:
                self._cards(state, step)
            return
        if state.phase is Phase.FIRING:
            self._firing(state)
        elif state.phase is Phase.HAND_TO_HAND:
            self._hand_to_hand(state)
        elif state.phase is Phase.END_OF_ROUND:
            self._end_of_round(state)

    # -- approach, tactical roll, cards ------------------------------------------------------
    def _opposed_roll(self, state: GameState) -> None:
        approach = state.phase is Phase.APPROACH
        if not approach:
            self._picks(state)
        title = (self.tr("The Approach roll: each side on its best Discipline (ties are rolled again)") if approach
                 else self.tr("The Tactical roll: each side on its best Discipline (ties are rolled again)"))
        names = state.side_name(0), state.side_name(1)
        cls = ApproachRoll if approach else TacticalRoll
        self._roll_box(RollBox(
            title, self._chances(self.odds.chances),
            [DiceField(self.tr("%1's die").replace("%1", names[0])),
             DiceField(self.tr("%1's die").replace("%1", names[1]))],
            lambda v: cls(dice_a=v[0], dice_b=v[1]), self.submit, self.refuse, name="opposed-roll"))

    def _picks(self, state: GameState) -> None:
        for fig in state.figurines:
            if fig.presence is not Presence.DEPLOYED:
                continue
            card = state.card_of(fig)
            if card.has("Mutagenic") and fig.mutagenic is None:
                self._roll_box(RollBox(
                    self.tr("Mutagenic pick: %1 (its die: + X points this round)").replace("%1", _fig_text(fig)), [],
                    [DiceField(self.tr("Mutagenic die"))],
                    lambda v, f=fig.id: Pick(f, "mutagenic", v[0][0] if v[0] else None),
                    self.submit, self.refuse, name=f"pick-{fig.id}"))
            if card.has("Toxic") and not fig.toxic:
                self._button(f"toxic-{fig.id}", self.tr("Toxic pick: %1").replace("%1", _fig_text(fig)),
                             lambda f=fig.id: Pick(f, "toxic"))
        for side in (0, 1):
            if state.reinforcement_done[side]:
                continue
            lost = [f for f in state.losses(side) if state.card_of(f).has("Reinforcement") and not f.no_reinforcement]
            if lost:
                self._roll_box(RollBox(
                    self.tr("Reinforcement roll for %1 (5-6: the cheapest lost figurine returns)")
                    .replace("%1", state.side_name(side)), [],
                    [DiceField(self.tr("Reinforcement die"))],
                    lambda v, s="AB"[side]: Reinforcement(s, v[0][0] if v[0] else None),
                    self.submit, self.refuse, name=f"reinforcement-{'AB'[side]}"))

    def _piles_text(self, state: GameState) -> str:
        lines = [self.tr("Pile: %1 card(s) face down").replace("%1", str(len(state.pile)))
                 + (self.tr(" + %1 Scout card(s)").replace("%1", str(len(state.scout_pile))) if state.scout_pile
                    else "")]
        for side in (0, 1):
            reserve = ", ".join(state.entry_label(e) for e in state.reserves[side]) or self.tr("none")
            limit = 2 if state.roll_winner == side else 1
            lines.append(self.tr("%1's Reserve (%2 of %3): %4").replace("%1", state.side_name(side))
                         .replace("%2", str(len(state.reserves[side]))).replace("%3", str(limit))
                         .replace("%4", reserve))
        if state.done_cards:
            verb = self.tr("Deployed") if state.phase is Phase.APPROACH else self.tr("Activated")
            lines.append(f"{verb}: " + ", ".join(state.entry_label(e) for e in state.done_cards))
        return "\n".join(lines)

    def _cards(self, state: GameState, step: Step) -> None:
        approach = state.phase is Phase.APPROACH
        cls = Deploy if approach else Activate
        self._add(_label(self._piles_text(state)))
        if state.pending is not None:
            entry = state.pending
            self._add(_label(self.tr("Card drawn: %1").replace("%1", state.entry_label(entry)), bold=True, scale=1.3))
            play = self.tr("Deploy %1") if approach else self.tr("Activate %1")
            self._button("play-pending", play.replace("%1", state.entry_label(entry)), lambda: cls(entry))
            if "reserve" in step.kinds:
                self._button("reserve", self.tr("Keep it in Reserve"), lambda: KeepInReserve(entry),
                             self.tr("One Reserve card (two for the winner of the roll)"))
            return
        if state.active is not None:
            self._movement(state)
            return
        if "draw" in step.kinds:
            self._button("draw", self.tr("Draw the next card (%1 left)")
                         .replace("%1", str(len(state.pile) + len(state.scout_pile))), DrawCard)
        for entry in state.reserves[state.turn]:
            play = self.tr("Deploy the Reserve card %1") if approach else self.tr("Activate the Reserve card %1")
            self._button(f"reserve-{entry}", play.replace("%1", state.entry_label(entry)),
                         lambda e=entry: cls(e))

    # -- movement ----------------------------------------------------------------------------
    def _movement(self, state: GameState) -> None:
        assert state.active is not None
        self._add(_label(self.tr("Moving: %1").replace("%1", state.entry_label(state.active)), bold=True, scale=1.3))
        enemies = [f for f in state.figurines if f.presence is Presence.DEPLOYED]
        for fig in state.entry_figurines(state.active):
            if fig.presence is not Presence.DEPLOYED:
                continue
            box = QGroupBox(_fig_text(fig) + (f" — {self._moved(fig.moved)}" if fig.moved else ""))
            box.setObjectName(f"move-{fig.id}")
            layout = QVBoxLayout(box)
            if fig.moved is None or fig.moved is MoveType.DISENGAGE:
                if fig.fleeing:
                    layout.addWidget(_label(self.tr("Fleeing: it runs away unless it rallies (Fear %1).")
                                            .replace("%1", str(fig.flee_fear))))
                    chance = rally_odds(state, fig.id)
                    layout.addWidget(self._track(RollBox(
                        self.tr("Rallying roll"), self._chances([chance]), [DiceField(self.tr("Courage die"))],
                        lambda v, f=fig.id: Rally(f, v[0]), self.submit, self.refuse, name=f"rally-{fig.id}")))
                elif fig.paralysed:
                    layout.addWidget(_label(self.tr("Paralysed by dread: it cannot move this round.")))
                else:
                    row = QHBoxLayout()
                    for kind, text, tip in _moves():
                        if kind is MoveType.RUN and not state.setup.ruleset.tournament:
                            continue
                        if fig.engaged_with and kind is not MoveType.STAND:
                            continue
                        button = big_button(text, lambda f=fig.id, k=kind.value: self.submit(Move(f, k)),
                                            name=f"{kind.value}-{fig.id}", tip=tip)
                        self.buttons[f"{kind.value}-{fig.id}"] = button
                        row.addWidget(button)
                    layout.addLayout(row)
                    if fig.engaged_with:
                        chance = disengage_odds(state, fig.id)
                        layout.addWidget(self._track(RollBox(
                            self.tr("Disengage from %1").replace("%1", ", ".join(fig.engaged_with)),
                            self._chances([chance]), [DiceField(self.tr("Initiative die"))], lambda v, f=fig.id: Disengage(f, v[0]),
                            self.submit, self.refuse, name=f"disengage-{fig.id}")))
                    else:
                        targets = [e for e in enemies if e.side != fig.side]
                        if targets:
                            layout.addWidget(ChargeBox(self, state, fig, targets))
            else:
                layout.addWidget(_label(self.tr("Has chosen: %1.").replace("%1", self._moved(fig.moved))))
            self._add(box)
        self._counter_fire(state)
        self._button("end-activation", self.tr("Done: end this card's activation"), EndActivation,
                     self.tr("Figurines that did not choose stand still"))

    def _moved(self, moved: MoveType) -> str:
        """A Movement type chosen, in words."""
        words = {
            MoveType.STAND: self.tr("stand"), MoveType.WALK: self.tr("walk"), MoveType.RUN: self.tr("run"),
            MoveType.CHARGE: self.tr("charge"), MoveType.ENGAGE: self.tr("engage"), MoveType.DODGE: self.tr("dodge"),
            MoveType.FEAT: self.tr("feat"), MoveType.DISENGAGE: self.tr("disengage"), MoveType.FLEE: self.tr("flee"),
            MoveType.PARALYSED: self.tr("paralysed"),
        }
        return words.get(moved, moved.value)

    @staticmethod
    def _chances(chances: Sequence[Chance]) -> list[Chance]:
        """The engine's odds with their words and rule in the reader's language."""
        return [Chance(engine_words(c.label), c.chance, engine_words(c.source)) for c in chances]

    def _counter_fire(self, state: GameState) -> None:
        """A marksman in Reserve just Charged or Engaged may fire at once at his charger (the
        engine decides whether he may: this only offers the roll where it can apply)."""
        for fig in state.figurines:
            card = state.card_of(fig)
            if (not fig.engaged_this_phase or fig.counter_fired or fig.entry not in state.reserves[fig.side]
                    or fig.presence is not Presence.DEPLOYED or card.aim is None
                    or not any(e.ranges for e in card.equipment)):
                continue
            for other in fig.engaged_with:
                charger = state.figurine(other)
                self._roll_box(RollBox(
                    self.tr("Counter-fire: %1 fires at %2 (difficulty 6)").replace("%1", _fig_text(fig))
                    .replace("%2", _fig_text(charger)),
                    self._chances([counter_fire_odds(state, fig.id)]),
                    [DiceField(self.tr("Aim die")), DiceField(self.tr("Damage dice (if it hits)"), optional=True,
                                                               placeholder=self.tr("e.g. 3 6"))],
                    lambda v, m=fig.id, t=charger.id: CounterFire(m, t, v[0], v[1]),
                    self.submit, self.refuse, name=f"counter-fire-{fig.id}"))

    def _track(self, box: RollBox) -> RollBox:
        self.roll_boxes.append(box)
        return box

    # -- firing ------------------------------------------------------------------------------
    def _firing(self, state: GameState) -> None:
        order = firing_order_now(state)
        if order:
            lines = []
            for number, group in enumerate(order, start=1):
                names = ", ".join(_fig_text(state.figurine(f.name)) for f in group)
                lines.append(f"{number}. " + self.tr("Initiative %1: %2").replace("%1", str(group[0].initiative))
                             .replace("%2", names))
            self._add(_label(self.tr("Firing order:") + "\n" + "\n".join(lines)))
            self._add(why_label([source_text(booklet("firing phase"))]))
            shooters = [state.figurine(f.name) for group in order for f in group]
            self._add(FireBox(self, state, shooters))
        else:
            self._add(_label(self.tr("No marksman may fire (or all have fired).")))
        self._button("end-phase", self.tr("End the Firing phase"), EndPhase)

    # -- hand to hand ------------------------------------------------------------------------
    def _hand_to_hand(self, state: GameState) -> None:
        combat = state.combat
        if combat is None:
            waiting = [f for f in state.figurines if f.presence is Presence.DEPLOYED and f.engaged_with and not f.fought]
            for fig in waiting:
                opponents = tuple(o for o in fig.engaged_with if not state.figurine(o).fought)
                if not opponents:
                    continue
                names = ", ".join(_fig_text(state.figurine(o)) for o in opponents)
                self._button(f"combat-{fig.id}", "⚔  " + self.tr("%1 against %2").replace("%1", _fig_text(fig))
                             .replace("%2", names),
                             lambda f=fig.id, o=opponents: StartCombat(f, o))
            for fig in state.figurines:
                if fig.may_pursue and fig.presence is Presence.DEPLOYED:
                    self._button(f"pursuit-{fig.id}", self.tr("Pursuit Movement: %1").replace("%1", _fig_text(fig)),
                                 lambda f=fig.id: PursuitAction(f))
            self._button("end-phase", self.tr("End the Hand to hand phase"), EndPhase)
            return
        self._add(_label(combat_summary(state, combat)))
        if combat.step is CombatStep.INITIATIVE:
            self._roll_box(RollBox(
                self.tr("Initiative (the group's best +1 per other warrior; ties rolled again)"),
                self._chances(self.odds.chances),
                [DiceField(self.tr("%1's die").replace("%1", state.side_name(0))),
                 DiceField(self.tr("%1's die").replace("%1", state.side_name(1)))],
                lambda v: InitiativeRoll(v[0], v[1]), self.submit, self.refuse, name="initiative"))
        elif combat.step in (CombatStep.PLACE_DEFENDER, CombatStep.PLACE_ATTACKER):
            self._add(PlaceBox(self, state, combat))
        elif combat.step is CombatStep.ATTACK:
            self._add(AttackBox(self, state, combat, self.odds.attacks))
        elif combat.step is CombatStep.PARRY:
            self._add(ParryBox(self, state, combat, self._chances(self.odds.chances)))
        elif combat.step is CombatStep.DAMAGE:
            self._damage(state, combat)

    def _damage(self, state: GameState, combat: Combat) -> None:
        open_ = [s for s in combat.unparried() if s.index not in combat.damaged]
        odds = list(self.odds.wounds)
        for number, strike in enumerate(open_):
            wounds = odds[number] if number < len(odds) else None  # None: the odds could not be computed
            chances = [] if wounds is None else [
                Chance(vocab.label(level), chance, source_text(booklet("wound table")))
                for level, chance in sorted(wounds.by_level.items(), key=lambda kv: kv[0].severity)]
            extra = None
            combo: QComboBox | None = None
            if wounds is not None and wounds.unpublished:
                extra = QWidget()
                row = QHBoxLayout(extra)
                row.setContentsMargins(0, 0, 0, 0)
                row.addWidget(_label(self.tr("%1 of this roll falls on cells the app's Wound Table does not publish: "
                                             "where it does, say the wound your booklet gives.")
                                     .replace("%1", odds_text(wounds.unpublished))))
                combo = QComboBox()
                combo.addItem(self.tr("— (the app's table)"), None)
                for level in WoundLevel:
                    combo.addItem(vocab.label(level), level.value)
                row.addWidget(combo)
            self._roll_box(RollBox(
                self.tr("Damage roll of Attack %1 on %2").replace("%1", str(strike.index))
                .replace("%2", _fig_text(state.figurine(strike.target))), chances,
                [DiceField(self.tr("Damage dice"), placeholder=self.tr("e.g. 3 6"))],
                lambda v, n=strike.index, c=combo: DamageAction(n, v[0], c.currentData() if c else None),
                self.submit, self.refuse, name=f"damage-{strike.index}", extra=extra))

    # -- end of round ------------------------------------------------------------------------
    def _end_of_round(self, state: GameState) -> None:
        for fig in state.figurines:
            card = state.card_of(fig)
            ability = card.ability("Regeneration")
            if (ability is None or ability.number is None or fig.presence is Presence.LOST or not fig.wound.is_wound
                    or fig.id in state.regenerated):
                continue
            chances = [Chance(self.tr("ends %1").replace("%1", vocab.label(level) if level is not WoundLevel.NONE
                                                         else self.tr("healed")), chance,
                              source_text(booklet("abilities, Regeneration / X")))
                       for level, chance in regeneration_chances(state, fig.id).items() if chance]
            self._roll_box(RollBox(
                f"{vocab.ability_name('Regeneration')}/{ability.number}: {_fig_text(fig)} ({vocab.label(fig.wound)})",
                chances,
                [DiceField(self.tr("Regeneration dice"), placeholder=self.tr("e.g. 5 2 (until a failure or healed)"))],
                lambda v, f=fig.id: Regenerate(f, v[0]), self.submit, self.refuse, name=f"regenerate-{fig.id}"))
        self._button("end-round", self.tr("Next round"), EndRound,
                     self.tr("Stunned, the Charge and Fear penalties have expired; the next round begins"))


def combat_summary(state: GameState, combat: Combat) -> str:
    """The combat being resolved in a few lines: who, initiative, dice placed, last rolls."""
    lone = state.figurine(combat.lone)
    group = ", ".join(_fig_text(state.figurine(f)) for f in combat.group)
    then = QCoreApplication.translate("StepPanel", " then ")
    lines = [QCoreApplication.translate("StepPanel", "Combat %1: %2 against %3").replace("%1", str(combat.number))
             .replace("%2", _fig_text(lone)).replace("%3", group)]
    if combat.attacker_side is not None and combat.initiative_totals is not None:
        a, b = combat.initiative_totals
        lines.append(QCoreApplication.translate("StepPanel", "Initiative %1 against %2: %3 is the Attacker")
                     .replace("%1", str(a)).replace("%2", str(b)).replace("%3", state.side_name(combat.attacker_side)))
    for fid, attack, defence in combat.placements:
        lines.append(QCoreApplication.translate("StepPanel", "%1: %2 Attack, %3 Defence")
                     .replace("%1", _fig_text(state.figurine(fid))).replace("%2", str(attack))
                     .replace("%3", str(defence)))
    for strike in combat.strikes:
        dice = then.join(map(str, strike.dice))
        outcome = (QCoreApplication.translate("StepPanel", "hit") if strike.hit
                   else QCoreApplication.translate("StepPanel", "missed"))
        lines.append(QCoreApplication.translate("StepPanel", "Attack %1 at %2: dice %3 — %4")
                     .replace("%1", str(strike.index)).replace("%2", str(strike.difficulty)).replace("%3", dice)
                     .replace("%4", outcome))
    for parry in combat.parries:
        dice = then.join(map(str, parry.dice))
        kind = {"defence": QCoreApplication.translate("StepPanel", "Defence"),
                "counter-attack": QCoreApplication.translate("StepPanel", "Counter-attack"),
                "sustained": QCoreApplication.translate("StepPanel", "Sustained Defence")}.get(parry.kind,
                                                                                             parry.kind.title())
        outcome = (QCoreApplication.translate("StepPanel", "parried") if parry.success
                   else QCoreApplication.translate("StepPanel", "failed"))
        lines.append(QCoreApplication.translate("StepPanel", "%1 of Attack %2 at %3: dice %4 — %5")
                     .replace("%1", kind).replace("%2", str(parry.strike)).replace("%3", str(parry.difficulty))
                     .replace("%4", dice).replace("%5", outcome))
    return "\n".join(lines)


class ChargeBox(QWidget):
    """Charge (or Engage) a target: the Courage tests it triggers, with their odds."""

    def __init__(self, panel: StepPanel, state: GameState, fig: Figurine, targets: Sequence[Figurine]) -> None:
        super().__init__()
        self.panel, self.state, self.fig = panel, state, fig
        self.setObjectName(f"charge-{fig.id}")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Charge:")))
        self.target = QComboBox()
        self.target.setMinimumHeight(36)
        for target in targets:
            self.target.addItem(_fig_text(target), target.id)
        row.addWidget(self.target, 1)
        self.engage = QCheckBox(self.tr("Engage instead (no Charge bonus)"))
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
        tests = StepPanel._chances(charge_odds(self.state, self.fig.id, target, engage=engage))
        fields: list[DiceField] = []
        roles: list[str] = []
        for chance in tests:
            who = self.fig if f"({self.fig.id})" in chance.label else self.state.figurine(target)
            fields.append(DiceField(self.tr("%1's Courage die").replace("%1", who.name)))
            roles.append("charger" if who.id == self.fig.id else "target")
        verb = self.tr("Engage") if engage else self.tr("Charge")

        def make(values: list[Any]) -> Action:
            dice = dict(zip(roles, values))
            return Charge(self.fig.id, target, engage, dice.get("charger"), dice.get("target"))

        title = f"{verb} {_fig_text(self.state.figurine(target))}" + (
            self.tr(": Courage tests against Fear") if tests else self.tr(": no Courage test needed"))
        self.box = RollBox(title, tests, fields, make, self.panel.submit, self.panel.refuse,
                           name=f"charge-roll-{self.fig.id}")
        if not tests:
            self.box.roll_button.setText(f"{verb}!")
        self.panel.roll_boxes.append(self.box)
        self.slot.addWidget(self.box)


class FireBox(QWidget):
    """A shot: marksman, target, range and Firing type as measured, the exact chance to hit."""

    def __init__(self, panel: StepPanel, state: GameState, shooters: Sequence[Figurine]) -> None:
        super().__init__()
        self.panel, self.state = panel, state
        self.setObjectName("fire")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        self.shooter = QComboBox()
        for fig in shooters:
            self.shooter.addItem(_fig_text(fig), fig.id)
        self.target = QComboBox()
        self.range = QComboBox()
        for band, text in (("short", self.tr("Short (4)")), ("medium", self.tr("Medium (7)")),
                           ("long", self.tr("Long (10)")), ("out-of-range", self.tr("Out of range"))):
            self.range.addItem(text, band)
        for combo in (self.shooter, self.target, self.range):
            combo.setMinimumHeight(36)
        grid.addWidget(QLabel(self.tr("Marksman")), 0, 0)
        grid.addWidget(self.shooter, 0, 1)
        grid.addWidget(QLabel(self.tr("Target")), 1, 0)
        grid.addWidget(self.target, 1, 1)
        grid.addWidget(QLabel(self.tr("Range (measured)")), 2, 0)
        grid.addWidget(self.range, 2, 1)
        layout.addLayout(grid)
        checks = QHBoxLayout()
        self.moved = QCheckBox(self.tr("Moved"))
        self.precision = QCheckBox(self.tr("Precision"))
        self.rapid = QCheckBox(self.tr("Rapid"))
        self.cover = QCheckBox(self.tr("Partial cover"))
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
                self.target.addItem(_fig_text(fig), fig.id)
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
            self.tr("Fire"), StepPanel._chances([chance]),
            [DiceField(self.tr("Aim die")),
             DiceField(self.tr("Damage dice (if it hits)"), optional=True, placeholder=self.tr("e.g. 3 6")),
             DiceField(self.tr("Fray roll (target in a fray)"), optional=True,
                       placeholder=self.tr("1 to the sum of the weights"))],
            make, self.panel.submit, self.panel.refuse, name="fire-roll")
        self.panel.roll_boxes.append(self.box)
        self.slot.addWidget(self.box)


class PlaceBox(QGroupBox):
    """One side places its combat dice: Attack or Defence for each of its fighters (with War
    fury declared, or a Character's extra dice: the pool is the engine's)."""

    def __init__(self, panel: StepPanel, state: GameState, combat: Combat) -> None:
        assert combat.attacker_side is not None
        side = 1 - combat.attacker_side if combat.step is CombatStep.PLACE_DEFENDER else combat.attacker_side
        super().__init__()
        title = (self.tr("The Defender, %1, places its dice") if combat.step is CombatStep.PLACE_DEFENDER
                 else self.tr("The Attacker, %1, places its dice"))
        self.setTitle(title.replace("%1", state.side_name(side)))
        self.setObjectName("place-dice")
        self.panel, self.state = panel, state
        layout = QGridLayout(self)
        self.spins: dict[str, QSpinBox] = {}
        self.extras: dict[str, QSpinBox] = {}
        self.fury: dict[str, QCheckBox] = {}
        self.defence: dict[str, QLabel] = {}
        self.names: dict[str, QLabel] = {}
        self.whys: dict[str, QLabel] = {}
        self.totals: dict[str, int] = {}
        row = 0
        for fid in combat.fighters:
            fig = state.figurine(fid)
            if fig.side != side or fig.presence is Presence.LOST:
                continue
            name = QLabel()
            spin = QSpinBox()
            spin.setObjectName(f"attack-dice-{fig.id}")
            spin.setMinimumHeight(40)
            defence = QLabel()
            layout.addWidget(name, row, 0)
            layout.addWidget(QLabel(self.tr("Attack dice:")), row, 1)
            layout.addWidget(spin, row, 2)
            layout.addWidget(defence, row, 3)
            options = QHBoxLayout()
            extra = QSpinBox()
            extra.setObjectName(f"extra-dice-{fig.id}")
            most = max_extra_dice(Draft(state).fighter(fig)) if state.card_of(fig).character else 0
            extra.setRange(0, max(0, most))
            extra.setPrefix(self.tr("Character's extra dice: "))
            extra.setToolTip(self.tr("A Character may take extra dice: -2 ATT and DEF each (booklet, hand to hand)"))
            extra.setVisible(most > 0)
            options.addWidget(extra)
            if state.card_of(fig).has("War fury"):
                fury = QCheckBox(self.tr("%1 (+1 die, all in Attack)").replace("%1", vocab.ability_name("War fury")))
                fury.setObjectName(f"war-fury-{fig.id}")
                options.addWidget(fury)
                self.fury[fid] = fury
                fury.toggled.connect(lambda _c, f=fid: self._pool(f))
            options.addStretch(1)
            layout.addLayout(options, row + 1, 0, 1, 4)
            why = why_label([])
            layout.addWidget(why, row + 2, 0, 1, 4)
            self.spins[fid], self.extras[fid], self.defence[fid] = spin, extra, defence
            self.names[fid], self.whys[fid] = name, why
            spin.valueChanged.connect(lambda _v, f=fid: self._defence(f))
            extra.valueChanged.connect(lambda _v, f=fid: self._pool(f))
            self._pool(fid)
            row += 3
        button = big_button(self.tr("Place the dice"), self.place, name="place")
        panel.buttons["place"] = button
        layout.addWidget(button, row, 0, 1, 4)

    def _pool(self, fid: str) -> None:
        """The dice the engine gives this fighter, with what is declared now."""
        fury = self.fury.get(fid)
        try:
            pool = dice_pool(self.state, fid, extra_dice=self.extras[fid].value(),
                             war_fury=bool(fury and fury.isChecked()))
        except (IllegalAction, BadInput) as error:
            self.panel.show_refusal(engine_words(str(error)))
            return
        fig = self.state.figurine(fid)
        low = pool.total if pool.all_attack else pool.attack_only
        high = 0 if pool.no_attack else pool.total
        spin = self.spins[fid]
        previous = spin.value() if fid in self.totals else (pool.total + 1) // 2
        self.totals[fid] = pool.total
        spin.setRange(low, max(low, high))
        spin.setValue(max(low, min(high, previous)))
        self.names[fid].setText(self.tr("%1: %2 dice").replace("%1", _fig_text(fig)).replace("%2", str(pool.total)))
        self.names[fid].setToolTip("\n".join(engine_words(r.text) for r in pool.rulings))
        self.whys[fid].setText(self.tr("Why: %1").replace("%1", "; ".join(dict.fromkeys(
            f"{engine_words(r.text)} ({source_text(r.source)})" for r in pool.rulings))))
        self._defence(fid)

    def _defence(self, fid: str) -> None:
        self.defence[fid].setText(self.tr("Defence dice: %1").replace("%1", str(self.totals[fid] - self.spins[fid].value())))

    def set_attack(self, figurine: str, attack: int) -> None:
        self.spins[figurine].setValue(attack)

    def place(self) -> bool:
        placements = tuple((fid, spin.value(), self.totals[fid] - spin.value()) for fid, spin in self.spins.items())
        extra = tuple((fid, box.value()) for fid, box in self.extras.items() if box.value())
        fury = tuple(fid for fid, check in self.fury.items() if check.isChecked())
        return self.panel.submit(PlaceDice(placements, extra, fury))


class AttackBox(QGroupBox):
    """The striking side's Attack dice: a target and a difficulty for each, with the odds of
    every difficulty and the recommended one (:func:`companion.rules.combat_odds.recommended_difficulty`)."""

    def __init__(self, panel: StepPanel, state: GameState, combat: Combat, choices: Sequence[AttackChoice]) -> None:
        striking = combat.striking_side
        assert striking is not None
        super().__init__()
        self.setTitle(self.tr("%1 attacks: choose a difficulty for each Attack die").replace("%1", state.side_name(striking)))
        self.setObjectName("attack")
        self.panel, self.state = panel, state
        self.choices = {(c.attacker, c.target): c for c in choices}
        layout = QVBoxLayout(self)
        d = Draft(state)
        self.rows: list[tuple[str, QComboBox, QSpinBox, QLabel]] = []
        self.master: dict[str, QCheckBox] = {}
        attackers = [a for a in dict.fromkeys(c.attacker for c in choices)]
        tables: list[QWidget] = []
        strikes = QGridLayout()
        layout.addLayout(strikes)
        for attacker_id in attackers:
            attacker = state.figurine(attacker_id)
            count = attack_dice_of(d, combat, attacker)
            mine = [c for c in choices if c.attacker == attacker_id]
            tables += [self._table(choice) for choice in mine]
            for number in range(count):
                if not self.rows:
                    for column, title in enumerate((self.tr("Attack die"), self.tr("Target"), self.tr("Difficulty"),
                                                    "")):
                        strikes.addWidget(_label(title, bold=True), 0, column)
                line = len(self.rows) + 1
                who = QLabel(f"{attacker_id} #{number + 1}")
                who.setToolTip(self.tr("%1 (%2), Attack die %3").replace("%1", attacker.name)
                               .replace("%2", attacker_id).replace("%3", str(number + 1)))
                target = QComboBox()
                for choice in mine:
                    target.addItem(_fig_text(state.figurine(choice.target)), choice.target)
                spin = QSpinBox()
                spin.setObjectName(f"difficulty-{attacker_id}-{number + 1}")
                spin.setRange(mine[0].minimum or 1, 30)
                spin.setValue(mine[0].recommended.difficulty)
                spin.setMinimumHeight(40)
                chance = QLabel()
                strikes.addWidget(who, line, 0)
                strikes.addWidget(target, line, 1)
                strikes.addWidget(spin, line, 2)
                strikes.addWidget(chance, line, 3)
                self.rows.append((attacker_id, target, spin, chance))
                target.currentIndexChanged.connect(lambda _i, t=target, s=spin, a=attacker_id: self._target(a, t, s))
                spin.valueChanged.connect(lambda _v, a=attacker_id, t=target, s=spin, lab=chance: self._chance(a, t, s, lab))
                self._chance(attacker_id, target, spin, chance)
            if count >= 2:
                check = QCheckBox(self.tr("Master strike by %1 (one Attack; the other dice are lost)")
                                  .replace("%1", attacker.name))
                self.master[attacker_id] = check
                layout.addWidget(check)
        self.box = RollBox(self.tr("Attack rolls"), [],
                           [DiceField(self.tr("Attack dice"), multi=True,
                                      placeholder=self.tr("e.g. 2, 5 (one roll per Attack)"))],
                           self._make, panel.submit, panel.refuse, name="attack-roll")
        panel.roll_boxes.append(self.box)
        layout.addWidget(self.box)
        for table in tables:  # below the roll: the buttons stay in sight
            layout.addWidget(table)

    def _table(self, choice: AttackChoice) -> QWidget:
        target = self.state.figurine(choice.target)
        box = QGroupBox(self.tr("%1 against %2: each difficulty").replace("%1", self.state.figurine(choice.attacker).name)
                        .replace("%2", target.name)
                        + (self.tr(" (minimum %1)").replace("%1", str(choice.minimum)) if choice.minimum else ""))
        grid = QGridLayout(box)
        for column, title in enumerate((self.tr("Difficulty"), self.tr("Hits"), self.tr("Not parried"))):
            grid.addWidget(_label(title, bold=True), 0, column)
        last = choice.recommended.difficulty + SHOWN_ABOVE_RECOMMENDED
        rows = [r for r in choice.rows if r.difficulty <= last]
        for row, odds in enumerate(rows, start=1):
            best = odds.difficulty == choice.recommended.difficulty
            cell = _label(self.tr("%1  ★ recommended").replace("%1", str(odds.difficulty)) if best
                          else str(odds.difficulty), bold=best)
            grid.addWidget(cell, row, 0)
            grid.addWidget(_label(odds_text(odds.hit), bold=best), row, 1)
            grid.addWidget(_label(odds_text(odds.unparried), bold=best), row, 2)
        more = "" if len(rows) == len(choice.rows) else self.tr(" Higher difficulties: the chance shows beside each die.")
        grid.addWidget(why_label([source_text(booklet("combat resolution, step 3")),
                                  self.tr("recommended: the most severe wound expected.") + more]), len(rows) + 1, 0, 1, 3)
        box.setObjectName(f"difficulties-{choice.attacker}-{choice.target}")
        return box

    def _target(self, attacker: str, target: QComboBox, spin: QSpinBox) -> None:
        choice = self.choices[(attacker, str(target.currentData()))]
        spin.setMinimum(choice.minimum or 1)
        spin.setValue(choice.recommended.difficulty)

    def _chance(self, attacker: str, target: QComboBox, spin: QSpinBox, label: QLabel) -> None:
        choice = self.choices[(attacker, str(target.currentData()))]
        row = next((r for r in choice.rows if r.difficulty == spin.value()), None)
        star = " ★" if row is not None and row.difficulty == choice.recommended.difficulty else ""
        label.setText(self.tr("hits %1").replace("%1", odds_text(row.hit)) + star if row is not None else "")
        label.setToolTip(self.tr("★: the recommended difficulty (the most severe wound expected)") if star else "")

    def set_difficulty(self, difficulty: int) -> None:
        for _a, _t, spin, _l in self.rows:
            spin.setValue(difficulty)

    def _make(self, values: list[Any]) -> Action:
        strikes = []
        master = None
        seen: set[str] = set()
        for attacker, target, spin, _label in self.rows:
            check = self.master.get(attacker)
            if check is not None and check.isChecked():
                master = attacker
                if attacker in seen:
                    continue
            seen.add(attacker)
            strikes.append((attacker, str(target.currentData()), spin.value()))
        return Attack(tuple(strikes), values[0], master)


class ParryBox(QGroupBox):
    """The Defender chooses the Attacks he parries before rolling (and may Counter-Attack or
    go on with a Sustained Defence)."""

    def __init__(self, panel: StepPanel, state: GameState, combat: Combat, chances: Sequence[Chance]) -> None:
        striking = combat.striking_side
        assert striking is not None
        super().__init__()
        self.setTitle(self.tr("%1 parries: choose the Attacks, then roll").replace("%1", state.side_name(1 - striking)))
        self.setObjectName("parry")
        self.panel = panel
        layout = QVBoxLayout(self)
        hits = [s for s in combat.strikes if s.hit]
        self.checks: dict[int, QCheckBox] = {}
        left = {fid: defence_dice_of(combat, fid) for fid in combat.fighters}
        for number, strike in enumerate(hits):
            chance = chances[number] if number < len(chances) else None  # None: no odds computed
            odds = f" — {odds_text(chance.chance)}" if chance is not None else ""
            check = QCheckBox(self.tr("Parry Attack %1 (at %2)").replace("%1", str(strike.index))
                              .replace("%2", str(strike.difficulty)) + odds)
            if chance is not None:
                check.setToolTip(self.tr("%1; why: %2").replace("%1", chance.label).replace("%2", chance.source))
                check.setProperty("chance", str(chance.chance))
            check.setMinimumHeight(36)
            if left.get(strike.target, 0) > 0:
                check.setChecked(True)
                left[strike.target] -= 1
            else:
                check.setEnabled(False)
                check.setText(check.text() + self.tr(" (no Defence die left)"))
            layout.addWidget(check)
            self.checks[strike.index] = check
        if chances:
            layout.addWidget(why_label([c.source for c in chances]))
        self.counter = QCheckBox(self.tr("Counter-Attack instead (+2 to the difficulty; each success gains an Attack die)"))
        layout.addWidget(self.counter)
        sustained = QHBoxLayout()
        sustained.addWidget(QLabel(self.tr("Sustained Defence on Attacks:")))
        self.sustained = QLineEdit()
        self.sustained.setPlaceholderText(self.tr("numbers, in order (optional)"))
        sustained.addWidget(self.sustained, 1)
        layout.addLayout(sustained)
        self.box = RollBox(self.tr("Defence rolls"), [], [
            DiceField(self.tr("Defence dice"), multi=True, placeholder=self.tr("e.g. 3 (one roll per Attack parried)")),
            DiceField(self.tr("Sustained Defence dice"), multi=True, optional=True,
                      placeholder=self.tr("one roll per Attack, in order")),
        ], self._make, panel.submit, panel.refuse, name="parry-roll")
        panel.roll_boxes.append(self.box)
        layout.addWidget(self.box)

    def _make(self, values: list[Any]) -> Action:
        from companion.ui.table.format import DiceError

        chosen = tuple(n for n, check in self.checks.items() if check.isChecked())
        text = self.sustained.text().replace(",", " ").split()
        if not all(t.isdigit() for t in text):
            raise DiceError(self.tr("Sustained Defence: type Attack numbers"))
        sustained = tuple(int(t) for t in text)
        return ParryAction(chosen, values[0], self.counter.isChecked(), sustained,
                           values[1] if sustained else None)


__all__ = ["AttackBox", "ChargeBox", "FireBox", "ParryBox", "PlaceBox", "StepPanel", "combat_summary", "header_text"]
