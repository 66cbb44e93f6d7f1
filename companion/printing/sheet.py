"""The base of every printed sheet, after pretix's invoice renderer: page geometry as class
attributes, the content from hook methods (:meth:`Sheet.story`, :meth:`Sheet.on_page`).

A subclass sets its title and geometry, returns its flowables from :meth:`story`, and may draw
on each page in :meth:`on_page` (the base draws the footer: title, ruleset, page number).
"""

from __future__ import annotations

from pathlib import Path
from typing import IO, Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, LayoutError, PageTemplate

from companion import __version__
from companion.errors import BadInput
from companion.rules.message import Message
from companion.i18n import N_, tr, using_language
from companion.printing.fonts import BOLD, REGULAR, register_fonts
from companion.printing.paper import MM, Paper, parse_paper

Output = Path | str | IO[bytes]
"""Where a sheet is written: a path, or a binary file object (``io.BytesIO``...)."""


class Sheet:
    """One printable document. Geometry in points; override in subclasses."""

    title: str = N_("Sheet")
    margin_left: float = 12 * MM
    margin_right: float = 12 * MM
    margin_top: float = 12 * MM
    margin_bottom: float = 14 * MM
    columns: int = 1
    column_gap: float = 6 * MM
    footer_size: float = 7

    def __init__(self, paper: str | Paper = Paper.A4, *, language: str | None = None) -> None:
        self.paper = parse_paper(paper)
        self.language = language
        """The sheet's language (None: the language in force when it renders)."""
        register_fonts()
        self.styles = make_styles()

    # -- geometry ---------------------------------------------------------------------------
    @property
    def pagesize(self) -> tuple[float, float]:
        return self.paper.size

    @property
    def frame_width(self) -> float:
        """Width of one column of text."""
        width = self.pagesize[0] - self.margin_left - self.margin_right
        return (width - self.column_gap * (self.columns - 1)) / self.columns

    @property
    def frame_height(self) -> float:
        return self.pagesize[1] - self.margin_top - self.margin_bottom

    # -- hooks ------------------------------------------------------------------------------
    def story(self) -> list[Flowable]:
        """The flowables of the sheet, in reading order."""
        return []

    def footer_text(self) -> str:
        """The left part of the footer (the right part is the page number)."""
        return self.title

    def on_page(self, canvas: Canvas, doc: Any) -> None:
        """Draw what every page carries: the footer, its left part cut short with an ellipsis
        when it would run into the page number."""
        size = self.footer_size
        y = self.margin_bottom / 2
        right = self.pagesize[0] - self.margin_right
        page = tr("page {page} · companion {version}", page=doc.page, version=__version__)
        room = right - self.margin_left - stringWidth(page, REGULAR, size) - 4 * MM
        canvas.saveState()
        canvas.setFillColor(colors.black)
        canvas.setFont(REGULAR, size)
        canvas.drawString(self.margin_left, y, shortened(self.footer_text(), REGULAR, size, room))
        canvas.drawRightString(right, y, page)
        canvas.restoreState()

    # -- rendering --------------------------------------------------------------------------
    def frames(self) -> list[Frame]:
        frames = []
        for column in range(self.columns):
            x = self.margin_left + column * (self.frame_width + self.column_gap)
            frames.append(
                Frame(x, self.margin_bottom, self.frame_width, self.frame_height,
                      leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0,
                      id=f"column{column}")
            )
        return frames

    def render(self, out: Output) -> int:
        """Write the PDF to ``out`` in the sheet's language and return its number of pages."""
        with using_language(self.language):
            return self._render(out)

    def _render(self, out: Output) -> int:
        target: Any = str(out) if isinstance(out, Path) else out
        doc = BaseDocTemplate(
            target,
            pagesize=self.pagesize,
            title=tr(self.title),
            author="companion",
            creator=f"companion {__version__}",
            leftMargin=self.margin_left,
            rightMargin=self.margin_right,
            topMargin=self.margin_top,
            bottomMargin=self.margin_bottom,
            invariant=True,
            initialFontName=REGULAR,  # else every page starts in Helvetica
        )
        doc.addPageTemplates([PageTemplate(id="page", frames=self.frames(), onPage=self.on_page)])
        try:
            doc.build(self.story())
        except LayoutError:
            raise BadInput(Message("printing.too-tall")) from None
        return int(doc.page)


def shortened(text: str, font: str, size: float, width: float) -> str:
    """``text`` if it holds in ``width``, else its longest beginning that holds with "…"."""
    if stringWidth(text, font, size) <= width:
        return text
    while text and stringWidth(text.rstrip() + "…", font, size) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def make_styles() -> dict[str, ParagraphStyle]:
    """The paragraph styles the sheets share (all DejaVu, black on white)."""
    base = ParagraphStyle("body", fontName=REGULAR, fontSize=8.5, leading=10.5)
    return {
        "body": base,
        "small": ParagraphStyle("small", parent=base, fontSize=7, leading=8.5),
        "tiny": ParagraphStyle("tiny", parent=base, fontSize=6, leading=7),
        "cell": ParagraphStyle("cell", parent=base, fontSize=7.5, leading=9),
        "cell-centre": ParagraphStyle("cell-centre", parent=base, fontSize=7.5, leading=9,
                                      alignment=TA_CENTER),
        "title": ParagraphStyle("title", parent=base, fontName=BOLD, fontSize=16, leading=19,
                                spaceAfter=3),
        "h2": ParagraphStyle("h2", parent=base, fontName=BOLD, fontSize=10.5, leading=13,
                             spaceBefore=5, spaceAfter=2),
        "h3": ParagraphStyle("h3", parent=base, fontName=BOLD, fontSize=9, leading=11,
                             spaceBefore=3, spaceAfter=1),
        "source": ParagraphStyle("source", parent=base, fontSize=6.5, leading=8,
                                 textColor=colors.HexColor("#333333")),
    }
