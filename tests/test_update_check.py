"""The check for a new version: the latest release read from a local stand-in for GitHub."""

from __future__ import annotations

import pytest

from companion import __version__
from companion.project import REPOSITORY
from companion.update_check import Release, is_newer, latest_release, newer_release, version_key
from tests.fake_releases import FakeReleases


def test_versions_compare_by_their_numbers() -> None:
    assert version_key("v1.2.0") == version_key("1.2") == (1, 2)
    assert version_key("0.10.0") > version_key("0.9.3")  # type: ignore[operator]
    assert version_key("nightly") is None
    assert version_key("1.2.0rc1") is None
    assert is_newer(Release("0.1.1", ""), "0.1.0")
    assert not is_newer(Release("0.1", ""), "0.1.0")
    assert not is_newer(Release("0.0.9", ""), "0.1.0")


def test_a_newer_release_is_found_with_a_link_made_from_the_repository(fake_releases: FakeReleases) -> None:
    fake_releases.release("v99.0.0")
    release = newer_release()
    assert release == Release("99.0.0", f"https://github.com/{REPOSITORY}/releases/tag/v99.0.0")
    assert fake_releases.requests == [f"/repos/{REPOSITORY}/releases/latest"]


def test_the_same_or_an_older_release_is_not_news(fake_releases: FakeReleases) -> None:
    fake_releases.release(f"v{__version__}")
    assert latest_release() == Release(__version__, f"https://github.com/{REPOSITORY}/releases/tag/v{__version__}")
    assert newer_release() is None
    fake_releases.release("v0.0.1")
    assert newer_release() is None


@pytest.mark.parametrize("status, body", [
    (404, b'{"message": "Not Found"}'),  # no release yet
    (500, b"oops"),
    (200, b"<html>a captive portal</html>"),
    (200, b'{"tag_name": 12}'),
    (200, b'["not", "a", "release"]'),
    (200, b'{"tag_name": "nightly"}'),
    (200, b'{"tag_name": "v1.0", "padding": "' + b"x" * (2 * 1024 * 1024) + b'"}'),  # too long
])
def test_an_answer_that_is_not_a_release_is_no_answer(fake_releases: FakeReleases, status: int, body: bytes) -> None:
    fake_releases.status, fake_releases.body = status, body
    assert latest_release() is None
    assert newer_release() is None


@pytest.mark.usefixtures("no_network")
def test_without_a_network_there_is_no_answer() -> None:
    assert latest_release(timeout=2) is None
    assert newer_release(timeout=2) is None
