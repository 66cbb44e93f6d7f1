"""Where the data the app ships lives: ``resources/`` at the top of the project."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
MIGRATIONS = ROOT / "db"


def resource(*parts: str) -> Path:
    """A path inside ``resources/``."""
    return RESOURCES.joinpath(*parts)
