"""The story of the game in sentences: the engine's log, the rule of each line in its tooltip.

Updated incrementally: a new action appends its sentences, an undo drops them (the log of a
state is always a prefix-extension of the one before, or a prefix of it).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget

from companion.rules.game import LogEntry, Phase


def _title(entry: LogEntry) -> str:
    if entry.phase is Phase.FINISHED:
        return "The end"
    if entry.round == 0:
        return "Approach"
    return f"Round {entry.round} · {entry.phase.label}"


class LogPane(QListWidget):
    """The log, newest at the bottom, kept scrolled to the end."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAccessibleName("the game's log")
        self.shown: tuple[LogEntry, ...] = ()

    def show_log(self, log: Sequence[LogEntry]) -> None:
        log = tuple(log)
        shown = self.shown
        n = len(shown)
        if n and len(log) >= n and log[n - 1] == shown[-1]:
            start = n
        elif len(log) < n and log and shown[len(log) - 1] == log[-1]:
            for _ in range(n - len(log)):
                self.takeItem(self.count() - 1)
            self.shown = log
            return
        else:
            self.clear()
            start = 0
        previous = log[start - 1] if start else None
        for entry in log[start:]:
            text = entry.text
            if previous is None or (entry.round, entry.phase) != (previous.round, previous.phase):
                text = f"— {_title(entry)} —\n{text}"
            item = QListWidgetItem(text)
            item.setToolTip(f"Why: {entry.source}" if entry.source else "")
            self.addItem(item)
            previous = entry
        self.shown = log
        self.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]


__all__ = ["LogPane"]
