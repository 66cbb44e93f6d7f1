"""One window per database: a second start on the same database brings the first window
forward (with the files it was given to open) and exits.

The first start takes a lock named after the database's resolved path (a :class:`QLockFile`
in the user's runtime folder, else the temporary one; one left by a process that died is taken
over, Qt checks that its owner still runs) and listens on a local socket of the same name
(:class:`QLocalServer`). A second start finds the lock held, connects, sends one line of JSON
(``{"show": true, "files": [...]}``, the files as absolute paths) and waits for the answer that
the window was brought forward and the files handed to it; then it says so and exits 0. A
first window that does not answer is an error (exit 2), said in one line.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from companion.errors import DatabaseError
from companion.rules.message import Message

ANSWER = b"shown\n"
WAIT_MS = 5000
"""How long a second start waits for the first window to answer."""


def _place(database: Path) -> str:
    """Where the lock and the socket of ``database`` live, without their suffix: the user's
    runtime folder (``XDG_RUNTIME_DIR``), else the temporary folder."""
    key = hashlib.sha256(str(database.resolve()).encode("utf-8")).hexdigest()[:16]
    folder = os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()
    return os.path.join(folder, f"companion-{key}")


def bring_forward(window: QWidget) -> None:
    """Show ``window`` in front of the others, as it was before being minimised."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


class SingleInstance(QObject):
    """The claim of this process on one database's window."""

    activated = Signal(list)
    """A second start asked for the window (bring it forward) and these files (Paths) opened."""

    def __init__(self, database: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.database = database
        place = _place(database)
        self._lock = QLockFile(place + ".lock")
        self._lock.setStaleLockTime(0)  # held as long as its owner runs, however long
        self._name = place + ".socket"
        self._server: QLocalServer | None = None

    def claim(self) -> bool:
        """True if this process is now the one with a window on the database (it listens for
        the next ones); False if another process has one."""
        if not self._lock.tryLock(0):
            if self._lock.error() == QLockFile.LockError.LockFailedError:
                return False
            return True  # no lock can be made here (a read-only runtime folder): no guard, no refusal
        QLocalServer.removeServer(self._name)  # a socket left by a process that died
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._answer)
        self._server.listen(self._name)
        return True

    def _answer(self) -> None:
        assert self._server is not None
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.setParent(self)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return  # the rest of the line is on its way
        try:
            request = json.loads(bytes(socket.readLine().data()))
        except ValueError:
            request = None
        if isinstance(request, dict) and request.get("show") is True:
            files = request.get("files")
            self.activated.emit([Path(name) for name in files if isinstance(name, str)]
                                if isinstance(files, list) else [])
            socket.write(ANSWER)
            socket.flush()
        socket.disconnectFromServer()

    def ask_first(self, files: Sequence[Path] = ()) -> None:
        """Ask the process holding the database to bring its window forward and open ``files``
        (it did, when this returns); DatabaseError if it does not answer."""
        request = json.dumps({"show": True, "files": [str(Path(f).expanduser().absolute()) for f in files]})
        socket = QLocalSocket()
        for _attempt in range(WAIT_MS // 100):  # it may not be listening yet
            socket.connectToServer(self._name)
            if socket.waitForConnected(100):
                break
            socket.abort()
        answered = False
        if socket.state() == QLocalSocket.LocalSocketState.ConnectedState:
            socket.write(request.encode("ascii") + b"\n")  # json.dumps escapes all but ASCII
            socket.waitForBytesWritten(WAIT_MS)
            answer = b""
            while not answer.endswith(b"\n") and socket.waitForReadyRead(WAIT_MS):
                answer += bytes(socket.readAll().data())
            answered = answer == ANSWER
        socket.abort()
        if not answered:
            raise DatabaseError(Message("database.window-not-answering", path=str(self.database)))
