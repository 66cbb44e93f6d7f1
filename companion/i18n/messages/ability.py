"""Abilities as written on cards (companion.rules.abilities)."""

from companion.i18n.templates import template

template("ability.no-name", "an ability needs a name")
template("ability.nothing-before-slash", "ability '{text}' has no name before its '/'")
template("ability.nothing-after-slash", "ability '{text}' has a '/' but no value after it")
