"""The SQLite file of the library: what cannot be opened, and what was done about it
(companion.library.db, store, armies, games' and rounds' stores)."""

from companion.i18n.templates import template

# What is opened, named in "cannot open {what} {path}".
template("database.the-database", "the database")
template("database.the-library", "the library")

template("database.is-folder", "{path} is a folder, not a library file")
template("database.not-regular", "{path} is not a regular file (a pipe, a device or a socket), not a library file")
template("database.cannot-create-folder", "cannot create the folder {folder}: {error}")
template("database.unreadable", "the library file {path} cannot be read: {error}")
template("database.cannot-create", "cannot create the library {path}: {error}")
template("database.cannot-open", "cannot open {what} {path}: {error}")
template("database.unreadable-card", "the library {path} holds a card it cannot read (the file was changed by "
         "another program): restore a backup of it or import the cards again into a new library")
template("database.library-unusable", "the library {path} cannot be used: {error}")
template("database.busy", "the library {path} is in use by another program (a second companion, a backup or "
         "synchronisation tool): it was still held after {seconds} seconds. Nothing was changed; try again "
         "once that program is done with it.")
template("database.read-only", "the library {path} is damaged and open read-only: nothing can be changed "
         "until the file is repaired or replaced")
template("database.full", "the disk holding the library {path} is full: the change was not saved, and the "
         "library is as it was")
template("database.newer", "the library file {path} was made by a newer version of companion (schema "
         "{revision}; this version knows up to {head}). It was not opened and nothing was changed: update "
         "companion to use it.")
template("database.not-a-library", "{path} cannot be opened as a library: {reason}. Nothing could be read "
         "from it, and nothing was changed.")

# Why a file is not a database we can open ("... could not be used: {reason}").
template("database.not-sqlite", "it is not an SQLite database")
template("database.not-openable", "it cannot be opened ({error})")
template("database.damaged", "it is damaged ({error})")
template("database.damaged-text", "it is damaged (SQLite reads bytes that are not text in it)")
template("database.upgrade-failed", "it could not be upgraded to this version's schema ({error})")
template("database.other-tables", "it is another program's database (tables {tables})")
template("database.several-revisions", "it records several schema revisions ({revisions})")

# Warning: a damaged file, left as it is, opened read-only with what could be read (companion.library.salvage).
template("database.opened-read-only", "The library file {path} is damaged: {reason}. It was left as it is and "
         "opened read-only with what could still be read (cards: {cards}, army lists: {lists}, games: {games}); "
         "nothing can be changed until the file is repaired or replaced.")

# Another window of companion holds the database (companion.ui.single_instance).
template("database.window-not-answering", "the library {path} is open in another companion window, which does "
         "not answer: close that window, or wait until it answers, then start again")
