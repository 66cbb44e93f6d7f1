"""The game at the Table: the Firing phase and the Counter-fire (companion.rules.game.firing)."""

from __future__ import annotations

from companion.i18n.templates import template

# -- the log ----------------------------------------------------------------------------------
template("game.fires-out-of-range", "{figurine} fires at {target}: {why}.")
template("game.fires", "{figurine} fires at {target} ({firing}): difficulty {difficulty} ({why}); {result}.")
template("game.fray-hits", "The target is in a fray: {roll} on {total} ({shares}) hits {victim}.")
template("game.counter-fires", "{figurine} Counter-fires at {target}, difficulty fixed at 6: {result}. It will place "
         "no Attack dice in the next Hand to Hand Combat phase.")
template("game.others-must-move", "The other figurines of the card are no longer in Reserve and must move now: "
         "{figurines}.")
template("game.counter-fire-damage-roll", "Counter-fire Damage roll")
template("game.killed-its-target", "{figurine} killed its target: it may move up to its Movement.")

# -- refusals ---------------------------------------------------------------------------------
template("game.weapon-lacks-strength", "{figurine}: the {weapon} has no Strength on the card; fill it in")
template("game.no-ranged-weapon", "{figurine} has no long range weapon on its card")
template("game.is-fleeing", "{figurine} is fleeing")
template("game.not-an-enemy-on-battleground", "{figurine} is not an enemy on the Battleground")
template("game.ruling", "{text} ({source})")
template("game.may-not-fire", "{figurine} may not fire: {reasons}")
template("game.unknown-range", "unknown range {range}: short, medium, long or out-of-range")
template("game.aim-roll-of", "{figurine}'s Aim roll")
template("game.fray-roll-range", "the fray roll is 1 to {total} (target first: {weights})")
template("game.not-just-charged-by", "{figurine} was not just Charged or Engaged by {target}")
template("game.counter-fire-not-in-reserve", "{figurine}'s card is not in Reserve: no Counter-fire")
template("game.fled-cannot-fire", "{figurine} fled: it cannot fire")
template("game.counter-fire-of", "{figurine}'s Counter-fire")

# -- the firing order, Harassment, Instinctive firing, Scouts --------------------------------
template("game.holds-fire", "{figurine} holds its fire this round.")
template("game.harasses", "{figurine} fires during its move (Harassment): no Rapid or Precision Firing, and no "
         "firing in the Firing phase.")
template("game.instinctive-chooses", "The target is in a fray: {figurine} chooses its target (Instinctive firing) "
         "and hits {target}.")
template("game.scout-acts", "{figurine} acts: the Scout is no longer concealed.")
template("game.not-your-turn-to-fire", "{figurine} may not fire yet: marksmen fire by Initiative, and it is the turn "
         "of Initiative {initiative}: {figurines}")
template("game.may-not-fire-now", "{figurine} may not fire this phase")
template("game.harassment-own-card", "{figurine} fires in the Movement phase only with Harassment, while its card "
         "is activated")
template("game.instinctive-no-fray-roll", "{figurine} chooses its target in a fray (Instinctive firing): no fray "
         "roll")
template("game.scout-concealed", "{figurine} is a concealed Scout: it cannot be the target of any enemy action")
template("game.counter-fire-too-late", "{figurine} may Counter-fire only at once, while the card of {target} is "
         "being activated")
