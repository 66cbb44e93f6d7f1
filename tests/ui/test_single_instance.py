"""One window per database, with real processes: a second ``companion`` on the same database
brings the first window forward and exits 0, handing it the files it was given to open; a first
window killed leaves a lock the next start takes over; another database opens its own window."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from companion.library.packs import write_pack
from companion.library.store import Library
from companion.rules.card import Card

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def runtime() -> Iterator[Path]:
    """A short runtime folder of the user's own (local sockets have a short path limit)."""
    folder = Path(tempfile.mkdtemp(prefix="rt-"))
    folder.chmod(0o700)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def companion(runtime: Path, settings: Path, *argv: str, wait: bool = True) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen", "XDG_RUNTIME_DIR": str(runtime),
           "XDG_CONFIG_HOME": str(settings)}
    return subprocess.Popen([sys.executable, "-m", "companion", *argv], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def in_library(db: Path, card_id: str) -> bool:
    import sqlite3

    connection = sqlite3.connect(db)
    try:
        return connection.execute("SELECT 1 FROM card WHERE id = ?", (card_id,)).fetchone() is not None
    finally:
        connection.close()


def wait_for_lock(qtbot: Any, runtime: Path, first: subprocess.Popen[str]) -> None:
    """Until the first window holds its lock (or has died: then say why)."""
    qtbot.waitUntil(lambda: bool(list(runtime.glob("companion-*.lock"))) or first.poll() is not None, timeout=60_000)
    assert first.poll() is None, first.communicate()


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_a_second_start_brings_the_first_window_forward(qtbot: Any, tmp_path: Path, runtime: Path) -> None:
    db = tmp_path / "library.sqlite3"
    Library.open(db, seed=False).close()
    settings = tmp_path / "settings"
    first = companion(runtime, settings, "--db", str(db))
    try:
        wait_for_lock(qtbot, runtime, first)
        second = companion(runtime, settings, "--db", str(db))
        out, err = second.communicate(timeout=60)
        assert second.returncode == 0, err
        assert out == f"The companion is already open on {db}: its window was brought forward.\n"
        assert first.poll() is None  # the first window is still there
        pack = tmp_path / "more.cards.json"
        write_pack(pack, [Card(id="wolfen/hunter", name="Hunter", people="wolfen")], "more")
        third = companion(runtime, settings, "--db", str(db), str(pack))  # as the desktop opens a file
        out, err = third.communicate(timeout=60)
        assert third.returncode == 0 and "the files handed to it" in out, err
        qtbot.waitUntil(lambda: in_library(db, "wolfen/hunter"), timeout=60_000)  # the first window imports it
        other = companion(runtime, settings, "--db", str(tmp_path / "other.sqlite3"), "gui", "--exit-after-show")
        out, err = other.communicate(timeout=60)
        assert other.returncode == 0 and out.startswith("shown in "), err  # its own window
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(30)
    again = companion(runtime, settings, "--db", str(db), "gui", "--exit-after-show")
    out, err = again.communicate(timeout=60)
    assert again.returncode == 0 and out.startswith("shown in "), err  # the dead window's lock taken over
