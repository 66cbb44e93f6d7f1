"""Exact chances of six-sided dice as integers: (numerator, exponent) is numerator / 6**exponent.

Every chance of a roll of D6 has that form, and integer arithmetic on it is far cheaper than on
:class:`fractions.Fraction`: the exact odds (:mod:`companion.rules.combat_odds`,
:mod:`companion.rules.combat_advice`) compute with it and give Fractions at the end.
"""

from __future__ import annotations

from collections.abc import Hashable
from fractions import Fraction
from math import comb
from typing import TypeVar

from companion.rules.errors import RulesError
from companion.rules.message import Message

K = TypeVar("K", bound=Hashable)

Sixths = tuple[int, int]
"""An exact chance: numerator / 6**exponent."""

ONE: Sixths = (1, 0)
ZERO: Sixths = (0, 0)

_SIX_POWERS: list[int] = [6**e for e in range(64)]


def six(e: int) -> int:
    """6 ** e (kept from one call to the next)."""
    try:
        return _SIX_POWERS[e]
    except IndexError:
        while e >= len(_SIX_POWERS):
            _SIX_POWERS.append(_SIX_POWERS[-1] * 6)
        return _SIX_POWERS[e]


def sixths(p: Fraction) -> Sixths:
    """``p`` as numerator / 6**exponent (RulesError if it is not a chance of D6)."""
    e = 0
    while six(e) % p.denominator:
        e += 1
        if e > 4096:
            raise RulesError(Message("odds.not-a-dice-chance", chance=p))
    return p.numerator * (six(e) // p.denominator), e


def fraction(a: Sixths) -> Fraction:
    return Fraction(a[0], six(a[1]))


def mul(a: Sixths, b: Sixths) -> Sixths:
    return a[0] * b[0], a[1] + b[1]


def add(a: Sixths, b: Sixths) -> Sixths:
    gap = a[1] - b[1]
    if gap > 0:
        return a[0] + b[0] * six(gap), a[1]
    if gap < 0:
        return a[0] * six(-gap) + b[0], b[1]
    return a[0] + b[0], a[1]


def add_product(total: Sixths, a: Sixths, b: Sixths) -> Sixths:
    """``total + a * b``: a chance weighed into a sum."""
    n, e = a[0] * b[0], a[1] + b[1]
    gap = total[1] - e
    if gap > 0:
        return total[0] + n * six(gap), total[1]
    if gap < 0:
        return total[0] * six(-gap) + n, e
    return total[0] + n, e


def compare(a: Sixths, b: Sixths) -> int:
    """-1, 0 or 1 as ``a`` is less than, equal to or greater than ``b``."""
    x, y = a[0] * six(b[1]), b[0] * six(a[1])
    return (x > y) - (x < y)


def complement(a: Sixths) -> Sixths:
    return six(a[1]) - a[0], a[1]


def binomial(n: int, p: Sixths) -> list[Sixths]:
    """The chance of each number of successes of ``n`` throws that succeed with chance ``p``."""
    q = complement(p)
    return [(comb(n, k) * p[0] ** k * q[0] ** (n - k), p[1] * n) for k in range(n + 1)]


def accumulate(table: dict[K, Sixths], key: K, chance: Sixths) -> None:
    """Add ``chance`` to ``table[key]``."""
    old = table.get(key)
    table[key] = chance if old is None else add(old, chance)


def fractions(table: dict[K, Sixths]) -> dict[K, Fraction]:
    """The table's chances as Fractions, without the zero ones."""
    return {k: Fraction(n, six(e)) for k, (n, e) in table.items() if n}


__all__ = ["ONE", "ZERO", "Sixths", "accumulate", "add", "add_product", "binomial", "compare", "complement", "fraction", "fractions", "mul",
           "six", "sixths"]
