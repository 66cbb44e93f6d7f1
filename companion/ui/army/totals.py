"""The totals bar's words, from a :class:`~companion.rules.army.Validation` (no Qt).

``187 / 200 AP · allowance 7 · allies 24% of 30%``, then the verdict on the points in words:
"13 AP under the points (legal)", "over by 9 AP: more than the allowance of 7 (not legal)".
Shares are shown to a tenth of a percent, truncated, except that a share over the cap never
reads as 30%: the number shown agrees with the verdict.
"""

from __future__ import annotations

from fractions import Fraction

from companion.rules.army import ALLY_SHARE_MAX, POINTS_OVERAGE, POINTS_OVERAGE_SEVERAL, Validation


def percent(share: Fraction) -> str:
    """24% / 24.5% (truncated to a tenth); a share just over 30% shows as 30.1%, not 30%."""
    tenths = (share * 1000).__floor__()
    if share > ALLY_SHARE_MAX and tenths <= ALLY_SHARE_MAX * 1000:
        tenths = int(ALLY_SHARE_MAX * 1000) + 1
    whole, tenth = divmod(int(tenths), 10)
    return f"{whole}%" if tenth == 0 else f"{whole}.{tenth}%"


def totals_text(validation: Validation) -> str:
    """`187 / 200 AP · allowance 7 · allies 24% of 30%` (the numbers of the validation)."""
    points = f"{validation.total_ap} / {validation.points} AP" if validation.points is not None \
        else f"{validation.total_ap} AP (no points agreed)"
    cap = percent(ALLY_SHARE_MAX)
    return (f"{points} · allowance {validation.allowance} · "
            f"allies {percent(validation.ally_share)} of {cap}")


def points_verdict(validation: Validation) -> tuple[bool, str]:
    """(fine, words) about the total against the points."""
    if validation.points is None:
        return False, "no points agreed: set the points of the game"
    rules = {v.rule for v in validation.violations}
    if validation.total_ap < validation.points:
        return True, f"{validation.under_by} AP under the points (legal)"
    if validation.total_ap == validation.points:
        return True, "exactly the points"
    over = validation.overage
    if POINTS_OVERAGE in rules:
        return False, f"over by {over} AP: more than the allowance of {validation.allowance} (not legal)"
    if POINTS_OVERAGE_SEVERAL in rules:
        return False, f"over by {over} AP: more than one figurine's worth (not legal under the tournament rules)"
    return True, f"over by {over} AP, within the allowance of {validation.allowance} (legal)"


def allies_verdict(validation: Validation) -> tuple[bool, str]:
    """(fine, words) about the allies' share: words only when it is over 30%."""
    if validation.total_ap and validation.ally_ap * 10 > validation.total_ap * 3:
        return False, (f"allies over 30%: {validation.ally_ap} of {validation.total_ap} AP, at most "
                       f"{validation.total_ap * 3 // 10} (not legal)")
    return True, ""


def bar_verdict(validation: Validation) -> tuple[bool, str]:
    """The totals bar's words: the points, then the allies when over their cap."""
    fine, words = points_verdict(validation)
    allies_fine, allies_words = allies_verdict(validation)
    return fine and allies_fine, words + (f" · {allies_words}" if allies_words else "")


def allies_tooltip(validation: Validation) -> str:
    allowed = validation.total_ap * 3 // 10
    return (f"Allies and Mercenaries: {validation.ally_ap} AP of the army's {validation.total_ap} AP; "
            f"at most 30% ({allowed} AP) may come from another people (booklet, the alliances).")


def allowance_tooltip(validation: Validation) -> str:
    cheapest = validation.info.cheapest
    if cheapest is None:
        return "The allowance is half the AP of the least expensive figurine (booklet, Setting up the game)."
    return (f"The total may exceed the points by at most half the AP of the least expensive figurine: "
            f"{cheapest.name}, {cheapest.ap} AP, so {validation.allowance} AP (booklet, Setting up the game).")
