"""Exact combat odds against brute-force enumeration of the dice, and their invariants."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.rules.combat_odds import (
    AttackDice,
    Defence,
    difficulty_table,
    exchange_odds,
    expected_severity,
    final_wounds,
    pooled_exchange_sixths,
    recommended_difficulty,
    severity_weight,
    unparried_chance,
)
from companion.rules.dice import RollModifiers, resolve_roll
from companion.rules.errors import RulesError
from tests.refusals import refused

SIXTH = Fraction(1, 6)


def sequences(value: int, difficulty: int, mods: RollModifiers) -> Iterator[tuple[tuple[int, ...], bool]]:
    """Every way the dice of one roll can fall (the thrower re-rolls only while short), by the
    resolver of thrown dice: each face sequence with its success."""
    pending: list[tuple[int, ...]] = [(f,) for f in range(1, 7)]
    while pending:
        dice = pending.pop()
        try:
            outcome = resolve_roll(value, difficulty, dice, mods)
        except RulesError:  # short, and the last face may be re-rolled: throw another die
            pending.extend(dice + (f,) for f in range(1, 7))
            continue
        yield dice, outcome.success


def brute_chance(value: int, difficulty: int, mods: RollModifiers = RollModifiers()) -> Fraction:
    return sum((SIXTH ** len(d) for d, ok in sequences(value, difficulty, mods) if ok), Fraction(0))


def brute_exchange(dice: list[tuple[int, int]], defence: Defence) -> dict[tuple[int, ...], Fraction]:
    """Every success/failure of every Attack, Defence and Sustained Defence die, one by one.

    ``dice``: (group, difficulty) for each Attack die, group = its AttackDice index.
    """
    hit_p = [brute_chance(6, d) for _, d in dice]  # ATT 6 for every group in these tests
    groups = max(g for g, _ in dice) + 1
    result: dict[tuple[int, ...], Fraction] = {}
    for hits in product([True, False], repeat=len(dice)):
        p_hits = Fraction(1)
        for hit, p in zip(hits, hit_p):
            p_hits *= p if hit else 1 - p
        landed = sorted((d, g) for (g, d), hit in zip(dice, hits) if hit)
        assigned = landed[: defence.dice]
        extra = defence.counter_attack_penalty or 0
        for parries in product([True, False], repeat=len(assigned)):
            p = p_hits
            for ok, (d, _) in zip(parries, assigned):
                q = brute_chance(defence.defence, d + extra, defence.mods)
                p *= q if ok else 1 - q
            left = [hit for hit, ok in zip(assigned, parries) if not ok] + landed[defence.dice:]
            left.sort()
            chain_results: list[tuple[list[tuple[int, int]], Fraction]] = [(left, Fraction(1))]
            if defence.sustained and any(parries) and left:
                chain_results = []
                still = Fraction(1)
                for step, (d, _) in enumerate(left, start=1):
                    q = brute_chance(defence.defence, d + 2 * step, defence.mods)
                    chain_results.append((left[step - 1:], still * (1 - q)))
                    still *= q
                chain_results.append(([], still))
            for through, q in chain_results:
                counts = [0] * groups
                for _, g in through:
                    counts[g] += 1
                key = tuple(counts)
                result[key] = result.get(key, Fraction(0)) + p * q
    return {k: v for k, v in result.items() if v}


@pytest.mark.parametrize(
    ("attacks", "defence"),
    [
        ([AttackDice(6, 9, 2)], Defence(2, 1)),
        ([AttackDice(6, 7, 3)], Defence(5, 2)),
        ([AttackDice(6, 7, 3)], Defence(5, 2, sustained=True)),
        ([AttackDice(6, 8, 2), AttackDice(6, 11, 2)], Defence(4, 1, sustained=True)),
        ([AttackDice(6, 12, 1), AttackDice(6, 7, 2)], Defence(3, 2, sustained=True)),
        ([AttackDice(6, 8, 2)], Defence(5, 2, counter_attack_penalty=2)),
        ([AttackDice(6, 9, 3)], Defence(6, 0)),
        ([AttackDice(6, 9, 2)], Defence(6, 4, sustained=True, mods=RollModifiers(die_modifier=-2))),
    ],
)
def test_exchange_against_brute_force(attacks: list[AttackDice], defence: Defence) -> None:
    dice = [(g, a.difficulty) for g, a in enumerate(attacks) for _ in range(a.count)]
    assert exchange_odds(attacks, defence).by_group == brute_exchange(dice, defence)


def test_red_lioness_exchange() -> None:
    """Booklet, "combat example": the three Zombies' six Attack dice at 7 (ATT 4) against the
    Red Lioness's 3 Defence dice at DEF 5 (6 - 1, Charged) with Sustained Defence."""
    odds = exchange_odds([AttackDice(4, 7, 6)], Defence(5, 3, sustained=True))
    assert sum(odds.unparried.values()) == 1
    # every Zombie die hits on 3+ (4/6); each Defence die parries at 7 on 2+ (5/6)
    assert AttackDice(4, 7).hit_chance == Fraction(2, 3)
    assert Defence(5, 3).parry_chance(7) == Fraction(5, 6)
    assert Defence(5, 3).sustained_chance(7, 2) == Fraction(1, 6)  # "will have to get a 6"


