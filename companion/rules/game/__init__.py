"""The game at the table: a pure engine over a log of actions.

- :mod:`.setup` - :class:`GameSetup` (ruleset, two :class:`Side`, :class:`Scenario`, seed, Wound
  Table snapshot) and its JSON.
- :mod:`.state` - :class:`GameState` and its parts (:class:`Figurine`, :class:`Combat`, ...).
- :mod:`.actions` - the actions, each a JSON object with a "kind".
- :mod:`.engine` - :func:`new_game`, :func:`apply`, :func:`play`, :func:`replay`, :func:`with_dice`,
  and the table of each action's handler, in the module of its part of the game:
  :mod:`.approach`, :mod:`.movement`, :mod:`.firing`, :mod:`.melee`, :mod:`.game_round`,
  :mod:`.corrections`; each handler changes a :class:`.draft.Draft` of the state.
- :mod:`.guide` - :func:`next_step`, :func:`odds_for_next_step` and the odds of declared rolls.
- :mod:`.report` - the battle report's parts (the log by round and phase) and the final state summary.

Everything the engine tells the players (log lines, steps, odds, refusals, state badges) is a
:class:`~companion.rules.message.Message` (the joins in :mod:`.phrases`); the window, the
command line and the battle report render it in the reader's language.
- :mod:`.autoplay` - a player that always takes a legal action (demos, benchmarks, tests).
"""

from __future__ import annotations

from companion.rules.game.actions import ACTION_TYPES, Action, action_from_dict
from companion.rules.game.engine import apply, new_game, play, replay, with_dice
from companion.rules.game.errors import IllegalAction
from companion.rules.game.guide import Odds, next_step, odds_for_next_step
from companion.rules.game.setup import GameSetup, Scenario, Side, setup_from_json, setup_to_json
from companion.rules.game.state import Combat, CombatStep, Figurine, GameState, LogEntry, MoveType, Phase, Presence, Step
from companion.rules.wounds import WoundLevel

__all__ = [
    "ACTION_TYPES", "Action", "Combat", "CombatStep", "Figurine", "GameSetup", "GameState", "IllegalAction",
    "LogEntry", "MoveType", "Odds", "Phase", "Presence", "Scenario", "Side", "Step", "WoundLevel",
    "action_from_dict", "apply", "new_game", "next_step", "odds_for_next_step", "play", "replay",
    "setup_from_json", "setup_to_json", "with_dice",
]
