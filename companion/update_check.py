"""Whether a newer version of the app is out: the latest release of the project's repository.

``GET {api}/repos/{owner}/{repo}/releases/latest`` (the GitHub API; ``{api}`` is
``https://api.github.com`` unless ``COMPANION_GITHUB_API`` names another, as for the data
sources), its ``tag_name`` read as a version (``v0.2.0`` or ``0.2.0``) and compared with
:data:`companion.__version__`. The check only answers: it never downloads nor installs anything,
and any failure (no network, a server error, an answer it cannot read) is no answer. The link it
gives is made from :data:`companion.project.REPOSITORY` and the tag, never taken from the answer.

The window runs it only when the player has turned it on (companion.ui.preferences).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from urllib.parse import quote

from companion import __version__
from companion.project import REPOSITORY, github_api

TIMEOUT_SECONDS = 5.0
MAX_ANSWER_BYTES = 1024 * 1024
"""A release's description is a few kilobytes: a longer answer is not read."""

_VERSION = re.compile(r"v?(\d+(?:\.\d+)*)")


@dataclass(frozen=True, slots=True)
class Release:
    """A published release: its version, as tagged, and the page to download it from."""

    version: str
    url: str



def version_key(text: str) -> tuple[int, ...] | None:
    """``"v1.2.0"`` -> ``(1, 2)``: a version's numbers without the trailing zeros, or None for a
    tag that is not a plain version (``"nightly"``, ``"1.2.0rc1"``)."""
    match = _VERSION.fullmatch(text.strip())
    if match is None:
        return None
    numbers = [int(part) for part in match.group(1).split(".")]
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers.pop()
    return tuple(numbers)


def latest_release(timeout: float = TIMEOUT_SECONDS) -> Release | None:
    """The repository's latest release, or None if it cannot be had (offline, no release, a
    server error, an answer that is not a release)."""
    import httpx

    owner, name = REPOSITORY.split("/")
    address = f"{github_api()}/repos/{quote(owner, safe='')}/{quote(name, safe='')}/releases/latest"
    headers = {"Accept": "application/vnd.github+json", "User-Agent": f"companion/{__version__}"}
    try:
        with httpx.Client(timeout=timeout, follow_redirects=True, max_redirects=3) as client:
            with client.stream("GET", address, headers=headers) as answer:
                if answer.status_code != 200:
                    return None
                body = b""
                for chunk in answer.iter_bytes():
                    body += chunk
                    if len(body) > MAX_ANSWER_BYTES:
                        return None
        release = json.loads(body)
    except (httpx.HTTPError, ValueError):
        return None
    tag = release.get("tag_name") if isinstance(release, dict) else None
    if not isinstance(tag, str) or version_key(tag) is None:
        return None
    return Release(tag.strip().removeprefix("v"),
                   f"https://github.com/{REPOSITORY}/releases/tag/{quote(tag.strip(), safe='')}")


def is_newer(release: Release, current: str = __version__) -> bool:
    """Whether ``release`` is a later version than ``current``."""
    ours, theirs = version_key(current), version_key(release.version)
    return ours is not None and theirs is not None and theirs > ours


def newer_release(current: str = __version__, timeout: float = TIMEOUT_SECONDS) -> Release | None:
    """The latest release if it is newer than ``current``, else None (also when it cannot be had)."""
    release = latest_release(timeout)
    return release if release is not None and is_newer(release, current) else None
