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

# -- abilities that change a Damage roll or a death -------------------------------------------
template("game.immune-to-element", "{figurine} is immune to {element} (Immunity / {element}): no harm.")
template("game.toxic-damage-roll", "Toxic second Damage roll (STR {x})")
template("game.toxic-immune", "{figurine} is immune to Toxic (Living-dead, Construct or Immortal): no second Damage "
         "roll.")
template("game.blood-brother-dies", "{figurine}'s Blood brother {brother} is dead: -1 on all its dice rolls but "
         "Damage rolls until the end of the game.")
template("game.personal-enemy-killed", "{figurine} killed its Personal enemy {enemy}: all its Wounds are healed, and "
         "it may take one of {enemy}'s Abilities for the rest of the battle.")
template("game.resilience-below-zero", "{figurine}'s Resilience is {resilience}, below 0: it is Killed Outright and "
         "removed from the Battleground.")
template("game.toxic-without-x", "{figurine}: the card's Toxic has no /X value; fill it from your card")
