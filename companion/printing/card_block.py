"""One reference card of the roster, drawn straight on the canvas.

A platypus Table per block cost most of a roster's time (cell wrapping, style resolution);
this block has a fixed geometry, so it measures itself with a few string widths and draws
lines and text directly. It splits between figurine rows when a page is full.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable

from companion.printing.fonts import BOLD, REGULAR
from companion.printing.paper import MM
from companion.printing.roster import RosterCard

SHADE = colors.HexColor("#e6e6e6")
BAR = colors.HexColor("#d0d0d0")


class CardBlock(Flowable):
    """Header bar, characteristics, equipment and abilities, then one track row per figurine.

    ``first`` and ``last`` are the figurines (1-based, inclusive) this part of the block shows;
    a part after a page break repeats the header bar marked "continued".
    """

    bar_font = 9.0
    detail_font = 7.0
    text_font = 8.0
    text_leading = 9.8
    cell_label_height = 3.6 * MM
    cell_value_height = 5.4 * MM
    min_cells = 12
    track_header_height = 4.2 * MM
    row_height = 7.5 * MM
    figure_column = 14 * MM
    box_width = 15 * MM
    lives_width = 34 * MM
    life_leading = 7.0
    gap = 1.2 * MM

    def __init__(self, card: RosterCard, first: int = 1, last: int | None = None) -> None:
        super().__init__()
        self.card = card
        self.first = first
        self.last = card.figures if last is None else last
        self.continued = first > 1
        self.lives = card.track.life_boxes()

    # -- measures ---------------------------------------------------------------------------
    def _title(self) -> str:
        title = f"{self.card.number} · {self.card.name}"
        if self.card.incarnation:
            title += " (Incarnation)"
        if self.continued:
            title += " (continued)"
        return title

    def _details(self) -> str:
        card = self.card
        if not card.known:
            return f"UNKNOWN CARD {card.card_id}: not in the library"
        return (f"{card.people} · {card.rank} · {card.size} · {card.figures} of "
                f"{card.figures_per_card} figures · card AP {card.ap} · {card.entry_ap} AP")

    def _bar_lines(self, width: float) -> tuple[list[str], list[str]]:
        """The title and the details, each wrapped to its share of the bar."""
        title = simpleSplit(self._title(), BOLD, self.bar_font, width * 0.45)
        details = simpleSplit(self._details(), REGULAR, self.detail_font, width * 0.55 - 3 * MM)
        return title, details

    def _text_lines(self, width: float) -> list[tuple[str, list[str]]]:
        """Equipment and abilities: a bold label and the text wrapped beside it."""
        parts = []
        if self.card.equipment and not self.continued:
            parts.append(("Equipment:", "; ".join(self.card.equipment)))
        if self.card.abilities and not self.continued:
            parts.append(("Abilities:", ", ".join(self.card.abilities)))
        result = []
        for label, text in parts:
            indent = stringWidth(label + " ", BOLD, self.text_font)
            result.append((label, simpleSplit(text, REGULAR, self.text_font, width - indent)))
        return result

    def _row_height(self) -> float:
        return max(self.row_height, len(self.lives) * self.life_leading + 3)

    def _head_height(self, width: float) -> float:
        title, details = self._bar_lines(width)
        bar = max(len(title) * (self.bar_font + 2), len(details) * (self.detail_font + 1.5)) + 4
        height = bar
        if not self.continued:
            height += self.cell_label_height + self.cell_value_height
            lines = sum(len(lines) for _, lines in self._text_lines(width))
            height += lines * self.text_leading + (self.gap if lines else 0)
        return height + self.gap + self.track_header_height

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        rows = self.last - self.first + 1
        self.height = self._head_height(available_width) + rows * self._row_height()
        return (self.width, self.height)

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        """Split between figurine rows; nothing to split if not even one row fits."""
        head = self._head_height(available_width)
        fits = int((available_height - head) // self._row_height())
        if fits < 1 or self.first + fits > self.last:
            return []
        cut = self.first + fits - 1
        return [CardBlock(self.card, self.first, cut), CardBlock(self.card, cut + 1, self.last)]

    # -- drawing ----------------------------------------------------------------------------
    def draw(self) -> None:
        canvas = self.canv
        width = self.width
        y = self.height
        title, details = self._bar_lines(width)
        bar = max(len(title) * (self.bar_font + 2), len(details) * (self.detail_font + 1.5)) + 4
        canvas.setLineWidth(0.8)
        canvas.setFillColor(BAR)
        canvas.rect(0, y - bar, width, bar, fill=1, stroke=1)
        canvas.setFillColor(colors.black)
        canvas.setFont(BOLD, self.bar_font)
        for n, line in enumerate(title):
            canvas.drawString(2 * MM, y - 2 - (n + 1) * (self.bar_font + 1.5) + 1.5, line)
        canvas.setFont(REGULAR, self.detail_font)
        for n, line in enumerate(details):
            canvas.drawString(width * 0.45 + 3 * MM,
                              y - 2 - (n + 1) * (self.detail_font + 1.5) + 1, line)
        y -= bar
        if not self.continued:
            y = self._draw_cells(y)
            for label, lines in self._text_lines(width):
                indent = stringWidth(label + " ", BOLD, self.text_font)
                for n, line in enumerate(lines):
                    y -= self.text_leading
                    if n == 0:
                        canvas.setFont(BOLD, self.text_font)
                        canvas.drawString(0, y + 0.5, label)
                    canvas.setFont(REGULAR, self.text_font)
                    canvas.drawString(indent, y + 0.5, line)
            if self._text_lines(width):
                y -= self.gap
        y -= self.gap
        self._draw_track(y)

    def _draw_cells(self, top: float) -> float:
        canvas = self.canv
        cells = self.card.cells
        cell_width = self.width / max(len(cells), self.min_cells)
        height = self.cell_label_height + self.cell_value_height
        canvas.setLineWidth(0.5)
        for index, cell in enumerate(cells):
            x = index * cell_width
            if cell.missing:
                canvas.setFillColor(SHADE)
                canvas.rect(x, top - height, cell_width, height, fill=1, stroke=0)
                canvas.setFillColor(colors.black)
            canvas.rect(x, top - height, cell_width, height)
            canvas.line(x, top - self.cell_label_height, x + cell_width, top - self.cell_label_height)
            canvas.setFont(BOLD, 6.5)
            canvas.drawCentredString(x + cell_width / 2, top - self.cell_label_height + 3, cell.short)
            canvas.setFont(BOLD, 9.5)
            canvas.drawCentredString(x + cell_width / 2, top - height + 4, cell.printed)
        return top - height

    def _draw_track(self, top: float) -> None:
        canvas = self.canv
        boxes = self.card.track.boxes
        columns = [("Figure", self.figure_column)] + [(box, self.box_width) for box in boxes]
        if self.lives:
            columns.append((f"{self.card.track.ability}: lives", self.lives_width))
        used = sum(w for _, w in columns)
        columns.append(("Notes", self.width - used))
        rows = self.last - self.first + 1
        row_height = self._row_height()
        bottom = top - self.track_header_height - rows * row_height
        canvas.setFillColor(SHADE)
        canvas.rect(0, top - self.track_header_height, self.width, self.track_header_height,
                    fill=1, stroke=0)
        canvas.setFillColor(colors.black)
        canvas.setLineWidth(0.6)
        canvas.rect(0, bottom, self.width, top - bottom)
        x = 0.0
        canvas.setFont(BOLD, 7)
        for label, column_width in columns:
            canvas.drawCentredString(x + column_width / 2, top - self.track_header_height + 3.5, label)
            x += column_width
            canvas.line(x, top, x, bottom)
        y = top - self.track_header_height
        canvas.line(0, y, self.width, y)
        lives_x = used - self.lives_width
        for figure in range(self.first, self.last + 1):
            canvas.setFont(REGULAR, 8)
            canvas.drawString(2 * MM, y - row_height / 2 - 3, f"#{figure}")
            if self.lives:
                canvas.setFont(REGULAR, 6)
                for n, life in enumerate(self.lives):
                    canvas.drawString(lives_x + 1.5 * MM, y - 2 - (n + 1) * self.life_leading + 1.5,
                                      f"☐ {life}")
            y -= row_height
            canvas.line(0, y, self.width, y)
