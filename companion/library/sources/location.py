"""What the player names as a data source: one of four kinds, and the name it is listed under.

``github:OWNER/REPO`` (or ``https://github.com/OWNER/REPO``), the URL of a BSData
``*.catpkg.json``, the URL of a BattleScribe ``.bsi`` or ``index.xml`` data index, or a local
folder. A source's name is short, lower case and safe as a folder name (``c5``); it is also the
edition its cards record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from urllib.parse import unquote, urlsplit

from companion.library.sources.errors import DataSourceError
from companion.rules.message import Message

C5_SOURCE = "github:squera/newrecruit-confrontation-C5"
"""The fan "Confrontation C5" edition's repository, which the window offers by name."""

KNOWN_NAMES = {C5_SOURCE.lower(): "c5"}
"""Sources with a name of their own (the edition their cards record), by location."""

_GITHUB = re.compile(r"^github:([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))/([A-Za-z0-9._-]{1,100})$")
_GITHUB_URL = re.compile(r"^https://(?:www\.)?github\.com/([A-Za-z0-9-]{1,39})/([A-Za-z0-9._-]{1,100}?)(?:\.git)?/?$")
_NAME = re.compile(r"^[a-z0-9][a-z0-9._-]{0,63}$")

LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})
"""The only hosts reached over plain http."""


class Kind(str, Enum):
    """How a source lists its files."""

    GITHUB = "github"
    CATPKG = "catpkg"
    INDEX = "index"
    FOLDER = "folder"


@dataclass(frozen=True, slots=True)
class Location:
    """Where a source's files are: its kind and its canonical text (``github:owner/repo``, the
    URL as given, or the folder's absolute path)."""

    kind: Kind
    text: str

    @property
    def owner_repo(self) -> tuple[str, str]:
        """A GitHub source's owner and repository."""
        owner, _, repo = self.text.removeprefix("github:").partition("/")
        return owner, repo


def parse_location(text: str) -> Location:
    """The source named by ``text``; DataSourceError if it is none of the four kinds."""
    given = text.strip()
    match = _GITHUB.match(given) or _GITHUB_URL.match(given)
    if match:
        owner, repo = match.groups()
        if repo in (".", ".."):
            raise _not_a_source(given)
        return Location(Kind.GITHUB, f"github:{owner}/{repo}")
    if given.lower().startswith(("http://", "https://")):
        check_url(given)
        path = unquote(urlsplit(given).path).lower()
        if path.endswith("catpkg.json"):
            return Location(Kind.CATPKG, given)
        if path.endswith((".bsi", "/index.xml")) or path == "index.xml":
            return Location(Kind.INDEX, given)
        raise _not_a_source(given)
    if given.startswith("github:"):
        raise _not_a_source(given)
    folder = Path(given).expanduser()
    if folder.is_dir():
        return Location(Kind.FOLDER, str(folder.resolve()))
    if folder.exists():
        raise DataSourceError(Message("data.not-a-folder", path=given))
    raise _not_a_source(given)


def _not_a_source(text: str) -> DataSourceError:
    return DataSourceError(Message("data.unknown-source", source=text))


def check_url(url: str) -> None:
    """DataSourceError unless ``url`` is https, or plain http to this computer."""
    parts = urlsplit(url)
    scheme, host = parts.scheme.lower(), (parts.hostname or "").lower()
    if host and (scheme == "https" or (scheme == "http" and host in LOCAL_HOSTS)):
        return
    raise DataSourceError(Message("data.insecure-url", url=url))


def check_name(name: str) -> str:
    """``name`` if it can name a source (lower-case letters, digits, ``.``, ``-``, ``_``)."""
    if not _NAME.match(name) or name in (".", ".."):
        raise DataSourceError(Message("data.bad-name", name=name))
    return name


def default_name(location: Location) -> str:
    """The name a source is listed under unless the player gives one: a known source's own
    (``c5``), else the repository's, the file's or the folder's name, made safe."""
    known = KNOWN_NAMES.get(location.text.lower())
    if known is not None:
        return known
    if location.kind is Kind.GITHUB:
        word = location.owner_repo[1]
    elif location.kind is Kind.FOLDER:
        word = Path(location.text).name
    else:
        parts = [p for p in unquote(urlsplit(location.text).path).split("/") if p]
        last = parts[-1] if parts else ""
        if location.kind is Kind.CATPKG:
            word = last[: -len("catpkg.json")].rstrip(".") or (parts[-2] if len(parts) > 1 else "")
        else:
            word = parts[-2] if len(parts) > 1 else urlsplit(location.text).hostname or ""
    slug = re.sub(r"[^a-z0-9._-]+", "-", word.casefold()).strip("-._")[:64].strip("-._")
    return slug or "source"
