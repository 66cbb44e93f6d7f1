"""The engine's English sentences translated by matching them against the old JSON catalogues.

Being replaced by messages as data (companion.rules.message, companion.i18n.render): kept only
while parts of the engine still write English sentences.

Translations of the text shown outside Qt widgets: rules answers, sheets, the CLI.

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
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from companion.i18n.language import ENGLISH, current_language
from companion.resources import resource

CATALOG_DIR = resource("i18n")
STRICT_ENV = "COMPANION_I18N_STRICT"


class MissingTranslation(KeyError):
    """A text has no entry in a language's catalog (raised only in strict mode)."""


def catalog_path(language: str) -> Path:
    return CATALOG_DIR / f"{language}.json"


def catalog_paths(language: str) -> list[Path]:
    """``fr.json`` and the areas' ``fr.<area>.json`` (e.g. ``fr.game.json``), sorted."""
    main = catalog_path(language)
    areas = sorted(CATALOG_DIR.glob(f"{language}.*.json"))
    return ([main] if main.exists() else []) + areas


@cache
def catalog(language: str) -> dict[str, str]:
    """The catalog of ``language`` (English text -> translation); English has none.

    A text translated in two files must be translated the same way (ValueError otherwise)."""
    if language == ENGLISH:
        return {}
    merged: dict[str, str] = {}
    for path in catalog_paths(language):
        data = json.loads(path.read_text(encoding="utf-8"))
        messages = data.get("messages", {})
        if not isinstance(messages, dict):
            raise ValueError(f"{path}: 'messages' must be an object of English text -> translation")
        for key, value in messages.items():
            if merged.get(str(key), str(value)) != str(value):
                raise ValueError(f"{path}: {key!r} is translated differently in another file")
            merged[str(key)] = str(value)
    return merged


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






# -- texts the rules engine builds (notes, rulings) -------------------------------------------
_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


_NUMBER = r"[-+−]?\d+(?:[.,]\d+)?"
_NUMERIC_WORDS = frozenset({
    "index", "difficulty", "total", "count", "points", "ap", "allowance", "overage", "gap",
    "n", "step", "lengths", "threshold", "limit", "degree", "penalty", "cost", "extra", "x",
    "many", "left", "deaths", "allowed", "mine", "courage", "fear", "discipline", "number",
    "chance", "opponents", "strength", "resilience", "modifier",
})


# Placeholders that only ever hold one of a few engine words (companion.rules.exchange and
# dice): matching them as such keeps "Paladin fails to parry X's Attack" from splitting
# after "fails".
_CLOSED: dict[str, tuple[str, ...]] = {
    "verb": ("hits", "misses", "parries", "fails to parry", "Counter-Attacks",
             "fails to Counter-Attack"),
    "verdict": ("success", "failure"),
}


def _capture(name: str) -> str:
    if name in _CLOSED:
        return "|".join(re.escape(w) for w in sorted(_CLOSED[name], key=len, reverse=True))
    return _NUMBER if _numeric(name) else ".*?"


def _numeric(name: str) -> bool:
    """Whether a template's placeholder holds a number, from its name (``index_1``,
    ``vh_total_ap``, ``difficulty``): it then matches only a number, so that
    "{a}'s Attack {index_1} at {difficulty} {verb}: ..." cannot swallow a longer text."""
    return any(token.isdigit() or token in _NUMERIC_WORDS for token in name.split("_"))


@dataclass(frozen=True)
class _Template:
    """A catalog entry with placeholders; its regular expression is compiled when a text
    first contains all its literal pieces (most templates never need compiling)."""

    key: str
    translation: str
    literal: int
    pieces: tuple[str, ...]

    def match(self, text: str) -> re.Match[str] | None:
        if not all(piece in text for piece in self.pieces):
            return None
        return _compiled(self.key).match(text)


@cache
def _compiled(key: str) -> re.Pattern[str]:
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
            pieces.append(f"(?P<{part}>{_capture(part)})")
    return re.compile("^" + "".join(pieces) + "$", re.DOTALL)


@cache
def _patterns(language: str) -> tuple[_Template, ...]:
    """The catalog's entries with placeholders, the most specific (longest literal) first."""
    found = [
        _Template(key, value, len(_FIELD.sub("", key)),
                  tuple(p for i, p in enumerate(_FIELD.split(key)) if i % 2 == 0 and p))
        for key, value in catalog(language).items() if "{" in key
    ]
    found.sort(key=lambda template: -template.literal)
    return tuple(found)


def translate_built(text: str, language: str | None = None, *, strict: bool | None = None) -> str:
    """A text the engine built in English (a note, a ruling), in ``language``.

    Exact entries first; then the catalog's templates (``"Stunned: {n} this round"``) are
    matched against the text, the most specific first. Each captured value is translated in
    turn (a term such as a wound level or a size, a short word of the catalog, or a phrase
    that is itself a template: "{text}: {outcome}" around a die roll's explanation) before
    filling the French template.
    """
    language = language or current_language()
    if language == ENGLISH:
        return text
    found = _translate(text, language, depth=0)
    if found is not None:
        return found
    if _strict() if strict is None else strict:
        raise MissingTranslation(f"no {language} translation for the engine's {text!r}")
    return text


_MAX_DEPTH = 6
_NESTED_LITERAL = 6


def _translate(text: str, language: str, depth: int) -> str | None:
    found = _best(text, language, depth)
    return None if found is None else found[0]


@lru_cache(maxsize=4096)
def _best(text: str, language: str, depth: int) -> tuple[str, int] | None:
    """The best translation of ``text`` and how much of it the catalog explained.

    Every template that matches is tried; the one that explains the most characters wins
    (its literal text plus the captured values it could translate): "{a} of {b}" may match a
    long sentence, but "{text}: {explain}" around two known phrases explains far more.
    """
    exact = catalog(language).get(text)
    if exact is not None:
        return exact, len(text)
    if depth >= _MAX_DEPTH:
        return None
    best: tuple[str, int] | None = None
    for template in _patterns(language):
        if depth and template.literal < _NESTED_LITERAL:
            break  # inside a text, only specific templates ("{a} then {b}", not "{a} of {b}")
        if best is not None and best[1] >= len(text):
            break
        match = template.match(text)
        if not match:
            continue
        values: dict[str, str] = {}
        score = template.literal
        for key, value in match.groupdict().items():
            values[key], explained = _piece(value, language, depth)
            score += explained
        if best is None or score > best[1]:
            best = (template.translation.format(**values), score)
    return best


def _piece(value: str, language: str, depth: int) -> tuple[str, int]:
    """A captured value translated, and how many of its characters were explained: a term,
    a catalog entry or a nested template; else as it is (a number counts as explained, a
    name the player typed does not)."""
    from companion.i18n.vocabulary import translate_term

    term = translate_term(value, language)
    if term != value:
        return term, len(value)
    if any(c.isalpha() for c in value):
        nested = _best(value, language, depth + 1)
        if nested is not None:
            return nested
    return value, sum(c.isdigit() for c in value)
