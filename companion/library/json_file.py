"""Reading a file the user gives us: a regular file, bounded in size; for JSON, UTF-8, strict
JSON, text that is Unicode, clear errors.

Card packs, army lists and game logs are read the same way; each caller names what the file
should be (:data:`CARD_PACK`, :data:`ARMY_LIST`, :data:`GAME_LOG`) and the error type its
callers expect. Every error carries its :class:`~companion.rules.message.Message`. Only regular
files are read (companion.files.open_regular): a FIFO, a device (``/dev/zero``) or a socket
is refused before any byte is read from it.
"""

from __future__ import annotations

import json
import os
from fractions import Fraction
from pathlib import Path

from companion.errors import BadInput
from companion.files import NotRegularFile, open_regular
from companion.rules.message import Message

ARMY_LIST = Message("file.an-army-list")
CARD_PACK = Message("file.a-card-pack")
GAME_LOG = Message("file.a-game-log")


class _NotJsonNumber(ValueError):
    """NaN, Infinity or -Infinity: numbers Python reads and JSON does not have."""

    def __init__(self, constant: str) -> None:
        super().__init__(constant)
        self.constant = constant


def _reject_constant(name: str) -> object:
    raise _NotJsonNumber(name)


def read_bounded(path: Path, *, what: Message, limit: int, error: type[BadInput]) -> bytes:
    """The bytes of ``path``, which should be ``what``: a regular file of at most ``limit``
    bytes (refused before reading it all), else ``error`` with a message naming the file."""
    name = str(path)
    megabytes = limit // (1024 * 1024)
    try:
        with open_regular(path) as stream:
            size = os.fstat(stream.fileno()).st_size
            if size > limit:
                raise error(Message("file.too-large", path=name, size=Fraction(round(size / 1e5), 10), what=what,
                                    limit=megabytes))
            raw = stream.read(limit + 1)
    except FileNotFoundError:
        raise error(Message("file.missing", path=name)) from None
    except IsADirectoryError:
        raise error(Message("file.is-folder", path=name, what=what)) from None
    except NotRegularFile:
        raise error(Message("file.not-regular", path=name, what=what)) from None
    except OSError as problem:
        raise error(Message("file.unreadable", path=name, error=str(problem.strerror or problem))) from None
    if len(raw) > limit:
        raise error(Message("file.grew-too-large", path=name, what=what, limit=megabytes))
    return raw


def _not_unicode(value: object) -> bool:
    """Whether decoded JSON holds a lone surrogate (``"\\ud800"``): text that no file, database
    or screen can hold. Walked without recursion: the value may be nested as deep as JSON allows."""
    waiting = [value]
    while waiting:
        item = waiting.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            waiting.extend(item)
            waiting.extend(item.values())
        elif isinstance(item, list):
            waiting.extend(item)
    return False


def read_json(path: Path, *, what: Message, limit: int, error: type[BadInput], label: str | None = None) -> object:
    """The decoded JSON value of ``path``, which should be ``what`` (e.g. :data:`CARD_PACK`).

    Missing, a folder, not a regular file, unreadable, over ``limit`` bytes (refused before
    reading it all), not UTF-8, malformed or holding a lone surrogate -> ``error`` with a message
    naming the file (``label`` in the messages about its content, the path by default). NaN and
    Infinity are refused: JSON has neither.
    """
    label = str(path) if label is None else label
    raw = read_bounded(path, what=what, limit=limit, error=error)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        raise error(Message("file.not-utf8", path=label, byte=problem.start)) from None
    try:
        value = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as problem:
        raise error(Message("file.malformed-json", path=label, line=problem.lineno, column=problem.colno,
                            detail=problem.msg)) from None
    except _NotJsonNumber as problem:
        raise error(Message("file.json-constant", path=label, constant=problem.constant)) from None
    except RecursionError:
        raise error(Message("file.json-too-deep", path=label)) from None
    except ValueError as problem:
        raise error(Message("file.json-invalid", path=label, detail=str(problem))) from None
    if "\\u" in text and _not_unicode(value):
        raise error(Message("file.lone-surrogate", path=label))
    return value
