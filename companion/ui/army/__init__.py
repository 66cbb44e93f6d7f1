"""The Army workspace (UX.md, "Army"): build a list from the library and see at every edit
whether it is legal and why not. One module per part:

- ``document``: the list being edited (:class:`ListDoc`) and whether it has unsaved changes;
- ``commands``: the undoable edits (QUndoCommand), each re-validating and writing the draft;
- ``marks``: membership icons and words (never colour alone);
- ``pane_model``: the cards that may join (the library model, marked and ordered by membership);
- ``entries_model`` / ``entries_view``: the list grouped by reference card, figures with +/-;
- ``violations_model``: the validation panel's rows;
- ``totals``: the totals bar's words; ``text``: the list as a forum post;
- ``header``: people, name, points, ruleset, house rules;
- ``open_dialog``: the saved lists and drafts;
- ``builder``: :class:`~companion.ui.army.builder.ArmyBuilder`, which puts them together;
- ``workspace``: :class:`ArmyWorkspace`, the tab the main window holds: its menu actions at
  once, the builder on first use (start-up stays fast).
"""

from __future__ import annotations

from companion.ui.army.workspace import ArmyWorkspace

__all__ = ["ArmyWorkspace"]
