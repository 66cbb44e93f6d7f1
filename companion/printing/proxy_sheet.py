"""The proxies' PDF: a 3 x 3 grid of card faces per page, centred, with cut marks."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph

from companion.errors import BadInput
from companion.i18n import N_, tr, using_language
from companion.i18n.render import listing
from companion.i18n.vocabulary import short
from companion.printing.cardface import MISSING_LEGEND
from companion.printing.fonts import BOLD, HEADING, REGULAR
from companion.printing.markup import escape
from companion.printing.paper import MM, Paper
from companion.printing.proxies import ProxyFace, proxy_faces
from companion.printing.sheet import Output, Sheet
from companion.rules.card import Card
from companion.rules.message import Message

GREY = colors.HexColor("#999999")
LIGHT = colors.HexColor("#e6e6e6")


class ProxySheet(Sheet):
    """Nine proxies a page; the grid is centred so that A4 and Letter both fit it."""

    title = N_("Card proxies")
    card_width = 63 * MM
    card_height = 88 * MM
    per_row = 3
    per_column = 3
    """The grid of cards on a page: 63 x 88 mm cards, three by three."""
    cut_mark = 4 * MM
    cut_gap = 1 * MM
    padding = 3 * MM
    cells_per_row = 6

    def __init__(self, faces: list[ProxyFace], paper: str | Paper = Paper.A4, *,
                 language: str | None = None) -> None:
        super().__init__(paper, language=language)
        self.faces = faces
        width, height = self.pagesize
        self.margin_left = self.margin_right = (width - self.per_row * self.card_width) / 2
        self.margin_top = self.margin_bottom = (height - self.per_column * self.card_height) / 2
        self.text_style = ParagraphStyle("proxy", fontName=REGULAR, fontSize=7, leading=8.4)

    @property
    def per_page(self) -> int:
        return self.per_row * self.per_column

    def story(self) -> list[Flowable]:
        return [
            _ProxyPage(self, self.faces[start:start + self.per_page])
            for start in range(0, len(self.faces), self.per_page)
        ]

    def footer_text(self) -> str:
        return tr("Card proxies 63 × 88 mm · {count} cards", count=len(self.faces))

    def on_page(self, canvas: Canvas, doc: Any) -> None:
        """Cut marks, and the footer centred between the two middle marks, clear of them (in
        a smaller size if it would reach them)."""
        self.draw_cut_marks(canvas)
        footer = tr("{footer} · page {page}", footer=self.footer_text(), page=doc.page)
        room = self.card_width - 4 * self.cut_gap
        size = min(self.footer_size, self.footer_size * room / stringWidth(footer, REGULAR,
                                                                            self.footer_size))
        canvas.saveState()
        canvas.setFont(REGULAR, size)
        canvas.drawCentredString(self.pagesize[0] / 2, self.margin_bottom / 2 - 2, footer)
        canvas.restoreState()

    def draw_cut_marks(self, canvas: Canvas) -> None:
        """Short lines in the margins along every cut of the grid."""
        left, bottom = self.margin_left, self.margin_bottom
        right = left + self.per_row * self.card_width
        top = bottom + self.per_column * self.card_height
        mark = min(self.cut_mark, bottom - self.cut_gap - 1 * MM)
        canvas.saveState()
        canvas.setLineWidth(0.5)
        canvas.setStrokeColor(colors.black)
        for i in range(self.per_row + 1):
            x = left + i * self.card_width
            canvas.line(x, top + self.cut_gap, x, top + self.cut_gap + mark)
            canvas.line(x, bottom - self.cut_gap, x, bottom - self.cut_gap - mark)
        for j in range(self.per_column + 1):
            y = bottom + j * self.card_height
            canvas.line(left - self.cut_gap, y, left - self.cut_gap - self.cut_mark, y)
            canvas.line(right + self.cut_gap, y, right + self.cut_gap + self.cut_mark, y)
        canvas.restoreState()

    def draw_face(self, canvas: Canvas, face: ProxyFace, x: float, y: float) -> None:
        """One card face with its lower-left corner at (x, y)."""
        pad = self.padding
        inner = self.card_width - 2 * pad
        top = y + self.card_height - pad
        canvas.saveState()
        canvas.setLineWidth(0.3)
        canvas.setStrokeColor(GREY)
        canvas.rect(x, y, self.card_width, self.card_height)
        canvas.setStrokeColor(colors.black)
        canvas.setLineWidth(0.8)
        canvas.roundRect(x + 1.5 * MM, y + 1.5 * MM, self.card_width - 3 * MM,
                         self.card_height - 3 * MM, 2 * MM)

        # AP badge, top right.
        badge = 11 * MM
        canvas.setLineWidth(0.8)
        if face.ap == "?":
            canvas.setFillColor(LIGHT)
            canvas.rect(x + self.card_width - pad - badge, top - badge, badge, badge, fill=1, stroke=0)
            canvas.setFillColor(colors.black)
        canvas.rect(x + self.card_width - pad - badge, top - badge, badge, badge)
        canvas.setFont(REGULAR, 6)
        canvas.drawCentredString(x + self.card_width - pad - badge / 2, top - 2.6 * MM, short("ap"))
        canvas.setFont(HEADING, 12 if len(face.ap) < 4 else 9)
        canvas.drawCentredString(x + self.card_width - pad - badge / 2, top - badge + 2 * MM, face.ap)

        # Name (shrunk to fit two lines), people, rank.
        name_width = inner - badge - 2 * MM
        name = _fit(f"<b>{escape(face.name)}</b>", name_width, 2.5 * 5 * MM, 11, self.text_style)
        w, h = name.wrap(name_width, 100 * MM)
        name.drawOn(canvas, x + pad, top - h)
        cursor = top - max(h, badge) - 1.5 * MM
        details = Paragraph("<br/>".join(escape(line) for line in details_lines(face) if line), self.text_style)
        w, h = details.wrap(inner, 30 * MM)
        details.drawOn(canvas, x + pad, cursor - h)
        cursor -= h + 2 * MM

        cursor = self.draw_cells(canvas, face, x + pad, cursor, inner)
        cursor -= 2 * MM

        # Equipment and abilities fill the rest; the font shrinks until they fit.
        parts = []
        if face.equipment:
            parts.append("<b>" + escape(tr("Equipment")) + "</b><br/>"
                         + "<br/>".join(escape(e) for e in face.equipment))
        if face.abilities:
            parts.append("<b>" + escape(tr("Abilities")) + "</b><br/>"
                         + ", ".join(escape(a) for a in face.abilities))
        footer = 2 * MM + (6 if face.has_missing else 0) + 7
        if parts:
            body = _fit("<br/>".join(parts), inner, cursor - (y + pad + footer), 9, self.text_style)
            w, h = body.wrap(inner, self.card_height)
            body.drawOn(canvas, x + pad, cursor - h)

        canvas.setFont(REGULAR, 5.5)
        canvas.setFillColor(colors.black)
        line = y + pad
        canvas.drawString(x + pad, line, tr("{card_id} · proxy", card_id=face.card_id))
        if face.has_missing:
            canvas.drawString(x + pad, line + 7, tr(MISSING_LEGEND))
        canvas.restoreState()

    def draw_cells(self, canvas: Canvas, face: ProxyFace, x: float, top: float, width: float) -> float:
        """The characteristics as boxes (name above, value below); returns the y under them."""
        per_row = self.cells_per_row
        cell_w = width / per_row
        cell_h = 9.5 * MM
        rows = (len(face.cells) + per_row - 1) // per_row
        canvas.setLineWidth(0.6)
        for index, cell in enumerate(face.cells):
            row, col = divmod(index, per_row)
            cx = x + col * cell_w
            cy = top - (row + 1) * cell_h
            if cell.missing:
                canvas.setFillColor(LIGHT)
                canvas.rect(cx, cy, cell_w, cell_h, fill=1, stroke=1)
                canvas.setFillColor(colors.black)
            else:
                canvas.rect(cx, cy, cell_w, cell_h)
            canvas.setFont(BOLD, 5.5 if len(cell.short) > 4 else 6)
            canvas.drawCentredString(cx + cell_w / 2, cy + cell_h - 2.4 * MM, cell.short)
            text = cell.printed
            size = 10 if len(text) <= 3 else 7.5
            canvas.setFont(HEADING, size)
            canvas.drawCentredString(cx + cell_w / 2, cy + 1.6 * MM, text)
        return top - rows * cell_h


def _fit(markup: str, width: float, height: float, size: float, style: ParagraphStyle) -> Paragraph:
    """A paragraph of ``markup`` at the largest size (down from ``size``) that fits the box."""
    while True:
        paragraph = Paragraph(
            markup, ParagraphStyle("fit", parent=style, fontSize=size, leading=size * 1.2)
        )
        _, h = paragraph.wrap(width, height * 10)
        if h <= height or size <= 4.5:
            return paragraph
        size -= 0.5


class _ProxyPage(Flowable):
    """One page of up to nine faces, filling the frame exactly."""

    def __init__(self, sheet: ProxySheet, faces: list[ProxyFace]) -> None:
        super().__init__()
        self.sheet = sheet
        self.faces = faces

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        sheet = self.sheet
        return (sheet.per_row * sheet.card_width, sheet.per_column * sheet.card_height - 0.01)

    def draw(self) -> None:
        canvas = self.canv
        sheet = self.sheet
        for index, face in enumerate(self.faces):
            row, col = divmod(index, sheet.per_row)
            x = col * sheet.card_width
            y = (sheet.per_column - 1 - row) * sheet.card_height
            sheet.draw_face(canvas, face, x, y)


def details_lines(face: ProxyFace) -> tuple[str, str]:
    """The people, then what is known of the rank, size and figures per card and, once, what
    is not (``not known: rank, size, base and figures per card``); never a row of "?"."""
    parts = list(face.identity)
    if face.figures is not None:
        parts.append(tr("{figures} per card", figures=face.figures))
    if face.not_known:
        parts.append(tr("not known: {what}", what=listing(list(face.not_known))))
    return face.people, " · ".join(parts)


def render_proxies(
    cards_with_counts: Iterable[tuple[Card, int]],
    out: Output,
    paper: str | Paper = "a4",
    *,
    language: str | None = None,
) -> int:
    """Write the proxies of ``cards_with_counts`` (card, how many) to ``out`` in ``language``
    (None: the language in force); return the pages."""
    with using_language(language) as chosen:
        faces = proxy_faces(cards_with_counts)
        if not faces:
            raise BadInput(Message("printing.no-proxies"))
        return ProxySheet(faces, paper, language=chosen).render(out)
