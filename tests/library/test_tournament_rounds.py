"""Tournament rounds stored in SQLite: every step committed, read back by another connection."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from companion.errors import BadInput, DatabaseError
from companion.library.games import GameStore
from companion.library.tournament_rounds import TournamentRounds
from companion.rules.tournament import Challenge, Objective, ObjectiveRoll, Player, Stage, Terrain
from tests.refusals import refused
from tests.rules.tournament_cards import CARDS, DEAD, LIONS

OBJECTIVE = Objective(ObjectiveRoll((3,)), "Take the hill", "8 rounds", 40)


def challenge() -> Challenge:
    players = (Player.from_list("Anne", LIONS, CARDS), Player.from_list("Bruno", DEAD, CARDS))
    return Challenge.start(players, Terrain(80, 120), OBJECTIVE)


def test_a_round_from_the_wagers_to_the_victory_survives_each_reopen(db: Path) -> None:
    rounds = TournamentRounds.open(db)
    games = GameStore.open(db)
    stored = rounds.create(challenge(), list_ids=(4, None))
    assert stored.challenge == challenge() and stored.list_ids == (4, None) and stored.game is None
    rid = stored.id
    step = stored.challenge.wager(0, {0, 2})
    rounds.update(rid, step)
    rounds.close()
    reopened = TournamentRounds.open(db)
    assert reopened.get(rid).challenge.wager_placed(0)
    step = reopened.get(rid).challenge.wager(1, {1, 2}).reveal_wagers()
    assert reopened.update(rid, step).challenge.stage is Stage.PREMIER_SANG
    started = reopened.start_stage(rid, games, seed=5)
    game_id = started.games[Stage.PREMIER_SANG]
    assert started.game == game_id and started.stage_started_at is not None
    assert reopened.start_stage(rid, games).game == game_id  # kept, not a second game
    figures = games.state(game_id).figurines
    assert len(figures) == 6 and games.state(game_id).setup.ruleset.tournament
    after = reopened.update(rid, started.challenge.challenge_failed())
    assert after.challenge.stage is Stage.REVANCHE and after.stage_started_at is None and after.game is None
    revanche = reopened.start_stage(rid, games)
    assert set(revanche.games) == {Stage.PREMIER_SANG, Stage.REVANCHE}
    duel = reopened.update(rid, revanche.challenge.challenge_failed())
    duel = reopened.start_stage(rid, games)
    assert len(games.state(duel.games[Stage.DUEL]).figurines) == 2
    won = reopened.update(rid, duel.challenge.duel_won(1))
    listed = reopened.list()
    assert [(r.id, r.players, r.stage, r.winner, r.objective) for r in listed] == [
        (rid, ("Anne", "Bruno"), "victoire", "Bruno", "Take the hill")]
    assert won.challenge.winner == 1
    # read with a separate, plain connection: committed
    connection = sqlite3.connect(db)
    assert connection.execute("SELECT stage, winner, terrain FROM tournament_round").fetchall() == [
        ("victoire", "Bruno", "80 x 120 cm")]
    connection.close()
    games.delete(game_id)
    assert Stage.PREMIER_SANG not in reopened.get(rid).games  # ON DELETE SET NULL
    reopened.close()
    games.close()


def test_unknown_and_damaged_rounds(db: Path) -> None:
    rounds = TournamentRounds.open(db)
    with refused("library.no-such-round", round=9):
        rounds.get(9)
    with pytest.raises(BadInput):
        rounds.update(9, challenge())
    rid = rounds.create(challenge(), name="Final").id
    assert rounds.get(rid).name == "Final"
    assert rounds.rename(rid, "Semi-final").name == "Semi-final"
    with pytest.raises(BadInput):
        rounds.rename(rid, " ")
    with refused("library.stage-not-played"):
        rounds.set_game(rid, Stage.WAGERS, 1)
    connection = sqlite3.connect(db)
    connection.execute("UPDATE tournament_round SET state = '{\"players\": 3}'")
    connection.commit()
    connection.close()
    with refused("library.round-damaged", DatabaseError, round=rid):
        rounds.get(rid)
    rounds.delete(rid)
    assert rounds.list() == []
    rounds.close()


def test_the_clock(db: Path) -> None:
    from datetime import datetime, timedelta

    rounds = TournamentRounds.open(db)
    rid = rounds.create(challenge()).id
    assert rounds.get(rid).elapsed_seconds() is None
    started = rounds.restart_clock(rid)
    later = datetime.fromisoformat(started.stage_started_at or "") + timedelta(seconds=90)
    assert started.elapsed_seconds(later) == 90
    rounds.close()
