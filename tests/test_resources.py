"""The shipped files are found one way, from one root (companion.resources), in a checkout,
an installed wheel and the frozen app alike."""

from __future__ import annotations

import re
from pathlib import Path

from companion import resources
from companion.i18n import catalog
from companion.library import db

PACKAGE = Path(resources.__file__).resolve().parent
OWN_FOLDER_LISTED = {PACKAGE / "cli" / "__init__.py"}
"""The command line lists the modules of its own package (its subcommands), not shipped files."""


def test_from_a_checkout_the_root_is_the_project() -> None:
    assert resources.ROOT == PACKAGE.parent
    assert (resources.ROOT / "pyproject.toml").is_file()
    for folder in ("cards", "fonts", "i18n", "rules", "icons", "desktop"):
        assert resources.resource(folder).is_dir(), folder
    assert (resources.MIGRATIONS / "env.py").is_file()


def test_every_module_reaches_the_shipped_files_through_that_root() -> None:
    assert catalog.CATALOG_DIR == resources.resource("i18n")
    assert db.migrations_dir() == resources.MIGRATIONS
    offenders = [str(path.relative_to(PACKAGE)) for path in sorted(PACKAGE.rglob("*.py"))
                 if path != PACKAGE / "resources.py" and path not in OWN_FOLDER_LISTED
                 and re.search(r"\b__file__\b", path.read_text(encoding="utf-8"))]
    assert offenders == []
