"""The game at the Table: the Approach and the Movement phase's cards (companion.rules.game.approach)."""

from __future__ import annotations

from companion.i18n.templates import plural_template, template

template("game.approach-roll", "Approach roll")
template("game.tactical-roll", "Tactical roll")
template("game.verb-deploy", "deploy")
template("game.verb-activate", "activate")
template("game.verb-move", "move")

# -- the log ----------------------------------------------------------------------------------
template("game.discipline-of", "{figurine}'s Discipline {value}")
template("game.discipline", "Discipline {value}")
template("game.rolls-on", "{side} rolls the {roll} on {who}: {result}.")
template("game.roll-tie", "The {roll} is a tie: roll again.")
template("game.roll-won", "{side} wins the {roll}: picks up the first card and may keep one more Reserve card.")
template("game.approach-over", "Every card is picked up and every figurine deployed: the Approach is over.")
template("game.reserve-played", "{side} plays its Reserve card {card} ({verb}).")
template("game.reserve-played-pile-empty", "{side} plays its Reserve card {card} ({verb}): the pile is empty.")
plural_template("game.pile-shuffled", "The {count} reference card is shuffled into the pile.",
                "The {count} reference cards are shuffled into the pile.", count="count")
plural_template("game.scout-pile", "The {count} Scout card makes a pile of its own, deployed after the main pile.",
                "The {count} Scout cards make a pile of their own, deployed after the main pile.", count="count")
template("game.picks-up-own", "{side} picks up {card}, one of its own cards: {verb} it or keep it in Reserve.")
template("game.picks-up-enemy", "{side} picks up {card}, a card of {owner}, who must {verb} it at once.")
template("game.keeps-in-reserve", "{side} keeps {card} in Reserve.")
template("game.deploys", "{side} deploys {card} (in its deployment area, never so as to Charge or Engage in the "
         "first round).")
template("game.deploys-scout", "{side} deploys {card} anywhere, out of Walking distance of the enemy deployed "
         "({walking}).")
template("game.scout-no-enemy-yet", "no enemy is deployed yet")
template("game.scout-beyond", "more than {cm} cm from {figurine}")
template("game.scout-beyond-all", "{enemies}")
template("game.scout-concealed-deployed", "{card} is deployed out of its own Charge distance from every opponent: "
         "concealed, it cannot be the target of any enemy action until it acts or an opponent comes within Walking "
         "distance of it.")
template("game.war-staff-roll", "{side}'s War-staff is formed: its Character's Discipline + 2 counts ({value}).")

# -- refusals ---------------------------------------------------------------------------------
template("game.side-roll", "{side}'s {roll}")
template("game.roll-done", "the {roll} is already done this round")
template("game.roll-first", "roll the {roll} first")
template("game.no-such-card", "there is no card {card} in this game (cards are A-1, A-2 ..., B-1 ...)")
template("game.end-activation-first", "end the activation of {card} first")
template("game.play-drawn-first", "play the card just drawn ({card}) first")
template("game.not-drawn-nor-reserve", "{card} is neither the card drawn nor a Reserve card")
template("game.reserve-not-your-turn", "a Reserve card is played only in its owner's turn; it is {side}'s turn")
template("game.drawn-card-first", "the card {card} drawn must be played first")
template("game.card-moving", "the figurines of {card} are moving: end that activation first")
template("game.pile-empty-play-reserve", "the pile is empty: {side} must play one of its Reserve cards")
template("game.reserve-only-drawn", "only the card just drawn can be kept in Reserve")
template("game.reserve-not-enemy-card", "a card drawn for the enemy cannot be kept in Reserve: its owner plays it "
         "at once")
template("game.reserve-full", "{side} already holds 1 Reserve card, its limit (one)")
template("game.reserve-full-winner", "{side} already holds 2 Reserve cards, its limit (one, +1 for the winner of "
         "the roll)")
template("game.no-war-staff", "{side} has no War-staff on the Battleground (a Character with Leadership, a "
         "Standard-bearer and a Musician)")
template("game.only-scouts-concealed", "{card}: only Scouts are deployed concealed")
