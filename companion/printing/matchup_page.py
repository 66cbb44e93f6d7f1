"""The roster's page of a matchup matrix: the list's entries (rows) against another list's
(columns), each cell the chance that the row's figurine wins the fight
(:mod:`companion.rules.matchup_matrix`), coloured from red (it loses) through yellow to green
(it wins). Drawn with reportlab's graphics (a Drawing of rectangles and strings), one flowable.
"""

from __future__ import annotations

from reportlab.graphics.shapes import Drawing, Group, Rect, String
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, PageBreak, Paragraph, Spacer

from companion.i18n import tr
from companion.i18n.numbers import percent
from companion.i18n.render import render
from companion.printing.fonts import BOLD, REGULAR
from companion.printing.markup import escape
from companion.printing.paper import MM
from companion.printing.sheet import shortened
from companion.rules.card import Card
from companion.rules.matchup_matrix import ArmyMatrix

LOSS = colors.HexColor("#d7301f")
EVEN = colors.HexColor("#fee08b")
WIN = colors.HexColor("#1a9850")
EMPTY = colors.HexColor("#e0e0e0")
LABEL_SIZE = 7.0
CELL_SIZE = 7.5


def chance_colour(chance: float) -> colors.Color:
    """Red at 0, yellow at one half, green at 1."""
    if chance <= 0.5:
        return colors.linearlyInterpolatedColor(LOSS, EVEN, 0.0, 0.5, chance)
    return colors.linearlyInterpolatedColor(EVEN, WIN, 0.5, 1.0, chance)


def _name(card: Card | None, card_id: str, number: int) -> str:
    return f"{number}. {card.name if card is not None else card_id}"


def matrix_drawing(matrix: ArmyMatrix, width: float) -> Drawing:
    """The matrix as a Drawing at most ``width`` wide (labels left and above, rotated)."""
    rows = [_name(card, i, n) for n, (card, i) in enumerate(zip(matrix.rows, matrix.row_ids), 1)]
    columns = [_name(card, i, n) for n, (card, i) in enumerate(zip(matrix.columns, matrix.column_ids), 1)]
    left = min(max((stringWidth(t, REGULAR, LABEL_SIZE) for t in rows), default=0) + 4, width * 0.35)
    top = min(max((stringWidth(t, REGULAR, LABEL_SIZE) for t in columns), default=0) * 0.75 + 6, 60 * MM)
    cell = max(min((width - left) / max(len(columns), 1), 18 * MM), 6 * MM)
    height = top + cell * len(rows)
    drawing = Drawing(left + cell * len(columns) + top * 0.75, height)
    for i, label in enumerate(rows):
        y = height - top - (i + 1) * cell
        drawing.add(String(left - 3, y + cell / 2 - LABEL_SIZE / 3, shortened(label, REGULAR, LABEL_SIZE, left - 4),
                           fontName=REGULAR, fontSize=LABEL_SIZE, textAnchor="end"))
        for j, found in enumerate(matrix.cells[i]):
            x = left + j * cell
            fight = found.matchup
            fill = EMPTY if fight is None else chance_colour(float(fight.first_wins))
            drawing.add(Rect(x, y, cell, cell, fillColor=fill, strokeColor=colors.white, strokeWidth=0.8))
            text = "-" if fight is None else percent(fight.first_wins)
            drawing.add(String(x + cell / 2, y + cell / 2 - CELL_SIZE / 3, text, fontName=BOLD, fontSize=CELL_SIZE,
                               textAnchor="middle"))
    for j, label in enumerate(columns):
        group = Group(String(0, 0, shortened(label, REGULAR, LABEL_SIZE, top / 0.75), fontName=REGULAR,
                             fontSize=LABEL_SIZE))
        group.translate(left + (j + 0.5) * cell, height - top + 3)
        group.rotate(45)
        drawing.add(group)
    return drawing


def matrix_story(matrix: ArmyMatrix, width: float, styles: dict[str, ParagraphStyle]) -> list[Flowable]:
    """A new page: the title, what the cells say, the matrix and the cells left empty."""
    charge = {"first": tr("your figurine charged"), "second": tr("theirs charged"),
              "none": tr("nobody charged")}[matrix.charge.value]
    story: list[Flowable] = [
        PageBreak(),
        Paragraph(escape(tr("{mine} against {theirs}", mine=matrix.mine, theirs=matrix.theirs)), styles["h2"]),
        Paragraph(escape(tr("Each cell: the exact chance that one figurine of the row's entry wins the hand to hand "
                            "fight against one of the column's ({charge}; the dice divided as the advice "
                            "recommends).", charge=charge)), styles["body"]),
        Spacer(0, 3 * MM),
        matrix_drawing(matrix, width),
    ]
    reasons = sorted({render(cell.missing) for line in matrix.cells for cell in line if cell.missing is not None})
    for reason in reasons:
        story.append(Paragraph(escape("- " + reason), styles["source"]))
    return story
