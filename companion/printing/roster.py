"""The roster: an army list on paper, to keep beside the table and mark wounds with a pencil.

The army's name, people, ruleset (and house rules), points, total AP, allowance, allies'
share, legal or its violations (each with its rule's source); per reference card its figures,
every characteristic (missing ones as a box marked "?"), abilities with their values, equipment
with ranges and Strength, the options the entry takes (a line per kind, each with its costs);
per figurine a wound track and space for notes.

A list that breaks the rules still prints, with its violations on top; a card the library does
not know prints as an entry marked unknown (the validation names it too).

:func:`roster_data` is the data behind the sheet; :func:`render_roster` writes the PDF.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

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
from companion.i18n import current_language, numbers, tr, using_language
from companion.i18n.render import render
from companion.i18n.engine import ruleset_text, source_text
from companion.i18n.option_words import by_kind, kind_label, taken_brief, taken_options
from companion.printing.paper import Paper
from companion.printing.wound_track import WoundTrack, wound_track
from companion.rules.army import ALLY_SHARE_MAX, ArmyList, Entry, Validation, Violation
from companion.rules.card import Card

if TYPE_CHECKING:
    from companion.printing.sheet import Output
    from companion.rules.matchup_matrix import ArmyMatrix


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
    entry_ap: str
    incarnation: bool
    cells: tuple[Cell, ...]
    abilities: tuple[str, ...]
    equipment: tuple[str, ...]
    track: WoundTrack
    options: tuple[tuple[str, str], ...] = ()
    """The options taken, by kind: (the kind's word, the options with their costs)."""

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
    points: str
    total_ap: int
    allowance: int
    ally_ap: int
    ally_share: str
    legal: bool
    violations: tuple[RosterViolation, ...]
    warnings: tuple[RosterViolation, ...]
    cards: tuple[RosterCard, ...]

    @property
    def figurines(self) -> int:
        """How many wound tracks the roster prints."""
        return sum(card.figures for card in self.cards)

    @property
    def has_missing(self) -> bool:
        return any(card.has_missing for card in self.cards)


def share_text(share: Fraction) -> str:
    """The allies' share of the army's AP as every reader shows it (``24%``, ``26.6%``; ``26,6 %``
    in French): :func:`companion.i18n.numbers.share`."""
    return numbers.share(share)


def roster_violation(violation: Violation) -> RosterViolation:
    """A validation's violation as printed; entry indexes become 1-based entry numbers.

    The message and the source are rendered in the current language.
    """
    return RosterViolation(
        rule=violation.rule,
        message=render(violation.message),
        source=source_text(violation.source),
        entries=tuple(index + 1 for index in violation.entries),
    )


def roster_card(number: int, entry: Entry, card: Card | None, entry_ap: int | None = None) -> RosterCard:
    """Entry ``number`` (1-based) of the list, drawn from ``card`` (None: not in the library);
    ``entry_ap`` is what the entry costs as fielded (the validation computes it)."""
    known = card is not None
    shown = card if card is not None else Card(id=entry.card_id, name=entry.card_id,
                                               people=entry.card_id.partition("/")[0])
    figures_per_card = "?" if shown.figures_allowed is None else str(shown.figures_allowed)
    return RosterCard(
        number=number,
        card_id=entry.card_id,
        known=known,
        name=shown.display_name(current_language()),
        people=people_label(shown.people),
        rank=rank_text(shown) if known else "?",
        ap=ap_text(card),
        size=size_text(shown) if known else "?",
        figures=entry.figures,
        figures_per_card=figures_per_card,
        entry_ap="?" if entry_ap is None else str(entry_ap),
        incarnation=entry.incarnation,
        cells=characteristic_cells(shown),
        abilities=ability_texts(shown),
        equipment=equipment_texts(shown),
        track=wound_track(shown),
        options=tuple((kind_label(kind), ", ".join(taken_brief(item) for item in items))
                      for kind, items in by_kind(taken_options(entry, card))),
    )


def roster_data(army: ArmyList, cards: Mapping[str, Card], validation: Validation, *,
                language: str | None = None) -> RosterData:
    """The data behind the roster of ``army``, its ``cards`` by id and its ``validation``, in
    ``language`` (None: the language in force)."""
    with using_language(language):
        return _roster_data(army, cards, validation)


def _roster_data(army: ArmyList, cards: Mapping[str, Card], validation: Validation) -> RosterData:
    costs = list(validation.entry_ap) + [None] * (len(army.entries) - len(validation.entry_ap))
    entries = [
        roster_card(number, entry, cards.get(entry.card_id), costs[number - 1])
        for number, entry in enumerate(army.entries, start=1)
    ]
    return RosterData(
        name=army.name,
        people=people_label(army.people),
        ruleset=ruleset_text(army.ruleset),
        house_rules=tuple(sorted(army.ruleset.house_rules)),
        points=tr("not set") if validation.points is None else str(validation.points),
        total_ap=validation.total_ap,
        allowance=validation.allowance,
        ally_ap=validation.ally_ap,
        ally_share=tr("{share} of {maximum}", share=share_text(validation.ally_share),
                      maximum=share_text(ALLY_SHARE_MAX)),
        legal=validation.legal,
        violations=tuple(roster_violation(v) for v in validation.violations),
        warnings=tuple(roster_violation(w) for w in validation.warnings),
        cards=tuple(entries),
    )


def render_roster(
    army: ArmyList,
    cards: Mapping[str, Card],
    validation: Validation,
    out: Output,
    paper: str | Paper = "a4",
    *,
    language: str | None = None,
    against: ArmyMatrix | None = None,
) -> int:
    """Write the roster of ``army`` to ``out`` (a path or a binary file) in ``language`` (None:
    the language in force), with a page of its matchups ``against`` another list; return the
    pages."""
    from companion.printing.roster_sheet import RosterSheet

    with using_language(language) as chosen:
        data = roster_data(army, cards, validation)
        return RosterSheet(data, paper, language=chosen, against=against).render(out)
