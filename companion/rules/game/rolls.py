"""Dice for the game: a figurine's roll modifiers, and dice drawn from the game's seed.

Seeded dice: ``random.Random(f"{seed}:{seq}")`` for the action number ``seq``, so a log whose
actions carry no dice still replays identically, and an action's dice never depend on what
another action drew. A characteristic roll is drawn die by die and each prefix is checked with
:func:`companion.rules.dice.resolve_roll`: a re-roll is thrown exactly when the dice rules ask
for one (against a difficulty: while the roll may be re-rolled and is still short; an opposed
roll, where higher is better: while the face may be re-rolled).
"""

from __future__ import annotations

import random

from companion.rules.card import Card
from companion.rules.characteristic import RollKind, roll_setup
from companion.rules.dice import MAX_ROLL_DICE, RollModifiers, resolve_roll
from companion.rules.errors import RulesError
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.wounds import WoundLevel

_HIGH = 10**9


def game_rng(seed: int, seq: int) -> random.Random:
    """The generator of action ``seq`` of a game with ``seed``."""
    return random.Random(f"{seed}:{seq}")


def roll_mods(card: Card, kind: str, wound: WoundLevel = WoundLevel.NONE, stunned: bool = False,
              ruleset: Ruleset = CORE, blood_brother_dead: bool = False) -> RollModifiers:
    """The roll modifiers of ``card`` for a roll of ``kind`` (wound penalties, abilities, a dead
    Blood brother's -1)."""
    level = WoundLevel.NONE if wound is WoundLevel.KILLED else wound
    return roll_setup(RollKind(kind), card.abilities, level, stunned=stunned, character=card.character,
                      blood_brother_dead=blood_brother_dead, ruleset=ruleset).modifiers


def draw_roll(rng: random.Random, value: int, difficulty: int | None, mods: RollModifiers) -> tuple[int, ...]:
    """The dice of one characteristic roll drawn from ``rng`` (see the module docstring)."""
    target = _HIGH if difficulty is None else difficulty
    dice: list[int] = []
    while len(dice) < MAX_ROLL_DICE:
        dice.append(rng.randint(1, 6))
        try:
            resolve_roll(value, target, dice, mods)
        except RulesError:
            continue  # the rules ask for another die
        break
    return tuple(dice)


def draw_dice(rng: random.Random, count: int) -> tuple[int, ...]:
    """``count`` plain D6 (Damage rolls, Regeneration, Reinforcement)."""
    return tuple(rng.randint(1, 6) for _ in range(count))
