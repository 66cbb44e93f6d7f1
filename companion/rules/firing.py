"""Firing: ranges, types of Firing, modifiers, who may fire, counter-firing, firing into a fray.

Sources: booklet, "firing phase" (ranges, types of firing, firing modifiers, counter firing),
"abilities" (Instinctive firing, Harassment, Sharp shooter, Flight); tournament rules,
"Tirer dans le tas"; house rules 6 (Contre tir), 12 (La perception), 14 (Tir dans le tas),
15 (Tir visé).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from companion.rules.card import Base, Size
from companion.rules.errors import RulesError
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.source import Source, booklet, house, tournament

FRAY_SIZE_WEIGHT: dict[Size, int] = {
    Size.SMALL: 1,
    Size.NORMAL: 2,
    Size.LARGE: 3,
    Size.VERY_LARGE: 4,
}
"""Booklet, "firing modifiers": in a fray a Small figurine counts as 1, Normal 2, Large 3,
Very Large 4."""

FRAY_BASE_WEIGHT: dict[Base, int] = {
    Base.INFANTRY: 1,
    Base.CAVALRY: 2,
    Base.CREATURE: 4,
}
"""House rule 14 (Tir dans le tas): a 25 x 25 base counts as 1, 25 x 50 as 2, 37 x 37 as 4."""


def fray_source(ruleset: Ruleset = CORE) -> Source:
    """The rule that decides who is hit when firing into a fray under ``ruleset``.

    House rule 14 wins over the tournament text when it is switched on (a group turns it on
    on purpose); otherwise the tournament rules, otherwise the booklet.
    """
    if ruleset.house(14):
        return house(14, "Tir dans le tas")
    if ruleset.tournament:
        return tournament("Tirer dans le tas")
    return booklet("firing modifiers (target engaged in Hand to Hand Combat)")


def fray_weights(
    target: Size,
    others: Sequence[Size],
    ruleset: Ruleset = CORE,
    *,
    bases: Sequence[Base] | None = None,
) -> list[int]:
    """The weight of each figurine of the fray, the target first, then ``others`` in order.

    Booklet: by Size (Small 1, Normal 2, Large 3, Very large 4). Tournament: every figurine 1
    ("au hasard ... quelle que soit leur taille"). House rule 14: by base (25x25 1, 25x50 2,
    37x37 4); ``bases`` then gives the base of the target then of each other figurine.
    """
    if not others:
        raise RulesError("a fray needs at least one figurine in base contact with the target")
    sizes = [target, *others]
    for size in sizes:
        if not isinstance(size, Size):
            raise RulesError(f"{size!r} is not a Size (small, normal, large, very-large)")
    if ruleset.house(14):
        if bases is None:
            raise RulesError("house rule 14 weighs the fray by base: give the base of each figurine")
        if len(bases) != len(sizes):
            raise RulesError(
                f"house rule 14 needs one base per figurine: {len(sizes)} figurines, {len(bases)} bases"
            )
        for base in bases:
            if not isinstance(base, Base):
                raise RulesError(f"{base!r} is not a Base (infantry, cavalry, creature)")
        return [FRAY_BASE_WEIGHT[base] for base in bases]
    if ruleset.tournament:
        return [1 for _ in sizes]
    return [FRAY_SIZE_WEIGHT[size] for size in sizes]


def fray_probabilities(
    target: Size,
    others: Sequence[Size],
    ruleset: Ruleset = CORE,
    *,
    bases: Sequence[Base] | None = None,
) -> list[Fraction]:
    """The exact chance that each figurine of the fray is the one hit by a successful shot.

    The target first, then each figurine in base contact with it, in the order given. The
    booklet rolls "one or more D6" over the counts; the chance of each figurine is its count
    over the total (the booklet's example: a Small Goblin with a Large and a Normal enemy is hit
    "one chance in six: 1 + 2 + 3"). Rules: see :func:`fray_weights` and :func:`fray_source`.

    >>> fray_probabilities(Size.SMALL, [Size.LARGE, Size.NORMAL])
    [Fraction(1, 6), Fraction(1, 2), Fraction(1, 3)]
    """
    weights = fray_weights(target, others, ruleset, bases=bases)
    total = sum(weights)
    return [Fraction(weight, total) for weight in weights]
