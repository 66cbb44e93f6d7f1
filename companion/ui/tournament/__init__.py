"""The tournament round: Relevez le défi from the lists to La Victoire (tournament rules).

:mod:`.panel` (the flow, docked beside the Table, and :func:`install`), :mod:`.setup_page`
(players, lists under the tournament rules, terrain, objective roll and the typed objective),
:mod:`.wager_page` (the secret wagers, one player at a time), :mod:`.stage_page` (the reveal,
a played stage with its countdown, La Victoire).
"""

from __future__ import annotations

from companion.ui.tournament.panel import TournamentPanel, install

__all__ = ["TournamentPanel", "install"]
