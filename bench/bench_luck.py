"""The luck of a game: every roll of a 500-action game read with its exact chance, and both
players' luck (by phase, by wound, round by round) as exact Poisson binomial tails.

Target: the luck of a 500-action game in at most 50 ms, from its states (the Table and the
store hold them: a game's state is the replay of its log, timed in bench_game). The game is the
one bench_game plays. Prints the first computation of the session (the opposed rolls' and the
Damage rolls' odds not yet kept), the best and the worst of the following ones, beside the
target; returns 1 if the first or the worst is missed.
"""

from __future__ import annotations

import time

from bench.bench_game import ACTIONS, _long_game, _row
from companion.rules.game import GameState, new_game, play
from companion.rules.game.luck import game_rolls
from companion.rules.luck import game_luck

LUCK_TARGET_MS = 50.0


def main() -> int:
    setup, log = _long_game()
    states: list[GameState] = [new_game(setup)]
    for action in log:
        states.append(play(states[-1], action)[0])
    times: list[float] = []
    for _ in range(6):
        start = time.perf_counter()
        rolls = game_rolls(states, log)
        luck = game_luck(rolls)
        times.append((time.perf_counter() - start) * 1000)
    first, rest = times[0], times[1:]
    print(f"{len(log)} actions, {len(rolls)} rolls; chance of doing at least as well: "
          + ", ".join(f"{states[0].side_name(p.side)} {float(p.overall.at_least_as_well):.3f}" for p in luck))
    print(_row(f"{ACTIONS}-action game's luck (first)", first, LUCK_TARGET_MS))
    print(_row(f"{ACTIONS}-action game's luck (best of 5 more)", min(rest), LUCK_TARGET_MS))
    print(_row(f"{ACTIONS}-action game's luck (worst of 5 more)", max(rest), LUCK_TARGET_MS))
    return 1 if max(first, *rest) > LUCK_TARGET_MS else 0


if __name__ == "__main__":
    raise SystemExit(main())
