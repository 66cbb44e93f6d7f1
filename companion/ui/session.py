"""The database the window works on: the Library (opened lazily), and what changed in it.

Every workspace reads and writes cards through ``MainWindow.session``: ``session.library`` is
the open :class:`companion.library.store.Library` (opened on first use: importing sqlmodel
is the most expensive part of a start-up, so the window may paint a current snapshot first,
see companion.ui.snapshot). Changes go through ``save``/``delete``/``save_many``, which commit
before returning and then emit ``card_saved``, ``card_deleted`` or ``cards_reloaded`` so that
every view follows. Undo commands (companion.ui.undo) use the same methods.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from companion.errors import BadInput
from companion.paths import database_path
from companion.rules.ruleset import CORE, Ruleset
from companion.ui import snapshot

if TYPE_CHECKING:
    from companion.library.store import Library
    from companion.rules.card import Card


def _open_library(path: Path) -> Library:
    from companion.library.store import Library

    return Library.open(path)


class Session(QObject):
    """One database, its Library, and the signals views follow."""

    opened = Signal()
    """The Library is open (``warnings`` may now hold messages for the user)."""
    open_failed = Signal(str)
    """The Library could not be opened (the message says why)."""
    card_saved = Signal(object)
    """A card was added or replaced (the Card)."""
    card_deleted = Signal(str)
    """A card was deleted (its id)."""
    cards_reloaded = Signal()
    """Many cards changed (an import, or its undo): read ``library.cards()`` again."""
    ruleset_changed = Signal(object)

    def __init__(self, db: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path: Path = database_path(db)
        self.ruleset: Ruleset = CORE
        self.warnings: list[str] = []
        self.error: str | None = None
        self._library: Library | None = None
        self._thread: threading.Thread | None = None
        self._result: list[Any] = []
        self._poll = QTimer(self)
        self._poll.setInterval(20)
        self._poll.timeout.connect(self._check_background)
        self.snapshot: snapshot.Snapshot | None = None

    # -- opening -----------------------------------------------------------------------------
    def load_snapshot(self) -> snapshot.Snapshot | None:
        """The rows shown last time, if the database has not changed since (else None)."""
        self.snapshot = snapshot.load(self.db_path)
        return self.snapshot

    @property
    def is_open(self) -> bool:
        return self._library is not None

    @property
    def library(self) -> Library:
        """The open Library; opens it now (or waits for the background opening) if needed."""
        if self._library is None:
            if self._thread is not None:
                self._thread.join()
                self._check_background()
            else:
                self._finish_open(_open_library(self.db_path))
        if self._library is None:
            from companion.errors import DatabaseError

            raise DatabaseError(self.error or f"{self.db_path}: the library could not be opened")
        return self._library

    def open_in_background(self) -> None:
        """Start opening the Library in a thread; ``opened`` is emitted when it is ready."""
        if self._library is not None or self._thread is not None:
            return

        def work() -> None:
            try:
                self._result.append(_open_library(self.db_path))
            except Exception as error:  # reported to the user by open_failed
                self._result.append(error)

        self._thread = threading.Thread(target=work, name="open-library", daemon=True)
        self._thread.start()
        self._poll.start()

    def _check_background(self) -> None:
        if self._thread is None or self._thread.is_alive():
            return
        self._poll.stop()
        self._thread = None
        result = self._result.pop() if self._result else RuntimeError("nothing was opened")
        if isinstance(result, Exception):
            self.error = str(result)
            self.open_failed.emit(self.error)
        else:
            self._finish_open(result)

    def _finish_open(self, library: Library) -> None:
        self._library = library
        self.db_path = Path(library.path)
        self.warnings = list(library.warnings)
        self.opened.emit()

    def close(self, sort_columns: Sequence[int] = ()) -> None:
        """Close the Library and keep a snapshot of its cards for the next start-up (with the
        sort keys of ``sort_columns``)."""
        if self._thread is not None:
            self._thread.join()
            self._check_background()
        library, self._library = self._library, None
        if library is None:
            return
        cards = library.cards()
        library.close()
        snapshot.save(self.db_path, cards, sort_columns)

    def snapshot_card(self, card_id: str) -> Card | None:
        """A card of the snapshot (before the Library is open)."""
        data = self.snapshot.card(card_id) if self.snapshot is not None else None
        if data is None:
            return None
        from companion.library.packs import card_from_dict

        try:
            return card_from_dict(data, "the saved view")
        except BadInput:
            return None

    def card(self, card_id: str) -> Card | None:
        """A card by id: from the snapshot while the Library is not open, else from it."""
        if self._library is None and self.snapshot is not None:
            found = self.snapshot_card(card_id)
            if found is not None:
                return found
        return self.library.get(card_id)

    # -- changes (each committed before the signal) ------------------------------------------
    def save(self, card: Card) -> None:
        self.library.save(card)
        snapshot.discard(self.db_path)
        self.card_saved.emit(card)

    def delete(self, card_id: str) -> None:
        self.library.delete(card_id)
        snapshot.discard(self.db_path)
        self.card_deleted.emit(card_id)

    def save_many(self, cards: Iterable[Card], delete: Iterable[str] = ()) -> None:
        """Write several cards in one transaction, delete others, then say so once."""
        from companion.library.packs import Pack

        cards = tuple(cards)
        if cards:
            self.library.import_pack(Pack("undo", cards))
        for card_id in delete:
            self.library.delete(card_id)
        snapshot.discard(self.db_path)
        self.cards_reloaded.emit()

    def imported(self) -> None:
        """Say that an import changed the library (after it committed)."""
        snapshot.discard(self.db_path)
        self.cards_reloaded.emit()

    def set_ruleset(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.ruleset_changed.emit(ruleset)

