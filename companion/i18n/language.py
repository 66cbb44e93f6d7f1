"""Which language the app speaks: French or English.

The choice, first that applies:
1. the language the user picked in this session (:func:`set_language`);
2. ``COMPANION_LANG=fr|en`` in the environment;
3. the saved setting (QSettings key ``language``), read by the Qt part
   (:mod:`companion.i18n.qt` registers the reader when the window starts);
4. the system locale: ``fr*`` gives French, anything else English.

Pure Python: no Qt import here, so the CLI and the sheets use it without a window.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

ENGLISH = "en"
FRENCH = "fr"
LANGUAGES: tuple[str, ...] = (ENGLISH, FRENCH)
"""The languages the app speaks, English first (the texts' reference language)."""

LANGUAGE_NAMES: dict[str, str] = {ENGLISH: "English", FRENCH: "Français"}
"""Each language's name in itself, as a language menu shows it."""

ENV_VAR = "COMPANION_LANG"

_chosen: str | None = None
_setting_reader: Callable[[], str | None] | None = None
_rendering: ContextVar[str | None] = ContextVar("companion_rendering_language", default=None)


def normalise(code: str | None) -> str | None:
    """``fr``, ``fr_FR.UTF-8``, ``FR`` -> ``fr``; ``en_GB`` -> ``en``; anything else -> None."""
    if not code:
        return None
    head = code.strip().replace("-", "_").split("_")[0].split(".")[0].casefold()
    return head if head in LANGUAGES else None


def parse_language(code: str) -> str:
    """A language code the user typed (``--lang fr``, ``fr_FR``), checked.

    ValueError names the choices.
    """
    language = normalise(code)
    if language is None:
        raise ValueError(f"unknown language {code!r}: use one of {', '.join(LANGUAGES)}")
    return language


def system_language() -> str:
    """The system locale's language: French for ``fr*``, else English."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            return FRENCH if value.strip().casefold().startswith("fr") else ENGLISH
    import locale  # (only when the environment does not say)

    try:
        code = locale.getlocale()[0]
    except ValueError:
        code = None
    return FRENCH if code and code.casefold().startswith("fr") else ENGLISH


def register_setting_reader(reader: Callable[[], str | None] | None) -> None:
    """Let the Qt part supply the saved setting (None unregisters it)."""
    global _setting_reader
    _setting_reader = reader


def current_language() -> str:
    """The language in force: see the module docstring for the order of the choice.

    Inside :func:`using_language` (a sheet being rendered in a given language), that language.
    """
    rendering = _rendering.get()
    if rendering is not None:
        return rendering
    if _chosen is not None:
        return _chosen
    from_env = normalise(os.environ.get(ENV_VAR))
    if from_env is not None:
        return from_env
    if _setting_reader is not None:
        saved = normalise(_setting_reader())
        if saved is not None:
            return saved
    return system_language()


def set_language(code: str | None) -> str:
    """Choose the language for this session (None forgets the choice); returns the language.

    The window calls :func:`companion.i18n.qt.switch_language`, which also saves the setting
    and reloads the translators; this function alone is enough outside Qt.
    """
    global _chosen
    _chosen = None if code is None else parse_language(code)
    return current_language()


@contextmanager
def using_language(code: str | None) -> Iterator[str]:
    """Within the block, :func:`current_language` (and so ``tr``) answers ``code``.

    None keeps the language in force. Used by the sheets and the CLI so that one rendering in
    French does not change the session's language (thread- and context-local).
    """
    language = current_language() if code is None else parse_language(code)
    token = _rendering.set(language)
    try:
        yield language
    finally:
        _rendering.reset(token)
