"""The roster: an army list on paper, to keep beside the table and mark wounds with a pencil.

The army's name, people, ruleset (and house rules), points, total AP, allowance, allies'
share, legal or its violations (each with its rule's source); per reference card its figures,
every characteristic (missing ones as a box marked "?"), abilities with their values, equipment
with ranges and Strength; per figurine a wound track and space for notes.

A list that breaks the rules still prints, with its violations on top; a card the library does
not know prints as an entry marked unknown (the validation names it too).

:func:`roster_data` is the data behind the sheet; :func:`render_roster` writes the PDF.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Protocol

from companion.printing.cardface import (
    Cell,
    ability_texts,
    ap_text,
    characteristic_cells,
    equipment_texts,
    people_label,
    rank_text,
    size_text,
)
from companion.printing.paper import Paper
from companion.printing.wound_track import WoundTrack, wound_track
from companion.rules.card import Card
from companion.rules.ruleset import Ruleset

if TYPE_CHECKING:
    from companion.printing.sheet import Output


class EntryLike(Protocol):
    """An army entry (companion.rules.army.Entry): one reference card and its figures."""

    card_id: str
    figures: int
    incarnation: bool


class ArmyLike(Protocol):
    """An army list (companion.rules.army.ArmyList)."""

    name: str
    people: str
    points: int
    ruleset: Any
    entries: Sequence[Any]


class ValidationLike(Protocol):
    """The result of validating a list (companion.rules.army.Validation)."""

    legal: bool
    total_ap: int
    points: int
    allowance: int
    ally_ap: int
    ally_share: Any
    violations: Sequence[Any]
    warnings: Sequence[Any]


@dataclass(frozen=True, slots=True)
class RosterViolation:
    """A rule the list breaks: the message, the rule's source, the entries (1-based) it names."""

    rule: str
    message: str
    source: str
    entries: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RosterCard:
    """One entry of the list: a reference card and the figures it activates."""

    number: int
    card_id: str
    known: bool
    name: str
    people: str
    rank: str
    ap: str
    size: str
    figures: int
    figures_per_card: str
    incarnation: bool
    cells: tuple[Cell, ...]
    abilities: tuple[str, ...]
    equipment: tuple[str, ...]
    track: WoundTrack

    @property
    def has_missing(self) -> bool:
        return any(cell.missing for cell in self.cells) or self.ap == "?"


@dataclass(frozen=True, slots=True)
class RosterData:
    """Everything the roster prints, as plain values."""

    name: str
    people: str
    ruleset: str
    house_rules: tuple[int, ...]
    points: int
    total_ap: int
    allowance: int
    ally_ap: int
    ally_share: str
    legal: bool
    violations: tuple[RosterViolation, ...]
    warnings: tuple[str, ...]
    cards: tuple[RosterCard, ...]

    @property
    def figurines(self) -> int:
        """How many wound tracks the roster prints."""
        return sum(card.figures for card in self.cards)

    @property
    def has_missing(self) -> bool:
        return any(card.has_missing for card in self.cards)


def ruleset_of(army: ArmyLike) -> Ruleset:
    """The army's ruleset as a :class:`Ruleset` (the list may carry it as a name)."""
    ruleset = army.ruleset
    if isinstance(ruleset, Ruleset):
        return ruleset
    house = tuple(getattr(army, "house_rules", ()) or ())
    return Ruleset.parse(str(getattr(ruleset, "value", ruleset)), house)


def share_text(share: Any, ally_ap: int, total_ap: int) -> str:
    """The allies' share of the army, in percent of its AP (``24%``)."""
    if share is None:
        share = Fraction(ally_ap, total_ap) if total_ap else Fraction(0)
    if isinstance(share, (Fraction, float)) and share <= 1:
        percent = Fraction(share) * 100 if isinstance(share, Fraction) else share * 100
    else:
        percent = share
    value = float(percent)
    return f"{value:.0f}%" if value == round(value) else f"{value:.1f}%"


def _text(item: Any) -> str:
    return str(getattr(item, "message", item))


def roster_violation(violation: Any) -> RosterViolation:
    """A validation's violation as printed; entry indexes become 1-based entry numbers."""
    source = getattr(violation, "source", "")
    entries = tuple(int(i) + 1 for i in getattr(violation, "entries", ()) or ())
    return RosterViolation(
        rule=str(getattr(violation, "rule", "")),
        message=_text(violation),
        source="" if source is None else str(source),
        entries=entries,
    )


def roster_card(number: int, entry: EntryLike, card: Card | None) -> RosterCard:
    """Entry ``number`` (1-based) of the list, drawn from ``card`` (None: not in the library)."""
    known = card is not None
    shown = card if card is not None else Card(id=entry.card_id, name=entry.card_id,
                                               people=entry.card_id.partition("/")[0])
    figures_per_card = "?" if shown.figures_per_card is None else str(shown.figures_per_card)
    return RosterCard(
        number=number,
        card_id=entry.card_id,
        known=known,
        name=shown.name,
        people=people_label(shown.people),
        rank=rank_text(shown) if known else "?",
        ap=ap_text(card),
        size=size_text(shown) if known else "?",
        figures=int(entry.figures),
        figures_per_card=figures_per_card,
        incarnation=bool(getattr(entry, "incarnation", False)),
        cells=characteristic_cells(shown),
        abilities=ability_texts(shown),
        equipment=equipment_texts(shown),
        track=wound_track(shown),
    )


def roster_data(army: ArmyLike, cards: Mapping[str, Card], validation: ValidationLike) -> RosterData:
    """The data behind the roster of ``army``, its ``cards`` by id and its ``validation``."""
    ruleset = ruleset_of(army)
    entries = [
        roster_card(number, entry, cards.get(entry.card_id))
        for number, entry in enumerate(army.entries, start=1)
    ]
    return RosterData(
        name=army.name,
        people=people_label(army.people),
        ruleset=str(ruleset),
        house_rules=tuple(sorted(ruleset.house_rules)),
        points=int(validation.points),
        total_ap=int(validation.total_ap),
        allowance=int(validation.allowance),
        ally_ap=int(validation.ally_ap),
        ally_share=share_text(getattr(validation, "ally_share", None), int(validation.ally_ap),
                              int(validation.total_ap)),
        legal=bool(validation.legal),
        violations=tuple(roster_violation(v) for v in validation.violations),
        warnings=tuple(_text(w) for w in getattr(validation, "warnings", ()) or ()),
        cards=tuple(entries),
    )


def render_roster(
    army: ArmyLike,
    cards: Mapping[str, Card],
    validation: ValidationLike,
    out: Output,
    paper: str | Paper = "a4",
) -> int:
    """Write the roster of ``army`` to ``out`` (a path or a binary file); return the pages."""
    from companion.printing.roster_sheet import RosterSheet

    return RosterSheet(roster_data(army, cards, validation), paper).render(out)
