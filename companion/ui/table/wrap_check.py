"""A check box whose text wraps, so that a long choice never widens the step past the window.

A plain :class:`QCheckBox` asks for the width of its whole text on one line: in the centre panel
of a 1280x800 window a choice such as "Counter-Attack instead (+2 to the difficulty; each
success gains an Attack die)" would push the Roll and Enter dice buttons out of sight.
:class:`WrapCheckBox` draws the indicator itself and its text in a word-wrapped label beside
it; a click anywhere on it (indicator or words) toggles it, and ``text()``, ``setText()``,
``setChecked()``, the keyboard (Space) and the accessible name behave as for a check box.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSizePolicy, QStyle, QStyleOptionButton, QWidget

MIN_TEXT_WIDTH = 120
"""The narrowest the words may be squeezed before the box asks for more room."""


class WrapCheckBox(QCheckBox):
    """A check box with its text in a word-wrapped label."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._label = QLabel(text)
        self._label.setWordWrap(True)
        self._label.setTextFormat(Qt.TextFormat.PlainText)
        self._label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(self._indent(), 0, 0, 0)
        layout.addWidget(self._label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleName(text)

    def _indent(self) -> int:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        style = self.style()
        return (style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, option, self)
                + style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, option, self) + 2)

    def text(self) -> str:
        return self._label.text()

    def setText(self, text: str) -> None:
        self._label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def hitButton(self, pos: QPoint) -> bool:
        return self.rect().contains(pos)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        text = self._label.heightForWidth(max(1, width - self._indent()))
        return max(text, self._indent())

    def sizeHint(self) -> QSize:
        hint = self._label.sizeHint()
        return QSize(hint.width() + self._indent(), max(hint.height(), self._indent()))

    def minimumSizeHint(self) -> QSize:
        width = MIN_TEXT_WIDTH + self._indent()
        return QSize(width, self.heightForWidth(width))
