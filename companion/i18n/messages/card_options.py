"""The card pack's options, option groups and Character ids: what is wrong with one."""

from companion.i18n.templates import template

template("pack.option-not-whole", "expected a whole number or null, got {value}")
template("pack.option-out-of-range", "{value} is out of range {low}..{high}")
template("pack.option-not-text", "expected text, got {value}")
template("pack.option-empty", "must not be empty")
template("pack.option-too-long", "is {length} characters long (at most {limit})")
template("pack.option-ranges", "expected three distances [short, medium, long] from 0 to {limit} cm, not decreasing, "
                               "got {value}")
template("pack.option-unknown-key", "unknown key (expected {keys})")
template("pack.option-not-object", "expected an object, got {value}")
template("pack.option-not-list", "expected a list of objects, got {value}")
template("pack.option-id", "{id} is not the card's id {card}, a slash and a slug in lower-case letters, digits "
                           "and hyphens")
template("pack.option-kind", "unknown kind {value} (expected one of {kinds})")
template("pack.option-duplicate", "duplicate option id {id}")
template("pack.option-group-min", "the group's minimum {min} is above its maximum {max}")
template("pack.option-group-duplicate", "duplicate group name {name}")
template("pack.option-group-parent", "{id} is not an option of this card")
template("pack.option-group-default", "{id} is not an option of the group {group}")
template("pack.character-id", "expected a card id like 'alahan/agonn-the-ardent' or null, got {value}")
template("library.edition-kept", "{card}: the library's card is of the edition {kept}; the card of the edition "
                                 "{refused} with the same id was not imported")
