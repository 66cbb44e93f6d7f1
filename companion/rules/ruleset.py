"""Rulesets: the booklet (``core``), the tournament rules, and house rules switched on by number.

Where the texts disagree, the ruleset in force decides (what is known beyond the texts). Sources:
the tournament rules, "Règles additionnelles de tournoi"; the house rules (1-21).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from companion.rules.errors import RulesError
from companion.rules.message import Message

HOUSE_RULE_TITLES: dict[int, str] = {
    1: "Attaque de nuit",
    2: "Règles de campagne",
    3: "Charge cinétique et joute",
    4: "Charge mortelle",
    5: "Charge sur monture",
    6: "Contre tir",
    7: "Interception",
    8: "La tortue",
    9: "Lance et montures",
    10: "Le feu",
    11: "Mouvements",
    12: "La perception",
    13: "Projection",
    14: "Tir dans le tas",
    15: "Tir visé",
    16: "Tomber de monture",
    17: "Test de force",
    18: "Règles de mini-campagne",
    19: "Coût des actions",
    20: "Règles RACKHAM",
    21: "Effet des blessures",
}
"""The 21 house rules by number, with their French titles as the text gives them."""


class RulesetName(str, Enum):
    """The two rulesets a list or a game can be played under."""

    CORE = "core"
    TOURNAMENT = "tournament"


TOURNAMENT_POINTS = 200
"""Tournament rules, "Choix des troupes": 200 AP for each force."""


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The rules in force: core or tournament, plus house rules by number."""

    name: RulesetName = RulesetName.CORE
    house_rules: frozenset[int] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        unknown = sorted(n for n in self.house_rules if n not in HOUSE_RULE_TITLES)
        if unknown:
            raise RulesError(Message("ruleset.unknown-house-rules", count=len(unknown),
                                     numbers=", ".join(str(n) for n in unknown)))

    @classmethod
    def parse(cls, name: str, house_rules: list[int] | tuple[int, ...] = ()) -> Ruleset:
        """A ruleset from its name (``core`` or ``tournament``) and house rule numbers."""
        try:
            ruleset_name = RulesetName(name)
        except ValueError:
            raise RulesError(Message("ruleset.unknown", name=name)) from None
        return cls(ruleset_name, frozenset(house_rules))

    @property
    def tournament(self) -> bool:
        """Whether the tournament rules are in force."""
        return self.name is RulesetName.TOURNAMENT

    def house(self, number: int) -> bool:
        """Whether house rule ``number`` is switched on."""
        return number in self.house_rules

    @property
    def message(self) -> Message:
        """The ruleset in words: "Tournament + house rules 14, 21"."""
        name = Message("ruleset.tournament") if self.tournament else Message("ruleset.core")
        if not self.house_rules:
            return name
        return Message("ruleset.with-house-rules", ruleset=name,
                       numbers=", ".join(str(n) for n in sorted(self.house_rules)))


CORE = Ruleset()
TOURNAMENT = Ruleset(RulesetName.TOURNAMENT)
