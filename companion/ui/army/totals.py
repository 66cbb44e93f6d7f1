"""The totals bar's words, from a :class:`~companion.rules.army.Validation` (no Qt).

``187 / 200 AP · allowance 7 · allies 24% of 30%``, then the verdict on the points in words:
"13 AP under the points (legal)", "over by 9 AP: more than the allowance of 7 (not legal)".
Shares are shown to a tenth of a percent, truncated, except that a share over the cap never
reads as 30%: the number shown agrees with the verdict.

In the current language (companion.i18n ``tr``, catalog resources/i18n/fr.army.json): in
French ``187 / 200 PA · dépassement autorisé 7 · alliés 24 % sur 30 %`` ("PA", points d'armée,
and "dépassement" are the tournament rules' words, 'Choix des troupes').
"""

from __future__ import annotations

from fractions import Fraction

from companion.i18n import FRENCH, current_language, tr
from companion.rules.army import ALLY_SHARE_MAX, POINTS_OVERAGE, POINTS_OVERAGE_SEVERAL, Validation

_NBSP = "\u00a0"


def percent(share: Fraction) -> str:
    """24% / 24.5% (truncated to a tenth); a share just over 30% shows as 30.1%, not 30%.

    In French: "24 %", "24,5 %" (decimal comma, a no-break space before the sign)."""
    tenths = (share * 1000).__floor__()
    if share > ALLY_SHARE_MAX and tenths <= ALLY_SHARE_MAX * 1000:
        tenths = int(ALLY_SHARE_MAX * 1000) + 1
    whole, tenth = divmod(int(tenths), 10)
    number = f"{whole}" if tenth == 0 else f"{whole}.{tenth}"
    if current_language() == FRENCH:
        return number.replace(".", ",") + _NBSP + "%"
    return number + "%"


def totals_text(validation: Validation) -> str:
    """`187 / 200 AP · allowance 7 · allies 24% of 30%` (the numbers of the validation)."""
    points = (tr("{total} / {points} AP", total=validation.total_ap, points=validation.points)
              if validation.points is not None
              else tr("{total} AP (no points agreed)", total=validation.total_ap))
    return tr("{points} · allowance {allowance} · allies {share} of {cap}", points=points,
              allowance=validation.allowance, share=percent(validation.ally_share),
              cap=percent(ALLY_SHARE_MAX))


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
