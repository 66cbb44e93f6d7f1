"""Errors for bad input outside the rules engine: files, cards, databases.

Each carries what to tell the user as a :class:`~companion.rules.message.Message` (or, where a
text has not been given an id yet, an English sentence). The CLI maps :class:`BadInput` (and
:class:`companion.rules.errors.RulesError`) to exit code 2 with the message rendered on stderr
and no traceback; the window shows it in a dialog. ``str(error)`` is the message in English,
for logs and developers; what a user reads is rendered in their language
(:func:`companion.i18n.engine.error_text`).
"""

from __future__ import annotations

from companion.rules.message import Message


class BadInput(Exception):
    """Input the user can correct: a malformed file, an unknown card, a negative value."""

    def __init__(self, message: Message | str) -> None:
        super().__init__(message)

    @property
    def message(self) -> Message | str:
        """What to tell the user."""
        found: Message | str = self.args[0]
        return found

    def __str__(self) -> str:
        from companion.i18n.render import english

        return english(self.message)


class DatabaseError(BadInput):
    """The database cannot be used as it is (corrupt, or made by a newer version)."""


class ChangedElsewhere(BadInput):
    """A write refused because another window or command wrote the same card, list or game
    since it was read: nothing was written (companion.library.store, companion.library.armies,
    companion.library.games)."""
