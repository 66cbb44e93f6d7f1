"""The library table, Qt's QTableView over the card model: what it paints, where."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPalette
from PySide6.QtWidgets import QAbstractItemView, QApplication, QHeaderView, QTableView

from companion.library.card_list import listed_card
from companion.rules.abilities import Ability
from companion.ui.card_model import CardTableModel
from companion.ui.card_rows import COL_ABILITIES, COL_AP, COL_EDITION, COL_NAME, COL_PEOPLE

from tests.cards import LIBRARY

WIDTHS = [158, 134, 78, 38, 46, 30, 36, 37, 38, 38, 36, 76, 34, 94]


def ink(image: QImage, rect, dark: bool = True) -> tuple[int, int] | None:  # type: ignore[no-untyped-def]
    """The first and last x inside ``rect`` holding text ink (dark pixels; white ones with
    ``dark=False``, for a highlighted row), or None for an empty cell."""
    def inked(x: int, y: int) -> bool:
        lightness = image.pixelColor(x, y).lightness()
        return lightness < 100 if dark else lightness > 220

    rect = rect.intersected(image.rect())
    xs = [x for x in range(rect.left(), rect.right() + 1)
          if any(inked(x, y) for y in range(rect.top() + 2, rect.bottom() - 1))]
    return (xs[0], xs[-1]) if xs else None


def ink_width(image: QImage, rect, dark: bool = True) -> int:  # type: ignore[no-untyped-def]
    span = ink(image, rect, dark)
    return 0 if span is None else span[1] - span[0] + 1


def advance(widget, text: str) -> float:  # type: ignore[no-untyped-def]
    return QFontMetricsF(widget.font()).horizontalAdvance(text)


def library_like(view: QTableView, model: CardTableModel) -> QTableView:
    """``view`` set up as the Library sets up its table (companion.ui.library_view)."""
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    vertical = view.verticalHeader()
    vertical.hide()
    vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    vertical.setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.horizontalHeader().setStretchLastSection(True)
    for column, width in enumerate(WIDTHS):
        view.setColumnWidth(column, width)
    view.resize(900, 400)
    return view


@pytest.fixture
def many_cards() -> list:  # type: ignore[type-arg]
    """The test cards, then copies with long names, long abilities and missing values."""
    cards = list(LIBRARY)
    for n in range(40):
        base = LIBRARY[n % len(LIBRARY)]
        cards.append(replace(base, id=f"{base.id}-{n}", name=f"{base.name} of the {n}th Legion, veteran",
                             ap=None if n % 3 == 0 else n, aim=None,
                             abilities=base.abilities + (Ability("Regeneration", "5"), Ability("War cry", "6"))))
    return cards


def test_the_headers_are_the_models_titles_and_tips(qtbot, many_cards) -> None:  # type: ignore[no-untyped-def]
    """QTableView's header reads the model's headerData: the titles and their tooltips."""
    model = CardTableModel()
    model.set_cards([listed_card(card) for card in many_cards])
    table = library_like(QTableView(), model)
    qtbot.addWidget(table)
    header = table.horizontalHeader()
    for column, (title, tip) in enumerate(model.headers()):
        assert model.headerData(column, Qt.Orientation.Horizontal) == title
        assert model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == tip
        assert header.model().headerData(column, Qt.Orientation.Horizontal) == title
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(model.columnCount(), Qt.Orientation.Horizontal) is None
    assert {model.headerData(COL_NAME, Qt.Orientation.Horizontal), model.headerData(COL_AP, Qt.Orientation.Horizontal)} \
        == {"Name", "AP"}


def _sorted_by_name(library, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The rows in the order of their names, none selected, and the view laid out again."""
    table, model = library.table, library.model
    table.horizontalHeader().setSortIndicator(COL_NAME, Qt.SortOrder.AscendingOrder)
    table.clearSelection()

    def names() -> list[str]:
        return [model.card(model.card_id(r)).name for r in range(model.rowCount())]

    qtbot.waitUntil(lambda: names() == sorted(names()) and not table.selectionModel().hasSelection())
    QApplication.sendPostedEvents()  # the layout the sort asked for, before anything is grabbed


def test_rows_are_painted_with_their_background_and_the_selected_row_highlighted(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    table, model = library.table, library.model
    _sorted_by_name(library, qtbot)
    assert library.select("alahan/paladin")
    row = model.row_of("alahan/paladin")
    image = table.viewport().grab().toImage()
    palette = table.viewport().palette()

    def colour(r: int, column: int):  # type: ignore[no-untyped-def]  # a pixel beside the text
        rect = table.visualRect(model.index(r, column))
        return image.pixelColor(rect.left() + 1, rect.center().y())

    highlights = {palette.color(group, QPalette.ColorRole.Highlight).name()
                  for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive)}
    # (the name cell is the current one: the style draws its focus frame there)
    assert colour(row, COL_AP).name() in highlights
    assert colour(row, COL_ABILITIES).name() in highlights  # the whole row
    others = [r for r in range(model.rowCount()) if r != row]
    for r in others:
        role = QPalette.ColorRole.AlternateBase if r % 2 else QPalette.ColorRole.Base
        assert colour(r, COL_NAME).name() in {palette.color(group, role).name() for group in (
            QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive)}, r
    # Text in the selected row is painted in the highlighted text colour (light on blue).
    name_rect = table.visualRect(model.index(row, COL_NAME))
    assert ink_width(image, name_rect, dark=False) == pytest.approx(advance(table, "Paladin"), abs=4)


