"""The builder opens a saved list with the cards of the list's edition: a C5 list naming the id
the booklet's card holds takes the C5 card kept beside it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from companion.rules.army import ArmyList, Entry

from tests.ui.builder_cards import BUILDER_CARDS, card, make_db, open_builder


def test_a_saved_c5_list_opens_with_the_c5_card_kept_beside_the_booklets(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from companion.library.armies import ArmyStore
    from companion.library.store import Library

    path = make_db(tmp_path / "army.sqlite3")
    paladin = next(c for c in BUILDER_CARDS if c.id == "alahan/paladin")
    with Library.open(path, seed=False) as library:
        report = library.import_cards([replace(paladin, ap=33, edition="c5"),
                                       replace(card("alahan/knight", "Knight", 20, 1), edition="c5")])
        assert report.added == 2 and library.get("alahan/paladin") == paladin
        army = ArmyList("C5 lions", "alahan", 200, entries=(Entry("alahan/paladin", 2), Entry("alahan/knight")))
        list_id = ArmyStore(library).save(army).id
    window = open_builder(qtbot, path)
    try:
        window.show_workspace("army")
        controller = window.army.controller
        assert controller.open_list(list_id)
        assert [entry.card_id for entry in controller.doc.army.entries] == ["alahan/paladin-c5", "alahan/knight"]
        assert not controller.doc.dirty
        assert controller.validation.total_ap == 2 * 33 + 20  # the C5 Paladin's AP, not the booklet's 30
    finally:
        window.close()
