"""Pieces of the engine's messages: several values joined (dice thrown one after another,
reasons side by side, phases one of which is expected), and the ruleset in force.

Each join is a message of its own (``game.then``, ``game.semicolons``, ``game.or``), nested
pair by pair, so that each language writes its own "then", "or" and spacing around ";".
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.rules.message import Argument, Message
from companion.rules.ruleset import Ruleset


def then(dice: Sequence[int]) -> Argument:
    """Dice thrown one after another: ``6 then 2``."""
    if not dice:
        return ""
    shown: Argument = dice[0]
    for die in dice[1:]:
        shown = Message("game.then", earlier=shown, later=die)
    return shown


def semicolons(items: Sequence[Argument]) -> Argument:
    """Reasons side by side: ``a; b; c``."""
    if not items:
        return ""
    shown = items[-1]
    for item in reversed(items[:-1]):
        shown = Message("game.semicolons", first=item, rest=shown)
    return shown


def either(items: Sequence[Argument]) -> Argument:
    """One of several: ``a or b``."""
    if not items:
        return ""
    shown = items[-1]
    for item in reversed(items[:-1]):
        shown = Message("game.or", first=item, rest=shown)
    return shown


def ruleset_words(ruleset: Ruleset) -> Message:
    """The rules in force: "Tournament", "Core (booklet) + house rules 14, 21"."""
    name = Message("game.ruleset-tournament") if ruleset.tournament else Message("game.ruleset-core")
    if not ruleset.house_rules:
        return name
    return Message("game.ruleset-house-rules", ruleset=name,
                   numbers=", ".join(str(n) for n in sorted(ruleset.house_rules)))


__all__ = ["either", "ruleset_words", "semicolons", "then"]
