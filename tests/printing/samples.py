"""Cards and lists the printing tests print: accents, quotes, user text with & < >.

Card numbers are the profiles FACTS.md cites (rooted-design.com "Profil : Rackham" and the
booklet's examples); AP is ``None`` where no source gives it, and a few AP values are set
here only to exercise the sheets (they are test inputs, not shipped data).
"""

from __future__ import annotations

from typing import Any

from companion.rules.abilities import Ability
from companion.rules.card import Base, Card, Equipment, Rank, Size
from companion.rules.ruleset import Ruleset


def abilities(*texts: str) -> tuple[Ability, ...]:
    return tuple(Ability.parse(t) for t in texts)


MAGISTRATE = Card(
    id="griffin/magistrate", name="Griffin Magistrate", people="griffin", rank=Rank.REGULAR,
    ap=21, figures_per_card=2, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3,
    attack=3, strength=6, defence=4, resilience=5, aim=3, courage=5, discipline=6, faith="1-0-1",
    faithful=True, abilities=abilities("Bravery", "Leadership/10", "Alliance/tir-na-bor"),
    equipment=(Equipment("Pistol", 6, (10, 15, 20)),),
)
PALADIN = Card(
    id="alahan/paladin", name="Paladin", people="alahan", rank=Rank.ELITE, ap=33,
    figures_per_card=3, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=3,
    attack=4, strength=5, defence=4, resilience=7, courage=5, discipline=3,
)
CRANE = Card(
    id="acheron/crane", name="The Almighty Crâne", people="acheron", rank=Rank.LIVING_LEGEND,
    character=True, ap=None, figures_per_card=1, size=Size.LARGE, base=Base.CREATURE,
    movement=15, initiative=6, attack=11, strength=13, defence=10, resilience=13, fear=12,
    abilities=abilities("Regeneration/4", "Leadership/30", "Colossal"),
)
REPENTANT = Card(
    id="wolfen/repentant", name="Wolfen Repentant", people="wolfen", rank=Rank.IRREGULAR,
    ap=None, figures_per_card=3, size=Size.LARGE, base=Base.CREATURE, movement=15,
    initiative=4, attack=4, strength=7, defence=4, resilience=6, fear=6, discipline=1,
    abilities=abilities("Born killer", "Pariah"),
)
CYNWALL = Card(
    id="cynwall/archer", name="Cynwäll «archer»", people="cynwall", rank=Rank.REGULAR,
    figures_per_card=3, size=Size.NORMAL, base=Base.INFANTRY,
    equipment=(Equipment("Bow", None, None),),
)
DAIKINEE = Card(id="daikinee/dryad", name="Daïkinee Dryad", people="daikinee")
ORC = Card(
    id="bran-o-kor/warrior", name="Tom & <Jerry> of Bran-Ô-Kor", people="bran-o-kor",
    rank=Rank.REGULAR, ap=12, figures_per_card=3, abilities=abilities("Enormous", "War cry/2"),
)
GIANT = Card(id="mid-nor/giant", name="Gigantic thing", people="mid-nor",
             abilities=abilities("Gigantic"))

ALL_CARDS: dict[str, Card] = {
    c.id: c for c in (MAGISTRATE, PALADIN, CRANE, REPENTANT, CYNWALL, DAIKINEE, ORC, GIANT)
}
SPEARMAN = Card(
    id="alahan/spearman", name="Alahan Spearman", people="alahan", rank=Rank.REGULAR, ap=13,
    figures_per_card=3, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=2,
    attack=3, strength=4, defence=3, resilience=4, courage=3, discipline=2,
)
ALL_CARDS[SPEARMAN.id] = SPEARMAN


def lions_200() -> Any:
    """A legal 200-AP core list of the Lions with Griffin allies (21% of its AP)."""
    from companion.rules.army import ArmyList, Entry

    return ArmyList(
        name="Lions at the ford", people="alahan", points=200, ruleset=Ruleset(),
        entries=(Entry("alahan/paladin", 3), Entry("alahan/paladin", 1),
                 Entry("griffin/magistrate", 2), Entry("alahan/spearman", 2)),
    )


def rogues() -> Any:
    """An illegal tournament list: forbidden allies, a card without AP, an unknown card,
    and a name typed with & < > and accents."""
    from companion.rules.army import ArmyList, Entry

    return ArmyList(
        name="Tom & <Jerry> «Crâne»", people="alahan", points=200,
        ruleset=Ruleset.parse("tournament", [15, 21]),
        entries=(Entry("alahan/paladin", 3), Entry("acheron/crane", 1),
                 Entry("bran-o-kor/warrior", 2), Entry("nope/unknown", 1)),
    )
