"""The Army workspace as the main window sees it: its menu actions at once, the builder later.

``MainWindow`` adds it with ``add_workspace("army", "&Army", ArmyWorkspace(session, undo_stack),
"Ctrl+2")``. The actions (File: New list, Open, Save, Save as / Duplicate, Rename, Revert,
Delete, Import, Export, Copy as text; Edit: the entries' +, -, Delete and Incarnation) exist
from the start so the menus and shortcuts are complete; the builder itself
(:class:`companion.ui.army.builder.ArmyBuilder`: its widgets, the rules engine, the saved lists
in SQLite) is made the first time the workspace is shown or an action is used. At start it
only says, in the status bar, which lists have unsaved changes (``Session.draft_names``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.ui.qt_text import QT_TRANSLATE_NOOP, arg
from companion.ui.session import Session

if TYPE_CHECKING:
    from companion.ui.army.builder import ArmyBuilder


@dataclass(frozen=True)
class ArmyActions:
    """The workspace's actions, by what they do (the builder enables and disables them)."""

    new_list: QAction
    open_list: QAction
    save: QAction
    save_as: QAction
    rename: QAction
    revert: QAction
    delete_list: QAction
    import_list: QAction
    export_list: QAction
    copy_text: QAction
    add_figure: QAction
    remove_figure: QAction
    remove_entry: QAction
    incarnation: QAction


