"""The booklet's abilities the game applies by itself or offers as a step, through the engine
with the dice fixed: each test quotes the rule it plays."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.rules.abilities import Ability
from companion.rules.card import Base, Card, Equipment, Size
from companion.rules.game import Phase, Presence, WoundLevel, apply, new_game
from companion.rules.game.actions import (
    ApproachRoll,
    Attack,
    ChangeLevel,
    Charge,
    DamageAction,
    Deploy,
    DrawCard,
    EndActivation,
    EndPhase,
    Feat,
    Fire,
    GroupCharge,
    InitiativeRoll,
    MoveCard,
    Mutate,
    Pick,
    PlaceDice,
    RallyingCry,
    Reveal,
    SetModifier,
    StartCombat,
    StealAbility,
    TacticalRoll,
)
from companion.rules.game.autoplay import choose
from companion.rules.game.draft import Draft
from companion.rules.game.guide import dice_pool, effective
from companion.rules.game.setup import GameOptions, ToxicUse
from companion.rules.game.state import CombatStep
from companion.rules.message import Message
from companion.rules.ruleset import TOURNAMENT

from tests.cards import PALADIN, RED_LIONESS, WOLFEN_ZOMBIE, ZOMBIE
from tests.rules.game.helpers import contains, logged, refusal, setup_of, to_firing, to_hand_to_hand


def card(name: str, **changes: object) -> Card:
    """A Paladin-like test card (the booklet's numbers where it gives them)."""
    base = replace(PALADIN, id=f"alahan/{name.lower().replace(' ', '-')}", name=name, figures_per_card=1)
    return replace(base, **changes)  # type: ignore[arg-type]


def movement_phase(setup):  # type: ignore[no-untyped-def]
    """Deployed, Alice won the Tactical roll: the Movement phase's cards are to draw."""
    state = apply(new_game(setup), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    while state.phase is Phase.APPROACH:
        state = apply(state, DrawCard(play=True))
    return apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))


def activate(state, entry):  # type: ignore[no-untyped-def]
    """Draw until ``entry`` is active (the others stand)."""
    while True:
        state = apply(state, DrawCard(play=True))
        if state.active == entry:
            return state
        state = apply(state, MoveCard("stand"))


# --------------------------------------------------------------------------- Personal enemy


def test_killing_the_personal_enemy_heals_and_steals_an_ability() -> None:
    # "If a Character deals with his Personal enemy and kills him outright, he automatically
    # heals all his Wounds. He also « steals » an Ability from his enemy, which he chooses".
    hunter = replace(RED_LIONESS, abilities=(Ability("Personal enemy", "Zombie"),))
    brute = replace(ZOMBIE, abilities=(Ability("Brutal"),))
    setup = setup_of([(hunter, 1)], [(brute, 2)], seed=2)
    state = to_hand_to_hand(new_game(setup), [("B1", "A1")])
    state = apply(state, StartCombat("A1", ("B1",)))
    state = apply(state, InitiativeRoll(dice_a=(6, 2), dice_b=(1,)))
    state = apply(state, PlaceDice((("B1", 2, 0),)))
    state = apply(state, PlaceDice((("A1", 2, 0),)))
    state = apply(state, Attack((("A1", "B1", 8), ("A1", "B1", 8)), dice=((5,), (1,))))
    state = apply(state, DamageAction(1, dice=(6, 6)))
    assert state.figurine("B1").presence is Presence.LOST
    assert logged(state, "game.personal-enemy-killed")
    assert state.figurine("A1").steal_from == "B1"
    state = apply(state, StealAbility("A1", "Brutal"))
    assert state.card_in_play(state.figurine("A1")).has("Brutal")
    assert refusal(state, StealAbility("A1", "Brutal")).id == "game.nothing-to-steal"


