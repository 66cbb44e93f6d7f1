"""What the Print menu prints: the list open in the Army workspace, and the ruleset in force.

The Army workspace makes its builder (widgets, saved lists, the rules engine) only when it is
first shown or used (companion.ui.army.workspace). Printing does not make it for nothing: if
the builder is not made yet, it is made only when there is a list it would bring back (a draft
of unsaved changes, or the list open when the app was last closed); otherwise no list is open.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.errors import BadInput
from companion.rules.army import ArmyList, Validation
from companion.rules.card import Card
from companion.rules.ruleset import Ruleset

if TYPE_CHECKING:
    from companion.ui.printing.window import ListsWindow


@dataclass(frozen=True)
class CurrentList:
    """The list to print, the cards it may name, and its verdict (violations print with it)."""

    army: ArmyList
    cards: Mapping[str, Card]
    validation: Validation


def current_list(window: ListsWindow) -> CurrentList | None:
    """The list open in the Army workspace, or None when none is (a new list with no card yet
    counts as none); a library that cannot be opened is told to the user by the builder."""
    workspace = window.army
    if not workspace.built and not _has_list_to_bring_back(window):
        return None
    lists = workspace.controller
    if not lists.ensure_loaded():
        return None
    lists.commit_pending()  # a name being typed counts
    doc = lists.doc
    if doc.list_id is None and not doc.army.entries:
        return None
    return CurrentList(doc.army, dict(lists.cards), lists.validation)


def open_list_if_built(window: ListsWindow) -> ArmyList | None:
    """The list shown in the Army workspace if its builder is already made (never makes it)."""
    workspace = window.army
    if not workspace.built or not workspace.controller.ensure_loaded():
        return None
    doc = workspace.controller.doc
    if doc.list_id is None and not doc.army.entries:
        return None
    return doc.army


def reference_ruleset(window: ListsWindow) -> Ruleset:
    """The ruleset in force (the status bar's), with the house rules of the open list if any."""
    ruleset = window.session.ruleset
    army = open_list_if_built(window)
    if army is None or not army.ruleset.house_rules - ruleset.house_rules:
        return ruleset
    return Ruleset(ruleset.name, ruleset.house_rules | army.ruleset.house_rules)


def _has_list_to_bring_back(window: ListsWindow) -> bool:
    """Whether the builder, once made, would show a list: a draft, or the list open last time."""
    if str(window.settings.value("army/list_id", "") or "").strip():
        return True
    session = window.session
    if not session.is_open:  # the drafts as the session found them at start
        return bool(session.draft_names)
    from companion.library.armies import ArmyStore

    try:
        return bool(ArmyStore(session.library).drafts())
    except BadInput:
        return True  # let the builder say what is wrong
