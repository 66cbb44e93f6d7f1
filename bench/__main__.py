"""``python -m bench``: run every ``bench/bench_*.py`` in turn (each has a ``main()``)."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main() -> int:
    folder = Path(__file__).resolve().parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(folder)]) if m.name.startswith("bench_"))
    status = 0
    for name in names:
        module = importlib.import_module(f"bench.{name}")
        status = max(status, int(module.main() or 0))
        print()
    return status


if __name__ == "__main__":
    sys.exit(main())
