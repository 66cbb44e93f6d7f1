"""Tournament rounds in SQLite (table ``tournament_round``, migration 0004).

A row holds the round as :func:`companion.rules.tournament.challenge_to_json` (both players'
lists and the cards they use as snapshots, the objective roll, the typed objective and time
limit, the terrain, the wagers, the stage, the outcomes, the winner), a summary for listing,
the saved lists the players brought, the id of each stage's game (:class:`GameStore`) and when
the current stage's clock started.

Every change is committed before the method returns (one transaction each); a round that cannot
be read back raises :class:`~companion.errors.DatabaseError` naming it.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError

from companion.errors import BadInput, DatabaseError
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.tournament import PLAYED_STAGES, Challenge, Stage, challenge_from_json, challenge_to_json

GAME_COLUMNS: dict[Stage, str] = {
    Stage.PREMIER_SANG: "premier_sang_game_id",
    Stage.REVANCHE: "revanche_game_id",
    Stage.DUEL: "duel_game_id",
}
"""The column holding each played stage's game id."""

_COLUMNS = ("id, name, created_at, updated_at, state, list_a_id, list_b_id, premier_sang_game_id, revanche_game_id, "
            "duel_game_id, stage_started_at")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass(frozen=True)
class TournamentRound:
    """One stored round: the challenge and what the store keeps around it."""

    id: int
    name: str
    created_at: str
    updated_at: str
    challenge: Challenge
    list_ids: tuple[int | None, int | None]
    games: dict[Stage, int]
    """The game of each played stage started so far."""
    stage_started_at: str | None
    """When the current stage's clock started (UTC, ISO 8601), None if not started."""

    @property
    def game(self) -> int | None:
        """The current stage's game, if it has been started."""
        return self.games.get(self.challenge.stage)

    def elapsed_seconds(self, now: datetime | None = None) -> int | None:
        """Seconds since the current stage's clock started (None: not started)."""
        if self.stage_started_at is None:
            return None
        started = datetime.fromisoformat(self.stage_started_at)
        return max(0, int(((now or datetime.now(timezone.utc)) - started).total_seconds()))


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """A round as listed (no JSON read)."""

    id: int
    name: str
    updated_at: str
    players: tuple[str, str]
    stage: str
    winner: str | None
    objective: str


