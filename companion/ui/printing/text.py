"""Filling Qt's numbered placeholders in a translated text (PySide6's ``tr`` returns a str)."""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%([1-9])")


def arg(text: str, *values: object) -> str:
    """``text`` with ``%1``, ``%2``... replaced by ``values`` in one pass (a value that itself
    contains ``%2``, such as a list's name, is not filled again)."""
    def fill(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, text)
