"""The builder's changes to a list, as values (no Qt): what the list becomes and how Edit >
Undo names it.

Each function takes the list (an immutable :class:`~companion.rules.army.ArmyList`) and the
cards, and returns an :class:`Edit`: the list after the change, a function giving the change's
words in the current language (asked again when the language changes), and what was refused
and why (a card that may not join, a figurine too many). The controller pushes the edit as an
undoable command.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from companion.i18n import tr, trn
from companion.i18n.engine import ruleset_text, source_text
from companion.rules.army import ArmyList, Entry, Membership, join_status
from companion.rules.army_model import MAX_FIGURES
from companion.rules.army_options import with_defaults
from companion.rules.card import Card
from companion.rules.peoples import PEOPLE_BY_ID
from companion.rules.ruleset import TOURNAMENT_POINTS, Ruleset, RulesetName

Describe = Callable[[], str]
"""A change's words in the current language (called again when the language changes)."""
Cards = Mapping[str, Card]


@dataclass(frozen=True)
class Edit:
    """A change: the list after it, its words, and what it could not do."""

    after: ArmyList
    describe: Describe
    merge: str | None = None
    """Edits with the same key that follow each other become one undo step."""
    told: tuple[str, ...] = ()
    """What the player is told (a refusal and its reason, a rule applied)."""


def _name(cards: Cards, card_id: str) -> str:
    card = cards.get(card_id)
    return card.name if card is not None else card_id


def added(army: ArmyList, cards: Cards, card_ids: Iterable[str], at: int = -1) -> Edit:
    """One entry per card (its whole blister, the default of each option group that must hold
    one: its barony, house or crusade), beside the entries of the same card (the list stays
    grouped by reference card); a card that may not join is refused with the rule (booklet,
    "the alliances")."""
    entries = list(army.entries)
    names: list[str] = []
    told: list[str] = []
    for card_id in card_ids:
        card = cards.get(card_id)
        if card is None:
            continue
        joins = join_status(army.people, card)
        if joins is Membership.FORBIDDEN:
            told.append(tr("{card} may not join an army of the {people} ({source}).", card=card.name,
                           people=PEOPLE_BY_ID[army.people].name, source=source_text(joins.source)))
            continue
        same = [i for i, e in enumerate(entries) if e.card_id == card.id]
        position = same[-1] + 1 if same else (at if 0 <= at <= len(entries) else len(entries))
        entries.insert(position, Entry(card.id, max(1, card.figures_per_card or 1), options=with_defaults(card, ())))
        names.append(card.name)
    first, count = (names[0] if names else ""), len(names)
    describe: Describe = ((lambda: tr("add {card}", card=first)) if count == 1
                          else (lambda: tr("add {count} cards", count=count)))
    return Edit(replace(army, entries=tuple(entries)), describe, told=tuple(told))


def removed(army: ArmyList, cards: Cards, rows: Sequence[int]) -> Edit:
    """Without the entries at ``rows``."""
    rows = sorted({r for r in rows if 0 <= r < len(army.entries)}, reverse=True)
    after = army
    for row in rows:
        after = after.removed(row)
    first, count = (_name(cards, army.entries[rows[-1]].card_id) if rows else ""), len(rows)
    return Edit(after, (lambda: tr("remove {card}", card=first)) if count == 1
                else (lambda: tr("remove {count} entries", count=count)))


def stepped(army: ArmyList, cards: Cards, rows: Sequence[int], step: int) -> Edit:
    """One figurine more (+1) or fewer (-1) on each entry, within 1 and the figurines its card
    activates."""
    after = army
    told: list[str] = []
    for row in rows:
        if not 0 <= row < len(army.entries):
            continue
        entry = army.entries[row]
        card = cards.get(entry.card_id)
        limit = card.figures_allowed if card is not None and card.figures_allowed else MAX_FIGURES
        figures = entry.figures + step
        if figures < 1:
            told.append(tr("{card}: at least 1 figurine (Delete removes the card)", card=_name(cards, entry.card_id)))
        elif figures > limit:
            told.append(trn("{card}: a card activates at most {count} figurine; add another card for more",
                            "{card}: a card activates at most {count} figurines; add another card for more",
                            limit, card=_name(cards, entry.card_id)))
        else:
            after = after.with_figures(row, figures)
    return Edit(after, (lambda: tr("+1 figure")) if step > 0 else (lambda: tr("-1 figure")),
                f"figures:{tuple(rows)}", ("; ".join(told),) if told else ())


def with_figures(army: ArmyList, cards: Cards, row: int, figures: int) -> Edit | None:
    """The entry at ``row`` with ``figures`` figurines (None: no such entry, or out of range)."""
    if not (0 <= row < len(army.entries) and 1 <= figures <= MAX_FIGURES):
        return None
    name = _name(cards, army.entries[row].card_id)
    return Edit(army.with_figures(row, figures), lambda: tr("{card}: {count} figures", card=name, count=figures),
                f"figures:{(row,)}")


