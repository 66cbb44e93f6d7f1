"""A long computation its caller may stop: the caller passes a ``cancelled`` callback, the
computation asks it between steps and raises :class:`Cancelled` when it says so."""

from __future__ import annotations

from collections.abc import Callable

CancelCheck = Callable[[], bool]
"""Whether the caller wants the computation stopped (asked between steps, from its thread)."""


class Cancelled(Exception):
    """The caller stopped the computation (its ``cancelled`` callback said so): no result."""


def check_cancelled(cancelled: CancelCheck | None) -> None:
    """Raise :class:`Cancelled` if the caller asked to stop (None: it never does)."""
    if cancelled is not None and cancelled():
        raise Cancelled()


__all__ = ["CancelCheck", "Cancelled", "check_cancelled"]
