"""Numbers as a reader of each language writes them: decimals, percentages, exact odds.

French writes a decimal comma and a no-break space before the percent sign ("26,6 %");
English "26.6%". Every percentage the app shows is made here, so one value reads the same in
the window, on the command line and on paper.
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil

from companion.i18n.language import ENGLISH, current_language

_NBSP = "\u00a0"


def decimal(value: float | Fraction, places: int = 1) -> str:
    """``7.5`` / ``7,5``; a whole number without decimals (``15``)."""
    number = float(value)
    text = f"{number:.0f}" if number == int(number) else f"{number:.{places}f}".rstrip("0").rstrip(".")
    return text if current_language() == ENGLISH else text.replace(".", ",")


def _with_sign(number: str) -> str:
    return number + "%" if current_language() == ENGLISH else number + _NBSP + "%"


def share(value: Fraction) -> str:
    """A part of a whole, to a tenth, rounded up (``51/192`` -> 26.6%): a share is never shown
    as less than it is, so a share just over a cap never reads as the cap itself."""
    tenths = ceil(value * 1000)
    return _with_sign(decimal(Fraction(tenths, 10)))


def percent(chance: Fraction) -> str:
    """A chance: ``50%``; near 0 or 100 one decimal is kept (``0.5%``), and below 0.1% or above
    99.9% the bound is said (``<0.1%``): a roll that can happen is never shown as 0%, nor one
    that can fail as 100%."""
    value = float(chance) * 100
    if chance in (0, 1):
        return _with_sign(f"{value:.0f}")
    if value < 0.1:
        return "<" + _with_sign(decimal(0.1))
    if value > 99.9:
        return ">" + _with_sign(decimal(99.9))
    if value < 1 or value > 99:
        return _with_sign(decimal(round(value, 1)))
    return _with_sign(f"{value:.0f}")


def odds(chance: Fraction) -> str:
    """A chance with its exact value: ``33% (1/3)``."""
    return f"{percent(chance)} ({chance.numerator}/{chance.denominator})"
