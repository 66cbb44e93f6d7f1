"""A list as plain text for a forum post (Copy as text), from the list and its validation.

No Qt: name, people, points and ruleset; each entry with its figures and AP; the total, the
allowance and the allies' share; then "Legal list." or each problem with its rule and source.
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.rules.army import RULE_TITLES, ArmyList, Validation
from companion.rules.card import Card
from companion.rules.peoples import PEOPLE_BY_ID
from companion.ui.army.totals import percent, totals_text


def army_text(army: ArmyList, validation: Validation, cards: Mapping[str, Card]) -> str:
    """The list as a forum post."""
    people = PEOPLE_BY_ID[army.people].name
    lines = [army.name, f"{people} · {validation.points if validation.points is not None else '?'} AP · "
             f"{army.ruleset}", ""]
    for index, entry in enumerate(army.entries):
        card = cards.get(entry.card_id)
        name = card.name if card is not None else f"{entry.card_id} (not in the library)"
        limit = card.figures_per_card if card is not None else None
        figures = f"{entry.figures} figurine{'s' if entry.figures != 1 else ''}"
        if limit is not None:
            figures += f" of {limit}"
        ap = validation.entry_ap[index] if index < len(validation.entry_ap) else None
        membership = validation.memberships[index] if index < len(validation.memberships) else None
        extra = ""
        if entry.incarnation:
            extra += ", Incarnation"
        if membership is not None and membership.counts_as_ally():
            extra += f", {membership.label}"
        lines.append(f"- {name}: {figures}, {'?' if ap is None else ap} AP{extra}")
    if not army.entries:
        lines.append("(no cards yet)")
    lines += ["", f"Total: {totals_text(validation)}",
              f"Figurines: {validation.info.figures} · allies {validation.ally_ap} AP "
              f"({percent(validation.ally_share)})", ""]
    if validation.legal:
        lines.append("Legal list.")
    else:
        count = len(validation.violations)
        lines.append(f"Not legal ({count} problem{'s' if count != 1 else ''}):")
        for violation in validation.violations:
            lines.append(f"- {RULE_TITLES.get(violation.rule, violation.rule)}: {violation.message} "
                         f"({violation.source})")
    return "\n".join(lines) + "\n"
