"""French and English throughout (issue 8).

The pure part (no Qt): the language choice (:mod:`.language`), the catalogs of texts shown
outside Qt widgets (:mod:`.catalog`: ``tr``), the rules vocabulary in both languages from our
texts (:mod:`.vocabulary`) and the engine's citations and rulings in the user's language
(:mod:`.engine`). The Qt part (:mod:`companion.i18n.qt`, imported only by the window) loads
the compiled ``.qm`` translations and tells the window when the language changes.
"""

from __future__ import annotations

from companion.i18n.catalog import MissingTranslation, lookup, tr, translate_built
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

__all__ = [
    "ENGLISH",
    "FRENCH",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "MissingTranslation",
    "current_language",
    "lookup",
    "parse_language",
    "set_language",
    "tr",
    "translate_built",
    "using_language",
]
