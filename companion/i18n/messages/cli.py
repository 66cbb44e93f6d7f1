"""The command line's refusals of bad input (companion.cli)."""

from companion.i18n.templates import template

template("cli.unknown-language", "unknown language '{language}': use one of {languages}")
template("cli.unknown-ability", "unknown ability '{text}' (the booklet's abilities: Bravery, Brutal, Hard-boiled, ...)")
template("cli.ability-not-damage", "{ability} does not change a Damage roll")
template("cli.unknown-size", "unknown size '{text}': use small, normal, large, very-large")
template("cli.fray-sizes", "give the target's size then at least one size in contact with it")
template("cli.unknown-base", "unknown base '{text}': use infantry, cavalry or creature")
