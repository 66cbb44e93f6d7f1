"""The game at the Table: the Hand to Hand Combat phase (companion.rules.game.melee)."""

from __future__ import annotations

from companion.i18n.templates import plural_template, template

# -- the log ----------------------------------------------------------------------------------
template("game.the-tactical-winner", "the Tactical winner")
template("game.combat-starts", "Combat {number} ({who} splits the fray): {lone} against {opponents}.")
template("game.rolls-initiative", "{side} rolls Initiative {value}: {result}.")
template("game.rolls-group-initiative", "{side} rolls Initiative {value} (best {best} +1 per other warrior): "
         "{result}.")
template("game.initiative-tie", "Initiative tie: roll again.")
template("game.strikes-first", "{attacker} strikes first (the Attacker); {defender} is the Defender and places its "
         "dice first.")
template("game.places-dice", "{figurine} places its dice: {attack} in Attack, {defence} in Defence ({reasons}).")
template("game.strikes-with-gained-dice", "{side} strikes with the Attack dice it gained.")
template("game.no-attack-dice", "{side} has no Attack dice: {other} strikes.")
template("game.combat-over", "Combat {number} is over.")
template("game.combat-over-standing", "Combat {number} is over; still standing: {figurines}.")
template("game.pursuit-open", "Pursuit Movement (half the Movement, once per phase) is open to: {figurines}.")
template("game.master-strike", "{rulings}.")
template("game.attack-hits", "Attack {index}: {attacker} (ATT {attack}) at {difficulty} on {target} hits: {result}.")
template("game.attack-misses", "Attack {index}: {attacker} (ATT {attack}) at {difficulty} on {target} misses: "
         "{result}.")
template("game.no-defence-dice", "No Defence dice to parry with: roll the Damage.")
template("game.parries", "{defender} (DEF {defence}) parries Attack {index} at {difficulty}: {result}.")
template("game.parries-gains", "{defender} (DEF {defence}) parries Attack {index} at {difficulty} and gains an "
         "Attack die: {result}.")
template("game.fails-to-parry", "{defender} (DEF {defence}) fails to parry Attack {index} at {difficulty}: {result}.")
template("game.counter-attacks", "{defender} (DEF {defence}) Counter-Attacks Attack {index} at {difficulty}: "
         "{result}.")
template("game.counter-attacks-gains", "{defender} (DEF {defence}) Counter-Attacks Attack {index} at {difficulty} "
         "and gains an Attack die: {result}.")
template("game.fails-to-counter-attack", "{defender} (DEF {defence}) fails to Counter-Attack Attack {index} at "
         "{difficulty}: {result}.")
template("game.every-blow-parried", "Every blow is parried.")
template("game.sustained-parries", "Sustained Defence {step} (+{bonus}): {defender} parries Attack {index} at "
         "{difficulty}: {result}.")
template("game.sustained-fails", "Sustained Defence {step} (+{bonus}): {defender} fails to parry Attack {index} at "
         "{difficulty}: {result}.")
template("game.attack-target-out", "Attack {index}: {figurine} is already out of the game.")
template("game.damage-roll-of-attack", "Damage roll of Attack {index}")
template("game.attack-moot", "Attack {index}: {figurine} is already out of the game; no Damage roll.")
template("game.defender-retaliates", "The Defender, {side}, retaliates if it has fit warriors and Attack dice.")
template("game.pursuit", "{figurine} makes a Pursuit Movement of up to {cm} cm (not a Charge); it may engage a new "
         "opponent, who then fights in a combat of his own (Fear tests as usual).")

