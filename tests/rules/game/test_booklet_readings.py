"""What the booklet says, played through the engine with the dice fixed: Bane, the
Counter-Attack's die, Ambidextrous and the Sustained Defence, War fury's timing, the split of the
frays, the firing order, a late Counter-fire, Harassment and Instinctive firing, the Morbid
Puppets' note, the critically wounded Paladin's Attack and the tournament's running Bougre."""

from __future__ import annotations

from dataclasses import replace

from companion.rules.abilities import Ability
from companion.rules.card import Base, Card, Equipment, Rank, Size
from companion.rules.game import Phase, apply, new_game
from companion.rules.game.actions import (
    Activate,
    ApproachRoll,
    Attack,
    Charge,
    CounterFire,
    DrawCard,
    EndActivation,
    EndPhase,
    Fire,
    GroupCharge,
    HoldFire,
    InitiativeRoll,
    KeepInReserve,
    Move,
    ParryAction,
    PlaceDice,
    SetWound,
    StartCombat,
    TacticalRoll,
)
from companion.rules.game.autoplay import choose
from companion.rules.game.frays import legal_combats
from companion.rules.game.guide import dice_pool, next_step
from companion.rules.game.state import CombatStep, Presence
from companion.rules.message import Message
from companion.rules.ruleset import TOURNAMENT
from companion.rules.source import tournament

from tests.cards import CLONE, MAGISTRATE, PALADIN, RED_LIONESS, WOLFEN_ZOMBIE, ZOMBIE
from tests.rules.game.helpers import (
    activate_until,
    contains,
    deploy_everything,
    logged,
    refusal,
    setup_of,
    to_firing,
    to_hand_to_hand,
)

BANE_HUNTER = Card(id="alahan/bane-hunter", name="Bane Hunter", people="alahan", rank=Rank.VETERAN, ap=30,
                   size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=4, attack=4, strength=6, defence=3,
                   resilience=5, aim=4, courage=4, discipline=3, abilities=(Ability("Bane", "Acheron"),),
                   equipment=(Equipment("Crossbow", 6, (20.0, 40.0, 60.0)),))
GOBLIN = Card(id="no-dan-kar/marauder", name="Goblin Marauder", people="no-dan-kar", rank=Rank.REGULAR, ap=8,
              size=Size.SMALL, base=Base.INFANTRY, movement=10, initiative=2, attack=2, strength=3, defence=2,
              resilience=3, courage=2, discipline=1)
RIDER = Card(id="griffin/rider", name="Rider of Redemption", people="griffin", rank=Rank.ELITE, ap=40,
             size=Size.LARGE, base=Base.CAVALRY, movement=20, initiative=3, attack=4, strength=6, defence=4,
             resilience=6, courage=4, discipline=3)
SPEARMAN = Card(id="griffin/spearman", name="Griffin Spearman", people="griffin", rank=Rank.REGULAR, ap=10,
                size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=2, attack=3, strength=4, defence=3,
                resilience=4, courage=3, discipline=3)
FUSILIER = Card(id="griffin/fusilier", name="Griffin Fusilier", people="griffin", rank=Rank.REGULAR, ap=20,
                size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=4, attack=3, strength=4, defence=3,
                resilience=5, aim=4, courage=4, discipline=4, equipment=(Equipment("Arquebus", 7, (15.0, 30.0, 45.0)),))
SLOW_MARKSMAN = replace(MAGISTRATE, id="griffin/slow", name="Slow Marksman", initiative=2, figures_per_card=1)


def _lioness_against_two_zombies(ruleset=None):  # type: ignore[no-untyped-def]
    setup = setup_of([(RED_LIONESS, 1)], [(ZOMBIE, 2)], seed=2, ruleset=ruleset or setup_of(
        [(RED_LIONESS, 1)], [(ZOMBIE, 2)]).ruleset)
    state = to_hand_to_hand(new_game(setup), [("B1", "A1"), ("B2", "A1")])
    state = apply(state, StartCombat("A1", ("B1", "B2")))
    return apply(state, InitiativeRoll(dice_a=(1, ), dice_b=(6, 4)))  # the Zombies strike first


# --------------------------------------------------------------------------- 1. Bane / X


