"""The stage clock's words, computed from the stored start time (no window needed)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, timezone

import pytest

from companion.library.tournament_rounds import TournamentRound
from companion.rules.tournament import Challenge, Objective, ObjectiveRoll, Player, Terrain
from companion.ui.tournament.stage_page import clock_text, countdown_text
from tests.rules.tournament_cards import CARDS, DEAD, LIONS

START = datetime(2026, 11, 29, 14, 0, tzinfo=timezone.utc)


def stored(minutes: int | None, started: bool = True) -> TournamentRound:
    players = (Player.from_list("Anne", LIONS, CARDS), Player.from_list("Bruno", DEAD, CARDS))
    challenge = Challenge.start(players, Terrain(60, 90), Objective(ObjectiveRoll((4,)), "Hold", "8 rounds", minutes))
    challenge = challenge.wager(0, {0}).wager(1, {0}).reveal_wagers()
    return TournamentRound(1, "r", "", "", challenge, (None, None), {}, START.isoformat() if started else None)


@pytest.mark.parametrize(("seconds", "text"), [(0, "0:00"), (75, "1:15"), (3723, "1:02:03"), (-5, "0:00")])
def test_clock_text(seconds: int, text: str) -> None:
    assert clock_text(seconds) == text


def test_countdown_left_and_over() -> None:
    round_ = stored(30)
    assert countdown_text(round_, START + timedelta(seconds=90)) == \
        "Time left 28:30 of 30 min · time limit: 8 rounds"
    assert countdown_text(round_, START + timedelta(minutes=31)) == \
        "TIME IS UP (over by 1:00) · time limit: 8 rounds"
    assert countdown_text(stored(None), START + timedelta(seconds=61)) == \
        "Time played 1:01 · time limit: 8 rounds"
    assert "clock starts" in countdown_text(stored(30, started=False))


def test_the_duel_has_no_time_limit() -> None:
    round_ = stored(30)
    duel = replace(round_, challenge=round_.challenge.challenge_failed().challenge_failed())
    assert countdown_text(duel, START + timedelta(seconds=5)) == "Time played 0:05 · Le Duel has no time limit"
