"""The game at the Table: Physical Feats (companion.rules.game.feats)."""

from __future__ import annotations

from companion.i18n.templates import template

# -- each Feat in a word ------------------------------------------------------------------------
template("game.feat-long-jump", "long jump")
template("game.feat-high-jump", "high jump")
template("game.feat-troops-jump", "jump over troops")
template("game.feat-swim", "swim")
template("game.feat-climb", "climb")
template("game.feat-fall-name", "deliberate fall")

# -- the log ----------------------------------------------------------------------------------
template("game.feat-roll", "{figurine} attempts a {feat}: Feat score {score} against {difficulty}, total {total} "
         "({result}).")
template("game.feat-roll-of", "{figurine}'s Feat roll")
template("game.feat-succeeds", "{figurine}'s {feat} succeeds.")
template("game.feat-automatic", "{figurine}'s {feat} needs no roll.")
template("game.feat-fails", "{figurine}'s {feat} fails: a Wound of Strength {strength}.")
template("game.feat-fails-unharmed", "{figurine}'s {feat} fails, with no harm.")
template("game.feat-light-wound", "{figurine}'s {feat} fails: an automatic Light Wound, and it stays still.")
template("game.feat-fall", "{figurine} falls {cm} cm on purpose: a Leg Wound, its Feat score {score} taken off the "
         "Damage roll.")
template("game.fall-unharmed", "{figurine} falls {cm} cm on purpose, no more than its Feat score {score}: unharmed.")
template("game.feat-damage-roll", "Damage roll of the Feat")
template("game.climbs", "{figurine} climbs {cm} cm (of {height}).")
template("game.climb-fails", "{figurine} fails to climb: no progress.")

# -- refusals ---------------------------------------------------------------------------------
template("game.unknown-feat", "unknown Feat {feat}: {feats}")
template("game.feat-negative", "the {what} cannot be negative")
template("game.feat-troops", "name the figurines jumped over")
template("game.feat-not-now", "{figurine} cannot attempt a Feat now (engaged, paralysed or fleeing)")
template("game.cavalry-cannot-climb", "{figurine}: cavalry figurines cannot climb (tournament, Escalade)")
