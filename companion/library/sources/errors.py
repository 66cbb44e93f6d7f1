"""What goes wrong with a data source: each error carries the Message the player reads."""

from __future__ import annotations

from companion.errors import BadInput


class DataSourceError(BadInput):
    """A source that cannot be read, listed or downloaded; nothing was changed."""


class Offline(DataSourceError):
    """The network (or the source's host) cannot be reached at all."""


class Cancelled(DataSourceError):
    """The player cancelled the update before it was written; nothing was changed."""
