"""A process killed at a chosen point: what a crash or a pulled plug does to a library."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def killed_when_stopped(script: str, *args: str) -> None:
    """Run ``python -c script ARGS`` in a new process of this checkout, wait until it prints
    ``stopped`` (the point it waits at), then SIGKILL it."""
    child = subprocess.Popen([sys.executable, "-c", script, *args], cwd=REPO,
                             env={**os.environ, "PYTHONPATH": str(REPO)}, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line == "stopped\n", child.stderr.read() if child.stderr else ""
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(30)
    assert child.returncode == -signal.SIGKILL
