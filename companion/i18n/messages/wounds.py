"""Wounds, worsening and Regeneration (companion.rules.wounds)."""

from companion.i18n.templates import plural_template, template

template("wounds.unknown-level", "unknown wound level '{text}': use one of {names}")
template("wounds.unknown-location", "unknown location '{text}': use one of {names}")
template("wounds.killed-rolls-no-dice", "a fighter Killed Outright rolls no more dice")
template("wounds.stunned-is-a-condition", "Stunned is a condition (stunned=True), not a wound level")
template("wounds.negative-deaths", "deaths cannot be negative")
template("wounds.already-dead", "the fighter is already dead")
template("wounds.fierce-stays", "Fierce: stays Critically wounded until the end of the round")
template("wounds.worsened", "{level} worsened by one level")
plural_template("wounds.lives-killed", "{ability}: killed {count} time, now {level}",
                "{ability}: killed {count} times, now {level}", count="count")
template("wounds.lives-dead", "{ability}: dead for good")
template("wounds.fierce", "Fierce: Critically wounded until the end of the round, then removed")
template("wounds.regeneration-x", "Regeneration/{x}: X is at least 1")
template("wounds.not-regenerated", "{level} cannot be regenerated: it is not a Wound")
plural_template("wounds.healed-too-many", "the wound was healed after {count} die; too many dice",
                "the wound was healed after {count} dice; too many dice", count="count")
template("wounds.failed-too-many", "die {position} failed; {count} too many")
template("wounds.roll-again", "the last die succeeded: roll again (die {next})")
