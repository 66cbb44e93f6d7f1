"""The Wound Table as data: rows of Damage results, columns by location, a provenance per cell.

Source: booklet, "wound table" (printed at the end of the booklet, p.64, as an image), and what
is known beyond the texts about it.

What is known: the lowest die locates the Wound, lowest die 3 is the Torso, legs are a
location, and one cell: "The final result is 15 in the Torso: a Critical Wound" (the booklet's
example of a game). Everything else in the shipped file is marked ``"published": false`` with a
provenance saying where it comes from (an estimate, or the 3rd edition's layout), so that the
app never shows it as the published table; the player corrects it from their booklet and the
app saves a corrected file with the same schema (:meth:`WoundTable.to_json`,
:func:`load_wound_table`).

Schema (``schema`` 1)::

    {"schema": 1, "title": str, "note": str,
     "columns": [{"lowest_die": 1..6, "location": "legs|arms|torso|head",
                  "published": bool, "provenance": str}, ... six, one per die],
     "rows": [{"min": int|null, "max": int|null,
               "cells": {"<location>": {"level": "none|stunned|light|serious|critical|killed",
                                        "published": bool, "provenance": str}, ...}}, ...]}

Rows are ordered, contiguous and cover every result: the first has ``min`` null (no lower
bound) and the last ``max`` null (no upper bound).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import lru_cache
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from companion.rules.errors import RulesError
from companion.rules.message import Argument, Message
from companion.rules.source import Source, booklet
from companion.rules.wounds import Location, WoundLevel

SCHEMA = 1
TABLE_SOURCE: Source = booklet("wound table")
DEFAULT_TABLE_NAME = "wound-table.json"
THE_WOUND_TABLE = Message("wound-table.the-table")
"""What a table read from data is called in its errors, when it has no file name."""


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell: the Wound, whether a published source gives it, and where it comes from."""

    level: WoundLevel
    published: bool
    provenance: str


@dataclass(frozen=True, slots=True)
class Column:
    """Which location a lowest die gives."""

    lowest_die: int
    location: Location
    published: bool
    provenance: str


@dataclass(frozen=True, slots=True)
class Row:
    """A range of Damage results (``low``/``high`` None: unbounded) and its cells."""

    low: int | None
    high: int | None
    cells: Mapping[Location, Cell]

    def contains(self, total: int) -> bool:
        return (self.low is None or total >= self.low) and (self.high is None or total <= self.high)

    @property
    def label(self) -> Argument:
        """The range as the table prints it: ``"15"``, ``"16-17"``, "18 or more"."""
        if self.low is None and self.high is None:
            return Message("wound-table.any-row")
        if self.low is None:
            return Message("wound-table.or-less", value=self.high)
        if self.high is None:
            return Message("wound-table.or-more", value=self.low)
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


@dataclass(frozen=True, slots=True)
class Lookup:
    """A cell read from the table: its row index, the row, the location and the cell."""

    row_index: int
    row: Row
    location: Location
    cell: Cell


