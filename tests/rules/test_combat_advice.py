"""The advice before a combat: exact odds of each division of the dice at each difficulty, the
best division; checked against the booklet's example, against combat_odds computed another
way, and the Defender's worst case against every division the Attacker may answer with."""

from __future__ import annotations

from fractions import Fraction

import pytest

from companion.rules.combat_advice import CombatSides, Warrior, advise, best_row
from companion.rules.combat_odds import AttackDice, Defence, exchange_wound_odds
from companion.rules.damage import DamageOptions, damage_odds
from companion.rules.game import apply, new_game
from companion.rules.game.actions import InitiativeRoll, PlaceDice, StartCombat
from companion.rules.game.advice import placement_advice
from companion.rules.wound_table import load_wound_table
from companion.rules.wounds import WoundLevel, WoundState

from tests.cards import RED_LIONESS, ZOMBIE
from tests.rules.game.helpers import setup_of, to_hand_to_hand

TABLE = load_wound_table()


def _damage(strength: int, resilience: int) -> dict[WoundLevel, Fraction]:
    return {k: v for k, v in damage_odds(strength, resilience, DamageOptions(), TABLE).by_level.items() if v}


def test_the_advice_divides_the_red_lionesss_dice_as_the_booklet_does() -> None:
    # "The Zombies have two D6 each, that is a total of 8 dice. Hoping to eliminate the Lion
    # Heroin by outnumbering her, the Acheron player places all his dice in Attack. The Red
    # Lioness has ... a total of five D6. The Alahan player chooses to place two D6 in Attack
    # and three in Defence. The Zombies having placed no dice in Defence, the Alahan player
    # chooses the lowest Difficulty level : that is 8."
    setup = setup_of([(RED_LIONESS, 1)], [(ZOMBIE, 4)], seed=2)
    zombies = ("B1", "B2", "B3", "B4")
    state = to_hand_to_hand(new_game(setup), [(z, "A1") for z in zombies])
    state = apply(state, StartCombat("A1", zombies))
    state = apply(state, InitiativeRoll(dice_a=(3,), dice_b=(1,)))
    state = apply(state, PlaceDice(tuple((z, 2, 0) for z in zombies)))
    advice = placement_advice(state)
    assert advice is not None and advice.known and advice.planner == ("A1",)
    assert advice.best.division == (("A1", 2, 3),) and advice.best.difficulty == 8
    assert {row.division for row in advice.by_division} == {(("A1", a, 5 - a),) for a in range(6)}
    assert all(isinstance(row.killed, Fraction) and sum(row.wounds.values()) == 1 for row in advice.rows)


def _duel() -> CombatSides:
    attacker = Warrior("A1", attack=5, defence=3, dice=2)
    defender = Warrior("B1", attack=4, defence=2, dice=2)
    return CombatSides(attacker, (defender,), lone_strikes_first=True,
                       damage={("A1", "B1"): _damage(6, 5), ("B1", "A1"): _damage(5, 6)})


def test_the_attackers_odds_are_those_of_the_exchange_and_its_reply() -> None:
    # Step 3 then step 5: the Attacker's blows against the Defender's Defence die, then the
    # Defender's reply (if alive) with his penalty for a wound.
    sides = _duel()
    advice = advise(sides, planner_is_lone=True, known=(("B1", 1, 1),))
    row = next(r for r in advice.rows if r.division == (("A1", 2, 0),) and r.difficulty == 7)
    first = exchange_wound_odds([AttackDice(5, 7, 2)], Defence(2, 1), strength=6, resilience=5, table=TABLE)
    assert row.killed == first.final[WoundLevel.KILLED]
    assert row.blows == sum(n * p for n, p in first.unparried.items())
    # The attacker survives unless the reply kills him: no Defence die left to parry it.
    assert row.survives < 1 and row.against == (("B1", 1, 1),)
    all_defence = next(r for r in advice.rows if r.division == (("A1", 0, 2),))
    assert all_defence.difficulty is None and all_defence.blows == 0 and all_defence.killed == 0


def test_the_defenders_advice_is_the_worst_case_of_the_attackers_answers() -> None:
    sides = CombatSides(_duel().lone, _duel().group, lone_strikes_first=False, damage=_duel().damage)
    blind = advise(sides, planner_is_lone=True)
    assert not blind.known
    for row in blind.rows:
        scores = []
        for answer in ((2, 0), (1, 1), (0, 2)):
            known = advise(sides, planner_is_lone=True, known=(("B1", *answer),))
            match = next(r for r in known.rows if r.division == row.division and r.difficulty == row.difficulty)
            scores.append(match.score)
        assert row.score == min(scores)
    assert blind.best in blind.rows and blind.best.score == max(r.score for r in blind.rows)


def _fray(group_states: tuple[WoundState, ...], lone_strikes_first: bool, harmless: bool = False) -> CombatSides:
    """A lone warrior (ATT 5, DEF 3, one die and one per opponent) against warriors of one card,
    some wounded (``harmless``: their blows never wound him)."""
    lone = Warrior("A1", attack=5, defence=3, dice=1 + len(group_states))
    group = tuple(Warrior(f"B{n + 1}", attack=4, defence=3, dice=2, start=state)
                  for n, state in enumerate(group_states))
    damage: dict[tuple[str, str], dict[WoundLevel, Fraction]] = {}
    for member in group:
        damage[("A1", member.id)] = _damage(6, 5)
        damage[(member.id, "A1")] = {WoundLevel.NONE: Fraction(1)} if harmless else _damage(5, 6)
    return CombatSides(lone, group, lone_strikes_first=lone_strikes_first, damage=damage)


@pytest.mark.parametrize("harmless", [False, True])
@pytest.mark.parametrize("states", [(WoundState(), WoundState()),
                                    (WoundState(WoundLevel.LIGHT), WoundState()),
                                    (WoundState(WoundLevel.SERIOUS), WoundState(WoundLevel.LIGHT), WoundState())])
@pytest.mark.parametrize("lone_strikes_first", [True, False])
@pytest.mark.parametrize("planner_is_lone", [True, False])
def test_the_best_row_alone_is_the_advices_best_row(states: tuple[WoundState, ...], lone_strikes_first: bool,
                                                     planner_is_lone: bool, harmless: bool) -> None:
    # best_row leaves the plays that cannot rank first: its row is still the advice's best,
    # the same division, difficulty, target and enemy's division, level rows told apart alike
    # (harmless blows: the divisions of the enemy that differ by them are level worst cases).
    sides = _fray(states, lone_strikes_first, harmless)
    advice = advise(sides, planner_is_lone=planner_is_lone)
    assert best_row(sides, planner_is_lone=planner_is_lone) == advice.best
    for enemy in advice.rows[:: max(1, len(advice.rows) // 3)]:
        known = advise(sides, planner_is_lone=not planner_is_lone, known=enemy.division)
        assert best_row(sides, planner_is_lone=not planner_is_lone, known=enemy.division) == known.best
