"""The peoples of Aarklash, their Paths and the alliances the booklet allows.

Source: booklet, "the peoples" and "the alliances"; the ids are those of the card packs.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from companion.rules.source import Source, booklet

ALLIANCES_SOURCE: Source = booklet("the alliances")


class Path(str, Enum):
    """The three Paths of Alliance."""

    LIGHT = "light"
    DARKNESS = "darkness"
    DESTINY = "destiny"


@dataclass(frozen=True, slots=True)
class People:
    """One people: its id (as in card packs), its name and its Path."""

    id: str
    name: str
    path: Path


PEOPLES: tuple[People, ...] = (
    People("alahan", "Lions of Alahan", Path.LIGHT),
    People("griffin", "Griffins of Akkylannie", Path.LIGHT),
    People("cynwall", "Cynwäll Elves", Path.LIGHT),
    People("sessair", "Kelts of the Sessairs clan", Path.LIGHT),
    People("acheron", "Shadows of Acheron", Path.DARKNESS),
    People("dirz", "Alchemists of Dirz", Path.DARKNESS),
    People("akkyshan", "Akkyshan Elves", Path.DARKNESS),
    People("drune", "Kelts of the Drune clan", Path.DARKNESS),
    People("mid-nor", "Dwarves of Mid-Nor", Path.DARKNESS),
    People("daikinee", "Daïkinee Elves", Path.DESTINY),
    People("bran-o-kor", "Orcs of Bran-Ô-Kor", Path.DESTINY),
    People("wolfen", "Wolfen of Yllia", Path.DESTINY),
    People("tir-na-bor", "Dwarves of Tir-Nâ-Bor", Path.DESTINY),
    People("no-dan-kar", "Goblins of No-Dan-Kar", Path.DESTINY),
    People("vile-tis", "Devourers of Vile-Tis", Path.DESTINY),
)

PEOPLE_BY_ID: dict[str, People] = {p.id: p for p in PEOPLES}

ALLIES: dict[str, frozenset[str]] = {
    "acheron": frozenset({"dirz", "akkyshan", "drune", "mid-nor"}),
    "dirz": frozenset({"acheron", "akkyshan", "mid-nor"}),
    "akkyshan": frozenset({"acheron", "dirz", "mid-nor"}),
    "drune": frozenset({"acheron", "mid-nor", "vile-tis"}),
    "mid-nor": frozenset({"acheron", "dirz", "akkyshan", "drune"}),
    "alahan": frozenset({"griffin", "cynwall", "sessair"}),
    "griffin": frozenset({"alahan", "cynwall", "sessair", "tir-na-bor"}),
    "cynwall": frozenset({"alahan", "griffin"}),
    "sessair": frozenset({"alahan", "griffin"}),
    "daikinee": frozenset({"wolfen"}),
    "bran-o-kor": frozenset({"no-dan-kar", "vile-tis"}),
    "wolfen": frozenset({"daikinee"}),
    "tir-na-bor": frozenset({"griffin"}),
    "no-dan-kar": frozenset({"bran-o-kor", "vile-tis"}),
    "vile-tis": frozenset({"drune", "no-dan-kar", "bran-o-kor"}),
}
"""Allowed allies per people, as the booklet lists them (the lists are symmetric)."""


def people(people_id: str) -> People:
    """The people with this id; :class:`KeyError` otherwise."""
    return PEOPLE_BY_ID[people_id]


def may_ally(army_people: str, other_people: str) -> bool:
    """Whether ``other_people`` may send Allies to an army of ``army_people``."""
    return other_people in ALLIES.get(army_people, frozenset())
