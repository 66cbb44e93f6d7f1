"""The Library workspace driven with qtbot: filter, sort, add by keyboard, edit, undo, delete."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget

from companion.ui.card_rows import COL_AP, COL_NAME


def visible_names(workspace) -> list[str]:  # type: ignore[no-untyped-def]
    model = workspace.model
    return [model.index(row, COL_NAME).data() for row in range(model.rowCount())]


def activate(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Offscreen, closing a dialog leaves no window active (a window manager would)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def test_window_shows_the_library_database_and_ruleset(window, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert window.workspaces() == ["library", "army", "table"]  # no placeholder tabs
    assert window.tabs.count() == 3
    assert window.library.model.rowCount() == 4
    assert str(db_path) in window.db_label.text()
    assert "Ruleset: Core" in window.ruleset_label.text()
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&View", "&Help"]
    for action in window.all_actions():
        assert action.shortcuts(), f"{action.text()} has no shortcut"


def test_typing_in_the_filter_filters_rows(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is library.filter
    qtbot.keyClicks(library.filter, "brav")
    assert sorted(visible_names(library)) == ["Griffin Magistrate", "Paladin"]
    assert library.count.text() == "2 of 4 cards"
    library.set_people("alahan")
    assert visible_names(library) == ["Paladin"]
    library.set_people(None)
    qtbot.keyClick(library.filter, Qt.Key.Key_Escape)
    assert library.filter.text() == "" and library.model.rowCount() == 4
    qtbot.keyClick(library.filter, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is library.table


def test_the_detail_panel_draws_the_selected_card(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    qtbot.keyClicks(library.filter, "paladin")
    view = library.card_view
    qtbot.waitUntil(lambda: view.card is not None and view.card.id == "alahan/paladin")
    assert view.name.text() == "Paladin"
    assert "AP ?" in view.footer.text()
    assert "not known from a source" in view.footer.toolTip()
    assert "Holy oath" in view.abilities.text() and "not in the booklet" in view.abilities.text()
    mov = view.blocks["MOV"].labels[0]
    assert mov.text() == "10"


def test_the_drawing_is_of_the_whole_card_read_when_it_is_selected(window, qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    """The table lists what it shows; the card drawn is read whole: its equipment and faith,
    and as it is stored now (changed by a command since the window read its list)."""
    import sqlite3

    from tests.cards import LIBRARY

    library = window.library
    assert not hasattr(library.model.card("griffin/magistrate"), "equipment")  # not in the list
    assert library.select("griffin/magistrate")
    view = library.card_view
    qtbot.waitUntil(lambda: view.card is not None and view.card.id == "griffin/magistrate")
    assert view.card == LIBRARY[0] and "Pistol" in view.equipment.text()
    with sqlite3.connect(db_path) as connection:
        connection.execute("UPDATE card SET provenance = 'changed by a command' WHERE id = 'alahan/paladin'")
    connection.close()
    assert library.select("alahan/paladin")
    qtbot.waitUntil(lambda: view.card is not None and view.card.id == "alahan/paladin")
    assert library.selected_card() == view.card and view.card.provenance == "changed by a command"


def test_sort_by_clicking_a_column_header(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    header = library.table.horizontalHeader()
    header.setSortIndicator(COL_AP, Qt.SortOrder.AscendingOrder)
    assert visible_names(library) == ["Skeleton Warrior", "Dryad", "Griffin Magistrate", "Paladin"]
    header.setSortIndicator(COL_AP, Qt.SortOrder.DescendingOrder)
    assert visible_names(library)[0] == "Griffin Magistrate"
    assert visible_names(library)[-1] == "Paladin"  # no AP: last either way


def test_add_a_card_by_keyboard_only(window, qtbot, read_db) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    library.set_people("griffin")
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    form = library.form
    assert form is not None and form.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is form.name)
    qtbot.keyClicks(form.name, "Griffin Templar")
    # Tab walks people, rank, Character, then the characteristics in card order.
    typed = {"movement": "10", "flight": "", "initiative": "4", "attack": "5", "strength": "7",
             "defence": "5", "resilience": "8", "aim": "", "courage": "6", "fear": "",
             "discipline": "5"}
    for _ in range(4):  # people, rank, Character, MOV
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    for field, text in typed.items():
        focused = QApplication.focusWidget()
        assert focused is form.fields[field], field
        if text:
            qtbot.keyClicks(focused, text)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    for _ in range(2):  # POW, FAITH
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is form.abilities
    qtbot.keyClicks(form.abilities, "Bravery, Fanaticism")
    for _ in range(4):  # the blank equipment row: name, STR, ranges
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is form.ap
    qtbot.keyClicks(form.ap, "32")
    assert form.ok_button.isEnabled(), form.message
    qtbot.keyClick(form.ap, Qt.Key.Key_Return)
    assert library.form is None
    saved = read_db()["griffin/griffin-templar"]
    assert saved.name == "Griffin Templar"
    assert (saved.movement, saved.initiative, saved.attack, saved.strength) == (10, 4, 5, 7)
    assert (saved.defence, saved.resilience, saved.courage, saved.discipline, saved.ap) == (5, 8, 6, 5, 32)
    assert [str(a) for a in saved.abilities] == ["Bravery", "Fanaticism"]
    assert saved.rank is not None and saved.rank.value == "regular"
    assert library.selected_id() == "griffin/griffin-templar"
    # Undo removes it from the database again.
    activate(window, qtbot)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "griffin/griffin-templar" not in read_db()


def test_edit_then_undo_and_redo_reach_the_database(window, qtbot, read_db) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    assert library.select("acheron/skeleton")
    library.table.setFocus()
    qtbot.keyClick(library.table, Qt.Key.Key_F2)
    form = library.form
    assert form is not None
    strength = form.fields["strength"]
    assert isinstance(strength, QLineEdit)
    strength.selectAll()
    qtbot.keyClicks(strength, "5")
    qtbot.keyClick(strength, Qt.Key.Key_Return)
    assert read_db()["acheron/skeleton"].strength == 5
    activate(window, qtbot)
    qtbot.keyClick(library.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert read_db()["acheron/skeleton"].strength == 3
    assert library.card_view.card is not None and library.card_view.card.strength == 3
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert read_db()["acheron/skeleton"].strength == 5


def test_a_card_changed_by_a_command_while_its_form_is_open_is_not_overwritten(  # type: ignore[no-untyped-def]
        window, qtbot, db_path, read_db) -> None:
    from dataclasses import replace

    from companion.library.store import Library

    library = window.library
    assert library.select("acheron/skeleton")
    shown = read_db()["acheron/skeleton"]
    library.table.setFocus()
    qtbot.keyClick(library.table, Qt.Key.Key_F2)
    form = library.form
    assert form is not None
    with Library.open(db_path, seed=False) as elsewhere:  # `data update` from the command line, meanwhile
        elsewhere.save(replace(shown, ap=shown.ap + 7 if shown.ap is not None else 7))
    name = form.fields["name"]
    assert isinstance(name, QLineEdit)
    name.selectAll()
    qtbot.keyClicks(name, "Skeleton of the crypt")
    qtbot.keyClick(name, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.last_message is not None and window.last_message.isVisible())
    assert "was changed by another window or command" in window.last_message.text()
    stored = read_db()["acheron/skeleton"]
    assert stored.name == shown.name and stored.ap == (shown.ap or 0) + 7  # the command's change kept
    qtbot.waitUntil(lambda: library.card_view.card is not None and library.card_view.card.ap == stored.ap)
    assert window.library.undo_stack.count() == 0  # nothing to undo: nothing was written


def test_enter_in_the_table_opens_the_card(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    library.select("daikinee/dryad")
    library.table.setFocus()
    qtbot.keyClick(library.table, Qt.Key.Key_Return)
    assert library.form is not None and library.form.editing
    assert library.form.name.text() == "Dryad"
    library.form.reject()


def test_delete_then_undo(window, qtbot, read_db) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    library.select("alahan/paladin")
    library.table.setFocus()
    qtbot.keyClick(library.table, Qt.Key.Key_Delete)
    assert "alahan/paladin" not in read_db()
    assert library.model.total == 3
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert read_db()["alahan/paladin"].name == "Paladin"
    assert library.model.has("alahan/paladin")


def test_duplicate_makes_a_new_card(window, qtbot, read_db) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    library.select("griffin/magistrate")
    library.table.setFocus()
    qtbot.keyClick(library.table, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    form = library.form
    assert form is not None and form.name.text() == "Griffin Magistrate (copy)"
    form.accept()
    copy = read_db()["griffin/griffin-magistrate-copy"]
    assert copy.strength == 6 and copy.equipment == read_db()["griffin/magistrate"].equipment


def _first_ink_x(image, rect) -> int:  # type: ignore[no-untyped-def]
    """The x of the leftmost dark pixel inside ``rect`` of ``image`` (text ink)."""
    for x in range(rect.left() + 1, rect.right()):
        for y in range(rect.top() + 2, rect.bottom() - 1):
            if image.pixelColor(x, y).lightness() < 110:
                return x
    return -1


def test_names_are_left_aligned_and_numbers_centred_as_painted(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    # Qt hands the model one buffer of roles reused from cell to cell: a centred number must
    # not leak its alignment into the next row's name.
    library = window.library
    table = library.table
    library.table.clearSelection()
    library.table.setCurrentIndex(library.model.index(-1, -1))
    image = table.viewport().grab().toImage()
    model = library.model
    starts = {model.index(row, COL_NAME).data(): _first_ink_x(image, table.visualRect(model.index(row, COL_NAME)))
              for row in range(model.rowCount())}
    assert len(set(starts.values())) == 1, starts  # "Dryad" starts where "Griffin Magistrate" does
    ap_cells = [table.visualRect(model.index(row, COL_AP)) for row in range(model.rowCount())]
    assert all(_first_ink_x(image, rect) > rect.left() + 8 for rect in ap_cells)


def test_a_squeezed_saved_splitter_leaves_the_card_drawing_readable(qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    """A splitter state saved with the detail panel a sliver (seen in a screenshot) is
    restored with the drawing at its minimum width: the table gives way."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QSplitter

    from companion.ui.app import application, open_window

    application()
    squeezed = QSplitter(Qt.Orientation.Horizontal)
    squeezed.addWidget(QWidget())
    squeezed.addWidget(QWidget())
    squeezed.resize(1280, 700)
    squeezed.setSizes([1270, 6])
    QSettings("companion", "companion").setValue("library/splitter", squeezed.saveState())
    window = open_window(db_path)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    library = window.library
    view = library.card_view
    qtbot.waitUntil(lambda: view.card is not None)  # the first card, drawn right after the paint
    assert view.minimumWidth() >= view.drawing_width() > 250
    qtbot.waitUntil(lambda: library.splitter.sizes()[1] >= view.minimumWidth())
    assert library.select("griffin/magistrate")
    qtbot.waitUntil(lambda: view.card is not None and view.card.id == "griffin/magistrate")
    qtbot.waitUntil(lambda: view.width() >= view.sheet.minimumSizeHint().width())
    blocks = view.blocks.values()
    assert all(block.width() >= block.minimumSizeHint().width() for block in blocks)  # none cut
    assert library.splitter.sizes()[0] > library.splitter.sizes()[1]  # the table keeps the rest


