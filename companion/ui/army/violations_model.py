"""The validation panel's rows: each problem (and note) with an icon, words and its source.

A problem is a :class:`~companion.rules.army.Violation` (the list is not legal); a note is one
of the validation's warnings (legal, worth knowing: "13 AP under"). Each row reads
"Problem: <rule in plain words>", the message, then "Source: <text, section>"; the icon repeats
the kind, never colour alone. ``ENTRIES_ROLE`` gives the entries concerned.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from companion.rules.army import RULE_TITLES, Validation, Violation
from companion.ui.army import marks

ENTRIES_ROLE = Qt.ItemDataRole.UserRole + 3
RULE_ROLE = Qt.ItemDataRole.UserRole + 4

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True, slots=True)
class Finding:
    """One row: a problem or a note."""

    problem: bool
    violation: Violation

    @property
    def title(self) -> str:
        return RULE_TITLES.get(self.violation.rule, self.violation.rule)

    @property
    def text(self) -> str:
        kind = "Problem" if self.problem else "Note"
        return f"{kind}: {self.title}\n{self.violation.message}\nSource: {self.violation.source}"


class ViolationsModel(QAbstractListModel):
    """The problems first (in the engine's order), then the notes."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.findings: list[Finding] = []

    def set_validation(self, validation: Validation) -> None:
        findings = [Finding(True, v) for v in validation.violations]
        findings += [Finding(False, w) for w in validation.warnings]
        if findings == self.findings:
            return
        if len(findings) == len(self.findings):
            self.findings = findings
            self.dataChanged.emit(self.index(0), self.index(len(findings) - 1))
            return
        self.beginResetModel()
        self.findings = findings
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.findings)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.findings):
            return None
        finding = self.findings[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return finding.text
        if role == Qt.ItemDataRole.DecorationRole:
            return marks.problem_icon() if finding.problem else marks.note_icon()
        if role == Qt.ItemDataRole.ToolTipRole:
            entries = finding.violation.entries
            where = f"Entries concerned: {', '.join(str(e + 1) for e in entries)}" if entries else "The whole list"
            return f"{finding.violation.rule}\n{where}\nSource: {finding.violation.source}"
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return finding.text.replace("\n", ". ")
        if role == ENTRIES_ROLE:
            return list(finding.violation.entries)
        if role == RULE_ROLE:
            return finding.violation.rule
        return None
