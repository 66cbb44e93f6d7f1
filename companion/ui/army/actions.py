"""The Army workspace's menu actions: what each is called, its keys and what it asks for.

File: New list, Open, Save, Save as / Duplicate, Rename, Revert, Delete, Import, Export, Copy
as text; Edit: the entries' +, -, Delete and Incarnation. Each row names the part of the
builder that answers it: the controller (the list itself) or the view (a dialog to ask first,
or the entries selected). The texts are English, marked with ``N_`` and shown with ``tr`` in
the current language (:func:`retranslate_actions`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QAction, QKeySequence

from companion.i18n import N_, tr


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


@dataclass(frozen=True)
class ActionSpec:
    """One action: its attribute in :class:`ArmyActions`, its words, its keys and what runs it."""

    name: str
    text: str
    shortcuts: Sequence[Any]
    target: str
    """``"controller"`` or ``"view"``: who answers it."""
    method: str
    tip: str
    icon_text: str = ""
    """The short words on the button under the list (the entries' actions)."""


FILE_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("new_list", N_("New &list"), ["Ctrl+Shift+N"], "view", "start_new_list",
               N_("Start a new army list")),
    ActionSpec("open_list", N_("&Open list..."), [QKeySequence.StandardKey.Open], "view", "ask_open",
               N_("Open a saved army list")),
    ActionSpec("save", N_("&Save list"), [QKeySequence.StandardKey.Save], "controller", "save",
               N_("Save the army list in the database")),
    ActionSpec("save_as", N_("Save list &as / Duplicate..."), ["Ctrl+Shift+S"], "view", "ask_save_as",
               N_("Save a copy of the list under another name")),
    ActionSpec("rename", N_("&Rename list..."), ["Ctrl+R"], "view", "ask_rename", N_("Give the list a new name")),
    ActionSpec("revert", N_("Re&vert to saved"), ["Ctrl+Shift+R"], "controller", "revert",
               N_("Throw away the unsaved changes of a saved list (undo: Ctrl+Z)")),
    ActionSpec("delete_list", N_("De&lete list"), ["Ctrl+Shift+Del"], "controller", "delete_list",
               N_("Delete the saved list (undo: Ctrl+Z)")),
    ActionSpec("import_list", N_("Import army list..."), ["Ctrl+Shift+I"], "view", "ask_import",
               N_("Open an *.army.json file as a new list")),
    ActionSpec("export_list", N_("Export army list..."), ["Ctrl+Shift+E"], "view", "ask_export",
               N_("Write the list to an *.army.json file")),
    ActionSpec("copy_text", N_("&Copy list as text"), ["Ctrl+Shift+C"], "view", "copy_as_text",
               N_("Copy the list as text for a forum post")),
)
"""The lists' actions; they bring the workspace forward and work from anywhere in the window."""

EDIT_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("add_figure", N_("Add a figure"), ["+", "="], "view", "add_figure_selected",
               N_("One more figurine on the selected entries"), N_("+ figure")),
    ActionSpec("remove_figure", N_("Remove a figure"), ["-"], "view", "remove_figure_selected",
               N_("One figurine fewer on the selected entries"), N_("− figure")),
    ActionSpec("remove_entry", N_("Remove entry"), [QKeySequence.StandardKey.Delete], "view", "remove_selected",
               N_("Remove the selected entries from the list (undo: Ctrl+Z)"), N_("Remove")),
    ActionSpec("incarnation", N_("Toggle Incarnation"), ["Ctrl+J"], "view", "toggle_incarnation_selected",
               N_("Incarnation: the figurine becomes a Character, its AP doubled"), N_("Incarnation")),
)
"""The entries' actions: their keys work while the list has the focus."""


def retranslate_actions(actions: ArmyActions) -> None:
    """The actions' words (menus, tool tips, status tips, buttons) in the current language."""
    for spec in FILE_ACTIONS + EDIT_ACTIONS:
        action: QAction = getattr(actions, spec.name)
        action.setText(tr(spec.text))
        tip = tr(spec.tip)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        if spec.icon_text:
            action.setIconText(tr(spec.icon_text))
