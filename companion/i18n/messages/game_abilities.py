"""The game at the Table: Abilities used when the players choose (companion.rules.game.ability_steps,
companion.rules.game.toxic)."""

from __future__ import annotations

from companion.i18n.templates import template

# -- the log ----------------------------------------------------------------------------------
template("game.mutagenic-added", "{figurine} adds {points} Mutagenic points to its {characteristic} ({left} left "
         "this round).")
template("game.flight-level", "{figurine} flies to Level {level} ({cm} cm of its Movement).")
template("game.rallying-cry", "{figurine} lets out its Rallying cry: the fighters of its people are immune to Fear "
         "until the end of the round; rallied: {rallied}.")
template("game.scout-found", "{figurine} is found: an opponent came within Walking distance of it.")
template("game.steals-ability", "{figurine} takes {ability} from its Personal enemy {enemy}, until the end of the "
         "battle.")
template("game.toxic-die-used", "{figurine} rolls its Toxic D6: if it causes a Damage roll, a second one follows at "
         "the Strength of its Toxic.")

# -- refusals ---------------------------------------------------------------------------------
template("game.not-mutagenic-chosen", "{figurine} was not chosen as a Mutagenic fighter this round")
template("game.mutagenic-points-left", "{figurine} has {points} Mutagenic points left this round")
template("game.mutagenic-characteristic", "{characteristic}: a characteristic of the card (not Power nor Faith)")
template("game.flight-level-range", "Level {level}: the Levels are 0 (the ground), 1 and 2, and it is at {current}")
template("game.rallying-cry-used", "{figurine} has used its Rallying cry: once a game")
template("game.scout-not-concealed", "{figurine} is not a concealed Scout")
template("game.nothing-to-steal", "{figurine} has killed no Personal enemy whose Ability it may take")
template("game.not-an-enemy-ability", "{ability} is not an Ability it may take: {abilities}")
template("game.not-toxic-chosen", "{figurine} was not chosen as a Toxic fighter this round")
template("game.toxic-die-used-already", "{figurine} has used its Toxic D6 this round")
template("game.toxic-one-a-side", "{side} has used its Toxic D6 this round ({figurine}): once each round")
