"""What the players enter by hand: corrections to a figurine, notes, the end of the game.

The app cannot see the table: when it and the table disagree (a rule the app does not apply,
a roll made on the table, a ruling agreed), the players correct the figurines by hand; every
correction is an action of the log, so the battle report shows it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from companion.i18n.render import english
from companion.rules.errors import RulesError
from companion.rules.game.actions import Action, FinishGame, Note, SetState, SetWound
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.harm import inflict, remove
from companion.rules.game.state import Figurine, Phase, Presence
from companion.rules.wounds import WoundLevel

MANUAL = "entered by hand"


def _set_wound(d: Draft, action: SetWound) -> None:
    """A figurine's Wound set by hand, or applied as a Damage result (worsening, lives, Fierce)."""
    fig = d.fig(action.figurine)
    try:
        level = WoundLevel.parse(action.level)
    except RulesError as error:
        raise IllegalAction(english(error.message)) from None
    if action.as_damage:
        d.log(f"By hand: {d.label(fig)} takes a {english(level)} as a Damage result.", MANUAL)
        inflict(d, fig.id, level)
        return
    if level is WoundLevel.STUNNED:
        d.put(replace(d.fig(fig.id), stunned=True))
    elif level is WoundLevel.KILLED:
        if fig.presence is not Presence.LOST:
            d.put(replace(d.fig(fig.id), wound=WoundLevel.KILLED))
            remove(d, d.fig(fig.id), MANUAL)
    else:
        d.put(replace(fig, wound=level,
                      presence=Presence.DEPLOYED if fig.presence is Presence.LOST else fig.presence,
                      stunned=False if level is WoundLevel.NONE else fig.stunned))
    d.log(f"By hand: {d.label(fig)} is now {english(level)}.", MANUAL)


_BY_HAND: dict[str, Callable[[Figurine, int], Figurine]] = {
    "charged": lambda fig, value: replace(fig, charged=bool(value)),
    "charging": lambda fig, value: replace(fig, charging=bool(value)),
    "stunned": lambda fig, value: replace(fig, stunned=bool(value)),
    "fleeing": lambda fig, value: replace(fig, fleeing=bool(value)),
    "paralysed": lambda fig, value: replace(fig, paralysed=bool(value)),
    "afraid": lambda fig, value: replace(fig, afraid=bool(value)),
    "disengage_failed": lambda fig, value: replace(fig, disengage_failed=bool(value)),
    "counter_fired": lambda fig, value: replace(fig, counter_fired=bool(value)),
    "toxic": lambda fig, value: replace(fig, toxic=bool(value)),
    "immune_fear": lambda fig, value: replace(fig, immune_fear=max(0, value)),
    "lives_left": lambda fig, value: replace(fig, lives_left=max(0, value)),
    "mutagenic": lambda fig, value: replace(fig, mutagenic=value if value else None),
}
"""The states a correction by hand sets directly, by name (SetState), and how."""


def _set_state(d: Draft, action: SetState) -> None:
    """A figurine's state set or cleared by hand."""
    fig = d.fig(action.figurine)
    name = action.state
    value = action.value
    change = _BY_HAND.get(name)
    if change is not None:
        d.put(change(fig, value))
    elif name == "lost":
        if value and fig.presence is not Presence.LOST:
            remove(d, fig, MANUAL)
        elif not value and fig.presence is Presence.LOST:
            d.put(replace(d.fig(fig.id), presence=Presence.DEPLOYED,
                          wound=WoundLevel.NONE if fig.wound is WoundLevel.KILLED else fig.wound))
    elif name == "deployed":
        d.put(replace(d.fig(fig.id), presence=Presence.DEPLOYED if value else Presence.WAITING))
    elif name == "engaged":
        raise IllegalAction("engagements change through Charges, Disengagements and losses")
    else:
        raise IllegalAction(f"unknown state {name!r}: charged, charging, stunned, fleeing, paralysed, afraid, "
                            "immune_fear, disengage_failed, counter_fired, lives_left, lost, deployed, toxic, mutagenic")
    d.log(f"By hand: {d.label(fig)} {name.replace('_', ' ')} = {value}.", MANUAL)


def _note(d: Draft, action: Note) -> None:
    """A sentence the players add to the battle report."""
    if not action.text.strip():
        raise IllegalAction("a note needs some text")
    d.log(action.text.strip(), "")


def _finish(d: Draft, action: FinishGame) -> None:
    """The players end the game with its result (time is up, an objective is met...)."""
    result = action.result.strip() or "Ended by the players."
    d.state = replace(d.state, phase=Phase.FINISHED, result=result, combat=None)
    d.log(f"The game is over: {result}", "")


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    SetWound: _set_wound,
    SetState: _set_state,
    Note: _note,
    FinishGame: _finish,
}

__all__ = ["HANDLERS"]
