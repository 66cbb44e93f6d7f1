"""The Army workspace as a new user meets it: what is painted in the pane, Ctrl+Z in the filter
box, the restored-draft notice, and the best matches of a filter first (the pane and the
Library alike)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from companion.ui.army.pane_model import COL_JOINS
from companion.ui.card_rows import COL_AP, COL_NAME

from tests.ui.builder_cards import add_by_keyboard, card, make_db, open_builder, pane_names, rows

MEMBERSHIP_COLOURS = ("#2e7d32", "#1565c0", "#6a1b9a", "#ef6c00", "#00838f", "#5d4037")
"""The discs of the membership icons (companion.ui.army.marks)."""


def _icon_pixels(image, rect) -> int:  # type: ignore[no-untyped-def]
    """Pixels of ``rect`` in any membership icon's colour."""
    colours = [QColor(c) for c in MEMBERSHIP_COLOURS]

    def near(pixel: QColor, colour: QColor) -> bool:
        channels = (pixel.red(), pixel.green(), pixel.blue())
        return (max(channels) - min(channels) > 40  # a colour, not the grey of text
                and abs(pixel.red() - colour.red()) < 24 and abs(pixel.green() - colour.green()) < 24
                and abs(pixel.blue() - colour.blue()) < 24)

    return sum(1 for x in range(rect.left(), rect.right()) for y in range(rect.top(), rect.bottom())
               if any(near(image.pixelColor(x, y), colour) for colour in colours))


def test_the_pane_paints_icons_in_joins_as_only_and_the_ap_whole(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Every row: its membership disc in "Joins as", none in Name or AP (an ally after the
    own people shows no own-people disc), and the AP column wide enough for its numbers."""
    qtbot.waitUntil(lambda: builder.pane.isVisible() and builder.pane_model.rowCount() == 6)
    pane, model = builder.pane, builder.pane_model
    pane.clearSelection()  # a selected row's icon is tinted with the selection's colour
    image = pane.viewport().grab().toImage()
    for row in range(model.rowCount()):
        assert _icon_pixels(image, pane.visualRect(model.index(row, COL_JOINS))) > 20, row
        assert _icon_pixels(image, pane.visualRect(model.index(row, COL_NAME))) == 0, pane_names(builder)[row]
        assert _icon_pixels(image, pane.visualRect(model.index(row, COL_AP))) == 0, pane_names(builder)[row]
    assert pane.columnWidth(COL_AP) >= pane.sizeHintForColumn(COL_AP)
    assert model.index(4, COL_NAME).data(Qt.ItemDataRole.DecorationRole) is None  # Griffin Magistrate, an ally


def test_ctrl_z_in_the_filter_undoes_the_card_just_added(army, builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    add_by_keyboard(builder, qtbot, "paladin")
    assert rows(builder) == ["Paladin (3 / 3 figures, 90 AP)"]
    assert builder.filter.hasFocus() and builder.filter.text() == "paladin"
    qtbot.keyClick(builder.filter, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert rows(builder) == []  # the card is gone; the text stays
    assert builder.filter.text() == "paladin"
    qtbot.keyClick(builder.filter, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert rows(builder) == ["Paladin (3 / 3 figures, 90 AP)"]  # and redo brings it back
    # Typing after the edit: then Ctrl+Z undoes the typing, as in any text box.
    qtbot.keyClick(builder.filter, Qt.Key.Key_End)
    qtbot.keyClicks(builder.filter, "x")
    qtbot.keyClick(builder.filter, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert builder.filter.text() == "paladin"
    assert rows(builder) == ["Paladin (3 / 3 figures, 90 AP)"]


@pytest.mark.parametrize("then", ["save", "rename", "open another"])
def test_the_restored_draft_notice_goes_once_acted_on(then: str, qtbot, army_db: Path) -> None:  # type: ignore[no-untyped-def]
    first = open_builder(qtbot, army_db)
    first.show_workspace("army")
    first.army.controller.set_people("alahan")
    first.army.controller.add_cards(["alahan/paladin"])
    first.hide()  # the process "dies" with unsaved changes

    second = open_builder(qtbot, army_db)
    second.show_workspace("army")
    builder, lists = second.army.builder, second.army.controller
    qtbot.waitUntil(builder.notice.isVisible)
    assert "were restored" in builder.notice_text.text()
    if then == "save":
        qtbot.keyClick(second, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
        assert not lists.doc.dirty
    elif then == "rename":
        lists.rename("Morning raid")
    else:
        lists.new_list()
    assert not builder.notice.isVisible()
    lists.step([0], -1) if lists.doc.army.entries else lists.add_cards(["alahan/hero"])
    assert not builder.notice.isVisible()  # an edit afterwards does not bring it back
    second.close()


DIRZ = (
    card("dirz/ashen-clone", "Ashen clone of Dirz", 12, 2),
    card("dirz/blind-clone", "Blind clone of Dirz", 14, 2),
    card("dirz/clone-2", "Clone of Dirz (2nd)", 16, 2),
    card("dirz/clone", "Clone of Dirz", 15, 3),
    card("dirz/army-of-the-clone", "Army clone of Dirz", 11, 3),
)


@pytest.fixture
def dirz_db(tmp_path: Path) -> Path:
    return make_db(tmp_path / "dirz.sqlite3", extra=DIRZ)


def test_the_pane_puts_the_card_named_as_typed_first(qtbot, dirz_db: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_builder(qtbot, dirz_db)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    builder = window.army.builder
    builder.controller.set_people("dirz")
    add_by_keyboard(builder, qtbot, "Clone of Dirz")
    assert pane_names(builder) == ["Clone of Dirz", "Clone of Dirz (2nd)", "Army clone of Dirz",
                                   "Ashen clone of Dirz", "Blind clone of Dirz"]
    assert rows(builder) == ["Clone of Dirz (3 / 3 figures, 45 AP)"]  # Enter took the first
    qtbot.keyClick(builder.filter, Qt.Key.Key_End)
    qtbot.keyClick(builder.filter, Qt.Key.Key_Backspace)  # "Clone of Dir": no exact name, prefixes first
    assert pane_names(builder)[:2] == ["Clone of Dirz", "Clone of Dirz (2nd)"]
    window.close()


def test_the_library_puts_the_card_named_as_typed_first(qtbot, dirz_db: Path) -> None:  # type: ignore[no-untyped-def]
    window = open_builder(qtbot, dirz_db)
    library = window.library
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(library.filter, "clone of dirz")
    model = library.model
    shown = [model.index(row, COL_NAME).data() for row in range(model.rowCount())]
    assert shown == ["Clone of Dirz", "Clone of Dirz (2nd)", "Army clone of Dirz", "Ashen clone of Dirz",
                     "Blind clone of Dirz"]
    library.model.sort_by(COL_AP, descending=True)  # a sort orders each group, exact names stay first
    shown = [model.index(row, COL_NAME).data() for row in range(model.rowCount())]
    assert shown == ["Clone of Dirz", "Clone of Dirz (2nd)", "Blind clone of Dirz", "Ashen clone of Dirz",
                     "Army clone of Dirz"]
    window.close()
