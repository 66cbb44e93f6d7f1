"""A list looked up once: each entry with its card, what it costs, and the list's figures.

Validation looks the cards up and counts once (:func:`look_up`), then runs its checks
(:mod:`companion.rules.army_checks`) over the result. The cards are looked up once per distinct
id, the entries priced in one pass, the counts made by distinct card: the cost is linear in the
list's size. The readings of the texts (the
allowance, the Allies' share, Blood brother's rounding, options in the costs) are in
:mod:`companion.rules.army`'s docstring.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple

from companion.rules.abilities import Ability
from companion.rules.army_alliance import Membership, alliance_target, canonical, membership
from companion.rules.army_costs import EntryCost, blood_brothers, entry_cost
from companion.rules.army_model import (
    NOT_ADOPTABLE,
    ArmyInfo,
    ArmyList,
    ArmyOptions,
    BloodBrotherRounding,
    Figurine,
    WarStaff,
)
from companion.rules.card import Card, Option
from companion.rules.roles import entry_roles


class Traits(NamedTuple):
    """What validation needs from a card's people and abilities, looked up once per distinct kind."""

    membership: Membership
    counts_as_ally: bool
    unrecognised_alliances: tuple[str, ...]
    brothers: tuple[str, ...]
    mutagenic: bool
    toxic: bool
    scout: bool
    leadership: bool
    standard_bearer: bool
    musician: bool
    stateless: bool
    adoptable: tuple[str, ...]
    """The card's abilities a Stateless may adopt, written as on the card (``Leadership/10``)."""


@functools.lru_cache(maxsize=8192)
def traits_of(army_people: str, card_people: str, abilities: tuple[Ability, ...], stateless_is_ally: bool) -> Traits:
    """Cached by (people, abilities): troop cards of a people share few ability sets."""
    names: set[str] = set()
    unrecognised: list[str] = []
    brothers: list[str] = []
    for ability in abilities:
        name = canonical(ability)
        if name is None:
            continue
        names.add(name)
        if name == "Alliance" and ability.value is not None and not alliance_target(ability.value):
            unrecognised.append(ability.value)
        elif name == "Blood brother" and ability.value is not None:
            brothers.append(ability.value)
    joins = membership(army_people, card_people, abilities)
    return Traits(
        membership=joins,
        counts_as_ally=joins.counts_as_ally(stateless_is_ally=stateless_is_ally),
        unrecognised_alliances=tuple(unrecognised),
        brothers=tuple(brothers),
        mutagenic="Mutagenic" in names,
        toxic="Toxic" in names,
        scout="Scout" in names,
        leadership="Leadership" in names,
        standard_bearer="Standard-bearer" in names,
        musician="Musician" in names,
        stateless="Stateless" in names,
        adoptable=tuple(sorted({_written(name, ability.value) for ability in abilities
                                if (name := canonical(ability)) is not None and name not in NOT_ADOPTABLE})),
    )


def _written(name: str, value: str | None) -> str:
    return name if value is None else f"{name}/{value}"


Taken = Mapping[str, tuple[Option, int]]
"""The options an entry takes that its card offers: by id, the option and how often."""

_NOTHING_TAKEN: Taken = MappingProxyType({})


def taken_options(card: Card, options: tuple[str, ...]) -> tuple[Taken, tuple[str, ...]]:
    """The options ``options`` names that ``card`` offers (by id, with how often), and the ids
    it does not offer (each once, in the order first taken)."""
    if not options:
        return _NOTHING_TAKEN, ()
    taken: dict[str, tuple[Option, int]] = {}
    not_offered: list[str] = []
    for option_id, count in Counter(options).items():
        option = card.option(option_id)
        if option is None:
            not_offered.append(option_id)
        else:
            taken[option_id] = (option, count)
    return taken, tuple(not_offered)


