"""Printing speed: a 200-AP roster against a plain platypus document of the same tables, and
100 proxies.

Targets: the roster, built through reportlab's API, in at most 2x the time of a plain platypus
document of the same tables made in the same run; 100 proxies in at most 1.5 s. Returns 1 if a
target is missed, so ``python -m bench`` can say so.

The yardstick (:func:`plain_tables`) is what the roster prints, as reportlab's plain tables: a
SimpleDocTemplate with the army's name, the summary, and per card a table of characteristics
and a wound-track table with a row per figurine; plain strings in the same DejaVu fonts, a
grid, no styling. The roster adds its data (from the list and its validation), the styled
summary of Paragraphs, the header bars, equipment and abilities, the violations, the footers.

How it is timed, so the ratio is fair on a shared machine:
- same process, same run: modules imported and the DejaVu fonts registered before any timing
  (once per process, as in the app); each document is made once untimed first (warm-up);
- the yardstick and the roster are timed alternately, run after run, so a load change on the
  machine hits both; each gets RUNS runs; the best (the least disturbed) is compared and the
  median printed beside it;
- each run is timed twice: wall time (perf_counter) and the process's CPU time
  (process_time); the target is met only if both ratios are within it;
- the roster's seven cards all differ (characteristics, abilities, equipment), as a real list's
  do.
"""

from __future__ import annotations

import io
import statistics
import time
from collections.abc import Callable
from typing import Any

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


def plain_tables(data: Any) -> bytes:
    """The yardstick: the roster's tables (``data`` is its RosterData) as plain platypus
    tables of strings, in a SimpleDocTemplate."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    from companion.printing.fonts import BOLD, REGULAR

    grid = TableStyle([("FONT", (0, 0), (-1, -1), REGULAR, 7.5),
                       ("FONT", (0, 0), (-1, 0), BOLD, 7),
                       ("GRID", (0, 0), (-1, -1), 0.5, colors.black)])
    story: list[Any] = [
        Paragraph(data.name, ParagraphStyle("title", fontName=BOLD, fontSize=16, leading=19)),
        Table([["Ruleset", "Points", "Total AP", "Allowance", "Allies", "Status"],
               [data.ruleset, data.points, str(data.total_ap), str(data.allowance),
                f"{data.ally_ap} AP · {data.ally_share}", "LEGAL"]], style=grid),
    ]
    for card in data.cards:
        story.append(Spacer(0, 8))
        story.append(Table([[cell.short for cell in card.cells],
                            [cell.printed for cell in card.cells]], style=grid))
        story.append(Table([["Figure", *card.track.boxes, "Notes"]]
                           + [[f"#{n}", *[""] * len(card.track.boxes), ""]
                              for n in range(1, card.figures + 1)],
                           colWidths=[40] + [42] * len(card.track.boxes) + [260], style=grid))
    buffer = io.BytesIO()
    SimpleDocTemplate(buffer, pagesize=A4, invariant=True, initialFontName=REGULAR).build(story)
    return buffer.getvalue()


Timing = tuple[float, float]
"""(wall, CPU) seconds of one call."""


def timed(action: Callable[[], object]) -> Timing:
    """The wall and CPU time of one call, in seconds."""
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - wall, time.process_time() - cpu


def alternate(actions: dict[str, Callable[[], object]], runs: int) -> dict[str, list[Timing]]:
    """Each action timed ``runs`` times, the actions taking turns within each round."""
    times: dict[str, list[Timing]] = {name: [] for name in actions}
    for _ in range(runs):
        for name, action in actions.items():
            times[name].append(timed(action))
    return times


def best(action: Callable[[], object], runs: int) -> float:
    """The best wall time of ``runs`` calls, in seconds."""
    return min(timed(action)[0] for _ in range(runs))


def main() -> int:
    from companion.printing.fonts import register_fonts
    from companion.printing.proxy_sheet import render_proxies
    from companion.printing.roster import roster_data
    from companion.printing.roster_sheet import render_roster

    register_fonts()
    army, cards = roster_case()
    validation = validate(army, cards)
    assert validation.legal and validation.total_ap == 200, validation
    data = roster_data(army, cards, validation, language="en")

    def yardstick() -> None:
        plain_tables(data)

    def roster() -> None:
        render_roster(army, cards, validation, io.BytesIO(), "a4", language="en")

    some = list(cards.values())
    wanted = [(some[n % len(some)], 1) for n in range(100)]

    def proxies() -> None:
        render_proxies(wanted, io.BytesIO(), "a4", language="en")

    for warm_up in (yardstick, roster, proxies):
        warm_up()
    times = alternate({"plain": yardstick, "roster": roster}, RUNS)
    proxies_time = best(proxies, 3)

    def stats(name: str, clock: int) -> tuple[float, float]:
        values = [t[clock] for t in times[name]]
        return min(values), statistics.median(values)

    def ratios(name: str) -> tuple[float, float]:
        return stats(name, 0)[0] / stats("plain", 0)[0], stats(name, 1)[0] / stats("plain", 1)[0]

    def line(case: str, name: str, target: str = "", verdict: str = "") -> str:
        (wall, wall_median), (cpu, cpu_median) = stats(name, 0), stats(name, 1)
        text = (f"{case:<40}{wall * 1000:>7.1f}ms{wall_median * 1000:>7.1f}ms"
                f"{cpu * 1000:>8.1f}ms{cpu_median * 1000:>7.1f}ms")
        if name != "plain":
            wall_ratio, cpu_ratio = ratios(name)
            text += f"   {wall_ratio:.2f}x / {cpu_ratio:.2f}x"
        else:
            text += f"{'':>16}"
        return text + f"{target:>14}{verdict:>8}"

    roster_ok = max(ratios("roster")) <= ROSTER_RATIO_TARGET
    print(f"{'':<40}{'wall best':>9}{'median':>9}{'CPU best':>10}{'median':>9}"
          f"{'ratio wall / CPU':>19}{'target':>11}{'verdict':>8}   ({RUNS} runs each, alternated)")
    print(line("plain platypus tables, same content", "plain", "(yardstick)"))
    print(line("200-AP roster, 16 figurines", "roster", f"<= {ROSTER_RATIO_TARGET:g}x",
               "ok" if roster_ok else "OVER"))
    print(f"{'100 proxies (12 pages)':<40}{proxies_time * 1000:>7.1f}ms{'':>49}"
          f"{f'<= {PROXIES_TARGET_S * 1000:g}ms':>14}"
          f"{'ok' if proxies_time <= PROXIES_TARGET_S else 'OVER':>8}")
    return 0 if roster_ok and proxies_time <= PROXIES_TARGET_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
