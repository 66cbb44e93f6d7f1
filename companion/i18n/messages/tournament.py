"""The English of the tournament rules' messages (companion.rules.tournament_setup and
tournament_challenge): refusals, the objective roll, who takes up the challenge, the stages'
notes, La Victoire.

The tournament rules are a French text: a ``{rule}`` argument quotes it as printed, in every
language; ``{stage}`` is a :class:`~companion.rules.tournament_challenge.Stage`, rendered as its
term (companion.i18n.vocabulary).
"""

from __future__ import annotations

from companion.i18n.templates import plural_template, template

# -- Choix du terrain ----------------------------------------------------------------------------
template("tournament.terrain-width-not-number", "the width of the terrain must be a number of centimetres, not {value}")
template("tournament.terrain-length-not-number",
         "the length of the terrain must be a number of centimetres, not {value}")
template("tournament.terrain-no-surface",
         "a terrain of {width} x {length} cm has no surface: give both sides in centimetres")
template("tournament.terrain-refused", "a terrain of {width} x {length} cm is refused: {problems}. \"{rule}\" ({source})")
template("tournament.short-side-under", "its short side ({side} cm) is under {limit} cm")
template("tournament.short-side-over", "its short side ({side} cm) is over {limit} cm")
template("tournament.long-side-under", "its long side ({side} cm) is under {limit} cm")
template("tournament.long-side-over", "its long side ({side} cm) is over {limit} cm")
template("tournament.terrain", "{width} x {length} cm")

# -- Comment déterminer les conditions de victoire -----------------------------------------------
template("tournament.objective-die", "die {number} of the objective roll must be a die from 1 to 6, not {value}")
template("tournament.die", "the die must be a die from 1 to 6, not {value}")
template("tournament.objective-roll-empty", "the objective roll needs at least one die")
template("tournament.objective-roll-ends-on-six",
         "the objective roll ends on a 6: \"{rule}\" ({source}); throw the die again")
template("tournament.objective-roll-only-six-rerolled",
         "only a 6 is re-rolled: the objective roll stops at the first die that is not a 6")
template("tournament.objective-roll", "Objective roll: {result}. The objective is row {result} of the challenge "
         "table; the time limit is row 6 - {result} = {time_row} ({source}).")
template("tournament.objective-roll-rerolled", "Objective roll: {sixes} (re-rolled: \"{rule}\"), then {result}. The "
         "objective is row {result} of the challenge table; the time limit is row 6 - {result} = {time_row} ({source}).")
template("tournament.die-not-fair", "the die gave {count} sixes in a row: it is not a fair die")
template("tournament.type-objective",
         "type the objective of row {row} of your booklet's challenge table (the app does not know the table)")
template("tournament.type-time-limit",
         "type the time limit of row {row} of your booklet's challenge table (the app does not know the table)")
template("tournament.countdown-minutes", "the countdown is a whole number of minutes of at least 1, not {value}")

# -- Choix des troupes -----------------------------------------------------------------------------
template("tournament.violation", "{message} ({source})")
template("tournament.list-violation", "{list}: {message} ({source})")
template("tournament.player-needs-name", "each player needs a name")
template("tournament.list-not-legal", "{name}'s list {army} is not legal under the tournament rules: {problems}")
template("tournament.entry-no-ap", "{army}: entry {index} ({card}) has no AP")

# -- Relevez le défi ---------------------------------------------------------------------------------
template("tournament.hand-card", "{name} ({ap} AP)")
template("tournament.hand-card-figures", "{name} x{figures} ({ap} AP)")
template("tournament.two-players", "a tournament round is played by two players")
plural_template("tournament.too-few-cards",
                "{name}'s list has {count} card: \"{rule}\" needs at least two cards ({source})",
                "{name}'s list has {count} cards: \"{rule}\" needs at least two cards ({source})", count="count")
template("tournament.wagers-secret", "the wagers are secret until both are revealed")
template("tournament.wagers-over", "the wagers are over: the round is at {stage}")
template("tournament.no-such-card", "{name} has no card {entry} (his hand has {count} cards)")
template("tournament.wagers-no-card", "{name} wagers no card: \"{rule}\" ({source})")
template("tournament.wagers-all-cards", "{name} wagers all his cards: \"{rule}\" ({source})")
template("tournament.already-revealed", "the wagers are already revealed: the round is at {stage}")
plural_template("tournament.must-wager", "{names} must wager before the wagers are revealed",
                "{names} must wager before the wagers are revealed", count="count")
