"""Abilities the players use when they choose: Mutagenic points, Flight Levels, the Rallying
cry, a Scout found, an Ability taken from a Personal enemy.

Booklet, "abilities": Mutagenic / X ("The result + X is the amount of points you can add to
one or more of his characteristics. You do not have to distribute the points immediately, but
Mutagenic cannot modify a roll already made. Mutagenic cannot modify Power or any aspects of
Faith ... The effects of the stimulant end with the round"); Flight ("There are three height
Levels ... Moving to an adjacent level takes away 5 cm to the air creature's Movement
characteristic. It is possible to go through several Levels in one go, including after a
successful Disengagement"); Rallying cry ("once a game ... All the fighters of his people are
immune to Fear until the end of the game round. The fighters who where fleeing are
automatically rallied and can act normally again"); Scout ("as long as an opponent does not come
within Walking distance of him, the Scout is concealed"); Personal enemy / X ("He also « steals »
an Ability from his enemy, which he chooses and will be able to make use of until the end of
the battle").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from companion.rules.card_terms import Characteristic
from companion.rules.game.actions import Action, ChangeLevel, Mutate, RallyingCry, Reveal, StealAbility
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.state import CHANGEABLE, Phase, Presence
from companion.rules.message import Message
from companion.rules.movement import FLIGHT_LEVELS, flight_level_cost
from companion.rules.source import Source, booklet

MUTAGENIC_SOURCE: Source = booklet("abilities, Mutagenic / X")
FLIGHT_SOURCE: Source = booklet("abilities, Flight")
RALLYING_CRY_SOURCE: Source = booklet("abilities, Rallying cry")
SCOUT_SOURCE: Source = booklet("abilities, Scout")
PERSONAL_ENEMY_SOURCE: Source = booklet("abilities, Personal enemy / X")


def _mutate(d: Draft, action: Mutate) -> None:
    """Mutagenic points added to a characteristic until the end of the round."""
    fig = d.fig(action.figurine)
    if fig.presence is Presence.LOST:
        raise IllegalAction(Message("game.is-out", figurine=d.label(fig)))
    if fig.mutagenic is None:
        raise IllegalAction(Message("game.not-mutagenic-chosen", figurine=d.label(fig)))
    left = fig.mutagenic - fig.mutagenic_spent
    if action.points < 1 or action.points > left:
        raise IllegalAction(Message("game.mutagenic-points-left", figurine=d.label(fig), points=left))
    name = action.characteristic
    if name not in CHANGEABLE or getattr(d.printed(fig), name) is None:
        raise IllegalAction(Message("game.mutagenic-characteristic", characteristic=repr(name)))
    d.put(replace(fig, mutations=fig.mutations + ((name, action.points),)))
    d.log(Message("game.mutagenic-added", figurine=d.label(fig), points=action.points, characteristic=Characteristic(name),
                  left=left - action.points), MUTAGENIC_SOURCE)


def is_flyer(d: Draft, fid: str) -> bool:
    """Whether the figurine flies (a second Movement rating, or the Flight Ability)."""
    card = d.card(d.fig(fid))
    return card.flight is not None or card.has("Flight")


def _change_level(d: Draft, action: ChangeLevel) -> None:
    """A flying creature of the active card changes its altitude Level (5 cm a Level)."""
    d.require_phase(Phase.MOVEMENT)
    fig = d.fig(action.figurine)
    if not is_flyer(d, fig.id):
        raise IllegalAction(Message("game.cannot-fly", figurine=d.label(fig)))
    if fig.entry != d.state.active:
        raise IllegalAction(Message("game.moves-when-activated", figurine=d.label(fig)))
    if fig.engaged_with:
        raise IllegalAction(Message("game.engaged-disengage-first", figurine=d.label(fig)))
    if fig.paralysed or fig.fleeing:
        raise IllegalAction(Message("game.paralysed-cannot-move", figurine=d.label(fig)))
    if action.level not in FLIGHT_LEVELS or action.level == fig.level:
        raise IllegalAction(Message("game.flight-level-range", level=action.level, current=fig.level))
    cost = flight_level_cost(fig.level, action.level)
    d.put(replace(fig, level=action.level))
    d.log(Message("game.flight-level", figurine=d.label(fig), level=action.level, cm=cost.value), FLIGHT_SOURCE)


def _rallying_cry(d: Draft, action: RallyingCry) -> None:
    """Once a game: the crier's people immune to Fear this round; those fleeing rally."""
    d.require_phase(Phase.MOVEMENT, Phase.FIRING, Phase.HAND_TO_HAND)
    fig = d.fig(action.figurine)
    if fig.presence is not Presence.DEPLOYED or not d.card(fig).has("Rallying cry"):
        raise IllegalAction(Message("game.lacks-ability", figurine=d.label(fig), ability="Rallying cry"))
    if fig.rallying_cry_used:
        raise IllegalAction(Message("game.rallying-cry-used", figurine=d.label(fig)))
    d.put(replace(fig, rallying_cry_used=True))
    people = d.printed(fig).people
    rallied = []
    for other in list(d.figs.values()):
        if other.side != fig.side or other.presence is Presence.LOST or d.printed(other).people != people:
            continue
        if other.fleeing:
            rallied.append(d.label(other))
            d.put(replace(other, fleeing=False, afraid=False, flee_fear=None, fearful_of=None, fear_immune_round=True))
        else:
            d.put(replace(other, fear_immune_round=True))
    d.log(Message("game.rallying-cry", figurine=d.label(fig), rallied=", ".join(rallied) if rallied else "-"),
          RALLYING_CRY_SOURCE)


def _reveal(d: Draft, action: Reveal) -> None:
    """A concealed Scout is found (an opponent came within Walking distance of him)."""
    fig = d.fig(action.figurine)
    if not fig.concealed:
        raise IllegalAction(Message("game.scout-not-concealed", figurine=d.label(fig)))
    d.put(replace(fig, concealed=False))
    d.log(Message("game.scout-found", figurine=d.label(fig)), SCOUT_SOURCE)


def stealable(d: Draft, fid: str) -> tuple[str, ...]:
    """The Abilities of the Personal enemy ``fid`` killed that it may take (as written)."""
    fig = d.fig(fid)
    if fig.steal_from is None:
        return ()
    enemy = d.printed(d.fig(fig.steal_from))
    own = {str(a) for a in d.card(fig).abilities}
    return tuple(str(a) for a in enemy.abilities if str(a) not in own)


def _steal(d: Draft, action: StealAbility) -> None:
    """The killer of his Personal enemy takes one of his Abilities for the rest of the battle."""
    fig = d.fig(action.figurine)
    if fig.steal_from is None:
        raise IllegalAction(Message("game.nothing-to-steal", figurine=d.label(fig)))
    choices = stealable(d, fig.id)
    if action.ability not in choices:
        raise IllegalAction(Message("game.not-an-enemy-ability", ability=action.ability,
                                    abilities=", ".join(choices) or "-"))
    enemy = d.fig(fig.steal_from)
    d.put(replace(fig, stolen=fig.stolen + (action.ability,), steal_from=None))
    d.log(Message("game.steals-ability", figurine=d.label(fig), ability=action.ability, enemy=d.label(enemy)),
          PERSONAL_ENEMY_SOURCE)


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    Mutate: _mutate,
    ChangeLevel: _change_level,
    RallyingCry: _rallying_cry,
    Reveal: _reveal,
    StealAbility: _steal,
}

__all__ = ["HANDLERS", "is_flyer", "stealable"]
