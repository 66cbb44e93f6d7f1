"""The Table shows what each figurine's entry takes (artefacts and equipment, spells and
miracles) on its tile, and fires the weapon its entry chose."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from companion.rules.army import ArmyList, Entry
from companion.rules.card import Option, OptionKind
from tests.cards import FUSILIER, PALADIN, WOLFEN_ZOMBIE
from tests.ui.table_support import start_game

LONG_ARQUEBUS = Option("griffin/fusilier/long-arquebus", "Long arquebus", OptionKind.EQUIPMENT, ap=3, strength=9,
                       ranges=(20.0, 40.0, 60.0))
RELIC = Option("griffin/fusilier/relic", "Relic of Merin", OptionKind.ARTEFACT, ap=5)
PRAYER = Option("griffin/fusilier/prayer", "Prayer of the Temple", OptionKind.MIRACLE, faith=1)
ARMED = replace(FUSILIER, options=(LONG_ARQUEBUS, RELIC, PRAYER))


@pytest.fixture
def table_db(tmp_path: Path) -> Path:
    """The Table's database (the ``table_window`` fixture of conftest): a Fusilier with options."""
    from companion.library.armies import ArmyStore
    from companion.library.store import Library

    path = tmp_path / "table.sqlite3"
    library = Library.open(path, seed=False)
    try:
        for card in (PALADIN, WOLFEN_ZOMBIE, ARMED):
            library.save(card)
        store = ArmyStore(library)
        store.save(ArmyList("Griffin line", "griffin", 60, entries=(
            Entry(ARMED.id, 1, options=(RELIC.id, LONG_ARQUEBUS.id, PRAYER.id, PRAYER.id)), Entry(ARMED.id, 1))))
        store.save(ArmyList("Wolfen pack", "acheron", 40, entries=(Entry(WOLFEN_ZOMBIE.id, 1),)))
    finally:
        library.close()
    return path


def test_a_tile_shows_its_entry_s_options_and_fires_the_weapon_chosen(qtbot: Any, table_window: Any) -> None:
    state = start_game(qtbot, table_window, "Griffin line", "Wolfen pack")
    tiles = table_window.table.view.columns[0].tiles
    armed, plain = tiles["A1"], tiles["A2"]
    assert armed.options_label.text().splitlines() == [
        "Artefact: Relic of Merin", "Miracle: Prayer of the Temple ×2", "Equipment: Long arquebus"]
    assert "Long arquebus (3 AP; STR 9, 20 / 40 / 60 cm)" in armed.options_label.toolTip()
    assert armed.options_label.isVisibleTo(armed)
    assert not plain.options_label.isVisibleTo(plain)  # the second card takes none
    fired = [(e.name, e.strength) for e in state.card_of(state.figurine("A1")).equipment]
    assert fired == [("Long arquebus", 9), ("Arquebus", 7)]
    assert [e.name for e in state.card_of(state.figurine("A2")).equipment] == ["Arquebus"]
