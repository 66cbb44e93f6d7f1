"""What a model may take: its options, option groups and included equipment, read from its
entry tree.

Under a model, ``selectionEntries`` (its own upgrades), ``selectionEntryGroups`` (choices) and
``entryLinks`` (to shared entries and groups of the catalogue, the game system or a library:
artefacts, baronies, houses, gesas, equipment...) are walked down to every upgrade:

- an upgrade the model must take once (``min`` 1 at its parent) outside any choice (a group
  of "0 to no limit" chooses nothing) is part of the card: a weapon named like "Bow: STR 3,
  20/40/60" (or describing one: "Longbow; str 3; 20/40/60") becomes its equipment, as does a
  weapon the model's own profiles describe; anything else is data, not a choice (a rule
  marker such as "Rule: Total Mystic level +1"), counted and never offered; a must-take
  upgrade below an option comes with that option (its costs add to the option's, its name to
  the option's text);
- a bare marker (no cost, no text, nothing within) outside any choice that the rest of a list
  can make compulsory is data too: a list that needs it adds it, the player does not choose it;
- any other upgrade is an :class:`~companion.rules.card.Option`: its name, kind, costs (``pts``
  army points, the C5 ``POW`` and ``FEDE``), limits (``max`` at its parent, ``max`` in the
  roster) and text (its rules, profiles and linked rules);
- a group directly under the model, a group with limits, and the choices under an option
  become :class:`~companion.rules.card.OptionGroup` s (nested names: "Baronies / Doriman"),
  with the option the group holds when a list leaves it empty (its
  ``defaultSelectionEntryId``: the free "Unaffiliated" of the Baronies).

The spell and miracle lists of the library catalogues are root entries shown when a list holds
an entry the model includes (the C5 "[Acheron] Azael" marker): those a model's entries name
become groups of its options, every spell they hold offered (one the list must hold, the
caster's own spell, too: it comes with the list, not with the card). Hidden entries are
offered only when a modifier can show them for this model, and costs and limits follow the
modifiers that apply to it (see :mod:`.conditions`); a cost that changes with the rest of a
list is kept as the data gives it and reported. Entries whose names start with ``_`` are
errata: their text is kept as a note, never an option.
"""

from __future__ import annotations

from dataclasses import dataclass
from xml.etree.ElementTree import Element

from companion.library.battlescribe.catalogue import DataFile, Index
from companion.library.battlescribe.conditions import Context, applies
from companion.library.battlescribe.fragments import (
    EMPTY,
    FAITH,
    Data,
    POINTS,
    POWER,
    Errata,
    Fold,
    Fragment,
    Group,
    InGroup,
    Made,
    Materialising,
    ModelOptions,
    Root,
    Via,
)
from companion.library.battlescribe.profiles import Weapon, number, weapon, weapon_in_text
from companion.library.battlescribe.reach import magic_kind
from companion.library.card_options import COST_RANGE, LIMIT_RANGE, NAME_MAX, TEXT_MAX
from companion.library.names import slug
from companion.rules.card import GROUP_SEPARATOR, Option, OptionKind, OptionSourceIds
from companion.rules.message import Message

PROFILE_TYPE = "Profile Card"
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
    may_be_required: bool = False
    """A modifier that depends on the rest of a list may raise ``min`` to 1 or more."""