def test_bane_reads_a_line_lower_only_against_the_bane() -> None:
    # "When he rolls for Damage against his Bane, Damage is read one line lower on the Wound
    # Table ... Examples : Bane / Acheron" - against an Alahan figurine, no.
    setup = setup_of([(BANE_HUNTER, 2)], [(PALADIN, 1), (ZOMBIE, 1)], seed=3)
    state = to_firing(new_game(setup), [])
    state = apply(state, Fire("A1", "B1", "short", dice=(5,), damage_dice=(4, 5)))
    state = apply(state, Fire("A2", "B2", "short", dice=(5,), damage_dice=(4, 5)))
    on_paladin, on_zombie = logged(state, "game.damage-roll-on")
    assert on_paladin["victim"] == "Paladin (B1)" and not contains(on_paladin, "damage.bane")
    assert on_zombie["victim"] == "Zombie (B2)" and contains(on_zombie, "damage.bane")


# --------------------------------------------------------------------------- 2. Counter-Attack


def _counter_attacked() -> object:
    state = _lioness_against_two_zombies()
    state = apply(state, PlaceDice((("A1", 0, 3),)))
    state = apply(state, PlaceDice((("B1", 2, 0), ("B2", 2, 0))))
    state = apply(state, Attack((("B1", "A1", 5), ("B1", "A1", 5), ("B2", "A1", 5), ("B2", "A1", 5)),
                                dice=((3,), (3,), (3,), (1,))))
    # Counter-Attacking two blows of B1 and one of B2: +2, DEF 5 must reach 7.
    return apply(state, ParryAction((1, 2, 3), dice=((4,), (4,), (4,)), counter_attack=True))


def test_a_counter_attack_die_strikes_the_opponent_counter_attacked() -> None:
    # "Each success ... allows him to gain an additional Attack die against the opponent whose
    # Attack has been Counter-Attacked."
    state = _counter_attacked()
    combat = state.combat  # type: ignore[attr-defined]
    assert combat.step is CombatStep.ATTACK and combat.striking_side == 0
    assert combat.gained_against("A1") == {"B1": 2, "B2": 1}
    assert refusal(state, Attack((("A1", "B2", 7),) * 3, dice=((4,),) * 3)) == Message(  # type: ignore[arg-type]
        "game.gained-dice-against", figurine="Red Lioness (A1)", count=2, target="Zombie (B1)")
    state = apply(state, Attack((("A1", "B1", 7), ("A1", "B1", 7), ("A1", "B2", 7)),  # type: ignore[arg-type]
                                dice=((1,), (1,), (1,))))
    assert state.combat is None


def test_the_tournament_counter_attack_gains_an_attack_die_against_anyone() -> None:
    # Tournament, "La contre-attaque": "obtenir un dé d'attaque en plus" (an extra Attack die).
    state = _lioness_against_two_zombies(TOURNAMENT)
    state = apply(state, PlaceDice((("A1", 0, 3),)))
    state = apply(state, PlaceDice((("B1", 2, 0), ("B2", 2, 0))))
    state = apply(state, Attack((("B1", "A1", 5), ("B1", "A1", 5), ("B2", "A1", 5), ("B2", "A1", 5)),
                                dice=((3,), (3,), (3,), (1,))))
    state = apply(state, ParryAction((1, 2, 3), dice=((4,), (4,), (4,)), counter_attack=True))
    assert state.combat is not None and state.combat.gained_against("A1") == {}
    state = apply(state, Attack((("A1", "B2", 7),) * 3, dice=((1,),) * 3))
    assert state.combat is None


# --------------------------------------------------------------------------- 3. Ambidextrous


AMBIDEXTROUS_LIONESS = replace(RED_LIONESS, abilities=(Ability("Ambidextrous"),))


