"""The card form validates as you type with the import's rules; OK waits for a valid card."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication, QLineEdit

from companion.library.packs import card_from_dict
from companion.ui.widgets.card_form import CardForm, parse_number, parse_ranges, slug

from tests.cards import LIBRARY

pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture
def form(qtbot) -> CardForm:  # type: ignore[no-untyped-def]
    form = CardForm(defaults={"people": "wolfen"}, id_taken=lambda card_id: card_id == "wolfen/taken")
    qtbot.addWidget(form)
    form.show()
    return form


def field(form: CardForm, name: str) -> QLineEdit:
    widget = form.fields[name]
    assert isinstance(widget, QLineEdit)
    return widget


def visible_errors(form: CardForm) -> list[str]:
    return [label.text() for label in form.group_errors.values() if label.isVisibleTo(form)]


def test_a_new_form_has_the_sensible_defaults_and_waits_for_a_name(form: CardForm, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert form.people.currentData() == "wolfen"
    assert form.rank.currentData() == "regular"
    assert form.size_box.currentData() == "normal"
    assert form.base.currentData() == "infantry"
    assert form.figures.text() == "1"
    assert not form.ok_button.isEnabled()
    assert visible_errors(form) == []  # no scolding before anything was typed
    qtbot.keyClicks(form.name, "Wolfen Hunter")
    assert form.ok_button.isEnabled()
    assert form.card_id() == "wolfen/wolfen-hunter"


@pytest.mark.parametrize(
    ("name", "text", "words"),
    [
        ("strength", "42", ["STR", "42 is out of range 0..30"]),
        ("attack", "three", ["ATT", "whole number"]),
        ("movement", "11", ["MOV", "not a multiple of 2.5"]),
        ("faith", "1-0", ["FAITH", "three aspects"]),
        ("ap", "-5", ["AP", "out of range"]),
        ("abilities", "Leadership/", ["Abilities", "no value after it"]),
    ],
)
def test_invalid_input_disables_ok_and_says_why_beside_the_field(
    form: CardForm, qtbot, name: str, text: str, words: list[str]  # type: ignore[no-untyped-def]
) -> None:
    qtbot.keyClicks(form.name, "Wolfen Hunter")
    assert form.ok_button.isEnabled()
    qtbot.keyClicks(field(form, name), text)
    assert not form.ok_button.isEnabled()
    errors = visible_errors(form)
    assert len(errors) == 1
    for word in words:
        assert word in errors[0]
    field(form, name).clear()
    assert form.ok_button.isEnabled()
    assert visible_errors(form) == []


def test_the_same_rules_as_an_import(form: CardForm, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(form.name, "Wolfen Hunter")
    qtbot.keyClicks(field(form, "strength"), "31")
    with pytest.raises(Exception) as error:
        card_from_dict(form.to_dict(), "x")
    assert "31 is out of range" in str(error.value) and "31 is out of range" in form.message


def test_an_id_already_in_the_library_is_refused(form: CardForm, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(form.name, "Taken")
    assert not form.ok_button.isEnabled()
    assert "already in the library" in visible_errors(form)[0]


def test_equipment_rows_grow_and_are_validated(form: CardForm, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(form.name, "Wolfen Archer")
    assert len(form.equipment_rows) == 1
    row = form.equipment_rows[0]
    qtbot.keyClicks(row.name, "Bow")
    assert len(form.equipment_rows) == 2  # a blank row is always last
    qtbot.keyClicks(row.strength, "5")
    qtbot.keyClicks(row.ranges, "20/10/30")
    assert not form.ok_button.isEnabled()
    assert "must not decrease" in visible_errors(form)[0]
    row.ranges.setText("10/20/30")
    assert form.ok_button.isEnabled()
    form.accept()
    assert form.result_card is not None
    (bow,) = form.result_card.equipment
    assert (bow.name, bow.strength, bow.ranges) == ("Bow", 5, (10.0, 20.0, 30.0))


def test_tab_walks_the_fields_in_card_order(form: CardForm) -> None:
    order = form.tab_order()
    expected = [form.name, form.people, form.rank, form.character] + [
        form.fields[f] for f in ("movement", "flight", "initiative", "attack", "strength", "defence",
                                 "resilience", "aim", "courage", "fear", "discipline", "power", "faith")
    ]
    assert order[: len(expected)] == expected
    after = order[len(expected):]
    assert after[0] is form.abilities and after[1] is form.equipment_rows[0].name
    assert after.index(form.ap) < after.index(form.provenance) < after.index(form.notes)


def test_editing_keeps_the_id_and_round_trips_every_field(qtbot) -> None:  # type: ignore[no-untyped-def]
    for card in LIBRARY:
        form = CardForm(card=card, editing=True)
        qtbot.addWidget(form)
        assert form.ok_button.isEnabled(), form.message
        form.name.setText(card.name + " II")
        assert form.card_id() == card.id
        form.accept()
        assert form.result_card is not None
        assert form.result_card == replace(card, name=card.name + " II")


@pytest.mark.parametrize(("text", "value"), [("", None), (" 7 ", 7), ("12.5", 12.5), ("12,5", 12.5),
                                              ("10.0", 10), ("x", "x")])
def test_parse_number(text: str, value: object) -> None:
    assert parse_number(text) == value


def test_parse_ranges_and_slug() -> None:
    assert parse_ranges("10/15/20") == [10, 15, 20]
    assert parse_ranges("10 15 20") == [10, 15, 20]
    assert parse_ranges("") is None
    assert slug("Daïkinee Warrior (copy)") == "daikinee-warrior-copy"
    assert QApplication.instance() is not None


AGONN = card_from_dict({
    "id": "alahan/agonn", "name": "Agonn the ardent", "people": "alahan", "ap": 40, "character": True,
    "rank": "regular", "edition": "c5", "character_id": "alahan/agonn",
    "options": [
        {"id": "alahan/agonn/the-shield-of-pride", "name": "The shield of pride", "kind": "artefact", "ap": 6,
         "max": 1, "max_per_army": 1, "group": "Artifacts", "text": "Agonn and his war-staff: Insensitive/4."},
        {"id": "alahan/agonn/doriman", "name": "Doriman", "kind": "affiliation", "group": "Baronies"},
        {"id": "alahan/agonn/doriman-solo-water", "name": "Solo/Water", "kind": "affiliation", "ap": 3,
         "group": "Baronies / Doriman"},
    ],
    "option_groups": [{"name": "Artifacts", "max": 1},
                      {"name": "Baronies / Doriman", "parent": "alahan/agonn/doriman"}],
}, "test")


def test_options_are_added_edited_and_removed_from_the_keyboard(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from companion.rules.card import OptionKind
    from companion.ui.widgets.option_table import AP, KIND, NAME

    form = CardForm(card=AGONN, editing=True)
    qtbot.addWidget(form)
    form.show()
    table = form.options.table
    assert table.rowCount() == 3 and form.ok_button.isEnabled()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Insert)  # a new row, its name being edited
    assert table.rowCount() == 4
    def editor() -> QLineEdit:
        (open_editor,) = [e for e in table.viewport().findChildren(QLineEdit) if e.isVisible()]
        return open_editor

    qtbot.keyClicks(editor(), "Healing potion")
    qtbot.keyClick(editor(), Qt.Key.Key_Return)  # committed once the event loop runs
    qtbot.waitUntil(lambda: table.item(3, NAME).text() == "Healing potion")
    table.setCurrentCell(3, AP)
    qtbot.keyClick(table, Qt.Key.Key_F2)  # F2 edits the cell
    qtbot.keyClicks(editor(), "7")
    qtbot.keyClick(editor(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.item(3, AP).text() == "7")
    assert form.ok_button.isEnabled(), form.message
    table.setCurrentCell(1, NAME)  # Doriman goes, and with it the choice that came with it
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    table.setCurrentCell(1, AP)  # Solo/Water, now second: a cost that is no number
    table.item(1, AP).setText("three")
    assert not form.ok_button.isEnabled()
    assert any("Option 2 (ap)" in text for text in visible_errors(form))
    table.item(1, AP).setText("3")
    form.accept()
    card = form.result_card
    assert card is not None and card.edition == "c5" and card.character_id == "alahan/agonn"
    assert [o.name for o in card.options] == ["The shield of pride", "Solo/Water", "Healing potion"]
    potion = card.options[2]
    assert (potion.id, potion.kind, potion.ap) == ("alahan/agonn/healing-potion", OptionKind.ARTEFACT, 7)
    assert card.options[0] == AGONN.options[0]  # text and limits the table does not show are kept
    assert [g.name for g in card.option_groups] == ["Artifacts"]
    assert table.item(0, KIND).text() == "Artefact"