def test_the_window_starts_on_the_first_card_of_the_view_restored(qtbot, db_path) -> None:  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window
    from companion.ui.main_window import app_settings

    application()
    app_settings().setValue("library/sort_column", COL_AP)
    app_settings().setValue("library/sort_descending", "true")
    window = open_window(db_path)
    qtbot.addWidget(window)
    library = window.library
    assert library.selected_id() == library.model.card_id(0) == "griffin/magistrate"  # the most AP
    window.close()


def test_a_movement_of_17_5_is_drawn_whole_at_the_narrowest(qtbot) -> None:  # type: ignore[no-untyped-def]
    """C5 cards move 17.5 cm (Black wolf, Centaurs): the MOV block is as wide as its value,
    even with the panel at its narrowest, where "17.5" was cut to "l7.5"."""
    from dataclasses import replace

    from companion.ui.widgets.card_view import CardView

    from tests.cards import LIBRARY

    view = CardView()
    qtbot.addWidget(view)
    view.show_card(replace(LIBRARY[0], movement=17.5))
    view.resize(view.drawing_width(), 250)  # shorter than the card: a scroll bar takes its share
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(view.verticalScrollBar().isVisible)
    mov = view.blocks["MOV"].labels[0]
    assert mov.text() == "17.5"
    assert mov.contentsRect().width() >= mov.fontMetrics().horizontalAdvance("17.5")
    assert view.viewport().width() >= view.sheet.width()  # no scrolling sideways to read it
