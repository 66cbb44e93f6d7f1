"""The options under an entry of the list, as rows of a tree (no Qt): what the card offers,
grouped by kind and by the card's option groups, and what the entry takes.

Under an entry: a heading per kind the card offers (artefacts, spells, miracles, experience,
equipment, upgrades, affiliations, in that order), then under it the options of no group and a
heading per option group (with how many of it to take), its options under it. A choice that
comes with an option (the sub-options of each barony) is under that option's row: the view
unfolds it under the options taken only. Options the entry
takes that the card does not offer come last, under their own heading, so they can be left.
The rows depend on the card and on those ids only: taking an offered option changes cells,
not rows (:func:`tree_shape`).

An option row shows the option's name with its POW or Faith cost (checked when taken), its
count when it may be taken several times, its AP, and its weapon and limits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import count as counter

from companion.i18n import tr, trn
from companion.i18n.option_words import bounds_text, costs_text, kind_label, limits_text, weapon_text
from companion.i18n import vocabulary as vocab
from companion.rules.army import Entry
from companion.rules.army_options import entry_budgets
from companion.rules.card import GROUP_SEPARATOR, Card, Option, OptionGroup, OptionKind


@dataclass(eq=False)
class OptionNode:
    """One row under an entry: a heading (a kind, or an option group) or an option."""

    id: int
    """The item model's internal id of the row (unique in the model)."""
    parent: OptionNode | None
    """The heading it is under (None: right under the entry)."""
    row: int
    kind: OptionKind | None = None
    group: OptionGroup | None = None
    """The group a group heading stands for."""
    option_id: str | None = None
    """The option an option row stands for (None: a heading)."""
    option: Option | None = None
    """That option as the card offers it (None on a heading, or an option not offered)."""
    children: list[OptionNode] = field(default_factory=list)

    @property
    def heading(self) -> bool:
        return self.option_id is None


def tree_shape(card: Card | None, entry: Entry) -> tuple[object, ...]:
    """What an entry's rows depend on: the card's options and groups, and the ids it takes
    that the card does not offer. Equal shapes: the same rows."""
    offered = () if card is None else card.options
    known = {o.id for o in offered}
    return (offered, () if card is None else card.option_groups,
            tuple(dict.fromkeys(i for i in entry.options if i not in known)))


def _owner(option: Option, chosen_with: list[OptionGroup]) -> OptionGroup | None:
    """The nearest choice that comes with an option (a group with a parent) ``option`` lies in."""
    name = option.group or ""
    found = [g for g in chosen_with if name == g.name or name.startswith(g.name + GROUP_SEPARATOR)]
    return max(found, key=lambda g: len(g.name), default=None)


def option_tree(card: Card | None, entry: Entry, new_id: Callable[[], int]) -> list[OptionNode]:
    """The rows under ``entry`` (top level: the headings of the kinds); ``new_id`` gives each
    row its id. The choices that come with an option (the sub-options of a barony) are rows
    under that option's row, so that the view shows them only under the options taken."""
    top: list[OptionNode] = []
    options = () if card is None else card.options
    groups = {} if card is None else {g.name: g for g in card.option_groups}
    chosen_with = [g for g in groups.values() if g.parent is not None]
    owners = {option.id: _owner(option, chosen_with) for option in options} if chosen_with else {}
    by_kind: dict[OptionKind, list[Option]] = {}
    for option in options:
        if owners.get(option.id) is None:
            by_kind.setdefault(option.kind, []).append(option)
    nodes: dict[str, OptionNode] = {}
    for kind in OptionKind:
        if kind not in by_kind:
            continue
        heading = _add(top, None, new_id, kind=kind)
        group_rows: dict[str, OptionNode] = {}
        for option in by_kind[kind]:
            under = _group_row(heading, option, groups, group_rows, new_id)
            nodes[option.id] = _add(under.children, under, new_id, kind=option.kind, option_id=option.id,
                                    option=option)
    placed_under: dict[int, dict[str, OptionNode]] = {}
    by_id = {option.id: option for option in options}
    for option in options:
        _place(option, by_id, owners, groups, nodes, placed_under, new_id)
    known = {o.id for o in options}
    unknown = list(dict.fromkeys(i for i in entry.options if i not in known))
    if unknown:
        heading = _add(top, None, new_id)
        for option_id in unknown:
            _add(heading.children, heading, new_id, option_id=option_id)
    return top


