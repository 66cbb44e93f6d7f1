"""The fan C5 repository, offered by name where a player needs army points.

The booklet's cards come without army points, so no legal list can be built from them. The
fan "Confrontation C5" edition (``github:squera/newrecruit-confrontation-C5``) has points; it
is never shipped and never downloaded unasked. The app offers it, labelled plainly as a fan
edition, not the booklet's points, downloaded from its GitHub:

- once, on the first start (a question: Download C5 / Not now);
- in the Library, a notice with a button, while no card has army points.

Either way the download goes through File > Data sources… (:class:`DataSourcesAction`, whose
dialog, companion.ui.data_sources, is loaded when first opened), which shows its progress and
can cancel it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QSizePolicy, QWidget

from companion.i18n import N_, tr
from companion.library.sources.location import C5_SOURCE, KNOWN_NAMES
from companion.ui.window_protocol import AppWindow

if TYPE_CHECKING:
    from companion.ui.data_sources import DataSourcesDialog
    from companion.ui.library_view import LibraryWorkspace
    from companion.ui.session import Session

C5_NAME = KNOWN_NAMES[C5_SOURCE.lower()]
C5_LABEL = N_("a fan edition (C5), not the booklet's points, downloaded from its GitHub")
"""How the C5 data is named wherever it is offered."""
OFFERED_SETTING = "data-sources/c5-offered"
DATA_SOURCES_KEYS = "Ctrl+Shift+D"
"""File > Data sources…"""


class LibraryWindow(AppWindow, Protocol):
    """The window the offer is in: its Library shows the notice, File holds Data sources…"""

    @property
    def library(self) -> LibraryWorkspace: ...


def _has_points(session: Session) -> bool:
    return any(card.ap is not None for card in session.listed())


class C5Notice(QFrame):
    """A notice above the Library's table while no card has army points; ``requested`` when
    its button is pressed."""

    requested = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("c5-notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # a line, not a pane
        self.session = session
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.clicked.connect(self.requested.emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.retranslate_ui()
        for signal in (session.loaded, session.cards_reloaded, session.card_saved, session.card_deleted):
            signal.connect(lambda *_args: self.update_shown())
        self.update_shown()

    def retranslate_ui(self) -> None:
        self.text.setText(tr("No card has army points yet, so no legal list can be built. "
                             "C5 has them: {label}.", label=tr(C5_LABEL)))
        self.button.setText(tr("Get C5..."))
        self.button.setToolTip(tr("Download {source} (File > Data sources...)", source=C5_SOURCE))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def update_shown(self) -> None:
        """Shown while the cards are read and none has army points."""
        self.setVisible(self.session.is_loaded and not _has_points(self.session))


class DataOffer(QObject):
    """The C5 offer of one window: the Library's notice and the first start's question."""

    def __init__(self, window: LibraryWindow, sources: DataSourcesAction) -> None:
        super().__init__(window.window())
        self.window_ = window
        self.sources = sources
        self.question: QMessageBox | None = None
        self.notice = C5Notice(window.session)
        self.notice.requested.connect(self.get_c5)
        window.library.add_notice(self.notice)

    def offer_at_first_start(self) -> None:
        """Ask once, on the first start, whether to download C5 (once the cards are read)."""
        session = self.window_.session
        if not session.is_loaded:
            session.loaded.connect(self._offer_once, Qt.ConnectionType.SingleShotConnection)
            return
        self._offer_once()

    def _offer_once(self) -> None:
        settings = self.window_.settings
        if str(settings.value(OFFERED_SETTING, "")).lower() == "true" or _has_points(self.window_.session):
            return
        settings.setValue(OFFERED_SETTING, "true")
        settings.sync()
        self.ask()

    def ask(self) -> QMessageBox:
        """The question (window-modal, not blocking): Download C5 or Not now."""
        box = QMessageBox(QMessageBox.Icon.Question, tr("Army points for your cards"),
                          tr("The booklet's cards come without army points, so no legal list can be "
                             "built from them yet.\n\nC5 has army points for its cards: {label}. It is "
                             "downloaded from {source} and kept up to date from there; you can remove it "
                             "at any time (File > Data sources...).", label=tr(C5_LABEL), source=C5_SOURCE),
                          QMessageBox.StandardButton.NoButton, self.window_.window())
        download = box.addButton(tr("Download C5"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("Not now"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(download)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: self.get_c5() if button is download else None)
        self.question = box
        box.open()
        return box

    def get_c5(self) -> DataSourcesDialog:
        """Open File > Data sources… and download C5 there (an update if it is already a source)."""
        dialog = self.sources.open_dialog()
        known = {source.location.text.lower(): source.name for source in dialog.sources}
        name = known.get(C5_SOURCE.lower())
        if name is not None:
            dialog.update_sources([name])
        else:
            dialog.add_source(C5_SOURCE, C5_NAME)
        return dialog


def install_data_sources(window: LibraryWindow) -> DataOffer:
    """File > Data sources… and the C5 offer in ``window``; returns the offer (its ``sources``
    is File > Data sources…), which the window keeps. The first start's question is asked by
    :meth:`DataOffer.offer_at_first_start`."""
    return DataOffer(window, DataSourcesAction(window))


class DataSourcesAction(QObject):
    """File > Data sources… in ``window``; ``dialog`` is the one open (or last opened)."""

    def __init__(self, window: LibraryWindow) -> None:
        super().__init__(window.window())
        self.setObjectName("data-sources-action")
        self.window_ = window
        self.dialog: DataSourcesDialog | None = None
        self.action = QAction(window.window())
        self.action.setObjectName("data-sources")
        self.action.setShortcut(QKeySequence(DATA_SOURCES_KEYS))
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(lambda _checked=False: self.open_dialog())
        _add_to_file_menu(window, self.action)
        window.window().addAction(self.action)
        self.retranslate_ui()
        window.window().installEventFilter(self)  # the window hears LanguageChange; a QObject does not

    def retranslate_ui(self) -> None:
        self.action.setText(tr("&Data sources..."))
        self.action.setStatusTip(tr("Add, update and remove BattleScribe data the library is kept in step with"))
        self.action.setToolTip(self.action.statusTip())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def open_dialog(self) -> DataSourcesDialog:
        """The dialog, opened (or brought to the front if it is open)."""
        from companion.ui.data_sources import DataSourcesDialog

        if self.dialog is None or not self.dialog.isVisible():
            self.dialog = DataSourcesDialog(self.window_.session, self.window_.window())
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.dialog.destroyed.connect(lambda _obj=None: setattr(self, "dialog", None))
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog


def _add_to_file_menu(window: LibraryWindow, action: QAction) -> None:
    """``action`` in File, after the Library's Export cards... (where cards come and go)."""
    menu = window.menu("file")
    actions = menu.actions()
    export = window.library.export_action
    index = actions.index(export) if export in actions else len(actions) - 1
    if index + 1 < len(actions):
        menu.insertAction(actions[index + 1], action)
    else:
        menu.addAction(action)
