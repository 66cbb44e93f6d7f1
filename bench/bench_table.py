"""The Table: an action committed and the screen updated <= 50 ms.

A game of 9 Paladins against 6 Wolfen Zombies in the real Table workspace (offscreen), played
by the engine's autoplayer: each measured action is ``GameController.do`` (GameStore.append:
apply + one SQLite transaction, committed before it returns) followed by the rebuild of the
screen (tiles, step panel with its odds, log) and Qt's processing of the paint events.

Run: ``python -m bench.bench_table`` (or ``python -m bench``). Median of the actions played;
ratio = measured / target (<= 1.00 is within target).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ACTIONS = 120
TARGET = 0.050


def _setup():  # type: ignore[no-untyped-def]
    from companion.rules.army import ArmyList, Entry
    from companion.rules.card import Base, Card, Equipment, Rank, Size
    from companion.rules.game import GameSetup, Scenario, Side

    paladin = Card(id="alahan/paladin", name="Paladin", people="alahan", rank=Rank.ELITE, ap=30, figures_per_card=3,
                   size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3, attack=4, strength=5, defence=3,
                   resilience=7, courage=5, discipline=3, aim=3, equipment=(Equipment("Crossbow", 6, (15, 30, 45)),))
    zombie = Card(id="acheron/wolfen-zombie", name="Wolfen Zombie", people="acheron", rank=Rank.CREATURE, ap=40,
                  figures_per_card=1, size=Size.LARGE, base=Base.CREATURE, movement=15, initiative=3, attack=6,
                  strength=13, defence=3, resilience=8, fear=8, discipline=2)
    a = ArmyList("Lions", "alahan", 270, entries=tuple(Entry(paladin.id, 3) for _ in range(3)))
    b = ArmyList("Pack", "acheron", 240, entries=tuple(Entry(zombie.id, 1) for _ in range(6)))
    return GameSetup(ruleset=a.ruleset, sides=(Side("Alice", a, {paladin.id: paladin}), Side("Bob", b, {zombie.id: zombie})),
                     scenario=Scenario("Hold the ford"), seed=11)


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from companion.library.store import Library
    from companion.rules.game.autoplay import choose
    from companion.ui.session import Session
    from companion.ui.table import TableWorkspace

    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="bench-table-") as folder:
        path = Path(folder) / "table.sqlite3"
        Library.open(path, seed=False).close()
        session = Session(path)
        table = TableWorkspace(session)
        table.resize(1400, 900)
        table.show()
        app.processEvents()
        table.start_game(_setup())
        app.processEvents()
        times: list[float] = []
        kinds: list[str] = []
        commits: list[float] = []
        store = table.store
        append = store.append

        def timed_append(game_id, action):  # type: ignore[no-untyped-def]
            started = time.perf_counter()
            try:
                return append(game_id, action)
            finally:
                commits.append(time.perf_counter() - started)

        store.append = timed_append  # type: ignore[method-assign]
        for _ in range(ACTIONS):
            state = table.state
            assert state is not None
            if state.finished:
                break
            action = choose(state)
            started = time.perf_counter()
            assert table.do(action), table.view.step_panel.banner.text() if table.view else action
            app.processEvents()
            times.append(time.perf_counter() - started)
            kinds.append(f"{action.kind} -> {table.view.step_panel.header.text() if table.view else ''}")
        state = table.state
        assert state is not None
        table.close()
        session.close()
    measured = statistics.median(times)
    ratio = measured / TARGET
    print(f"bench_table ({len(times)} actions, round {state.round}, {state.phase.value})   measured      target   ratio")
    print(f"{'action committed + screen updated (median)':<44} {measured * 1000:>9.1f} ms {TARGET * 1000:>9.0f} ms "
          f"{ratio:>7.2f}  {'ok' if ratio <= 1 else 'OVER'}")
    print(f"{'  of which GameStore.append: apply + commit':<44} {statistics.median(commits) * 1000:>9.1f} ms")
    slowest = max(range(len(times)), key=times.__getitem__)
    print(f"{'slowest action':<44} {times[slowest] * 1000:>9.1f} ms   ({kinds[slowest]})")
    return 0 if ratio <= 1 else 1


if __name__ == "__main__":
    sys.exit(main())
