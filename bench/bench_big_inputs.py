"""Big inputs: a catalogue whose every entry links one shared group, and a long game log.

- The Lions' catalogue of the fixtures with its entries replaced by N soldiers, each linking
  the Baronies (35 options): the database's bytes per entry (target: at most 2 kB; a copy of
  the group a card is about 24 kB), and the memory of the import and of reading the library
  back (every card), for N and 2N entries (target: twice the entries, at most 2.5 times
  the memory: it grows with the cards, not with their square nor a copy of the group each).
- A game log of N notes after 40 actions, checked (replayed) and stored as ``game import``
  does, for N and 2N (target: twice the log, at most 2.5 times the time and the memory).

Memory is the peak traced by ``tracemalloc`` (Python's own allocations), time the wall time.
Run: ``python -m bench.bench_big_inputs`` (or ``python -m bench`` for every benchmark).
"""

from __future__ import annotations

import gc
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.library.battlescribe import read_battlescribe
from companion.library.games import GameStore, check_log
from companion.library.store import Library
from companion.rules.game.actions import Note
from companion.rules.game.autoplay import choose

from bench.bench_game import _setup
from tests.library.library_files import linking_catalogue

FIXTURES = Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "battlescribe"
ENTRIES = 1_000
NOTES = 20_000
BYTES_PER_ENTRY = 2_000
GROWTH = 2.5


def measured(action: Callable[[], object]) -> tuple[float, int]:
    """The wall time and the peak of Python's allocations of ``action``."""
    gc.collect()
    tracemalloc.start()
    start = time.perf_counter()
    try:
        action()
        return time.perf_counter() - start, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def catalogue_figures(work: Path, entries: int) -> tuple[int, int, int]:
    """The database's size, the import's peak and the reading's peak for ``entries``."""
    folder = linking_catalogue(FIXTURES, work / f"source-{entries}", entries)
    database = work / f"library-{entries}.sqlite3"
    Library.open(database, seed=False).close()

    def import_it() -> None:
        with Library.open(database, seed=False) as library:
            library.import_cards(read_battlescribe([folder]).cards)

    _seconds, imported = measured(import_it)
    def read_it() -> None:
        with Library.open(database, seed=False) as library:
            library.cards()

    _seconds, read = measured(read_it)
    return database.stat().st_size, imported, read


def long_log(store: GameStore, notes: int) -> dict[str, Any]:
    game_id = store.create(_setup(3))
    for _ in range(40):
        store.append(game_id, choose(store.state(game_id)))
    data = store.export_json(game_id)
    data["actions"] += [Note(f"note {n}").to_dict() for n in range(notes)]
    store.delete(game_id)
    return data


def main() -> int:
    if not FIXTURES.is_dir():
        print(f"no fixtures at {FIXTURES}: nothing measured")
        return 0
    missed = False
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        small, large = catalogue_figures(work, ENTRIES), catalogue_figures(work, 2 * ENTRIES)
        per_entry = (large[0] - small[0]) / ENTRIES
        print(f"catalogue, every entry linking the Baronies: {ENTRIES} and {2 * ENTRIES} entries")
        print(f"  database: {small[0] / 1e6:.1f} MB and {large[0] / 1e6:.1f} MB, {per_entry:,.0f} bytes an entry "
              f"(target <= {BYTES_PER_ENTRY:,})")
        print(f"  import peak: {small[1] / 1e6:.0f} MB and {large[1] / 1e6:.0f} MB, x{large[1] / small[1]:.2f} "
              f"(target <= x{GROWTH})")
        print(f"  reading peak: {small[2] / 1e6:.0f} MB and {large[2] / 1e6:.0f} MB, x{large[2] / small[2]:.2f} "
              f"(target <= x{GROWTH})")
        missed |= per_entry > BYTES_PER_ENTRY or large[1] > GROWTH * small[1] or large[2] > GROWTH * small[2]
        with Library.open(work / "games.sqlite3", seed=False) as library:
            store = GameStore(library)
            figures = []
            for notes in (NOTES, 2 * NOTES):
                data = long_log(store, notes)
                figures.append(measured(lambda: store.store_log(check_log(data))))  # measured at once
        (t1, m1), (t2, m2) = figures
        print(f"game log of {NOTES} and {2 * NOTES} notes, checked and stored")
        print(f"  time: {t1:.1f} s and {t2:.1f} s, x{t2 / t1:.2f}; peak: {m1 / 1e6:.0f} MB and {m2 / 1e6:.0f} MB, "
              f"x{m2 / m1:.2f} (target <= x{GROWTH} each)")
        missed |= t2 > GROWTH * t1 or m2 > GROWTH * m1
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
