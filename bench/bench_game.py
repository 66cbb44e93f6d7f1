"""The table companion's speed: one action committed + the new state, and a 500-action game restored.

Targets: an action committed and the screen updated in at most 50 ms; a 500-action game
restored in at most 300 ms, both as the plain replay of its actions and as the store does it
(read from SQLite, then replayed: a game's state is the replay of its log). The game is played
by the autoplayer from a seed, with armies big enough for 500 actions; appends reuse its
recorded actions (dice included), so only the store and the engine are timed. Prints the best
and the worst case beside the targets; returns 1 if a target is missed.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from companion.library.games import GameStore
from companion.rules.army import ArmyList, Entry
from companion.rules.card import Base, Card, Equipment, Rank, Size
from companion.rules.game import Action, GameSetup, Side, new_game, replay
from companion.rules.game.autoplay import autoplay
from companion.rules.ruleset import CORE

ACTION_TARGET_MS = 50.0
RESTORE_TARGET_MS = 300.0
ACTIONS = 500

PALADIN = Card(id="alahan/paladin", name="Paladin", people="alahan", rank=Rank.ELITE, ap=30, figures_per_card=3,
               size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3, attack=4, strength=5, defence=3,
               resilience=7, courage=5, discipline=3)
MAGISTRATE = Card(id="griffin/magistrate", name="Griffin Magistrate", people="griffin", rank=Rank.REGULAR, ap=20,
                  figures_per_card=2, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3, attack=3,
                  strength=6, defence=4, resilience=5, aim=3, courage=5, discipline=6,
                  equipment=(Equipment("Pistol", 6, (10.0, 15.0, 20.0)),))
CLONE = Card(id="dirz/clone", name="Clone of Dirz", people="dirz", rank=Rank.REGULAR, ap=10, figures_per_card=3,
             size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=2, attack=3, strength=4, defence=2,
             resilience=5, courage=2, discipline=3)
ZOMBIE = Card(id="acheron/wolfen-zombie", name="Wolfen Zombie", people="acheron", rank=Rank.CREATURE, ap=40,
              figures_per_card=1, size=Size.LARGE, base=Base.CREATURE, movement=15, initiative=3, attack=6,
              strength=13, defence=3, resilience=8, fear=8, discipline=2)


def _setup(seed: int) -> GameSetup:
    def side(player: str, people: str, cards: list[tuple[Card, int]]) -> Side:
        army = ArmyList(f"{player}'s army", people, 400, CORE, tuple(Entry(c.id, n) for c, n in cards))
        return Side(player, army, {c.id: c for c, _ in cards})

    a = side("Alice", "alahan", [(PALADIN, 3), (PALADIN, 3), (MAGISTRATE, 2), (MAGISTRATE, 2)])
    b = side("Bob", "dirz", [(CLONE, 3), (CLONE, 3), (CLONE, 3), (ZOMBIE, 1), (ZOMBIE, 1)])
    return GameSetup(CORE, (a, b), seed=seed)


def _long_game() -> tuple[GameSetup, list[Action]]:
    """A game of at least ``ACTIONS`` actions (the first seed that gives one)."""
    for seed in range(50):
        setup = _setup(seed)
        _state, log = autoplay(new_game(setup), limit=ACTIONS)
        if len(log) >= ACTIONS:
            return setup, log[:ACTIONS]
    raise RuntimeError("no seed gave a game long enough")


def _row(name: str, value: float, target: float) -> str:
    verdict = "ok" if value <= target else "TOO SLOW"
    return f"{name:<42} {value:9.2f} ms  target {target:6.0f} ms  ratio {value / target:5.2f}  {verdict}"


def main() -> int:
    setup, log = _long_game()
    replays: list[float] = []
    for _ in range(5):
        start = time.perf_counter()
        replayed = replay(setup, log)
        replays.append((time.perf_counter() - start) * 1000)
    assert replayed.seq == ACTIONS
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.sqlite3"
        store = GameStore.open(path)
        game_id = store.create(setup, "bench")
        times: list[float] = []
        for action in log:
            start = time.perf_counter()
            store.append(game_id, action)
            times.append((time.perf_counter() - start) * 1000)
        store.close()
        restores: list[float] = []
        for _ in range(5):
            start = time.perf_counter()
            fresh = GameStore.open(path)
            state = fresh.state(game_id)
            restores.append((time.perf_counter() - start) * 1000)
            fresh.close()
        assert state.seq == ACTIONS
    median, worst = statistics.median(times), max(times)
    restore = min(restores)
    print(f"{len(log)} actions, round {state.round}, {state.phase.value}")
    print(_row("one action committed + state (median)", median, ACTION_TARGET_MS))
    print(_row("one action committed + state (worst)", worst, ACTION_TARGET_MS))
    print(_row(f"{ACTIONS}-action replay (best of 5)", min(replays), RESTORE_TARGET_MS))
    print(_row(f"{ACTIONS}-action replay (worst of 5)", max(replays), RESTORE_TARGET_MS))
    print(_row(f"{ACTIONS}-action game restored (best of 5)", restore, RESTORE_TARGET_MS))
    print(_row(f"{ACTIONS}-action game restored (worst of 5)", max(restores), RESTORE_TARGET_MS))
    missed = worst > ACTION_TARGET_MS or max(restores) > RESTORE_TARGET_MS or max(replays) > RESTORE_TARGET_MS
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
