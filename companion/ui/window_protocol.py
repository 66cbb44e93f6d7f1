"""The window and its parts, as each sees the other.

:class:`AppWindow`: what the window's parts (print actions, data sources, preferences) need of
the main window; companion.ui.main_window.MainWindow has it, and those parts are typed against
this protocol instead of importing the window (which imports them). :class:`Workspace`: what
the window asks of a workspace in one of its tabs (the Library, the Army, the Table)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction
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


@runtime_checkable
class Workspace(Protocol):
    """A workspace's part in the window: its actions in the File and Edit menus, the focus for
    Edit > Find, and its state between starts (``settings`` opened on a group named after its
    key). Any QWidget can be a workspace's tab; one that is not a Workspace has none of these."""

    def menu_actions(self) -> Mapping[str, Sequence[QAction]]:
        """Its actions by menu ("file", "edit"), put there when it is added to the window."""
        ...

    def focus_find(self) -> None:
        """Edit > Find (Ctrl+F): the focus to its filter, if it has one."""
        ...

    def save_state(self, settings: QSettings) -> None: ...
    def restore_state(self, settings: QSettings) -> None: ...
