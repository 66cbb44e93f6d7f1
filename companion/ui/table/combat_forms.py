"""The steps of a hand to hand combat in the centre panel: the combat in words, placing the
dice, the Attacks and the parries.

Booklet, "hand to hand combat phase": :class:`PlaceBox` places each fighter's dice in Attack
or Defence (step 2: the Defender first; the pool is the engine's, with a Character's extra
dice and War fury declared); :class:`AttackBox` gives each Attack die a target and a
difficulty, with the odds of each difficulty and the recommended one (step 3); :class:`ParryBox`
lets the Defender choose the Attacks he parries before rolling, Counter-Attack or go on with a
Sustained Defence (step 3).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.i18n import render, tr
from companion.i18n import vocabulary as vocab
from companion.i18n.engine import error_text, note_text, ruling_text, source_text
from companion.i18n.numbers import odds as chance_words
from companion.rules.combat import max_extra_dice
from companion.rules.game import Combat, CombatStep, GameState, Presence
from companion.rules.game.actions import Action, Attack, InitiativeRoll, ParryAction, PlaceDice
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.guide import AttackChoice, dice_pool, may_sustain
from companion.rules.game.melee import attack_dice_of, defence_dice_of
from companion.rules.game.phrases import then
from companion.rules.source import booklet
from companion.rules.combat_advice import Row
from companion.ui.table.advice_view import AdviceBox
from companion.ui.table.format import DiceError
from companion.ui.table.forms import ChanceLine, DiceField, Panel, RollBox, big_button, fig_text, text_label, why_label
from companion.ui.table.wrap_check import WrapCheckBox

SHOWN_ABOVE_RECOMMENDED = 4
"""The difficulty table lists the rows up to the recommended one + 4 (the others by the die)."""


def combat_summary(state: GameState, combat: Combat) -> str:
    """The combat being resolved in a few lines: who, initiative, dice placed, last rolls."""
    lone = state.figurine(combat.lone)
    group = ", ".join(fig_text(state.figurine(f)) for f in combat.group)
    lines = [tr("Combat {number}: {lone} against {opponents}", number=combat.number, lone=fig_text(lone),
                opponents=group)]
    if combat.attacker_side is not None and combat.initiative_totals is not None:
        a, b = combat.initiative_totals
        lines.append(tr("Initiative {first} against {second}: {side} is the Attacker", first=a, second=b,
                        side=state.side_name(combat.attacker_side)))
    for fid, attack, defence in combat.placements:
        lines.append(tr("{figurine}: {attack} Attack, {defence} Defence", figurine=fig_text(state.figurine(fid)),
                        attack=attack, defence=defence))
    for strike in combat.strikes:
        outcome = tr("hit") if strike.hit else tr("missed")
        lines.append(tr("Attack {index} at {difficulty}: dice {dice} — {outcome}", index=strike.index,
                        difficulty=strike.difficulty, dice=render(then(strike.dice)), outcome=outcome))
    for parry in combat.parries:
        kind = {"defence": tr("Defence"), "counter-attack": tr("Counter-attack"),
                "sustained": tr("Sustained Defence")}.get(parry.kind, parry.kind.title())
        outcome = tr("parried") if parry.success else tr("failed")
        lines.append(tr("{kind} of Attack {index} at {difficulty}: dice {dice} — {outcome}", kind=kind,
                        index=parry.strike, difficulty=parry.difficulty, dice=render(then(parry.dice)),
                        outcome=outcome))
    return "\n".join(lines)


class InitiativeBox(QGroupBox):
    """The Initiative roll of a combat, with the abilities activated before it: War fury
    (booklet: "This Ability is activated before the Initiative Roll"; the tournament rules
    declare it with the dice) and Additional limb (ATT and DEF swapped this round)."""

    def __init__(self, panel: Panel, state: GameState, combat: Combat, chances: Sequence[ChanceLine]) -> None:
        super().__init__()
        self.setObjectName("initiative-step")
        self.setFlat(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.checks: dict[tuple[str, str], QCheckBox] = {}
        for fid in combat.fighters:
            fig = state.figurine(fid)
            card = state.card_in_play(fig)
            for ability, flag, text in (
                    ("War fury", fig.war_fury, tr("{figurine}: activate {ability} (+1 die, all in Attack this round)",
                                                  figurine=fig_text(fig), ability=vocab.ability_name("War fury"))),
                    ("Additional limb", fig.additional_limb,
                     tr("{figurine}: activate {ability} (ATT and DEF swapped this round)", figurine=fig_text(fig),
                        ability=vocab.ability_name("Additional limb")))):
                if not card.has(ability) or flag or (ability == "War fury" and state.setup.ruleset.tournament):
                    continue
                check = WrapCheckBox(text)
                check.setObjectName(f"{'war-fury' if ability == 'War fury' else 'additional-limb'}-{fid}")
                layout.addWidget(check)
                self.checks[(ability, fid)] = check
        if self.checks:
            layout.addWidget(why_label([source_text(booklet("abilities, War fury")),
                                        source_text(booklet("abilities, Additional limb"))]))
        self.box = RollBox(
            tr("Initiative (the group's best +1 per other warrior; ties rolled again)"), chances,
            [DiceField(tr("{side}'s die", side=state.side_name(0))), DiceField(tr("{side}'s die", side=state.side_name(1)))],
            self._make, panel.submit, panel.refuse, name="initiative")
        panel.roll_boxes.append(self.box)
        layout.addWidget(self.box)

    def _make(self, values: list[Any]) -> Action:
        fury = tuple(fid for (ability, fid), check in self.checks.items() if ability == "War fury" and check.isChecked())
        limb = tuple(fid for (ability, fid), check in self.checks.items()
                     if ability == "Additional limb" and check.isChecked())
        return InitiativeRoll(values[0], values[1], fury, limb)


class PlaceBox(QGroupBox):
    """One side places its combat dice: Attack or Defence for each of its fighters (with War
    fury declared, or a Character's extra dice: the pool is the engine's)."""

    def __init__(self, panel: Panel, state: GameState, combat: Combat) -> None:
        assert combat.attacker_side is not None
        side = 1 - combat.attacker_side if combat.step is CombatStep.PLACE_DEFENDER else combat.attacker_side
        super().__init__()
        side_name = state.side_name(side)
        self.setTitle(tr("The Defender, {side}, places its dice", side=side_name)
                      if combat.step is CombatStep.PLACE_DEFENDER
                      else tr("The Attacker, {side}, places its dice", side=side_name))
        self.setObjectName("place-dice")
        self.panel, self.state = panel, state
        layout = QGridLayout(self)
        self.spins: dict[str, QSpinBox] = {}
        self.extras: dict[str, QSpinBox] = {}
        self.fury: dict[str, QCheckBox] = {}
        self.born_killer: dict[str, QCheckBox] = {}
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
            layout.addWidget(name, row, 0, 1, 4)
            row += 1
            layout.addWidget(QLabel(tr("Attack dice:")), row, 0)
            layout.addWidget(spin, row, 1)
            layout.addWidget(defence, row, 2, 1, 2)
            options = QHBoxLayout()
            extra = QSpinBox()
            extra.setObjectName(f"extra-dice-{fig.id}")
            most = max_extra_dice(Draft(state).fighter(fig)) if state.card_of(fig).character else 0
            extra.setRange(0, max(0, most))
            extra.setPrefix(tr("Character's extra dice: "))
            extra.setToolTip(tr("A Character may take extra dice: -2 ATT and DEF each (booklet, hand to hand)"))
            extra.setVisible(most > 0)
            options.addWidget(extra)
            if state.card_of(fig).has("War fury") and state.setup.ruleset.tournament:
                # tournament, "Furie guerrière": declared when the dice are placed (the booklet:
                # before the Initiative roll, on the Initiative step)
                fury = WrapCheckBox(tr("{ability} (+1 die, all in Attack)", ability=vocab.ability_name("War fury")))
                fury.setObjectName(f"war-fury-{fig.id}")
                options.addWidget(fury)
                self.fury[fid] = fury
                fury.toggled.connect(lambda _c, f=fid: self._pool(f))
            if state.card_in_play(fig).has("Born killer"):
                killer = WrapCheckBox(tr("{ability}: add a die (he may)", ability=vocab.ability_name("Born killer")))
                killer.setObjectName(f"born-killer-{fig.id}")
                killer.setChecked(True)
                options.addWidget(killer)
                self.born_killer[fid] = killer
                killer.toggled.connect(lambda _c, f=fid: self._pool(f))
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
        button = big_button(tr("Place the dice"), self.place, name="place")
        panel.buttons["place"] = button
        layout.addWidget(button, row, 0, 1, 4)
        self.advice = AdviceBox(state, self.use)
        layout.addWidget(self.advice, row + 1, 0, 1, 4)

    def use(self, row: Row) -> None:
        """Place the dice as an advised row divides them."""
        for fid, attack, _defence in row.division:
            if fid in self.spins:
                self.spins[fid].setValue(attack)

    def _pool(self, fid: str) -> None:
        """The dice the engine gives this fighter, with what is declared now."""
        fury = self.fury.get(fid)
        killer = self.born_killer.get(fid)
        try:
            pool = dice_pool(self.state, fid, extra_dice=self.extras[fid].value(),
                             war_fury=bool(fury.isChecked()) if fury is not None else None,
                             born_killer=killer is None or killer.isChecked())
        except (IllegalAction, BadInput) as error:
            self.panel.show_refusal(error_text(error))
            return
        fig = self.state.figurine(fid)
        low = pool.total if pool.all_attack else pool.attack_only
        high = 0 if pool.no_attack else pool.total
        spin = self.spins[fid]
        previous = spin.value() if fid in self.totals else (pool.total + 1) // 2
        self.totals[fid] = pool.total
        spin.setRange(low, max(low, high))
        spin.setValue(max(low, min(high, previous)))
        self.names[fid].setText(tr("{figurine}: {count} dice", figurine=fig_text(fig), count=pool.total))
        self.names[fid].setToolTip("\n".join(note_text(r.text) for r in pool.rulings))
        self.whys[fid].setText(tr("Why: {sources}", sources="; ".join(dict.fromkeys(ruling_text(r) for r in pool.rulings))))
        self._defence(fid)

    def _defence(self, fid: str) -> None:
        self.defence[fid].setText(tr("Defence dice: {count}", count=self.totals[fid] - self.spins[fid].value()))

    def set_attack(self, figurine: str, attack: int) -> None:
        self.spins[figurine].setValue(attack)

    def place(self) -> bool:
        placements = tuple((fid, spin.value(), self.totals[fid] - spin.value()) for fid, spin in self.spins.items())
        extra = tuple((fid, box.value()) for fid, box in self.extras.items() if box.value())
        fury = tuple(fid for fid, check in self.fury.items() if check.isChecked())
        declined = tuple(fid for fid, check in self.born_killer.items() if not check.isChecked())
        return self.panel.submit(PlaceDice(placements, extra, fury, declined))


class AttackBox(QGroupBox):
    """The striking side's Attack dice: a target and a difficulty for each, with the odds of
    every difficulty and the recommended one (:func:`companion.rules.combat_odds.recommended_difficulty`)."""

    def __init__(self, panel: Panel, state: GameState, combat: Combat, choices: Sequence[AttackChoice]) -> None:
        striking = combat.striking_side
        assert striking is not None
        super().__init__()
        self.setTitle(tr("{side} attacks: choose a difficulty for each Attack die", side=state.side_name(striking)))
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
        strikes.setColumnStretch(1, 1)  # the room left goes to the target's name, never clipped
        layout.addLayout(strikes)
        for attacker_id in attackers:
            attacker = state.figurine(attacker_id)
            count = attack_dice_of(d, combat, attacker)
            mine = [c for c in choices if c.attacker == attacker_id]
            tables += [self._table(choice) for choice in mine]
            # "an additional Attack die against the opponent whose Attack has been Counter-Attacked"
            forced = [against for against, n in combat.gained_against(attacker_id).items()
                      if state.figurine(against).presence is not Presence.LOST for _ in range(n)]
            for number in range(count):
                if not self.rows:
                    for column, title in enumerate((tr("Attack die"), tr("Target"), tr("Difficulty"),
                                                    "")):
                        strikes.addWidget(text_label(title, bold=True), 0, column)
                line = len(self.rows) + 1
                who = QLabel(f"{attacker_id} #{number + 1}")
                who.setToolTip(tr("{name} ({figurine}), Attack die {number}", name=attacker.name, figurine=attacker_id,
                                  number=number + 1))
                target = QComboBox()
                for choice in mine:
                    target.addItem(fig_text(state.figurine(choice.target)), choice.target)
                if number < len(forced):
                    target.setCurrentIndex(max(target.findData(forced[number]), 0))
                    target.setEnabled(False)
                    target.setToolTip(tr("A Counter-Attack's die strikes the opponent whose Attack was "
                                         "Counter-Attacked (booklet, the Counter-Attack)"))
                spin = QSpinBox()
                spin.setObjectName(f"difficulty-{attacker_id}-{number + 1}")
                choice = self.choices[(attacker_id, str(target.currentData()))]
                spin.setRange(choice.minimum or 1, 30)
                spin.setValue(choice.recommended.difficulty)
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
                check = WrapCheckBox(tr("Master strike by {name} (one Attack; the other dice are lost)",
                                     name=attacker.name))
                self.master[attacker_id] = check
                layout.addWidget(check)
        self.toxic = QComboBox()
        self.toxic.setObjectName("attack-toxic")
        self.toxic.addItem(tr("No Toxic D6"), None)
        for line, (attacker_id, _target, _spin, _label) in enumerate(self.rows, start=1):
            fighter = state.figurine(attacker_id)
            if fighter.toxic and not fighter.toxic_used:
                self.toxic.addItem(tr("Toxic D6 for Attack {index} ({figurine})", index=line,
                                      figurine=fig_text(fighter)), line)
        self.toxic.setToolTip(tr("The Attack rolled with a chosen Toxic warrior's Toxic D6: a Damage roll it causes "
                                 "is followed by a second one at the Strength of his Toxic (booklet, Toxic / X)"))
        self.toxic.setVisible(self.toxic.count() > 1)  # read by count(): hidden widgets are not "visible"
        layout.addWidget(self.toxic)
        self.box = RollBox(tr("Attack rolls"), [],
                           [DiceField(tr("Attack dice"), multi=True,
                                      placeholder=tr("e.g. 2, 5 (one roll per Attack)"))],
                           self._make, panel.submit, panel.refuse, name="attack-roll")
        panel.roll_boxes.append(self.box)
        layout.addWidget(self.box)
        for table in tables:  # below the roll: the buttons stay in sight
            layout.addWidget(table)

    def _table(self, choice: AttackChoice) -> QWidget:
        target = self.state.figurine(choice.target)
        box = QGroupBox(tr("{attacker} against {target}: each difficulty",
                           attacker=self.state.figurine(choice.attacker).name, target=target.name)
                        + (tr(" (minimum {minimum})", minimum=choice.minimum) if choice.minimum else ""))
        grid = QGridLayout(box)
        for column, title in enumerate((tr("Difficulty"), tr("Hits"), tr("Not parried"))):
            grid.addWidget(text_label(title, bold=True), 0, column)
        last = choice.recommended.difficulty + SHOWN_ABOVE_RECOMMENDED
        rows = [r for r in choice.rows if r.difficulty <= last]
        for row, odds in enumerate(rows, start=1):
            best = odds.difficulty == choice.recommended.difficulty
            cell = text_label(tr("{difficulty}  ★ recommended", difficulty=odds.difficulty) if best
                              else str(odds.difficulty), bold=best)
            grid.addWidget(cell, row, 0)
            grid.addWidget(text_label(chance_words(odds.hit), bold=best), row, 1)
            grid.addWidget(text_label(chance_words(odds.unparried), bold=best), row, 2)
        more = "" if len(rows) == len(choice.rows) else tr(" Higher difficulties: the chance shows beside each die.")
        grid.addWidget(why_label([source_text(booklet("combat resolution, step 3")),
                                  tr("recommended: the most severe wound expected.") + more]), len(rows) + 1, 0, 1, 3)
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
        label.setText(tr("hits {chance}", chance=chance_words(row.hit)) + star if row is not None else "")
        label.setToolTip(tr("★: the recommended difficulty (the most severe wound expected)") if star else "")

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
        toxic = self.toxic.currentData() if self.toxic.count() > 1 else None
        return Attack(tuple(strikes), values[0], master, toxic if isinstance(toxic, int) else None)


class ParryBox(QGroupBox):
    """The Defender chooses the Attacks he parries before rolling (and may Counter-Attack or
    go on with a Sustained Defence)."""

    def __init__(self, panel: Panel, state: GameState, combat: Combat, chances: Sequence[ChanceLine]) -> None:
        striking = combat.striking_side
        assert striking is not None
        super().__init__()
        self.setTitle(tr("{side} parries: choose the Attacks, then roll", side=state.side_name(1 - striking)))
        self.setObjectName("parry")
        self.panel = panel
        layout = QVBoxLayout(self)
        hits = [s for s in combat.strikes if s.hit]
        self.checks: dict[int, QCheckBox] = {}
        left = {fid: defence_dice_of(combat, fid) for fid in combat.fighters}
        for number, strike in enumerate(hits):
            chance = chances[number] if number < len(chances) else None  # None: no odds computed
            shown = f" — {chance_words(chance.chance)}" if chance is not None else ""
            check = WrapCheckBox(tr("Parry Attack {index} (at {difficulty})", index=strike.index,
                                 difficulty=strike.difficulty) + shown)
            if chance is not None:
                check.setToolTip(tr("{label}; why: {source}", label=chance.label, source=chance.source))
                check.setProperty("chance", str(chance.chance))
            check.setMinimumHeight(36)
            if left.get(strike.target, 0) > 0:
                check.setChecked(True)
                left[strike.target] -= 1
            else:
                check.setEnabled(False)
                check.setText(check.text() + tr(" (no Defence die left)"))
            layout.addWidget(check)
            self.checks[strike.index] = check
        if chances:
            layout.addWidget(why_label([c.source for c in chances]))
        self.counter = WrapCheckBox(tr("Counter-Attack instead (+2 to the difficulty; each success gains an Attack die)"))
        layout.addWidget(self.counter)
        defenders = {s.target for s in hits}
        if any(state.card_in_play(state.figurine(f)).has("Ambidextrous") for f in defenders):
            layout.addWidget(text_label(tr("Ambidextrous: each successful Defence gains an Attack die, unless a "
                                           "Sustained Defence is chosen (booklet: not at the same time)")))
        fields = [DiceField(tr("Defence dice"), multi=True, placeholder=tr("e.g. 3 (one roll per Attack parried)"))]
        self.sustained: QLineEdit | None = None
        if any(may_sustain(state, f) for f in defenders):  # booklet: several opponents, enough Defence dice
            sustained = QHBoxLayout()
            sustained.addWidget(QLabel(tr("Sustained Defence on Attacks:")))
            self.sustained = QLineEdit()
            self.sustained.setPlaceholderText(tr("numbers, in order (optional)"))
            sustained.addWidget(self.sustained, 1)
            layout.addLayout(sustained)
            fields.append(DiceField(tr("Sustained Defence dice"), multi=True, optional=True,
                                    placeholder=tr("one roll per Attack, in order")))
        self.box = RollBox(tr("Defence rolls"), [], fields, self._make, panel.submit, panel.refuse,
                           name="parry-roll")
        panel.roll_boxes.append(self.box)
        layout.addWidget(self.box)

    def _make(self, values: list[Any]) -> Action:
        chosen = tuple(n for n, check in self.checks.items() if check.isChecked())
        text = self.sustained.text().replace(",", " ").split() if self.sustained is not None else []
        if not all(t.isdigit() for t in text):
            raise DiceError(tr("Sustained Defence: type Attack numbers"))
        sustained = tuple(int(t) for t in text)
        return ParryAction(chosen, values[0], self.counter.isChecked(), sustained,
                           values[1] if sustained else None)


__all__ = ["AttackBox", "InitiativeBox", "ParryBox", "PlaceBox", "combat_summary"]
