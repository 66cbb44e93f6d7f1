"""The roster's PDF: a summary block, the violations, then one block per reference card."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table, TableStyle

from companion.printing.cardface import MISSING_LEGEND
from companion.printing.fonts import BOLD, HEADING, REGULAR
from companion.printing.markup import bold, escape
from companion.printing.paper import MM, Paper
from companion.printing.roster import RosterCard, RosterData, RosterViolation
from companion.printing.sheet import Sheet
from companion.printing.wound_track import TRACK_SOURCE

SHADE = colors.HexColor("#e6e6e6")
BAR = colors.HexColor("#d0d0d0")


class RosterSheet(Sheet):
    """One army list on as few pages as it takes; each card block stays on one page."""

    title = "Roster"
    track_row_height = 7.5 * MM
    figure_column = 16 * MM

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
            story.append(KeepTogether(self.card_block(card)))
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

    def card_block(self, card: RosterCard) -> list[Flowable]:
        width = self.frame_width
        cell = self.styles["cell"]
        title = f"{card.number} · {escape(card.name)}"
        if card.incarnation:
            title += " (Incarnation)"
        if card.known:
            details = (f"{escape(card.people)} · {escape(card.rank)} · {escape(card.size)} · "
                       f"{card.figures} of {escape(card.figures_per_card)} figures · card AP "
                       f"{escape(card.ap)} · <b>{escape(card.entry_ap)} AP</b>")
        else:
            details = f"UNKNOWN CARD {escape(card.card_id)}: not in the library"
        header = Table(
            [[Paragraph(f"<b>{title}</b>", self.styles["h3"]), Paragraph(details, cell)]],
            colWidths=[0.42 * width, 0.58 * width],
        )
        header.setStyle(TableStyle([
            ("FONT", (0, 0), (-1, -1), REGULAR, 8),
            ("BACKGROUND", (0, 0), (-1, -1), BAR),
            ("BOX", (0, 0), (-1, -1), 0.8, colors.black),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        ]))
        block: list[Flowable] = [header, self.characteristics(card)]
        lines = []
        if card.equipment:
            lines.append("<b>Equipment:</b> " + "; ".join(escape(e) for e in card.equipment))
        if card.abilities:
            lines.append("<b>Abilities:</b> " + ", ".join(escape(a) for a in card.abilities))
        for line in lines:
            block.append(Paragraph(line, self.styles["body"]))
        block.append(Spacer(0, 1 * MM))
        block.append(self.track_table(card))
        return block

    def characteristics(self, card: RosterCard) -> Table:
        cells = card.cells
        width = self.frame_width / max(len(cells), 12)
        shorts = [c.short for c in cells]
        values = [c.printed for c in cells]
        table = Table([shorts, values], colWidths=[width] * len(cells), hAlign="LEFT")
        style = [
            ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
            ("FONT", (0, 0), (-1, 0), BOLD, 6.5),
            ("FONT", (0, 1), (-1, 1), HEADING, 9.5),
            ("ALIGN", (0, 0), (-1, -1), "CENTER"),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ]
        for index, c in enumerate(cells):
            if c.missing:
                style.append(("BACKGROUND", (index, 0), (index, 1), SHADE))
        table.setStyle(TableStyle(style))
        return table

    def track_table(self, card: RosterCard) -> Table:
        """One row per figurine: the wound boxes, the extra lives, then room for notes."""
        track = card.track
        lives = track.life_boxes()
        header = ["Figure", *track.boxes]
        box_width = 15 * MM
        widths = [self.figure_column] + [box_width] * len(track.boxes)
        if lives:
            header.append(f"{track.ability}: lives")
            widths.append(36 * MM)
        header.append("Notes")
        widths.append(self.frame_width - sum(widths))
        small = self.styles["tiny"]
        rows: list[list[object]] = [header]
        for figure in range(1, card.figures + 1):
            row: list[object] = [f"#{figure}"] + [""] * len(track.boxes)
            if lives:
                row.append(Paragraph("<br/>".join("☐ " + escape(life) for life in lives), small))
            row.append("")
            rows.append(row)
        heights = [None] + [max(self.track_row_height, (len(lives) * 7 + 4))] * card.figures
        table = Table(rows, colWidths=widths, rowHeights=heights, hAlign="LEFT")
        table.setStyle(TableStyle([
            ("FONT", (0, 0), (-1, -1), REGULAR, 8),
            ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("FONT", (0, 0), (-1, 0), BOLD, 7),
            ("FONT", (0, 1), (0, -1), REGULAR, 8),
            ("ALIGN", (0, 0), (-1, 0), "CENTER"),
            ("VALIGN", (0, 1), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        ]))
        return table
