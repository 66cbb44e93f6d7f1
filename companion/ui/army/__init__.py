"""The Army workspace: build a list from the library and see at every edit whether it is legal
and why not. One module per part:

- ``document``: the list being edited (:class:`ListDoc`) and whether it has unsaved changes;
- ``edits``: the changes to a list as values (the list after, its words in Edit > Undo);
- ``commands``: the undoable commands (QUndoCommand), each re-validating and writing the draft;
- ``controller``: :class:`~companion.ui.army.controller.ArmyListController`: the list shown,
  its undo history, saving and drafts, validation;
- ``marks``: membership icons and words (never colour alone);
- ``pane_model``: the cards that may join (the library model, marked and ordered by membership);
- ``entries_model`` / ``entries_view``: the list grouped by reference card, figures with +/-;
- ``violations_model``: the validation panel's rows;
- ``totals``: the totals bar's words; ``summary``: the caption, verdict and facts;
  ``text``: the list as a forum post;
- ``header``: people, name, points, ruleset, house rules;
- ``open_dialog``: the saved lists and drafts;
- ``builder``: :class:`~companion.ui.army.builder.ArmyBuilder`, the view: the widgets, which
  forward what the player asks for to the controller;
- ``actions``: the workspace's menu actions;
- ``workspace``: :class:`ArmyWorkspace`, the tab the main window holds: its menu actions at
  once, the builder and its controller on first use (start-up stays fast).
"""

from __future__ import annotations

from companion.ui.army.workspace import ArmyWorkspace

__all__ = ["ArmyWorkspace"]
