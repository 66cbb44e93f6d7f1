"""What a model may take: its options, option groups and included equipment, read from its
entry tree.

Under a model, ``selectionEntries`` (its own upgrades), ``selectionEntryGroups`` (choices) and
``entryLinks`` (to shared entries and groups of the catalogue, the game system or a library:
artefacts, baronies, houses, gesas, equipment...) are walked down to every upgrade:

- an upgrade the model must take once (``min`` 1 at its parent) outside any choice is part of
  the card: a weapon named like "Bow: STR 3, 20/40/60" becomes its equipment, anything else is
  left (a rule marker); a must-take upgrade below an option comes with that option (its costs
  add to the option's, its name to the option's text);
- any other upgrade is an :class:`~companion.rules.card.Option`: its name, kind, costs (``pts``
  army points, the C5 ``POW`` and ``FEDE``), limits (``max`` at its parent, ``max`` in the
  roster) and text (its rules, profiles and linked rules);
- a group directly under the model, a group with limits, and the choices under an option
  become :class:`~companion.rules.card.OptionGroup` s (nested names: "Baronies / Doriman").

The spell and miracle lists of the library catalogues are root entries shown when a list holds
an entry the model includes (the C5 "[Acheron] Azael" marker): those a model's entries name
become groups of its options. Hidden entries are offered only when a modifier can show them for
this model, and costs and limits follow the modifiers that apply to it (see
:mod:`.conditions`); a cost that changes with the rest of a list is kept as the data gives it
and reported. Entries whose names start with ``_`` are errata: their text is kept as a note,
never an option.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from xml.etree.ElementTree import Element

from companion.library.battlescribe.catalogue import DataFile, Index
from companion.library.battlescribe.conditions import Context, applies
from companion.library.battlescribe.profiles import number, weapon
from companion.library.card_options import COST_RANGE, LIMIT_RANGE, NAME_MAX, TEXT_MAX
from companion.library.names import slug
from companion.rules.card import GROUP_SEPARATOR, PATH_SEPARATOR, Equipment, Option, OptionGroup, OptionKind, OptionSourceIds
from companion.rules.message import Message

PROFILE_TYPE = "Profile Card"
POINTS, POWER, FAITH = "pts", "POW", "FEDE"
MAX_DEPTH = 12
"""Deeper entry trees are not walked (a link cycle in hand-made data)."""

# Words of group and entry names that say what an option is (in the order they are tried).
_KIND_WORDS: tuple[tuple[OptionKind, tuple[str, ...]], ...] = (
    (OptionKind.ARTEFACT, ("artifact", "artefact", "gesa")),
    (OptionKind.EXPERIENCE, ("experience",)),
    (OptionKind.AFFILIATION, ("baron", "house", "tribe", "crusade", "fortress", "clan", "affiliation")),
    (OptionKind.EQUIPMENT, ("equipment", "weapon", "armour", "armor")),
)


def cost_names(index_files: list[DataFile]) -> dict[str, str]:
    """The cost types of the game system by id (``points`` -> ``pts``)."""
    names = {"points": POINTS}
    for file in index_files:
        for cost_type in file.root.iter("costType"):
            if cost_type.get("id") and cost_type.get("name"):
                names[cost_type.get("id") or ""] = cost_type.get("name") or ""
    return names


def text_of(element: Element, index: Index, file: DataFile) -> str:
    """An entry's text: its rules, its profiles other than the model's, and the rules and
    profiles it links, one per line."""
    lines: list[str] = []
    for rule in element.findall("rules/rule"):
        lines.append(_rule_text(rule))
    for profile in index.under(element, "profiles/profile"):
        if profile.get("typeName") != PROFILE_TYPE:
            lines.append(_profile_text(profile))
    for info in element.findall("infoLinks/infoLink"):
        target = index.find(info.get("targetId") or "", file)
        if target is not None and target.tag == "rule":
            lines.append(_rule_text(target))
        elif target is not None and target.tag == "profile" and target.get("typeName") != PROFILE_TYPE:
            lines.append(_profile_text(target))
    text = "\n".join(line for line in lines if line)
    return text if len(text) <= TEXT_MAX else text[: TEXT_MAX - 1] + "…"


def _rule_text(rule: Element) -> str:
    description = " ".join((rule.findtext("description") or "").split())
    return f"{rule.get('name')}: {description}" if description and rule.get("name") else description


def _profile_text(profile: Element) -> str:
    parts = []
    for characteristic in profile.findall("characteristics/characteristic"):
        value = " ".join((characteristic.text or "").split())
        if value:
            parts.append(f"{(characteristic.get('name') or '').rstrip(':')}: {value}")
    return "; ".join(parts)


def signed(text: str) -> float | None:
    """A number that may be negative ("-14", "-2.0"), else None."""
    value = number(text.lstrip("-"))
    return None if value is None else -value if text.startswith("-") else value


def _name(element: Element) -> str:
    return " ".join((element.get("name") or "").split())


@dataclass
class _Limits:
    min: int | None = None
    max: int | None = None
    max_per_army: int | None = None


@dataclass
class ModelOptions:
    """Everything a model's entry tree offers; built by :meth:`read`."""

    options: list[Option] = field(default_factory=list)
    groups: dict[str, OptionGroup] = field(default_factory=dict)
    equipment: list[Equipment] = field(default_factory=list)
    present: set[str] = field(default_factory=set)
    """The entries the card always includes (the model, rule markers, included weapons)."""
    named: set[str] = field(default_factory=set)
    """Every entry id the tree reaches."""
    notes: list[Message] = field(default_factory=list)
    errata: list[str] = field(default_factory=list)