def test_the_personal_enemy_heals_every_wound() -> None:
    hunter = replace(RED_LIONESS, abilities=(Ability("Personal enemy", "acheron"),))
    setup = setup_of([(hunter, 1)], [(ZOMBIE, 1)], seed=2)
    state = to_hand_to_hand(new_game(setup), [("B1", "A1")])
    state = apply(state, StartCombat("A1", ("B1",)))
    state = apply(state, InitiativeRoll(dice_a=(1,), dice_b=(6, 4)))
    state = apply(state, PlaceDice((("A1", 2, 0),)))
    state = apply(state, PlaceDice((("B1", 2, 0),)))
    state = apply(state, Attack((("B1", "A1", 5), ("B1", "A1", 5)), dice=((3,), (1,))))
    state = apply(state, DamageAction(1, dice=(3, 3)))  # a double 3: a Light Wound
    assert state.figurine("A1").wound is WoundLevel.LIGHT
    state = apply(state, Attack((("A1", "B1", 8), ("A1", "B1", 8)), dice=((5,), (1,))))
    state = apply(state, DamageAction(1, dice=(6, 6)))
    assert state.figurine("A1").wound is WoundLevel.NONE


# --------------------------------------------------------------------------- Authority


def test_authority_splits_its_fray_before_any_other_combat() -> None:
    # "When a fighter with Authority is involved in a fray, he chooses in what way the combats
    # are split and in what order they will be resolved ... the combats of the fray at stake are
    # resolved before or after the other frays."
    captain = card("Captain", abilities=(Ability("Authority"),))
    setup = setup_of([(captain, 1), (replace(PALADIN, figures_per_card=2), 2)], [(replace(ZOMBIE, figures_per_card=3), 3)],
                     seed=0)
    # The Zombies' card is drawn first: B1 and B3 Charge the Captain, B2 a Paladin; then A3
    # Charges B3. Two frays: A1, B1, B3, A3 (the Captain's) and A2, B2.
    state = to_hand_to_hand(new_game(setup), [("B1", "A1"), ("B2", "A2"), ("B3", "A1"), ("A3", "B3")])
    assert set(state.figurine("B3").engaged_with) == {"A1", "A3"}
    state = apply(state, StartCombat("A1", ("B1",)))
    assert logged(state, "game.authority-splits")[0]["side"] == "Alice"
    while state.combat is not None:
        state = apply(state, choose(state))
    assert refusal(state, StartCombat("A2", ("B2",))).id == "game.authority-fray-first"
    state = apply(state, StartCombat("B3", ("A3",)))
    assert state.combat is not None


def test_enemy_authorities_in_one_fray_have_no_effect() -> None:
    # "If a same fray has enemy Authorities, this Ability has no effect."
    captain = card("Captain", abilities=(Ability("Authority"),))
    tyrant = replace(ZOMBIE, id="acheron/tyrant", name="Tyrant", figures_per_card=1, abilities=(Ability("Authority"),))
    setup = setup_of([(captain, 1)], [(tyrant, 1)], seed=2)
    state = to_hand_to_hand(new_game(setup), [("B1", "A1")])
    state = apply(state, StartCombat("A1", ("B1",)))
    assert not logged(state, "game.authority-splits")


# --------------------------------------------------------------------------- Resilience below 0


def test_a_resilience_below_zero_kills_outright() -> None:
    # "If a fighter's Resilience drops under 0, he is then considered KILLED OUTRIGHT and
    # immediately removed from the Battleground."
    setup = setup_of([(PALADIN, 1)], [(ZOMBIE, 1)], seed=2)
    state = movement_phase(setup)
    state = apply(state, SetModifier("A1", "resilience", -7))
    assert state.figurine("A1").presence is not Presence.LOST  # RES 0
    state = apply(state, SetModifier("A1", "resilience", -8))
    assert state.figurine("A1").presence is Presence.LOST and logged(state, "game.resilience-below-zero")


# --------------------------------------------------------------------------- Leadership, War-staff


LEADER = card("Lion Captain", character=True, courage=7, discipline=6, abilities=(Ability("Leadership", "15"),))


