"""A C5 Lions list built from the keyboard on the C5 fixtures, as a new player builds it: a
Character, his artefact and his barony, troops and an ally, the list legal from the moment
each card is added (the Baronies' "1 to 1" holds its default "Unaffiliated" at once), every
key counted."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication

from companion.library.store import Library
from companion.ui.army.entries_model import COL_CARD, HEADING_ROLE, OPTION_ROLE

AGONN = "alahan/agonn-the-ardent"
SHIELD, UNAFFILIATED, DORIMAN = (f"{AGONN}/the-shield-of-pride", f"{AGONN}/unaffiliated", f"{AGONN}/doriman")


class Keys:
    """The keys pressed in the builder, counted."""

    def __init__(self, qtbot) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.count = 0

    def press(self, widget, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
        self.count += 1
        self.qtbot.keyClick(widget, key, modifier)

    def type(self, widget, text: str) -> None:  # type: ignore[no-untyped-def]
        self.count += len(text)
        self.qtbot.keyClicks(widget, text)


@pytest.fixture
def builder(qtbot, tmp_path: Path, battlescribe_dir: Path):  # type: ignore[no-untyped-def]
    """The Army workspace on a library holding the C5 fixtures only, on a new Alahan list."""
    from companion.ui.app import application, open_window

    path = tmp_path / "c5.sqlite3"
    with Library.open(path, seed=False) as library:
        library.import_battlescribe([battlescribe_dir])
    application()
    window = open_window(path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    view = window.army.builder
    view.controller.set_people("alahan")
    yield view
    window.close()


def add(builder, keys: Keys, typed: str, card_id: str) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+F, a few letters of the card's name, Enter: the card is added, shown and legal."""
    count = len(builder.controller.doc.army.entries)
    keys.press(builder.window(), Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    keys.type(builder.filter, typed)
    assert builder.cards_pane.current_card_id() == card_id
    keys.press(builder.filter, Qt.Key.Key_Return)
    army = builder.controller.doc.army
    assert len(army.entries) == count + 1
    (row,) = [i for i, entry in enumerate(army.entries) if entry.card_id == card_id]
    assert builder.entries.selected_rows() == [row]  # the entry added is the row selected, unfolded
    assert builder.entries.isExpanded(builder.entries_model.index(row, 0))
    assert [v.rule for v in builder.controller.validation.violations] == []


def shown_under(builder, parent: QModelIndex) -> list[str]:  # type: ignore[no-untyped-def]
    """The rows shown under ``parent`` (unfolded ones only)."""
    model, view, found = builder.entries_model, builder.entries, []
    for row in range(model.rowCount(parent)):
        index = model.index(row, COL_CARD, parent)
        found.append(index.data())
        if view.isExpanded(index):
            found += shown_under(builder, index)
    return found


def take(builder, keys: Keys, option_id: str) -> None:  # type: ignore[no-untyped-def]
    """Down arrows to the option's row (counted), then Space: taken, and the list legal."""
    view = builder.entries
    for _ in range(200):
        if view.currentIndex().data(OPTION_ROLE) == option_id:
            keys.press(view, Qt.Key.Key_Space)
            assert any(option_id in entry.options for entry in builder.controller.doc.army.entries)
            assert [v.rule for v in builder.controller.validation.violations] == []
            return
        keys.press(view, Qt.Key.Key_Down)
    raise AssertionError(f"{option_id} not reached")


def test_a_lions_list_is_legal_from_each_card_added_in_few_keys(builder, qtbot) -> None:  # type: ignore[no-untyped-def]
    keys = Keys(qtbot)
    lists = builder.controller
    add(builder, keys, "agonn", AGONN)
    assert lists.doc.army.entries[0].options == (UNAFFILIATED,)  # the barony's default, at once
    # The unfolded entry shows the baronies, not the choices of the ten baronies.
    shown = shown_under(builder, builder.entries_model.index(0, 0))
    assert "Doriman" in shown and "Unaffiliated" in shown and "Solo/Hunting dogs" not in shown
    # His artefact and his barony, from the list: Down to the row, Space.
    keys.press(builder.filter, Qt.Key.Key_Down)
    keys.press(builder.pane, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is builder.entries
    take(builder, keys, SHIELD)
    take(builder, keys, DORIMAN)  # Doriman for Unaffiliated: a barony of one
    assert lists.doc.army.entries[0].options == (SHIELD, DORIMAN)
    assert lists.validation.legal and lists.validation.entry_ap == (47,)  # 40, the shield 6, Doriman 1
    doriman = builder.entries_model.option_index(0, DORIMAN)
    assert builder.entries.isExpanded(doriman)  # the choices that come with Doriman show
    assert "Solo/Hunting dogs" in shown_under(builder, doriman)
    assert any(builder.entries_model.index(r, 0, doriman).data(HEADING_ROLE)
               for r in range(builder.entries_model.rowCount(doriman)))
    # Troops and an ally, each legal as it is added; the Character folds as the next one shows.
    add(builder, keys, "paladin", "alahan/paladin-of-alahan-1")
    assert not builder.entries.isExpanded(builder.entries_model.index(0, 0))
    add(builder, keys, "swordm", "alahan/swordmaster")
    add(builder, keys, "kelt mu", "sessair/kelt-musician")
    verdict = lists.validation
    assert verdict.legal and verdict.ally_ap == 13 and verdict.total_ap == 47 + 17 + 11 + 13
    assert all(entry.options for entry in lists.doc.army.entries)  # each its barony or tribe
    assert keys.count <= 60, keys.count  # about 95 keys and clicks before
