"""The copies kept of each source's files, beside the library: ``companion.sources/<name>/``.

The last good copy of every file stays there, so the app works offline and an update compares
with what it has. A name a source gives (a catpkg's, an index's, a repository's) never becomes
a path as it is: :func:`safe_file_name` keeps its last part, in letters, digits and a few marks,
and every path is checked to lie in the source's folder.

An update downloads into a temporary folder inside the source's (:class:`Incoming`); only once
the import is committed are the new files moved over the old ones (a rename each). A failed or
cancelled update leaves the kept copies as they were.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
import time
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from companion.library.battlescribe import EXTENSIONS
from companion.library.sources.location import check_name

INCOMING_PREFIX = ".incoming-"
_STALE_SECONDS = 24 * 3600
_RESERVED = re.compile(r"^(con|prn|aux|nul|com\d|lpt\d)$", re.IGNORECASE)  # Windows device names
_UNSAFE = re.compile(r"[^\w .,+()\[\]-]")
_STEM_MAX = 100


def sources_root(db_path: Path) -> Path:
    """Where the sources of the library at ``db_path`` keep their files:
    ``companion.sources`` beside ``companion.sqlite3``."""
    return db_path.with_name(f"{db_path.stem}.sources")


def source_folder(db_path: Path, name: str) -> Path:
    """The folder of the source ``name``."""
    return sources_root(db_path) / check_name(name)


def safe_file_name(name: str, taken: Iterable[str] = ()) -> str:
    """A file name made from ``name`` that cannot leave its folder: its last part only,
    letters, digits, spaces and ``.,+()[]-`` kept (others become ``_``), no leading dot, the
    data file's suffix kept; ``-2``, ``-3``... added when ``taken`` has it (in any case)."""
    last = unicodedata.normalize("NFC", name.replace("\\", "/")).rsplit("/", 1)[-1]
    lowered = last.lower()
    suffix = next((s for s in sorted(EXTENSIONS, key=len, reverse=True) if lowered.endswith(s)), "")
    stem = _UNSAFE.sub("_", last[: len(last) - len(suffix)]).strip(" .")[:_STEM_MAX].strip(" .")
    if not stem or _RESERVED.match(stem):
        stem = f"_{stem}"
    used = {t.lower() for t in taken}
    candidate, number = f"{stem}{suffix.lower()}", 1
    while candidate.lower() in used:
        number += 1
        candidate = f"{stem}-{number}{suffix.lower()}"
    return candidate


def inside(folder: Path, file_name: str) -> Path:
    """``folder / file_name``, after checking it is a file directly in ``folder``."""
    path = folder / file_name
    if path.parent != folder or file_name in ("", ".", "..") or "/" in file_name or "\\" in file_name:
        raise ValueError(f"{file_name!r} is not a plain file name")
    return path


class Incoming:
    """Files downloaded for one update, in a temporary folder inside the source's folder.

    :meth:`commit` moves them over the kept copies and deletes the files the source no longer
    has; leaving the ``with`` block removes whatever is still in the temporary folder, and the
    source's folder if it was made for these files and none was committed (a failed add).
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._made = not folder.exists()
        folder.mkdir(parents=True, exist_ok=True)
        _remove_stale(folder)
        self.path = Path(tempfile.mkdtemp(prefix=INCOMING_PREFIX, dir=folder))
        self._written: list[str] = []

    def write(self, file_name: str, data: bytes) -> Path:
        """Write one downloaded file (its safe name) and return its temporary path."""
        path = inside(self.path, file_name)
        with path.open("xb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        self._written.append(file_name)
        return path

    def commit(self, removed: Iterable[str] = ()) -> None:
        """Move the new files into the source's folder (over the old copies) and delete the
        files named in ``removed``."""
        for file_name in self._written:
            os.replace(inside(self.path, file_name), inside(self.folder, file_name))
        self._written.clear()
        for file_name in removed:
            inside(self.folder, file_name).unlink(missing_ok=True)

    def discard(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)
        if self._made:
            try:
                self.folder.rmdir()  # only if empty: nothing was committed into it
            except OSError:
                pass

    def __enter__(self) -> Incoming:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.discard()


def _remove_stale(folder: Path) -> None:
    """Temporary folders left by an update that was killed, a day ago or more."""
    now = time.time()
    for path in folder.glob(f"{INCOMING_PREFIX}*"):
        try:
            if path.is_dir() and now - path.stat().st_mtime > _STALE_SECONDS:
                shutil.rmtree(path, ignore_errors=True)
        except OSError:
            pass