def _ambidextrous_parries(sustained: tuple[int, ...]) -> object:
    setup = setup_of([(AMBIDEXTROUS_LIONESS, 1)], [(ZOMBIE, 2)], seed=2)
    state = to_hand_to_hand(new_game(setup), [("B1", "A1"), ("B2", "A1")])
    state = apply(state, StartCombat("A1", ("B1", "B2")))
    state = apply(state, InitiativeRoll(dice_a=(1,), dice_b=(6, 4)))
    state = apply(state, PlaceDice((("A1", 1, 2),)))
    state = apply(state, PlaceDice((("B1", 2, 0), ("B2", 2, 0))))
    state = apply(state, Attack((("B1", "A1", 5), ("B1", "A1", 5), ("B2", "A1", 5), ("B2", "A1", 5)),
                                dice=((3,), (3,), (3,), (1,))))
    return apply(state, ParryAction((1, 2), dice=((4,), (4,)), sustained=sustained,
                                    sustained_dice=((5,),) if sustained else None))


def test_ambidextrous_or_sustained_defence_is_the_defenders_choice() -> None:
    # "They gain one Attack die for each successful Defence. Ambidextrous cannot be used at the
    # same time as the Counter-Attack or the Sustained Defence."
    with_dice = _ambidextrous_parries(())
    assert len(logged(with_dice, "game.parries-gains")) == 2  # type: ignore[arg-type]
    assert with_dice.combat.gained_by("A1") == 2  # type: ignore[attr-defined]
    sustained = _ambidextrous_parries((3,))
    assert [m["index"] for m in logged(sustained, "game.parries")] == [1, 2]  # type: ignore[arg-type]
    assert [m["index"] for m in logged(sustained, "game.sustained-parries")] == [3]  # type: ignore[arg-type]
    assert not logged(sustained, "game.parries-gains")  # type: ignore[arg-type]
    assert sustained.combat.gained_by("A1") == 0  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- 4. War fury


CHAMPION = Card(id="alahan/champion", name="Lion Champion", people="alahan", rank=Rank.VETERAN, ap=40,
                character=True, size=Size.NORMAL, base=Base.INFANTRY, movement=10, initiative=4, attack=6,
                strength=6, defence=5, resilience=7, courage=6, discipline=4, abilities=(Ability("War fury"),))


def _champion_against_a_zombie(ruleset=None):  # type: ignore[no-untyped-def]
    setup = setup_of([(CHAMPION, 1)], [(ZOMBIE, 1)], seed=2)
    if ruleset is not None:
        setup = replace(setup, ruleset=ruleset)
    state = to_hand_to_hand(new_game(setup), [("B1", "A1")])
    return apply(state, StartCombat("A1", ("B1",)))


def test_war_fury_is_activated_before_the_initiative_roll() -> None:
    # "This Ability is activated before the Initiative Roll, in the Hand to Hand Combat phase."
    state = _champion_against_a_zombie()
    state = apply(state, InitiativeRoll(dice_a=(1,), dice_b=(6, 4), war_fury=("A1",)))
    assert state.figurine("A1").war_fury and logged(state, "game.war-fury-activated")
    state = apply(state, PlaceDice((("A1", 3, 0),)))  # +1 die, every die in Attack
    assert state.combat is not None and state.combat.placement("A1") == (3, 0)


def test_war_fury_declared_at_the_dice_is_refused_by_the_booklet() -> None:
    state = _champion_against_a_zombie()
    state = apply(state, InitiativeRoll(dice_a=(1,), dice_b=(6, 4)))
    assert refusal(state, PlaceDice((("A1", 3, 0),), war_fury=("A1",))) == Message(
        "game.war-fury-before-initiative", figurine="Lion Champion (A1)")


def test_the_tournament_declares_war_fury_when_the_dice_are_placed() -> None:
    # Tournament, "Furie guerrière": "déclarez si vous utilisez cette compétence au moment de
    # répartir vos dés de combat".
    state = _champion_against_a_zombie(TOURNAMENT)
    assert refusal(state, InitiativeRoll(dice_a=(1,), dice_b=(6, 4), war_fury=("A1",))) == Message(
        "game.war-fury-at-placement", figurine="Lion Champion (A1)")
    state = apply(state, InitiativeRoll(dice_a=(1,), dice_b=(6, 4)))
    assert dice_pool(state, "A1", war_fury=True).total == 3
    state = apply(state, PlaceDice((("A1", 3, 0),), war_fury=("A1",)))
    assert state.combat is not None and state.combat.placement("A1") == (3, 0)


# --------------------------------------------------------------------------- 5. the fray split


