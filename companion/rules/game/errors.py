"""The error the game engine raises when the rules forbid an action."""

from __future__ import annotations

from companion.rules.errors import RulesError


class IllegalAction(RulesError):
    """The rules forbid this action now; the message tells the player why (and what to do)."""
