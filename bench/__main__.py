"""Run every ``bench/bench_*.py`` in turn (each module's ``main()``), in name order."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main() -> int:
    folder = Path(__file__).resolve().parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(folder)]) if m.name.startswith("bench_"))
    failed = 0
    for name in names:
        print(f"== {name}")
        module = importlib.import_module(f"bench.{name}")
        result = module.main()
        failed += 1 if result else 0
        print()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
