"""The step-by-step resolver: Counter-Attack, Ambidextrous, bad input, and the docstrings."""

from __future__ import annotations

import doctest
import importlib

import pytest

from companion.rules.combat import DifficultyFloor, Fighter, Ruling, minimum_difficulty
from companion.rules.errors import RulesError
from companion.rules.exchange import (
    ParryKind,
    attack_dice_gained,
    roll_attacks,
    roll_parries,
    unparried,
)
from companion.rules.ruleset import TOURNAMENT
from companion.rules.source import Text, booklet
from tests.refusals import refused

NONE = DifficultyFloor(None, Ruling("no minimum", booklet("x")))
HERO = Fighter("Hero", 4, 6, 5, character=True)


def hits_of(*faces: int, difficulty: int = 7, attacker: str = "Orc") -> list:  # type: ignore[type-arg]
    return [r for r in roll_attacks(attacker, 4, [difficulty] * len(faces), [[f] for f in faces], NONE) if r.hit]


def test_counter_attack_plus_two_and_dice_gained() -> None:
    hits = hits_of(5, 6)
    # DEF 5 at 7 + 2 = 9: a 4 reaches 9, a 3 does not
    parries = roll_parries("Hero", 5, hits, 2, [[4], [3]], counter_attack_penalty=2)
    assert [p.kind for p in parries] == [ParryKind.COUNTER_ATTACK] * 2
    assert [p.difficulty for p in parries] == [9, 9]
    assert [p.parried for p in parries] == [True, False]
    assert attack_dice_gained(parries) == {"Orc": 1}
    assert len(unparried(hits, parries)) == 1
    tournament = roll_parries("Hero", 5, hits, 2, [[4], [3]], counter_attack_penalty=2, ruleset=TOURNAMENT)
    assert tournament[0].ruling.text.id == "exchange.counter-attacks-tournament"
    assert tournament[0].ruling.source.text is Text.TOURNAMENT


def test_ambidextrous_counter_attack_without_penalty() -> None:
    hits = hits_of(6)
    parries = roll_parries("Hero", 5, hits, 1, [[2]], counter_attack_penalty=0)
    assert parries[0].difficulty == 7 and parries[0].parried
    assert "Ambidextrous" in parries[0].ruling.source.section


def test_ambidextrous_defence_gains_attack_dice() -> None:
    hits = hits_of(5, 6, 6)
    parries = roll_parries("Hero", 5, hits, 3, [[2], [1], [6, 3]], ambidextrous=True)
    assert [p.parried for p in parries] == [True, False, True]
    assert attack_dice_gained(parries) == {"": 2}


@pytest.mark.parametrize(
    ("dice", "defence_dice", "message"),
    [
        ([[3]], 1, "exchange.defence-dice-for-attacks"),
        ([[3], [3]], 1, "exchange.too-many-parries"),
    ],
)
def test_bad_parries(dice: list[list[int]], defence_dice: int, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        roll_parries("Hero", 5, hits_of(5, 6), defence_dice, dice)


def test_parry_a_miss_or_twice() -> None:
    rolls = roll_attacks("Orc", 4, [7, 7], [[2], [6]], NONE)
    with refused("exchange.missed"):
        roll_parries("Hero", 5, [rolls[0]], 1, [[4]])
    with refused("exchange.chosen-twice"):
        roll_parries("Hero", 5, [rolls[1], rolls[1]], 2, [[4], [4]])


def test_attack_below_minimum_or_bad_dice() -> None:
    floor = minimum_difficulty(Fighter("Orc", 2, 4, 2), 5, 1)
    with refused("combat.below-minimum"):
        roll_attacks("Orc", 4, [4], [[6]], floor)
    with refused("exchange.difficulties-for-dice"):
        roll_attacks("Orc", 4, [5, 5], [[6]], floor)
    with refused("dice.not-a-die"):
        roll_attacks("Orc", 4, [5], [[0]], floor)
    with refused("dice.give-another", next=2):
        roll_attacks("Orc", 4, [12], [[6]], floor)  # short on a 6: the re-roll is needed


@pytest.mark.parametrize(
    "module",
    ["combat", "initiative", "exchange", "combat_odds", "firing", "ruling"],
)
def test_docstring_examples(module: str) -> None:
    result = doctest.testmod(importlib.import_module(f"companion.rules.{module}"))
    assert result.attempted > 0 and result.failed == 0