@dataclass(frozen=True)
class _Group:
    """A group met in the tree; kept on the card once an option is made within it."""

    name: str
    min: int | None
    max: int | None
    with_parent: bool
    """Whether it is a choice of the option it lies in (its parent is that option)."""


@dataclass(frozen=True)
class _Fold:
    """A must-take upgrade below an option: its costs add to the option's, its text joins it."""

    costs: tuple[tuple[str, int | None], ...]
    text: str


@dataclass(frozen=True)
class _Made:
    """An option made (its id is the tail after the card's id), and what lies within it."""

    option: Option
    within: _Fragment


@dataclass(frozen=True)
class _Fragment:
    """What one part of a model's tree offers, with option ids relative to the card: options,
    groups, folds, equipment, notes, errata and the fragments of the parts within it."""

    items: tuple[object, ...] = ()


_EMPTY = _Fragment()


@dataclass(frozen=True)
class _Via:
    """What an ``entryLink`` reaches: the link's id is in the roster's paths of all within it."""

    link_id: str
    within: _Fragment


@dataclass(frozen=True)
class _InGroup:
    """What a group holds: the options directly within it are chosen from this group."""

    group_id: str
    within: _Fragment


@dataclass(frozen=True)
class _Root:
    """A library's list offered to the model: a root entry of its own, its paths start there."""

    entry_id: str
    within: _Fragment


