"""The error the game engine raises when the rules forbid an action."""

from __future__ import annotations

from companion.rules.errors import RulesError
from companion.rules.message import Message


class IllegalAction(RulesError):
    """The rules forbid this action now; its message (``args[0]``, a
    :class:`~companion.rules.message.Message`) tells the player why and what to do."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)

    @property
    def message(self) -> Message:
        """Why the action is refused."""
        found = self.args[0]
        assert isinstance(found, Message)
        return found


def reason(error: Exception) -> Message | str:
    """What a rules error says: its message, or its text where the rules module that raised
    it still writes one."""
    found = error.args[0] if error.args else None
    return found if isinstance(found, (Message, str)) else str(error)
