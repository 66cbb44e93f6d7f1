"""The Library workspace: filter box on top, people filter, the cards table, the card drawing.

Filter-as-you-type over name, people, rank and abilities (Ctrl+F), a people filter, sort by
any column; the card drawn on the right. New (Ctrl+N), edit (Enter or F2),
duplicate (Ctrl+D), delete (Del), all undoable (Ctrl+Z); import and export card packs and
BattleScribe data off the GUI thread (companion.ui.operations), with a progress dialog. The
table model is companion.ui.card_model; its cards are the session's as the table lists them
(``session.listed()``), and the card drawn is read whole when it is selected (``session.card()``).

Every text is in the current language (``tr`` in :meth:`LibraryWorkspace.retranslate_ui`, run
again on a language change: the filter typed, the people chosen and the card selected stay).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QModelIndex, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.i18n.import_report import note_line, problems_text
from companion.i18n import tr, trn
from companion.i18n.engine import error_text
from companion.library.card_list import listed_card
from companion.rules.peoples import PEOPLES
from companion.ui.card_model import CardTableModel
from companion.ui.card_rows import (
    COL_ABILITIES,
    COL_AIM,
    COL_AP,
    COL_ATT,
    COL_COU,
    COL_DEF,
    COL_DIS,
    COL_EDITION,
    COL_INI,
    COL_MOV,
    COL_NAME,
    COL_PEOPLE,
    COL_RANK,
    COL_RES,
    COL_STR,
    people_name,
)
from companion.ui.edition_filter import EditionFilter
from companion.ui.operations import Operation
from companion.ui.session import Session
from companion.ui.widgets.card_view import CardView

if TYPE_CHECKING:
    from companion.ui.matchup.pane import MatchupPane
    from PySide6.QtWidgets import QMessageBox, QProgressDialog

    from companion.library.store import ImportReport, Library
    from companion.rules.card import Card
    from companion.ui.widgets.card_form import CardForm

DETAIL_DELAY_MS = 40
"""While the filter is typed in, the card drawing waits this long for typing to pause."""

# Column widths in characters of the table font ("0" advances); the last column stretches.
_WIDTHS = {COL_NAME: 18, COL_PEOPLE: 15, COL_RANK: 8, COL_AP: 3, COL_MOV: 4, COL_INI: 2,
           COL_ATT: 2, COL_STR: 2, COL_DEF: 2, COL_RES: 2, COL_AIM: 2, COL_COU: 6, COL_DIS: 2}


class LibraryWorkspace(QWidget):
    """The Library: the window's first workspace (``MainWindow.add_workspace("library", ...)``)."""

    message_shown = Signal(str)
    """A result or problem was shown to the user (the text; for tests and the status bar)."""

    def __init__(self, session: Session, undo_stack: QUndoStack,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.undo_stack = undo_stack
        self.form: CardForm | None = None
        self.last_message: QMessageBox | None = None
        self._last_people: str | None = None
        self._selected_id: str | None = None
        self._pending_id: str | None = None
        self._filtering = False
        self._detail_timer = QTimer(self)
        self._detail_timer.setSingleShot(True)
        self._detail_timer.setInterval(DETAIL_DELAY_MS)
        self._detail_timer.timeout.connect(self._show_pending)

        self._counts = (0, 0)
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.people = QComboBox()
        # As narrow as a short people's name, so that the card drawing keeps its width in a
        # small window (its list still opens as wide as the longest name).
        self.people.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.people.setMinimumContentsLength(9)
        self.people.addItem("", None)
        for people in PEOPLES:
            self.people.addItem(people.name, people.id)
        self.edition = EditionFilter()
        self.count = QLabel()
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top = QHBoxLayout()
        top.addWidget(self.filter, 3)
        self.people_label = QLabel()
        self.people_label.setBuddy(self.people)
        top.addWidget(self.people_label)
        top.addWidget(self.people, 1)
        top.addWidget(self.edition)
        top.addWidget(self.count)
        self.matchup_button = QPushButton()
        self.matchup_button.setCheckable(True)
        self.matchup_button.toggled.connect(self.show_matchup)
        self.matchup: MatchupPane | None = None
        """The selected card against an opponent (made the first time it is asked for)."""

        self.model = CardTableModel(self)
        self.edition.bind(self.model)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setTabKeyNavigation(False)
        vertical = self.table.verticalHeader()
        vertical.hide()
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(24)
        header.setSortIndicatorShown(True)
        header.setSectionsClickable(True)
        header.setHighlightSections(False)
        zero = self.table.fontMetrics().horizontalAdvance("0")
        titles = [title for title, _tip in self.model.headers()]
        for column, chars in _WIDTHS.items():
            title = titles[column]
            self.table.setColumnWidth(column, max(zero * chars + 14,
                                                  header.fontMetrics().horizontalAdvance(title) + 14))
        self.table.setColumnWidth(COL_EDITION, max(zero * 3, header.fontMetrics().horizontalAdvance(titles[COL_EDITION])) + 14)
        header.moveSection(header.visualIndex(COL_EDITION), header.visualIndex(COL_ABILITIES))  # abilities last, stretched
        header.sortIndicatorChanged.connect(self._sort_changed)
        # The sort (by name unless the settings say otherwise) is set by restore_state.

        self.card_view = CardView()
        self.splitter = QSplitter()  # side by side
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.table)
        below = QHBoxLayout()  # under the table, so that the filter row leaves the card its width
        below.addStretch(1)
        below.addWidget(self.matchup_button)
        left_layout.addLayout(below)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.card_view)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)  # the drawing keeps its minimum width:
        self.splitter.setSizes([900, 380])            # the table gives way (CardView)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 0)
        layout.addWidget(self.splitter)

        self._make_actions()
        self.retranslate_ui()
        self.filter.textChanged.connect(self._filter_changed)
        self.filter.returnPressed.connect(self.focus_table)
        self.filter.installEventFilter(self)
        self.people.currentIndexChanged.connect(self._people_changed)
        self.model.filtered.connect(self._after_filter)
        self.table.selectionModel().currentRowChanged.connect(self._current_changed)
        self.table.activated.connect(lambda _index: self.edit_card())
        session.card_saved.connect(self._card_saved)
        session.card_deleted.connect(self._card_deleted)
        session.cards_reloaded.connect(self.reload)
        session.loaded.connect(self.reload)
        self.setFocusProxy(self.table)  # arrows browse at once (the window focuses it); Ctrl+F filters
        if session.is_loaded:
            self.reload()

    # -- language ----------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Every text of the Library in the current language (again on a language change)."""
        self.filter.setPlaceholderText(tr("Filter by name, people, rank or ability (Ctrl+F)"))
        self.filter.setAccessibleName(tr("Filter cards"))
        self.people.setAccessibleName(tr("People filter"))
        self.people.setItemText(0, tr("All peoples"))
        for index in range(1, self.people.count()):
            self.people.setItemText(index, people_name(str(self.people.itemData(index))))
        self.people_label.setText(tr("&People"))
        self.table.setAccessibleName(tr("Cards"))
        self.matchup_button.setText(tr("&Matchup"))
        self.matchup_button.setToolTip(tr("Who wins a fight between the selected card and another"))
        if self.matchup is not None:
            self.matchup.retranslate_ui()
        self._fit_count()
        for action, text, tip in (
                (self.new_action, tr("&New card..."), tr("Add a card from a physical card")),
                (self.import_action, tr("&Import cards..."),
                 tr("Import card packs or BattleScribe data")),
                (self.export_action, tr("&Export cards..."),
                 tr("Export the library, or the people shown, to a card pack")),
                (self.edit_action, tr("&Edit card..."), tr("Edit the selected card (or press Enter)")),
                (self.duplicate_action, tr("D&uplicate card..."),
                 tr("Copy the selected card into a new one")),
                (self.delete_action, tr("&Delete card"), tr("Delete the selected card (undo: Ctrl+Z)"))):
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)

    def _fit_count(self) -> None:
        """The count of cards shown: wide enough for any count, and of a fixed size. A
        keystroke changes its text, and a label whose size may change makes the whole window
        lay out (and repaint) again each time."""
        widest = self._count_text(88888, 88889).replace("8", "0")  # up to 99,999 cards
        self.count.setMinimumSize(0, 0)
        self.count.setMaximumSize(16777215, 16777215)
        self.count.setText(widest)
        self.count.setFixedSize(self.count.fontMetrics().horizontalAdvance(widest) + 8,
                                self.count.sizeHint().height())
        self.count.setText(self._count_text(*self._counts) if self._counts[1] else "")

    def _count_text(self, shown: int, total: int) -> str:
        if shown != total:
            return trn("{shown} of {count} card", "{shown} of {count} cards", total, shown=shown)
        return trn("{count} card", "{count} cards", total)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_count()  # (Qt gives the children their new font first)
        super().changeEvent(event)

    def import_filter(self) -> str:
        """The file dialog's filter of importable files."""
        return (tr("Card packs and BattleScribe data") + " (*.cards.json *.json *.cat *.catz *.gst *.gstz);;"
                + tr("Card packs") + " (*.cards.json *.json);;BattleScribe (*.cat *.catz *.gst *.gstz)")

    # -- actions -----------------------------------------------------------------------------
    def _action(self, shortcuts: Sequence[QKeySequence | QKeySequence.StandardKey | str],
                slot: Callable[[], Any],
                context: Qt.ShortcutContext = Qt.ShortcutContext.WindowShortcut) -> QAction:
        """An action; its text and tips are set by retranslate_ui."""
        action = QAction(self)
        action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.setShortcutContext(context)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _make_actions(self) -> None:
        scoped = Qt.ShortcutContext.WidgetWithChildrenShortcut
        self.new_action = self._action([QKeySequence.StandardKey.New], self.new_card)
        self.import_action = self._action(["Ctrl+I"], self.choose_import)
        self.export_action = self._action(["Ctrl+E"], self.choose_export)
        self.edit_action = self._action(["F2"], self.edit_card, scoped)
        self.duplicate_action = self._action(["Ctrl+D"], self.duplicate_card, scoped)
        self.delete_action = self._action([QKeySequence.StandardKey.Delete], self.delete_card,
                                          Qt.ShortcutContext.WidgetShortcut)
        self.table.addAction(self.delete_action)
        for action in (self.edit_action, self.duplicate_action):
            self.addAction(action)
        self._update_actions()

    def menu_actions(self) -> dict[str, list[QAction]]:
        """Actions for the window's menus, by menu ("file", "edit")."""
        return {"file": [self.new_action, self.import_action, self.export_action],
                "edit": [self.edit_action, self.duplicate_action, self.delete_action]}

    def _update_actions(self) -> None:
        selected = self.selected_id() is not None
        for action in (self.edit_action, self.duplicate_action, self.delete_action):
            action.setEnabled(selected)

    def add_notice(self, widget: QWidget) -> None:
        """Show ``widget`` above the filter and the table (a notice that hides itself when done)."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(0, widget)

    # -- filling -----------------------------------------------------------------------------
    def reload(self) -> None:
        """Show the session's cards (again)."""
        self.model.set_cards(self.session.listed())

    # -- filtering ---------------------------------------------------------------------------
    def focus_find(self) -> None:
        self.filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter.selectAll()

    def focus_table(self) -> None:
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        if not self.table.currentIndex().isValid() and self.model.rowCount() > 0:
            self.table.setCurrentIndex(self.model.index(0, 0))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.filter and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            key = event.key()
            if key == Qt.Key.Key_Down:
                self.focus_table()
                return True
            if key == Qt.Key.Key_Escape:  # Esc clears the filter, a second Esc goes to the table
                if self.filter.text():
                    self.filter.clear()
                else:
                    self.focus_table()
                return True
        return super().eventFilter(watched, event)

    def _filter_changed(self, text: str) -> None:
        self.model.set_filter(text, self.model.people)

    def _people_changed(self, _index: int) -> None:
        people = self.people.currentData()
        if people is not None:
            self._last_people = people
        self.model.set_people(people)

    def set_people(self, people: str | None) -> None:
        """Show only one people's cards (None: all)."""
        index = self.people.findData(people)
        self.people.setCurrentIndex(max(0, index))

    def _sort_changed(self, column: int, order: Qt.SortOrder) -> None:
        self.model.sort(column, order)

    def _after_filter(self) -> None:
        """After a keystroke: the table first; the card drawing follows when typing pauses."""
        shown, total = self.model.rowCount(), self.model.total
        self._counts = (shown, total)
        self.count.setText(self._count_text(shown, total))
        self._filtering = True
        try:
            row = self.model.row_of(self._selected_id) if self._selected_id is not None else None
            if row is None and shown:
                row = 0
            if row is not None:
                self.table.setCurrentIndex(self.model.index(row, 0))
            else:
                self._pending_id = None
                self._detail_timer.start()
        finally:
            self._filtering = False

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return  # a filter reset the model; _after_filter picks the row to show
        card_id = self.model.card_id(current.row())
        if card_id is not None:
            self._selected_id = card_id
        if self._filtering:
            self._pending_id = card_id
            self._detail_timer.start()
        else:
            self._show(card_id)

    def _show_pending(self) -> None:
        self._show(self._pending_id)

    def _show(self, card_id: str | None) -> None:
        self._detail_timer.stop()
        card = self._whole(card_id)
        if card_id is not None and self.card_view.card is not None and self.card_view.card == card:
            return
        self.card_view.show_card(card)
        if self.matchup is not None:
            self.matchup.set_card(card)
        self._update_actions()

    def show_matchup(self, on: bool) -> None:
        """Show (or hide) the matchup beside the card, made on first use (it loads the charts)."""
        if on and self.matchup is None:
            from companion.ui.matchup.pane import MatchupPane

            self.matchup = MatchupPane()
            self.matchup.ruleset = self.session.ruleset
            self.session.ruleset_changed.connect(self.matchup.set_ruleset)
            self.splitter.addWidget(self.matchup)
            self.matchup.set_card(self.card_view.card)
        if self.matchup is not None:
            self.matchup.setVisible(on)
        if self.matchup_button.isChecked() != on:
            self.matchup_button.setChecked(on)

    def selected_id(self) -> str | None:
        index = self.table.currentIndex()
        return self.model.card_id(index.row()) if index.isValid() else None

    def selected_card(self) -> Card | None:
        """The selected card, read whole."""
        return self._whole(self.selected_id())

    def _whole(self, card_id: str | None) -> Card | None:
        """The card with this id read whole, or None (none given, or the library cannot be
        read now: the user is told why)."""
        if card_id is None:
            return None
        try:
            return self.session.card(card_id)
        except BadInput as error:
            self.notify(error_text(error), error=True)
            return None

    def select(self, card_id: str) -> bool:
        """Select a card in the table (clearing the filter if it hides the card)."""
        if self.model.row_of(card_id) is None and self.model.has(card_id):
            self.filter.clear()
            self.set_people(None)
        row = self.model.row_of(card_id)
        if row is None:
            return False
        self._selected_id = card_id
        self.table.setCurrentIndex(self.model.index(row, 0))
        self.table.scrollTo(self.model.index(row, 0))
        return True

    # -- the library changed -----------------------------------------------------------------
    def _card_saved(self, card: Card) -> None:
        self.model.upsert(listed_card(card))
        self.select(card.id)
        self.card_view.show_card(card)

    def _card_deleted(self, card_id: str) -> None:
        row = self.model.row_of(card_id)
        if self._selected_id == card_id:
            self._selected_id = None
        self.model.remove(card_id)
        if row is not None and self.model.rowCount():
            row = min(row, self.model.rowCount() - 1)
            self.table.setCurrentIndex(self.model.index(row, 0))

    # -- editing -----------------------------------------------------------------------------
    def _open_form(self, form: CardForm, done: Callable[[Card], None]) -> CardForm:
        self.form = form
        self.session.open_library()  # while the form is filled in, for its save

        def finished(result: int) -> None:
            if result == form.DialogCode.Accepted and form.result_card is not None:
                done(form.result_card)
            if self.form is form:
                self.form = None
            self.table.setFocus()
            form.deleteLater()

        form.finished.connect(finished)
        form.open()
        return form

    def _defaults(self) -> dict[str, object]:
        people = self.people.currentData() or self._last_people
        selected = self.selected_card()
        if people is None and selected is not None:
            people = selected.people
        return {"people": people or PEOPLES[0].id}

    def new_card(self) -> CardForm:
        """Open the form for a new card (people: the one filtered on, else the last used)."""
        from companion.ui.undo import SaveCard
        from companion.ui.widgets.card_form import CardForm

        form = CardForm(self.window(), defaults=self._defaults(), id_taken=self.model.has)
        return self._open_form(form, lambda card: self.undo_stack.push(
            SaveCard(self.session, card, None, lambda: tr("add {card}", card=card.name))))

    def edit_card(self) -> CardForm | None:
        from companion.ui.undo import SaveCard
        from companion.ui.widgets.card_form import CardForm

        card = self.selected_card()
        if card is None:
            return None
        form = CardForm(self.window(), card=card, editing=True)

        def done(new: Card) -> None:
            if new != card:
                self.undo_stack.push(SaveCard(self.session, new, card,
                                              lambda: tr("edit {card}", card=new.name)))

        return self._open_form(form, done)

    def duplicate_card(self) -> CardForm | None:
        from companion.ui.undo import SaveCard
        from companion.ui.widgets.card_form import CardForm

        card = self.selected_card()
        if card is None:
            return None
        copy = replace(card, name=tr("{card} (copy)", card=card.name), names={})
        form = CardForm(self.window(), card=copy, editing=False, id_taken=self.model.has)
        return self._open_form(form, lambda new: self.undo_stack.push(
            SaveCard(self.session, new, None, lambda: tr("duplicate {card}", card=card.name))))

    def delete_card(self) -> None:
        from companion.ui.undo import DeleteCard

        card = self.selected_card()
        if card is not None:
            done = self.undo_stack.index()
            self.undo_stack.push(DeleteCard(self.session, card,
                                            lambda: tr("delete {card}", card=card.name)))
            if self.undo_stack.index() > done:  # not refused (a library open read-only...)
                self.notify(tr("Deleted {card} (Ctrl+Z brings it back)", card=card.name), status_only=True)

    # -- import and export -------------------------------------------------------------------
    def choose_import(self) -> None:
        from companion.ui.file_dialogs import open_file_names

        paths = open_file_names(self, tr("Import cards"), str(Path.home()), self.import_filter())
        if paths:
            self.import_files([Path(p) for p in paths])

    def import_files(self, paths: Sequence[Path]) -> None:
        """Import card packs and BattleScribe files off the GUI thread, with a progress
        dialog; the result, or what is wrong, is shown; the import is one undo step."""
        from PySide6.QtWidgets import QProgressDialog

        names = ", ".join(p.name for p in paths)
        progress = QProgressDialog(tr("Importing {files}...", files=names), "", 0, 0, self.window())
        progress.setWindowTitle(tr("Import cards"))
        progress.setCancelButton(None)
        progress.setMinimumDuration(300)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setValue(0)
        self.session.open_library(lambda library: self._run_import(library, paths, names, progress),
                                  progress.reset)

    def _run_import(self, library: Library, paths: Sequence[Path], names: str,
                    progress: QProgressDialog) -> None:
        def work() -> tuple[dict[str, Card], dict[str, Card], list[tuple[str, ImportReport]]]:
            before = {card.id: card for card in library.cards()}
            reports = library.import_files(paths)  # all of them, or nothing
            after = {card.id: card for card in library.cards()}
            return before, after, reports

        def failed(error: Exception) -> None:
            progress.close()
            progress.deleteLater()
            text = problems_text(error) if isinstance(error, BadInput) else f"{type(error).__name__}: {error}"
            self.notify(tr("Nothing was imported from {files}.", files=names) + "\n\n" + text, error=True)

        def done(result: tuple[dict[str, Card], dict[str, Card], list[tuple[str, ImportReport]]]) -> None:
            progress.close()
            progress.deleteLater()
            self._imported(names, *result)

        Operation(work, done, failed, parent=self).run()

    def _imported(self, names: str, before: dict[str, Card], after: dict[str, Card],
                  reports: list[tuple[str, ImportReport]]) -> None:
        """An import is committed: one undo step, and what it did said."""
        from companion.ui.undo import ImportCards

        command = ImportCards(self.session, before, after, lambda: tr("import {files}", files=names))
        if command.changes:
            self.undo_stack.push(command)
            self.session.imported()
        lines = []
        notes: list[str] = []
        skipped: list[str] = []
        for name, report in reports:
            lines.append(tr("{files}: {added} added, {updated} updated, {unchanged} unchanged", files=name,
                            added=report.added, updated=report.updated, unchanged=report.unchanged))
            notes += [note_line(note) for note in report.notes]
            skipped += [note_line(note) for note in report.skipped]
        text = "\n".join(lines)
        if skipped:
            text += "\n\n" + tr("Skipped:") + "\n" + "\n".join(f"• {s}" for s in skipped)
        if notes:
            shown = notes[:15]
            text += ("\n\n" + tr("Not mapped (kept as text, not guessed):") + "\n"
                     + "\n".join(f"• {n}" for n in shown))
            if len(notes) > len(shown):
                text += "\n" + tr("... and {count} more (see Details)", count=len(notes) - len(shown))
        self.notify(text, details="\n".join(notes) if len(notes) > 15 else "")

    def choose_export(self) -> None:
        from companion.ui.file_dialogs import save_file_name

        people = self.people.currentData()
        title = tr("Export {people}", people=people_name(people)) if people else tr("Export the whole library")
        default = str(Path.home() / f"{people or 'library'}.cards.json")
        path = save_file_name(self, title, default, tr("Card packs") + " (*.cards.json)")
        if path:
            self.export_to(Path(path), people)

    def export_to(self, path: Path, people: str | None) -> None:
        """Write the library (or one people) to a card pack, off the GUI thread; then say how
        many cards were written, or what is wrong."""
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + ".cards.json")

        def failed(error: Exception) -> None:
            if not isinstance(error, BadInput):
                raise error
            self.notify(tr("Nothing was exported.") + "\n\n" + error_text(error), error=True)

        def written(count: int) -> None:
            self.notify(trn("{count} card written to {path}", "{count} cards written to {path}", count, path=path))

        def export(library: Library) -> None:
            Operation(lambda: library.export_pack(path, people), written, failed, parent=self).run()

        self.session.open_library(export)

    def notify(self, text: str, *, error: bool = False, details: str = "",
               status_only: bool = False) -> None:
        """Tell the user a result or a problem (a window-modal message, never blocking)."""
        from PySide6.QtWidgets import QMessageBox

        self.message_shown.emit(text)
        if status_only:
            return
        box = QMessageBox(QMessageBox.Icon.Warning if error else QMessageBox.Icon.Information,
                          tr("Problem") if error else tr("Done"), text, QMessageBox.StandardButton.Ok,
                          self.window())
        if details:
            box.setDetailedText(details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_message = box
        box.open()

    # -- settings ----------------------------------------------------------------------------
    def save_state(self, settings: QSettings) -> None:
        settings.setValue("splitter", self.splitter.saveState())
        settings.setValue("people", self.people.currentData() or "")
        settings.setValue("sort_column", self.model.sort_column)
        settings.setValue("sort_descending", self.model.sort_descending)
        settings.setValue("header", self.table.horizontalHeader().saveState())

    def restore_state(self, settings: QSettings) -> None:
        splitter = settings.value("splitter")
        if splitter is not None:
            self.splitter.restoreState(splitter)
        people = settings.value("people", "")
        if people:
            self.set_people(str(people))
        try:
            column = int(str(settings.value("sort_column", COL_NAME)))
        except ValueError:
            column = COL_NAME
        if not 0 <= column <= COL_ABILITIES:
            column = COL_NAME
        descending = str(settings.value("sort_descending", "false")).lower() == "true"
        header = self.table.horizontalHeader()
        state = settings.value("header")
        # The saved header and the sort indicator set here would each sort the rows: they are
        # sorted once, below.
        header.sortIndicatorChanged.disconnect(self._sort_changed)
        try:
            if state is not None:
                header.restoreState(state)
            header.setSortIndicator(column, Qt.SortOrder.DescendingOrder if descending
                                    else Qt.SortOrder.AscendingOrder)
        finally:
            header.sortIndicatorChanged.connect(self._sort_changed)
        self.model.sort_by(column, descending=descending)
        if self.model.rowCount():  # the restored view starts on its first card
            self._selected_id = None
            self.table.setCurrentIndex(self.model.index(0, 0))
        self._update_actions()