def test_leadership_lends_its_courage_to_a_test() -> None:
    # "all warriors within distance / X of the figurine with this Ability may use its scores in
    # Courage, Fear and Discipline if they have to test one of these characteristics."
    setup = setup_of([(PALADIN, 1), (LEADER, 1)], [(WOLFEN_ZOMBIE, 1)], seed=2)
    state = activate(movement_phase(setup), "A-1")
    state = apply(state, Charge("A1", "B1", courage_dice=(2,), aid=("A2",)))
    (resisted,) = logged(state, "game.resists-fear")
    assert resisted["courage"] == 7  # the Captain's Courage 7 + 2 beats Fear 8
    assert state.figurine("A1").engaged_with == ("B1",)


def test_a_standard_bearer_adds_one_to_courage() -> None:
    # "All figurines within Leadership / X of a Standard-bearer gain a +1 bonus on Courage Rolls."
    bearer = card("Standard-bearer", abilities=(Ability("Standard-bearer"),))
    setup = setup_of([(PALADIN, 1), (bearer, 1)], [(WOLFEN_ZOMBIE, 1)], seed=2)
    state = activate(movement_phase(setup), "A-1")
    state = apply(state, Charge("A1", "B1", courage_dice=(3,), aid=("A2",)))
    (resisted,) = logged(state, "game.resists-fear")
    assert resisted["courage"] == 6 and contains(logged(state, "game.aid")[0], "game.aid-standard-bearer")


def test_the_war_staff_adds_two_to_the_approach_roll() -> None:
    # "All fighters within Leadership distance of any of the three members of the War-staff may
    # use the Courage / Fear and Discipline scores of the Character + 2 ... The bonuses gained
    # through the War-staff Ability can be taken into account during the Approach."
    staff = [(LEADER, 1), (card("Bearer", abilities=(Ability("Standard-bearer"),)), 1),
             (card("Drummer", abilities=(Ability("Musician"),)), 1)]
    setup = setup_of(staff, [(ZOMBIE, 1)], seed=2)
    state = apply(new_game(setup), ApproachRoll(dice_a=(2,), dice_b=(5,), war_staff=("A",)))
    (roll,) = logged(state, "game.war-staff-roll")
    assert roll["value"] == 8 and state.roll_winner == 0  # 8 + 2 beats 0 + 5
    assert refusal(new_game(setup), ApproachRoll(war_staff=("B",))).id == "game.no-war-staff"


def test_the_war_staff_of_cards_named_standard_bearer_and_musician() -> None:
    # The community data gives the roles by the cards' names, not as abilities: "Standard-bearer
    # of the Lion" and "Musician of Alahan (1)" are the War-staff's members all the same.
    staff = [(LEADER, 1), (card("Standard-bearer of the Lion"), 1), (card("Musician of Alahan (1)"), 1)]
    state = apply(new_game(setup_of(staff, [(ZOMBIE, 1)], seed=2)),
                  ApproachRoll(dice_a=(2,), dice_b=(5,), war_staff=("A",)))
    (roll,) = logged(state, "game.war-staff-roll")
    assert roll["value"] == 8


# --------------------------------------------------------------------------- group Courage and Fear


def test_figurines_charging_a_fear_creature_together_test_once() -> None:
    # "In the case when several figurines Charge a Fear-inducing creature simultaneously, only
    # one test is done for the whole group, using the highest Courage amongst the warriors and
    # adding a +1 bonus for each additional fighter. The result is applied to every warrior."
    setup = setup_of([(replace(PALADIN, figures_per_card=3), 3)], [(WOLFEN_ZOMBIE, 1)], seed=2)
    state = activate(movement_phase(setup), "A-1")
    state = apply(state, GroupCharge(("A1", "A2", "A3"), "B1", courage_dice=(2,)))
    (group,) = logged(state, "game.group-courage")
    assert group["score"] == 7  # 5 + 2
    assert all(state.figurine(f).immune_fear == 8 for f in ("A1", "A2", "A3"))
    assert set(state.figurine("B1").engaged_with) == {"A1", "A2", "A3"}


