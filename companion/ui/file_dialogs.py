"""The window's file dialogs (Qt's own), shown with no database connection open.

A file dialog reads the files of the folder it shows, to guess their types from their first
bytes. Closing a file releases every POSIX lock this process holds on it, SQLite's included:
shown in the folder of the library itself, a dialog would let another process (the command
line) think it is the only one using the database, and delete the WAL file the window still
writes to. So the idle connections of every database are closed before a dialog is shown, and
again after it (in case one was opened meanwhile): they open again, with their locks, when next
used (companion.library.db.release_connections).

Qt's own French translation lacks two of the dialog's labels (Qt 6 gave them mnemonics): they
are set in the current language here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import shiboken6
from PySide6.QtWidgets import QFileDialog, QWidget

from companion.i18n import tr
from companion.library.db import release_connections

T = TypeVar("T")


def _without_connections(ask: Callable[[], T]) -> T:
    release_connections()
    try:
        return ask()
    finally:
        release_connections()


def _dialog(parent: QWidget | None, title: str, folder: str, filters: str) -> QFileDialog:
    """Qt's file dialog with its two labels that Qt's own French lacks ("&Look in:", "Files of
    &type:") in the current language; ``folder`` may name a file, then selected."""
    dialog = QFileDialog(parent, title, folder, filters)
    dialog.setLabelText(QFileDialog.DialogLabel.LookIn, tr("&Look in:"))
    dialog.setLabelText(QFileDialog.DialogLabel.FileType, tr("Files of &type:"))
    return dialog


def _chosen(dialog: QFileDialog) -> list[str]:
    """The files chosen in ``dialog`` (none if cancelled); the dialog is destroyed at once, as
    the static functions do, so that it has closed the files it read before the connections
    are released again."""
    try:
        return dialog.selectedFiles() if dialog.exec() == QFileDialog.DialogCode.Accepted else []
    finally:
        shiboken6.delete(dialog)


def _ask(parent: QWidget | None, title: str, folder: str, filters: str,
         mode: QFileDialog.FileMode, accept: QFileDialog.AcceptMode) -> list[str]:
    def ask() -> list[str]:
        dialog = _dialog(parent, title, folder, filters)
        dialog.setFileMode(mode)
        dialog.setAcceptMode(accept)
        if mode is QFileDialog.FileMode.Directory:
            dialog.setOption(QFileDialog.Option.ShowDirsOnly)
        return _chosen(dialog)

    return _without_connections(ask)


def open_file_names(parent: QWidget | None, title: str, folder: str, filters: str) -> list[str]:
    """The files chosen to open (none if cancelled)."""
    return _ask(parent, title, folder, filters, QFileDialog.FileMode.ExistingFiles,
                QFileDialog.AcceptMode.AcceptOpen)


def open_file_name(parent: QWidget | None, title: str, folder: str, filters: str) -> str:
    """The file chosen to open ("" if cancelled)."""
    chosen = _ask(parent, title, folder, filters, QFileDialog.FileMode.ExistingFile,
                  QFileDialog.AcceptMode.AcceptOpen)
    return chosen[0] if chosen else ""


def save_file_name(parent: QWidget | None, title: str, default: str, filters: str = "") -> str:
    """The file chosen to write ("" if cancelled)."""
    chosen = _ask(parent, title, default, filters, QFileDialog.FileMode.AnyFile,
                  QFileDialog.AcceptMode.AcceptSave)
    return chosen[0] if chosen else ""


def existing_folder(parent: QWidget | None, title: str, folder: str = "") -> str:
    """The folder chosen ("" if cancelled)."""
    chosen = _ask(parent, title, folder, "", QFileDialog.FileMode.Directory, QFileDialog.AcceptMode.AcceptOpen)
    return chosen[0] if chosen else ""