def test_clicking_a_cell_selects_the_card_painted_there(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    table, model = library.table, library.model
    _sorted_by_name(library, qtbot)
    table.setCurrentIndex(model.index(-1, -1))
    image = table.viewport().grab().toImage()
    painted = {r: ink_width(image, table.visualRect(model.index(r, COL_NAME))) for r in range(model.rowCount())}
    assert len(set(painted.values())) == model.rowCount()  # four names, four widths
    for r in (2, 0, 3, 1):
        rect = table.visualRect(model.index(r, COL_AP))
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(rect.center()))
        card = library.selected_card()
        assert card is not None
        assert painted[r] == pytest.approx(advance(table, card.name), abs=4), (r, card.name)


def test_after_a_filter_keystroke_the_first_painted_row_is_the_first_match(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    table, model = library.table, library.model
    _sorted_by_name(library, qtbot)
    qtbot.keyClicks(library.filter, "dr")
    assert model.rowCount() == 1
    image = table.viewport().grab().toImage()
    first = table.visualRect(model.index(0, COL_NAME))
    assert table.currentIndex().row() == 0  # selected: white on the highlight
    assert ink_width(image, first, dark=False) == pytest.approx(advance(table, "Dryad"), abs=4)
    below = first.translated(0, first.height() + 1)
    base = table.viewport().palette().color(QPalette.ColorRole.Base)
    assert {image.pixelColor(x, y).rgba() for x in range(below.left(), below.right() + 1)
            for y in range(below.top(), below.bottom() + 1)} == {base.rgba()}  # nothing left over
    qtbot.keyClick(library.filter, Qt.Key.Key_Backspace)
    qtbot.keyClick(library.filter, Qt.Key.Key_Backspace)
    assert model.rowCount() == 4


def test_a_too_long_ability_text_is_painted_elided(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    table, model = library.table, library.model
    table.horizontalHeader().setStretchLastSection(False)
    table.setColumnWidth(COL_ABILITIES, 70)
    table.setCurrentIndex(model.index(-1, -1))
    table.clearSelection()
    row = model.row_of("griffin/magistrate")
    text = model.text(row, COL_ABILITIES)
    assert text == "Bravery, Leadership/10"
    image = table.viewport().grab().toImage()
    rect = table.visualRect(model.index(row, COL_ABILITIES))
    left, right = ink(image, rect)  # type: ignore[misc]
    assert right < rect.right() - 1  # inside the cell, not cut by it
    assert right - left + 1 < advance(table, text) - 10


def test_a_language_change_repaints_the_translated_cells(english_after, window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    table, model = library.table, library.model
    table.setCurrentIndex(model.index(-1, -1))
    table.clearSelection()
    table.setColumnWidth(COL_PEOPLE, 30)  # room for the abilities, the last column shown
    table.setColumnHidden(COL_EDITION, True)
    row = model.row_of("alahan/paladin")
    rect = table.visualRect(model.index(row, COL_ABILITIES))
    english = model.text(row, COL_ABILITIES)
    assert english == "Bravery, Holy oath"
    before = ink_width(table.viewport().grab().toImage(), rect)
    assert before == pytest.approx(advance(table, english), abs=4)
    window.language_actions["fr"].trigger()
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Fichier")
    french = model.text(row, COL_ABILITIES)
    assert french == "Bravoure, Holy oath"
    assert rect.right() < table.viewport().width() and rect.width() > advance(table, french) + 10
    after = ink_width(table.viewport().grab().toImage(), rect)
    assert after == pytest.approx(advance(table, french), abs=4)
    assert abs(after - before) > 4  # the cell was painted again, with the French word


def test_the_count_of_cards_keeps_its_size_so_a_keystroke_lays_nothing_out(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Its text changes at every keystroke; a label that may change size makes the whole
    window lay out and repaint again (Qt skips that for a widget of a fixed size)."""
    from PySide6.QtCore import QEvent, QObject

    library, model = window.library, window.library.model
    count = library.count
    assert count.minimumSize() == count.maximumSize()
    assert count.width() >= count.fontMetrics().horizontalAdvance("99999 of 99999 cards")

    class Layouts(QObject):
        seen = 0

        def eventFilter(self, _watched, event) -> bool:  # type: ignore[no-untyped-def]  # noqa: N802
            self.seen += event.type() == QEvent.Type.LayoutRequest
            return False

    qtbot.keyClicks(library.filter, "p")  # (the first letter shows the filter's clear button)
    first = window.session.card(model.card_id(0))
    qtbot.waitUntil(lambda: library.card_view.card == first)  # the drawing followed the pause
    QApplication.sendPostedEvents()  # and the layouts that asked for are done
    layouts = Layouts()
    watched = [library, library.splitter, window]
    for widget in watched:
        widget.installEventFilter(layouts)
    qtbot.keyClicks(library.filter, "al")
    assert count.text() == "1 of 4 cards"
    QApplication.sendPostedEvents()  # whatever the keystrokes asked for is delivered now
    assert layouts.seen == 0
    font = library.font()  # a bigger font: fitted again, still of a fixed size
    font.setPointSize(font.pointSize() + 6)
    library.setFont(font)
    assert count.minimumSize() == count.maximumSize()
    assert count.width() >= count.fontMetrics().horizontalAdvance("99999 of 99999 cards")
    assert count.height() >= count.fontMetrics().height()
