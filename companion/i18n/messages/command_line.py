"""What the command line refuses (companion.cli: cards, validate, print, tournament)."""

from companion.i18n.templates import template

template("cli.unknown-language", "unknown language '{language}': use one of {languages}")
template("cli.not-a-card-file", "{path}: not a card pack (.json) or a BattleScribe file ({suffixes})")
template("cli.no-army-files", "{path}: no *.army.json file in this folder")
template("cli.output-is-folder", "{path} is a folder: give the PDF file to write")
template("cli.output-folder-missing", "{path}: the folder {folder} does not exist")
template("cli.no-such-output-folder", "{path}: no such folder (create it first)")
template("cli.points-too-low", "--points must be at least 1, not {points}")