class OptionReader:
    """Reads the options of the models of one catalogue.

    What an entry or a group is itself (visible or not, its limits, costs, kind and text) is
    read once for every answer a model gives to its own modifiers (a :class:`_Head`), and the
    whole tree below it once for every answer to the conditions within it, links followed:
    most models share their baronies, artefacts and equipment. Each model's tree is then a
    :class:`~.fragments.Fragment` of heads, given the card's ids by
    :class:`~.fragments.Materialising`.
    """

    def __init__(self, index: Index, file: DataFile, costs: dict[str, str], libraries: list[DataFile]) -> None:
        self.index = index
        self.file = file
        self.costs = costs
        self.library_lists = [entry for library in libraries for entry in library.root.findall("selectionEntries/selectionEntry")]
        self._ref_cache: dict[Element, frozenset[str]] = {}
        self._heads: dict[tuple[object, ...], _Head] = {}
        self._deep_cache: dict[Element, frozenset[str]] = {}
        self._deep_links: dict[tuple[Element, Element | None], frozenset[str]] = {}
        self._targets: dict[Element, list[Element]] = {}
        self._under: dict[Element, list[tuple[str, Element, Element | None] | Message]] = {}
        self._trees: dict[tuple[object, ...], tuple[Fragment, tuple[str, ...], tuple[str, ...]]] = {}
        self._present: set[str] = set()
        self._named: set[str] = set()
        self._present_log: list[str] = []
        self._named_log: list[str] = []
        self._answers: dict[tuple[Element, frozenset[str], frozenset[str]], bool | None] = {}
        self._texts: dict[Element, str] = {}
        self._weapon_cache: dict[Element, tuple[Weapon, ...]] = {}
        self._same_links: dict[tuple[tuple[str, str], ...], Element] = {}

    # -- one model -------------------------------------------------------------------------

    def read(self, model: Element, card_id: str, categories: set[str]) -> ModelOptions:
        """The options of ``model`` (its card id names the options)."""
        base = frozenset({model.get("id") or "", *categories})
        self._present = set(base)
        self._named = set()
        self._present_log, self._named_log = [], []
        found = ModelOptions()
        state = Materialising(card_id, found)
        state.add(self._children(model, (), None, None, base, 0, False))
        for described in self._weapons(model, _name(model)):  # in the model's own profiles
            if described.equipment not in found.equipment:  # not also an entry of its own
                state.add(Fragment(tuple(part for part in (described.equipment, described.unmapped) if part)))
        for entry in self.library_lists:
            if self._refs(entry) & (self._named | self._present):
                state.add(self._list(entry, base))
        state.finish()
        found.present, found.named = self._present, self._named
        return found

    def _refs(self, element: Element) -> frozenset[str]:
        """Every entry or category the conditions within ``element`` name."""
        cached = self._ref_cache.get(element)
        if cached is None:
            cached = self._ref_cache[element] = frozenset(c.get("childId") or "" for c in element.iter("condition"))
        return cached

    def _deep_refs(self, element: Element, link: Element | None) -> frozenset[str]:
        """The entries and categories every condition below this entry (and on its link) names,
        the entries its links reach included."""
        key = (element, link)
        found = self._deep_links.get(key)
        if found is None:
            deep = self._deep(element, {})[0]
            found = self._deep_links[key] = deep if link is None else deep | self._refs(link)
        return found

    def _deep(self, element: Element, walking: dict[Element, int]) -> tuple[frozenset[str], int]:
        """:meth:`_deep_refs` of an entry, and how far up the entries being walked (``walking``,
        by depth) a link cycle from it leads: an entry is kept once its cycles are all walked."""
        cached = self._deep_cache.get(element)
        if cached is not None:
            return cached, len(walking)
        depth = walking[element] = len(walking)
        refs, low = set(self._refs(element)), depth
        for target in self._link_targets(element):
            if target in walking:
                low = min(low, walking[target])
                continue
            inner, inner_low = self._deep(target, walking)
            refs |= inner
            low = min(low, inner_low)
        del walking[element]
        found = frozenset(refs)
        if low >= depth:
            self._deep_cache[element] = found
        return found, low

    def _link_targets(self, element: Element) -> list[Element]:
        """The entries and groups the links below ``element`` reach."""
        found = self._targets.get(element)
        if found is None:
            targets = (self.index.find(link.get("targetId") or "", self.file) for link in element.iter("entryLink"))
            found = self._targets[element] = [target for target in targets if target is not None]
        return found

    def _reach(self, named: tuple[str, ...], present: tuple[str, ...]) -> None:
        """Entries the tree reaches (``named``) and those the card always includes (``present``)."""
        self._named.update(named)
        self._named_log.extend(named)
        self._present.update(present)
        self._present_log.extend(present)

    def _context(self, lineage: frozenset[str]) -> Context:
        return Context(lineage, self._present, self.index.under)

    def _parts(self, element: Element) -> list[tuple[str, Element, Element | None] | Message]:
        """What lies directly under an entry or group, in order: its entries and groups (kind,
        element, the link that reaches it or None), and a note for each link to nothing."""
        found = self._under.get(element)
        if found is None:
            under = self.index.under
            found = [("entry", child, None) for child in under(element, "selectionEntries/selectionEntry")]
            found += [("group", group, None) for group in under(element, "selectionEntryGroups/selectionEntryGroup")]
            for link in under(element, "entryLinks/entryLink"):
                target = self.index.find(link.get("targetId") or "", self.file)
                if target is None:
                    found.append(Message("battlescribe.link-missing", name=_name(link) or "?",
                                         target=link.get("targetId") or "?"))
                elif link.get("type") == "selectionEntryGroup" and target.tag == "selectionEntryGroup":
                    found.append(("group", target, link))
                elif target.tag == "selectionEntry":
                    found.append(("entry", target, link))
            self._under[element] = found
        return found

    def _children(self, element: Element, path: tuple[str, ...], parent: str | None, parent_name: str | None,
                  lineage: frozenset[str], depth: int, limited: bool) -> Fragment:
        if depth > MAX_DEPTH:
            return EMPTY
        parts: list[object] = []
        for part in self._parts(element):
            if isinstance(part, Message):
                parts.append(part)
                continue
            kind, child, link = part
            fragment = self._node(kind, child, None if link is None else self._same_link(link), path, parent,
                                  parent_name, lineage, depth, limited)
            if link is None:
                parts.extend(fragment.items)
            else:
                parts.append(Via(link.get("id") or "", fragment))
        return Fragment(tuple(parts))

    def _same_link(self, link: Element) -> Element:
        """The first link read that says all ``link`` says: the same attributes but the id, and
        nothing within (no modifier, constraint or cost of its own). Links that differ only by
        their id reach their entry the same way, so what they reach is read once (a group
        20,000 entries link is one tree of options); the link's own id is kept by its
        :class:`Via`."""
        if len(link):
            return link
        said = tuple(sorted((name, value) for name, value in link.attrib.items() if name != "id"))
        return self._same_links.setdefault(said, link)

    def _node(self, kind: str, element: Element, link: Element | None, path: tuple[str, ...], parent: str | None,
              parent_name: str | None, lineage: frozenset[str], depth: int, limited: bool) -> Fragment:
        """One entry or group and all within it, read once for each answer the card gives to
        the conditions within it (what it reaches is noted again for each card)."""
        deep = self._deep_refs(element, link)
        key = (kind, element, link, path, parent, parent_name, limited, depth, deep & lineage, deep & self._present)
        known = self._trees.get(key)
        if known is not None:
            self._reach(known[1], known[2])
            return known[0]
        named, present = len(self._named_log), len(self._present_log)
        fragment = self._read_node(kind, element, link, path, parent, parent_name, lineage, depth, limited)
        self._trees[key] = (fragment, tuple(self._named_log[named:]), tuple(self._present_log[present:]))
        return fragment

    def _read_node(self, kind: str, element: Element, link: Element | None, path: tuple[str, ...],
                   parent: str | None, parent_name: str | None, lineage: frozenset[str], depth: int,
                   limited: bool) -> Fragment:
        """One entry or group: what it is itself (read once for each answer the card gives to
        its own modifiers, as the entry's parent sees them and as the entry itself does), then
        what lies within it."""
        element_id = element.get("id") or ""
        within = lineage | {element_id}
        modifiers = self._modifiers(element, link)
        key = (kind, element, link, path, parent, parent_name, limited, self._answers_to(modifiers, lineage),
               self._answers_to(modifiers, within))
        head = self._heads.get(key)
        if head is None:
            if kind == "entry":
                head = self._entry(element, link, path, parent, parent_name, lineage, limited)
            else:
                head = self._group(element, link, path, parent_name, lineage, limited)
            self._heads[key] = head
        if kind == "entry":
            self._reach((element_id,), ())
        if head.within is None:
            return head.fragment
        if head.included:
            self._reach((), (element_id,))
        child_path, child_parent, child_parent_name, child_limited = head.within
        if child_parent == _PARENT:
            child_parent = parent
        inside = self._children(element, child_path, child_parent, child_parent_name, within, depth + 1, child_limited)
        items = (*head.fragment.items, *inside.items)
        if head.made is not None:
            return Fragment((Made(head.made, Fragment(items)), *head.notes))
        if kind == "group":
            return Fragment((InGroup(element_id, Fragment(items)),))
        return Fragment(items)

    def _list(self, entry: Element, base: frozenset[str]) -> Fragment:
        """A library's spell or miracle list, offered to the model as a group of options."""
        name = _name(entry)
        errata = self._errata(entry, name)
        if errata is not None:
            return Fragment((errata,))
        if not self._visible(entry, None, base):
            return EMPTY
        path = (name,)
        # What a list must hold (a caster's own spell, min 1) comes with the list, not with the
        # card: it is offered in the list, as a choice's entries are.
        inside = self._children(entry, path, None, None, base | {entry.get("id") or ""}, 1, True)
        return Fragment((Root(entry.get("id") or "", Fragment((Group(_group_name(path), None, None, False),
                                                                  *inside.items))),))

    def _applies(self, modifier: Element, context: Context) -> bool | None:
        """:func:`.conditions.applies`, answered once for each answer its conditions can get."""
        names = self._refs(modifier)
        key = (modifier, names.intersection(context.lineage), names.intersection(context.present))
        if key not in self._answers:
            self._answers[key] = applies(modifier, context)
        return self._answers[key]

    def _answers_to(self, modifiers: list[Element], lineage: frozenset[str]) -> tuple[bool | None, ...]:
        """Whether each modifier applies to the card, seen from within ``lineage``."""
        if not modifiers:
            return ()
        context = self._context(lineage)
        return tuple(self._applies(modifier, context) for modifier in modifiers)

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
        limits = _Limits()
        for modifier in self._modifiers(element, link):
            target = modifier.get("field") or ""
            if target not in values:
                continue
            holds = self._applies(modifier, context)
            kind, scope, value = values[target]
            amount = number(modifier.get("value") or "")
            change = None if amount is None else {"set": amount, "increment": value + amount,
                                                  "decrement": value - amount}.get(modifier.get("type") or "")
            if change is None or holds is False:
                continue
            if holds is True:
                values[target] = (kind, scope, change)
            elif kind == "min" and scope == "parent" and change >= 1:
                limits.may_be_required = True
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
        magic = magic_kind(element, self.index.under)
        if magic is not None:
            return magic
        if self._weapons(element, name):
            return OptionKind.EQUIPMENT
        words_of = " ".join((*path, name)).casefold()
        for kind, kind_words in _KIND_WORDS:
            if any(word in words_of for word in kind_words):
                return kind
        return OptionKind.UPGRADE

    def _marker(self, entry: Element, costs: dict[str, int | None]) -> bool:
        """Whether an entry is a bare marker: it costs nothing, says nothing, is no weapon and
        holds nothing (taking it changes nothing on the card)."""
        under = self.index.under
        return (not any(costs.values()) and not self._text(entry) and not self._weapons(entry, _name(entry))
                and not under(entry, "selectionEntries/selectionEntry")
                and not under(entry, "selectionEntryGroups/selectionEntryGroup")
                and not under(entry, "entryLinks/entryLink"))

    def _weapons(self, entry: Element, name: str) -> tuple[Weapon, ...]:
        """The ranged weapons an entry is or describes: its name ("Bow: STR 3, 20/40/60"), else
        its profiles' descriptions that are all a weapon's ("Longbow; str 3; 20/40/60", "STR 6,
        10/15/20": named after the entry), its own or linked, the model's Profile Card excepted."""
        found = self._weapon_cache.get(entry)
        if found is None:
            named = weapon(name)
            if named is not None:
                found = (named,)
            else:
                profiles = [*self.index.under(entry, "profiles/profile")]
                for info in self.index.under(entry, "infoLinks/infoLink"):
                    target = self.index.find(info.get("targetId") or "", self.file)
                    if target is not None and target.tag == "profile":
                        profiles.append(target)
                texts = [c.text or "" for p in profiles if p.get("typeName") != PROFILE_TYPE
                         for c in self.index.under(p, "characteristics/characteristic")]
                found = tuple(w for w in (weapon_in_text(text, name) for text in texts) if w is not None)
            self._weapon_cache[entry] = found
        return found

    def _errata(self, element: Element, name: str) -> Errata | None:
        if not name.startswith("_"):
            return None
        text = self._text(element)
        return Errata(f"{name.lstrip('_').strip()}: {text}" if text else name.lstrip("_").strip())

    def _group(self, group: Element, link: Element | None, path: tuple[str, ...], parent_name: str | None,
               lineage: frozenset[str], limited: bool) -> _Head:
        name = _name(group)
        errata = self._errata(group, name)
        if errata is not None:
            return _Head(Fragment((errata,)))
        if not self._visible(group, link, lineage):
            return _Head(EMPTY)
        limits = self._limits(group, link, lineage)
        own = limits.min is not None or limits.max is not None
        choice = bool(limits.min) or limits.max is not None  # "0 to no limit" chooses nothing
        under_option = parent_name is not None and bool(path) and path[-1] == parent_name
        if not path or own or under_option:
            path = (*path, name or "?")
            default = next((holder.get("defaultSelectionEntryId") or "" for holder in (link, group)
                            if holder is not None and holder.get("defaultSelectionEntryId")), "")
            item = Group(_group_name(path), limits.min, limits.max, under_option, default)
            return _Head(Fragment((item,)), within=(path, _PARENT, parent_name, limited or choice))
        return _Head(EMPTY, within=(path, _PARENT, parent_name, limited))

    def _entry(self, entry: Element, link: Element | None, path: tuple[str, ...], parent: str | None,
               parent_name: str | None, lineage: frozenset[str], limited: bool) -> _Head:
        name = _name(entry)
        errata = self._errata(entry, name)
        if errata is not None:
            return _Head(Fragment((errata,)))
        if entry.get("type") == "model" or not name or not self._visible(entry, link, lineage):
            return _Head(EMPTY)
        limits = self._limits(entry, link, lineage)
        inside = lineage | {entry.get("id") or ""}
        must = limits.min is not None and limits.min >= 1
        if must and parent is None and not limited:  # part of the card
            weapons = self._weapons(entry, name)
            items: list[object] = [part for found in weapons for part in (found.equipment, found.unmapped) if part]
            if not weapons:
                items.append(Data(name))
            return _Head(Fragment(tuple(items)), within=(path, None, None, False), included=True)
        if must and parent is not None and not limited:  # comes with the option above
            costs, notes = self._costs(entry, link, inside, name)
            text = self._text(entry)
            fold = Fold(tuple(costs.items()), f"{name}: {text}" if text else name)
            return _Head(Fragment((fold, *notes)), within=(path, parent, parent_name, False))
        costs, notes = self._costs(entry, link, inside, name)
        if parent is None and not limited and limits.may_be_required and self._marker(entry, costs):
            return _Head(Fragment((Data(name),)))  # a list that holds it adds it: not the player's choice
        tail = slug(name, "option") if parent is None else f"{parent}-{slug(name, 'option')}"
        kind = self._kind(entry, path, name)
        found = next(iter(self._weapons(entry, name)), None) if kind is OptionKind.EQUIPMENT else None
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
        return _Head(Fragment((Group(_group_name(child_path), None, None, True),)), made=option,
                     notes=tuple(notes), within=(child_path, tail, name, False))


_PARENT = "\x00parent"
"""In a group's head: the option above it, whichever it is (groups pass it on)."""


@dataclass(frozen=True)
class _Head:
    """What an entry or a group is itself, for one answer to its own conditions: its items
    (or, for an option, its template, the items that open its choices, and its notes), and how
    the parts within it are read (path, parent option, parent's name, within a limited choice);
    ``within`` None: nothing within it is read."""

    fragment: Fragment
    within: tuple[tuple[str, ...], str | None, str | None, bool] | None = None
    made: Option | None = None
    notes: tuple[Message, ...] = ()
    included: bool = False
    """A part of the card: a list holding the card holds this entry."""


def _group_name(path: tuple[str, ...]) -> str:
    return GROUP_SEPARATOR.join(path)[: NAME_MAX * 4]
