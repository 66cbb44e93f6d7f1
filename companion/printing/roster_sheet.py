"""The roster's PDF: the army's name and people, a summary table, the violations, then one
block per reference card (:class:`companion.printing.card_block.CardBlock`) and the legend of
the wound track.

A platypus story on the :class:`companion.printing.sheet.Sheet` pages: the summary is a Table
of Paragraphs, the violations and the legend Paragraphs; text prints exactly as typed (it is
escaped for Paragraph markup). A card block that does not fit the rest of a page splits between
figurine rows, a paragraph between lines.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from companion.i18n import N_, tr, using_language
from companion.i18n.engine import source_text
from companion.printing.card_block import SHADE, CardBlock
from companion.printing.cardface import MISSING_LEGEND
from companion.printing.fonts import BOLD, REGULAR
from companion.printing.markup import bold, escape
from companion.printing.matchup_page import matrix_story
from companion.printing.paper import MM, Paper
from companion.printing.roster import RosterData, RosterViolation, check_roster_size, roster_data
from companion.printing.sheet import Output, Sheet
from companion.printing.wound_track import TRACK_SOURCE
from companion.rules.army import ArmyList, Validation
from companion.rules.card import Card

if TYPE_CHECKING:
    from companion.rules.matchup_matrix import ArmyMatrix


class RosterSheet(Sheet):
    """One army list on as few pages as it takes; each card block splits only between
    figurine rows."""

    title = N_("Roster")
    summary_shares = (0.27, 0.11, 0.11, 0.11, 0.19, 0.21)
    """Each summary column's share of the width (Ruleset, Points, Total AP, Allowance,
    Allies, Status), before the columns are widened to fit their text
    (:meth:`summary_widths`)."""
    summary_grid = 0.6
    summary_padding_x = 6.0
    summary_padding_y = 2.0

    def __init__(self, data: RosterData, paper: str | Paper = Paper.A4, *,
                 language: str | None = None, against: ArmyMatrix | None = None) -> None:
        super().__init__(paper, language=language)
        self.data = data
        self.against = against
        """A matchup matrix against another list, printed on a page of its own after the roster."""

    def footer_text(self) -> str:
        return " · ".join((tr("Roster"), self.data.name, self.data.ruleset))

    # -- story ------------------------------------------------------------------------------
    def story(self) -> list[Flowable]:
        styles = self.styles
        story: list[Flowable] = [
            Paragraph(escape(self.data.name), styles["title"]),
            Paragraph(escape(self.data.people), styles["h3"]),
            Spacer(0, 1.5 * MM),
            self.summary(),
            Spacer(0, 2 * MM),
        ]
        story.extend(self.verdict())
        story.extend(CardBlock(card) for card in self.data.cards)
        legend = tr(
            "Wound track: tick the worst wound the figurine has; a new wound no worse than it "
            "worsens it by one level; Stunned and Killed are not wounds ({source}).",
            source=source_text(TRACK_SOURCE),
        )
        if self.data.has_missing:
            legend += " " + tr("Grey box {legend}.", legend=tr(MISSING_LEGEND))
        legend_style = ParagraphStyle("legend", parent=styles["source"], spaceBefore=3 * MM)
        story.append(Paragraph(escape(legend), legend_style))
        if self.against is not None:
            story.extend(matrix_story(self.against, self.frame_width, styles))
        return story

    def summary_cells(self) -> tuple[list[str], list[str]]:
        """The summary's labels and values, as typed."""
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
            tr("{ap} AP", ap=data.ally_ap) + " · " + data.ally_share,
            status,
        ]
        return labels, values

    def summary_widths(self) -> list[float]:
        """The summary's column widths: the frame shared as :attr:`summary_shares`, then each
        column widened to hold its longest word, so that a cell breaks only between words, and
        then, as far as the room in the other columns goes, its label and value on one line.
        Labels are in bold, as is the status."""
        labels, values = self.summary_cells()
        size = self.styles["cell"].fontSize
        padding = 2 * self.summary_padding_x
        fonts = [REGULAR] * (len(values) - 1) + [BOLD]
        words = [max(longest_word(label, BOLD, size), longest_word(value, font, size)) + padding
                 for label, value, font in zip(labels, values, fonts)]
        lines = [max(stringWidth(label, BOLD, size), stringWidth(value, font, size)) + padding
                 for label, value, font in zip(labels, values, fonts)]
        shares = [share * self.frame_width for share in self.summary_shares]
        return widened(widened(shares, words), lines)

    def summary(self) -> Table:
        """The summary: a shaded row of bold labels over a row of values, in a grid."""
        labels, values = self.summary_cells()
        cell = self.styles["cell"]
        rows = [[Paragraph(bold(label), cell) for label in labels],
                [Paragraph(escape(value), cell) for value in values[:-1]]
                + [Paragraph(bold(values[-1]), cell)]]
        table = Table(rows, colWidths=self.summary_widths())
        table.setStyle(TableStyle([
            ("FONT", (0, 0), (-1, -1), REGULAR, cell.fontSize),  # (else the cells set Helvetica)
            ("GRID", (0, 0), (-1, -1), self.summary_grid, colors.black),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LEFTPADDING", (0, 0), (-1, -1), self.summary_padding_x),
            ("RIGHTPADDING", (0, 0), (-1, -1), self.summary_padding_x),
            ("TOPPADDING", (0, 0), (-1, -1), self.summary_padding_y),
            ("BOTTOMPADDING", (0, 0), (-1, -1), self.summary_padding_y),
        ]))
        return table

    def verdict(self) -> list[Flowable]:
        """The violations (message and source) and the warnings, if any, each list under its
        heading."""
        data = self.data
        flowables: list[Flowable] = []
        for heading, lines, mark in ((tr("✗ This list breaks the rules:"), data.violations, "✗"),
                                     (tr("! Worth knowing:"), data.warnings, "!")):
            if lines:
                flowables.append(Paragraph(escape(heading), self.styles["h3"]))
                flowables.extend(self.violation_line(line, mark) for line in lines)
        return flowables

    def violation_line(self, violation: RosterViolation, mark: str) -> Paragraph:
        """``✗ message (entry 2) — source``, the source in italic."""
        where = ""
        if violation.entries:
            numbers = ", ".join(str(n) for n in violation.entries)
            where = " " + (tr("(entry {numbers})", numbers=numbers) if len(violation.entries) == 1
                           else tr("(entries {numbers})", numbers=numbers))
        source = f" <i>— {escape(violation.source)}</i>" if violation.source else ""
        return Paragraph(f"{escape(mark)} {escape(violation.message)}{escape(where)}{source}",
                         self.styles["body"])


