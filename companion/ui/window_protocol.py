"""What the window's parts (print actions, data sources, preferences, files handed to the app)
need of the main window: companion.ui.main_window.MainWindow has it, and those parts are typed
against this protocol instead of importing the window (which imports them)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMenu, QStatusBar, QWidget

    from companion.ui.session import Session


class AppWindow(Protocol):
    """The database, the settings, the menus, the status bar and a way to tell the player."""

    @property
    def session(self) -> Session: ...
    @property
    def settings(self) -> QSettings: ...

    def window(self) -> QWidget:
        """The window itself, as a widget (QWidget.window): the parent of actions and dialogs."""
        ...

    def menu(self, name: str) -> QMenu:
        """One of the menus: "file", "edit", "view", "help"."""
        ...

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)
    def show_message(self, title: str, text: str, *, error: bool = False) -> object: ...
