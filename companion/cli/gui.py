"""``companion gui``: open the window (also what ``companion`` alone does).

``companion gui FILE...`` (or ``companion FILE...``) opens the files, each in its workspace: an
army list in the Army workspace, a card pack or BattleScribe data as an import into the Library
(companion.ui.open_files).

``--exit-after-show`` opens the main window, waits for the first paint of the populated
library, prints ``shown in N ms`` and exits 0. N is counted from the start of the process
(read from /proc/self/stat on Linux, to the 10 ms the kernel keeps), else from the moment this
module was imported, which is within a few milliseconds of the interpreter's start.
"""

from __future__ import annotations

import argparse
import os
import time


def _process_age() -> float | None:
    """Seconds since this process started (Linux), or None where that cannot be read."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            now = float(uptime.read().split()[0])
        age = now - int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None
    return age if 0 <= age < 60 else None


_IMPORTED = time.perf_counter()
STARTED = _IMPORTED - (_process_age() or 0.0)
"""When the process started, as a time.perf_counter() value."""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser],
             common: argparse.ArgumentParser) -> None:
    parser = subparsers.add_parser(
        "gui",
        parents=[common],
        help="open the window (the default without a subcommand)",
        description="Open the main window on the card library.",
    )
    parser.add_argument(
        "--exit-after-show",
        action="store_true",
        help="wait for the first paint of the populated library, print 'shown in N ms' "
        "(since the process started) and exit 0",
    )
    parser.add_argument(
        "files",
        nargs="*",
        metavar="FILE",
        help="files to open: army lists (*.army.json) in the Army workspace, card packs "
        "(*.cards.json) and BattleScribe data (.cat, .catz, .gst, .gstz) as imports into the Library",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Open the window; returns the exit code (0 when it is closed)."""
    from pathlib import Path

    from companion.ui.app import run_app

    return run_app(getattr(args, "db", None), exit_after_show=bool(getattr(args, "exit_after_show", False)),
                   started=STARTED, files=[Path(name) for name in getattr(args, "files", ())])
