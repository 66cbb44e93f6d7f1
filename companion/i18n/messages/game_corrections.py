"""The game at the Table: what the players enter by hand (companion.rules.game.corrections)."""

from __future__ import annotations

from companion.i18n.templates import template

template("game.by-hand-damage", "By hand: {figurine} takes a {level} as a Damage result.")
template("game.by-hand-wound", "By hand: {figurine} is now {level}.")
template("game.by-hand-state", "By hand: {figurine} {state} = {value}.")
template("game.why-by-hand", "entered by hand")
template("game.players-words", "{text}")
template("game.ended-by-players", "Ended by the players.")
template("game.over", "The game is over: {result}")
template("game.state-word-charged", "charged")
template("game.state-word-charging", "charging")
template("game.state-word-stunned", "stunned")
template("game.state-word-fleeing", "fleeing")
template("game.state-word-paralysed", "paralysed")
template("game.state-word-afraid", "afraid")
template("game.state-word-disengage-failed", "disengage failed")
template("game.state-word-counter-fired", "counter fired")
template("game.state-word-toxic", "toxic")
template("game.state-word-immune-fear", "immune fear")
template("game.state-word-lives-left", "lives left")
template("game.state-word-mutagenic", "mutagenic")
template("game.state-word-lost", "lost")
template("game.state-word-deployed", "deployed")

# -- refusals ---------------------------------------------------------------------------------
template("game.engagements-not-by-hand", "engagements change through Charges, Disengagements and losses")
template("game.unknown-state", "unknown state {state}: charged, charging, stunned, fleeing, paralysed, afraid, "
         "immune_fear, disengage_failed, counter_fired, lives_left, lost, deployed, toxic, mutagenic")
template("game.note-needs-text", "a note needs some text")
template("game.by-hand-modifier", "By hand: {figurine}'s {characteristic} changed by {value}.")
