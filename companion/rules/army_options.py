"""The options an army list takes, checked against its cards: offered, within their limits,
within the casters' budgets.

Every violation names the entry (its index) and the option (its name, or the id the card does
not offer):

- ``option.not-offered``: an entry takes an option id its card does not offer.
- ``option.limit``: an option taken more often than its ``max`` on one entry; an option group
  (:class:`~companion.rules.card.OptionGroup`) with fewer options than its ``min`` or more than
  its ``max`` (a group left empty holds its default: :func:`with_defaults`; a group that comes
  with an option counts only on entries that take that option); an option taken more often in the list than its ``max_per_army``; and an artefact
  taken more than once in the list, unless its data allows more (``max_per_army``). An option
  counts once in the list wherever it is offered: by its data source's entry id where it has
  one (the same artefact offered by two versions of a Character), else by its id; an artefact
  without a data source's id by its name.
- ``option.budget``: the POW the entry's spells cost past the caster's budget (the data's POW
  limit, ``pow_budget``, else the card's Power), and the Faith its miracles cost past its
  faith (the data's FEDE limit, ``faith_budget``, else the sum of the card's three aspects of
  Faith). An option with a negative cost gives budget (the C5 data's "One per card").

The limits are the card's data (its card pack or data source): they are cited as such. Each
rule is one check of validation (:data:`companion.rules.army_checks.CHECKS`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace

from companion.rules.abilities import ability_key
from companion.rules.army_lookup import LookedUp, Taken, taken_options
from companion.rules.army_model import (
    OPTION_BUDGET,
    OPTION_LIMIT,
    OPTION_NOT_OFFERED,
    ArmyList,
    ArmyOptions,
    Violation,
    times,
)
from companion.rules.card import Card, Option, OptionGroup, OptionKind
from companion.rules.message import Message
from companion.rules.source import Source, Text


def card_data(card: Card) -> Source:
    """The citation of a limit a card's data gives: the data of the card's edition."""
    return Source(Text.DATA, card.edition)


def option_identity(option: Option) -> str:
    """What makes two options of two cards the same option in a list: the data source's entry
    id, else the option's id; an artefact without a data source's id, its name."""
    if option.source_ids is not None:
        return "entry:" + option.source_ids.entry_id
    if option.kind is OptionKind.ARTEFACT:
        return "artefact:" + ability_key(option.name)
    return "id:" + option.id


@dataclass
class _InList:
    """One option counted across the list: how often, on which entries, under which limit."""

    option: Option
    card: Card
    count: int = 0
    entries: list[int] = field(default_factory=list)


def _faith_total(card: Card) -> int:
    if card.faith is None:
        return 0
    return sum(int(part) for part in card.faith.split("-") if part.isdigit())


_Limited = tuple[OptionGroup, frozenset[str]]
"""A group with a ``min`` or a ``max``, and the ids of the options that count in it."""


def _limited_groups(card: Card) -> list[_Limited]:
    members = card.group_members
    # a choice the card offers nothing in cannot be made: not checked
    return [(group, members[group.name]) for group in card.option_groups
            if (group.min is not None or group.max is not None) and members[group.name]]


def with_defaults(card: Card, options: tuple[str, ...]) -> tuple[str, ...]:
    """``options`` with the default of each group left empty (as New Recruit reads a roster): a
    group with a ``min`` and a ``default`` (BattleScribe's ``defaultSelectionEntryId``: the
    free "Unaffiliated" of the C5 Baronies, Houses and Crusades) that counts none of the options
    taken holds its default; a group that comes with an option only when that option is taken.
    The options are kept in the order the card offers them."""
    defaults = [group for group in card.option_groups if group.default is not None and group.min]
    if not defaults:
        return options
    taken = list(options)
    changed = True
    while changed:  # a default may bring a choice with a default of its own
        changed = False
        held = set(taken)
        for group in defaults:
            default = group.default or ""
            if default in held or (group.parent is not None and group.parent not in held):
                continue
            if card.option(default) is not None and not card.group_members[group.name] & held:
                taken.append(default)
                held.add(default)
                changed = True
    if len(taken) == len(options):
        return options
    order = {option.id: index for index, option in enumerate(card.options)}
    return tuple(sorted(taken, key=lambda option_id: order.get(option_id, len(order))))


def army_with_defaults(army: ArmyList, cards: Mapping[str, Card]) -> ArmyList:
    """``army`` with each entry holding the defaults of the groups it leaves empty
    (:func:`with_defaults`); the same list when none is left empty."""
    entries = list(army.entries)
    changed = False
    for index, entry in enumerate(entries):
        card = cards.get(entry.card_id)
        if card is None or not card.option_groups:
            continue
        options = with_defaults(card, entry.options)
        if options is not entry.options:
            entries[index] = replace(entry, options=options)
            changed = True
    return replace(army, entries=tuple(entries)) if changed else army


def option_not_offered(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``option.not-offered``: an entry takes an option id its card does not offer (the card's
    data: its card pack or data source). The entries of unknown cards are left out: their cards
    are reported already."""
    for index in looked_up.optioned:
        entry = looked_up.entries[index]
        if entry.card is not None:
            for option_id in entry.not_offered:
                yield Violation(OPTION_NOT_OFFERED, Message("army.option-not-offered", card=entry.card.name,
                                                            option=option_id), (index,), card_data(entry.card))


