"""The rolls of a game read from its log: each with the chance the Table showed before it was
thrown, each success as the engine logged it, for a game played with a fixed seed."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from functools import lru_cache

import pytest

from companion.rules import fear as fear_rules
from companion.rules.abilities import Ability

from companion.rules.damage import DamageOptions, damage_odds
from companion.rules.game import Action, GameState, apply, new_game, odds_for_next_step, play
from companion.rules.game.actions import ApproachRoll, Attack, Fire, InitiativeRoll, ParryAction
from companion.rules.game.autoplay import autoplay
from companion.rules.game.luck import RollReader, game_rolls, log_rolls
from companion.rules.game.guide_rolls import rally_odds
from companion.rules.game.state import CombatStep, Presence
from companion.rules.initiative import initiative_odds
from companion.rules.luck import LuckPhase, game_luck, luck_of
from companion.rules.wound_table import load_wound_table
from companion.rules.wounds import WoundLevel

from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import example_setup, setup_of

SEED = 5


@lru_cache(maxsize=None)
def _game() -> tuple[tuple[GameState, ...], tuple[Action, ...]]:
    """A whole game between the autoplayers (Magistrates fire, a Wolfen Zombie frightens)."""
    setup = setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=SEED)
    _state, log = autoplay(new_game(setup))
    states = [new_game(setup)]
    for action in log:
        states.append(play(states[-1], action)[0])
    return tuple(states), tuple(log)


def _sentences(states: tuple[GameState, ...], *ids: str) -> int:
    return sum(1 for entry in states[-1].log if entry.text.id in ids)


def test_every_roll_of_the_log_is_read_with_the_success_it_logged() -> None:
    states, actions = _game()
    assert states[-1].finished
    rolls = game_rolls(states, actions)
    attack_defence = [r for r in rolls if r.phase is LuckPhase.ATTACK_DEFENCE]
    hits = _sentences(states, "game.attack-hits")
    misses = _sentences(states, "game.attack-misses")
    parried = _sentences(states, "game.parries", "game.parries-gains")
    failed = _sentences(states, "game.fails-to-parry")
    assert hits and misses and parried and failed
    assert len(attack_defence) == hits + misses + parried + failed
    assert sum(r.success for r in attack_defence) == hits + parried
    tactical = [r for r in rolls if r.phase is LuckPhase.TACTICAL]
    assert len(tactical) == 2 * states[-1].round or len(tactical) == 2 * (states[-1].round + 1)
    assert all(sum(r.success for r in tactical[i:i + 2]) == 1 for i in range(0, len(tactical), 2))
    damage = [r for r in rolls if r.phase is LuckPhase.DAMAGE]
    assert damage and all(r.wound is not None for r in damage)
    assert len(damage) == _sentences(states, "game.damage-roll-on", "game.damage-exceptional")  # no Toxic, no Feat
    assert all(0 <= r.chance <= 1 for r in rolls)
    assert {r.phase for r in rolls} == set(LuckPhase)
    fired = [r for r in rolls if r.phase is LuckPhase.FIRING]
    assert len(fired) == _sentences(states, "game.fires")


def test_each_roll_has_the_chance_the_table_showed_before_it() -> None:
    states, actions = _game()
    reader = RollReader()
    compared = 0
    for before, action, after in zip(states, actions, states[1:]):
        rolls = reader.rolls(before, action, after)
        odds = odds_for_next_step(before)
        if isinstance(action, InitiativeRoll) and rolls:
            assert [r.chance for r in rolls] == [c.chance for c in odds.chances]
            compared += 1
        elif isinstance(action, Attack):
            rows = {(c.attacker, c.target): {row.difficulty: row.hit for row in c.rows} for c in odds.attacks}
            assert [r.chance for r in rolls] == [rows[(a, t)][d] for a, t, d in action.strikes]
            compared += 1
        elif isinstance(action, ParryAction) and not action.counter_attack and not action.sustained:
            assert before.combat is not None and before.combat.step is CombatStep.PARRY
            shown = {c.label["index"]: c.chance for c in odds.chances}
            assert [r.chance for r in rolls] == [shown[n] for n in action.strikes]
            compared += 1
    assert compared > 10


def test_the_luck_of_a_log_replayed_is_the_luck_of_its_states() -> None:
    states, actions = _game()
    assert log_rolls(states[0].setup, list(actions)) == game_rolls(states, actions)
    alice, bob = game_luck(game_rolls(states, actions))
    mine = [r for r in game_rolls(states, actions) if r.side == 0]
    assert alice.overall == luck_of((r.chance, r.success) for r in mine)
    assert alice.overall.rolls + bob.overall.rolls == len(game_rolls(states, actions))
    assert 0 < alice.overall.at_least_as_well <= 1 and 0 < bob.overall.at_least_as_well <= 1


def test_the_approach_roll_a_side_wins_is_its_success() -> None:
    # The Paladin (Discipline 3) against the Wolfen Zombie (Discipline 2): 5 against 1, Alice wins.
    state = new_game(example_setup())
    after = apply(state, ApproachRoll(dice_a=(5,), dice_b=(1,)))
    alice, bob = RollReader().rolls(state, ApproachRoll(dice_a=(5,), dice_b=(1,)), after)
    shown = odds_for_next_step(state).chances
    assert (alice.chance, bob.chance) == (shown[0].chance, shown[1].chance)
    assert alice.chance + bob.chance == 1 and alice.chance > Fraction(1, 2)
    assert (alice.success, bob.success) == (True, False)
    assert alice.phase is LuckPhase.TACTICAL and alice.round == 0
    luck = game_luck((alice, bob))
    assert luck[0].overall.at_least_as_well == alice.chance
    assert luck[1].overall.at_least_as_well == 1


def test_a_tied_approach_roll_is_no_roll_until_it_is_decided() -> None:
    # Discipline 3 + 3 against Discipline 2 + 4: a tie, rolled again (booklet, "The approach").
    state = new_game(example_setup())
    tie = ApproachRoll(dice_a=(3,), dice_b=(4,))
    after = apply(state, tie)
    assert not after.roll_done
    assert RollReader().rolls(state, tie, after) == ()


def test_an_opposed_rolls_odds_depend_on_the_difference_of_values() -> None:
    assert initiative_odds(5, 3).a_first == initiative_odds(2, 0).a_first


@pytest.mark.parametrize("options", [DamageOptions(), DamageOptions(assassin=True), DamageOptions(strength_bonus=1)])
@pytest.mark.parametrize("current", [WoundLevel.NONE, WoundLevel.SERIOUS])
def test_damage_rolls_that_read_alike_share_their_odds(options: DamageOptions, current: WoundLevel) -> None:
    # The total adds the Strength and takes the Resilience (booklet, "wound table"): STR 6 on
    # RES 5 and STR 4 on RES 3 read alike; the victim's wound counts only for an Assassin.
    table = load_wound_table()
    reader = RollReader()
    first = reader.wounds(6, 5, options, table, current)
    assert first == damage_odds(6, 5, options, table, current=current).by_level
    assert reader.wounds(4, 3, options, table, current) is first
    wounded = reader.wounds(4, 3, options, table, WoundLevel.CRITICAL)
    assert wounded == damage_odds(4, 3, options, table, current=WoundLevel.CRITICAL).by_level
    assert (wounded is first) is (not options.assassin)
    assert reader.wounds(7, 5, options, table, current) != first


def test_over_many_seeded_games_the_successes_got_agree_with_those_expected() -> None:
    # The dice are drawn from each game's seed: over many games, the successes of each kind of
    # roll fall within 4 standard errors of the sum of the chances read (a wrong chance, or a
    # success read wrong, would not).
    got: dict[LuckPhase, float] = {}
    expected: dict[LuckPhase, Fraction] = {}
    variance: dict[LuckPhase, Fraction] = {}
    for seed in range(10):
        setup = setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=seed)
        _state, log = autoplay(new_game(setup))
        for roll in log_rolls(setup, log):
            got[roll.phase] = got.get(roll.phase, 0) + roll.success
            expected[roll.phase] = expected.get(roll.phase, Fraction(0)) + roll.chance
            variance[roll.phase] = variance.get(roll.phase, Fraction(0)) + roll.chance * (1 - roll.chance)
    assert set(got) >= {LuckPhase.ATTACK_DEFENCE, LuckPhase.DAMAGE, LuckPhase.INITIATIVE, LuckPhase.COURAGE}
    for phase in got:
        assert abs(got[phase] - float(expected[phase])) <= 4 * float(variance[phase]) ** 0.5 + 1e-9, phase


def test_a_shot_that_hits_throws_its_damage_roll_on_the_figurine_it_hit() -> None:
    states, actions = _game()
    reader = RollReader()
    shots = 0
    for before, action, after in zip(states, actions, states[1:]):
        if isinstance(action, Fire):
            rolls = reader.rolls(before, action, after)
            aim = rolls[0]
            assert aim.phase is LuckPhase.FIRING
            if aim.success:
                (damage,) = rolls[1:]
                assert damage.phase is LuckPhase.DAMAGE and damage.side == aim.side and damage.wound is not None
                shots += 1
            else:
                assert rolls[1:] == ()
    assert shots


def test_a_hardened_characters_rallying_roll_has_the_chance_the_engine_rolls() -> None:
    # Hardened: "a Character re-rolls 5s and 6s" on his Courage rolls, the Rallying roll too
    # (booklet, Hardened; "Influence of Fear": "a new Courage test").
    hardened = replace(PALADIN, abilities=(Ability.parse("Hardened"),), character=True)
    state = new_game(setup_of([(hardened, 1)], [(WOLFEN_ZOMBIE, 1)]))
    fleeing = replace(state.figurine("A1"), presence=Presence.DEPLOYED, fleeing=True, flee_fear=10, fled_round=0)
    state = replace(state, figurines=(fleeing, *state.figurines[1:]))
    as_rolled = fear_rules.rally_test(5, 10, hardened.abilities, character=True).chance  # 1/3, not 1/6
    assert as_rolled != fear_rules.rally_test(5, 10, hardened.abilities).chance
    assert rally_odds(state, "A1").chance == as_rolled
