"""Drawing helpers for the blocks the sheets draw straight on the canvas.

- :func:`text_width` and :func:`wrap` remember what they measured: a roster measures the same
  labels and values on every card and every page.
- :class:`Lines` gathers the strings of a block into one PDF text object, instead of one text
  object (and one width measure) per ``drawString``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any
from weakref import WeakKeyDictionary

from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import getFont, stringWidth
from reportlab.pdfgen.canvas import Canvas


@lru_cache(maxsize=4096)
def text_width(text: str, font: str, size: float) -> float:
    """The width of ``text`` in points (reportlab's ``stringWidth``, remembered)."""
    return float(stringWidth(text, font, size))


@lru_cache(maxsize=1024)
def wrap(text: str, font: str, size: float, width: float) -> tuple[str, ...]:
    """``text`` broken into lines no wider than ``width`` (reportlab's ``simpleSplit``)."""
    return tuple(simpleSplit(text, font, size, width))


@lru_cache(maxsize=256)
def fit(word: str, font: str, size: float, width: float) -> tuple[str, ...]:
    """``word`` broken between characters into pieces no wider than ``width`` (a piece holds
    at least one character), for a word wider than its line."""
    pieces: list[str] = []
    piece = ""
    for character in word:
        if piece and text_width(piece + character, font, size) > width:
            pieces.append(piece)
            piece = ""
        piece += character
    pieces.append(piece)
    return tuple(pieces)


_ENCODED: WeakKeyDictionary[Any, dict[tuple[str, str], tuple[tuple[int, str], ...]]] = (
    WeakKeyDictionary())


def _encoded(doc: Any, font: str, text: str) -> tuple[tuple[int, bytes], ...]:
    """``text`` as (subset, codes) pieces of the embedded ``font`` in ``doc``: what reportlab's
    ``splitString`` answers (it gives each new character its code in the document's subset).

    reportlab's "ASCII readable" subsets give printable ASCII its own codes in subset 0, in
    every document: for such text the answer is known without splitString's loop.
    """
    face = getFont(font)
    if face._asciiReadable and text.isascii() and text.isprintable():
        return ((0, text.encode("ascii")),)
    return tuple(face.splitString(text, doc))


class Lines:
    """Strings to draw as one PDF text object: left-aligned or centred, each where it goes.

    ``with Lines(canvas) as text: text.left(x, y, "…", font, size)``; the text object is added
    to the canvas when the block ends, and paints in the canvas's fill colour. It writes the
    operators reportlab's ``drawString`` writes for an embedded TrueType font (font subset,
    text matrix, string) without a text object, a width measure and a cursor per string; each
    string's encoded operators are remembered per document (a roster repeats its labels and
    numbers). Fonts must be embedded TrueType fonts (all of :mod:`companion.printing.fonts`).
    """

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.doc = canvas._doc
        self.pieces = _ENCODED.setdefault(self.doc, {})
        self.code: list[str] = ["BT"]
        self.current: tuple[str, float, int] | None = None

    def __enter__(self) -> Lines:
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is None and len(self.code) > 1:
            self.code.append("ET")
            self.canvas.addLiteral(" ".join(self.code))

    def left(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """``text`` with its left end at (``x``, ``y``), ``y`` on the baseline."""
        code = self.code
        code.append(f"1 0 0 1 {fp_str(x, y)} Tm")
        key = (font, text)
        pieces = self.pieces.get(key)
        if pieces is None:
            pieces = self.pieces[key] = tuple(
                (subset, f"({escapePDF(codes)}) Tj") for subset, codes in _encoded(self.doc, font, text))
        for subset, shown in pieces:
            if self.current != (font, size, subset):
                name = getFont(font).getSubsetInternalName(subset, self.doc)
                code.append(f"{name} {fp_str(size)} Tf")
                self.current = (font, size, subset)
            code.append(shown)

    def centred(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """``text`` centred on ``x``, ``y`` on the baseline."""
        self.left(x - text_width(text, font, size) / 2, y, text, font, size)

    def right(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """``text`` with its right end at ``x``, ``y`` on the baseline."""
        self.left(x - text_width(text, font, size), y, text, font, size)


def clear_measures() -> None:
    """Forget the remembered widths and wrapped lines (the bench times a first print with it)."""
    text_width.cache_clear()
    wrap.cache_clear()
    fit.cache_clear()
