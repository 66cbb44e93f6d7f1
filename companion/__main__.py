"""``python -m companion`` and the frozen app's executable: the command line (companion.cli).

In the frozen app, ``multiprocessing.freeze_support()`` comes first, as PyInstaller asks: its
executable is also what a worker process of the matrix (companion.rules.matchup_pool) starts,
and there it runs the worker instead of the app. From source, a worker starts Python itself and
nothing is needed here (so the app's start does not import multiprocessing).
"""

import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()

    from companion.cli import main

    raise SystemExit(main())
