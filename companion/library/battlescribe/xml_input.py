"""Reading untrusted BattleScribe XML: size limits, zipped files, and a parser that refuses
DTDs and entities (defusedxml).

A ``.gst``/``.cat`` file (or a ``.ros`` roster) is read as it is, a ``.gstz``/``.catz`` (or a
``.rosz``) is a zip holding one XML file.
Files, and the XML inside a zip, are limited to :data:`MAX_XML_BYTES` (checked before reading,
and again while reading: a zip's header may lie). Documents with a DTD or entity declarations
are refused (no entity expansion, no external entities); only UTF-8 is read; only regular
files are read (a FIFO or a device is refused before a byte is read: companion.files), and a
zip whose compressed data is corrupt is refused, whatever its compression. Element tags are
returned without their namespace (``selectionEntry``).
"""

from __future__ import annotations

import lzma
import zipfile
import zlib
from fractions import Fraction
from pathlib import Path
from typing import BinaryIO
from xml.etree.ElementTree import Element, ParseError

import defusedxml
from defusedxml.ElementTree import fromstring

from companion.errors import BadInput
from companion.files import NotRegularFile, open_regular
from companion.rules.message import Message

MAX_XML_BYTES = 50 * 1024 * 1024
"""The largest file, or XML inside a zip, read: real catalogues are well under 2 MB."""

EXTENSIONS = (".gst", ".cat", ".gstz", ".catz")
ROSTER_EXTENSIONS = (".ros", ".rosz")
_ZIPPED = (".gstz", ".catz", ".rosz")


class BattleScribeError(BadInput):
    """A BattleScribe file (or a set of them) that cannot be imported; the message names the
    file and the problem. ``problems`` lists every problem of a batch."""

    def __init__(self, message: Message, problems: tuple[Message, ...] = ()) -> None:
        super().__init__(message)
        self.problems: tuple[Message, ...] = problems or (message,)

    def __str__(self) -> str:
        """The message in English (for logs and developers; the edge renders ``message``)."""
        from companion.i18n.render import english

        return english(self.message)


def _megabytes(size: int) -> Fraction:
    return Fraction(round(size / 1e5), 10)


def _too_large(source: str, size: int) -> BattleScribeError:
    return BattleScribeError(Message("battlescribe.too-large", file=source, size=_megabytes(size),
                                     limit=MAX_XML_BYTES // (1024 * 1024)))


def parse_xml(data: bytes, source: str) -> Element:
    """Parse untrusted XML: no DTD, no entity declarations, no external entities; UTF-8 only."""
    head = data[:4096].lstrip()
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) or head[1:2] == b"\x00":
        raise BattleScribeError(Message("battlescribe.not-utf8", file=source))
    lowered = data.lower()
    if b"<!doctype" in lowered or b"<!entity" in lowered:
        raise BattleScribeError(Message("battlescribe.dtd", file=source))
    return parse_untrusted(data, source)


def parse_untrusted(data: bytes, source: str) -> Element:
    """The parse itself, by defusedxml with DTDs, entities and external references forbidden
    (the second line of defence behind :func:`parse_xml`'s byte check)."""
    try:
        root = fromstring(data, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except defusedxml.DTDForbidden:
        raise BattleScribeError(Message("battlescribe.forbidden-dtd", file=source)) from None
    except defusedxml.EntitiesForbidden:
        raise BattleScribeError(Message("battlescribe.forbidden-entity", file=source)) from None
    except defusedxml.ExternalReferenceForbidden:
        raise BattleScribeError(Message("battlescribe.forbidden-external", file=source)) from None
    except ParseError as error:
        line = error.position[0] if error.position else 1
        reason = str(error).split(":", 1)[0]
        raise BattleScribeError(Message("battlescribe.malformed", file=source, line=line, reason=reason)) from None
    except (LookupError, UnicodeError):  # an encoding the declaration names that is unknown or wrong
        raise BattleScribeError(Message("battlescribe.encoding", file=source)) from None
    for element in root.iter():
        tag = element.tag
        if isinstance(tag, str) and tag[:1] == "{":
            element.tag = tag[tag.index("}") + 1 :]
    return root


def read_xml_bytes(path: Path, extensions: tuple[str, ...] = EXTENSIONS) -> bytes:
    """The XML of a file: read directly, or the one XML file inside a ``.gstz``/``.catz``/``.rosz``
    zip; a file whose extension is not one of ``extensions`` is refused."""
    suffix = path.suffix.lower()
    if suffix not in extensions:
        raise BattleScribeError(Message("battlescribe.not-battlescribe", file=path.name, extensions=", ".join(extensions)))
    try:
        if suffix in _ZIPPED:
            return _read_zipped(path)
        with open_regular(path) as stream:
            size = stream.seek(0, 2)
            if size > MAX_XML_BYTES:
                raise _too_large(str(path), size)
            stream.seek(0)
            data = stream.read(MAX_XML_BYTES + 1)
    except FileNotFoundError:
        raise BattleScribeError(Message("battlescribe.no-file", file=str(path))) from None
    except IsADirectoryError:
        raise BattleScribeError(Message("battlescribe.is-folder", file=str(path))) from None
    except NotRegularFile:
        raise BattleScribeError(Message("battlescribe.not-regular", file=str(path))) from None
    except OSError as error:
        raise BattleScribeError(Message("battlescribe.unreadable", file=str(path), reason=str(error.strerror or error))) from None
    if len(data) > MAX_XML_BYTES:
        raise _too_large(str(path), len(data))
    return data


def _read_zipped(path: Path) -> bytes:
    with open_regular(path) as stream:
        size = stream.seek(0, 2)
        if size > MAX_XML_BYTES:
            raise _too_large(str(path), size)
        stream.seek(0)
        return _unzipped(path, stream)


def _unzipped(path: Path, stream: BinaryIO) -> bytes:
    try:
        with zipfile.ZipFile(stream) as archive:
            members = [info for info in archive.infolist() if not info.is_dir()]
            if len(members) != 1:
                raise BattleScribeError(Message("battlescribe.zip-members", file=path.name, suffix=path.suffix,
                                                found=len(members)))
            (member,) = members
            if member.file_size > MAX_XML_BYTES:
                raise _too_large(f"{path.name} ({member.filename} unzipped)", member.file_size)
            with archive.open(member) as unzipped:  # the header may lie: read at most the limit
                data = unzipped.read(MAX_XML_BYTES + 1)
    except zipfile.BadZipFile as error:
        raise BattleScribeError(Message("battlescribe.bad-zip", file=path.name, reason=str(error))) from None
    except (RuntimeError, NotImplementedError, OSError, EOFError, zlib.error, lzma.LZMAError) as error:
        # encrypted, an unknown compression, a corrupt deflate, bzip2 or LZMA stream
        raise BattleScribeError(Message("battlescribe.cannot-unzip", file=path.name, reason=str(error))) from None
    if len(data) > MAX_XML_BYTES:
        raise _too_large(f"{path.name} (unzipped)", len(data))
    return data
