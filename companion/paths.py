"""Where the database lives: ``--db PATH``, else ``COMPANION_DB``, else the user data folder;
and the name the app's folders and settings are kept under."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "companion"
"""The app's name for its user folders (platformdirs) and its settings (QSettings organisation
and application)."""
DB_FILENAME = "companion.sqlite3"


def data_dir() -> Path:
    """The user's data folder for this app (platformdirs)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


def database_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The database to open: the explicit path, else ``COMPANION_DB``, else the data folder."""
    if explicit:
        return Path(explicit).expanduser()
    env = os.environ.get("COMPANION_DB")
    if env:
        return Path(env).expanduser()
    return data_dir() / DB_FILENAME
