"""The game at the Table: the Movement phase (companion.rules.game.movement)."""

from __future__ import annotations

from companion.i18n.templates import plural_template, template

# -- the log ----------------------------------------------------------------------------------
plural_template("game.new-pile", "The {count} reference card is shuffled into a new pile. The winner also fires "
                "first on an Initiative tie and splits the frays.",
                "The {count} reference cards are shuffled into a new pile. The winner also fires first on an "
                "Initiative tie and splits the frays.", count="count")
template("game.activates", "{side} activates {card}: each figurine chooses one Movement type.")
template("game.fled-this-phase", "{figurine} fled in this Movement phase: it cannot rally yet and keeps running away.")
template("game.may-rally", "{figurine} is fleeing: it may attempt a Rallying roll at {fear}.")
template("game.card-moved", "{card} has moved.")
template("game.up-to-cm", "up to {cm} cm")
template("game.up-to-cm-notes", "up to {cm} cm ({notes})")
template("game.stands-still", "{figurine} stands still.")
template("game.walks", "{figurine} walks.")
template("game.walks-up-to", "{figurine} walks {distance}.")
template("game.runs", "{figurine} runs: it will not fire this round.")
template("game.runs-up-to", "{figurine} runs {distance}: it will not fire this round.")
template("game.dodges", "{figurine} Dodges: nothing else until the end of the round, shots at it are one range "
         "farther.")
template("game.dodges-up-to", "{figurine} Dodges {distance}: nothing else until the end of the round, shots at it "
         "are one range farther.")
template("game.attempts-feat", "{figurine} attempts a Physical Feat (no firing this round).")
template("game.no-courage-test", "{figurine} makes no Courage test against {creature}: {reason}.")
template("game.resists-fear", "{figurine} tests its Courage {courage} against the Fear {fear} of {creature}: "
         "{result}; it resists Fear (the total must be strictly greater than the Fear).")
template("game.succumbs-to-fear", "{figurine} tests its Courage {courage} against the Fear {fear} of {creature}: "
         "{result}; it succumbs to Fear (the total must be strictly greater than the Fear).")
template("game.immune-to-fear", "{figurine} is no longer affected by Fear {fear} or lower for the rest of the game.")
template("game.desperate", "{figurine} is Desperate: it never runs away, and the Fear penalties become bonuses.")
template("game.fanatic", "{figurine} is a Fanatic: a Discipline roll at {difficulty} decides whether it runs away "
         "(roll it and correct its state by hand if it holds).")
template("game.charges", "{figurine} Charges {target} (the players measured it in range).")
template("game.engages", "{figurine} Engages {target} (the players measured it in range).")
template("game.paralysed-by-dread", "{figurine} is paralysed by dread: it cannot move voluntarily and suffers the "
         "Fear penalties until the end of the round.")
template("game.paralysed-flees", "{figurine} is paralysed by {creature}, which now comes at it: it flees "
         "automatically.")
template("game.runs-away", "{figurine} runs away at double its Movement, its back to {charger}; {charger} must "
         "finish its move and may Charge a new target with what is left of its Movement.")
template("game.rule-note", "{note}")
template("game.afraid-stays", "{figurine} suffers the Fear penalties (-1 INI, ATT, DEF) but does not run away (its "
         "card was already activated, or it is engaged).")
template("game.charged-again", "{figurine} is Charged again: the penalties are not cumulative.")
template("game.is-charged", "{figurine} is Charged: -1 INI, ATT and DEF until the end of the round (never below 0).")
template("game.is-engaged", "{figurine} is Engaged: no penalty.")
template("game.may-counter-fire", "{figurine}'s card is in Reserve: it may Counter-fire now.")
template("game.rallies", "{figurine} rallies ({result}) and plays normally; it is not immune to that Fear.")
template("game.fails-to-rally", "{figurine} fails to rally ({result}) and keeps running away.")
template("game.disengages", "{figurine} Disengages (Initiative at {difficulty} = 4 + 2 x {opponents}: {result}): it "
         "may move at its normal Movement, even Engage another opponent or fire.")
template("game.fails-to-disengage", "{figurine} fails to Disengage (Initiative at {difficulty}: {result}): no Attack "
         "dice in the next Hand to Hand Combat phase.")

