"""A game at the Table takes the cards of each list's edition: a C5 list naming the id the
booklet's card holds plays the C5 card kept beside it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from companion.rules.army import ArmyList, Entry

from tests.cards import PALADIN
from tests.ui.table_support import start_game


def test_a_c5_list_plays_the_c5_card_kept_beside_the_booklets(qtbot: Any, table_db: Path) -> None:
    from companion.library.armies import ArmyStore
    from companion.library.store import Library
    from companion.ui.app import application, open_window

    knight = replace(PALADIN, id="alahan/knight", name="Knight", ap=5, edition="c5")
    with Library.open(table_db, seed=False) as library:
        assert library.import_cards([replace(PALADIN, ap=35, edition="c5"), knight]).added == 2
        ArmyStore(library).save(ArmyList("C5 lions", "alahan", 40, entries=(Entry(PALADIN.id), Entry(knight.id))))
    application()
    window = open_window(table_db)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_workspace("table")
    try:
        state = start_game(qtbot, window, "C5 lions", "Wolfen pack", seed=3)
        side = state.setup.sides[0]
        assert [entry.card_id for entry in side.army.entries] == ["alahan/paladin-c5", "alahan/knight"]
        assert side.cards["alahan/paladin-c5"].ap == 35 and "alahan/paladin" not in side.cards
        assert "editions" not in window.table.seen["verdict_after"]  # one edition: no mixed-editions warning
    finally:
        window.close()
