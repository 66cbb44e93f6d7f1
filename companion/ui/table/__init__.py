"""The Table workspace: two players beside the battlefield, one screen.

One module per part: :mod:`.workspace` (the workspace: the games page or a game),
:mod:`.games_page` (games listed, resumed), :mod:`.new_game` (the New game dialog),
:mod:`.controller` (every action goes through GameStore, committed before the screen changes),
:mod:`.tiles` (a column per army, a tile per figurine), :mod:`.step_panel` (the step the rules
ask for now, with the exact odds and Roll / Enter dice), :mod:`.forms` (the small forms of the
steps), :mod:`.declared_rolls` (a Charge, a shot), :mod:`.combat_forms` (the steps of a hand to
hand combat), :mod:`.log_pane` (the story in sentences), :mod:`.format` (the engine's words and typed dice).

The rules and the state logic are the engine's (companion.rules.game): the workspace only
shows ``GameStore``'s state and sends actions.
"""

from __future__ import annotations

from companion.ui.table.workspace import TableWorkspace

__all__ = ["TableWorkspace"]