@dataclass(frozen=True, slots=True)
class WoundTable:
    """The Wound Table: six columns (one per lowest die) and ordered rows."""

    title: str
    note: str
    columns: tuple[Column, ...]
    rows: tuple[Row, ...]

    # --- reading -------------------------------------------------------------------------

    @property
    def locations(self) -> tuple[Location, ...]:
        """The locations the columns use, in die order."""
        seen: list[Location] = []
        for column in self.columns:
            if column.location not in seen:
                seen.append(column.location)
        return tuple(seen)

    def column(self, lowest_die: int) -> Column:
        if lowest_die not in range(1, 7):
            raise RulesError(Message("wound-table.lowest-die", die=lowest_die))
        return self.columns[lowest_die - 1]

    def location(self, lowest_die: int) -> Location:
        """The location of a Wound whose lowest die is ``lowest_die``."""
        return self.column(lowest_die).location

    def row_index(self, total: int) -> int:
        """The index of the row holding the Damage result ``total``."""
        for index, row in enumerate(self.rows):
            if row.contains(total):
                return index
        raise RulesError(Message("wound-table.no-row-holds", total=total))  # validation forbids it

    def cell(self, row_index: int, location: Location) -> Cell:
        if not 0 <= row_index < len(self.rows):
            raise RulesError(Message("wound-table.no-row", row=row_index))
        try:
            return self.rows[row_index].cells[location]
        except KeyError:
            raise RulesError(Message("wound-table.no-column", location=location)) from None

    def lookup(self, total: int, location: Location, shift: int = 0) -> Lookup:
        """Read ``total`` at ``location``, ``shift`` lines lower (+) or higher (-), clamped.

        Hard-boiled reads one line higher ("not possible to go higher than the first line"),
        Bane one line lower ("not possible to go lower than the last line").
        """
        index = min(max(self.row_index(total) + shift, 0), len(self.rows) - 1)
        row = self.rows[index]
        return Lookup(index, row, location, self.cell(index, location))

    def published_cells(self) -> list[tuple[Row, Location, Cell]]:
        """The cells a published source gives."""
        return [(row, loc, cell) for row in self.rows for loc, cell in row.cells.items()
                if cell.published]

    @property
    def fully_published(self) -> bool:
        return all(c.published for r in self.rows for c in r.cells.values()) and all(
            c.published for c in self.columns)

    # --- correcting ------------------------------------------------------------------------

    def with_cell(self, row_index: int, location: Location, level: WoundLevel,
                  provenance: str, published: bool = False) -> WoundTable:
        """A copy with one cell corrected (the player's correction from their booklet)."""
        self.cell(row_index, location)
        if not provenance.strip():
            raise RulesError(Message("wound-table.no-provenance"))
        row = self.rows[row_index]
        cells = dict(row.cells)
        cells[location] = Cell(level, published, provenance.strip())
        rows = list(self.rows)
        rows[row_index] = replace(row, cells=MappingProxyType(cells))
        return replace(self, rows=tuple(rows))

    # --- (de)serialising -------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "title": self.title,
            "note": self.note,
            "columns": [
                {"lowest_die": c.lowest_die, "location": c.location.value,
                 "published": c.published, "provenance": c.provenance}
                for c in self.columns
            ],
            "rows": [
                {"min": r.low, "max": r.high,
                 "cells": {loc.value: {"level": cell.level.value, "published": cell.published,
                                       "provenance": cell.provenance}
                           for loc, cell in r.cells.items()}}
                for r in self.rows
            ],
        }

    def __reduce__(self) -> tuple[Callable[[Mapping[str, Any]], WoundTable], tuple[dict[str, Any]]]:
        """Pickled as its file form (:meth:`to_dict`): the rows' read-only cells do not pickle,
        and a matrix's worker processes receive the table so."""
        return WoundTable.from_dict, (self.to_dict(),)

    def to_json(self) -> str:
        """The table in the file format (see the module docstring), UTF-8 text."""
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], origin: str | Message = THE_WOUND_TABLE) -> WoundTable:
        """Validate and build a table; :class:`RulesError` names what is wrong and where."""
        return _parse(data, origin)


def _fail(origin: str | Message, problem: Message) -> RulesError:
    return RulesError(Message("wound-table.invalid", origin=origin, problem=problem))


