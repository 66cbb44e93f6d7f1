"""The roster's PDF: a summary block, the violations, then one block per reference card."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from companion.printing.cardface import MISSING_LEGEND
from companion.printing.drawing import Lines, text_width
from companion.printing.fonts import BOLD, REGULAR
from companion.printing.markup import bold, escape
from companion.printing.paper import MM, Paper
from companion.printing.card_block import CardBlock
from companion.printing.roster import RosterCard, RosterData, RosterViolation
from companion.printing.sheet import Sheet
from companion.printing.wound_track import TRACK_SOURCE

SHADE = colors.HexColor("#e6e6e6")
SUMMARY_GRID = 0.6
SUMMARY_PADDING_X = 6.0  # platypus Table's default left and right cell padding
SUMMARY_PADDING_Y = 2.0
SUMMARY_FONT_SIZE = 7.5  # the "cell" paragraph style
SUMMARY_LEADING = 9.0


class RosterSheet(Sheet):
    """One army list on as few pages as it takes; each card block stays on one page."""

    title = "Roster"

    def __init__(self, data: RosterData, paper: str | Paper = Paper.A4) -> None:
        super().__init__(paper)
        self.data = data

    def footer_text(self) -> str:
        return f"Roster · {self.data.name} · {self.data.ruleset}"

    # -- story ------------------------------------------------------------------------------
    def story(self) -> list[Flowable]:
        story: list[Flowable] = [
            Paragraph(escape(self.data.name), self.styles["title"]),
            Paragraph(escape(self.data.people), self.styles["h3"]),
            Spacer(0, 1.5 * MM),
            self.summary(),
            Spacer(0, 2 * MM),
        ]
        story.extend(self.verdict())
        for card in self.data.cards:
            story.append(Spacer(0, 3 * MM))
            story.append(self.card_block(card))
        story.append(Spacer(0, 3 * MM))
        legend = (
            "Wound track: tick the worst wound the figurine has; a new wound no worse than it "
            f"worsens it by one level; Stunned and Killed are not wounds ({TRACK_SOURCE})."
        )
        if self.data.has_missing:
            legend += f" Grey box {MISSING_LEGEND}."
        story.append(Paragraph(escape(legend), self.styles["source"]))
        return story

    def summary_cells(self) -> tuple[list[str], list[str], list[float]]:
        """The summary's labels, values (as typed, not escaped) and column widths."""
        data = self.data
        labels = ["Ruleset", "Points", "Total AP", "Allowance", "Allies", "Status"]
        status = "LEGAL ✓" if data.legal else f"NOT LEGAL ✗ ({len(data.violations)})"
        values = [
            data.ruleset,
            data.points,
            str(data.total_ap),
            str(data.allowance),
            f"{data.ally_ap} AP · {data.ally_share}",
            status,
        ]
        width = self.frame_width
        widths = [0.27 * width, 0.11 * width, 0.11 * width, 0.11 * width, 0.19 * width, 0.21 * width]
        return labels, values, widths

    def summary(self) -> Flowable:
        """The summary grid, drawn straight on the canvas (:class:`SummaryBlock`); as a
        platypus Table when a cell needs more than one line (the Table's Paragraphs break it)."""
        labels, values, widths = self.summary_cells()
        block = SummaryBlock(labels, values, widths)
        return block if block.fits() else self.summary_table()

    def summary_table(self) -> Table:
        """The summary as a platypus Table of Paragraphs (what :class:`SummaryBlock` draws)."""
        labels, values, widths = self.summary_cells()
        cell = self.styles["cell"]
        rows = [[Paragraph(bold(label), cell) for label in labels],
                [Paragraph(escape(value), cell) for value in values[:-1]]
                + [Paragraph(bold(values[-1]), cell)]]
        table = Table(rows, colWidths=widths)
        table.setStyle(TableStyle([
            ("FONT", (0, 0), (-1, -1), REGULAR, 8),
            ("GRID", (0, 0), (-1, -1), SUMMARY_GRID, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), SUMMARY_PADDING_Y),
            ("BOTTOMPADDING", (0, 0), (-1, -1), SUMMARY_PADDING_Y),
        ]))
        return table

    def verdict(self) -> list[Flowable]:
        """The violations (message and source) and the warnings, if any."""
        data = self.data
        flowables: list[Flowable] = []
        if data.violations:
            flowables.append(Paragraph("✗ This list breaks the rules:", self.styles["h3"]))
            for violation in data.violations:
                flowables.append(self.violation_line(violation, "✗"))
        if data.warnings:
            flowables.append(Paragraph("! Worth knowing:", self.styles["h3"]))
        for warning in data.warnings:
            flowables.append(self.violation_line(warning, "!"))
        return flowables

    def violation_line(self, violation: RosterViolation, mark: str) -> Paragraph:
        """``✗ message (entry 2) — source``."""
        where = ""
        if violation.entries:
            label = "entry" if len(violation.entries) == 1 else "entries"
            where = f" ({label} " + ", ".join(str(n) for n in violation.entries) + ")"
        source = f" <i>— {escape(violation.source)}</i>" if violation.source else ""
        return Paragraph(f"{mark} {escape(violation.message)}{escape(where)}{source}",
                         self.styles["body"])

    def card_block(self, card: RosterCard) -> Flowable:
        return CardBlock(card)


