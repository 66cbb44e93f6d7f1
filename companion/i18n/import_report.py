"""What an import says, in the current language: its notes, and every problem of a batch
that could not be imported, one a line."""

from __future__ import annotations

from companion.i18n.engine import error_text
from companion.i18n.render import render
from companion.rules.message import Message


def note_line(note: Message | str) -> str:
    """A note of an import in the current language."""
    return render(note)


def problems_text(error: BaseException) -> str:
    """What an import error says: each problem of a batch on its own line (an error with a
    ``problems`` tuple of Messages), else the error's message."""
    problems = getattr(error, "problems", ())
    if len(problems) > 1:
        return "\n".join(render(problem) for problem in problems)
    return error_text(error)
