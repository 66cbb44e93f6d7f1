"""Undoable changes to the library (QUndoStack commands), each re-applied in the database.

``redo()`` and ``undo()`` write through the Session, which commits before the views change
(each change is committed before the screen shows it). Nothing asks "are you sure": a deletion
is undone with Ctrl+Z (nothing is lost).

Each command's text (Edit > Undo "delete Paladin") is given by the view, translated there: a
string, or a function giving it in the current language, which :func:`retranslate` calls
again for every command on the stack after a language change.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtGui import QUndoCommand, QUndoStack

from companion.rules.card import Card
from companion.ui.session import Session


Text = str | Callable[[], str]
"""A command's text, or a function giving it in the current language."""


class _Described(QUndoCommand):
    """A command whose text can be given again in another language."""

    def __init__(self, text: Text) -> None:
        self._describe: Callable[[], str] = text if callable(text) else (lambda: text)
        super().__init__(self._describe())

    def retranslate(self) -> None:
        self.setText(self._describe())


def retranslate(stack: QUndoStack) -> None:
    """Give every command of ``stack`` that can its text in the current language."""
    for index in range(stack.count()):
        command = stack.command(index)
        again = getattr(command, "retranslate", None)
        if callable(again):
            again()


class SaveCard(_Described):
    """Add a card (``previous`` None) or replace one."""

    def __init__(self, session: Session, card: Card, previous: Card | None, text: Text) -> None:
        super().__init__(text)
        self.session, self.card, self.previous = session, card, previous

    def redo(self) -> None:
        self.session.save(self.card)

    def undo(self) -> None:
        if self.previous is None:
            self.session.delete(self.card.id)
        else:
            self.session.save(self.previous)


class DeleteCard(_Described):
    """Delete a card; undo puts it back as it was."""

    def __init__(self, session: Session, card: Card, text: Text) -> None:
        super().__init__(text)
        self.session, self.card = session, card

    def redo(self) -> None:
        self.session.delete(self.card.id)

    def undo(self) -> None:
        self.session.save(self.card)


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
            return
        self.session.save_many(self.written)

    def undo(self) -> None:
        self.session.save_many(self.replaced, delete=self.added)
