"""The quick-reference sheet: the tables for each ruleset, their sources, and the PDF."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from companion.printing.reference import reference_tables, render_reference
from companion.printing.reference_table import UNSOURCED_MARK, ReferenceTable
from companion.rules.combat import combat_dice, sustained_difficulty
from companion.rules.firing import FRAY_BASE_WEIGHT, FRAY_SIZE_WEIGHT
from companion.rules.ruleset import CORE, TOURNAMENT, Ruleset
from tests.printing import pdf_tools


def tables(ruleset: Ruleset) -> dict[str, ReferenceTable]:
    return {table.key: table for table in reference_tables(ruleset)}


def column(table: ReferenceTable, index: int) -> list[str]:
    return [row[index] for row in table.rows]


RULESETS = [CORE, TOURNAMENT, Ruleset.parse("core", [6, 14, 15, 21]),
            Ruleset.parse("tournament", list(range(1, 22)))]


@pytest.mark.parametrize("ruleset", RULESETS, ids=str)
def test_every_table_cites_a_source_and_has_rows_as_wide_as_its_header(ruleset: Ruleset) -> None:
    found = reference_tables(ruleset)
    assert len({t.key for t in found}) == len(found)
    for table in found:
        assert table.source.strip(), table.key
        assert table.rows, table.key
        assert all(len(row) == len(table.header) for row in table.rows), table.key


@pytest.mark.parametrize("ruleset", RULESETS, ids=str)
def test_the_sheet_covers_every_subject(ruleset: Ruleset) -> None:
    keys = set(tables(ruleset))
    assert {"wound-table", "exceptional", "wound-effects", "ranges", "firing-types", "firing-modifiers", "fray",
            "sizes", "movement", "disengagement", "combat-dice", "hand-to-hand", "fear"} <= keys


def test_exceptional_wounds_are_the_booklet_doubles() -> None:
    table = tables(CORE)["exceptional"]
    assert table.rows == (("1-1", "No effect"), ("2-2", "Stunned"), ("3-3", "Light Wound"),
                          ("4-4", "Serious Wound"), ("5-5", "Critical Wound"),
                          ("6-6", "Killed Outright"))
    assert "Tournament rules" in tables(TOURNAMENT)["exceptional"].source


def test_firing_numbers() -> None:
    found = tables(CORE)
    assert found["ranges"].rows[:3] == (("Short", "4"), ("Medium", "7"), ("Long", "10"))
    assert found["ranges"].rows[3] == ("Counter-Firing", "6 (fixed)")
    assert column(found["firing-types"], 1) == ["+0", "+1", "−1", "+1"]
    assert column(found["firing-types"], 2) == ["—", "—", "−2", "+2"]
    modifiers = dict(found["firing-modifiers"].rows)
    assert modifiers["Target Small"] == "+1" and modifiers["Target Very large"] == "−2"
    assert "Aimed: Head" not in modifiers


def test_fray_weights_follow_the_ruleset_from_the_firing_module() -> None:
    core = tables(CORE)["fray"]
    assert column(core, 1) == [str(FRAY_SIZE_WEIGHT[s]) for s in FRAY_SIZE_WEIGHT] == ["1", "2", "3", "4"]
    assert core.source.startswith("Booklet")
    tourney = tables(TOURNAMENT)["fray"]
    assert set(column(tourney, 1)) == {"1"} and tourney.source.startswith("Tournament rules")
    by_base = tables(Ruleset.parse("tournament", [14]))["fray"]
    assert column(by_base, 1) == [str(w) for w in FRAY_BASE_WEIGHT.values()] == ["1", "2", "4"]
    assert by_base.source.startswith("House rule 14")


def test_sizes_table() -> None:
    sizes = tables(CORE)["sizes"]
    assert sizes.rows[0] == ("Small", "+1", "1", "2 cm")
    assert sizes.rows[3] == ("Very large", "−2", "4", "8 cm")


def test_disengagement_is_four_plus_two_per_opponent_in_both_rulesets() -> None:
    for ruleset in (CORE, TOURNAMENT):
        table = tables(ruleset)["disengagement"]
        assert [(int(a), int(b)) for a, b in table.rows] == [(n, 4 + 2 * n) for n in range(1, 9)]
    assert "Se désengager" in tables(TOURNAMENT)["disengagement"].source
    assert "Se désengager" not in tables(CORE)["disengagement"].source


def test_movement_distances_come_from_the_movement_module() -> None:
    core = {row[0]: row[1] for row in tables(CORE)["movement"].rows}
    assert (core["Walk"], core["Charge"], core["Engage"], core["Dodge"], core["Pursuit"]) == (
        "MOV", "2 × MOV", "2 × MOV", "MOV ÷ 2", "MOV ÷ 2")
    assert core["Physical feat"] == "Feat = MOV ÷ 2.5"
    assert core["Encumbered ground"] == "each cm counts 2" and core["Impassable"] == "impossible"
    assert core["Infantry base"] == "4 opponents" and core["Creature base"] == "8 opponents"
    assert {row[0]: row[1] for row in tables(TOURNAMENT)["movement"].rows}["Run"] == "2 × MOV"


def test_combat_dice_come_from_the_engine() -> None:
    table = tables(CORE)["combat-dice"]
    assert [(int(a), int(b)) for _, a, b in table.rows] == [combat_dice(n, 1) for n in range(1, 5)]
    assert table.rows[3] == ("4 against 1", "8", "5")


def test_hand_to_hand_follows_the_ruleset() -> None:
    core = dict(tables(CORE)["hand-to-hand"].rows)
    tourney = dict(tables(TOURNAMENT)["hand-to-hand"].rows)
    steps = f"+{sustained_difficulty(0, 1)}, +{sustained_difficulty(0, 2)}, +{sustained_difficulty(0, 3)}"
    assert steps in core["Sustained Defence"] and "at least as many Defence as Attack" in core["Sustained Defence"]
    assert tourney["Sustained Defence"].startswith("Every warrior who parries once")
    assert "if he placed a die in Defence" in core[""]
    assert "always" in tourney[""]
    assert "Defence at +2" in core["Counter-attack"]
    assert "(difficulty 9: +9)" in core["Master strike"]
    assert "(3, 2, 2, 2 → 6)" in core["1 Initiative"]
    assert "The Defender places his dice first" in core["2 Dice"]
    assert "Tournament rules, La défense soutenue" in tables(TOURNAMENT)["hand-to-hand"].source


def test_fear_and_courage() -> None:
    core = dict(tables(CORE)["fear"].rows)
    assert "strictly greater" in core["Test"] and "−1 INI, ATT and DEF" in core["Penalty"]
    assert "Tournament" not in core
    assert "Tournament" in dict(tables(TOURNAMENT)["fear"].rows)


def test_house_rules_switch_their_tables_on() -> None:
    plain = tables(CORE)
    assert "house-6" not in plain and "house-rules" not in plain
    ruled = tables(Ruleset.parse("core", [6, 15, 21]))
    assert dict(ruled["house-6"].rows)["Crossbow"] == "7"
    assert dict(ruled["firing-modifiers"].rows)["Aimed: Head"] == "+5"
    assert ruled["wound-effects"].title == "Wound effects (house rule 21)"
    # House rule 21's example: a Critical wound takes 3 from each Attack die, a martial one 2.
    assert ruled["wound-effects"].rows[2] == ("Critical Wound", "a natural 1 fails, −3 on each die",
                                              "a natural 1 fails, −2 on each die")
    assert ruled["wound-effects"].rows[0][2] == "a natural 1 fails"
    assert ruled["house-rules"].rows == (("6", "Contre tir", "computes it"),
                                         ("15", "Tir visé", "computes it"),
                                         ("21", "Effet des blessures", "computes it"))
    assert tables(Ruleset.parse("core", [8]))["house-rules"].rows == (("8", "La tortue", "players apply it"),)
    assert "Run" in column(tables(TOURNAMENT)["movement"], 0)
    assert "Run" not in column(plain["movement"], 0)


def test_unsourced_cells_print_with_their_mark() -> None:
    table = ReferenceTable(key="t", title="T", header=("a", "b"), rows=(("1", "2"),),
                           source="s", unsourced=frozenset({(0, 1)}))
    assert table.cell(0, 0) == "1" and table.cell(0, 1) == "2" + UNSOURCED_MARK


def render(ruleset: Ruleset, paper: str = "a4") -> bytes:
    buffer = io.BytesIO()
    pages = render_reference(ruleset, buffer, paper)
    assert pages == pdf_tools.page_count(buffer.getvalue())
    return buffer.getvalue()


def test_pdf_text_has_every_table_title_and_source() -> None:
    ruleset = Ruleset.parse("tournament", [6, 14, 15, 21])
    text = pdf_tools.flat(render(ruleset))
    for table in reference_tables(ruleset):
        assert table.title in text, table.title
    for expected in ("Tournament + house rules 6, 14, 15, 21", "Killed Outright", "Counter-Firing",
                     "Tir dans le tas", "Les jets d'attaque", "Se désengager d'un combat",
                     "Effet des blessures", "Aimed: Head", "Source: "):
        assert expected in text, expected
    assert 1 <= pdf_tools.page_count(render(ruleset)) <= 3


@pytest.mark.parametrize(("paper", "box"), [("a4", (595.3, 841.9)), ("letter", (612.0, 792.0))])
def test_reference_paper(paper: str, box: tuple[float, float]) -> None:
    assert pdf_tools.media_boxes(render(CORE, paper)) == {box}


def test_reference_pages_are_not_blank(tmp_path: Path, pdftoppm: str) -> None:
    path = tmp_path / "reference.pdf"
    render_reference(CORE, path, "a4")
    for page in pdf_tools.rendered_pages(path, tmp_path):
        dark, variance = pdf_tools.ink(page)
        assert dark > 200 and variance > 100


def test_fear_numbers_come_from_the_fear_module() -> None:
    rows = dict(tables(CORE)["fear"].rows)
    assert "(5, 3, 3 → 7)" in rows["Group"] and "(9 for 8 and 6)" in rows["Group"]
    tourney = dict(tables(TOURNAMENT)["fear"].rows)
    assert tourney["Tournament"].startswith("The Courage test is made after")
    assert "Tournament rules" in tables(TOURNAMENT)["fear"].source


def test_courage_odds_are_exact() -> None:
    """The booklet's example: COU 5 against the Wolfen Zombie's FEAR 8 needs a 4 or more."""
    odds = {gap: (fraction, percent) for gap, fraction, percent in tables(CORE)["courage-odds"].rows}
    assert odds["+3"] == ("1/2", "50%")
    assert odds["0"] == ("5/6", "83%")  # a 1 always fails
    assert odds["+5"] == ("1/6", "17%") and odds["+6"] == ("5/36", "14%")  # a 6, then more
