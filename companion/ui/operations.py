"""Slow work off the GUI thread: a call, then its success or failure callback on the GUI thread.

Modelled on Anki's ``aqt/operations``::

    Operation(lambda: library.import_pack(path), success=show_report, failure=show_problem).run()

:meth:`Operation.run` starts the call on Qt's global thread pool (or the pool it is given)
and returns at once; when the call returns, ``success(result)`` is called on the GUI thread, or ``failure(error)`` if it
raised (an operation without a failure callback re-raises the error there). The call must not
touch widgets; the callbacks may. An operation given a ``parent`` (the widget whose callbacks
they are) delivers nothing once that widget is deleted. :meth:`Operation.wait` blocks until the call is done and
delivers its result at once, for code that cannot go on without it.

A long call can say how it goes and be stopped: it calls :meth:`Operation.report` (from its
thread) and each value reaches the ``progress`` callback on the GUI thread; the GUI calls
:meth:`Operation.cancel` and the call, asking :attr:`Operation.cancelled` between steps, stops::

    operation = Operation(lambda: update(progress=operation.report, cancelled=lambda: operation.cancelled),
                          success=show_report, failure=show_problem, progress=show_step)
    operation.run()

When the window's event loop ends, :func:`finish_running` asks every call still running to stop
and waits a few seconds for each to return, so that an import under way can commit.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

T = TypeVar("T")

FINISH_TIMEOUT = 5.0
"""How long, in seconds, the end of the window waits for the calls still running."""

_RUNNING: set[Operation[Any]] = set()
"""The operations started and not yet delivered (kept alive until they are)."""


class _Relay(QObject):
    """Lives in the GUI thread: the worker's signal reaches it there, queued."""

    done = Signal()
    progressed = Signal(object)

    def __init__(self, deliver: Callable[[], None], progress: Callable[[object], None]) -> None:
        super().__init__()
        self._deliver = deliver
        self._progress = progress
        self.done.connect(self.deliver)
        self.progressed.connect(self.tell)

    @Slot()
    def deliver(self) -> None:
        self._deliver()

    @Slot(object)
    def tell(self, value: object) -> None:
        self._progress(value)


class Operation(Generic[T]):
    """One call run off the GUI thread (see the module)."""

    def __init__(self, call: Callable[[], T], success: Callable[[T], None] | None = None,
                 failure: Callable[[Exception], None] | None = None, parent: QObject | None = None,
                 progress: Callable[[object], None] | None = None) -> None:
        self._call = call
        self._parent = parent
        self._success = success
        self._failure = failure
        self._progress = progress
        self._finished = threading.Event()
        self._cancelled = threading.Event()
        self._result: tuple[T] | None = None  # (what the call returned,)
        self._error: Exception | None = None
        self._delivered = False
        self._relay = _Relay(self._deliver, self._tell)

    @property
    def done(self) -> bool:
        """Whether the result (or the failure) has been delivered."""
        return self._delivered

    def run(self, pool: QThreadPool | None = None) -> Operation[T]:
        """Start the call on ``pool`` (default: Qt's global thread pool); returns at once."""
        _RUNNING.add(self)
        (pool or QThreadPool.globalInstance()).start(self._work)
        return self

    def _work(self) -> None:  # on a pool thread
        try:
            self._result = (self._call(),)
        except Exception as error:  # handed to the failure callback, on the GUI thread
            self._error = error
        self._finished.set()
        try:
            self._relay.done.emit()
        except RuntimeError:  # the relay is gone with the application: nobody is left to tell
            pass

    def report(self, value: object) -> None:
        """Say how the call goes (from its thread): ``progress(value)`` follows on the GUI thread."""
        self._relay.progressed.emit(value)

    def cancel(self) -> None:
        """Ask the call to stop (it reads :attr:`cancelled`; its result or failure still comes)."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        """Whether :meth:`cancel` was called (safe to read from the call's thread)."""
        return self._cancelled.is_set()

    def _tell(self, value: object) -> None:
        if self._delivered or self._progress is None:
            return
        if self._parent is not None and not shiboken6.isValid(self._parent):
            return
        self._progress(value)

    def join(self, timeout: float | None = None) -> bool:
        """Block until the call has returned (``timeout`` seconds at most); whether it has. Its
        result is delivered only by the event loop, or :meth:`wait`."""
        return self._finished.wait(timeout)

    def wait(self) -> None:
        """Block until the call is done, then deliver its result now (once)."""
        self.join()
        self._deliver()

    def _deliver(self) -> None:
        if self._delivered or not self._finished.is_set():
            return
        self._delivered = True
        _RUNNING.discard(self)
        if self._parent is not None and not shiboken6.isValid(self._parent):
            return  # its widget is gone
        if self._error is not None:
            if self._failure is None:
                raise self._error
            self._failure(self._error)
        elif self._success is not None and self._result is not None:
            self._success(self._result[0])


def finish_running(timeout: float = FINISH_TIMEOUT) -> None:
    """Ask each call still running to stop (:meth:`Operation.cancel`) and wait until every
    call has returned, ``timeout`` seconds at most (a download from a server that stopped
    answering notices the cancel only at its read timeout); what they return is not delivered
    (the event loop has ended). A call cut off by the end of the process leaves its database
    transaction uncommitted (SQLite rolls it back) and its download unkept."""
    running = list(_RUNNING)
    for operation in running:
        operation.cancel()
    deadline = time.monotonic() + timeout
    for operation in running:
        operation.join(max(0.0, deadline - time.monotonic()))
