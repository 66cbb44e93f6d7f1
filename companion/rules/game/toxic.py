"""The Toxic D6s of the round: who may use one, and once.

Booklet, Toxic / X: "Each round, before the Tactical Roll, you can choose a Toxic warrior for
every, even incomplete, 100 A.P. of warriors in your army who possess this Ability ... Place a
D6 next to every chosen figurine. This D6 is called the Toxic D6. Once each round, just before
an Aim or Attack Roll, one of the chosen warriors will be able to replace one of his Aim or
Attack dice with his Toxic D6. If the action accompli shed with the D6 causes a Damage Roll, his
target immediately takes a second Damage Roll with a Strength equal to X." How often a side's
Toxic D6s are used is the players' reading (:class:`~companion.rules.game.setup.ToxicUse`).
"""

from __future__ import annotations

from dataclasses import replace

from companion.rules.game.draft import Draft
from companion.rules.game.errors import IllegalAction
from companion.rules.game.setup import ToxicUse
from companion.rules.game.state import Figurine
from companion.rules.message import Message
from companion.rules.source import Source, booklet

TOXIC_SOURCE: Source = booklet("abilities, Toxic / X")


def may_use_toxic_die(d: Draft, fig: Figurine) -> Message | None:
    """Why ``fig`` may not use a Toxic D6 now (None: he may)."""
    if not fig.toxic:
        return Message("game.not-toxic-chosen", figurine=d.label(fig))
    if fig.toxic_used:
        return Message("game.toxic-die-used-already", figurine=d.label(fig))
    if d.state.setup.options.toxic_use is ToxicUse.ONE_A_SIDE:
        other = next((f for f in d.figs.values() if f.side == fig.side and f.toxic_used), None)
        if other is not None:
            return Message("game.toxic-one-a-side", side=d.side_name(fig.side), figurine=d.label(other))
    return None


def use_toxic_die(d: Draft, fig: Figurine) -> None:
    """``fig`` replaces one of his Aim or Attack dice with his Toxic D6 (refused if he may not)."""
    why = may_use_toxic_die(d, fig)
    if why is not None:
        raise IllegalAction(why)
    d.put(replace(d.fig(fig.id), toxic_used=True))
    d.log(Message("game.toxic-die-used", figurine=d.label(fig)), TOXIC_SOURCE)


__all__ = ["TOXIC_SOURCE", "may_use_toxic_die", "use_toxic_die"]
