"""The quick-reference PDF: two columns of tables, each with its source under it."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table, TableStyle

from companion.i18n import N_, tr
from companion.i18n.engine import ruleset_text
from companion.printing.fonts import BOLD, REGULAR
from companion.printing.markup import bold, escape
from companion.printing.paper import MM, Paper
from companion.printing.reference_table import UNSOURCED_LEGEND, ReferenceTable
from companion.printing.sheet import Sheet
from companion.rules.ruleset import Ruleset

SHADE = colors.HexColor("#e0e0e0")
UNSOURCED_SHADE = colors.HexColor("#f2f2f2")


class ReferenceSheet(Sheet):
    """Tables in two columns; each table and its source stay together."""

    title = N_("Quick reference")
    columns = 2
    column_gap = 6 * MM
    margin_top = 10 * MM

    def __init__(self, ruleset: Ruleset, tables: list[ReferenceTable],
                 paper: str | Paper = Paper.A4, *, language: str | None = None) -> None:
        super().__init__(paper, language=language)
        self.ruleset = ruleset
        self.tables = tables

    def footer_text(self) -> str:
        return tr("Quick reference") + " · " + ruleset_text(self.ruleset)

    def story(self) -> list[Flowable]:
        story: list[Flowable] = [
            Paragraph(escape(tr("Quick reference")), self.styles["title"]),
            Paragraph(escape(ruleset_text(self.ruleset)), self.styles["h3"]),
        ]
        for table in self.tables:
            story.append(KeepTogether(self.table_block(table)))
        return story

    def table_block(self, table: ReferenceTable) -> list[Flowable]:
        cell = self.styles["cell"]
        block: list[Flowable] = [Paragraph(escape(table.title), self.styles["h2"])]
        rows: list[list[object]] = [[Paragraph(bold(h), cell) for h in table.header]]
        for r, row in enumerate(table.rows):
            rows.append([Paragraph(escape(table.cell(r, c)), cell) for c in range(len(row))])
        grid = Table(rows, colWidths=self.column_widths(table), repeatRows=1, hAlign="LEFT")
        style = [
            ("FONT", (0, 0), (-1, -1), REGULAR, 7.5),
            ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
            ("LEFTPADDING", (0, 0), (-1, -1), 2.5),
            ("RIGHTPADDING", (0, 0), (-1, -1), 2.5),
        ]
        for r, c in table.unsourced:
            style.append(("BACKGROUND", (c, r + 1), (c, r + 1), UNSOURCED_SHADE))
        grid.setStyle(TableStyle(style))
        block.append(grid)
        for note in table.notes:
            block.append(Paragraph(escape(note), self.styles["small"]))
        if table.unsourced:
            block.append(Paragraph(escape(tr(UNSOURCED_LEGEND)), self.styles["small"]))
        source = tr("Source: {source}", source=escape(table.source))
        block.append(Paragraph(f"<i>{source}</i>", self.styles["source"]))
        block.append(Spacer(0, 1.5 * MM))
        return block

    def column_widths(self, table: ReferenceTable) -> list[float]:
        """Each column at least as wide as its longest word, the rest shared by text length."""
        style = self.styles["cell"]
        padding = 6.0
        count = len(table.header)
        texts = [[table.header[c]] + [table.cell(r, c) for r in range(len(table.rows))]
                 for c in range(count)]
        fonts = (style.fontName, BOLD)
        minimum = [max(stringWidth(word, fonts[i == 0], style.fontSize)
                       for i, text in enumerate(column) for word in (text.split() or [""]))
                   + padding for column in texts]
        natural = [max(stringWidth(text, fonts[i == 0], style.fontSize)
                       for i, text in enumerate(column)) + padding for column in texts]
        width = self.frame_width
        if sum(natural) <= width:
            spare = (width - sum(natural)) / count
            return [n + spare for n in natural]
        room = width - sum(minimum)
        extra = [n - m for n, m in zip(natural, minimum)]
        total_extra = sum(extra) or 1.0
        return [m + room * e / total_extra for m, e in zip(minimum, extra)]