class SummaryBlock(Flowable):
    """The roster's summary: a shaded row of bold labels over a row of values, in a grid.

    It draws what :meth:`RosterSheet.summary_table` (a platypus Table of Paragraphs, style
    "cell", padding 6 by 2, values centred vertically, a 0.6 pt grid with round caps) draws,
    at the same places, without the Table's and the Paragraphs' machinery, when every cell
    holds on one line (:meth:`fits`; the usual case). Text prints exactly as typed.
    """

    def __init__(self, labels: list[str], values: list[str], widths: list[float]) -> None:
        super().__init__()
        # Paragraph collapses runs of white space; so does this.
        self.rows = [
            [(" ".join(label.split()), BOLD) for label in labels],
            [(" ".join(value.split()), REGULAR) for value in values[:-1]]
            + [(" ".join(values[-1].split()), BOLD)],
        ]
        self.widths = widths
        self.row_height = SUMMARY_LEADING + 2 * SUMMARY_PADDING_Y

    def fits(self) -> bool:
        """Whether every cell's text holds on one line (else the Table breaks it)."""
        return all(text_width(text, font, SUMMARY_FONT_SIZE) <= width - 2 * SUMMARY_PADDING_X
                   for row in self.rows for (text, font), width in zip(row, self.widths))

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = sum(self.widths)
        self.height = len(self.rows) * self.row_height
        return (self.width, self.height)

    def draw(self) -> None:
        canvas = self.canv
        width, height, row_height = self.width, self.height, self.row_height
        columns = [0.0]
        for column_width in self.widths:
            columns.append(columns[-1] + column_width)
        rows = [height - n * row_height for n in range(len(self.rows) + 1)]
        canvas.setFillColor(SHADE)
        canvas.rect(0, rows[0], width, -row_height, stroke=0, fill=1)
        canvas.setFillColor(colors.black)
        # A one-line Paragraph, centred in its padded cell: its baseline is its font size
        # below its top.
        baseline = (row_height - SUMMARY_LEADING) / 2 + SUMMARY_LEADING - SUMMARY_FONT_SIZE
        with Lines(canvas) as text:
            for r, row in enumerate(self.rows):
                for c, (line, font) in enumerate(row):
                    text.left(columns[c] + SUMMARY_PADDING_X, rows[r + 1] + baseline, line, font,
                              SUMMARY_FONT_SIZE)
        canvas.saveState()
        canvas.setLineCap(1)
        canvas.setLineJoin(1)
        canvas.setStrokeColor(colors.black)
        canvas.setLineWidth(SUMMARY_GRID)
        canvas.line(0, height, width, height)
        canvas.line(0, 0, width, 0)
        canvas.line(0, 0, 0, height)
        canvas.line(width, 0, width, height)
        for y in rows[1:-1]:
            canvas.line(0, y, width, y)
        for x in columns[1:-1]:
            canvas.line(x, 0, x, height)
        canvas.restoreState()
