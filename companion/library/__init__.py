"""The card library: card packs, BattleScribe imports and the SQLite store, built on the rules.

``packs``, ``battlescribe``, ``card_columns`` and ``reader`` import no database library but
the standard library's sqlite3 (``reader`` reads a library for display); ``store`` (SQLAlchemy)
is imported by its callers when they write, or open a file that must be created or migrated.
"""
