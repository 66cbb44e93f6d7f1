"""The Army's "Matchup against...": the entry selected in the list against a card of the Library,
in the Library's matchup pane, with the entry's figurines and the list's ruleset."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from companion.rules.matchup import Charger, matchup
from companion.rules.matchup_round import Policy
from companion.ui.matchup.pane import MatchupPane
from tests.cards import FUSILIER, PALADIN, WOLFEN_ZOMBIE


def _open_lion_host(window: Any, qtbot: Any) -> Any:
    """The Army workspace on "Lion host" (3 Paladins), its entry current."""
    window.show_workspace("army")
    army = window.army
    controller = army.controller
    saved = {row.name: row for row in controller.saved_lists()[0]}
    assert controller.open_saved(saved["Lion host"])
    builder = army.builder
    builder.entries.setFocus()
    builder.entries.setCurrentIndex(builder.entries_model.index(0, 0))
    qtbot.waitUntil(lambda: builder.entries.hasFocus())
    return army


def test_the_entry_selected_against_a_card_picked_by_typing(table_window: Any, qtbot: Any) -> None:
    army = _open_lion_host(table_window, qtbot)
    assert army.matchup_action in army.menu_actions()["file"]
    qtbot.keyClick(army.builder.entries, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: army.matchup_dialog is not None and army.matchup_dialog.isVisible())
    dialog = army.matchup_dialog
    assert isinstance(dialog.pane, MatchupPane) and not dialog.pane.pin.isVisibleTo(dialog.pane)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.filter)
    assert dialog.pane.opponent is None and dialog.pane.operation is None  # nothing weighed before a pick
    assert dialog.pane.card == PALADIN and "3 × Paladin" in dialog.entry_label.text()
    pane = dialog.pane
    pane.policy.setCurrentIndex(pane.policy.findData(Policy.ATTACK))  # the advice's, 3 against 1, takes minutes
    # Typing finds the opponent: the first card that matches is weighed.
    qtbot.keyClicks(dialog.filter, "wolfen")
    qtbot.waitUntil(lambda: pane.fight is not None and pane.opponent == WOLFEN_ZOMBIE, timeout=60000)
    ruleset = army.controller.doc.army.ruleset
    exact = matchup(PALADIN, WOLFEN_ZOMBIE, figures=(3, 1), policy=Policy.ATTACK, ruleset=ruleset)
    assert pane.fight == exact
    assert pane.bar.shares == (exact.first_wins, exact.undecided, exact.second_wins)
    assert pane.rounds.chances == exact.rounds
    assert "3 figurines of Paladin against one Wolfen Zombie" in pane.heading.text()
    assert pane.figures_row.isVisibleTo(pane) and pane.figures.value() == 3
    # Your figurines charge: the Paladins test their Courage against the Zombie's Fear.
    pane.charge.setCurrentIndex(pane.charge.findData(Charger.FIRST))
    qtbot.waitUntil(lambda: pane.fight is not None and pane.fight.charge is Charger.FIRST, timeout=60000)
    assert pane.fight == matchup(PALADIN, WOLFEN_ZOMBIE, figures=(3, 1), charge=Charger.FIRST, policy=Policy.ATTACK,
                                    ruleset=ruleset)
    assert pane.fight.fear[0] is not None


def test_the_pane_follows_the_entrys_figurines_up_to_what_the_opponents_base_admits(
        table_window: Any, qtbot: Any) -> None:
    army = _open_lion_host(table_window, qtbot)
    dialog = army.open_matchup()
    assert dialog is not None
    pane = dialog.pane
    pane.policy.setCurrentIndex(pane.policy.findData(Policy.ATTACK))
    assert dialog.pick(FUSILIER.id)
    qtbot.waitUntil(lambda: pane.fight is not None and pane.opponent == FUSILIER, timeout=60000)
    assert pane.fight.figures == (3, 1)
    # Six Paladins: an infantry base admits four in contact (booklet, "movement phase").
    army.controller.set_figures(0, 6)
    qtbot.waitUntil(lambda: pane.fight is not None and pane.fight.figures == (4, 1), timeout=60000)
    assert pane.figures.maximum() == 6 and "6 × Paladin" in dialog.entry_label.text()
    assert pane.fight == matchup(PALADIN, FUSILIER, figures=(4, 1), policy=Policy.ATTACK,
                                    ruleset=army.controller.doc.army.ruleset)
    # The player may send fewer.
    pane.figures.setValue(1)
    qtbot.waitUntil(lambda: pane.fight is not None and pane.fight.figures == (1, 1), timeout=60000)
    assert "Paladin against Griffin Fusilier, one figurine each" in pane.heading.text()
    dialog.close()


def test_without_an_entry_selected_the_status_bar_says_what_to_do(table_window: Any, qtbot: Any) -> None:
    army = table_window.army
    table_window.show_workspace("army")
    army.controller.new_list()
    with qtbot.waitSignal(army.message_shown) as said:
        assert army.open_matchup() is None
    assert "Select an entry of the list first" in said.args[0]
    assert army.matchup_dialog is None


def test_in_french(french: Any, table_window: Any, qtbot: Any) -> None:
    army = _open_lion_host(table_window, qtbot)
    assert army.matchup_action.text() == "Affron&tement contre..."
    dialog = army.open_matchup()
    assert dialog is not None and dialog.windowTitle() == "Affrontement contre…"
    assert dialog.entry_label.text().startswith("Votre entrée : 3 × Paladin")
    pane = dialog.pane
    assert pane.figures_label.text() == "&Figurines au combat :"
    assert pane.charge.itemText(pane.charge.findData(Charger.FIRST)) == "Vos figurines chargent"
    assert pane.opponent is None  # nothing weighed before the player picks
    assert pane.heading.text() == "Choisissez la carte de l'adversaire : qui gagne le combat s'affiche ici."
    # Down from the filter walks the cards: the first one is the opponent.
    pane.policy.setCurrentIndex(pane.policy.findData(Policy.ATTACK))
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: pane.fight is not None, timeout=60000)
    assert dialog.table.hasFocus() and pane.opponent is not None
    assert pane.opponent.id == dialog.model.card_id(0)
    assert pane.heading.text().startswith(f"3 figurines de Paladin contre une de {pane.opponent.name}")
    dialog.close()


def test_an_edit_elsewhere_in_the_list_weighs_nothing_again(table_window: Any, qtbot: Any) -> None:
    army = _open_lion_host(table_window, qtbot)
    dialog = army.open_matchup()
    pane = dialog.pane
    pane.policy.setCurrentIndex(pane.policy.findData(Policy.ATTACK))
    assert dialog.pick(WOLFEN_ZOMBIE.id)
    qtbot.waitUntil(lambda: pane.fight is not None, timeout=60000)
    pane.figures.setValue(2)  # the player's choice
    qtbot.waitUntil(lambda: pane.fight is not None and pane.fight.figures == (2, 1), timeout=60000)
    fight = pane.fight
    army.controller.rename("Lion host, renamed")
    assert pane.fight is fight and pane.figures.value() == 2
    dialog.close()
