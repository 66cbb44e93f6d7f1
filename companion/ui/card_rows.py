"""The library table's rows: each card's display strings, its sort keys and its filter text.

No Qt here: plain Python lists, so that the item model's hot paths stay list operations (a
filter keystroke is one list comprehension over the folded names and details, a sort one
``sort`` over precomputed keys). Display strings are computed when a row is first painted;
what the filter and the sort need (each card's folded name, its details shared with the cards
alike, one key per card for the sorted column) is computed for all the cards at once.

A characteristic the player should fill from the card (``Card.missing()``) shows as ``?``;
one the card simply does not give (no AIM on a melee troop, no POW on a warrior) shows as ``–``.

Display strings are in the language in force when the row is computed: ranks and abilities by
companion.i18n.vocabulary (English where our texts give no French name), the tooltips through
the catalog; the item model drops its rows when the language changes. The filter finds a card
by its English and its French words alike (the details hold both).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from companion.i18n import ENGLISH, N_, current_language, tr
from companion.i18n import vocabulary as vocab
from companion.rules.card_terms import Rank
from companion.rules.peoples import PEOPLE_BY_ID

if TYPE_CHECKING:
    from companion.library.card_list import ListedCard
    from companion.rules.abilities import Ability

MISSING_TIP = N_("not known from a source, fill it from your card")
"""In English; :func:`missing_tip` in the current language."""
NONE_TIP = N_("none given: the card may not have it; fill it from your card if it does")
"""In English; :func:`none_tip` in the current language."""
MISSING_TEXT = "?"
NONE_TEXT = "–"

COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("name", N_("Name"), N_("the card's name")),
    ("people", N_("People"), N_("the people the card belongs to")),
    ("rank", N_("Rank"), N_("rank in the hierarchy")),
    ("ap", "AP", N_("army points")),
    ("movement", "MOV", N_("movement in cm (and flight)")),
    ("initiative", "INI", N_("initiative")),
    ("attack", "ATT", N_("attack")),
    ("strength", "STR", N_("strength")),
    ("defence", "DEF", N_("defence")),
    ("resilience", "RES", N_("resilience")),
    ("aim", "AIM", N_("aim")),
    ("courage", "COU/FEAR", N_("courage, or fear for a frightening figure")),
    ("discipline", "DIS", N_("discipline")),
    ("abilities", N_("Abilities"), N_("abilities as written on the card")),
    ("edition", N_("Edition"), N_("where the card's numbers come from: c2 the booklet's edition, c5 the fan C5 "
                                  "data, or a data source's name")),
)
"""(column key, header, header tooltip), in English: the characteristics' headers (AP to DIS)
are their short names as the cards print them, which the vocabulary translates; the others
and the tooltips are translated texts."""
COL_NAME = 0
COL_PEOPLE = 1
COL_RANK = 2
COL_AP = 3
COL_MOV = 4
COL_INI = 5
COL_ATT = 6
COL_STR = 7
COL_DEF = 8
COL_RES = 9
COL_AIM = 10
COL_COU = 11
COL_DIS = 12
COL_ABILITIES = 13
COL_EDITION = 14
COLUMN_COUNT = len(COLUMNS)
NUMERIC_COLUMNS = frozenset(range(COL_AP, COL_DIS + 1))
TEXT_COLUMNS = frozenset({COL_NAME, COL_PEOPLE, COL_ABILITIES, COL_EDITION})

_RANK_ORDER = {rank: index for index, rank in enumerate(Rank)}


_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")


def fold(text: str) -> str:
    """Lower case without accents: what the filter matches on ("Daïkinee" -> "daikinee")."""
    if text.isascii():
        return text.lower()
    return _COMBINING.sub("", unicodedata.normalize("NFKD", text)).casefold()


def missing_tip() -> str:
    """The tooltip of a value to fill from the card, in the current language."""
    return tr(MISSING_TIP)


def none_tip() -> str:
    """The tooltip of a value the card does not give, in the current language."""
    return tr(NONE_TIP)


def people_name(people_id: str) -> str:
    """The people's name for a people id (the vocabulary's: our texts give no French names
    for the peoples, so they keep the booklet's); the id itself for an unknown people."""
    known = PEOPLE_BY_ID.get(people_id)
    if known is None:
        return people_id
    return vocab.name(vocab.Kind.PEOPLE, people_id)


def rank_name(rank: Rank) -> str:
    """A rank in the current language ("Elite" / "Élite"; English where our texts give none)."""
    return vocab.label(rank)


def ability_text(ability: object) -> str:
    """An ability as written on the card, by its French name in French where our texts give
    one ("Bravery" / "Bravoure", "Leadership/10" kept)."""
    text = str(ability)
    if current_language() == ENGLISH:
        return text
    return vocab.ability_name(text)


def number_text(value: float | int) -> str:
    """10 -> "10", 12.5 -> "12.5"."""
    return f"{value:g}"


