"""The database the window works on: its cards, the Library that writes them, what changed.

Every workspace reads cards from ``MainWindow.session``: :meth:`Session.listed` is the
library's cards as its table lists them (companion.library.card_list), in library order, read
by :meth:`Session.start` through the Library when the file is at the newest schema;
:meth:`Session.card` and :meth:`Session.cards` read whole cards when they are asked for (the
card shown, the army builder's). A file that must first be created or migrated, or a damaged
one (opened read-only with what reads), is opened by the Library off the GUI thread
(companion.ui.operations), and ``loaded`` says when its cards are in.

``session.library`` is the open :class:`companion.library.store.Library`, for the army lists
and games too. Changes go through
``save``/``delete``/``save_many``/``imported``, which commit before returning and then emit
``card_saved``, ``card_deleted`` or ``cards_reloaded`` so that every view follows. Undo
commands (companion.ui.undo) use the same methods, and say a change the library refused with
``write_refused``.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from companion.errors import BadInput, ChangedElsewhere, DatabaseError
from companion.library.card_columns import library_order
from companion.library.card_list import ListedCard, listed_card
from companion.library.db import check_not_a_folder, current_database
from companion.paths import database_path
from companion.rules.message import Message
from companion.rules.ruleset import CORE, Ruleset
from companion.ui.operations import Operation

if TYPE_CHECKING:
    from companion.library.store import Library
    from companion.rules.card import Card


@dataclass(frozen=True)
class _Opened:
    """The Library opened, and what the window shows of it if asked to read that too."""

    library: Library
    listed: list[ListedCard] | None = None
    draft_names: list[str] | None = None


def _open(path: Path, read: bool) -> _Opened:
    """Open the Library (create, migrate, seed or move aside); ``read``: its listed cards and
    the names of its drafts too."""
    from companion.library.store import Library

    library = Library.open(path)
    return _read(library) if read else _Opened(library)


def _read(library: Library) -> _Opened:
    """The Library with its listed cards and the names of its drafts."""
    from companion.library.armies import ArmyStore

    return _Opened(library, library.listed(), [draft.name for draft in ArmyStore(library).drafts()])


class Session(QObject):
    """One database: its cards, its Library, and the signals views follow."""

    loaded = Signal()
    """The cards are read (and the names of the drafts): the views fill from :meth:`listed`."""
    opened = Signal()
    """The Library is open (``warnings`` may now hold messages for the user)."""
    open_failed = Signal(object)
    """The Library could not be opened (the exception says why)."""
    card_saved = Signal(object)
    """A card was added or replaced (the Card)."""
    card_deleted = Signal(str)
    """A card was deleted (its id)."""
    write_refused = Signal(object)
    """A change was refused by the library and nothing was written (the BadInput saying why)."""
    cards_reloaded = Signal()
    """Many cards changed (an import, or its undo): read :meth:`listed` (or :meth:`cards`) again."""
    ruleset_changed = Signal(object)

    def __init__(self, db: str | Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path: Path = database_path(db)
        self.ruleset: Ruleset = CORE
        self.warnings: list[Message] = []
        self.error: Exception | None = None
        """Why the Library could not be opened, if it could not."""
        self.draft_names: list[str] = []
        """The army lists with unsaved changes when the session started, the newest first."""
        self._listed: list[ListedCard] | None = None
        self._library: Library | None = None
        self._opening: Operation[_Opened] | None = None
        self._when_open: list[tuple[Callable[[Library], None], Callable[[], None] | None]] = []

    # -- reading -----------------------------------------------------------------------------
    def start(self) -> None:
        """Open the Library and read its cards now if the file is at the newest schema; else
        open it off the GUI thread (``opened`` and ``loaded`` follow, or ``open_failed``; so
        too for a card that cannot be read). A folder, or a file another process holds, is a
        DatabaseError at once."""
        from companion.library.store import Library

        check_not_a_folder(self.db_path)
        database = current_database(self.db_path)
        if database is not None:
            try:
                opened = _read(Library(database))
            except DatabaseError:  # said by open_failed, as for a file opened off the GUI thread
                database.close()
            else:
                self._finish_open(opened)
                return
        self.open_library()

    @property
    def is_loaded(self) -> bool:
        """Whether the cards are read (:meth:`start`)."""
        return self._listed is not None

    def listed(self) -> list[ListedCard]:
        """The library's cards as its table lists them, in library order (people, name, id);
        none before ``loaded``."""
        return list(self._listed or ())

    def cards(self) -> list[Card]:
        """The library's whole cards, read now, in library order; none before ``loaded``. A
        file that cannot be read is a DatabaseError."""
        return self.library.cards() if self.is_loaded else []

    def card(self, card_id: str) -> Card | None:
        """The whole card with this id, read now (None: there is none). A file that cannot be
        read is a DatabaseError."""
        return self.library.get(card_id)

    # -- the Library -------------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self._library is not None

    @property
    def library(self) -> Library:
        """The open Library: opened now if needed (or the opening under way waited for)."""
        if self._library is None:
            if self._opening is None:
                self.open_library()
            assert self._opening is not None
            self._opening.wait()
        if self._library is None:
            if isinstance(self.error, BadInput):
                raise self.error
            raise DatabaseError(Message("library.cannot-open", path=str(self.db_path), error=str(self.error)))
        return self._library

    def open_library(self, then: Callable[[Library], None] | None = None,
                     failed: Callable[[], None] | None = None) -> None:
        """Open the Library off the GUI thread (unless it is open or opening), then call
        ``then(library)`` on the GUI thread; a failure is said by ``open_failed`` (and
        ``failed()`` is called)."""
        if self._library is not None:
            if then is not None:
                then(self._library)
            return
        if then is not None:
            self._when_open.append((then, failed))
        if self._opening is None:
            path, read = self.db_path, self._listed is None
            self._opening = Operation(lambda: _open(path, read), self._finish_open, self._open_failed,
                                      parent=self).run()

    def _finish_open(self, opened: _Opened) -> None:
        self._opening = None
        self._library = opened.library
        self.db_path = Path(opened.library.path)
        self.warnings = list(opened.library.warnings)
        first = self._listed is None and opened.listed is not None
        if first:
            self._listed = opened.listed
            self.draft_names = opened.draft_names or []
        self.opened.emit()
        if first:
            self.loaded.emit()
        waiting, self._when_open = self._when_open, []
        for then, _failed in waiting:
            then(opened.library)

    def _open_failed(self, error: Exception) -> None:
        self._opening = None
        waiting, self._when_open = self._when_open, []
        self.error = error
        self.open_failed.emit(error)
        for _then, failed in waiting:
            if failed is not None:
                failed()

    def close(self) -> None:
        """Close the Library (after any opening under way)."""
        if self._opening is not None:
            self._opening.wait()
        library, self._library = self._library, None
        if library is not None:
            library.close()

    # -- changes (each committed before the signal) ------------------------------------------
    def save(self, card: Card, *, read: Card | None = None) -> None:
        """Write ``card``; ``read``: the card it replaces as this window read it. A card changed
        elsewhere meanwhile is not overwritten (ChangedElsewhere): the cards are read again, so
        that the window shows it as it is now."""
        try:
            self.library.save(card, read=read)
        except ChangedElsewhere:
            self.imported()
            raise
        listed = [c for c in self._listed or () if c.id != card.id]
        bisect.insort(listed, listed_card(card), key=library_order)
        self._listed = listed
        self.card_saved.emit(card)

    def delete(self, card_id: str) -> None:
        self.library.delete(card_id)
        self._listed = [c for c in self._listed or () if c.id != card_id]
        self.card_deleted.emit(card_id)

    def save_many(self, cards: Iterable[Card], delete: Iterable[str] = ()) -> None:
        """Write several cards in one transaction, delete others, then say so once."""
        from companion.library.packs import Pack

        cards = tuple(cards)
        if cards:
            self.library.import_pack(Pack("undo", cards))
        for card_id in delete:
            self.library.delete(card_id)
        self.imported()

    def imported(self) -> None:
        """Say that an import changed the library (after it committed): the cards are read again."""
        self._listed = self.library.listed()
        self.cards_reloaded.emit()

    def set_ruleset(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.ruleset_changed.emit(ruleset)
