"""The window's file dialogs (Qt's own), shown with no database connection open.

A file dialog reads the files of the folder it shows, to guess their types from their first
bytes. Closing a file releases every POSIX lock this process holds on it, SQLite's included:
shown in the folder of the library itself, a dialog would let another process (the command
line) think it is the only one using the database, and delete the WAL file the window still
writes to. So the idle connections of every database are closed before a dialog is shown, and
again after it (in case one was opened meanwhile): they open again, with their locks, when next
used (companion.library.db.release_connections).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QFileDialog, QWidget

from companion.library.db import release_connections

T = TypeVar("T")


def _without_connections(ask: Callable[[], T]) -> T:
    release_connections()
    try:
        return ask()
    finally:
        release_connections()


def open_file_names(parent: QWidget | None, title: str, folder: str, filters: str) -> list[str]:
    """The files chosen to open (none if cancelled)."""
    return _without_connections(lambda: QFileDialog.getOpenFileNames(parent, title, folder, filters)[0])


def open_file_name(parent: QWidget | None, title: str, folder: str, filters: str) -> str:
    """The file chosen to open ("" if cancelled)."""
    return _without_connections(lambda: QFileDialog.getOpenFileName(parent, title, folder, filters)[0])


def save_file_name(parent: QWidget | None, title: str, default: str, filters: str = "") -> str:
    """The file chosen to write ("" if cancelled)."""
    return _without_connections(lambda: QFileDialog.getSaveFileName(parent, title, default, filters)[0])
