"""The library table's rows, computed once per card: display strings, sort keys, a haystack.

Pure Python (no Qt), so the hot paths stay plain list operations: the item model's ``data()``
is a list lookup, a filter keystroke is one list comprehension over the haystacks, and a sort
is one ``sorted`` over precomputed keys (DESIGN.md, "Costs seen here": a naive Python proxy
model costs ~140 ms a keystroke on 5,000 rows).

Display strings are computed when a row is first painted; what the filter and the sort need
(a folded haystack per card, one key per card for the sorted column) is computed for all rows
at once, from Card objects or from the card-pack dicts of a start-up snapshot.

A characteristic the player should fill from the card (``Card.missing()``) shows as ``?``;
one the card simply does not give (no AIM on a melee troop, no POW on a warrior) shows as ``–``.

Display strings are in the language in force when the row is computed (issue 8): ranks and
abilities by companion.i18n.vocabulary (English where our texts give no French name), the
tooltips through the catalog; the item model drops its rows when the language changes. The
filter finds a card by its English and its French words alike (the haystack holds both).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Union

from companion.i18n import ENGLISH, current_language, tr
from companion.i18n import vocabulary as vocab
from companion.rules.card import Card, Rank
from companion.rules.peoples import PEOPLE_BY_ID

MISSING_TIP = "not known from a source, fill it from your card"
"""In English; :func:`missing_tip` in the current language."""
NONE_TIP = "none given: the card may not have it; fill it from your card if it does"
"""In English; :func:`none_tip` in the current language."""
MISSING_TEXT = "?"
NONE_TEXT = "–"

# (column key, header, header tooltip)
COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("name", "Name", "the card's name"),
    ("people", "People", "the people the card belongs to"),
    ("rank", "Rank", "rank in the hierarchy"),
    ("ap", "AP", "army points"),
    ("movement", "MOV", "movement in cm (and flight)"),
    ("initiative", "INI", "initiative"),
    ("attack", "ATT", "attack"),
    ("strength", "STR", "strength"),
    ("defence", "DEF", "defence"),
    ("resilience", "RES", "resilience"),
    ("aim", "AIM", "aim"),
    ("courage", "COU/FEAR", "courage, or fear for a frightening figure"),
    ("discipline", "DIS", "discipline"),
    ("abilities", "Abilities", "abilities as written on the card"),
)
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
COLUMN_COUNT = len(COLUMNS)
NUMERIC_COLUMNS = frozenset(range(COL_AP, COL_DIS + 1))
TEXT_COLUMNS = frozenset({COL_NAME, COL_PEOPLE, COL_ABILITIES})

_RANK_ORDER = {rank.value: index for index, rank in enumerate(Rank)}

ROWS_FORMAT = 3
"""Bumped whenever the haystack or the snapshot layout changes, so that snapshots are rebuilt."""


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


Record = Union[Card, Mapping[str, Any]]
"""A card, or the same card as a card-pack dict (FORMATS.md keys: the Card's field names)."""


def _get(record: Record, field: str) -> Any:
    if isinstance(record, Mapping):
        return record.get(field)
    return getattr(record, field)


def haystack(card: Card) -> str:
    """What the filter searches in a card: name, people, rank, abilities, other names."""
    rank = card.rank
    parts = [card.name, card.people, people_name(card.people)]
    if rank is not None:
        parts += [rank.value, rank.label, vocab.label(rank, "fr")]
    parts += [str(a) for a in card.abilities]
    for ability in card.abilities:  # found by its French name too, as a French window shows it
        canonical = ability.canonical
        if canonical is not None:
            french = vocab.term(vocab.Kind.ABILITY, canonical).french
            if french is not None:
                parts.append(french)
    parts += card.names.values()
    return fold("\n".join(parts))


_NUMERIC_FIELDS = {COL_AP: "ap", COL_INI: "initiative", COL_ATT: "attack", COL_STR: "strength",
                   COL_DEF: "defence", COL_RES: "resilience", COL_AIM: "aim",
                   COL_DIS: "discipline"}


def sort_keys(records: Sequence[Record], column: int) -> list[str | float | None]:
    """One sort key per record for ``column`` (None: no value); cards or card-pack dicts."""
    if column == COL_NAME:
        return [fold(_get(r, "name")) for r in records]
    if column == COL_PEOPLE:
        names = {p: fold(people_name(p)) for p in {_get(r, "people") for r in records}}
        return [names[_get(r, "people")] for r in records]
    if column == COL_RANK:
        ranks = [_get(r, "rank") for r in records]
        return [None if v is None else float(_RANK_ORDER[getattr(v, "value", v)]) for v in ranks]
    if column == COL_MOV:
        moves = [(_get(r, "movement"), _get(r, "flight")) for r in records]
        return [m if m is not None else f for m, f in moves]
    if column == COL_COU:
        pairs = [(_get(r, "fear"), _get(r, "courage")) for r in records]
        return [f if f is not None else c for f, c in pairs]
    if column == COL_ABILITIES:
        joined = [", ".join(str(a) for a in _get(r, "abilities") or ()) for r in records]
        return [fold(text) if text else None for text in joined]
    field = _NUMERIC_FIELDS[column]
    return [_get(r, field) for r in records]


def card_row(card: Card) -> CardRow:
    """The row of one card."""
    wanted = set(card.missing())
    display: list[str] = []
    missing = absent = 0

    def put(column: int, text: str | None, _key: object, field: str | None) -> None:
        nonlocal missing, absent
        if text is None:
            if field is not None and field in wanted:
                missing |= 1 << column
                display.append(MISSING_TEXT)
            else:
                absent |= 1 << column
                display.append(NONE_TEXT)
        else:
            display.append(text)

    people = people_name(card.people)
    put(COL_NAME, card.name, fold(card.name), None)
    put(COL_PEOPLE, people, fold(people), None)
    rank = rank_name(card.rank) if card.rank is not None else None
    put(COL_RANK, rank, float(_RANK_ORDER[card.rank.value]) if card.rank is not None else None, "rank")
    put(COL_AP, _num(card.ap), card.ap, "ap")
    fly = vocab.short("flight").lower()  # "fly": our texts give no French name for flight
    if card.movement is not None and card.flight is not None:
        put(COL_MOV, f"{number_text(card.movement)}, {fly} {number_text(card.flight)}",
            card.movement, "movement")
    elif card.movement is None and card.flight is not None:
        put(COL_MOV, f"{fly} {number_text(card.flight)}", card.flight, "movement")
    else:
        put(COL_MOV, _num(card.movement), card.movement, "movement")
    for column, field in ((COL_INI, "initiative"), (COL_ATT, "attack"), (COL_STR, "strength"),
                          (COL_DEF, "defence"), (COL_RES, "resilience"), (COL_AIM, "aim")):
        value = getattr(card, field)
        put(column, _num(value), value, field)
    if card.fear is not None:
        fear = vocab.name(vocab.Kind.CHARACTERISTIC, "fear").lower()  # fear / peur
        put(COL_COU, f"{fear} {card.fear}", card.fear, "courage")
    else:
        put(COL_COU, _num(card.courage), card.courage, "courage")
    put(COL_DIS, _num(card.discipline), card.discipline, "discipline")
    display.append(", ".join(ability_text(a) for a in card.abilities))
    return CardRow(card.id, tuple(display), missing, absent)


def _num(value: float | int | None) -> str | None:
    return None if value is None else number_text(value)


def matching(haystacks: Sequence[str], order: Sequence[int], needle: str,
             peoples: Sequence[str], people: str | None) -> list[int]:
    """The rows of ``order`` whose haystack holds every word of ``needle`` (and of ``people``).

    One pass over the rows, in plain list comprehensions: the filter's hot path.
    """
    words = fold(needle).split()
    if people is not None:
        order = [i for i in order if peoples[i] == people]
    if not words:
        return list(order)
    if len(words) == 1:
        word = words[0]
        return [i for i in order if word in haystacks[i]]
    return [i for i in order if all(w in haystacks[i] for w in words)]


def sort_order(keys: Sequence[str | float | None], descending: bool) -> list[int]:
    """Row indices sorted by their keys; rows without a value come last either way.

    Ties keep the rows' order (the library's: people, then name).
    """
    known = [i for i, key in enumerate(keys) if key is not None]
    unknown = [i for i, key in enumerate(keys) if key is None]
    known.sort(key=keys.__getitem__, reverse=descending)
    return known + unknown
