"""The SQLite file of the library: what cannot be opened, and what was done about it
(companion.library.db, store, armies, games' and rounds' stores)."""

from companion.i18n.templates import template

# What is opened, named in "cannot open {what} {path}".
template("database.the-database", "the database")
template("database.the-library", "the library")

template("database.is-folder", "{path} is a folder, not a library file")
template("database.cannot-move-aside", "{path} cannot be used and cannot be moved aside: {error}")
template("database.cannot-create-folder", "cannot create the folder {folder}: {error}")
template("database.unreadable", "the library file {path} cannot be read: {error}")
template("database.cannot-create", "cannot create the library {path}: {error}")
template("database.cannot-open", "cannot open {what} {path}: {error}")
template("database.library-unusable", "the library {path} cannot be used: {error}")

# Why a file is not a database we can open ("... could not be used: {reason}").
template("database.not-sqlite", "it is not an SQLite database")
template("database.not-openable", "it cannot be opened ({error})")
template("database.damaged", "it is damaged ({error})")
template("database.several-revisions", "it records several schema revisions ({revisions})")

# Warnings: the file was kept aside and a new library started.
template("database.set-aside", "The library file {path} could not be used: {reason}. It was kept as {kept}; "
         "a new, empty library was started.")
template("database.newer", "The library file {path} was made by a newer version of companion (schema "
         "{revision}). It was kept as {kept}; a new library was started. Update companion to use it.")
template("database.upgrade-failed", "The library file {path} could not be upgraded ({error}). It was kept as "
         "{kept}; a new, empty library was started.")