def test_single_blow_chance() -> None:
    # the Zombie's blow at 9 (ATT 6: 3+) against the Paladin's one die at DEF 2 ("a 6 followed by
    # at least a 2"): 4/6 * (1 - 5/36)
    assert unparried_chance(6, 9, Defence(2, 1)) == Fraction(4, 6) * (1 - Fraction(5, 36))


def test_no_attack_dice() -> None:
    with pytest.raises(RulesError):
        exchange_odds([], Defence(3, 1))


def test_counter_attack_without_sustained() -> None:
    with refused("odds.sustained-and-counter-attack"):
        Defence(3, 2, sustained=True, counter_attack_penalty=2)


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 8), st.integers(4, 14), st.integers(1, 5),
    st.integers(0, 7), st.integers(0, 4), st.booleans(),
)
def test_exchange_invariants(att: int, difficulty: int, n: int, def_: int, m: int, sustained: bool) -> None:
    defence = Defence(def_, m, sustained=sustained)
    odds = exchange_odds([AttackDice(att, difficulty, n)], defence)
    assert sum(odds.unparried.values()) == 1
    assert all(0 <= p <= 1 for p in odds.unparried.values())
    assert max(odds.unparried) <= n
    # One attack die: more Attack only raises its hit chance, the parry does not depend on it.
    # (With several dice it is no law: two hits may draw two parries and a Sustained Defence
    # where one hit draws one, e.g. ATT 1 vs 2 at 4, 2 dice against DEF 4 with 2 dice.)
    single = exchange_odds([AttackDice(att, difficulty, 1)], defence)
    better = exchange_odds([AttackDice(att + 1, difficulty, 1)], defence)
    assert better.expected_unparried >= single.expected_unparried
    # one more Defence die never raises it
    guarded = exchange_odds([AttackDice(att, difficulty, n)], Defence(def_, m + 1, sustained=sustained))
    assert guarded.expected_unparried <= odds.expected_unparried


def test_severity_weights() -> None:
    from enum import Enum

    Wound = Enum("Wound", ["NONE", "STUNNED", "LIGHT", "SERIOUS", "CRITICAL", "KILLED"])
    assert [severity_weight(w) for w in Wound] == [0, 1, 2, 3, 4, 5]
    assert expected_severity({Wound.SERIOUS: Fraction(1, 2), Wound.NONE: Fraction(1, 2)}) == Fraction(3, 2)


def test_final_wounds_brute_force() -> None:
    per_hit = {0: Fraction(1, 2), 2: Fraction(1, 3), 5: Fraction(1, 6)}

    def combine(state: int, wound: int) -> int:
        return max(state, wound) if wound != state else min(state + 1, 5)

    hits = {0: Fraction(1, 4), 1: Fraction(1, 4), 2: Fraction(1, 2)}
    expected: dict[int, Fraction] = {}
    for blows, p in hits.items():
        for wounds in product(per_hit, repeat=blows):
            state, q = 0, p
            for w in wounds:
                state, q = combine(state, w), q * per_hit[w]
            expected[state] = expected.get(state, Fraction(0)) + q
    assert final_wounds(hits, per_hit, 0, combine) == {k: v for k, v in expected.items() if v}


