"""Errors the rules engine raises for input a player can correct."""

from __future__ import annotations

from companion.rules.message import Message


class RulesError(ValueError):
    """Bad input to the rules engine: an unknown level, a die outside 1-6, a negative value.

    It carries what to tell the player as a :class:`~companion.rules.message.Message` (or an
    English sentence where a text has no id yet); the edge renders it.
    """

    def __init__(self, message: Message | str) -> None:
        super().__init__(message)

    @property
    def message(self) -> Message | str:
        """What to tell the player."""
        found: Message | str = self.args[0]
        return found