def test_fear_creatures_charging_together_add_one_to_their_fear() -> None:
    # "if several Fear-inducing creatures Charge simultaneously the same figurine, they benefit
    # from the same +1 bonus to Fear."
    setup = setup_of([(PALADIN, 1)], [(replace(WOLFEN_ZOMBIE, figures_per_card=2), 2)], seed=2)
    state = movement_phase(setup)
    state = activate(state, "B-1")
    state = apply(state, GroupCharge(("B1", "B2"), "A1", target_courage_dice=(4,)))
    (fear,) = logged(state, "game.group-fear")
    assert fear["fear"] == 9
    (failed,) = logged(state, "game.succumbs-to-fear")  # 5 + 4 = 9 is not greater than 9
    assert failed["fear"] == 9


# --------------------------------------------------------------------------- Fanaticism


def test_a_fanatic_who_fails_rolls_his_discipline_not_to_run_away() -> None:
    # "When a Fanatic fails a Courage test, he must attempt a Discipline Roll at the same
    # difficulty level in order not to run away. He will still suffer the effects of Fear and
    # will not be able to Charge or Engage the creature that scared him."
    fanatic = card("Fanatic", discipline=7, abilities=(Ability("Fanaticism"),))
    setup = setup_of([(fanatic, 1)], [(WOLFEN_ZOMBIE, 1)], seed=2)
    state = activate(movement_phase(setup), "B-1")
    state = apply(state, Charge("B1", "A1", target_courage_dice=(2,), target_discipline_dice=(2,)))
    fig = state.figurine("A1")
    assert not fig.fleeing and fig.afraid and fig.fearful_of == "B1"
    assert logged(state, "game.fanatic-holds")[0]["difficulty"] == 9


def test_a_musician_adds_one_to_the_fanatics_discipline_roll() -> None:
    # "All figurines within distance / X of a Musician gain a + 1 bonus on Discipline Rolls."
    fanatic = card("Fanatic", discipline=6, abilities=(Ability("Fanaticism"),))
    drummer = card("Drummer", abilities=(Ability("Musician"),))
    setup = setup_of([(fanatic, 1), (drummer, 1)], [(WOLFEN_ZOMBIE, 1)], seed=2)
    alone = apply(activate(movement_phase(setup), "B-1"),
                  Charge("B1", "A1", target_courage_dice=(2,), target_discipline_dice=(2,)))
    assert logged(alone, "game.fanatic-flees")[0]["discipline"] == 6  # 6 + 2 = 8 is short of 9
    helped = apply(activate(movement_phase(setup), "B-1"),
                   Charge("B1", "A1", target_courage_dice=(2,), target_discipline_dice=(2,), target_aid=("A2",)))
    assert logged(helped, "game.fanatic-holds")[0]["discipline"] == 7  # 6 + 1 + 2 = 9 reaches 9
    assert any(contains(entry, "game.aid-musician") for entry in logged(helped, "game.aid"))


# --------------------------------------------------------------------------- Additional limb


def test_additional_limb_swaps_attack_and_defence() -> None:
    # "This Ability is activated before the Initiative Roll ... The warrior may invert his
    # scores in Attack and Defence. These effects last until the end of the round."
    limbs = card("Many-armed", attack=3, defence=6, abilities=(Ability("Additional limb"),))
    setup = setup_of([(limbs, 1)], [(ZOMBIE, 1)], seed=2)
    state = to_hand_to_hand(new_game(setup), [("B1", "A1")])
    state = apply(state, StartCombat("A1", ("B1",)))
    state = apply(state, InitiativeRoll(dice_a=(6, 2), dice_b=(1,), additional_limb=("A1",)))
    values = effective(state, "A1")
    assert (values["attack"], values["defence"]) == (5, 2)  # 6 and 3 swapped, -1 for the Charge