template("tournament.roll-off-only-for-ties", "a roll-off is only for equal wager totals under the roll-off option")
template("tournament.roll-off-die", "player {number}'s roll-off die must be 1 to 6, not {value}")
template("tournament.why-not-revealed", "The wagers are not revealed yet.")
template("tournament.why-tie-roll-off",
         "{a} wagered {a_ap} AP, {b} {b_ap} AP: equal totals. The text does not say what follows; under the "
         "roll-off option each player rolls a D6 and the lower roll takes up the challenge.")
template("tournament.why-tie-rewager",
         "{a} wagered {a_ap} AP, {b} {b_ap} AP: equal totals. The text does not say what follows; under the "
         "re-wager option both take their cards back and wager again.")
template("tournament.why-roll-off",
         "{a} wagered {a_ap} AP, {b} {b_ap} AP: equal totals; roll-off {die_1} against {die_2}: {who} rolled lower "
         "and takes up the challenge at Premier sang. He chooses his deployment zone first ({source}).")
template("tournament.why-lower",
         "{a} wagered {a_ap} AP, {b} {b_ap} AP: {who} wagered less and takes up the challenge at Premier sang: "
         "\"{rule}\" ({source}). He chooses his deployment zone first ({deployment_source}).")

# -- Le Duel -------------------------------------------------------------------------------------------
template("tournament.duel-fixed", "the Duel's figurines are fixed once the Duel has started")
template("tournament.duel-not-candidate", "\"{rule}\" ({source}): {name}'s most expensive figurines are {names}")
template("tournament.duel-engine-order",
         "under the engine-order option the Duel's figurine is the first of the most expensive ones by name: {card}")
template("tournament.duel-not-fought", "the Duel is not being fought: the round is at {stage}")
template("tournament.duel-objective", "Eliminate the enemy figurine first")

# -- the played stages ------------------------------------------------------------------------------
template("tournament.not-played", "{stage} is not played as a game")
template("tournament.duel-notes", "{stage}: {first} against {second}. \"{rule}\" The winner is the one who "
         "eliminates his enemy first ({source}).")
template("tournament.nobody-challenged", "nobody has taken up the challenge yet: reveal the wagers first")
template("tournament.challenger-notes", "{stage}: {name} takes up the challenge and chooses his deployment zone "
         "first. Terrain {terrain} ({source}).")
template("tournament.challenger-notes-revanche", "{stage}: {name} takes up the challenge and chooses his deployment "
         "zone first. \"{rule}\" Terrain {terrain} ({source}).")
template("tournament.say-who-eliminated", "say whose figurine eliminated the other first")
template("tournament.duel-no-challenger",
         "Le Duel has no challenger: enter whose figurine eliminated the other first")
template("tournament.no-challenge-played", "no stage with a challenge is being played: the round is at {stage}")

# -- La Victoire ---------------------------------------------------------------------------------------
template("tournament.nobody-won", "nobody has won yet: the round is at {stage}")
template("tournament.won-objective", "{name} reached the objective at {stage} and wins the tournament round: he goes "
         "on to the next round, or is champion if it was the final ({source}).")
template("tournament.won-duel", "{name} eliminated {other}'s figurine first in Le Duel and wins the tournament "
         "round: he goes on to the next round, or is champion if it was the final ({source}).")

# -- the set-up in the window ----------------------------------------------------------------------------
template("tournament.choose-lists", "choose a saved list for each player (build them in the Army workspace)")
template("tournament.cards-missing", "cards not in the library: {cards}")
template("tournament.roll-objective", "roll the objective (or enter the die you threw)")

# -- a stored round --------------------------------------------------------------------------------------
template("tournament.player-number", "a player is 0 or 1, not {value}")
template("tournament.round-not-object", "a tournament round is a JSON object")
template("tournament.round-two-players", "a tournament round has two players")
template("tournament.round-ap-count", "player {number}: {count} AP values for {cards} cards")
template("tournament.round-card-missing", "player {number}: the card {card} is not in the snapshot")
template("tournament.round-malformed", "the tournament round is malformed ({error})")
