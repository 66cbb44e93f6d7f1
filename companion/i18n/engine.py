"""The rules engine's words in the user's language, at the presentation edge.

The engine (companion/rules) speaks English: its :class:`~companion.rules.source.Source`
citations, :class:`~companion.rules.ruling.Ruling` texts and notes. These functions render
them for a reader; JSON output keeps the engine's English (ids and keys stay English).

A citation quotes the cited text's own section title, in that text's language: the booklet's
sections stay English ("Livret, movement phase, Charging"), the French texts' titles stay
French in English too ("Tournament rules, Tirer dans le tas").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from companion.i18n.catalog import tr, translate_built
from companion.rules.source import Source, Text

if TYPE_CHECKING:  # (the window's status bar needs ruleset_text, not these classes)
    from companion.rules.ruleset import Ruleset
    from companion.rules.ruling import Ruling


def source_text(source: Source | str) -> str:
    """A citation in the current language: "Booklet, ..." / "Livret, ...",
    "House rule 14 (Tir dans le tas)" / "Règle maison 14 (Tir dans le tas)".

    A citation already written as a string (an engine constant) is matched the same way.
    """
    if isinstance(source, str):
        return translate_built(source)
    if source.text is Text.BOOKLET:
        return tr("Booklet, {section}", section=source.section)
    if source.text is Text.TOURNAMENT:
        return tr("Tournament rules, {section}", section=source.section)
    if source.text is Text.HOUSE:
        return tr("House rule {number} ({section})", number=source.number, section=source.section)
    return tr("FACTS.md, {section}", section=source.section)


def sources_text(sources: Iterable[Source | str], separator: str = "; ") -> str:
    """Several citations, each once, in the order given."""
    return separator.join(dict.fromkeys(source_text(s) for s in sources))


def ruleset_text(ruleset: Ruleset) -> str:
    """"Tournament + house rules 14, 21" / "Tournoi + règles maison 14, 21"."""
    text = tr("Tournament") if ruleset.tournament else tr("Core (booklet)")
    if ruleset.house_rules:
        text += " + " + tr("house rules {numbers}",
                           numbers=", ".join(str(n) for n in sorted(ruleset.house_rules)))
    return text


def note_text(note: str) -> str:
    """A note the engine wrote in English ("Bravery: a 1 is no failure..."), translated."""
    return translate_built(note)


def ruling_text(ruling: Ruling) -> str:
    """A ruling as the app shows it: its text and its citation, in the current language."""
    return f"{note_text(ruling.text)} ({source_text(ruling.source)})"
