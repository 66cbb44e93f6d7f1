"""An entry's options at the table: a weapon option the list takes is the weapon its figurines
fire, with the Strength and ranges the data gives it; the options travel with a stored game."""

from __future__ import annotations

import json
from dataclasses import replace

from companion.rules.army import Entry
from companion.rules.card import Option, OptionKind
from companion.rules.game import GameState, Phase, apply, new_game
from companion.rules.game.state import Presence
from companion.rules.game.actions import EndActivation, Fire, Move, TacticalRoll
from companion.rules.game.setup import GameSetup, fielded_card, setup_from_json, setup_to_json
from companion.rules.wounds import WoundLevel

from tests.cards import CLONE, MAGISTRATE
from tests.rules.game.helpers import activate_until, deploy_by_hand, setup_of

ARQUEBUS = Option("griffin/magistrate/arquebus", "Arquebus", OptionKind.EQUIPMENT, ap=4, max=1, strength=10,
                  ranges=(20.0, 40.0, 60.0))
MEDAL = Option("griffin/magistrate/medal", "Medal of the Temple", OptionKind.ARTEFACT, ap=5, max=1)
ARMED = replace(MAGISTRATE, options=(ARQUEBUS, MEDAL))


def with_options(setup: GameSetup, *options: str) -> GameSetup:
    side = setup.sides[0]
    army = replace(side.army, entries=tuple(replace(e, options=options) for e in side.army.entries))
    return replace(setup, sides=(replace(side, army=army), setup.sides[1]))


def test_an_equipment_option_joins_the_card_s_equipment_first() -> None:
    card = fielded_card(ARMED, Entry(ARMED.id, 1, options=(ARQUEBUS.id, MEDAL.id)))
    assert [(e.name, e.strength, e.ranges) for e in card.equipment] == [
        ("Arquebus", 10, (20.0, 40.0, 60.0)), ("Pistol", 6, (10.0, 15.0, 20.0))]
    assert fielded_card(ARMED, Entry(ARMED.id, 1, options=(MEDAL.id,))) is ARMED  # no weapon taken: the card itself


def _shot(setup: GameSetup) -> GameState:
    """As the scripted game: the Magistrate stands and fires at the Clone at medium range, Aim
    6 then 2, Damage 2 and 5."""
    state = apply(deploy_by_hand(new_game(setup)), TacticalRoll(dice_a=(4,), dice_b=(3,)))
    state = apply(activate_until(state, "A-1"), Move("A1", "stand"))
    state = apply(state, EndActivation())
    if state.phase is Phase.MOVEMENT:
        state = apply(activate_until(state, "B-1"), Move("B1", "walk"))
        state = apply(state, EndActivation())
    return apply(state, Fire("A1", "B1", "medium", dice=(6, 2), damage_dice=(2, 5)))


def test_the_figurine_fires_the_weapon_its_entry_took() -> None:
    plain = setup_of([(ARMED, 1)], [(CLONE, 1)], seed=3)
    with_pistol = _shot(plain)
    with_arquebus = _shot(with_options(plain, ARQUEBUS.id))
    assert with_arquebus.card_of(with_arquebus.figurine("A1")).equipment[0].name == "Arquebus"
    # STR 10 against RES 5 wounds more than the pistol's STR 6 with the same dice.
    order = list(WoundLevel)
    assert order.index(with_arquebus.figurine("B1").wound) > order.index(with_pistol.figurine("B1").wound)
    assert with_pistol.entry_of(with_pistol.figurine("A1")).options == ()


def test_a_stored_game_keeps_the_options_its_lists_take() -> None:
    setup = with_options(setup_of([(ARMED, 1)], [(CLONE, 1)], seed=3), ARQUEBUS.id, ARQUEBUS.id)
    data = json.loads(json.dumps(setup_to_json(setup)))
    (stored,) = [c for c in data["sides"][0]["cards"] if c["id"] == ARMED.id]
    assert [o["id"] for o in stored["options"]] == [ARQUEBUS.id]  # only what the list takes
    again = setup_from_json(data)
    assert again.sides[0].army.entries[0].options == (ARQUEBUS.id, ARQUEBUS.id)
    assert again.fielded(0, "A-1").equipment[0] == fielded_card(ARMED, setup.sides[0].army.entries[0]).equipment[0]
    assert setup_from_json(setup_to_json(setup_of([(ARMED, 1)], [(CLONE, 1)]))).sides[0].cards[ARMED.id].options == ()


def test_the_tables_remaining_and_lost_ap_count_the_options_as_the_builder_does() -> None:
    """Booklet, "Setting up the game": an entry's AP is its figurines' and its options'; the
    Table reads each figurine's from the list's validation, the options with the first."""
    setup = with_options(setup_of([(ARMED, 2)], [(CLONE, 1)], seed=3), ARQUEBUS.id, MEDAL.id)
    state = new_game(setup)
    assert setup.sides[0].validation.total_ap == 2 * 20 + 4 + 5
    assert state.figurines_ap(0) == {"A1": 29, "A2": 20}  # the options go with the first figurine
    assert (state.remaining_ap(0), state.lost_ap(0)) == (49, 0)
    lost = replace(state, figurines=tuple(replace(f, presence=Presence.LOST) if f.id == "A1" else f
                                          for f in state.figurines))
    assert (lost.remaining_ap(0), lost.lost_ap(0)) == (20, 29)