def _a_chain_of_three() -> object:
    """A1 against B1 and B2; A2 against B2 only."""
    setup = setup_of([(PALADIN, 2)], [(ZOMBIE, 2)], seed=2)
    return to_hand_to_hand(new_game(setup), [("B1", "A1"), ("B2", "A1"), ("A2", "B2")])


def test_a_split_that_would_leave_a_figurine_alone_is_refused() -> None:
    # "A figurine which is Engaged at the beginning of the Hand to Hand Combat phase may never
    # be without an opponent after the splitting of the fray."
    state = _a_chain_of_three()
    assert refusal(state, StartCombat("A1", ("B1", "B2"))) == Message(  # type: ignore[arg-type]
        "game.split-strands", figurines="Paladin (A2)")
    assert refusal(state, StartCombat("B2", ("A1", "A2"))) == Message(  # type: ignore[arg-type]
        "game.split-strands", figurines="Zombie (B1)")
    offered = legal_combats({f.id: f for f in state.figurines})  # type: ignore[attr-defined]
    assert ("A1", ("B1",)) in offered and all(("A1", ("B1", "B2")) != o for o in offered)


def test_the_offered_splits_leave_no_one_alone() -> None:
    state = _a_chain_of_three()
    while state.phase is Phase.HAND_TO_HAND:  # type: ignore[attr-defined]
        state = apply(state, choose(state))  # type: ignore[arg-type]
        assert not logged(state, "game.left-without-opponent")  # type: ignore[arg-type]
    assert all(f.fought or f.presence is Presence.LOST for f in state.figurines  # type: ignore[attr-defined]
               if f.engaged_with or f.presence is Presence.LOST) or state.phase is Phase.END_OF_ROUND  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- 6. the firing order


def test_marksmen_fire_by_initiative() -> None:
    # "Warriors fire one by one, starting with the one with the highest Initiative."
    setup = setup_of([(SLOW_MARKSMAN, 1)], [(FUSILIER, 1)], seed=3)
    state = to_firing(new_game(setup), [])
    assert refusal(state, Fire("A1", "B1", "medium")) == Message(
        "game.not-your-turn-to-fire", figurine="Slow Marksman (A1)", initiative=4,
        figurines="Griffin Fusilier (B1)")
    # "Rapid Firing ... Increase the marksman's Initiative by two points for the Firing order":
    # 2 + 2 ties the Fusilier's 4, and Alice had the highest Tactical score.
    state_rapid = apply(state, Fire("A1", "B1", "medium", rapid=True, dice=(1,)))
    assert state_rapid.figurine("A1").fired
    state = apply(state, HoldFire("B1"))
    assert logged(state, "game.holds-fire") == [Message("game.holds-fire", figurine="Griffin Fusilier (B1)")]
    state = apply(state, Fire("A1", "B1", "medium", dice=(1,)))
    assert state.figurine("A1").fired


# --------------------------------------------------------------------------- 7. a late Counter-fire


def _marksman_in_reserve_charged() -> object:
    """Alice keeps her Magistrate's card in Reserve; Bob's Wolfen Zombie Charges him."""
    setup = setup_of([(replace(MAGISTRATE, figures_per_card=1), 1)], [(WOLFEN_ZOMBIE, 1)], seed=1)
    state = apply(new_game(setup), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    while state.phase is Phase.APPROACH:
        state = apply(state, DrawCard(play=True))
    state = apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))
    state = apply(state, DrawCard())
    assert state.pending == "A-1"
    state = apply(state, KeepInReserve("A-1"))
    state = apply(state, DrawCard())
    state = apply(state, Activate("B-1"))
    return apply(state, Charge("B1", "A1", target_courage_dice=(6, 3)))


def test_a_counter_fire_is_made_at_once_and_the_game_goes_on() -> None:
    # "if you hold in your Reserve the card of a marksman who is Charged or Engaged by an enemy
    # warrior, you can immediately play the card and declare a Counter-Fire."
    state = _marksman_in_reserve_charged()
    state = apply(state, CounterFire("A1", "B1", dice=(1,)))  # type: ignore[arg-type]
    state = apply(state, EndActivation())
    assert state.phase is Phase.FIRING


