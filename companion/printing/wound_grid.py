"""The wound table on the quick-reference sheet, read from the data the engine uses.

Source: booklet, "wound table"; the grid is ``resources/rules/wound-table.json`` (or the
player's corrected copy) through :func:`companion.rules.wound_table.load_wound_table`. Every
cell (and column) the data does not mark ``published`` prints with the unsourced mark: the
published grid is not known here, and the sheet never passes an estimate off as it.
"""

from __future__ import annotations

from companion.i18n import tr, trp
from companion.i18n.catalog import data_text
from companion.i18n.render import render
from companion.i18n.engine import source_text
from companion.i18n.vocabulary import label, short
from companion.printing.reference_table import ReferenceTable
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.source import tournament
from companion.rules.wound_table import TABLE_SOURCE, WoundTable, load_wound_table
from companion.rules.wounds import Location, WoundLevel

def _level(level: WoundLevel) -> str:
    """A cell: the level's short name in the current language (the short French forms are house
    rule 21's table headers, "Aucunes, légères, Grave, Critiques", and the tournament text's
    "sonné" and "TUE NET")."""
    if level is WoundLevel.STUNNED:
        return trp("wound table cell", "Stunned")
    if level is WoundLevel.LIGHT:
        return trp("wound table cell", "Light")
    if level is WoundLevel.SERIOUS:
        return trp("wound table cell", "Serious")
    if level is WoundLevel.CRITICAL:
        return trp("wound table cell", "Critical")
    if level is WoundLevel.KILLED:
        return trp("wound table cell", "Killed")
    return "—"


def _dice(faces: list[int]) -> str:
    if len(faces) == 1:
        return str(faces[0])
    if faces == list(range(faces[0], faces[-1] + 1)):
        return f"{faces[0]}-{faces[-1]}"
    return ", ".join(str(f) for f in faces)


def wound_table(ruleset: Ruleset = CORE, table: WoundTable | None = None) -> ReferenceTable:
    """The grid: a row per Damage result range, a column per location (with its dice)."""
    grid = load_wound_table() if table is None else table
    locations: tuple[Location, ...] = grid.locations
    header = [f"2D6 + {short('strength')} − {short('resilience')}"]
    unsourced: set[tuple[int, int]] = set()
    header_marked: list[bool] = []
    for location in locations:
        columns = [c for c in grid.columns if c.location is location]
        header.append(f"{label(location)} ({_dice([c.lowest_die for c in columns])})")
        header_marked.append(not all(c.published for c in columns))
    rows = []
    for r, row in enumerate(grid.rows):
        cells = [render(row.label)]
        for c, location in enumerate(locations, start=1):
            cell = row.cells.get(location)
            if cell is None:
                cells.append("")
                continue
            cells.append(_level(cell.level))
            if not cell.published:
                unsourced.add((r, c))
        rows.append(tuple(cells))
    header = [h + ("*" if marked else "") for h, marked in zip(header, [False, *header_marked])]
    notes = [
        tr("Roll 2D6 (a 6 is not re-rolled, a 1 is no failure): the lowest die gives the column, "
           "the sum + the attacker's STR − the victim's RES the row. A double is an Exceptional "
           "Wound (below)."),
        tr("Hard-boiled: read one line higher (not on doubles, nor Killed Outright); Bane: one "
           "line lower."),
    ]
    sources = [source_text(TABLE_SOURCE)]
    if ruleset.tournament:
        sources.append(source_text(tournament("Compétences et aptitudes spéciales, Dur à cuire")))
    if any(not cell.published for row in grid.rows for cell in row.cells.values()):
        notes.append(tr("A location column marked * is not from a source either."))
    return ReferenceTable(
        key="wound-table",
        title=data_text(grid.title),
        header=tuple(header),
        rows=tuple(rows),
        source="; ".join(sources),
        notes=tuple(notes),
        unsourced=frozenset(unsourced),
        wide=True,
    )
