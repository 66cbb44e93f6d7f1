"""Round bookkeeping (companion.rules.rounds)."""

from companion.i18n.templates import template

template("rounds.no-discipline", "an army needs at least one fighter with Discipline")
template("rounds.scout-flags", "one Scout flag per card")
template("rounds.expires-stunned", "Stunned")
template("rounds.expires-charge", "Charge penalty")
template("rounds.expires-fear", "Fear penalty")
template("rounds.expires-extra-dice", "Character's extra dice")
template("rounds.expires-dive", "dive bonus")
template("rounds.expires-mutagenic", "Mutagenic points")
template("rounds.expires-war-fury", "War fury")
template("rounds.expires-additional-limb", "Additional limb")
template("rounds.expires-rallying-cry", "Rallying cry immunity")
template("rounds.not-a-die", "die {die}: a D6 shows 1 to 6")
template("rounds.reinforcement-tournament", "anywhere, at most within Charge range of an enemy figurine, never in "
         "base contact with an enemy")
template("rounds.reinforcement", "anywhere on the Battleground, not in base contact with an opponent")
template("rounds.negative-ap", "AP cannot be negative")
