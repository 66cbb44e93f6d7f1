"""The exact odds of a whole exchange against a 100,000-sample Monte Carlo of the same question.

Question: 5 Attack dice (ATT 5, difficulties 7, 7, 7, 8, 9, STR 7) against 3 Defence dice (DEF 4)
with Sustained Defence, then a Damage roll per blow that gets through against RES 6 (wounds
worsen one another): the chance of each number of blows through and of each final wound level.

The exact side (companion.rules.combat_odds) enumerates; the Monte Carlo throws the dice with
``random`` (seeded), following the same play: the thrower re-rolls a 6 while short of the
difficulty, the Defender puts his dice on the easiest Attacks, the Sustained Defence die takes
the rest, easiest first. Prints both times, the ratio (the exact must be >= 100x faster and
<= 10 ms) and whether every probability agrees within 4 standard errors.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from fractions import Fraction

from companion.rules import combat_odds
from companion.rules.combat_odds import AttackDice, Defence, exchange_wound_odds
from companion.rules.damage import DamageOptions, resolve_damage
from companion.rules.wound_table import load_wound_table
from companion.rules.wounds import WoundLevel, worsen

ATTACK, STRENGTH, DIFFICULTIES = 5, 7, (7, 7, 7, 8, 9)
DEFENCE, DEFENCE_DICE, RESILIENCE = 4, 3, 6
SAMPLES = 100_000
SEED = 20061
EXACT_BUDGET_MS = 10.0
MIN_RATIO = 100.0
TOLERANCE = 4.0


def attacks() -> list[AttackDice]:
    counts: dict[int, int] = {}
    for d in DIFFICULTIES:
        counts[d] = counts.get(d, 0) + 1
    return [AttackDice(ATTACK, d, n) for d, n in sorted(counts.items())]


def exact(table: object) -> tuple[dict[int, Fraction], dict[WoundLevel, Fraction]]:
    odds = exchange_wound_odds(
        attacks(), Defence(DEFENCE, DEFENCE_DICE, sustained=True),
        strength=STRENGTH, resilience=RESILIENCE, table=table,  # type: ignore[arg-type]
    )
    return odds.unparried, odds.final


def _roll(rng: random.Random, value: int, difficulty: int) -> bool:
    """A characteristic roll: a 1 fails (also after a re-roll); a 6 is re-rolled while short."""
    total = 0
    while True:
        face = rng.randint(1, 6)
        if face == 1:
            return False
        total += face
        if value + total >= difficulty:
            return True
        if face != 6:
            return False


def monte_carlo(table: object, samples: int, seed: int) -> tuple[dict[int, int], dict[WoundLevel, int]]:
    rng = random.Random(seed)
    levels = {
        (a, b): resolve_damage((a, b), STRENGTH, RESILIENCE, DamageOptions(), table).level  # type: ignore[arg-type]
        for a in range(1, 7) for b in range(1, 7)
    }
    through_counts: dict[int, int] = {}
    final_counts: dict[WoundLevel, int] = {}
    ordered = sorted(DIFFICULTIES)
    for _ in range(samples):
        hits = [d for d in ordered if _roll(rng, ATTACK, d)]
        assigned, left = hits[:DEFENCE_DICE], hits[DEFENCE_DICE:]
        parried = 0
        for d in assigned:
            if _roll(rng, DEFENCE, d):
                parried += 1
            else:
                left.append(d)
        left.sort()
        if parried and left:
            step = 1
            while left and _roll(rng, DEFENCE, left[0] + 2 * step):
                left.pop(0)
                step += 1
        through_counts[len(left)] = through_counts.get(len(left), 0) + 1
        state = WoundLevel.NONE
        for _blow in left:
            state = worsen(state, levels[(rng.randint(1, 6), rng.randint(1, 6))])
        final_counts[state] = final_counts.get(state, 0) + 1
    return through_counts, final_counts


def main() -> int:
    table = load_wound_table()
    exact(table)  # warm the imports
    times = []
    for _ in range(21):
        combat_odds._reach.cache_clear()
        start = time.perf_counter()
        through, final = exact(table)
        times.append((time.perf_counter() - start) * 1000)
    exact_ms = statistics.median(times)
    start = time.perf_counter()
    mc_through, mc_final = monte_carlo(table, SAMPLES, SEED)
    mc_ms = (time.perf_counter() - start) * 1000
    ratio = mc_ms / exact_ms
    print(f"exchange: {len(DIFFICULTIES)} Attack dice (ATT {ATTACK}, at {DIFFICULTIES}, STR {STRENGTH}) "
          f"vs {DEFENCE_DICE} Defence dice (DEF {DEFENCE}, Sustained Defence), RES {RESILIENCE}")
    print(f"exact (median of 21, cold cache) {exact_ms:8.2f} ms   budget {EXACT_BUDGET_MS:.0f} ms")
    print(f"Monte Carlo {SAMPLES:,} samples    {mc_ms:8.0f} ms")
    print(f"ratio Monte Carlo / exact       {ratio:8.0f}x   required >= {MIN_RATIO:.0f}x")
    worst = 0.0
    print(f"{'outcome':<22}{'exact':>10}{'Monte Carlo':>13}{'z':>7}")
    rows: list[tuple[str, Fraction, int]] = [(f"{n} blow(s) through", p, mc_through.get(n, 0)) for n, p in through.items()]
    rows += [(f"final {level.value}", p, mc_final.get(level, 0)) for level, p in final.items()]
    seen_through = set(through)
    seen_final = set(final)
    rows += [(f"{n} blow(s) through", Fraction(0), c) for n, c in mc_through.items() if n not in seen_through]
    rows += [(f"final {lv.value}", Fraction(0), c) for lv, c in mc_final.items() if lv not in seen_final]
    agree = True
    for name, p, count in rows:
        estimate = count / SAMPLES
        error = math.sqrt(float(p) * (1 - float(p)) / SAMPLES)
        if error == 0:
            z = 0.0 if count == 0 else math.inf
        else:
            z = (estimate - float(p)) / error
        worst = max(worst, abs(z))
        agree = agree and abs(z) <= TOLERANCE
        print(f"{name:<22}{float(p):>10.5f}{estimate:>13.5f}{z:>7.2f}")
    print(f"agreement: every probability within {TOLERANCE:.0f} standard errors: "
          f"{'yes' if agree else 'NO'} (worst |z| = {worst:.2f})")
    ok = exact_ms <= EXACT_BUDGET_MS and ratio >= MIN_RATIO and agree
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