def test_a_counter_fire_after_the_chargers_activation_is_refused_and_the_game_goes_on() -> None:
    state = apply(_marksman_in_reserve_charged(), EndActivation())  # type: ignore[arg-type]
    assert refusal(state, CounterFire("A1", "B1", dice=(6, 2))) == Message(
        "game.counter-fire-too-late", figurine="Griffin Magistrate (A1)", target="Wolfen Zombie (B1)")
    # The Movement phase goes on: Alice plays her Reserve card, her figurine stands (engaged).
    assert next_step(state).kinds == ("activate",)
    state = apply(state, Activate("A-1"))
    state = apply(state, Move("A1", "stand"))
    state = apply(state, EndActivation())
    assert state.phase is Phase.FIRING
    state = apply(state, EndPhase())
    assert state.phase is Phase.HAND_TO_HAND


# --------------------------------------------------------------------------- 8. Harassment


def test_harassment_fires_in_the_movement_phase() -> None:
    # "Harassment allows a warrior to anticipate the Firing phase by firing during the Movement
    # phase ... If the warrior chooses to fire in the Movement phase, he will not be able to
    # fire in the Firing phase."
    harasser = replace(MAGISTRATE, abilities=(Ability("Harassment"),), figures_per_card=1)
    setup = setup_of([(harasser, 1)], [(PALADIN, 1)], seed=1)
    state = apply(new_game(setup), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    while state.phase is Phase.APPROACH:
        state = apply(state, DrawCard(play=True))
    state = apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))
    state = apply(state, DrawCard(play=True))
    assert state.active == "A-1"
    assert refusal(state, Fire("A1", "B1", "short", rapid=True)).id == "game.may-not-fire"
    state = apply(state, Fire("A1", "B1", "short", dice=(1,)))
    assert logged(state, "game.harasses") and state.figurine("A1").fired
    state = apply(state, Move("A1", "walk"))  # "Once he has fired, the warrior can finish his Movement"


# --------------------------------------------------------------------------- 9. Instinctive firing


def test_instinctive_firing_chooses_its_target_in_a_fray() -> None:
    # Booklet example: "a Goblin Marauder (Small) is engaged by a Rider of Redemption (Large)
    # and a Griffin Spearman (Normal). If a nearby Griffin Fusilier decides to aim at the
    # Goblin, he has only one chance in six to hit his target : 1 + 2 + 3." Instinctive firing:
    # "They can also choose their target when firing in a fray."
    for fusilier, instinctive in ((FUSILIER, False), (replace(FUSILIER, abilities=(Ability("Instinctive firing"),)),
                                                       True)):
        setup = setup_of([(fusilier, 1), (RIDER, 1), (SPEARMAN, 1)], [(GOBLIN, 1)], seed=3)
        state = to_firing(new_game(setup), [("A2", "B1"), ("A3", "B1")])
        goblin = state.figurine("B1")
        assert set(goblin.engaged_with) == {"A2", "A3"}
        fire = Fire("A1", "B1", "short", dice=(6, 3), damage_dice=(2, 1))
        victim = "B1"
        if not instinctive:
            fire = replace(fire, fray_roll=2)  # 1 the Goblin, then the first ally in contact
            victim = goblin.engaged_with[0]
        state = apply(state, fire)
        (damage,) = logged(state, "game.damage-roll-on")
        assert damage["victim"] == state.figurine(victim).name + f" ({victim})"
        if victim == "B1":
            assert logged(state, "game.instinctive-chooses")
            assert refusal(to_firing(new_game(setup), [("A2", "B1"), ("A3", "B1")]),
                           replace(fire, fray_roll=2)).id == "game.instinctive-no-fray-roll"


MORBID_PUPPET = replace(ZOMBIE, id="acheron/morbid-puppet", name="Morbid Puppet", figures_per_card=12)
ALAHAN_SPEARMAN = replace(PALADIN, id="alahan/spearman", name="Alahan Spearman", figures_per_card=1)


