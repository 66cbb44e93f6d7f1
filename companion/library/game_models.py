"""The tables of games and tournament rounds, one declared sqlmodel class each (the rest of
the schema is companion.library.models): read and written by companion.library.games and
companion.library.tournament_rounds.

A game's setup and actions and a round's state are JSON, spelt as the project's files spell
them (FORMATS.md).
"""

from sqlalchemy import Column, ForeignKey, Integer
from sqlmodel import Field, SQLModel


class GameRow(SQLModel, table=True):
    """A game: both lists, their cards and the Wound Table as JSON (``setup``), the seed of
    its dice, and a summary kept with each action (listing games needs no replay)."""

    __tablename__ = "game"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    created_at: str
    updated_at: str
    ruleset: str
    house_rules: str = "[]"
    setup: str
    seed: int
    status: str = "in-progress"
    result: str | None = None
    sides: str
    round: int = 0
    phase: str = "approach"
    version: int = 0


class GameActionRow(SQLModel, table=True):
    """One action of a game's log, as its JSON object; undone actions stay until a new action
    replaces them (redo)."""

    __tablename__ = "game_action"

    game_id: int = Field(sa_column=Column(Integer, ForeignKey("game.id", ondelete="CASCADE"), primary_key=True))
    seq: int = Field(primary_key=True)
    action: str
    undone: bool = False


def _game_link() -> Column[int]:
    return Column(Integer, ForeignKey("game.id", ondelete="SET NULL"), nullable=True)


class TournamentRoundRow(SQLModel, table=True):
    """A tournament round: the whole challenge as JSON (``state``), a summary for the list of
    rounds, the saved lists the players brought and the game of each stage played."""

    __tablename__ = "tournament_round"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    created_at: str
    updated_at: str
    state: str
    player_a: str
    player_b: str
    stage: str
    winner: str | None = None
    objective: str
    time_limit: str
    terrain: str
    list_a_id: int | None = None
    list_b_id: int | None = None
    premier_sang_game_id: int | None = Field(default=None, sa_column=_game_link())
    revanche_game_id: int | None = Field(default=None, sa_column=_game_link())
    duel_game_id: int | None = Field(default=None, sa_column=_game_link())
    stage_started_at: str | None = None
    """When the current stage's clock started (UTC, ISO 8601)."""
