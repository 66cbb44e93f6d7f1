"""What printing needs of the main window (companion.ui.main_window.MainWindow has it): the
database, the settings and the Army workspace to find the list to print; the File menu to put
its actions in, the status bar and messages to tell the player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QStatusBar, QWidget

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


class PrintingWindow(ListsWindow, Protocol):
    """The window the print actions are in (companion.ui.printing.menu)."""

    @property
    def quit_action(self) -> QAction:
        """File > Quit: the print actions go in the group before it."""
        ...

    def window(self) -> QWidget:
        """The window itself, as a widget (QWidget.window): the parent of the actions and the preview."""
        ...

    def menu(self, name: str) -> QMenu: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 (Qt's name)
    def show_message(self, title: str, text: str, *, error: bool = False) -> object: ...