class LookedUpEntry(NamedTuple):
    """One entry of the list with its card (None: unknown) and its cost (None: no card or no AP)
    (a named tuple: one is made for every entry of every list checked)."""

    card: Card | None
    membership: Membership | None
    """How the card joins the army."""
    cost: EntryCost | None
    taken: Taken
    """The options taken that the card offers (:func:`taken_options`)."""
    not_offered: tuple[str, ...]
    """The ids of the options taken that the card does not offer."""


_UNKNOWN = LookedUpEntry(None, None, None, _NOTHING_TAKEN, ())
"""The entry of a card the library does not have."""


@dataclass(frozen=True, slots=True)
class LookedUp:
    """A list with its cards looked up and its figures counted once: what every check reads."""

    army: ArmyList
    entries: tuple[LookedUpEntry, ...]
    cards: Mapping[str, Card]
    """The distinct cards of the list that the library knows, by id, in the order of the list."""
    traits: Mapping[str, Traits]
    by_card: Mapping[str, tuple[int, ...]]
    """Every card id of the list (known or not): the indices of its entries, in order."""
    unknown: Mapping[str, tuple[int, ...]]
    """The card ids the library does not know: the indices of their entries."""
    incarnated: tuple[int, ...]
    """The incarnated entries of known cards."""
    optioned: tuple[int, ...]
    """The entries of known cards that take options."""
    lonely_brothers: tuple[tuple[str, str], ...]
    """(card id, X) of each Blood brother / X whose brother is not in the list."""
    partners: Mapping[str, frozenset[str]]
    """Each discounted Blood brother's partners in the list."""
    reduction_by_card: Mapping[str, int]
    """What Blood brother takes off each card's entries."""
    total: int
    """The list's AP as fielded, its options included."""
    ally_ap: int
    """The AP of the entries that count as Allies or Mercenaries."""
    ally_entries: tuple[int, ...]
    """The entries that count as Allies or Mercenaries."""
    cheapest: tuple[int, str, str] | None
    """The least expensive figurine as fielded: (AP, name, card id)."""
    character_figures: Mapping[str, int]
    """By Character (``character_key``): how many figurines field him."""
    character_cards: Mapping[str, tuple[str, ...]]
    """By Character: the ids of the cards (his versions) that field him, in the order of the list."""
    info: ArmyInfo

    @property
    def allowance(self) -> int:
        """The overage the least expensive figurine allows: half its AP, rounded down."""
        return self.cheapest[0] // 2 if self.cheapest is not None else 0

    def entries_of(self, card_ids: Iterable[str]) -> tuple[int, ...]:
        """The indices of the entries of ``card_ids``, sorted."""
        return tuple(sorted(index for card_id in card_ids for index in self.by_card[card_id]))


def look_up(army: ArmyList, cards: Mapping[str, Card], options: ArmyOptions) -> LookedUp:
    """``army`` with ``cards`` (id -> Card) as the library: each card looked up once per distinct
    id, each entry priced (:mod:`companion.rules.army_costs`), the list's totals and counts."""
    resolved: dict[str, Card] = {}
    traits: dict[str, Traits] = {}
    by_card: dict[str, list[int]] = {}
    unknown: dict[str, list[int]] = {}
    for index, entry in enumerate(army.entries):
        card_id = entry.card_id
        group = by_card.get(card_id)
        if group is None:
            group = by_card[card_id] = []
            card = cards.get(card_id)
            if card is not None:
                resolved[card_id] = card
                traits[card_id] = traits_of(army.people, card.people, card.abilities, options.stateless_is_ally)
        group.append(index)
        if card_id not in resolved:
            unknown.setdefault(card_id, []).append(index)
    pairs, partners, lonely = blood_brothers(resolved, {card_id: t.brothers for card_id, t in traits.items()})
    priced = _priced(army, resolved, traits, partners, options.blood_brother_rounding)
    characters = _characters(army, resolved, traits, by_card, priced.incarnated)
    return LookedUp(
        army=army,
        entries=priced.entries,
        cards=resolved,
        traits=traits,
        by_card={card_id: tuple(indices) for card_id, indices in by_card.items()},
        unknown={card_id: tuple(indices) for card_id, indices in unknown.items()},
        incarnated=priced.incarnated,
        optioned=priced.optioned,
        lonely_brothers=lonely,
        partners=partners,
        reduction_by_card=priced.reduction_by_card,
        total=priced.total,
        ally_ap=priced.ally_ap,
        ally_entries=priced.ally_entries,
        cheapest=priced.cheapest,
        character_figures=characters.figures,
        character_cards=characters.cards,
        info=_info(army, resolved, traits, by_card, priced, characters, pairs),
    )


