"""Slow work off the GUI thread (companion.ui.operations): the call on a pool thread, its
result or its failure delivered on the GUI thread, once."""

from __future__ import annotations

import threading

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QThreadPool

from companion.ui.operations import Operation, finish_running

pytestmark = pytest.mark.usefixtures("qapp")


def test_the_call_runs_off_the_gui_thread_and_its_result_comes_back_on_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    threads: dict[str, threading.Thread] = {}
    results: list[int] = []

    def call() -> int:
        threads["call"] = threading.current_thread()
        return 42

    def success(value: int) -> None:
        threads["success"] = threading.current_thread()
        results.append(value)

    operation = Operation(call, success).run()
    qtbot.waitUntil(lambda: operation.done)
    assert results == [42]
    assert threads["call"] is not threading.main_thread()
    assert threads["success"] is threading.main_thread()


def test_a_failure_goes_to_the_failure_callback(qtbot) -> None:  # type: ignore[no-untyped-def]
    failures: list[Exception] = []

    def call() -> int:
        raise ValueError("no such file")

    operation = Operation(call, lambda _value: pytest.fail("no result"), failures.append).run()
    qtbot.waitUntil(lambda: operation.done)
    assert [str(error) for error in failures] == ["no such file"]


def test_wait_delivers_at_once_and_only_once() -> None:
    release = threading.Event()
    results: list[str] = []
    operation = Operation(lambda: release.wait(5) and "done", results.append).run()
    assert not operation.done
    release.set()
    operation.wait()
    assert operation.done and results == ["done"]
    QThreadPool.globalInstance().waitForDone()
    QCoreApplication.processEvents()  # the delivery queued by the pool thread: nothing more
    assert results == ["done"]


def test_without_a_failure_callback_the_error_is_raised_on_the_gui_thread() -> None:
    def call() -> None:
        raise KeyError("lost")

    operation = Operation(call).run()
    with pytest.raises(KeyError):
        operation.wait()


def test_nothing_is_delivered_to_a_widget_deleted_meanwhile(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    release = threading.Event()
    results: list[str] = []
    operation = Operation(lambda: release.wait(5) and "late", results.append, parent=widget).run()
    widget.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(widget))
    release.set()
    operation.wait()
    assert operation.done and results == []


def test_progress_reported_from_the_call_reaches_the_gui_thread_in_order(qtbot) -> None:  # type: ignore[no-untyped-def]
    seen: list[tuple[object, bool]] = []
    operation: Operation[str] = Operation(
        lambda: [operation.report(step) for step in (1, 2, 3)] and "done",
        progress=lambda value: seen.append((value, threading.current_thread() is threading.main_thread())))
    operation.run()
    qtbot.waitUntil(lambda: operation.done)
    assert seen == [(1, True), (2, True), (3, True)]


def test_a_cancel_is_seen_by_the_call_which_stops(qtbot) -> None:  # type: ignore[no-untyped-def]
    started = threading.Event()
    failures: list[Exception] = []

    def call() -> str:
        started.set()
        for _ in range(500):
            if operation.cancelled:
                raise InterruptedError("stopped")
            threading.Event().wait(0.01)
        return "finished"

    operation: Operation[str] = Operation(call, lambda _value: pytest.fail("not cancelled"), failures.append)
    operation.run()
    assert started.wait(5)
    assert not operation.cancelled
    operation.cancel()
    qtbot.waitUntil(lambda: operation.done)
    assert [str(error) for error in failures] == ["stopped"]


def test_finish_running_stops_each_call_and_waits_for_it_to_return() -> None:
    started = threading.Event()
    returned: list[str] = []

    def call() -> str:
        started.set()
        for _ in range(500):
            if operation.cancelled:
                returned.append("stopped")
                return "stopped"
            threading.Event().wait(0.01)
        returned.append("finished")
        return "finished"

    operation: Operation[str] = Operation(call)
    operation.run()
    assert started.wait(5)
    finish_running()
    assert returned == ["stopped"]  # returned before finish_running did, with no event processed


def test_finish_running_waits_no_longer_than_its_timeout_for_a_call_that_does_not_stop() -> None:
    release = threading.Event()
    started = threading.Event()

    def call() -> str:
        started.set()
        release.wait(10)  # a download from a server that stopped answering: deaf to the cancel
        return "late"

    operation: Operation[str] = Operation(call)
    operation.run()
    assert started.wait(5)
    finish_running(timeout=0.2)
    assert operation.cancelled and not operation.join(0)  # given up on, still running
    release.set()
    assert operation.join(5)