def _group_row(under: OptionNode, option: Option, groups: dict[str, OptionGroup], group_rows: dict[str, OptionNode],
               new_id: Callable[[], int]) -> OptionNode:
    """The row ``option`` goes under: ``under``, or the heading of its group there."""
    if option.group is None:
        return under
    if option.group not in group_rows:
        group = groups.get(option.group) or OptionGroup(option.group)
        group_rows[option.group] = _add(under.children, under, new_id, kind=under.kind, group=group)
    return group_rows[option.group]


def _place(option: Option, by_id: dict[str, Option], owners: dict[str, OptionGroup | None],
           groups: dict[str, OptionGroup], nodes: dict[str, OptionNode],
           placed_under: dict[int, dict[str, OptionNode]], new_id: Callable[[], int],
           depth: int = 0) -> OptionNode | None:
    """The row of an option that comes with another, under that option's row (placed first);
    None: its option is not offered (or the choices loop)."""
    if option.id in nodes:
        return nodes[option.id]
    owner = owners.get(option.id)
    parent_option = by_id.get(owner.parent or "") if owner is not None else None
    if parent_option is None or depth > len(by_id):
        return None
    parent = _place(parent_option, by_id, owners, groups, nodes, placed_under, new_id, depth + 1)
    if parent is None:
        return None
    under = _group_row(parent, option, groups, placed_under.setdefault(parent.id, {}), new_id)
    node = nodes[option.id] = _add(under.children, under, new_id, kind=option.kind, option_id=option.id,
                                   option=option)
    return node


def _add(rows: list[OptionNode], parent: OptionNode | None, new_id: Callable[[], int], *,
         kind: OptionKind | None = None, group: OptionGroup | None = None, option_id: str | None = None,
         option: Option | None = None) -> OptionNode:
    node = OptionNode(new_id(), parent, len(rows), kind, group, option_id, option)
    rows.append(node)
    return node


def steppable(node: OptionNode) -> bool:
    """Whether the option may be taken more than once (a count with - and +)."""
    return node.option is not None and (node.option.max is None or node.option.max > 1)


def taken_under(node: OptionNode, counts: Counter[str]) -> int:
    """How many options a heading's rows take (each counted as often as it is taken)."""
    if not node.heading:
        return counts.get(node.option_id or "", 0)
    return sum(taken_under(child, counts) for child in node.children)


def heading_text(node: OptionNode, counts: Counter[str], card: Card | None) -> str:
    """A heading's words: "Artefact · 1 taken", "Spell · 3 of 8 POW left · 1 taken" (the
    caster's budget, :func:`budget_text`), "Artifacts / Potions (at most 1)" (a choice offered
    with one of ``card``'s options is under that option's row)."""
    taken = taken_under(node, counts)
    if node.group is None:
        text = kind_label(node.kind)
        if card is not None and node.kind in (OptionKind.SPELL, OptionKind.MIRACLE):
            text += budget_text(node.kind, card, counts)
    else:
        bounds = bounds_text(node.group)
        text = f"{node.group.name} {bounds}" if bounds else node.group.name
    if taken:
        text += " · " + trn("{count} taken", "{count} taken", taken)
    return text


def budget_text(kind: OptionKind, card: Card, counts: Counter[str]) -> str:
    """The caster's budget for his spells (POW) or miracles (Faith) as the entry stands: " · 3
    of 8 POW left", " · 2 FAITH over 5" (empty: he has none and spends none)."""
    power, faith = entry_budgets(card, tuple(counts.elements()))
    budget, cost = (power, vocab.short("power")) if kind is OptionKind.SPELL else (faith, vocab.short("faith"))
    if budget.budget <= 0 and not budget.used:
        return ""
    if budget.left < 0:
        return " · " + tr("{over} {cost} over {budget}", over=-budget.left, cost=cost, budget=budget.budget)
    return " · " + tr("{left} of {budget} {cost} left", left=budget.left, budget=budget.budget, cost=cost)


