"""Where the files the app ships live, found from one root computed once.

``resources/`` holds the card packs, the wound table, the fonts, the translation catalogues
and the icons; ``db/`` the database migrations. Both sit in :data:`ROOT`:

- in a checkout, and in the frozen app (``make dist`` keeps the checkout's layout beside the
  package), the folder above the ``companion`` package;
- in an installed wheel (``pip``/``pipx install``), ``companion/shipped/``, where the build
  copies them (``setup.py``).

Every module reaches these files through :func:`resource`, :data:`RESOURCES` or
:data:`MIGRATIONS`, never from its own ``__file__``.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
INSTALLED = PACKAGE / "shipped"
"""The installed wheel's copy of ``resources/`` and ``db/`` (absent in a checkout)."""

ROOT = INSTALLED if INSTALLED.is_dir() else PACKAGE.parent
RESOURCES = ROOT / "resources"
MIGRATIONS = ROOT / "db"


def resource(*parts: str) -> Path:
    """A path inside ``resources/``: ``resource("i18n", "fr.mo")``."""
    return RESOURCES.joinpath(*parts)
