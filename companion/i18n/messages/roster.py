"""Rosters exchanged with BattleScribe and New Recruit (companion.library.rosters)."""

from companion.i18n.templates import template

template("roster.too-large-to-write", "{file}: this list would make a {size} MB roster; a roster is read at "
         "most {limit} MB: nothing written")
template("roster.too-deep", "{file}: selections nested more than {depth} deep: not a roster this app reads")
template("roster.not-a-roster", "{file}: not a BattleScribe roster (its root element is <{tag}>, not <roster>)")
template("roster.not-new-recruit", "{file}: not a New Recruit roster (expected a JSON object holding a \"roster\" "
         "object)")
template("roster.malformed", "{file}: the roster's '{field}' is not a list of objects")
template("roster.bad-number", "{file}: '{name}' is taken an unreadable number of times (expected a whole number "
         "0..{limit})")
template("roster.no-people", "{file}: no card of the roster is in the library and no force names a people this app "
         "knows: import the roster's catalogues first")
template("roster.option-unmatched", "{card}: '{option}' matches no option of the card (left out)")
template("roster.unmatched", "'{name}' (catalogue {catalogue}) matches no card of the library (left out)")
template("roster.nothing-to-write", "'{name}': no card of the list comes from a BattleScribe or New Recruit data "
         "set, so a roster cannot name them")
template("roster.entry-left-out", "{card}: the card has no BattleScribe ids (entered by hand, or from a card pack "
         "without them): left out of the roster")
template("roster.option-left-out", "{card}: the option {option} has no BattleScribe ids: left out of the roster")
