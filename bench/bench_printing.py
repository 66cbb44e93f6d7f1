"""Printing speed: a 200-AP roster against a bare one-page reportlab document, and 100 proxies.

Targets (issue 6): the roster in at most 2x the time of a bare one-page reportlab document
made in the same run; 100 proxies in at most 1.5 s. Fonts are registered and modules imported
before timing (once per process, as in the app); each figure is the best of several runs.
Returns 1 if a target is missed, so ``python -m bench`` can say so.
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable

from companion.rules.abilities import Ability
from companion.rules.army import ArmyList, Entry, validate
from companion.rules.card import Base, Card, Equipment, Rank, Size
from companion.rules.ruleset import CORE

ROSTER_RATIO_TARGET = 2.0
PROXIES_TARGET_S = 1.5


def _card(n: int, people: str, ap: int, figures: int) -> Card:
    """A made-up card with every characteristic, abilities and a ranged weapon."""
    return Card(
        id=f"{people}/warrior-{n}", name=f"Warrior {n} of «{people}» — Crâne & <Co>", people=people,
        rank=Rank.REGULAR, ap=ap, figures_per_card=figures, size=Size.NORMAL, base=Base.INFANTRY,
        movement=10, initiative=3, attack=4, strength=5, defence=4, resilience=5, aim=3, courage=4,
        discipline=3, abilities=tuple(Ability.parse(a) for a in ("Bravery", "Leadership/10", "War cry/2")),
        equipment=(Equipment("Crossbow", 7, (15, 30, 45)),),
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


def best(action: Callable[[], object], runs: int) -> float:
    """The best wall time of ``runs`` calls, in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    from companion.printing.proxies import render_proxies
    from companion.printing.roster import render_roster

    army, cards = roster_case()
    validation = validate(army, cards)
    assert validation.legal and validation.total_ap == 200, validation

    def roster() -> None:
        render_roster(army, cards, validation, io.BytesIO(), "a4")

    some = list(cards.values())
    wanted = [(some[n % len(some)], 1) for n in range(100)]

    def proxies() -> None:
        render_proxies(wanted, io.BytesIO(), "a4")

    roster()
    proxies()
    bare_document()  # warm: imports, font registration, caches
    bare = best(bare_document, 15)
    roster_time = best(roster, 15)
    proxies_time = best(proxies, 3)
    ratio = roster_time / bare
    print(f"{'case':<34}{'time':>10}{'target':>16}{'verdict':>9}")
    print(f"{'bare one-page reportlab document':<34}{bare * 1000:>8.1f}ms{'(yardstick)':>16}")
    print(f"{'200-AP roster (16 figurines)':<34}{roster_time * 1000:>8.1f}ms"
          f"{f'<= {ROSTER_RATIO_TARGET:g}x bare':>16}{'ok' if ratio <= ROSTER_RATIO_TARGET else 'OVER':>9}"
          f"   ratio {ratio:.2f}x")
    print(f"{'100 proxies (12 pages)':<34}{proxies_time * 1000:>8.1f}ms"
          f"{f'<= {PROXIES_TARGET_S * 1000:g}ms':>16}{'ok' if proxies_time <= PROXIES_TARGET_S else 'OVER':>9}")
    return 0 if ratio <= ROSTER_RATIO_TARGET and proxies_time <= PROXIES_TARGET_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
