"""Rulesets and house rules (companion.rules.ruleset, companion.rules.house_rules)."""

from companion.i18n.templates import plural_template, template

template("ruleset.core", "Core (booklet)")
template("ruleset.tournament", "Tournament")
template("ruleset.with-house-rules", "{ruleset} + house rules {numbers}")
template("ruleset.unknown", "unknown ruleset '{name}': use 'core' or 'tournament'")
plural_template("ruleset.unknown-house-rules", "unknown house rule {numbers}: they are numbered 1 to 21",
                "unknown house rules {numbers}: they are numbered 1 to 21", count="count")

template("house-rules.night-off", "night attacks are house rule 1: switch it on")
template("house-rules.night-unaffected", "not affected by the night (Living-dead, Wolfen ...)")
template("house-rules.night-moonless", "moonless night: 15 cm of vision")
template("house-rules.night-full-moon", "full moon: up to 30 cm")
template("house-rules.night-campfire", "the fire lights a 30 cm radius; archers +1")
template("house-rules.night-storm-close", "storm: the target is within 15 cm, no malus")
template("house-rules.night-storm", "storm: unlimited line of sight, archers +3 (cumulative)")
template("house-rules.night-rain", "a campfire goes out on a 5 or 6 if it rains")
