"""The game at the Table: the step the rules ask for now and the odds of its rolls
(companion.rules.game.guide)."""

from __future__ import annotations

from companion.i18n.templates import plural_template, template

# -- the step ---------------------------------------------------------------------------------
template("game.step-over", "The game is over: {result}")
template("game.step-round-begins", "Round {round}: Mutagenic / Toxic picks and Reinforcement, then the {roll} (best "
         "Discipline of each side)")
template("game.step-approach-roll", "The {roll}: each player rolls on his army's best Discipline")
template("game.step-drew", "{side} drew {card}: {verb} it or keep it in Reserve")
template("game.step-must-play", "{side} must {verb} {card} at once (drawn by the enemy)")
template("game.step-moves", "{side} moves {card}: one Movement type per figurine")
template("game.step-draw", "{side} picks up the next card ({left} left)")
template("game.step-pile-empty", "The pile is empty: {side} plays a Reserve card")
template("game.step-firing-next", "Firing phase: marksmen fire by Initiative - next: {figurines}")
template("game.step-firing-none", "Firing phase: marksmen fire by Initiative - no one left who may fire")
template("game.step-split-frays", "{side} splits the frays: choose the next combat ({figurines} still to fight)")
template("game.step-split-frays-winner", "The Tactical winner splits the frays: choose the next combat ({figurines} "
         "still to fight)")
template("game.step-end-melee", "Every combat is fought: end the phase")
template("game.step-initiative", "Combat {number}: both sides roll Initiative")
template("game.step-defender-places", "The Defender ({side}) places its dice first")
template("game.step-attacker-places", "The Attacker ({side}) places its dice")
template("game.step-attack", "{side} rolls its Attacks, each at a chosen difficulty")
template("game.step-parry", "{side} chooses the Attacks it parries, then rolls")
plural_template("game.step-damage", "Damage roll for Attack {attacks}", "Damage rolls for Attacks {attacks}",
                count="count")
template("game.step-end-of-round", "End of the round: Regeneration rolls, then the next round")

# -- the odds ---------------------------------------------------------------------------------
template("game.odds-wins-roll", "{side} wins the {roll}")
template("game.odds-strikes-first", "{side} strikes first")
template("game.odds-parries", "{figurine} parries Attack {index} at {difficulty}")
template("game.odds-attack-on", "Attack {index} on {target}")
template("game.odds-resists-fear", "{figurine} resists Fear {fear}")
template("game.odds-hits", "{figurine} hits {target}")
template("game.odds-hits-at", "{figurine} hits {target} at {difficulty}")
template("game.odds-counter-fire", "{figurine} hits with a Counter-fire at 6")
template("game.odds-disengages", "{figurine} Disengages at {difficulty}")
template("game.odds-rallies", "{figurine} rallies")

# -- refusals ---------------------------------------------------------------------------------
template("game.not-in-the-combat", "{figurine} is not in the combat being resolved")
template("game.odds-fanatic-holds", "{figurine} holds with its Discipline at {difficulty} (if its Courage fails)")
template("game.odds-feat", "{figurine} succeeds: Feat score {score} against {difficulty}")
