"""The steps of each phase in the centre panel, but the Movement step's (:mod:`.movement_step`):
the round's picks and the Approach or Tactical roll, the cards drawn and deployed, the firing
order, the split of the frays and each combat's steps, the end of the round.

Booklet, "The approach", "game round", "firing phase", "hand to hand combat phase"; each form
sends one engine action; what may be done is the engine's (:mod:`companion.rules.game`): the
Mutagenic and Toxic picks the list allows, the marksmen whose turn it is, the combats that leave
no one alone.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QVBoxLayout, QWidget

from companion.i18n import tr, trn
from companion.i18n import vocabulary as vocab
from companion.i18n.engine import source_text
from companion.i18n.numbers import odds as chance_words
from companion.rules import rounds
from companion.rules.game import Combat, CombatStep, Figurine, GameState, Phase, Presence, Step, WoundLevel
from companion.rules.game.actions import (
    Activate,
    ApproachRoll,
    DamageAction,
    Deploy,
    DrawCard,
    EndPhase,
    EndRound,
    HoldFire,
    KeepInReserve,
    Pick,
    PursuitAction,
    Regenerate,
    Reinforcement,
    StartCombat,
    TacticalRoll,
)
from companion.rules.game.draft import Draft
from companion.rules.game.courage import war_staff_members
from companion.rules.game.frays import authority_side, fray_of, legal_combats
from companion.rules.game.guide import Odds, firing_order_now, regeneration_chances
from companion.rules.game.guide_rolls import picks_left
from companion.rules.source import booklet
from companion.ui.table.combat_forms import AttackBox, InitiativeBox, ParryBox, PlaceBox, combat_summary
from companion.ui.table.declared_rolls import FireBox
from companion.ui.table.forms import (
    ChanceLine,
    DiceField,
    RollBox,
    StepHost,
    big_button,
    chances_in_words,
    fig_text,
    text_label,
    why_label,
)
from companion.ui.table.wrap_check import WrapCheckBox


# -- the Approach and Tactical rolls, the round's picks ---------------------------------------
def build_opposed_roll(host: StepHost, state: GameState, odds: Odds) -> RollBox:
    """The Approach or Tactical roll (with each formed War-staff declared), after the picks."""
    approach = state.phase is Phase.APPROACH
    if not approach:
        _picks(host, state)
    staff: dict[str, QCheckBox] = {}
    d = Draft(state)
    row = QHBoxLayout()
    for side, letter in ((0, "A"), (1, "B")):
        if war_staff_members(d, side, deployed=False) is not None:
            check = WrapCheckBox(tr("{side}'s War-staff is formed (its members within Leadership distance of one "
                                 "another: its Character's Discipline + 2)", side=state.side_name(side)))
            check.setObjectName(f"war-staff-{letter}")
            staff[letter] = check
            row.addWidget(check)
    if staff:
        holder = QWidget()
        holder.setLayout(row)
        host.add(holder)
    title = (tr("The Approach roll: each side on its best Discipline (ties are rolled again)") if approach
             else tr("The Tactical roll: each side on its best Discipline (ties are rolled again)"))
    names = state.side_name(0), state.side_name(1)
    cls = ApproachRoll if approach else TacticalRoll

    def make(v: list[Any]) -> ApproachRoll | TacticalRoll:  # the dice read by RollBox
        formed = tuple(letter for letter, check in staff.items() if check.isChecked())
        return cls(dice_a=v[0], dice_b=v[1], war_staff=formed)

    return host.roll_box(RollBox(
        title, chances_in_words(odds.chances),
        [DiceField(tr("{side}'s die", side=names[0])), DiceField(tr("{side}'s die", side=names[1]))],
        make, host.submit, host.refuse, name="opposed-roll"))


def _picks(host: StepHost, state: GameState) -> None:
    """One form per pick the list allows ("one Mutagenic fighter for every 100 A.P. of
    Mutagenic warriors"; "a Toxic warrior for every, even incomplete, 100 A.P."), the fighter
    chosen in it; and the Reinforcement rolls."""
    for side in (0, 1):
        name = state.side_name(side)
        for ability in ("Mutagenic", "Toxic"):
            left = picks_left(state, side, ability)
            candidates = [f for f in state.side_figurines(side) if f.presence is Presence.DEPLOYED
                          and state.card_of(f).has(ability) and not (f.mutagenic is not None if ability == "Mutagenic"
                                                                     else f.toxic)]
            if left and candidates:
                host.add(_pick_form(host, state, side, ability, candidates, left, name))
        if state.reinforcement_done[side]:
            continue
        lost = [f for f in state.losses(side) if state.card_of(f).has("Reinforcement") and not f.no_reinforcement]
        if lost:
            host.roll_box(RollBox(
                tr("Reinforcement roll for {side} (5-6: the cheapest lost figurine returns)", side=name), [],
                [DiceField(tr("Reinforcement die"))],
                partial(lambda s, v: Reinforcement(s, v[0][0] if v[0] else None), "AB"[side]),
                host.submit, host.refuse, name=f"reinforcement-{'AB'[side]}"))


def _pick_form(host: StepHost, state: GameState, side: int, ability: str, candidates: list[Figurine], left: int,
               name: str) -> QWidget:
    """A Mutagenic pick (the fighter and his die, with the exact chance of each number of
    points) or a Toxic pick (the fighter)."""
    letter = "AB"[side]
    holder = QWidget()
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    combo = QComboBox()
    combo.setObjectName(f"pick-{ability.lower()}-{letter}")
    for fig in candidates:
        combo.addItem(fig_text(fig), fig.id)
    row = QHBoxLayout()
    row.addWidget(text_label(trn("{side} may choose {count} more {ability} fighter this round:",
                                 "{side} may choose {count} more {ability} fighters this round:", left,
                                 side=name, ability=vocab.ability_name(ability))))
    row.addWidget(combo, 1)
    layout.addLayout(row)
    if ability == "Toxic":
        button = big_button(tr("Choose this Toxic fighter"), lambda: host.submit(Pick(str(combo.currentData()), "toxic")),
                            name=f"toxic-pick-{letter}")
        host.buttons[f"toxic-pick-{letter}"] = button
        layout.addWidget(button)
        return holder

    def chances() -> list[ChanceLine]:
        found = state.card_of(state.figurine(str(combo.currentData()))).ability("Mutagenic")
        x = found.number or 0 if found is not None else 0
        return [ChanceLine(tr("{points} points", points=points) if points else tr("no points"), p,
                           source_text(rounds.MUTAGENIC_SOURCE)) for points, p in sorted(rounds.mutagenic_odds(x).items())]

    layout.addWidget(host.track(RollBox(
        tr("Mutagenic die: + X points this round (a natural or modified 1 gives none)"), chances(),
        [DiceField(tr("Mutagenic die"))],
        lambda v: Pick(str(combo.currentData()), "mutagenic", v[0][0] if v[0] else None),
        host.submit, host.refuse, name=f"pick-mutagenic-roll-{letter}")))
    return holder


# -- the cards ----------------------------------------------------------------------------------
def _piles_text(state: GameState) -> str:
    lines = [trn("Pile: {count} card face down", "Pile: {count} cards face down", len(state.pile))
             + (trn(" + {count} Scout card", " + {count} Scout cards", len(state.scout_pile))
                if state.scout_pile else "")]
    for side in (0, 1):
        reserve = ", ".join(state.entry_label(e) for e in state.reserves[side]) or tr("none")
        limit = 2 if state.roll_winner == side else 1
        lines.append(tr("{side}'s Reserve ({count} of {limit}): {cards}", side=state.side_name(side),
                        count=len(state.reserves[side]), limit=limit, cards=reserve))
    if state.done_cards:
        cards = ", ".join(state.entry_label(e) for e in state.done_cards)
        lines.append(tr("Deployed: {cards}", cards=cards) if state.phase is Phase.APPROACH
                     else tr("Activated: {cards}", cards=cards))
    return "\n".join(lines)


def build_cards(host: StepHost, state: GameState, step: Step) -> None:
    """A card drawn (deploy it, activate it, keep it), or the next card to draw."""
    approach = state.phase is Phase.APPROACH
    cls = Deploy if approach else Activate
    host.add(text_label(_piles_text(state)))
    if state.pending is not None:
        entry = state.pending
        card = state.entry_label(entry)
        host.add(text_label(tr("Card drawn: {card}", card=card), bold=True, scale=1.3))
        play = tr("Deploy {card}", card=card) if approach else tr("Activate {card}", card=card)
        host.button("play-pending", play, lambda: cls(entry))
        figs = state.entry_figurines(entry)
        if approach and figs and state.card_of(figs[0]).has("Scout"):
            host.button("deploy-concealed", tr("Deploy {card} concealed (out of its own Charge distance of every "
                                               "opponent)", card=card), lambda: Deploy(entry, concealed=True),
                        tr("booklet, Scout: it cannot be the target of any enemy action until it acts or is found"))
        if "reserve" in step.kinds:
            host.button("reserve", tr("Keep it in Reserve"), lambda: KeepInReserve(entry),
                        tr("One Reserve card (two for the winner of the roll)"))
        return
    if "draw" in step.kinds:
        left = len(state.pile) + len(state.scout_pile)
        verb = tr("deploy") if approach else tr("activate")
        host.button("draw-play", tr("Draw the next card and {verb} it (Enter) — {count} left", verb=verb, count=left),
                    lambda: DrawCard(play=True),
                    tr("Its owner deploys or activates it at once; draw alone to keep your own card in Reserve"))
        host.button("draw", tr("Draw the next card ({count} left)", count=left), DrawCard)
    for entry in state.reserves[state.turn]:
        card = state.entry_label(entry)
        play = (tr("Deploy the Reserve card {card}", card=card) if approach
                else tr("Activate the Reserve card {card}", card=card))
        host.button(f"reserve-{entry}", play, partial(cls, entry))


# -- firing -------------------------------------------------------------------------------------
def build_firing(host: StepHost, state: GameState) -> None:
    """The firing order, the shot of the marksmen whose turn it is (or holding their fire)."""
    order = firing_order_now(state)
    if order:
        lines = []
        for number, group in enumerate(order, start=1):
            names = ", ".join(fig_text(state.figurine(f.name)) for f in group)
            lines.append(f"{number}. " + tr("Initiative {initiative}: {names}", initiative=group[0].initiative,
                                            names=names))
        host.add(text_label(tr("Firing order:") + "\n" + "\n".join(lines)))
        host.add(why_label([source_text(booklet("firing phase"))]))
        shooters = [state.figurine(f.name) for group in order for f in group]
        host.add(FireBox(host, state, shooters))
        for firer in order[0]:
            fig = state.figurine(firer.name)
            host.button(f"hold-fire-{fig.id}", tr("{figurine} holds its fire", figurine=fig_text(fig)),
                        partial(HoldFire, fig.id), tr("No target in sight, or no shot worth it: the next marksman"))
    else:
        host.add(text_label(tr("No marksman may fire (or all have fired).")))
    host.button("end-phase", tr("End the Firing phase"), EndPhase)


# -- hand to hand ---------------------------------------------------------------------------------
def build_hand_to_hand(host: StepHost, state: GameState, odds: Odds) -> None:
    combat = state.combat
    if combat is None:
        _split(host, state)
        return
    host.add(text_label(combat_summary(state, combat)))
    if combat.step is CombatStep.INITIATIVE:
        host.add(InitiativeBox(host, state, combat, chances_in_words(odds.chances)))
    elif combat.step in (CombatStep.PLACE_DEFENDER, CombatStep.PLACE_ATTACKER):
        host.add(PlaceBox(host, state, combat))
    elif combat.step is CombatStep.ATTACK:
        host.add(AttackBox(host, state, combat, odds.attacks))
    elif combat.step is CombatStep.PARRY:
        host.add(ParryBox(host, state, combat, chances_in_words(odds.chances)))
    elif combat.step is CombatStep.DAMAGE:
        _damage(host, state, combat, odds)


def _split(host: StepHost, state: GameState) -> None:
    """The combats the split of the frays may start now (none leaves a figurine alone), the
    Pursuit Movements open, the end of the phase."""
    figs = {f.id: f for f in state.figurines}
    authorities = {fid: state.card_in_play(f).has("Authority") for fid, f in figs.items()}
    for lone, opponents in legal_combats(figs):
        names = ", ".join(fig_text(state.figurine(o)) for o in opponents)
        side = authority_side(figs, fray_of(figs, lone), authorities)
        tip = (tr("Authority: {side} splits this fray", side=state.side_name(side)) if side is not None
               else tr("The Tactical winner splits the frays"))
        host.button(f"combat-{lone}", "⚔  " + tr("{figurine} against {opponents}", figurine=fig_text(figs[lone]),
                                                opponents=names),
                    partial(StartCombat, lone, opponents), tip)
    for fig in state.figurines:
        if fig.may_pursue and fig.presence is Presence.DEPLOYED:
            host.button(f"pursuit-{fig.id}", tr("Pursuit Movement: {figurine}", figurine=fig_text(fig)),
                        partial(PursuitAction, fig.id))
    host.button("end-phase", tr("End the Hand to hand phase"), EndPhase)


def _damage(host: StepHost, state: GameState, combat: Combat, odds: Odds) -> None:
    """A Damage roll per blow through (the second of a Toxic blow, an element the victim is
    immune to, the level read in the booklet where the app's cell is an estimate)."""
    open_ = [s for s in combat.unparried() if s.index not in combat.damaged]
    wound_odds = list(odds.wounds)
    for number, strike in enumerate(open_):
        wounds = wound_odds[number] if number < len(wound_odds) else None  # None: the odds could not be computed
        chances = [] if wounds is None else [
            ChanceLine(vocab.label(level), chance, source_text(booklet("wound table")))
            for level, chance in sorted(wounds.by_level.items(), key=lambda kv: kv[0].severity)]
        extra = QWidget()
        rows = QVBoxLayout(extra)
        rows.setContentsMargins(0, 0, 0, 0)
        combo: QComboBox | None = None
        if wounds is not None and wounds.unpublished:
            row = QHBoxLayout()
            row.addWidget(text_label(tr("{chance} of this roll falls on cells the app's Wound Table does not "
                                        "publish: where it does, say the wound your booklet gives.",
                                        chance=chance_words(wounds.unpublished))))
            combo = QComboBox()
            combo.addItem(tr("— (the app's table)"), None)
            for level in WoundLevel:
                combo.addItem(vocab.label(level), level.value)
            row.addWidget(combo)
            rows.addLayout(row)
        victim = state.figurine(strike.target)
        elements = [a.value for a in state.card_in_play(victim).abilities
                    if a.canonical == "Immunity" and a.value and a.value.casefold() not in ("legs", "arms", "torso",
                                                                                            "head")]
        element: QComboBox | None = None
        if elements:
            element = QComboBox()
            element.setObjectName(f"damage-element-{strike.index}")
            element.addItem(tr("No element"), "")
            for value in elements:
                element.addItem(tr("A blow of {element} (the victim is immune to it)", element=value), value)
            rows.addWidget(element)
        fields = [DiceField(tr("Damage dice"), placeholder=tr("e.g. 3 6"))]
        if strike.toxic:
            rows.addWidget(text_label(tr("A Toxic blow: a second Damage roll follows at the Strength of its Toxic.")))
            fields.append(DiceField(tr("Toxic Damage dice"), optional=True, placeholder=tr("e.g. 3 6")))

        def make(v: list[Any], n: int = strike.index, c: QComboBox | None = combo, e: QComboBox | None = element,
                 toxic: bool = strike.toxic) -> DamageAction:
            return DamageAction(n, v[0], c.currentData() if c else None,
                                toxic_dice=v[1] if toxic else None,
                                element=str(e.currentData() or "") if e else "")

        host.roll_box(RollBox(
            tr("Damage roll of Attack {index} on {target}", index=strike.index, target=fig_text(victim)), chances,
            fields, make, host.submit, host.refuse, name=f"damage-{strike.index}", extra=extra))


# -- end of round ---------------------------------------------------------------------------------
def build_end_of_round(host: StepHost, state: GameState) -> None:
    for fig in state.figurines:
        card = state.card_of(fig)
        ability = card.ability("Regeneration")
        if (ability is None or ability.number is None or fig.presence is Presence.LOST or not fig.wound.is_wound
                or fig.id in state.regenerated):
            continue
        chances = [ChanceLine(tr("ends {level}", level=vocab.label(level) if level is not WoundLevel.NONE
                                 else tr("healed")), chance, source_text(booklet("abilities, Regeneration / X")))
                   for level, chance in regeneration_chances(state, fig.id).items() if chance]
        host.roll_box(RollBox(
            f"{vocab.ability_name('Regeneration')}/{ability.number}: {fig_text(fig)} ({vocab.label(fig.wound)})",
            chances,
            [DiceField(tr("Regeneration dice"), placeholder=tr("e.g. 5 2 (until a failure or healed)"))],
            partial(lambda f, v: Regenerate(f, v[0]), fig.id), host.submit, host.refuse, name=f"regenerate-{fig.id}"))
    host.button("end-round", tr("Next round"), EndRound,
                tr("Stunned, the Charge and Fear penalties have expired; the next round begins"))


__all__ = ["build_cards", "build_end_of_round", "build_firing", "build_hand_to_hand", "build_opposed_roll"]
