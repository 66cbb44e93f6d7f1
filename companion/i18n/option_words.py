"""A card's options and an entry's taken ones in words, wherever a list is shown.

The Library's drawing, the Army workspace, copy as text, the roster, the battle report and the
Table's tiles say an option the same way: its name, its kind (the vocabulary's term), its costs
(AP, POW, Faith, with the cards' short names), a weapon's Strength and ranges, its limits. An
entry's options are ids (an id twice: taken twice); :func:`taken_options` counts them in the
order the card offers them, ids the card does not offer last. Names stay as the data gives them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from companion.i18n import tr
from companion.i18n import vocabulary as vocab
from companion.i18n.numbers import decimal
from companion.rules.card import Card, Option, OptionGroup, OptionKind

if TYPE_CHECKING:
    from companion.rules.army import Entry


@dataclass(frozen=True, slots=True)
class TakenOption:
    """An option an entry takes, how many times; ``option`` None: the card does not offer it."""

    option_id: str
    count: int
    option: Option | None

    @property
    def name(self) -> str:
        return self.option.name if self.option is not None else self.option_id

    @property
    def kind(self) -> OptionKind | None:
        return self.option.kind if self.option is not None else None


def taken_options(entry: Entry, card: Card | None) -> list[TakenOption]:
    """The options ``entry`` takes, each once with its count: in the order ``card`` offers
    them, then the ids it does not offer (in the entry's order)."""
    counts = Counter(entry.options)
    if not counts:
        return []
    offered = [] if card is None else [o for o in card.options if o.id in counts]
    known = {o.id for o in offered}
    taken = [TakenOption(o.id, counts[o.id], o) for o in offered]
    taken += [TakenOption(i, counts[i], None) for i in counts if i not in known]
    return taken


def costs_text(option: Option, *, ap: bool = True) -> str:
    """What an option costs: "6 AP", "2 POW", "6 AP · 1 FAITH" (empty: nothing given;
    ``ap`` False: its POW and Faith only, where its AP is shown apart)."""
    costs = (("ap", option.ap if ap else None), ("power", option.pow), ("faith", option.faith))
    return " · ".join(f"{value} {vocab.short(field)}" for field, value in costs if value is not None)


def _weapon_parts(option: Option) -> list[str]:
    """A weapon option's Strength and ranges, each as written ("STR 4", "25 / 45 / 65 cm")."""
    parts = []
    if option.strength is not None:
        parts.append(f"{vocab.short('strength')} {option.strength}")
    if option.ranges is not None:
        parts.append(" / ".join(decimal(r) for r in option.ranges) + " cm")
    return parts


def _limit_parts(option: Option) -> list[str]:
    """An option's limits, each as written ("at most 1", "1 per army")."""
    parts = []
    if option.max is not None:
        parts.append(tr("at most {number}", number=option.max))
    if option.max_per_army is not None:
        parts.append(tr("{number} per army", number=option.max_per_army))
    return parts


def weapon_text(option: Option) -> str:
    """A weapon option's numbers: "STR 4, 25 / 45 / 65 cm" (empty: none given)."""
    return ", ".join(_weapon_parts(option))


def limits_text(option: Option) -> str:
    """How many may be taken: "at most 1 · 1 per army" (empty: no limit given)."""
    return " · ".join(_limit_parts(option))


def option_text(option: Option) -> str:
    """One option as the drawing lists it: name, kind, costs and limits ("The shield of pride
    — Artefact — 6 AP — at most 1 — 1 per army")."""
    parts = [vocab.label(option.kind), costs_text(option), *_weapon_parts(option), *_limit_parts(option)]
    return " — ".join([option.name, *(part for part in parts if part)])


def bounds_text(group: OptionGroup | None) -> str:
    """"(1 to 1)", "(at most 2)", "(at least 1)" or nothing: how many of a group to take."""
    if group is None:
        return ""
    if group.max is not None and group.min:
        return tr("({low} to {high})", low=group.min, high=group.max)
    if group.max is not None:
        return tr("(at most {number})", number=group.max)
    if group.min:
        return tr("(at least {number})", number=group.min)
    return ""


def taken_text(taken: TakenOption) -> str:
    """A taken option by name (its id if the card does not offer it), its count when taken
    several times: "Healing potion ×2"."""
    return taken.name if taken.count == 1 else f"{taken.name} ×{taken.count}"


def by_kind(taken: Iterable[TakenOption]) -> list[tuple[OptionKind | None, list[TakenOption]]]:
    """Taken options by kind, in the kinds' order (artefacts, spells, miracles, experience,
    equipment, upgrades, affiliations), those the card does not offer last (kind None)."""
    groups: dict[OptionKind | None, list[TakenOption]] = {}
    for item in taken:
        groups.setdefault(item.kind, []).append(item)
    order = [*OptionKind, None]
    return [(kind, groups[kind]) for kind in order if kind in groups]


def kind_label(kind: OptionKind | None) -> str:
    """A kind's term ("Artefact", "Spell"...); "Not offered by the card" for None."""
    return tr("Not offered by the card") if kind is None else vocab.label(kind)


def kind_lines(taken: Iterable[TakenOption], *, costs: bool = False) -> list[str]:
    """One line per kind of the options taken: "Artefact: The shield of pride, Healing potion
    ×2" (``costs``: each with its costs, "The shield of pride (6 AP)")."""
    lines = []
    for kind, items in by_kind(taken):
        words = [taken_brief(item) if costs else taken_text(item) for item in items]
        lines.append(tr("{kind}: {options}", kind=kind_label(kind), options=", ".join(words)))
    return lines


def taken_brief(taken: TakenOption) -> str:
    """A taken option and what it costs, with a weapon's numbers: "Longbow (3 AP; STR 4,
    25 / 45 / 65 cm)"."""
    option = taken.option
    if option is None:
        return taken_text(taken)
    about = "; ".join(part for part in (costs_text(option), weapon_text(option)) if part)
    return f"{taken_text(taken)} ({about})" if about else taken_text(taken)
