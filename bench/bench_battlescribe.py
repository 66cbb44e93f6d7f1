"""Importing a whole BattleScribe data set, against parsing the same files.

- reading the fixture data set (the C5 game system, two people catalogues, the spell and miracle
  libraries) into cards, with their options: at most 2x parsing the same files with the
  standard library's XML parser (``xml.etree.ElementTree.fromstring``), in the same run.

The files are the test fixtures of a C5 data set, read into memory
first, so that both figures leave the disk out. Each figure is the median of several runs;
ratio = import / parse, beside the target.

Run: ``python -m bench.bench_battlescribe`` (or ``python -m bench`` for every benchmark).
"""

from __future__ import annotations

import statistics
import sys
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable
from pathlib import Path

from companion.library.battlescribe import battlescribe_files, read_battlescribe

FIXTURES = Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "battlescribe"
TARGET_RATIO = 2.0
RUNS = 7


def median_time(action: Callable[[], object], runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    if not FIXTURES.is_dir():
        print(f"no fixtures at {FIXTURES}: nothing measured")
        return 0
    files = battlescribe_files(FIXTURES)
    contents = [path.read_bytes() for path in files]  # warm the page cache
    size = sum(len(data) for data in contents)
    result = read_battlescribe(files)  # warm-up, and what is imported
    options = sum(len(card.options) for card in result.cards)
    parse = median_time(lambda: [ElementTree.fromstring(data) for data in contents])
    imported = median_time(lambda: read_battlescribe(files))
    ratio = imported / parse
    print(f"{len(files)} files, {size / 1e6:.1f} MB: {len(result.cards)} cards, {options} options")
    print(f"{'':<44} {'measured':>12} {'target':>12}")
    print(f"{'parse with xml.etree (the reference)':<44} {parse * 1000:>9.0f} ms")
    print(f"{'import as cards with options':<44} {imported * 1000:>9.0f} ms")
    verdict = "ok" if ratio <= TARGET_RATIO else "OVER"
    print(f"{'import / parse':<44} {ratio:>12.2f} {TARGET_RATIO:>12.2f}  {verdict}")
    return 0 if ratio <= TARGET_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
