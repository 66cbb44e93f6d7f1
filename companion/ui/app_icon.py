"""The app's look on the desktop: its icon on every window, and the desktop entry its windows
belong to (a Wayland desktop finds the app's name and icon through it)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon

from companion.project import APP_ID, ICON_SIZES
from companion.resources import resource


def app_icon() -> QIcon:
    """The emblem at every size it is drawn at (resources/icons), read when first painted."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(resource("icons", f"companion-{size}.png")), QSize(size, size))
    return icon


def install_app_identity(app: QGuiApplication) -> None:
    """Every window's icon, and the desktop entry (``<app id>.desktop``) the windows belong to."""
    app.setWindowIcon(app_icon())
    QGuiApplication.setDesktopFileName(APP_ID)
