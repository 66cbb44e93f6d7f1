"""The list's item model updated in place: whatever the edit, it shows what a fresh model shows.

EntriesModel.set_army inserts or removes the one row that changed and repaints only rows whose
cells changed; hypothesis drives it through random sequences of lists and compares every cell
(and the row signals) with a model built from scratch.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from builder_cards import BUILDER_CARDS
from companion.rules.army import ArmyList, Entry, validate
from companion.ui.army.entries_model import HEADERS, EntriesModel

CARDS = {card.id: card for card in BUILDER_CARDS}
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.ToolTipRole,
         Qt.ItemDataRole.CheckStateRole, Qt.ItemDataRole.TextAlignmentRole)

entries = st.lists(st.builds(Entry, st.sampled_from(sorted(CARDS) + ["alahan/ghost"]),
                             st.integers(1, 3), st.booleans()), max_size=6)


def cells(model: EntriesModel) -> list[list[object]]:
    return [[model.index(row, column).data(role) for column in range(len(HEADERS)) for role in ROLES]
            + [model.index(row, 0).data(Qt.ItemDataRole.DecorationRole) is not None]
            for row in range(model.rowCount())]


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lists=st.lists(entries, min_size=1, max_size=6))
def test_in_place_updates_show_what_a_fresh_model_shows(qapp, lists) -> None:  # type: ignore[no-untyped-def]
    model = EntriesModel()
    for chosen in lists:
        army = ArmyList("x", "alahan", 100, entries=tuple(chosen))
        validation = validate(army, CARDS)
        model.set_army(army, validation, CARDS)
        fresh = EntriesModel()
        fresh.set_army(army, validation, CARDS)
        assert model.rowCount() == len(chosen)
        assert cells(model) == cells(fresh)


def test_one_added_entry_is_one_inserted_row_and_the_rest_untouched(qapp) -> None:  # type: ignore[no-untyped-def]
    model = EntriesModel()
    first = ArmyList("x", "alahan", 500, entries=(Entry("alahan/paladin", 3), Entry("alahan/swordsman", 2)))
    model.set_army(first, validate(first, CARDS), CARDS)
    inserted: list[tuple[int, int]] = []
    changed: list[tuple[int, int]] = []
    reset: list[bool] = []
    model.rowsInserted.connect(lambda _parent, start, end: inserted.append((start, end)))
    model.dataChanged.connect(lambda top, bottom, _roles: changed.append((top.row(), bottom.row())))
    model.modelReset.connect(lambda: reset.append(True))
    second = first.added(Entry("alahan/hero", 1))
    model.set_army(second, validate(second, CARDS), CARDS)
    assert inserted == [(2, 2)] and not reset
    assert changed == [(2, 2)]  # the Paladin's and the Swordsman's cells did not change
    third = second.with_figures(1, 3)
    model.set_army(third, validate(third, CARDS), CARDS)
    assert changed[-1] == (1, 1)
