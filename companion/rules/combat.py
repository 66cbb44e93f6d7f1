"""Hand to hand combat: who strikes first, how many dice each side has, difficulties, abilities.

Sources: booklet, "hand to hand combat phase" (combat resolution, Sustained Defence,
Characters, Counter-Attack, Master Strike), "movement phase" (Charge, Disengagement, Fear),
"abilities"; tournament rules, "Règles additionnelles de tournoi".
"""

from __future__ import annotations

from companion.rules.errors import RulesError
from companion.rules.source import Source, booklet

COMBAT_DICE_SOURCE: Source = booklet("combat resolution, step 2")


def combat_dice(fighters_a: int, fighters_b: int) -> tuple[int, int]:
    """The combat dice of each side of one combat, before abilities and Characters' extra dice.

    Booklet, combat resolution step 2: "If the combat is a one-to-one, each player will have
    two D6 in hand. If the fight is several against one, the player with several warriors takes
    two D6 per warrior on his side. His opponent takes one D6, plus one additional die per
    enemy Engaged against him."

    Many against many: the booklet has no such combat. The player who won the Tactical Roll
    "decides the way in which the frays will be split", and "each combat, after splitting, is
    resolved by the confrontation of a warrior with one or more other warriors". So a combat
    always has one warrior on at least one side; other shapes are refused (split the fray first).

    >>> combat_dice(1, 1)
    (2, 2)
    >>> combat_dice(4, 1)
    (8, 5)
    """
    for name, count in (("fighters_a", fighters_a), ("fighters_b", fighters_b)):
        if isinstance(count, bool) or not isinstance(count, int):
            raise RulesError(f"{name} must be a whole number of warriors, not {count!r}")
        if count < 1:
            raise RulesError(f"{name} must be at least 1 warrior, not {count}")
    if fighters_a > 1 and fighters_b > 1:
        raise RulesError(
            f"{fighters_a} against {fighters_b}: a combat is one warrior against one or more; "
            "split the fray into one-against-one or several-against-one combats first "
            "(booklet, 'the combat and the fray splitting')"
        )
    if fighters_a == 1 and fighters_b == 1:
        return (2, 2)
    if fighters_a > 1:
        return (2 * fighters_a, 1 + fighters_a)
    return (1 + fighters_b, 2 * fighters_b)
