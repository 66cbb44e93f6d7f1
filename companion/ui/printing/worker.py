"""Work off the GUI thread: one job at a time (reportlab and PDFium are not re-entrant), the
answer delivered to the GUI thread by a queued signal, so the window never waits on a sheet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Carrier(QObject):
    """Lives in the GUI thread; its signals, emitted from the worker, arrive queued."""

    done = Signal(int, object)
    failed = Signal(int, object)


class _Task(QRunnable):
    def __init__(self, ticket: int, work: Callable[[], Any], carrier: _Carrier) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._ticket = ticket
        self._work = work
        self._carrier = carrier

    def run(self) -> None:
        try:
            result = self._work()
        except Exception as error:  # handed to the GUI thread, which tells the user
            self._carrier.failed.emit(self._ticket, error)
        else:
            self._carrier.done.emit(self._ticket, result)


_POOL: QThreadPool | None = None


def _pool() -> QThreadPool:
    """One thread for every preview: sheets and PDFium pages are made one at a time."""
    global _POOL
    if _POOL is None:
        _POOL = QThreadPool()
        _POOL.setMaxThreadCount(1)
        _POOL.setExpiryTimeout(30000)
    return _POOL


class Worker(QObject):
    """Runs callables in its own one-thread pool; only the latest job's answer is delivered.

    ``submit(work, on_done, on_error)``: ``on_done(result)`` or ``on_error(exception)`` is
    called in the GUI thread, unless another job was submitted meanwhile (its answer is the
    one that matters: the paper or the zoom changed).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._carrier = _Carrier()  # no parent: a job still running when the preview
        # closes emits on it harmlessly (the task holds it; its receivers are gone)
        self._carrier.done.connect(self._done)
        self._carrier.failed.connect(self._failed)
        self._ticket = 0
        self._callbacks: tuple[Callable[[Any], None], Callable[[Exception], None]] | None = None

    @property
    def busy(self) -> bool:
        return self._callbacks is not None

    def submit(self, work: Callable[[], Any], on_done: Callable[[Any], None],
               on_error: Callable[[Exception], None]) -> None:
        self._ticket += 1
        self._callbacks = (on_done, on_error)
        _pool().start(_Task(self._ticket, work, self._carrier))

    def cancel(self) -> None:
        """Forget the job running, if any (its answer is dropped)."""
        self._ticket += 1
        self._callbacks = None

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the worker's thread to be idle (tests)."""
        return _pool().waitForDone(msecs)

    def _done(self, ticket: int, result: object) -> None:
        if ticket == self._ticket and self._callbacks is not None:
            on_done, _ = self._callbacks
            self._callbacks = None
            on_done(result)

    def _failed(self, ticket: int, error: object) -> None:
        if ticket == self._ticket and self._callbacks is not None:
            _, on_error = self._callbacks
            self._callbacks = None
            on_error(error if isinstance(error, Exception) else RuntimeError(str(error)))
