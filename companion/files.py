"""Reading and writing the user's files safely.

Reading: :func:`open_regular` opens regular files only. A FIFO, a device (``/dev/zero``) or a
socket named like a card pack or a catalogue is refused before a byte is read from it, so that
nothing can make a read wait, or run on, for ever.

Writing: a temporary file beside the target, renamed over it; a target that is a FIFO, a
device or a socket is refused (renaming over it would put a file in its place).

The temporary file is hidden and named after the target and the writing process,
``.NAME.<pid>-<random>.part``, so that one left by a process that was killed can be told from
one being written: :func:`clean_stale_parts` removes those whose process no longer runs (before
each write of the same target, and at start in the app's own folders). A new file gets the
permissions the user's umask gives any new file; a file written over keeps its own.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
import sys
from pathlib import Path
from typing import BinaryIO

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
"""Opened so, a FIFO does not wait for a writer before it can be refused (POSIX)."""


class NotRegularFile(OSError):
    """The path names a FIFO, a device or a socket: not a file to read."""


def open_regular(path: Path) -> BinaryIO:
    """``path`` opened for reading in binary, if it is a regular file; else IsADirectoryError
    or :class:`NotRegularFile` (and FileNotFoundError, PermissionError... as ``open`` raises)."""
    handle = os.open(path, os.O_RDONLY | _NONBLOCK | getattr(os, "O_BINARY", 0))
    try:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(f"{path} is a folder")
        if not stat.S_ISREG(mode):
            raise NotRegularFile(f"{path} is not a regular file")
        if _NONBLOCK:
            os.set_blocking(handle, True)  # a regular file: read it as usual
        return os.fdopen(handle, "rb")
    except BaseException:
        os.close(handle)
        raise


_PART = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)-[0-9a-f]{8}\.part$")


def _runs(pid: int) -> bool:
    """Whether a process with this id is running (where that cannot be known: yes)."""
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's process
    return True


def clean_stale_parts(folder: Path, name: str | None = None) -> list[Path]:
    """Remove the temporary files that writes killed midway left in ``folder`` (of the target
    ``name`` only, if given); returns those removed. Files being written are left alone."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        found = _PART.match(entry.name)
        if found is None or (name is not None and found["name"] != name) or _runs(int(found["pid"])):
            continue
        try:
            entry.unlink()
        except OSError:
            continue
        removed.append(entry)
    return removed


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file renamed over it: on failure nothing
    is left behind and the target (if any) is untouched. Raises OSError (:class:`NotRegularFile`
    for a target that is a FIFO, a device or a socket)."""
    try:
        mode: int | None = os.stat(path).st_mode
    except OSError:
        mode = None  # not there yet (or unreachable: the write says why)
    if mode is not None and not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
        raise NotRegularFile(errno.EINVAL, "not a regular file (a pipe, a device or a socket)", str(path))
    folder = path.parent if str(path.parent) else Path(".")
    clean_stale_parts(folder, path.name)
    while True:
        temporary = folder / f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.part"
        try:  # 0o666: the umask takes off what the user does not give new files
            handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
            break
        except FileExistsError:
            continue
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            try:
                os.chmod(out.fileno(), stat.S_IMODE(os.stat(path).st_mode))  # written over: its permissions
            except (FileNotFoundError, NotImplementedError):
                pass
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
