"""``python -m companion`` and the frozen app's executable: the command line (companion.cli).

``multiprocessing.freeze_support()`` comes first, as PyInstaller asks: the frozen executable is
also what a worker process of the matrix (companion.rules.matchup_pool) starts, and there it
runs the worker instead of the app.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from companion.cli import main

    raise SystemExit(main())