# --------------------------------------------------------------------------- Blood brother


def test_a_blood_brothers_death_costs_one_on_every_roll() -> None:
    # "if one happens to die, his Blood brother takes away one point from all his dice rolls
    # until the end of the game. This penalty does not apply to Damage Rolls."
    elder = card("Elder", character=True, abilities=(Ability("Blood brother", "Younger"),))
    younger = card("Younger", character=True)
    setup = setup_of([(elder, 1), (younger, 1)], [(ZOMBIE, 1)], seed=2)
    state = movement_phase(setup)
    state = apply(state, SetModifier("A2", "resilience", -10))
    assert state.figurine("A1").blood_brother_dead and logged(state, "game.blood-brother-dies")
    assert Draft(state).mods(state.figurine("A1"), "attack").die_modifier == -1
    assert Draft(state).mods(state.figurine("A1"), "damage").die_modifier == 0


# --------------------------------------------------------------------------- Flight


DRAKE = card("Drake", size=Size.LARGE, base=Base.CREATURE, flight=20, aim=3,
             equipment=(Equipment("Spit", 5, (10.0, 20.0, 30.0)),))


def test_flight_levels_limit_charges_and_aims_and_a_dive_adds_three() -> None:
    # "Moving to an adjacent level takes away 5 cm ... Figurines can only Engage or Charge one
    # another if they are at the same altitude Level. If a creature is aimed at by a marksman
    # who is one Level higher or lower than it is, the marksman suffers a – 2 penalty on his
    # die ... In the following Hand to Hand Combat phase, the diving creature's Initiative,
    # Attack and Strength will be increased by 3 points."
    setup = setup_of([(DRAKE, 1)], [(PALADIN, 1)], seed=2)
    state = activate(movement_phase(setup), "A-1")
    state = apply(state, ChangeLevel("A1", 1))
    assert state.figurine("A1").level == 1 and logged(state, "game.flight-level")[0]["cm"] == 5
    assert refusal(state, Charge("A1", "B1")).id == "game.not-same-level"
    state = apply(state, Charge("A1", "B1", dive=True))
    drake = state.figurine("A1")
    assert drake.diving and drake.level == 0 and drake.engaged_with == ("B1",)
    card_now = state.card_in_play(drake)
    assert (card_now.initiative, card_now.attack, card_now.strength) == (6, 7, 8)


def test_a_shot_one_level_apart_has_two_off_its_die() -> None:
    setup = setup_of([(DRAKE, 1)], [(PALADIN, 1)], seed=2)
    state = activate(movement_phase(setup), "A-1")
    state = apply(state, ChangeLevel("A1", 1))
    state = apply(state, EndActivation())
    while state.phase is Phase.MOVEMENT:
        state = apply(state, DrawCard(play=True))
        state = apply(state, MoveCard("stand"))
    state = apply(state, Fire("A1", "B1", "short", dice=(2,)))
    (shot,) = logged(state, "game.fires")
    assert contains(shot, "firing.one-level-apart")
    assert not logged(state, "game.damage-roll-on")  # AIM 3 + 2 - 2 = 3: short of 4


# --------------------------------------------------------------------------- Rallying cry


def test_the_rallying_cry_rallies_and_makes_immune() -> None:
    # "All the fighters of his people are immune to Fear until the end of the game round. The
    # fighters who where fleeing are automatically rallied and can act normally again."
    crier = card("Crier", abilities=(Ability("Rallying cry"),))
    setup = setup_of([(PALADIN, 1), (crier, 1)], [(WOLFEN_ZOMBIE, 1)], seed=0)  # Bob's card is drawn first
    state = activate(movement_phase(setup), "B-1")
    state = apply(state, Charge("B1", "A1", target_courage_dice=(2,)))
    assert state.figurine("A1").fleeing
    state = apply(state, RallyingCry("A2"))
    assert not state.figurine("A1").fleeing and state.figurine("A1").fear_immune_round
    assert refusal(state, RallyingCry("A2")).id == "game.rallying-cry-used"


