"""The window's printing: File > Print and the print preview.

``install_print_menu(window)`` (called once in MainWindow's constructor) adds the print
actions to File, before Quit: the roster of the current list (Ctrl+P), its card proxies
(Ctrl+Alt+P), the quick-reference sheet for the ruleset in force (Ctrl+Shift+P), and the paper
(US Letter when checked, else A4: Ctrl+Alt+Shift+P). Each opens
:class:`~companion.ui.printing.preview.PrintPreview`: the sheet rendered in memory
(companion.printing) and shown page by page (pypdfium2) before Save... writes it; Open then
shows it in the system's viewer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.ui.printing.menu import PrintActions
    from companion.ui.printing.window import PrintingWindow


def install_print_menu(window: PrintingWindow) -> PrintActions:
    """The print actions in ``window``'s File menu; returns the
    :class:`~companion.ui.printing.menu.PrintActions` (the window keeps them)."""
    from companion.ui.printing.menu import install_print_menu as install

    return install(window)
