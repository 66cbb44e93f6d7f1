"""The list the builder edits, and whether it has unsaved changes.

A :class:`ListDoc` is the one mutable thing the undo commands point at: the list itself
(an immutable :class:`~companion.rules.army.ArmyList`, replaced at each edit), the saved list
it belongs to and the draft that keeps its unsaved changes (companion.library.armies).
Because commands hold the document rather than a copy of its ids, saving a list (which gives
it an id) is seen by every command already on the undo stack.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.i18n import tr
from companion.rules.army import ArmyList
from companion.rules.ruleset import Ruleset

NEW_LIST_NAME = "New list"
"""The name of a new list (in English; ``fresh_list`` gives it in the current language)."""
NEW_LIST_POINTS = 200
"""A new list starts at 200 AP: the tournament's default, and a common size for a game."""


def fresh_list(people: str, ruleset: Ruleset, name: str | None = None) -> ArmyList:
    """An empty list of ``people`` at 200 AP, named "New list" in the current language (the
    name is then the list's own: it stays as it is when the language changes)."""
    return ArmyList(name=tr("New list") if name is None else name, people=people,
                    points=NEW_LIST_POINTS, ruleset=ruleset)


@dataclass(eq=False)
class ListDoc:
    """One list in the builder: its current value, where it is saved, its draft."""

    army: ArmyList
    list_id: int | None = None
    """The saved list (None: never saved)."""
    baseline: ArmyList | None = None
    """The list as last saved (or as created); None: not saved anywhere yet (an import)."""
    draft_id: int | None = None
    """The draft row holding the unsaved changes, if any."""
    version: int = 0
    """The version of the saved row this document last read or wrote (companion.library.armies)."""
    draft_version: int = 0
    """The version of its draft row, likewise."""

    @property
    def dirty(self) -> bool:
        """Whether the list differs from what is saved (or, for a new list, from empty)."""
        return self.baseline is None or self.army != self.baseline

    @property
    def title(self) -> str:
        return f"{self.army.name}{' *' if self.dirty else ''}"
