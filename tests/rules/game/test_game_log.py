"""The game log (GameLog): read as a tuple of its sentences, grown without copying them."""

from __future__ import annotations

import pytest

from companion.rules.game.state import GameLog, LogEntry, Phase
from companion.rules.message import Message

LINES = tuple(LogEntry(seq, 1, Phase.MOVEMENT, Message("game.players-words", text=f"line {seq}")) for seq in range(7))


def grown() -> GameLog:
    """LINES as three actions' lines after an opening of two (an action with none between)."""
    return GameLog(LINES[:2]) + LINES[2:3] + () + LINES[3:6] + LINES[6:]


def test_a_log_grown_action_by_action_reads_as_the_tuple_of_its_lines() -> None:
    log = grown()
    assert len(log) == 7 and tuple(log) == LINES and list(log) == list(LINES)
    assert log == LINES and log == GameLog(LINES) and hash(log) == hash(GameLog(LINES))
    assert log != LINES[:6] and log != list(LINES)
    for index in range(-7, 7):
        assert log[index] == LINES[index]
    assert log[1:] == LINES[1:] and log[-2:] == LINES[-2:] and log[::3] == LINES[::3]
    with pytest.raises(IndexError):
        log[7]
    with pytest.raises(IndexError):
        log[-8]
    assert GameLog() == () and len(GameLog()) == 0 and list(GameLog()) == []


def test_the_next_log_keeps_the_one_before_instead_of_copying_it() -> None:
    log = grown()
    assert log + () is log
    longer = log + LINES[:1]
    assert tuple(longer) == LINES + LINES[:1] and tuple(log) == LINES  # the earlier log unchanged
    many = GameLog()
    for seq in range(20_000):  # iterated and indexed without recursion
        many = many + (LINES[seq % 7],)
    assert len(many) == 20_000 and many[0] == LINES[0] and many[-1] == LINES[19_999 % 7]
    assert sum(1 for _ in many) == 20_000
