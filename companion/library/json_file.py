"""Reading a JSON file the user gives us: bounded in size, UTF-8, strict JSON, clear errors.

Card packs (FORMATS.md "Card pack") and army lists ("Army list") are read the same way; each
caller names what the file should be ("a card pack") and the error type its callers expect.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from companion.errors import BadInput


def _reject_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


def read_json(path: Path, *, what: str, limit: int, error: type[BadInput], label: str | None = None) -> object:
    """The decoded JSON value of ``path``, which should be ``what`` (e.g. "a card pack").

    Missing, a folder, unreadable, over ``limit`` bytes (refused before reading it all), not
    UTF-8 or malformed -> ``error`` with a message naming the file (``label`` in the messages
    about its content, the path by default). NaN and Infinity are refused: JSON has neither.
    """
    label = str(path) if label is None else label
    megabytes = limit // (1024 * 1024)
    try:
        with path.open("rb") as stream:
            size = os.fstat(stream.fileno()).st_size
            if size > limit:
                raise error(f"{path}: the file is {size / 1e6:.1f} MB; {what} may be at most {megabytes} MB")
            raw = stream.read(limit + 1)
    except FileNotFoundError:
        raise error(f"{path}: no such file") from None
    except IsADirectoryError:
        raise error(f"{path}: is a folder, not {what}") from None
    except OSError as problem:
        raise error(f"{path}: cannot be read ({problem.strerror or problem})") from None
    if len(raw) > limit:
        raise error(f"{path}: {what} may be at most {megabytes} MB")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as problem:
        raise error(f"{label}: not UTF-8 text (byte {problem.start})") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as problem:
        raise error(f"{label}: malformed JSON at line {problem.lineno}, column {problem.colno}: {problem.msg}") from None
    except (ValueError, RecursionError) as problem:
        raise error(f"{label}: malformed JSON: {problem or 'nested too deeply'}") from None
