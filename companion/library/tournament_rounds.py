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
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from sqlmodel import Session, col, select

from companion.errors import BadInput, DatabaseError
from companion.library.db import Database
from companion.library.game_models import TournamentRoundRow
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.tournament import PLAYED_STAGES, Challenge, Stage, challenge_from_json, challenge_to_json

GAME_COLUMNS: dict[Stage, str] = {
    Stage.PREMIER_SANG: "premier_sang_game_id",
    Stage.REVANCHE: "revanche_game_id",
    Stage.DUEL: "duel_game_id",
}
"""The column (of :class:`TournamentRoundRow`) holding each played stage's game id."""


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
    """The tournament rounds of one database: a :class:`~companion.library.db.Database`, or a
    store on one (a Library, a GameStore)."""

    def __init__(self, source: Database | Any) -> None:
        database = source if isinstance(source, Database) else getattr(source, "database", None)
        if not isinstance(database, Database):
            raise TypeError("TournamentRounds needs a Database, a Library or a GameStore")
        self.database = database

    @classmethod
    def open(cls, path: str | os.PathLike[str] | None = None) -> TournamentRounds:
        """The rounds of the database at ``path`` (default: --db / COMPANION_DB / user folder); a new
        database gets the starter library, as :meth:`Library.open <companion.library.store.Library.open>` gives it."""
        from companion.library.store import seed_starter_packs

        return cls(Database.open(path, seed=seed_starter_packs))

    def close(self) -> None:
        self.database.close()

    # --- database ---------------------------------------------------------------------------
    def _reading(self) -> Any:
        return self.database.session(unusable=_unusable)

    @contextmanager
    def _changing(self, round_id: int) -> Iterator[TournamentRoundRow]:
        """The round's row in a write transaction, committed when the block ends; BadInput if
        there is no such round."""
        with self.database.transaction(unusable=_unusable) as session:
            yield _row(session, round_id)

    @staticmethod
    def _summary(challenge: Challenge) -> dict[str, Any]:
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
        row = TournamentRoundRow(name=round_name, created_at=now, updated_at=now, list_a_id=list_ids[0],
                                 list_b_id=list_ids[1], **self._summary(challenge))
        with self.database.transaction(unusable=_unusable) as session:
            session.add(row)
            session.flush()
            round_id = row.id
        assert round_id is not None
        return self.get(round_id)

    def get(self, round_id: int) -> TournamentRound:
        """The round; BadInput if there is none, DatabaseError if it cannot be read back."""
        with self._reading() as session:
            row = _row(session, round_id)
        try:
            challenge = challenge_from_json(json.loads(row.state))
        except (RulesError, json.JSONDecodeError) as error:
            reason = error.message if isinstance(error, RulesError) else str(error)
            raise DatabaseError(Message("library.round-damaged", round=round_id, error=reason)) from None
        games = {stage: int(getattr(row, column)) for stage, column in GAME_COLUMNS.items()
                 if getattr(row, column) is not None}
        return TournamentRound(round_id, row.name, row.created_at, row.updated_at, challenge,
                               (row.list_a_id, row.list_b_id), games, row.stage_started_at)

    def update(self, round_id: int, challenge: Challenge) -> TournamentRound:
        """Store the round after a step (a wager, a reveal, an outcome); committed on return.

        When the stage changes, the clock of the new stage has not started yet.
        """
        with self._changing(round_id) as row:
            if row.stage != challenge.stage.value:
                row.stage_started_at = None
            row.sqlmodel_update({**self._summary(challenge), "updated_at": _now()})
        return self.get(round_id)

    def set_game(self, round_id: int, stage: Stage, game_id: int | None) -> TournamentRound:
        """Record (or forget, with None) the game of a played stage, and start its clock; committed on return."""
        if stage not in PLAYED_STAGES:
            raise BadInput(Message("library.stage-not-played", stage=stage))
        with self._changing(round_id) as row:
            setattr(row, GAME_COLUMNS[stage], game_id)
            row.stage_started_at = None if game_id is None else _now()
            row.updated_at = _now()
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
        with self._changing(round_id) as row:
            row.stage_started_at = row.updated_at = _now()
        return self.get(round_id)

    def rename(self, round_id: int, name: str) -> TournamentRound:
        if not name.strip():
            raise BadInput(Message("library.round-needs-a-name"))
        with self._changing(round_id) as row:
            row.name, row.updated_at = name.strip(), _now()
        return self.get(round_id)

    def delete(self, round_id: int) -> None:
        """Delete the round (its games stay in the game list)."""
        with self.database.transaction(unusable=_unusable) as session:
            session.delete(_row(session, round_id))

    def list(self) -> list[RoundSummary]:
        """Every round, the most recently changed first."""
        query = select(TournamentRoundRow).order_by(col(TournamentRoundRow.updated_at).desc(),
                                                    col(TournamentRoundRow.id).desc())
        with self._reading() as session:
            return [RoundSummary(r.id or 0, r.name, r.updated_at, (r.player_a, r.player_b), r.stage, r.winner,
                                 r.objective) for r in session.exec(query)]


def _unusable(error: str) -> Message:
    return Message("library.rounds-unusable", error=error)


def _row(session: Session, round_id: int) -> TournamentRoundRow:
    row = session.get(TournamentRoundRow, round_id)
    if row is None:
        raise BadInput(Message("library.no-such-round", round=round_id))
    return row


__all__ = ["GAME_COLUMNS", "RoundSummary", "TournamentRound", "TournamentRounds"]
