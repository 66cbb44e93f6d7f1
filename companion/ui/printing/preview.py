"""The print preview: the sheet's pages on screen before anything is written.

The sheet is rendered to a PDF in memory and its pages to images in a worker thread
(:mod:`companion.ui.printing.worker`), so the window stays responsive while a big list's
proxies are drawn. The player sees the pages (scroll, zoom, page count, paper), changes the
paper (A4 / Letter: rendered again), then saves: Save... asks for a file name and writes it
atomically (a temporary file in the same folder, renamed over the target: a failed write leaves
nothing half-written), after which Open shows it in the system's PDF viewer.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QImage, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.files import write_atomically
from companion.i18n import current_language, tr, trn
from companion.i18n.engine import error_text, ruleset_text
from companion.printing.paper import Paper
from companion.ui.file_dialogs import save_file_name
from companion.ui.printing.pages import page_images
from companion.ui.printing.sheets import RenderedSheet, SheetJob, SheetKind, render_pdf
from companion.ui.printing.worker import Worker

ZOOMS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0)
DEFAULT_ZOOM = 0.75
FOLDER_KEY = "printing/folder"


class PrintPreview(QDialog):
    """The pages of one sheet, with the paper, the zoom, Save... and Open."""

    ready = Signal()
    """The pages are on screen (after each rendering)."""
    paper_chosen = Signal(object)
    """The player chose another paper here (the Print menu remembers it)."""
    saved = Signal(str)
    """The PDF was written (its path)."""

    def __init__(self, job: SheetJob, paper: Paper, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("print-preview")
        self.job = job
        self.paper = paper
        self.zoom = DEFAULT_ZOOM
        self.sheet: RenderedSheet | None = None
        self.images: list[QImage] = []
        self.saved_path: Path | None = None
        self.last_message: QMessageBox | None = None
        self.error: str | None = None
        self._settings = settings
        self._worker = Worker(self)
        self._build()
        self.retranslate_ui()
        self._fit_screen()
        self.draw()

    # -- building ----------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("print-preview-title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a list's name prints as typed
        layout.addWidget(self.title)

        controls = QHBoxLayout()
        self.paper_label = QLabel()
        self.paper_box = QComboBox()
        for paper in Paper:
            self.paper_box.addItem(paper.label, paper.value)
        self.paper_box.setCurrentIndex(list(Paper).index(self.paper))
        self.paper_box.currentIndexChanged.connect(self._paper_changed)
        self.paper_label.setBuddy(self.paper_box)
        self.zoom_label = QLabel()
        self.zoom_box = QComboBox()
        for zoom in ZOOMS:
            self.zoom_box.addItem(f"{round(zoom * 100)} %", zoom)
        self.zoom_box.setCurrentIndex(ZOOMS.index(DEFAULT_ZOOM))
        self.zoom_box.currentIndexChanged.connect(self._zoom_changed)
        self.zoom_label.setBuddy(self.zoom_box)
        self.count_label = QLabel()
        self.count_label.setObjectName("print-preview-pages")
        self.state_label = QLabel()
        self.state_label.setObjectName("print-preview-state")
        for widget in (self.paper_label, self.paper_box, self.zoom_label, self.zoom_box):
            controls.addWidget(widget)
        controls.addSpacing(16)
        controls.addWidget(self.count_label)
        controls.addStretch(1)
        controls.addWidget(self.state_label)
        layout.addLayout(controls)

        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setBackgroundRole(self.palette().ColorRole.Dark)
        self.page_area = QWidget()
        self.page_layout = QVBoxLayout(self.page_area)
        self.page_layout.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.page_layout.setSpacing(16)
        self.scroll_area.setWidget(self.page_area)
        layout.addWidget(self.scroll_area, 1)
        self.page_labels: list[QLabel] = []

        self.saved_bar = QFrame()
        self.saved_bar.setObjectName("print-preview-saved")
        self.saved_bar.setFrameShape(QFrame.Shape.StyledPanel)
        bar = QHBoxLayout(self.saved_bar)
        self.saved_label = QLabel()
        self.saved_label.setTextFormat(Qt.TextFormat.PlainText)
        self.saved_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_button = QPushButton()
        self.open_button.setObjectName("print-preview-open")
        self.open_button.clicked.connect(lambda _checked=False: self.open_saved())
        bar.addWidget(self.saved_label, 1)
        bar.addWidget(self.open_button)
        self.saved_bar.hide()
        layout.addWidget(self.saved_bar)

        self.buttons = QDialogButtonBox()
        self.save_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("print-preview-save")
        self.save_button.setEnabled(False)
        self.save_button.clicked.connect(lambda _checked=False: self.choose_file())
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(self.buttons)

        QShortcut(QKeySequence(QKeySequence.StandardKey.ZoomIn), self, lambda: self.step_zoom(1))
        QShortcut(QKeySequence("Ctrl+="), self, lambda: self.step_zoom(1))
        QShortcut(QKeySequence(QKeySequence.StandardKey.ZoomOut), self, lambda: self.step_zoom(-1))
        QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self, self.choose_file)

    def _fit_screen(self) -> None:
        """A page's width at 100 % with room around it, within the screen."""
        width, height = 980, 860
        screen = (self.parentWidget() or self).screen()
        if screen is not None:
            room = screen.availableGeometry()
            width, height = min(width, int(room.width() * 0.92)), min(height, int(room.height() * 0.92))
        self.resize(width, height)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(tr("Print preview"))
        self.title.setText(self.heading())
        self.paper_label.setText(tr("&Paper:"))
        self.paper_box.setItemText(list(Paper).index(Paper.A4), tr("A4"))
        self.paper_box.setItemText(list(Paper).index(Paper.LETTER), tr("Letter"))
        self.paper_box.setToolTip(tr("The paper the sheet is laid out for"))
        self.zoom_label.setText(tr("&Zoom:"))
        self.zoom_box.setToolTip(tr("Ctrl++ and Ctrl+- zoom in and out"))
        self.save_button.setText(tr("&Save PDF..."))
        self.save_button.setToolTip(tr("Write these pages to a PDF file"))
        self.close_button.setText(tr("Close"))
        self.open_button.setText(tr("&Open"))
        self.open_button.setToolTip(tr("Open the PDF with the system's viewer"))
        self._show_count()
        self._show_state()
        if self.saved_path is not None:
            self.saved_label.setText(tr("Saved to {path}", path=self.saved_path))
        self._page_tips()

    def heading(self) -> str:
        """The title: which sheet, of what (the list's name as typed)."""
        if self.job.kind is SheetKind.ROSTER:
            return tr("Roster: {list}", list=self.job.subject)
        if self.job.kind is SheetKind.PROXIES:
            return tr("Card proxies: {list}", list=self.job.subject)
        subject = ruleset_text(self.job.ruleset) if self.job.ruleset is not None else self.job.subject
        return tr("Quick-reference sheet: {ruleset}", ruleset=subject)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self.sheet is not None and self.sheet.language != current_language():
                self.draw()  # the sheet comes out in the language of the window
        super().changeEvent(event)

    # -- rendering ---------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._worker.busy

    @property
    def pages(self) -> int:
        """The pages of the sheet shown (0 while the first rendering runs)."""
        return self.sheet.pages if self.sheet is not None else 0

    def draw(self) -> None:
        """Render the sheet in the worker (PDF in memory, then the page images)."""
        job, paper, zoom, language = self.job, self.paper, self.zoom, current_language()

        def work() -> tuple[RenderedSheet, list[QImage]]:
            sheet = render_pdf(job, paper, language)
            return sheet, page_images(sheet.pdf, zoom)

        self.error = None
        self.save_button.setEnabled(False)
        self._worker.submit(work, self._rendered, self._failed)
        self._show_state()

    def _render_images(self) -> None:
        """Only the zoom changed: draw the same PDF's pages again."""
        assert self.sheet is not None
        pdf, zoom, sheet = self.sheet.pdf, self.zoom, self.sheet
        self._worker.submit(lambda: (sheet, page_images(pdf, zoom)), self._rendered, self._failed)
        self._show_state()

    def _rendered(self, result: tuple[RenderedSheet, list[QImage]]) -> None:
        self.sheet, self.images = result
        self._show_pages()
        self.save_button.setEnabled(True)
        self._show_count()
        self._show_state()
        self.ready.emit()

    def _failed(self, error: Exception) -> None:
        self.error = error_text(error) or type(error).__name__
        self.save_button.setEnabled(self.sheet is not None and self.sheet.paper is self.paper)
        self._show_state()
        self.tell(tr("The sheet could not be drawn"), self.error, error=True)

    def _show_pages(self) -> None:
        for label in self.page_labels:
            self.page_layout.removeWidget(label)
            label.deleteLater()
        self.page_labels = []
        for image in self.images:
            label = QLabel()
            label.setPixmap(QPixmap.fromImage(image))
            label.setFrameShape(QFrame.Shape.Box)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.page_layout.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
            self.page_labels.append(label)
        self._page_tips()

    def _page_tips(self) -> None:
        for number, label in enumerate(self.page_labels, start=1):
            label.setToolTip(tr("Page {page} of {pages}", page=number, pages=len(self.page_labels)))

    def _show_count(self) -> None:
        if self.sheet is None:
            self.count_label.setText("")
            return
        paper = tr("A4") if self.sheet.paper is Paper.A4 else tr("Letter")
        self.count_label.setText(trn("{count} page · {paper}", "{count} pages · {paper}", self.sheet.pages,
                                     paper=paper))

    def _show_state(self) -> None:
        if self._worker.busy:
            self.state_label.setText(tr("Drawing the pages…"))
        elif self.error is not None:
            self.state_label.setText(tr("Not drawn: see the message"))
        else:
            self.state_label.setText("")

    def _paper_changed(self, index: int) -> None:
        paper = Paper(str(self.paper_box.itemData(index)))
        if paper is not self.paper:
            self.paper = paper
            self.paper_chosen.emit(paper)
            self.draw()

    def _zoom_changed(self, index: int) -> None:
        zoom = float(self.zoom_box.itemData(index))
        if zoom != self.zoom:
            self.zoom = zoom
            if self.sheet is not None and self.sheet.paper is self.paper and not self._worker.busy:
                self._render_images()
            else:
                self.draw()

    def step_zoom(self, step: int) -> None:
        index = min(max(self.zoom_box.currentIndex() + step, 0), self.zoom_box.count() - 1)
        self.zoom_box.setCurrentIndex(index)

    def wait_idle(self, msecs: int = -1) -> bool:
        return self._worker.wait(msecs)

    # -- saving and opening ------------------------------------------------------------------
    def default_path(self) -> Path:
        """Where Save... proposes to write: the folder used last, the sheet's name."""
        folder = Path.home()
        if self._settings is not None:
            saved = str(self._settings.value(FOLDER_KEY, "") or "")
            if saved and Path(saved).is_dir():
                folder = Path(saved)
        return folder / f"{self.job.file_stem}.pdf"

    def choose_file(self) -> Path | None:
        """Save...: ask for a file name, then write the PDF there."""
        if self.sheet is None or not self.save_button.isEnabled():
            return None
        path = save_file_name(self, tr("Save the sheet as PDF"), str(self.default_path()), tr("PDF files (*.pdf)"))
        if not path:
            return None
        target = Path(path)
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")
        return target if self.save_to(target) else None

    def save_to(self, path: Path) -> bool:
        """Write the PDF shown to ``path`` (atomically); False, with a message, if it cannot be."""
        if self.sheet is None:
            return False
        try:
            write_atomically(path, self.sheet.pdf)
        except OSError as error:
            reason = error.strerror or str(error)
            self.tell(tr("The PDF was not saved"),
                      tr("{path} could not be written: {reason}.\n\nNothing was written there; "
                         "choose another folder.", path=path, reason=reason), error=True)
            return False
        self.saved_path = path
        if self._settings is not None:
            self._settings.setValue(FOLDER_KEY, str(path.parent))
        self.saved_label.setText(tr("Saved to {path}", path=path))
        self.saved_bar.show()
        self.open_button.setFocus()
        self.saved.emit(str(path))
        return True

    def open_saved(self) -> bool:
        """Open the saved PDF with the system's viewer."""
        if self.saved_path is None:
            return False
        if QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.saved_path))):
            return True
        self.tell(tr("The PDF could not be opened"),
                  tr("No application opened {path}. It is saved: open it from your file manager.",
                     path=self.saved_path), error=True)
        return False

    def tell(self, title: str, text: str, *, error: bool = False) -> QMessageBox:
        """A message over the preview that does not block the caller."""
        box = QMessageBox(QMessageBox.Icon.Warning if error else QMessageBox.Icon.Information,
                          title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_message = box
        box.open()
        return box

    def done(self, result: int) -> None:
        self._worker.cancel()  # a rendering still running is dropped, not waited for
        super().done(result)