class TournamentRounds:
    """The tournament rounds of one database. Pass a Library, a GameStore or an SQLAlchemy Engine."""

    def __init__(self, source: Any) -> None:
        engine = getattr(source, "engine", source)
        if not isinstance(engine, Engine):
            raise TypeError("TournamentRounds needs a Library, a GameStore or an SQLAlchemy Engine")
        self._engine: Engine = engine

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None) -> TournamentRounds:
        """The rounds of the database at ``path`` (default: --db / COMPANION_DB / user folder); a new
        database gets the starter library, as :meth:`Library.open <companion.library.store.Library.open>` gives it."""
        from companion.library.db import open_path
        from companion.library.store import seed_starter_packs

        _resolved, opened = open_path(path, seed=seed_starter_packs)
        return cls(opened.engine)

    def close(self) -> None:
        self._engine.dispose()

    # --- database ---------------------------------------------------------------------------
    def _run(self, write: bool, work: Any) -> Any:
        try:
            if write:
                with self._engine.begin() as connection:
                    return work(connection)
            with self._engine.connect() as connection:
                return work(connection)
        except DBAPIError as error:
            from companion.library.db import error_message

            raise DatabaseError(error_message(Path(self._engine.url.database or ""), error,
                                              Message("library.rounds-unusable", error=str(error.orig)))) from None

    @staticmethod
    def _check(connection: Connection, round_id: int) -> None:
        found = connection.execute(text("SELECT 1 FROM tournament_round WHERE id = :id"), {"id": round_id}).first()
        if found is None:
            raise BadInput(Message("library.no-such-round", round=round_id))

    @staticmethod
    def _summary(challenge: Challenge) -> dict[str, object]:
        return {
            "state": json.dumps(challenge_to_json(challenge), ensure_ascii=False),
            "player_a": challenge.players[0].name,
            "player_b": challenge.players[1].name,
            "stage": challenge.stage.value,
            "winner": None if challenge.winner is None else challenge.name(challenge.winner),
            "objective": challenge.objective.text,
            "time_limit": challenge.objective.time_limit,
            "terrain": f"{challenge.terrain.width_cm:g} x {challenge.terrain.length_cm:g} cm",
        }

    # --- rounds -----------------------------------------------------------------------------
    def create(self, challenge: Challenge, name: str | None = None,
               list_ids: tuple[int | None, int | None] = (None, None)) -> TournamentRound:
        """Store a new round (at its wagers, usually); committed on return."""
        now = _now()
        round_name = (name or "").strip() or (
            f"{challenge.players[0].name} vs {challenge.players[1].name}, {time.strftime('%Y-%m-%d', time.gmtime())}")
        values = {**self._summary(challenge), "name": round_name, "now": now, "list_a": list_ids[0],
                  "list_b": list_ids[1]}

        def work(connection: Connection) -> int:
            result = connection.execute(text(
                "INSERT INTO tournament_round (name, created_at, updated_at, state, player_a, player_b, stage, winner, "
                "objective, time_limit, terrain, list_a_id, list_b_id) VALUES (:name, :now, :now, :state, :player_a, "
                ":player_b, :stage, :winner, :objective, :time_limit, :terrain, :list_a, :list_b)"), values)
            return int(result.lastrowid or 0)

        return self.get(self._run(True, work))

    def get(self, round_id: int) -> TournamentRound:
        """The round; BadInput if there is none, DatabaseError if it cannot be read back."""
        def work(connection: Connection) -> Any:
            self._check(connection, round_id)
            return connection.execute(text(f"SELECT {_COLUMNS} FROM tournament_round WHERE id = :id"),
                                      {"id": round_id}).one()

        row = self._run(False, work)
        try:
            challenge = challenge_from_json(json.loads(row.state))
        except (RulesError, json.JSONDecodeError) as error:
            reason = error.message if isinstance(error, RulesError) else str(error)
            raise DatabaseError(Message("library.round-damaged", round=round_id, error=reason)) from None
        games = {stage: int(getattr(row, column)) for stage, column in GAME_COLUMNS.items()
                 if getattr(row, column) is not None}
        return TournamentRound(int(row.id), str(row.name), str(row.created_at), str(row.updated_at), challenge,
                               (row.list_a_id, row.list_b_id), games, row.stage_started_at)

    def update(self, round_id: int, challenge: Challenge) -> TournamentRound:
        """Store the round after a step (a wager, a reveal, an outcome); committed on return.

        When the stage changes, the clock of the new stage has not started yet.
        """
        def work(connection: Connection) -> None:
            self._check(connection, round_id)
            old = connection.execute(text("SELECT stage FROM tournament_round WHERE id = :id"),
                                     {"id": round_id}).scalar_one()
            stage_changed = old != challenge.stage.value
            connection.execute(text(
                "UPDATE tournament_round SET state = :state, player_a = :player_a, player_b = :player_b, "
                "stage = :stage, winner = :winner, objective = :objective, time_limit = :time_limit, "
                "terrain = :terrain, updated_at = :now"
                + (", stage_started_at = NULL" if stage_changed else "") + " WHERE id = :id"),
                {**self._summary(challenge), "now": _now(), "id": round_id})

        self._run(True, work)
        return self.get(round_id)

    def set_game(self, round_id: int, stage: Stage, game_id: int | None) -> TournamentRound:
        """Record (or forget, with None) the game of a played stage, and start its clock; committed on return."""
        if stage not in PLAYED_STAGES:
            raise BadInput(Message("library.stage-not-played", stage=stage))

        def work(connection: Connection) -> None:
            self._check(connection, round_id)
            connection.execute(text(
                f"UPDATE tournament_round SET {GAME_COLUMNS[stage]} = :game, stage_started_at = :started, "
                "updated_at = :now WHERE id = :id"),
                {"game": game_id, "started": None if game_id is None else _now(), "now": _now(), "id": round_id})

        self._run(True, work)
        return self.get(round_id)

    def start_stage(self, round_id: int, games: Any, seed: int = 0) -> TournamentRound:
        """Create the current stage's game in ``games`` (a GameStore) with the right figurines and record it.

        If the stage already has its game, that game is kept (nothing new is created). The game's
        name and scenario notes are written in the current language, like the objective the
        players typed.
        """
        from companion.i18n import render

        current = self.get(round_id)
        stage = current.challenge.stage
        if stage not in PLAYED_STAGES:
            raise BadInput(Message("library.stage-not-played", stage=stage))
        if current.game is not None:
            return current
        challenge = current.challenge.fix_duellists() if stage is Stage.DUEL else current.challenge
        setup = challenge.game_setup(render, seed)
        game_id = games.create(setup, f"{current.name}: {render(stage)}")
        if challenge is not current.challenge:
            self.update(round_id, challenge)
        return self.set_game(round_id, stage, game_id)

    def restart_clock(self, round_id: int) -> TournamentRound:
        """Start the current stage's clock again from now (e.g. after setting up the terrain)."""
        self._run(True, lambda c: (self._check(c, round_id), c.execute(
            text("UPDATE tournament_round SET stage_started_at = :now, updated_at = :now WHERE id = :id"),
            {"now": _now(), "id": round_id})))
        return self.get(round_id)

    def rename(self, round_id: int, name: str) -> TournamentRound:
        if not name.strip():
            raise BadInput(Message("library.round-needs-a-name"))
        self._run(True, lambda c: (self._check(c, round_id), c.execute(
            text("UPDATE tournament_round SET name = :name, updated_at = :now WHERE id = :id"),
            {"name": name.strip(), "now": _now(), "id": round_id})))
        return self.get(round_id)

    def delete(self, round_id: int) -> None:
        """Delete the round (its games stay in the game list)."""
        self._run(True, lambda c: (self._check(c, round_id), c.execute(
            text("DELETE FROM tournament_round WHERE id = :id"), {"id": round_id})))

    def list(self) -> list[RoundSummary]:
        """Every round, the most recently changed first."""
        rows = self._run(False, lambda c: c.execute(text(
            "SELECT id, name, updated_at, player_a, player_b, stage, winner, objective FROM tournament_round "
            "ORDER BY updated_at DESC, id DESC")).all())
        return [RoundSummary(int(r.id), str(r.name), str(r.updated_at), (str(r.player_a), str(r.player_b)),
                             str(r.stage), r.winner, str(r.objective)) for r in rows]


__all__ = ["GAME_COLUMNS", "RoundSummary", "TournamentRound", "TournamentRounds"]
