"""File > Print: the roster and the proxies of the current list, the quick-reference sheet,
and the paper (A4 / Letter, remembered). Each opens the print preview (issue 6, Window).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from companion.errors import BadInput
from companion.printing.paper import Paper
from companion.rules.errors import RulesError
from companion.ui.printing.current import current_list, reference_ruleset
from companion.ui.printing.preview import PrintPreview
from companion.ui.printing.sheets import SheetJob, proxies_job, reference_job, roster_job
from companion.ui.printing.text import arg

PAPER_KEY = "printing/paper"


class PrintMenu(QMenu):
    """The Print submenu of File; ``preview`` is the preview opened last (None before)."""

    def __init__(self, window: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.setObjectName("print-menu")
        self.window_ = window
        self.preview: PrintPreview | None = None
        self.roster_action = self._action("print-roster", QKeySequence.StandardKey.Print, "Ctrl+P",
                                          self.print_roster)
        self.proxies_action = self._action("print-proxies", None, "Ctrl+Alt+P", self.print_proxies)
        self.reference_action = self._action("print-reference", None, "Ctrl+Shift+P",
                                             self.print_reference)
        self.addSeparator()
        self.paper_menu = QMenu(self)
        self.paper_group = QActionGroup(self)
        self.paper_group.setExclusive(True)
        self.paper_actions: dict[Paper, QAction] = {}
        for paper in Paper:
            action = QAction(self)
            action.setCheckable(True)
            action.setData(paper.value)
            action.triggered.connect(lambda _checked=False, p=paper: self.set_paper(p))
            self.paper_group.addAction(action)
            self.paper_menu.addAction(action)
            self.paper_actions[paper] = action
        self.addMenu(self.paper_menu)
        self.paper = self._saved_paper()
        self.paper_actions[self.paper].setChecked(True)
        self.retranslate_ui()

    def _action(self, name: str, standard: QKeySequence.StandardKey | None, shortcut: str,
                slot: Any) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        keys = [QKeySequence(shortcut)]
        if standard is not None and QKeySequence(standard) not in keys and not QKeySequence(standard).isEmpty():
            keys.append(QKeySequence(standard))
        action.setShortcuts(keys)
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("&Print"))
        self.roster_action.setText(self.tr("&Roster of the current list..."))
        self.roster_action.setStatusTip(self.tr(
            "The list's roster with a wound track per figurine: preview, then save as PDF"))
        self.proxies_action.setText(self.tr("Card &proxies of the current list..."))
        self.proxies_action.setStatusTip(self.tr(
            "Card-sized proxies of the list's cards, nine to a page, with cut marks"))
        self.reference_action.setText(self.tr("&Quick-reference sheet..."))
        self.reference_action.setStatusTip(self.tr(
            "The tables for the ruleset in force and the list's house rules"))
        self.paper_menu.setTitle(self.tr("P&aper"))
        self.paper_actions[Paper.A4].setText(self.tr("&A4"))
        self.paper_actions[Paper.LETTER].setText(self.tr("&Letter"))
        for action in self.paper_actions.values():
            action.setStatusTip(self.tr("The paper the sheets are laid out for"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- paper -------------------------------------------------------------------------------
    def _settings(self) -> QSettings | None:
        settings = getattr(self.window_, "settings", None)
        return settings if isinstance(settings, QSettings) else None

    def _saved_paper(self) -> Paper:
        settings = self._settings()
        value = str(settings.value(PAPER_KEY, "") or "") if settings is not None else ""
        try:
            return Paper(value)
        except ValueError:
            return Paper.A4

    def set_paper(self, paper: Paper) -> None:
        """The paper for the next sheets (remembered)."""
        self.paper = paper
        self.paper_actions[paper].setChecked(True)
        settings = self._settings()
        if settings is not None:
            settings.setValue(PAPER_KEY, paper.value)

    # -- the sheets --------------------------------------------------------------------------
    def print_roster(self) -> PrintPreview | None:
        """Preview the roster of the list open in the Army workspace."""
        current = current_list(self.window_)
        if current is None:
            self._no_list(self.tr("Print the roster"))
            return None
        return self.open_preview(roster_job(current))

    def print_proxies(self) -> PrintPreview | None:
        """Preview the card proxies of the list open in the Army workspace."""
        current = current_list(self.window_)
        if current is None:
            self._no_list(self.tr("Print card proxies"))
            return None
        try:
            job = proxies_job(current)
        except BadInput:
            unknown = sorted({e.card_id for e in current.army.entries if e.card_id not in current.cards})
            self._tell(self.tr("Print card proxies"),
                       arg(self.tr("A proxy cannot be drawn for a card the library does not have: %1. "
                                   "Import its pack, or remove it from the list."), ", ".join(unknown)),
                       error=True)
            return None
        return self.open_preview(job)

    def print_reference(self) -> PrintPreview | None:
        """Preview the quick-reference sheet of the ruleset in force (and the list's house rules),
        with the shipped wound table: the app keeps no corrected table of the player's."""
        try:
            job = reference_job(reference_ruleset(self.window_), None)
        except (BadInput, RulesError) as error:
            self._tell(self.tr("Print the quick-reference sheet"), str(error), error=True)
            return None
        return self.open_preview(job)

    def open_preview(self, job: SheetJob) -> PrintPreview:
        """Show the preview of ``job`` (window-modal, not blocking); one at a time."""
        if self.preview is not None:
            self.preview.close()
        parent = self.window_ if isinstance(self.window_, QWidget) else None
        preview = PrintPreview(job, self.paper, parent, self._settings())
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
        status = getattr(self.window_, "statusBar", None)
        if callable(status):
            status().showMessage(arg(self.tr("Saved %1"), path), 8000)

    def _no_list(self, title: str) -> None:
        self._tell(title, self.tr("No army list is open. Open a list (Ctrl+O) or add cards to one "
                                  "in the Army workspace (Ctrl+2), then print it."))

    def _tell(self, title: str, text: str, *, error: bool = False) -> None:
        show = getattr(self.window_, "show_message", None)
        if callable(show):
            show(title, text, error=error)


def install_print_menu(window: Any) -> PrintMenu:
    """Add File > Print to ``window`` (a MainWindow), before the Quit group; its actions'
    shortcuts work anywhere in the window."""
    menu = PrintMenu(window)
    file_menu: QMenu = window.menu("file")
    actions = file_menu.actions()
    quit_action = getattr(window, "quit_action", None)
    before = None
    if quit_action in actions:
        index = actions.index(quit_action)
        while index > 0 and not actions[index - 1].isSeparator():
            index -= 1
        before = actions[index - 1] if index > 0 else actions[index]
    if before is not None:
        file_menu.insertMenu(before, menu)
    else:
        file_menu.addMenu(menu)
    file_menu.insertSeparator(menu.menuAction())  # the sheets apart from the lists' actions
    for action in (menu.roster_action, menu.proxies_action, menu.reference_action):
        window.addAction(action)
    window.print_menu = menu
    return menu