class _Priced(NamedTuple):
    """Each entry priced, and the totals its costs make."""

    entries: tuple[LookedUpEntry, ...]
    incarnated: tuple[int, ...]
    optioned: tuple[int, ...]
    reduction_by_card: Mapping[str, int]
    total: int
    ally_ap: int
    ally_entries: tuple[int, ...]
    cheapest: tuple[int, str, str] | None
    dearest: tuple[int, str, str] | None
    """The most expensive figurine as fielded: (-AP, name, card id)."""


def _priced(army: ArmyList, resolved: Mapping[str, Card], traits: Mapping[str, Traits],
            partners: Mapping[str, frozenset[str]], rounding: BloodBrotherRounding) -> _Priced:
    """One pass over the entries: each one's card and cost, the total, the Allies' AP, the least
    and the most expensive figurine as fielded."""
    entries: list[LookedUpEntry] = []
    incarnated: list[int] = []
    optioned: list[int] = []
    reduction_by_card: dict[str, int] = {}
    total = ally_ap = 0
    ally_entries: list[int] = []
    cheapest: tuple[int, str, str] | None = None
    dearest: tuple[int, str, str] | None = None
    for index, entry in enumerate(army.entries):
        card = resolved.get(entry.card_id)
        if card is None:
            entries.append(_UNKNOWN)
            continue
        trait = traits[entry.card_id]
        cost = entry_cost(card, entry, card.id in partners, rounding)
        if entry.incarnation:
            incarnated.append(index)
        if entry.options:
            optioned.append(index)
            entries.append(LookedUpEntry(card, trait.membership, cost, *taken_options(card, entry.options)))
        else:
            entries.append(LookedUpEntry(card, trait.membership, cost, _NOTHING_TAKEN, ()))
        if cost is None:
            continue
        if cost.reduction:
            reduction_by_card[card.id] = reduction_by_card.get(card.id, 0) + cost.reduction
        total += cost.line
        if trait.counts_as_ally:
            ally_ap += cost.line
            ally_entries.append(index)
        low = (cost.figure if entry.figures > 1 else cost.first, card.name, card.id)
        if cheapest is None or low < cheapest:
            cheapest = low
        dear = (-cost.first, card.name, card.id)
        if dearest is None or dear < dearest:
            dearest = dear
    return _Priced(tuple(entries), tuple(incarnated), tuple(optioned), reduction_by_card, total, ally_ap,
                   tuple(ally_entries), cheapest, dearest)


class _Characters(NamedTuple):
    """The Characters of a list (Incarnation makes one of a figurine)."""

    figures: Mapping[str, int]
    """By Character (``character_key``): how many figurines field him."""
    cards: Mapping[str, tuple[str, ...]]
    """By Character: the ids of the cards that field him, in the order of the list."""
    leader: bool
    """A Character has Leadership (booklet, "War-staff")."""


def _characters(army: ArmyList, resolved: Mapping[str, Card], traits: Mapping[str, Traits],
                by_card: Mapping[str, list[int]], incarnated: Iterable[int]) -> _Characters:
    """Booklet, "Setting up the game" and "Incarnation": a Character's card fields each of its
    figurines as him; an incarnated entry fields one."""
    indices = {index for card_id, card in resolved.items() if card.character for index in by_card[card_id]}
    figures: dict[str, int] = {}
    cards: dict[str, list[str]] = {}
    leader = False
    for index in sorted(indices.union(incarnated)):
        entry = army.entries[index]
        card = resolved[entry.card_id]
        who = card.character_key
        figures[who] = figures.get(who, 0) + (entry.figures if card.character else 1)
        names = cards.setdefault(who, [])
        if card.id not in names:
            names.append(card.id)
        leader = leader or traits[entry.card_id].leadership
    return _Characters(figures, {who: tuple(card_ids) for who, card_ids in cards.items()}, leader)


