"""``Qt``, the namespace of Qt's enums, made when first read; and the few of its values the
start-up needs, as plain ints.

PySide6 makes the Python enums of the ``Qt`` namespace all at once (93 enums, ~1,500
members), the first time any of them is used: ~117 M instructions, 0.19x the whole start-up
of a bare PySide6 window (issue 2: the app's start-up at most 1.5x that window). Nothing the
window does up to its first paint needs them: the modules on the start-up path read ``Qt``
from here, the same attributes, looked up in PySide6's ``Qt`` when first read (a key typed, a
menu opened, a workspace built after the first paint). Their code before the first paint uses
the plain values below, or Qt properties set from ints (``setProperty("alignment", ...)``),
and never a Qt call whose arguments or result are one of these enums: PySide would make them.
They are made right after the first paint (:func:`make_enums`: a signal carrying one of them
reaches a Python slot only after that).
tests/ui/test_lazy_qt.py checks each value against Qt, and that the first paint makes none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

# Qt::ItemDataRole
DISPLAY_ROLE = 0
TOOLTIP_ROLE = 3
TEXT_ALIGNMENT_ROLE = 7
USER_ROLE = 0x100

# Qt::Alignment
ALIGN_CENTER = 0x84  # AlignHCenter | AlignVCenter
ALIGN_LEFT = 0x81  # AlignLeft | AlignVCenter (what a cell's text needs: vertically centred)
ALIGN_RIGHT = 0x82  # AlignRight | AlignVCenter

# Qt::TextInteractionFlags
TEXT_SELECTABLE_BY_MOUSE = 1

# Qt::SortOrder
DESCENDING = 1

# Qt::ShortcutContext
WIDGET_SHORTCUT = 0
WINDOW_SHORTCUT = 1
WIDGET_WITH_CHILDREN_SHORTCUT = 3


def make_enums() -> None:
    """Build the ``Qt`` enums now (the window calls it right after its first paint).

    Not only an optimisation's end: PySide6 (6.11) delivers a Qt signal carrying one of these
    enums (a header's ``sortIndicatorChanged(int, Qt::SortOrder)``...) to a Python slot only
    once they are built; before, it prints "cannot be converted" and drops the call."""
    Qt.AlignmentFlag  # noqa: B018 (reading one attribute builds them all)


class _LazyQt:
    """PySide6's ``Qt``, imported on the first attribute read; each attribute is then kept
    on this object, so that reading it again costs what reading ``Qt``'s does."""

    def __getattr__(self, name: str) -> Any:
        from PySide6.QtCore import Qt

        value = getattr(Qt, name)
        setattr(self, name, value)
        return value


if TYPE_CHECKING:
    from PySide6.QtCore import Qt
else:
    Qt = _LazyQt()
