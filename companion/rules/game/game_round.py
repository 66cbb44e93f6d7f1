"""The game round: its beginning, the phases following each other, and its end.

Booklet, "game round": each round is a Movement, a Firing and a Hand to Hand Combat phase, in
that order. At the beginning of the round, before the Tactical roll: the Mutagenic and Toxic
picks and the Reinforcement rolls ("abilities"); at its end, what lasts "until the end of the
round" expires and Regeneration is rolled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from companion.i18n.render import english
from companion.rules import rounds
from companion.rules.errors import RulesError
from companion.rules.game.actions import Action, EndPhase, EndRound, Pick, Regenerate, Reinforcement
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.harm import remove
from companion.rules.game.melee import check_phase_end
from companion.rules.game.rolls import draw_dice
from companion.rules.game.setup import SIDE_LETTERS
from companion.rules.game.state import Phase, Presence, lives_total
from companion.rules.source import Source, booklet
from companion.rules.wounds import WoundLevel, regenerate

ROUND_SOURCE: Source = booklet("game round")
MOVEMENT_SOURCE: Source = booklet("movement phase")
FIRING_SOURCE: Source = booklet("firing phase")
HAND_TO_HAND_SOURCE: Source = booklet("hand to hand combat phase")
REGENERATION_SOURCE: Source = booklet("abilities, Regeneration / X")
REINFORCEMENT_SOURCE: Source = booklet("abilities, Reinforcement")
MUTAGENIC_SOURCE: Source = booklet("abilities, Mutagenic / X")
TOXIC_SOURCE: Source = booklet("abilities, Toxic / X")


def _side_of_letter(letter: str) -> int:
    if letter not in SIDE_LETTERS:
        raise IllegalAction(f"side {letter!r}: use A or B")
    return SIDE_LETTERS.index(letter)


def begin_round(d: Draft, number: int) -> None:
    """Round ``number`` begins with its Movement phase: the abilities of the beginning of the
    round, then the Tactical roll; every card is back in play."""
    d.state = replace(d.state, round=number, phase=Phase.MOVEMENT, roll_done=False, roll_winner=None, roll_totals=None,
                      pile=(), scout_pile=(), reserves=((), ()), pending=None, drawn_by=None, active=None,
                      done_cards=(), picks_done=(False, False), reinforcement_done=(False, False), regenerated=(),
                      combat=None, combats=0)
    d.log(f"Round {number} begins: Mutagenic and Toxic picks and Reinforcement, then the Tactical roll.",
          ROUND_SOURCE)


def end_movement_phase(d: Draft) -> None:
    """Every card has been activated: the Firing phase follows."""
    d.log("Every card has been activated: the Movement phase is over.", ROUND_SOURCE)
    d.state = replace(d.state, phase=Phase.FIRING)
    d.log("The Firing phase begins: marksmen who may fire do so by Initiative.", FIRING_SOURCE)


def _pick(d: Draft, action: Pick) -> None:
    """A Mutagenic fighter (its D6 + X points this round) or a Toxic one, before the Tactical roll."""
    d.require_phase(Phase.MOVEMENT)
    if d.state.roll_done:
        raise IllegalAction("Mutagenic and Toxic fighters are chosen before the Tactical roll")
    fig = d.fig(action.figurine)
    if fig.presence is Presence.LOST:
        raise IllegalAction(f"{d.label(fig)} is out of the game")
    card = d.card(fig)
    ability_name = {"mutagenic": "Mutagenic", "toxic": "Toxic"}.get(action.ability)
    if ability_name is None:
        raise IllegalAction(f"unknown pick {action.ability!r}: mutagenic or toxic")
    ability = card.ability(ability_name)
    if ability is None:
        raise IllegalAction(f"{d.label(fig)} has no {ability_name} ability")
    ap_total = sum(d.card(f).ap or 0 for f in d.figs.values() if f.side == fig.side and d.card(f).has(ability_name))
    allowed = rounds.mutagenic_picks(ap_total) if ability_name == "Mutagenic" else rounds.toxic_picks(ap_total)
    chosen = sum(1 for f in d.figs.values() if f.side == fig.side
                 and (f.mutagenic is not None if ability_name == "Mutagenic" else f.toxic))
    if chosen >= allowed:
        rule = "every 100 AP" if ability_name == "Mutagenic" else "every, even incomplete, 100 AP"
        raise IllegalAction(f"{d.side_name(fig.side)} may choose {allowed} {ability_name} fighter(s) ({rule} of "
                            f"{ability_name} warriors: {ap_total} AP)")
    if ability_name == "Toxic":
        d.put(replace(d.fig(fig.id), toxic=True))
        d.log(f"{d.label(fig)} is chosen as a Toxic fighter this round: a Toxic D6 beside it.", TOXIC_SOURCE)
        return
    x = ability.number or 0
    die = action.die
    if die is None:
        die = draw_dice(d.rng, 1)[0]
        d.filled["die"] = die
    try:
        points = rounds.mutagenic_points(die, x)
    except RulesError as error:
        raise IllegalAction(english(error.message)) from None
    if points == 0:
        d.log(f"{d.label(fig)}'s Mutagenic roll: {die} - a 1 is an automatic failure, no bonus.", MUTAGENIC_SOURCE)
    else:
        d.log(f"{d.label(fig)}'s Mutagenic roll: {die} + {x} = {points} points to add to its characteristics this "
              "round (the players note where).", MUTAGENIC_SOURCE)
    d.put(replace(d.fig(fig.id), mutagenic=points))


def _reinforcement(d: Draft, action: Reinforcement) -> None:
    """A side's roll for its cheapest lost figurine with Reinforcement, before the Tactical roll."""
    d.require_phase(Phase.MOVEMENT)
    if d.state.roll_done:
        raise IllegalAction("Reinforcement is rolled at the beginning of the round, before the Tactical roll")
    side = _side_of_letter(action.side)
    done = list(d.state.reinforcement_done)
    if done[side]:
        raise IllegalAction(f"{d.side_name(side)} already rolled for Reinforcement this round")
    candidates = [f for f in d.figs.values() if f.side == side and f.presence is Presence.LOST
                  and d.card(f).has("Reinforcement") and not f.no_reinforcement]
    if not candidates:
        raise IllegalAction(f"{d.side_name(side)} has no lost figurine with Reinforcement")
    die = action.die
    if die is None:
        die = draw_dice(d.rng, 1)[0]
        d.filled["die"] = die
    if not 1 <= die <= 6:
        raise IllegalAction(f"a die shows 1 to 6, not {die}")
    done[side] = True
    d.state = replace(d.state, reinforcement_done=(done[0], done[1]))
    cheapest = min(candidates, key=lambda f: (d.card(f).ap or 0, f.id))
    try:
        outcome = rounds.reinforcement(die)
    except RulesError as error:
        raise IllegalAction(english(error.message)) from None
    if outcome is rounds.Reinforcement.RETURNS:
        d.put(replace(d.fig(cheapest.id), presence=Presence.DEPLOYED, wound=WoundLevel.NONE, stunned=False,
                      lives_left=lives_total(d.card(cheapest))))
        where, source = rounds.reinforcement_placement(d.state.setup.ruleset)
        d.log(f"Reinforcement roll {die}: {d.label(cheapest)} comes back ({english(where)}).", source)
    elif outcome is rounds.Reinforcement.LOSES:
        d.put(replace(d.fig(cheapest.id), no_reinforcement=True))
        d.log(f"Reinforcement roll {die}: {d.label(cheapest)} loses the Reinforcement ability.", REINFORCEMENT_SOURCE)
    else:
        d.log(f"Reinforcement roll {die}: nothing happens.", REINFORCEMENT_SOURCE)


