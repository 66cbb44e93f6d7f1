"""The card library: card packs, BattleScribe imports and the SQLite store (DESIGN.md layers).

``packs`` and ``battlescribe`` import no database library; ``store`` (sqlmodel) is imported
lazily by its callers, so that start-up stays fast.
"""
