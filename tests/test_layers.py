"""companion/rules/ stays pure Python: no Qt, sqlmodel, SQLAlchemy or reportlab (DESIGN.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

RULES = Path(__file__).resolve().parent.parent / "companion" / "rules"
FORBIDDEN = ("PySide6", "sqlmodel", "sqlalchemy", "reportlab", "alembic", "companion.ui",
             "companion.library", "companion.printing")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_rules_sources_import_nothing_heavy() -> None:
    files = sorted(RULES.rglob("*.py"))
    assert files, "companion/rules has no modules"
    offenders = {
        f"{path.relative_to(RULES)}: {name}"
        for path in files
        for name in imported_modules(path)
        if name.split(".")[0] in FORBIDDEN or name.startswith(FORBIDDEN)
    }
    assert not offenders


def test_importing_every_rules_module_loads_no_heavy_library() -> None:
    modules = [f"companion.rules.{p.stem}" for p in sorted(RULES.glob("*.py")) if p.stem != "__init__"]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        f"bad = [m for m in sys.modules if m.split('.')[0] in {FORBIDDEN[:5]!r}]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
