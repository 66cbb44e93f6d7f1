"""Every window carries the app's emblem, at the sizes the desktop asks for."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication

from companion.desktop import ICON_SIZES
from companion.project import APP_ID


def test_the_window_has_the_emblem_and_belongs_to_the_desktop_entry(window) -> None:  # type: ignore[no-untyped-def]
    icon = window.windowIcon()
    assert not icon.isNull()
    assert sorted(size.width() for size in icon.availableSizes()) == sorted(ICON_SIZES)
    pixmap = icon.pixmap(QSize(48, 48))
    assert pixmap.width() == 48 and pixmap.toImage().pixelColor(24, 24).alpha() > 0  # drawn, not empty
    assert QGuiApplication.desktopFileName() == APP_ID
