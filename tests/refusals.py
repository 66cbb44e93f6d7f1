"""One way for a test to say "this is refused": the error raised and the message it carries, by
id (companion/rules/message.py) and arguments, not by its English words, which the catalogue
may reword. A test of the words themselves (a translation, the command line's one line) reads
them on purpose, with ``companion.i18n``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from companion.errors import BadInput
from companion.i18n.engine import error_text
from companion.library.sources.errors import DataSourceError
from companion.rules.errors import RulesError
from companion.rules.message import Argument, Message

Refusal = type[Exception] | tuple[type[Exception], ...]


def _says(message: object, message_id: str, arguments: dict[str, Argument]) -> None:
    assert isinstance(message, Message), f"{message!r} has no id"
    assert message.id == message_id, message
    for name, value in arguments.items():
        assert message[name] == value, message


@contextmanager
def refused(message_id: str, kind: Refusal = (BadInput, RulesError), /,
            **arguments: Argument) -> Iterator[pytest.ExceptionInfo[Exception]]:
    """The block raises ``kind`` (a :class:`BadInput` or a :class:`RulesError` unless told)
    carrying the message ``message_id``, with these ``arguments`` among its own."""
    with pytest.raises(kind) as caught:
        yield caught
    _says(getattr(caught.value, "message", None), message_id, arguments)


def problem(error: BaseException) -> Message:
    """The problem a data source's refusal names: the ``problem`` of ``data.failed`` (and of
    ``data.failed-offline``), else the error's own message."""
    message = getattr(error, "message", None)
    assert isinstance(message, Message), f"{message!r} has no id"
    if message.id not in ("data.failed", "data.failed-offline"):
        return message
    found = message["problem"]
    assert isinstance(found, Message)
    return found


@contextmanager
def refused_because(problem_id: str, kind: Refusal = DataSourceError, /,
                    **arguments: Argument) -> Iterator[pytest.ExceptionInfo[Exception]]:
    """The block raises a data source's refusal (a :class:`DataSourceError` unless told) whose
    :func:`problem` is ``problem_id`` with these ``arguments``, said in one line."""
    with pytest.raises(kind) as caught:
        yield caught
    _says(problem(caught.value), problem_id, arguments)
    assert "\n" not in error_text(caught.value)