@dataclass(frozen=True, slots=True)
class CardRow:
    """One card as the table shows it (computed when the row is first painted).

    ``missing`` and ``absent`` are bit masks over the columns: a bit set in ``missing`` is a
    value to fill from the card (shown ``?``), in ``absent`` a value the card does not give
    (shown ``–``).
    """

    card_id: str
    display: tuple[str, ...]
    missing: int
    absent: int


def folded_names(cards: Sequence[ListedCard]) -> list[str]:
    """Each card's name as the filter matches it (folded): what a typed name finds first,
    and the key the name column sorts by."""
    return [fold(card.name) for card in cards]


def details(cards: Sequence[ListedCard]) -> list[str]:
    """What the filter searches in each card besides its name, folded lines: the people id and
    name, the rank (value, English and French labels), the abilities as written then their
    French names, the other names.

    Most cards share a people, a rank and a list of abilities: the cards alike share one
    text, folded once and kept once; a card with names in other languages has its own.
    """
    language = current_language()
    people_parts: dict[str, str] = {}
    rank_parts: dict[Rank | None, str] = {}
    ability_parts: dict[tuple[Ability, ...], str] = {}
    shared: dict[tuple[str, Rank | None, tuple[Ability, ...]], str] = {}
    result: list[str] = []
    append = result.append
    for card in cards:
        people, rank, held = card.people, card.rank, card.abilities
        text = shared.get((people, rank, held))
        if text is None:
            part = people_parts.get(people)
            if part is None:
                part = people_parts[people] = fold(
                    "\n".join((people, vocab.name(vocab.Kind.PEOPLE, people, language)
                               if people in PEOPLE_BY_ID else people)))
            parts = [part]
            found = rank_parts.get(rank)
            if found is None:
                found = rank_parts[rank] = _rank_part(rank) or ""
            if found:
                parts.append(found)
            found = ability_parts.get(held)
            if found is None:
                found = ability_parts[held] = _abilities_part(held) or ""
            if found:
                parts.append(found)
            text = shared[(people, rank, held)] = "\n".join(parts)
        if card.other_names:
            text = text + "\n" + fold("\n".join(card.other_names))
        append(text)
    return result


def _rank_part(rank: Rank | None) -> str | None:
    if rank is None:
        return None
    return fold("\n".join((rank.value, vocab.label(rank, "en"), vocab.label(rank, "fr"))))


def _abilities_part(held: Sequence[Ability]) -> str | None:
    if not held:
        return None
    parts = [str(a) for a in held]
    for ability in held:  # found by its French name too, as a French window shows it
        canonical = ability.canonical
        if canonical is not None:
            french = vocab.term(vocab.Kind.ABILITY, canonical).french
            if french is not None:
                parts.append(french)
    return fold("\n".join(parts))


_NUMERIC_FIELDS = {COL_AP: "ap", COL_INI: "initiative", COL_ATT: "attack", COL_STR: "strength",
                   COL_DEF: "defence", COL_RES: "resilience", COL_AIM: "aim",
                   COL_DIS: "discipline"}


def sort_keys(cards: Sequence[ListedCard], column: int) -> list[str | float | None]:
    """One sort key per card for ``column`` (None: no value): for the name, its
    :func:`folded_names`."""
    if column == COL_NAME:
        return list[str | float | None](folded_names(cards))
    if column == COL_PEOPLE:
        names = {p: fold(people_name(p)) for p in {c.people for c in cards}}
        return [names[c.people] for c in cards]
    if column == COL_RANK:
        return [None if c.rank is None else float(_RANK_ORDER[c.rank]) for c in cards]
    if column == COL_MOV:
        return [c.movement if c.movement is not None else c.flight for c in cards]
    if column == COL_COU:
        return [c.fear if c.fear is not None else c.courage for c in cards]
    if column == COL_EDITION:
        return [c.edition for c in cards]
    if column == COL_ABILITIES:
        joined = [", ".join(str(a) for a in c.abilities) for c in cards]
        return [fold(text) if text else None for text in joined]
    field = _NUMERIC_FIELDS[column]
    return [getattr(c, field) for c in cards]


