"""The game at the Table: the game round, its beginning and end (companion.rules.game.game_round)."""

from __future__ import annotations

from companion.i18n.templates import plural_template, template

# -- the log ----------------------------------------------------------------------------------
template("game.round-begins", "Round {number} begins: Mutagenic and Toxic picks and Reinforcement, then the "
         "Tactical roll.")
template("game.movement-over", "Every card has been activated: the Movement phase is over.")
template("game.firing-begins", "The Firing phase begins: marksmen who may fire do so by Initiative.")
template("game.toxic-chosen", "{figurine} is chosen as a Toxic fighter this round: a Toxic D6 beside it.")
template("game.mutagenic-fails", "{figurine}'s Mutagenic roll: {die} - a 1 is an automatic failure, no bonus.")
template("game.mutagenic-roll", "{figurine}'s Mutagenic roll: {die} + {x} = {points} points to add to its "
         "characteristics this round (the players note where).")
template("game.reinforcement-returns", "Reinforcement roll {die}: {figurine} comes back ({where}).")
template("game.reinforcement-lost", "Reinforcement roll {die}: {figurine} loses the Reinforcement ability.")
template("game.reinforcement-nothing", "Reinforcement roll {die}: nothing happens.")
template("game.firing-over", "The Firing phase is over.")
template("game.hand-to-hand-begins", "The Hand to Hand Combat phase begins: the winner of the Tactical roll splits "
         "the frays and chooses the order of the combats.")
template("game.why-fierce", "Fierce: its metabolism finally betrays it")
template("game.round-ends", "End of the round: Stunned, the Charge and Fear penalties, paralysis, failed "
         "Disengagements and Counter-fires expire; Mutagenic bonuses end.")
template("game.regeneration-open", "Regeneration rolls may be made for: {figurines}.")
template("game.regeneration-roll", "{figurine} rolls for Regeneration/{threshold}: {dice}; its {wound} becomes "
         "{level}.")
template("game.regeneration-heals", "{figurine} rolls for Regeneration/{threshold}: {dice}; its {wound} becomes "
         "healed.")

# -- refusals ---------------------------------------------------------------------------------
template("game.unknown-side", "side {side}: use A or B")
template("game.picks-before-tactical-roll", "Mutagenic and Toxic fighters are chosen before the Tactical roll")
template("game.is-out", "{figurine} is out of the game")
template("game.unknown-pick", "unknown pick {pick}: mutagenic or toxic")
template("game.lacks-ability", "{figurine} has no {ability} ability")
plural_template("game.mutagenic-picks", "{side} may choose {count} Mutagenic fighter (every 100 AP of Mutagenic "
                "warriors: {ap} AP)", "{side} may choose {count} Mutagenic fighters (every 100 AP of Mutagenic "
                "warriors: {ap} AP)", count="count")
plural_template("game.toxic-picks", "{side} may choose {count} Toxic fighter (every, even incomplete, 100 AP of "
                "Toxic warriors: {ap} AP)", "{side} may choose {count} Toxic fighters (every, even incomplete, "
                "100 AP of Toxic warriors: {ap} AP)", count="count")
template("game.reinforcement-before-tactical-roll", "Reinforcement is rolled at the beginning of the round, before "
         "the Tactical roll")
template("game.reinforcement-done", "{side} already rolled for Reinforcement this round")
template("game.no-reinforcement", "{side} has no lost figurine with Reinforcement")
template("game.not-a-die", "a die shows 1 to 6, not {die}")
template("game.movement-ends-with-cards", "the Movement phase ends when every card has been activated")
template("game.phase-not-ended-so", "the {phase} phase is not ended this way")
template("game.no-regeneration", "{figurine} has no Regeneration/X")
template("game.regenerated-already", "{figurine} already rolled for Regeneration this round")
template("game.no-wound-to-regenerate", "{figurine} has no Wound to regenerate (Stunned and Killed Outright are not "
         "Wounds)")
template("game.regeneration-error", "{figurine}'s Regeneration: {error}")
template("game.picked-already", "{figurine} is already chosen ({ability}) this round")
