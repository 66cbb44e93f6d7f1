"""The card library and what is stored with it: cards, saved army lists and drafts, tournament
rounds, the player's corrected wound table (companion.library)."""

from companion.i18n.templates import plural_template, template

template("library.unknown-people", "unknown people {people} (known: {known})")
template("library.no-such-card", "no card {card} in the library")
template("library.starter-pack-not-loaded", "The starter pack {pack} was not loaded: {error}")
template("library.import-report", "{added} added, {updated} updated, {unchanged} unchanged")

# Saved army lists and drafts.
template("library.no-saved-list", "there is no saved army list {list}")
template("library.no-saved-list-to-save-over", "there is no saved army list {list} to save over")
template("library.list-needs-a-name", "a list needs a name")
template("library.saved-list", "saved list {list} ({name})")
template("library.draft", "draft {list} ({name})")
template("library.stored-list-not-json", "{where}: the stored document is not JSON ({error})")

# Tournament rounds.
template("library.rounds-unusable", "the tournament rounds cannot be used: {error}")
template("library.no-such-round", "there is no tournament round {round}")
template("library.round-damaged", "tournament round {round} is damaged in the database: {error}")
template("library.stage-not-played", "{stage} is not played as a game")
template("library.round-needs-a-name", "a tournament round needs a name")

# The player's corrected wound table.
template("library.wound-table-unusable", "your corrected wound table could not be used ({error}); the shipped "
         "table is used instead")
template("library.list-changed-elsewhere", "the saved list “{name}” was changed by another window or command "
         "(at {when}) since it was opened here: it was not overwritten")
template("library.card-changed-elsewhere", "the card “{card}” was changed by another window or command since "
         "it was opened here: it was not overwritten; the library shows it as it is now")
template("library.draft-changed-elsewhere", "the unsaved changes of “{name}” were changed by another window or "
         "command (at {when}) since they were opened here: they were not overwritten")
plural_template("library.import-problems", "{count} problem in the files, so nothing was imported: {problems}",
                "{count} problems in the files, so nothing was imported: {problems}", count="count")
template("library.cannot-open", "{path}: the library could not be opened ({error})")
template("library.cannot-write", "cannot write {path}: {error}")
