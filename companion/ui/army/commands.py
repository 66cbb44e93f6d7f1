"""The builder's undoable changes (one QUndoStack with the rest of the window).

Every change to a list is an :class:`EditList` holding the list before and after (lists are
values, so undo is putting the old value back); switching lists (new, open, import) is a
:class:`SwitchList`; deleting a saved list is a :class:`DeleteList` whose undo puts the row back.
Each ``redo``/``undo`` goes through :meth:`ArmyBuilder.apply`, which re-validates, updates the
panels and commits the draft before returning (DESIGN.md: committed before the screen changes).
Nothing asks "are you sure": Ctrl+Z undoes (UX.md, "Nothing is lost").

A command's text (Edit > Undo "add Paladin") comes from a ``describe`` function that answers in
the current language; :func:`retranslate_commands` re-asks every builder command on the stack
when the language changes, so the undo history reads in the new language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand, QUndoStack

from companion.rules.army import ArmyList
from companion.ui.army.document import ListDoc

if TYPE_CHECKING:
    from companion.library.armies import SavedArmy
    from companion.ui.army.builder import ArmyBuilder

_MERGE_ID = 0x4152  # "AR": consecutive edits of the same kind merge into one undo step

Describe = Callable[[], str]
"""A command's text in the current language (called again when the language changes)."""


class Described(QUndoCommand):
    """A command whose text follows the language."""

    def __init__(self, describe: Describe) -> None:
        super().__init__(describe())
        self.describe = describe

    def retranslate(self) -> None:
        self.setText(self.describe())


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

    def __init__(self, workspace: ArmyBuilder, doc: ListDoc, before: ArmyList, after: ArmyList,
                 describe: Describe, merge: str | None = None) -> None:
        super().__init__(describe)
        self.workspace, self.doc, self.before, self.after, self.merge = workspace, doc, before, after, merge

    def redo(self) -> None:
        self.workspace.apply(self.doc, self.after)

    def undo(self) -> None:
        self.workspace.apply(self.doc, self.before)

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
        self.workspace.rename_saved(self.doc, self.after.name)
        super().redo()

    def undo(self) -> None:
        self.workspace.rename_saved(self.doc, self.before.name)
        super().undo()


class SwitchList(Described):
    """Show another list (New list, Open, Import, Duplicate); undo shows the previous one,
    with its unsaved changes (which its draft kept all along)."""

    def __init__(self, workspace: ArmyBuilder, before: ListDoc, after: ListDoc, describe: Describe) -> None:
        super().__init__(describe)
        self.workspace, self.before, self.after = workspace, before, after

    def redo(self) -> None:
        self.workspace.show_doc(self.after)

    def undo(self) -> None:
        self.workspace.show_doc(self.before)
        self.workspace.forget_unsaved(self.after)


class DeleteList(Described):
    """Delete the saved list shown (and its draft) and show a new list; undo restores both."""

    def __init__(self, workspace: ArmyBuilder, doc: ListDoc, replacement: ListDoc, describe: Describe) -> None:
        super().__init__(describe)
        self.workspace, self.doc, self.replacement = workspace, doc, replacement
        self.deleted: SavedArmy | None = None

    def redo(self) -> None:
        if self.doc.list_id is not None:
            self.deleted = self.workspace.store.delete(self.doc.list_id)
            self.doc.draft_id = None  # deleted with the list
        else:
            self.workspace.discard_unsaved(self.doc)  # a list never saved: its draft goes
        self.workspace.show_doc(self.replacement)

    def undo(self) -> None:
        if self.deleted is not None:
            self.workspace.store.restore(self.deleted)
        self.workspace.show_doc(self.doc)
