"""Importing a whole BattleScribe data set, against parsing the same files.

- importing the fixture data set (the C5 game system, two people catalogues, the spell and
  miracle libraries: the 5 files of the C5 repository the fixtures hold) into a new library
  (``Library.import_battlescribe``: the files read, checked and mapped into cards with their
  options, and written in one transaction): at most 2x parsing the same files with the
  standard library's XML parser (``xml.etree.ElementTree.fromstring``), in the same run.

Beside them, the least any import of these files can do (:func:`least_import`): parse them with
defusedxml, as the import does, and write each selection entry, group and link once, its
attributes as JSON, into a new SQLite file in one transaction: nothing mapped, no card made.

The files are the test fixtures of a C5 data set, read once first so
that the disk is left out (the page cache holds them). The parse, the reading into cards alone
(``read_battlescribe``, no database) and the import are timed in turn within each run, so that
a busy machine slows all three alike, and each from a collected heap (the garbage of the one
before is not charged to it); each figure is the median of the runs and each ratio is against
the parse. The library is created (and migrated) before its import is timed.

Run: ``python -m bench.bench_battlescribe`` (or ``python -m bench`` for every benchmark).
"""

from __future__ import annotations

import gc
import json
import sqlite3
import statistics
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from pathlib import Path

import defusedxml.ElementTree as DefusedElementTree

from companion.library import store
from companion.library.battlescribe import battlescribe_files, read_battlescribe
from companion.library.store import Library

FIXTURES = Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "battlescribe"
TARGET_RATIO = 2.0
RUNS = 9


def timed(action: Callable[[], object]) -> float:
    """The wall time of ``action``, from a collected heap: a full collection of the garbage
    left by what ran before is not charged to it (its own collections are)."""
    gc.collect()
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


ENTRY_TAGS = tuple(f"{{http://www.battlescribe.net/schema/{schema}Schema}}{tag}"
                   for schema in ("catalogue", "gameSystem")
                   for tag in ("selectionEntry", "selectionEntryGroup", "entryLink"))


def least_import(contents: list[bytes], database: Path) -> int:
    """Parse ``contents`` with defusedxml and write each entry, group and link once (its id and
    its attributes as JSON) into a new SQLite file at ``database``; the number written."""
    rows = [(element.get("id"), json.dumps(element.attrib))
            for root in (DefusedElementTree.fromstring(data) for data in contents)
            for element in root.iter() if element.tag in ENTRY_TAGS]
    connection = sqlite3.connect(database)
    try:
        connection.execute("CREATE TABLE entry (id TEXT, attributes TEXT)")
        with connection:
            connection.executemany("INSERT INTO entry VALUES (?, ?)", rows)
    finally:
        connection.close()
    return len(rows)


def main() -> int:
    if not FIXTURES.is_dir():
        print(f"no fixtures at {FIXTURES}: nothing measured")
        return 0
    store.starter_pack_paths = lambda: []  # the bench measures the data set's cards only
    files = battlescribe_files(FIXTURES)
    contents = [path.read_bytes() for path in files]  # warm the page cache
    size = sum(len(data) for data in contents)
    result = read_battlescribe(files)  # warm-up, and what is imported
    options = sum(len(card.options) for card in result.cards)
    parses, leasts, reads, imports = [], [], [], []
    with tempfile.TemporaryDirectory(prefix="bench-battlescribe-") as folder:
        entries = least_import(contents, Path(folder) / "least.sqlite3")  # warm-up, and what it writes
        for run in range(RUNS + 1):
            with Library.open(Path(folder) / f"library-{run}.sqlite3", seed=False) as library:
                parse = timed(lambda: [ElementTree.fromstring(data) for data in contents])
                least = timed(lambda: least_import(contents, Path(folder) / f"least-{run}.sqlite3"))
                read = timed(lambda: read_battlescribe(files))
                imported = timed(lambda: library.import_battlescribe(files))
                assert library.count() == len(result.cards), library.count()
            if run:  # the first run warms the database code up
                parses.append(parse)
                leasts.append(least)
                reads.append(read)
                imports.append(imported)
    parse, least, read, imported = (statistics.median(times) for times in (parses, leasts, reads, imports))
    ratio = imported / parse
    print(f"{len(files)} files, {size / 1e6:.1f} MB: {len(result.cards)} cards, {options} options")
    print(f"{'':<52} {'measured':>9} {'ratio':>7} {'target':>7}")
    print(f"{'parse with xml.etree (the reference)':<52} {parse * 1000:>6.0f} ms {1:>7.2f}")
    print(f"{f'the least an import can do ({entries} entries written)':<52} {least * 1000:>6.0f} ms"
          f" {least / parse:>7.2f}")
    print(f"{'read as cards with options (no database)':<52} {read * 1000:>6.0f} ms {read / parse:>7.2f}")
    verdict = "ok" if ratio <= TARGET_RATIO else "OVER"
    print(f"{'import into a new library (read and written)':<52} {imported * 1000:>6.0f} ms {ratio:>7.2f}"
          f" {TARGET_RATIO:>7.2f}  {verdict}")
    return 0 if ratio <= TARGET_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
