"""Undoable changes to the library (QUndoStack commands), each re-applied in the database.

``redo()`` and ``undo()`` write through the Session, which commits before the views change
(each change is committed before the screen shows it). Nothing asks "are you sure": a deletion
is undone with Ctrl+Z (nothing is lost).

Each command's text (Edit > Undo "delete Paladin") is given by the view, translated there, and
follows the language (companion.ui.undo_text).

A write the library refuses (a damaged library open read-only, a full disk) changes nothing:
the Session says why (``write_refused``), and a command refused as it is first done is not kept
on the stack (Qt drops an obsolete command).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from companion.errors import BadInput
from companion.rules.card import Card
from companion.ui.session import Session
from companion.ui.undo_text import Described, Text


class _Described(Described):
    """A command of the Library (its text follows the language) that writes through the Session."""

    def __init__(self, text: Text) -> None:
        super().__init__(text)
        self._done_once = False

    def _write(self, session: Session, change: Callable[[], None]) -> None:
        """Run one write of the Session; a refusal is said by ``session.write_refused``, and a
        command refused when first done is made obsolete (so never kept on the stack)."""
        try:
            change()
        except BadInput as error:
            if not self._done_once:
                self.setObsolete(True)
            session.write_refused.emit(error)
        self._done_once = True


class SaveCard(_Described):
    """Add a card (``previous`` None) or replace one; a card changed elsewhere since it was
    read (``previous``, or ``card`` for the undo) is not overwritten."""

    def __init__(self, session: Session, card: Card, previous: Card | None, text: Text) -> None:
        super().__init__(text)
        self.session, self.card, self.previous = session, card, previous

    def redo(self) -> None:
        self._write(self.session, lambda: self.session.save(self.card, read=self.previous))

    def undo(self) -> None:
        previous = self.previous
        if previous is None:
            self._write(self.session, lambda: self.session.delete(self.card.id))
        else:
            self._write(self.session, lambda: self.session.save(previous, read=self.card))


class DeleteCard(_Described):
    """Delete a card; undo puts it back as it was."""

    def __init__(self, session: Session, card: Card, text: Text) -> None:
        super().__init__(text)
        self.session, self.card = session, card

    def redo(self) -> None:
        self._write(self.session, lambda: self.session.delete(self.card.id))

    def undo(self) -> None:
        self._write(self.session, lambda: self.session.save(self.card))


class ImportCards(_Described):
    """An import already committed: undo restores the cards it replaced and removes those it
    added; redo writes the imported versions again (one transaction each way)."""

    def __init__(self, session: Session, before: Mapping[str, Card], after: Mapping[str, Card],
                 text: Text) -> None:
        super().__init__(text)
        self.session = session
        self.added = sorted(card_id for card_id in after if card_id not in before)
        self.replaced = [before[card_id] for card_id in sorted(after)
                         if card_id in before and before[card_id] != after[card_id]]
        self.written = [after[card_id] for card_id in sorted(after)
                        if before.get(card_id) != after[card_id]]
        self._done = True

    @property
    def changes(self) -> int:
        return len(self.written)

    def redo(self) -> None:
        if self._done:  # pushed after the import itself committed
            self._done = False
            self._done_once = True
            return
        self._write(self.session, lambda: self.session.save_many(self.written))

    def undo(self) -> None:
        self._write(self.session, lambda: self.session.save_many(self.replaced, delete=self.added))