def longest_word(text: str, font: str, size: float) -> float:
    """The width of the widest word of ``text`` in points."""
    return max((stringWidth(word, font, size) for word in text.split()), default=0.0)


def widened(widths: list[float], needs: list[float]) -> list[float]:
    """``widths`` with every column narrower than its need widened to it, the room taken from
    the columns wider than their needs (in proportion to what they have beyond them); the total
    stays the same. When there is not room for every shortfall, the smallest go first."""
    spare = sum(max(width - need, 0.0) for width, need in zip(widths, needs))
    shortfalls = sorted((need - width, index)
                        for index, (width, need) in enumerate(zip(widths, needs)) if need > width)
    result = list(widths)
    given = 0.0
    for shortfall, index in shortfalls:
        extra = min(shortfall, spare - given)
        result[index] += extra
        given += extra
    if given:
        for index, (width, need) in enumerate(zip(widths, needs)):
            if width > need:
                result[index] -= (width - need) * given / spare
    return result


def render_roster(
    army: ArmyList,
    cards: Mapping[str, Card],
    validation: Validation,
    out: Output,
    paper: str | Paper = "a4",
    *,
    language: str | None = None,
    against: ArmyMatrix | None = None,
) -> int:
    """Write the roster of ``army`` to ``out`` (a path or a binary file) in ``language`` (None:
    the language in force), with a page of its matchups ``against`` another list; return the
    pages. A list past what an army is: BadInput
    (:func:`~companion.printing.roster.check_roster_size`)."""
    check_roster_size(army)
    with using_language(language) as chosen:
        data = roster_data(army, cards, validation)
        return RosterSheet(data, paper, language=chosen, against=against).render(out)
