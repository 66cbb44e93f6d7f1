"""List the English texts the rules engine builds for players (notes, rulings, reasons), as
catalog templates: an f-string's fields become ``{name}`` placeholders.

    python tools/engine_texts.py            # every template, one a line
    python tools/engine_texts.py --missing  # those with no entry in resources/i18n/fr.json
    python tools/engine_texts.py --game     # the game engine's sentences (companion/rules/game)
    python tools/engine_texts.py --game --missing  # ... with no entry in the French catalogs
    python tools/engine_texts.py --refusals  # the game engine's refusals (IllegalAction)

The tests use :func:`engine_templates` to check the French catalog covers the engine.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "companion" / "rules"
# Calls whose first string argument is shown to players.
_TEXT_CALLS = {"Ruling"}
# Names whose .append() argument, or whose assigned tuple/list elements, are notes.
_NOTE_NAMES = {"notes", "message", "text", "verb", "verdict", "why"}
# Calls whose Nth positional argument is a tuple of notes / a reason.
_NOTE_ARGS = {"Answer": 2, "Disengagement": 2, "Violation": 1}


def _field_name(node: ast.expr) -> str:
    text = ast.unparse(node)
    name = re.sub(r"[^A-Za-z0-9_]+", "_", text).strip("_")
    return name or "value"


def template(node: ast.expr) -> str | None:
    """The catalog template of a string or f-string node; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
            elif isinstance(value, ast.FormattedValue):
                parts.append("{" + _field_name(value.value) + "}")
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = template(node.left), template(node.right)
        if left is not None and right is not None:
            return left + right
    return None


def _texts(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, (ast.Tuple, ast.List)):
        return list(node.elts)
    if isinstance(node, ast.IfExp):
        return _texts(node.body) + _texts(node.orelse)
    if isinstance(node, ast.BinOp):
        return _texts(node.left) + _texts(node.right)
    return [node]


def engine_templates(paths: list[Path] | None = None) -> dict[str, str]:
    """Template -> where it is (``file:line``), for every text the engine shows players."""
    found: dict[str, str] = {}
    for path in paths or sorted(RULES.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        candidates: list[ast.expr] = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.id if isinstance(func, ast.Name) else (
                    func.attr if isinstance(func, ast.Attribute) else "")
                if name in _TEXT_CALLS and node.args:
                    candidates.append(node.args[0])
                if name in _NOTE_ARGS and len(node.args) > _NOTE_ARGS[name]:
                    candidates += _texts(node.args[_NOTE_ARGS[name]])
                if (isinstance(func, ast.Attribute) and func.attr == "append"
                        and isinstance(func.value, ast.Name) and func.value.id in _NOTE_NAMES
                        and node.args):
                    candidates.append(node.args[0])
            elif isinstance(node, ast.Assign):
                if any(isinstance(t, ast.Name) and t.id in _NOTE_NAMES for t in node.targets):
                    candidates += _texts(node.value)
            elif isinstance(node, ast.AugAssign):  # text += " and gains ..."
                if isinstance(node.target, ast.Name) and node.target.id in _NOTE_NAMES:
                    candidates += _texts(node.value)
        for candidate in candidates:
            text = template(candidate)
            # Fragments ("." or " and gains ...") are parts of a longer text: the catalog
            # translates the whole (tests/i18n render them); only texts that stand alone here.
            if text and re.search("[A-Za-z]{2}", text) and text[0] not in " :;,.)":
                found.setdefault(text, f"{path.relative_to(ROOT)}:{candidate.lineno}")
    return found


GAME = RULES / "game"
# The game engine's texts for players: its log sentences (``d.log(text, source)``), the step the
# rules ask for (``Step(side, text, kinds)``) and the odds' labels (``_chance(label, ...)``).
_GAME_TEXT_ARGS = {"log": 0, "Step": 1, "_chance": 0, "Chance": 0}


def game_templates(paths: list[Path] | None = None) -> dict[str, str]:
    """Template -> where it is, for every sentence the game engine (companion/rules/game) shows
    players: the log, the step, the odds' labels. Fragments joined at run time ("Combat 2 is
    over" + "; still standing: ...") come as their pieces; a piece starting with punctuation is
    left out (it is part of the sentence before it)."""
    found: dict[str, str] = {}
    for path in paths or sorted(GAME.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) else "")
            position = _GAME_TEXT_ARGS.get(name)
            if position is None or len(node.args) <= position:
                continue
            for candidate in _texts(node.args[position]):
                text = template(candidate)
                if text and re.search("[A-Za-z]{2}", text) and text[0] not in " :;,.)":
                    found.setdefault(text, f"{path.relative_to(ROOT)}:{candidate.lineno}")
    return found


def game_refusals(paths: list[Path] | None = None) -> dict[str, str]:
    """Template -> where it is, for every refusal of the game engine (``IllegalAction(text)``):
    what the Table's banner says when an action is refused."""
    found: dict[str, str] = {}
    for path in paths or sorted(GAME.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "IllegalAction"
                    and node.args):
                for candidate in _texts(node.args[0]):
                    text = template(candidate)
                    if text and re.search("[A-Za-z]{2}", text) and text[0] not in " :;,.)":
                        found.setdefault(text, f"{path.relative_to(ROOT)}:{candidate.lineno}")
    return found


def main(argv: list[str]) -> int:
    import json

    templates = game_templates() if "--game" in argv else engine_templates()
    if "--refusals" in argv:
        templates = game_refusals()
    if "--tr" in argv:
        paths = [p for p in (ROOT / "companion").rglob("*.py") if "ui" not in p.parts]
        templates = tr_keys(paths) | templates
    if "--missing" in argv:
        french: dict[str, str] = {}
        for path in sorted((ROOT / "resources" / "i18n").glob("fr*.json")):
            french.update(json.loads(path.read_text("utf-8"))["messages"])
        templates = {k: v for k, v in templates.items() if k not in french}
    for text, where in templates.items():
        print(f"{where}\t{text}")
    return 0



def tr_keys(paths: list[Path]) -> dict[str, str]:
    """Every literal first argument of ``tr(...)`` in ``paths`` -> where it is (``file:line``)."""
    found: dict[str, str] = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            func = node.func  # tr(...), not Qt's self.tr(...) (those are in the .ts)
            if not (isinstance(func, ast.Name) and func.id in ("tr", "lookup")):
                continue
            for arg in _choices(node.args[0]):
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.setdefault(arg.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def _choices(node: ast.expr) -> list[ast.expr]:
    """``tr("a" if x else "b")`` and ``tr({...}[k])`` give several keys."""
    if isinstance(node, ast.IfExp):
        return _choices(node.body) + _choices(node.orelse)
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
        return [v for v in node.value.values if v is not None]
    return [node]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
