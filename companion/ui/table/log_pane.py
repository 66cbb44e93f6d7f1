"""The story of the game in sentences: the engine's log, each line with the rule it applied,
rendered in the reader's language (:mod:`companion.library.game_report`).

A read-only plain-text view, updated incrementally: a new action appends its sentences, an
undo removes them (the log of the state shown is always an extension of the one before, or a
prefix of it); a title line marks each new round and phase.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QEvent
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from companion.i18n import render, tr
from companion.library.game_report import entry_source
from companion.rules.game import LogEntry, Phase
from companion.ui.table.format import phase_label


def _title(entry: LogEntry) -> str:
    if entry.phase is Phase.FINISHED:
        return tr("The end")
    if entry.round == 0:
        return phase_label(Phase.APPROACH)
    return tr("Round {round} · {phase}", round=entry.round, phase=phase_label(entry.phase))


class LogPane(QPlainTextEdit):
    """The log, newest at the bottom, kept scrolled to the end."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setAccessibleName(tr("the game's log"))
        self.shown: tuple[LogEntry, ...] = ()
        self._blocks: list[int] = []
        """Block number where each shown entry starts (a title adds a block before it)."""

    def show_log(self, log: Sequence[LogEntry]) -> None:
        log = tuple(log)
        shown = self.shown
        n = len(shown)
        if n and len(log) >= n and log[n - 1] == shown[-1]:
            start = n
        elif len(log) < n and log and shown[len(log) - 1] == log[-1]:
            self._truncate(len(log))
            self.shown = log
            return
        else:
            self.clear()
            self._blocks = []
            start = 0
        previous = log[start - 1] if start else None
        for entry in log[start:]:
            block = self.blockCount() if self._blocks or not self.document().isEmpty() else 0
            if previous is None or (entry.round, entry.phase) != (previous.round, previous.phase):
                self.appendHtml(f"<b>— {escape(_title(entry))} —</b>")
            self._blocks.append(block)
            where = entry_source(entry)
            source = f" <span style='color:gray'>({escape(where)})</span>" if where else ""
            self.appendHtml(escape(render(entry.text)) + source)
            previous = entry
        self.shown = log
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()

    def _truncate(self, keep: int) -> None:
        first = self._blocks[keep]
        block = self.document().findBlockByNumber(first)
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        cursor.deletePreviousChar()  # the line break before the removed blocks
        del self._blocks[keep:]
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()

    def retranslate_ui(self) -> None:
        """Every line again in the current language (the log shown stays the same)."""
        self.setAccessibleName(tr("the game's log"))
        log, self.shown = self.shown, ()
        self.show_log(log)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def texts(self) -> list[str]:
        """The lines shown (titles included), as plain text."""
        return self.toPlainText().split("\n") if not self.document().isEmpty() else []


__all__ = ["LogPane"]
