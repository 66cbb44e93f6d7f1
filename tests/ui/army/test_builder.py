"""The Army workspace driven with qtbot on a fresh database of cards with AP.

Build a list with the keyboard only, see violations appear and disappear, select a violation
and see its entries selected, undo/redo, save and reopen from the database, drafts restored
after a crash, import/export, copy as text, drag and drop.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication

from companion.library.army_files import army_to_dict, read_army, write_army
from companion.rules.army import ArmyList, Entry
from companion.ui.army.entries_model import COL_AP, COL_FIGURES, COL_INCARNATION
from companion.ui.army.pane_model import COL_JOINS
from companion.ui.card_rows import COL_NAME

from tests.ui.builder_cards import add_by_keyboard, open_builder, pane_names, rows


def problems(builder) -> list[str]:  # type: ignore[no-untyped-def]
    return [f.violation.rule for f in builder.violations_model.findings if f.problem]


def saved_rows(path: Path) -> list[tuple[object, ...]]:
    with sqlite3.connect(path) as connection:
        return connection.execute("SELECT id, name, is_draft, draft_of, document FROM army ORDER BY id").fetchall()


def test_the_workspace_is_registered_with_its_menus(window) -> None:  # type: ignore[no-untyped-def]
    assert window.workspaces()[:2] == ["library", "army"]
    file_menu = [a.text() for a in window.menu("file").actions() if a.text()]
    for text in ("New &list", "&Open list...", "&Save list", "Save list &as / Duplicate...", "&Rename list...",
                 "Re&vert to saved", "De&lete list", "Import list...", "Export list as...", "&Copy list as text"):
        assert text in file_menu
    shortcuts = [s.toString() for a in window.all_actions() for s in a.shortcuts()]
    assert len([s for s in shortcuts if s in ("Ctrl+S", "Ctrl+O", "Ctrl+Shift+N")]) == 3
    assert window.army.list_actions.new_list.shortcut().toString() == "Ctrl+Shift+N"
    assert not window.army.built  # the menus are complete before the builder is made


def test_the_pane_shows_own_people_first_then_allies_then_mercenaries(army, builder) -> None:  # type: ignore[no-untyped-def]
    names = pane_names(builder)
    assert names == ["Alahan Swordsman", "Paladin", "Red Lioness", "Young Hero", "Griffin Magistrate",
                     "Acheron Sellsword"]  # the Zombie (Acheron) may not join: hidden
    joins = [builder.pane_model.index(r, COL_JOINS).data() for r in range(len(names))]
    assert joins == ["own people"] * 4 + ["ally", "mercenary"]
    assert builder.pane_model.index(0, COL_JOINS).data(Qt.ItemDataRole.DecorationRole) is not None
    builder.show_forbidden.setChecked(True)
    assert pane_names(builder)[-1] == "Zombie"
    zombie = builder.pane_model.index(len(names), COL_JOINS)
    assert zombie.data() == "may not join"
    assert not zombie.flags() & Qt.ItemFlag.ItemIsEnabled  # greyed
    army.add_cards(["acheron/zombie"])
    assert army.doc.army.entries == ()  # refused, with words
    army.set_people("acheron")
    assert pane_names(builder)[:2] == ["Acheron Sellsword", "Zombie"]
    assert builder.pane_model.index(0, COL_JOINS).data() == "own people"


def test_the_pane_paints_the_membership_icon_in_its_column_only(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The "own people" disc (filled green) beside the words in "Joins as", never in the Name
    column painted after it."""
    qtbot.waitUntil(lambda: builder.pane.isVisible() and builder.pane_model.rowCount() > 0)
    image = builder.pane.viewport().grab().toImage()

    def green_pixels(column: int) -> int:
        rect = builder.pane.visualRect(builder.pane_model.index(1, column))  # an own-people row
        return sum(1 for x in range(rect.left(), rect.right()) for y in range(rect.top(), rect.bottom())
                   if _is_disc_green(image.pixelColor(x, y)))

    assert green_pixels(COL_JOINS) > 20
    assert green_pixels(COL_NAME) == 0


