"""The package is typed: ``mypy --strict`` on all of companion/ (pyproject's [tool.mypy])."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import mypy.api
import pytest

REPO = Path(__file__).resolve().parent.parent


def _cache_dir() -> Path:
    """mypy's incremental cache, kept between runs outside the repository: in the virtual
    environment (whose mypy wrote it), else in the temporary folder."""
    if os.access(sys.prefix, os.W_OK):
        return Path(sys.prefix) / "mypy-cache"
    return Path(tempfile.gettempdir()) / "companion-mypy-cache"


@pytest.mark.slow  # started first: a clean cache takes tens of seconds
def test_mypy_strict_passes_on_the_whole_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO)
    stdout, stderr, status = mypy.api.run(["--config-file", str(REPO / "pyproject.toml"),
                                           "--cache-dir", str(_cache_dir())])
    assert status == 0, stdout + stderr
    assert "Success" in stdout
