"""Damage rolls and the wound table (booklet, "wound table"; FACTS.md)."""

from __future__ import annotations

import json
import pickle
import re
from fractions import Fraction
from itertools import combinations, product
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.i18n.render import english
from companion.rules.abilities import Ability
from companion.rules.damage import (
    DamageOptions,
    after_damage,
    damage_odds,
    damage_options,
    immune_to_element,
    resolve_damage,
    toxic_applies,
    toxic_odds,
)
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.ruleset import TOURNAMENT
from companion.rules.wound_table import WoundTable, default_table_path, load_wound_table
from companion.rules.wounds import Location, WoundLevel, worsen
from tests.refusals import refused

TABLE = load_wound_table()
K, C, SE, L, S, N = (WoundLevel.KILLED, WoundLevel.CRITICAL, WoundLevel.SERIOUS,
                     WoundLevel.LIGHT, WoundLevel.STUNNED, WoundLevel.NONE)


def abilities(*names: str) -> tuple[Ability, ...]:
    return tuple(Ability.parse(n) for n in names)


# --- the table as data ---------------------------------------------------------------------


def test_the_one_published_cell_15_torso_is_critical() -> None:
    """"The dice show a 3 and a 6 which adds up to 9 + STR 13 ... - RES 7 ... = 15 ... The
    smallest result locates the Wound: 3 / the Torso. The final result is 15 in the Torso: a
    Critical Wound." (booklet, example of a game)"""
    outcome = resolve_damage([3, 6], 13, 7)
    assert (outcome.total, outcome.location, outcome.level) == (15, Location.TORSO, C)
    assert outcome.published and not outcome.exceptional
    published = TABLE.published_cells()
    assert [(row.label, loc, cell.level) for row, loc, cell in published] == [
        ("15", Location.TORSO, C)]
    assert TABLE.column(3).published and TABLE.location(3) is Location.TORSO


def test_no_other_cell_claims_to_be_published() -> None:
    data = json.loads(default_table_path().read_text(encoding="utf-8"))
    for row in data["rows"]:
        for loc, cell in row["cells"].items():
            if cell["published"]:
                assert (row["min"], loc) == (15, "torso")
            else:
                assert "not from a source" in cell["provenance"]
    assert [c["published"] for c in data["columns"]] == [False, False, True, False, False, False]
    assert not TABLE.fully_published


def test_an_unpublished_result_says_so() -> None:
    outcome = resolve_damage([1, 4], 5, 5)
    assert not outcome.published
    assert Message("damage.unpublished-cell") in outcome.notes


def test_table_rows_are_monotone_in_the_shipped_estimate() -> None:
    for loc in TABLE.locations:
        levels = [row.cells[loc].level.severity for row in TABLE.rows]
        assert levels == sorted(levels)


def test_round_trip_and_player_correction(tmp_path: Path) -> None:
    corrected = TABLE.with_cell(TABLE.row_index(8), Location.LEGS, WoundLevel.LIGHT,
                                "corrected by the player from the booklet p.64", published=True)
    path = tmp_path / "table.json"
    path.write_text(corrected.to_json(), encoding="utf-8")
    loaded = load_wound_table(path)
    assert loaded == corrected
    assert loaded.cell(TABLE.row_index(8), Location.LEGS).level is WoundLevel.LIGHT
    assert load_wound_table(json.loads(TABLE.to_json())) == TABLE
    with refused("wound-table.no-provenance"):
        TABLE.with_cell(0, Location.LEGS, WoundLevel.LIGHT, "  ")


def test_a_table_pickles_whole_for_the_worker_processes() -> None:
    corrected = TABLE.with_cell(TABLE.row_index(8), Location.LEGS, WoundLevel.LIGHT, "corrected by the player")
    copy = pickle.loads(pickle.dumps(corrected))
    assert copy == corrected and copy != TABLE
    assert copy.cell(TABLE.row_index(8), Location.LEGS).provenance == "corrected by the player"


