"""The command line's refusals of bad input (companion.cli)."""

from companion.i18n.templates import template

template("cli.unknown-language", "unknown language '{language}': use one of {languages}")
template("cli.unknown-ability", "unknown ability '{text}' (the booklet's abilities: Bravery, Brutal, Hard-boiled, ...)")
template("cli.ability-not-damage", "{ability} does not change a Damage roll")
template("cli.unknown-size", "unknown size '{text}': use small, normal, large, very-large")
template("cli.fray-sizes", "give the target's size then at least one size in contact with it")
template("cli.unknown-base", "unknown base '{text}': use infantry, cavalry or creature")
template("cli.not-a-card-file", "{path}: not a card pack (.json) or a BattleScribe file ({suffixes})")
template("cli.not-a-list-file", "{path}: not an army list or a roster (expected {suffixes})")
template("cli.no-army-files", "{path}: no *.army.json file in this folder")
template("cli.output-is-folder", "{path} is a folder: give the PDF file to write")
template("cli.output-is-library", "{path} is the library itself: give another file to write")
template("cli.output-folder-missing", "{path}: the folder {folder} does not exist")
template("cli.no-such-output-folder", "{path}: no such folder (create it first)")
template("cli.points-too-low", "--points must be at least 1, not {points}")
template("cli.validate-roster", "{path} is a BattleScribe or New Recruit roster: convert it to a list first "
         "(companion army convert {path} -o LIST.army.json)")
template("cli.points-too-high", "--points must be at most {limit}, not {points}")
