"""The roster's PDF: a summary block, the violations, then one block per reference card.

Drawn straight as PDF operators (:mod:`companion.printing.pdf_writer`), laid out here: a
column of blocks from the top of the page down, a block that does not fit going to the next
page (a card block splits between figurine rows; a paragraph between lines). The geometry and
the type sizes are those of every sheet (:class:`companion.printing.sheet.Sheet` and its
paragraph styles); text prints exactly as typed (nothing is markup).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from companion import __version__
from companion.i18n import N_, tr, using_language
from companion.i18n.engine import source_text
from companion.printing.card_block import SHADE, CardBlock
from companion.printing.cardface import MISSING_LEGEND
from companion.printing.drawing import fit, text_width
from companion.printing.fonts import BOLD, ITALIC, REGULAR, register_fonts
from companion.printing.paper import MM, Paper, parse_paper
from companion.printing.pdf_writer import Output, Painter, PdfDocument
from companion.printing.roster import RosterData, RosterViolation
from companion.printing.wound_track import TRACK_SOURCE

SUMMARY_GRID = 0.6
SUMMARY_PADDING_X = 6.0
SUMMARY_PADDING_Y = 2.0
SUMMARY_FONT_SIZE = 7.5
SUMMARY_LEADING = 9.0
SOURCE_GREY = 0x33 / 255
"""The grey of the legend (#333333)."""

Run = tuple[str, str]
"""A piece of text and its font."""


class Block(Protocol):
    """What the layout places: measured at a width, drawn from its lower left corner."""

    def measure(self, width: float) -> float: ...

    def split(self, width: float, available: float) -> Sequence[Block]: ...

    def draw(self, painter: Painter) -> None: ...


class Paragraph:
    """Lines of text in one size and leading, wrapped to the width; runs may change font
    (the violation's source in italic). The first baseline is ``size`` below the top."""

    def __init__(self, runs: Sequence[Run], size: float, leading: float, *, grey: float = 0,
                 lines: list[list[Run]] | None = None) -> None:
        self.runs = runs
        self.size = size
        self.leading = leading
        self.grey = grey
        self.lines = lines

    def measure(self, width: float) -> float:
        if self.lines is None:
            self.lines = wrap_runs(self.runs, self.size, width)
        return len(self.lines) * self.leading

    def split(self, width: float, available: float) -> list[Paragraph]:
        lines = self.lines if self.lines is not None else wrap_runs(self.runs, self.size, width)
        fits = int(available // self.leading)
        if fits < 1 or fits >= len(lines):
            return []
        return [Paragraph(self.runs, self.size, self.leading, grey=self.grey, lines=lines[:fits]),
                Paragraph(self.runs, self.size, self.leading, grey=self.grey, lines=lines[fits:])]

    def draw(self, painter: Painter) -> None:
        assert self.lines is not None
        painter.fill(self.grey)
        top = len(self.lines) * self.leading
        with painter.text() as text:
            for n, line in enumerate(self.lines):
                x, y = 0.0, top - self.size - n * self.leading
                for piece, font in line:
                    text.left(x, y, piece, font, self.size)
                    x += text_width(piece, font, self.size)
        painter.fill(0)


def wrap_runs(runs: Sequence[Run], size: float, width: float) -> list[list[Run]]:
    """The runs broken into lines no wider than ``width`` between words (a word wider than
    the line alone is broken between characters); each line as runs of one font. White space
    collapses to single spaces, as in a platypus Paragraph."""
    words: list[Run] = []
    for text, font in runs:
        for word in text.split():
            if text_width(word, font, size) > width:
                words.extend((piece, font) for piece in fit(word, font, size, width))
            else:
                words.append((word, font))
    lines: list[list[Run]] = []
    line: list[Run] = []
    used = 0.0
    for word, font in words:
        space = text_width(" ", line[-1][1], size) if line else 0.0
        advance = text_width(word, font, size)
        if line and used + space + advance > width:
            lines.append(line)
            line, used, space = [], 0.0, 0.0
        if line and line[-1][1] == font:
            line[-1] = (f"{line[-1][0]} {word}", font)
        elif line:
            line[-1] = (line[-1][0] + " ", line[-1][1])
            line.append((word, font))
        else:
            line.append((word, font))
        used += space + advance
    if line or not lines:
        lines.append(line)
    return lines


class SummaryBlock:
    """The roster's summary: a shaded row of bold labels over a row of values, in a 0.6 pt
    grid with round caps; 6 by 2 points of padding, each cell's text wrapped to its width
    and centred vertically in its row."""

    def __init__(self, labels: list[str], values: list[str], widths: list[float]) -> None:
        self.rows: list[list[Run]] = [
            [(label, BOLD) for label in labels],
            [(value, REGULAR) for value in values[:-1]] + [(values[-1], BOLD)],
        ]
        self.widths = widths

    def cells(self) -> list[list[list[str]]]:
        """Each row's cells as wrapped lines."""
        return [[[piece for line in wrap_runs([run], SUMMARY_FONT_SIZE,
                                             width - 2 * SUMMARY_PADDING_X)
                  for piece, _font in line]
                 for run, width in zip(row, self.widths)] for row in self.rows]

    def fits(self) -> bool:
        """Whether every cell's text holds on one line."""
        return all(len(cell) <= 1 for row in self.cells() for cell in row)

    def measure(self, width: float) -> float:
        self.wrapped = self.cells()
        self.heights = [max(len(cell) for cell in row) * SUMMARY_LEADING + 2 * SUMMARY_PADDING_Y
                        for row in self.wrapped]
        self.width = sum(self.widths)
        self.height = sum(self.heights)
        return self.height

    def split(self, width: float, available: float) -> list[SummaryBlock]:
        return []

    def draw(self, painter: Painter) -> None:
        width, height = self.width, self.height
        columns = [0.0]
        for column_width in self.widths:
            columns.append(columns[-1] + column_width)
        rows = [height]
        for row_height in self.heights:
            rows.append(rows[-1] - row_height)
        painter.fill(SHADE)
        painter.rect(0, rows[1], width, self.heights[0], fill=True, stroke=False)
        painter.fill(0)
        with painter.text() as text:
            for r, row in enumerate(self.wrapped):
                for c, lines in enumerate(row):
                    font = self.rows[r][c][1]
                    top = rows[r + 1] + (self.heights[r] + len(lines) * SUMMARY_LEADING) / 2
                    for n, line in enumerate(lines):
                        text.left(columns[c] + SUMMARY_PADDING_X,
                                  top - SUMMARY_FONT_SIZE - n * SUMMARY_LEADING, line, font,
                                  SUMMARY_FONT_SIZE)
        with painter.shifted(0, 0):
            painter.literal("1 J 1 j")
            painter.line_width(SUMMARY_GRID)
            painter.stroke(0)
            painter.rect(0, 0, width, height)
            painter.lines([(0, y, width, y) for y in rows[1:-1]]
                          + [(x, 0, x, height) for x in columns[1:-1]])


class RosterSheet:
    """One army list on as few pages as it takes; each card block splits only between
    figurine rows. Margins as every sheet's: 12 mm, 14 mm at the bottom for the footer."""

    title = N_("Roster")
    margin_left = 12 * MM
    margin_right = 12 * MM
    margin_top = 12 * MM
    margin_bottom = 14 * MM
    footer_size = 7.0

    def __init__(self, data: RosterData, paper: str | Paper = Paper.A4, *,
                 language: str | None = None) -> None:
        self.paper = parse_paper(paper)
        self.language = language
        self.data = data
        register_fonts()

    @property
    def pagesize(self) -> tuple[float, float]:
        return self.paper.size

    @property
    def frame_width(self) -> float:
        return self.pagesize[0] - self.margin_left - self.margin_right

    def footer_text(self) -> str:
        return f"{tr('Roster')} · {self.data.name} · {self.data.ruleset}"

    # -- content ----------------------------------------------------------------------------
    def story(self) -> list[tuple[float, Block]]:
        """The blocks in reading order, each with the space above it (none at a page top)."""
        story: list[tuple[float, Block]] = [
            (0, Paragraph([(self.data.name, BOLD)], 16, 19)),
            (3, Paragraph([(self.data.people, BOLD)], 9, 11)),
            (1 + 1.5 * MM, self.summary()),
        ]
        gap = 2 * MM  # below the summary
        for space, block in self.verdict():
            story.append((gap + space, block))
            gap = 0
        for card in self.data.cards:
            story.append((gap + 3 * MM, CardBlock(card)))
            gap = 0
        legend = tr(
            "Wound track: tick the worst wound the figurine has; a new wound no worse than it "
            "worsens it by one level; Stunned and Killed are not wounds ({source}).",
            source=source_text(TRACK_SOURCE),
        )
        if self.data.has_missing:
            legend += " " + tr("Grey box {legend}.", legend=tr(MISSING_LEGEND))
        story.append((3 * MM, Paragraph([(legend, REGULAR)], 6.5, 8, grey=SOURCE_GREY)))
        return story

    def summary_cells(self) -> tuple[list[str], list[str], list[float]]:
        """The summary's labels, values and column widths."""
        data = self.data
        labels = [tr("Ruleset"), tr("Points"), tr("Total AP"), tr("Allowance"), tr("Allies"),
                  tr("Status")]
        status = tr("LEGAL ✓") if data.legal else tr("NOT LEGAL ✗ ({count})",
                                                       count=len(data.violations))
        values = [
            data.ruleset,
            data.points,
            str(data.total_ap),
            str(data.allowance),
            f"{data.ally_ap} {tr('AP')} · {data.ally_share}",
            status,
        ]
        width = self.frame_width
        widths = [0.27 * width, 0.11 * width, 0.11 * width, 0.11 * width, 0.19 * width, 0.21 * width]
        return labels, values, widths

    def summary(self) -> SummaryBlock:
        return SummaryBlock(*self.summary_cells())

    def verdict(self) -> list[tuple[float, Paragraph]]:
        """The violations (message and source) and the warnings, if any, each with the space
        above it: 3 points above a heading, 1 below it (the "h3" style)."""
        data = self.data
        blocks: list[tuple[float, Paragraph]] = []
        for heading, lines, mark in ((tr("✗ This list breaks the rules:"), data.violations, "✗"),
                                     (tr("! Worth knowing:"), data.warnings, "!")):
            if lines:
                blocks.append((3, Paragraph([(heading, BOLD)], 9, 11)))
                blocks.extend((1 if n == 0 else 0, self.violation_line(line, mark))
                              for n, line in enumerate(lines))
        return blocks

    def violation_line(self, violation: RosterViolation, mark: str) -> Paragraph:
        """``✗ message (entry 2) — source``, the source in italic."""
        where = ""
        if violation.entries:
            numbers = ", ".join(str(n) for n in violation.entries)
            where = " " + (tr("(entry {numbers})", numbers=numbers) if len(violation.entries) == 1
                           else tr("(entries {numbers})", numbers=numbers))
        runs: list[Run] = [(f"{mark} {violation.message}{where}", REGULAR)]
        if violation.source:
            runs.append((f"— {violation.source}", ITALIC))
        return Paragraph(runs, 8.5, 10.5)

    # -- rendering --------------------------------------------------------------------------
    def render(self, out: Output) -> int:
        """Write the PDF to ``out`` in the sheet's language and return its number of pages."""
        with using_language(self.language):
            return self._render(out)

    def _render(self, out: Output) -> int:
        doc = PdfDocument(title=tr(self.title), author="companion",
                          creator=f"companion {__version__}")
        width = self.frame_width
        left, bottom = self.margin_left, self.margin_bottom
        top = self.pagesize[1] - self.margin_top
        painter = Painter(doc)
        y = top
        for gap, block in self.story():
            pending: Block | None = block
            while pending is not None:
                if y < top:
                    y -= gap
                height = pending.measure(width)
                if y - height >= bottom:
                    with painter.shifted(left, y - height):
                        pending.draw(painter)
                    y -= height
                    pending = None
                    continue
                parts = pending.split(width, y - bottom)
                if parts:
                    first, pending = parts
                    height = first.measure(width)
                    with painter.shifted(left, y - height):
                        first.draw(painter)
                elif y == top:  # taller than a page and nowhere to split: it overflows
                    with painter.shifted(left, y - height):
                        pending.draw(painter)
                    y -= height
                    pending = None
                    continue
                self._finish_page(doc, painter)
                painter, y, gap = Painter(doc), top, 0
        self._finish_page(doc, painter)
        return doc.write(out)

    def _finish_page(self, doc: PdfDocument, painter: Painter) -> None:
        """The footer (title, ruleset, page number), then the page into the document. A left
        part too long for the room beside the page number is cut short with an ellipsis."""
        y = self.margin_bottom / 2
        size = self.footer_size
        page = tr("page {page} · companion {version}", page=len(doc.pages) + 1,
                  version=__version__)
        room = self.frame_width - text_width(page, REGULAR, size) - 4 * MM
        painter.fill(0)
        with painter.text() as text:
            text.left(self.margin_left, y, shortened(self.footer_text(), REGULAR, size, room),
                      REGULAR, size)
            text.right(self.pagesize[0] - self.margin_right, y, page, REGULAR, size)
        doc.add_page(self.pagesize, painter)


def shortened(text: str, font: str, size: float, width: float) -> str:
    """``text`` if it holds in ``width``, else its longest beginning that holds with "…"."""
    if text_width(text, font, size) <= width:
        return text
    cut = len(text)
    while cut > 0 and text_width(text[:cut].rstrip() + "…", font, size) > width:
        cut -= max(1, cut // 8) if text_width(text[:cut], font, size) > 2 * width else 1
    return text[:cut].rstrip() + "…"
