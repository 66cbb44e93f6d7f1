"""The project's names outside the app: the repository its releases are published in, and the
id the desktop knows the app by."""

REPOSITORY = "confrontation-companion/companion"
"""``owner/name`` of the project's repository on GitHub: its releases are the players' downloads
(and what the optional check for a new version reads)."""

RELEASES_PAGE = f"https://github.com/{REPOSITORY}/releases"
"""Where a player downloads the app."""

APP_ID = "io.github.confrontation_companion.companion"
"""The app's id on the desktop: the ``.desktop`` file, the AppStream metainfo, the icon's name
and the macOS bundle are named after it (packaging/linux/)."""

ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The sizes, in pixels, the app's icon is drawn at (resources/icons/companion-SIZE.png)."""

GITHUB_API_ENV = "COMPANION_GITHUB_API"
GITHUB_API = "https://api.github.com"


def github_api() -> str:
    """The GitHub API's address: ``COMPANION_GITHUB_API`` where set (the tests' local server),
    else api.github.com. The data sources and the check for a new version both read it."""
    import os

    return (os.environ.get(GITHUB_API_ENV) or GITHUB_API).rstrip("/")