def option_limit(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``option.limit``: an option taken more often than its ``max`` on one entry, an option group
    outside its ``min`` and ``max``, an option taken more often in the list than its
    ``max_per_army``, an artefact taken twice in the list (the card's data: its card pack or
    data source)."""
    for card_id, card in looked_up.cards.items():
        groups = _limited_groups(card) if card.option_groups else []
        for index in looked_up.by_card[card_id] if groups else ():
            yield from _group_limits(card, groups, looked_up.entries[index].taken, index)
    in_list: dict[str, _InList] = {}
    for index in looked_up.optioned:
        entry = looked_up.entries[index]
        taker = entry.card
        if taker is None:
            continue
        for option, count in entry.taken.values():
            if option.max is not None and count > option.max:
                yield Violation(OPTION_LIMIT, Message("army.option-limit-entry", card=taker.name, option=option.name,
                                                      times=times(count), most=option.max),
                                (index,), card_data(taker))
            counted = in_list.setdefault(option_identity(option), _InList(option, taker))
            counted.count += count
            counted.entries.append(index)
    for counted in in_list.values():
        option = counted.option
        most = option.max_per_army if option.max_per_army is not None else (
            1 if option.kind is OptionKind.ARTEFACT else None)
        if most is not None and counted.count > most:
            message = (Message("army.option-artefact-once", option=option.name, times=times(counted.count))
                       if option.max_per_army is None else
                       Message("army.option-limit-army", option=option.name, times=times(counted.count), most=most))
            yield Violation(OPTION_LIMIT, message, tuple(sorted(set(counted.entries))), card_data(counted.card))


def option_budget(looked_up: LookedUp, options: ArmyOptions) -> Iterator[Violation]:
    """``option.budget``: the POW an entry's spells cost past the caster's budget, the Faith its
    miracles cost past his faith (the card's data: its card pack or data source, else the
    card's Power and Faith)."""
    for index in looked_up.optioned:
        card, taken = looked_up.entries[index].card, looked_up.entries[index].taken
        if card is None:
            continue
        power, faith = _budgets(card, taken)
        if power.used > power.budget:
            yield Violation(OPTION_BUDGET, Message("army.option-budget-power", card=card.name, used=power.used,
                                                   budget=power.budget, options=power.options),
                            (index,), card_data(card))
        if faith.used > faith.budget:
            yield Violation(OPTION_BUDGET, Message("army.option-budget-faith", card=card.name, used=faith.used,
                                                   budget=faith.budget, options=faith.options),
                            (index,), card_data(card))


def _group_limits(card: Card, groups: list[_Limited], taken: Taken, index: int) -> Iterator[Violation]:
    for group, members in groups:
        if group.parent is not None and group.parent not in taken:
            continue
        chosen = [taken[option_id] for option_id in members if option_id in taken]
        count = sum(n for _option, n in chosen)
        if group.max is not None and count > group.max:
            names = tuple(sorted(option.name for option, _n in chosen))
            yield Violation(OPTION_LIMIT, Message("army.option-limit-group-max", card=card.name, group=group.name,
                                                  count=count, most=group.max, options=names),
                            (index,), card_data(card))
        elif group.min is not None and count < group.min:
            yield Violation(OPTION_LIMIT, Message("army.option-limit-group-min", card=card.name, group=group.name,
                                                  count=count, least=group.min),
                            (index,), card_data(card))


@dataclass(frozen=True, slots=True)
class Budget:
    """A caster's POW (or Faith) for his spells (or miracles) on one entry: what the options
    taken cost, and the budget (the card's, and what the options taken give)."""

    used: int
    budget: int
    options: tuple[str, ...] = ()
    """The names of the options that cost it."""

    @property
    def left(self) -> int:
        """What the caster may still spend (negative: over his budget)."""
        return self.budget - self.used


def _budgets(card: Card, taken: Taken) -> tuple[Budget, Budget]:
    power_budget = card.pow_budget if card.pow_budget is not None else card.power or 0
    faith_budget = card.faith_budget if card.faith_budget is not None else _faith_total(card)
    found: list[Budget] = []
    for budget, field_name in ((power_budget, "pow"), (faith_budget, "faith")):
        used = 0
        names: list[str] = []
        for option, count in taken.values():
            cost: int | None = getattr(option, field_name)
            if cost and cost > 0:
                used += cost * count
                names.append(option.name)
            elif cost:
                budget -= cost * count  # a negative cost is budget given
        found.append(Budget(used, budget, tuple(names)))
    return found[0], found[1]


def entry_budgets(card: Card, options: tuple[str, ...]) -> tuple[Budget, Budget]:
    """The POW and the Faith an entry taking ``options`` spends and may spend (see the module's
    ``option.budget``): what the builder shows beside the spells and miracles."""
    return _budgets(card, taken_options(card, options)[0])
