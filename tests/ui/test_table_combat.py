"""The booklet's combat example played through the Table with the dice typed, then undo/redo."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QGroupBox, QLabel, QSpinBox

from companion.rules.game import Phase, WoundLevel
from companion.rules.game.guide import charge_odds, odds_for_next_step
from companion.rules.game.state import CombatStep
from tests.ui.table_support import (banner, click, deploy_all, enter_dice, panel, roll_box, stand_out_the_movement,
                                     start_game, tiles_snapshot)


def _to_the_charge(qtbot: Any, window: Any) -> Any:
    state = start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    state = enter_dice(qtbot, window, "opposed-roll", "4", "2")
    assert state.roll_done and state.roll_winner == 0
    state = deploy_all(qtbot, window)
    assert (state.round, state.phase) == (1, Phase.MOVEMENT)
    state = enter_dice(qtbot, window, "opposed-roll", "2", "5")  # Acheron wins the Tactical roll
    assert state.roll_winner == 1
    state = click(qtbot, window, "draw")
    if state.pending == "A-1":  # the Paladin's card first: he stands
        state = click(qtbot, window, "play-pending")
        state = click(qtbot, window, "stand-A1")
        state = click(qtbot, window, "end-activation")
        state = click(qtbot, window, "draw")
    assert state.pending == "B-1"
    return click(qtbot, window, "play-pending")


def test_the_booklet_combat_example_through_the_table(qtbot: Any, table_window: Any) -> None:
    window = table_window
    state = _to_the_charge(qtbot, window)
    assert state.active == "B-1"
    # Charge: the Paladin's Courage test against the Zombie's Fear 8, shown before the roll: 1/2.
    box = roll_box(window, "charge-roll-B1")
    assert [label.property("chance") for label in box.chance_labels] == [
        str(c.chance) for c in charge_odds(state, "B1", "A1")] == ["1/2"]
    assert "50% (1/2)" in box.chance_labels[0].text()
    state = enter_dice(qtbot, window, "charge-roll-B1", "4")
    paladin = state.figurine("A1")
    assert paladin.charged and paladin.immune_fear == 8 and paladin.engaged_with == ("B1",)
    tile = window.table.view.columns[0].tiles["A1"]
    assert "Charged" in tile.badges_label.text() and "Immune to Fear ≤8" in tile.badges_label.text()
    assert "INI 2 (3)" in tile.stats_label.text() and "DEF 2 (3)" in tile.stats_label.text()
    assert state.active is None  # the card's last figurine charged: its activation ended with it
    state = stand_out_the_movement(qtbot, window)
    assert state.phase is Phase.FIRING
    state = click(qtbot, window, "end-phase")
    assert state.phase is Phase.HAND_TO_HAND
    state = click(qtbot, window, "combat-A1")
    assert state.combat is not None and state.combat.step is CombatStep.INITIATIVE
    # "The Acheron player rolls a 2 ... The Alahan player also rolls a 2"
    state = enter_dice(qtbot, window, "initiative", "2", "2")
    assert state.combat.initiative_totals == (4, 5) and state.combat.attacker_side == 1
    # The Defender (the Paladin, Alice) places first: 1 Attack and 1 Defence; then the Zombie 2 Attack.
    assert panel(window).header.text() == "Round 1 · Hand to hand · Combat 1 · Alice"
    assert "Defender" in panel(window).step_label.text()
    spins = panel(window).findChildren(QSpinBox)
    assert [s.objectName() for s in spins] == ["attack-dice-A1", "extra-dice-A1"]  # only the Defender's
    assert (spins[0].minimum(), spins[0].maximum()) == (0, 2)  # "Each fighter has two dice"
    spins[0].setValue(1)
    state = click(qtbot, window, "place")
    assert state.combat.placement("A1") == (1, 1)
    assert any(line.startswith("Paladin (A1) places its dice: 1 in Attack, 1 in Defence")  # not "1 dice"
               for line in window.table.view.log.texts())
    spin = window.table.view.step_panel.findChild(QSpinBox,
                                                  "attack-dice-B1")
    spin.setValue(2)
    state = click(qtbot, window, "place")
    assert state.combat.step is CombatStep.ATTACK
    # Before the attack: each difficulty with its chance, and the recommended one.
    (choice,) = odds_for_next_step(state).attacks
    table = window.table.view.step_panel.findChild(QGroupBox,
                                                   "difficulties-B1-A1")
    assert table is not None
    texts = [w.text() for w in table.findChildren(QLabel)]
    assert any("★ recommended" in t for t in texts) and "67% (2/3)" in texts  # difficulty 9: ATT 6 needs a 3 or more
    assert any(r.difficulty == 9 and r.hit == Fraction(2, 3) for r in choice.rows)
    for name in ("difficulty-B1-1", "difficulty-B1-2"):
        window.table.view.step_panel.findChild(QSpinBox, name).setValue(9)
    # "He chooses a difficulty level of 9 for both his strikes. The results ... are 2 and 5."
    state = enter_dice(qtbot, window, "attack-roll", "2, 5")
    assert [s.hit for s in state.combat.strikes] == [False, True]
    # The parry: DEF 3 - 1 = 2 at 9 is 5/36, shown before the roll.
    parry = window.table.view.step_panel.findChild(QGroupBox, "parry")
    (check,) = parry.checks.values()
    assert check.property("chance") == "5/36" and check.isChecked()
    # One against one: no Sustained Defence to offer ("faced with several opponents").
    assert parry.sustained is None and len(roll_box(window, "parry-roll").edits) == 1
    state = enter_dice(qtbot, window, "parry-roll", "3")
    assert state.combat.step is CombatStep.DAMAGE
    # "The dice show a 3 and a 6 ... 15 in the Torso: a Critical Wound."
    state = enter_dice(qtbot, window, "damage-2", "3 6")
    assert state.figurine("A1").wound is WoundLevel.CRITICAL
    tile = window.table.view.columns[0].tiles["A1"]
    assert tile.boxes[WoundLevel.CRITICAL].isChecked() and tile.boxes[WoundLevel.CRITICAL].text() == "● Critical"
    assert not tile.boxes[WoundLevel.KILLED].isChecked()
    assert any("Critical" in line for line in window.table.view.log.texts())
    assert banner(window) == ""

    # Undo then redo gives the same tiles, the same log, the same step.
    before = tiles_snapshot(window)
    log_before = window.table.view.log.texts()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.table.state.figurine("A1").wound is WoundLevel.NONE
    assert not window.table.view.columns[0].tiles["A1"].boxes[WoundLevel.CRITICAL].isChecked()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.table.state.figurine("A1").wound is WoundLevel.CRITICAL
    assert tiles_snapshot(window) == before
    assert window.table.view.log.texts() == log_before


def test_typed_dice_are_checked_before_anything_is_sent(qtbot: Any, table_window: Any) -> None:
    window = table_window
    start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    seq = window.table.state.seq
    enter_dice(qtbot, window, "opposed-roll", "7", "2")
    assert "a die shows 1 to 6, not 7" in banner(window)
    enter_dice(qtbot, window, "opposed-roll", "x", "2")
    assert "not a die" in banner(window)
    assert window.table.state.seq == seq  # nothing was committed
    assert window.table.store.actions(window.table.game_id) == []


def test_a_characters_extra_dice_and_war_fury_at_the_placement(qtbot: Any, table_window: Any) -> None:
    from companion.rules.game.actions import (
        Activate, ApproachRoll, Charge, DrawCard, EndActivation, EndPhase, PlaceDice, StartCombat,
        TacticalRoll)
    from companion.rules.game.guide import dice_pool

    window = table_window
    start_game(qtbot, window, "Champion", "Wolfen pack")
    table = window.table
    assert table.do(ApproachRoll((4,), (1,)))
    while table.state.phase is Phase.APPROACH:
        if table.state.pending is None:
            assert table.do(DrawCard())
        assert click(qtbot, window, "play-pending")
    assert table.do(TacticalRoll((5,), (1,)))
    while table.state.phase is Phase.MOVEMENT:
        state = table.state
        if state.pending is None and state.active is None:
            assert table.do(DrawCard())
        if table.state.pending is not None:
            assert table.do(Activate(table.state.pending))
        if table.state.active == "A-1":
            assert table.do(Charge("A1", "B1", courage_dice=(4,)))  # COU 6 + 4 > Fear 8
        assert table.do(EndActivation())
    for action in (EndPhase(), StartCombat("A1", ("B1",))):
        assert table.do(action)
    # "This Ability is activated before the Initiative Roll": the Initiative step offers it.
    fury = panel(window).findChild(QCheckBox, "war-fury-A1")
    assert fury is not None
    fury.setChecked(True)
    state = enter_dice(qtbot, window, "initiative", "4", "1")
    assert state.figurine("A1").war_fury and banner(window) == ""
    if state.combat.attacker_side == 0:  # the Zombie defends: it places first
        assert table.do(PlaceDice((("B1", 1, 1),)))
    place = panel(window).findChild(QGroupBox, "place-dice")
    assert list(place.spins) == ["A1"]
    assert place.extras["A1"].isVisibleTo(place) and place.extras["A1"].maximum() >= 1
    place.extras["A1"].setValue(1)  # -2 ATT and DEF for one more die
    assert place.totals["A1"] == dice_pool(table.state, "A1", extra_dice=1).total
    assert place.names["A1"].text() == f"Lion Champion (A1): {place.totals['A1']} dice"
    assert "A1" not in place.fury  # declared already (the booklet's timing)
    pool = dice_pool(table.state, "A1", extra_dice=1)  # War fury: one more die, all in Attack
    assert place.totals["A1"] == pool.total and place.spins["A1"].minimum() == pool.total
    assert place.defence["A1"].text() == "Defence dice: 0"
    state = click(qtbot, window, "place")
    assert banner(window) == ""
    assert state.combat.placement("A1") == (pool.total, 0) and state.combat.extra_for("A1") == 1


def test_a_figurine_charged_this_movement_phase_is_not_offered_to_disengage(qtbot: Any, table_window: Any) -> None:
    from companion.rules.game.guide import cannot_disengage

    window = table_window
    state = _to_the_charge(qtbot, window)
    state = enter_dice(qtbot, window, "charge-roll-B1", "4")  # the Paladin holds: Charged, Engaged
    assert state.figurine("A1").engaged_with == ("B1",) and state.figurine("A1").moved is None
    state = click(qtbot, window, "draw")
    state = click(qtbot, window, "play-pending")
    assert state.active == "A-1"
    # Booklet, DISENGAGEMENT: "He cannot Disengage from a combat if he has been Charged or
    # Engaged in the current Movement phase": no roll to offer, the reason instead.
    assert cannot_disengage(state, "A1") is not None
    assert "disengage-A1" not in [b.objectName() for b in panel(window).roll_boxes]
    texts = [w.text() for w in panel(window).findChildren(QLabel)]
    assert "Paladin (A1) cannot Disengage: Charged or Engaged in this Movement phase" in texts
    assert "stand-A1" in panel(window).buttons


def test_an_attacks_target_shows_its_whole_name(qtbot: Any, tmp_path: Any) -> None:
    from dataclasses import replace

    from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

    from companion.ui.app import application, open_window
    from tests.ui.conftest import _library_file
    from tests.ui.table_support import CARDS, LISTS

    cards = tuple(replace(c, name="Paladin of the Order of the Lion") if c.id == CARDS[0].id else c for c in CARDS)
    application()
    window = open_window(_library_file(tmp_path / "long.sqlite3", cards, LISTS))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.show_workspace("table")
    state = _to_the_charge(qtbot, window)
    state = enter_dice(qtbot, window, "charge-roll-B1", "4")
    state = stand_out_the_movement(qtbot, window)
    state = click(qtbot, window, "end-phase")
    state = click(qtbot, window, "combat-A1")
    state = enter_dice(qtbot, window, "initiative", "2", "2")  # the Zombie strikes first
    panel(window).findChild(QSpinBox, "attack-dice-A1").setValue(1)
    click(qtbot, window, "place")
    panel(window).findChild(QSpinBox, "attack-dice-B1").setValue(2)
    state = click(qtbot, window, "place")
    assert state.combat.step is CombatStep.ATTACK
    combos = [c for c in panel(window).findChildren(QComboBox) if c.currentData() == "A1"]
    assert combos
    for combo in combos:
        qtbot.waitUntil(lambda c=combo: c.width() > 0)
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                             QStyle.SubControl.SC_ComboBoxEditField, combo)
        text = combo.currentText()
        assert text == "Paladin of the Order of the Lion (A1)"
        assert field.width() >= combo.fontMetrics().horizontalAdvance(text), "the name is clipped"
    window.close()
