"""Errors the rules engine raises for input a player can correct."""

from __future__ import annotations

from companion.rules.message import Message


class RulesError(ValueError):
    """Bad input to the rules engine: an unknown level, a die outside 1-6, a negative value.

    It carries what to tell the player as a :class:`~companion.rules.message.Message` (the edge
    renders :attr:`message` in the reader's language); ``str(error)`` is for developers.
    """

    def __init__(self, message: Message | str) -> None:
        super().__init__(message)

    @property
    def message(self) -> Message | str:
        """What to tell the player."""
        found: Message | str = self.args[0]
        return found
