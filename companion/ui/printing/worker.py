"""The print preview's work off the GUI thread: companion.ui.operations on a pool of one thread
(reportlab and PDFium are not re-entrant), so the window never waits on a sheet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool

from companion.ui.operations import Operation

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
    """Runs callables one at a time; only the latest job's answer is delivered.

    ``submit(work, on_done, on_error)``: ``on_done(result)`` or ``on_error(exception)`` is
    called in the GUI thread, unless another job was submitted meanwhile (its answer is the
    one that matters: the paper or the zoom changed) or the worker was cancelled.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticket = 0
        self._callbacks: tuple[Callable[[Any], None], Callable[[Exception], None]] | None = None

    @property
    def busy(self) -> bool:
        return self._callbacks is not None

    def submit(self, work: Callable[[], Any], on_done: Callable[[Any], None],
               on_error: Callable[[Exception], None]) -> None:
        self._ticket += 1
        ticket = self._ticket
        self._callbacks = (on_done, on_error)
        Operation(work, lambda result: self._done(ticket, result),
                  lambda error: self._failed(ticket, error), parent=self).run(_pool())

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

    def _failed(self, ticket: int, error: Exception) -> None:
        if ticket == self._ticket and self._callbacks is not None:
            _, on_error = self._callbacks
            self._callbacks = None
            on_error(error)
