"""Translations of the text shown outside Qt widgets: rules answers, sheets, the CLI.

Catalogs are data: ``resources/i18n/<language>.json`` maps each English text (the key, as
the code writes it) to its translation. Named placeholders (``{value}``) are filled after
the lookup, so a sentence keeps its word order in each language::

    tr("Roll of {value} reaching {difficulty}", value=4, difficulty=7)

English needs no catalog: the key is the English text. A text with no French entry falls
back to English at run time (a player never sees an exception), but with
``COMPANION_I18N_STRICT=1`` (the tests) it raises :class:`MissingTranslation`; the tests also
scan the code for every ``tr("...")`` and check the French catalog has it.
"""

from __future__ import annotations

import json
import os
import re
import string
from functools import cache
from pathlib import Path

from companion.i18n.language import ENGLISH, current_language

CATALOG_DIR = Path(__file__).resolve().parent.parent.parent / "resources" / "i18n"
STRICT_ENV = "COMPANION_I18N_STRICT"


class MissingTranslation(KeyError):
    """A text has no entry in a language's catalog (raised only in strict mode)."""


def catalog_path(language: str) -> Path:
    return CATALOG_DIR / f"{language}.json"


@cache
def catalog(language: str) -> dict[str, str]:
    """The catalog of ``language`` (English text -> translation); English has none."""
    if language == ENGLISH:
        return {}
    path = catalog_path(language)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    messages = data.get("messages", {})
    if not isinstance(messages, dict):
        raise ValueError(f"{path}: 'messages' must be an object of English text -> translation")
    return {str(k): str(v) for k, v in messages.items()}


def placeholders(text: str) -> set[str]:
    """The named placeholders of a text: ``"{a} and {b}"`` -> ``{"a", "b"}``."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _strict() -> bool:
    return os.environ.get(STRICT_ENV, "") not in ("", "0")


def lookup(text: str, language: str | None = None) -> str:
    """``text`` in ``language`` (default: the current one), placeholders left unfilled."""
    language = language or current_language()
    if language == ENGLISH:
        return text
    found = catalog(language).get(text)
    if found is None:
        if _strict():
            raise MissingTranslation(f"no {language} translation for {text!r}")
        return text
    return found


def data_text(text: str, language: str | None = None) -> str:
    """A text that comes from data (a wound table's title...): translated when the catalog
    knows it, else kept as written (a user's own text is never an error)."""
    language = language or current_language()
    return catalog(language).get(text, text) if language != ENGLISH else text


def tr(text: str, /, **fields: object) -> str:
    """``text`` in the current language, its ``{name}`` placeholders filled from ``fields``."""
    translated = lookup(text)
    return translated.format(**fields) if fields else translated


# -- texts the rules engine builds (notes, rulings) -------------------------------------------
_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


@cache
def _patterns(language: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The catalog's entries with placeholders, as regular expressions over the English."""
    found: list[tuple[int, re.Pattern[str], str]] = []
    for key, value in catalog(language).items():
        if "{" not in key:
            continue
        parts = _FIELD.split(key)
        seen: set[str] = set()
        pieces: list[str] = []
        for i, part in enumerate(parts):
            if i % 2 == 0:
                pieces.append(re.escape(part))
            elif part in seen:  # a field written twice matches the same text twice
                pieces.append(f"(?P={part})")
            else:
                seen.add(part)
                pieces.append(f"(?P<{part}>.*?)")
        regex = "".join(pieces)
        found.append((len(_FIELD.sub("", key)), re.compile(f"^{regex}$", re.DOTALL), value))
    # Longest literal text first: the most specific template wins.
    found.sort(key=lambda item: -item[0])
    return tuple((pattern, value) for _, pattern, value in found)


def translate_built(text: str, language: str | None = None, *, strict: bool | None = None) -> str:
    """A text the engine built in English (a note, a ruling), in ``language``.

    Exact entries first; then the catalog's templates (``"Stunned: {n} this round"``) are
    matched against the text and the captured values are translated as terms (a wound level,
    a size...) before filling the French template.
    """
    from companion.i18n.vocabulary import translate_term

    language = language or current_language()
    if language == ENGLISH:
        return text
    exact = catalog(language).get(text)
    if exact is not None:
        return exact
    for pattern, translation in _patterns(language):
        match = pattern.match(text)
        if match:
            values = {k: translate_term(v, language) for k, v in match.groupdict().items()}
            return translation.format(**values)
    if _strict() if strict is None else strict:
        raise MissingTranslation(f"no {language} translation for the engine's {text!r}")
    return text