# --------------------------------------------------------------------------- Physical Feats


@pytest.mark.parametrize(("feat", "dice", "wound"), [
    # "If the warrior fails, he suffers a Leg Wound with a Strength equal to ... the distance to
    # the bottom (long jump)": 4 + 2 base lengths (5 cm) = 6 for Feat 4 needs a 2; a 1 fails.
    (Feat("A1", "long-jump", distance=5, depth=8, dice=(1,), damage_dice=(1, 2)), (1,), True),
    (Feat("A1", "long-jump", distance=5, depth=8, dice=(3,)), (3,), False),
    # "otherwise, he suffers an automatic Light Wound and stays still" (swimming)
    (Feat("A1", "swim", dice=(2,)), (2,), True),
])
def test_a_physical_feat_and_what_failing_costs(feat: Feat, dice: tuple[int, ...], wound: bool) -> None:
    setup = setup_of([(PALADIN, 1)], [(ZOMBIE, 1)], seed=2)
    state = activate(movement_phase(setup), "A-1")
    state = apply(state, feat)
    (roll,) = logged(state, "game.feat-roll")
    assert roll["score"] == 4
    paladin = state.figurine("A1")
    assert (paladin.wound is not WoundLevel.NONE or bool(logged(state, "game.no-effect"))) is wound
    if feat.feat == "long-jump" and wound:
        (damage,) = logged(state, "game.damage-roll-on")
        assert damage["strength"] == 8 and damage["location"].value == "legs"  # type: ignore[union-attr]


def test_a_failed_climb_falls_from_where_it_started() -> None:
    # "If the roll is negative, the warrior falls : he takes a normal Wound with a Strength
    # equal to the distance from the ground to the point where he started".
    setup = setup_of([(PALADIN, 1)], [(ZOMBIE, 1)], seed=2)
    state = activate(movement_phase(setup), "A-1")
    state = apply(state, Feat("A1", "climb", distance=4, depth=6, dice=(2,), damage_dice=(1, 2)))
    assert logged(state, "game.feat-fails")[0]["strength"] == 6  # 4 + 2 - RES 7 < 0


JAVELINIER = replace(ZOMBIE, id="no-dan-kar/javelinier", name="Goblin Javelinier", people="no-dan-kar",
                    size=Size.SMALL, figures_per_card=1)


@pytest.mark.parametrize(("feat", "logged_id", "strength"), [
    # "Saut": "un javelinier Gobelin souhaite sauter un ravin de 6cm ... Si le ravin n'avait fait
    # que 5cm de largeur, notre Gobelin aurai pu sauter sans élan" (M 10: half is 5 cm).
    (Feat("A1", "long-jump", distance=5), "game.feat-automatic", None),
    # 6 cm is the long jump's Feat roll (Feat 4, 4 + 3 base lengths = 7): a 1 fails; the fall is
    # "une Blessure ... de FOR 1 par cm de chute verticale".
    (Feat("A1", "long-jump", distance=6, depth=3, dice=(1,), damage_dice=(1, 2)), "game.feat-fails", 3),
    (Feat("A1", "long-jump", distance=6, depth=3, dice=(3,)), "game.feat-succeeds", None),
    # "Escalade": "un jet d'Initiative avec pour difficulté la hauteur escaladée en centimètres"
    # (INI 1 needs a 6); "Si le dé indique 1, c'est la chute ... FOR 1 par cm de chute".
    (Feat("A1", "climb", distance=7, dice=(6, 2)), "game.feat-succeeds", None),
    (Feat("A1", "climb", distance=7, dice=(1,), damage_dice=(1, 2)), "game.feat-fails", 7),
    (Feat("A1", "climb", distance=7, dice=(5,)), "game.climb-fails", None),
    # "Nage": "Lorsqu'il nage, un guerrier se déplace de son Mouvement en cm" (no roll).
    (Feat("A1", "swim"), "game.feat-automatic", None),
])
def test_the_tournament_feats(feat: Feat, logged_id: str, strength: int | None) -> None:
    """Tournament, "Saut", "Escalade" and "Nage", played through the engine."""
    setup = setup_of([(JAVELINIER, 1)], [(PALADIN, 1)], seed=2, ruleset=TOURNAMENT)
    state = apply(activate(movement_phase(setup), "A-1"), feat)
    (entry,) = logged(state, logged_id)
    if strength is not None:
        assert entry["strength"] == strength


