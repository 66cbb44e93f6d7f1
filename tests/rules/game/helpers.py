"""Armies and small drivers shared by the game engine tests (their cards: tests.cards)."""

from __future__ import annotations

import pytest

from companion.i18n import render, using_language
from companion.rules.army import ArmyList, Entry
from companion.rules.card import Card
from companion.rules.game import GameSetup, GameState, IllegalAction, Phase, Scenario, Side, apply
from companion.rules.game.actions import Action, Activate, ApproachRoll, Deploy, DrawCard, EndActivation, KeepInReserve, Move
from companion.rules.game.guide import next_step
from companion.rules.message import Argument, Message
from companion.rules.ruleset import CORE, Ruleset

from tests.cards import PALADIN, WOLFEN_ZOMBIE


def setup_of(a: list[tuple[Card, int]], b: list[tuple[Card, int]], *, seed: int = 7,
             ruleset: Ruleset = CORE) -> GameSetup:
    def side(player: str, people: str, cards: list[tuple[Card, int]]) -> Side:
        army = ArmyList(name=f"{player}'s army", people=people, points=200, ruleset=ruleset,
                        entries=tuple(Entry(c.id, n) for c, n in cards))
        return Side(player, army, {c.id: c for c, _ in cards})

    return GameSetup(ruleset=ruleset, sides=(side("Alice", a[0][0].people, a), side("Bob", b[0][0].people, b)),
                     scenario=Scenario("Hold the ford", "2 hours"), seed=seed)


def example_setup(seed: int = 7) -> GameSetup:
    return setup_of([(PALADIN, 1)], [(WOLFEN_ZOMBIE, 1)], seed=seed)


def deploy_everything(state: GameState) -> GameState:
    """Draw and deploy every card of the Approach (no Reserve)."""
    while state.phase is Phase.APPROACH:
        if state.pending is None:
            state = apply(state, DrawCard())
        assert state.pending is not None
        state = apply(state, Deploy(state.pending))
    return state


def activate_next(state: GameState) -> tuple[GameState, str]:
    """Draw the next card and activate it; returns the card."""
    state = apply(state, DrawCard())
    entry = state.pending
    assert entry is not None
    return apply(state, Activate(entry)), entry


def end_activation(state: GameState) -> GameState:
    return apply(state, EndActivation())

def to_hand_to_hand(state: GameState, charges: list[tuple[str, str]]) -> GameState:
    """From the new game: deploy, win nothing in particular, make the Charges listed (charger,
    target) when the charger's card is active, stand otherwise, then skip the Firing phase."""
    from companion.rules.game.actions import EndPhase

    return apply(to_firing(state, charges), EndPhase())


def to_firing(state: GameState, charges: list[tuple[str, str]]) -> GameState:
    """From the new game: deploy (Alice wins the rolls), make the Charges listed (charger,
    target) when the charger's card is active, stand otherwise: the Firing phase begins."""
    from companion.rules.game.actions import ApproachRoll, Charge, Move, TacticalRoll

    state = apply(state, ApproachRoll(dice_a=(5,), dice_b=(1,)))
    state = deploy_everything(state)
    state = apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))
    while state.phase is Phase.MOVEMENT:
        if state.active is None:
            if state.pending is None:
                state = apply(state, DrawCard())
            state = apply(state, Activate(state.pending or ""))
        for fig in state.entry_figurines(state.active or ""):
            mine = [t for c, t in charges if c == fig.id]
            if mine:
                state = apply(state, Charge(fig.id, mine[0]))
            else:
                state = apply(state, Move(fig.id, "stand"))
        state = apply(state, EndActivation())
    return state


def contains(value: object, message_id: str) -> bool:
    """Whether ``value`` (a message, an argument) holds a message ``message_id`` anywhere."""
    if isinstance(value, Message):
        return value.id == message_id or any(contains(v, message_id) for _k, v in value.args)
    if isinstance(value, tuple):
        return any(contains(v, message_id) for v in value)
    return False


def refusal(state: GameState, action: Action) -> Message:
    """Why the rules refuse ``action`` in ``state`` (apply raises: nothing changes)."""
    with pytest.raises(IllegalAction) as refused:
        apply(state, action)
    return refused.value.message


def english(value: Argument) -> str:
    """A message (or an argument of one) as the English reader reads it: for the reasons the
    other rules modules give, whose words the game passes on."""
    with using_language("en"):
        return render(value)


def logged(state: GameState, message_id: str) -> list[Message]:
    """The log's messages with ``message_id``, oldest first."""
    return [entry.text for entry in state.log if entry.text.id == message_id]


def deploy_by_hand(state: GameState) -> GameState:
    """One card a side (A-1, B-1) deployed by hand: Alice wins the Approach roll; she keeps her own card in Reserve if she draws it first."""
    state = apply(state, ApproachRoll(dice_a=(5,), dice_b=(2,)))
    assert state.roll_winner == 0 and state.turn == 0
    state = apply(state, DrawCard())
    if state.pending == "A-1":
        state = apply(state, KeepInReserve("A-1"))
        assert state.reserves == (("A-1",), ())
        assert state.turn == 1
        state = apply(state, DrawCard())
        assert state.pending == "B-1"
        state = apply(state, Deploy("B-1"))
        # The pile is empty: Alice must deploy her Reserve card.
        assert next_step(state).kinds == ("deploy",)
        state = apply(state, Deploy("A-1"))
    else:  # Alice drew Bob's card: he deploys it at once; then Bob draws hers for her.
        state = apply(state, Deploy("B-1"))
        state = apply(state, DrawCard())
        state = apply(state, Deploy("A-1"))
    assert state.phase is Phase.MOVEMENT and state.round == 1
    return state


def activate_until(state: GameState, entry: str) -> GameState:
    """Draw until ``entry`` comes (activating the other card with a stand still)."""
    while True:
        state = apply(state, DrawCard())
        drawn = state.pending
        assert drawn is not None
        state = apply(state, Activate(drawn))
        if drawn == entry:
            return state
        for fig in state.entry_figurines(drawn):
            state = apply(state, Move(fig.id, "stand"))
        state = apply(state, EndActivation())