class OptionReader:
    """Reads the options of the models of one catalogue.

    What an entry or a group is itself (visible or not, its limits, costs, kind and text) is
    read once for every answer a model can give to its own modifiers' conditions (a
    :class:`_Head`): most models share their baronies, artefacts and equipment. Each model's
    tree is then a :class:`_Fragment` of heads, given the card's ids by :class:`_Materialising`.
    """

    def __init__(self, index: Index, file: DataFile, costs: dict[str, str], libraries: list[DataFile]) -> None:
        self.index = index
        self.file = file
        self.costs = costs
        self.library_lists = [entry for library in libraries for entry in library.root.findall("selectionEntries/selectionEntry")]
        self._ref_cache: dict[Element, frozenset[str]] = {}
        self._own_cache: dict[tuple[Element, Element | None], frozenset[str]] = {}
        self._heads: dict[tuple[object, ...], _Head] = {}
        self._present: set[str] = set()
        self._named: set[str] = set()
        self._answers: dict[tuple[Element, frozenset[str], frozenset[str]], bool | None] = {}
        self._texts: dict[Element, str] = {}

    # -- one model -------------------------------------------------------------------------

    def read(self, model: Element, card_id: str, categories: set[str]) -> ModelOptions:
        """The options of ``model`` (its card id names the options)."""
        base = frozenset({model.get("id") or "", *categories})
        self._present = set(base)
        self._named = set()
        found = ModelOptions()
        state = _Materialising(card_id, found)
        state.add(self._children(model, (), None, None, base, 0, False))
        for entry in self.library_lists:
            if self._refs(entry) & (self._named | self._present):
                state.add(self._list(entry, base))
        found.present, found.named = self._present, self._named
        return found

    def _refs(self, element: Element) -> frozenset[str]:
        """Every entry or category the conditions within ``element`` name."""
        cached = self._ref_cache.get(element)
        if cached is None:
            cached = self._ref_cache[element] = frozenset(c.get("childId") or "" for c in element.iter("condition"))
        return cached

    def _own_refs(self, element: Element, link: Element | None) -> frozenset[str]:
        """The entries and categories the modifiers of this entry (and its link) name."""
        key = (element, link)
        cached = self._own_cache.get(key)
        if cached is None:
            cached = frozenset().union(*(self._refs(m) for m in self._modifiers(element, link)))
            self._own_cache[key] = cached
        return cached

    def _context(self, lineage: frozenset[str]) -> Context:
        return Context(lineage, self._present, self.index.under)

    def _children(self, element: Element, path: tuple[str, ...], parent: str | None, parent_name: str | None,
                  lineage: frozenset[str], depth: int, limited: bool) -> _Fragment:
        if depth > MAX_DEPTH:
            return _EMPTY
        under = self.index.under
        parts: list[object] = []
        for child in under(element, "selectionEntries/selectionEntry"):
            parts.append(self._node("entry", child, None, path, parent, parent_name, lineage, depth, limited))
        for group in under(element, "selectionEntryGroups/selectionEntryGroup"):
            parts.append(self._node("group", group, None, path, parent, parent_name, lineage, depth, limited))
        for link in under(element, "entryLinks/entryLink"):
            target = self.index.find(link.get("targetId") or "", self.file)
            if target is None:
                parts.append(Message("battlescribe.link-missing", name=_name(link) or "?",
                                     target=link.get("targetId") or "?"))
            elif link.get("type") == "selectionEntryGroup" and target.tag == "selectionEntryGroup":
                parts.append(_Via(link.get("id") or "", self._node("group", target, link, path, parent, parent_name,
                                                                   lineage, depth, limited)))
            elif target.tag == "selectionEntry":
                parts.append(_Via(link.get("id") or "", self._node("entry", target, link, path, parent, parent_name,
                                                                   lineage, depth, limited)))
        return _Fragment(tuple(parts))

    def _node(self, kind: str, element: Element, link: Element | None, path: tuple[str, ...], parent: str | None,
              parent_name: str | None, lineage: frozenset[str], depth: int, limited: bool) -> _Fragment:
        """One entry or group: what it is itself (read once for each answer the card gives to
        its own modifiers' conditions), then what lies within it."""
        own = self._own_refs(element, link)
        key = (kind, element, link, path, parent, parent_name, limited, own.intersection(lineage),
               own.intersection(self._present))
        head = self._heads.get(key)
        if head is None:
            if kind == "entry":
                head = self._entry(element, link, path, parent, parent_name, lineage, limited)
            else:
                head = self._group(element, link, path, parent_name, lineage, limited)
            self._heads[key] = head
        element_id = element.get("id") or ""
        if kind == "entry":
            self._named.add(element_id)
        if head.within is None:
            return head.fragment
        if head.included:
            self._present.add(element_id)
        child_path, child_parent, child_parent_name, child_limited = head.within
        if child_parent == _PARENT:
            child_parent = parent
        inside = self._children(element, child_path, child_parent, child_parent_name, lineage | {element_id},
                                depth + 1, child_limited)
        if head.made is not None:
            return _Fragment((_Made(head.made, _Fragment((*head.fragment.items, inside))), *head.notes))
        if kind == "group":
            return _Fragment((_InGroup(element_id, _Fragment((*head.fragment.items, inside))),))
        return _Fragment((*head.fragment.items, inside))

    def _list(self, entry: Element, base: frozenset[str]) -> _Fragment:
        """A library's spell or miracle list, offered to the model as a group of options."""
        name = _name(entry)
        errata = self._errata(entry, name)
        if errata is not None:
            return _Fragment((errata,))
        if not self._visible(entry, None, base):
            return _EMPTY
        path = (name,)
        inside = self._children(entry, path, None, None, base | {entry.get("id") or ""}, 1, False)
        return _Fragment((_Root(entry.get("id") or "", _Fragment((_Group(_group_name(path), None, None, False),
                                                                  inside))),))

    def _applies(self, modifier: Element, context: Context) -> bool | None:
        """:func:`.conditions.applies`, answered once for each answer its conditions can get."""
        names = self._refs(modifier)
        key = (modifier, names.intersection(context.lineage), names.intersection(context.present))
        if key not in self._answers:
            self._answers[key] = applies(modifier, context)
        return self._answers[key]

    def _text(self, element: Element) -> str:
        text = self._texts.get(element)
        if text is None:
            text = self._texts[element] = text_of(element, self.index, self.file)
        return text

    def _modifiers(self, element: Element, link: Element | None) -> list[Element]:
        found = list(self.index.under(element, "modifiers/modifier"))
        if link is not None:
            found += self.index.under(link, "modifiers/modifier")
        return found

    def _visible(self, element: Element, link: Element | None, lineage: frozenset[str]) -> bool:
        """Whether the card is offered this entry: not hidden, or shown by a modifier that
        applies (or may apply) to it; a modifier that surely applies may hide it."""
        hidden = element.get("hidden") == "true" or (link is not None and link.get("hidden") == "true")
        context = self._context(lineage)
        for modifier in self._modifiers(element, link):
            if modifier.get("field") != "hidden":
                continue
            holds = self._applies(modifier, context)
            if modifier.get("value") == "false" and holds is not False:
                hidden = False
            elif modifier.get("value") == "true" and holds is True:
                hidden = True
        return not hidden

    def _limits(self, element: Element, link: Element | None, lineage: frozenset[str]) -> _Limits:
        values: dict[str, tuple[str, str, float]] = {}
        for holder in (element, link):
            if holder is None:
                continue
            for constraint in self.index.under(holder, "constraints/constraint"):
                value = signed(constraint.get("value") or "")
                if constraint.get("field") == "selections" and value is not None:
                    values[constraint.get("id") or f"{len(values)}"] = (constraint.get("type") or "", constraint.get("scope") or "", value)
        context = self._context(lineage)
        for modifier in self._modifiers(element, link):
            target = modifier.get("field") or ""
            if target in values and self._applies(modifier, context) is True:
                kind, scope, value = values[target]
                amount = number(modifier.get("value") or "")
                if amount is None:
                    continue
                change = {"set": amount, "increment": value + amount, "decrement": value - amount}.get(modifier.get("type") or "")
                if change is not None:
                    values[target] = (kind, scope, change)
        limits = _Limits()
        for kind, scope, value in values.values():
            whole = None if value < 0 or value > LIMIT_RANGE[1] or not value.is_integer() else int(value)
            if kind == "min" and scope == "parent":
                limits.min = whole
            elif kind == "max" and scope == "parent":
                limits.max = whole if limits.max is None or whole is None else min(limits.max, whole)
            elif kind == "max" and scope in ("roster", "force"):
                limits.max_per_army = whole
        return limits

    def _costs(self, element: Element, link: Element | None, lineage: frozenset[str],
               label: str) -> tuple[dict[str, int | None], list[Message]]:
        """An entry's costs by cost type (``pts``, ``POW``, ``FEDE``) after the modifiers that
        apply to the card, and what could not be mapped."""
        notes: list[Message] = []
        values: dict[str, float] = {}
        type_of: dict[str, str] = {}
        for holder in (element, link):
            if holder is None:
                continue
            for cost in self.index.under(holder, "costs/cost"):
                name = self.costs.get(cost.get("typeId") or "", cost.get("name") or "")
                value = signed(cost.get("value") or "")
                if value is None:
                    continue
                values[name] = value
                type_of[cost.get("typeId") or name] = name
        context = self._context(lineage)
        changing: list[str] = []
        for modifier in self._modifiers(element, link):
            cost_name = type_of.get(modifier.get("field") or "") or self.costs.get(modifier.get("field") or "")
            amount = number(modifier.get("value") or "")
            if cost_name is None or amount is None:
                continue
            holds = self._applies(modifier, context)
            if holds is None:
                changing.append(cost_name)
            elif holds:
                old = values.get(cost_name, 0.0)
                values[cost_name] = {"set": amount, "increment": old + amount, "decrement": old - amount}.get(
                    modifier.get("type") or "", old)
        if changing:
            notes.append(Message("battlescribe.cost-conditional", option=label, costs=", ".join(sorted(set(changing)))))
        out: dict[str, int | None] = {}
        for name, value in values.items():
            if not value.is_integer() or not COST_RANGE[0] <= value <= COST_RANGE[1]:
                notes.append(Message("battlescribe.cost-not-whole", option=label, cost=name, value=f"{value:g}"))
                out[name] = None
            else:
                out[name] = int(value) or None
        return out, notes

    def _kind(self, element: Element, path: tuple[str, ...], name: str) -> OptionKind:
        typed = " ".join(p.get("typeName") or "" for p in self.index.under(element, "profiles/profile")).casefold()
        categories = " ".join(_name(c) for c in self.index.under(element, "categoryLinks/categoryLink")).casefold()
        for kind, words in ((OptionKind.SPELL, ("spell", "sortileg")), (OptionKind.MIRACLE, ("miracle", "miracol"))):
            if any(word in typed or word in categories for word in words):
                return kind
        if weapon(name) is not None:
            return OptionKind.EQUIPMENT
        words_of = " ".join((*path, name)).casefold()
        for kind, kind_words in _KIND_WORDS:
            if any(word in words_of for word in kind_words):
                return kind
        return OptionKind.UPGRADE

    def _errata(self, element: Element, name: str) -> _Errata | None:
        if not name.startswith("_"):
            return None
        text = self._text(element)
        return _Errata(f"{name.lstrip('_').strip()}: {text}" if text else name.lstrip("_").strip())

    def _group(self, group: Element, link: Element | None, path: tuple[str, ...], parent_name: str | None,
               lineage: frozenset[str], limited: bool) -> _Head:
        name = _name(group)
        errata = self._errata(group, name)
        if errata is not None:
            return _Head(_Fragment((errata,)))
        if not self._visible(group, link, lineage):
            return _Head(_EMPTY)
        limits = self._limits(group, link, lineage)
        own = limits.min is not None or limits.max is not None
        under_option = parent_name is not None and bool(path) and path[-1] == parent_name
        if not path or own or under_option:
            path = (*path, name or "?")
            item = _Group(_group_name(path), limits.min, limits.max, under_option)
            return _Head(_Fragment((item,)), within=(path, _PARENT, parent_name, own))
        return _Head(_EMPTY, within=(path, _PARENT, parent_name, limited))

    def _entry(self, entry: Element, link: Element | None, path: tuple[str, ...], parent: str | None,
               parent_name: str | None, lineage: frozenset[str], limited: bool) -> _Head:
        name = _name(entry)
        errata = self._errata(entry, name)
        if errata is not None:
            return _Head(_Fragment((errata,)))
        if entry.get("type") == "model" or not name or not self._visible(entry, link, lineage):
            return _Head(_EMPTY)
        limits = self._limits(entry, link, lineage)
        inside = lineage | {entry.get("id") or ""}
        must = limits.min is not None and limits.min >= 1
        if must and parent is None and not limited:  # part of the card
            items: list[object] = []
            found = weapon(name)
            if found is not None:
                items.append(found.equipment)
                if found.unmapped is not None:
                    items.append(found.unmapped)
            return _Head(_Fragment(tuple(items)), within=(path, None, None, False), included=True)
        if must and parent is not None and not limited:  # comes with the option above
            costs, notes = self._costs(entry, link, inside, name)
            text = self._text(entry)
            fold = _Fold(tuple(costs.items()), f"{name}: {text}" if text else name)
            return _Head(_Fragment((fold, *notes)), within=(path, parent, parent_name, False))
        costs, notes = self._costs(entry, link, inside, name)
        tail = slug(name, "option") if parent is None else f"{parent}-{slug(name, 'option')}"
        kind = self._kind(entry, path, name)
        found = weapon(name) if kind is OptionKind.EQUIPMENT else None
        if found is not None and found.unmapped is not None:
            notes.append(found.unmapped)
        option = Option(
            id=tail, name=name[:NAME_MAX], kind=kind, ap=costs.get(POINTS), pow=costs.get(POWER),
            faith=costs.get(FAITH), max=limits.max, max_per_army=limits.max_per_army,
            group=_group_name(path) if path else None, text=self._text(entry),
            strength=found.equipment.strength if found else None, ranges=found.equipment.ranges if found else None,
            source_ids=OptionSourceIds(entry.get("id") or ""),
        )
        child_path = (*path, name)
        return _Head(_Fragment((_Group(_group_name(child_path), None, None, True),)), made=option,
                     notes=tuple(notes), within=(child_path, tail, name, False))


