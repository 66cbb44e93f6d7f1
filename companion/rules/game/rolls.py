"""Dice for the game: the roll modifiers of a figurine, and dice drawn from the game's seed.

Seeded dice: ``random.Random(f"{seed}:{seq}")`` for the action number ``seq``, so a log whose
actions carry no dice still replays identically, and an action's dice never depend on what
another action drew. A characteristic roll is drawn die by die: a re-roll is thrown while the
roll may be re-rolled and (against a difficulty) is still short (the reading of
:mod:`companion.rules.dice`), or always (an opposed roll, where higher is better).

Ability modifiers (Bravery, Brutal, Vivacity, Sharp shooter, Fanaticism, Hardened, Born
killer) are read here from the booklet's "abilities" until the rules-core helper's
characteristic module is merged.
"""

from __future__ import annotations

import random

from companion.rules.card import Card
from companion.rules.dice import RollModifiers
from companion.rules.source import Source, booklet

OPPOSED = None
"""The difficulty of an opposed roll: none, every eligible face is re-rolled."""

PENALISED_KINDS = frozenset({"initiative", "attack", "defence", "aim"})
"""Booklet, wound table: wounds modify "the number indicated by the die rolled for its INI, ATT,
DEF and AIM"."""


def game_rng(seed: int, seq: int, salt: str = "") -> random.Random:
    """The generator of action ``seq`` of a game with ``seed``."""
    return random.Random(f"{seed}:{seq}{':' + salt if salt else ''}")


def roll_mods(card: Card, kind: str, penalty: int = 0) -> RollModifiers:
    """The roll modifiers of ``card`` for a roll of ``kind`` with a wound ``penalty`` (>= 0)."""
    faces = {6}
    natural = after = modified = True
    sources: list[Source] = []
    if card.has("Hardened"):
        faces.add(5)
        sources.append(booklet("abilities, Hardened"))
    if kind == "courage":
        if card.has("Bravery"):
            faces.add(5)
            natural = False
            sources.append(booklet("abilities, Bravery"))
        if card.has("Born killer"):
            natural = False
            sources.append(booklet("abilities, Born killer"))
    elif kind == "attack" and card.has("Brutal"):
        faces.add(5)
        after = False
        sources.append(booklet("abilities, Brutal"))
    elif kind == "aim" and card.has("Sharp shooter"):
        natural = after = modified = False
        sources.append(booklet("abilities, Sharp shooter"))
    elif kind in ("initiative", "feat") and card.has("Vivacity"):
        natural = after = modified = False
        sources.append(booklet("abilities, Vivacity"))
    elif kind == "discipline" and card.has("Fanaticism"):
        faces.add(5)
        sources.append(booklet("abilities, Fanaticism"))
    modifier = -penalty if kind in PENALISED_KINDS else 0
    return RollModifiers(
        die_modifier=modifier, reroll_faces=frozenset(faces), natural_one_fails=natural,
        one_after_reroll_fails=after, modified_one_fails=modified, sources=tuple(sources),
    )


def draw_roll(rng: random.Random, value: int, difficulty: int | None, mods: RollModifiers) -> tuple[int, ...]:
    """The dice of one characteristic roll drawn from ``rng`` (see the module docstring)."""
    dice: list[int] = []
    die_total = 0
    while len(dice) < 60:
        face = rng.randint(1, 6)
        first = not dice
        dice.append(face)
        if face == 1 and ((first and mods.natural_one_fails) or (not first and mods.one_after_reroll_fails)):
            break
        die_total += mods.face_value(face)
        if not mods.may_reroll(face):
            break
        if difficulty is not None:
            final = die_total + mods.die_modifier
            final_fails = mods.modified_one_fails and mods.die_modifier != 0 and final <= 1
            if value + final >= difficulty and not final_fails:
                break
    return tuple(dice)


def draw_dice(rng: random.Random, count: int) -> tuple[int, ...]:
    """``count`` plain D6 (Damage rolls, Regeneration, Reinforcement)."""
    return tuple(rng.randint(1, 6) for _ in range(count))
