"""The validation panel's rows: each problem (and note) with an icon, words and its source.

A problem is a :class:`~companion.rules.army.Violation` (the list is not legal); a note is one
of the validation's warnings (legal, worth knowing: "13 AP under"). Each row reads
"Problem: <rule in plain words>", the message, then "Source: <text, section>"; the icon repeats
the kind, never colour alone. ``ENTRIES_ROLE`` gives the entries concerned; :class:`FindingDelegate` draws a row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from companion.i18n import render, tr
from companion.i18n.engine import source_text
from companion.i18n.qt import notifier
from companion.rules.army import Validation, Violation
from companion.ui.army import marks
from companion.ui.army.text import rule_title

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
        """The rule in plain words, in the current language."""
        return rule_title(self.violation.rule)

    @property
    def message(self) -> str:
        """The engine's message, in the current language."""
        return render(self.violation.message)

    @property
    def source(self) -> str:
        return source_text(self.violation.source)

    @property
    def text(self) -> str:
        """"Problem: <title>", the message, "Source: <citation>", in the current language."""
        kind = (tr("Problem: {title}", title=self.title) if self.problem
                else tr("Note: {title}", title=self.title))
        source = tr("Source: {source}", source=self.source)
        return f"{kind}\n{self.message}\n{source}"


class ViolationsModel(QAbstractListModel):
    """The problems first (in the engine's order), then the notes."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.findings: list[Finding] = []
        notifier().language_changed.connect(self._language_changed)

    def _language_changed(self, _language: str = "") -> None:
        """Every row's words are computed when asked: tell the view they changed."""
        if self.findings:
            self.dataChanged.emit(self.index(0), self.index(len(self.findings) - 1))

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
            where = (tr("Entries concerned: {entries}", entries=", ".join(str(e + 1) for e in entries))
                     if entries else tr("The whole list"))
            source = tr("Source: {source}", source=finding.source)
            return f"{finding.violation.rule}\n{where}\n{source}"
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return finding.text.replace("\n", ". ")
        if role == ENTRIES_ROLE:
            return list(finding.violation.entries)
        if role == RULE_ROLE:
            return finding.violation.rule
        return None


class FindingDelegate(QStyledItemDelegate):
    """Draws a finding: its icon on the left, its words wrapped to the width of the list.

    (QListView's own word wrapping measures items before the list has its final width, and
    then cuts the last lines of long messages.)"""

    ICON = 22
    PAD = 6

    def _text_rect(self, rect: QRect) -> QRect:
        return rect.adjusted(self.ICON + 2 * self.PAD, self.PAD, -self.PAD, -self.PAD)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        view = option.widget
        width = view.viewport().width() if isinstance(view, QAbstractScrollArea) else option.rect.width()
        rect = self._text_rect(QRect(0, 0, max(width, 80), 100000))
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        bounds = option.fontMetrics.boundingRect(rect, int(Qt.TextFlag.TextWordWrap), text)
        return QSize(width, max(bounds.height(), self.ICON) + 2 * self.PAD)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        view = option.widget
        style = view.style() if view is not None else QApplication.style()
        item = QStyleOptionViewItem(option)
        item.text = ""
        item.icon = QIcon()
        item.features &= ~QStyleOptionViewItem.ViewItemFeature.HasDecoration
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, view)
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        rect = option.rect
        if isinstance(icon, QIcon):
            icon.paint(painter, QRect(rect.left() + self.PAD, rect.top() + self.PAD, self.ICON, self.ICON))
        painter.save()
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.setPen(option.palette.color(role))
        painter.drawText(self._text_rect(rect), int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft
                                                    | Qt.AlignmentFlag.AlignTop),
                         str(index.data(Qt.ItemDataRole.DisplayRole) or ""))
        painter.restore()