def test_twelve_morbid_puppets_cannot_all_charge_a_spearman() -> None:
    """Booklet, "Influence of Fear": "Note : 12 Morbid Puppets, activated simultaneously, cannot
    all declare a Charge against an Alahan Spearman who can be Engaged by a maximum of 4
    opponents" (infantry base: 4 opponents, "movement phase")."""
    state = apply(new_game(setup_of([(ALAHAN_SPEARMAN, 1)], [(MORBID_PUPPET, 12)])),
                  ApproachRoll(dice_a=(5,), dice_b=(1,)))
    state = apply(deploy_everything(state), TacticalRoll(dice_a=(5,), dice_b=(1,)))
    state = activate_until(state, "B-1")
    puppets = tuple(f"B{n}" for n in range(1, 13))
    assert refusal(state, GroupCharge(puppets, "A1")) == Message(
        "game.too-many-chargers", figurine="Alahan Spearman (A1)", chargers=12, engaged=0, most=4)
    assert refusal(state, GroupCharge(puppets[:5], "A1")).id == "game.too-many-chargers"
    four = apply(state, GroupCharge(puppets[:4], "A1"))
    assert set(four.figurine("A1").engaged_with) == set(puppets[:4])
    assert refusal(four, Charge("B5", "A1")) == Message(
        "game.engaged-by-most", figurine="Alahan Spearman (A1)", count=4)


def test_a_critically_wounded_paladin_attacks_at_6_on_a_5_or_more() -> None:
    """Booklet, "wound table": "An Alahan Paladin has a Critical Wound. He chooses to attack with
    a difficulty of 6. His Attack rating is 4. He must then get a final result of 2 on his Attack
    die. Due to the Wound penalty of -3, he must roll a 5 or higher to succeed (5 - 3 = 2)." The
    Paladin Charges (no penalty for him), so his Attack is the card's 4."""
    state = new_game(setup_of([(PALADIN, 1)], [(CLONE, 1)]))
    state = apply(state, SetWound("A1", "critical"))
    state = to_hand_to_hand(state, [("A1", "B1")])
    state = apply(state, StartCombat("A1", ("B1",)))
    # INI 3 + (5 - 3) = 5 against the Clone's 2 - 1 (Charged) + 2 = 3
    state = apply(state, InitiativeRoll(dice_a=(5,), dice_b=(2,)))
    assert state.combat is not None and state.combat.attacker_side == 0
    state = apply(state, PlaceDice((("B1", 0, 2),)))
    state = apply(state, PlaceDice((("A1", 2, 0),)))
    state = apply(state, Attack((("A1", "B1", 6), ("A1", "B1", 6)), dice=((4,), (5,))))
    assert state.combat is not None
    assert [s.hit for s in state.combat.strikes] == [False, True]


BOUGRE = replace(MAGISTRATE, id="no-dan-kar/bougre", name="Bougre", people="no-dan-kar", size=Size.SMALL,
                 movement=7.5, figures_per_card=1, abilities=(Ability("Instinctive firing"),))


def test_a_running_bougre_covers_15_cm_and_does_not_fire() -> None:
    """Tournament, "La charge et la course": "un Bougre qui court peut se déplacer au maximum de
    15cm (M 7,5)"; "Un guerrier qui court ne peut pas tirer pendant la phase de tir suivante",
    even with Instinctive firing (which fires after a move longer than the Movement)."""
    state = apply(new_game(setup_of([(BOUGRE, 1)], [(CLONE, 1)], ruleset=TOURNAMENT)),
                  ApproachRoll(dice_a=(5,), dice_b=(1,)))
    state = apply(deploy_everything(state), TacticalRoll(dice_a=(5,), dice_b=(1,)))
    state = activate_until(state, "A-1")
    state = apply(state, Move("A1", "run"))
    assert state.log[-1].text == Message("game.runs-up-to", figurine="Bougre (A1)",
                                         distance=Message("game.up-to-cm", cm=15))
    state = apply(state, EndActivation())
    while state.phase is Phase.MOVEMENT:
        if state.active is None:
            state = apply(state, DrawCard()) if state.pending is None else state
            state = apply(state, Activate(state.pending or ""))
        state = apply(state, Move("B1", "stand"))
        state = apply(state, EndActivation())
    assert state.phase is Phase.FIRING
    assert refusal(state, Fire("A1", "B1", "short", moved=True)) == Message(
        "game.may-not-fire", figurine="Bougre (A1)",
        reasons=Message("game.ruling", text=Message("firing.ran"), source=tournament("La charge et la course")))
    assert next_step(state).text == Message("game.step-firing-none")  # no marksman is named
