"""The library table's item model, tested without a window (COL_* constants)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from companion.library.card_list import listed_card
from companion.rules.card import Rank
from companion.ui.card_model import CARD_ID_ROLE, CardTableModel
from companion.ui.card_rows import (
    COL_ABILITIES,
    COL_AP,
    COL_COU,
    COL_MOV,
    COL_NAME,
    COL_PEOPLE,
    COL_RANK,
    COL_STR,
    COLUMN_COUNT,
    MISSING_TIP,
    NONE_TIP,
    card_row,
    fold,
    matching,
    narrows,
)

from tests.cards import LIBRARY

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture
def model() -> CardTableModel:
    model = CardTableModel()
    model.set_cards([listed_card(card) for card in LIBRARY])
    return model


def names(model: CardTableModel) -> list[str]:
    return [model.index(row, COL_NAME).data() for row in range(model.rowCount())]


def test_every_card_is_a_row_with_its_characteristics(model: CardTableModel) -> None:
    assert model.rowCount() == 4
    assert model.columnCount() == COLUMN_COUNT == 15
    row = model.row_of("griffin/magistrate")
    assert row is not None
    cell = {column: model.index(row, column).data() for column in range(COLUMN_COUNT)}
    assert cell[COL_NAME] == "Griffin Magistrate"
    assert cell[COL_PEOPLE] == "Griffins of Akkylannie"
    assert cell[COL_RANK] == "Regular"
    assert cell[COL_AP] == "24"
    assert cell[COL_STR] == "6"
    assert cell[COL_ABILITIES] == "Bravery, Leadership/10"
    assert model.index(row, COL_NAME).data(CARD_ID_ROLE) == "griffin/magistrate"
    assert model.headers()[COL_COU][0] == "COU/FEAR"


def test_missing_numbers_show_a_question_mark_with_the_tooltip(model: CardTableModel) -> None:
    paladin = model.row_of("alahan/paladin")
    assert paladin is not None
    assert model.index(paladin, COL_AP).data() == "?"
    assert model.index(paladin, COL_AP).data(Qt.ItemDataRole.ToolTipRole) == MISSING_TIP
    # No AIM on the Paladin: not something to fill in, so a dash, with its own explanation.
    assert model.index(paladin, 10).data() == "–"
    assert model.index(paladin, 10).data(Qt.ItemDataRole.ToolTipRole) == NONE_TIP


def test_fear_replaces_courage_and_half_centimetres_are_kept(model: CardTableModel) -> None:
    skeleton = model.row_of("acheron/skeleton")
    dryad = model.row_of("daikinee/dryad")
    assert skeleton is not None and dryad is not None
    assert model.index(skeleton, COL_COU).data() == "fear 4"
    assert model.index(dryad, COL_MOV).data() == "12.5"


@pytest.mark.parametrize(
    ("needle", "people", "expected"),
    [
        ("", None, ["Dryad", "Griffin Magistrate", "Paladin", "Skeleton Warrior"]),
        ("pala", None, ["Paladin"]),
        ("PALA", None, ["Paladin"]),
        ("bravery", None, ["Griffin Magistrate", "Paladin"]),  # an ability
        ("irregular", None, ["Skeleton Warrior"]),  # a rank
        ("akkylannie", None, ["Griffin Magistrate"]),  # the people's name
        ("daïkinee", None, ["Dryad"]),
        ("daikinee", None, ["Dryad"]),  # accents do not matter
        ("bravery lead", None, ["Griffin Magistrate"]),  # every word must match
        ("bravery", "alahan", ["Paladin"]),
        ("", "acheron", ["Skeleton Warrior"]),
        ("nothing like this", None, []),
    ],
)
def test_filter(model: CardTableModel, needle: str, people: str | None, expected: list[str]) -> None:
    model.sort(COL_NAME)
    model.set_filter(needle, people)
    assert names(model) == expected


@pytest.mark.parametrize(
    ("column", "order", "expected"),
    [
        (COL_NAME, Qt.SortOrder.DescendingOrder, ["Skeleton Warrior", "Paladin", "Griffin Magistrate", "Dryad"]),
        (COL_AP, Qt.SortOrder.AscendingOrder, ["Skeleton Warrior", "Dryad", "Griffin Magistrate", "Paladin"]),
        # The Paladin has no AP: last whichever the order.
        (COL_AP, Qt.SortOrder.DescendingOrder, ["Griffin Magistrate", "Dryad", "Skeleton Warrior", "Paladin"]),
        # Ties keep the library's order (here: the order the cards were given in).
        (COL_RANK, Qt.SortOrder.AscendingOrder, ["Skeleton Warrior", "Griffin Magistrate", "Dryad", "Paladin"]),
        (COL_MOV, Qt.SortOrder.DescendingOrder, ["Dryad", "Griffin Magistrate", "Paladin", "Skeleton Warrior"]),
    ],
)
def test_sort_by_column(model: CardTableModel, column: int, order: Qt.SortOrder, expected: list[str]) -> None:
    model.sort(column, order)
    assert names(model) == expected


def test_sort_keeps_the_filter(model: CardTableModel) -> None:
    model.set_filter("bravery")
    model.sort(COL_AP, Qt.SortOrder.AscendingOrder)
    assert names(model) == ["Griffin Magistrate", "Paladin"]


def test_upsert_and_remove_keep_filter_and_sort(model: CardTableModel) -> None:
    model.sort(COL_NAME)
    model.set_filter("bravery")
    model.upsert(listed_card(replace(LIBRARY[2], abilities=LIBRARY[1].abilities)))  # the Skeleton gains Bravery
    assert names(model) == ["Griffin Magistrate", "Paladin", "Skeleton Warrior"]
    model.remove("alahan/paladin")
    assert names(model) == ["Griffin Magistrate", "Skeleton Warrior"]
    assert model.total == 3
    assert not model.has("alahan/paladin")


def test_an_unknown_rank_is_to_fill() -> None:
    row = card_row(listed_card(replace(LIBRARY[0], rank=None)))
    assert row.display[COL_RANK] == "?"
    assert row.missing & (1 << COL_RANK)
    assert card_row(listed_card(replace(LIBRARY[0], rank=Rank.ELITE))).display[COL_RANK] == "Elite"


def test_matching_looks_in_the_names_then_the_details() -> None:
    names, details = ["alpha beta", "beta", "gamma"], ["", "gamma", "alpha"]
    assert matching(names, details, [2, 1, 0], "beta", ["a", "b", "a"], None) == [1, 0]
    assert matching(names, details, [2, 1, 0], "beta", ["a", "b", "a"], "a") == [0]
    assert matching(names, details, [0, 1, 2], "  ", ["a", "b", "a"], None) == [0, 1, 2]
    assert matching(names, details, [0, 1, 2], "gamma alp", ["a", "b", "a"], None) == [2]  # in either
    assert matching(names, details, [0, 1, 2], "beta gamma", ["a", "b", "a"], None) == [1]  # one in each


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("war", "warr", True),  # a letter typed
        ("", "anything", True),  # every row matched the empty needle
        ("war kn", "knight warrior", True),  # each old word inside some new word, any order
        ("Daï", "daikinee", True),  # folded first: accents and case do not matter
        ("warr", "war", False),  # a letter deleted: rows come back
        ("war", "wra", False),
        ("war", "", False),
        ("war kn", "warrior", False),  # "kn" is in no new word
    ],
)
def test_a_needle_narrows_another(old: str, new: str, expected: bool) -> None:
    assert narrows(old, new) is expected


_WORDS = st.text(alphabet="abcé ", max_size=6)


_TEXTS = st.lists(st.tuples(st.text(alphabet="abcé ", max_size=8), st.text(alphabet="abcé ", max_size=8)),
                  max_size=12)
"""(folded name, details) of each row."""


@given(texts=_TEXTS, old=_WORDS, new=_WORDS)
def test_filtering_the_rows_left_equals_filtering_all_when_the_needle_narrows(
        texts: list[tuple[str, str]], old: str, new: str) -> None:
    names, details = [name for name, _ in texts], [detail for _, detail in texts]
    order = list(range(len(texts)))[::-1]
    peoples = [""] * len(texts)
    previous = matching(names, details, order, old, peoples, None)
    if narrows(old, new):
        assert (matching(names, details, previous, new, peoples, None)
                == matching(names, details, order, new, peoples, None))


def test_typing_and_deleting_letters_shows_what_a_fresh_filter_shows(model: CardTableModel) -> None:
    """The model filters only the rows left when a keystroke narrows the needle: the rows
    shown are always those of the same filter set on a fresh model (people and sort kept)."""
    model.sort(COL_NAME, Qt.SortOrder.DescendingOrder)
    steps = [("b", None), ("br", None), ("bra", None), ("bravery", None), ("bravery l", None),
             ("bravery", None), ("bravery", "alahan"), ("bravery h", "alahan"), ("", "alahan"),
             ("", None), ("w", None), ("wa", None), ("warrior", None), ("warrior x", None),
             ("warrior", None), ("a", None), ("da", None), ("daï", None)]
    for needle, people in steps:
        model.set_filter(needle, people)
        fresh = CardTableModel()
        fresh.set_cards([listed_card(card) for card in LIBRARY])
        fresh.sort(COL_NAME, Qt.SortOrder.DescendingOrder)
        fresh.set_filter(needle, people)
        assert names(model) == names(fresh), (needle, people)
    assert names(model) == ["Dryad"]


@given(texts=_TEXTS, needle=_WORDS, people=st.sampled_from([None, "a", "b"]))
def test_matching_keeps_the_rows_holding_every_word_in_order(
        texts: list[tuple[str, str]], needle: str, people: str | None) -> None:
    names, details = [name for name, _ in texts], [detail for _, detail in texts]
    order = list(range(len(texts)))[::-1]
    peoples = ["a" if i % 2 else "b" for i in range(len(texts))]
    words = fold(needle).split()
    assert matching(names, details, order, needle, peoples, people) == [
        i for i in order if all(w in names[i] or w in details[i] for w in words) and people in (None, peoples[i])]
