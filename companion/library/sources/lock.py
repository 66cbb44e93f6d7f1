"""One change to a library's data sources at a time, across windows and commands.

An add, an update or a removal takes the lock of the library's sources (the file
``companion.sources.lock`` beside ``companion.sqlite3`` and its ``companion.sources`` folder)
for as long as it runs; a second one meanwhile (another
window, ``companion data`` in a terminal, or the same window) is refused at once, changing
nothing, with a message saying that another change is under way. The lock is the operating
system's (``flock`` on POSIX, ``msvcrt.locking`` on Windows): it goes with the process that
holds it, killed or not, so a lock is never left behind.

Holding the lock, a change knows that no other one runs: the temporary folders it finds in a
source's folder are leftovers of a change that was killed (:mod:`.storage`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from types import TracebackType

from companion.library.sources.errors import DataSourceError
from companion.rules.message import Message



def lock_path(root: Path) -> Path:
    """The lock file of the sources folder ``root``: beside it, named after it."""
    return root.with_name(f"{root.name}.lock")


class SourcesLock:
    """The lock of the sources folder ``root``, taken on ``with``."""

    def __init__(self, root: Path) -> None:
        self.path = lock_path(root)
        self._handle: int | None = None

    def __enter__(self) -> SourcesLock:
        try:
            handle = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o666)
        except OSError as error:
            raise DataSourceError(Message("data.cannot-write", path=str(self.path),
                                          reason=error.strerror or str(error))) from None
        try:
            _lock(handle)
        except OSError:
            os.close(handle)
            raise DataSourceError(Message("data.change-under-way")) from None
        self._handle = handle
        return self

    def __exit__(self, _type: type[BaseException] | None, _value: BaseException | None,
                 _traceback: TracebackType | None) -> None:
        if self._handle is not None:
            _unlock(self._handle)
            os.close(self._handle)
            self._handle = None


if sys.platform == "win32":
    import msvcrt

    def _lock(handle: int) -> None:
        msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)

    def _unlock(handle: int) -> None:
        os.lseek(handle, 0, os.SEEK_SET)
        msvcrt.locking(handle, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(handle: int) -> None:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(handle: int) -> None:
        fcntl.flock(handle, fcntl.LOCK_UN)