def count_text(node: OptionNode, count: int) -> str:
    """The count of an option taken several times: "2 / 3", or "2" without a most."""
    option = node.option
    if option is None or option.max is None:
        return str(count)
    return f"{count} / {option.max}"


def ap_text(node: OptionNode, count: int) -> str:
    """The option's AP: "6", "2 × 6" when taken twice; empty when the data gives none."""
    option = node.option
    if option is None or option.ap is None:
        return ""
    return f"{count} × {option.ap}" if count > 1 else str(option.ap)


def name_text(node: OptionNode) -> str:
    """The option's name, with its POW or Faith cost where it has one (a spell, a miracle):
    "Fireball · 3 POW", seen beside the caster's budget before it is spent."""
    option = node.option
    if option is None:
        return node.option_id or ""
    costs = costs_text(option, ap=False)
    return f"{option.name} · {costs}" if costs else option.name


def details_text(node: OptionNode) -> str:
    """The option's weapon and its limits: "STR 4, 25 / 45 / 65 cm · at most 1" (its POW
    and Faith costs are by its name, :func:`name_text`)."""
    option = node.option
    if option is None:
        return tr("not offered by the card: untick to leave it")
    return " · ".join(part for part in (weapon_text(option), limits_text(option)) if part)


def tooltip_text(node: OptionNode) -> str:
    """The option's kind and its text as the data gives it."""
    option = node.option
    if option is None:
        return node.option_id or ""
    return "\n".join(part for part in (f"{option.name} ({vocab.label(option.kind)})", option.text) if part)


@dataclass(eq=False)
class EntryTree:
    """The rows under one entry: built when first asked for (``top`` None until then)."""

    row: int
    """The entry's row in the list now."""
    shape: tuple[object, ...]
    top: list[OptionNode] | None = None


class EntryTrees:
    """The option rows of every entry of the list, by the item model's internal ids (0 is an
    entry's own row). Each entry's rows are built the first time the view asks for them, and
    dropped when its shape changes."""

    def __init__(self) -> None:
        self.trees: list[EntryTree] = []
        self._nodes: dict[int, tuple[EntryTree, OptionNode]] = {}
        self._ids = counter(1)

    def reset(self, shapes: list[tuple[object, ...]]) -> None:
        self._nodes.clear()
        self.trees = [EntryTree(row, shape) for row, shape in enumerate(shapes)]

    def insert(self, at: int, shape: tuple[object, ...]) -> None:
        self.trees.insert(at, EntryTree(at, shape))
        self._renumber(at)

    def remove(self, at: int) -> None:
        self.drop(self.trees.pop(at))
        self._renumber(at)

    def _renumber(self, start: int) -> None:
        for row in range(start, len(self.trees)):
            self.trees[row].row = row

    def rows(self, row: int, card: Card | None, entry: Entry) -> list[OptionNode]:
        """The rows under entry ``row`` (built now if they are not yet)."""
        tree = self.trees[row]
        if tree.top is None:
            tree.top = option_tree(card, entry, lambda: next(self._ids))
            for node in self.walk(tree.top):
                self._nodes[node.id] = (tree, node)
        return tree.top

    def drop(self, tree: EntryTree) -> None:
        """Forget the rows of ``tree`` (built again when next asked for)."""
        if tree.top is not None:
            for node in self.walk(tree.top):
                self._nodes.pop(node.id, None)
            tree.top = None

    def node(self, node_id: int) -> tuple[EntryTree, OptionNode] | None:
        return self._nodes.get(node_id)

    @staticmethod
    def walk(rows: list[OptionNode]) -> Iterator[OptionNode]:
        """Every row of ``rows`` and under them, headings before their rows."""
        for node in rows:
            yield node
            yield from EntryTrees.walk(node.children)
