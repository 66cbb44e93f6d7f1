"""The game at the Table: what is wrong in a game's setup or log read from a file
(companion.rules.game.setup, companion.rules.game.actions, companion.library.games)."""

from __future__ import annotations

from companion.i18n.templates import plural_template, template

# -- the setup (a game's sides, cards and seed) ---------------------------------------------------
template("game.setup-two-sides", "a game is played by two sides")
template("game.setup-seed", "the seed is a whole number, not {seed}")
template("game.setup-no-figurine", "side {letter} ({side}) fields no figurine")
template("game.setup-card-missing", "side {letter} ({side}), entry {entry}: the card {card} is not in the cards "
         "given with the army")
template("game.setup-not-a-number", "{where}: {field} must be a number, not {value}")
template("game.setup-wrong-type", "{where}: {field} has the wrong type ({type})")
template("game.setup-card-object", "{where}: a card is a JSON object")
template("game.setup-card-malformed", "{where}: the card is malformed ({error})")
template("game.setup-army-object", "{where}: the army is a JSON object")
template("game.setup-army-malformed", "{where}: the army is malformed ({error})")
template("game.setup-object", "the game setup is a JSON object")
template("game.setup-two-sides-needed", "the game setup needs exactly two sides")
template("game.setup-side", "side {letter}")
template("game.setup-side-card", "side {letter}, card #{number}")
template("game.setup-side-object", "{where} is not a JSON object")
template("game.setup-malformed", "the game setup is malformed ({error})")

# -- the actions of a log ---------------------------------------------------------------------------
template("game.json-must-be-null", "{field} must be null")
template("game.json-wrong-type", "{field} has the wrong type ({type})")
template("game.json-must-be-list", "{field} must be a list, not {type}")
plural_template("game.json-items", "{field} must have {count} item", "{field} must have {count} items", count="count")
template("game.json-must-be-bool", "{field} must be true or false")
template("game.json-must-be-int", "{field} must be a whole number")
template("game.json-must-be-text", "{field} must be text")
template("game.json-unsupported-type", "{field}: unsupported type {type}")
template("game.json-action-object", "an action is a JSON object with a \"kind\"")
template("game.json-unknown-kind", "unknown action kind {kind}")
plural_template("game.json-unknown-fields", "{kind}: unknown field {fields}", "{kind}: unknown fields {fields}",
                count="count")

# -- a game log read from a file, and the games stored (companion.library.games) --------------------
template("game.log-not-a-log", "{source}: not a game log (a JSON object with format {format})")
template("game.log-format", "{source}: format is {found}, expected {format}")
template("game.log-version", "{source}: version {found} is not supported (this companion reads {version})")
template("game.log-error", "{source}: {error}")
template("game.log-actions-list", "{source}: \"actions\" must be a list")
template("game.log-action-error", "{source}: action {index}: {error}")
template("game.log-unreadable", "cannot read {file}: {error}")
template("game.log-not-utf8", "{file}: not UTF-8 text")
template("game.log-not-json", "{file}: not valid JSON (line {line}: {error})")
template("game.store-unusable", "the game database cannot be used: {error}")
template("game.store-no-such-game", "there is no game {game}")
template("game.store-damaged", "game {game} is damaged in the database: {error}")
template("game.store-no-longer-replays", "game {game}: action {index} no longer replays: {error}")
template("game.store-nothing-to-undo", "nothing to undo: the game is at its start")
template("game.store-nothing-to-redo", "nothing to redo")
template("game.store-needs-a-name", "a game needs a name")
template("game.store-several-games", "several games are called {name}: use the number ({numbers})")
template("game.store-no-game-called", "there is no game {name}: see `companion game list`")
template("game.json-must-be-number", "{field} must be a number")
template("game.setup-options-object", "the game's options must be a JSON object")
template("game.setup-option-unknown", "unknown value {value} for the game option {option}")
