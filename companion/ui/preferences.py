"""Edit > Preferences…: the player's choices about the app itself, and the check for a new version.

The check (companion.update_check) is off until the player turns it on here: the app never asks
the network anything at start on its own. Turned on, each start asks for the latest release once
the window is shown, off the GUI thread; a newer one is told in the status bar with a link to
its page (nothing is downloaded or installed), and no answer (offline, a server error) says
nothing. "Check now" asks at once and says what it found, or that it could not ask.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion import __version__
from companion.i18n import tr
from companion.ui.operations import Operation

if TYPE_CHECKING:
    from companion.ui.window_protocol import AppWindow
    from companion.update_check import Release

SHORTCUT = "Ctrl+,"
"""Edit > Preferences… where the platform has no key of its own for it (macOS: Cmd+,)."""
CHECK_SETTING = "updates/check_at_start"
"""QSettings key: whether each start looks for a new version (absent: no)."""


def check_at_start(settings: QSettings) -> bool:
    """Whether the player turned the check for a new version on."""
    return str(settings.value(CHECK_SETTING, "false")).lower() in ("true", "1")


def release_link(release: Release) -> str:
    """The sentence that tells a newer release, with the link to its page (rich text)."""
    return tr('Version {version} is available: <a href="{url}">its download page</a>.',
              version=release.version, url=release.url)


class PreferencesDialog(QDialog):
    """The preferences, each saved as soon as it is changed."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("preferences-dialog")
        self.settings = settings
        self.check = QCheckBox()
        self.check.setObjectName("check-at-start")
        self.check.setChecked(check_at_start(settings))
        self.check.toggled.connect(self._check_toggled)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.check_now = QPushButton()
        self.check_now.setObjectName("check-now")
        self.check_now.clicked.connect(self.check_for_update)
        self.answer = QLabel()
        self.answer.setObjectName("check-result")
        self.answer.setWordWrap(True)
        self.answer.setTextFormat(Qt.TextFormat.RichText)
        self.answer.setOpenExternalLinks(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.check)
        layout.addWidget(self.explanation)
        layout.addWidget(self.check_now, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.answer)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.retranslate_ui()
        self.resize(460, 220)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(tr("Preferences"))
        self.check.setText(tr("Look for a new version when the app starts"))
        self.explanation.setText(tr(
            "The app then asks GitHub for its latest release and, if it is newer than this one "
            "({version}), says so with a link. It never downloads or installs anything itself.",
            version=__version__))
        self.check_now.setText(tr("Check now"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _check_toggled(self, on: bool) -> None:
        self.settings.setValue(CHECK_SETTING, on)
        self.settings.sync()

    def check_for_update(self) -> Operation[Release | None]:
        """Ask for the latest release now (off the GUI thread); the answer is shown below."""
        from companion.update_check import latest_release

        self.check_now.setEnabled(False)
        self.answer.setText(tr("Asking GitHub…"))
        return Operation(latest_release, self._answered, lambda _error: self._answered(None),
                         parent=self).run()

    def _answered(self, release: Release | None) -> None:
        from companion.update_check import is_newer

        self.check_now.setEnabled(True)
        if release is None:
            self.answer.setText(tr("The latest release could not be read (no network?)."))
        elif is_newer(release):
            self.answer.setText(release_link(release))
        else:
            self.answer.setText(tr("This is the latest version ({version}).", version=__version__))


class Preferences(QObject):
    """Edit > Preferences… in ``window``, and the check at start."""

    def __init__(self, window: AppWindow) -> None:
        super().__init__(window.window())
        self.setObjectName("preferences")
        self.window_ = window
        self.dialog: PreferencesDialog | None = None
        self.notice: QLabel | None = None
        """The status bar's word about a newer release, once one is found."""
        self.release: Release | None = None
        """The newer release found at start, if any."""
        self.action = QAction(window.window())
        self.action.setObjectName("preferences-action")
        shortcuts: list[QKeySequence] = []
        for shortcut in (QKeySequence(QKeySequence.StandardKey.Preferences), QKeySequence(SHORTCUT)):
            if not shortcut.isEmpty() and shortcut not in shortcuts:
                shortcuts.append(shortcut)
        self.action.setShortcuts(shortcuts)
        self.action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.action.triggered.connect(lambda _checked=False: self.open_dialog())
        edit = window.menu("edit")
        edit.addSeparator()
        edit.addAction(self.action)
        window.window().addAction(self.action)
        self.retranslate_ui()
        window.window().installEventFilter(self)  # the window hears LanguageChange; a QObject does not

    def retranslate_ui(self) -> None:
        self.action.setText(tr("Pre&ferences…"))
        self.action.setStatusTip(tr("Your choices about the app, such as looking for a new version"))
        self.action.setToolTip(self.action.statusTip())
        if self.notice is not None and self.release is not None:
            self.notice.setText(release_link(self.release))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def open_dialog(self) -> PreferencesDialog:
        """The Preferences dialog, opened (or brought forward if it is open)."""
        if self.dialog is not None:
            self.dialog.raise_()
            self.dialog.activateWindow()
            return self.dialog
        self.dialog = PreferencesDialog(self.window_.settings, self.window_.window())
        self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog.destroyed.connect(lambda _object=None: setattr(self, "dialog", None))
        self.dialog.open()
        return self.dialog

    def check_at_start(self) -> Operation[Release | None] | None:
        """If the player turned it on, look for a newer release (off the GUI thread)."""
        if not check_at_start(self.window_.settings):
            return None
        from companion.update_check import newer_release

        return Operation(newer_release, self._tell, lambda _error: None, parent=self).run()

    def _tell(self, release: Release | None) -> None:
        if release is None:
            return
        self.release = release
        if self.notice is None:
            self.notice = QLabel()
            self.notice.setObjectName("update-notice")
            self.notice.setTextFormat(Qt.TextFormat.RichText)
            self.notice.setOpenExternalLinks(True)
            self.window_.statusBar().addPermanentWidget(self.notice)
        self.notice.setText(release_link(release))


def install_preferences(window: AppWindow) -> Preferences:
    """Edit > Preferences… in ``window``; returns it (the window keeps it)."""
    return Preferences(window)
