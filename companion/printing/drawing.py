"""Drawing helpers for the blocks the sheets draw straight on the canvas.

- :func:`text_width` and :func:`wrap` remember what they measured: a roster measures the same
  labels and values on every card and every page.
- :func:`place_form` draws a repeated element (a row of labelled boxes) once per document as a
  PDF Form XObject and places it wherever it recurs; viewers and printers paint the same marks.
- :class:`Lines` gathers the strings of a block into one PDF text object, instead of one text
  object (and one width measure) per ``drawString``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import Any
from weakref import WeakKeyDictionary

from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas


@lru_cache(maxsize=4096)
def text_width(text: str, font: str, size: float) -> float:
    """The width of ``text`` in points (reportlab's ``stringWidth``, remembered)."""
    return float(stringWidth(text, font, size))


@lru_cache(maxsize=1024)
def wrap(text: str, font: str, size: float, width: float) -> tuple[str, ...]:
    """``text`` broken into lines no wider than ``width`` (reportlab's ``simpleSplit``)."""
    return tuple(simpleSplit(text, font, size, width))


_FORMS: WeakKeyDictionary[Any, dict[Hashable, str]] = WeakKeyDictionary()


def place_form(canvas: Canvas, key: Hashable, size: tuple[float, float],
               draw: Callable[[Canvas], None], x: float, y: float) -> None:
    """Place at (``x``, ``y``) the form that ``draw`` paints, defined once per document.

    ``key`` names what the form shows (every value ``draw`` depends on); ``draw`` paints it
    with its origin at the lower left corner, within ``size`` (plus 2 points of margin for
    the strokes on its edges). A form starts from the default graphics state: ``draw`` sets
    its own fonts, colours and line widths.
    """
    names = _FORMS.setdefault(canvas._doc, {})
    name = names.get(key)
    if name is None:
        name = names[key] = f"CompanionForm{len(names) + 1}"
        width, height = size
        canvas.beginForm(name, -2, -2, width + 2, height + 2)
        draw(canvas)
        canvas.endForm()
    canvas.saveState()
    canvas.translate(x, y)
    canvas.doForm(name)
    canvas.restoreState()


class Lines:
    """Strings to draw as one PDF text object: left-aligned or centred, each where it goes.

    ``with Lines(canvas) as text: text.left(x, y, "…", font, size)``; the text object is drawn
    when the block ends, in the canvas's fill colour.
    """

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.text = canvas.beginText()
        self.font: tuple[str, float] | None = None

    def __enter__(self) -> Lines:
        return self

    def __exit__(self, *exc: object) -> None:
        if exc[0] is None:
            self.canvas.drawText(self.text)

    def left(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """``text`` with its left end at (``x``, ``y``), ``y`` on the baseline."""
        if self.font != (font, size):
            self.text.setFont(font, size)
            self.font = (font, size)
        self.text.setTextOrigin(x, y)
        self.text.textLine(text)

    def centred(self, x: float, y: float, text: str, font: str, size: float) -> None:
        """``text`` centred on ``x``, ``y`` on the baseline."""
        self.left(x - text_width(text, font, size) / 2, y, text, font, size)
