"""What printing needs of the main window (companion.ui.main_window.MainWindow has it): the
Army workspace and the settings to find the list to print, beside what every part of the
window has (companion.ui.window_protocol): the File menu, the status bar, messages."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from companion.ui.window_protocol import AppWindow

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction

    from companion.ui.army.workspace import ArmyWorkspace
    from companion.ui.session import Session


class ListsWindow(Protocol):
    """Where the list to print and the ruleset in force are found (companion.ui.printing.current)."""

    @property
    def session(self) -> Session: ...
    @property
    def settings(self) -> QSettings: ...
    @property
    def army(self) -> ArmyWorkspace: ...


class PrintingWindow(AppWindow, ListsWindow, Protocol):
    """The window the print actions are in (companion.ui.printing.menu)."""

    @property
    def quit_action(self) -> QAction:
        """File > Quit: the print actions go in the group before it."""
        ...
