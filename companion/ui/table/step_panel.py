"""The centre of the Table: the step the rules ask for now, its exact odds, and how to answer.

Everything shown comes from the engine's guide (:func:`companion.rules.game.guide.next_step`
and the odds functions beside it); every button sends one engine action through the
controller. The panel is rebuilt from the state the store returned after each commit. The
forms it shows take the players' input: a roll (:mod:`.forms`), a Charge or a shot
(:mod:`.declared_rolls`), the steps of a hand to hand combat (:mod:`.combat_forms`).
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.rules.game import Combat, CombatStep, GameState, Phase, Presence, Step, WoundLevel
from companion.rules.game.actions import (
    Action,
    Activate,
    ApproachRoll,
    CounterFire,
    DamageAction,
    Deploy,
    Disengage,
    DrawCard,
    EndActivation,
    EndPhase,
    EndRound,
    InitiativeRoll,
    KeepInReserve,
    Move,
    Note,
    Pick,
    PursuitAction,
    Rally,
    Regenerate,
    Reinforcement,
    StartCombat,
    TacticalRoll,
)
from companion.rules.game.errors import IllegalAction
from companion.rules.game.guide import (
    Odds,
    counter_fire_odds,
    disengage_odds,
    firing_order_now,
    next_step,
    odds_for_next_step,
    rally_odds,
    regeneration_chances,
)
from companion.rules.game.state import MoveType
from companion.rules.source import booklet
from companion.i18n import render, tr
from companion.i18n import vocabulary as vocab
from companion.i18n.engine import error_text, source_text
from companion.i18n.numbers import odds as chance_words
from companion.ui.table.combat_forms import AttackBox, ParryBox, PlaceBox, combat_summary
from companion.ui.table.declared_rolls import ChargeBox, FireBox
from companion.ui.table.format import phase_label
from companion.ui.table.forms import (
    ChanceLine,
    DiceField,
    RollBox,
    big_button,
    chances_in_words,
    fig_text,
    text_label,
    why_label,
)


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
        self.state: GameState | None = None
        self.odds: Odds = Odds()
        self.step: Step | None = None

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
        try:
            self._build(state, step)
        except (IllegalAction, BadInput) as error:
            self.body_layout.addWidget(text_label(tr("This step cannot be shown: {reason}",
                                                     reason=error_text(error))))
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
            self._add(text_label(tr("Result: {result}", result=result), bold=True, scale=1.3))
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
        title = (tr("The Approach roll: each side on its best Discipline (ties are rolled again)") if approach
                 else tr("The Tactical roll: each side on its best Discipline (ties are rolled again)"))
        names = state.side_name(0), state.side_name(1)
        cls = ApproachRoll if approach else TacticalRoll
        self._roll_box(RollBox(
            title, chances_in_words(self.odds.chances),
            [DiceField(tr("{side}'s die", side=names[0])), DiceField(tr("{side}'s die", side=names[1]))],
            lambda v: cls(dice_a=v[0], dice_b=v[1]), self.submit, self.refuse, name="opposed-roll"))

    def _picks(self, state: GameState) -> None:
        for fig in state.figurines:
            if fig.presence is not Presence.DEPLOYED:
                continue
            card = state.card_of(fig)
            if card.has("Mutagenic") and fig.mutagenic is None:
                self._roll_box(RollBox(
                    tr("Mutagenic pick: {figurine} (its die: + X points this round)", figurine=fig_text(fig)), [],
                    [DiceField(tr("Mutagenic die"))],
                    lambda v, f=fig.id: Pick(f, "mutagenic", v[0][0] if v[0] else None),
                    self.submit, self.refuse, name=f"pick-{fig.id}"))
            if card.has("Toxic") and not fig.toxic:
                self._button(f"toxic-{fig.id}", tr("Toxic pick: {figurine}", figurine=fig_text(fig)),
                             lambda f=fig.id: Pick(f, "toxic"))
        for side in (0, 1):
            if state.reinforcement_done[side]:
                continue
            lost = [f for f in state.losses(side) if state.card_of(f).has("Reinforcement") and not f.no_reinforcement]
            if lost:
                self._roll_box(RollBox(
                    tr("Reinforcement roll for {side} (5-6: the cheapest lost figurine returns)",
                       side=state.side_name(side)), [],
                    [DiceField(tr("Reinforcement die"))],
                    lambda v, s="AB"[side]: Reinforcement(s, v[0][0] if v[0] else None),
                    self.submit, self.refuse, name=f"reinforcement-{'AB'[side]}"))

    def _piles_text(self, state: GameState) -> str:
        lines = [tr("Pile: {count} card(s) face down", count=len(state.pile))
                 + (tr(" + {count} Scout card(s)", count=len(state.scout_pile)) if state.scout_pile else "")]
        for side in (0, 1):
            reserve = ", ".join(state.entry_label(e) for e in state.reserves[side]) or tr("none")
            limit = 2 if state.roll_winner == side else 1
            lines.append(tr("{side}'s Reserve ({count} of {limit}): {cards}", side=state.side_name(side),
                            count=len(state.reserves[side]), limit=limit, cards=reserve))
        if state.done_cards:
            verb = tr("Deployed") if state.phase is Phase.APPROACH else tr("Activated")
            lines.append(f"{verb}: " + ", ".join(state.entry_label(e) for e in state.done_cards))
        return "\n".join(lines)

    def _cards(self, state: GameState, step: Step) -> None:
        approach = state.phase is Phase.APPROACH
        cls = Deploy if approach else Activate
        self._add(text_label(self._piles_text(state)))
        if state.pending is not None:
            entry = state.pending
            self._add(text_label(tr("Card drawn: {card}", card=state.entry_label(entry)), bold=True, scale=1.3))
            card = state.entry_label(entry)
            play = tr("Deploy {card}", card=card) if approach else tr("Activate {card}", card=card)
            self._button("play-pending", play, lambda: cls(entry))
            if "reserve" in step.kinds:
                self._button("reserve", tr("Keep it in Reserve"), lambda: KeepInReserve(entry),
                             tr("One Reserve card (two for the winner of the roll)"))
            return
        if state.active is not None:
            self._movement(state)
            return
        if "draw" in step.kinds:
            self._button("draw", tr("Draw the next card ({count} left)",
                                    count=len(state.pile) + len(state.scout_pile)), DrawCard)
        for entry in state.reserves[state.turn]:
            card = state.entry_label(entry)
            play = (tr("Deploy the Reserve card {card}", card=card) if approach
                    else tr("Activate the Reserve card {card}", card=card))
            self._button(f"reserve-{entry}", play, lambda e=entry: cls(e))

    # -- movement ----------------------------------------------------------------------------
    def _movement(self, state: GameState) -> None:
        assert state.active is not None
        self._add(text_label(tr("Moving: {card}", card=state.entry_label(state.active)), bold=True, scale=1.3))
        enemies = [f for f in state.figurines if f.presence is Presence.DEPLOYED]
        for fig in state.entry_figurines(state.active):
            if fig.presence is not Presence.DEPLOYED:
                continue
            box = QGroupBox(fig_text(fig) + (f" — {render(fig.moved.label)}" if fig.moved else ""))
            box.setObjectName(f"move-{fig.id}")
            layout = QVBoxLayout(box)
            if fig.moved is None or fig.moved is MoveType.DISENGAGE:
                if fig.fleeing:
                    layout.addWidget(text_label(tr("Fleeing: it runs away unless it rallies (Fear {fear}).",
                                                   fear=fig.flee_fear)))
                    chance = rally_odds(state, fig.id)
                    layout.addWidget(self._track(RollBox(
                        tr("Rallying roll"), chances_in_words([chance]), [DiceField(tr("Courage die"))],
                        lambda v, f=fig.id: Rally(f, v[0]), self.submit, self.refuse, name=f"rally-{fig.id}")))
                elif fig.paralysed:
                    layout.addWidget(text_label(tr("Paralysed by dread: it cannot move this round.")))
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
                            tr("Disengage from {figurines}", figurines=", ".join(fig.engaged_with)),
                            chances_in_words([chance]), [DiceField(tr("Initiative die"))], lambda v, f=fig.id: Disengage(f, v[0]),
                            self.submit, self.refuse, name=f"disengage-{fig.id}")))
                    else:
                        targets = [e for e in enemies if e.side != fig.side]
                        if targets:
                            layout.addWidget(ChargeBox(self, state, fig, targets))
            else:
                layout.addWidget(text_label(tr("Has chosen: {movement}.", movement=render(fig.moved.label))))
            self._add(box)
        self._counter_fire(state)
        self._button("end-activation", tr("Done: end this card's activation"), EndActivation,
                     tr("Figurines that did not choose stand still"))

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
                    tr("Counter-fire: {figurine} fires at {target} (difficulty 6)", figurine=fig_text(fig),
                       target=fig_text(charger)),
                    chances_in_words([counter_fire_odds(state, fig.id)]),
                    [DiceField(tr("Aim die")), DiceField(tr("Damage dice (if it hits)"), optional=True,
                                                               placeholder=tr("e.g. 3 6"))],
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
                names = ", ".join(fig_text(state.figurine(f.name)) for f in group)
                lines.append(f"{number}. " + tr("Initiative {initiative}: {names}", initiative=group[0].initiative,
                                                names=names))
            self._add(text_label(tr("Firing order:") + "\n" + "\n".join(lines)))
            self._add(why_label([source_text(booklet("firing phase"))]))
            shooters = [state.figurine(f.name) for group in order for f in group]
            self._add(FireBox(self, state, shooters))
        else:
            self._add(text_label(tr("No marksman may fire (or all have fired).")))
        self._button("end-phase", tr("End the Firing phase"), EndPhase)

    # -- hand to hand ------------------------------------------------------------------------
    def _hand_to_hand(self, state: GameState) -> None:
        combat = state.combat
        if combat is None:
            waiting = [f for f in state.figurines if f.presence is Presence.DEPLOYED and f.engaged_with and not f.fought]
            for fig in waiting:
                opponents = tuple(o for o in fig.engaged_with if not state.figurine(o).fought)
                if not opponents:
                    continue
                names = ", ".join(fig_text(state.figurine(o)) for o in opponents)
                self._button(f"combat-{fig.id}", "⚔  " + tr("{figurine} against {opponents}", figurine=fig_text(fig),
                                                            opponents=names),
                             lambda f=fig.id, o=opponents: StartCombat(f, o))
            for fig in state.figurines:
                if fig.may_pursue and fig.presence is Presence.DEPLOYED:
                    self._button(f"pursuit-{fig.id}", tr("Pursuit Movement: {figurine}", figurine=fig_text(fig)),
                                 lambda f=fig.id: PursuitAction(f))
            self._button("end-phase", tr("End the Hand to hand phase"), EndPhase)
            return
        self._add(text_label(combat_summary(state, combat)))
        if combat.step is CombatStep.INITIATIVE:
            self._roll_box(RollBox(
                tr("Initiative (the group's best +1 per other warrior; ties rolled again)"),
                chances_in_words(self.odds.chances),
                [DiceField(tr("{side}'s die", side=state.side_name(0))),
                 DiceField(tr("{side}'s die", side=state.side_name(1)))],
                lambda v: InitiativeRoll(v[0], v[1]), self.submit, self.refuse, name="initiative"))
        elif combat.step in (CombatStep.PLACE_DEFENDER, CombatStep.PLACE_ATTACKER):
            self._add(PlaceBox(self, state, combat))
        elif combat.step is CombatStep.ATTACK:
            self._add(AttackBox(self, state, combat, self.odds.attacks))
        elif combat.step is CombatStep.PARRY:
            self._add(ParryBox(self, state, combat, chances_in_words(self.odds.chances)))
        elif combat.step is CombatStep.DAMAGE:
            self._damage(state, combat)

    def _damage(self, state: GameState, combat: Combat) -> None:
        open_ = [s for s in combat.unparried() if s.index not in combat.damaged]
        odds = list(self.odds.wounds)
        for number, strike in enumerate(open_):
            wounds = odds[number] if number < len(odds) else None  # None: the odds could not be computed
            chances = [] if wounds is None else [
                ChanceLine(vocab.label(level), chance, source_text(booklet("wound table")))
                for level, chance in sorted(wounds.by_level.items(), key=lambda kv: kv[0].severity)]
            extra = None
            combo: QComboBox | None = None
            if wounds is not None and wounds.unpublished:
                extra = QWidget()
                row = QHBoxLayout(extra)
                row.setContentsMargins(0, 0, 0, 0)
                row.addWidget(text_label(tr("{chance} of this roll falls on cells the app's Wound Table does not "
                                            "publish: where it does, say the wound your booklet gives.",
                                            chance=chance_words(wounds.unpublished))))
                combo = QComboBox()
                combo.addItem(tr("— (the app's table)"), None)
                for level in WoundLevel:
                    combo.addItem(vocab.label(level), level.value)
                row.addWidget(combo)
            self._roll_box(RollBox(
                tr("Damage roll of Attack {index} on {target}", index=strike.index,
                   target=fig_text(state.figurine(strike.target))), chances,
                [DiceField(tr("Damage dice"), placeholder=tr("e.g. 3 6"))],
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
            chances = [ChanceLine(tr("ends {level}", level=vocab.label(level) if level is not WoundLevel.NONE
                                     else tr("healed")), chance, source_text(booklet("abilities, Regeneration / X")))
                       for level, chance in regeneration_chances(state, fig.id).items() if chance]
            self._roll_box(RollBox(
                f"{vocab.ability_name('Regeneration')}/{ability.number}: {fig_text(fig)} ({vocab.label(fig.wound)})",
                chances,
                [DiceField(tr("Regeneration dice"), placeholder=tr("e.g. 5 2 (until a failure or healed)"))],
                lambda v, f=fig.id: Regenerate(f, v[0]), self.submit, self.refuse, name=f"regenerate-{fig.id}"))
        self._button("end-round", tr("Next round"), EndRound,
                     tr("Stunned, the Charge and Fear penalties have expired; the next round begins"))


__all__ = ["StepPanel", "header_text"]
