"""The wound track printed for each figurine: the boxes a player marks with a pencil.

Booklet, "wound table": Stunned, Light, Serious, Critical Wound, Killed Outright; a new wound
no worse than the current one worsens it by one level. Booklet, "abilities": Colossal,
Enormous and Gigantic creatures are not removed when killed, they take a wound instead:
- Colossal: Serious, then Critical, dead the third time (3 lives);
- Enormous: Critical, dead the second time (2 lives);
- Gigantic: Light, then Serious, then Critical, dead the fourth time (4 lives).
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.i18n import current_language, tr
from companion.i18n.engine import sources_text
from companion.printing.cardface import booklet_names
from companion.rules.card import Card
from companion.rules.source import Source, booklet
from companion.rules.wounds import Lives, WoundLevel

TRACK_BOXES: tuple[str, ...] = ("Stunned", "Light", "Serious", "Critical", "Killed")
"""The five boxes of every track, from the least to the worst (booklet, "wound table"), in
English; :func:`wound_track` gives them in the current language."""

# The French short forms: the tournament text's "sonné" and "TUE NET", house rule 21's table
# headers "légères, Grave, Critiques".
_FRENCH_BOXES: dict[str, str] = {"Stunned": "Sonné", "Light": "Légère", "Serious": "Grave",
                                 "Critical": "Critique", "Killed": "Tué net"}


def box_name(english: str) -> str:
    """A track box in the current language."""
    return english if current_language() == "en" else _FRENCH_BOXES[english]


TRACK_SOURCE: Source = booklet("wound table")

_SHORT: dict[WoundLevel, str] = {
    WoundLevel.LIGHT: "Light", WoundLevel.SERIOUS: "Serious", WoundLevel.CRITICAL: "Critical",
}

EXTRA_LIVES: dict[str, tuple[str, ...]] = {
    lives.value: tuple(_SHORT[level] for level in lives.track) for lives in Lives
}
"""The wound a creature takes instead of dying, each time it is killed before the last
(read from companion.rules.wounds.Lives, the engine's table)."""


@dataclass(frozen=True, slots=True)
class WoundTrack:
    """The boxes of one figurine's track and, for huge creatures, the lives after a kill."""

    boxes: tuple[str, ...] = TRACK_BOXES
    ability: str | None = None
    after_kill: tuple[str, ...] = ()
    source: str = str(TRACK_SOURCE)

    @property
    def lives(self) -> int:
        """How many times the figurine must be killed to be dead for good."""
        return len(self.after_kill) + 1

    def life_boxes(self) -> tuple[str, ...]:
        """The extra boxes: each kill before the last and the wound it leaves, then dead."""
        boxes = [tr("Kill {n} → {level}", n=n, level=level)
                 for n, level in enumerate(self.after_kill, start=1)]
        if self.after_kill:
            boxes.append(tr("Kill {n} → dead", n=self.lives))
        return tuple(boxes)


def wound_track(card: Card) -> WoundTrack:
    """The track for a figurine of ``card``: five boxes, plus lives if it is Colossal,
    Enormous or Gigantic (the first of these abilities the card has, written any way: the
    abilities are compared by their booklet names, as ``Card.has`` compares them).
    """
    boxes = tuple(box_name(box) for box in TRACK_BOXES)
    names = booklet_names(card)
    for ability, after_kill in EXTRA_LIVES.items():
        if ability in names:
            return WoundTrack(
                boxes=boxes,
                ability=ability,
                after_kill=tuple(box_name(level) for level in after_kill),
                source=sources_text([TRACK_SOURCE, Lives(ability).source]),
            )
    return WoundTrack(boxes=boxes, source=sources_text([TRACK_SOURCE]))
