"""File > Data sources…: the BattleScribe data the library is kept in step with.

The dialog lists the sources (their files, revisions, last update and cards), adds one (a
GitHub repository, a catpkg, a data index or a folder: companion.library.sources), updates
the one selected (or all) with a progress bar and Cancel, and removes one. The downloads and
the import run off the GUI thread (companion.ui.operations); nothing is changed until an update
has committed, and a cancelled or failed one changes nothing. What an update changed is shown
card by card.

:mod:`companion.ui.data_offer` puts File > Data sources… in the window and offers the fan C5
repository by name (first start, and a notice in the Library while no card has army points); it
opens this dialog to add it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.errors import BadInput
from companion.i18n import render, tr, trn
from companion.i18n.engine import error_text
from companion.ui.file_dialogs import existing_folder
from companion.ui.operations import Operation

if TYPE_CHECKING:
    from companion.library.sources.records import SourceRecord
    from companion.library.sources.update import DataSources, UpdateReport
    from companion.rules.message import Message
    from companion.library.store import Library
    from companion.ui.session import Session




@dataclass(frozen=True)
class Outcome:
    """What happened to one source: its report, or the error that changed nothing."""

    name: str
    report: UpdateReport | None = None
    error: Exception | None = None


class DataSourcesDialog(QDialog):
    """The sources of the session's library; ``operation`` is the add or update under way."""

    finished_work = Signal()
    """An add, update or removal ended (done, failed or cancelled): the list is shown again."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("data-sources-dialog")
        self.session = session
        self.operation: Operation[list[Outcome]] | None = None
        self.outcomes: list[Outcome] = []
        self.sources: list[SourceRecord] = []
        self.last_question: QMessageBox | None = None
        self.add_dialog: AddSourceDialog | None = None
        self._adding: tuple[str, str | None] | None = None
        """The source being added (and its name); kept after a refusal, for the next Add."""

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.tree.itemExpanded.connect(lambda _item: self.tree.resizeColumnToContents(0))  # its files' names
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.add_button = QPushButton()
        self.update_button = QPushButton()
        self.remove_button = QPushButton()
        self.add_button.clicked.connect(lambda: self.open_add_dialog())
        self.update_button.clicked.connect(lambda: self.update_sources(self.selected_names()))
        self.remove_button.clicked.connect(lambda: self.ask_remove())
        buttons = QHBoxLayout()
        for button in (self.add_button, self.update_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)

        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        working = QHBoxLayout()
        working.addWidget(self.progress, 1)
        working.addWidget(self.cancel_button)
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(2000)
        self.close_buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.tree, 3)
        layout.addWidget(self.empty)
        layout.addLayout(buttons)
        layout.addLayout(working)
        layout.addWidget(self.status)
        layout.addWidget(self.log, 2)
        layout.addWidget(self.close_buttons)
        self._set_working(False)
        self.retranslate_ui()
        self.resize(720, 520)
        self.refresh()

    # -- texts -------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(tr("Data sources"))
        self.intro.setText(tr(
            "BattleScribe and New Recruit data the library is kept in step with. An update downloads "
            "only the files that changed, and says what changed card by card; the last good copy of "
            "each file is kept, so the app works offline."))
        self.tree.setHeaderLabels([tr("Source"), tr("Revision"), tr("Last update"), tr("Cards")])
        self.empty.setText(tr("No data source yet. Add one: a GitHub repository (github:OWNER/REPO), "
                              "the address of a catpkg.json or of a .bsi data index, or a folder."))
        self.add_button.setText(tr("&Add..."))
        self.add_button.setToolTip(tr("Add a GitHub repository, a catpkg, a data index or a folder"))
        self.update_button.setText(tr("&Update"))
        self.update_button.setToolTip(tr("Download what changed in the selected source (or in all) and import it"))
        self.remove_button.setText(tr("&Remove"))
        self.remove_button.setToolTip(tr("Forget the selected source and take its cards out of the library"))
        self.cancel_button.setText(tr("Cancel"))
        self.cancel_button.setToolTip(tr("Stop: nothing is changed"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def reject(self) -> None:
        """Escape, Close or the window's close button: while an add or update runs, it is
        cancelled instead and the dialog stays until it has ended (saying so); then it closes."""
        if self.operation is not None:
            self.cancel()
            return
        super().reject()

    # -- the list ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the sources again (the library is opened first if it is not)."""
        self.session.open_library(self._read)

    def _read(self, library: Library) -> None:
        from companion.library.sources.update import DataSources

        try:
            self.sources = DataSources(library).sources()
        except BadInput as error:
            self.status.setText(error_text(error))
            self.sources = []
        self._fill()

    def _fill(self) -> None:
        from companion.library.sources.records import shown_revision, shown_time

        selected = set(self.selected_names())
        self.tree.clear()
        for source in self.sources:
            item = QTreeWidgetItem([source.name, shown_revision(source.revision), shown_time(source.checked_at),
                                    str(source.cards)])
            item.setData(0, Qt.ItemDataRole.UserRole, source.name)
            item.setToolTip(0, source.location.text)
            for file in source.files:
                child = QTreeWidgetItem([file.name, file.revision or "-", "", ""])
                child.setData(0, Qt.ItemDataRole.UserRole, source.name)
                child.setToolTip(0, file.url)
                item.addChild(child)
            self.tree.addTopLevelItem(item)
            item.setSelected(source.name in selected)
        for column in range(4):
            self.tree.resizeColumnToContents(column)
        self.empty.setVisible(not self.sources)
        self._update_buttons()

    def selected_names(self) -> list[str]:
        """The sources selected (a file selected selects its source)."""
        names = [str(item.data(0, Qt.ItemDataRole.UserRole)) for item in self.tree.selectedItems()]
        return list(dict.fromkeys(names))

    def select(self, name: str) -> None:
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None:
                item.setSelected(item.data(0, Qt.ItemDataRole.UserRole) == name)

    def _update_buttons(self) -> None:
        working = self.operation is not None
        self.add_button.setEnabled(not working)
        self.update_button.setEnabled(not working and bool(self.sources))
        self.remove_button.setEnabled(not working and len(self.selected_names()) == 1)

    # -- adding, updating --------------------------------------------------------------------
    def open_add_dialog(self) -> AddSourceDialog:
        """Ask for a source to add (non-blocking); OK adds it."""
        dialog = AddSourceDialog(self)
        if self._adding is not None:  # refused: typed again for the player to correct
            dialog.source.setText(self._adding[0])
            dialog.name.setText(self._adding[1] or "")
        dialog.accepted.connect(lambda: self.add_source(dialog.source_text(), dialog.name_text() or None))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.add_dialog = dialog
        dialog.open()
        return dialog

    def add_source(self, text: str, name: str | None = None) -> None:
        """Add the source ``text`` (under ``name``): download and import it, off the GUI thread."""
        def work(sources: DataSources) -> list[Outcome]:
            return [self._one(name or text, functools.partial(sources.add, text, name))]

        if self.operation is None:
            self._adding = (text, name)
        self._start(work)

    def update_sources(self, names: Sequence[str] = ()) -> None:
        """Update these sources (none given: every source), one after the other."""
        chosen = list(names) or [source.name for source in self.sources]

        def work(sources: DataSources) -> list[Outcome]:
            return [self._one(name, functools.partial(sources.update, name)) for name in chosen]

        if chosen:
            self._start(work)

    @staticmethod
    def _one(name: str, work: Callable[[], UpdateReport]) -> Outcome:
        try:
            report = work()
        except BadInput as error:
            return Outcome(name, error=error)
        return Outcome(report.name, report=report)

    def _start(self, work: Callable[[DataSources], list[Outcome]]) -> None:
        if self.operation is not None:
            return
        self._set_working(True)
        self.log.clear()
        self.status.setText(tr("Starting..."))

        def run(library: Library) -> None:
            from companion.library.sources.update import DataSources

            def call() -> list[Outcome]:
                sources = DataSources(library, progress=lambda done, total, what: operation.report((done, total, what)),
                                      cancelled=lambda: operation.cancelled)
                return work(sources)

            operation: Operation[list[Outcome]] = Operation(call, self._done, self._failed, parent=self,
                                                            progress=self._progressed)
            self.operation = operation
            self._update_buttons()
            operation.run()

        self.session.open_library(run, lambda: self._set_working(False))

    def _progressed(self, value: object) -> None:
        done, total, what = cast("tuple[int, int, Message]", value)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.status.setText(render(what))

    def cancel(self) -> None:
        """Stop the add or update under way: it ends changing nothing (unless it had already
        committed)."""
        if self.operation is not None:
            self.operation.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(tr("Cancelling..."))

    def _done(self, outcomes: list[Outcome]) -> None:
        self.operation = None
        self.outcomes = outcomes
        if all(outcome.error is None for outcome in outcomes):
            self._adding = None
        lines: list[str] = []
        changed = False
        for outcome in outcomes:
            if outcome.report is not None:
                lines += [render(message) for message in outcome.report.messages()]
                changed = changed or not outcome.report.up_to_date or outcome.report.added
            else:
                assert outcome.error is not None
                lines.append(error_text(outcome.error))
        self.log.setPlainText("\n".join(lines))
        failed = [o.error for o in outcomes if o.error is not None]
        if failed:
            self.status.setText(error_text(failed[0]))
        else:
            status = (lines[0] if len(outcomes) == 1 and lines else
                      trn("{count} source updated", "{count} sources updated", len(outcomes)))
            left_out = sum(len(o.report.left_out()) for o in outcomes if o.report is not None)
            if left_out:  # the notes, in the log below, say which and why
                status = trn("{status} ({count} file skipped, see below)", "{status} ({count} files skipped, see below)",
                             left_out, status=status)
            self.status.setText(status)
        self._set_working(False)
        if changed:
            self.session.imported()  # every view reads the cards again
        self.refresh()
        self.finished_work.emit()

    def _failed(self, error: Exception) -> None:
        self.operation = None
        self._set_working(False)
        self.status.setText(error_text(error) if isinstance(error, BadInput)
                            else f"{type(error).__name__}: {error}")
        self.refresh()
        self.finished_work.emit()

    def _set_working(self, working: bool) -> None:
        self.progress.setVisible(working)
        self.cancel_button.setVisible(working)
        self.cancel_button.setEnabled(working)
        if working:
            self.progress.setRange(0, 0)  # busy until the listing says how many files
        self._update_buttons()

    # -- removing ----------------------------------------------------------------------------
    def ask_remove(self) -> QMessageBox | None:
        """Ask before removing the selected source (its cards leave the library)."""
        names = self.selected_names()
        if len(names) != 1:
            return None
        (name,) = names
        cards = next((s.cards for s in self.sources if s.name == name), 0)
        box = QMessageBox(QMessageBox.Icon.Question, tr("Remove a data source"),
                          trn("Remove {name}? Its kept files are deleted and the card it brought is taken "
                              "out of the library.",
                              "Remove {name}? Its kept files are deleted and the {count} cards it brought are "
                              "taken out of the library.", cards, name=name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.accepted.connect(lambda: self.remove_source(name))
        self.last_question = box
        box.open()
        return box

    def remove_source(self, name: str) -> None:
        """Remove the source ``name`` (committed before the list is shown again)."""
        def run(library: Library) -> None:
            from companion.library.sources.update import DataSources

            try:
                report = DataSources(library).remove(name)
            except BadInput as error:
                self.status.setText(error_text(error))
                return
            self.status.setText(render(report.message()))
            self.log.clear()
            if report.cards:
                self.session.imported()
            self.refresh()
            self.finished_work.emit()

        self.session.open_library(run)


class AddSourceDialog(QDialog):
    """Which source to add: typed, or a folder chosen; and the name to list it under."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("add-data-source-dialog")
        self.source = QLineEdit()
        self.source.setMinimumWidth(420)
        self.name = QLineEdit()
        self.folder_button = QPushButton()
        self.folder_button.clicked.connect(self.choose_folder)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.source, 1)
        row.addWidget(self.folder_button)
        form = QFormLayout()
        self.source_label = QLabel()
        self.source_label.setBuddy(self.source)
        self.name_label = QLabel()
        self.name_label.setBuddy(self.name)
        form.addRow(self.source_label, row)
        form.addRow(self.name_label, self.name)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.source.textChanged.connect(self._update_ok)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self._update_ok()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(tr("Add a data source"))
        self.source_label.setText(tr("&Source:"))
        self.name_label.setText(tr("&Name (optional):"))
        self.source.setPlaceholderText(tr("github:OWNER/REPO"))
        self.name.setPlaceholderText(tr("from the source"))
        self.folder_button.setText(tr("&Folder..."))
        self.hint.setText(tr("A GitHub repository (github:OWNER/REPO), the https address of a BSData "
                             "*.catpkg.json, of a BattleScribe .bsi or index.xml data index, or a folder "
                             "of .gst and .cat files on this computer."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def choose_folder(self) -> None:
        """Choose a folder, starting from the one typed if it is one."""
        typed = Path(self.source_text()).expanduser() if self.source_text() else None
        start = str(typed) if typed is not None and typed.is_dir() else ""
        folder = existing_folder(self, tr("A folder of BattleScribe files"), start)
        if folder:
            self.source.setText(folder)

    def source_text(self) -> str:
        return self.source.text().strip()

    def name_text(self) -> str:
        return self.name.text().strip()

    def _update_ok(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.source_text()))
