"""Data sources (companion.library.sources): what an add, update or removal did, and why one
could not be done."""

from companion.i18n.templates import plural_template, template

# -- what the player typed -----------------------------------------------------------------------
template("data.unknown-source",
         "{source}: not a data source (give github:OWNER/REPO, the https address of a *.catpkg.json, "
         "of a .bsi or index.xml data index, or a folder)")
template("data.not-a-folder", "{path}: not a folder (a data source on this computer is a folder of BattleScribe files)")
template("data.bad-name",
         "{name}: a data source's name is lower-case letters, digits, dots, dashes and underscores")
template("data.unknown-name", "no data source named {name} (known: {known})")
template("data.name-taken", "a data source named {name} exists already (update it, or choose another name)")
template("data.already-added", "{location} is already the data source {name}")

# -- downloads -----------------------------------------------------------------------------------
template("data.insecure-url", "{url}: refused, only https is used (plain http only on this computer)")
template("data.unreachable", "cannot reach {host} ({reason})")
template("data.timed-out", "{url}: no answer in time")
template("data.download-failed", "{url}: the download failed ({reason})")
template("data.http-status", "{url}: the server answered {status} ({detail})")
template("data.too-many-redirects", "{url}: more than {count} redirections, refused")
template("data.too-large", "{url}: larger than {megabytes} MB, refused")
template("data.not-json", "{url}: not a JSON document ({reason})")
template("data.json-too-deep", "{url}: a JSON document nested too deeply to read, refused")
template("data.file-too-slow", "{url}: not received in {seconds} seconds, stopped")
template("data.source-too-slow", "the downloads took more than {seconds} seconds, stopped")
template("data.unreadable", "{path}: cannot be read ({reason})")
template("data.wrong-checksum", "{file}: the download does not match its checksum")
template("data.too-many-files", "{source}: {count} data files, more than the {limit} a source may have, refused")
template("data.source-too-large", "{source}: more than {megabytes} MB of data files in all, refused")
template("data.cannot-write", "{path}: cannot be written ({reason})")
template("data.cannot-keep", "cannot write the downloaded files in {path} ({reason})")
template("data.change-under-way", "another change to the data sources is under way (an add, an update or a "
         "removal, in a window or a command): try again once it is done")
template("data.cancelled", "cancelled: nothing was changed")

# -- listings --------------------------------------------------------------------------------------
template("data.not-catpkg", "{url}: not a catpkg.json (a repositoryFiles list, each file with its fileUrl)")
template("data.not-data-index", "{url}: not a BattleScribe data index (dataIndex)")
template("data.not-bsi", "{url}: not a .bsi data index (a zip holding one index.xml)")
template("data.not-github-blob", "{url}: not a GitHub blob (base64 content)")
template("data.not-github-tree", "{url}: not a git tree")
template("data.tree-truncated", "{url}: the repository has too many files for GitHub to list them at once")
template("data.no-repository", "{repository}: no such repository on GitHub")
template("data.no-files", "{source}: no BattleScribe file (.gst, .cat, .gstz, .catz) in it")
template("data.file-skipped", "{file}: not a game system or catalogue at the top of the source, skipped")
template("data.failed", "{name}: {problem}; nothing was changed")
template("data.failed-offline", "{name}: {problem}; not updated, the copies kept are used")
template("data.not-checked-offline", "{name}: not checked, no network (the copies kept are used)")

# -- progress --------------------------------------------------------------------------------------
template("data.progress-listing", "{name}: listing the files...")
template("data.progress-downloading", "downloading {file}...")
template("data.progress-importing", "{name}: importing the cards...")
template("data.progress-done", "{name}: done")

# -- what an update did ------------------------------------------------------------------------------
template("data.added", "{name}: added from {location}")
plural_template("data.updated", "{name}: {count} file downloaded", "{name}: {count} files downloaded",
                count="count")
template("data.up-to-date", "{name}: up to date")
template("data.up-to-date-at", "{name}: up to date (revision {revision})")
plural_template("data.updates-available", "{name}: {count} file to update", "{name}: {count} files to update",
                count="count")
template("data.file-new", "{file}: new")
template("data.file-new-at", "{file}: new (revision {revision})")
template("data.file-changed", "{file}: changed")
template("data.file-revised", "{file}: revision {old} -> {new}")
template("data.file-removed", "{file}: no longer in the source")
template("data.file-repaired", "{file}: the copy kept is not the file recorded")
template("data.same-catalogue", "{file}: the same catalogue as {other}, read once")
template("data.copies-not-kept", "the cards are imported, but the files downloaded could not all be kept "
         "({problem}): the next update downloads them again")
plural_template("data.cards-brought", "{count} card imported", "{count} cards imported", count="count")
template("data.no-card-changed", "no card changed")
plural_template("data.cards-kept", "{count} card of another edition kept as it was",
                "{count} cards of another edition kept as they were", count="count")
template("data.removed", "{name} removed ({files}, {cards} taken out of the library)")
plural_template("data.file-count", "{count} file", "{count} files", count="count")
plural_template("data.card-count", "{count} card", "{count} cards", count="count")

# -- card by card ------------------------------------------------------------------------------------
template("data.card-changed", "{card}: {changes}")
template("data.points-changed", "{old} -> {new} AP")
template("data.value-changed", "{old} -> {new} {field}")
template("data.rank-changed", "{old} -> {new}")
template("data.now-character", "now a Character")
template("data.no-longer-character", "no longer a Character")
template("data.abilities-gained", "gains {abilities}")
template("data.abilities-lost", "loses {abilities}")
template("data.abilities-changed", "gains {gained}, loses {lost}")
template("data.abilities-reordered", "abilities reordered")
template("data.equipment-changed", "equipment changed")
template("data.renamed", "renamed from {old}")
template("data.details-changed", "other details changed")
plural_template("data.cards-added", "{count} card added", "{count} cards added", count="count")
plural_template("data.cards-added-named", "{count} card added: {cards}", "{count} cards added: {cards}",
                count="count")
plural_template("data.cards-removed", "{count} card removed", "{count} cards removed", count="count")
plural_template("data.cards-removed-named", "{count} card removed: {cards}", "{count} cards removed: {cards}",
                count="count")
