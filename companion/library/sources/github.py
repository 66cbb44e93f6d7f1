"""The GitHub route, as New Recruit reads a data repository.

1. ``GET {api}/repos/{owner}/{repo}/releases/latest``: a release with a ``*catpkg.json``
   asset is read as a catpkg (:mod:`.indexes`), its tag naming the revision;
2. else ``GET {api}/repos/{owner}/{repo}/git/trees/HEAD?recursive=1``: each ``.gst``,
   ``.cat``, ``.gstz`` or ``.catz`` blob at the top of the repository, versioned by its blob
   sha and fetched by that sha (``git/blobs/{sha}``, base64 content, checked against the sha).

``{api}`` is ``https://api.github.com`` unless ``COMPANION_GITHUB_API`` names another. The
blob addresses are made from the API base and the sha, never taken from the answer.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

from companion.library.sources.download import Downloader
from companion.library.sources.errors import DataSourceError
from companion.library.sources.indexes import list_catpkg
from companion.library.sources.listing import Listing, RemoteFile, is_data_file
from companion.project import github_api
from companion.rules.message import Message

ACCEPT = "application/vnd.github+json"
_SHA = re.compile(r"^[0-9a-f]{40}$")



def list_github(owner: str, repo: str, downloader: Downloader) -> Listing:
    """The data files of ``owner/repo``: its latest release's catpkg, else the files of HEAD."""
    base = f"{github_api()}/repos/{quote(owner, safe='')}/{quote(repo, safe='')}"
    release = downloader.get_json(f"{base}/releases/latest", accept=ACCEPT, missing_ok=True)
    asset = _catpkg_asset(release)
    if asset is not None:
        tag = release.get("tag_name")
        return list_catpkg(asset, downloader, str(tag) if tag else None)
    tree = downloader.get_json(f"{base}/git/trees/HEAD?recursive=1", accept=ACCEPT, missing_ok=True)
    if tree is None:
        raise DataSourceError(Message("data.no-repository", repository=f"{owner}/{repo}"))
    return _read_tree(tree, base)


def _catpkg_asset(release: Any) -> str | None:
    """The download address of a release's catpkg asset, if it has one."""
    if not isinstance(release, dict) or not isinstance(release.get("assets"), list):
        return None
    for asset in release["assets"]:
        if (isinstance(asset, dict) and str(asset.get("name", "")).lower().endswith("catpkg.json")
                and isinstance(asset.get("browser_download_url"), str)):
            return str(asset["browser_download_url"])
    return None


def _read_tree(tree: Any, base: str) -> Listing:
    where = f"{base}/git/trees/HEAD"
    if not isinstance(tree, dict) or not isinstance(tree.get("tree"), list):
        raise DataSourceError(Message("data.not-github-tree", url=where))
    if tree.get("truncated"):
        raise DataSourceError(Message("data.tree-truncated", url=where))
    files = []
    notes = []
    for entry in tree["tree"]:
        if not isinstance(entry, dict) or entry.get("type") != "blob":
            continue
        path = str(entry.get("path") or "")
        if not is_data_file(path) or path.startswith("."):
            continue
        sha = str(entry.get("sha") or "").lower()
        if "/" in path or not _SHA.match(sha):
            notes.append(Message("data.file-skipped", file=path))
            continue
        size = entry.get("size")
        files.append(RemoteFile(path, f"{base}/git/blobs/{sha}", sha,
                                size=size if isinstance(size, int) else None, git_sha=sha, github_blob=True))
    top = tree.get("sha")
    return Listing(tuple(files), str(top) if top else None, tuple(notes))
