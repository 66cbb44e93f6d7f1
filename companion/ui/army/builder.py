"""The army builder's window part: compose a list and see at every edit whether it is legal.

On top the list's name, people, points, ruleset and house rules; left the cards that may join
(own people first, allies and mercenaries marked), a card joins by double-click, Enter or drag
and drop; centre the list grouped by reference card (figures with +/-, AP, Incarnation), each
entry unfolding to the options its card offers (Enter; Space takes or leaves one, + and -
count one taken several times); bottom the totals bar; right the verdict and each problem with
its rule in plain words and its source (selecting one selects the entries concerned), and
under them the card selected drawn as in the Library, the options its entry takes ticked.

:class:`ArmyBuilder` owns the widgets and forwards what the player asks for to its
:class:`~companion.ui.army.controller.ArmyListController` (which owns the list, its undo
history, its saving and drafts); it shows the list again each time the controller says it
changed, and asks the player what a command needs (a name, a file) before calling it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListView,
    QMessageBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.i18n import tr
from companion.library.army_files import SUFFIX
from companion.library.card_list import listed_card
from companion.rules.army import Validation
from companion.ui.army import marks
from companion.ui.army.actions import ArmyActions
from companion.ui.army.cards_pane import CardsPane
from companion.ui.army.controller import ArmyListController
from companion.ui.army.document import ListDoc
from companion.ui.army.edits import Describe
from companion.ui.army.entries_model import COL_JOINS as ENTRY_JOINS
from companion.ui.army.entries_model import EntriesModel
from companion.ui.army.entries_view import EntriesView
from companion.ui.army.header import ListHeader
from companion.ui.army.pane_model import COL_JOINS
from companion.ui.army.summary import caption_text, facts_text, verdict_text
from companion.ui.army.text_line import TextLine
from companion.ui.army.totals import allies_tooltip, allowance_tooltip, bar_verdict, totals_text, widest_totals_text
from companion.ui.army.violations_model import ENTRIES_ROLE, FindingDelegate, ViolationsModel
from companion.ui.card_rows import COL_NAME
from companion.ui.file_dialogs import open_file_name, save_file_name
from companion.ui.widgets.card_view import CardView

_CARD_PAUSE_MS = 150
"""While the pane's current card moves (typing in the filter, arrows), the drawing waits this long."""


