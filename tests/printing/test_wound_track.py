"""Wound tracks: five boxes for everyone, lives for Colossal, Enormous and Gigantic."""

from __future__ import annotations

import pytest

from companion.printing.wound_track import TRACK_BOXES, wound_track
from companion.rules.abilities import Ability
from companion.rules.card import Card


def card_with(*abilities: str) -> Card:
    return Card(id="x/y", name="Y", people="x", abilities=tuple(Ability.parse(a) for a in abilities))


def test_every_track_has_the_five_boxes_in_order() -> None:
    assert TRACK_BOXES == ("Stunned", "Light", "Serious", "Critical", "Killed")
    track = wound_track(card_with("Bravery"))
    assert track.boxes == TRACK_BOXES and track.lives == 1 and track.life_boxes() == ()


@pytest.mark.parametrize(
    ("ability", "lives", "boxes"),
    [
        # Booklet, "Colossal": killed -> Serious, killed once more -> Critical, third time dead.
        ("Colossal", 3, ("Kill 1 → Serious", "Kill 2 → Critical", "Kill 3 → dead")),
        # Booklet, "Enormous": killed -> Critical, killed once more -> dead.
        ("Enormous", 2, ("Kill 1 → Critical", "Kill 2 → dead")),
        # Booklet, "Gigantic": Light, then Serious, then Critical, the fourth time dead.
        ("Gigantic", 4, ("Kill 1 → Light", "Kill 2 → Serious", "Kill 3 → Critical", "Kill 4 → dead")),
    ],
)
def test_huge_creatures_have_the_booklet_lives(ability: str, lives: int, boxes: tuple[str, ...]) -> None:
    track = wound_track(card_with("Leadership/10", ability.upper()))
    assert track.ability == ability
    assert track.lives == lives
    assert track.life_boxes() == boxes
    assert f"abilities, {ability}" in track.source


@pytest.mark.parametrize(
    "abilities",
    [
        (), ("Bravery",), ("colossal",), ("GIGANTIC", "Enormous"), ("Enormous", "Colossal"),
        ("Giga ntic",), ("Colossal/2",), ("Born-killer", "gigantic"), ("Enormousness",),
    ],
)
def test_the_track_picks_the_ability_card_has_finds(abilities: tuple[str, ...]) -> None:
    from companion.printing.wound_track import EXTRA_LIVES

    card = card_with(*abilities)
    expected = next((name for name in EXTRA_LIVES if card.has(name)), None)
    assert wound_track(card).ability == expected
