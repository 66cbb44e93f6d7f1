"""A list as plain text for a forum post (Copy as text), from the list and its validation.

No Qt: name, people, points and ruleset; each entry with its figures and AP, then the options
it takes, a line per kind with their costs; the total, the allowance and the allies' share; then "Legal list." or each problem with its rule and source.
Written in the current language (the engine's messages and citations rendered through
companion.i18n); card names stay as entered.
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.i18n import render, tr, trn
from companion.i18n.engine import ruleset_text, source_text
from companion.i18n.numbers import share
from companion.i18n.option_words import kind_lines, taken_options
from companion.rules.army import RULE_TITLES, ArmyList, Membership, Validation
from companion.rules.card import Card
from companion.rules.peoples import PEOPLE_BY_ID
from companion.ui.army.marks import label as membership_label
from companion.ui.army.totals import totals_text


def rule_title(rule: str) -> str:
    """A rule id's title (RULE_TITLES) in the current language; an unknown id as it is."""
    title = RULE_TITLES.get(rule)
    return rule if title is None else render(title)


def army_text(army: ArmyList, validation: Validation, cards: Mapping[str, Card]) -> str:
    """The list as a forum post."""
    people = PEOPLE_BY_ID[army.people].name
    points = "?" if validation.points is None else validation.points
    lines = [army.name, tr("{people} · {points} AP · {ruleset}", people=people, points=points,
                           ruleset=ruleset_text(army.ruleset)), ""]
    for index, entry in enumerate(army.entries):
        card = cards.get(entry.card_id)
        name = card.name if card is not None else tr("{card_id} (not in the library)",
                                                      card_id=entry.card_id)
        limit = card.figures_allowed if card is not None else None
        if limit is None:
            figures = trn("{count} figurine", "{count} figurines", entry.figures)
        else:
            figures = trn("{count} figurine of {limit}", "{count} figurines of {limit}", entry.figures,
                                  limit=limit)
        ap = validation.entry_ap[index] if index < len(validation.entry_ap) else None
        membership: Membership | None = (validation.memberships[index]
                                         if index < len(validation.memberships) else None)
        extra = ""
        if entry.incarnation:
            extra += ", Incarnation"
        if membership is not None and membership.counts_as_ally():
            extra += f", {membership_label(membership)}"
        lines.append(tr("- {name}: {figures}, {ap} AP{extra}", name=name, figures=figures,
                        ap="?" if ap is None else ap, extra=extra))
        lines += ["    " + line for line in kind_lines(taken_options(entry, card), costs=True)]
    if not army.entries:
        lines.append(tr("(no cards yet)"))
    lines += ["", tr("Total: {totals}", totals=totals_text(validation)),
              tr("Figurines: {figures} · allies {ally_ap} AP ({share})",
                 figures=validation.info.figures, ally_ap=validation.ally_ap,
                 share=share(validation.ally_share)), ""]
    if validation.legal:
        lines.append(tr("Legal list."))
    else:
        count = len(validation.violations)
        lines.append(trn("Not legal ({count} problem):", "Not legal ({count} problems):", count))
        for violation in validation.violations:
            lines.append(tr("- {title}: {message} ({source})", title=rule_title(violation.rule),
                            message=render(violation.message),
                            source=source_text(violation.source)))
    return "\n".join(lines) + "\n"
