"""The parts of a model's option tree as read once for many cards, and how one card's options
are made from them.

:class:`~companion.library.battlescribe.options.OptionReader` reads what each part of a
model's entry tree offers as a :class:`Fragment`, with option ids relative to the card:
options made (:class:`Made`), groups met (:class:`Group`), must-take upgrades folded into the
option above them (:class:`Fold`), equipment, entries that are data (:class:`Data`), notes
and errata, and the parts within links, groups and library lists (:class:`Via`,
:class:`InGroup`, :class:`Root`). The same fragment
serves every card whose model gives the same answers to its conditions;
:class:`Materialising` gives it one card's ids.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from companion.library.card_options import TEXT_MAX
from companion.rules.card import GROUP_SEPARATOR, PATH_SEPARATOR, Equipment, Option, OptionGroup, OptionSourceIds
from companion.rules.message import Message

POINTS, POWER, FAITH = "pts", "POW", "FEDE"


@dataclass
class ModelOptions:
    """Everything a model's entry tree offers (built by ``OptionReader.read``)."""

    options: list[Option] = field(default_factory=list)
    groups: dict[str, OptionGroup] = field(default_factory=dict)
    equipment: list[Equipment] = field(default_factory=list)
    present: set[str] = field(default_factory=set)
    """The entries the card always includes (the model, rule markers, included weapons)."""
    named: set[str] = field(default_factory=set)
    """Every entry id the tree reaches."""
    notes: list[Message] = field(default_factory=list)
    errata: list[str] = field(default_factory=list)
    data: set[str] = field(default_factory=set)
    """The names of the entries that are data, not choices (:class:`Data`)."""


@dataclass(frozen=True)
class Group:
    """A group met in the tree; kept on the card once an option is made within it."""

    name: str
    min: int | None
    max: int | None
    with_parent: bool
    """Whether it is a choice of the option it lies in (its parent is that option)."""
    default: str = ""
    """The id of the entry, or of the link to it, the group holds when left empty (its
    ``defaultSelectionEntryId``; empty: none)."""


@dataclass(frozen=True)
class Fold:
    """A must-take upgrade below an option: its costs add to the option's, its text joins it."""

    costs: tuple[tuple[str, int | None], ...]
    text: str


@dataclass(frozen=True)
class Made:
    """An option made (its id is the tail after the card's id), and what lies within it."""

    option: Option
    within: Fragment


@dataclass(frozen=True)
class Fragment:
    """What one part of a model's tree offers, with option ids relative to the card: options,
    groups, folds, equipment, notes, errata and the fragments of the parts within it."""

    items: tuple[object, ...] = ()


EMPTY = Fragment()


@dataclass(frozen=True)
class Via:
    """What an ``entryLink`` reaches: the link's id is in the roster's paths of all within it."""

    link_id: str
    within: Fragment


@dataclass(frozen=True)
class InGroup:
    """What a group holds: the options directly within it are chosen from this group."""

    group_id: str
    within: Fragment


@dataclass(frozen=True)
class Root:
    """A library's list offered to the model: a root entry of its own, its paths start there."""

    entry_id: str
    within: Fragment


@dataclass(frozen=True)
class Data:
    """An entry that is data, not a choice, so never offered: a rule marker the card always
    has (a must-take upgrade outside any choice), or a marker a list adds by itself."""

    name: str


@dataclass(frozen=True)
class Errata:
    """The text of an errata entry (its name starts with ``_``), kept as a card's note."""

    text: str


def _with_ids(option: Option, option_id: str, source_ids: OptionSourceIds) -> Option:
    return Option(option_id, option.name, option.kind, option.ap, option.pow, option.faith, option.max,
                  option.max_per_army, option.group, option.text, option.strength, option.ranges, source_ids)


def _plus(old: int | None, more: int | None) -> int | None:
    return old if more is None else (old or 0) + more


