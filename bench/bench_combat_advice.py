"""The advice before a combat (companion.rules.combat_advice) against a 100,000-sample Monte Carlo
of the same choice.

Question: a lone warrior with 3 dice (ATT 6, DEF 5, STR 6, RES 7) against two opponents with 2
dice each (ATT 4, DEF 3, STR 4, RES 5); the lone warrior lost the Initiative: he is the
Defender and divides his dice first, not knowing how the two will place theirs. The advice
weighs every division of his 3 dice at every difficulty against every division of theirs (the
worst case), their blows first at the difficulty the Table recommends them, then his reply.

The exact side enumerates (median of 21 runs, caches cleared); the Monte Carlo throws the dice
with ``random`` (seeded) for the best row's choice against the division it assumes: each Attack
die re-rolls a 6 while short, the parries go to the easiest Attacks, the Sustained Defence die
takes the rest, a Damage roll per blow through, wounds applied as the rules apply them. Prints
both times, the ratio, and whether the chances agree within 4 standard errors.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from fractions import Fraction

from companion.rules import combat_exchanges, combat_odds
from companion.rules.characteristic import RollKind, roll_setup
from companion.rules.combat_advice import CombatSides, Row, Warrior, advise, enemy_difficulty
from companion.rules.combat_odds import Defence
from companion.rules.damage import DamageOptions, damage_odds, resolve_damage
from companion.rules.dice import RollModifiers
from companion.rules.wound_table import load_wound_table
from companion.rules.wounds import WoundLevel, WoundState, apply_wound

SAMPLES = 100_000
SEED = 20061
BUDGET_MS = 50.0
TOLERANCE = 4.0
LONE = Warrior("A1", attack=6, defence=5, dice=3)
PAIR = (Warrior("B1", attack=4, defence=3, dice=2), Warrior("B2", attack=4, defence=3, dice=2))
STRENGTH = {"A1": 6, "B1": 4, "B2": 4}
RESILIENCE = {"A1": 7, "B1": 5, "B2": 5}


def sides(table: object) -> CombatSides:
    damage = {}
    for a in ("A1", "B1", "B2"):
        for v in ("A1", "B1", "B2"):
            if (a == "A1") != (v == "A1"):
                odds = damage_odds(STRENGTH[a], RESILIENCE[v], DamageOptions(), table)  # type: ignore[arg-type]
                damage[(a, v)] = {k: p for k, p in odds.by_level.items() if p}
    return CombatSides(LONE, PAIR, lone_strikes_first=False, damage=damage)


def mods(state: WoundState, kind: RollKind) -> RollModifiers:
    return roll_setup(kind, (), WoundLevel.NONE if state.dead else state.level, stunned=state.stunned).modifiers


def roll(rng: random.Random, value: int, difficulty: int, m: RollModifiers) -> bool:
    """A characteristic roll: a 1 fails (also after a re-roll), a 6 re-rolled while short, the
    wound penalty on the die (a final die of 1 or less fails)."""
    total = 0
    first = True
    while True:
        face = rng.randint(1, 6)
        if face == 1 and (m.natural_one_fails if first else m.one_after_reroll_fails):
            return False
        first = False
        total += face
        final = total + m.die_modifier
        reached = value + final >= difficulty and not (m.modified and m.modified_one_fails and final <= 1)
        if reached:
            return True
        if face != 6:
            return False


def exchange(rng: random.Random, strikes: list[tuple[str, int, int, RollModifiers]], defender: str,
             defence: Defence, state: WoundState, levels: dict[tuple[str, str], dict[tuple[int, int], WoundLevel]],
             attacks: dict[str, int]) -> tuple[WoundState, int]:
    """One exchange thrown: each striker's dice at his difficulty, the parries, the Damage rolls."""
    hits = sorted((k, who) for who, value, k, m in strikes for _ in range(attacks[who]) if roll(rng, value, k, m))
    parried, left = hits[:defence.dice], hits[defence.dice:]
    parries = 0
    for k, who in parried:
        if roll(rng, defence.defence, k, defence.mods):
            parries += 1
        else:
            left.append((k, who))
    left.sort()
    if defence.sustained and parries and left:
        step = 1
        while left and roll(rng, defence.defence, left[0][0] + 2 * step, defence.mods):
            left.pop(0)
            step += 1
    for _k, who in left:
        if state.dead:
            break
        state = apply_wound(state, levels[(who, defender)][(rng.randint(1, 6), rng.randint(1, 6))]).state
    return state, len(left)


