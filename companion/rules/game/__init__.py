"""The game at the table: a pure engine over a log of actions (see :mod:`.engine`)."""

from __future__ import annotations

from companion.rules.game.actions import ACTION_TYPES, Action, action_from_dict
from companion.rules.game.engine import apply, new_game, play, replay, with_dice
from companion.rules.game.errors import IllegalAction
from companion.rules.game.setup import GameSetup, Scenario, Side, setup_from_json, setup_to_json
from companion.rules.game.state import Combat, CombatStep, Figurine, GameState, LogEntry, MoveType, Phase, Presence, Step
from companion.rules.wounds import WoundLevel

__all__ = [
    "ACTION_TYPES", "Action", "Combat", "CombatStep", "Figurine", "GameSetup", "GameState", "IllegalAction",
    "LogEntry", "MoveType", "Phase", "Presence", "Scenario", "Side", "Step", "WoundLevel", "action_from_dict",
    "apply", "new_game", "play", "replay", "setup_from_json", "setup_to_json", "with_dice",
]
