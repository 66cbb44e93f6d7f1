"""Cards, armies and small drivers shared by the game engine tests."""

from __future__ import annotations

import pytest

from companion.i18n import render, using_language
from companion.rules.abilities import Ability
from companion.rules.army import ArmyList, Entry
from companion.rules.card import Base, Card, Equipment, Rank, Size
from companion.rules.game import GameSetup, GameState, IllegalAction, Phase, Scenario, Side, apply
from companion.rules.game.actions import Action, Activate, Deploy, DrawCard, EndActivation
from companion.rules.message import Argument, Message
from companion.rules.ruleset import CORE, Ruleset

# The booklet's combat example: Paladin COU 5, INI 3, DEF 3, RES 7; Wolfen Zombie FEAR 8, INI 3,
# ATT 6, STR 13 (FACTS.md). The Paladin's ATT 4 and STR 5, the Zombie's DEF and RES: FACTS.md's
# rooted-design profile and test values (they play no part in the example's numbers).
PALADIN = Card(id="alahan/paladin", name="Paladin", people="alahan", rank=Rank.ELITE, ap=30,
               figures_per_card=3, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3,
               attack=4, strength=5, defence=3, resilience=7, courage=5, discipline=3)
WOLFEN_ZOMBIE = Card(id="acheron/wolfen-zombie", name="Wolfen Zombie", people="acheron", rank=Rank.CREATURE,
                     ap=40, figures_per_card=1, size=Size.LARGE, base=Base.CREATURE, movement=15, initiative=3,
                     attack=6, strength=13, defence=3, resilience=8, fear=8, discipline=2)
MAGISTRATE = Card(id="griffin/magistrate", name="Griffin Magistrate", people="griffin", rank=Rank.REGULAR, ap=20,
                  figures_per_card=2, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3, attack=3,
                  strength=6, defence=4, resilience=5, aim=3, courage=5, discipline=6,
                  equipment=(Equipment("Pistol", 6, (10.0, 15.0, 20.0)),))
CLONE = Card(id="dirz/clone-of-dirz-with-axe", name="Clone of Dirz", people="dirz", rank=Rank.REGULAR, ap=10,
             figures_per_card=3, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=2, attack=3,
             strength=4, defence=2, resilience=5, courage=2, discipline=3)
CRANE = Card(id="acheron/the-almighty-crane", name="The Almighty Crane", people="acheron", rank=Rank.LIVING_LEGEND,
             ap=100, figures_per_card=1, size=Size.LARGE, base=Base.CREATURE, movement=15, initiative=6, attack=11,
             strength=13, defence=10, resilience=13, fear=12, character=True,
             abilities=(Ability("Regeneration", "4"), Ability("Colossal")))


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

# The booklet's second combat: the Red Lioness (2nd incarnation) ATT 7, DEF 6 (FACTS.md), a
# Character; INI 5, STR 7, RES 7 as in the combat rules' tests. Zombies ATT 4 (FACTS.md); their
# INI 1, DEF 1, STR 4, RES 5 are test values.
RED_LIONESS = Card(id="alahan/red-lioness", name="Red Lioness", people="alahan", rank=Rank.LIVING_LEGEND, ap=80,
                   character=True, figures_per_card=1, size=Size.NORMAL, base=Base.INFANTRY, movement=10,
                   initiative=5, attack=7, strength=7, defence=6, resilience=7, courage=6, discipline=5)
ZOMBIE = Card(id="acheron/zombie", name="Zombie", people="acheron", rank=Rank.REGULAR, ap=8, figures_per_card=4,
              size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=1, attack=4, strength=4, defence=1,
              resilience=5, courage=1, discipline=0)


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
