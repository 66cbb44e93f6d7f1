"""A label for text that changes at every edit (totals, verdict, counts) without a relayout.

A QLabel asks its parent layout to recompute on every ``setText`` (its size hint follows its
text), and with word-wrapped labels around that relayouts the whole window at each edit
(bench/bench_builder.py measures it). A :class:`TextLine` keeps a size hint of a fixed number
of lines, so changing its text only repaints its own rectangle. The text is also
its accessible name (screen readers); the same words are in Copy as text.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QWidget


class TextLine(QWidget):
    """Plain text on ``lines`` lines (word-wrapped, elided past the last), bold if asked."""

    def __init__(self, lines: int = 1, *, bold: bool = False, scale: float = 1.0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        font = self.font()
        font.setBold(bold)
        if scale != 1.0:
            font.setPointSizeF(font.pointSizeF() * scale)
        self.setFont(font)
        self._lines = lines
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.setAccessibleName(text)
            self.update()

    def sizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance("0") * 40, metrics.lineSpacing() * self._lines + 4)

    def minimumSizeHint(self) -> QSize:
        metrics = self.fontMetrics()
        return QSize(metrics.horizontalAdvance("0") * 8, metrics.lineSpacing() * self._lines + 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        rect = self.contentsRect().adjusted(0, 2, 0, -2)
        metrics = self.fontMetrics()
        if self._lines == 1:
            text = metrics.elidedText(self._text, Qt.TextElideMode.ElideRight, rect.width())
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
        else:
            flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
            painter.drawText(QRect(rect), flags, self._text)
        painter.end()
