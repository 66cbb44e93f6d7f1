"""The allies' share of a list reads the same wherever it is shown: one rounding, one place
(:func:`companion.i18n.numbers.share`)."""

from __future__ import annotations

from fractions import Fraction

from companion.cli.validate import totals_line
from companion.i18n import using_language
from companion.printing.roster import share_text
from companion.rules.army import ArmyList, Validation, validate
from companion.ui.army.totals import totals_text


def test_the_allies_share_is_rounded_once_for_every_reader() -> None:
    """51 / 192 AP of Allies reads 26.6% from ``validate``, in the window's totals and on the roster."""
    info = validate(ArmyList("Empty", "alahan", 200), {}).info
    v = Validation(legal=True, total_ap=192, points=200, allowance=5, ally_ap=51, ally_share=Fraction(51, 192),
                   under_by=8, violations=(), warnings=(), info=info)
    with using_language("en"):
        assert "(26.6% of 30% max)" in totals_line(v)
        assert "allies 26.6% of 30%" in totals_text(v)
        assert share_text(v.ally_share) == "26.6%"
    with using_language("fr"):
        assert share_text(v.ally_share) == "26,6\u00a0%"
        assert "26,6\u00a0%" in totals_text(v)
