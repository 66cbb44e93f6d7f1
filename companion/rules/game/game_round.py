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

from companion.rules import rounds
from companion.rules.errors import RulesError
from companion.rules.game.actions import Action, EndPhase, EndRound, Pick, Regenerate, Reinforcement
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.harm import remove
from companion.rules.game.melee import check_phase_end
from companion.rules.game.rolls import draw_dice
from companion.rules.game.setup import SIDE_LETTERS
from companion.rules.game.state import Phase, Presence, lives_total
from companion.rules.message import Message
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
        raise IllegalAction(Message("game.unknown-side", side=repr(letter)))
    return SIDE_LETTERS.index(letter)


def begin_round(d: Draft, number: int) -> None:
    """Round ``number`` begins with its Movement phase: the abilities of the beginning of the
    round, then the Tactical roll; every card is back in play."""
    d.state = replace(d.state, round=number, phase=Phase.MOVEMENT, roll_done=False, roll_winner=None, roll_totals=None,
                      pile=(), scout_pile=(), reserves=((), ()), pending=None, drawn_by=None, active=None,
                      done_cards=(), picks_done=(False, False), reinforcement_done=(False, False), regenerated=(),
                      combat=None, combats=0, fray_block=())
    d.log(Message("game.round-begins", number=number), ROUND_SOURCE)


def end_movement_phase(d: Draft) -> None:
    """Every card has been activated: the Firing phase follows."""
    d.log(Message("game.movement-over"), ROUND_SOURCE)
    d.state = replace(d.state, phase=Phase.FIRING)
    d.log(Message("game.firing-begins"), FIRING_SOURCE)


def picks(d: Draft, side: int, ability: str) -> tuple[int, int, int]:
    """How many Mutagenic (or Toxic) fighters ``side`` may choose this round, how many it has
    chosen, and the AP of its fighters with the Ability: "one Mutagenic fighter for every 100
    A.P. of « Mutagenic » warriors in your army"; "a Toxic warrior for every, even incomplete,
    100 A.P." (companion.rules.rounds), the army's whole list counted, "the artefacts, spells,
    miracles and Experience cards" included (each figurine as its list fields it)."""
    costs = d.state.figurines_ap(side)
    ap_total = sum(costs.get(f.id) or 0 for f in d.figs.values() if f.side == side and d.printed(f).has(ability))
    allowed = rounds.mutagenic_picks(ap_total) if ability == "Mutagenic" else rounds.toxic_picks(ap_total)
    chosen = sum(1 for f in d.figs.values() if f.side == side
                 and (f.mutagenic is not None if ability == "Mutagenic" else f.toxic))
    return allowed, chosen, ap_total


def _pick(d: Draft, action: Pick) -> None:
    """A Mutagenic fighter (its D6 + X points this round) or a Toxic one, before the Tactical roll."""
    d.require_phase(Phase.MOVEMENT)
    if d.state.roll_done:
        raise IllegalAction(Message("game.picks-before-tactical-roll"))
    fig = d.fig(action.figurine)
    if fig.presence is Presence.LOST:
        raise IllegalAction(Message("game.is-out", figurine=d.label(fig)))
    card = d.card(fig)
    ability_name = {"mutagenic": "Mutagenic", "toxic": "Toxic"}.get(action.ability)
    if ability_name is None:
        raise IllegalAction(Message("game.unknown-pick", pick=repr(action.ability)))
    ability = card.ability(ability_name)
    if ability is None:
        raise IllegalAction(Message("game.lacks-ability", figurine=d.label(fig), ability=ability_name))
    if (fig.mutagenic is not None) if ability_name == "Mutagenic" else fig.toxic:
        raise IllegalAction(Message("game.picked-already", figurine=d.label(fig), ability=ability_name))
    allowed, chosen, ap_total = picks(d, fig.side, ability_name)
    if chosen >= allowed:
        if ability_name == "Mutagenic":
            raise IllegalAction(Message("game.mutagenic-picks", side=d.side_name(fig.side), count=allowed,
                                        ap=ap_total))
        raise IllegalAction(Message("game.toxic-picks", side=d.side_name(fig.side), count=allowed, ap=ap_total))
    if ability_name == "Toxic":
        d.put(replace(d.fig(fig.id), toxic=True))
        d.log(Message("game.toxic-chosen", figurine=d.label(fig)), TOXIC_SOURCE)
        return
    x = ability.number or 0
    die = action.die
    if die is None:
        die = draw_dice(d.rng, 1)[0]
        d.filled["die"] = die
    try:
        points = rounds.mutagenic_points(die, x)
    except RulesError as error:
        raise IllegalAction(Message("game.refused", reason=reason(error))) from None
    if points == 0:
        d.log(Message("game.mutagenic-fails", figurine=d.label(fig), die=die), MUTAGENIC_SOURCE)
    else:
        d.log(Message("game.mutagenic-roll", figurine=d.label(fig), die=die, x=x, points=points), MUTAGENIC_SOURCE)
    d.put(replace(d.fig(fig.id), mutagenic=points))