def _end_phase(d: Draft, action: EndPhase) -> None:
    """The players end the Firing phase, or the Hand to Hand Combat phase once every combat is fought."""
    phase = d.state.phase
    if phase is Phase.FIRING:
        d.log("The Firing phase is over.", FIRING_SOURCE)
        d.state = replace(d.state, phase=Phase.HAND_TO_HAND, combat=None, combats=0)
        d.log("The Hand to Hand Combat phase begins: the winner of the Tactical roll splits the frays and chooses "
              "the order of the combats.", HAND_TO_HAND_SOURCE)
        return
    if phase is Phase.HAND_TO_HAND:
        check_phase_end(d)
        _end_of_round(d)
        return
    if phase is Phase.MOVEMENT:
        raise IllegalAction("the Movement phase ends when every card has been activated")
    raise IllegalAction(f"the {phase.label} phase is not ended this way")


def _end_of_round(d: Draft) -> None:
    """What lasts until the end of the round expires; Fierce figurines doomed this round die."""
    d.state = replace(d.state, phase=Phase.END_OF_ROUND, combat=None)
    for fig in list(d.figs.values()):
        if fig.fierce_doomed and fig.presence is not Presence.LOST:
            d.put(replace(d.fig(fig.id), wound=WoundLevel.KILLED, fierce_doomed=False))
            remove(d, d.fig(fig.id), "Fierce: its metabolism finally betrays it")
    for fig in list(d.figs.values()):
        d.put(replace(d.fig(fig.id), stunned=False, charged=False, charging=False, charge_target=None,
                      afraid=fig.fleeing and fig.afraid, paralysed=False, disengage_failed=False, counter_fired=False,
                      moved=None, engaged_this_phase=False, disengaged_from=(), fired=False, fought=False, pursuits=0,
                      may_pursue=False, mutagenic=None, toxic=False))
    d.log("End of the round: Stunned, the Charge and Fear penalties, paralysis, failed Disengagements and "
          "Counter-fires expire; Mutagenic bonuses end.", ROUND_SOURCE)
    wounded = [f for f in d.figs.values() if f.presence is not Presence.LOST and f.wound.is_wound
               and d.card(f).ability("Regeneration") is not None]
    if wounded:
        d.log("Regeneration rolls may be made for: " + ", ".join(d.label(f) for f in wounded) + ".",
              REGENERATION_SOURCE)


