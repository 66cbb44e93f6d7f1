"""The rules engine's citations, rulesets and rulings in the user's language.

JSON output keeps ids and keys in English; these functions make the words a reader sees. A
citation quotes the cited text's own section title, in that text's language: the booklet's
sections stay English ("Livret, movement phase, Charging"), the French texts' titles stay
French in English too ("Tournament rules, Tirer dans le tas").
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from companion.i18n.render import render
from companion.i18n.render import source_text as _source_text
from companion.rules.message import Message
from companion.rules.source import Source

if TYPE_CHECKING:
    from companion.rules.ruleset import Ruleset
    from companion.rules.ruling import Ruling


def source_text(source: Source) -> str:
    """A citation in the current language: "Booklet, ..." / "Livret, ...",
    "House rule 14 (Tir dans le tas)" / "Règle maison 14 (Tir dans le tas)"."""
    return _source_text(source)


def sources_text(sources: Iterable[Source], separator: str = "; ") -> str:
    """Several citations, each once, in the order given."""
    return separator.join(dict.fromkeys(source_text(s) for s in sources))


def ruleset_text(ruleset: Ruleset) -> str:
    """"Tournament + house rules 14, 21" / "Tournoi + règles maison 14, 21"."""
    return render(ruleset.message)


def note_text(note: Message | str) -> str:
    """A note of the engine in the current language (a text already in words: as it is)."""
    return render(note)


def ruling_text(ruling: Ruling) -> str:
    """A ruling as the app shows it: its text and its citation, in the current language."""
    return f"{note_text(ruling.text)} ({source_text(ruling.source)})"


def error_text(error: BaseException) -> str:
    """What an error tells the user, in the current language: a :class:`Message` it carries
    (``BadInput``, ``RulesError``), else its text as raised."""
    message = getattr(error, "message", None)
    if isinstance(message, (Message, str)):
        return render(message)
    return str(error)
