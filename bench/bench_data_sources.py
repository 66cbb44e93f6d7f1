"""Data sources: an update with nothing changed against a full import of the same source.

- ``data update`` with nothing changed makes no download and takes under 0.2x a full import.

Both run against the local stand-in server (tests.fake_sources, the C5 fixture files on
127.0.0.1): the full import is ``data add`` of the fake GitHub repository into a new library
(listing, the downloads, reading the files, writing the cards); the comparison also shows the
import alone (``Library.import_battlescribe`` of the same files, no network), which is the
smaller of the two and so the stricter one. Figures are medians; ratio = measured / the full
import (<= 0.20 is within target).

Run: ``python -m bench.bench_data_sources`` (or ``python -m bench`` for every benchmark).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from bench.bench_library import median_time
from companion.library import store
from companion.library.sources.update import DataSources
from companion.library.store import Library
from tests.fake_sources import FILES, FIXTURES, GITHUB, FakeSources

TARGET = 0.20
RUNS = 5


def main() -> int:
    store.starter_pack_paths = lambda: []  # the bench measures the source's cards only
    with tempfile.TemporaryDirectory(prefix="bench-data-sources-") as folder, FakeSources() as fake:
        os.environ["COMPANION_GITHUB_API"] = fake.api
        root = Path(folder)
        numbers = iter(range(1000))

        def full_add() -> None:
            with Library.open(root / f"add-{next(numbers)}.sqlite3", seed=False) as library:
                report = DataSources(library).add(GITHUB)
            assert len(report.diff.added) == 113 and report.downloads == len(FILES), report

        def import_alone() -> None:
            with Library.open(root / f"import-{next(numbers)}.sqlite3", seed=False) as library:
                report = library.import_battlescribe([FIXTURES / path for path in FILES.values()])
            assert report.added == 113, report

        full_add()  # warm the imports and the file cache once, as the app would be
        add_time = median_time(full_add, RUNS)
        import_time = median_time(import_alone, RUNS)

        with Library.open(root / "kept.sqlite3", seed=False) as library:
            sources = DataSources(library)
            sources.add(GITHUB)
            fake.forget_requests()

            def update() -> None:
                report = sources.update("c5")
                assert report.up_to_date and report.downloads == 0, report

            update_time = median_time(update, RUNS)
            downloads = fake.file_requests()
            listings = len(fake.requests) / RUNS

    print("bench_data_sources (5 files: the C5 game system, 2 peoples, 2 libraries) measured   ratio")
    print(f"{'full import: data add from the fake GitHub':<62} {add_time * 1000:>8.0f} ms")
    print(f"{'import of the same files alone (no network)':<62} {import_time * 1000:>8.0f} ms")
    for label, base in (("data update, nothing changed / full import", add_time),
                        ("data update, nothing changed / import alone", import_time)):
        ratio = update_time / base
        print(f"{label:<62} {update_time * 1000:>8.1f} ms {ratio:>6.2f}  {'ok' if ratio <= TARGET else 'OVER'}"
              f" (target {TARGET:.2f})")
    print(f"{'files downloaded by the updates (must be 0)':<62} {len(downloads):>8d}")
    print(f"{'requests an update makes (the listing only)':<62} {listings:>8.0f}")
    within = update_time <= TARGET * min(add_time, import_time) and not downloads
    return 0 if within else 1


if __name__ == "__main__":
    sys.exit(main())
