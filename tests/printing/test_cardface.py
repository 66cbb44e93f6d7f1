"""The characteristics as the sheets print them: values, missing "?" boxes, dashes."""

from __future__ import annotations

import pytest

from companion.printing.cardface import (
    Cell,
    ap_text,
    characteristic_cells,
    equipment_texts,
    number,
    people_label,
    rank_text,
    size_text,
)
from companion.rules.card import Card, Equipment
from tests.printing.samples import CRANE, CYNWALL, DAIKINEE, MAGISTRATE


def printed(card: Card) -> list[tuple[str, str]]:
    return [(c.short, c.printed) for c in characteristic_cells(card)]


def test_griffin_magistrate_prints_every_characteristic_in_card_order() -> None:
    assert printed(MAGISTRATE) == [
        ("MOV", "10"), ("INI", "3"), ("ATT", "3"), ("STR", "6"), ("DEF", "4"), ("RES", "5"),
        ("AIM", "3"), ("COU", "5"), ("DIS", "6"), ("POW", "–"), ("FAITH", "1-0-1"),
    ]
    assert not any(c.missing for c in characteristic_cells(MAGISTRATE))


def test_fear_replaces_courage_and_missing_discipline_is_a_marked_box() -> None:
    cells = {c.short: c for c in characteristic_cells(CRANE)}
    assert cells["FEAR"] == Cell("FEAR", "12")
    assert "COU" not in cells
    assert cells["DIS"].missing and cells["DIS"].printed == "?"
    assert cells["AIM"].printed == "–" and not cells["AIM"].missing


def test_a_card_with_nothing_known_asks_for_every_core_characteristic() -> None:
    cells = characteristic_cells(DAIKINEE)
    missing = [c.short for c in cells if c.missing]
    assert missing == ["MOV", "INI", "ATT", "STR", "DEF", "RES", "COU/FEAR", "DIS"]
    assert ap_text(DAIKINEE) == "?" and rank_text(DAIKINEE) == "?" and size_text(DAIKINEE) == "?, ?"


def test_aim_power_faith_and_flight_are_asked_only_where_the_card_needs_them() -> None:
    archer = Card(id="x/archer", name="Archer", people="x",
                  equipment=(Equipment("Bow", 5, (15, 30, 45)),))
    mage = Card(id="x/mage", name="Mage", people="x", magician=True, faithful=True, flight=20)
    assert {c.short for c in characteristic_cells(archer) if c.missing} >= {"AIM"}
    mage_cells = {c.short: c for c in characteristic_cells(mage)}
    assert mage_cells["POW"].missing and mage_cells["FAITH"].missing
    assert mage_cells["FLY"].printed == "20"
    assert "FLY" not in {c.short for c in characteristic_cells(CYNWALL)}


@pytest.mark.parametrize(("value", "text"), [(7.5, "7.5"), (10.0, "10"), (3, "3"), ("1-0-1", "1-0-1"), (None, "")])
def test_numbers_print_as_on_the_card(value: float | int | str | None, text: str) -> None:
    assert number(value) == text


def test_labels_people_equipment_rank() -> None:
    assert people_label("daikinee") == "Daïkinee Elves"
    assert people_label("bran-o-kor") == "Orcs of Bran-Ô-Kor"
    assert people_label("hyperian") == "hyperian"
    assert equipment_texts(MAGISTRATE) == ("Pistol, STR 6, 10/15/20 cm",)
    assert rank_text(CRANE) == "Living legend, Character"
    assert size_text(MAGISTRATE) == "Normal, infantry"


@pytest.mark.parametrize("abilities", [(), ("Flight",), ("flight",), ("FLI-GHT", "Bravery"), ("Flights",),
                                       ("Bravery", "Leadership/10")])
def test_a_flight_box_exactly_when_the_card_has_flight(abilities: tuple[str, ...]) -> None:
    from companion.printing.cardface import booklet_names
    from companion.rules.abilities import Ability

    card = Card(id="x/y", name="Y", people="x", abilities=tuple(Ability.parse(a) for a in abilities))
    shorts = [cell.short for cell in characteristic_cells(card)]
    assert ("Flight" in booklet_names(card)) == card.has("Flight")
    assert (len(shorts) == 12) == card.has("Flight")