def with_incarnation(army: ArmyList, cards: Cards, row: int, on: bool) -> Edit | None:
    """Incarnation on or off for a non-Character: the figurine becomes a Character, its AP
    doubled (None: nothing to change)."""
    if not 0 <= row < len(army.entries):
        return None
    entry = army.entries[row]
    card = cards.get(entry.card_id)
    if card is None or card.character or entry.incarnation == on:
        return None
    entries = list(army.entries)
    entries[row] = replace(entry, incarnation=on)
    name = card.name
    return Edit(replace(army, entries=tuple(entries)),
                (lambda: tr("incarnate {card}", card=name)) if on else (lambda: tr("no Incarnation for {card}", card=name)))


def with_option(army: ArmyList, cards: Cards, row: int, option_id: str, count: int) -> Edit | None:
    """Entry ``row`` taking option ``option_id`` ``count`` times (0: leaving it), its options
    kept in the order the card offers them; taking an option of a group of one leaves the
    option the group held (Doriman for Unaffiliated) and the choices that came with it. An
    option the card does not offer may only be left; more than the option's most per entry is
    refused with words (the list's other limits are the validation's). None: nothing to
    change."""
    if not 0 <= row < len(army.entries) or count < 0:
        return None
    entry = army.entries[row]
    card = cards.get(entry.card_id)
    option = card.option(option_id) if card is not None else None
    had = entry.options.count(option_id)
    if count == had or (option is None and count > had):
        return None
    card_name = _name(cards, entry.card_id)
    name = option.name if option is not None else option_id
    if option is not None and option.max is not None and count > option.max:
        return Edit(army, lambda: "", told=(trn("{card}: {option} may be taken at most {count} time",
                                                "{card}: {option} may be taken at most {count} times",
                                                option.max, card=card_name, option=name),))
    order = {o.id: n for n, o in enumerate(card.options)} if card is not None else {}
    kept = [i for i in entry.options if i != option_id]
    if card is not None and count > had:
        kept = _without_rivals(card, kept, option_id)
    options = sorted(kept + [option_id] * count, key=lambda i: order.get(i, len(order)))
    entries = list(army.entries)
    entries[row] = replace(entry, options=tuple(options))

    def describe() -> str:
        if count == 0:
            return tr("leave {option} ({card})", option=name, card=card_name)
        if had == 0 and count == 1:
            return tr("take {option} ({card})", option=name, card=card_name)
        return tr("{option} ×{count} ({card})", option=name, count=count, card=card_name)

    return Edit(replace(army, entries=tuple(entries)), describe)


def _without_rivals(card: Card, taken: list[str], option_id: str) -> list[str]:
    """``taken`` without what taking ``option_id`` replaces: the other option of each group of
    one it counts in (a barony for another), and the choices that came with what it replaces."""
    left: set[str] = set()
    for group in card.option_groups:
        members = card.group_members[group.name]
        if group.max == 1 and option_id in members:
            left.update(i for i in taken if i in members)
    while left:
        taken = [i for i in taken if i not in left]
        gone, left = left, set()
        for group in card.option_groups:
            if group.parent in gone:
                left.update(i for i in taken if i in card.group_members[group.name])
    return taken


def stepped_option(army: ArmyList, cards: Cards, row: int, option_id: str, step: int) -> Edit | None:
    """The option taken once more (+1) or once fewer (-1) by entry ``row``."""
    if not 0 <= row < len(army.entries):
        return None
    return with_option(army, cards, row, option_id, max(0, army.entries[row].options.count(option_id) + step))


def with_people(army: ArmyList, people: str) -> Edit | None:
    if people not in PEOPLE_BY_ID or people == army.people:
        return None
    return Edit(replace(army, people=people), lambda: tr("people: {people}", people=PEOPLE_BY_ID[people].name))


def with_points(army: ArmyList, points: int) -> Edit | None:
    if points < 1 or points == army.points:
        return None
    return Edit(replace(army, points=points), lambda: tr("points: {points}", points=points), "points")


def with_ruleset(army: ArmyList, name: RulesetName) -> Edit | None:
    """Core or tournament; the tournament plays 200 AP (tournament rules, "Choix des troupes")."""
    if name == army.ruleset.name:
        return None
    after = replace(army, ruleset=Ruleset(name, army.ruleset.house_rules))
    told: tuple[str, ...] = ()
    if name is RulesetName.TOURNAMENT and army.points != TOURNAMENT_POINTS:
        after = replace(after, points=TOURNAMENT_POINTS)
        told = (tr("Tournament rules: {points} AP unless your tournament says otherwise (change the points if so).",
                   points=TOURNAMENT_POINTS),)
    ruleset = after.ruleset
    return Edit(after, lambda: tr("ruleset: {ruleset}", ruleset=ruleset_text(ruleset)), told=told)


def with_house_rules(army: ArmyList, rules: Iterable[int]) -> Edit | None:
    chosen = frozenset(rules)
    if chosen == army.ruleset.house_rules:
        return None
    return Edit(replace(army, ruleset=Ruleset(army.ruleset.name, chosen)), lambda: tr("house rules"))
