"""The Army workspace's menu actions: what each is called, its keys and what it asks for.

File: New list, Open, Save, Save as / Duplicate, Rename, Revert, Delete, Import, Export, Copy
as text; Edit: the entries' +, -, Delete and Incarnation. Each row says what runs it, on the
builder (:class:`ListCommands`): its view (a dialog to ask first, or the entries selected) or
its controller (the list itself). The texts are English, marked with ``N_`` and shown with
``tr`` in the current language (:func:`retranslate_actions`).

An action is added with a field of :class:`ArmyActions`, a row of :data:`FILE_ACTIONS` or
:data:`EDIT_ACTIONS`, the builder's method it runs in :class:`ListCommands` (if it is a new
one), and its place in the menus (``ArmyWorkspace.menu_actions``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtGui import QAction, QKeySequence

from companion.i18n import N_, tr

if TYPE_CHECKING:
    from companion.ui.army.controller import ArmyListController


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


class ListCommands(Protocol):
    """What the actions run: the builder's view (companion.ui.army.builder.ArmyBuilder does it)
    and its controller, the list itself."""

    @property
    def controller(self) -> ArmyListController: ...
    def start_new_list(self) -> object: ...
    def ask_open(self) -> object: ...
    def ask_save_as(self) -> object: ...
    def ask_rename(self) -> object: ...
    def ask_import(self) -> object: ...
    def ask_export(self) -> object: ...
    def copy_as_text(self) -> object: ...
    def add_figure_selected(self) -> object: ...
    def remove_figure_selected(self) -> object: ...
    def remove_selected(self) -> object: ...
    def toggle_incarnation_selected(self) -> object: ...


@dataclass(frozen=True)
class ActionSpec:
    """One action: its attribute in :class:`ArmyActions`, its words, its keys and what runs it."""

    name: str
    text: str
    shortcuts: Sequence[Any]
    run: Callable[[ListCommands], object]
    """What it does, on the builder (made and its list loaded first)."""
    tip: str
    icon_text: str = ""
    """The short words on the button under the list (the entries' actions)."""


FILE_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("new_list", N_("New &list"), ["Ctrl+Shift+N"], lambda view: view.start_new_list(),
               N_("Start a new army list")),
    ActionSpec("open_list", N_("&Open list..."), [QKeySequence.StandardKey.Open], lambda view: view.ask_open(),
               N_("Open a saved army list")),
    ActionSpec("save", N_("&Save list"), [QKeySequence.StandardKey.Save], lambda view: view.controller.save(),
               N_("Save the army list in the database")),
    ActionSpec("save_as", N_("Save list &as / Duplicate..."), ["Ctrl+Shift+S"], lambda view: view.ask_save_as(),
               N_("Save a copy of the list under another name")),
    ActionSpec("rename", N_("&Rename list..."), ["Ctrl+R"], lambda view: view.ask_rename(),
               N_("Give the list a new name")),
    ActionSpec("revert", N_("Re&vert to saved"), ["Ctrl+Shift+R"], lambda view: view.controller.revert(),
               N_("Throw away the unsaved changes of a saved list (undo: Ctrl+Z)")),
    ActionSpec("delete_list", N_("De&lete list"), ["Ctrl+Shift+Del"], lambda view: view.controller.delete_list(),
               N_("Delete the saved list (undo: Ctrl+Z)")),
    ActionSpec("import_list", N_("Import list..."), ["Ctrl+Shift+I"], lambda view: view.ask_import(),
               N_("Open an army list (*.army.json), a BattleScribe roster (.ros, .rosz) or a New Recruit "
                  "export (.json) as a new list")),
    ActionSpec("export_list", N_("Export list as..."), ["Ctrl+Shift+E"], lambda view: view.ask_export(),
               N_("Write the list as an army list (*.army.json), a BattleScribe roster (.ros, .rosz) or a New "
                  "Recruit export (.json), by the file's extension")),
    ActionSpec("copy_text", N_("&Copy list as text"), ["Ctrl+Shift+C"], lambda view: view.copy_as_text(),
               N_("Copy the list as text for a forum post")),
)
"""The lists' actions; they bring the workspace forward and work from anywhere in the window."""

EDIT_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("add_figure", N_("Add a figure"), ["+", "="], lambda view: view.add_figure_selected(),
               N_("One more figurine on the selected entries"), N_("+ figure")),
    ActionSpec("remove_figure", N_("Remove a figure"), ["-"], lambda view: view.remove_figure_selected(),
               N_("One figurine fewer on the selected entries"), N_("− figure")),
    ActionSpec("remove_entry", N_("Remove entry"), [QKeySequence.StandardKey.Delete],
               lambda view: view.remove_selected(),
               N_("Remove the selected entries from the list (undo: Ctrl+Z)"), N_("Remove")),
    ActionSpec("incarnation", N_("Toggle Incarnation"), ["Ctrl+J"], lambda view: view.toggle_incarnation_selected(),
               N_("Incarnation: the figurine becomes a Character, its AP doubled"), N_("Incarnation")),
)
"""The entries' actions: their keys work while the list has the focus."""


def retranslate_actions(actions: Iterable[tuple[ActionSpec, QAction]]) -> None:
    """The actions' words (menus, tool tips, status tips, buttons) in the current language."""
    for spec, action in actions:
        action.setText(tr(spec.text))
        tip = tr(spec.tip)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        if spec.icon_text:
            action.setIconText(tr(spec.icon_text))