def test_recommended_difficulty_without_and_with_master_strike() -> None:
    # Damage stand-in: a higher bonus gives a worse wound (as adding the difficulty does).
    def wounds(bonus: int) -> dict[str, Fraction]:
        if bonus >= 10:
            return {"killed": Fraction(1)}
        if bonus >= 9:
            return {"critical": Fraction(1)}
        return {"light": Fraction(1)}

    defence = Defence(4, 1)
    plain = difficulty_table(6, defence, minimum=4, wound_chances=wounds)
    assert plain[0].difficulty == 4
    best = recommended_difficulty(plain)
    assert best.unparried == max(r.unparried for r in plain)
    master = difficulty_table(6, defence, minimum=4, wound_chances=wounds, master_strike=True)
    assert recommended_difficulty(master).difficulty > best.difficulty
    for row in master:
        assert row.expected_severity == row.unparried * expected_severity(wounds(row.difficulty))


def test_difficulty_table_without_minimum_starts_at_lowest_useful() -> None:
    rows = difficulty_table(6, Defence(0, 0), minimum=None)
    assert rows[0].difficulty == 8  # the Red Lioness: "that is 8"
    assert recommended_difficulty(rows).difficulty == 8


def test_final_wounds_by_group_brute_force() -> None:
    from companion.rules.combat_odds import final_wounds_by_group

    def combine(state: int, wound: int) -> int:  # not commutative, like worsening
        return wound if wound > state else min(state + 1, 5)

    strong = {0: Fraction(1, 3), 3: Fraction(2, 3)}
    weak = {0: Fraction(1, 2), 1: Fraction(1, 2)}
    odds = exchange_odds([AttackDice(6, 9, 2), AttackDice(4, 7, 1)], Defence(3, 1))
    expected: dict[int, Fraction] = {}
    for counts, chance in odds.by_group.items():
        blows = [strong] * counts[0] + [weak] * counts[1]
        for wounds in product(*[list(d) for d in blows]):
            state, q = 0, chance
            for dist, w in zip(blows, wounds):
                state, q = combine(state, w), q * dist[w]
            expected[state] = expected.get(state, Fraction(0)) + q
    assert final_wounds_by_group(odds, [strong, weak], 0, combine) == {k: v for k, v in expected.items() if v}
    assert sum(expected.values()) == 1
    with refused("odds.distributions-for-groups"):
        final_wounds_by_group(odds, [strong], 0, combine)


def test_exchange_wound_odds_single_blow_matches_damage_odds() -> None:
    from companion.rules.combat_odds import exchange_wound_odds
    from companion.rules.damage import damage_odds
    from companion.rules.wounds import WoundLevel

    # the Wolfen Zombie (ATT 6, STR 13) at 9 against the Paladin (DEF 2 after the Charge, RES 7)
    odds = exchange_wound_odds([AttackDice(6, 9, 1)], Defence(2, 1), strength=13, resilience=7)
    through = unparried_chance(6, 9, Defence(2, 1))
    assert odds.unparried == {0: 1 - through, 1: through}
    wounds = damage_odds(13, 7).by_level
    for level in WoundLevel:
        expected = through * wounds.get(level, Fraction(0)) + (1 - through if level is WoundLevel.NONE else 0)
        assert odds.final.get(level, Fraction(0)) == expected
    assert sum(odds.final.values()) == 1


def test_exchange_wound_odds_worsening_and_groups() -> None:
    from companion.rules.combat_odds import exchange_wound_odds
    from companion.rules.wounds import WoundLevel

    same = exchange_wound_odds([AttackDice(4, 7, 6)], Defence(5, 3, sustained=True), strength=4, resilience=7)
    split = exchange_wound_odds(
        [AttackDice(4, 7, 2), AttackDice(4, 7, 2), AttackDice(4, 7, 2)],
        Defence(5, 3, sustained=True), strength=[4, 4, 4], resilience=7,
    )
    assert same.final == split.final  # the same blows, counted per Zombie
    assert sum(same.final.values()) == 1
    wounded = exchange_wound_odds([AttackDice(4, 7, 6)], Defence(5, 3, sustained=True), strength=4,
                                  resilience=7, current=WoundLevel.SERIOUS)
    assert wounded.final.get(WoundLevel.NONE, 0) == 0  # a wound never gets better
    assert wounded.expected_severity >= same.expected_severity
    with refused("odds.strengths-for-groups"):
        exchange_wound_odds([AttackDice(4, 7, 1)], strength=[4, 5], resilience=7)


