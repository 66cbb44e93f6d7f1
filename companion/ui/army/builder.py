"""The army builder: compose a list and know at every edit whether it is legal and why not.

UX.md, "Army": on top the list's name, people, points, ruleset and house rules; left the cards
that may join (own people first, allies and mercenaries marked), a card joins by double-click,
Enter or drag and drop; centre the list grouped by reference card (figures with +/-, AP,
Incarnation); bottom the totals bar; right the verdict and each problem with its rule in plain
words and its source (selecting one selects the entries concerned).

Every change is an undoable command (companion.ui.army.commands) that goes through
:meth:`ArmyWorkspace.apply`: validate (well under 1 ms for 200 AP), update the models in place,
and commit the draft to SQLite, so a crash loses nothing; on the next start the newest draft is
restored with a notice. The database (and SQLAlchemy) is touched only when the workspace is
first shown or used (:meth:`ArmyWorkspace.ensure_loaded`), so the window's start-up stays fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, Qt, Signal
from PySide6.QtGui import QShowEvent, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListView,
    QMessageBox,
    QSizePolicy,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.library.army_files import MAX_FIGURES, SUFFIX, ArmyFileError, read_army, write_army
from companion.rules.army import ArmyList, Entry, Membership, Validation, join_status, validate
from companion.rules.card import Card
from companion.rules.peoples import PEOPLE_BY_ID, PEOPLES
from companion.rules.ruleset import TOURNAMENT_POINTS, Ruleset, RulesetName
from companion.ui.army import marks
from companion.ui.army.commands import Describe, DeleteList, EditList, Rename, SwitchList, retranslate_commands
from companion.ui.army.document import ListDoc, fresh_list
from companion.ui.army.entries_model import COL_JOINS as ENTRY_JOINS
from companion.ui.army.entries_model import EntriesModel
from companion.ui.army.entries_view import EntriesView
from companion.ui.army.header import ListHeader
from companion.ui.army.pane_model import COL_JOINS, JoinableCardsModel
from companion.ui.qt_text import arg
from companion.ui.army.text import army_text
from companion.ui.army.text_line import TextLine
from companion.ui.army.totals import allies_tooltip, allowance_tooltip, bar_verdict, totals_text
from companion.ui.army.violations_model import ENTRIES_ROLE, FindingDelegate, ViolationsModel
from companion.i18n.engine import note_text, ruleset_text, source_text
from companion.ui.card_rows import COL_AP, COL_NAME, COL_PEOPLE, COLUMN_COUNT
from companion.ui.session import Session

if TYPE_CHECKING:
    from companion.library.armies import ArmyStore, SavedArmy
    from companion.ui.army.workspace import ArmyActions

_PANE_COLUMNS = (COL_NAME, COL_PEOPLE, COL_AP, COL_JOINS)


class ArmyBuilder(QWidget):
    """The builder inside the Army workspace (companion.ui.army.workspace builds it when the
    workspace is first shown or used)."""

    message_shown = Signal(str)
    """A result or problem was told to the user (the text)."""
    refreshed = Signal()
    """The panels show the current list (after every edit)."""

    def __init__(self, session: Session, undo_stack: QUndoStack, actions: ArmyActions,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.undo_stack = undo_stack
        self.list_actions = actions
        self.cards: dict[str, Card] = {}
        self._store: ArmyStore | None = None
        self._loaded = False
        self._restore_list_id: int | None = None
        self._last_people: str | None = None
        self._docs_by_list: dict[int, ListDoc] = {}
        self._docs_by_draft: dict[int, ListDoc] = {}
        """Lists met in this session, by saved id and by draft id: opening one again (or its
        draft) comes back to the same document, so two never write the same row."""
        self.last_message: QMessageBox | None = None
        self._notice: Describe | None = None
        """The notice above the list, in the current language (None: no notice)."""
        army = fresh_list(PEOPLES[0].id, session.ruleset)
        self.doc = ListDoc(army, baseline=army)
        self.validation: Validation = validate(army, {})
        self._build()
        self._attach_actions()
        self._connect()
        self._retranslate_widgets()
        self._refresh(reset=True)

    # -- language ----------------------------------------------------------------------------
    def _retranslate_widgets(self) -> None:
        """The fixed words of the builder's widgets, in the current language."""
        self.notice_close.setText(self.tr("Close"))
        self.notice_close.setAccessibleName(self.tr("Close the notice"))
        self.filter.setPlaceholderText(self.tr("Filter cards; Enter adds the selected one (Ctrl+F)"))
        self.filter.setAccessibleName(self.tr("Filter the cards that may join"))
        self.show_forbidden.setText(self.tr("Show cards that may not &join"))
        self.pane.setAccessibleName(self.tr("Cards that may join"))
        self.pane_caption.setText(self.tr("Cards that may join"))
        self.pane_hint.setText(self.tr("Enter or double-click adds a card; or drag it onto the list."))
        self.violations.setAccessibleName(self.tr("Problems and notes"))
        self.violations.setToolTip(self.tr("Select a problem to select the entries it concerns"))
        widest = self.tr("1000 / 1000 AP · allowance 00 · allies 100.0% of 30%")
        self.totals.setMinimumWidth(self.totals.fontMetrics().horizontalAdvance(widest) + 8)
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
        self._pane_filtered()
        if self._notice is not None:
            self.notice_text.setText(self._notice())
        retranslate_commands(self.undo_stack)
        self._refresh()

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
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.show_forbidden = QCheckBox()
        self.pane_model = JoinableCardsModel(self)
        self.pane = QTableView()
        self.pane.setObjectName("army_pane")
        self.pane.setModel(self.pane_model)
        self.pane.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.pane.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.pane.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.pane.setDragEnabled(True)
        self.pane.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.pane.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.pane.setTabKeyNavigation(False)
        self.pane.setWordWrap(False)
        self.pane.verticalHeader().hide()
        self.pane.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.pane.verticalHeader().setDefaultSectionSize(self.pane.fontMetrics().height() + 8)
        for column in range(COLUMN_COUNT + 1):
            self.pane.setColumnHidden(column, column not in _PANE_COLUMNS)
        header = self.pane.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        zero = self.pane.fontMetrics().horizontalAdvance("0")
        for column, chars in ((COL_NAME, 19), (COL_JOINS, 14), (COL_AP, 4)):
            self.pane.setColumnWidth(column, zero * chars)
        header.moveSection(header.visualIndex(COL_JOINS), 1)  # Name, Joins as, AP, People
        header.moveSection(header.visualIndex(COL_AP), 2)
        self.pane_count = TextLine()
        self.pane_count.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.pane_caption = QLabel()
        caption_font = self.pane_caption.font()
        caption_font.setBold(True)
        self.pane_caption.setFont(caption_font)
        left_layout.addWidget(self.pane_caption)
        left_layout.addWidget(self.filter)
        left_layout.addWidget(self.pane, 1)
        bottom_left = QHBoxLayout()
        bottom_left.addWidget(self.show_forbidden)
        bottom_left.addStretch(1)
        bottom_left.addWidget(self.pane_count)
        left_layout.addLayout(bottom_left)
        self.pane_hint = QLabel()
        self.pane_hint.setWordWrap(True)
        left_layout.addWidget(self.pane_hint)

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

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        for widget in (left, centre, right):
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
        """The workspace's list actions act on this builder; the entry actions live on the list."""
        actions = self.list_actions
        for action in (actions.add_figure, actions.remove_figure, actions.remove_entry, actions.incarnation):
            # their words are the workspace's (ArmyWorkspace.retranslate_ui)
            self.entries.addAction(action)  # their keys (+ - Del Ctrl+J) work in the list only
            button = QToolButton()
            button.setDefaultAction(action)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.entry_buttons.addWidget(button)
        self.entry_buttons.addStretch(1)

    def add_figure_selected(self) -> None:
        self.step(self.entries.selected_rows(), +1)

    def remove_figure_selected(self) -> None:
        self.step(self.entries.selected_rows(), -1)

    def remove_selected(self) -> None:
        self.remove_entries(self.entries.selected_rows())

    def toggle_incarnation_selected(self) -> None:
        self.toggle_incarnation(self.entries.selected_rows())

    def _connect(self) -> None:
        self.filter.textChanged.connect(lambda text: self.pane_model.set_filter(text, None))
        self.filter.returnPressed.connect(self.add_current)
        self.filter.returnPressed.connect(self.filter.selectAll)  # the next name typed replaces it
        self.filter.installEventFilter(self)
        self.show_forbidden.toggled.connect(self.pane_model.set_show_forbidden)
        self.pane_model.filtered.connect(self._pane_filtered)
        self.pane.activated.connect(lambda index: self.add_cards([self.pane_model.card_id(index.row()) or ""]))
        self.entries_model.figures_requested.connect(self.set_figures)
        self.entries_model.incarnation_requested.connect(self.set_incarnation)
        self.entries_model.cards_dropped.connect(self.add_cards)
        self.entries.stepped.connect(self.step)
        self.entries.remove_requested.connect(self.remove_entries)
        self.violations.selectionModel().currentChanged.connect(lambda current, _prev: self.select_finding(current.row()))
        self.violations.clicked.connect(lambda index: self.select_finding(index.row()))
        self.header.name_edited.connect(self.rename)
        self.header.people_chosen.connect(self.set_people)
        self.header.points_chosen.connect(self.set_points)
        self.header.ruleset_chosen.connect(self.set_ruleset)
        self.header.house_rules_chosen.connect(self.set_house_rules)
        self.session.card_saved.connect(self._card_saved)
        self.session.card_deleted.connect(self._card_deleted)
        self.session.cards_reloaded.connect(self._cards_reloaded)

    def eventFilter(self, watched: Any, event: Any) -> bool:
        from PySide6.QtCore import QEvent

        if watched is self.filter and event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Down:
            self.pane.setFocus(Qt.FocusReason.OtherFocusReason)
            if not self.pane.currentIndex().isValid() and self.pane_model.rowCount():
                self.pane.setCurrentIndex(self.pane_model.index(0, COL_NAME))
            return True
        return super().eventFilter(watched, event)

    # -- loading -----------------------------------------------------------------------------
    @property
    def store(self) -> ArmyStore:
        if self._store is None:
            self.ensure_loaded()
        assert self._store is not None
        return self._store

    def ensure_loaded(self) -> bool:
        """Open the saved lists and the cards (once); restore the newest draft, else the list
        open last time. False if the library cannot be opened (the user is told why)."""
        if self._loaded:
            return True
        from companion.library.armies import ArmyStore

        try:
            self._store = ArmyStore(self.session.library)
            cards = self.session.cards()
            drafts = self._store.drafts()
        except BadInput as error:
            self.notify(arg(self.tr("The army lists cannot be opened.\n\n%1"), error), error=True)
            return False
        self._loaded = True
        self.cards = {card.id: card for card in cards}
        if self.doc.army.people == PEOPLES[0].id and not self.doc.army.entries and cards:
            people = self._default_people(cards)
            army = fresh_list(people, self.session.ruleset)
            self.doc = ListDoc(army, baseline=army)
        self.pane_model.set_army_people(self.doc.army.people)
        self.pane_model.set_cards(cards)
        doc = self._restore(drafts) if drafts else None
        if doc is None and self._restore_list_id is not None:
            doc = self._saved_doc(self._restore_list_id, quiet=True)
        if doc is not None:
            self.doc = doc
        self._refresh(reset=True)
        return True

    def _default_people(self, cards: Sequence[Card]) -> str:
        """The people of the last list built, else the one with the most cards that have their
        AP (cards a list can use), else the most cards."""
        if self._last_people in PEOPLE_BY_ID:
            return self._last_people
        usable: dict[str, int] = {}
        counts: dict[str, int] = {}
        for card in cards:
            counts[card.people] = counts.get(card.people, 0) + 1
            if card.ap is not None:
                usable[card.people] = usable.get(card.people, 0) + 1
        known = [p for p in counts if p in PEOPLE_BY_ID]
        return max(known, key=lambda p: (usable.get(p, 0), counts[p], p)) if known else PEOPLES[0].id

    def _restore(self, drafts: list[SavedArmy]) -> ListDoc | None:
        newest = drafts[0]
        try:
            army = newest.army()
            if newest.draft_of is not None:
                saved = self.store.open(newest.draft_of)
                doc = ListDoc(army, newest.draft_of, saved.army(), newest.id)
                self._docs_by_list[newest.draft_of] = doc
            else:
                doc = ListDoc(army, None, None, newest.id)
        except BadInput as error:
            # The lambda runs again on a language change, after ``error`` is gone: keep the text.
            problem = str(error)
            self.show_notice(lambda: arg(self.tr("Unsaved changes were found but cannot be read: %1"), problem))
            return None
        when = newest.updated.astimezone().strftime("%Y-%m-%d %H:%M")
        saved_before, others = doc.list_id is not None, len(drafts) - 1

        def restored() -> str:
            if saved_before:
                text = self.tr("Unsaved changes to “%1” were restored (last change %2). Save them with "
                               "Ctrl+S, or go back to the saved list with Revert (Ctrl+Shift+R).")
            else:
                text = self.tr("Unsaved changes to “%1” were restored (last change %2). Save them with "
                               "Ctrl+S, or throw them away with Delete list.")
            text = arg(text, army.name, when)
            if others == 1:
                text += " " + self.tr("1 other list has unsaved changes: File > Open list shows it.")
            elif others > 1:
                text += " " + arg(self.tr("%1 other lists have unsaved changes: File > Open list shows them."),
                                  others)
            return text

        self.show_notice(restored)
        return doc

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.ensure_loaded():
            self._sync_ruleset()
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus):
            self.filter.setFocus(Qt.FocusReason.OtherFocusReason)  # type a card's name at once

    # -- the list shown ----------------------------------------------------------------------
    def show_doc(self, doc: ListDoc) -> None:
        """Show another list (commands call this); its draft is written if it has changes."""
        self.doc = doc
        if doc.list_id is not None:
            self._docs_by_list[doc.list_id] = doc
        self._refresh(reset=True)
        self._sync_draft()

    def apply(self, doc: ListDoc, army: ArmyList) -> None:
        """Make ``army`` the value of ``doc`` (commands call this): re-validate, update the
        panels, commit the draft."""
        if doc is not self.doc:
            self.doc = doc
            doc.army = army
            self._refresh(reset=True)
        else:
            doc.army = army
            self._refresh()
        self._sync_draft()

    def _refresh(self, reset: bool = False) -> None:
        army = self.doc.army
        validation = self.validation = validate(army, self.cards)
        if reset:
            self.entries_model.beginResetModel()
            self.entries_model.army = None
            self.entries_model.endResetModel()
        self.entries_model.set_army(army, validation, self.cards)
        self.violations_model.set_validation(validation)
        self.header.show_army(army)
        self.pane_model.set_army_people(army.people)
        self._show_totals(validation)
        self._show_verdict(validation)
        figures = sum(e.figures for e in army.entries)
        if self.doc.list_id is None:
            state = self.tr("not saved yet (kept as a draft)") if self.doc.dirty else self.tr("new, not saved")
        else:
            state = self.tr("unsaved changes (kept as a draft)") if self.doc.dirty else self.tr("saved")
        cards = len(army.entries)
        cards_text = arg(self.tr("%1 card") if cards == 1 else self.tr("%1 cards"), cards)
        figures_text = arg(self.tr("%1 figurine") if figures == 1 else self.tr("%1 figurines"), figures)
        self.list_caption.setText(f"{army.name} · {PEOPLE_BY_ID[army.people].name} · "
                                  f"{cards_text}, {figures_text} · {state}")
        self.list_actions.delete_list.setEnabled(self.doc.list_id is not None or self.doc.dirty)
        self.list_actions.revert.setEnabled(self.doc.list_id is not None and self.doc.dirty)
        if self.isVisible():
            self._sync_ruleset()
        self.refreshed.emit()

    def _show_totals(self, validation: Validation) -> None:
        self.totals.setText(totals_text(validation))
        self.totals.setToolTip(f"{allowance_tooltip(validation)}\n{allies_tooltip(validation)}")
        fine, words = bar_verdict(validation)
        if self.points_icon.property("fine") != fine:
            self.points_icon.setProperty("fine", fine)
            self.points_icon.setPixmap(marks.verdict_pixmap(fine, 18))
        self.points_words.setText(words)

    def _show_verdict(self, validation: Validation) -> None:
        count = len(validation.violations)
        if self.verdict_icon.property("legal") != validation.legal:
            self.verdict_icon.setProperty("legal", validation.legal)
            self.verdict_icon.setPixmap(marks.verdict_pixmap(validation.legal, 24))
        if validation.legal:
            notes = len(validation.warnings)
            verdict = self.tr("Legal list")
            if notes:
                verdict += " · " + arg(self.tr("%1 note") if notes == 1 else self.tr("%1 notes"), notes)
            self.verdict.setText(verdict)
        else:
            self.verdict.setText(arg(self.tr("Not legal: %1 problem") if count == 1
                                     else self.tr("Not legal: %1 problems"), count))
        info = validation.info
        parts = [arg(self.tr("%1 figurine") if info.figures == 1 else self.tr("%1 figurines"), info.figures),
                 arg(self.tr("%1 Character") if info.characters == 1 else self.tr("%1 Characters"),
                     info.characters)]
        if info.scouts:
            parts.append(arg(self.tr("%1 Scout") if info.scouts == 1 else self.tr("%1 Scouts"), info.scouts))
        staff = info.war_staff
        parts.append(self.tr("War-staff complete") if staff.complete
                     else arg(self.tr("War-staff lacks %1"), ", ".join(note_text(m) for m in staff.missing)))
        if info.cheapest is not None:
            parts.append(arg(self.tr("least expensive: %1, %2 AP"), info.cheapest.name, info.cheapest.ap))
        if info.mutagenic_ap:
            parts.append(arg(self.tr("Mutagenic picks: %1"), info.mutagenic_picks))
        if info.toxic_ap:
            parts.append(arg(self.tr("Toxic picks: %1"), info.toxic_picks))
        if info.blood_brothers:
            pairs = len(info.blood_brothers)
            parts.append(arg(self.tr("Blood brothers: %1 pair") if pairs == 1
                             else self.tr("Blood brothers: %1 pairs"), pairs))
        if info.stateless_adopts:
            parts.append(arg(self.tr("Stateless adopt: %1"), ", ".join(info.stateless_adopts)))
        self.info.setText(" · ".join(parts))

    def _sync_draft(self) -> None:
        """Commit the list's unsaved changes as its draft (or drop the draft when there are none)."""
        store = self._store
        if store is None:
            return
        doc = self.doc
        try:
            if doc.dirty:
                doc.draft_id = store.save_draft(doc.army, doc.list_id, doc.draft_id).id
                self._docs_by_draft[doc.draft_id] = doc
            elif doc.draft_id is not None:
                store.discard_draft(doc.draft_id)
                doc.draft_id = None
        except BadInput as error:
            self.notify(arg(self.tr("The unsaved changes could not be kept as a draft.\n\n%1"), error), error=True)

    def _sync_ruleset(self) -> None:
        ruleset = self.doc.army.ruleset
        if self.session.ruleset != ruleset:
            setter = getattr(self.window(), "set_ruleset", None)
            if callable(setter):
                setter(ruleset)
            else:
                self.session.set_ruleset(ruleset)

    # -- the library pane --------------------------------------------------------------------
    def _pane_filtered(self) -> None:
        shown = self.pane_model.rowCount()
        self.pane_count.setText(arg(self.tr("%1 card") if shown == 1 else self.tr("%1 cards"), shown))
        if shown and not self.pane.currentIndex().isValid():
            self.pane.setCurrentIndex(self.pane_model.index(0, COL_NAME))
        elif shown:
            self.pane.setCurrentIndex(self.pane_model.index(min(self.pane.currentIndex().row(), shown - 1), COL_NAME))

    def focus_find(self) -> None:
        self.filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter.selectAll()

    def add_current(self) -> None:
        """Add the card selected in the pane (Enter in the filter box)."""
        index = self.pane.currentIndex()
        if not index.isValid() and self.pane_model.rowCount():
            index = self.pane_model.index(0, COL_NAME)
        card_id = self.pane_model.card_id(index.row()) if index.isValid() else None
        if card_id is not None:
            self.add_cards([card_id])

    def _card_saved(self, card: Card) -> None:
        if self._loaded:
            self.cards = {**self.cards, card.id: card}  # a new dict: the list repaints every row
            self.pane_model.upsert(card)
            self._refresh()

    def _card_deleted(self, card_id: str) -> None:
        if self._loaded:
            self.cards = {k: v for k, v in self.cards.items() if k != card_id}
            self.pane_model.remove(card_id)
            self._refresh()

    def _cards_reloaded(self) -> None:
        if self._loaded:
            cards = self.session.cards()
            self.cards = {card.id: card for card in cards}
            self.pane_model.set_cards(cards)
            self._refresh()

    # -- edits (each one undoable command) ---------------------------------------------------
    def _edit(self, after: ArmyList, describe: Describe, merge: str | None = None) -> None:
        """Push the change as an undoable command; ``describe`` gives its text (Edit > Undo)
        in the current language."""
        if after != self.doc.army:
            self.undo_stack.push(EditList(self, self.doc, self.doc.army, after, describe, merge))

    def add_cards(self, card_ids: Iterable[str], at: int = -1) -> None:
        """Add one entry per card (figures: the whole blister), beside the entries of the same
        card (the list stays grouped by reference card); cards that may not join are refused."""
        if not self.ensure_loaded():
            return
        army = self.doc.army
        entries = list(army.entries)
        names: list[str] = []
        for card_id in card_ids:
            card = self.cards.get(card_id)
            if card is None:
                continue
            joins = join_status(army.people, card)
            if joins is Membership.FORBIDDEN:
                self.notify(arg(self.tr("%1 may not join an army of the %2 (%3)."), card.name,
                                PEOPLE_BY_ID[army.people].name, source_text(joins.source)), status_only=True)
                continue
            entry = Entry(card.id, max(1, card.figures_per_card or 1))
            same = [i for i, e in enumerate(entries) if e.card_id == card.id]
            position = same[-1] + 1 if same else (at if 0 <= at <= len(entries) else len(entries))
            entries.insert(position, entry)
            names.append(card.name)
        if names:
            first, added = names[0], len(names)
            self._edit(replace(army, entries=tuple(entries)),
                       (lambda: arg(self.tr("add %1"), first)) if added == 1
                       else (lambda: arg(self.tr("add %1 cards"), added)))

    def remove_entries(self, rows: Sequence[int]) -> None:
        army = self.doc.army
        rows = sorted({r for r in rows if 0 <= r < len(army.entries)}, reverse=True)
        if not rows:
            return
        after = army
        for row in rows:
            after = after.removed(row)
        first, removed = self._name(army.entries[rows[-1]].card_id), len(rows)
        self._edit(after, (lambda: arg(self.tr("remove %1"), first)) if removed == 1
                   else (lambda: arg(self.tr("remove %1 entries"), removed)))
        if after.entries:
            row = min(rows[-1], len(after.entries) - 1)
            self.entries.setCurrentIndex(self.entries_model.index(row, 0))

    def step(self, rows: Sequence[int], step: int) -> None:
        """One figurine more (+1) or fewer (-1) on each entry, within 1..figures per card."""
        army = self.doc.army
        after = army
        refused: list[str] = []
        for row in rows:
            if not 0 <= row < len(army.entries):
                continue
            entry = army.entries[row]
            limit = self._limit(entry.card_id)
            figures = entry.figures + step
            if figures < 1:
                refused.append(arg(self.tr("%1: at least 1 figurine (Delete removes the card)"),
                                   self._name(entry.card_id)))
            elif figures > limit:
                refused.append(arg(self.tr("%1: a card activates at most %2 figurine; add another card for more")
                                   if limit == 1 else
                                   self.tr("%1: a card activates at most %2 figurines; add another card for more"),
                                   self._name(entry.card_id), limit))
            else:
                after = after.with_figures(row, figures)
        if refused:
            self.notify("; ".join(refused), status_only=True)
        if after != army:
            self._edit(after, (lambda: self.tr("+1 figure")) if step > 0 else (lambda: self.tr("-1 figure")),
                       merge=f"figures:{tuple(rows)}")

    def set_figures(self, row: int, figures: int) -> None:
        army = self.doc.army
        if 0 <= row < len(army.entries) and 1 <= figures <= MAX_FIGURES:
            name = self._name(army.entries[row].card_id)
            self._edit(army.with_figures(row, figures), lambda: arg(self.tr("%1: %2 figures"), name, figures),
                       merge=f"figures:{(row,)}")

    def set_incarnation(self, row: int, on: bool) -> None:
        army = self.doc.army
        if not 0 <= row < len(army.entries):
            return
        entry = army.entries[row]
        card = self.cards.get(entry.card_id)
        if card is None or card.character or entry.incarnation == on:
            return
        entries = list(army.entries)
        entries[row] = replace(entry, incarnation=on)
        name = card.name
        self._edit(replace(army, entries=tuple(entries)),
                   (lambda: arg(self.tr("incarnate %1"), name)) if on
                   else (lambda: arg(self.tr("no Incarnation for %1"), name)))

    def toggle_incarnation(self, rows: Sequence[int]) -> None:
        for row in rows[:1]:
            if 0 <= row < len(self.doc.army.entries):
                self.set_incarnation(row, not self.doc.army.entries[row].incarnation)

    def set_people(self, people: str) -> None:
        if people in PEOPLE_BY_ID and people != self.doc.army.people:
            self._edit(replace(self.doc.army, people=people),
                       lambda: arg(self.tr("people: %1"), PEOPLE_BY_ID[people].name))

    def set_points(self, points: int) -> None:
        if points >= 1 and points != self.doc.army.points:
            self._edit(replace(self.doc.army, points=points), lambda: arg(self.tr("points: %1"), points),
                       merge="points")

    def set_ruleset(self, name: RulesetName) -> None:
        army = self.doc.army
        if name == army.ruleset.name:
            return
        after = replace(army, ruleset=Ruleset(name, army.ruleset.house_rules))
        if name is RulesetName.TOURNAMENT and army.points != TOURNAMENT_POINTS:
            after = replace(after, points=TOURNAMENT_POINTS)
            self.notify(arg(self.tr("Tournament rules: %1 AP unless your tournament says otherwise "
                                    "(change the points if so)."), TOURNAMENT_POINTS), status_only=True)
        ruleset = after.ruleset
        self._edit(after, lambda: arg(self.tr("ruleset: %1"), ruleset_text(ruleset)))

    def set_house_rules(self, rules: Iterable[int]) -> None:
        army = self.doc.army
        chosen = frozenset(rules)
        if chosen != army.ruleset.house_rules:
            self._edit(replace(army, ruleset=Ruleset(army.ruleset.name, chosen)), lambda: self.tr("house rules"))

    def rename(self, name: str | None = None) -> None:
        """Give the list a new name (asked for when not given); a saved list is renamed in the
        database at once. Undoable."""
        if name is None:
            name, ok = QInputDialog.getText(self, self.tr("Rename list"), self.tr("New name:"),
                                            text=self.doc.army.name)
            if not ok:
                return
        name = name.strip()
        if not name or name == self.doc.army.name:
            self.header.show_army(self.doc.army)
            return
        army = self.doc.army
        new_name = name
        self.undo_stack.push(Rename(self, self.doc, army, replace(army, name=name),
                                    lambda: arg(self.tr("rename to %1"), new_name)))

    def rename_saved(self, doc: ListDoc, name: str) -> None:
        """Rename ``doc``'s saved row (Rename commands call this)."""
        if doc.list_id is not None and self._store is not None:
            try:
                self._store.rename(doc.list_id, name)
            except BadInput:
                return  # deleted meanwhile: the name lives on in the draft
            if doc.baseline is not None:
                doc.baseline = replace(doc.baseline, name=name)

    # -- selection ---------------------------------------------------------------------------
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

    # -- lists: new, open, save, duplicate, delete -------------------------------------------
    def new_list(self) -> None:
        """Start a new, empty list of the same people and rules (undo comes back to this one)."""
        army = self.doc.army
        fresh = fresh_list(army.people, army.ruleset)
        self.undo_stack.push(SwitchList(self, self.doc, ListDoc(fresh, baseline=fresh), lambda: self.tr("new list")))
        self.header.name.setFocus()
        self.header.name.selectAll()

    def choose_open(self) -> None:
        from companion.ui.army.open_dialog import OpenListDialog

        try:
            lists, drafts = self.store.lists(), self.store.drafts()
        except BadInput as error:
            self.notify(str(error), error=True)
            return
        dialog = OpenListDialog(lists, drafts, self.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.open_dialog = dialog
        dialog.accepted.connect(lambda: dialog.chosen is not None and self.open_saved(dialog.chosen))
        dialog.open()

    def open_list(self, list_id: int) -> bool:
        """Open a saved list (with its unsaved changes, if it has a draft)."""
        if not self.ensure_loaded():
            return False
        doc = self._saved_doc(list_id)
        if doc is None:
            return False
        if doc is not self.doc:
            self._push_open(doc)
        return True

    def _push_open(self, doc: ListDoc) -> None:
        name = doc.army.name
        self.undo_stack.push(SwitchList(self, self.doc, doc, lambda: arg(self.tr("open %1"), name)))

    def open_saved(self, saved: SavedArmy) -> bool:
        """Open a row of the Open list dialog: a saved list, or the draft of a list never saved."""
        if not saved.is_draft:
            return self.open_list(saved.id)
        doc = self._docs_by_draft.get(saved.id)
        if doc is None:
            try:
                army = saved.army()
            except BadInput as error:
                self.notify(arg(self.tr("The draft cannot be opened; nothing was changed.\n\n%1"), error), error=True)
                return False
            doc = ListDoc(army, None, None, saved.id)
            self._docs_by_draft[saved.id] = doc
        if doc is not self.doc:
            self._push_open(doc)
        return True

    def _saved_doc(self, list_id: int, quiet: bool = False) -> ListDoc | None:
        known = self._docs_by_list.get(list_id)
        if known is not None:
            return known
        try:
            saved = self.store.open(list_id)
            army = saved.army()
            doc = ListDoc(army, list_id, army)
            draft = self.store.draft_for(list_id)
            if draft is not None:
                doc.army, doc.draft_id = draft.army(), draft.id
                when, name = draft.updated.astimezone().strftime("%Y-%m-%d %H:%M"), army.name
                self.show_notice(lambda: arg(self.tr(
                    "“%1” has unsaved changes from %2: they are shown. Save them with Ctrl+S, or go back to "
                    "the saved list with Revert (Ctrl+Shift+R)."), name, when))
        except BadInput as error:
            if not quiet:
                self.notify(arg(self.tr("The list cannot be opened; nothing was changed.\n\n%1"), error), error=True)
            return None
        self._docs_by_list[list_id] = doc
        return doc

    def save(self) -> int | None:
        """Save the list in the database (committed before returning); returns its id."""
        if not self.ensure_loaded():
            return None
        self.header.commit_pending()
        doc = self.doc
        try:
            try:
                saved = self.store.save(doc.army, doc.list_id, draft_id=doc.draft_id)
            except BadInput:
                if doc.list_id is None:
                    raise
                saved = self.store.save(doc.army, None, draft_id=doc.draft_id)  # deleted meanwhile
        except BadInput as error:
            self.notify(arg(self.tr("The list was not saved.\n\n%1"), error), error=True)
            return None
        doc.list_id, doc.baseline, doc.draft_id = saved.id, doc.army, None
        self._docs_by_list[saved.id] = doc
        self._refresh()
        self.notify(arg(self.tr("Saved “%1”."), doc.army.name), status_only=True)
        return saved.id

    def save_as(self, name: str | None = None) -> int | None:
        """Save a copy under another name and go on with the copy (the original keeps what
        it had saved); returns the copy's id."""
        if name is None:
            name, ok = QInputDialog.getText(self, self.tr("Save list as"), self.tr("Name of the copy:"),
                                            text=arg(self.tr("%1 (copy)"), self.doc.army.name))
            if not ok:
                return None
        name = name.strip()
        if not name:
            return None
        self.header.commit_pending()
        old = self.doc
        army = replace(old.army, name=name)
        try:
            saved = self.store.save(army)
            if old.draft_id is not None:  # its changes now live in the copy
                self.store.discard_draft(old.draft_id)
                old.draft_id = None
        except BadInput as error:
            self.notify(arg(self.tr("The copy was not saved.\n\n%1"), error), error=True)
            return None
        if old.baseline is not None:
            old.army = old.baseline
        copy = ListDoc(army, saved.id, army)
        self._docs_by_list[saved.id] = copy
        self.undo_stack.push(SwitchList(self, old, copy, lambda: arg(self.tr("save as %1"), name)))
        self.notify(arg(self.tr("Saved a copy as “%1”."), name), status_only=True)
        return saved.id

    def revert(self) -> None:
        """Go back to the list as saved (one undoable step: Ctrl+Z brings the changes back)."""
        baseline = self.doc.baseline
        if self.doc.list_id is not None and baseline is not None and self.doc.dirty:
            self._edit(baseline, lambda: arg(self.tr("revert %1"), baseline.name))

    def delete_list(self) -> None:
        """Delete the saved list (or throw away a list never saved); Ctrl+Z brings it back."""
        doc = self.doc
        if doc.list_id is None and not doc.dirty:
            return
        fresh = fresh_list(doc.army.people, doc.army.ruleset)
        name = doc.army.name
        self.undo_stack.push(DeleteList(self, doc, ListDoc(fresh, baseline=fresh),
                                        lambda: arg(self.tr("delete list %1"), name)))
        self.notify(arg(self.tr("Deleted “%1” (Ctrl+Z brings it back)."), name), status_only=True)

    def forget_unsaved(self, doc: ListDoc) -> None:
        """The creation of a list never saved was undone: drop its draft (redo writes it again)."""
        if doc.list_id is None:
            self.discard_unsaved(doc)

    def discard_unsaved(self, doc: ListDoc) -> None:
        """Drop the draft of a list never saved (DeleteList calls this)."""
        if doc.draft_id is not None and self._store is not None:
            self._store.discard_draft(doc.draft_id)
            doc.draft_id = None

    # -- files and text ----------------------------------------------------------------------
    def choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import army list"), str(Path.home()), self._filter())
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> bool:
        """Open an *.army.json file as a new, unsaved list; a file that does not parse is
        refused with a dialog naming the file and the field, and nothing changes."""
        if not self.ensure_loaded():
            return False
        try:
            army = read_army(path)
        except ArmyFileError as error:
            self.notify(arg(self.tr("The army list was not imported; nothing was changed.\n\n%1"), error),
                        error=True)
            return False
        file_name = path.name
        self.undo_stack.push(SwitchList(self, self.doc, ListDoc(army, None, None),
                                        lambda: arg(self.tr("import %1"), file_name)))
        self.notify(arg(self.tr("Imported “%1” from %2 (not saved yet: Ctrl+S)."), army.name, file_name),
                    status_only=True)
        return True

    def choose_export(self) -> None:
        default = str(Path.home() / f"{_slug(self.doc.army.name)}{SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export army list"), default, self._filter())
        if path:
            self.export_to(Path(path))

    def _filter(self) -> str:
        return self.tr("Army lists (*.army.json);;JSON (*.json)")

    def export_to(self, path: Path) -> bool:
        """Write the list to an *.army.json file (atomically)."""
        self.header.commit_pending()
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + SUFFIX)
        try:
            write_army(path, self.doc.army)
        except BadInput as error:
            self.notify(arg(self.tr("The list was not exported.\n\n%1"), error), error=True)
            return False
        self.notify(arg(self.tr("Wrote %1."), path), status_only=True)
        return True

    def list_text(self) -> str:
        """The list as a forum post, in the current language."""
        self.header.commit_pending()
        return army_text(self.doc.army, self.validation, self.cards)

    def copy_as_text(self) -> str:
        text = self.list_text()
        QApplication.clipboard().setText(text)
        self.notify(self.tr("The list is on the clipboard, as text."), status_only=True)
        return text

    # -- telling the user --------------------------------------------------------------------
    def show_notice(self, text: str | Describe) -> None:
        """A notice above the list (a restored draft...), closed by the player; given as a
        function, it is worded again when the language changes."""
        self._notice = text if callable(text) else (lambda: text)
        self.notice_text.setText(self._notice())
        self.notice.show()

    def notify(self, text: str, *, error: bool = False, status_only: bool = False) -> None:
        """Tell the user: the status bar, or a window-modal message that does not block."""
        self.message_shown.emit(text)
        window = self.window()
        status = getattr(window, "statusBar", None)
        if callable(status) and window is not self:
            status().showMessage(text.splitlines()[0], 8000)
        if status_only:
            return
        box = QMessageBox(QMessageBox.Icon.Warning if error else QMessageBox.Icon.Information,
                          self.tr("Problem") if error else self.tr("Done"), text, QMessageBox.StandardButton.Ok,
                          window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_message = box
        box.open()

    # -- helpers and settings ----------------------------------------------------------------
    def _name(self, card_id: str) -> str:
        card = self.cards.get(card_id)
        return card.name if card is not None else card_id

    def _limit(self, card_id: str) -> int:
        card = self.cards.get(card_id)
        return card.figures_per_card if card is not None and card.figures_per_card else MAX_FIGURES

    def save_state(self, state: dict[str, Any]) -> None:
        """What the next start needs (the workspace writes it into the window's settings)."""
        state["splitter"] = self.splitter.saveState()
        state["list_id"] = self.doc.list_id if self.doc.list_id is not None else ""
        state["show_forbidden"] = self.show_forbidden.isChecked()
        state["people"] = self.doc.army.people

    def restore_state(self, state: Mapping[str, Any]) -> None:
        splitter = state.get("splitter")
        if splitter is not None:
            self.splitter.restoreState(splitter)
        list_id = state.get("list_id", "")
        try:
            self._restore_list_id = int(str(list_id)) if list_id not in (None, "") else None
        except (TypeError, ValueError):
            self._restore_list_id = None
        self.show_forbidden.setChecked(str(state.get("show_forbidden", "false")).lower() == "true")
        people = state.get("people", "")
        self._last_people = str(people) if people else None

def _slug(name: str) -> str:
    cleaned = "".join(c.lower() if c.isalnum() else "-" for c in name).strip("-")
    while "--" in cleaned:
        cleaned = cleaned.replace("--", "-")
    return cleaned or "army"