def _is_disc_green(colour) -> bool:  # type: ignore[no-untyped-def]
    return abs(colour.red() - 0x2E) < 24 and abs(colour.green() - 0x7D) < 24 and abs(colour.blue() - 0x32) < 24


def test_build_a_list_with_the_keyboard_only(army, builder, window, qtbot) -> None:  # type: ignore[no-untyped-def]
    add_by_keyboard(builder, qtbot, "swords")
    assert rows(builder) == ["Alahan Swordsman (3 / 3 figures, 30 AP)"]
    add_by_keyboard(builder, qtbot, "paladin")
    assert builder.totals.text() == "120 / 200 AP · allowance 5 · allies 0% of 30%"
    assert builder.points_words.text() == "80 AP under the points (legal)"
    # Down from the filter to the cards; Tab to the list; - and + change the figures.
    qtbot.keyClick(builder.filter, Qt.Key.Key_Down)
    assert QApplication.focusWidget() is builder.pane
    qtbot.keyClick(builder.pane, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is builder.entries
    qtbot.keyClick(builder.entries, Qt.Key.Key_Down)
    qtbot.keyClick(builder.entries, Qt.Key.Key_Up)
    assert builder.entries.currentIndex().row() == 0
    qtbot.keyClick(builder.entries, Qt.Key.Key_Minus)
    qtbot.keyClick(builder.entries, Qt.Key.Key_Minus)
    assert rows(builder)[0] == "Alahan Swordsman (1 / 3 figures, 10 AP)"
    qtbot.keyClick(builder.entries, Qt.Key.Key_Minus)  # at least one figurine: said, not done
    assert rows(builder)[0] == "Alahan Swordsman (1 / 3 figures, 10 AP)"
    qtbot.keyClick(builder.entries, Qt.Key.Key_Plus)
    assert rows(builder)[0] == "Alahan Swordsman (2 / 3 figures, 20 AP)"
    qtbot.keyClick(builder.entries, Qt.Key.Key_Plus)
    qtbot.keyClick(builder.entries, Qt.Key.Key_Plus)  # a card activates at most 3
    assert rows(builder)[0] == "Alahan Swordsman (3 / 3 figures, 30 AP)"
    # A second card of the same troop joins beside the first (grouped by reference card).
    add_by_keyboard(builder, qtbot, "swords")
    assert [r.split(" (")[0] for r in rows(builder)] == ["Alahan Swordsman", "Alahan Swordsman", "Paladin"]
    assert builder.entries_model.index(1, 0).data() == "Alahan Swordsman (card 2 of 2)"
    # Delete removes the selected entry.
    builder.entries.setFocus()
    builder.entries.selectRow(1)
    qtbot.keyClick(builder.entries, Qt.Key.Key_Delete)
    assert [r.split(" (")[0] for r in rows(builder)] == ["Alahan Swordsman", "Paladin"]
    assert army.validation.legal and builder.verdict.text().startswith("Legal list")


def test_the_spin_box_sets_the_figures(army, builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    army.add_cards(["alahan/paladin"])
    index = builder.entries_model.index(0, COL_FIGURES)
    builder.entries.setFocus()
    builder.entries.setCurrentIndex(index)
    qtbot.keyClick(builder.entries, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert editor is not None and editor.metaObject().className() == "QSpinBox"
    assert editor.maximum() == 3
    qtbot.keyClicks(editor, "2")
    qtbot.keyClick(editor, Qt.Key.Key_Return)  # Qt commits the editor's data on the next turn
    qtbot.waitUntil(lambda: army.doc.army.entries[0].figures == 2)
    assert builder.entries_model.index(0, COL_AP).data() == "60"


def test_an_overage_appears_and_disappears_with_the_allowance_in_words(army, builder) -> None:  # type: ignore[no-untyped-def]
    army.add_cards(["alahan/paladin"])  # 3 x 30 = 90 AP; allowance 15
    builder.header.points.setValue(80)
    assert army.doc.army.points == 80
    assert builder.totals.text().startswith("90 / 80 AP · allowance 15")
    assert builder.points_words.text() == "over by 10 AP, within the allowance of 15 (legal)"
    assert army.validation.legal
    builder.header.points.setValue(70)
    assert problems(builder) == ["points.overage"]
    assert builder.points_words.text() == "over by 20 AP: more than the allowance of 15 (not legal)"
    assert builder.verdict.text().startswith("Not legal: 1 problem")
    finding = builder.violations_model.index(0)
    assert finding.data().startswith("Problem: Over the points by more than the allowance\n")
    assert "Source: Booklet, Setting up the game" in finding.data()
    assert finding.data(Qt.ItemDataRole.DecorationRole) is not None  # an icon AND words
    builder.header.points.setValue(100)
    assert problems(builder) == []
    # The points edits merged into one undo step.
    army.undo_stack.undo()
    assert army.doc.army.points == 200


def test_allies_over_30_percent_then_selecting_the_violation_selects_the_allies(army, builder) -> None:  # type: ignore[no-untyped-def]
    army.add_cards(["alahan/paladin", "alahan/swordsman"])  # 90 + 30 AP
    army.add_cards(["griffin/magistrate"])  # 2 x 20 = 40 of 160 AP: 25%
    assert problems(builder) == []
    assert "allies 25% of 30%" in builder.totals.text()
    army.add_cards(["acheron/sellsword"])  # 65 of 185: 35.1%
    assert problems(builder) == ["alliance.cap"]
    assert "allies 35.2% of 30%" in builder.totals.text()
    assert builder.points_words.text() == "15 AP under the points (legal) · allies over 30%: 65 of 185 AP, at most 55 (not legal)"
    row = [f.violation.rule for f in builder.violations_model.findings].index("alliance.cap")
    assert builder.select_finding(row) == [2, 3]
    builder.violations.setCurrentIndex(builder.violations_model.index(row))
    assert builder.selected_entries() == [2, 3]
    assert builder.entries_model.index(2, 0).data(Qt.ItemDataRole.DecorationRole) is not None  # marked
    assert "Allies and Mercenaries over 30%" in builder.entries_model.index(3, 0).data(Qt.ItemDataRole.ToolTipRole)
    army.remove_entries([3])
    assert problems(builder) == []
    assert builder.entries_model.index(2, 0).data(Qt.ItemDataRole.DecorationRole) is None


def test_undo_and_redo_every_kind_of_change(army, builder, window, qtbot) -> None:  # type: ignore[no-untyped-def]
    army.add_cards(["alahan/paladin"])
    army.step([0], -1)
    army.set_incarnation(0, True)  # 2 figurines incarnated: a problem, explained
    assert problems(builder) == ["incarnation.invalid"]
    army.set_people("griffin")
    army.set_ruleset(army.doc.army.ruleset.name.TOURNAMENT)
    army.set_house_rules([15, 21])
    states = []
    stack = army.undo_stack
    while stack.canUndo():
        states.append(army.doc.army)
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert army.doc.army.entries == () and army.doc.army.people == "alahan"
    assert builder.header.people.currentData() == "alahan"
    redone = []
    while stack.canRedo():
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        redone.append(army.doc.army)
    assert redone == list(reversed(states))
    assert army.doc.army.ruleset.house_rules == frozenset({15, 21})
    assert builder.header.house.text() == "House rules: 15, 21"
    assert builder.header.ruleset.currentText() == "Tournament"


def test_incarnation_doubles_the_ap_and_is_undone(army, builder) -> None:  # type: ignore[no-untyped-def]
    army.add_cards(["alahan/hero", "alahan/lioness"])
    hero = builder.entries_model.index(0, COL_INCARNATION)
    lioness = builder.entries_model.index(1, COL_INCARNATION)
    assert lioness.data(Qt.ItemDataRole.CheckStateRole) is None  # a Character: no box
    assert builder.entries_model.setData(hero, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert army.doc.army.entries[0].incarnation
    assert builder.entries_model.index(0, COL_AP).data() == "30"
    army.undo_stack.undo()
    assert builder.entries_model.index(0, COL_AP).data() == "15"


def test_drag_and_drop_from_the_pane_adds_the_card(builder) -> None:  # type: ignore[no-untyped-def]
    row = pane_names(builder).index("Griffin Magistrate")
    data = builder.pane_model.mimeData([builder.pane_model.index(row, COL_NAME)])
    assert builder.entries_model.canDropMimeData(data, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    builder.entries_model.dropMimeData(data, Qt.DropAction.CopyAction, -1, -1, QModelIndex())
    assert rows(builder) == ["Griffin Magistrate (2 / 2 figures, 40 AP)"]


def test_double_click_and_enter_in_the_pane_add_a_card(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    builder.pane.setFocus()
    builder.pane.setCurrentIndex(builder.pane_model.index(1, COL_NAME))
    qtbot.keyClick(builder.pane, Qt.Key.Key_Return)
    assert rows(builder) == ["Paladin (3 / 3 figures, 90 AP)"]


def test_save_and_reopen_from_the_database(army, builder, window, qtbot, army_db: Path) -> None:  # type: ignore[no-untyped-def]
    army.rename("Lions at the ford")
    army.add_cards(["alahan/paladin", "griffin/magistrate"])
    assert saved_rows(army_db)[0][2] == 1  # a draft so far
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    (row,) = saved_rows(army_db)  # saved, and the draft gone in the same transaction
    assert row[1] == "Lions at the ford" and row[2] == 0
    assert json.loads(str(row[4])) == army_to_dict(army.doc.army)
    assert "saved" in builder.list_caption.text() and not army.doc.dirty
    window.close()  # remembers the list shown

    again = open_builder(qtbot, army_db)
    again.show_workspace("army")
    assert again.army.controller.doc.army.name == "Lions at the ford"
    assert rows(again.army.builder) == ["Paladin (3 / 3 figures, 90 AP)", "Griffin Magistrate (2 / 2 figures, 40 AP)"]
    assert not again.army.builder.notice.isVisible()
    # ... and from the Open list dialog.
    again.army.controller.new_list()
    assert again.army.controller.doc.army.entries == ()
    again.army.builder.ask_open()
    dialog = again.army.builder.open_dialog
    assert dialog.table.item(0, 0).text() == "Lions at the ford"
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Return)
    assert again.army.controller.doc.army.name == "Lions at the ford"
    again.close()


def test_rename_duplicate_and_delete_a_saved_list_with_undo(army, army_db: Path) -> None:  # type: ignore[no-untyped-def]
    army.add_cards(["alahan/paladin"])
    list_id = army.save()
    army.rename("Dawn raid")
    assert [r[1] for r in saved_rows(army_db)] == ["Dawn raid"]
    army.undo_stack.undo()
    assert [r[1] for r in saved_rows(army_db)] == ["New list"]
    copy_id = army.save_as("Second try")
    assert copy_id != list_id and army.doc.list_id == copy_id
    assert sorted(str(r[1]) for r in saved_rows(army_db)) == ["New list", "Second try"]
    army.delete_list()
    assert [r[1] for r in saved_rows(army_db)] == ["New list"]
    assert army.doc.army.entries == ()
    army.undo_stack.undo()
    assert sorted(str(r[1]) for r in saved_rows(army_db)) == ["New list", "Second try"]
    assert army.doc.list_id == copy_id and army.doc.army.name == "Second try"
    army.undo_stack.undo()  # back to the original list
    assert army.doc.list_id == list_id


def test_the_draft_is_restored_after_a_crash(qtbot, army_db: Path) -> None:  # type: ignore[no-untyped-def]
    first = open_builder(qtbot, army_db)
    first.show_workspace("army")
    first.army.controller.set_people("alahan")
    first.army.controller.rename("Unsaved raid")
    first.army.controller.add_cards(["alahan/paladin", "alahan/swordsman"])
    first.army.controller.step([0], -1)
    expected = first.army.controller.doc.army
    # Committed at each change: another connection sees the draft now.
    (row,) = saved_rows(army_db)
    assert row[2] == 1 and json.loads(str(row[4])) == army_to_dict(expected)
    first.hide()  # the process "dies": no close, no save, no settings written

    second = open_builder(qtbot, army_db)
    qtbot.waitUntil(lambda: "Unsaved raid" in second.army.drafts_hint)  # said at start, on the Library
    assert "Unsaved raid" in second.statusBar().currentMessage()
    assert not second.army.built
    second.show_workspace("army")
    assert second.army.controller.doc.army == expected
    assert second.army.controller.doc.dirty and second.army.controller.doc.list_id is None
    assert second.army.builder.notice.isVisible()
    assert "Unsaved changes to “Unsaved raid” were restored" in second.army.builder.notice_text.text()
    second.army.controller.save()
    assert [r[2] for r in saved_rows(army_db)] == [0]
    second.close()


def test_a_saved_list_with_a_draft_reopens_with_its_changes(qtbot, army_db: Path) -> None:  # type: ignore[no-untyped-def]
    first = open_builder(qtbot, army_db)
    first.show_workspace("army")
    first.army.controller.set_people("alahan")
    first.army.controller.add_cards(["alahan/paladin"])
    list_id = first.army.controller.save()
    first.army.controller.step([0], -1)
    first.hide()
    second = open_builder(qtbot, army_db)
    second.show_workspace("army")
    assert second.army.controller.doc.list_id == list_id and second.army.controller.doc.army.entries[0].figures == 2
    assert "unsaved changes" in second.army.builder.list_caption.text()
    assert "Revert (Ctrl+Shift+R)" in second.army.builder.notice_text.text()
    second.army.controller.step([0], +1)  # back to what is saved: the draft goes
    assert [r[2] for r in saved_rows(army_db)] == [0]
    second.army.controller.step([0], -1)
    assert second.army.list_actions.revert.isEnabled()
    second.army.list_actions.revert.trigger()
    assert second.army.controller.doc.army.entries[0].figures == 3 and not second.army.controller.doc.dirty
    assert [r[2] for r in saved_rows(army_db)] == [0]
    second.army.controller.undo_stack.undo()  # the changes come back, and their draft with them
    assert second.army.controller.doc.army.entries[0].figures == 2
    assert sorted(r[2] for r in saved_rows(army_db)) == [0, 1]
    second.close()


def test_export_and_import_round_trip(army, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    army.rename("Round trip")
    army.add_cards(["alahan/hero", "griffin/magistrate"])
    army.set_incarnation(0, True)
    army.set_house_rules([3])
    path = tmp_path / "round"
    assert army.export_to(path)
    written = tmp_path / "round.army.json"
    assert read_army(written) == army.doc.army
    army.new_list()
    assert army.import_file(written)
    assert army.doc.army == read_army(written)
    assert army.doc.dirty and army.doc.list_id is None  # kept as a draft until saved
    army.undo_stack.undo()
    assert army.doc.army.entries == ()


def test_an_army_file_that_does_not_parse_changes_nothing(army, builder, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    army.add_cards(["alahan/paladin"])
    before = army.doc.army
    bad = tmp_path / "broken.army.json"
    write_army(bad, ArmyList("x", "alahan", 200, entries=(Entry("alahan/paladin", 1),)))
    data = json.loads(bad.read_text())
    data["entries"][0]["figures"] = 0
    bad.write_text(json.dumps(data))
    assert not army.import_file(bad)
    assert army.doc.army == before
    message = builder.last_message.text()
    assert "broken.army.json" in message and "entries[0]" in message and "'figures'" in message
    assert "nothing was changed" in message


def test_copy_as_text(army, builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    army.rename("Forum post")
    army.add_cards(["alahan/paladin", "griffin/magistrate"])
    text = builder.copy_as_text()
    assert QApplication.clipboard().text() == text
    assert text.splitlines()[:3] == ["Forum post", "Lions of Alahan · 200 AP · Core (booklet)", ""]
    assert "- Paladin: 3 figurines of 3, 90 AP" in text
    assert "- Griffin Magistrate: 2 figurines of 2, 40 AP, ally" in text
    assert "Total: 130 / 200 AP · allowance 10 · allies 30.8% of 30%" in text
    assert "Not legal (1 problem):" in text
    assert "- Allies and Mercenaries over 30% of the army: Allies and Mercenaries make 40 AP" in text
    army.step([1], -1)
    assert "Legal list." in builder.copy_as_text()


def test_a_card_edited_in_the_library_is_revalidated(army, builder, window) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    army.add_cards(["alahan/paladin"])
    paladin = army.cards["alahan/paladin"]
    window.session.save(replace(paladin, ap=40))
    assert builder.entries_model.index(0, COL_AP).data() == "120"
    window.session.delete("alahan/paladin")
    assert problems(builder) == ["card.unknown"]


def test_a_new_list_says_it_is_not_saved(window) -> None:  # type: ignore[no-untyped-def]
    window.show_workspace("army")
    builder, army = window.army.builder, window.army.controller
    assert army.doc.army.people == "alahan"
    assert builder.list_caption.text() == "New list · Lions of Alahan · 0 cards, 0 figurines · new, not saved"
    army.add_cards(["alahan/hero"])
    assert builder.list_caption.text().endswith("1 card, 1 figurine · not saved yet (kept as a draft)")
    army.save()
    assert builder.list_caption.text().endswith("· saved")
    army.step([0], +1)  # at most 1: refused, in words on the status bar
    assert "Young Hero: a card activates at most 1 figurine; add another card" in window.statusBar().currentMessage()


def test_a_new_list_starts_on_the_last_list_s_people_the_first_time_the_first(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Not on the people with the most cards (the Griffins, with C5 data): the first time on
    the first people; then on the people of the last list, even when the window could not say
    which it was (a crash: no settings written)."""
    from tests.ui.builder_cards import card, make_db

    griffins = [card(f"griffin/trooper-{n}", f"Trooper {n}", 10, 3) for n in range(6)]
    path = make_db(tmp_path / "griffins.sqlite3", griffins)
    first = open_builder(qtbot, path)
    first.show_workspace("army")
    army = first.army.controller
    assert army.doc.army.people == "alahan"
    army.set_people("acheron")
    army.add_cards(["acheron/zombie"])
    army.save()
    army.new_list()
    assert army.doc.army.people == "acheron"
    first.hide()  # the process "dies": no settings written

    second = open_builder(qtbot, path)
    second.show_workspace("army")
    assert second.army.controller.doc.list_id is None and second.army.controller.doc.army.entries == ()
    assert second.army.controller.doc.army.people == "acheron"
    assert second.army.builder.header.people.currentData() == "acheron"
    second.close()


def test_undoing_an_import_leaves_no_draft_behind(army, tmp_path: Path, army_db: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "one.army.json"
    write_army(path, ArmyList("Imported", "alahan", 200, entries=(Entry("alahan/paladin", 2),)))
    army.import_file(path)
    assert [r[1] for r in saved_rows(army_db)] == ["Imported"]  # kept as a draft at once
    army.undo_stack.undo()
    assert saved_rows(army_db) == []
    army.undo_stack.redo()
    assert [r[1] for r in saved_rows(army_db)] == ["Imported"]


def test_save_takes_the_name_and_points_being_typed(army, builder, qtbot, army_db: Path) -> None:  # type: ignore[no-untyped-def]
    builder.header.name.setFocus()
    builder.header.name.selectAll()
    qtbot.keyClicks(builder.header.name, "Typed name")
    builder.header.points.lineEdit().selectAll()
    qtbot.keyClicks(builder.header.points.lineEdit(), "150")
    army.save()  # Ctrl+S while the field still has the focus
    (row,) = saved_rows(army_db)
    assert row[1] == "Typed name" and json.loads(str(row[4]))["points"] == 150


def test_a_list_never_saved_is_offered_in_open_list_and_comes_back_as_itself(army, builder, qtbot, army_db: Path) -> None:  # type: ignore[no-untyped-def]
    army.rename("Unsaved idea")
    army.add_cards(["alahan/paladin"])
    first = army.doc
    army.new_list()  # the unsaved idea keeps its draft
    builder.ask_open()
    dialog = builder.open_dialog
    names = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
    assert names == ["Unsaved idea (never saved: unsaved draft)"]
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Return)
    assert army.doc is first  # the same list, not a copy writing the same draft
    army.step([0], -1)
    assert [json.loads(str(r[4]))["entries"][0]["figures"] for r in saved_rows(army_db)] == [2]
