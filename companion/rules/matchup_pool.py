"""The fights of a matrix weighed on every core: each fight
(:func:`companion.rules.matchup.matchup`, exact and alone) is a task of a
:class:`concurrent.futures.ProcessPoolExecutor`, and each is handed back as it is done.

The worker processes only share the work out: a fight weighed in one is equal to the same fight
weighed here. A worker keeps one :class:`~companion.rules.combat_exchanges.ExchangeCache` for
the fights it weighs (one pool weighs under one ruleset), as the fights weighed here share one.

The pool is used when the machine has more than one core and there are at least
:data:`POOLED_FIGHTS` fights (starting the processes costs what a few fights do); otherwise the
fights are weighed one after another in this process. A fight and its mirror (the same two
cards, the other first) are one task: they share most of their exchanges.

The processes are started with ``spawn``, never forked: the window has Qt threads running, which
a fork would copy half-way, and spawn is what Windows and macOS use. Each worker imports this
module afresh (pure Python, quickly); the frozen app calls ``multiprocessing.freeze_support()``
first, so that its executable started as a worker is one.

When ``cancelled()`` says stop, no new fight starts, the workers stop within the fight they
weigh (they share an event), and the pool is shut down without waiting for them: the processes
end soon after.
"""

from __future__ import annotations

import atexit
import gc
import multiprocessing
import os
from collections.abc import Generator, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import closing
from dataclasses import dataclass
from multiprocessing.synchronize import Event

from companion.rules.cancelling import CancelCheck, check_cancelled
from companion.rules.card import Card
from companion.rules.combat_exchanges import ExchangeCache
from companion.rules.errors import RulesError
from companion.rules.matchup import Charger, Matchup, matchup
from companion.rules.matchup_round import Policy
from companion.rules.message import Message
from companion.rules.ruleset import Ruleset
from companion.rules.wound_table import WoundTable

POOLED_FIGHTS = 16
"""The fewest fights weighed in worker processes (fewer are weighed here): a fight of one
figurine against one takes well under a tenth of a second, starting two workers about a fifth of
a second, and each worker warms its own caches anew."""
POLL_SECONDS = 0.05
"""How often ``cancelled()`` is asked while the workers weigh."""


@dataclass(frozen=True, slots=True)
class Terms:
    """What every fight of a matrix shares: who charges, the dice policy, the most rounds, the
    ruleset and the Wound Table."""

    charge: Charger
    policy: Policy
    rounds: int
    ruleset: Ruleset
    wound_table: WoundTable


Outcome = Matchup | Message | str
"""A fight weighed, or why it cannot be (a number a card lacks: the rules error's message)."""


def _fight(first: Card, second: Card, terms: Terms, cache: ExchangeCache, cancelled: CancelCheck | None) -> Outcome:
    try:
        return matchup(first, second, charge=terms.charge, policy=terms.policy, rounds=terms.rounds,
                       ruleset=terms.ruleset, wound_table=terms.wound_table, cancelled=cancelled, cache=cache)
    except RulesError as error:
        return error.message


_worker: tuple[Terms, ExchangeCache, CancelCheck] | None = None
"""In a worker process: the pool's terms, the worker's exchanges, whether to stop."""


def _start_worker(terms: Terms, stop: Event) -> None:
    """A worker process's start (the pool's initializer). A fight makes no reference cycles (a
    test checks it), so the worker weighs with the cycle collector off, as the :mod:`gc`
    documentation allows: reference counting frees all a fight drops, and the collector's passes
    over the worker's growing exchanges would take about a seventh of its time."""
    global _worker
    gc.disable()
    _worker = (terms, ExchangeCache(), stop.is_set)
    atexit.register(_end_worker)


def _end_worker() -> None:
    """A worker process's end: its exchanges freed first (left to the interpreter's own end, the
    many small objects of a module's global take it a second or more to clear)."""
    global _worker
    _worker = None


def _weigh_in_worker(fights: Sequence[tuple[Card, Card]]) -> list[Outcome]:
    """A pool's task: a few fights, in a worker process."""
    assert _worker is not None, "run by the pool, after _start_worker"
    terms, cache, stop = _worker
    return [_fight(first, second, terms, cache, stop) for first, second in fights]


def _tasks(pairs: Sequence[tuple[Card, Card]]) -> list[list[int]]:
    """The indices of ``pairs`` as the pool's tasks: a fight with its mirror (the same two cards,
    the other first), for they share most of their exchanges; any other fight alone."""
    tasks: dict[tuple[str, str], list[int]] = {}
    for index, (first, second) in enumerate(pairs):
        ids = (first.id, second.id)
        tasks.setdefault((min(ids), max(ids)), []).append(index)
    return list(tasks.values())


def worker_count(fights: int) -> int:
    """How many processes weigh ``fights`` fights: one per core, at most one per fight; 1 (this
    process) on a single core or for fewer than :data:`POOLED_FIGHTS` fights."""
    cores = os.cpu_count() or 1
    return min(cores, fights) if cores > 1 and fights >= POOLED_FIGHTS else 1


def weigh(pairs: Sequence[tuple[Card, Card]], terms: Terms, *, workers: int | None = None,
          cancelled: CancelCheck | None = None) -> Iterator[tuple[int, Outcome]]:
    """Each fight of ``pairs`` (the first card's figurine against the second's): its index in
    ``pairs`` and its outcome, as they are done. ``workers``: the processes to use (None: as
    :func:`worker_count` says; 1: this process, the fights in order). ``cancelled`` is asked
    before each fight and within it; when it says stop,
    :class:`~companion.rules.cancelling.Cancelled` is raised. A pool that breaks (a worker that
    cannot start or dies) leaves the fights it had not handed back to this process."""
    count = worker_count(len(pairs)) if workers is None else workers
    weighed: set[int] = set()
    if count > 1:
        check_cancelled(cancelled)  # stopped already: no process started
        try:
            with closing(_pooled(pairs, terms, count, cancelled)) as pooled:
                for index, outcome in pooled:
                    weighed.add(index)
                    yield index, outcome
            return
        except BrokenProcessPool:
            pass  # a worker could not start or died: the fights left are weighed here
    cache = ExchangeCache()
    for index, (first, second) in enumerate(pairs):
        if index not in weighed:
            check_cancelled(cancelled)
            yield index, _fight(first, second, terms, cache, cancelled)


def _pooled(pairs: Sequence[tuple[Card, Card]], terms: Terms, count: int,
            cancelled: CancelCheck | None) -> Generator[tuple[int, Outcome], None, None]:
    """:func:`weigh` on ``count`` worker processes."""
    context = multiprocessing.get_context("spawn")
    stop = context.Event()
    pool = ProcessPoolExecutor(count, mp_context=context, initializer=_start_worker, initargs=(terms, stop))
    finished = False
    try:
        running: dict[Future[list[Outcome]], list[int]] = {
            pool.submit(_weigh_in_worker, [pairs[index] for index in task]): task for task in _tasks(pairs)}
        while running:
            check_cancelled(cancelled)
            done, _running = wait(running, timeout=POLL_SECONDS, return_when=FIRST_COMPLETED)
            for future in done:
                for index, outcome in zip(running.pop(future), future.result()):
                    check_cancelled(cancelled)
                    yield index, outcome
        finished = True
    finally:
        if not finished:  # stopped (or failed): the workers stop within their fight
            stop.set()
        pool.shutdown(wait=finished, cancel_futures=True)


__all__ = ["Outcome", "POOLED_FIGHTS", "Terms", "weigh", "worker_count"]
