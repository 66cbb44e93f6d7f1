"""The rules of CONFRONTATION as pure Python (stdlib only).

Nothing in this package imports Qt, sqlmodel or reportlab (tests/test_layers.py keeps it so).
Every function that applies a rule names its source with a :class:`~companion.rules.source.Source`.
"""
