"""The roster's PDF: a summary block, the violations, then one block per reference card."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from companion.printing.cardface import MISSING_LEGEND
from companion.printing.fonts import REGULAR
from companion.printing.markup import bold, escape
from companion.printing.paper import MM, Paper
from companion.printing.card_block import CardBlock
from companion.printing.roster import RosterCard, RosterData, RosterViolation
from companion.printing.sheet import Sheet
from companion.printing.wound_track import TRACK_SOURCE

SHADE = colors.HexColor("#e6e6e6")


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

    def summary(self) -> Table:
        data = self.data
        labels = ["Ruleset", "Points", "Total AP", "Allowance", "Allies", "Status"]
        status = "LEGAL ✓" if data.legal else f"NOT LEGAL ✗ ({len(data.violations)})"
        values = [
            escape(data.ruleset),
            escape(data.points),
            str(data.total_ap),
            str(data.allowance),
            f"{data.ally_ap} AP · {escape(data.ally_share)}",
            f"<b>{escape(status)}</b>",
        ]
        cell = self.styles["cell"]
        rows = [[Paragraph(bold(label), cell) for label in labels],
                [Paragraph(value, cell) for value in values]]
        width = self.frame_width
        widths = [0.27 * width, 0.11 * width, 0.11 * width, 0.11 * width, 0.19 * width, 0.21 * width]
        table = Table(rows, colWidths=widths)
        table.setStyle(TableStyle([
            ("FONT", (0, 0), (-1, -1), REGULAR, 8),
            ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
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
