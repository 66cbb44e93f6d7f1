"""What the players enter by hand: corrections to a figurine, notes, the end of the game.

The app cannot see the table: when it and the table disagree (a rule the app does not apply,
a roll made on the table, a ruling agreed), the players correct the figurines by hand; every
correction is an action of the log, so the battle report shows it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from companion.rules.errors import RulesError
from companion.rules.card_terms import Characteristic
from companion.rules.damage import immune_to_element
from companion.rules.game.actions import Action, FinishGame, Note, SetModifier, SetState, SetWound
from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction, reason
from companion.rules.game.harm import IMMUNITY_SOURCE, inflict, remove
from companion.rules.game.state import CHANGEABLE, Figurine, Phase, Presence
from companion.rules.message import Message, Signed
from companion.rules.wounds import WoundLevel


def _set_wound(d: Draft, action: SetWound) -> None:
    """A figurine's Wound set by hand, or applied as a Damage result (worsening, lives, Fierce)."""
    fig = d.fig(action.figurine)
    try:
        level = WoundLevel.parse(action.level)
    except RulesError as error:
        raise IllegalAction(Message("game.refused", reason=reason(error))) from None
    if action.as_damage:
        d.log(Message("game.by-hand-damage", figurine=d.label(fig), level=level), by_hand=True)
        if action.element and immune_to_element(d.card(fig).abilities, action.element):
            d.log(Message("game.immune-to-element", figurine=d.label(fig), element=action.element), IMMUNITY_SOURCE)
            return
        inflict(d, fig.id, level)
        return
    if level is WoundLevel.STUNNED:
        d.put(replace(d.fig(fig.id), stunned=True))
    elif level is WoundLevel.KILLED:
        if fig.presence is not Presence.LOST:
            d.put(replace(d.fig(fig.id), wound=WoundLevel.KILLED))
            remove(d, d.fig(fig.id), Message("game.why-by-hand"), by_hand=True)
    else:
        d.put(replace(fig, wound=level,
                      presence=Presence.DEPLOYED if fig.presence is Presence.LOST else fig.presence,
                      stunned=False if level is WoundLevel.NONE else fig.stunned))
    d.log(Message("game.by-hand-wound", figurine=d.label(fig), level=level), by_hand=True)


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

_STATE_WORDS: dict[str, Message] = {
    "charged": Message("game.state-word-charged"), "charging": Message("game.state-word-charging"),
    "stunned": Message("game.state-word-stunned"), "fleeing": Message("game.state-word-fleeing"),
    "paralysed": Message("game.state-word-paralysed"), "afraid": Message("game.state-word-afraid"),
    "disengage_failed": Message("game.state-word-disengage-failed"),
    "counter_fired": Message("game.state-word-counter-fired"), "toxic": Message("game.state-word-toxic"),
    "immune_fear": Message("game.state-word-immune-fear"), "lives_left": Message("game.state-word-lives-left"),
    "mutagenic": Message("game.state-word-mutagenic"), "lost": Message("game.state-word-lost"),
    "deployed": Message("game.state-word-deployed"),
}
"""Each state set by hand as the log names it (SetState's names, in words)."""


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
            remove(d, fig, Message("game.why-by-hand"), by_hand=True, died=False)
        elif not value and fig.presence is Presence.LOST:
            d.put(replace(d.fig(fig.id), presence=Presence.DEPLOYED,
                          wound=WoundLevel.NONE if fig.wound is WoundLevel.KILLED else fig.wound))
    elif name == "deployed":
        d.put(replace(d.fig(fig.id), presence=Presence.DEPLOYED if value else Presence.WAITING))
    elif name == "engaged":
        raise IllegalAction(Message("game.engagements-not-by-hand"))
    else:
        raise IllegalAction(Message("game.unknown-state", state=repr(name)))
    d.log(Message("game.by-hand-state", figurine=d.label(fig), state=_STATE_WORDS[name], value=value), by_hand=True)


def _set_modifier(d: Draft, action: SetModifier) -> None:
    """A characteristic changed by hand (a spell, an artefact, a miracle); 0 takes it back."""
    fig = d.fig(action.figurine)
    name = action.characteristic
    if name not in CHANGEABLE or getattr(d.printed(fig), name) is None:
        raise IllegalAction(Message("game.mutagenic-characteristic", characteristic=repr(name)))
    others = tuple((n, v) for n, v in fig.modifiers if n != name)
    d.put(replace(fig, modifiers=others + (((name, action.value),) if action.value else ())))
    d.log(Message("game.by-hand-modifier", figurine=d.label(fig), characteristic=Characteristic(name),
                  value=Signed(action.value)),
          by_hand=True)


def _note(d: Draft, action: Note) -> None:
    """A sentence the players add to the battle report (their words, as written)."""
    if not action.text.strip():
        raise IllegalAction(Message("game.note-needs-text"))
    d.log(Message("game.players-words", text=action.text.strip()))


def _finish(d: Draft, action: FinishGame) -> None:
    """The players end the game with its result (time is up, an objective is met...), in their words."""
    text = action.result.strip()
    result = Message("game.players-words", text=text) if text else Message("game.ended-by-players")
    d.state = replace(d.state, phase=Phase.FINISHED, result=result, combat=None)
    d.log(Message("game.over", result=result))


HANDLERS: dict[type[Action], Callable[[Draft, Any], None]] = {
    SetWound: _set_wound,
    SetState: _set_state,
    SetModifier: _set_modifier,
    Note: _note,
    FinishGame: _finish,
}

__all__ = ["HANDLERS"]
