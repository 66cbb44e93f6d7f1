"""Editions and options in the Library: the edition column and filter, the drawing's options."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.library.card_list import listed_card
from companion.library.packs import card_from_dict
from companion.ui.card_model import CardTableModel
from companion.ui.card_rows import COL_EDITION, COL_NAME
from companion.ui.edition_filter import EditionFilter
from companion.ui.widgets.card_view import CardView

from tests.cards import LIBRARY

pytestmark = pytest.mark.usefixtures("qapp")

AGONN = card_from_dict({
    "id": "alahan/agonn", "name": "Agonn the ardent", "people": "alahan", "ap": 40, "character": True,
    "edition": "c5", "character_id": "alahan/agonn-1st", "pow_budget": 3,
    "options": [
        {"id": "alahan/agonn/the-shield-of-pride", "name": "The shield of pride", "kind": "artefact", "ap": 6,
         "max": 1, "max_per_army": 1, "group": "Artifacts"},
        {"id": "alahan/agonn/bow", "name": "Bow", "kind": "equipment", "strength": 3, "ranges": [20, 40, 60]},
    ],
    "option_groups": [{"name": "Artifacts", "min": 0, "max": 1}],
}, "test")


LISTED = [listed_card(card) for card in LIBRARY]


def names(model: CardTableModel) -> list[str]:
    return [model.index(row, COL_NAME).data() for row in range(model.rowCount())]


def test_the_edition_is_a_column_and_a_filter(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = CardTableModel()
    chooser = EditionFilter()
    qtbot.addWidget(chooser)
    chooser.bind(model)
    model.set_cards([*LISTED, listed_card(AGONN)])
    assert [chooser.itemText(i) for i in range(chooser.count())] == ["All editions", "c2", "c5"]
    row = names(model).index("Agonn the ardent")
    assert model.index(row, COL_EDITION).data() == "c5"
    chooser.choose("c5")
    assert names(model) == ["Agonn the ardent"]
    chooser.choose("c2")
    assert len(names(model)) == len(LIBRARY)
    model.set_cards(LISTED)  # the C5 card goes: so does its edition, the choice stays
    assert [chooser.itemText(i) for i in range(chooser.count())] == ["All editions", "c2"]
    assert chooser.currentData() == "c2" and len(names(model)) == len(LIBRARY)
    model.sort_by(COL_EDITION)
    model.set_cards([*LISTED, listed_card(replace(AGONN, edition="a-source"))])
    chooser.choose(None)
    assert names(model)[0] == "Agonn the ardent"  # "a-source" sorts before "c2"


def test_the_drawing_shows_the_edition_the_budget_and_the_options(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = CardView()
    qtbot.addWidget(view)
    view.show_card(AGONN)
    assert "edition c5" in view.subtitle.text()
    assert "the same Character as alahan/agonn-1st" in view.subtitle.text()
    assert "POW budget 3" in view.footer.text()
    text = view.options.text()
    assert "<b>Artifacts</b> (at most 1)" in text and text.count("<b>Artifacts</b>") == 1
    assert "The shield of pride — Artefact — 6 AP — at most 1 — 1 per army" in text
    assert "Bow — Equipment — STR 3 — 20 / 40 / 60 cm" in text
    assert view.options.isVisibleTo(view)
    view.show_card(LIBRARY[0])
    assert not view.options.isVisibleTo(view) and "edition c2" in view.subtitle.text()


def test_the_edition_filter_shows_only_when_there_is_a_choice(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = CardTableModel()
    chooser = EditionFilter()
    qtbot.addWidget(chooser)
    chooser.show()
    chooser.bind(model)
    model.set_cards(LISTED)
    assert not chooser.isVisible()
    model.set_cards([*LISTED, listed_card(AGONN)])
    assert chooser.isVisible()


def test_the_library_shows_a_card_of_each_edition_with_the_same_id_and_undoes_the_import(  # type: ignore[no-untyped-def]
        window, qtbot, tmp_path, read_db) -> None:
    from companion.library.packs import card_to_dict, write_pack

    c5 = {**card_to_dict(LIBRARY[0]), "ap": 27, "edition": "c5"}  # the same id as the library's booklet card
    pack = tmp_path / "c5.cards.json"
    write_pack(pack, [card_from_dict(c5, "test")], "C5")
    library = window.library
    library.import_files([pack])
    qtbot.waitUntil(lambda: library.last_message is not None)
    assert "1 added, 0 updated, 0 unchanged" in library.last_message.text()
    kept = f"{LIBRARY[0].id}-c5"
    assert read_db()[LIBRARY[0].id] == LIBRARY[0] and read_db()[kept].ap == 27
    model = library.model
    rows = [row for row in range(model.rowCount()) if model.index(row, COL_NAME).data() == LIBRARY[0].name]
    assert sorted(model.index(row, COL_EDITION).data() for row in rows) == ["c2", "c5"]
    window.undo_stack.undo()  # the C5 card goes, the booklet's stays
    assert kept not in read_db() and read_db()[LIBRARY[0].id] == LIBRARY[0]
    assert not model.has(kept) and model.has(LIBRARY[0].id)
