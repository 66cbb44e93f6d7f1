"""The totals bar's words, from a :class:`~companion.rules.army.Validation` (no Qt).

``187 / 200 AP · allowance 7 · allies 24% of 30%``, then the verdict on the points in words:
"13 AP under the points (legal)", "over by 9 AP: more than the allowance of 7 (not legal)".
The allies' share is a share of the army's AP (:func:`companion.i18n.numbers.share`: to a
tenth, rounded up, so a share just over the cap never reads as the cap and the number agrees
with the verdict). Booklet, "the alliances": at most 30% of the army in Allies and Mercenaries.

In the current language: in French ``187 / 200 PA · dépassement autorisé 7 · alliés 24 % sur
30 %`` ("PA", points d'armée, and "dépassement" are the tournament rules' words, "Choix des
troupes").
"""

from __future__ import annotations

from fractions import Fraction

from companion.i18n import tr
from companion.i18n.numbers import share
from companion.rules.army import ALLY_SHARE_MAX, POINTS_OVERAGE, POINTS_OVERAGE_SEVERAL, Validation


def _totals(points: str, allowance: int | str, ally_share: Fraction) -> str:
    return tr("{points} · allowance {allowance} · allies {share} of {cap}", points=points,
              allowance=allowance, share=share(ally_share), cap=share(ALLY_SHARE_MAX))


def totals_text(validation: Validation) -> str:
    """`187 / 200 AP · allowance 7 · allies 24% of 30%` (the numbers of the validation)."""
    points = (tr("{total} / {points} AP", total=validation.total_ap, points=validation.points)
              if validation.points is not None
              else tr("{total} AP (no points agreed)", total=validation.total_ap))
    return _totals(points, validation.allowance, validation.ally_share)


def widest_totals_text() -> str:
    """The totals of a large list in the current language: the bar is made this wide, so it
    does not jump at each edit."""
    return _totals(tr("{total} / {points} AP", total=1000, points=1000), "00", Fraction(999, 1000))


def points_verdict(validation: Validation) -> tuple[bool, str]:
    """(fine, words) about the total against the points."""
    if validation.points is None:
        return False, tr("no points agreed: set the points of the game")
    rules = {v.rule for v in validation.violations}
    if validation.total_ap < validation.points:
        return True, tr("{under} AP under the points (legal)", under=validation.under_by)
    if validation.total_ap == validation.points:
        return True, tr("exactly the points")
    over = validation.overage
    if POINTS_OVERAGE in rules:
        return False, tr("over by {over} AP: more than the allowance of {allowance} (not legal)",
                         over=over, allowance=validation.allowance)
    if POINTS_OVERAGE_SEVERAL in rules:
        return False, tr("over by {over} AP: more than one figurine's worth "
                         "(not legal under the tournament rules)", over=over)
    return True, tr("over by {over} AP, within the allowance of {allowance} (legal)",
                    over=over, allowance=validation.allowance)


def allies_verdict(validation: Validation) -> tuple[bool, str]:
    """(fine, words) about the allies' share: words only when it is over 30%."""
    if validation.total_ap and validation.ally_ap * 10 > validation.total_ap * 3:
        return False, tr("allies over 30%: {ally_ap} of {total} AP, at most {allowed} (not legal)",
                         ally_ap=validation.ally_ap, total=validation.total_ap,
                         allowed=validation.total_ap * 3 // 10)
    return True, ""


def bar_verdict(validation: Validation) -> tuple[bool, str]:
    """The totals bar's words: the points, then the allies when over their cap."""
    fine, words = points_verdict(validation)
    allies_fine, allies_words = allies_verdict(validation)
    return fine and allies_fine, words + (f" · {allies_words}" if allies_words else "")


def allies_tooltip(validation: Validation) -> str:
    return tr("Allies and Mercenaries: {ally_ap} AP of the army's {total} AP; at most 30% "
              "({allowed} AP) may come from another people (booklet, the alliances).",
              ally_ap=validation.ally_ap, total=validation.total_ap,
              allowed=validation.total_ap * 3 // 10)


def allowance_tooltip(validation: Validation) -> str:
    cheapest = validation.info.cheapest
    if cheapest is None:
        return tr("The allowance is half the AP of the least expensive figurine "
                  "(booklet, Setting up the game).")
    return tr("The total may exceed the points by at most half the AP of the least expensive "
              "figurine: {name}, {cost} AP, so {allowance} AP (booklet, Setting up the game).",
              name=cheapest.name, cost=cheapest.ap, allowance=validation.allowance)
