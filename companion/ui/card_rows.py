"""The library table's rows, computed once per card: display strings, sort keys, a haystack.

Pure Python (no Qt), so the hot paths stay plain list operations: the item model's ``data()``
is a list lookup, a filter keystroke is one list comprehension over the haystacks, and a sort
is one ``sorted`` over precomputed keys (DESIGN.md, "Costs seen here": a naive Python proxy
model costs ~140 ms a keystroke on 5,000 rows).

A characteristic the player should fill from the card (``Card.missing()``) shows as ``?``;
one the card simply does not give (no AIM on a melee troop, no POW on a warrior) shows as ``–``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from companion.rules.card import Card, Rank
from companion.rules.peoples import PEOPLE_BY_ID

MISSING_TIP = "not known from a source, fill it from your card"
NONE_TIP = "none given: the card may not have it; fill it from your card if it does"
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

ROWS_FORMAT = 1
"""Bumped whenever a row's layout changes, so that saved view snapshots are rebuilt."""


def fold(text: str) -> str:
    """Lower case without accents: what the filter matches on ("Daïkinee" -> "daikinee")."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def people_name(people_id: str) -> str:
    """The people's name for a people id; the id itself when the id is not a known people."""
    known = PEOPLE_BY_ID.get(people_id)
    return known.name if known is not None else people_id


def number_text(value: float | int) -> str:
    """10 -> "10", 12.5 -> "12.5"."""
    return f"{value:g}"


@dataclass(frozen=True, slots=True)
class CardRow:
    """One card as the table shows it.

    ``missing`` and ``absent`` are bit masks over the columns: a bit set in ``missing`` is a
    value to fill from the card (shown ``?``), in ``absent`` a value the card does not give
    (shown ``–``). ``keys`` holds one sort key per column: a string, a number, or None for no
    value (always sorted last).
    """

    card_id: str
    people: str
    display: tuple[str, ...]
    keys: tuple[str | float | None, ...]
    missing: int
    absent: int
    haystack: str

    def to_json(self) -> list[object]:
        return [self.card_id, self.people, list(self.display), list(self.keys), self.missing,
                self.absent, self.haystack]

    @classmethod
    def from_json(cls, data: Sequence[object]) -> CardRow:
        card_id, people, display, keys, missing, absent, haystack = data
        if not (isinstance(card_id, str) and isinstance(people, str) and isinstance(haystack, str)
                and isinstance(display, list) and isinstance(keys, list)
                and isinstance(missing, int) and isinstance(absent, int)
                and len(display) == COLUMN_COUNT and len(keys) == COLUMN_COUNT):
            raise ValueError("not a card row")
        return cls(card_id, people, tuple(str(d) for d in display), tuple(keys), missing, absent,
                   haystack)


def card_row(card: Card) -> CardRow:
    """The row of one card."""
    wanted = set(card.missing())
    display: list[str] = []
    keys: list[str | float | None] = []
    missing = absent = 0

    def put(column: int, text: str | None, key: str | float | None, field: str | None) -> None:
        nonlocal missing, absent
        if text is None:
            if field is not None and field in wanted:
                missing |= 1 << column
                display.append(MISSING_TEXT)
            else:
                absent |= 1 << column
                display.append(NONE_TEXT)
            keys.append(None)
        else:
            display.append(text)
            keys.append(key)

    people = people_name(card.people)
    put(COL_NAME, card.name, fold(card.name), None)
    put(COL_PEOPLE, people, fold(people), None)
    rank = card.rank.label if card.rank is not None else None
    put(COL_RANK, rank, float(_RANK_ORDER[card.rank.value]) if card.rank is not None else None, "rank")
    put(COL_AP, _num(card.ap), card.ap, "ap")
    if card.movement is not None and card.flight is not None:
        put(COL_MOV, f"{number_text(card.movement)}, fly {number_text(card.flight)}",
            card.movement, "movement")
    elif card.movement is None and card.flight is not None:
        put(COL_MOV, f"fly {number_text(card.flight)}", card.flight, "movement")
    else:
        put(COL_MOV, _num(card.movement), card.movement, "movement")
    for column, field in ((COL_INI, "initiative"), (COL_ATT, "attack"), (COL_STR, "strength"),
                          (COL_DEF, "defence"), (COL_RES, "resilience"), (COL_AIM, "aim")):
        value = getattr(card, field)
        put(column, _num(value), value, field)
    if card.fear is not None:
        put(COL_COU, f"fear {card.fear}", card.fear, "courage")
    else:
        put(COL_COU, _num(card.courage), card.courage, "courage")
    put(COL_DIS, _num(card.discipline), card.discipline, "discipline")
    abilities = ", ".join(str(a) for a in card.abilities)
    display.append(abilities)
    keys.append(fold(abilities) if abilities else None)

    haystack = "\n".join(
        [card.name, card.people, people, rank or "", card.rank.value if card.rank else "",
         abilities, *card.names.values()]
    )
    return CardRow(card.id, card.people, tuple(display), tuple(keys), missing, absent,
                   fold(haystack))


def card_rows(cards: Iterable[Card]) -> list[CardRow]:
    """The rows of many cards, in the order given."""
    return [card_row(card) for card in cards]


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


def sort_order(keys: Sequence[Sequence[str | float | None]], column: int,
               descending: bool) -> list[int]:
    """Row indices sorted by one column; rows without a value come last either way."""
    known = [i for i in range(len(keys)) if keys[i][column] is not None]
    unknown = [i for i in range(len(keys)) if keys[i][column] is None]
    known.sort(key=lambda i: keys[i][column], reverse=descending)  # type: ignore[arg-type,return-value]
    return known + unknown
