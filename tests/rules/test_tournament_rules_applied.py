"""Which "règles additionnelles de tournoi" the engine applies under the tournament ruleset.

Each test calls the engine's public functions with companion.rules.ruleset.TOURNAMENT (and, where
the texts differ, CORE beside it) and checks the number and the source the app cites. Source:
shared/rules/tournament-rules-fr.txt, "Règles additionnelles de tournoi".
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from companion.rules.abilities import Ability
from companion.rules.card import Size
from companion.rules.combat import Fighter, combat_dice, minimum_difficulty, sustained_defence
from companion.rules.combat_odds import Defence
from companion.rules.damage import EXCEPTIONAL, DamageOptions, damage_options, resolve_damage
from companion.rules.dice import chance_to_reach
from companion.rules.exchange import attack_dice_gained, roll_attacks, roll_parries, roll_sustained
from companion.rules.fear import tournament_fear_note
from companion.rules.firing import fray_probabilities, fray_source
from companion.rules.movement import MoveType, climb, disengagement, move_distance, run_keep_away, swim, tournament_jump
from companion.rules.rounds import reinforcement_placement
from companion.rules.ruleset import CORE, TOURNAMENT
from companion.rules.source import tournament
from companion.rules.wounds import WoundLevel
from companion.rules.message import Message
from companion.i18n.render import english
from tests.refusals import refused

PILLGRIM_DEF = 5
MARAUDER = Fighter("Goblin Marauder", initiative=3, attack=2, defence=2, strength=3, resilience=3)
HERO = Fighter("Hero", initiative=4, attack=5, defence=5, strength=6, resilience=6, character=True)


# --- Se désengager d'un combat: "4 + 2 par adversaire au contact (et non 4 + 1)" ----------------


@pytest.mark.parametrize("opponents", [1, 2, 3])
def test_disengagement_is_4_plus_2_per_opponent(opponents: int) -> None:
    answer = disengagement(opponents, ruleset=TOURNAMENT)
    assert answer.difficulty == 4 + 2 * opponents
    assert tournament("Se désengager d'un combat") in answer.sources
    # the booklet already says 4 + 2 (FACTS.md): same number, the tournament source is added
    assert disengagement(opponents, ruleset=CORE).difficulty == answer.difficulty
    assert tournament("Se désengager d'un combat") not in disengagement(opponents, ruleset=CORE).sources


# --- Escalade: an Initiative roll, difficulty = the height in cm; a 1 is a fall; no cavalry -------


def test_climbing_is_an_initiative_roll_against_the_height() -> None:
    answer = climb(10, 5, 7, initiative=3, ruleset=TOURNAMENT)
    assert answer.reach == chance_to_reach(3, 7)
    assert answer.fall == Fraction(1, 6)  # "Si le dé indique 1, c'est la chute!"
    assert answer.sources == (tournament("Escalade"),)
    assert answer.notes == (Message("movement.climb-round"),)  # "escalader prend un tour complet"
    with refused("movement.cavalry-climb"):
        climb(10, 5, 7, initiative=3, cavalry=True, ruleset=TOURNAMENT)
    with refused("movement.climb-initiative"):
        climb(10, 5, 7, ruleset=TOURNAMENT)
    assert climb(10, 5, 7, ruleset=CORE).sources != answer.sources  # the booklet's Feat roll


# --- Saut: half the Movement without run-up; more needs a run-up of twice the jump ---------------


def test_jumping_half_the_movement_is_automatic() -> None:
    # the text's example: a Goblin javelin-thrower (M 10) jumps a 5 cm ravine without run-up
    assert tournament_jump(5, 10, 0).value == 1
    # a 6 cm ravine needs a run-up of at least 12 cm ("longueur du saut x2")
    with refused("movement.run-up"):
        tournament_jump(6, 10, 11)
    longer = tournament_jump(6, 10, 12)
    assert longer.value == 0 and tournament("Saut") in longer.sources


# --- Nage: no armour at all; the Movement in cm, no roll -----------------------------------------


def test_swimming_without_armour_at_full_movement() -> None:
    answer = swim(10, 5, ruleset=TOURNAMENT)
    assert (answer.chance, answer.distance) == (1, 10)
    assert answer.sources == (tournament("Nage"),)
    armoured = swim(10, 5, armour=True, ruleset=TOURNAMENT)
    assert armoured.chance == 0 and armoured.failure == Message("movement.swim-armour")
    core = swim(10, 5, ruleset=CORE)
    assert core.distance == 5 and core.chance < 1  # the booklet: a Feat roll, half the Movement


# --- La charge et la course: running, twice M, keeping away from enemies -------------------------


def test_running_is_a_tournament_move() -> None:
    assert move_distance(7.5, MoveType.RUN, ruleset=TOURNAMENT).value == 15  # "un Bougre ... 15cm (M 7,5)"
    assert run_keep_away(10).value == 5  # "à moins de 5cm d'un marraudeur Gobelin (M 10)"
    with refused("movement.run-is-tournament"):
        move_distance(7.5, MoveType.RUN, ruleset=CORE)


# --- Tirer dans le tas: at random, whatever the size ---------------------------------------------


def test_firing_into_the_heap_is_at_random_whatever_the_size() -> None:
    odds = fray_probabilities(Size.SMALL, [Size.LARGE, Size.NORMAL], TOURNAMENT)
    assert odds == [Fraction(1, 3)] * 3
    assert fray_source(TOURNAMENT) == tournament("Tirer dans le tas")
    assert fray_probabilities(Size.SMALL, [Size.LARGE, Size.NORMAL], CORE) == [
        Fraction(1, 6), Fraction(1, 2), Fraction(1, 3)]


# --- Les jets d'attaque: the difficulty is at least the opponent's Defence -----------------------


def test_attack_minimum_is_the_defence_even_without_defence_dice() -> None:
    # the text's example: Goblin marauders (ATT 2) against Pillgrim (DEF 5): at least 5
    floor = minimum_difficulty(MARAUDER, PILLGRIM_DEF, 0, TOURNAMENT)
    assert floor.minimum == 5 and floor.ruling.source == tournament("Les jets d'attaque")
    assert minimum_difficulty(MARAUDER, PILLGRIM_DEF, 0, CORE).minimum is None
    with refused("combat.below-minimum", minimum=5):
        roll_attacks("Goblin", 2, [4], [[3]], floor)
    [hit] = roll_attacks("Goblin", 2, [5], [[3]], floor)  # "réussir des 3 ou +"
    assert hit.hit
    assert not roll_attacks("Goblin", 2, [5], [[2]], floor)[0].hit
    assert chance_to_reach(MARAUDER.attack, 5) == Fraction(4, 6)
    # "trois maraudeurs ... engagés contre PILLGRIM": two dice each, Pillgrim one + one per enemy
    assert combat_dice(3, 1) == (6, 4)
    # "PILLGRIM se défendra sur des 2 ou +": DEF 5 at the difficulty 5, a 1 fails anyway
    assert chance_to_reach(PILLGRIM_DEF, 5) == Fraction(5, 6)
    assert not roll_parries("Pillgrim", PILLGRIM_DEF, [hit], 1, [[1]])[0].parried
    assert roll_parries("Pillgrim", PILLGRIM_DEF, [hit], 1, [[2]])[0].parried


# --- La contre-attaque: +2 difficulty, each success cancels and gives an extra Attack die --------


def test_counter_attack() -> None:
    floor = minimum_difficulty(MARAUDER, HERO.defence, 2, TOURNAMENT)
    hits = roll_attacks("Goblin", 2, [5, 5], [[4], [4]], floor)
    parries = roll_parries("Hero", HERO.defence, hits, 2, [[2], [1]], counter_attack_penalty=2, ruleset=TOURNAMENT)
    assert [p.difficulty for p in parries] == [7, 7]
    assert [p.parried for p in parries] == [True, False]
    assert parries[0].attack_die_gained and parries[0].ruling.text.id == "exchange.counter-attacks-tournament"
    assert parries[0].ruling.source == tournament("La contre-attaque")
    assert sum(attack_dice_gained(parries).values()) == 1


# --- La défense soutenue: for every warrior who parries once; not with the Counter-attack ---------


def test_sustained_defence_for_all() -> None:
    # one opponent, fewer Defence than Attack dice, not a Character: the booklet says no
    core = sustained_defence(opponents=1, attack_dice=2, defence_dice=1, successful_parries=1, ruleset=CORE)
    tour = sustained_defence(opponents=1, attack_dice=2, defence_dice=1, successful_parries=1, ruleset=TOURNAMENT)
    assert not core.allowed and tour.allowed
    assert tour.ruling.source == tournament("La défense soutenue")
    assert not sustained_defence(opponents=1, attack_dice=1, defence_dice=1, successful_parries=0,
                                 ruleset=TOURNAMENT).allowed
    assert not sustained_defence(opponents=2, attack_dice=1, defence_dice=2, successful_parries=1,
                                 counter_attack=True, ruleset=TOURNAMENT).allowed
    assert Defence.under(3, 1, opponents=1, attack_dice=2, ruleset=TOURNAMENT).sustained
    assert not Defence.under(3, 1, opponents=1, attack_dice=2, ruleset=CORE).sustained
    floor = minimum_difficulty(MARAUDER, 3, 1, TOURNAMENT)
    hits = roll_attacks("Goblin", 2, [5, 5, 5], [[4], [4], [4]], floor)
    chain = roll_sustained("Clone", 3, hits[1:], [[4], [6, 1]], tour, ruleset=TOURNAMENT)
    assert [r.difficulty for r in chain] == [7, 9]  # +2, then +2 more
    assert chain[0].ruling.source == tournament("La défense soutenue")


# --- Réussite critique et échec critique: the doubles ---------------------------------------------


@pytest.mark.parametrize(("double", "level"), [
    (1, WoundLevel.NONE), (2, WoundLevel.STUNNED), (3, WoundLevel.LIGHT), (4, WoundLevel.SERIOUS),
    (5, WoundLevel.CRITICAL), (6, WoundLevel.KILLED),
])
def test_doubles(double: int, level: WoundLevel) -> None:
    outcome = resolve_damage([double, double], 13, 3, DamageOptions(ruleset=TOURNAMENT))
    assert outcome.exceptional and outcome.level is level and EXCEPTIONAL[double] is level
    # "Dur à Cuire ne s'applique toujours pas sur les résultats doubles"
    hard = damage_options(victim=(Ability("Hard-boiled"),), ruleset=TOURNAMENT)
    assert resolve_damage([double, double], 13, 3, hard).level is level


def test_doubles_cite_the_tournament_text_under_the_tournament_ruleset() -> None:
    """The tournament text repeats the booklet's values ("Remplacez les valeurs des doubles")."""
    outcome = resolve_damage([4, 4], 5, 5, DamageOptions(ruleset=TOURNAMENT))
    assert tournament("Réussite critique et échec critique") in outcome.sources
    core = resolve_damage([4, 4], 5, 5, DamageOptions(ruleset=CORE))
    assert core.level is outcome.level and tournament("Réussite critique et échec critique") not in core.sources


# --- Dur à cuire (compétences et aptitudes spéciales), cited with the tournament text -------------


def test_hard_boiled_tournament_source() -> None:
    options = damage_options(victim=(Ability("Hard-boiled"),), ruleset=TOURNAMENT)
    assert options.hard_boiled
    assert tournament("Compétences et aptitudes spéciales, Dur à cuire") in options.sources


# --- L'influence de la peur and Renfort: the tournament's order of events and placement ----------


def test_fear_and_reinforcement_follow_the_tournament_text() -> None:
    note = tournament_fear_note(TOURNAMENT)
    assert note is not None and "tests before moving" in english(note)
    assert tournament_fear_note(CORE) is None
    where, source = reinforcement_placement(TOURNAMENT)
    assert "within Charge range" in english(where) and source == tournament("Compétences et aptitudes spéciales, Renfort")
