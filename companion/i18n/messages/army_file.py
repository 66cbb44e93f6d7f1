"""Army list files that cannot be read (companion.library.army_files).

A problem with one field is ``army-file.field`` (or ``army-file.entry-field``) around the
problem itself, so that each problem is translated once.
"""

from companion.i18n.templates import template

# A JSON value that is not what was expected, described ("got a list").
template("army-file.a-list", "a list")
template("army-file.an-object", "an object")

template("army-file.not-an-object", '{source}: expected a JSON object with "format": "{format}", got {got}')
template("army-file.unknown-key", "{source}: unknown key {key} (an army list has {keys})")
template("army-file.field", "{source}: field '{field}': {problem}")
template("army-file.invalid", "{source}: {error}")

# The problems of a field.
template("army-file.expected", "expected {expected}, got {got}")
template("army-file.expected-whole-number", "expected a whole number, got {got}")
template("army-file.version-unsupported", "version {version} is not supported; this app reads version {supported}")
template("army-file.version-newer", "version {version} is not supported (made by a newer version of the app); "
         "this app reads version {supported}")
template("army-file.expected-text", "expected a non-empty text, got {got}")
template("army-file.too-long", "is {length} characters long (at most {limit})")
template("army-file.expected-people", "expected a people id, got {got}")
template("army-file.expected-ruleset", "expected 'core' or 'tournament', got {got}")
template("army-file.expected-house-rules", "expected a list of house rule numbers, got {got}")
template("army-file.expected-house-rule", "expected a house rule number 1..21, got {got}")
template("army-file.expected-points", "expected a whole number of AP 1..{limit} or null, got {got}")
template("army-file.core-needs-points", "a core list must say how many points were agreed (only the tournament "
         "ruleset has a default, 200)")
template("army-file.expected-entries", "expected a list of entries, got {got}")
template("army-file.too-many-entries", "has {count} entries (at most {limit})")
template("army-file.too-large-to-write", "{path}: this list would make a {size} MB army file; an army file may be "
         "at most {limit} MB: nothing written")

# An entry of the list.
template("army-file.entry", "{source}: entries[{index}]")
template("army-file.entry-of-card", "{source}: entries[{index}] ({card})")
template("army-file.entry-not-an-object", "{where}: expected an object like {example}, got {got}")
template("army-file.entry-unknown-key", "{where}: unknown key {key} (an entry has {keys})")
template("army-file.entry-field", "{where}, field '{field}': {problem}")
template("army-file.expected-card-id", "expected a card id like 'alahan/paladin', got {got}")
template("army-file.bad-card-id", "{card} is not '<people>/<slug>' in lower-case letters, digits and hyphens")
template("army-file.expected-figures", "expected a whole number 1..{limit}, got {got}")
template("army-file.expected-true-or-false", "expected true or false, got {got}")
template("army-file.expected-source", "expected an object with the texts 'edition', 'catalogue' and 'entry', and "
         "'options' (each option id with its entry id), got {got}")
template("army-file.expected-option-ids", "expected a list of at most {limit} option ids, got {got}")
