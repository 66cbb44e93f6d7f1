"""A qtbot flow per phase of the Table: the Approach (roll, draws, Reserve, deployment), the
Movement phase, the Firing phase, Hand to hand with the app's dice, the end of the round; and
corrections by hand on the tiles."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from companion.rules.game import Phase, Presence, WoundLevel
from companion.rules.game.guide import fire_odds, odds_for_next_step
from tests.ui.table_support import (
    banner,
    click,
    deploy_all,
    end_activation,
    enter_dice,
    panel,
    roll,
    roll_box,
    start_game,
)


def _log(window: Any) -> str:
    return "\n".join(window.table.view.log.texts())


def test_the_approach_roll_draws_reserve_and_deployment(qtbot: Any, table_window: Any) -> None:
    window = table_window
    start_game(qtbot, window, "Griffin line", "Wolfen pack", seed=2)  # seed 2: Alice's card on top
    state = enter_dice(qtbot, window, "opposed-roll", "6 3", "2")  # a 6 is re-rolled: 6 then 3
    assert state.roll_winner == 0 and state.turn == 0
    assert "Alice wins the Approach roll" in _log(window)
    assert panel(window).header.text() == "Approach · Alice"
    assert "Pile: 2 cards face down" in panel(window).body.findChildren(type(panel(window).header))[0].text()
    kept = False
    while state.phase is Phase.APPROACH:
        buttons = panel(window).buttons
        if "draw" in buttons:
            state = click(qtbot, window, "draw")
        elif any(k.startswith("reserve-") for k in buttons):
            key = next(k for k in buttons if k.startswith("reserve-"))
            state = click(qtbot, window, key)
        elif "reserve" in buttons and not kept:
            owner = state.entry_side(state.pending)
            state = click(qtbot, window, "reserve")
            kept = True
            assert state.reserves[owner], "the card is kept in Reserve"
            assert "Reserve (1 of" in panel(window).body.findChildren(type(panel(window).header))[0].text()
        else:
            state = click(qtbot, window, "play-pending")
    assert kept and "in Reserve" in _log(window)
    assert all(f.presence is Presence.DEPLOYED for f in state.figurines)
    assert (state.round, state.phase) == (1, Phase.MOVEMENT)
    assert "Every card is picked up" in _log(window)
    assert all("not deployed" not in t.name_label.text() for c in window.table.view.columns
               for t in c.tiles.values())
    assert banner(window) == ""


def _to_movement(qtbot: Any, window: Any, a: str = "Griffin line", b: str = "Wolfen pack") -> Any:
    start_game(qtbot, window, a, b)
    enter_dice(qtbot, window, "opposed-roll", "4", "1")
    deploy_all(qtbot, window)
    return enter_dice(qtbot, window, "opposed-roll", "5", "1")  # Alice wins the Tactical roll


def test_the_movement_phase(qtbot: Any, table_window: Any) -> None:
    window = table_window
    state = _to_movement(qtbot, window)
    assert panel(window).header.text() == "Round 1 · Movement · Alice"
    while state.phase is Phase.MOVEMENT:
        if state.pending is None and state.active is None:
            state = click(qtbot, window, "draw")
        if state.pending is not None:
            state = click(qtbot, window, "play-pending")
        if state.active == "A-1":
            assert {f.id for f in state.entry_figurines("A-1")} == {"A1", "A2"}
            assert "run-A1" not in panel(window).buttons  # running is a tournament rule
            state = click(qtbot, window, "walk-A1")
            assert state.figurine("A1").moved.value == "walk"
            assert "walk-A1" not in panel(window).buttons  # one Movement type per phase
            if state.figurine("A2").engaged_with:
                assert "dodge-A2" not in panel(window).buttons  # engaged: it must Disengage first
                # Charged this Movement phase: it may not Disengage (booklet, DISENGAGEMENT)
                assert "disengage-A2" not in [b.objectName() for b in panel(window).roll_boxes]
            else:
                state = click(qtbot, window, "dodge-A2")
                assert "Dodges" in _log(window)
        elif state.active == "B-1":
            # The Zombie charges the second Fusilier: COU 4 against FEAR 8; the app rolls the test.
            charge = panel(window).body.findChild(type(panel(window).body), "charge-B1")
            charge.target.setCurrentIndex(charge.target.findData("A2"))
            box = roll_box(window, "charge-roll-B1")
            assert box.chance_labels and "Courage" in box.title()
            state = roll(qtbot, window, "charge-roll-B1")
            assert state.active is None  # the card's only figurine charged: its activation ended
            continue
        state = click(qtbot, window, "end-activation")
    assert state.phase is Phase.FIRING
    log = _log(window)
    assert "Griffin Fusilier (A1) walks" in log and "tests its Courage 4 against the Fear 8" in log
    target = state.figurine(state.figurine("B1").charge_target or "A1")
    tile = window.table.view.columns[0].tiles[target.id]
    if target.fleeing:
        assert "Fleeing" in tile.badges_label.text()
    else:
        assert "Charged" in tile.badges_label.text()


def test_the_firing_phase(qtbot: Any, table_window: Any) -> None:
    window = table_window
    state = _to_movement(qtbot, window)
    while state.phase is Phase.MOVEMENT:  # everyone stands
        if state.pending is None and state.active is None:
            state = click(qtbot, window, "draw")
        if state.pending is not None:
            state = click(qtbot, window, "play-pending")
        state = click(qtbot, window, "end-activation")
    assert state.phase is Phase.FIRING
    assert panel(window).header.text() == "Round 1 · Firing · Initiative 4: Griffin Fusilier"
    fire = panel(window).body.findChild(type(panel(window).body), "fire")
    assert fire.shooter.currentData() == "A1" and fire.target.currentData() == "B1"
    fire.range.setCurrentIndex(fire.range.findData("medium"))
    box = roll_box(window, "fire-roll")
    assert box.chance_labels[0].property("chance") == str(fire_odds(state, "A1", "B1", "medium").chance)
    assert "at 6" in box.chance_labels[0].text()  # medium 7, -1 against a Large target
    # "If the target is out of range, the firing results in an automatic failure": which of the
    # two Fusiliers fires is said there too.
    fire.range.setCurrentIndex(fire.range.findData("out-of-range"))
    box = roll_box(window, "fire-roll")
    assert box.chance_labels[0].property("chance") == "0"
    assert box.chance_labels[0].text().startswith("Griffin Fusilier (A1) hits Wolfen Zombie (B1)")
    fire.range.setCurrentIndex(fire.range.findData("medium"))
    state = enter_dice(qtbot, window, "fire-roll", "5", "3 4", "")
    assert state.figurine("A1").fired
    assert "fires at Wolfen Zombie (B1)" in _log(window)
    assert panel(window).buttons["end-phase"]
    state = roll(qtbot, window, "fire-roll")  # the second Fusilier, the app's dice
    assert state.figurine("A2").fired
    assert panel(window).header.text() == "Round 1 · Firing · no marksman left"
    state = click(qtbot, window, "end-phase")
    assert state.phase is Phase.HAND_TO_HAND


def test_enter_on_a_shot_shows_the_targets_and_the_odds_then_fires(qtbot: Any, table_window: Any) -> None:
    """Walking the phases with Enter never fires unseen: the first Enter on a shot's Roll shows
    every target in sight with its chance to hit, the second fires at the target chosen."""
    from PySide6.QtWidgets import QApplication

    window = table_window
    state = _to_movement(qtbot, window)
    while state.phase is Phase.MOVEMENT:  # everyone stands
        if state.pending is None and state.active is None:
            state = click(qtbot, window, "draw")
        if state.pending is not None:
            state = click(qtbot, window, "play-pending")
        state = click(qtbot, window, "end-activation")
    assert state.phase is Phase.FIRING
    fire = panel(window).body.findChild(type(panel(window).body), "fire")
    roll_button = roll_box(window, "fire-roll").roll_button
    window.activateWindow()  # offscreen, the closed New game dialog leaves no window active
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roll_button)
    qtbot.keyClick(roll_button, Qt.Key.Key_Return)
    assert not window.table.state.figurine("A1").fired
    assert fire.confirming
    expected = fire_odds(state, "A1", "B1", "short").chance
    assert f"▶ Wolfen Zombie (B1): {round(100 * expected)}% ({expected.numerator}/{expected.denominator}) to hit" \
        in fire.aimed.text()
    assert "Enter again fires at Wolfen Zombie (B1)" in fire.aimed.text()
    qtbot.keyClick(roll_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.table.state.figurine("A1").fired)
    assert "fires at Wolfen Zombie (B1)" in _log(window)
    # The next marksman's shot asks again.
    fire = panel(window).body.findChild(type(panel(window).body), "fire")
    assert not fire.confirming
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roll_box(window, "fire-roll").roll_button)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert fire.confirming and not window.table.state.figurine("A2").fired


def test_hand_to_hand_with_the_apps_dice_and_the_end_of_the_round(qtbot: Any, table_window: Any) -> None:
    window = table_window
    state = _to_movement(qtbot, window, "Lions at the ford", "Wolfen pack")
    while state.phase is Phase.MOVEMENT:
        if state.pending is None and state.active is None:
            state = click(qtbot, window, "draw")
        if state.pending is not None:
            state = click(qtbot, window, "play-pending")
        if state.active == "A-1" and not state.figurine("A1").engaged_with:
            state = roll(qtbot, window, "charge-roll-A1")  # the Paladin charges (Courage test vs Fear 8)
        state = end_activation(qtbot, window)
    state = click(qtbot, window, "end-phase")
    assert state.phase is Phase.HAND_TO_HAND
    if state.figurine("A1").engaged_with:
        state = click(qtbot, window, "combat-A1")
        initiative = roll_box(window, "initiative")
        assert [lab.property("chance") for lab in initiative.chance_labels] == [
            str(c.chance) for c in odds_for_next_step(state).chances]
        while state.combat is not None:
            buttons = panel(window).buttons
            if "place" in buttons:
                state = click(qtbot, window, "place")
            else:
                state = roll(qtbot, window, panel(window).roll_boxes[0].objectName())
            assert banner(window) == "", banner(window)
        assert "Combat 1 is over" in _log(window)
    state = click(qtbot, window, "end-phase")
    if state.phase is Phase.FINISHED:
        return
    assert state.phase is Phase.END_OF_ROUND
    assert panel(window).header.text() == "Round 1 · End of round"
    assert "Charged" not in window.table.view.columns[1].tiles["B1"].badges_label.text()
    state = click(qtbot, window, "end-round")
    assert (state.round, state.phase) == (2, Phase.MOVEMENT)
    assert "opposed-roll" in [b.objectName() for b in panel(window).roll_boxes]


def test_wounds_and_states_by_hand(qtbot: Any, table_window: Any) -> None:
    window = table_window
    start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    tile = window.table.view.columns[0].tiles["A1"]
    qtbot.mouseClick(tile.boxes[WoundLevel.SERIOUS], Qt.MouseButton.LeftButton)
    state = window.table.state
    assert state.figurine("A1").wound is WoundLevel.SERIOUS
    assert [b.isChecked() for b in tile.boxes.values()] == [False, True, True, False, False]
    assert "dice -" in tile.stats_label.text() and "Serious Wound" in tile.stats_label.toolTip()
    assert "By hand: Paladin (A1) is now Serious Wound." in _log(window)
    qtbot.mouseClick(tile.boxes[WoundLevel.SERIOUS], Qt.MouseButton.LeftButton)  # tap again: back to Light
    assert window.table.state.figurine("A1").wound is WoundLevel.LIGHT
    qtbot.mouseClick(tile.boxes[WoundLevel.STUNNED], Qt.MouseButton.LeftButton)
    assert window.table.state.figurine("A1").stunned and "Stunned" in tile.badges_label.text()
    tile._fill_states_menu()
    fleeing = next(a for a in tile.states_menu.actions() if a.text() == "Fleeing")
    fleeing.trigger()
    assert window.table.state.figurine("A1").fleeing and "Fleeing" in tile.badges_label.text()
    qtbot.mouseClick(tile.boxes[WoundLevel.KILLED], Qt.MouseButton.LeftButton)
    state = window.table.state
    assert state.figurine("A1").presence is Presence.LOST
    assert state.phase is Phase.FINISHED  # Alice has no figurine left
    assert "Losses: 1 (30 AP)" in window.table.view.columns[0].totals.text()
    assert "lost" in tile.name_label.text()
    # Everything by hand is undoable, one step at a time.
    for _ in range(5):
        window.table.undo()
    state = window.table.state
    assert state.figurine("A1").wound is WoundLevel.NONE and not state.figurine("A1").fleeing
    assert [b.isChecked() for b in tile.boxes.values()] == [False] * 5


def test_counter_fire_from_reserve_at_a_charger(qtbot: Any, table_window: Any) -> None:
    from companion.rules.game.actions import Activate, Charge, DrawCard, KeepInReserve, TacticalRoll
    from companion.rules.game.guide import counter_fire_odds

    window = table_window
    start_game(qtbot, window, "Griffin line", "Wolfen pack", seed=1)  # seed 1: Alice's card on top in round 1
    enter_dice(qtbot, window, "opposed-roll", "4", "1")
    deploy_all(qtbot, window)
    table = window.table
    state = table.state
    for _attempt in range(6):  # Alice keeps her card in Reserve, Bob's Zombie charges a Fusilier
        assert table.do(TacticalRoll((5,), (1,)) if not state.roll_done else DrawCard())
        state = table.state
        if state.pending == "A-1":
            assert table.do(KeepInReserve("A-1"))
            assert table.do(DrawCard())
            break
        if state.pending == "B-1":
            break
    state = table.state
    assert state.pending == "B-1"
    assert table.do(Activate("B-1"))
    assert table.do(Charge("B1", "A1", courage_dice=None, target_courage_dice=(6, 3)))
    state = table.state
    assert "A-1" in state.reserves[0] and not state.figurine("A1").fleeing
    box = roll_box(window, "counter-fire-A1")
    assert box.chance_labels[0].property("chance") == str(counter_fire_odds(state, "A1").chance)
    state = enter_dice(qtbot, window, "counter-fire-A1", "5", "")
    assert state.figurine("A1").counter_fired
    assert "counter-fire-A1" not in [b.objectName() for b in panel(window).roll_boxes]
    assert banner(window) == ""


def test_a_damage_result_by_hand_follows_the_worsening_rules(qtbot: Any, table_window: Any) -> None:
    window = table_window
    start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    tile = window.table.view.columns[0].tiles["A1"]
    qtbot.mouseClick(tile.boxes[WoundLevel.LIGHT], Qt.MouseButton.LeftButton)
    tile._fill_states_menu()
    damage = next(a.menu() for a in tile.states_menu.actions() if a.menu() is not None)
    next(a for a in damage.actions() if a.text() == "Light Wound").trigger()
    # A second Light Wound on a Light Wound worsens it (booklet, wound table), unlike a correction.
    assert window.table.state.figurine("A1").wound is WoundLevel.SERIOUS
    assert banner(window) == ""


def test_the_keyboard_alone_plays_the_approach(qtbot: Any, table_window: Any) -> None:
    from PySide6.QtWidgets import QApplication

    window = table_window
    start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    # The focus is on the step's first control: R rolls, D types the dice, Enter presses.
    window.activateWindow()  # offscreen, a closed dialog leaves no window active (a window manager would)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is roll_box(window, "opposed-roll").roll_button)
    focus = QApplication.focusWidget()
    assert focus is roll_box(window, "opposed-roll").roll_button
    qtbot.keyClick(focus, Qt.Key.Key_D)
    edit = QApplication.focusWidget()
    assert edit is roll_box(window, "opposed-roll").edits[0]
    qtbot.keyClicks(edit, "7")
    qtbot.keyClick(edit, Qt.Key.Key_Tab)
    qtbot.keyClicks(QApplication.focusWidget(), "2")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert "not 7" in banner(window) and window.table.state.seq == 0
    qtbot.keyClick(window.table.view, Qt.Key.Key_R)  # the app rolls instead
    state = window.table.state
    assert state.roll_done
    while state.phase is Phase.APPROACH:
        focus = QApplication.focusWidget()
        assert focus is panel(window).primary()
        qtbot.keyClick(focus, Qt.Key.Key_Return)  # draw, then deploy the card drawn
        assert window.table.state.seq > state.seq
        state = window.table.state
    assert state.phase is Phase.MOVEMENT and all(f.presence is Presence.DEPLOYED for f in state.figurines)
