"""One table of the quick-reference sheet, as plain text: what the table builders make
(:mod:`companion.printing.reference`, :mod:`companion.printing.wound_grid`) and the sheet
prints (:mod:`companion.printing.reference_sheet`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.i18n import N_

UNSOURCED_MARK = "*"
UNSOURCED_LEGEND = N_(
    "* not from a source: the published cell is not known here; "
    "check it against your booklet and correct it in the app"
)
"""In English; the sheet prints ``tr(UNSOURCED_LEGEND)``."""


@dataclass(frozen=True, slots=True)
class ReferenceTable:
    """One table of the sheet: a title, a header, plain text rows, its source and notes.

    ``unsourced`` holds the (row, column) of cells whose value no source gives: they print
    with :data:`UNSOURCED_MARK`.
    """

    key: str
    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    source: str
    notes: tuple[str, ...] = ()
    unsourced: frozenset[tuple[int, int]] = field(default_factory=frozenset)
    wide: bool = False

    def cell(self, row: int, column: int) -> str:
        """A cell as printed: its text, with the mark if no source gives it."""
        text = self.rows[row][column]
        return text + UNSOURCED_MARK if (row, column) in self.unsourced else text