def _reinforcement(d: Draft, action: Reinforcement) -> None:
    """A side's roll for its cheapest lost figurine with Reinforcement, before the Tactical roll."""
    d.require_phase(Phase.MOVEMENT)
    if d.state.roll_done:
        raise IllegalAction(Message("game.reinforcement-before-tactical-roll"))
    side = _side_of_letter(action.side)
    done = list(d.state.reinforcement_done)
    if done[side]:
        raise IllegalAction(Message("game.reinforcement-done", side=d.side_name(side)))
    candidates = [f for f in d.figs.values() if f.side == side and f.presence is Presence.LOST
                  and d.card(f).has("Reinforcement") and not f.no_reinforcement]
    if not candidates:
        raise IllegalAction(Message("game.no-reinforcement", side=d.side_name(side)))
    die = action.die
    if die is None:
        die = draw_dice(d.rng, 1)[0]
        d.filled["die"] = die
    if not 1 <= die <= 6:
        raise IllegalAction(Message("game.not-a-die", die=die))
    done[side] = True
    d.state = replace(d.state, reinforcement_done=(done[0], done[1]))
    cheapest = min(candidates, key=lambda f: (d.card(f).ap or 0, f.id))
    try:
        outcome = rounds.reinforcement(die)
    except RulesError as error:
        raise IllegalAction(Message("game.refused", reason=reason(error))) from None
    if outcome is rounds.Reinforcement.RETURNS:
        d.put(replace(d.fig(cheapest.id), presence=Presence.DEPLOYED, wound=WoundLevel.NONE, stunned=False,
                      lives_left=lives_total(d.card(cheapest))))
        where, source = rounds.reinforcement_placement(d.state.setup.ruleset)
        d.log(Message("game.reinforcement-returns", die=die, figurine=d.label(cheapest), where=where), source)
    elif outcome is rounds.Reinforcement.LOSES:
        d.put(replace(d.fig(cheapest.id), no_reinforcement=True))
        d.log(Message("game.reinforcement-lost", die=die, figurine=d.label(cheapest)), REINFORCEMENT_SOURCE)
    else:
        d.log(Message("game.reinforcement-nothing", die=die), REINFORCEMENT_SOURCE)


def _end_phase(d: Draft, action: EndPhase) -> None:
    """The players end the Firing phase, or the Hand to Hand Combat phase once every combat is fought."""
    phase = d.state.phase
    if phase is Phase.FIRING:
        d.log(Message("game.firing-over"), FIRING_SOURCE)
        d.state = replace(d.state, phase=Phase.HAND_TO_HAND, combat=None, combats=0, fray_block=())
        d.log(Message("game.hand-to-hand-begins"), HAND_TO_HAND_SOURCE)
        return
    if phase is Phase.HAND_TO_HAND:
        check_phase_end(d)
        _end_of_round(d)
        return
    if phase is Phase.MOVEMENT:
        raise IllegalAction(Message("game.movement-ends-with-cards"))
    raise IllegalAction(Message("game.phase-not-ended-so", phase=phase.label))


def _end_of_round(d: Draft) -> None:
    """What lasts until the end of the round expires; Fierce figurines doomed this round die."""
    d.state = replace(d.state, phase=Phase.END_OF_ROUND, combat=None)
    for fig in list(d.figs.values()):
        if fig.fierce_doomed and fig.presence is not Presence.LOST:
            d.put(replace(d.fig(fig.id), wound=WoundLevel.KILLED, fierce_doomed=False))
            remove(d, d.fig(fig.id), Message("game.why-fierce"))
    for fig in list(d.figs.values()):
        d.put(replace(d.fig(fig.id), stunned=False, charged=False, charging=False, charge_target=None,
                      afraid=fig.fleeing and fig.afraid, paralysed=False, disengage_failed=False, counter_fired=False,
                      moved=None, engaged_this_phase=False, disengaged_from=(), fired=False, fought=False, pursuits=0,
                      may_pursue=False, mutagenic=None, mutations=(), toxic=False, toxic_used=False, war_fury=False,
                      additional_limb=False, diving=False, fear_immune_round=False,
                      fearful_of=fig.fearful_of if fig.fleeing else None))
    d.log(Message("game.round-ends"), ROUND_SOURCE)
    wounded = [f for f in d.figs.values() if f.presence is not Presence.LOST and f.wound.is_wound
               and d.card(f).ability("Regeneration") is not None]
    if wounded:
        d.log(Message("game.regeneration-open", figurines=", ".join(d.label(f) for f in wounded)),
              REGENERATION_SOURCE)


def _regenerate(d: Draft, action: Regenerate) -> None:
    """Regeneration/X at the end of the round: each die at X or more heals one Wound level."""
    d.require_phase(Phase.END_OF_ROUND)
    fig = d.fig(action.figurine)
    ability = d.card(fig).ability("Regeneration")
    if ability is None or ability.number is None:
        raise IllegalAction(Message("game.no-regeneration", figurine=d.label(fig)))
    if fig.id in d.state.regenerated:
        raise IllegalAction(Message("game.regenerated-already", figurine=d.label(fig)))
    if not fig.wound.is_wound or fig.presence is Presence.LOST:
        raise IllegalAction(Message("game.no-wound-to-regenerate", figurine=d.label(fig)))
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
        raise IllegalAction(Message("game.regeneration-error", figurine=d.label(fig), error=reason(error))) from None
    d.put(replace(d.fig(fig.id), wound=new))
    d.state = replace(d.state, regenerated=d.state.regenerated + (fig.id,))
    if new is WoundLevel.NONE:
        d.log(Message("game.regeneration-heals", figurine=d.label(fig), threshold=threshold,
                      dice=", ".join(map(str, dice)), wound=fig.wound), REGENERATION_SOURCE)
    else:
        d.log(Message("game.regeneration-roll", figurine=d.label(fig), threshold=threshold,
                      dice=", ".join(map(str, dice)), wound=fig.wound, level=new), REGENERATION_SOURCE)


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

__all__ = ["FIRING_SOURCE", "HANDLERS", "MOVEMENT_SOURCE", "ROUND_SOURCE", "begin_round", "end_movement_phase",
           "picks"]