class Materialising:
    """Gives a card's ids to the fragments read for it, and keeps the groups options are made in.

    Each option also gets its data source's ids as a roster writes them: the ids of the links
    crossed from the card's entry (or from a library's list), then its own entry id; the group
    it is chosen from, by the same path (BattleScribe's ``entryId`` and ``entryGroupId``)."""

    def __init__(self, card_id: str, found: ModelOptions) -> None:
        self.card_id = card_id
        self.found = found
        self.taken: set[str] = set()
        self.pending: dict[str, tuple[Group, str | None]] = {}
        """The groups met, by name, with the option they lie in: kept once an option is made in one."""
        self.links: list[str] = []
        self.group = ""
        self.root = ""
        self.default_ids: dict[str, str] = {}
        """The data's default entry (or link) of each group met that names one, by group name."""
        self.defaults: dict[str, str] = {}
        """The option made for each of those defaults, by group name."""

    def _path(self, element_id: str) -> str:
        return PATH_SEPARATOR.join((*self.links, element_id))

    def add(self, fragment: Fragment, parent: str | None = None, at: int | None = None) -> None:
        found = self.found
        for item in fragment.items:  # the most frequent kinds first
            if isinstance(item, Group):
                if item.name not in found.groups and item.name not in self.pending:
                    self.pending[item.name] = (item, parent if item.with_parent else None)
                if item.default:
                    self.default_ids.setdefault(item.name, item.default)
            elif isinstance(item, Made):
                option_id, count = f"{self.card_id}/{item.option.id}", 1
                while option_id in self.taken:
                    count += 1
                    option_id = f"{self.card_id}/{item.option.id}-{count}"
                self.taken.add(option_id)
                index = len(found.options)
                own = item.option.source_ids.entry if item.option.source_ids is not None else ""
                ids = OptionSourceIds(self._path(own), self.group, self.root)
                found.options.append(_with_ids(item.option, option_id, ids))
                self._use(item.option.group)
                default = self.default_ids.get(item.option.group or "")
                if default and (own == default or (self.links and self.links[-1] == default)):
                    self.defaults.setdefault(item.option.group or "", option_id)
                group, self.group = self.group, ""
                self.add(item.within, option_id, index)
                self.group = group
            elif isinstance(item, Via):
                self.links.append(item.link_id)
                self.add(item.within, parent, at)
                self.links.pop()
            elif isinstance(item, InGroup):
                group, self.group = self.group, self._path(item.group_id)
                self.add(item.within, parent, at)
                self.group = group
            elif isinstance(item, Fold):
                if at is not None:
                    option = found.options[at]
                    costs = dict(item.costs)
                    text = "\n".join(part for part in (option.text, item.text) if part)[:TEXT_MAX]
                    found.options[at] = replace(option, ap=_plus(option.ap, costs.get(POINTS)),
                                                pow=_plus(option.pow, costs.get(POWER)),
                                                faith=_plus(option.faith, costs.get(FAITH)), text=text)
            elif isinstance(item, Root):
                links, group, root = self.links, self.group, self.root
                self.links, self.group, self.root = [], "", item.entry_id
                self.add(item.within, parent, at)
                self.links, self.group, self.root = links, group, root
            elif isinstance(item, Errata):
                found.errata.append(item.text)
            elif isinstance(item, Fragment):
                self.add(item, parent, at)
            elif isinstance(item, Equipment):
                found.equipment.append(item)
            elif isinstance(item, Message):
                found.notes.append(item)
            elif isinstance(item, Data):
                found.data.add(item.name)

    def finish(self) -> None:
        """Name on each group kept the option it holds when left empty."""
        for name, option_id in self.defaults.items():
            group = self.found.groups.get(name)
            if group is not None:
                self.found.groups[name] = replace(group, default=option_id)

    def _use(self, name: str | None) -> None:
        """An option was made in group ``name``: that group and those it lies within are kept."""
        while name:
            pending = self.pending.pop(name, None)
            if pending is not None:
                group, parent = pending
                self.found.groups[name] = OptionGroup(group.name, group.min, group.max, parent)
            name = name.rpartition(GROUP_SEPARATOR)[0] if GROUP_SEPARATOR in name else ""