def _info(army: ArmyList, resolved: Mapping[str, Card], traits: Mapping[str, Traits],
          by_card: Mapping[str, list[int]], priced: _Priced, characters: _Characters,
          pairs: tuple[tuple[str, str], ...]) -> ArmyInfo:
    """The counts the companion needs at the table, each from its ability (booklet, "Scout",
    "Mutagenic / X", "Toxic / X", "War-staff", "Blood brother / X", "Stateless")."""

    def figures_of(card_id: str) -> int:
        return sum(army.entries[index].figures for index in by_card[card_id])

    def ap_of(card_id: str) -> int:
        return sum(cost.line for index in by_card[card_id] if (cost := priced.entries[index].cost) is not None)

    mutagenic_ap = sum(ap_of(card_id) for card_id, trait in traits.items() if trait.mutagenic)
    toxic_ap = sum(ap_of(card_id) for card_id, trait in traits.items() if trait.toxic)
    adoption: dict[str, int] = {}
    if any(trait.stateless for trait in traits.values()):
        for card_id, trait in traits.items():
            if not trait.stateless:
                for written in trait.adoptable:
                    adoption[written] = adoption.get(written, 0) + figures_of(card_id)
    cheapest, dearest = priced.cheapest, priced.dearest
    return ArmyInfo(
        figures=sum(figures_of(card_id) for card_id in resolved),
        characters=sum(characters.figures.values()),
        cheapest=None if cheapest is None else Figurine(cheapest[2], cheapest[1], cheapest[0]),
        most_expensive=None if dearest is None else Figurine(dearest[2], dearest[1], -dearest[0]),
        scouts=sum(figures_of(card_id) for card_id, trait in traits.items() if trait.scout),
        mutagenic_ap=mutagenic_ap,
        mutagenic_picks=mutagenic_ap // 100,
        toxic_ap=toxic_ap,
        toxic_picks=-(-toxic_ap // 100),
        war_staff=WarStaff(characters.leader, *_roles(army, resolved, traits)),
        blood_brothers=pairs,
        stateless_adopts=_most_widespread(adoption),
    )


def _roles(army: ArmyList, resolved: Mapping[str, Card], traits: Mapping[str, Traits]) -> tuple[bool, bool]:
    """Booklet, "War-staff": whether a figurine of the list is a Standard-bearer, and a Musician,
    by its card's abilities or an option its entry takes."""
    standard_bearer = musician = False
    for entry in army.entries:
        card = resolved.get(entry.card_id)
        if card is None:
            continue
        trait = traits[entry.card_id]
        holds = (trait.standard_bearer, trait.musician)
        if not all(holds):
            by_card_or_option = entry_roles(card, entry.options)
            holds = (holds[0] or by_card_or_option[0], holds[1] or by_card_or_option[1])
        standard_bearer, musician = standard_bearer or holds[0], musician or holds[1]
        if standard_bearer and musician:
            break
    return standard_bearer, musician


def _most_widespread(adoption: Mapping[str, int]) -> tuple[str, ...]:
    """Booklet, "Stateless": the abilities most figurines have (by name), each with its most
    widespread /X value."""
    by_name: dict[str, int] = {}
    for written, count in adoption.items():
        name = written.partition("/")[0]
        by_name[name] = by_name.get(name, 0) + count
    if not by_name:
        return ()
    top = max(by_name.values())
    chosen: list[str] = []
    for name in sorted(n for n, c in by_name.items() if c == top):
        values = {w: c for w, c in adoption.items() if w.partition("/")[0] == name}
        best = max(values.values())
        chosen.extend(sorted(w for w, c in values.items() if c == best))
    return tuple(chosen)
