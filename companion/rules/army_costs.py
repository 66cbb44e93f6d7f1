"""What each entry of a list costs: its figurines as fielded plus the options it takes.

Sources: booklet, "Setting up the game" (army points); the abilities Incarnation ("doubles his
A.P. rating"), Blood brother / X ("The A.P. cost of each of them is reduced by 25 % rounded
up. This includes all artefacts, spells and miracles that might be chosen."), Mutagenic / X
and Toxic / X ("The artefacts, spells, miracles and Experience cards ... are to be included in
this total").

An entry's options are priced once for the entry (an option id twice: paid twice) and go with
its first figurine: that figurine is the one a Blood brother's reduction covers together with
its artefacts, spells and miracles, and the one removed last when the tournament's overage is
checked. Incarnation doubles the figurine's own AP, not its options'.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import NamedTuple

from companion.rules.abilities import ability_key
from companion.rules.army_model import ArmyList, BloodBrotherRounding, Entry
from companion.rules.card import Card


def options_ap(card: Card, options: Iterable[str]) -> int:
    """The AP of the options an entry takes: an id the card does not offer counts nothing (it
    is reported as ``option.not-offered``), an option without AP costs nothing."""
    total = 0
    for option_id in options:
        option = card.option(option_id)
        if option is not None and option.ap:
            total += option.ap
    return total


class EntryCost(NamedTuple):
    """An entry's AP as fielded (a named tuple: one is made for every entry of every list checked)."""

    figure: int
    """Each figurine of the entry but the first (Incarnation doubled, Blood brother reduced)."""
    first: int
    """The first figurine with the entry's options (the reduction of a Blood brother covers both)."""
    line: int
    """The whole entry: ``first + figure * (figures - 1)``."""
    reduction: int
    """What Blood brother takes off the entry (0 without a brother)."""


def entry_cost(card: Card, entry: Entry, partnered: bool, rounding: BloodBrotherRounding) -> EntryCost | None:
    """What ``entry`` costs with ``card``; None when the card has no AP. ``partnered``: the
    card's Blood brother is in the list."""
    if card.ap is None:
        return None
    base = card.ap * 2 if entry.incarnation else card.ap
    extra = options_ap(card, entry.options) if entry.options else 0
    if partnered:
        figure, first = rounding.apply(base), rounding.apply(base + extra)
    else:
        figure, first = base, base + extra
    line = first + figure * (entry.figures - 1)
    return EntryCost(figure, first, line, base * entry.figures + extra - line)


def blood_brothers(
    resolved: Mapping[str, Card],
    brothers: Mapping[str, tuple[str, ...]],
) -> tuple[tuple[tuple[str, str], ...], dict[str, frozenset[str]], tuple[tuple[str, str], ...]]:
    """Pairs of Blood brothers fielded together, each discounted card's partners, and (card id,
    X) of each Blood brother / X whose brother is not in the list.

    ``brothers`` gives each card's Blood brother / X values. "When one of your Characters has
    this Ability, he can call upon his Blood brother ... The A.P. cost of each of them is
    reduced": one of the two naming the other is enough. X is the other card's id, its slug or
    its name (any language), matched loosely.
    """
    seekers = [card_id for card_id, values in brothers.items() if values]
    if not seekers:
        return (), {}, ()
    index: dict[str, str] = {}
    for card_id, card in resolved.items():
        slug = card_id.partition("/")[2]
        for text in (card_id, slug, card.name, *card.names.values()):
            key = ability_key(text)
            if key and (key not in index or card_id < index[key]):
                index[key] = card_id
    partners: dict[str, set[str]] = {}
    pairs: set[tuple[str, str]] = set()
    lonely: list[tuple[str, str]] = []
    for card_id in seekers:
        for value in brothers[card_id]:
            other = index.get(ability_key(value))
            if other is None or other == card_id:
                lonely.append((card_id, value))
                continue
            partners.setdefault(card_id, set()).add(other)
            partners.setdefault(other, set()).add(card_id)
            first, second = sorted((card_id, other))
            pairs.add((first, second))
    return tuple(sorted(pairs)), {card_id: frozenset(cards) for card_id, cards in partners.items()}, tuple(lonely)


def largest_single_drop(
    army: ArmyList,
    costs: Sequence[EntryCost | None],
    partners: Mapping[str, AbstractSet[str]],
    reduction_by_card: Mapping[str, int],
) -> int:
    """How much the total falls, at most, when one single figurine is removed.

    Removing a figurine lowers the total by its cost (the first figurine of an entry with its
    options), except for the last figurine of a Blood brother: his brother then loses the
    reduction, which is added back.
    """
    card_figures: dict[str, int] = {}
    for entry in army.entries:
        card_figures[entry.card_id] = card_figures.get(entry.card_id, 0) + entry.figures
    best = 0
    for entry, cost in zip(army.entries, costs):
        if cost is None:
            continue
        drop = cost.first
        if entry.card_id in partners and card_figures[entry.card_id] == 1:
            for other in partners[entry.card_id]:
                if len(partners[other]) == 1:
                    drop -= reduction_by_card.get(other, 0)
        best = max(best, drop)
    return best