# -- refusals ---------------------------------------------------------------------------------
template("game.no-active-card", "no card is being activated")
template("game.not-on-battleground", "{figurine} is not on the Battleground")
template("game.moves-when-activated", "{figurine} can move only when its card is activated")
template("game.moves-when-active-card", "{figurine} can move only when its card is activated (the active card is "
         "{card})")
template("game.moved-already", "{figurine} already chose its Movement type ({movement}): only one per Movement phase")
template("game.paralysed-cannot-move", "{figurine} is paralysed by dread: it cannot move voluntarily this round")
template("game.unknown-movement", "unknown Movement type {movement}: stand, walk, run, dodge or feat (charge and "
         "engage have their own action)")
template("game.movement-has-its-action", "{movement}: use the charge, disengage or rally actions")
template("game.fleeing-runs-away", "{figurine} is fleeing: it runs away at double its Movement unless it rallies")
template("game.engaged-disengage-first", "{figurine} is engaged: it must Disengage before it moves")
template("game.running-tournament-only", "running (double Movement, no Charge) is a tournament rule: use walk, or "
         "charge without a target")
template("game.cannot-dodge", "{figurine} cannot Dodge (troops with a mount cannot, unless on a War-horse)")
template("game.fill-from-card", "{figurine}: {error}; fill it from your card")
template("game.courage-test-of", "{figurine}'s Courage test")
template("game.fleeing-cannot-charge", "{figurine} is fleeing: it cannot Charge or Engage")
template("game.engaged-must-disengage", "{figurine} is engaged: it must Disengage first")
template("game.same-side", "{figurine} is on the same side")
template("game.just-disengaged-from", "{figurine} just Disengaged from {target}: not again this round")
template("game.engaged-by-most", "{figurine} is already engaged by {count} opponents, the most its base allows")
template("game.too-many-chargers", "{chargers} figurines cannot all Charge {figurine}: its base allows {most} "
         "opponents and {engaged} already engage it")
template("game.no-courage-test-needed", "{figurine} needs no Courage test against {creature}")
template("game.not-fleeing", "{figurine} is not fleeing")
template("game.rally-next-phase", "{figurine} fled in this Movement phase: it cannot rally before the next one")
template("game.rallying-roll-of", "{figurine}'s Rallying roll")
template("game.not-engaged", "{figurine} is not engaged")
template("game.cannot-disengage", "{figurine} cannot Disengage: {reason}")
template("game.disengagement-roll-of", "{figurine}'s Disengagement roll")

# -- groups, leaders, Fanatics, Flight ---------------------------------------------------------
template("game.group-courage", "One Courage test for {figurines}, who Charge together: the highest Courage {best} "
         "+ {count} for the other fighters = {score}.")
template("game.group-fear", "{figurines} Charge together: their Fear is the highest + 1 per other creature, {fear}.")
template("game.aid", "{figurine} is helped: {help}.")
template("game.aid-standard-bearer", "a Standard-bearer: +1 on Courage rolls")
template("game.aid-musician", "a Musician: +1 on Discipline rolls")
template("game.aid-nothing", "{figurines} lend nothing to this test")
template("game.discipline-roll-of", "{figurine}'s Discipline roll")
template("game.fanatic-holds", "{figurine} is a Fanatic: its Discipline {discipline} at {difficulty} ({result}) keeps "
         "it from running away; it suffers the Fear penalties and may not Charge or Engage {creature}.")
template("game.fanatic-flees", "{figurine} is a Fanatic: its Discipline {discipline} at {difficulty} fails "
         "({result}).")
template("game.dives", "{figurine} dives to Level {level}: Initiative, Attack and Strength + 3 until the end of the "
         "round.")
template("game.aid-not-a-friend", "{figurine} cannot help {tester}: only a figurine of its side on the Battleground")
template("game.no-discipline-roll", "{figurine} makes no Discipline roll (only a Fanatic who failed when Charged)")
template("game.fanatic-cannot-charge", "{figurine} is a Fanatic who held against {creature}: it may not Charge or "
         "Engage it")
template("game.cannot-fly", "{figurine} does not fly")
template("game.dive-one-level-lower", "{figurine} (Level {level}) dives only on a target one Level lower; {target} is "
         "at Level {target_level}")
template("game.not-same-level", "{figurine} (Level {level}) and {target} (Level {target_level}) are not at the same "
         "altitude: they cannot Engage or Charge one another")
template("game.group-charge-needs-two", "a Charge together takes at least two figurines, each named once")
template("game.group-charge-one-card", "figurines Charge together only when their card is activated at the same time")
