"""File's print actions: the roster and the proxies of the current list, the quick-reference
sheet, and the paper (A4 / Letter, remembered). Each opens the print preview.

Flat in File rather than a submenu: every action of the window has a shortcut and is listed
in Help > Keyboard shortcuts (MainWindow.all_actions reads the menus, not their submenus). The
sheets, the preview and the list to print are loaded when an action is used.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from companion.errors import BadInput
from companion.i18n import tr
from companion.i18n.engine import error_text
from companion.printing.paper import Paper
from companion.rules.errors import RulesError

if TYPE_CHECKING:
    from companion.ui.printing.preview import PrintPreview
    from companion.ui.printing.sheets import SheetJob
    from companion.ui.printing.window import PrintingWindow

PAPER_KEY = "printing/paper"


class PrintActions(QObject):
    """File's print actions (each with its shortcut, as every action of the window):
    the roster and the proxies of the current list, the quick-reference sheet, and the paper
    (US Letter when checked, else A4; remembered). ``preview`` is the preview opened last."""

    def __init__(self, window: PrintingWindow) -> None:
        super().__init__(window.window())
        self.setObjectName("print-actions")
        self.window_ = window
        self._widget = window.window()
        self.preview: PrintPreview | None = None
        self.roster_action = self._action("print-roster", "Ctrl+P", self.print_roster)
        self.proxies_action = self._action("print-proxies", "Ctrl+Alt+P", self.print_proxies)
        self.reference_action = self._action("print-reference", "Ctrl+Shift+P", self.print_reference)
        self.letter_action = self._action("print-letter", "Ctrl+Alt+Shift+P", None)
        self.letter_action.setCheckable(True)
        self.paper = self._saved_paper()
        self.letter_action.setChecked(self.paper is Paper.LETTER)
        self.letter_action.toggled.connect(
            lambda checked: self.set_paper(Paper.LETTER if checked else Paper.A4))
        self.retranslate_ui()
        self._widget.installEventFilter(self)  # the window hears LanguageChange; a QObject does not

    def actions(self) -> list[QAction]:
        """The actions in menu order."""
        return [self.roster_action, self.proxies_action, self.reference_action, self.letter_action]

    def _action(self, name: str, shortcut: str, slot: Callable[[], object] | None) -> QAction:
        action = QAction(self._widget)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if slot is not None:
            action.triggered.connect(lambda _checked=False: slot())
        return action

    def retranslate_ui(self) -> None:
        self.roster_action.setText(tr("&Print roster of the current list..."))
        self.roster_action.setStatusTip(tr(
            "The list's roster with a wound track per figurine: preview, then save as PDF"))
        self.proxies_action.setText(tr("Print card pro&xies of the current list..."))
        self.proxies_action.setStatusTip(tr(
            "Card-sized proxies of the list's cards, nine to a page, with cut marks"))
        self.reference_action.setText(tr("Print quick-reference s&heet..."))
        self.reference_action.setStatusTip(tr(
            "The tables for the ruleset in force and the list's house rules"))
        self.letter_action.setText(tr("Print on &US Letter paper"))
        self.letter_action.setStatusTip(tr(
            "Lay the sheets out for US Letter paper (unchecked: A4)"))
        for action in self.actions():
            action.setToolTip(action.statusTip())  # not the default tooltip (the text, trimmed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._widget and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    # -- paper -------------------------------------------------------------------------------
    def _saved_paper(self) -> Paper:
        value = str(self.window_.settings.value(PAPER_KEY, "") or "")
        try:
            return Paper(value)
        except ValueError:
            return Paper.A4

    def set_paper(self, paper: Paper) -> None:
        """The paper for the next sheets (remembered)."""
        self.paper = paper
        if self.letter_action.isChecked() != (paper is Paper.LETTER):
            self.letter_action.setChecked(paper is Paper.LETTER)
        self.window_.settings.setValue(PAPER_KEY, paper.value)

    # -- the sheets --------------------------------------------------------------------------
    def print_roster(self) -> PrintPreview | None:
        """Preview the roster of the list open in the Army workspace."""
        from companion.ui.printing.current import current_list
        from companion.ui.printing.sheets import roster_job

        current = current_list(self.window_)
        if current is None:
            self._no_list(tr("Print the roster"))
            return None
        return self.open_preview(roster_job(current))

    def print_proxies(self) -> PrintPreview | None:
        """Preview the card proxies of the list open in the Army workspace."""
        from companion.ui.printing.current import current_list
        from companion.ui.printing.sheets import proxies_job

        current = current_list(self.window_)
        if current is None:
            self._no_list(tr("Print card proxies"))
            return None
        try:
            job = proxies_job(current)
        except BadInput:
            unknown = sorted({e.card_id for e in current.army.entries if e.card_id not in current.cards})
            self._tell(tr("Print card proxies"),
                       tr("A proxy cannot be drawn for a card the library does not have: {cards}. "
                          "Import its pack, or remove it from the list.", cards=", ".join(unknown)),
                       error=True)
            return None
        return self.open_preview(job)

    def print_reference(self) -> PrintPreview | None:
        """Preview the quick-reference sheet of the ruleset in force (and the list's house rules),
        with the player's corrected wound table (Edit > Wound table), else the shipped one."""
        from companion.library.user_wound_table import load_user_wound_table
        from companion.ui.printing.current import reference_ruleset
        from companion.ui.printing.sheets import reference_job

        try:
            job = reference_job(reference_ruleset(self.window_), load_user_wound_table())
        except (BadInput, RulesError) as error:
            self._tell(tr("Print the quick-reference sheet"), error_text(error), error=True)
            return None
        return self.open_preview(job)

    def open_preview(self, job: SheetJob) -> PrintPreview:
        """Show the preview of ``job`` (window-modal, not blocking); one at a time."""
        from companion.ui.printing.preview import PrintPreview

        if self.preview is not None:
            self.preview.close()
        preview = PrintPreview(job, self.paper, self._widget, self.window_.settings)
        preview.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        preview.paper_chosen.connect(self.set_paper)
        preview.saved.connect(self._saved)
        preview.destroyed.connect(lambda _obj=None, p=preview: self._forget(p))
        self.preview = preview
        preview.open()
        return preview

    def _forget(self, preview: PrintPreview) -> None:
        if self.preview is preview:
            self.preview = None

    def _saved(self, path: str) -> None:
        self.window_.statusBar().showMessage(tr("Saved {path}", path=path), 8000)

    def _no_list(self, title: str) -> None:
        self._tell(title, tr("No army list is open. Open a list (Ctrl+O) or add cards to one "
                             "in the Army workspace (Ctrl+2), then print it."))

    def _tell(self, title: str, text: str, *, error: bool = False) -> None:
        self.window_.show_message(title, text, error=error)


def install_print_menu(window: PrintingWindow) -> PrintActions:
    """Add the print actions to ``window``'s File menu (a MainWindow), in a group of their own
    before the Quit group; their shortcuts work anywhere in the window. The window keeps the
    actions returned."""
    printing = PrintActions(window)
    file_menu = window.menu("file")
    actions = file_menu.actions()
    before = None
    if window.quit_action in actions:
        index = actions.index(window.quit_action)
        while index > 0 and not actions[index - 1].isSeparator():
            index -= 1
        before = actions[index - 1] if index > 0 else actions[index]
    separator = QAction(window.window())
    separator.setSeparator(True)  # the sheets apart from the lists' actions
    for action in [separator, *printing.actions()]:
        if before is not None:
            file_menu.insertAction(before, action)
        else:
            file_menu.addAction(action)
    for action in printing.actions():
        window.window().addAction(action)
    return printing
