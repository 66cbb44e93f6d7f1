"""The fights of a matrix weighed in worker processes (companion.rules.matchup_pool): the same
cells as weighed in this process, a card met twice weighed once, each cell reported as it comes,
and a stop that ends the weighing and leaves no process behind."""

from __future__ import annotations

import gc
import multiprocessing
import os
import time
from dataclasses import fields

import pytest

from companion.rules.army_model import ArmyList, Entry
from companion.rules.combat_exchanges import ExchangeCache
from companion.rules.matchup import Charger, matchup
from companion.rules.matchup_matrix import ArmyMatrix, army_matrix, matrix
from companion.rules.matchup_pool import POOLED_FIGHTS, worker_count
from companion.rules.matchup_round import Policy
from companion.rules.message import Message
from companion.rules.wound_table import WoundTable, load_wound_table

from tests.cards import BOOKLET, CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE, WRAITH, ZOMBIE

ENDS_WITHIN_S = 30.0
"""Far less than weighing the rest of the matrix would take: the workers stopped."""


def _no_process_left() -> bool:
    """Whether every worker process has ended, waiting for it at most :data:`ENDS_WITHIN_S`."""
    deadline = time.monotonic() + ENDS_WITHIN_S
    while multiprocessing.active_children():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def _filled(found: ArmyMatrix) -> int:
    return sum(cell.matchup is not None or cell.missing is not None for row in found.cells for cell in row)


def test_the_workers_weigh_each_cell_as_this_process_does() -> None:
    # The Wraith has a Fear and nothing else: its fights cannot be weighed, in a worker either.
    cards = [PALADIN, CLONE, WOLFEN_ZOMBIE, WRAITH]
    here = matrix(cards, cards, rounds=2, charge=Charger.FIRST, workers=1)
    assert matrix(cards, cards, rounds=2, charge=Charger.FIRST, workers=2) == here
    assert here[0][1] is not None and here[0][3] is None and here[3][0] is None
    assert not multiprocessing.active_children()  # a weighing that ended leaves no process


def test_fights_make_no_reference_cycles() -> None:
    # The workers weigh with the cycle collector off: all a fight drops must be freed by
    # reference counting alone, the exchanges the fights share too.
    gc.collect()
    gc.disable()
    try:
        cache = ExchangeCache()
        for policy in Policy:
            matchup(PALADIN, WOLFEN_ZOMBIE, figures=(2, 1), charge=Charger.SECOND, rounds=2, policy=policy,
                    cache=cache)
        matrix([PALADIN, CLONE, ZOMBIE], [WOLFEN_ZOMBIE, MAGISTRATE], rounds=2, charge=Charger.FIRST, workers=1)
        del cache
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_the_army_matrix_from_workers_is_the_one_weighed_here() -> None:
    cards = {**BOOKLET, WRAITH.id: WRAITH}
    mine = ArmyList(name="Mine", people="alahan",
                    entries=(Entry(PALADIN.id, 3), Entry(MAGISTRATE.id, 1), Entry(PALADIN.id, 1), Entry("nobody", 1)))
    theirs = ArmyList(name="Theirs", people="acheron",
                      entries=(Entry(WOLFEN_ZOMBIE.id, 1), Entry(ZOMBIE.id, 4), Entry(WRAITH.id, 1)))
    seen: list[ArmyMatrix] = []
    pooled = army_matrix(mine, theirs, cards, rounds=2, policy=Policy.ATTACK, progress=seen.append, workers=2)
    assert pooled == army_matrix(mine, theirs, cards, rounds=2, policy=Policy.ATTACK, workers=1)
    # The Paladin met twice is weighed once: a report for each of the 6 distinct fights, each
    # filling one or two more cells (the unknown card's row is filled from the start).
    filled = [_filled(found) for found in seen]
    assert len(filled) == 6 and all(0 < b - a <= 2 for a, b in zip([3, *filled], filled))
    assert seen[-1] == pooled and filled[-1] == 12
    assert pooled.cells[2] == pooled.cells[0]
    assert pooled.cells[0][2].matchup is None and isinstance(pooled.cells[0][2].missing, Message)
    assert pooled.cells[0][2].missing.id == "combat.card-lacks"
    assert pooled.cells[3][0].missing == Message("army.card-unknown", card_id="nobody")


def test_a_stop_ends_the_weighing_and_its_processes() -> None:
    cards = list(BOOKLET.values())
    mine = ArmyList(name="Mine", people="alahan", entries=tuple(Entry(card.id, 1) for card in cards))
    seen: list[ArmyMatrix] = []
    found = army_matrix(mine, mine, BOOKLET, progress=seen.append, cancelled=lambda: len(seen) >= 2, workers=2)
    assert len(seen) == 2 and _filled(found) == 2  # stopped at the second cell: the 79 others left empty
    assert all(cell.missing is None for row in found.cells for cell in row)
    assert _no_process_left()


def test_stopped_before_it_starts_no_process_is_started() -> None:
    mine = ArmyList(name="Mine", people="alahan", entries=tuple(Entry(card.id, 1) for card in BOOKLET.values()))
    found = army_matrix(mine, mine, BOOKLET, cancelled=lambda: True, workers=2)
    assert _filled(found) == 0 and not multiprocessing.active_children()


def _unreadable_in_a_worker() -> WoundTable:
    raise RuntimeError("this Wound Table cannot be read in a worker process")


class _TableWorkersCannotRead(WoundTable):
    """The booklet's table, which a worker process fails to receive: the pool breaks."""

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return _unreadable_in_a_worker, ()


def test_a_pool_that_breaks_leaves_the_fights_to_this_process() -> None:
    cards = [PALADIN, CLONE, WOLFEN_ZOMBIE]
    table = load_wound_table()
    broken = _TableWorkersCannotRead(**{f.name: getattr(table, f.name) for f in fields(table)})
    here = matrix(cards, cards, rounds=2, wound_table=table, workers=1)
    assert matrix(cards, cards, rounds=2, wound_table=broken, workers=2) == here
    assert _no_process_left()


@pytest.mark.parametrize(("cores", "fights", "workers"), [
    (None, 100, 1), (1, 100, 1), (2, POOLED_FIGHTS - 1, 1), (2, POOLED_FIGHTS, 2), (2, 100, 2),
    (16, POOLED_FIGHTS, POOLED_FIGHTS), (16, 100, 16)])
def test_the_workers_are_one_per_core_for_enough_fights(monkeypatch: pytest.MonkeyPatch, cores: int | None,
                                                        fights: int, workers: int) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: cores)
    assert worker_count(fights) == workers
