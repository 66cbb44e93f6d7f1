"""PySide6 loaded for the window in the order that costs the start-up least (issue 2: the
window painted within 1.5x the start-up of a bare PySide6 window): companion.ui.app calls
:func:`load_pyside` before anything else.

PySide6 replaces ``__import__``. Once it is loaded, every ``import`` statement runs its hook (a
Python function), and the first statement naming a module reads that module's whole source,
looking for the word "PySide6": modules that use ``from __feature__ import ...`` get their own
Qt attribute names (PySide's table of modules: ``0``, uses PySide6 with no feature; ``-1``, does
not use it). So:

1. The window's modules that do not use Qt are imported before PySide6 (card_rows and snapshot
   bring companion.rules and companion.i18n; platformdirs names the snapshot's folder): their
   import statements then skip the hook.
2. Then the table is told up front what the scans would find: the modules loaded before
   PySide6 cannot use it (``-1``); the window's own modules use it without any feature (``0``;
   no module of ours imports ``__feature__``, tests/ui/test_preload.py keeps it so).

Together about 20 M instructions (the standard library's big modules, functools, threading,
locale..., and ours), 3% of a bare window's start-up. Nothing is changed if PySide6's
internals differ.
"""

from __future__ import annotations

import importlib
import os
import sys

BEFORE_PYSIDE = ("platformdirs", "companion.i18n.engine", "companion.rules.ruleset", "companion.ui.card_rows",
                 "companion.ui.snapshot")
"""The window's modules that do not use Qt (with what they import: companion.rules,
companion.i18n), imported before PySide6."""

WINDOW_PACKAGES = ("companion", "companion.ui", "companion.ui.widgets", "companion.i18n")
"""The packages of the modules the window imports once PySide6 is loaded."""


def load_pyside() -> None:
    """Import :data:`BEFORE_PYSIDE`, then PySide6 (QtCore, QtGui, QtWidgets), then record what
    PySide6's source scans would find. Once: later calls do nothing."""
    if "PySide6.QtWidgets" in sys.modules:
        return
    for name in BEFORE_PYSIDE:
        importlib.import_module(name)
    importlib.import_module("PySide6.QtWidgets")
    spare_the_source_scans()


def spare_the_source_scans() -> None:
    """Record in PySide6's table what its source scans would find (see the module's text)."""
    feature = sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    for name in list(sys.modules):
        if name.split(".")[0] not in ("PySide6", "shiboken6", "shibokensupport"):
            table.setdefault(name, -1)
    root = os.path.dirname(os.path.dirname(os.path.dirname(__file__)))
    for package in WINDOW_PACKAGES:
        folder = os.path.join(root, *package.split("."))
        for file in os.listdir(folder):
            if file.endswith(".py"):
                module = package if file == "__init__.py" else f"{package}.{file[:-3]}"
                table.setdefault(module, 0)