def _broken(change: str) -> dict[str, object]:
    data: dict[str, object] = json.loads(TABLE.to_json())
    rows = data["rows"]
    columns = data["columns"]
    assert isinstance(rows, list) and isinstance(columns, list)
    if change == "schema":
        data["schema"] = 2
    elif change == "gap":
        rows[2]["min"] = rows[2]["min"] + 1
    elif change == "first":
        rows[0]["min"] = -5
    elif change == "last":
        rows[-1]["max"] = 40
    elif change == "level":
        rows[3]["cells"]["legs"]["level"] = "scratched"
    elif change == "missing":
        del rows[3]["cells"]["head"]
    elif change == "published":
        rows[3]["cells"]["legs"]["published"] = "yes"
    elif change == "provenance":
        rows[3]["cells"]["legs"]["provenance"] = ""
    elif change == "columns":
        columns.pop()
    elif change == "die":
        columns[1]["lowest_die"] = 5
    elif change == "location":
        columns[1]["location"] = "tail"
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [("schema", "schema must be 1"), ("gap", r"rows\[2\].min must be"),
     ("first", "first row"), ("last", "last row"), ("level", "unknown wound level"),
     ("missing", "no cell for head"), ("published", "true or false"),
     ("provenance", "provenance must be"), ("columns", "six entries"),
     ("die", "lowest_die must be 2"), ("location", "unknown location")],
)
def test_bad_tables_are_refused_with_a_clear_message(change: str, message: str) -> None:
    with pytest.raises(RulesError) as refused:
        WoundTable.from_dict(_broken(change))
    assert re.search(message, english(refused.value.message))
    assert english(refused.value.message).startswith("the wound table: ")


