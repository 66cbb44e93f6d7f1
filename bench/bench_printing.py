"""Printing speed: a 200-AP roster against a bare one-page reportlab document, and 100 proxies.

Targets (issue 6): the roster in at most 2x the time of a bare one-page reportlab document
made in the same run; 100 proxies in at most 1.5 s. Returns 1 if a target is missed, so
``python -m bench`` can say so.

How it is timed, so the ratio is fair on a shared machine:
- same process, same run: modules imported and the DejaVu fonts registered before any timing
  (once per process, as in the app); each document is made once untimed first (warm-up);
- the bare document and the roster are timed alternately, run after run, so a load change on
  the machine hits both; each gets RUNS runs, the verdict uses the best (the least disturbed)
  and the median is printed beside it;
- the roster's seven cards all differ (characteristics, abilities, equipment), as a real list's
  do, so nothing is drawn once and reused merely because the bench repeats one card;
- "warm" is a roster printed again in the same process (the window's preview, then the saved
  file): the font subsets and text measures made by earlier prints are reused. "cold" clears
  those caches before each run: the first roster a process prints. The target is judged on the
  warm figure and both are printed.
"""

from __future__ import annotations

import io
import statistics
import time
from collections.abc import Callable

from companion.rules.abilities import Ability
from companion.rules.army import ArmyList, Entry, validate
from companion.rules.card import Base, Card, Equipment, Rank, Size
from companion.rules.ruleset import CORE

ROSTER_RATIO_TARGET = 2.0
PROXIES_TARGET_S = 1.5
RUNS = 25

WEAPONS = ("Crossbow", "Bow", "Javelins", "Sling", "Pistol", "Arbalest", "Throwing axes")


def _card(n: int, people: str, ap: int, figures: int) -> Card:
    """A made-up card with every characteristic, abilities and a ranged weapon; its numbers,
    abilities and weapon depend on ``n``, so no two cards of the bench print alike."""
    return Card(
        id=f"{people}/warrior-{n}", name=f"Warrior {n} of «{people}» — Crâne & <Co>", people=people,
        rank=Rank.REGULAR, ap=ap, figures_per_card=figures, size=Size.NORMAL, base=Base.INFANTRY,
        movement=10 + 2 * (n % 3), initiative=2 + n % 4, attack=3 + n % 5, strength=4 + n % 4,
        defence=3 + n % 3, resilience=4 + n % 5, aim=2 + n % 4, courage=3 + n % 3,
        discipline=2 + n % 4,
        abilities=tuple(Ability.parse(a) for a in ("Bravery" if n % 2 else "Born killer",
                                                   f"Leadership/{6 + n}", f"War cry/{1 + n % 3}")),
        equipment=(Equipment(WEAPONS[n % len(WEAPONS)], 4 + n % 5, (10 + n, 20 + n, 30 + 2 * n)),),
    )


def roster_case() -> tuple[ArmyList, dict[str, Card]]:
    """A legal 200-AP Lions list of seven entries and 16 figurines."""
    cards = {c.id: c for c in (_card(n, "alahan", 10 + n, 3) for n in range(6))}
    cards.update({c.id: c for c in (_card(9, "griffin", 16, 2),)})
    entries = (Entry("alahan/warrior-0", 3), Entry("alahan/warrior-1", 3), Entry("alahan/warrior-2", 3),
               Entry("alahan/warrior-3", 2), Entry("alahan/warrior-4", 2), Entry("alahan/warrior-5", 1),
               Entry("griffin/warrior-9", 2))
    army = ArmyList("Lions at the ford", "alahan", 200, CORE, entries)
    return army, cards


def bare_document() -> bytes:
    """The yardstick: a one-page reportlab document (a title and a paragraph)."""
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate

    styles = getSampleStyleSheet()
    buffer = io.BytesIO()
    SimpleDocTemplate(buffer).build(
        [Paragraph("Bare document", styles["Title"]), Paragraph("Lorem ipsum " * 60, styles["Normal"])]
    )
    return buffer.getvalue()


def timed(action: Callable[[], object]) -> float:
    """The wall time of one call, in seconds."""
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def alternate(actions: dict[str, Callable[[], object]], runs: int) -> dict[str, list[float]]:
    """Each action timed ``runs`` times, the actions taking turns within each round."""
    times: dict[str, list[float]] = {name: [] for name in actions}
    for _ in range(runs):
        for name, action in actions.items():
            times[name].append(timed(action))
    return times


def best(action: Callable[[], object], runs: int) -> float:
    """The best wall time of ``runs`` calls, in seconds."""
    return min(timed(action) for _ in range(runs))


def main() -> int:
    from companion.printing.drawing import clear_measures
    from companion.printing.fonts import clear_subset_caches, register_fonts
    from companion.printing.proxies import render_proxies
    from companion.printing.roster import render_roster

    register_fonts()
    army, cards = roster_case()
    validation = validate(army, cards)
    assert validation.legal and validation.total_ap == 200, validation

    def roster() -> None:
        render_roster(army, cards, validation, io.BytesIO(), "a4")

    def roster_cold() -> None:
        clear_subset_caches()
        clear_measures()
        roster()

    some = list(cards.values())
    wanted = [(some[n % len(some)], 1) for n in range(100)]

    def proxies() -> None:
        render_proxies(wanted, io.BytesIO(), "a4")

    for warm_up in (bare_document, roster, roster_cold, proxies):
        warm_up()
    times = alternate({"bare": bare_document, "warm": roster, "cold": roster_cold}, RUNS)
    bare = min(times["bare"])
    warm = min(times["warm"])
    ratio = warm / bare
    proxies_time = best(proxies, 3)

    def line(case: str, name: str, target: str = "", verdict: str = "", extra: str = "") -> str:
        t = times[name]
        return (f"{case:<40}{min(t) * 1000:>7.1f}ms{statistics.median(t) * 1000:>8.1f}ms"
                f"{target:>16}{verdict:>9}{extra}")

    print(f"{'case':<40}{'best':>9}{'median':>10}{'target':>16}{'verdict':>9}   ({RUNS} runs each, alternated)")
    print(line("bare one-page reportlab document", "bare", "(yardstick)"))
    print(line("200-AP roster, 16 figurines (warm)", "warm", f"<= {ROSTER_RATIO_TARGET:g}x bare",
               "ok" if ratio <= ROSTER_RATIO_TARGET else "OVER", f"   ratio {ratio:.2f}x"))
    print(line("200-AP roster, first print (cold)", "cold", "", "",
               f"   ratio {min(times['cold']) / bare:.2f}x (not the target)"))
    print(f"{'100 proxies (12 pages)':<40}{proxies_time * 1000:>7.1f}ms{'':>10}"
          f"{f'<= {PROXIES_TARGET_S * 1000:g}ms':>16}"
          f"{'ok' if proxies_time <= PROXIES_TARGET_S else 'OVER':>9}")
    return 0 if ratio <= ROSTER_RATIO_TARGET and proxies_time <= PROXIES_TARGET_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
