"""The centre of the Table: the step the rules ask for now, its exact odds, and how to answer.

Everything shown comes from the engine's guide (:func:`companion.rules.game.guide.next_step`
and the odds functions beside it); every button sends one engine action through the
controller. The panel is rebuilt from the state the store returned after each commit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
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
from companion.ui.table.format import odds_text
from companion.ui.table.forms import BUTTON_HEIGHT, DiceField, RollBox, big_button, chance_label, why_label

WOUND_SOURCE = str(booklet("wound table"))
SHOWN_ABOVE_RECOMMENDED = 4
"""The difficulty table lists the rows up to the recommended one + 4 (the others by the die)."""

MOVES: tuple[tuple[MoveType, str, str], ...] = (
    (MoveType.STAND, "Stand", "Stands still"),
    (MoveType.WALK, "Walk", "Up to its Movement (booklet, main movements)"),
    (MoveType.RUN, "Run", "Double Movement, no Charge, no firing (tournament rules)"),
    (MoveType.DODGE, "Dodge", "Half its Movement; shots at it are one range farther (booklet, Dodging)"),
    (MoveType.FEAT, "Feat", "A Physical Feat (no firing this round)"),
)


def header_text(state: GameState, step: Step) -> str:
    """"Round 2 · Firing · Initiative 4: Griffin Fusiliers": round, phase, who acts."""
    if state.phase is Phase.APPROACH:
        parts = ["Approach"]
    elif state.phase is Phase.FINISHED:
        parts = [f"Round {state.round}", "Game over"]
    else:
        parts = [f"Round {state.round}", state.phase.label]
    if state.phase is Phase.FIRING:
        order = firing_order_now(state)
        if order:
            group = order[0]
            names = ", ".join(dict.fromkeys(state.figurine(f.name).name for f in group))
            parts.append(f"Initiative {group[0].initiative}: {names}")
        else:
            parts.append("no marksman left")
    elif state.phase is Phase.HAND_TO_HAND and state.combat is not None:
        parts.append(f"Combat {state.combat.number}")
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
        self.header.setAccessibleName("round, phase and who acts")
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
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.scroll, 1)
        self.body: QWidget | None = None
        self.body_layout: QVBoxLayout | None = None
        self.roll_boxes: list[RollBox] = []
        self.buttons: dict[str, QPushButton] = {}
        self.state: GameState | None = None
        self.odds: Odds = Odds()
        self.step: Step | None = None

    # -- banner ------------------------------------------------------------------------------
    def show_refusal(self, message: str) -> None:
        self.banner.setText("⚠  Not done: " + message)
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
        self.step_label.setText(step.text[:1].upper() + step.text[1:] + ".")
        try:
            self.odds = odds_for_next_step(state)
        except (IllegalAction, BadInput) as error:  # a card without a needed number
            self.odds = Odds()
            self.show_refusal(f"the odds cannot be computed: {error}")
        old = self.scroll.takeWidget()  # deleted later: the button being clicked may live in it
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setContentsMargins(0, 0, 0, 0)
        self.roll_boxes = []
        self.buttons = {}
        try:
            self._build(state, step)
        except (IllegalAction, BadInput) as error:
            self.body_layout.addWidget(_label(f"This step cannot be shown: {error}"))
        self.body_layout.addStretch(1)
        self._note_row()
        self.scroll.setWidget(self.body)
        if old is not None:
            old.deleteLater()

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
        edit.setPlaceholderText("A sentence for the battle report (an objective taken, a ruling agreed…)")

        def add() -> None:
            if self.submit(Note(edit.text())):
                edit.clear()

        edit.returnPressed.connect(add)
        row.addWidget(edit, 1)
        button = QPushButton("Add note")
        button.clicked.connect(lambda _checked=False: add())
        row.addWidget(button)
        self.body_layout.addLayout(row)

    def _build(self, state: GameState, step: Step) -> None:
        if state.phase is Phase.FINISHED:
            self._add(_label(f"Result: {state.result}", bold=True, scale=1.3))
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
        what = "Approach roll" if approach else "Tactical roll"
        names = state.side_name(0), state.side_name(1)
        cls = ApproachRoll if approach else TacticalRoll
        self._roll_box(RollBox(
            f"The {what}: each side on its best Discipline (ties are rolled again)", self.odds.chances,
            [DiceField(f"{names[0]}'s die"), DiceField(f"{names[1]}'s die")],
            lambda v: cls(dice_a=v[0], dice_b=v[1]), self.submit, self.refuse, name="opposed-roll"))

    def _picks(self, state: GameState) -> None:
        for fig in state.figurines:
            if fig.presence is not Presence.DEPLOYED:
                continue
            card = state.card_of(fig)
            if card.has("Mutagenic") and fig.mutagenic is None:
                self._roll_box(RollBox(
                    f"Mutagenic pick: {_fig_text(fig)} (its die: + X points this round)", [],
                    [DiceField("Mutagenic die")],
                    lambda v, f=fig.id: Pick(f, "mutagenic", v[0][0] if v[0] else None),
                    self.submit, self.refuse, name=f"pick-{fig.id}"))
            if card.has("Toxic") and not fig.toxic:
                self._button(f"toxic-{fig.id}", f"Toxic pick: {_fig_text(fig)}",
                             lambda f=fig.id: Pick(f, "toxic"))
        for side in (0, 1):
            if state.reinforcement_done[side]:
                continue
            lost = [f for f in state.losses(side) if state.card_of(f).has("Reinforcement") and not f.no_reinforcement]
            if lost:
                self._roll_box(RollBox(
                    f"Reinforcement roll for {state.side_name(side)} (5-6: the cheapest lost figurine returns)", [],
                    [DiceField("Reinforcement die")],
                    lambda v, s="AB"[side]: Reinforcement(s, v[0][0] if v[0] else None),
                    self.submit, self.refuse, name=f"reinforcement-{'AB'[side]}"))

    def _piles_text(self, state: GameState) -> str:
        lines = [f"Pile: {len(state.pile)} card(s) face down"
                 + (f" + {len(state.scout_pile)} Scout card(s)" if state.scout_pile else "")]
        for side in (0, 1):
            reserve = ", ".join(state.entry_label(e) for e in state.reserves[side]) or "none"
            limit = 2 if state.roll_winner == side else 1
            lines.append(f"{state.side_name(side)}'s Reserve ({len(state.reserves[side])} of {limit}): {reserve}")
        if state.done_cards:
            verb = "Deployed" if state.phase is Phase.APPROACH else "Activated"
            lines.append(f"{verb}: " + ", ".join(state.entry_label(e) for e in state.done_cards))
        return "\n".join(lines)

    def _cards(self, state: GameState, step: Step) -> None:
        approach = state.phase is Phase.APPROACH
        verb, cls = ("Deploy", Deploy) if approach else ("Activate", Activate)
        self._add(_label(self._piles_text(state)))
        if state.pending is not None:
            entry = state.pending
            self._add(_label(f"Card drawn: {state.entry_label(entry)}", bold=True, scale=1.3))
            self._button("play-pending", f"{verb} {state.entry_label(entry)}", lambda: cls(entry))
            if "reserve" in step.kinds:
                self._button("reserve", "Keep it in Reserve", lambda: KeepInReserve(entry),
                             "One Reserve card (two for the winner of the roll)")
            return
        if state.active is not None:
            self._movement(state)
            return
        if "draw" in step.kinds:
            self._button("draw", f"Draw the next card ({len(state.pile) + len(state.scout_pile)} left)", DrawCard)
        for entry in state.reserves[state.turn]:
            self._button(f"reserve-{entry}", f"{verb} the Reserve card {state.entry_label(entry)}",
                         lambda e=entry: cls(e))

    # -- movement ----------------------------------------------------------------------------
    def _movement(self, state: GameState) -> None:
        assert state.active is not None
        self._add(_label(f"Moving: {state.entry_label(state.active)}", bold=True, scale=1.3))
        enemies = [f for f in state.figurines if f.presence is Presence.DEPLOYED]
        for fig in state.entry_figurines(state.active):
            if fig.presence is not Presence.DEPLOYED:
                continue
            box = QGroupBox(_fig_text(fig) + (f" — {fig.moved.value}" if fig.moved else ""))
            box.setObjectName(f"move-{fig.id}")
            layout = QVBoxLayout(box)
            if fig.moved is None or fig.moved is MoveType.DISENGAGE:
                if fig.fleeing:
                    layout.addWidget(_label(f"Fleeing: it runs away unless it rallies (Fear {fig.flee_fear})."))
                    chance = rally_odds(state, fig.id)
                    layout.addWidget(self._track(RollBox(
                        "Rallying roll", [chance], [DiceField("Courage die")],
                        lambda v, f=fig.id: Rally(f, v[0]), self.submit, self.refuse, name=f"rally-{fig.id}")))
                elif fig.paralysed:
                    layout.addWidget(_label("Paralysed by dread: it cannot move this round."))
                else:
                    row = QHBoxLayout()
                    for kind, text, tip in MOVES:
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
                            f"Disengage from {', '.join(fig.engaged_with)}", [chance],
                            [DiceField("Initiative die")], lambda v, f=fig.id: Disengage(f, v[0]),
                            self.submit, self.refuse, name=f"disengage-{fig.id}")))
                    else:
                        targets = [e for e in enemies if e.side != fig.side]
                        if targets:
                            layout.addWidget(ChargeBox(self, state, fig, targets))
            else:
                layout.addWidget(_label(f"Has chosen: {fig.moved.value}."))
            self._add(box)
        self._counter_fire(state)
        self._button("end-activation", "Done: end this card's activation", EndActivation,
                     "Figurines that did not choose stand still")

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
                    f"Counter-fire: {_fig_text(fig)} fires at {_fig_text(charger)} (difficulty 6)",
                    [counter_fire_odds(state, fig.id)],
                    [DiceField("Aim die"), DiceField("Damage dice (if it hits)", optional=True, placeholder="e.g. 3 6")],
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
                lines.append(f"{number}. Initiative {group[0].initiative}: {names}")
            self._add(_label("Firing order:\n" + "\n".join(lines)))
            self._add(why_label([str(booklet("firing phase"))]))
            shooters = [state.figurine(f.name) for group in order for f in group]
            self._add(FireBox(self, state, shooters))
        else:
            self._add(_label("No marksman may fire (or all have fired)."))
        self._button("end-phase", "End the Firing phase", EndPhase)

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
                self._button(f"combat-{fig.id}", f"⚔  {_fig_text(fig)} against {names}",
                             lambda f=fig.id, o=opponents: StartCombat(f, o))
            for fig in state.figurines:
                if fig.may_pursue and fig.presence is Presence.DEPLOYED:
                    self._button(f"pursuit-{fig.id}", f"Pursuit Movement: {_fig_text(fig)}",
                                 lambda f=fig.id: PursuitAction(f))
            self._button("end-phase", "End the Hand to hand phase", EndPhase)
            return
        self._add(_label(combat_summary(state, combat)))
        if combat.step is CombatStep.INITIATIVE:
            self._roll_box(RollBox(
                "Initiative (the group's best +1 per other warrior; ties rolled again)", self.odds.chances,
                [DiceField(f"{state.side_name(0)}'s die"), DiceField(f"{state.side_name(1)}'s die")],
                lambda v: InitiativeRoll(v[0], v[1]), self.submit, self.refuse, name="initiative"))
        elif combat.step in (CombatStep.PLACE_DEFENDER, CombatStep.PLACE_ATTACKER):
            self._add(PlaceBox(self, state, combat))
        elif combat.step is CombatStep.ATTACK:
            self._add(AttackBox(self, state, combat, self.odds.attacks))
        elif combat.step is CombatStep.PARRY:
            self._add(ParryBox(self, state, combat, self.odds.chances))
        elif combat.step is CombatStep.DAMAGE:
            self._damage(state, combat)

    def _damage(self, state: GameState, combat: Combat) -> None:
        open_ = [s for s in combat.unparried() if s.index not in combat.damaged]
        for strike, wounds in zip(open_, self.odds.wounds):
            chances = [Chance(level.label, chance, WOUND_SOURCE)
                       for level, chance in sorted(wounds.by_level.items(), key=lambda kv: kv[0].severity)]
            extra = None
            combo: QComboBox | None = None
            if wounds.unpublished:
                extra = QWidget()
                row = QHBoxLayout(extra)
                row.setContentsMargins(0, 0, 0, 0)
                row.addWidget(_label(f"{odds_text(wounds.unpublished)} of this roll falls on cells the app's Wound "
                                     "Table does not publish: where it does, say the wound your booklet gives."))
                combo = QComboBox()
                combo.addItem("— (the app's table)", None)
                for level in WoundLevel:
                    combo.addItem(level.label, level.value)
                row.addWidget(combo)
            self._roll_box(RollBox(
                f"Damage roll of Attack {strike.index} on {_fig_text(state.figurine(strike.target))}", chances,
                [DiceField("Damage dice", placeholder="e.g. 3 6")],
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
            chances = [Chance(f"ends {level.label if level is not WoundLevel.NONE else 'healed'}", chance,
                              str(booklet("abilities, Regeneration / X")))
                       for level, chance in regeneration_chances(state, fig.id).items() if chance]
            self._roll_box(RollBox(
                f"Regeneration/{ability.number}: {_fig_text(fig)} ({fig.wound.label})", chances,
                [DiceField("Regeneration dice", placeholder="e.g. 5 2 (until a failure or healed)")],
                lambda v, f=fig.id: Regenerate(f, v[0]), self.submit, self.refuse, name=f"regenerate-{fig.id}"))
        self._button("end-round", "Next round", EndRound,
                     "Stunned, the Charge and Fear penalties have expired; the next round begins")


def combat_summary(state: GameState, combat: Combat) -> str:
    """The combat being resolved in a few lines: who, initiative, dice placed, last rolls."""
    lone = state.figurine(combat.lone)
    group = ", ".join(_fig_text(state.figurine(f)) for f in combat.group)
    lines = [f"Combat {combat.number}: {_fig_text(lone)} against {group}"]
    if combat.attacker_side is not None and combat.initiative_totals is not None:
        a, b = combat.initiative_totals
        lines.append(f"Initiative {a} against {b}: {state.side_name(combat.attacker_side)} is the Attacker")
    for fid, attack, defence in combat.placements:
        lines.append(f"{_fig_text(state.figurine(fid))}: {attack} Attack, {defence} Defence")
    for strike in combat.strikes:
        dice = " then ".join(map(str, strike.dice))
        lines.append(f"Attack {strike.index} at {strike.difficulty}: dice {dice} — {'hit' if strike.hit else 'missed'}")
    for parry in combat.parries:
        dice = " then ".join(map(str, parry.dice))
        lines.append(f"{parry.kind.title()} of Attack {parry.strike} at {parry.difficulty}: dice {dice} — "
                     f"{'parried' if parry.success else 'failed'}")
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
        row.addWidget(QLabel("Charge:"))
        self.target = QComboBox()
        self.target.setMinimumHeight(36)
        for target in targets:
            self.target.addItem(_fig_text(target), target.id)
        row.addWidget(self.target, 1)
        self.engage = QCheckBox("Engage instead (no Charge bonus)")
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
        tests = charge_odds(self.state, self.fig.id, target, engage=engage)
        fields: list[DiceField] = []
        roles: list[str] = []
        for chance in tests:
            who = self.fig if f"({self.fig.id})" in chance.label else self.state.figurine(target)
            fields.append(DiceField(f"{who.name}'s Courage die"))
            roles.append("charger" if who.id == self.fig.id else "target")
        verb = "Engage" if engage else "Charge"

        def make(values: list[Any]) -> Action:
            dice = dict(zip(roles, values))
            return Charge(self.fig.id, target, engage, dice.get("charger"), dice.get("target"))

        title = f"{verb} {_fig_text(self.state.figurine(target))}" + (
            ": Courage tests against Fear" if tests else ": no Courage test needed")
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
        for band, text in (("short", "Short (4)"), ("medium", "Medium (7)"), ("long", "Long (10)"),
                           ("out-of-range", "Out of range")):
            self.range.addItem(text, band)
        for combo in (self.shooter, self.target, self.range):
            combo.setMinimumHeight(36)
        grid.addWidget(QLabel("Marksman"), 0, 0)
        grid.addWidget(self.shooter, 0, 1)
        grid.addWidget(QLabel("Target"), 1, 0)
        grid.addWidget(self.target, 1, 1)
        grid.addWidget(QLabel("Range (measured)"), 2, 0)
        grid.addWidget(self.range, 2, 1)
        layout.addLayout(grid)
        checks = QHBoxLayout()
        self.moved = QCheckBox("Moved")
        self.precision = QCheckBox("Precision")
        self.rapid = QCheckBox("Rapid")
        self.cover = QCheckBox("Partial cover")
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
        flags = dict(moved=self.moved.isChecked(), precision=self.precision.isChecked(), rapid=self.rapid.isChecked(),
                     partial_cover=self.cover.isChecked())
        chance = fire_odds(self.state, shooter, target, band, **flags)

        def make(values: list[Any]) -> Action:
            fray = values[2][0] if values[2] else None
            return Fire(shooter, target, band, dice=values[0], damage_dice=values[1], fray_roll=fray, **flags)

        self.box = RollBox(
            "Fire", [chance],
            [DiceField("Aim die"), DiceField("Damage dice (if it hits)", optional=True, placeholder="e.g. 3 6"),
             DiceField("Fray roll (target in a fray)", optional=True, placeholder="1 to the sum of the weights")],
            make, self.panel.submit, self.panel.refuse, name="fire-roll")
        self.panel.roll_boxes.append(self.box)
        self.slot.addWidget(self.box)


class PlaceBox(QGroupBox):
    """One side places its combat dice: Attack or Defence for each of its fighters."""

    def __init__(self, panel: StepPanel, state: GameState, combat: Combat) -> None:
        assert combat.attacker_side is not None
        side = 1 - combat.attacker_side if combat.step is CombatStep.PLACE_DEFENDER else combat.attacker_side
        role = "Defender" if combat.step is CombatStep.PLACE_DEFENDER else "Attacker"
        super().__init__(f"The {role}, {state.side_name(side)}, places its dice")
        self.setObjectName("place-dice")
        self.panel = panel
        layout = QGridLayout(self)
        self.spins: dict[str, QSpinBox] = {}
        fighters = [state.figurine(f) for f in combat.fighters]
        row = 0
        for fig in fighters:
            if fig.side != side or fig.presence is Presence.LOST:
                continue
            pool = dice_pool(state, fig.id)
            low = pool.total if pool.all_attack else pool.attack_only
            high = 0 if pool.no_attack else pool.total
            spin = QSpinBox()
            spin.setObjectName(f"attack-dice-{fig.id}")
            spin.setRange(low, max(low, high))
            spin.setValue(max(low, min(high, (pool.total + 1) // 2)))
            spin.setMinimumHeight(40)
            defence = QLabel()
            spin.valueChanged.connect(lambda v, lab=defence, t=pool.total: lab.setText(f"Defence dice: {t - v}"))
            defence.setText(f"Defence dice: {pool.total - spin.value()}")
            name = QLabel(f"{_fig_text(fig)}: {pool.total} dice — Attack dice:")
            name.setToolTip("\n".join(r.text for r in pool.rulings))
            layout.addWidget(name, row, 0)
            layout.addWidget(spin, row, 1)
            layout.addWidget(defence, row, 2)
            why = why_label([str(r.source) for r in pool.rulings])
            layout.addWidget(why, row + 1, 0, 1, 3)
            self.spins[fig.id] = spin
            row += 2
        button = big_button("Place the dice", self.place, name="place")
        panel.buttons["place"] = button
        layout.addWidget(button, row, 0, 1, 3)
        self.totals = {fid: dice_pool(state, fid).total for fid in self.spins}

    def set_attack(self, figurine: str, attack: int) -> None:
        self.spins[figurine].setValue(attack)

    def place(self) -> bool:
        placements = tuple((fid, spin.value(), self.totals[fid] - spin.value()) for fid, spin in self.spins.items())
        return self.panel.submit(PlaceDice(placements))


class AttackBox(QGroupBox):
    """The striking side's Attack dice: a target and a difficulty for each, with the odds of
    every difficulty and the recommended one (:func:`companion.rules.combat_odds.recommended_difficulty`)."""

    def __init__(self, panel: StepPanel, state: GameState, combat: Combat, choices: Sequence[AttackChoice]) -> None:
        striking = combat.striking_side
        assert striking is not None
        super().__init__(f"{state.side_name(striking)} attacks: choose a difficulty for each Attack die")
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
                    for column, title in enumerate(("Attack die", "Target", "Difficulty", "")):
                        strikes.addWidget(_label(title, bold=True), 0, column)
                line = len(self.rows) + 1
                who = QLabel(f"{attacker_id} #{number + 1}")
                who.setToolTip(f"{attacker.name} ({attacker_id}), Attack die {number + 1}")
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
                check = QCheckBox(f"Master strike by {attacker.name} (one Attack; the other dice are lost)")
                self.master[attacker_id] = check
                layout.addWidget(check)
        self.box = RollBox("Attack rolls", [], [DiceField("Attack dice", multi=True, placeholder="e.g. 2, 5 (one roll "
                                                                                                 "per Attack)")],
                           self._make, panel.submit, panel.refuse, name="attack-roll")
        panel.roll_boxes.append(self.box)
        layout.addWidget(self.box)
        for table in tables:  # below the roll: the buttons stay in sight
            layout.addWidget(table)

    def _table(self, choice: AttackChoice) -> QWidget:
        target = self.state.figurine(choice.target)
        box = QGroupBox(f"{self.state.figurine(choice.attacker).name} against {target.name}: each difficulty"
                        + (f" (minimum {choice.minimum})" if choice.minimum else ""))
        grid = QGridLayout(box)
        for column, title in enumerate(("Difficulty", "Hits", "Not parried")):
            grid.addWidget(_label(title, bold=True), 0, column)
        last = choice.recommended.difficulty + SHOWN_ABOVE_RECOMMENDED
        rows = [r for r in choice.rows if r.difficulty <= last]
        for row, odds in enumerate(rows, start=1):
            best = odds.difficulty == choice.recommended.difficulty
            cell = _label(f"{odds.difficulty}  ★ recommended" if best else str(odds.difficulty), bold=best)
            grid.addWidget(cell, row, 0)
            grid.addWidget(_label(odds_text(odds.hit), bold=best), row, 1)
            grid.addWidget(_label(odds_text(odds.unparried), bold=best), row, 2)
        more = "" if len(rows) == len(choice.rows) else " Higher difficulties: the chance shows beside each die."
        grid.addWidget(why_label([str(booklet("combat resolution, step 3")),
                                  "recommended: the most severe wound expected." + more]), len(rows) + 1, 0, 1, 3)
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
        label.setText(f"hits {odds_text(row.hit)}{star}" if row is not None else "")
        label.setToolTip("★: the recommended difficulty (the most severe wound expected)" if star else "")

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
        super().__init__(f"{state.side_name(1 - striking)} parries: choose the Attacks, then roll")
        self.setObjectName("parry")
        self.panel = panel
        layout = QVBoxLayout(self)
        hits = [s for s in combat.strikes if s.hit]
        self.checks: dict[int, QCheckBox] = {}
        left = {fid: defence_dice_of(combat, fid) for fid in combat.fighters}
        for strike, chance in zip(hits, chances):
            check = QCheckBox(f"Parry Attack {strike.index} (at {strike.difficulty}) — {odds_text(chance.chance)}")
            check.setToolTip(f"{chance.label}; why: {chance.source}")
            check.setProperty("chance", str(chance.chance))
            check.setMinimumHeight(36)
            if left.get(strike.target, 0) > 0:
                check.setChecked(True)
                left[strike.target] -= 1
            else:
                check.setEnabled(False)
                check.setText(check.text() + " (no Defence die left)")
            layout.addWidget(check)
            self.checks[strike.index] = check
        if chances:
            layout.addWidget(why_label([c.source for c in chances]))
        self.counter = QCheckBox("Counter-Attack instead (+2 to the difficulty; each success gains an Attack die)")
        layout.addWidget(self.counter)
        sustained = QHBoxLayout()
        sustained.addWidget(QLabel("Sustained Defence on Attacks:"))
        self.sustained = QLineEdit()
        self.sustained.setPlaceholderText("numbers, in order (optional)")
        sustained.addWidget(self.sustained, 1)
        layout.addLayout(sustained)
        self.box = RollBox("Defence rolls", [], [
            DiceField("Defence dice", multi=True, placeholder="e.g. 3 (one roll per Attack parried)"),
            DiceField("Sustained Defence dice", multi=True, optional=True, placeholder="one roll per Attack, in order"),
        ], self._make, panel.submit, panel.refuse, name="parry-roll")
        panel.roll_boxes.append(self.box)
        layout.addWidget(self.box)

    def _make(self, values: list[Any]) -> Action:
        from companion.ui.table.format import DiceError

        chosen = tuple(n for n, check in self.checks.items() if check.isChecked())
        text = self.sustained.text().replace(",", " ").split()
        if not all(t.isdigit() for t in text):
            raise DiceError("Sustained Defence: type Attack numbers")
        sustained = tuple(int(t) for t in text)
        return ParryAction(chosen, values[0], self.counter.isChecked(), sustained,
                           values[1] if sustained else None)


__all__ = ["AttackBox", "ChargeBox", "FireBox", "ParryBox", "PlaceBox", "StepPanel", "combat_summary", "header_text"]
