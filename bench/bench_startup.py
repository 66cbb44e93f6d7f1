"""Start-up: the painted, populated main window against a bare PySide6 window shown the same way.

Target (issue 2): at most 1.5x the bare window, measured in the same run. Each start is a fresh
process; the time is taken from outside, from launching the process to the line it prints
right after its first paint (``companion gui --exit-after-show`` prints ``shown in N ms``; the
bare window prints the same). Runs alternate between the two; medians are compared.

The app is measured on the starter library (seeded into a new database by the first start),
as a player starts it a second time: with the snapshot the first start kept (see
companion.ui.snapshot). The first start, which opens the database before painting, is shown
too ("cold"). Returns 1 if the target is missed.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 7
TARGET_RATIO = 1.5
REPO = Path(__file__).resolve().parent.parent

BARE_WINDOW = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv[:1])
window = QMainWindow()
label = QLabel("a bare window")
window.setCentralWidget(label)
window.resize(1280, 800)


class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, done)
        return False


def done():
    print("shown", flush=True)
    window.close()
    app.quit()


first = FirstPaint()
label.installEventFilter(first)
window.show()
sys.exit(app.exec())
"""


def _timed(command: list[str], env: dict[str, str]) -> float:
    """Milliseconds from launching ``command`` to its first line on stdout."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, env=env, cwd=REPO)
    assert process.stdout is not None
    line = process.stdout.readline()
    elapsed = (time.perf_counter() - started) * 1000
    process.wait(timeout=60)
    if not line.startswith("shown") or process.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed (exit {process.returncode}): {line!r}")
    return elapsed


def main() -> int:
    home = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.update({"XDG_CACHE_HOME": str(home / "cache"), "XDG_CONFIG_HOME": str(home / "config"),
                "XDG_DATA_HOME": str(home / "data"),
                "PYTHONPATH": str(REPO) + os.pathsep + env.get("PYTHONPATH", "")})
    db = home / "library.sqlite3"
    app = [sys.executable, "-m", "companion", "gui", "--exit-after-show", "--db", str(db)]
    bare_script = home / "bare_window.py"
    bare_script.write_text(BARE_WINDOW, encoding="utf-8")
    bare = [sys.executable, str(bare_script)]
    try:
        first = _timed(app, env)  # creates the database, seeds the starter library
        _timed(bare, env)  # warms the file cache for PySide6 alike
        bare_times, app_times, cold_times = [], [], []
        for _ in range(RUNS):
            bare_times.append(_timed(bare, env))
            app_times.append(_timed(app, env))
        for _ in range(3):
            shutil.rmtree(home / "cache", ignore_errors=True)  # no snapshot: SQL before paint
            cold_times.append(_timed(app, env))
            _timed(app, env)  # puts the snapshot back
    finally:
        shutil.rmtree(home, ignore_errors=True)
    bare_ms, app_ms = statistics.median(bare_times), statistics.median(app_times)
    cold_ms = statistics.median(cold_times)
    ratio = app_ms / bare_ms
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"start-up to the first paint, medians of {RUNS} fresh processes "
          f"(platform {env['QT_QPA_PLATFORM']}, load average {load:.1f})")
    print(f"  bare PySide6 window        {bare_ms:7.0f} ms")
    print(f"  companion, library shown   {app_ms:7.0f} ms   ratio {ratio:.2f}   target {TARGET_RATIO}")
    print(f"  companion, cold (no snapshot: database opened first) {cold_ms:7.0f} ms"
          f"   ratio {cold_ms / bare_ms:.2f}")
    print(f"  first start ever (new database, starter library seeded) {first:7.0f} ms")
    return 0 if ratio <= TARGET_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