class _Words:
    """The words of one language a row needs, each looked up once (the vocabulary's)."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.peoples: dict[str, str] = {}
        self.ranks = {rank: vocab.label(rank, language) for rank in Rank}
        self.abilities: dict[Any, str] = {}
        self.fly = vocab.short("flight", language).lower()  # "fly": no French name in our texts
        self.fear = vocab.name(vocab.Kind.CHARACTERISTIC, "fear", language).lower()  # fear / peur

    def people(self, people_id: str) -> str:
        try:
            return self.peoples[people_id]
        except KeyError:
            name = people_id
            if people_id in PEOPLE_BY_ID:
                name = vocab.name(vocab.Kind.PEOPLE, people_id, self.language)
            self.peoples[people_id] = name
            return name

    def abilities_text(self, held: tuple[Any, ...]) -> str:
        try:
            return self.abilities[held]
        except KeyError:
            if self.language == ENGLISH:
                text = ", ".join(str(a) for a in held)
            else:
                text = ", ".join(vocab.ability_name(str(a), self.language) for a in held)
            self.abilities[held] = text
            return text


_WORDS: dict[str, _Words] = {}

# (column, Card field) of the plain numeric columns, in display order after MOV
_PLAIN = ((COL_INI, "initiative"), (COL_ATT, "attack"), (COL_STR, "strength"),
          (COL_DEF, "defence"), (COL_RES, "resilience"), (COL_AIM, "aim"))


def card_row(card: ListedCard, language: str | None = None) -> CardRow:
    """The row of one card, in ``language`` (default: the language in force)."""
    language = language or current_language()
    words = _WORDS.get(language)
    if words is None:
        words = _WORDS[language] = _Words(language)
    wanted = card.missing()
    missing = absent = 0
    rank = card.rank
    if rank is not None:
        rank_text = words.ranks[rank]
    elif "rank" in wanted:
        rank_text, missing = MISSING_TEXT, 1 << COL_RANK
    else:
        rank_text, absent = NONE_TEXT, 1 << COL_RANK
    display = [card.name, words.people(card.people), rank_text]
    append = display.append
    value = card.ap
    if value is not None:
        append(f"{value:g}")
    elif "ap" in wanted:
        append(MISSING_TEXT)
        missing |= 1 << COL_AP
    else:
        append(NONE_TEXT)
        absent |= 1 << COL_AP
    movement, flight = card.movement, card.flight
    if flight is not None:
        append(f"{movement:g}, {words.fly} {flight:g}" if movement is not None
               else f"{words.fly} {flight:g}")
    elif movement is not None:
        append(f"{movement:g}")
    elif "movement" in wanted:
        append(MISSING_TEXT)
        missing |= 1 << COL_MOV
    else:
        append(NONE_TEXT)
        absent |= 1 << COL_MOV
    for column, field in _PLAIN:
        value = getattr(card, field)
        if value is not None:
            append(f"{value:g}")
        elif field in wanted:
            append(MISSING_TEXT)
            missing |= 1 << column
        else:
            append(NONE_TEXT)
            absent |= 1 << column
    if card.fear is not None:
        append(f"{words.fear} {card.fear}")
    elif card.courage is not None:
        append(f"{card.courage:g}")
    elif "courage" in wanted:
        append(MISSING_TEXT)
        missing |= 1 << COL_COU
    else:
        append(NONE_TEXT)
        absent |= 1 << COL_COU
    value = card.discipline
    if value is not None:
        append(f"{value:g}")
    elif "discipline" in wanted:
        append(MISSING_TEXT)
        missing |= 1 << COL_DIS
    else:
        append(NONE_TEXT)
        absent |= 1 << COL_DIS
    append(words.abilities_text(card.abilities) if card.abilities else "")
    append(card.edition)
    return CardRow(card.id, tuple(display), missing, absent)


def matching(names: Sequence[str], details: Sequence[str], order: Sequence[int], needle: str,
             peoples: Sequence[str], people: str | None) -> list[int]:
    """The rows of ``order`` whose folded name or details (:func:`folded_names`,
    :func:`details`) hold every word of ``needle`` (and of ``people``).

    Plain list comprehensions, the filter's hot path: one pass per word (the longest, the
    most selective, first) over the rows the previous words left.
    """
    words = sorted(set(fold(needle).split()), key=len, reverse=True)
    if people is not None:
        order = [i for i in order if peoples[i] == people]
    if not words:
        return list(order)
    first = words[0]
    rows = [i for i in order if first in names[i] or first in details[i]]
    for word in words[1:]:
        rows = [i for i in rows if word in names[i] or word in details[i]]
    return rows


def ranked(names: Sequence[str], rows: list[int], needle: str) -> list[int]:
    """``rows`` with the cards named ``needle`` first, then those whose name starts with it,
    then the others, each group in the order given ("Clone of Dirz" before "Fury of the clone
    of Dirz"); ``names``: the folded names."""
    phrase = " ".join(fold(needle).split())
    if not phrase:
        return rows
    prefix = [i for i in rows if names[i].startswith(phrase)]
    if not prefix:
        return rows
    exact = [i for i in prefix if names[i] == phrase]
    first = set(prefix)
    if exact:
        starts = set(exact)
        prefix = exact + [i for i in prefix if i not in starts]
    return prefix + [i for i in rows if i not in first]


def narrows(old: str, new: str) -> bool:
    """Whether every row matching needle ``new`` also matches needle ``old``: each (folded)
    word of ``old`` is part of a word of ``new`` ("war" -> "warr", "war" -> "kni warrior").
    Then filtering the rows ``old`` left gives what filtering every row would give: a
    keystroke that adds a letter only looks at the rows still shown."""
    new_words = fold(new).split()
    return all(any(word in longer for longer in new_words) for word in fold(old).split())


def sort_order(keys: Sequence[str | float | None], descending: bool) -> list[int]:
    """Row indices sorted by their keys; rows without a value come last either way.

    Ties keep the rows' order (the library's: people, then name).
    """
    known = [i for i, key in enumerate(keys) if key is not None]
    known.sort(key=cast("Callable[[int], str | float]", keys.__getitem__), reverse=descending)
    return known + [i for i, key in enumerate(keys) if key is None]
