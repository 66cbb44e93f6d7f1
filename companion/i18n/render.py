"""The engine's messages in the reader's language: the edge where data becomes words.

:func:`render` takes anything a :class:`~companion.rules.message.Message` may carry and
returns text: a message through its id's template (companion.i18n.templates) and the
catalogue; a name as written; a number as the language writes it; an enum as the game term it
names (companion.i18n.vocabulary); a rule's :class:`~companion.rules.source.Source` as a
citation; a tuple as a list ("a, b and c").
"""

from __future__ import annotations

from enum import Enum
from fractions import Fraction

from companion.i18n import numbers
from companion.i18n.catalog import MissingTranslation, strict, tr, translation
from companion.i18n.language import ENGLISH, current_language, using_language
from companion.rules.message import Argument, Message, Odds, Share, Signed
from companion.rules.source import Source, Text


def render(value: Argument) -> str:
    """``value`` as the reader of the current language reads it."""
    if isinstance(value, Message):
        return _message(value)
    if isinstance(value, Enum):  # (before str: the engine's enums are str enums)
        from companion.i18n.vocabulary import label

        return label(value)
    if isinstance(value, str):
        return value
    if isinstance(value, bool):
        raise TypeError("a message argument is never a bool: say what it means with a message")
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Fraction):
        return str(value.numerator) if value.denominator == 1 else numbers.decimal(value)
    if isinstance(value, Source):
        return source_text(value)
    if isinstance(value, Odds):
        return numbers.odds(value.chance)
    if isinstance(value, Share):
        return numbers.share(value.value)
    if isinstance(value, Signed):
        return f"{value.value:+d}" if value.value else "0"
    if isinstance(value, tuple):
        return listing([render(item) for item in value])
    if value is None:
        return "?"
    raise TypeError(f"a message cannot carry {type(value).__name__}")


def english(value: Argument) -> str:
    """``value`` in English, whatever the current language: the words of JSON output, which
    keeps ids and keys English too."""
    with using_language(ENGLISH):
        return render(value)


def _message(message: Message) -> str:
    from companion.i18n.templates import template_of

    found = template_of(message.id)
    if found is None:
        if strict():
            raise MissingTranslation(f"no template for the message id {message.id!r}")
        return f"{message.id} {dict(message.args)}"
    catalogue = translation(current_language())
    if found.plural is None:
        text = catalogue.pgettext(message.id, found.text)
    else:
        count = message[found.count or "count"]
        if not isinstance(count, int):
            raise TypeError(f"{message.id}: the plural's count must be a whole number")
        text = catalogue.npgettext(message.id, found.text, found.plural, count)
    return text.format(**{name: render(value) for name, value in message.args})


def listing(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` (``a, b et c``)."""
    if len(items) <= 1:
        return "".join(items)
    return tr("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


BOOKLET_SECTION = "source.booklet"
"""The catalogue's context of the booklet's section titles (tools/translations.py extracts
every ``booklet("...")`` of the code into it)."""
ABILITIES_SECTION = "abilities, "
"""The booklet's abilities are cited as ``abilities, <name>`` (``abilities, Toxic / X``)."""


def source_text(source: Source) -> str:
    """A citation in the current language: "Booklet, combat resolution, step 3" / "Livret,
    résolution du combat, étape 3". A booklet section is titled in the reader's language (an
    ability by its French name where our texts give one); the French texts' sections keep their
    French titles."""
    if source.text is Text.BOOKLET:
        return tr("Booklet, {section}", section=booklet_section(source.section))
    if source.text is Text.TOURNAMENT:
        return tr("Tournament rules, {section}", section=source.section)
    if source.text is Text.HOUSE:
        return tr("House rule {number} ({section})", number=source.number, section=source.section)
    if source.text is Text.DATA:
        return tr("Card data ({section} edition)", section=source.section)
    return tr("Known beyond the rules texts, {section}", section=source.section)


def booklet_section(section: str) -> str:
    """A section of the English booklet titled in the current language: its title from the
    catalogue (context :data:`BOOKLET_SECTION`), an ability's through the vocabulary; a title
    the catalogue does not know (cited by a data file) as written."""
    language = current_language()
    if language == ENGLISH:
        return section
    if section.startswith(ABILITIES_SECTION):
        from companion.i18n.vocabulary import ability_name

        name, slash, value = section[len(ABILITIES_SECTION):].partition(" / ")
        return tr("abilities, {ability}", ability=ability_name(name, language) + (slash + value))
    try:
        return translation(language).pgettext(BOOKLET_SECTION, section)
    except MissingTranslation:
        return section
