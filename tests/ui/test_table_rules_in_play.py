"""The Table offers each rule the engine applies as a step of its own, with real widgets: a card
moved or charging in two keys, Space after Undo, the picks the list allows, the abilities of the
booklet (War-staff, Leadership, groups, Fanaticism, Flight, Feats, Harassment, Toxic, Immunity,
Scouts, Rallying cry, Personal enemy, Mutagenic points, Additional limb, Born killer) and the
advice beside the dice."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QLabel, QPushButton, QSpinBox

from companion.rules.abilities import Ability
from companion.rules.card import Equipment
from companion.rules.game import Phase
from companion.rules.game.actions import (
    ApproachRoll,
    Attack,
    Charge,
    DamageAction,
    DrawCard,
    EndActivation,
    EndPhase,
    InitiativeRoll,
    Move,
    MoveCard,
    PlaceDice,
    StartCombat,
    TacticalRoll,
)
from tests.cards import MAGISTRATE, PALADIN, RED_LIONESS, WOLFEN_ZOMBIE, ZOMBIE
from tests.rules.game.helpers import setup_of
from tests.ui.table_support import banner, click, enter_dice, panel, roll_box


def _card(name: str, **changes: Any) -> Any:
    return replace(PALADIN, id=f"alahan/{name.lower().replace(' ', '-')}", name=name, figures_per_card=1, **changes)


def _open(qtbot: Any, window: Any, setup: Any) -> Any:
    window.table.start_game(setup, "rules in play")
    qtbot.waitUntil(lambda: window.table.state is not None)
    return window.table


def _deployed(table: Any, tactical: tuple[int, int] = (5, 1)) -> Any:
    """Alice wins the rolls; every card deployed; the Tactical roll made."""
    assert table.do(ApproachRoll((5,), (1,)))
    while table.state.phase is Phase.APPROACH:
        assert table.do(DrawCard(play=True))
    assert table.do(TacticalRoll((tactical[0],), (tactical[1],)))
    return table.state


def _key(qtbot: Any, window: Any, key: Qt.Key) -> Any:
    focus = window.focusWidget()
    qtbot.keyClick(focus, key)
    return window.table.state


# --------------------------------------------------------------------------- two keys a card


def test_a_card_walks_in_two_keys(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of([(replace(PALADIN, figures_per_card=3), 3)], [(ZOMBIE, 1)], seed=1))
    state = _deployed(table)
    qtbot.waitUntil(lambda: panel(table_window).buttons.get("draw-play") is table_window.focusWidget())
    state = _key(qtbot, table_window, Qt.Key.Key_Return)  # 1: draw, and its owner activates it
    assert state.active is not None
    card = state.active
    qtbot.waitUntil(lambda: panel(table_window).buttons.get("walk-all") is table_window.focusWidget())
    state = _key(qtbot, table_window, Qt.Key.Key_W)  # 2: every figurine walks, the activation ends
    assert state.active is None and all(f.moved is not None for f in state.entry_figurines(card))


def test_a_charge_is_resolved_in_two_keys(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of([(PALADIN, 1)], [(WOLFEN_ZOMBIE, 1)], seed=2))
    state = _deployed(table, (1, 5))  # Bob wins the Tactical roll; his Zombie's card is drawn first
    qtbot.waitUntil(lambda: panel(table_window).buttons.get("draw-play") is table_window.focusWidget())
    state = _key(qtbot, table_window, Qt.Key.Key_Return)
    assert state.active == "B-1"
    state = _key(qtbot, table_window, Qt.Key.Key_C)  # the Charge and the Paladin's Courage test, rolled
    assert state.active is None and state.figurine("B1").moved is not None
    assert state.figurine("B1").charging or state.figurine("A1").fleeing


def test_space_after_undo_presses_the_step_button(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of([(PALADIN, 1)], [(ZOMBIE, 1)], seed=1))
    state = _deployed(table)
    seq = state.seq
    undo = table_window.table.view.undo_button
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert table.state.seq == seq - 1
    qtbot.waitUntil(lambda: table_window.focusWidget() is panel(table_window).primary())
    state = _key(qtbot, table_window, Qt.Key.Key_Space)  # the Tactical roll again, by the app
    assert state.seq == seq


# --------------------------------------------------------------------------- round picks


MUTANT = replace(ZOMBIE, id="dirz/mutant", name="Mutant", people="dirz", ap=9, figures_per_card=12,
                 abilities=(Ability("Mutagenic", "1"), Ability("Toxic", "2")))


def test_the_mutagenic_step_offers_the_picks_the_list_allows(qtbot: Any, table_window: Any) -> None:
    # "you may choose one Mutagenic fighter for every 100 A.P. of « Mutagenic » warriors": 12 x 9 AP.
    table = _open(qtbot, table_window, setup_of([(PALADIN, 1)], [(MUTANT, 12)], seed=1))
    assert table.do(ApproachRoll((5,), (1,)))
    while table.state.phase is Phase.APPROACH:
        assert table.do(DrawCard(play=True))
    combo = panel(table_window).findChild(QComboBox, "pick-mutagenic-B")
    assert combo is not None and combo.count() == 12
    assert [b.objectName() for b in panel(table_window).roll_boxes].count("pick-mutagenic-roll-B") == 1
    box = roll_box(table_window, "pick-mutagenic-roll-B")
    assert [lab.property("chance") for lab in box.chance_labels] == ["1/6", "1/6", "1/6", "1/6", "1/6", "1/6"]
    combo.setCurrentIndex(3)
    state = enter_dice(qtbot, table_window, "pick-mutagenic-roll-B", "4")
    assert state.figurine("B4").mutagenic == 5
    assert panel(table_window).findChild(QComboBox, "pick-mutagenic-B") is None  # the one pick is made
    # the points: added to a characteristic from the Abilities box
    points = panel(table_window).findChild(QSpinBox, "mutagenic-points-B4")
    characteristic = panel(table_window).findChild(QComboBox, "mutagenic-characteristic-B4")
    points.setValue(3)
    characteristic.setCurrentIndex(characteristic.findData("attack"))
    state = click(qtbot, table_window, "mutagenic-add-B4")
    assert state.card_in_play(state.figurine("B4")).attack == ZOMBIE.attack + 3
    qtbot.mouseClick(panel(table_window).buttons["toxic-pick-B"], Qt.MouseButton.LeftButton)
    assert sum(1 for f in table.state.figurines if f.toxic) == 1


STAFF = [(_card("Captain", character=True, discipline=6, abilities=(Ability("Leadership", "15"),)), 1),
         (_card("Bearer", abilities=(Ability("Standard-bearer"),)), 1),
         (_card("Drummer", abilities=(Ability("Musician"),)), 1)]


def test_the_tactical_roll_offers_the_war_staff(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of(STAFF, [(ZOMBIE, 1)], seed=1))
    check = panel(table_window).findChild(QCheckBox, "war-staff-A")
    assert check is not None and panel(table_window).findChild(QCheckBox, "war-staff-B") is None
    check.setChecked(True)
    state = enter_dice(qtbot, table_window, "opposed-roll", "2", "5")  # 8 + 2 against 0 + 5
    assert state.roll_winner == 0
    assert any("War-staff" in line for line in table_window.table.view.log.texts())
    assert table is not None


def test_a_charge_with_a_leader_in_reach_and_others_together(qtbot: Any, table_window: Any) -> None:
    setup = setup_of([(replace(PALADIN, figures_per_card=2), 2), STAFF[0]], [(WOLFEN_ZOMBIE, 1)], seed=1)
    table = _open(qtbot, table_window, setup)
    state = _deployed(table)
    while state.active != "A-1":
        assert table.do(DrawCard(play=True))
        state = table.state
        if state.active != "A-1":
            assert table.do(MoveCard("stand"))
            state = table.state
    charge = panel(table_window).body.findChild(type(panel(table_window).body), "charge-A1")
    charge.together["A2"].setChecked(True)
    charge.aid["A3"].setChecked(True)
    box = roll_box(table_window, "charge-roll-A1")
    assert "A1" in box.chance_labels[0].text() and "A2" in box.chance_labels[0].text()
    state = enter_dice(qtbot, table_window, "charge-roll-A1", "2")  # the Captain's Courage 5 + 1 + 2 > 8?
    assert any("One Courage test" in line for line in table_window.table.view.log.texts())
    assert state.figurine("A1").moved is not None and state.figurine("A2").moved is not None


FANATIC = _card("Fanatic", discipline=7, abilities=(Ability("Fanaticism"),))


def test_a_fanatic_targets_discipline_die_is_asked_for(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of([(FANATIC, 1)], [(WOLFEN_ZOMBIE, 1)], seed=2))
    state = _deployed(table, (1, 5))
    assert table.do(DrawCard(play=True))
    box = roll_box(table_window, "charge-roll-B1")
    assert len(box.edits) == 2 and "Discipline" in box.fields[1].label
    assert box.chance_labels[1].property("chance")
    state = enter_dice(qtbot, table_window, "charge-roll-B1", "2", "2")
    assert state.figurine("A1").afraid and not state.figurine("A1").fleeing


# --------------------------------------------------------------------------- Flight, Feats, Harassment


DRAKE = _card("Drake", flight=20.0, aim=3, equipment=(Equipment("Spit", 5, (10.0, 20.0, 30.0)),))


def test_flight_levels_and_a_dive(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of([(DRAKE, 1)], [(PALADIN, 1)], seed=1))
    state = _deployed(table)
    while state.active != "A-1":
        assert table.do(DrawCard(play=True))
        state = table.state
        if state.active != "A-1":
            assert table.do(MoveCard("stand"))
            state = table.state
    button = panel(table_window).findChild(QPushButton, "level-1-A1")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert table.state.figurine("A1").level == 1
    charge = panel(table_window).body.findChild(type(panel(table_window).body), "charge-A1")
    assert charge.dive.isVisibleTo(charge)
    charge.dive.setChecked(True)
    qtbot.mouseClick(roll_box(table_window, "charge-roll-A1").roll_button, Qt.MouseButton.LeftButton)
    state = table.state
    assert state.figurine("A1").diving and state.figurine("A1").engaged_with == ("B1",)


def test_a_physical_feat_with_its_odds(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of([(PALADIN, 1)], [(ZOMBIE, 1)], seed=1))
    state = _deployed(table)
    while state.active != "A-1":
        assert table.do(DrawCard(play=True))
        state = table.state
        if state.active != "A-1":
            assert table.do(MoveCard("stand"))
            state = table.state
    feat = panel(table_window).findChild(QGroupBox, "feat-A1")
    feat.setChecked(True)
    feat.kind.setCurrentIndex(feat.kind.findData("long-jump"))
    feat.distance.setValue(5)
    feat.depth_spin.setValue(8)
    assert feat.chance.property("chance") == "5/6"  # Feat 4 against 4 + 2 base lengths: a 2 or more
    state = enter_dice(qtbot, table_window, "feat-roll-A1", "1", "1 2")
    assert state.figurine("A1").moved.value == "feat"
    assert any("Feat" in line for line in table_window.table.view.log.texts())


def test_harassment_fires_from_the_movement_step(qtbot: Any, table_window: Any) -> None:
    harasser = replace(MAGISTRATE, abilities=(Ability("Harassment"),), figures_per_card=1)
    table = _open(qtbot, table_window, setup_of([(harasser, 1)], [(PALADIN, 1)], seed=1))
    state = _deployed(table)
    while state.active != "A-1":
        assert table.do(DrawCard(play=True))
        state = table.state
        if state.active != "A-1":
            assert table.do(MoveCard("stand"))
            state = table.state
    state = enter_dice(qtbot, table_window, "harass-A1-roll", "1")
    assert state.figurine("A1").fired and banner(table_window) == ""


# --------------------------------------------------------------------------- firing


SLOW = replace(MAGISTRATE, id="griffin/slow", name="Slow Marksman", initiative=2, figures_per_card=1)
QUICK = replace(MAGISTRATE, id="griffin/quick", name="Quick Marksman", initiative=4, figures_per_card=1)


def test_the_firing_step_follows_the_order_and_offers_to_hold_fire(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of([(SLOW, 1)], [(QUICK, 1)], seed=1))
    _deployed(table)
    while table.state.phase is Phase.MOVEMENT:
        assert table.do(DrawCard(play=True))
        assert table.do(MoveCard("stand"))
    assert "hold-fire-B1" in panel(table_window).buttons and "hold-fire-A1" not in panel(table_window).buttons
    state = click(qtbot, table_window, "hold-fire-B1")
    assert state.figurine("B1").fired
    assert "hold-fire-A1" in panel(table_window).buttons


# --------------------------------------------------------------------------- hand to hand


LIMBS = _card("Many-armed", attack=3, defence=6, abilities=(Ability("Additional limb"), Ability("Born killer")))


def test_the_combat_steps_offer_additional_limb_born_killer_and_the_advice(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of([(LIMBS, 1)], [(ZOMBIE, 1)], seed=1))
    _deployed(table)
    while table.state.phase is Phase.MOVEMENT:
        assert table.do(DrawCard(play=True))
        if table.state.active == "B-1":
            assert table.do(Charge("B1", "A1", end=True))
        else:
            assert table.do(MoveCard("stand"))
    assert table.do(EndPhase()) and table.do(StartCombat("A1", ("B1",)))
    limb = panel(table_window).findChild(QCheckBox, "additional-limb-A1")
    limb.setChecked(True)
    state = enter_dice(qtbot, table_window, "initiative", "1", "6 4")  # the Zombie strikes first
    assert state.figurine("A1").additional_limb
    assert table.do(PlaceDice((("B1", 2, 0),))) if state.combat.attacker_side == 0 else True
    place = panel(table_window).findChild(QGroupBox, "place-dice")
    killer = place.born_killer["A1"]
    assert killer.isChecked() and place.totals["A1"] == 3
    killer.setChecked(False)
    assert place.totals["A1"] == 2
    killer.setChecked(True)
    advice = place.advice
    qtbot.waitUntil(lambda: advice.ready, timeout=20000)
    best = advice.advice.best
    use = advice.findChild(QPushButton, "use-division-1")
    qtbot.waitUntil(lambda: use.height() > 0)  # laid out
    qtbot.mouseClick(use, Qt.MouseButton.LeftButton)
    first = advice.advice.by_division[0]
    assert place.spins["A1"].value() == first.division[0][1]
    assert best in advice.advice.rows and all(r.killed.denominator for r in advice.advice.rows)
    summary = advice.findChild(QLabel, "advice-best").text()
    assert f"{best.killed.numerator}/{best.killed.denominator}" in summary
    state = click(qtbot, table_window, "place")
    assert state.combat.step.value in ("place-attacker", "attack") and banner(table_window) == ""


def test_the_split_offers_only_combats_that_leave_no_one_alone(qtbot: Any, table_window: Any) -> None:
    table = _open(qtbot, table_window, setup_of([(replace(PALADIN, figures_per_card=2), 2)],
                                                [(replace(ZOMBIE, figures_per_card=2), 2)], seed=2))
    _deployed(table)
    charges = {"B1": "A1", "B2": "A1", "A2": "B2"}
    while table.state.phase is Phase.MOVEMENT:
        assert table.do(DrawCard(play=True))
        for fig in table.state.entry_figurines(table.state.active):
            if fig.id in charges:
                assert table.do(Charge(fig.id, charges[fig.id]))
            else:
                assert table.do(Move(fig.id, "stand"))
        if table.state.active is not None:
            assert table.do(EndActivation())
    assert table.do(EndPhase())
    buttons = panel(table_window).buttons
    offered = [k for k in buttons if k.startswith("combat-")]
    assert offered and "combat-A1" in offered
    assert "B1" in buttons["combat-A1"].text() and "B2" not in buttons["combat-A1"].text()


# --------------------------------------------------------------------------- abilities


def test_the_abilities_box_offers_the_rallying_cry_and_a_scout_found(qtbot: Any, table_window: Any) -> None:
    crier = _card("Crier", abilities=(Ability("Rallying cry"),))
    scout = replace(ZOMBIE, id="acheron/scout", name="Scout", figures_per_card=1, abilities=(Ability("Scout"),))
    table = _open(qtbot, table_window, setup_of([(crier, 1)], [(scout, 1)], seed=2))
    assert table.do(ApproachRoll((5,), (1,)))
    assert table.do(DrawCard(play=True))
    assert table.do(DrawCard())
    assert "deploy-concealed" in panel(table_window).buttons
    state = click(qtbot, table_window, "deploy-concealed")
    assert state.figurine("B1").concealed
    assert table.do(TacticalRoll((5,), (1,)))
    state = click(qtbot, table_window, "reveal-B1")
    assert not state.figurine("B1").concealed
    state = click(qtbot, table_window, "rallying-cry-A1")
    assert state.figurine("A1").rallying_cry_used and "rallying-cry-A1" not in panel(table_window).buttons


def test_the_abilities_box_offers_a_personal_enemys_ability(qtbot: Any, table_window: Any) -> None:
    hunter = replace(RED_LIONESS, abilities=(Ability("Personal enemy", "Zombie"),))
    brute = replace(ZOMBIE, abilities=(Ability("Brutal"),))
    setup = setup_of([(hunter, 1)], [(brute, 2)], seed=2)
    table = _open(qtbot, table_window, setup)
    _deployed(table)
    while table.state.phase is Phase.MOVEMENT:
        assert table.do(DrawCard(play=True))
        if table.state.active == "B-1":
            assert table.do(Charge("B1", "A1"))
        assert table.do(MoveCard("stand"))
    for action in (EndPhase(), StartCombat("A1", ("B1",)), InitiativeRoll((6, 2), (1,)), PlaceDice((("B1", 2, 0),)),
                   PlaceDice((("A1", 2, 0),)), Attack((("A1", "B1", 8), ("A1", "B1", 8)), ((5,), (1,))),
                   DamageAction(1, (6, 6))):
        assert table.do(action), banner(table_window)
    combo = panel(table_window).findChild(QComboBox, "steal-A1")
    assert combo is not None and combo.findData("Brutal") >= 0
    state = click(qtbot, table_window, "steal-A1")
    assert state.card_in_play(state.figurine("A1")).has("Brutal")


# --------------------------------------------------------------------------- Toxic, Immunity, by hand


def _combat(qtbot: Any, table: Any, attacker: str) -> Any:
    """Through the Movement phase with ``attacker``'s Charge (B1 on A1), to the combat's dice."""
    _deployed(table)
    while table.state.phase is Phase.MOVEMENT:
        assert table.do(DrawCard(play=True))
        if table.state.active == "B-1":
            assert table.do(Charge("B1", "A1", end=True))
        else:
            assert table.do(MoveCard("stand"))
    assert table.do(EndPhase()) and table.do(StartCombat("A1", ("B1",)))
    first = ((6, 2), (1,)) if attacker == "A1" else ((1,), (6, 2))
    assert table.do(InitiativeRoll(*first))
    return table.state


def test_a_toxic_attack_and_its_second_damage_roll(qtbot: Any, table_window: Any) -> None:
    # "just before an Aim or Attack Roll, one of the chosen warriors will be able to replace one
    # of his Aim or Attack dice with his Toxic D6 ... a second Damage Roll with a Strength equal to X"
    toxic = replace(ZOMBIE, id="dirz/toxic", name="Toxic Clone", people="dirz", ap=50, figures_per_card=1,
                    abilities=(Ability("Toxic", "3"),))
    table = _open(qtbot, table_window, setup_of([(PALADIN, 1)], [(toxic, 1)], seed=1))
    assert table.do(ApproachRoll((5,), (1,)))
    while table.state.phase is Phase.APPROACH:
        assert table.do(DrawCard(play=True))
    qtbot.mouseClick(panel(table_window).buttons["toxic-pick-B"], Qt.MouseButton.LeftButton)
    assert table.state.figurine("B1").toxic
    _combat_after_picks(table)
    assert table.do(PlaceDice((("A1", 0, 2),))) and table.do(PlaceDice((("B1", 2, 0),)))
    combo = panel(table_window).findChild(QComboBox, "attack-toxic")
    assert combo is not None and combo.count() == 3  # none, Attack 1, Attack 2
    combo.setCurrentIndex(1)
    for name in ("difficulty-B1-1", "difficulty-B1-2"):
        panel(table_window).findChild(QSpinBox, name).setValue(5)
    state = enter_dice(qtbot, table_window, "attack-roll", "5, 1")
    assert state.figurine("B1").toxic_used and state.combat.strikes[0].toxic
    state = enter_dice(qtbot, table_window, "parry-roll", "1")
    box = roll_box(table_window, "damage-1")
    assert len(box.edits) == 2
    enter_dice(qtbot, table_window, "damage-1", "1 2", "2 3")
    assert sum("Toxic second Damage roll" in line for line in table_window.table.view.log.texts()) == 1


def _combat_after_picks(table: Any) -> Any:
    assert table.do(TacticalRoll((1,), (5,)))
    while table.state.phase is Phase.MOVEMENT:
        assert table.do(DrawCard(play=True))
        if table.state.active == "B-1":
            assert table.do(Charge("B1", "A1", end=True))
        else:
            assert table.do(MoveCard("stand"))
    assert table.do(EndPhase()) and table.do(StartCombat("A1", ("B1",)))
    assert table.do(InitiativeRoll((1,), (6, 2)))
    return table.state


def test_a_blow_of_an_element_the_victim_is_immune_to(qtbot: Any, table_window: Any) -> None:
    # Immunity / X: "A figurine with this Ability cannot be harmed by the element symbolized by X".
    salamander = replace(ZOMBIE, id="acheron/salamander", name="Salamander", figures_per_card=1,
                         abilities=(Ability("Immunity", "Fire"),))
    table = _open(qtbot, table_window, setup_of([(PALADIN, 1)], [(salamander, 1)], seed=1))
    _combat(qtbot, table, "A1")
    assert table.do(PlaceDice((("B1", 2, 0),))) and table.do(PlaceDice((("A1", 2, 0),)))
    for name in ("difficulty-A1-1", "difficulty-A1-2"):
        panel(table_window).findChild(QSpinBox, name).setValue(5)
    enter_dice(qtbot, table_window, "attack-roll", "5, 1")
    element = panel(table_window).findChild(QComboBox, "damage-element-1")
    assert element is not None and element.findData("Fire") >= 0
    element.setCurrentIndex(element.findData("Fire"))
    state = enter_dice(qtbot, table_window, "damage-1", "6 6")
    assert state.figurine("B1").presence.value == "deployed"
    assert any("immune to Fire" in line for line in table_window.table.view.log.texts())


def test_a_resilience_changed_below_zero_by_hand_kills(qtbot: Any, table_window: Any, monkeypatch: Any) -> None:
    # "If a fighter's Resilience drops under 0, he is then considered KILLED OUTRIGHT and
    # immediately removed from the Battleground."
    from PySide6.QtWidgets import QInputDialog

    table = _open(qtbot, table_window, setup_of([(PALADIN, 1)], [(ZOMBIE, 2)], seed=1))
    tile = table_window.table.view.columns[1].tiles["B1"]
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: ("Resilience", True))
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (-6, True))
    tile.ask_modifier()
    assert table.state.figurine("B1").presence.value == "lost"
    assert any("below 0" in line for line in table_window.table.view.log.texts())


def test_the_new_game_dialog_offers_the_toxic_reading(qtbot: Any, table_window: Any) -> None:
    from PySide6.QtCore import QTimer

    from companion.rules.game.setup import ToxicUse

    table = table_window.table

    def fill() -> None:
        dialog = table.last_dialog
        for combo, name in ((dialog.list_a, "Lions at the ford"), (dialog.list_b, "Wolfen pack")):
            combo.setCurrentIndex(next(i for i in range(combo.count()) if combo.itemText(i).startswith(name)))
        dialog.toxic.setCurrentIndex(dialog.toxic.findData(ToxicUse.ONE_A_SIDE.value))
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    qtbot.mouseClick(table.games.new_button, Qt.MouseButton.LeftButton)
    assert table.state is not None and table.state.setup.options.toxic_use is ToxicUse.ONE_A_SIDE
