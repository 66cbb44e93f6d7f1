"""The game at the Table (companion.rules.game): its phases and Movement types in a word, the
state badges, the joins, the game's beginning and end, and the refusals common to every part."""

from __future__ import annotations

from companion.i18n.templates import plural_template, template

# -- a phase, a Movement type in a word (Phase.label, MoveType.label) --------------------------
template("game.phase-approach", "Approach")
template("game.phase-movement", "Movement")
template("game.phase-firing", "Firing")
template("game.phase-hand-to-hand", "Hand to hand")
template("game.phase-end-of-round", "End of round")
template("game.phase-finished", "Finished")
template("game.move-stand", "stand")
template("game.move-walk", "walk")
template("game.move-run", "run")
template("game.move-charge", "charge")
template("game.move-engage", "engage")
template("game.move-dodge", "dodge")
template("game.move-feat", "feat")
template("game.move-disengage", "disengage")
template("game.move-flee", "flee")
template("game.move-paralysed", "paralysed")

# -- a figurine's state badges (Figurine.states) ------------------------------------------------
template("game.state-not-deployed", "not deployed")
template("game.state-lost", "lost")
template("game.state-engaged-with", "engaged with {figurines}")
template("game.state-charged", "charged")
template("game.state-charging", "charging")
template("game.state-stunned", "stunned")
template("game.state-fleeing", "fleeing")
template("game.state-paralysed", "paralysed")
template("game.state-afraid", "afraid")
template("game.state-disengage-failed", "failed to disengage")
template("game.state-counter-fired", "counter-fired")
template("game.state-fierce-doomed", "fierce (dies at the end of the round)")
template("game.state-toxic", "toxic")
template("game.state-immune-fear", "immune to Fear up to {fear}")
plural_template("game.state-lives-left", "{count} life left", "{count} lives left", count="count")
template("game.state-mutagenic", "mutagenic +{points}")
template("game.state-war-fury", "war fury")
template("game.state-additional-limb", "additional limb (ATT and DEF swapped)")
template("game.state-diving", "diving (+3 INI, ATT, STR)")
template("game.state-rallying-cry", "immune to Fear this round")
template("game.state-concealed", "concealed")
template("game.state-blood-brother-dead", "blood brother dead (-1)")
template("game.state-level", "flying at Level {level}")
template("game.state-mutation", "{characteristic} {points}")
template("game.state-modifier", "{characteristic} {value} (by hand)")
template("game.state-stolen", "took {ability}")

# -- joins (companion.rules.game.phrases) --------------------------------------------------------
template("game.then", "{earlier} then {later}")
template("game.semicolons", "{first}; {rest}")
template("game.or", "{first} or {rest}")
template("game.ruleset-core", "Core (booklet)")
template("game.ruleset-tournament", "Tournament")
template("game.ruleset-house-rules", "{ruleset} + house rules {numbers}")

# -- the game's beginning and end ---------------------------------------------------------------
template("game.new-game", "New game: {side_a} against {side_b}; ruleset {ruleset}.")
template("game.side-and-list", "{player} ({army})")
template("game.scenario", "Scenario: {objective}; time limit {time_limit}.")
template("game.scenario-no-time-limit", "Scenario: {objective}; time limit none.")
template("game.scenario-no-objective", "Scenario: no objective; time limit {time_limit}.")
template("game.approach-begins", "Approach: both players roll on their best Discipline.")
template("game.draw", "Both armies are destroyed: a draw.")
template("game.side-wins", "{loser} has no figurine left: {winner} wins.")

# -- refusals common to every part of the game ----------------------------------------------------
template("game.refused", "{reason}")
template("game.finished-already", "the game is finished ({result}): only notes and corrections by hand")
template("game.unknown-action", "unknown action {action}")
template("game.action-refused", "action {index} ({kind}): {reason}")
template("game.wrong-phase", "this is done in the {phases} phase, and the game is in the {phase} phase")
template("game.no-such-figurine", "there is no figurine {figurine} in this game")
template("game.card-lacks", "{figurine}: the card has no {characteristic}; fill it from your card")
template("game.not-whole", "{figurine}: {characteristic} is not a whole number")
template("game.figurine-error", "{figurine}: {error}")
template("game.roll-error", "{roll}: {error}")
template("game.opposed-total", "dice {dice}, total {total}")
template("game.opposed-failed", "dice {dice}: failed ({rule})")
