"""Errors the rules engine raises for input a player can correct."""

from __future__ import annotations


class RulesError(ValueError):
    """Bad input to the rules engine: an unknown level, a die outside 1-6, a negative value."""
