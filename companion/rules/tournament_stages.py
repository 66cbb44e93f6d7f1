"""The stages of a tournament round and the sections of the tournament rules that give them.

"Relevez le défi" (the secret wagers), "I - Le premier sang", "II - La revanche", "III - Le
duel", "IV - La victoire". The window and the sheets name a stage by its term
(companion.i18n.vocabulary, kind ``stage``).
"""

from __future__ import annotations

from enum import Enum

from companion.rules.source import Source, tournament

RELEVEZ_LE_DEFI: Source = tournament("Relevez le défi")
PREMIER_SANG: Source = tournament("I - Le premier sang")
LA_REVANCHE: Source = tournament("II - La revanche")
LE_DUEL: Source = tournament("III - Le duel")
LA_VICTOIRE: Source = tournament("IV - La victoire")


class Stage(str, Enum):
    """Where the round is."""

    WAGERS = "wagers"
    """Each player secretly wagers cards; then both are revealed."""
    TIE_ROLL = "tie-roll"
    """Equal totals under :attr:`TieBreak.ROLL_OFF`: each player rolls a D6."""
    PREMIER_SANG = "premier-sang"
    REVANCHE = "revanche"
    DUEL = "duel"
    VICTOIRE = "victoire"

    @property
    def source(self) -> Source:
        return _SOURCES[self]


_SOURCES = {
    Stage.WAGERS: RELEVEZ_LE_DEFI,
    Stage.TIE_ROLL: RELEVEZ_LE_DEFI,
    Stage.PREMIER_SANG: PREMIER_SANG,
    Stage.REVANCHE: LA_REVANCHE,
    Stage.DUEL: LE_DUEL,
    Stage.VICTOIRE: LA_VICTOIRE,
}
PLAYED_STAGES = (Stage.PREMIER_SANG, Stage.REVANCHE, Stage.DUEL)
"""The stages played as a game of CONFRONTATION."""


__all__ = ["LA_REVANCHE", "LA_VICTOIRE", "LE_DUEL", "PLAYED_STAGES", "PREMIER_SANG", "RELEVEZ_LE_DEFI", "Stage"]
