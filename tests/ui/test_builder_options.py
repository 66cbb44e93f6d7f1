"""An entry's options in the Army workspace: unfolded under the entry as a tree, taken with the
keyboard or a click, each change an undo step, the totals, the problems and the card drawn
following at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QApplication

from companion.ui.army.entries_model import COL_AP, COL_CARD, COL_FIGURES, HEADING_ROLE, OPTION_ROLE
from companion.ui.army.totals import totals_text

from tests.ui.builder_cards import add_by_keyboard, make_db, open_builder, option_cards, rows

SHIELD = "alahan/agonn/shield-of-pride"
POTION = "alahan/agonn/healing-potion"
OFFICER = "alahan/agonn/officer"


@pytest.fixture
def builder(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    window = open_builder(qtbot, make_db(tmp_path / "options.sqlite3", extra=option_cards()))
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    view = window.army.builder
    view.controller.set_people("alahan")
    view.controller.undo_stack.clear()
    yield view
    window.close()


def shown_rows(view, parent: QModelIndex = QModelIndex(), depth: int = 0) -> list[str]:  # type: ignore[no-untyped-def]
    """What the tree shows, indented by depth, unfolded rows only: "  [x] The shield of pride"."""
    model, lines = view.entries_model, []
    for row in range(model.rowCount(parent)):
        index = model.index(row, COL_CARD, parent)
        check = index.data(Qt.ItemDataRole.CheckStateRole) if parent.isValid() else None
        mark = "" if check is None else ("[x] " if check == Qt.CheckState.Checked else "[ ] ")
        lines.append("  " * depth + mark + index.data())
        if view.entries.isExpanded(index):
            lines += shown_rows(view, index, depth + 1)
    return lines


def options_of(view, row: int = 0) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    return view.controller.doc.army.entries[row].options


def go_to(view, qtbot, option_id: str) -> None:  # type: ignore[no-untyped-def]
    """Down arrows until the option's row is current."""
    for _ in range(20):
        if view.entries.currentIndex().data(OPTION_ROLE) == option_id:
            return
        qtbot.keyClick(view.entries, Qt.Key.Key_Down)
    raise AssertionError(f"{option_id} not reached")


def agonn_at(builder, qtbot, option_id: str):  # type: ignore[no-untyped-def]
    """Agonn added, unfolded, the row of ``option_id`` current; returns the list's controller."""
    builder.controller.add_cards(["alahan/agonn"])
    builder.entries.setFocus()
    builder.unfold_entry(0)
    go_to(builder, qtbot, option_id)
    return builder.controller


