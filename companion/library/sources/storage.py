"""The copies kept of each source's files, beside the library: ``companion.sources/<name>/``.

The last good copy of every file stays there, so the app works offline and an update compares
with what it has. A name a source gives (a catpkg's, an index's, a repository's) never becomes
a path as it is: :func:`safe_file_name` keeps its last part, in letters, digits and a few marks,
and every path is checked to lie in the source's folder.

An update downloads into a temporary folder inside the source's (:class:`Incoming`); only once
the import is committed are the new files moved over the old ones (a rename each). A failed or
cancelled update leaves the kept copies as they were, and removes what it downloaded. A process
killed between the commit and the last rename leaves a kept copy other than the one recorded:
each copy is checked against its recorded size and SHA-256 before it is used
(:func:`kept_copy_intact`), and downloaded again if it differs.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from companion.library.battlescribe import EXTENSIONS
from companion.library.sources.errors import DataSourceError
from companion.library.sources.location import check_name
from companion.rules.message import Message

INCOMING_PREFIX = ".incoming-"
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


def kept_copy_intact(path: Path, size: int, sha256: str) -> bool:
    """Whether the kept copy at ``path`` is the file recorded: a regular file of ``size``
    bytes (compared first, so a file of another size is not read) and SHA-256 ``sha256``."""
    try:
        if not path.is_file() or path.stat().st_size != size:
            return False
        digest = hashlib.sha256()
        with path.open("rb") as stream:
            while block := stream.read(1 << 20):
                digest.update(block)
    except OSError:
        return False
    return digest.hexdigest() == sha256


class Incoming:
    """Files downloaded for one update, in a temporary folder inside the source's folder.

    Made under the sources' lock (:mod:`.lock`): any other temporary folder there is a leftover
    of an update that was killed, and is removed. :meth:`commit` moves the files over the kept
    copies and deletes the files the source no longer has; leaving the ``with`` block removes
    whatever is still in the temporary folder, and the source's folder if it was made for these
    files and none was committed (a failed add). A file that cannot be written (a full disk) is
    a DataSourceError saying so.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._made = not folder.exists()
        self._written: list[str] = []
        try:
            folder.mkdir(parents=True, exist_ok=True)
            _remove_leftovers(folder)
            self.path = Path(tempfile.mkdtemp(prefix=INCOMING_PREFIX, dir=folder))
        except OSError as error:
            if self._made:
                shutil.rmtree(folder, ignore_errors=True)
            raise _cannot_keep(folder, error) from None

    def write(self, file_name: str, data: bytes) -> Path:
        """Write one downloaded file (its safe name) and return its temporary path."""
        path = inside(self.path, file_name)
        try:
            with path.open("xb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
        except OSError as error:
            raise _cannot_keep(self.folder, error) from None
        self._written.append(file_name)
        return path

    def commit(self, removed: Iterable[str] = ()) -> None:
        """Move the new files into the source's folder (over the old copies) and delete the
        files named in ``removed``."""
        try:
            for file_name in self._written:
                os.replace(inside(self.path, file_name), inside(self.folder, file_name))
            self._written.clear()
            for file_name in removed:
                inside(self.folder, file_name).unlink(missing_ok=True)
        except OSError as error:
            raise _cannot_keep(self.folder, error) from None

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


def _remove_leftovers(folder: Path) -> None:
    """Temporary folders left by an update that was killed (none other runs: see :class:`Incoming`)."""
    for path in folder.glob(f"{INCOMING_PREFIX}*"):
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)


def _cannot_keep(folder: Path, error: OSError) -> DataSourceError:
    return DataSourceError(Message("data.cannot-keep", path=str(folder), reason=error.strerror or str(error)))
