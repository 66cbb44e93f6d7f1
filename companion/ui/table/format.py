"""Numbers for the Table: exact odds in words, and the dice the players type.

Odds are the engine's exact fractions (companion.rules.game.guide), shown as a percentage and
the fraction ("50% (1/2)"). Typed dice: the faces of one roll separated by spaces (a roll and
its re-rolls in the order thrown: ``6 2``), several rolls separated by commas (``2, 5``: one
roll per Attack). Every face is checked: a die shows 1 to 6.
"""

from __future__ import annotations

import re
from fractions import Fraction

from companion.errors import BadInput

Roll = tuple[int, ...]


class DiceError(BadInput):
    """Dice typed that are not dice; the message says what is wrong."""


def percent(chance: Fraction) -> str:
    """``50%``; below 1% or above 99% one decimal is kept so that a chance is never shown as 0 or 100."""
    value = float(chance) * 100
    if chance in (0, 1):
        return f"{value:.0f}%"
    if value < 1 or value > 99:
        return f"{value:.1f}%"
    return f"{value:.0f}%"


def odds_text(chance: Fraction) -> str:
    """``50% (1/2)``: the percentage and the exact fraction."""
    return f"{percent(chance)} ({chance.numerator}/{chance.denominator})"


def _faces(text: str, what: str) -> Roll:
    faces = []
    for token in re.split(r"[\s+]+", text.strip()):
        if not token:
            continue
        if not token.isdigit():
            raise DiceError(f"{what}: {token!r} is not a die (type the faces, 1 to 6)")
        face = int(token)
        if not 1 <= face <= 6:
            raise DiceError(f"{what}: a die shows 1 to 6, not {face}")
        faces.append(face)
    if not faces:
        raise DiceError(f"{what}: type the dice thrown")
    return tuple(faces)


def parse_roll(text: str, what: str = "the dice") -> Roll:
    """One roll: ``4``, or ``6 2`` (a 6 then the re-roll 2)."""
    if "," in text or ";" in text:
        raise DiceError(f"{what}: one roll only here (no comma)")
    return _faces(text, what)


def parse_rolls(text: str, count: int | None = None, what: str = "the dice") -> tuple[Roll, ...]:
    """Several rolls separated by commas: ``2, 5``; ``count`` rolls exactly if given."""
    parts = [p for p in re.split(r"[,;]", text)]
    if not text.strip():
        raise DiceError(f"{what}: type the dice thrown")
    rolls = tuple(_faces(part, f"{what}, roll {index}") for index, part in enumerate(parts, start=1))
    if count is not None and len(rolls) != count:
        raise DiceError(f"{what}: {count} roll(s) expected (separated by commas), {len(rolls)} typed")
    return rolls


__all__ = ["DiceError", "Roll", "odds_text", "parse_roll", "parse_rolls", "percent"]
