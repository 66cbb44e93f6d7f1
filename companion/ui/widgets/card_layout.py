"""How a reference card is laid out, shared by the drawing and the form so they match.

The characteristics come in the order they are printed on the card (booklet, "The reference
cards"): MOV, INI, ATT/STR, DEF/RES, AIM, COU or FEAR, DIS, POW, FAITH. Pairs share a block.
"""

from __future__ import annotations

# (caption, fields, tooltip): one block of the characteristics strip.
BLOCKS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("MOV", ("movement", "flight"), "Movement in cm (second value: flight)"),
    ("INI", ("initiative",), "Initiative"),
    ("ATT / STR", ("attack", "strength"), "Attack / Strength"),
    ("DEF / RES", ("defence", "resilience"), "Defence / Resilience"),
    ("AIM", ("aim",), "Aim"),
    ("COU | FEAR", ("courage", "fear"), "Courage, or Fear for a frightening figure"),
    ("DIS", ("discipline",), "Discipline"),
    ("POW", ("power",), "Power (magicians)"),
    ("FAITH", ("faith",), "Faith (faithful): three aspects, e.g. 1-0-1"),
)
BLOCKS_PER_ROW = 5

FIELD_LABELS: dict[str, str] = {
    "id": "Id",
    "name": "Name",
    "people": "People",
    "rank": "Rank",
    "character": "Character",
    "ap": "AP",
    "figures_per_card": "Figures per card",
    "size": "Size",
    "base": "Base",
    "movement": "MOV",
    "flight": "FLY",
    "initiative": "INI",
    "attack": "ATT",
    "strength": "STR",
    "defence": "DEF",
    "resilience": "RES",
    "aim": "AIM",
    "courage": "COU",
    "fear": "FEAR",
    "discipline": "DIS",
    "power": "POW",
    "faith": "FAITH",
    "abilities": "Abilities",
    "equipment": "Equipment",
    "magician": "Magician",
    "faithful": "Faithful",
    "provenance": "Provenance",
    "notes": "Notes",
}
