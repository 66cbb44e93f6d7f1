"""BattleScribe modifiers and their conditions, as far as one model's card can answer them.

A modifier changes a field (``hidden``, a cost type, a constraint) when its conditions hold.
Seen from one model's card, a condition is true, false, or unknown (None) because it depends on
the rest of a list:

- ``instanceOf`` / ``notInstanceOf``: whether the selection is (within) the entry or category
  ``childId``: answered from the model, its categories and the options above the one asked about;
- a count of ``selections`` of an entry the card always has (the model itself, an entry it
  includes) at least once: true for "at least 1" and "more than 0";
- anything else (another model in the list, points totals, repeats): unknown.

Conditions combine with three-valued logic (``and``: false if any is false, true if all are
true; ``or``: true if any is true, false if all are false).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from xml.etree.ElementTree import Element

from companion.library.battlescribe.profiles import number


@dataclass(frozen=True)
class Context:
    """What one question is asked about: the entries and categories the selection is (within),
    and the entries a list holding the card certainly holds."""

    lineage: Collection[str]
    present: Collection[str]
    under: Callable[[Element, str], list[Element]] = Element.findall
    """How the elements under an element are found (``Element.findall``, or a cache of it)."""


def _all(values: Iterable[bool | None]) -> bool | None:
    unknown = False
    for value in values:
        if value is False:
            return False
        if value is None:
            unknown = True
    return None if unknown else True


def _any(values: Iterable[bool | None]) -> bool | None:
    unknown = False
    for value in values:
        if value is True:
            return True
        if value is None:
            unknown = True
    return None if unknown else False


def condition(element: Element, context: Context) -> bool | None:
    """One ``condition`` element, seen from the card."""
    kind = element.get("type")
    child = element.get("childId") or ""
    if kind == "instanceOf":
        return child in context.lineage
    if kind == "notInstanceOf":
        return child not in context.lineage
    if element.get("field") != "selections" or child not in context.present:
        return None
    value = number(element.get("value") or "")
    if (kind == "atLeast" and value is not None and value <= 1) or (kind == "greaterThan" and value == 0):
        return True
    return None


def _group(element: Element, context: Context) -> bool | None:
    values = [condition(c, context) for c in context.under(element, "conditions/condition")]
    values += [_group(g, context) for g in context.under(element, "conditionGroups/conditionGroup")]
    return _any(values) if element.get("type") == "or" else _all(values)


def applies(modifier: Element, context: Context) -> bool | None:
    """Whether a ``modifier`` applies to the card: its conditions and condition groups all
    hold (a modifier that repeats with the list's size: unknown)."""
    if context.under(modifier, "repeats/repeat"):
        return None
    values = [condition(c, context) for c in context.under(modifier, "conditions/condition")]
    values += [_group(g, context) for g in context.under(modifier, "conditionGroups/conditionGroup")]
    return _all(values)
