"""The rules engine is typed: ``mypy --strict`` on companion/rules (pyproject's [tool.mypy])."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def test_mypy_strict_passes_on_the_rules_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    api = pytest.importorskip("mypy.api")
    monkeypatch.chdir(REPO)
    stdout, stderr, status = api.run(["--config-file", str(REPO / "pyproject.toml"), "--no-incremental"])
    assert status == 0, stdout + stderr
    assert "Success" in stdout
