"""A matchup (companion.rules.matchup) against a Monte Carlo of the same fights through the game
engine (tests.rules.matchup_games: the engine's own random dice, a seed per fight).

Question: the Paladin against the Clone of Dirz (test cards), one against one, nobody charged,
the advice's divisions, at most 3 rounds; then 2 and 3 Paladins against one Clone alike (timed
once each, caches cleared, no budget: the issue's worst wait); then a 10 x 10 matrix of test
cards (one figurine each; a card met twice is weighed once), in this process and in worker
processes on every core as the app weighs it (side by side, their ratio), and what starting
the worker processes costs alone (spawned, each importing the rules: no fight); then the same
matrix as the app weighs it, at most ``DEFAULT_ROUNDS`` rounds, on the worker processes.
The exact side is timed on a fresh computation, every cache of the rules cleared (median of 5;
wall and CPU time, the CPU's less sensitive to a loaded machine); the Monte Carlo plays
``--fights`` fights (default 10,000) through the engine. Prints both times, the ratio, and
whether the chances agree within 4 standard errors.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import resource
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from companion.rules.matchup import DEFAULT_ROUNDS, Charger, matchup
from companion.rules.matchup_matrix import matrix
from companion.rules.matchup_pool import worker_count
from companion.rules.matchup_round import Policy

from tests.cards import BOOKLET, CLONE, LIBRARY, PALADIN

ONE_BUDGET_MS = 100.0
MATRIX_BUDGET_S = 2.0
TOLERANCE = 4.0
ROUNDS = 3


def _fresh() -> None:
    """Every cache of the rules cleared (the chances of a roll, the exchanges, the Initiative
    odds ...): a matchup as the first of a session computes it."""
    for name, module in list(sys.modules.items()):
        if name.startswith("companion.rules"):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def _cards() -> list:  # type: ignore[type-arg]
    """Ten cards of distinct ids (a matrix weighs a card met twice once): the booklet's and the
    test library's."""
    found: dict[str, object] = {}
    for card in [*BOOKLET.values(), *LIBRARY]:
        found.setdefault(card.id, card)
    return list(found.values())[:10]


def _workers_cpu() -> float:
    """The CPU time, in seconds, of this process's ended children (the pool's workers)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _pool_start(workers: int) -> float:
    """Seconds to start ``workers`` spawned processes, each importing the rules (a trivial task
    of the pool's module), and end them: what a pooled matrix pays before its first fight."""
    start = time.perf_counter()
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        list(pool.map(worker_count, range(workers)))
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fights", type=int, default=10_000)
    args = parser.parse_args()
    times = []
    cpu_times = []
    for _ in range(5):
        _fresh()
        start, cpu = time.perf_counter(), time.process_time()
        exact = matchup(PALADIN, CLONE, rounds=ROUNDS)
        times.append((time.perf_counter() - start) * 1000)
        cpu_times.append((time.process_time() - cpu) * 1000)
    one_ms = statistics.median(times)
    several = []
    for count in (2, 3):
        _fresh()
        start, cpu = time.perf_counter(), time.process_time()
        matchup(PALADIN, CLONE, figures=(count, 1), rounds=ROUNDS)
        several.append((count, time.perf_counter() - start, time.process_time() - cpu))
    cards = _cards()
    fights = len({(a.id, b.id) for a in cards for b in cards})
    workers = worker_count(fights)
    _fresh()
    start, cpu = time.perf_counter(), time.process_time()
    alone = matrix(cards, cards, rounds=ROUNDS, workers=1)
    matrix_s = time.perf_counter() - start
    matrix_cpu_s = time.process_time() - cpu
    _fresh()
    start, children = time.perf_counter(), _workers_cpu()
    pooled = matrix(cards, cards, rounds=ROUNDS, workers=workers)
    pooled_s = time.perf_counter() - start
    pooled_cpu_s = _workers_cpu() - children
    _fresh()
    start = time.perf_counter()
    matrix(cards, cards, workers=workers)
    app_s = time.perf_counter() - start
    start_s = _pool_start(workers)
    from tests.rules.matchup_games import play_fight  # here: the workers import this module afresh

    counts = {0: 0, 1: 0, None: 0}
    seed = 0
    start = time.perf_counter()
    while sum(counts.values()) < args.fights:
        seed += 1
        played = play_fight((PALADIN, CLONE), (1, 1), Charger.NONE, Policy.ADVICE, ROUNDS, seed)
        if played is not None:
            counts[played[0]] += 1
    mc_ms = (time.perf_counter() - start) * 1000
    print(f"matchup Paladin against Clone of Dirz, 1 against 1, advice, {ROUNDS} rounds at most")
    print(f"exact (median of 5, caches cleared) {one_ms:9.1f} ms   budget {ONE_BUDGET_MS:.0f} ms"
          f"   (CPU {statistics.median(cpu_times):.1f} ms)")
    for count, wall_s, cpu_s in several:
        print(f"{count} against 1 (caches cleared)       {wall_s * 1000:9.1f} ms"
              f"                   (CPU {cpu_s * 1000:.1f} ms)")
    print(f"10 x 10 matrix, {fights} distinct fights")
    print(f"  in this process                   {matrix_s * 1000:9.1f} ms"
          f"                   (CPU {matrix_cpu_s * 1000:.1f} ms)")
    print(f"  {workers} worker processes              {pooled_s * 1000:9.1f} ms   budget {MATRIX_BUDGET_S * 1000:.0f} ms"
          f"   (workers' CPU {pooled_cpu_s * 1000:.1f} ms)")
    print(f"  ratio in this process / workers   {matrix_s / pooled_s:9.2f}x   the same cells: {pooled == alone}")
    print(f"  starting {workers} workers alone          {start_s * 1000:9.1f} ms")
    print(f"  as the app weighs it ({DEFAULT_ROUNDS} rounds)    {app_s * 1000:9.1f} ms   ({workers} worker processes)")
    print(f"Monte Carlo {args.fights:,} fights through the game engine {mc_ms:9.0f} ms")
    print(f"ratio Monte Carlo / exact           {mc_ms / one_ms:9.0f}x")
    agree = True
    print(f"{'outcome':<16}{'exact':>10}{'Monte Carlo':>13}{'z':>7}")
    for name, key, chance in (("first wins", 0, exact.first_wins), ("second wins", 1, exact.second_wins),
                              ("undecided", None, exact.undecided)):
        p = float(chance)
        estimate = counts[key] / args.fights
        error = math.sqrt(max(p * (1 - p), 1e-12) / args.fights)
        z = (estimate - p) / error
        agree = agree and abs(z) <= TOLERANCE
        print(f"{name:<16}{p:>10.5f}{estimate:>13.5f}{z:>7.2f}")
    print(f"agreement within {TOLERANCE:.0f} standard errors: {'yes' if agree else 'NO'}")
    ok = one_ms <= ONE_BUDGET_MS and pooled_s <= MATRIX_BUDGET_S and pooled == alone and agree
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
