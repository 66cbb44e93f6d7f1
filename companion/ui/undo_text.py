"""Undo commands whose text (Edit > Undo "delete Paladin") follows the language.

A command is given its text by the view, translated there: a string, or a function giving it
in the current language, which :func:`retranslate` calls again for every command on the stack
after a language change (the Library's commands, companion.ui.undo; the Army's,
companion.ui.army.commands).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand, QUndoStack

Text = str | Callable[[], str]
"""A command's text, or a function giving it in the current language."""


class Described(QUndoCommand):
    """A command whose text can be given again in another language."""

    def __init__(self, text: Text) -> None:
        self.describe: Callable[[], str] = text if callable(text) else (lambda: text)
        super().__init__(self.describe())

    def retranslate(self) -> None:
        self.setText(self.describe())


def retranslate(stack: QUndoStack) -> None:
    """Give every command of ``stack`` that can its text in the current language."""
    for index in range(stack.count()):
        command = stack.command(index)
        if isinstance(command, Described):
            command.retranslate()
