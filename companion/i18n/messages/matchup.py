"""A matchup: two cards' figurines fighting to the end (companion.rules.matchup)."""

from companion.i18n.templates import template

template("matchup.too-many", "{card} can be engaged by at most {most} opponents, not {count}")
template("matchup.rounds", "a fight lasts at least one round, not {rounds}")
template("matchup.unknown-card", "no card '{card}' in the library (give its id or its name)")
template("matchup.ambiguous-card", "'{card}' names several cards: {ids}; give the id")
