"""The builder's undoable changes (one QUndoStack with the rest of the window).

Every change to a list is an :class:`EditList` holding the list before and after (lists are
values, so undo is putting the old value back); switching lists (new, open, import) is a
:class:`SwitchList`; deleting a saved list is a :class:`DeleteList` whose undo puts the row back.
Each ``redo``/``undo`` goes through the :class:`ListEditor` (the builder's controller), which
re-validates, shows the list and commits the draft before returning (committed before the
screen changes). Nothing asks "are you sure": Ctrl+Z undoes, nothing is lost.

A command's text (Edit > Undo "add Paladin") comes from a ``describe`` function that answers in
the current language; :func:`retranslate_commands` re-asks every builder command on the stack
when the language changes, so the undo history reads in the new language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QUndoCommand, QUndoStack

from companion.rules.army import ArmyList
from companion.ui.army.document import ListDoc
from companion.ui.army.edits import Describe
from companion.ui.undo_text import Described as LanguageDescribed

if TYPE_CHECKING:
    from companion.library.armies import ArmyStore, SavedArmy

_MERGE_ID = 0x4152  # "AR": consecutive edits of the same kind merge into one undo step


class ListEditor(Protocol):
    """What the commands act through (:class:`companion.ui.army.controller.ArmyListController`)."""

    @property
    def store(self) -> ArmyStore: ...

    def apply(self, doc: ListDoc, army: ArmyList) -> None:
        """Make ``army`` the value of ``doc``, show it and commit its draft."""

    def show_doc(self, doc: ListDoc) -> None:
        """Show another list."""

    def rename_saved(self, doc: ListDoc, name: str) -> None:
        """Rename ``doc``'s saved row."""

    def forget_unsaved(self, doc: ListDoc) -> None:
        """The creation of a list never saved was undone: drop its draft."""

    def discard_unsaved(self, doc: ListDoc) -> None:
        """Drop the draft of a list never saved."""


class Described(LanguageDescribed):
    """A builder command (its text follows the language)."""

    def __init__(self, describe: Describe) -> None:
        super().__init__(describe)


def retranslate_commands(stack: QUndoStack) -> int:
    """Re-word the builder's commands on ``stack`` (others are left alone); returns how many."""
    count = 0
    for index in range(stack.count()):
        command = stack.command(index)
        if isinstance(command, Described):
            command.retranslate()
            count += 1
    return count


class EditList(Described):
    """One change to the list (add, remove, figures, incarnation, people, points, rules, name).

    Edits with the same ``merge`` key that follow each other (the points spin box stepping
    200 -> 205 -> 210, the figures of one entry) become one undo step.
    """

    def __init__(self, editor: ListEditor, doc: ListDoc, before: ArmyList, after: ArmyList,
                 describe: Describe, merge: str | None = None) -> None:
        super().__init__(describe)
        self.editor, self.doc, self.before, self.after, self.merge = editor, doc, before, after, merge

    def redo(self) -> None:
        self.editor.apply(self.doc, self.after)

    def undo(self) -> None:
        self.editor.apply(self.doc, self.before)

    def id(self) -> int:
        return _MERGE_ID if self.merge is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (isinstance(other, EditList) and other.merge == self.merge and other.doc is self.doc
                and other.before == self.after):
            self.after = other.after
            self.describe = other.describe
            self.setText(other.text())
            return True
        return False


class Rename(EditList):
    """A new name; for a saved list the row is renamed at once (and back on undo)."""

    def redo(self) -> None:
        self.editor.rename_saved(self.doc, self.after.name)
        super().redo()

    def undo(self) -> None:
        self.editor.rename_saved(self.doc, self.before.name)
        super().undo()


class SwitchList(Described):
    """Show another list (New list, Open, Import, Duplicate); undo shows the previous one,
    with its unsaved changes (which its draft kept all along)."""

    def __init__(self, editor: ListEditor, before: ListDoc, after: ListDoc, describe: Describe) -> None:
        super().__init__(describe)
        self.editor, self.before, self.after = editor, before, after

    def redo(self) -> None:
        self.editor.show_doc(self.after)

    def undo(self) -> None:
        self.editor.show_doc(self.before)
        self.editor.forget_unsaved(self.after)


class DeleteList(Described):
    """Delete the saved list shown (and its draft) and show a new list; undo restores both."""

    def __init__(self, editor: ListEditor, doc: ListDoc, replacement: ListDoc, describe: Describe) -> None:
        super().__init__(describe)
        self.editor, self.doc, self.replacement = editor, doc, replacement
        self.deleted: SavedArmy | None = None

    def redo(self) -> None:
        if self.doc.list_id is not None:
            self.deleted = self.editor.store.delete(self.doc.list_id)
            self.doc.draft_id = None  # deleted with the list
        else:
            self.editor.discard_unsaved(self.doc)  # a list never saved: its draft goes
        self.editor.show_doc(self.replacement)

    def undo(self) -> None:
        if self.deleted is not None:
            self.editor.store.restore(self.deleted)
        self.editor.show_doc(self.doc)
