"""Test set-up shared by the whole suite.

Qt must run offscreen before any QApplication exists: without a display pytest-qt otherwise
aborts with only "Fatal Python error: Aborted" (DESIGN.md).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import settings

if TYPE_CHECKING:
    from tests.fake_releases import FakeReleases

# No per-example deadline (2 shared cores make timings noisy); in CI the examples are derived
# from the test itself, so a run is reproducible and a red CI can be replayed here.
settings.register_profile("companion", deadline=None, derandomize=bool(os.environ.get("CI")))
settings.load_profile("companion")

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("COMPANION_LANG", "en")

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
FIXTURES = SHARED / "fixtures"
RULES_TEXTS = SHARED / "rules"


@pytest.fixture(autouse=True)
def _isolated_environment(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test touches the user's real data folder or settings."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.delenv("COMPANION_DB", raising=False)


@pytest.fixture
def no_starter_packs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new database gets no starter library (the test's own cards only)."""
    from companion.library import store

    monkeypatch.setattr(store, "starter_pack_paths", lambda: [])


@pytest.fixture
def strict_translations(monkeypatch: pytest.MonkeyPatch) -> None:
    """A text the code passes to tr() without its French raises instead of falling back to English."""
    from companion.i18n.catalog import STRICT_ENV

    monkeypatch.setenv(STRICT_ENV, "1")


@pytest.fixture(scope="session")
def battlescribe_dir() -> Path:
    """The BattleScribe fixtures in ../shared (read in place, never copied)."""
    path = FIXTURES / "battlescribe"
    if not path.is_dir():
        pytest.skip("shared/fixtures/battlescribe is not beside the checkout")
    return path


@pytest.fixture
def fake_sources(battlescribe_dir: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """A local HTTP server standing in for GitHub, a catpkg and a data index (tests.fake_sources),
    serving the BattleScribe fixtures; ``COMPANION_GITHUB_API`` points at it."""
    from tests.fake_sources import FakeSources

    with FakeSources() as fake:
        monkeypatch.setenv("COMPANION_GITHUB_API", fake.api)
        yield fake


@pytest.fixture
def fake_releases(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeReleases]:
    """A local HTTP server standing in for GitHub's latest release (tests.fake_releases);
    ``COMPANION_GITHUB_API`` points at it."""
    from tests.fake_releases import FakeReleases

    with FakeReleases() as fake:
        monkeypatch.setenv("COMPANION_GITHUB_API", fake.api)
        yield fake


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """``COMPANION_GITHUB_API`` at a port of this computer where nothing listens."""
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    monkeypatch.setenv("COMPANION_GITHUB_API", f"http://127.0.0.1:{port}")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked ``slow`` (real processes, a pipx install) run first, the others after in
    their order: spread over the cores (``make test``: pytest-xdist), no worker is left running a
    long one alone at the end."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