def test_attack_advice_master_strike_pushes_difficulty_up() -> None:
    from companion.rules.combat_odds import attack_advice

    plain = attack_advice(7, Defence(5, 2), minimum=5, strength=7, resilience=7)
    master = attack_advice(7, Defence(5, 2), minimum=5, strength=7, resilience=7, character_master_strike=True)
    assert master.recommended.difficulty >= plain.recommended.difficulty
    assert master.recommended.expected_severity > plain.recommended.expected_severity
    assert all(r.expected_severity <= plain.recommended.expected_severity for r in plain.rows)
    # without Master strike the best severity is the best chance to get through
    best = max(plain.rows, key=lambda r: r.unparried)
    assert plain.recommended.unparried == best.unparried


def test_defence_under_ruleset() -> None:
    from companion.rules.ruleset import TOURNAMENT

    # booklet: several opponents and at least as many Defence as Attack dice
    assert Defence.under(5, 3, opponents=4, attack_dice=2).sustained
    assert not Defence.under(5, 2, opponents=4, attack_dice=3).sustained
    assert not Defence.under(5, 2, opponents=1, attack_dice=0).sustained
    # tournament: every warrior who parries once
    assert Defence.under(5, 2, opponents=1, attack_dice=3, ruleset=TOURNAMENT).sustained
    assert not Defence.under(5, 2, opponents=4, attack_dice=0, counter_attack_penalty=2).sustained


def test_house_rule_21_makes_hard_attacks_harder_for_the_wounded() -> None:
    """House rule 21: "un boulet gob att : 2 en critique (échec sur 1/2/3/4) ne va faire que des
    attaques difficulté 7! ... mon boulet gob (att 2) en critique devra faire un 6 + un 5 pour
    réussir une difficulté de 7 [ 2+(6-3)+(5-3)=7 ]"."""
    from companion.rules.characteristic import RollKind
    from companion.rules.combat import Condition, Fighter, roll_modifiers
    from companion.rules.combat_odds import attack_advice
    from companion.rules.dice import chance_to_reach
    from companion.rules.ruleset import Ruleset
    from companion.rules.wounds import WoundLevel

    gob = Fighter("Goblin", 2, 2, 1, strength=3)
    wounded = Condition(wound=WoundLevel.CRITICAL)
    booklet = roll_modifiers(gob, RollKind.ATTACK, wounded).modifiers
    house = roll_modifiers(gob, RollKind.ATTACK, wounded, Ruleset(house_rules=frozenset({21}))).modifiers
    assert chance_to_reach(2, 7, house) == Fraction(1, 6) * Fraction(2, 6)  # a 6 then a 5 or 6
    advice = {
        name: attack_advice(2, Defence(3, 1), minimum=3, strength=3, resilience=5, mods=mods).recommended
        for name, mods in (("booklet", booklet), ("house", house))
    }
    assert advice["booklet"].difficulty >= 7
    assert advice["house"].difficulty < advice["booklet"].difficulty


@pytest.mark.parametrize("defence", [Defence(4, 0), Defence(4, 2), Defence(3, 3, sustained=True),
                                     Defence(5, 4, sustained=True, mods=RollModifiers(die_modifier=-1)),
                                     Defence(4, 2, counter_attack_penalty=2)])
def test_attacks_at_one_difficulty_give_the_exchanges_totals_pooled(defence: Defence) -> None:
    # Warriors of one card, some wounded, striking at one difficulty: the Defender's parries
    # (and his Sustained Defence) do not tell their Attacks apart, the totals are the same.
    groups = [AttackDice(4, 8, 2), AttackDice(4, 8, 2, RollModifiers(die_modifier=-1)),
              AttackDice(5, 8, 1, RollModifiers(die_modifier=-2))]
    totals: dict[int, Fraction] = {}
    for counts, chance in exchange_odds(groups, defence).by_group.items():
        totals[sum(counts)] = totals.get(sum(counts), Fraction(0)) + chance
    pooled = pooled_exchange_sixths(8, [(g.count, g.hit_sixths) for g in groups], defence)
    assert {n: Fraction(a, 6**e) for n, (a, e) in pooled.items()} == totals
    assert sum(totals.values()) == 1 and len(totals) > 2
