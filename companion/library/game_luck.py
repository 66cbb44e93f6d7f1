"""The luck of a game in the reader's language and as JSON: each player's rolls, the successes
expected and got, and the exact chance of doing at least as well with the same rolls, by kind
of roll, by wound for the Damage rolls, and round by round (:mod:`companion.rules.luck`).

Read by the battle report, the game export, ``companion game luck`` and the Table.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from companion.i18n import numbers, render, tr
from companion.rules.game.actions import Action
from companion.rules.game.luck import log_rolls
from companion.rules.game.setup import SIDE_LETTERS, GameSetup
from companion.rules.luck import Luck, PlayerLuck, game_luck
from companion.rules.wounds import WoundLevel


def luck_of_log(setup: GameSetup, actions: Sequence[Action]) -> tuple[PlayerLuck, PlayerLuck]:
    """Both players' luck in the game ``setup`` played with ``actions`` (replayed)."""
    return game_luck(log_rolls(setup, actions))


def luck_words(luck: Luck) -> str:
    """"7 of 12 succeeded (5.3 expected); at least as well: 31%"."""
    if not luck.rolls:
        return tr("no roll")
    return tr("{got} of {rolls} succeeded ({expected} expected); at least as well: {chance}",
              rolls=luck.rolls, got=luck.got, expected=numbers.decimal(luck.expected),
              chance=numbers.percent(luck.at_least_as_well))


def wound_words(level: WoundLevel) -> str:
    """"Light Wound or worse" (the Damage rolls read against one wound level)."""
    return tr("{wound} or worse", wound=render(level))


def luck_lines(setup: GameSetup, lucks: Sequence[PlayerLuck]) -> list[str]:
    """The luck section of the battle report: a paragraph per player."""
    lines = [tr("Luck: the exact chance of doing at least as well with the same rolls (lower: luckier).")]
    for luck in lucks:
        lines.append(tr("{player}: {luck}.", player=setup.sides[luck.side].name, luck=luck_words(luck.overall)))
        for phase, part in luck.phases:
            lines.append("  - " + tr("{kind}: {luck}", kind=render(phase.label), luck=luck_words(part)))
        for level, part in luck.wounds:
            lines.append("    - " + tr("Damage rolls doing {wound}: {luck}", wound=wound_words(level),
                                             luck=luck_words(part)))
        if luck.rounds:
            rounds = ", ".join(f"{_round_name(r)} {numbers.percent(part.at_least_as_well)}" for r, part in luck.rounds)
            lines.append("  - " + tr("Round by round (the rounds so far): {rounds}", rounds=rounds))
    return lines


def _round_name(round_: int) -> str:
    return tr("Approach") if round_ == 0 else tr("round {round}", round=round_)


def _chance(chance: Fraction) -> dict[str, Any]:
    return {"fraction": f"{chance.numerator}/{chance.denominator}", "probability": float(chance)}


def luck_to_json(luck: Luck) -> dict[str, Any]:
    """One luck as JSON: the rolls, the successes expected (a fraction and its value) and got,
    and the chance of doing at least as well."""
    return {"rolls": luck.rolls, "expected": {"fraction": f"{luck.expected.numerator}/{luck.expected.denominator}",
                                              "value": float(luck.expected)},
            "got": luck.got, "at_least_as_well": _chance(luck.at_least_as_well)}


def lucks_to_json(setup: GameSetup, lucks: Sequence[PlayerLuck]) -> list[dict[str, Any]]:
    """Both players' luck as JSON: overall, ``phases`` by kind of roll, ``wounds`` (the Damage
    rolls against each wound level) and ``rounds`` (the rounds so far, at the end of each)."""
    return [{"side": SIDE_LETTERS[luck.side], "player": setup.sides[luck.side].name,
             "overall": luck_to_json(luck.overall),
             "phases": {phase.value: luck_to_json(part) for phase, part in luck.phases},
             "wounds": {level.value: luck_to_json(part) for level, part in luck.wounds},
             "rounds": [{"round": r, **luck_to_json(part)} for r, part in luck.rounds]}
            for luck in lucks]


__all__ = ["luck_lines", "luck_of_log", "luck_to_json", "luck_words", "lucks_to_json", "wound_words"]
