"""The game at the Table: Damage rolls, wounds and losses (companion.rules.game.harm)."""

from __future__ import annotations

from companion.i18n.templates import template

template("game.out-of-the-game", "{figurine} is out of the game ({why}): a loss for {side}.")
template("game.why-killed", "killed")
template("game.no-effect", "{figurine} suffers no effect.")
template("game.is-stunned", "{figurine} is Stunned: -1 on its dice until the end of the round.")
template("game.now-has", "{figurine} now has: {level}.")
template("game.now-has-notes", "{figurine} now has: {level} ({notes}).")
template("game.killed-the-fear", "{figurine} killed the creature that frightened it: it is rallied.")
template("game.damage-roll", "Damage roll")
template("game.damage-roll-on", "{roll} on {victim}: {first} + {second} + STR {strength}{bonus} - RES {resilience} "
         "= {total} at the {location} (row {row}): {level}.")
template("game.damage-exceptional", "{roll} on {victim}: {first} and {second}, a double: an Exceptional Wound, "
         "{level}, whatever STR and RES.")
template("game.level-estimate", "{level} (an estimate: this cell is not published, check it in your booklet)")
template("game.level-players-read", "{level}; the players read a {typed} in their booklet")
template("game.level-notes", "{level} [{notes}]")

# -- refusals ---------------------------------------------------------------------------------
template("game.already-out", "{figurine} is already out of the game")
template("game.published-level", "{roll}: the published rules give a {level} here, not {typed}")
