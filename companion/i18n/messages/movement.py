"""Movement (companion.rules.movement)."""

from companion.i18n.templates import plural_template, template

template("movement.what-movement", "Movement")
template("movement.what-distance", "distance")
template("movement.what-base-length", "base length")
template("movement.what-height", "height")
template("movement.what-run-up", "run-up")
template("movement.not-a-number", "{what} must be a number")
template("movement.negative", "{what} cannot be negative ({value})")
template("movement.run-is-tournament", "running (la course) is a tournament rule: use the tournament ruleset")
template("movement.rapidity", "Rapidity: Movement tripled")
template("movement.swim-armour", "cannot swim in armour")
template("movement.no-exception", "no exception to this rule")
template("movement.swim-under-water", "house rule 11: half Movement when swimming under water")
template("movement.swim-living-dead", "stays still (a Living-dead cannot drown: no wound)")
template("movement.swim-failed", "automatic Light Wound and stays still")
template("movement.base-length", "base length must be positive")
plural_template("movement.long-jump",
                "{count} base length; needs a run-up of {run_up} cm; a failure is a Leg Wound of Strength the "
                "distance to the bottom",
                "{count} base lengths; needs a run-up of {run_up} cm; a failure is a Leg Wound of Strength the "
                "distance to the bottom", count="count")
template("movement.high-jump", "a failure is a Leg Wound of Strength the height wanted")
template("movement.high-jump-smaller", "-2: the obstacle is smaller than the figurine")
template("movement.troops-size", "name the Size of the troops jumped over")
template("movement.jump-automatic", "automatic: no more than half the Movement")
template("movement.run-up", "a {jump} cm jump needs a straight run-up of {needed} cm (tournament, Saut); "
         "only {given} cm")
template("movement.run-up-done", "run-up done: roll the long jump; a failed jump is a fall of Strength 1 per cm "
         "of vertical fall (none into water)")
template("movement.climb-initiative", "this ruleset climbs with an Initiative roll: give the Initiative")
template("movement.cavalry-climb", "cavalry figurines cannot climb (tournament, Escalade)")
template("movement.climb-round", "the climb takes the whole round")
template("movement.climb-limit", "house rule 11: at most {most} cm a round (M / 4)")
template("movement.climb-fast-limit", "house rule 11: at most {most} cm a round (fast: M / 2)")
template("movement.climb-fall-house", "a fall deals damage equal to the height (cm)")
template("movement.climb-fall", "a fall is a Wound of Strength the height he started from; none from a flat "
         "area big enough for his base")
template("movement.disengage-alone", "Disengaging needs at least one opponent Engaged")
template("movement.disengage-charged", "Charged or Engaged in this Movement phase")
template("movement.disengage-maximum", "Engaged with the maximum of {count} opponents")
template("movement.disengage-failure", "a failure: no Attack dice in the next Hand to Hand Combat phase")
template("movement.impassable", "impassable ground (wall, deep water, rifts): movement impossible")
template("movement.leap-too-high", "an obstacle of {height} cm is higher than the Movement {movement}: "
         "no Leap over it")
template("movement.leaps", "two Leaps a turn at most")
template("movement.flight-level", "flight level {level}: levels are 0 (ground), 1 (low), 2 (high)")
template("movement.aim-too-high", "an Aim more than one Level apart in altitude is impossible")
template("movement.crawl-off", "crawling is house rule 11: switch it on")
template("movement.crawl", "+1 to the difficulty of shots at it")
template("movement.jump-armour", "house rule 11: only figurines in leather armour (or none) can jump")
template("movement.long-automatic", "long, automatic")
template("movement.high-automatic", "high, automatic")
