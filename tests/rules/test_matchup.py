"""A matchup of two cards, exactly: symmetry, one round against the advice's exchange odds, the
Fear before contact (booklet, "Influence of Fear"), bad input, and the same fights played
through the game engine with its random dice."""

from __future__ import annotations

import math
from dataclasses import replace
from fractions import Fraction

import pytest

from companion.rules.card import Card
from companion.rules.combat_advice import CombatSides, Warrior, advise
from companion.rules.damage import damage_odds, damage_options
from companion.rules.errors import RulesError
from companion.rules.initiative import initiative_odds
from companion.rules.matchup import Charger, matchup
from companion.rules.matchup_matrix import matrix
from companion.rules.matchup_round import Policy
from companion.rules.message import Message
from companion.rules.wound_table import load_wound_table
from companion.rules.wounds import WoundLevel

from tests.cards import CLONE, PALADIN, WOLFEN_ZOMBIE, ZOMBIE
from tests.rules.matchup_games import play_fight


def test_the_same_card_with_nobody_charging_is_even() -> None:
    fight = matchup(PALADIN, PALADIN, rounds=4)
    assert fight.first_wins == fight.second_wins
    assert fight.first_wins + fight.second_wins + fight.undecided == 1
    assert sum(fight.rounds) == fight.first_wins + fight.second_wins + fight.both_fell
    assert fight.wounds[0] == fight.wounds[1] and sum(fight.wounds[0].values()) == 1
    assert fight.why[0].chance == Fraction(1, 2)  # the same Initiative: each strikes first half the time


def _sides(first: Card, second: Card, first_strikes: bool) -> CombatSides:
    """One round of a one-against-one as the advice reads it (the Paladin's and the Clone's
    printed numbers: nobody charged, nobody wounded)."""
    table = load_wound_table()
    damage = {}
    for a, v, (ca, cv) in (("a1", "b1", (first, second)), ("b1", "a1", (second, first))):
        assert ca.strength is not None and cv.resilience is not None
        options = damage_options(ca.abilities, cv.abilities)
        damage[(a, v)] = {k: p for k, p in damage_odds(ca.strength, cv.resilience, options, table).by_level.items() if p}
    assert first.attack is not None and first.defence is not None and second.attack is not None
    assert second.defence is not None
    return CombatSides(Warrior("a1", first.attack, first.defence, 2), (Warrior("b1", second.attack, second.defence, 2),),
                       lone_strikes_first=first_strikes, damage=damage)


def test_a_fight_of_one_round_agrees_with_the_exchange_odds() -> None:
    fight = matchup(PALADIN, CLONE, rounds=1)
    assert PALADIN.initiative is not None and CLONE.initiative is not None
    first_first = initiative_odds(PALADIN.initiative, CLONE.initiative).a_first
    first_wins = second_wins = Fraction(0)
    for first_strikes, chance in ((True, first_first), (False, 1 - first_first)):
        sides = _sides(PALADIN, CLONE, first_strikes)
        # The Defender divides first, then the Attacker knowing his division (step 2).
        defender = advise(sides, planner_is_lone=not first_strikes).best
        attacker = advise(sides, planner_is_lone=first_strikes, known=defender.division).best
        if first_strikes:
            first_wins += chance * attacker.killed
            second_wins += chance * (1 - attacker.survives)
        else:
            second_wins += chance * attacker.killed
            first_wins += chance * (1 - attacker.survives)
    assert (fight.first_wins, fight.second_wins) == (first_wins, second_wins)
    assert fight.rounds == (first_wins + second_wins,)


def test_the_paladin_charging_the_wolfen_zombie_may_be_paralysed_and_flee() -> None:
    # "The Paladin's Courage characteristic rates 5 while the Fear score of the Wolfen Zombie is 8":
    # he needs more than 8, a 4 or more; failing, "he is paralysed by dread", and "If the dreadful
    # creature Charges or Engages him in turn, he will automatically flee".
    fight = matchup(PALADIN, WOLFEN_ZOMBIE, charge=Charger.FIRST, rounds=3)
    check = fight.fear[0]
    assert check is not None and (check.fear, check.stands) == (8, Fraction(1, 2))
    assert fight.fear[1] is None  # a Fear creature ignores the Paladin
    assert fight.first_fled == Fraction(1, 2) and fight.second_fled == 0
    assert fight.second_wins > Fraction(1, 2) and fight.rounds[0] > Fraction(1, 2)
    # Charged by the Zombie, the Paladin runs away on a failure ("he runs away").
    charged = matchup(PALADIN, WOLFEN_ZOMBIE, charge=Charger.SECOND, rounds=3)
    assert charged.first_fled == Fraction(1, 2)
    # Nobody charged: no test, the Paladin never runs away.
    assert matchup(PALADIN, WOLFEN_ZOMBIE, rounds=3).first_fled == 0


