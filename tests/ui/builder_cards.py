"""Cards with AP for the builder's tests (made up: the starter cards have no AP), and drivers of
the Army workspace (the fixtures: tests/ui/army/conftest.py)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from companion.rules.abilities import Ability
from companion.rules.card import Card, Rank
from companion.ui.card_rows import COL_NAME


def card(card_id: str, name: str, ap: int, per_card: int, *abilities: str, character: bool = False) -> Card:
    return Card(id=card_id, name=name, people=card_id.partition("/")[0],
                rank=Rank.SPECIAL if character else Rank.REGULAR, character=character, ap=ap,
                figures_per_card=per_card, abilities=tuple(Ability.parse(a) for a in abilities),
                provenance="test card")


BUILDER_CARDS = (
    card("alahan/swordsman", "Alahan Swordsman", 10, 3, "Bravery"),
    card("alahan/paladin", "Paladin", 30, 3, "Bravery"),
    card("alahan/lioness", "Red Lioness", 40, 1, "Leadership/10", character=True),
    card("alahan/hero", "Young Hero", 15, 1),
    card("griffin/magistrate", "Griffin Magistrate", 20, 2),
    card("acheron/zombie", "Zombie", 9, 3),
    card("acheron/sellsword", "Acheron Sellsword", 25, 1, "Mercenary"),
)


def make_db(path: Path, extra: Sequence[Card] = ()) -> Path:
    """A fresh database holding BUILDER_CARDS and ``extra`` (no starter packs)."""
    from companion.library.store import Library

    library = Library.open(path, seed=False)
    try:
        for item in (*BUILDER_CARDS, *extra):
            library.save(item)
    finally:
        library.close()
    return path



def option_cards() -> tuple[Card, ...]:
    """A Character with artefacts (one per army, a potion taken up to three times) and an
    upgrade, and a troop with a weapon to choose (its Strength and ranges given)."""
    from dataclasses import replace

    from companion.rules.card import Option, OptionGroup, OptionKind

    agonn = replace(card("alahan/agonn", "Agonn the ardent", 40, 1, "Leadership/10", character=True), options=(
        Option("alahan/agonn/shield-of-pride", "The shield of pride", OptionKind.ARTEFACT, ap=6, max=1,
               max_per_army=1, group="Artifacts", text="Agonn and his war-staff benefit from Insensitive/4."),
        Option("alahan/agonn/healing-potion", "Healing potion", OptionKind.ARTEFACT, ap=2, max=3,
               group="Artifacts / Potions"),
        Option("alahan/agonn/officer", "Officer of the Lion", OptionKind.UPGRADE, ap=5, max=1),
    ), option_groups=(OptionGroup("Artifacts", max=2),))
    archer = replace(card("alahan/archer", "Archer of Alahan", 10, 3), options=(
        Option("alahan/archer/longbow", "Longbow", OptionKind.EQUIPMENT, ap=3, max=1, strength=4,
               ranges=(25.0, 45.0, 65.0)),
    ))
    return agonn, archer


def open_builder(qtbot, path: Path):  # type: ignore[no-untyped-def]
    from companion.ui.app import application, open_window

    application()
    window = open_window(path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def rows(builder) -> list[str]:  # type: ignore[no-untyped-def]
    model = builder.entries_model
    return [model.entry_text(row) for row in range(model.rowCount())]


def pane_names(builder) -> list[str]:  # type: ignore[no-untyped-def]
    model = builder.pane_model
    return [model.index(row, COL_NAME).data() for row in range(model.rowCount())]


def add_by_keyboard(builder, qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(builder.window(), Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is builder.filter
    builder.filter.selectAll()
    qtbot.keyClicks(builder.filter, text)
    qtbot.keyClick(builder.filter, Qt.Key.Key_Return)
