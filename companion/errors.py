"""Errors for bad input outside the rules engine: files, cards, databases.

The CLI maps :class:`BadInput` (and :class:`companion.rules.errors.RulesError`) to exit code 2
with the message on stderr and no traceback; the window shows the message in a dialog.
"""

from __future__ import annotations


class BadInput(Exception):
    """Input the user can correct: a malformed file, an unknown card, a negative value."""


class DatabaseError(BadInput):
    """The database cannot be used as it is (corrupt, or made by a newer version)."""