class ArmyBuilder(QWidget):
    """The builder inside the Army workspace (companion.ui.army.workspace makes it, with its
    controller, when the workspace is first shown or used)."""

    message_shown = Signal(str, int)
    """A line for the window's status bar, and how long it stays (ms)."""

    def __init__(self, controller: ArmyListController, actions: ArmyActions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.list_actions = actions
        self.last_message: QMessageBox | None = None
        self._notice: Describe | None = None
        """The notice above the list, in the current language (None: no notice)."""
        self._notice_about: tuple[ListDoc, str] | None = None
        """The list the notice is about and its name then: the notice goes once that list is
        saved, renamed or no longer shown (None: about no list in particular)."""
        self._edited_last = False
        """Whether the last thing done was an edit (an undo step), not typing in the filter:
        then Ctrl+Z in the filter box undoes the edit, not the typing."""
        self._build()
        self._attach_actions()
        self._connect()
        self._retranslate_widgets()
        self._show(reset=True)

    # -- language ----------------------------------------------------------------------------
    def _retranslate_widgets(self) -> None:
        """The fixed words of the builder's widgets, in the current language."""
        self.notice_close.setText(tr("Close"))
        self.notice_close.setAccessibleName(tr("Close the notice"))
        self.cards_pane.retranslate_ui()
        self.violations.setAccessibleName(tr("Problems and notes"))
        self.violations.setToolTip(tr("Select a problem to select the entries it concerns"))
        self.totals.setMinimumWidth(self.totals.fontMetrics().horizontalAdvance(widest_totals_text()) + 8)
        self._fit_joins_columns()

    def _fit_joins_columns(self) -> None:
        """Widen the "Joins as" columns to their longest word in the current language
        ("peuple de l'armée" is longer than "own people"); never narrow what the user set."""
        labels = [marks.label(m) for m in marks.ORDER]
        for view, column in ((self.pane, COL_JOINS), (self.entries, ENTRY_JOINS)):
            metrics = view.fontMetrics()
            needed = max(metrics.horizontalAdvance(text) for text in labels) + 32  # the icon and margins
            if view.columnWidth(column) < needed:
                view.setColumnWidth(column, needed)

    def retranslate_ui(self) -> None:
        """Everything the builder shows, in the current language; the list, its undo history
        and the selection stay as they are (only words change)."""
        self._retranslate_widgets()
        if self._notice is not None:
            self.notice_text.setText(self._notice())
        self.controller.retranslate()
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- building ----------------------------------------------------------------------------
    def _build(self) -> None:
        self.header = ListHeader()
        self.header.setMinimumWidth(0)
        self.notice = QFrame()
        self.notice.setFrameShape(QFrame.Shape.StyledPanel)
        notice_layout = QHBoxLayout(self.notice)
        notice_layout.setContentsMargins(6, 4, 6, 4)
        notice_icon = QLabel()
        notice_icon.setPixmap(marks.info_icon().pixmap(20, 20))
        self.notice_text = QLabel()
        self.notice_text.setWordWrap(True)
        self.notice_close = QToolButton()
        self.notice_close.clicked.connect(self.notice.hide)
        notice_layout.addWidget(notice_icon)
        notice_layout.addWidget(self.notice_text, 1)
        notice_layout.addWidget(self.notice_close)
        self.notice.hide()

        # Left: the cards that may join.
        self.cards_pane = left = CardsPane()
        self.filter, self.pane, self.pane_model = left.filter, left.view, left.model
        self.show_forbidden = left.show_forbidden

        # Centre: the list.
        self.entries_model = EntriesModel(self)
        self.entries = EntriesView()
        self.entries.setModel(self.entries_model)
        centre = QWidget()
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        self.list_caption = TextLine(bold=True)
        centre_layout.addWidget(self.list_caption)
        centre_layout.addWidget(self.entries, 1)
        self.entry_buttons = QHBoxLayout()
        centre_layout.addLayout(self.entry_buttons)

        # Right: the verdict and the problems.
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        verdict_row = QHBoxLayout()
        self.verdict_icon = QLabel()
        self.verdict_icon.setFixedSize(26, 26)  # a new pixmap then asks for no relayout
        self.verdict = TextLine(2, bold=True)
        verdict_row.addWidget(self.verdict_icon)
        verdict_row.addWidget(self.verdict, 1)
        right_layout.addLayout(verdict_row)
        self.violations_model = ViolationsModel(self)
        self.violations = QListView()
        self.violations.setModel(self.violations_model)
        self.violations.setItemDelegate(FindingDelegate(self.violations))
        self.violations.setUniformItemSizes(False)
        self.violations.setSpacing(2)
        self.violations.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.violations.setAlternatingRowColors(True)
        self.violations.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.violations.setResizeMode(QListView.ResizeMode.Adjust)
        self.violations.setTextElideMode(Qt.TextElideMode.ElideNone)
        right_layout.addWidget(self.violations, 1)
        self.info = TextLine(4)
        right_layout.addWidget(self.info)
        self.card_view = CardView()
        self.card_view.setObjectName("army_card")
        self.right_splitter = QSplitter(Qt.Orientation.Vertical)
        self.right_splitter.addWidget(right)
        self.right_splitter.addWidget(self.card_view)
        self.right_splitter.setChildrenCollapsible(False)
        self.right_splitter.setStretchFactor(0, 2)
        self.right_splitter.setStretchFactor(1, 3)
        self.right_splitter.setSizes([300, 420])
        self._card_timer = QTimer(self)
        self._card_timer.setSingleShot(True)
        self._card_timer.setInterval(_CARD_PAUSE_MS)
        self._card_timer.timeout.connect(self._draw_pane_card)
        self._drawn: tuple[str | None, tuple[str, ...]] = (None, ())
        """The card drawn and the options ticked on it (those of an entry, or none)."""

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        for widget in (left, centre, self.right_splitter):
            self.splitter.addWidget(widget)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 5)
        self.splitter.setStretchFactor(2, 3)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setSizes([400, 560, 320])

        # Bottom: the totals bar.
        self.totals = TextLine(bold=True, scale=1.15)
        self.points_icon = QLabel()
        self.points_icon.setFixedSize(20, 20)
        self.points_words = TextLine()
        bar = QHBoxLayout()
        bar.addWidget(self.totals, 0)
        bar.addSpacing(16)
        bar.addWidget(self.points_icon)
        bar.addWidget(self.points_words, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 4)
        layout.addWidget(self.header)
        layout.addWidget(self.notice)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(bar)

        # Tab walks: header, filter, cards, the list, the problems, then the check box.
        for first, second in ((self.header.house, self.filter), (self.filter, self.pane), (self.pane, self.entries),
                              (self.entries, self.violations), (self.violations, self.show_forbidden)):
            QWidget.setTabOrder(first, second)

    def _attach_actions(self) -> None:
        """The entry actions live on the list: their keys (+ - Del Ctrl+J) work there only, and
        a button under the list shows each (their words are the workspace's)."""
        actions = self.list_actions
        for action in (actions.add_figure, actions.remove_figure, actions.remove_entry, actions.incarnation):
            self.entries.addAction(action)
            button = QToolButton()
            button.setDefaultAction(action)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.entry_buttons.addWidget(button)
        self.entry_buttons.addStretch(1)

    def _connect(self) -> None:
        lists = self.controller
        self.filter.returnPressed.connect(self.add_current)
        self.filter.returnPressed.connect(self.filter.selectAll)  # the next name typed replaces it
        self.filter.installEventFilter(self)
        self.filter.textEdited.connect(lambda _text: setattr(self, "_edited_last", False))
        lists.undo_stack.indexChanged.connect(lambda _index: setattr(self, "_edited_last", True))
        self.pane.activated.connect(lambda index: lists.add_cards([self.pane_model.card_id(index.row()) or ""]))
        self.entries_model.figures_requested.connect(lists.set_figures)
        self.entries_model.incarnation_requested.connect(lists.set_incarnation)
        self.entries_model.cards_dropped.connect(lists.add_cards)
        self.entries.stepped.connect(lists.step)
        self.entries.remove_requested.connect(self.remove_entries)
        self.entries_model.option_requested.connect(lists.set_option)
        self.entries.option_stepped.connect(lists.step_option)
        self.entries.option_toggled.connect(self.toggle_option)
        self.entries.selectionModel().currentChanged.connect(lambda current, _previous: self._draw_entry_card())
        self.pane.selectionModel().currentChanged.connect(lambda _current, _previous: self._card_timer.start())
        self.violations.selectionModel().currentChanged.connect(lambda current, _prev: self.select_finding(current.row()))
        self.violations.clicked.connect(lambda index: self.select_finding(index.row()))
        self.header.name_edited.connect(lists.rename)
        self.header.people_chosen.connect(lists.set_people)
        self.header.points_chosen.connect(lists.set_points)
        self.header.ruleset_chosen.connect(lists.set_ruleset)
        self.header.house_rules_chosen.connect(lists.set_house_rules)
        lists.changed.connect(self._show)
        lists.told.connect(self.notify)
        lists.noticed.connect(self.show_notice)
        lists.commit_requested.connect(self.header.commit_pending)
        lists.cards_loaded.connect(self._cards_loaded)
        lists.card_saved.connect(lambda card: self.pane_model.upsert(listed_card(card)))
        lists.card_deleted.connect(self.pane_model.remove)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Down in the filter goes to the cards; after an edit (a card added with Enter),
        Ctrl+Z and Ctrl+Shift+Z there are the window's Undo and Redo, not the text's."""
        if (watched is self.filter and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress
                and event.key() == Qt.Key.Key_Down):
            self.pane.setFocus(Qt.FocusReason.OtherFocusReason)
            if not self.pane.currentIndex().isValid() and self.pane_model.rowCount():
                self.pane.setCurrentIndex(self.pane_model.index(0, COL_NAME))
            return True
        if (watched is self.filter and event.type() == QEvent.Type.ShortcutOverride and self._edited_last
                and isinstance(event, QKeyEvent) and (event.matches(QKeySequence.StandardKey.Undo)
                                                      or event.matches(QKeySequence.StandardKey.Redo))):
            event.ignore()  # not taken by the line edit: the window's shortcut answers
            return True
        return super().eventFilter(watched, event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.controller.ensure_loaded():
            self._sync_ruleset()
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus):
            self.filter.setFocus(Qt.FocusReason.OtherFocusReason)  # type a card's name at once

    # -- showing the list --------------------------------------------------------------------
    def _cards_loaded(self) -> None:
        self.pane_model.set_army_people(self.controller.doc.army.people)
        self.pane_model.set_cards([listed_card(card) for card in self.controller.cards.values()])

    def _show(self, reset: bool = False) -> None:
        """Show the controller's list and its validation (after every change)."""
        lists = self.controller
        army, validation = lists.doc.army, lists.validation
        if reset:
            self.entries_model.beginResetModel()
            self.entries_model.army = None
            self.entries_model.endResetModel()
        self.entries_model.set_army(army, validation, lists.cards)
        self.violations_model.set_validation(validation)
        self.header.show_army(army)
        self.pane_model.set_army_people(army.people)
        self._show_totals(validation)
        self._show_verdict(validation)
        self.list_caption.setText(caption_text(lists.doc))
        if self.notice.isVisibleTo(self) and self._notice_outdated():
            self.notice.hide()
        if self._drawn[1] or self.entries.currentIndex().isValid():
            self._draw_entry_card(changed_only=True)
        self.list_actions.delete_list.setEnabled(lists.doc.list_id is not None or lists.doc.dirty)
        self.list_actions.revert.setEnabled(lists.doc.list_id is not None and lists.doc.dirty)
        if self.isVisible():
            self._sync_ruleset()

    def _show_totals(self, validation: Validation) -> None:
        self.totals.setText(totals_text(validation))
        self.totals.setToolTip(f"{allowance_tooltip(validation)}\n{allies_tooltip(validation)}")
        fine, words = bar_verdict(validation)
        if self.points_icon.property("fine") != fine:
            self.points_icon.setProperty("fine", fine)
            self.points_icon.setPixmap(marks.verdict_pixmap(fine, 18))
        self.points_words.setText(words)

    def _show_verdict(self, validation: Validation) -> None:
        if self.verdict_icon.property("legal") != validation.legal:
            self.verdict_icon.setProperty("legal", validation.legal)
            self.verdict_icon.setPixmap(marks.verdict_pixmap(validation.legal, 24))
        self.verdict.setText(verdict_text(validation))
        self.info.setText(facts_text(validation))

    def _sync_ruleset(self) -> None:
        """The window's ruleset (the status bar's) follows the list shown."""
        ruleset = self.controller.doc.army.ruleset
        if self.controller.session.ruleset != ruleset:
            self.controller.session.set_ruleset(ruleset)

    # -- the card drawn ----------------------------------------------------------------------
    def _draw_entry_card(self, changed_only: bool = False) -> None:
        """Draw the card of the current entry, its options ticked (``changed_only``: only if
        that is not what is drawn already)."""
        row = self.entries_model.entry_row(self.entries.currentIndex())
        army = self.controller.doc.army
        if not 0 <= row < len(army.entries):
            return
        entry = army.entries[row]
        self._draw(entry.card_id, entry.options, changed_only)

    def _draw_pane_card(self) -> None:
        """Draw the card current in the pane (once the current row stays a moment)."""
        card_id = self.pane_model.card_id(self.pane.currentIndex().row())
        if card_id is not None:
            self._draw(card_id, (), changed_only=True)

    def _draw(self, card_id: str, options: tuple[str, ...], changed_only: bool) -> None:
        if changed_only and self._drawn == (card_id, options):
            return
        card = self.controller.cards.get(card_id)
        if changed_only and self._drawn[0] == card_id and self.card_view.card is card:
            self.card_view.show_taken(Counter(options))  # the same card, other options ticked
        else:
            self.card_view.show_card(card, Counter(options))
        self._drawn = (card_id, options)

    # -- options ------------------------------------------------------------------------------
    def toggle_option(self, row: int, option_id: str) -> None:
        """Take the option (once) if the entry does not take it, else leave it."""
        army = self.controller.doc.army
        if 0 <= row < len(army.entries):
            self.controller.set_option(row, option_id, 0 if option_id in army.entries[row].options else 1)

    def unfold_entry(self, row: int) -> None:
        """Show entry ``row``'s options (its headings unfolded) and make it current."""
        index = self.entries_model.index(row, 0)
        self.entries.setCurrentIndex(index)
        if not self.entries.isExpanded(index):
            self.entries.toggle_entry(row)

    # -- the library pane --------------------------------------------------------------------
    def focus_find(self) -> None:
        self.cards_pane.focus_filter()

    def add_current(self) -> None:
        """Add the card selected in the pane (Enter in the filter box)."""
        card_id = self.cards_pane.current_card_id()
        if card_id is not None:
            self.controller.add_cards([card_id])

    # -- the entries selected ----------------------------------------------------------------
    def add_figure_selected(self) -> None:
        """+: one figurine more on the selected entries, or the current option taken once more."""
        option = self.entries.current_option()
        if option is not None:
            self.controller.step_option(*option, +1)
        else:
            self.controller.step(self.entries.selected_rows(), +1)

    def remove_figure_selected(self) -> None:
        """-: one figurine fewer on the selected entries, or the current option once fewer."""
        option = self.entries.current_option()
        if option is not None:
            self.controller.step_option(*option, -1)
        else:
            self.controller.step(self.entries.selected_rows(), -1)

    def remove_selected(self) -> None:
        """Delete: remove the selected entries, or leave the current option."""
        option = self.entries.current_option()
        if option is not None:
            self.controller.set_option(*option, 0)
        else:
            self.remove_entries(self.entries.selected_rows())

    def remove_entries(self, rows: list[int]) -> None:
        """Remove the entries, then select the one that took the first one's place."""
        self.controller.remove_entries(rows)
        left = len(self.controller.doc.army.entries)
        if rows and left:
            self.entries.setCurrentIndex(self.entries_model.index(min(min(rows), left - 1), 0))

    def toggle_incarnation_selected(self) -> None:
        self.controller.toggle_incarnation(self.entries.selected_rows())

    def select_finding(self, row: int) -> list[int]:
        """Select the entries a problem (or note) concerns; returns their rows."""
        if not 0 <= row < self.violations_model.rowCount():
            return []
        entries: list[int] = self.violations_model.index(row).data(ENTRIES_ROLE) or []
        selection = QItemSelection()
        last = self.entries_model.columnCount() - 1
        for entry in entries:
            if 0 <= entry < self.entries_model.rowCount():
                selection.select(self.entries_model.index(entry, 0), self.entries_model.index(entry, last))
        model = self.entries.selectionModel()
        model.select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        if entries:
            model.setCurrentIndex(self.entries_model.index(entries[0], 0), QItemSelectionModel.SelectionFlag.NoUpdate)
            self.entries.scrollTo(self.entries_model.index(entries[0], 0))
        return entries

    def selected_entries(self) -> list[int]:
        return sorted({index.row() for index in self.entries.selectionModel().selectedRows()})

    # -- what the menus ask for --------------------------------------------------------------
    def start_new_list(self) -> None:
        """A new list, its name selected to be typed over."""
        self.controller.new_list()
        self.header.name.setFocus()
        self.header.name.selectAll()

    def ask_open(self) -> None:
        """File > Open list: the saved lists and the drafts to pick from."""
        from companion.ui.army.open_dialog import OpenListDialog

        found = self.controller.saved_lists()
        if found is None:
            return
        dialog = OpenListDialog(*found, self.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.open_dialog = dialog
        dialog.accepted.connect(lambda: dialog.chosen is not None and self.controller.open_saved(dialog.chosen))
        dialog.open()

    def ask_rename(self) -> None:
        name, ok = QInputDialog.getText(self, tr("Rename list"), tr("New name:"), text=self.controller.doc.army.name)
        if ok:
            self.controller.rename(name)

    def ask_save_as(self) -> None:
        name, ok = QInputDialog.getText(self, tr("Save list as"), tr("Name of the copy:"),
                                        text=tr("{name} (copy)", name=self.controller.doc.army.name))
        if ok:
            self.controller.save_as(name)

    def ask_import(self) -> None:
        path = open_file_name(self, tr("Import army list"), str(Path.home()), _file_filter())
        if path:
            self.controller.import_file(Path(path))

    def ask_export(self) -> None:
        default = str(Path.home() / f"{_slug(self.controller.doc.army.name)}{SUFFIX}")
        path = save_file_name(self, tr("Export army list"), default, _file_filter())
        if path:
            self.controller.export_to(Path(path))

    def copy_as_text(self) -> str:
        """The list on the clipboard as a forum post."""
        text = self.controller.list_text()
        QApplication.clipboard().setText(text)
        self.notify(tr("The list is on the clipboard, as text."), status_only=True)
        return text

    # -- telling the user --------------------------------------------------------------------
    def show_notice(self, text: str | Describe, about: ListDoc | None = None) -> None:
        """A notice above the list (a restored draft...), closed by the player, or by saving,
        renaming or leaving the list ``about``; given as a function, it is worded again when
        the language changes."""
        self._notice = text if callable(text) else (lambda: text)
        self._notice_about = None if about is None else (about, about.army.name)
        self.notice_text.setText(self._notice())
        self.notice.show()

    def _notice_outdated(self) -> bool:
        """Whether the notice is about a list no longer shown, saved since, or renamed."""
        if self._notice_about is None:
            return False
        doc, name = self._notice_about
        return doc is not self.controller.doc or not doc.dirty or doc.army.name != name

    def notify(self, text: str, error: bool = False, status_only: bool = False) -> None:
        """Tell the user: the status bar, or a window-modal message that does not block."""
        self.message_shown.emit(text.splitlines()[0] if text else "", 8000)
        if status_only:
            return
        box = QMessageBox(QMessageBox.Icon.Warning if error else QMessageBox.Icon.Information,
                          tr("Problem") if error else tr("Done"), text, QMessageBox.StandardButton.Ok,
                          self.window())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_message = box
        box.open()

    # -- settings ----------------------------------------------------------------------------
    def save_state(self, state: dict[str, Any]) -> None:
        """What the next start needs (the workspace writes it into the window's settings)."""
        doc = self.controller.doc
        state["splitter"] = self.splitter.saveState()
        state["card_splitter"] = self.right_splitter.saveState()
        state["list_id"] = doc.list_id if doc.list_id is not None else ""
        state["show_forbidden"] = self.show_forbidden.isChecked()
        state["people"] = doc.army.people

    def restore_state(self, state: Mapping[str, Any]) -> None:
        splitter = state.get("splitter")
        if splitter is not None:
            self.splitter.restoreState(splitter)
        card_splitter = state.get("card_splitter")
        if card_splitter is not None:
            self.right_splitter.restoreState(card_splitter)
        self.controller.restore_state(state.get("list_id", ""), state.get("people", ""))
        self.show_forbidden.setChecked(str(state.get("show_forbidden", "false")).lower() == "true")


def _file_filter() -> str:
    return tr("Army lists (*.army.json);;BattleScribe rosters (*.ros *.rosz);;New Recruit rosters (*.json)")


def _slug(name: str) -> str:
    cleaned = "".join(c.lower() if c.isalnum() else "-" for c in name).strip("-")
    while "--" in cleaned:
        cleaned = cleaned.replace("--", "-")
    return cleaned or "army"