# --------------------------------------------------------------------------- Immunity / X


def test_an_immunity_to_an_element_stops_its_damage() -> None:
    # "A figurine with this Ability cannot be harmed by the element symbolized by X".
    salamander = replace(ZOMBIE, abilities=(Ability("Immunity", "Fire"),), figures_per_card=1)
    marksman = card("Fire Archer", aim=4, equipment=(Equipment("Fire bow", 6, (20.0, 40.0, 60.0)),))
    setup = setup_of([(marksman, 1)], [(salamander, 1)], seed=2)
    state = to_firing(new_game(setup), [])
    state = apply(state, Fire("A1", "B1", "short", dice=(4,), element="fire"))
    assert logged(state, "game.immune-to-element") and not logged(state, "game.damage-roll-on")


# --------------------------------------------------------------------------- Mutagenic, Toxic


MUTANT = replace(ZOMBIE, id="dirz/mutant", name="Mutant", ap=100, figures_per_card=1,
                 abilities=(Ability("Mutagenic", "1"), Ability("Toxic", "3")))


def test_mutagenic_points_are_added_to_characteristics_for_the_round() -> None:
    # "The result + X is the amount of points you can add to one or more of his characteristics
    # ... The effects of the stimulant end with the round."
    setup = setup_of([(PALADIN, 1)], [(MUTANT, 1)], seed=2)
    state = apply(new_game(setup), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    while state.phase is Phase.APPROACH:
        state = apply(state, DrawCard(play=True))
    state = apply(state, Pick("B1", "mutagenic", die=4))
    assert state.figurine("B1").mutagenic == 5
    state = apply(state, Mutate("B1", "attack", 3))
    state = apply(state, Mutate("B1", "resilience", 2))
    card_now = state.card_in_play(state.figurine("B1"))
    assert (card_now.attack, card_now.resilience) == (7, 7)
    assert refusal(state, Mutate("B1", "attack", 1)).id == "game.mutagenic-points-left"
    assert refusal(state, Mutate("B1", "power", 0)).id == "game.mutagenic-points-left"


def test_a_toxic_blow_is_followed_by_a_damage_roll_at_strength_x() -> None:
    # "If the action accompli shed with the D6 causes a Damage Roll, his target immediately
    # takes a second Damage Roll with a Strength equal to X."
    setup = setup_of([(PALADIN, 1)], [(MUTANT, 1)], seed=2)
    state = apply(new_game(setup), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    while state.phase is Phase.APPROACH:
        state = apply(state, DrawCard(play=True))
    state = apply(state, Pick("B1", "toxic"))
    state = apply(state, TacticalRoll(dice_a=(1,), dice_b=(5,)))
    state = activate(state, "B-1")
    state = apply(state, Charge("B1", "A1", end=True))
    while state.phase is Phase.MOVEMENT:
        state = apply(state, DrawCard(play=True))
        state = apply(state, MoveCard("stand"))
    state = apply(state, EndPhase())
    state = apply(state, StartCombat("A1", ("B1",)))
    state = apply(state, InitiativeRoll(dice_a=(1,), dice_b=(6, 2)))
    state = apply(state, PlaceDice((("A1", 0, 2),)))
    state = apply(state, PlaceDice((("B1", 2, 0),)))
    state = apply(state, Attack((("B1", "A1", 4), ("B1", "A1", 4)), dice=((5,), (1,)), toxic=1))
    assert logged(state, "game.toxic-die-used")
    combat = state.combat
    assert combat is not None and combat.step is CombatStep.PARRY
    from companion.rules.game.actions import ParryAction

    state = apply(state, ParryAction((1,), dice=((1,),)))
    state = apply(state, DamageAction(1, dice=(1, 2), toxic_dice=(2, 3)))
    (first, second) = logged(state, "game.damage-roll-on")
    assert second["strength"] == 3 and contains(second, "game.toxic-damage-roll")


def test_the_toxic_dice_once_a_side_reading_is_an_option() -> None:
    setup = setup_of([(PALADIN, 1)], [(replace(MUTANT, ap=150, figures_per_card=2), 2)], seed=2)
    setup = replace(setup, options=GameOptions(ToxicUse.ONE_A_SIDE))
    state = apply(new_game(setup), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    while state.phase is Phase.APPROACH:
        state = apply(state, DrawCard(play=True))
    state = apply(state, Pick("B1", "toxic"))
    state = apply(state, Pick("B2", "toxic"))
    draft = Draft(state)
    from companion.rules.game.toxic import may_use_toxic_die, use_toxic_die

    use_toxic_die(draft, draft.fig("B1"))
    assert may_use_toxic_die(draft, draft.fig("B2")) == Message(
        "game.toxic-one-a-side", side="Bob", figurine="Mutant (B1)")


# --------------------------------------------------------------------------- Scouts


def test_a_concealed_scout_cannot_be_targeted_until_found() -> None:
    # "If the scout is deployed out of his own Charge distance from an opponent, he is
    # considered « invisible » and cannot be the target of any of the enemy's actions."
    scout = replace(ZOMBIE, id="acheron/scout", name="Scout", figures_per_card=1, abilities=(Ability("Scout"),))
    setup = setup_of([(PALADIN, 1)], [(scout, 1)], seed=2)
    state = apply(new_game(setup), ApproachRoll(dice_a=(5,), dice_b=(1,)))
    state = apply(state, DrawCard(play=True))
    state = apply(state, DrawCard())
    state = apply(state, Deploy("B-1", concealed=True))
    state = apply(state, TacticalRoll(dice_a=(5,), dice_b=(1,)))
    state = activate(state, "A-1")
    assert refusal(state, Charge("A1", "B1")) == Message("game.scout-concealed", figurine="Scout (B1)")
    state = apply(state, Reveal("B1"))
    state = apply(state, Charge("A1", "B1"))
    assert state.figurine("B1").engaged_with == ("A1",)


# --------------------------------------------------------------------------- Born killer


def test_a_born_killer_may_add_a_die() -> None:
    # "In Hand to Hand Combat, he may add a die to those he normally has."
    killer = card("Killer", abilities=(Ability("Born killer"),))
    setup = setup_of([(killer, 1)], [(ZOMBIE, 1)], seed=2)
    state = to_hand_to_hand(new_game(setup), [("B1", "A1")])
    state = apply(state, StartCombat("A1", ("B1",)))
    state = apply(state, InitiativeRoll(dice_a=(1,), dice_b=(6, 4)))
    assert dice_pool(state, "A1").total == 3 and dice_pool(state, "A1", born_killer=False).total == 2
    state = apply(state, PlaceDice((("A1", 1, 1),), without_born_killer=("A1",)))
    assert state.combat is not None and state.combat.placement("A1") == (1, 1)


# --------------------------------------------------------------------------- one action a card


def test_a_card_drawn_and_played_then_moved_and_ended_in_two_actions() -> None:
    setup = setup_of([(replace(PALADIN, figures_per_card=3), 3)], [(ZOMBIE, 1)], seed=1)
    state = movement_phase(setup)
    state = apply(state, DrawCard(play=True))
    entry = state.active
    assert entry is not None
    state = apply(state, MoveCard("walk"))
    assert state.active is None and all(f.moved is not None for f in state.entry_figurines(entry))
