"""One reference card of the roster, drawn straight as PDF operators.

A platypus Table per block cost most of a roster's time (cell wrapping, style resolution);
this block has a fixed geometry, so it measures itself with a few string widths and draws
lines and text directly (:class:`companion.printing.pdf_writer.Painter`). It splits between
figurine rows when a page is full.

What recurs from card to card is painted once per document and placed again
(:meth:`Painter.place`): the characteristic boxes with their labels, the wound track's header,
a row's lives boxes. What differs (names, values, figurine numbers) goes into one text object
per block. Wrapped lines are measured once per block.
"""

from __future__ import annotations

from companion.i18n import tr
from companion.printing.cardface import Cell
from companion.printing.drawing import text_width, wrap
from companion.printing.fonts import BOLD, REGULAR
from companion.printing.paper import MM
from companion.printing.pdf_writer import Painter, Text
from companion.printing.roster import RosterCard

SHADE = 0xE6 / 255
"""The grey of headers and missing values (#e6e6e6)."""
BAR = 0xD0 / 255
"""The grey of a card's header bar (#d0d0d0)."""


class CardBlock:
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
        self.card = card
        self.first = first
        self.last = card.figures if last is None else last
        self.continued = first > 1
        self.lives = card.track.life_boxes()

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
        return tr("{people} · {rank} · {size} · {figures} of {per_card} figures · card AP {ap} · "
                  "{entry_ap} AP", people=card.people, rank=card.rank, size=card.size,
                  figures=card.figures, per_card=card.figures_per_card, ap=card.ap,
                  entry_ap=card.entry_ap)

    def _bar_lines(self, width: float) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The title and the details, each wrapped to its share of the bar."""
        title = wrap(self._title(), BOLD, self.bar_font, width * 0.45)
        details = wrap(self._details(), REGULAR, self.detail_font, width * 0.55 - 3 * MM)
        return title, details

    def _text_lines(self, width: float) -> list[tuple[str, float, tuple[str, ...]]]:
        """Equipment and abilities: a bold label, its indent, and the text wrapped beside it."""
        parts = []
        if self.card.equipment and not self.continued:
            parts.append((tr("Equipment:"), "; ".join(self.card.equipment)))
        if self.card.abilities and not self.continued:
            parts.append((tr("Abilities:"), ", ".join(self.card.abilities)))
        result = []
        for label, text in parts:
            indent = text_width(label + " ", BOLD, self.text_font)
            result.append((label, indent, wrap(text, REGULAR, self.text_font, width - indent)))
        return result

    def _bar_height(self, title: tuple[str, ...], details: tuple[str, ...]) -> float:
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

    def measure(self, width: float) -> float:
        """The block's height at ``width`` (which it keeps for drawing)."""
        self.width = width
        rows = self.last - self.first + 1
        self.height = self._head_height(width) + rows * self._row_height()
        return self.height

    def split(self, available_width: float, available_height: float) -> list[CardBlock]:
        """Split between figurine rows; nothing to split if not even one row fits."""
        head = self._head_height(available_width)
        fits = int((available_height - head) // self._row_height())
        if fits < 1 or self.first + fits > self.last:
            return []
        cut = self.first + fits - 1
        return [CardBlock(self.card, self.first, cut), CardBlock(self.card, cut + 1, self.last)]

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, painter: Painter) -> None:
        """Draw the block with its lower left corner at the origin (after :meth:`measure`)."""
        width = self.width
        y = self.height
        title, details = self._bar_lines(width)
        bar = self._bar_height(title, details)
        painter.line_width(0.8)
        painter.fill(BAR)
        painter.rect(0, y - bar, width, bar, fill=True)
        painter.fill(0)
        if not self.continued:
            self._draw_cell_boxes(painter, y - bar)
        with painter.text() as text:
            for n, line in enumerate(title):
                text.left(2 * MM, y - 2 - (n + 1) * (self.bar_font + 1.5) + 1.5, line,
                          BOLD, self.bar_font)
            for n, line in enumerate(details):
                text.left(width * 0.45 + 3 * MM, y - 2 - (n + 1) * (self.detail_font + 1.5) + 1,
                          line, REGULAR, self.detail_font)
            y -= bar
            if not self.continued:
                y = self._draw_cell_values(text, y)
                text_lines = self._text_lines(width)
                for label, indent, lines in text_lines:
                    for n, line in enumerate(lines):
                        y -= self.text_leading
                        if n == 0:
                            text.left(0, y + 0.5, label, BOLD, self.text_font)
                        text.left(indent, y + 0.5, line, REGULAR, self.text_font)
                if text_lines:
                    y -= self.gap
            y -= self.gap
            self._draw_track(painter, text, y)

    # The characteristic boxes: one form per set of labels, missing marks and box width.
    def _cell_width(self) -> float:
        return self.width / max(len(self.card.cells), self.min_cells)

    def _draw_cell_boxes(self, painter: Painter, top: float) -> None:
        cells = self.card.cells
        cell_width = self._cell_width()
        height = self.cell_label_height + self.cell_value_height
        key = ("cells", tuple((c.short, c.missing) for c in cells), cell_width, height,
               self.cell_label_height)
        painter.place(key, lambda snippet: self._paint_cell_boxes(snippet, cells, cell_width),
                      0, top - height)

    def _paint_cell_boxes(self, painter: Painter, cells: tuple[Cell, ...],
                          cell_width: float) -> None:
        """The boxes (grey where missing) and their labels, the lower left corner at 0, 0."""
        height = self.cell_label_height + self.cell_value_height
        label_line = height - self.cell_label_height
        painter.line_width(0.5)
        painter.stroke(0)
        painter.fill(SHADE)
        for index, cell in enumerate(cells):
            if cell.missing:
                painter.rect(index * cell_width, 0, cell_width, height, fill=True, stroke=False)
        painter.fill(0)
        right = len(cells) * cell_width
        painter.rect(0, 0, right, height)
        painter.lines([(0, label_line, right, label_line)]
                      + [(index * cell_width, 0, index * cell_width, height)
                         for index in range(1, len(cells))])
        with painter.text() as text:
            for index, cell in enumerate(cells):
                text.centred(index * cell_width + cell_width / 2, label_line + 3, cell.short,
                             BOLD, 6.5)

    def _draw_cell_values(self, text: Text, top: float) -> float:
        cell_width = self._cell_width()
        bottom = top - self.cell_label_height - self.cell_value_height
        for index, cell in enumerate(self.card.cells):
            text.centred(index * cell_width + cell_width / 2, bottom + 4, cell.printed, BOLD, 9.5)
        return bottom

    # The wound track: a shaded header, then a row per figurine.
    def _track_columns(self) -> tuple[list[tuple[str, float]], float]:
        """(label, width) of each column, Notes last; and where Notes starts."""
        columns = [(tr("Figure"), self.figure_column)] + [(box, self.box_width)
                                                      for box in self.card.track.boxes]
        if self.lives:
            columns.append((tr("{ability}: lives", ability=self.card.track.ability),
                            self.lives_width))
        used = sum(w for _, w in columns)
        columns.append((tr("Notes"), self.width - used))
        return columns, used

    def _draw_track(self, painter: Painter, text: Text, top: float) -> None:
        columns, used = self._track_columns()
        rows = self.last - self.first + 1
        row_height = self._row_height()
        header = self.track_header_height
        bottom = top - header - rows * row_height
        width = self.width
        painter.place(("track-header", tuple(columns), header, width),
                      lambda snippet: self._paint_track_header(snippet, columns), 0, top - header)
        painter.line_width(0.6)
        painter.rect(0, bottom, width, top - bottom)
        segments = []
        x = 0.0
        for _label, column_width in columns[:-1]:
            x += column_width
            segments.append((x, top, x, bottom))
        y = top - header
        segments.append((0, y, width, y))
        lives_x = used - self.lives_width
        for figure in range(self.first, self.last + 1):
            text.left(2 * MM, y - row_height / 2 - 3, f"#{figure}", REGULAR, 8)
            if self.lives:
                painter.place(("lives", self.lives, self.life_leading, row_height),
                              self._paint_lives, lives_x, y - row_height)
            y -= row_height
            if figure < self.last:
                segments.append((0, y, width, y))
        painter.lines(segments)

    def _paint_track_header(self, painter: Painter, columns: list[tuple[str, float]]) -> None:
        """The shaded band and the column labels, the lower left corner at 0, 0."""
        header = self.track_header_height
        painter.fill(SHADE)
        painter.rect(0, 0, self.width, header, fill=True, stroke=False)
        painter.fill(0)
        with painter.text() as text:
            x = 0.0
            for label, column_width in columns:
                text.centred(x + column_width / 2, 3.5, label, BOLD, 7)
                x += column_width

    def _paint_lives(self, painter: Painter) -> None:
        """A row's lives boxes, its lower left corner at 0, 0."""
        row_height = self._row_height()
        painter.fill(0)
        with painter.text() as text:
            for n, life in enumerate(self.lives):
                text.left(1.5 * MM, row_height - 2 - (n + 1) * self.life_leading + 1.5,
                          f"☐ {life}", REGULAR, 6)