def _text(value: Any, origin: str | Message, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _fail(origin, Message("wound-table.not-text", where=where))
    return value


def _flag(value: Any, origin: str | Message, where: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(origin, Message("wound-table.not-flag", where=where))
    return value


def _bound(value: Any, origin: str | Message, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(origin, Message("wound-table.not-bound", where=where))
    return value


def _parse(data: Mapping[str, Any], origin: str | Message) -> WoundTable:
    if not isinstance(data, Mapping):
        raise _fail(origin, Message("wound-table.not-object"))
    if data.get("schema") != SCHEMA:
        raise _fail(origin, Message("wound-table.schema", schema=SCHEMA, given=repr(data.get("schema"))))
    title = _text(data.get("title", "Wound table"), origin, "title")
    note = data.get("note", "")
    if not isinstance(note, str):
        raise _fail(origin, Message("wound-table.note"))
    raw_columns = data.get("columns")
    if not isinstance(raw_columns, list) or len(raw_columns) != 6:
        raise _fail(origin, Message("wound-table.six-columns"))
    columns: list[Column] = []
    for index, raw in enumerate(raw_columns, start=1):
        where = f"columns[{index - 1}]"
        if not isinstance(raw, Mapping):
            raise _fail(origin, Message("wound-table.not-an-object", where=where))
        if raw.get("lowest_die") != index:
            raise _fail(origin, Message("wound-table.lowest-die-order", where=where, die=index))
        try:
            location = Location.parse(_text(raw.get("location"), origin, f"{where}.location"))
        except RulesError as error:
            raise _fail(origin, Message("wound-table.at", where=where, problem=error.message)) from None
        columns.append(Column(index, location,
                              _flag(raw.get("published"), origin, f"{where}.published"),
                              _text(raw.get("provenance"), origin, f"{where}.provenance")))
    locations = {c.location for c in columns}
    raw_rows = data.get("rows")
    if not isinstance(raw_rows, list) or not raw_rows:
        raise _fail(origin, Message("wound-table.no-rows"))
    rows: list[Row] = []
    previous_high: int | None = None
    for index, raw in enumerate(raw_rows):
        where = f"rows[{index}]"
        if not isinstance(raw, Mapping):
            raise _fail(origin, Message("wound-table.not-an-object", where=where))
        low = _bound(raw.get("min"), origin, f"{where}.min")
        high = _bound(raw.get("max"), origin, f"{where}.max")
        if index == 0 and low is not None:
            raise _fail(origin, Message("wound-table.first-row"))
        if index > 0:
            if low is None or previous_high is None or low != previous_high + 1:
                raise _fail(origin, Message("wound-table.contiguous", where=where,
                                            low="null" if previous_high is None else previous_high + 1))
        if index == len(raw_rows) - 1:
            if high is not None:
                raise _fail(origin, Message("wound-table.last-row"))
        elif high is None:
            raise _fail(origin, Message("wound-table.open-row", where=where))
        if low is not None and high is not None and high < low:
            raise _fail(origin, Message("wound-table.max-below-min", where=where, high=high, low=low))
        raw_cells = raw.get("cells")
        if not isinstance(raw_cells, Mapping):
            raise _fail(origin, Message("wound-table.cells-not-object", where=where))
        cells: dict[Location, Cell] = {}
        for key, raw_cell in raw_cells.items():
            cell_where = f"{where}.cells.{key}"
            try:
                location = Location.parse(str(key))
                if not isinstance(raw_cell, Mapping):
                    raise RulesError(Message("wound-table.cell-not-object"))
                level = WoundLevel.parse(_text(raw_cell.get("level"), origin, "level"))
            except RulesError as error:
                raise _fail(origin, Message("wound-table.at", where=cell_where, problem=error.message)) from None
            cells[location] = Cell(level,
                                   _flag(raw_cell.get("published"), origin, f"{cell_where}.published"),
                                   _text(raw_cell.get("provenance"), origin, f"{cell_where}.provenance"))
        missing = sorted(loc.value for loc in locations - cells.keys())
        if missing:
            raise _fail(origin, Message("wound-table.missing-cells", where=where, locations=", ".join(missing)))
        rows.append(Row(low, high, MappingProxyType(cells)))
        previous_high = high
    return WoundTable(title, note, tuple(columns), tuple(rows))


def default_table_path() -> Path:
    """The shipped table, ``resources/rules/wound-table.json``."""
    from companion.resources import resource

    return resource("rules", DEFAULT_TABLE_NAME)


def load_wound_table(path: Path | Mapping[str, Any] | None = None) -> WoundTable:
    """The shipped table (``None``), a corrected table file, or a table already parsed as JSON.

    Raises :class:`RulesError` naming the file and what is wrong in it.
    """
    if path is not None and isinstance(path, Mapping):
        return WoundTable.from_dict(path)
    if path is None:
        return _shipped_table()
    return _load_file(Path(path))


@lru_cache(maxsize=1)
def _shipped_table() -> WoundTable:
    """The shipped table, read once (a WoundTable is immutable)."""
    return _load_file(default_table_path())


def _load_file(file: Path) -> WoundTable:
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as error:
        raise RulesError(Message("wound-table.unreadable", path=str(file), reason=error.strerror or str(error))) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RulesError(Message("wound-table.not-json", path=str(file), line=error.lineno, detail=error.msg)) from None
    return WoundTable.from_dict(data, str(file))
