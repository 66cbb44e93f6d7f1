"""The files a source offers now, how one is fetched and checked, and the folder route.

Every route (GitHub, catpkg, data index, folder) lists its BattleScribe files as
:class:`RemoteFile` objects: the name the source gives, where the bytes are, and a ``version``
that changes whenever the file does (a git blob sha, a revision and checksum, a SHA-256).
Comparing versions is the whole of change detection: a file whose version is the one kept is
not downloaded again.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import io
import zipfile
from dataclasses import dataclass
from pathlib import Path

from companion.library.battlescribe import EXTENSIONS
from companion.library.sources.download import Downloader, Limits, megabytes
from companion.library.sources.errors import DataSourceError
from companion.rules.message import Message

ZIPPED = (".gstz", ".catz")


@dataclass(frozen=True, slots=True)
class RemoteFile:
    """One data file of a source, as its listing gives it."""

    name: str
    """The name the source gives it (a path in the repository, a URL's last part, a file
    name): shown, compared, never used as a path (see :mod:`.storage`)."""
    url: str
    """Where its bytes are: an https address, or a file in a local folder."""
    version: str
    """Changes whenever the file does."""
    revision: str | None = None
    """Its BattleScribe revision, where the listing says."""
    size: int | None = None
    """The size announced (a larger file than the limit is refused before it is asked for)."""
    sha256: str | None = None
    """The SHA-256 the listing gives, checked after the download."""
    git_sha: str | None = None
    """The git blob sha the listing gives, checked after the download."""
    github_blob: bool = False
    """The address answers with GitHub's blob document (base64 content) rather than the bytes."""
    local: bool = False
    """``url`` is a file on this computer (the folder route), not an address."""


@dataclass(frozen=True, slots=True)
class Listing:
    """What a source offers now: its files, its revision as a whole (a release's tag, a
    tree's sha, a package's version), and the files it left out, as notes."""

    files: tuple[RemoteFile, ...]
    revision: str | None = None
    notes: tuple[Message, ...] = ()


def is_data_file(name: str) -> bool:
    """Whether ``name`` ends like a BattleScribe data file (.gst, .cat, .gstz, .catz)."""
    return name.lower().endswith(EXTENSIONS)


def fetch(file: RemoteFile, downloader: Downloader) -> bytes:
    """The bytes of ``file``, within the data-file limit, checked against the listing's
    checksums; DataSourceError if anything is wrong."""
    limit = downloader.limits.file_bytes
    if file.size is not None and file.size > limit:
        raise DataSourceError(Message("data.too-large", url=file.name, megabytes=megabytes(limit)))
    if file.local:
        data = _read_local(Path(file.url), limit)
    elif file.github_blob:
        # Base64 makes 4 bytes of 3, and GitHub wraps the lines.
        document = downloader.get_json(file.url, limit=limit * 4 // 3 + 65536)
        data = _blob_content(document, file)
    else:
        found = downloader.get(file.url, limit)
        assert found is not None
        data = found
    if len(data) > limit:
        raise DataSourceError(Message("data.too-large", url=file.url, megabytes=megabytes(limit)))
    _check(file, data, limit)
    return data


def _read_local(path: Path, limit: int) -> bytes:
    try:
        with path.open("rb") as stream:
            data = stream.read(limit + 1)
    except OSError as error:
        raise DataSourceError(Message("data.unreadable", path=str(path), reason=error.strerror or str(error))) from None
    if len(data) > limit:
        raise DataSourceError(Message("data.too-large", url=str(path), megabytes=megabytes(limit)))
    return data


def _blob_content(document: object, file: RemoteFile) -> bytes:
    if not isinstance(document, dict) or document.get("encoding") != "base64" or not isinstance(document.get("content"), str):
        raise DataSourceError(Message("data.not-github-blob", url=file.url))
    try:
        return base64.b64decode(document["content"])
    except (binascii.Error, ValueError):
        raise DataSourceError(Message("data.not-github-blob", url=file.url)) from None


def git_blob_sha(data: bytes) -> str:
    """The sha git gives a file of these bytes (``git hash-object``)."""
    return hashlib.sha1(b"blob %d\x00" % len(data) + data, usedforsecurity=False).hexdigest()


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _check(file: RemoteFile, data: bytes, limit: int) -> None:
    if file.git_sha is not None and git_blob_sha(data) != file.git_sha.lower():
        raise DataSourceError(Message("data.wrong-checksum", file=file.name))
    if file.sha256 is not None and file.sha256.lower() not in (sha256(data), _unzipped_sha256(file, data, limit)):
        raise DataSourceError(Message("data.wrong-checksum", file=file.name))


def _unzipped_sha256(file: RemoteFile, data: bytes, limit: int) -> str | None:
    """A zipped file's checksum may be that of the XML inside (the repository's source)."""
    if not file.name.lower().endswith(ZIPPED):
        return None
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = [info for info in archive.infolist() if not info.is_dir()]
            if len(members) != 1:
                return None
            with archive.open(members[0]) as stream:
                return sha256(stream.read(limit + 1))
    except (zipfile.BadZipFile, RuntimeError, NotImplementedError, OSError):
        return None


def check_source_bounds(source: str, count: int, size: int, limits: Limits) -> None:
    """Refuse a source of more data files, or more bytes in all, than :class:`~.download.Limits`
    lets one have."""
    if count > limits.source_files:
        raise DataSourceError(Message("data.too-many-files", source=source, count=count, limit=limits.source_files))
    if size > limits.source_bytes:
        raise DataSourceError(Message("data.source-too-large", source=source,
                                      megabytes=megabytes(limits.source_bytes)))


# --- the folder route -----------------------------------------------------------------------


def list_folder(folder: Path, limits: Limits) -> Listing:
    """The BattleScribe files of a local folder (not its sub-folders), each versioned by its
    SHA-256. The sizes are checked before any file is read: a file larger than a data file may
    be, or a folder larger than a source may be, is refused without reading it."""
    try:
        entries = sorted(folder.iterdir(), key=lambda p: p.name)
        found = [(path, path.stat().st_size) for path in entries
                 if path.is_file() and is_data_file(path.name) and not path.name.startswith(".")]
    except OSError as error:
        raise DataSourceError(Message("data.unreadable", path=str(folder), reason=error.strerror or str(error))) from None
    for path, size in found:
        if size > limits.file_bytes:
            raise DataSourceError(Message("data.too-large", url=str(path), megabytes=megabytes(limits.file_bytes)))
    check_source_bounds(str(folder), len(found), sum(size for _path, size in found), limits)
    files = []
    for path, size in found:
        digest = hashlib.sha256()
        try:
            with path.open("rb") as stream:
                while block := stream.read(1 << 20):
                    digest.update(block)
        except OSError as error:
            raise DataSourceError(Message("data.unreadable", path=str(path),
                                          reason=error.strerror or str(error))) from None
        value = digest.hexdigest()
        files.append(RemoteFile(path.name, str(path), value, size=size, sha256=value, local=True))
    return Listing(tuple(files))
