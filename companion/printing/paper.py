"""Paper sizes the sheets print on: A4 and US Letter."""

from __future__ import annotations

from enum import Enum

from companion.errors import BadInput
from companion.rules.message import Message

MM = 72 / 25.4
"""Points per millimetre (a PDF point is 1/72 inch)."""


class Paper(str, Enum):
    """The paper a sheet is laid out for."""

    A4 = "a4"
    LETTER = "letter"

    @property
    def size(self) -> tuple[float, float]:
        """Width and height in points, portrait."""
        if self is Paper.A4:
            return (210 * MM, 297 * MM)
        return (8.5 * 72, 11 * 72)

    @property
    def label(self) -> str:
        return "A4" if self is Paper.A4 else "Letter"


def parse_paper(paper: str | Paper) -> Paper:
    """``"a4"`` or ``"letter"`` (any case) as a :class:`Paper`; anything else is bad input."""
    if isinstance(paper, Paper):
        return paper
    try:
        return Paper(str(paper).strip().lower())
    except ValueError:
        raise BadInput(Message("printing.paper", paper=repr(paper))) from None