# (attribute, text, shortcuts, builder method, tip); file actions bring the workspace forward.
# The texts are English; ArmyWorkspace.retranslate_ui shows them in the current language
# (QT_TRANSLATE_NOOP marks them for pyside6-lupdate, context "ArmyWorkspace").
_FILE_ACTIONS: tuple[tuple[str, str, Sequence[Any], str, str], ...] = (
    ("new_list", QT_TRANSLATE_NOOP("ArmyWorkspace", "New &list"), ["Ctrl+Shift+N"], "new_list",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Start a new army list")),
    ("open_list", QT_TRANSLATE_NOOP("ArmyWorkspace", "&Open list..."), [QKeySequence.StandardKey.Open],
     "choose_open", QT_TRANSLATE_NOOP("ArmyWorkspace", "Open a saved army list")),
    ("save", QT_TRANSLATE_NOOP("ArmyWorkspace", "&Save list"), [QKeySequence.StandardKey.Save], "save",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Save the army list in the database")),
    ("save_as", QT_TRANSLATE_NOOP("ArmyWorkspace", "Save list &as / Duplicate..."), ["Ctrl+Shift+S"], "save_as",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Save a copy of the list under another name")),
    ("rename", QT_TRANSLATE_NOOP("ArmyWorkspace", "&Rename list..."), ["Ctrl+R"], "rename",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Give the list a new name")),
    ("revert", QT_TRANSLATE_NOOP("ArmyWorkspace", "Re&vert to saved"), ["Ctrl+Shift+R"], "revert",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Throw away the unsaved changes of a saved list (undo: Ctrl+Z)")),
    ("delete_list", QT_TRANSLATE_NOOP("ArmyWorkspace", "De&lete list"), ["Ctrl+Shift+Del"], "delete_list",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Delete the saved list (undo: Ctrl+Z)")),
    ("import_list", QT_TRANSLATE_NOOP("ArmyWorkspace", "Import army list..."), ["Ctrl+Shift+I"], "choose_import",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Open an *.army.json file as a new list")),
    ("export_list", QT_TRANSLATE_NOOP("ArmyWorkspace", "Export army list..."), ["Ctrl+Shift+E"], "choose_export",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Write the list to an *.army.json file")),
    ("copy_text", QT_TRANSLATE_NOOP("ArmyWorkspace", "&Copy list as text"), ["Ctrl+Shift+C"], "copy_as_text",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Copy the list as text for a forum post")),
)
# The entries' actions: their keys work while the list has the focus (WidgetShortcut).
_EDIT_ACTIONS: tuple[tuple[str, str, Sequence[Any], str, str], ...] = (
    ("add_figure", QT_TRANSLATE_NOOP("ArmyWorkspace", "Add a figure"), ["+", "="], "add_figure_selected",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "One more figurine on the selected entries")),
    ("remove_figure", QT_TRANSLATE_NOOP("ArmyWorkspace", "Remove a figure"), ["-"], "remove_figure_selected",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "One figurine fewer on the selected entries")),
    ("remove_entry", QT_TRANSLATE_NOOP("ArmyWorkspace", "Remove entry"), [QKeySequence.StandardKey.Delete],
     "remove_selected",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Remove the selected entries from the list (undo: Ctrl+Z)")),
    ("incarnation", QT_TRANSLATE_NOOP("ArmyWorkspace", "Toggle Incarnation"), ["Ctrl+J"],
     "toggle_incarnation_selected",
     QT_TRANSLATE_NOOP("ArmyWorkspace", "Incarnation: the figurine becomes a Character, its AP doubled")),
)
# The entry actions' short words on the buttons under the list.
_ICON_TEXTS: dict[str, str] = {
    "add_figure": QT_TRANSLATE_NOOP("ArmyWorkspace", "+ figure"),
    "remove_figure": QT_TRANSLATE_NOOP("ArmyWorkspace", "− figure"),
    "remove_entry": QT_TRANSLATE_NOOP("ArmyWorkspace", "Remove"),
    "incarnation": QT_TRANSLATE_NOOP("ArmyWorkspace", "Incarnation"),
}


class ArmyWorkspace(QWidget):
    """The Army tab; ``builder`` is the builder (made on first use)."""

    def __init__(self, session: Session, undo_stack: QUndoStack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.undo_stack = undo_stack
        self._builder: ArmyBuilder | None = None
        self._state: dict[str, Any] = {}
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        made: dict[str, QAction] = {}
        for name, _text, shortcuts, method, _tip in _FILE_ACTIONS:
            made[name] = self._action(shortcuts, method, Qt.ShortcutContext.WindowShortcut, True)
        for name, _text, shortcuts, method, _tip in _EDIT_ACTIONS:
            made[name] = self._action(shortcuts, method, Qt.ShortcutContext.WidgetShortcut, False)
        self.list_actions = ArmyActions(**made)
        self.drafts_hint = ""
        """What the status bar said at start about lists with unsaved changes (empty: none)."""
        self._drafts: list[str] = []
        self.retranslate_ui()
        session.loaded.connect(self._check_drafts)
        if session.is_loaded:  # once this workspace is in its window, with its status bar
            QTimer.singleShot(0, self._check_drafts)

    def _check_drafts(self) -> None:
        """At start, before the builder is made: say in the status bar that unsaved changes
        were kept (the builder restores them when the workspace is shown)."""
        if self._builder is not None:
            return
        drafts = self.session.draft_names
        if not drafts:
            return
        self._drafts = list(drafts)
        self.drafts_hint = self._drafts_text()
        status = getattr(self.window(), "statusBar", None)
        if callable(status) and self.window() is not self:
            status().showMessage(self.drafts_hint, 20000)

    def _drafts_text(self) -> str:
        if not self._drafts:
            return ""
        name = self._drafts[0]
        if len(self._drafts) == 1:
            return arg(self.tr("Unsaved changes to the army list “%1” were kept: the Army workspace (Ctrl+2) "
                               "brings them back."), name)
        return arg(self.tr("Unsaved changes to the army list “%1” (and %2 more) were kept: the Army workspace "
                           "(Ctrl+2) brings them back."), name, len(self._drafts) - 1)

    def _action(self, shortcuts: Sequence[Any], method: str, context: Qt.ShortcutContext,
                forward: bool) -> QAction:
        action = QAction(self)
        action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.setShortcutContext(context)
        action.triggered.connect(lambda _checked=False: self._run(method, forward))
        return action

    def retranslate_ui(self) -> None:
        """The actions' words (menus, tool tips, status tips, buttons) in the current language."""
        for name, text, _shortcuts, _method, tip in _FILE_ACTIONS + _EDIT_ACTIONS:
            action: QAction = getattr(self.list_actions, name)
            action.setText(QCoreApplication.translate("ArmyWorkspace", text))
            tip = QCoreApplication.translate("ArmyWorkspace", tip)
            action.setStatusTip(tip)
            action.setToolTip(tip)
            if name in _ICON_TEXTS:
                action.setIconText(QCoreApplication.translate("ArmyWorkspace", _ICON_TEXTS[name]))
        if self._drafts:
            self.drafts_hint = self._drafts_text()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _run(self, method: str, forward: bool) -> Any:
        """An action: bring the workspace forward (menu actions), load the builder, then act."""
        if forward:
            show = getattr(self.window(), "show_workspace", None)
            if callable(show) and self.property("workspace"):
                show(str(self.property("workspace")))
        builder = self.builder
        if not builder.ensure_loaded():
            return None
        return getattr(builder, method)()

    @property
    def builder(self) -> ArmyBuilder:
        """The builder, made now if it is not yet."""
        if self._builder is None:
            from companion.ui.army.builder import ArmyBuilder

            self._builder = ArmyBuilder(self.session, self.undo_stack, self.list_actions, self)
            self._builder.restore_state(self._state)
            self._layout.addWidget(self._builder)
            if self.isVisible():
                self._builder.show()
        return self._builder

    @property
    def built(self) -> bool:
        return self._builder is not None

    def showEvent(self, event: QShowEvent) -> None:
        self.builder  # made (and shown with the workspace) the first time the tab is shown
        super().showEvent(event)

    # -- what MainWindow.add_workspace looks for ---------------------------------------------
    def menu_actions(self) -> dict[str, list[QAction]]:
        """Actions for the window's menus (File and Edit)."""
        a = self.list_actions
        separator = QAction(self)
        separator.setSeparator(True)  # the lists' group apart from the cards' in File
        return {"file": [separator, a.new_list, a.open_list, a.save, a.save_as, a.rename, a.revert, a.delete_list,
                         a.import_list, a.export_list, a.copy_text],
                "edit": [a.add_figure, a.remove_figure, a.remove_entry, a.incarnation]}

    def focus_find(self) -> None:
        self.builder.focus_find()

    def save_state(self, settings: QSettings) -> None:
        if self._builder is not None:
            self._builder.save_state(self._state)
        for key, value in self._state.items():
            settings.setValue(key, value)

    def restore_state(self, settings: QSettings) -> None:
        self._state = {key: settings.value(key) for key in settings.childKeys()}
        if self._builder is not None:
            self._builder.restore_state(self._state)
