"""Reading and writing the user's files (companion.library.json_file, the CLI's outputs)."""

from companion.i18n.templates import template

# What a file should be, named in the messages below ("... is a folder, not {what}").
template("file.an-army-list", "an army list")
template("file.a-card-pack", "a card pack")
template("file.a-roster", "a roster")

template("file.missing", "{path}: no such file")
template("file.is-folder", "{path}: is a folder, not {what}")
template("file.too-large", "{path}: the file is {size} MB; {what} may be at most {limit} MB")
template("file.grew-too-large", "{path}: {what} may be at most {limit} MB")
template("file.unreadable", "{path}: cannot be read ({error})")
template("file.not-utf8", "{path}: not UTF-8 text (byte {byte})")
template("file.malformed-json", "{path}: malformed JSON at line {line}, column {column}: {detail}")
template("file.json-constant", "{path}: malformed JSON: {constant} is not a number JSON allows")
template("file.json-too-deep", "{path}: malformed JSON: nested too deeply")
template("file.json-invalid", "{path}: malformed JSON: {detail}")
template("file.cannot-write", "{path}: cannot be written ({error})")
template("file.a-game-log", "a game log")
template("file.not-regular", "{path}: not a regular file (a pipe, a device or a socket), so not {what}")
template("file.lone-surrogate", "{path}: holds text that is not Unicode (a lone surrogate such as \\ud800)")
