"""A matchup its caller stops: the ``cancelled`` callback is asked before each round of each
state, and :class:`~companion.rules.cancelling.Cancelled` ends the computation at once; without
a callback (or one that never says stop) the fight is weighed as before."""

from __future__ import annotations

import pytest

from companion.rules.army_model import ArmyList, Entry
from companion.rules.cancelling import Cancelled
from companion.rules.matchup import matchup
from companion.rules.matchup_matrix import army_matrix, matrix
from companion.rules.matchup_round import Policy

from tests.cards import BOOKLET, CLONE, PALADIN, WOLFEN_ZOMBIE


class Counter:
    """A ``cancelled`` callback that says stop at its ``stop_at``-th question (None: never)."""

    def __init__(self, stop_at: int | None = None) -> None:
        self.stop_at = stop_at
        self.asked = 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.stop_at is not None and self.asked >= self.stop_at


def test_a_callback_that_never_stops_changes_nothing() -> None:
    never = Counter()
    fight = matchup(PALADIN, WOLFEN_ZOMBIE, figures=(2, 1), rounds=3, policy=Policy.ATTACK, cancelled=never)
    assert fight == matchup(PALADIN, WOLFEN_ZOMBIE, figures=(2, 1), rounds=3, policy=Policy.ATTACK)
    # Asked before the first round, then before each state of each round: more often than once a round.
    assert never.asked > 1 + 3


@pytest.mark.parametrize("stop_at", [1, 2, 5])
def test_the_fight_stops_at_the_first_question_answered_yes(stop_at: int) -> None:
    stop = Counter(stop_at)
    with pytest.raises(Cancelled):
        matchup(PALADIN, WOLFEN_ZOMBIE, figures=(2, 1), rounds=3, policy=Policy.ATTACK, cancelled=stop)
    assert stop.asked == stop_at  # not asked again: nothing more was weighed


def test_a_long_fight_stopped_from_the_start_weighs_no_round() -> None:
    # Three against one with the advice takes long; stopped at once it returns at once.
    stop = Counter(1)
    with pytest.raises(Cancelled):
        matchup(PALADIN, WOLFEN_ZOMBIE, figures=(3, 1), cancelled=stop)
    assert stop.asked == 1


def test_the_matrix_stops_too_instead_of_leaving_an_empty_cell() -> None:
    never = Counter()
    cards = [PALADIN, CLONE]
    assert matrix(cards, cards, rounds=2, policy=Policy.ATTACK, cancelled=never) == matrix(
        cards, cards, rounds=2, policy=Policy.ATTACK)
    asked = never.asked
    stop = Counter(asked - 1)  # the last question: within the last cell
    with pytest.raises(Cancelled):
        matrix(cards, cards, rounds=2, policy=Policy.ATTACK, cancelled=stop)
    assert stop.asked == asked - 1


def test_the_army_matrix_stopped_within_a_fight_leaves_that_cell_empty() -> None:
    mine = ArmyList(name="Mine", people="alahan", entries=(Entry(PALADIN.id, 1), Entry(CLONE.id, 1)))
    theirs = ArmyList(name="Theirs", people="acheron", entries=(Entry(WOLFEN_ZOMBIE.id, 1),))
    stop = Counter(3)  # the matrix's question before the first fight, then two within it
    found = army_matrix(mine, theirs, BOOKLET, rounds=2, policy=Policy.ATTACK, cancelled=stop)
    assert [[cell.matchup for cell in row] for row in found.cells] == [[None], [None]]
    assert all(cell.missing is None for row in found.cells for cell in row)  # not weighed: no reason given
    assert stop.asked == 3
