"""Reading a JSON file the user gives us: bounded in size, UTF-8, strict JSON, clear errors.

Card packs and army lists are read the same way; each caller names what the file should be
(:data:`CARD_PACK`, :data:`ARMY_LIST`) and the error type its callers expect. Every error
carries its :class:`~companion.rules.message.Message`.
"""

from __future__ import annotations

import json
import os
from fractions import Fraction
from pathlib import Path

from companion.errors import BadInput
from companion.rules.message import Message

ARMY_LIST = Message("file.an-army-list")
CARD_PACK = Message("file.a-card-pack")


class _NotJsonNumber(ValueError):
    """NaN, Infinity or -Infinity: numbers Python reads and JSON does not have."""

    def __init__(self, constant: str) -> None:
        super().__init__(constant)
        self.constant = constant


def _reject_constant(name: str) -> object:
    raise _NotJsonNumber(name)


def read_json(path: Path, *, what: Message, limit: int, error: type[BadInput], label: str | None = None) -> object:
    """The decoded JSON value of ``path``, which should be ``what`` (e.g. :data:`CARD_PACK`).

    Missing, a folder, unreadable, over ``limit`` bytes (refused before reading it all), not
    UTF-8 or malformed -> ``error`` with a message naming the file (``label`` in the messages
    about its content, the path by default). NaN and Infinity are refused: JSON has neither.
    """
    name = str(path)
    label = name if label is None else label
    megabytes = limit // (1024 * 1024)
    try:
        with path.open("rb") as stream:
            size = os.fstat(stream.fileno()).st_size
            if size > limit:
                raise error(Message("file.too-large", path=name, size=Fraction(round(size / 1e5), 10), what=what,
                                    limit=megabytes))
            raw = stream.read(limit + 1)
    except FileNotFoundError:
        raise error(Message("file.missing", path=name)) from None
    except IsADirectoryError:
        raise error(Message("file.is-folder", path=name, what=what)) from None
    except OSError as problem:
        raise error(Message("file.unreadable", path=name, error=str(problem.strerror or problem))) from None
    if len(raw) > limit:
        raise error(Message("file.grew-too-large", path=name, what=what, limit=megabytes))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        raise error(Message("file.not-utf8", path=label, byte=problem.start)) from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as problem:
        raise error(Message("file.malformed-json", path=label, line=problem.lineno, column=problem.colno,
                            detail=problem.msg)) from None
    except _NotJsonNumber as problem:
        raise error(Message("file.json-constant", path=label, constant=problem.constant)) from None
    except RecursionError:
        raise error(Message("file.json-too-deep", path=label)) from None
    except ValueError as problem:
        raise error(Message("file.json-invalid", path=label, detail=str(problem))) from None
