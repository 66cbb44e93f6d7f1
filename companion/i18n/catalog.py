"""The app's texts in the reader's language, through gettext: one catalogue a language.

Everything the app says goes through this module: the window's widgets, the command line, the
sheets, and the engine's messages (:mod:`companion.i18n.render`). The English text in the code
is the message id (gettext's usual way); ``resources/i18n/<language>.po`` holds its
translation, compiled into the ``.mo`` file read here by the standard library's ``gettext``.
Named placeholders are filled after the lookup, so a sentence keeps its word order in each
language::

    tr("Roll of {value} reaching {difficulty}", value=4, difficulty=7)
    trn("{count} figurine", "{count} figurines", count)

``make translations`` (tools/translations.py, Babel) extracts the texts, updates the ``.po``
files and compiles them. A text with no translation falls back to English at run time (a
player never sees an exception); with ``COMPANION_I18N_STRICT=1`` (the tests) it raises
:class:`MissingTranslation`.
"""

from __future__ import annotations

import gettext
import os
from functools import cache
from pathlib import Path

from companion.i18n.language import ENGLISH, current_language
from companion.resources import resource

CATALOG_DIR = resource("i18n")
STRICT_ENV = "COMPANION_I18N_STRICT"


class MissingTranslation(KeyError):
    """A text has no entry in a language's catalogue (raised only in strict mode)."""


def po_path(language: str) -> Path:
    """The translators' file of ``language``: ``resources/i18n/fr.po``."""
    return CATALOG_DIR / f"{language}.po"


def mo_path(language: str) -> Path:
    """The compiled catalogue the app reads: ``resources/i18n/fr.mo``."""
    return CATALOG_DIR / f"{language}.mo"


def strict() -> bool:
    """Whether a missing translation is an error (the tests) rather than English."""
    return os.environ.get(STRICT_ENV, "") not in ("", "0")


class _Untranslated(gettext.NullTranslations):
    """The fallback of a catalogue: reached only for a text it lacks."""

    def __init__(self, language: str) -> None:
        super().__init__()
        self.language = language

    def _missing(self, text: str, context: str | None = None) -> None:
        if strict():
            where = f" (context {context!r})" if context else ""
            raise MissingTranslation(f"no {self.language} translation for {text!r}{where}")

    def gettext(self, message: str) -> str:
        self._missing(message)
        return message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        self._missing(msgid1)
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context: str, message: str) -> str:
        self._missing(message, context)
        return message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        self._missing(msgid1, context)
        return msgid1 if n == 1 else msgid2


@cache
def translation(language: str) -> gettext.NullTranslations:
    """The catalogue of ``language``; English is the code's own text (no catalogue)."""
    if language == ENGLISH:
        return gettext.NullTranslations()
    path = mo_path(language)
    try:
        with path.open("rb") as file:
            found: gettext.NullTranslations = gettext.GNUTranslations(file)
    except FileNotFoundError:
        found = gettext.NullTranslations()
    found.add_fallback(_Untranslated(language))
    return found


def tr(text: str, /, **fields: object) -> str:
    """``text`` in the current language, its ``{name}`` placeholders filled from ``fields``."""
    translated = translation(current_language()).gettext(text)
    return translated.format(**fields) if fields else translated


def trn(singular: str, plural: str, count: int, /, **fields: object) -> str:
    """The singular or plural form for ``count`` in the current language; ``{count}`` and the
    other placeholders filled."""
    translated = translation(current_language()).ngettext(singular, plural, count)
    return translated.format(count=count, **fields)


def trp(context: str, text: str, /, **fields: object) -> str:
    """``text`` in ``context`` (one English word with two meanings), translated and filled."""
    translated = translation(current_language()).pgettext(context, text)
    return translated.format(**fields) if fields else translated


def N_(text: str) -> str:  # noqa: N802 (gettext's name for a text marked, translated later)
    """Mark ``text`` for the catalogue and return it as it is; translate it with :func:`tr`
    where it is shown."""
    return text


def data_text(text: str, language: str | None = None) -> str:
    """A text that comes from data (a wound table's title...): translated when the catalogue
    knows it, else kept as written (a user's own text is never an error)."""
    language = language or current_language()
    if language == ENGLISH:
        return text
    found = translation(language)
    try:
        return found.gettext(text)
    except MissingTranslation:
        return text
