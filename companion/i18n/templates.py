"""The English text of every engine message, by id: the catalogue's source for their
translations.

The engine (companion/rules) returns :class:`~companion.rules.message.Message` objects, an id
and arguments. Each id's English template is declared once, in the module of
``companion/i18n/messages/`` for its area::

    template("wound.worsened", "{figure}'s wound worsens to {level}")
    plural_template("army.figures-missing", "{count} figurine is missing",
                    "{count} figurines are missing", count="count")

The id is the template's gettext context (``msgctxt``): translators see it beside the English,
and two ids with the same English stay two entries.
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from functools import cache


@dataclass(frozen=True, slots=True)
class Template:
    """The English text of one message id (``plural`` and ``count`` for a plural form)."""

    id: str
    text: str
    plural: str | None = None
    count: str | None = None
    """The argument whose value chooses the plural form."""


_DECLARED: dict[str, Template] = {}


def template(message_id: str, text: str) -> None:
    """Declare the English ``text`` of ``message_id`` (its ``{name}`` placeholders are the
    message's arguments)."""
    _declare(Template(message_id, text))


def plural_template(message_id: str, singular: str, plural: str, *, count: str) -> None:
    """Declare a message whose English (and translation) depends on the number ``count``."""
    _declare(Template(message_id, singular, plural, count))


def _declare(found: Template) -> None:
    if found.id in _DECLARED and _DECLARED[found.id] != found:
        raise ValueError(f"message id {found.id!r} is declared twice")
    _DECLARED[found.id] = found


@cache
def templates() -> dict[str, Template]:
    """Every declared template by id (the modules of companion.i18n.messages, loaded once)."""
    import companion.i18n.messages as package

    for info in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{package.__name__}.{info.name}")
    return dict(_DECLARED)


@cache
def _areas() -> frozenset[str]:
    """The modules of companion.i18n.messages, by name."""
    import companion.i18n.messages as package

    return frozenset(info.name for info in pkgutil.iter_modules(package.__path__))


def template_of(message_id: str) -> Template | None:
    """The template of one message id, or None: looked for in the module of the id's area
    first (``ruleset.core`` in companion.i18n.messages.ruleset), then among every template."""
    found = _DECLARED.get(message_id)
    if found is None:
        area = message_id.partition(".")[0].replace("-", "_")
        if area in _areas():
            importlib.import_module(f"companion.i18n.messages.{area}")
            found = _DECLARED.get(message_id)
    return found if found is not None else templates().get(message_id)