def test_bad_table_files(tmp_path: Path) -> None:
    with refused("wound-table.unreadable"):
        load_wound_table(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with refused("wound-table.not-json"):
        load_wound_table(bad)


# --- resolving -----------------------------------------------------------------------------


@pytest.mark.parametrize(("face", "level"), [(1, N), (2, S), (3, L), (4, SE), (5, C), (6, K)])
def test_exceptional_wounds_ignore_strength_and_resilience(face: int, level: WoundLevel) -> None:
    for strength, resilience in [(0, 20), (20, 0)]:
        outcome = resolve_damage([face, face], strength, resilience)
        assert outcome.exceptional and outcome.level is level and outcome.published


def test_lowest_die_locates() -> None:
    assert resolve_damage([6, 3], 13, 7).location is Location.TORSO
    assert resolve_damage([2, 5], 13, 7).location is TABLE.location(2)


def test_hard_boiled_one_line_higher_not_on_doubles_nor_killed() -> None:
    hard = DamageOptions(hard_boiled=True)
    plain = resolve_damage([3, 6], 13, 7)
    higher = resolve_damage([3, 6], 13, 7, hard)
    assert higher.row == TABLE.rows[TABLE.row_index(15) - 1].label
    assert resolve_damage([5, 5], 13, 7, hard).level is C
    # a table Killed Outright is not softened (booklet) ...
    killed = resolve_damage([5, 6], 30, 0, hard)
    assert killed.level is K
    # ... but the tournament text only excepts doubles.
    tough = resolve_damage([5, 6], 13, 0, DamageOptions(hard_boiled=True, ruleset=TOURNAMENT))
    assert tough.row == TABLE.rows[TABLE.row_index(24) - 1].label
    assert plain.level is C
    # "It is not possible to go higher than the first line"
    assert resolve_damage([1, 2], 0, 30, hard).row == TABLE.rows[0].label


def test_bane_one_line_lower_clamped_at_the_last_line() -> None:
    bane = DamageOptions(bane=True)
    assert resolve_damage([3, 6], 13, 7, bane).row == TABLE.rows[TABLE.row_index(16)].label
    assert resolve_damage([4, 6], 40, 0, bane).row == TABLE.rows[-1].label
    assert resolve_damage([3, 6], 13, 7, DamageOptions(bane=True, hard_boiled=True)).row == "15"


def test_immunity_to_a_location_and_to_an_element() -> None:
    opts = damage_options(victim=abilities("Immunity/Torso"))
    assert opts.immune_locations == frozenset({Location.TORSO})
    assert resolve_damage([3, 6], 13, 7, opts).level is N
    assert resolve_damage([3, 3], 13, 7, opts).level is N
    assert immune_to_element(abilities("Immunity/Fire"), "fire")
    assert not immune_to_element(abilities("Immunity/Fire"), "poison")


def test_assassin_keeps_the_two_worst_dice_for_the_victim() -> None:
    """"An Assassin who Charges his victim rolls three dice for the first Damage Roll against
    it. He will choose the two dice most suitable"."""
    opts = damage_options(attacker=abilities("Assassin"), charged=True)
    assert opts.assassin
    outcome = resolve_damage([6, 6, 1], 0, 10, opts)
    assert outcome.level is K and outcome.dice == (6, 6)
    with refused("damage.dice-count"):
        resolve_damage([6, 6], 0, 10, opts)
    assert not damage_options(attacker=abilities("Assassin"), charged=False).assassin
    assert not damage_options(attacker=abilities("Assassin"), victim=abilities("Assassin"),
                              charged=True).assassin
    assert not damage_options(attacker=abilities("Assassin"), victim=abilities("Consciousness"),
                              charged=True).assassin


def test_assassin_odds_against_brute_force() -> None:
    opts = DamageOptions(assassin=True)
    odds = damage_odds(8, 6, opts)
    brute = {lv: Fraction(0) for lv in WoundLevel}
    for dice in product(range(1, 7), repeat=3):
        best = max((resolve_damage([dice[i], dice[j]], 8, 6) for i, j in combinations(range(3), 2)),
                   key=lambda o: (o.level.severity, o.total))
        brute[best.level] += Fraction(1, 216)
    assert odds.by_level == brute
    assert odds.at_least(SE) > damage_odds(8, 6).at_least(SE)


def test_master_strike() -> None:
    character = damage_options(attacker_character=True, master_strike_difficulty=9)
    assert character.roll_bonus == 9
    x = damage_options(attacker=abilities("Master strike/3"), master_strike_difficulty=9)
    assert (x.roll_bonus, x.strength_bonus) == (0, 3)
    assert resolve_damage([3, 6], 10, 7, x).total == 15
    with refused("damage.master-strike-who"):
        damage_options(master_strike_difficulty=9)


def test_survival_instinct() -> None:
    opts = damage_options(victim=abilities("Survival instinct"))
    assert resolve_damage([6, 6], 0, 0, opts, survival_die=6).level is N
    assert resolve_damage([6, 6], 0, 0, opts, survival_die=5).level is K
    with refused("damage.survival-die-missing"):
        resolve_damage([6, 6], 0, 0, opts)
    odds = damage_odds(10, 5, opts)
    assert odds.voided == Fraction(1, 6)
    assert odds.by_level[K] == damage_odds(10, 5).by_level[K] * Fraction(5, 6)


def test_toxic_second_roll_and_immunity() -> None:
    assert toxic_applies(abilities("Bravery"))
    for immune in ("Living-dead", "Construct", "Immortal"):
        assert not toxic_applies(abilities(immune))
        assert toxic_odds(6, 3, abilities(immune)).by_level[N] == 1
    assert toxic_odds(6, 3).by_level == damage_odds(6, 3).by_level


@pytest.mark.parametrize("dice", [[0, 3], [3, 7], [3], [1, 2, 3]])
def test_bad_damage_dice(dice: list[int]) -> None:
    with pytest.raises(RulesError):
        resolve_damage(dice, 5, 5)


# --- exact odds ----------------------------------------------------------------------------


def brute_odds(strength: int, resilience: int) -> dict[WoundLevel, Fraction]:
    """Independent enumeration: doubles by the booklet's list, the rest by the table."""
    exceptional = {1: N, 2: S, 3: L, 4: SE, 5: C, 6: K}
    result = {lv: Fraction(0) for lv in WoundLevel}
    for a, b in product(range(1, 7), repeat=2):
        if a == b:
            level = exceptional[a]
        else:
            total = a + b + strength - resilience
            row = next(r for r in TABLE.rows if (r.low is None or total >= r.low)
                       and (r.high is None or total <= r.high))
            level = row.cells[TABLE.location(min(a, b))].level
        result[level] += Fraction(1, 36)
    return result


@pytest.mark.parametrize(("strength", "resilience"), [(13, 7), (0, 10), (5, 5), (20, 0), (3, 9)])
def test_damage_odds_match_brute_force(strength: int, resilience: int) -> None:
    odds = damage_odds(strength, resilience)
    assert odds.by_level == brute_odds(strength, resilience)
    assert odds.exceptional == Fraction(6, 36)
    per_location = {lv: sum((d[lv] for d in odds.by_location.values()), Fraction(0))
                    for lv in WoundLevel}
    assert per_location == odds.by_level


@settings(max_examples=40, deadline=None)
@given(st.integers(-5, 25), st.integers(-5, 25), st.booleans(), st.booleans())
def test_damage_invariants(strength: int, resilience: int, hard: bool, bane: bool) -> None:
    opts = DamageOptions(hard_boiled=hard, bane=bane)
    odds = damage_odds(strength, resilience, opts)
    assert sum(odds.by_level.values()) == 1
    assert all(0 <= p <= 1 for p in odds.by_level.values())
    stronger = damage_odds(strength + 1, resilience, opts)
    for level in WoundLevel:
        assert stronger.at_least(level) >= odds.at_least(level)
    assert damage_odds(strength, resilience, DamageOptions(hard_boiled=True)).at_least(L) <= \
        damage_odds(strength, resilience).at_least(L)


@given(st.sampled_from(list(WoundLevel)), st.integers(0, 15))
def test_after_damage_never_heals(current: WoundLevel, strength: int) -> None:
    dist = after_damage(current, damage_odds(strength, 5))
    assert sum(dist.values()) == 1
    assert all(level.severity >= current.severity for level in dist)
    assert worsen(current, N) is current
