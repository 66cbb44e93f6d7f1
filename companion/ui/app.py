"""Starting the window: QApplication, the session on the database, the main window.

``run_app`` is what ``companion`` and ``companion gui`` call. The window speaks the language
chosen by companion.i18n (``COMPANION_LANG``, the View > Language setting, the system locale):
:func:`application` installs the translators before any widget is made. With
``exit_after_show`` it waits for the first paint of the workspace shown (the Library table, or
the Army or Table workspace if that was the last one open) once the library's cards are read,
prints ``shown in N ms`` and exits 0 (the CI smoke test); a library that cannot be opened is
then an error. One window per database: a second start on it brings the first window forward
and exits 0 (companion.ui.single_instance).

Two choices make the start's imports cheaper (bench/bench_startup.py: about 150 ms and 170 ms
of CPU on the 2-core development machine):

- the data stack a start opens the library with (:data:`READ_BEFORE_QT`) is imported before
  PySide6, whose import hook (its ``__feature__`` support) reads the source of every module an
  import statement names after it, looking for "PySide6", and keeps their text (linecache:
  25 MB when SQLAlchemy came after it); the bench's floor window imports sqlmodel first too;
- the imports run with Python's cyclic garbage collector off, then what they made (modules,
  classes, functions: kept for the life of the process) is moved out of its reach with
  ``gc.freeze()`` and it is turned on again: its full passes no longer walk the 100,000-odd
  objects of the imported libraries, at start or later. The few cycles the imports left behind
  (about 600 objects, 160 KB) stay.
"""

from __future__ import annotations

import gc
import importlib
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

READ_BEFORE_QT = ("sqlmodel", "sqlalchemy.dialects.sqlite", "alembic.migration", "companion.library.store",
                  "companion.library.armies")
"""What a start reads the library with (the store, its engine's dialect, alembic's revision
check), imported before PySide6 (see the module docstring)."""

_collecting = gc.isenabled()
gc.disable()  # for the imports (see the module docstring)
for _module in READ_BEFORE_QT:
    importlib.import_module(_module)

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from companion.errors import BadInput, DatabaseError
from companion.i18n import tr
from companion.i18n.engine import error_text
from companion.i18n.qt import start_translations
from companion.paths import APP_NAME, database_path
from companion.ui.app_icon import install_app_identity
from companion.ui.main_window import MainWindow
from companion.ui.open_files import open_paths
from companion.ui.operations import finish_running
from companion.ui.session import Session
from companion.ui.single_instance import SingleInstance, bring_forward

gc.freeze()  # what the imports made lives as long as the process
if _collecting:
    gc.enable()


class FirstPaint(QObject):
    """Calls ``then`` once, right after the watched widget's first paint with the session's
    cards read (the widget is painted again once they are, if they were not yet)."""

    def __init__(self, watched: QWidget, then: Callable[[], None], session: Session) -> None:
        super().__init__(watched)
        self._then: Callable[[], None] | None = then
        self._session = session
        watched.installEventFilter(self)
        if not session.is_loaded:
            session.loaded.connect(watched.update)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._then is not None and self._session.is_loaded:
            then, self._then = self._then, None
            watched.removeEventFilter(self)
            QTimer.singleShot(0, then)  # once the paint is done
        return False


def application() -> QApplication:
    """The QApplication (created once, with the app's names for QSettings), its translators
    installed for the language in force (companion.i18n.qt.start_translations)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    QApplication.setOrganizationName(APP_NAME)
    QApplication.setApplicationName(APP_NAME)
    QApplication.setApplicationDisplayName("Confrontation companion")
    assert isinstance(app, QApplication)
    install_app_identity(app)
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


def open_window(db: str | Path | None) -> MainWindow:
    """The main window on a database, its cards read (or being read: Session.start)."""
    session = Session(db)
    session.start()
    return MainWindow(session)


def run_app(db: str | Path | None = None, *, exit_after_show: bool = False,
            started: float | None = None, files: Sequence[Path] = ()) -> int:
    """Open the window and run until it closes; ``started`` is a perf_counter() time; ``files``
    are opened each in its workspace (companion.ui.open_files)."""
    started = time.perf_counter() if started is None else started
    app = application()
    claim = SingleInstance(database_path(db))
    if not claim.claim():  # a window is open on this database: bring it forward (with the files), and go
        claim.ask_first(files)
        if files:
            print(tr("The companion is already open on {path}: its window was brought forward, the files handed "
                     "to it.", path=str(claim.database)), flush=True)
        else:
            print(tr("The companion is already open on {path}: its window was brought forward.",
                     path=str(claim.database)), flush=True)
        return 0
    try:
        window = open_window(db)
    except BadInput as error:  # e.g. --db names a folder: say so, in a dialog when interactive
        if not exit_after_show:
            QMessageBox.critical(None, tr("The card library cannot be opened"), error_text(error))
        raise
    failures: list[Exception] = []
    if exit_after_show:
        def shown() -> None:
            print(f"shown in {(time.perf_counter() - started) * 1000:.0f} ms", flush=True)
            window.close()
            app.quit()

        def failed(error: Exception) -> None:
            failures.append(error)
            app.quit()

        window.session.open_failed.connect(failed)
        FirstPaint(first_painted(window), shown, window.session)  # the workspace in front: restored by now
    def activated(paths: list[Path]) -> None:  # another start handed its files over
        bring_forward(window)
        open_paths(window, paths)

    claim.activated.connect(activated)
    window.show()
    open_paths(window, files)
    if not exit_after_show:
        window.preferences.check_at_start()  # if the player turned it on
        window.data_offer.offer_at_first_start()  # asks once whether to download the C5 data
    code = app.exec()
    finish_running()  # an import under way may commit (a few seconds at most) before the process ends
    if failures:  # the CLI says it in one line
        failure = failures[0]
        raise failure if isinstance(failure, BadInput) else DatabaseError(f"{type(failure).__name__}: {failure}")
    return code
