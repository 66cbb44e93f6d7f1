"""The list's item model updated in place: whatever the edit, it shows what a fresh model shows.

EntriesModel.set_army inserts or removes the one row that changed and repaints only rows whose
cells changed; hypothesis drives it through random sequences of lists and compares every cell
(and the row signals) with a model built from scratch.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester

from builder_cards import BUILDER_CARDS, option_cards
from companion.rules.army import ArmyList, Entry, validate
from companion.ui.army.entries_model import COL_AP, COL_FIGURES, HEADERS, EntriesModel

CARDS = {card.id: card for card in (*BUILDER_CARDS, *option_cards())}
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.ToolTipRole,
         Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.TextAlignmentRole)
OPTION_IDS = sorted(o.id for card in CARDS.values() for o in card.options) + ["alahan/agonn/not-offered"]

entries = st.lists(st.builds(Entry, st.sampled_from(sorted(CARDS) + ["alahan/ghost"]),
                             st.integers(1, 3), st.booleans(),
                             st.lists(st.sampled_from(OPTION_IDS), max_size=4).map(tuple)), max_size=6)


def cells(model: EntriesModel, parent: QModelIndex = QModelIndex()) -> list[list[object]]:
    """Every cell of every row, the option rows under each entry too (they are built as asked)."""
    found = []
    for row in range(model.rowCount(parent)):
        found.append([model.index(row, column, parent).data(role) for column in range(len(HEADERS)) for role in ROLES]
                     + [model.index(row, 0, parent).data(Qt.ItemDataRole.DecorationRole) is not None])
        found += cells(model, model.index(row, 0, parent))
    return found


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lists=st.lists(entries, min_size=1, max_size=6), cards_saved=st.booleans())
def test_in_place_updates_show_what_a_fresh_model_shows(qapp, lists, cards_saved) -> None:  # type: ignore[no-untyped-def]
    """Entries, their figures and their options changed at random (and, sometimes, a card that
    offers other options): the model kept up to date shows what a fresh one shows, and Qt's
    model tester finds nothing wrong with the signals it sent."""
    model = EntriesModel()
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    cards = CARDS
    for number, chosen in enumerate(lists):
        if cards_saved and number % 2:  # the Library saved Agonn with one option fewer, or back
            agonn = CARDS["alahan/agonn"]
            cards = {**CARDS, agonn.id: replace(agonn, options=agonn.options[1:])} if cards is CARDS else CARDS
        army = ArmyList("x", "alahan", 100, entries=tuple(chosen))
        validation = validate(army, cards)
        model.set_army(army, validation, cards)
        fresh = EntriesModel()
        fresh.set_army(army, validation, cards)
        assert model.rowCount() == len(chosen)
        assert cells(model) == cells(fresh)
    del tester


def test_one_added_entry_is_one_inserted_row_and_the_rest_untouched(qapp) -> None:  # type: ignore[no-untyped-def]
    model = EntriesModel()
    first = ArmyList("x", "alahan", 500, entries=(Entry("alahan/paladin", 3), Entry("alahan/swordsman", 2)))
    model.set_army(first, validate(first, CARDS), CARDS)
    inserted: list[tuple[int, int]] = []
    changed: list[tuple[int, int]] = []
    reset: list[bool] = []
    model.rowsInserted.connect(lambda _parent, start, end: inserted.append((start, end)))
    model.dataChanged.connect(lambda top, bottom, _roles: changed.append((top.row(), bottom.row())))
    cells_changed: list[int] = []
    model.dataChanged.connect(lambda top, _bottom, _roles: cells_changed.append(top.column()))
    model.modelReset.connect(lambda: reset.append(True))
    second = first.added(Entry("alahan/hero", 1))
    model.set_army(second, validate(second, CARDS), CARDS)
    assert inserted == [(2, 2)] and not reset
    assert changed == []  # the Paladin's and the Swordsman's cells did not change; the new row is new
    for row in range(3):  # painted
        for column in range(len(HEADERS)):
            model.index(row, column).data()
    third = second.with_figures(1, 3)
    model.set_army(third, validate(third, CARDS), CARDS)
    assert changed == [(1, 1), (1, 1)] and cells_changed == [COL_FIGURES, COL_AP]  # the Swordsman's, each once


def test_a_character_without_figures_per_card_reads_one_of_one_and_a_troop_unknown(qapp) -> None:  # type: ignore[no-untyped-def]
    """A Character is one figurine (its card need not say so); a troop's blister size, when its
    card does not give it, is shown as not known."""
    agonn = replace(CARDS["alahan/agonn"], figures_per_card=None)
    troop = replace(CARDS["alahan/paladin"], figures_per_card=None)
    cards = {**CARDS, agonn.id: agonn, troop.id: troop}
    army = ArmyList("x", "alahan", 200, entries=(Entry(agonn.id), Entry(troop.id, 2)))
    model = EntriesModel()
    model.set_army(army, validate(army, cards), cards)
    assert model.index(0, COL_FIGURES).data() == "1 / 1"
    assert model.index(1, COL_FIGURES).data() == "2 / ?"
    assert (model.figures_limit(0), model.figures_limit(1)) == (1, None)
