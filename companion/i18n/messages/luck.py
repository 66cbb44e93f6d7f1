"""The luck of a game (companion.rules.luck): the kinds of rolls it is told by."""

from __future__ import annotations

from companion.i18n.templates import template

template("luck.phase-tactical", "Approach and Tactical")
template("luck.phase-courage", "Courage")
template("luck.phase-firing", "Firing")
template("luck.phase-initiative", "Initiative, Disengagement")
template("luck.phase-attack-defence", "Attack and Defence")
template("luck.phase-damage", "Damage (a wound or worse)")