def test_the_charge_penalises_the_charged_side_in_the_first_round() -> None:
    even = matchup(PALADIN, PALADIN, charge=Charger.NONE, rounds=1)
    charged = matchup(PALADIN, PALADIN, charge=Charger.FIRST, rounds=1)
    assert charged.first_wins > even.first_wins and charged.second_wins < even.second_wins
    assert charged.why[0].chance > Fraction(1, 2)  # the Charged Paladin's INI 3 - 1


def test_the_policies_divide_as_they_say() -> None:
    attack = matchup(PALADIN, CLONE, rounds=1, policy=Policy.ATTACK)
    assert all(plan.first.division == (("a1", 2, 0),) for plan in attack.why)
    even = matchup(PALADIN, CLONE, rounds=1, policy=Policy.EVEN)
    assert all(plan.first.division == (("a1", 1, 1),) for plan in even.why)


def test_a_group_against_one() -> None:
    fight = matchup(ZOMBIE, PALADIN, figures=(2, 1), rounds=2, policy=Policy.EVEN)
    assert fight.first_wins + fight.second_wins + fight.undecided == 1
    assert fight.why[0].first.division == (("a1", 1, 1), ("a2", 1, 1))  # two dice each
    assert fight.why[0].second.division == (("b1", 2, 1),)  # one die + one per opponent
    assert sum(fight.wounds[0].values()) == 1


def _id(error: RulesError) -> str:
    assert isinstance(error.message, Message)
    return error.message.id


def test_bad_input_names_what_is_missing() -> None:
    blank = replace(CLONE, attack=None)
    with pytest.raises(RulesError) as missing:
        matchup(PALADIN, blank)
    assert _id(missing.value) == "combat.card-lacks"
    timid = replace(PALADIN, courage=None)
    with pytest.raises(RulesError) as no_courage:
        matchup(timid, WOLFEN_ZOMBIE, charge=Charger.FIRST)
    assert _id(no_courage.value) == "combat.card-lacks"
    # No Fear to face, no test: the Courage is not needed.
    assert matchup(timid, CLONE, charge=Charger.SECOND, rounds=1).fear == (None, None)
    with pytest.raises(RulesError) as many:
        matchup(ZOMBIE, PALADIN, figures=(5, 1))
    assert _id(many.value) == "matchup.too-many"
    with pytest.raises(RulesError) as both:
        matchup(ZOMBIE, PALADIN, figures=(2, 2))
    assert _id(both.value) == "combat.many-against-many"
    with pytest.raises(RulesError) as rounds:
        matchup(PALADIN, CLONE, rounds=0)
    assert _id(rounds.value) == "matchup.rounds"


@pytest.mark.slow  # hundreds of games through the engine
@pytest.mark.parametrize(("cards", "figures", "charge", "policy", "rounds", "fights"), [
    ((PALADIN, CLONE), (1, 1), Charger.NONE, Policy.ATTACK, 3, 200),
    ((PALADIN, WOLFEN_ZOMBIE), (1, 1), Charger.FIRST, Policy.ADVICE, 3, 200),
    ((ZOMBIE, PALADIN), (2, 1), Charger.FIRST, Policy.EVEN, 2, 120),
])
def test_the_game_engine_with_random_dice_agrees(cards: tuple[Card, Card], figures: tuple[int, int], charge: Charger,
                                                 policy: Policy, rounds: int, fights: int) -> None:
    exact = matchup(*cards, figures=figures, charge=charge, policy=policy, rounds=rounds)
    counts = {0: 0, 1: 0, None: 0}
    seed = 0
    while sum(counts.values()) < fights:
        seed += 1
        played = play_fight(cards, figures, charge, policy, rounds, seed)
        if played is not None:
            counts[played[0]] += 1
    for winner, chance in ((0, exact.first_wins), (1, exact.second_wins), (None, exact.undecided)):
        p = float(chance)
        error = math.sqrt(p * (1 - p) / fights)
        assert abs(counts[winner] / fights - p) <= 4 * error + 1 / fights, (winner, p, counts)


def test_the_wound_levels_at_the_end_are_shares_of_the_figurines() -> None:
    fight = matchup(PALADIN, CLONE, rounds=2)
    assert fight.wounds[1][WoundLevel.KILLED] == fight.first_wins
    assert fight.wounds[0][WoundLevel.KILLED] == fight.second_wins


def test_the_cells_of_a_matrix_sharing_their_exchanges_are_each_fight_weighed_alone() -> None:
    cards = [PALADIN, CLONE, WOLFEN_ZOMBIE]
    grid = matrix(cards, cards, rounds=2)
    for a, row in zip(cards, grid):
        for b, cell in zip(cards, row):
            assert cell == matchup(a, b, rounds=2)
