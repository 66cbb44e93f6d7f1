"""Characteristic rolls (companion.rules.dice)."""

from companion.i18n.templates import plural_template, template

template("dice.reached", "the total reaches the difficulty")
template("dice.short", "the total is short of the difficulty")
template("dice.natural-one", "a 1 is an automatic failure")
template("dice.one-after-reroll", "a 1 after a re-roll is an automatic failure")
template("dice.final-die-one", "a final die result of 1 or less is a failure")
template("dice.then", "{first} then {then}")
template("dice.success", "dice {dice}: total {total}, success ({rule})")
template("dice.failure", "dice {dice}: total {total}, failure ({rule})")
template("dice.not-a-die", "die {position} is {face}: a D6 shows 1 to 6")
template("dice.bad-reroll-faces", "re-roll faces must be 1-6, got {faces}")
template("dice.one-rerolled", "a 1 can never be re-rolled")
template("dice.per-die-too-low", "a per-die modifier below -4 is not a rule of any ruleset")
template("dice.none", "a characteristic roll needs at least 1 die")
template("dice.too-many-for-a-roll", "{count} dice for one characteristic roll: a roll has at most {limit}")
plural_template("dice.not-rerollable",
                "die {position} follows a {face}, which cannot be re-rolled here; the roll used {count} die",
                "die {position} follows a {face}, which cannot be re-rolled here; the roll used {count} dice",
                count="count")
plural_template("dice.too-many", "the roll failed on die {position} ({rule}); {count} die too many",
                "the roll failed on die {position} ({rule}); {count} dice too many", count="count")
plural_template("dice.give-another",
                "the roll is short after {count} die and the {face} may be re-rolled: give die {next}",
                "the roll is short after {count} dice and the {face} may be re-rolled: give die {next}",
                count="count")
template("dice.too-far", "difficulty {difficulty} is more than {gap} above what the roll starts from; "
         "its chance is too small to compute exactly")
template("dice.beyond-cap", "the distribution is exact only up to {cap}")
