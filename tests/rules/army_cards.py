"""Cards written for the army-validation tests (made-up AP: they test the rules, not the data);
the Paladin is the booklet's (tests.cards)."""

from __future__ import annotations

from companion.rules.abilities import Ability
from companion.rules.card import Card, Rank
from companion.rules.army import ArmyList, Entry
from companion.rules.ruleset import CORE, TOURNAMENT, Ruleset

from tests.cards import PALADIN


def card(
    card_id: str,
    name: str,
    ap: int | None,
    per_card: int | None = 1,
    *abilities: str,
    character: bool = False,
) -> Card:
    return Card(
        id=card_id,
        name=name,
        people=card_id.partition("/")[0],
        rank=Rank.SPECIAL if character else Rank.REGULAR,
        character=character,
        ap=ap,
        figures_per_card=per_card,
        abilities=tuple(Ability.parse(a) for a in abilities),
    )


CARDS: dict[str, Card] = {
    c.id: c
    for c in (
        card("alahan/swordsman", "Alahan Swordsman", 10, 3),
        PALADIN,
        card("alahan/lioness", "Red Lioness", 40, 1, "Leadership/10", character=True),
        card("alahan/standard-bearer", "Lion Standard-bearer", 12, 1, "Standard-bearer"),
        card("alahan/musician", "Lion Musician", 11, 1, "Musician"),
        card("alahan/ranger", "Alahan Ranger", 15, 2, "Scout"),
        card("alahan/odd-one", "Odd Lion", 15, 1),
        card("alahan/brother-a", "Aldric", 30, 1, "Blood brother/Bertram", character=True),
        card("alahan/brother-b", "Bertram", 40, 1, "Blood brother/alahan/brother-a", character=True),
        card("alahan/loner", "Lonely Brother", 20, 1, "Blood brother/Nobody", character=True),
        card("alahan/mercenary", "Lion Sellsword", 18, 1, "Mercenary"),
        card("griffin/magistrate", "Griffin Magistrate", 20, 2),
        card("griffin/no-ap", "Griffin Without AP", None, 2),
        card("griffin/no-figures", "Griffin Unknown Blister", 10, None),
        card("acheron/zombie", "Zombie", 9, 3),
        card("acheron/sellsword", "Acheron Sellsword", 25, 1, "Mercenary"),
        card("dirz/clone", "Clone of Dirz", 14, 3, "Alliance/The Way of Light"),
        card("dirz/envoy", "Dirz Envoy", 14, 1, "Alliance/Tir-Nâ-Bor"),
        card("dirz/oddity", "Dirz Oddity", 14, 1, "Alliance/Atlantis"),
        card("dirz/mutant", "Dirz Mutant", 26, 3, "Mutagenic/1"),
        card("wolfen/hyperian", "Wolfen Hyperian", 30, 1, "Hyperian"),
        card("no-dan-kar/marauder", "Goblin Marauder", 15, 3),
        card("vile-tis/drifter", "Stateless Drifter", 20, 1, "Stateless"),
        card("akkyshan/spider", "Akkyshan Spider", 35, 1, "Toxic/4"),
        card("cynwall/archer", "Cynwall Archer", 16, 3),
        card("tir-na-bor/thane", "Thane", 19, 1),
    )
}


def army(
    *entries: tuple[str, int] | tuple[str, int, bool],
    people: str = "alahan",
    points: int | None = 200,
    ruleset: Ruleset = CORE,
    name: str = "Test list",
) -> ArmyList:
    """A list from (card id, figures[, incarnation]) tuples."""
    return ArmyList(
        name=name,
        people=people,
        points=points,
        ruleset=ruleset,
        entries=tuple(Entry(e[0], e[1], bool(e[2]) if len(e) > 2 else False) for e in entries),
    )


__all__ = ["CARDS", "CORE", "TOURNAMENT", "army", "card"]
