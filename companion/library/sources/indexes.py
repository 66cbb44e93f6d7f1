"""The two index routes: a BSData ``*.catpkg.json`` and a BattleScribe data index.

A catpkg (BSData ``catpkg.schema.json``) lists its data files in ``repositoryFiles``: each
with ``id``, ``name``, ``type`` (gamesystem, catalogue, roster), ``revision`` and
``fileUrl``, and optionally ``sourceSha256``, checked after the download (against the file, or
for a zipped file the XML inside). A file's version is its revision and checksum, so a new
release that leaves a file as it was does not download it again.

A data index (``index.xml``, or ``.bsi``: the same zipped) is BattleScribe's ``dataIndex``
document: ``dataIndexEntry`` elements with ``filePath``, ``dataType``, ``dataId``,
``dataRevision``; each file lies beside the index. It is read under the rules of every
BattleScribe file (no DTD, no entities, within the size limit).
"""

from __future__ import annotations

import io
import zipfile
from typing import Any
from urllib.parse import quote, unquote, urljoin, urlsplit

from companion.library.battlescribe import BattleScribeError, parse_xml
from companion.library.sources.download import Downloader, megabytes
from companion.library.sources.errors import DataSourceError
from companion.library.sources.listing import Listing, RemoteFile, is_data_file
from companion.library.sources.location import check_url
from companion.rules.message import Message

_SUFFIX = {"gamesystem": ".gst", "catalogue": ".cat"}




# --- catpkg ---------------------------------------------------------------------------------


def list_catpkg(url: str, downloader: Downloader, revision: str | None = None) -> Listing:
    """The files of the catpkg at ``url``; ``revision`` names the listing (a release's tag)
    instead of the package's ``version``."""
    return read_catpkg(downloader.get_json(url), url, revision)


def read_catpkg(document: Any, url: str, revision: str | None = None) -> Listing:
    """The files a catpkg document lists (its ``fileUrl``s resolved against ``url``)."""
    if not isinstance(document, dict) or not isinstance(document.get("repositoryFiles"), list):
        raise DataSourceError(Message("data.not-catpkg", url=url))
    files: list[RemoteFile] = []
    notes: list[Message] = []
    for entry in document["repositoryFiles"]:
        if not isinstance(entry, dict) or not isinstance(entry.get("fileUrl"), str):
            raise DataSourceError(Message("data.not-catpkg", url=url))
        kind = str(entry.get("type") or "catalogue").lower()
        file_url = urljoin(url, entry["fileUrl"])
        name = _file_name(file_url, str(entry.get("name") or entry.get("id") or ""), kind)
        if kind not in _SUFFIX or not is_data_file(name):
            notes.append(Message("data.file-skipped", file=name or file_url))
            continue
        check_url(file_url)
        revision_text = None if entry.get("revision") is None else str(entry["revision"])
        checksum = entry.get("sourceSha256")
        checksum = checksum.lower() if isinstance(checksum, str) and checksum else None
        files.append(RemoteFile(name, file_url, f"rev {revision_text}; sha256 {checksum}",
                                revision=revision_text, sha256=checksum))
    found = revision or (str(document["version"]) if document.get("version") else None)
    return Listing(tuple(files), found, tuple(notes))


def _file_name(file_url: str, data_name: str, kind: str) -> str:
    """The file's name: the last part of its address, or its data name with the suffix of its
    type when the address does not end like a data file."""
    last = unquote(urlsplit(file_url).path.rsplit("/", 1)[-1])
    if is_data_file(last) or not data_name:
        return last
    return data_name if is_data_file(data_name) else data_name + _SUFFIX.get(kind, "")


# --- BattleScribe data index ----------------------------------------------------------------


def list_data_index(url: str, downloader: Downloader) -> Listing:
    """The files of the data index (``index.xml`` or ``.bsi``) at ``url``."""
    body = downloader.get(url, downloader.limits.index_bytes)
    assert body is not None
    if body.startswith(b"PK"):
        body = _unzipped_index(body, url, downloader.limits.index_bytes)
    try:
        root = parse_xml(body, url)
    except BattleScribeError as error:
        raise DataSourceError(error.message) from None
    if root.tag.rpartition(":")[2] != "dataIndex":
        raise DataSourceError(Message("data.not-data-index", url=url))
    files: list[RemoteFile] = []
    notes: list[Message] = []
    for entry in root.iter():
        if entry.tag.rpartition(":")[2] != "dataIndexEntry":
            continue
        path = entry.get("filePath") or ""
        kind = (entry.get("dataType") or "").lower()
        name = path.replace("\\", "/")
        if not path or kind not in _SUFFIX or not is_data_file(name):
            notes.append(Message("data.file-skipped", file=path or "?"))
            continue
        file_url = urljoin(url, quote(name))
        check_url(file_url)
        revision = entry.get("dataRevision")
        files.append(RemoteFile(name, file_url, f"rev {revision}", revision=revision))
    return Listing(tuple(files), None, tuple(notes))


def _unzipped_index(body: bytes, url: str, limit: int) -> bytes:
    try:
        with zipfile.ZipFile(io.BytesIO(body)) as archive:
            members = [i for i in archive.infolist() if not i.is_dir() and i.filename.lower().endswith(".xml")]
            if len(members) != 1:
                raise DataSourceError(Message("data.not-bsi", url=url))
            if members[0].file_size > limit:
                raise DataSourceError(Message("data.too-large", url=url, megabytes=megabytes(limit)))
            with archive.open(members[0]) as stream:
                data = stream.read(limit + 1)
    except (zipfile.BadZipFile, RuntimeError, NotImplementedError, OSError):
        raise DataSourceError(Message("data.not-bsi", url=url)) from None
    if len(data) > limit:
        raise DataSourceError(Message("data.too-large", url=url, megabytes=megabytes(limit)))
    return data
