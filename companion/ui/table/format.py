"""Words for the Table: a phase's name in the reader's language, and the dice the players type.

Typed dice: the faces of one roll separated by spaces (a roll and its re-rolls in the order
thrown: ``6 2``), several rolls separated by commas (``2, 5``: one roll per Attack). Every face
is checked: a die shows 1 to 6.
"""

from __future__ import annotations

import re

from companion.errors import BadInput
from companion.i18n import render, tr, trn
from companion.rules.game import Phase

Roll = tuple[int, ...]


class DiceError(BadInput):
    """Dice typed that are not dice; the message says what is wrong."""


def phase_label(phase: Phase) -> str:
    """A phase as the header and the log name it: Approach / Approche, Firing / Tir..."""
    return render(phase.label)


def _faces(text: str, what: str) -> Roll:
    faces = []
    for token in re.split(r"[\s+]+", text.strip()):
        if not token:
            continue
        if not token.isdigit():
            raise DiceError(tr("{what}: {token} is not a die (type the faces, 1 to 6)", what=what, token=repr(token)))
        face = int(token)
        if not 1 <= face <= 6:
            raise DiceError(tr("{what}: a die shows 1 to 6, not {face}", what=what, face=face))
        faces.append(face)
    if not faces:
        raise DiceError(tr("{what}: type the dice thrown", what=what))
    return tuple(faces)


def parse_roll(text: str, what: str = "the dice") -> Roll:
    """One roll: ``4``, or ``6 2`` (a 6 then the re-roll 2)."""
    if "," in text or ";" in text:
        raise DiceError(tr("{what}: one roll only here (no comma)", what=what))
    return _faces(text, what)


def parse_rolls(text: str, count: int | None = None, what: str = "the dice") -> tuple[Roll, ...]:
    """Several rolls separated by commas: ``2, 5``; ``count`` rolls exactly if given."""
    parts = [p for p in re.split(r"[,;]", text)]
    if not text.strip():
        raise DiceError(tr("{what}: type the dice thrown", what=what))
    rolls = tuple(_faces(part, tr("{what}, roll {number}", what=what, number=index))
                  for index, part in enumerate(parts, start=1))
    if count is not None and len(rolls) != count:
        raise DiceError(trn("{what}: {count} roll expected, {typed} typed",
                            "{what}: {count} rolls expected (separated by commas), {typed} typed", count,
                            what=what, typed=len(rolls)))
    return rolls


__all__ = ["DiceError", "Roll", "parse_roll", "parse_rolls", "phase_label"]
