"""Starting the window: QApplication, the session on the database, the main window.

``run_app`` is what ``companion`` and ``companion gui`` call. The window speaks the language
chosen by companion.i18n (``COMPANION_LANG``, the View > Language setting, the system locale):
:func:`application` installs the translators before any widget is made. With
``exit_after_show`` it waits for the window's first paint of the workspace shown (the Library
table, or the Army or Table workspace if that was the last one open; the library table is
populated either way), prints ``shown in N ms`` and exits 0 (the CI smoke test and the
start-up benchmark).
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path

from companion.ui.preload import load_pyside

load_pyside()  # first: the window's modules without Qt, then PySide6 (see companion.ui.preload)

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from companion.errors import BadInput  # noqa: E402
from companion.i18n.legacy import translate_built  # noqa: E402
from companion.i18n.qt import start_translations  # noqa: E402
from companion.ui.main_window import APPLICATION, ORGANIZATION, MainWindow  # noqa: E402
from companion.ui.session import Session  # noqa: E402


class FirstPaint(QObject):
    """Calls ``then`` once, right after the watched widget's first paint."""

    def __init__(self, watched: QObject, then: Callable[[], None]) -> None:
        super().__init__(watched)
        self._then: Callable[[], None] | None = then
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._then is not None:
            then, self._then = self._then, None
            watched.removeEventFilter(self)
            QTimer.singleShot(0, then)
        return False


def application() -> QApplication:
    """The QApplication (created once, with the app's names for QSettings), its translators
    installed for the language in force (companion.i18n.qt.start_translations)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    QApplication.setOrganizationName(ORGANIZATION)
    QApplication.setApplicationName(APPLICATION)
    QApplication.setApplicationDisplayName("Confrontation companion")
    assert isinstance(app, QApplication)
    start_translations(app)
    return app


def first_painted(window: MainWindow) -> QWidget:
    """The widget whose first paint means the window is shown: the library table's viewport
    when the Library is in front, else the workspace in front (the Army or Table workspace
    restored from the settings: the library table, behind it, is never painted)."""
    if window.current_workspace() == "library":
        return window.library.table.viewport()
    current = window.tabs.currentWidget()
    return current if current is not None else window


_COLLECTOR_BACK_MS = 3000
"""The garbage collector is on again at the first paint, or after this long at the latest."""

_defer_building = False
"""Set by :func:`run_app` while it opens its window: MainWindow(defer=True), finished after
the first paint."""


def open_window(db: str | Path | None) -> MainWindow:
    """The main window on a database, its library table filled (snapshot or Library).

    Within :func:`run_app`, the Table, the tournament dock and File > Print are built right
    after the first paint (MainWindow ``defer``); otherwise with the window."""
    session = Session(db)
    if session.load_snapshot() is None:
        session.library  # opens the database now (migrations, seeding, warnings)
    window = MainWindow(session, defer=_defer_building)
    window.library.populate()
    return window


def _open_deferred(db: str | Path | None) -> MainWindow:
    global _defer_building
    _defer_building = True
    try:
        return open_window(db)
    finally:
        _defer_building = False


def run_app(db: str | Path | None = None, *, exit_after_show: bool = False,
            started: float | None = None) -> int:
    """Open the window and run until it closes; ``started`` is a perf_counter() time."""
    started = time.perf_counter() if started is None else started
    app = application()
    try:
        window = _open_deferred(db)
    except BadInput as error:  # e.g. --db names a folder: say so, in a dialog when interactive
        if not exit_after_show:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.critical(None, QCoreApplication.translate(
                "app", "The card library cannot be opened"), translate_built(str(error), strict=False))
        raise

    def shown() -> None:
        elapsed = (time.perf_counter() - started) * 1000
        if exit_after_show:
            print(f"shown in {elapsed:.0f} ms", flush=True)
        gc.enable()  # (companion.cli.gui pauses it for the start-up)
        window.finish_building()  # the Table, the tournament dock, File > Print
        if exit_after_show:
            window.close()
            app.quit()
            return
        if not window.session.is_open:
            window.session.open_in_background()

    FirstPaint(first_painted(window), shown)  # the workspace in front: restored by now
    window.show()
    QTimer.singleShot(_COLLECTOR_BACK_MS, gc.enable)  # a window started minimized paints later
    return app.exec()