def _regenerate(d: Draft, action: Regenerate) -> None:
    """Regeneration/X at the end of the round: each die at X or more heals one Wound level."""
    d.require_phase(Phase.END_OF_ROUND)
    fig = d.fig(action.figurine)
    ability = d.card(fig).ability("Regeneration")
    if ability is None or ability.number is None:
        raise IllegalAction(f"{d.label(fig)} has no Regeneration/X")
    if fig.id in d.state.regenerated:
        raise IllegalAction(f"{d.label(fig)} already rolled for Regeneration this round")
    if not fig.wound.is_wound or fig.presence is Presence.LOST:
        raise IllegalAction(f"{d.label(fig)} has no Wound to regenerate (Stunned and Killed Outright are not Wounds)")
    threshold = ability.number
    dice = action.dice
    if dice is None:
        rolled: list[int] = []
        while True:
            rolled.append(d.rng.randint(1, 6))
            try:
                new = regenerate(fig.wound, rolled, threshold)
            except RulesError:
                continue  # the last die succeeded: roll again
            break
        dice = tuple(rolled)
        d.filled["dice"] = dice
    try:
        new = regenerate(fig.wound, dice, threshold)
    except RulesError as error:
        raise IllegalAction(f"{d.label(fig)}'s Regeneration: {english(error.message)}") from None
    d.put(replace(d.fig(fig.id), wound=new))
    d.state = replace(d.state, regenerated=d.state.regenerated + (fig.id,))
    d.log(f"{d.label(fig)} rolls for Regeneration/{threshold}: {', '.join(map(str, dice))}; its {english(fig.wound)} "
          f"becomes {english(new) if new is not WoundLevel.NONE else 'healed'}.", REGENERATION_SOURCE)


def _end_round(d: Draft, action: EndRound) -> None:
    d.require_phase(Phase.END_OF_ROUND)
    begin_round(d, d.state.round + 1)


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    Pick: _pick,
    Reinforcement: _reinforcement,
    EndPhase: _end_phase,
    Regenerate: _regenerate,
    EndRound: _end_round,
}

__all__ = ["FIRING_SOURCE", "HANDLERS", "MOVEMENT_SOURCE", "ROUND_SOURCE", "begin_round", "end_movement_phase"]
