"""Tournament day: the public face of the tournament rules.

- :mod:`companion.rules.tournament_setup`: "Choix des troupes" (the lists under the tournament
  ruleset: 200 AP and the overage), "Choix du terrain" (the size limits), "Comment déterminer les
  conditions de victoire" (the objective roll; the challenge table is typed by the players).
- :mod:`companion.rules.tournament_stages`: the stages of a round and their sections.
- :mod:`companion.rules.tournament_challenge`: "Relevez le défi" and its stages, Premier sang,
  La Revanche, Le Duel, La Victoire, as an immutable :class:`Challenge`.

The additional rules ("Règles additionnelles de tournoi") are applied by the modules that own
each rule when the ruleset is :data:`companion.rules.ruleset.TOURNAMENT`; see
tests/rules/test_tournament_rules_applied.py for the list.

>>> roll = objective_roll([6, 2])
>>> roll.result, roll.time_row, roll.rerolls
(2, 4, 1)
>>> terrain_problem(60, 90) is None, terrain_problem(120, 80) is None
(True, True)
"""

from __future__ import annotations

from companion.rules.tournament_challenge import (
    DEPLOYMENT_RULE,
    DUEL_RULE,
    LOWER_RULE,
    REVANCHE_RULE,
    WAGER_RULE,
    Challenge,
    DuelTie,
    HandCard,
    Outcome,
    Player,
    Reveal,
    StageResult,
    TieBreak,
    challenge_from_json,
    challenge_to_json,
)
from companion.rules.tournament_setup import (
    CHOIX_DES_TROUPES,
    CHOIX_DU_TERRAIN,
    CONDITIONS_DE_VICTOIRE,
    REROLL_RULE,
    TERRAIN_LARGEST_CM,
    TERRAIN_RULE,
    TERRAIN_SMALLEST_CM,
    TIME_RULE,
    ListsCheck,
    Objective,
    ObjectiveRoll,
    Terrain,
    TournamentError,
    check_list,
    check_lists,
    objective_odds,
    objective_roll,
    roll_objective,
    terrain_problem,
    tournament_list,
    tournament_points,
    unknown_cards,
)
from companion.rules.tournament_stages import (
    LA_REVANCHE,
    LA_VICTOIRE,
    LE_DUEL,
    PLAYED_STAGES,
    PREMIER_SANG,
    RELEVEZ_LE_DEFI,
    Stage,
)

__all__ = [
    "CHOIX_DES_TROUPES", "CHOIX_DU_TERRAIN", "CONDITIONS_DE_VICTOIRE", "DEPLOYMENT_RULE", "DUEL_RULE", "LA_REVANCHE",
    "LA_VICTOIRE", "LE_DUEL", "LOWER_RULE", "PLAYED_STAGES", "PREMIER_SANG", "RELEVEZ_LE_DEFI", "REROLL_RULE",
    "REVANCHE_RULE", "TERRAIN_LARGEST_CM", "TERRAIN_RULE", "TERRAIN_SMALLEST_CM", "TIME_RULE", "WAGER_RULE",
    "Challenge", "DuelTie", "HandCard", "ListsCheck", "Objective", "ObjectiveRoll", "Outcome", "Player", "Reveal",
    "Stage", "StageResult", "Terrain", "TieBreak", "TournamentError", "challenge_from_json", "challenge_to_json",
    "check_list", "check_lists", "objective_odds", "objective_roll", "roll_objective", "terrain_problem",
    "tournament_list", "tournament_points", "unknown_cards",
]
