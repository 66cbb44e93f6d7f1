"""French and English throughout: one gettext catalogue a language, messages rendered at the edge.

The pure part (no Qt): the language choice (:mod:`.language`), the catalogue (:mod:`.catalog`:
``tr``, ``trn``, ``N_``), the engine's messages made words (:mod:`.render`, with the English
templates of :mod:`.templates`), numbers as each language writes them (:mod:`.numbers`) and the
game terms (:mod:`.vocabulary`). The Qt part (:mod:`companion.i18n.qt`, imported only by the
window) keeps the saved setting and tells the window when the language changes.
"""

from __future__ import annotations

from companion.i18n.catalog import N_, MissingTranslation, tr, trn, trp
from companion.i18n.language import (
    ENGLISH,
    FRENCH,
    LANGUAGE_NAMES,
    LANGUAGES,
    current_language,
    parse_language,
    set_language,
    using_language,
)
from companion.i18n.render import render
from companion.i18n import templates

__all__ = [
    "ENGLISH",
    "FRENCH",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "MissingTranslation",
    "N_",
    "current_language",
    "parse_language",
    "render",
    "set_language",
    "templates",
    "tr",
    "trn",
    "trp",
    "using_language",
]
