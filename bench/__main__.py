"""Run every ``bench/bench_*.py``, in name order, each in its own process.

``python -m bench`` starts ``sys.executable -m bench.bench_NAME`` for each module, so that no
module inherits a QApplication, an open database or any other state from another (one that did
once made the library view wait for a paint that never came). Each one's output is printed as
it runs, then a table of which met its targets; exit 1 if any missed one (or failed to run).
"""

from __future__ import annotations

import os
import pkgutil
import subprocess
import sys
import time
from pathlib import Path


def bench_names() -> list[str]:
    """The bench modules, in name order."""
    folder = Path(__file__).resolve().parent
    return sorted(m.name for m in pkgutil.iter_modules([str(folder)]) if m.name.startswith("bench_"))


def main() -> int:
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(root), env.get("PYTHONPATH", "")) if p)
    results: list[tuple[str, int, float]] = []
    for name in bench_names():
        print(f"== {name}", flush=True)
        started = time.perf_counter()
        code = subprocess.run([sys.executable, "-m", f"bench.{name}"], cwd=root, env=env,
                              check=False).returncode
        results.append((name, code, time.perf_counter() - started))
        print(flush=True)
    width = max(len(name) for name, _code, _seconds in results)
    print("== summary")
    for name, code, seconds in results:
        verdict = "met its targets" if code == 0 else f"MISSED (exit {code})"
        print(f"  {name:{width}s}  {verdict:20s}  {seconds:6.1f} s")
    return 1 if any(code for _name, code, _seconds in results) else 0


if __name__ == "__main__":
    sys.exit(main())