# -- refusals ---------------------------------------------------------------------------------
template("game.no-combat", "no combat is being resolved: start one (the Tactical winner splits the frays)")
template("game.wrong-combat-step", "the combat is at the {step} step, not {steps}")
template("game.finish-combat-first", "finish the combat being resolved first")
template("game.combat-needs-opponent", "a combat needs at least one opponent")
template("game.opponent-twice", "an opponent is named twice")
template("game.fought-already", "{figurine} has already fought in this phase")
template("game.same-side-as", "{figurine} is on the same side as {other}")
template("game.not-engaged-with", "{figurine} is not engaged with {other}")
template("game.initiative-roll-of", "{side}'s Initiative roll")
template("game.defender-places", "the Defender ({side}) places the dice of {figurines} (one placement each)")
template("game.attacker-places", "the Attacker ({side}) places the dice of {figurines} (one placement each)")
template("game.master-strike-two-dice", "{figurine} needs at least two Attack dice for a Master strike")
template("game.master-strike-one-roll", "a Master strike is one Attack roll: give one strike for {figurine}")
plural_template("game.strikes-per-dice", "{figurine} has {count} Attack die: give {count} strike for it, not {given}",
                "{figurine} has {count} Attack dice: give {count} strikes for it, not {given}", count="count")
template("game.does-not-strike", "{figurine} does not strike now ({side} strikes)")
template("game.attacks-and-rolls", "{attacks} Attacks but {rolls} dice rolls")
template("game.not-an-opponent", "Attack {index}: {target} is not an opponent of {attacker} in this combat")
template("game.below-minimum", "Attack {index}: difficulty {difficulty} is below the minimum {minimum} ({reason})")
template("game.attack-number", "Attack {index}")
template("game.did-not-hit", "Attack {index} did not hit: nothing to parry")
template("game.attack-chosen-twice", "an Attack is chosen twice")
template("game.parries-and-rolls", "{attacks} Attacks chosen but {rolls} Defence rolls")
template("game.too-many-parries", "{figurine} placed {dice} Defence dice and cannot parry {attacks} Attacks")
template("game.may-not-counter-attack", "{figurine} may not Counter-Attack (Characters, Warrior-mages and "
         "Warrior-monks; not Magicians or the Faithful)")
template("game.parry-of", "Parry of Attack {index}")
template("game.sustained-one-defender", "the Sustained Defence parries Attacks on one defender")
template("game.no-sustained-defence", "no Sustained Defence: {reason}")
template("game.sustained-too-many-rolls", "more Sustained Defence rolls than Attacks named")
template("game.not-a-blow-left", "Attack {index} is not a blow left to parry for {figurine}")
template("game.sustained-defence-number", "Sustained Defence {step}")
template("game.no-damage-roll", "Attack {index} has no Damage roll to make (Attacks left: {left})")
template("game.no-damage-roll-left", "Attack {index} has no Damage roll to make (Attacks left: none)")
template("game.no-pursuit", "{figurine} took part in no elimination: no Pursuit Movement")
template("game.not-fought-yet", "these engaged figurines have not fought yet: {figurines}")

# -- the split of the frays, abilities declared ------------------------------------------------
template("game.left-without-opponent", "{figurine} has no opponent left to fight: those it was engaged with fell "
         "or fought in other combats.")
template("game.authority-splits", "Authority: {side} splits this fray ({figurines}) and chooses the order of its "
         "combats, resolved one after another.")
template("game.war-fury-activated", "{figurine} activates War fury: one more die, all its dice in Attack, until the "
         "end of the round.")
template("game.additional-limb-activated", "{figurine} activates Additional limb: its Attack and Defence are swapped "
         "until the end of the round.")
template("game.split-strands", "this combat would leave {figurines} without an opponent: a figurine engaged at the "
         "beginning of the phase may never be without one after the split of the fray")
template("game.authority-fray-first", "the combats of the fray split by an Authority are resolved one after "
         "another: {figurines} still fight first")
template("game.war-fury-at-placement", "{figurine}: under the tournament rules War fury is declared when the dice "
         "are placed")
template("game.war-fury-before-initiative", "{figurine}: War fury is activated before the Initiative roll (booklet)")
template("game.gained-dice-against", "{figurine} must strike {target} with the {count} Attack die/dice gained by "
         "Counter-Attacking his Attack")
template("game.no-such-attack", "there is no Attack {index} in this roll")