_PARENT = "\x00parent"
"""In a group's head: the option above it, whichever it is (groups pass it on)."""


@dataclass(frozen=True)
class _Head:
    """What an entry or a group is itself, for one answer to its own conditions: its items
    (or, for an option, its template, the items that open its choices, and its notes), and how
    the parts within it are read (path, parent option, parent's name, within a limited choice);
    ``within`` None: nothing within it is read."""

    fragment: _Fragment
    within: tuple[tuple[str, ...], str | None, str | None, bool] | None = None
    made: Option | None = None
    notes: tuple[Message, ...] = ()
    included: bool = False
    """A part of the card: a list holding the card holds this entry."""


@dataclass(frozen=True)
class _Errata:
    text: str


def _group_name(path: tuple[str, ...]) -> str:
    return GROUP_SEPARATOR.join(path)[: NAME_MAX * 4]


def _with_ids(option: Option, option_id: str, source_ids: OptionSourceIds) -> Option:
    return Option(option_id, option.name, option.kind, option.ap, option.pow, option.faith, option.max,
                  option.max_per_army, option.group, option.text, option.strength, option.ranges, source_ids)


def _plus(old: int | None, more: int | None) -> int | None:
    return old if more is None else (old or 0) + more


class _Materialising:
    """Gives a card's ids to the fragments read for it, and keeps the groups options are made in.

    Each option also gets its data source's ids as a roster writes them: the ids of the links
    crossed from the card's entry (or from a library's list), then its own entry id; the group
    it is chosen from, by the same path (BattleScribe's ``entryId`` and ``entryGroupId``)."""

    def __init__(self, card_id: str, found: ModelOptions) -> None:
        self.card_id = card_id
        self.found = found
        self.taken: set[str] = set()
        self.pending: dict[str, OptionGroup] = {}
        self.links: list[str] = []
        self.group = ""
        self.root = ""

    def _path(self, element_id: str) -> str:
        return PATH_SEPARATOR.join((*self.links, element_id))

    def add(self, fragment: _Fragment, parent: str | None = None, at: int | None = None) -> None:
        found = self.found
        for item in fragment.items:
            if isinstance(item, _Fragment):
                self.add(item, parent, at)
            elif isinstance(item, _Via):
                self.links.append(item.link_id)
                self.add(item.within, parent, at)
                self.links.pop()
            elif isinstance(item, _InGroup):
                group, self.group = self.group, self._path(item.group_id)
                self.add(item.within, parent, at)
                self.group = group
            elif isinstance(item, _Root):
                links, group, root = self.links, self.group, self.root
                self.links, self.group, self.root = [], "", item.entry_id
                self.add(item.within, parent, at)
                self.links, self.group, self.root = links, group, root
            elif isinstance(item, _Made):
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
                group, self.group = self.group, ""
                self.add(item.within, option_id, index)
                self.group = group
            elif isinstance(item, _Group):
                if item.name not in found.groups and item.name not in self.pending:
                    self.pending[item.name] = OptionGroup(item.name, item.min, item.max,
                                                          parent if item.with_parent else None)
            elif isinstance(item, _Fold) and at is not None:
                option = found.options[at]
                costs = dict(item.costs)
                text = "\n".join(part for part in (option.text, item.text) if part)[:TEXT_MAX]
                found.options[at] = replace(option, ap=_plus(option.ap, costs.get(POINTS)),
                                            pow=_plus(option.pow, costs.get(POWER)),
                                            faith=_plus(option.faith, costs.get(FAITH)), text=text)
            elif isinstance(item, Equipment):
                found.equipment.append(item)
            elif isinstance(item, Message):
                found.notes.append(item)
            elif isinstance(item, _Errata):
                found.errata.append(item.text)

    def _use(self, name: str | None) -> None:
        """An option was made in group ``name``: that group and those it lies within are kept."""
        while name:
            group = self.pending.pop(name, None)
            if group is not None:
                self.found.groups[name] = group
            name = name.rpartition(GROUP_SEPARATOR)[0] if GROUP_SEPARATOR in name else ""
