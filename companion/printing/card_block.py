"""One reference card of the roster: a platypus flowable drawn on reportlab's canvas.

The block has a fixed geometry: a header bar (number, name, people, rank, size, figures, AP;
what no source says of them named once, not as a row of "?"),
the characteristics in a row of boxes (grey where missing), the equipment, the abilities and
the options taken (a line per kind), then the wound track, one row per figurine. A block that does not fit the rest of a page splits
between figurine rows; the part on the next page repeats the header bar marked "continued".
"""

from __future__ import annotations

from itertools import accumulate
from typing import TYPE_CHECKING

from reportlab.lib import colors
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable

from companion.i18n import tr, trn
from companion.i18n.render import listing
from companion.printing.fonts import BOLD, REGULAR
from companion.printing.paper import MM

if TYPE_CHECKING:
    from companion.printing.roster import RosterCard

SHADE = colors.HexColor("#e6e6e6")
"""The grey of headers and missing values."""
BAR = colors.HexColor("#d0d0d0")
"""The grey of a card's header bar."""


class CardBlock(Flowable):
    """Header bar, characteristics, equipment and abilities, then one track row per figurine.

    ``first`` and ``last`` are the figurines (1-based, inclusive) this part of the block shows;
    a part after a page break repeats the header bar marked "continued".
    """

    space_above = 3 * MM
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
        self.spaceBefore = self.space_above  # (platypus drops it at the top of a frame)

    # -- measures ---------------------------------------------------------------------------
    def _title(self) -> str:
        title = f"{self.card.number} · {self.card.name}"
        if self.card.incarnation:
            title += " " + tr("(Incarnation)")
        if self.continued:
            title += " " + tr("(continued)")
        return title

    def _details(self) -> str:
        card = self.card
        if not card.known:
            return tr("UNKNOWN CARD {card_id}: not in the library", card_id=card.card_id)
        if card.figures_per_card is None:
            figures = trn("{count} figurine", "{count} figurines", card.figures)
        else:
            figures = trn("{count} figurine of {limit}", "{count} figurines of {limit}", card.figures,
                          limit=card.figures_per_card)
        parts = [card.people, *card.identity, figures, tr("card AP {ap}", ap=card.ap),
                 tr("{ap} AP", ap=card.entry_ap)]
        if card.not_known:
            parts.append(tr("not known: {what}", what=listing(list(card.not_known))))
        return " · ".join(parts)

    def _bar_lines(self, width: float) -> tuple[list[str], list[str]]:
        """The title and the details, each wrapped to its share of the bar."""
        title = simpleSplit(self._title(), BOLD, self.bar_font, width * 0.45)
        details = simpleSplit(self._details(), REGULAR, self.detail_font, width * 0.55 - 3 * MM)
        return title, details

    def _text_lines(self, width: float) -> list[tuple[str, float, list[str]]]:
        """Equipment, abilities and options: a bold label, its indent, and the text wrapped beside it."""
        parts = []
        if self.card.equipment and not self.continued:
            parts.append((tr("Equipment:"), "; ".join(self.card.equipment)))
        if self.card.abilities and not self.continued:
            parts.append((tr("Abilities:"), ", ".join(self.card.abilities)))
        if not self.continued:
            parts += [(tr("{kind}:", kind=kind), text) for kind, text in self.card.options]
        result = []
        for label, text in parts:
            indent = stringWidth(label + " ", BOLD, self.text_font)
            lines = simpleSplit(text, REGULAR, self.text_font, width - indent)
            result.append((label, indent, lines))
        return result

    def _bar_height(self, title: list[str], details: list[str]) -> float:
        return max(len(title) * (self.bar_font + 2), len(details) * (self.detail_font + 1.5)) + 4

    def _row_height(self) -> float:
        return max(self.row_height, len(self.lives) * self.life_leading + 3)

    def _head_height(self, width: float) -> float:
        height = self._bar_height(*self._bar_lines(width))
        if not self.continued:
            height += self.cell_label_height + self.cell_value_height
            lines = sum(len(lines) for _, _, lines in self._text_lines(width))
            height += lines * self.text_leading + (self.gap if lines else 0)
        return height + self.gap + self.track_header_height

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        """The block's size at ``available_width`` (it takes the whole width)."""
        self.width = available_width
        rows = self.last - self.first + 1
        self.height = self._head_height(available_width) + rows * self._row_height()
        return self.width, self.height

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
        """Draw the block from its top down, its lower left corner at the origin."""
        canvas = self.canv
        width, y = self.width, self.height
        title, details = self._bar_lines(width)
        bar = self._bar_height(title, details)
        canvas.setLineWidth(0.8)
        canvas.setFillColor(BAR)
        canvas.rect(0, y - bar, width, bar, stroke=1, fill=1)
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
            y = self._draw_texts(y)
        self._draw_track(y - self.gap)

    def _cell_width(self) -> float:
        return self.width / max(len(self.card.cells), self.min_cells)

    def _draw_cells(self, top: float) -> float:
        """The characteristic boxes: the short name above, the value (or "?") below; the
        boxes of missing values grey. Returns the y under them."""
        canvas = self.canv
        cells = self.card.cells
        cell_width = self._cell_width()
        bottom = top - self.cell_label_height - self.cell_value_height
        label_line = bottom + self.cell_value_height
        right = len(cells) * cell_width
        canvas.setFillColor(SHADE)
        for index, cell in enumerate(cells):
            if cell.missing:
                canvas.rect(index * cell_width, bottom, cell_width, top - bottom, stroke=0, fill=1)
        canvas.setFillColor(colors.black)
        canvas.setLineWidth(0.5)
        canvas.rect(0, bottom, right, top - bottom)
        canvas.lines([(0, label_line, right, label_line)]
                     + [(index * cell_width, bottom, index * cell_width, top)
                        for index in range(1, len(cells))])
        canvas.setFont(BOLD, 6.5)
        for index, cell in enumerate(cells):
            canvas.drawCentredString((index + 0.5) * cell_width, label_line + 3, cell.short)
        canvas.setFont(BOLD, 9.5)
        for index, cell in enumerate(cells):
            canvas.drawCentredString((index + 0.5) * cell_width, bottom + 4, cell.printed)
        return bottom

    def _draw_texts(self, top: float) -> float:
        """The equipment, abilities and options lines; returns the y under them."""
        canvas = self.canv
        y = top
        text_lines = self._text_lines(self.width)
        for label, indent, lines in text_lines:
            canvas.setFont(BOLD, self.text_font)
            canvas.drawString(0, y - self.text_leading + 0.5, label)
            canvas.setFont(REGULAR, self.text_font)
            for line in lines:
                y -= self.text_leading
                canvas.drawString(indent, y + 0.5, line)
        return y - self.gap if text_lines else y

    def _track_columns(self) -> tuple[list[tuple[str, float]], float]:
        """(label, width) of each column of the wound track, Notes last; and where Notes
        starts."""
        columns = [(tr("Figure"), self.figure_column)] + [(box, self.box_width)
                                                      for box in self.card.track.boxes]
        if self.lives:
            columns.append((tr("{ability}: lives", ability=self.card.track.ability),
                            self.lives_width))
        used = sum(w for _, w in columns)
        columns.append((tr("Notes"), self.width - used))
        return columns, used

    def _draw_track(self, top: float) -> None:
        """The wound track: a shaded header of column labels, then a row per figurine with
        its number and, for huge creatures, the lives to tick."""
        canvas = self.canv
        columns, used = self._track_columns()
        row_height = self._row_height()
        header = self.track_header_height
        first_row = top - header
        bottom = first_row - (self.last - self.first + 1) * row_height
        width = self.width
        canvas.setFillColor(SHADE)
        canvas.rect(0, first_row, width, header, stroke=0, fill=1)
        canvas.setFillColor(colors.black)
        canvas.setFont(BOLD, 7)
        x = 0.0
        for label, column_width in columns:
            canvas.drawCentredString(x + column_width / 2, first_row + 3.5, label)
            x += column_width
        rows = range(self.first, self.last + 1)
        segments = [(x, top, x, bottom) for x in accumulate(w for _, w in columns[:-1])]
        segments += [(0, first_row - n * row_height, width, first_row - n * row_height)
                     for n in range(len(rows))]
        canvas.setLineWidth(0.6)
        canvas.rect(0, bottom, width, top - bottom)
        canvas.lines(segments)
        canvas.setFont(REGULAR, 8)
        for n, figure in enumerate(rows):
            canvas.drawString(2 * MM, first_row - n * row_height - row_height / 2 - 3,
                              f"#{figure}")
        if self.lives:
            canvas.setFont(REGULAR, 6)
            lives_x = used - self.lives_width + 1.5 * MM
            for n in range(len(rows)):
                row_top = first_row - n * row_height
                for k, life in enumerate(self.lives):
                    canvas.drawString(lives_x, row_top - 2 - (k + 1) * self.life_leading + 1.5,
                                      f"☐ {life}")
