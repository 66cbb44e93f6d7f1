"""Filling Qt's numbered placeholders in a translated text: ``arg(self.tr("%1 of %2"), a, b)``.

PySide6's ``tr()`` returns a Python ``str`` (no ``QString.arg``); translations keep Qt's
``%1 %2`` so Qt Linguist and ``pyside6-lupdate`` see them, and may reorder them.
"""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d+)")


def arg(text: str, *values: object) -> str:
    """``%1``..``%n`` replaced by ``values`` in one pass (a value's own "%2" stays as it is)."""
    def fill(match: re.Match[str]) -> str:
        number = int(match.group(1))
        return str(values[number - 1]) if 1 <= number <= len(values) else match.group(0)

    return _PLACEHOLDER.sub(fill, text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name pyside6-lupdate looks for)
    """Mark ``text`` for translation in ``context`` and return it as it is (PySide6's own
    returns ``object`` to type checkers); show it with ``QCoreApplication.translate``."""
    return text
