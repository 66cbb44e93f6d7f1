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
from companion.library.battlescribe.conditions import Context, applies, modifiers
from companion.library.battlescribe.profiles import number, weapon
from companion.library.card_options import COST_RANGE, LIMIT_RANGE, NAME_MAX, TEXT_MAX
from companion.library.names import slug
from companion.rules.card import GROUP_SEPARATOR, Equipment, Option, OptionGroup, OptionKind
from companion.rules.message import Message

PROFILE_TYPE = "Profile Card"
POINTS, POWER, FAITH = "pts", "POW", "FEDE"
_PLACEHOLDER = "\x00"
"""The card id of options read once for several cards (replaced by each card's)."""
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
    for profile in element.findall("profiles/profile"):
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


class OptionReader:
    """Reads the options of the models of one catalogue."""

    def __init__(self, index: Index, file: DataFile, costs: dict[str, str], libraries: list[DataFile]) -> None:
        self.index = index
        self.file = file
        self.costs = costs
        self.library_lists = [entry for library in libraries for entry in library.root.findall("selectionEntries/selectionEntry")]
        self._ref_cache: dict[Element, frozenset[str]] = {}
        self._pieces: dict[tuple[str, object, frozenset[str]], ModelOptions] = {}
        self._found = ModelOptions()
        self._card_id = _PLACEHOLDER
        self._used_ids: set[str] = set()
        self._pending: dict[str, OptionGroup] = {}
        self._base: frozenset[str] = frozenset()

    # -- one model -------------------------------------------------------------------------

    def read(self, model: Element, card_id: str, categories: set[str]) -> ModelOptions:
        """The options of ``model`` (its card id names the options).

        Each entry, group and link under the model is read once for every answer the model
        can give to the conditions inside it (most models share their baronies, artefacts and
        equipment), then given the card's ids."""
        found = ModelOptions()
        model_id = model.get("id") or ""
        found.present.add(model_id)
        base = frozenset({model_id, *categories})
        for kind, element, link in self._top(model):
            self._merge(found, self._piece(kind, element, link, base), card_id)
        for entry in self.library_lists:
            if self._refs(entry, False) & (found.named | found.present):
                self._merge(found, self._piece("list", entry, None, base), card_id)
        return found

    def _top(self, element: Element) -> list[tuple[str, Element, Element | None]]:
        children: list[tuple[str, Element, Element | None]] = []
        children += [("entry", child, None) for child in element.findall("selectionEntries/selectionEntry")]
        children += [("group", child, None) for child in element.findall("selectionEntryGroups/selectionEntryGroup")]
        children += [("link", link, None) for link in element.findall("entryLinks/entryLink")]
        return children

    def _refs(self, element: Element, follow: bool = True) -> frozenset[str]:
        """Every entry or category the conditions within ``element`` name (links followed)."""
        cached = self._ref_cache.get(element)
        if cached is not None:
            return cached
        self._ref_cache[element] = frozenset()  # a link cycle ends here
        names = {c.get("childId") or "" for c in element.iter("condition")}
        if follow:
            for link in element.iter("entryLink"):
                target = self.index.find(link.get("targetId") or "", self.file)
                if target is not None:
                    names |= self._refs(target)
        found = frozenset(names)
        self._ref_cache[element] = found
        return found

    def _piece(self, kind: str, element: Element, link: Element | None, base: frozenset[str]) -> ModelOptions:
        """What one child of a model offers, with ids under a placeholder card id; read once
        for each distinct answer the model gives to the conditions inside it."""
        shared: object = element
        if kind == "link" and len(element) == 0:  # a bare link: what it reaches decides
            shared = (self.index.find(element.get("targetId") or "", self.file), element.get("type"),
                      element.get("hidden"))
        key = (kind, shared, base & self._refs(element))
        cached = self._pieces.get(key)
        if cached is not None:
            return cached
        piece = ModelOptions()
        self._found = piece
        self._card_id = _PLACEHOLDER
        self._used_ids = set()
        self._pending = {}
        self._base = base
        piece.present.update(base & self._refs(element))
        if kind == "list":
            self._list(element)
        elif kind == "entry":
            self._entry(element, None, (), None, base, 0)
        elif kind == "group":
            self._group(element, None, (), None, base, 0)
        else:
            self._link(element, (), None, base, 0)
        self._pieces[key] = piece
        return piece

    @staticmethod
    def _merge(found: ModelOptions, piece: ModelOptions, card_id: str) -> None:
        """Add a piece to a model's options, its ids made the card's (``-2`` when taken)."""
        taken = {option.id for option in found.options}
        renamed: dict[str, str] = {}
        for option in piece.options:
            tail = option.id[len(_PLACEHOLDER) + 1 :]
            option_id, count = f"{card_id}/{tail}", 1
            while option_id in taken:
                count += 1
                option_id = f"{card_id}/{tail}-{count}"
            taken.add(option_id)
            renamed[option.id] = option_id
            found.options.append(replace(option, id=option_id))
        for name, group in piece.groups.items():
            if name not in found.groups:
                found.groups[name] = group if group.parent is None else replace(group, parent=renamed[group.parent])
        found.equipment.extend(piece.equipment)
        found.present |= piece.present
        found.named |= piece.named
        found.notes.extend(piece.notes)
        found.errata.extend(piece.errata)

    def _context(self, lineage: frozenset[str]) -> Context:
        return Context(lineage, self._found.present)

    def _children(self, element: Element, path: tuple[str, ...], parent: Option | None,
                  lineage: frozenset[str], depth: int) -> None:
        if depth > MAX_DEPTH:
            return
        for child in element.findall("selectionEntries/selectionEntry"):
            self._entry(child, None, path, parent, lineage, depth)
        for group in element.findall("selectionEntryGroups/selectionEntryGroup"):
            self._group(group, None, path, parent, lineage, depth)
        for link in element.findall("entryLinks/entryLink"):
            self._link(link, path, parent, lineage, depth)

    def _link(self, link: Element, path: tuple[str, ...], parent: Option | None, lineage: frozenset[str],
              depth: int) -> None:
        target = self.index.find(link.get("targetId") or "", self.file)
        if target is None:
            self._found.notes.append(Message("battlescribe.link-missing", name=_name(link) or "?",
                                             target=link.get("targetId") or "?"))
        elif link.get("type") == "selectionEntryGroup" and target.tag == "selectionEntryGroup":
            self._group(target, link, path, parent, lineage, depth)
        elif target.tag == "selectionEntry":
            self._entry(target, link, path, parent, lineage, depth)

    def _visible(self, element: Element, link: Element | None, lineage: frozenset[str]) -> bool:
        """Whether the card is offered this entry: not hidden, or shown by a modifier that
        applies (or may apply) to it; a modifier that surely applies may hide it."""
        hidden = element.get("hidden") == "true" or (link is not None and link.get("hidden") == "true")
        context = self._context(lineage)
        for modifier in modifiers(element, link):
            if modifier.get("field") != "hidden":
                continue
            holds = applies(modifier, context)
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
            for constraint in holder.findall("constraints/constraint"):
                value = signed(constraint.get("value") or "")
                if constraint.get("field") == "selections" and value is not None:
                    values[constraint.get("id") or f"{len(values)}"] = (constraint.get("type") or "", constraint.get("scope") or "", value)
        context = self._context(lineage)
        for modifier in modifiers(element, link):
            target = modifier.get("field") or ""
            if target in values and applies(modifier, context) is True:
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

    def _costs(self, element: Element, link: Element | None, lineage: frozenset[str], label: str) -> dict[str, int | None]:
        values: dict[str, float] = {}
        type_of: dict[str, str] = {}
        for holder in (element, link):
            if holder is None:
                continue
            for cost in holder.findall("costs/cost"):
                name = self.costs.get(cost.get("typeId") or "", cost.get("name") or "")
                value = signed(cost.get("value") or "")
                if value is None:
                    continue
                values[name] = value
                type_of[cost.get("typeId") or name] = name
        context = self._context(lineage)
        changing: list[str] = []
        for modifier in modifiers(element, link):
            name = type_of.get(modifier.get("field") or "") or self.costs.get(modifier.get("field") or "")
            amount = number(modifier.get("value") or "")
            if name is None or amount is None:
                continue
            holds = applies(modifier, context)
            if holds is None:
                changing.append(name)
            elif holds:
                old = values.get(name, 0.0)
                values[name] = {"set": amount, "increment": old + amount, "decrement": old - amount}.get(
                    modifier.get("type") or "", old)
        if changing:
            self._found.notes.append(Message("battlescribe.cost-conditional", option=label, costs=", ".join(sorted(set(changing)))))
        out: dict[str, int | None] = {}
        for name, value in values.items():
            if not value.is_integer() or not COST_RANGE[0] <= value <= COST_RANGE[1]:
                self._found.notes.append(Message("battlescribe.cost-not-whole", option=label, cost=name, value=f"{value:g}"))
                out[name] = None
            else:
                out[name] = int(value) or None
        return out

    def _kind(self, element: Element, path: tuple[str, ...], name: str) -> OptionKind:
        typed = " ".join(p.get("typeName") or "" for p in element.findall("profiles/profile")).casefold()
        categories = " ".join(_name(c) for c in element.findall("categoryLinks/categoryLink")).casefold()
        for kind, words in ((OptionKind.SPELL, ("spell", "sortileg")), (OptionKind.MIRACLE, ("miracle", "miracol"))):
            if any(word in typed or word in categories for word in words):
                return kind
        if weapon(name) is not None:
            return OptionKind.EQUIPMENT
        words_of = " ".join((*path, name)).casefold()
        for kind, words in _KIND_WORDS:
            if any(word in words_of for word in words):
                return kind
        return OptionKind.UPGRADE

    def _group_name(self, path: tuple[str, ...]) -> str | None:
        return GROUP_SEPARATOR.join(path)[: NAME_MAX * 4] if path else None

    def _register(self, path: tuple[str, ...], limits: _Limits | None, parent: Option | None) -> None:
        name = GROUP_SEPARATOR.join(path)[: NAME_MAX * 4]
        if name not in self._found.groups and name not in self._pending:
            self._pending[name] = OptionGroup(name, limits.min if limits else None, limits.max if limits else None,
                                              parent.id if parent else None)

    def _use_group(self, name: str | None) -> None:
        """An option was made in group ``name``: that group and those it lies within are kept."""
        while name:
            group = self._pending.pop(name, None)
            if group is not None:
                self._found.groups[name] = group
            name = name.rpartition(GROUP_SEPARATOR)[0] if GROUP_SEPARATOR in name else ""

    def _errata(self, element: Element, name: str) -> bool:
        if not name.startswith("_"):
            return False
        text = text_of(element, self.index, self.file)
        self._found.errata.append(f"{name.lstrip('_').strip()}: {text}" if text else name.lstrip("_").strip())
        return True

    def _group(self, group: Element, link: Element | None, path: tuple[str, ...], parent: Option | None,
               lineage: frozenset[str], depth: int) -> None:
        name = _name(group)
        if self._errata(group, name) or not self._visible(group, link, lineage):
            return
        limits = self._limits(group, link, lineage)
        limited = limits.min is not None or limits.max is not None
        under_option = parent is not None and bool(path) and path[-1] == parent.name
        if not path or limited or under_option:
            path = (*path, name or "?")
            self._register(path, limits, parent if under_option else None)
        self._children(group, path, parent, lineage | {group.get("id") or ""}, depth + 1)

    def _list(self, entry: Element) -> None:
        """A library's spell or miracle list, offered to the model as a group of options."""
        name = _name(entry)
        if self._errata(entry, name) or not self._visible(entry, None, self._base):
            return
        path = (name,)
        self._register(path, None, None)
        self._children(entry, path, None, self._base | {entry.get("id") or ""}, 1)

    def _entry(self, entry: Element, link: Element | None, path: tuple[str, ...], parent: Option | None,
               lineage: frozenset[str], depth: int) -> None:
        name = _name(entry)
        entry_id = entry.get("id") or ""
        self._found.named.add(entry_id)
        if self._errata(entry, name) or entry.get("type") == "model" or not name:
            return
        if not self._visible(entry, link, lineage):
            return
        limits = self._limits(entry, link, lineage)
        inside = lineage | {entry_id}
        must = limits.min is not None and limits.min >= 1
        choice = self._found.groups.get(GROUP_SEPARATOR.join(path)) or self._pending.get(GROUP_SEPARATOR.join(path))
        in_choice = choice is not None and (choice.min is not None or choice.max is not None)
        if must and parent is None and not in_choice:
            self._found.present.add(entry_id)
            found = weapon(name)
            if found is not None:
                self._found.equipment.append(found.equipment)
                if found.unmapped is not None:
                    self._found.notes.append(found.unmapped)
            self._children(entry, path, None, inside, depth + 1)
            return
        if must and parent is not None and not in_choice:
            self._fold(parent, entry, link, name, lineage)
            self._children(entry, path, parent, inside, depth + 1)
            return
        option = self._option(entry, link, name, path, parent, limits, lineage)
        self._found.options.append(option)
        self._use_group(option.group)
        child_path = (*path, name)
        self._register(child_path, None, option)
        self._children(entry, child_path, option, inside, depth + 1)

    def _option(self, entry: Element, link: Element | None, name: str, path: tuple[str, ...], parent: Option | None,
                limits: _Limits, lineage: frozenset[str]) -> Option:
        costs = self._costs(entry, link, lineage, name)
        tail = slug(name, "option") if parent is None else f"{slug(parent.id.rpartition('/')[2])}-{slug(name, 'option')}"
        option_id, number_ = f"{self._card_id}/{tail}", 1
        while option_id in self._used_ids:
            number_ += 1
            option_id = f"{self._card_id}/{tail}-{number_}"
        self._used_ids.add(option_id)
        kind = self._kind(entry, path, name)
        found = weapon(name) if kind is OptionKind.EQUIPMENT else None
        if found is not None and found.unmapped is not None:
            self._found.notes.append(found.unmapped)
        return Option(
            id=option_id, name=name[:NAME_MAX], kind=kind, ap=costs.get(POINTS), pow=costs.get(POWER),
            faith=costs.get(FAITH), max=limits.max, max_per_army=limits.max_per_army,
            group=self._group_name(path), text=text_of(entry, self.index, self.file),
            strength=found.equipment.strength if found else None, ranges=found.equipment.ranges if found else None,
        )

    def _fold(self, parent: Option, entry: Element, link: Element | None, name: str, lineage: frozenset[str]) -> None:
        """A must-take upgrade below an option comes with it: costs added, name and text kept."""
        costs = self._costs(entry, link, lineage, name)
        text = text_of(entry, self.index, self.file)
        index = next(i for i, option in enumerate(self._found.options) if option.id == parent.id)
        parent = self._found.options[index]

        def plus(old: int | None, more: int | None) -> int | None:
            return old if more is None else (old or 0) + more

        joined = "\n".join(part for part in (parent.text, f"{name}: {text}" if text else name) if part)
        updated = Option(parent.id, parent.name, parent.kind, plus(parent.ap, costs.get(POINTS)),
                         plus(parent.pow, costs.get(POWER)), plus(parent.faith, costs.get(FAITH)), parent.max,
                         parent.max_per_army, parent.group, joined[:TEXT_MAX], parent.strength, parent.ranges)
        self._found.options[index] = updated