def test_enter_unfolds_an_entry_to_its_options_grouped_by_kind(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    add_by_keyboard(builder, qtbot, "agonn")
    assert rows(builder) == ["Agonn the ardent (1 / 1 figures, 40 AP)"]
    qtbot.keyClick(builder.filter, Qt.Key.Key_Down)
    qtbot.keyClick(builder.pane, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is builder.entries
    assert builder.entries.currentIndex().row() == 0  # the entry added is the row selected
    qtbot.keyClick(builder.entries, Qt.Key.Key_Return)  # it was shown unfolded: Enter folds it
    assert shown_rows(builder) == ["Agonn the ardent"]
    qtbot.keyClick(builder.entries, Qt.Key.Key_Return)
    assert shown_rows(builder) == [
        "Agonn the ardent",
        "  Artefact",
        "    Artifacts (at most 2)",
        "      [ ] The shield of pride",
        "    Artifacts / Potions",
        "      [ ] Healing potion",
        "  Upgrade",
        "    [ ] Officer of the Lion",
    ]
    model = builder.entries_model
    shield = model.option_index(0, SHIELD)
    assert model.index(shield.row(), COL_AP, shield.parent()).data() == "6"
    assert "at most 1 · 1 per army" in model.index(shield.row(), 5, shield.parent()).data()
    assert model.index(shield.row(), COL_FIGURES, shield.parent()).data() is None  # one at most: a tick only
    potion = model.option_index(0, POTION)
    assert model.index(potion.row(), COL_FIGURES, potion.parent()).data() == "0 / 3"  # several: a count
    heading = shield.parent()
    assert heading.data(HEADING_ROLE) and builder.entries.isFirstColumnSpanned(heading.row(), heading.parent())
    qtbot.keyClick(builder.entries, Qt.Key.Key_Return)  # Enter again folds them
    assert shown_rows(builder) == ["Agonn the ardent"]


def test_space_takes_and_leaves_an_option_each_an_undo_step(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    lists = agonn_at(builder, qtbot, SHIELD)
    qtbot.keyClick(builder.entries, Qt.Key.Key_Space)
    assert options_of(builder) == (SHIELD,)
    assert "[x] The shield of pride" in "\n".join(shown_rows(builder))
    assert shown_rows(builder)[1] == "  Artefact · 1 taken"
    assert lists.undo_stack.undoText() == "take The shield of pride (Agonn the ardent)"
    # the totals bar and the problems follow the validation at once
    assert builder.totals.text() == totals_text(lists.validation)
    assert builder.entries_model.index(0, COL_AP).data() == str(lists.validation.entry_ap[0])
    # the card drawn is the entry's, its option ticked
    assert builder.card_view.card.id == "alahan/agonn"
    assert "✔ The shield of pride" in builder.card_view.options.text()
    qtbot.keyClick(builder.entries, Qt.Key.Key_Space)
    assert options_of(builder) == ()
    assert lists.undo_stack.undoText() == "leave The shield of pride (Agonn the ardent)"
    qtbot.keyClick(builder.entries, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert options_of(builder) == (SHIELD,)
    lists.undo_stack.undo()
    assert options_of(builder) == ()
    lists.undo_stack.redo()
    lists.undo_stack.redo()
    assert options_of(builder) == ()
    assert builder.entries.currentIndex().data(OPTION_ROLE) == SHIELD  # the row stays current


def test_plus_and_space_act_on_the_row_selected_only(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A problem selects its entries and leaves the current row where it was: + and Space then
    act on the entries selected, not on the option left current."""
    from PySide6.QtCore import QItemSelectionModel

    lists = agonn_at(builder, qtbot, POTION)
    builder.controller.add_cards(["alahan/swordsman"])  # the entry added is the row selected
    view, model = builder.entries, builder.entries_model
    view.setCurrentIndex(model.option_index(0, POTION))  # the potion selected and current again
    flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    view.selectionModel().select(model.index(1, 0), flags)  # as a problem selects its entries
    assert view.currentIndex().data(OPTION_ROLE) == POTION and view.selected_rows() == [1]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert options_of(builder) == () and lists.doc.army.entries[1].figures == 2  # the swordsmen's
    view.selectionModel().select(model.option_index(0, POTION), flags)
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert options_of(builder) == (POTION,) and lists.doc.army.entries[1].figures == 2


def test_plus_and_minus_count_an_option_taken_several_times(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    lists = agonn_at(builder, qtbot, POTION)
    for _ in range(4):  # the fourth is refused: three at most
        qtbot.keyClick(builder.entries, Qt.Key.Key_Plus)
    assert options_of(builder) == (POTION,) * 3
    potion = builder.entries_model.option_index(0, POTION)
    model = builder.entries_model
    assert model.index(potion.row(), COL_FIGURES, potion.parent()).data() == "3 / 3"
    assert model.index(potion.row(), COL_AP, potion.parent()).data() == "3 × 2"
    assert "at most 3 times" in builder.window().statusBar().currentMessage()
    qtbot.keyClick(builder.entries, Qt.Key.Key_Minus)
    assert options_of(builder) == (POTION,) * 2
    assert lists.undo_stack.undoText() == "Healing potion ×2 (Agonn the ardent)"
    qtbot.keyClick(builder.entries, Qt.Key.Key_Delete)  # Delete on an option leaves it, the entry stays
    assert options_of(builder) == () and rows(builder) == ["Agonn the ardent (1 / 1 figures, 40 AP)"]
    # the buttons drawn in the count cell step it too
    cell = model.index(potion.row(), COL_FIGURES, potion.parent())
    rect = builder.entries.visualRect(cell)
    qtbot.mouseClick(builder.entries.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(rect.right() - 8, rect.center().y()))
    assert options_of(builder) == (POTION,)


def test_a_click_on_the_check_box_takes_the_option(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    lists = builder.controller
    lists.add_cards(["alahan/archer", "alahan/agonn"])
    builder.unfold_entry(1)
    model = builder.entries_model
    officer = model.option_index(1, OFFICER)
    assert model.setData(officer, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert options_of(builder, 1) == (OFFICER,)
    assert options_of(builder, 0) == ()
    # options stay with their entry when another entry joins before it, and when its figures change
    lists.add_cards(["alahan/archer"])
    assert options_of(builder, 2) == (OFFICER,)
    lists.step([0], -1)
    assert options_of(builder, 2) == (OFFICER,)
    # the entry added is shown, unfolded and alone selected; the one unfolded before folds
    assert builder.entries.isExpanded(model.index(1, 0)) and not builder.entries.isExpanded(model.index(2, 0))
    assert builder.entries.selected_rows() == [1]


def test_the_pane_card_is_drawn_once_the_current_row_stays(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(builder.window(), Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(builder.filter, "archer")
    qtbot.waitUntil(lambda: builder.card_view.card is not None and builder.card_view.card.id == "alahan/archer")
    assert "Longbow — Equipment — 3 AP — STR 4 — 25 / 45 / 65 cm — at most 1" in builder.card_view.options.text()


def test_unfolding_one_level_at_a_time_shows_every_row_headings_across(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Right arrow (or a click on the branch) unfolds one level; the rows under it show."""
    builder.controller.add_cards(["alahan/agonn"])
    view, model = builder.entries, builder.entries_model
    view.collapseAll()  # the entry added was shown unfolded
    view.setFocus()
    view.setCurrentIndex(model.index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the entry: its kinds
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # Artefact: its groups
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # Artifacts: its option
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().data(OPTION_ROLE) == SHIELD
    heading = model.option_index(0, SHIELD).parent()
    assert view.isFirstColumnSpanned(heading.row(), heading.parent())
    assert view.isFirstColumnSpanned(heading.parent().row(), heading.parent().parent())


def test_the_option_rows_follow_a_language_change(builder, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from companion.i18n import catalog
    from companion.i18n import language as lang
    from test_i18n_army import switch

    monkeypatch.setenv(catalog.STRICT_ENV, "1")
    lists = builder.controller
    lists.add_cards(["alahan/agonn"])
    builder.unfold_entry(0)
    lists.set_option(0, SHIELD, 1)
    heading = builder.entries_model.option_index(0, SHIELD).parent()
    assert heading.data() == "Artifacts (at most 2) · 1 taken"
    changed: list[object] = []
    builder.entries_model.dataChanged.connect(lambda top, _bottom, _roles: changed.append(top.internalId()))
    try:
        switch("fr")
        assert heading.data() == "Artifacts (au plus 2) · 1 pris"
        assert heading.internalId() in changed  # the view is told: it paints the new words
        qtbot.waitUntil(lambda: lists.undo_stack.undoText() == "la prise de The shield of pride (Agonn the ardent)")
    finally:
        switch("en")
        lang.set_language(None)