def monte_carlo(the_sides: CombatSides, row: Row, table: object) -> tuple[int, int, int, int]:
    """Kills, survivals, blows through and their squares of the lone warrior's choice, thrown
    SAMPLES times."""
    rng = random.Random(SEED)
    levels = {pair: {(a, b): resolve_damage((a, b), STRENGTH[pair[0]], RESILIENCE[pair[1]], DamageOptions(),
                                            table).level  # type: ignore[arg-type]
                     for a in range(1, 7) for b in range(1, 7)} for pair in the_sides.damage}
    (_lone, la, ld), = row.division
    placed = {fid: (a, d) for fid, a, d in row.against}
    target = row.target or "B1"
    start = WoundState()
    # The pair strikes first at the difficulty the advice assumes for them.
    pair_k = {m.id: enemy_difficulty(the_sides, m.id, start, placed[m.id][0], "A1", ld, la) for m in PAIR}
    lone_defence = Defence.under(LONE.defence, ld, opponents=2, attack_dice=la, mods=mods(start, RollKind.DEFENCE))
    k = row.difficulty or 0
    kills = survivals = blows = squares = 0
    for _ in range(SAMPLES):
        strikes = [(m.id, m.attack, pair_k[m.id], mods(start, RollKind.ATTACK)) for m in PAIR]
        lone_state, _through = exchange(rng, strikes, "A1", lone_defence, start, levels,
                                        {m.id: placed[m.id][0] for m in PAIR})
        target_state = start
        if not lone_state.dead and la:
            tdefence = Defence.under(PAIR[0].defence, placed[target][1], opponents=1, attack_dice=placed[target][0],
                                     mods=mods(start, RollKind.DEFENCE))
            floor = PAIR[0].defence if placed[target][1] else None
            target_state, through = exchange(rng, [("A1", LONE.attack, max(k, floor or k),
                                                    mods(lone_state, RollKind.ATTACK))], target, tdefence, start,
                                             levels, {"A1": la})
            blows += through
            squares += through * through
        kills += target_state.dead
        survivals += not lone_state.dead
    return kills, survivals, blows, squares


def main() -> int:
    table = load_wound_table()
    the_sides = sides(table)
    advise(the_sides, planner_is_lone=True)  # warm the imports
    times = []
    for _ in range(21):
        combat_odds._reach.cache_clear()
        combat_exchanges._apply.cache_clear()
        combat_exchanges._mods.cache_clear()
        start = time.perf_counter()
        advice = advise(the_sides, planner_is_lone=True)
        times.append((time.perf_counter() - start) * 1000)
    exact_ms = statistics.median(times)
    row = advice.best
    start = time.perf_counter()
    kills, survivals, blows, squares = monte_carlo(the_sides, row, table)
    mc_ms = (time.perf_counter() - start) * 1000
    print(f"advice: a lone warrior's 3 dice against two opponents (2 dice each), he places first; "
          f"{len(advice.rows)} rows (every division, every difficulty), each weighed against every division "
          f"of theirs")
    print(f"best: {row.division[0][1]} Attack, {row.division[0][2]} Defence at {row.difficulty} on {row.target}, "
          f"against {row.against}")
    print(f"exact (median of 21, caches cleared) {exact_ms:8.2f} ms   budget {BUDGET_MS:.0f} ms")
    print(f"Monte Carlo {SAMPLES:,} samples of that choice {mc_ms:8.0f} ms")
    print(f"ratio Monte Carlo / exact       {mc_ms / exact_ms:8.0f}x")
    agree = True
    print(f"{'outcome':<24}{'exact':>10}{'Monte Carlo':>13}{'z':>7}")
    mean = blows / SAMPLES
    spread = math.sqrt(max(squares / SAMPLES - mean * mean, 1e-12) / SAMPLES)
    for name, exact, estimate, error in (
            ("enemy killed", float(row.killed), kills / SAMPLES,
             math.sqrt(max(float(row.killed) * (1 - float(row.killed)), 1e-12) / SAMPLES)),
            ("survives", float(row.survives), survivals / SAMPLES,
             math.sqrt(max(float(row.survives) * (1 - float(row.survives)), 1e-12) / SAMPLES)),
            ("blows through (mean)", float(row.blows), mean, spread)):
        z = (estimate - exact) / error
        agree = agree and abs(z) <= TOLERANCE
        print(f"{name:<24}{exact:>10.5f}{estimate:>13.5f}{z:>7.2f}")
    print(f"agreement within {TOLERANCE:.0f} standard errors: {'yes' if agree else 'NO'}")
    assert isinstance(row.killed, Fraction)
    ok = exact_ms <= BUDGET_MS and agree
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
