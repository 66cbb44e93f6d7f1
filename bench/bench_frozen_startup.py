"""Start-up of the frozen app (``make dist``) against the app run from source, in one loop.

The frozen side is bench_startup's timing child (:data:`bench.bench_startup.APP_CHILD`: the app
started as ``companion gui --exit-after-show``, a key typed in the filter at its first paint)
frozen with the app's own spec (packaging/companion.spec, through tools/dist.py) into a
temporary folder; the source side is the same child run by this Python. The two starts
alternate, :data:`PAIRS` times, on the same database and folders (a second start: the one a
player makes every day), each timed from outside by bench_startup's ``_start`` (to the
``painted`` and ``interactive`` lines it prints). Each figure is the median of the ratios of a
frozen start to the source start just before it.

Target: first paint and time to interactive each at most 1.2x the source app's. Returns 1 if
one is missed (or if PyInstaller is missing: ``make dist`` installs it).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from bench.bench_startup import APP_CHILD, REPO, _folders, _start

PAIRS = 15
TARGET = 1.2


def main() -> int:
    if importlib.util.find_spec("PyInstaller") is None:
        print("PyInstaller is not installed: `make dist` installs it (the dist extra)")
        return 1
    sys.path.insert(0, str(REPO))
    from tools.dist import freeze

    work = Path(tempfile.mkdtemp(prefix="bench-frozen-"))
    try:
        child = work / "startup_child.py"
        child.write_text(APP_CHILD, encoding="utf-8")
        frozen_folder = freeze(work / "dist", work / "build", script=child)
        frozen = [str(frozen_folder / "companion")]
        source = [sys.executable, str(child)]
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: bytecode kept
        env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
        folders = _folders(env, work / "home")
        db = work / "starter.sqlite3"
        _start(source + [str(db)], folders)  # seeds the starter library
        _start(frozen + [str(db)], folders)  # the frozen app's files read once (the file cache)
        pairs = [(_start(source + [str(db)], folders), _start(frozen + [str(db)], folders)) for _pair in range(PAIRS)]
    finally:
        shutil.rmtree(work, ignore_errors=True)

    def ratios(field: str) -> list[float]:
        return sorted(getattr(frozen_start, field) / getattr(source_start, field)
                      for source_start, frozen_start in pairs)

    def median(which: int, field: str) -> float:
        return statistics.median(getattr(pair[which], field) for pair in pairs)

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"frozen start-up vs source, medians of {PAIRS} pairs, second start, starter library "
          f"(platform {env['QT_QPA_PLATFORM']}, {os.cpu_count()} CPUs, load average {load:.1f})")
    met = True
    for field, words in (("painted", "first paint"), ("interactive", "time to interactive")):
        each = ratios(field)
        value = statistics.median(each)
        met = met and value <= TARGET
        print(f"  {words:<20} source {median(0, field):5.0f} ms, frozen {median(1, field):5.0f} ms"
              f"   ratio {value:4.2f} (pairs {each[0]:.2f} to {each[-1]:.2f})  target {TARGET}")
    print(f"  peak memory          source {median(0, 'peak_mb'):5.0f} MB, frozen {median(1, 'peak_mb'):5.0f} MB")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
