"""Movement: distances, Physical Feats (swimming, jumping, climbing, falling), Disengagement,
the Movement Table, Leap, Flight levels and Dodging, with the tournament and house-rule versions.

Source: booklet, "movement phase", "main movements", "special movements", "movement table",
abilities Rapidity, Leap, Flight, Living-dead; tournament rules ("La charge et la course",
"Se désengager d'un combat", "Escalade", "Saut", "Nage"); house rule 11 ("Mouvements").

Reading choices:

* **Rapidity** "can triple their Movement for any Movement type even when fleeing": the
  doubled moves (Charge, Engagement, flight under Fear, tournament running) are made at
  M x 3 instead of M x 2, and a walk at up to M x 3 (``any Movement type``); half-M moves
  (Dodging, Pursuit, swimming) use the tripled Movement halved.
* **Feat scores are exact** (M / 2.5 as a fraction: M 11 gives 4.4); a roll compares the exact
  total.
* **Climbing**: the climbed distance is the Feat roll's final result minus RES; a natural 1 is
  an automatic failure (no progress); the warrior falls when the result is negative.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from companion.rules.card import Base, Size
from companion.rules.dice import RollModifiers, chance_to_reach
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.ruleset import CORE, HOUSE_RULE_TITLES, Ruleset
from companion.rules.source import Source, booklet, house, tournament

MAIN: Source = booklet("main movements")
SPECIAL: Source = booklet("special movements")
FEATS: Source = booklet("main movements, PHYSICAL FEATS")
TABLE: Source = booklet("movement table")
HOUSE_11: Source = house(11, HOUSE_RULE_TITLES[11])

FEAT_DIVISOR = Fraction(5, 2)


@dataclass(frozen=True, slots=True)
class Answer:
    """A number (cm, difficulty, multiplier ...) with the rules that gave it."""

    value: Fraction
    sources: tuple[Source, ...]
    notes: tuple[Message, ...] = ()

    def __float__(self) -> float:
        return float(self.value)


_MOVEMENT = Message("movement.what-movement")
_DISTANCE = Message("movement.what-distance")
_BASE_LENGTH = Message("movement.what-base-length")
_HEIGHT = Message("movement.what-height")
_RUN_UP = Message("movement.what-run-up")


def _cm(value: float | Fraction | int, what: Message = _MOVEMENT) -> Fraction:
    """A length in cm (or a Movement), checked: a number, not negative."""
    if isinstance(value, bool):
        raise RulesError(Message("movement.not-a-number", what=what))
    number = Fraction(value) if isinstance(value, Fraction | int) else Fraction(str(value))
    if number < 0:
        raise RulesError(Message("movement.negative", what=what, value=number))
    return number


class MoveType(str, Enum):
    """The Movement types (one per Movement phase) and the special moves."""

    WALK = "walk"
    CHARGE = "charge"
    ENGAGE = "engage"
    FLEE = "flee"
    RUN = "run"
    DODGE = "dodge"
    PURSUIT = "pursuit"
    DISENGAGE = "disengage"


_MULTIPLIER: dict[MoveType, Fraction] = {
    MoveType.WALK: Fraction(1),
    MoveType.CHARGE: Fraction(2),
    MoveType.ENGAGE: Fraction(2),
    MoveType.FLEE: Fraction(2),
    MoveType.RUN: Fraction(2),
    MoveType.DODGE: Fraction(1, 2),
    MoveType.PURSUIT: Fraction(1, 2),
    MoveType.DISENGAGE: Fraction(1),
}

_MOVE_SOURCE: dict[MoveType, Source] = {
    MoveType.WALK: booklet("main movements, WALKING"),
    MoveType.CHARGE: booklet("main movements, CHARGING (M x 2)"),
    MoveType.ENGAGE: booklet("main movements, ENGAGEMENT (up to double)"),
    MoveType.FLEE: booklet("INFLUENCE OF FEAR (runs away at double his Movement)"),
    MoveType.RUN: tournament("La charge et la course"),
    MoveType.DODGE: booklet("special movements, DODGING (half his Movement)"),
    MoveType.PURSUIT: booklet("PURSUIT MOVEMENT (half their Movement)"),
    MoveType.DISENGAGE: booklet("special movements, DISENGAGEMENT (normal Movement rate)"),
}


def move_distance(movement: float, move: MoveType, *, rapidity: bool = False,
                  ruleset: Ruleset = CORE) -> Answer:
    """The most centimetres a move of this type covers."""
    m = _cm(movement)
    if move is MoveType.RUN and not ruleset.tournament:
        raise RulesError(Message("movement.run-is-tournament"))
    sources = [_MOVE_SOURCE[move]]
    notes: list[Message] = []
    multiplier = _MULTIPLIER[move]
    if rapidity:
        m *= 3
        sources.append(booklet("abilities, Rapidity"))
        notes.append(Message("movement.rapidity"))
        if multiplier == 2:
            multiplier = Fraction(1)
    return Answer(m * multiplier, tuple(sources), tuple(notes))


def run_keep_away(enemy_movement: float) -> Answer:
    """Tournament running: "ne peut passer auprès d'une figurine ennemie à moins de la moitié du
    M de cette dernière" (a Goblin Marauder M 10: 5 cm)."""
    return Answer(_cm(enemy_movement) / 2, (tournament("La charge et la course"),))


def feat_score(movement: float | Fraction) -> Fraction:
    """"a Feat score equal to the Movement characteristic divided by 2,5" (M 10: 4)."""
    return _cm(movement) / FEAT_DIVISOR


def _feat_chance(feat: Fraction, threshold: Fraction, mods: RollModifiers, strict: bool) -> Fraction:
    """Chance that Feat + the dice reach ``threshold`` (exceed it if ``strict``)."""
    gap = threshold - feat
    needed = math.floor(gap) + 1 if strict else math.ceil(gap)
    return chance_to_reach(0, needed, mods)


def feat_modifiers(vivacity: bool = False) -> RollModifiers:
    """A Feat roll: a characteristic roll; Vivacity removes the automatic failures."""
    if vivacity:
        return RollModifiers(natural_one_fails=False, one_after_reroll_fails=False,
                             modified_one_fails=False)
    return RollModifiers()


# --- swimming ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Swim:
    """What swimming gives: the chance to swim, the distance, the cost of failing."""

    chance: Fraction
    distance: Fraction
    failure: Message | None
    """What failing costs (None: swimming needs no roll)."""
    sources: tuple[Source, ...]
    notes: tuple[Message, ...] = ()


def swim(movement: float, resilience: int, *, living_dead: bool = False, armour: bool = False,
         vivacity: bool = False, ruleset: Ruleset = CORE) -> Swim:
    """Swimming (booklet): "a Feat Roll from which he subtracts his Resilience score. If the
    result is higher than 0, he can use half his Movement ... otherwise, he suffers an automatic
    Light Wound and stays still." Living-dead "cannot drown". Tournament: no armour at all,
    full Movement, no roll. House rule 11: armoured (or skinless) figurines cannot swim; full
    Movement at the surface (no running), half under water."""
    m = _cm(movement)
    if ruleset.tournament or ruleset.house(11):
        source = tournament("Nage") if ruleset.tournament else HOUSE_11
        if armour:
            return Swim(Fraction(0), Fraction(0), Message("movement.swim-armour"), (source,),
                        (Message("movement.no-exception"),))
        notes = (Message("movement.swim-under-water"),) if ruleset.house(11) else ()
        return Swim(Fraction(1), m, None, (source,), notes)
    chance = _feat_chance(feat_score(m), Fraction(resilience), feat_modifiers(vivacity), True)
    sources: tuple[Source, ...] = (booklet("main movements, SWIMMING"), FEATS)
    if living_dead:
        return Swim(chance, m / 2, Message("movement.swim-living-dead"),
                    sources + (booklet("abilities, Living-dead"),))
    return Swim(chance, m / 2, Message("movement.swim-failed"), sources)


# --- jumping -------------------------------------------------------------------------------

JUMP_HEIGHT_BY_SIZE: dict[Size, int] = {Size.SMALL: 2, Size.NORMAL: 4, Size.LARGE: 6,
                                        Size.VERY_LARGE: 8}
"""Jumping over troops: "SMALL: 2, NORMAL: 4, LARGE: 6, VERY LARGE: 8"."""
SIZE_ORDER: tuple[Size, ...] = (Size.SMALL, Size.NORMAL, Size.LARGE, Size.VERY_LARGE)


def long_jump_difficulty(distance: float, base_length: float) -> Answer:
    """"a Feat Roll with a difficulty equal to 4 + 1 for each length of his own base it takes to
    get to the other side"; the run-up must equal the distance."""
    d, b = _cm(distance, _DISTANCE), _cm(base_length, _BASE_LENGTH)
    if b == 0:
        raise RulesError(Message("movement.base-length"))
    lengths = math.ceil(d / b)
    return Answer(Fraction(4 + lengths), (booklet("main movements, JUMPING (long jump)"),),
                  (Message("movement.long-jump", count=lengths, run_up=d),))


def high_jump_difficulty(height: float, resilience: int, *, obstacle_smaller: bool = False) -> Answer:
    """"a difficulty equal to the height, in cm ... + his Resilience score ... reduced by two
    points if the obstacle is of a smaller Size than the figurine"."""
    value = _cm(height, _HEIGHT) + resilience - (2 if obstacle_smaller else 0)
    notes = [Message("movement.high-jump")]
    if obstacle_smaller:
        notes.append(Message("movement.high-jump-smaller"))
    return Answer(value, (booklet("main movements, JUMPING (high jump)"),), tuple(notes))


def troops_jump_difficulty(jumper: Size, troops: list[Size], resilience: int) -> Answer:
    """Jumping over troops is a high jump over the largest figurine's height (2/4/6/8)."""
    if not troops:
        raise RulesError(Message("movement.troops-size"))
    largest = max(troops, key=SIZE_ORDER.index)
    smaller = SIZE_ORDER.index(largest) < SIZE_ORDER.index(jumper)
    answer = high_jump_difficulty(JUMP_HEIGHT_BY_SIZE[largest], resilience, obstacle_smaller=smaller)
    return Answer(answer.value, answer.sources + (booklet("JUMPING (jumping over troops)"),),
                  answer.notes)


def feat_chance(movement: float, difficulty: Fraction | int, *, vivacity: bool = False) -> Fraction:
    """Chance that a Feat roll (Feat = M / 2.5) reaches ``difficulty``."""
    return _feat_chance(feat_score(movement), Fraction(difficulty), feat_modifiers(vivacity), False)


def tournament_jump(distance: float, movement: float, run_up: float) -> Answer:
    """Tournament "Saut": half the Movement is jumped "automatiquement ... sans élan"; a longer
    jump needs a straight run-up of "au moins du double de sa longueur de saut" and then the
    booklet's long-jump Feat roll (the tournament text gives no other roll). Value: 1 if the
    jump is automatic, 0 if it needs the roll; RulesError if the run-up is too short."""
    d, m, r = _cm(distance, _DISTANCE), _cm(movement), _cm(run_up, _RUN_UP)
    source = tournament("Saut")
    if d <= m / 2:
        return Answer(Fraction(1), (source,), (Message("movement.jump-automatic"),))
    if r < 2 * d:
        raise RulesError(Message("movement.run-up", jump=d, needed=2 * d, given=r))
    return Answer(Fraction(0), (source, booklet("JUMPING (long jump)")),
                  (Message("movement.run-up-done"),))


# --- climbing and falling ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Climb:
    """Chances of a climbing roll: to climb at least ``height``, and to fall."""

    height: Fraction
    reach: Fraction
    fall: Fraction
    sources: tuple[Source, ...]
    notes: tuple[Message, ...] = ()


def climb(movement: float, resilience: int, height: float, *, initiative: int | None = None,
          fast: bool = False, rope: bool = False, cavalry: bool = False, vivacity: bool = False,
          ruleset: Ruleset = CORE) -> Climb:
    """Climbing ``height`` cm.

    Booklet: "a Feat Roll from which is subtracted the warrior's Resilience. The warrior then
    climbs a number of cm equal to the final result ... If the roll is negative, the warrior
    falls".
    Tournament ("Escalade"): "un jet d'Initiative avec pour difficulté la hauteur escaladée";
    cavalry cannot climb; "Si le dé indique 1, c'est la chute" (read: the first die).
    House rule 11: the same Initiative roll, a fall on a 1 (on a 1 or 2 when climbing fast,
    twice as far: up to M / 2 a round instead of M / 4); never a fall with a rope.
    """
    h = _cm(height, _HEIGHT)
    if ruleset.tournament or ruleset.house(11):
        if initiative is None:
            raise RulesError(Message("movement.climb-initiative"))
        if ruleset.tournament and not ruleset.house(11):
            if cavalry:
                raise RulesError(Message("movement.cavalry-climb"))
            reach = chance_to_reach(initiative, math.ceil(h), feat_modifiers(vivacity))
            return Climb(h, reach, Fraction(1, 6), (tournament("Escalade"),),
                         (Message("movement.climb-round"),))
        per_round = _cm(movement) / (2 if fast else 4)
        if h > per_round:
            if fast:
                raise RulesError(Message("movement.climb-fast-limit", most=per_round))
            raise RulesError(Message("movement.climb-limit", most=per_round))
        fall = Fraction(0) if rope else Fraction(2 if fast else 1, 6)
        reach = chance_to_reach(initiative, math.ceil(h), feat_modifiers(vivacity))
        return Climb(h, reach, fall, (HOUSE_11,),
                     (Message("movement.climb-fall-house"),))
    feat = feat_score(movement)
    mods = feat_modifiers(vivacity)
    reach = _feat_chance(feat, Fraction(resilience) + h, mods, False)
    never_fail = RollModifiers(natural_one_fails=False, one_after_reroll_fails=False,
                               modified_one_fails=False)
    fall = 1 - _feat_chance(feat, Fraction(resilience), never_fail, False)
    return Climb(h, reach, fall, (booklet("main movements, CLIMBING"), FEATS),
                 (Message("movement.climb-fall"),))


def deliberate_fall_roll_bonus(height: float, movement: float) -> int | None:
    """A deliberate fall: "a Leg Wound with a Strength equal to the distance from the ground,
    but will subtract his Feat score from the Damage Roll. There will be no need for a Damage
    Roll if the result of the subtraction of the Feat Score from the Strength of the fall is
    negative." Returns the modifier to the Damage roll (minus the Feat, rounded so that the
    row is never better than exact), or None when there is no Damage roll."""
    h, feat = _cm(height, _HEIGHT), feat_score(movement)
    if h - feat < 0:
        return None
    return -math.ceil(feat)


# --- Disengagement -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Disengagement:
    """Whether a fighter may try to Disengage, the difficulty, and what failing costs."""

    allowed: bool
    difficulty: int
    reason: Message
    sources: tuple[Source, ...]


def disengagement(opponents: int, *, base: Base | None = None, charged_this_phase: bool = False,
                  ruleset: Ruleset = CORE) -> Disengagement:
    """"an Initiative Roll. This roll has a difficulty of 4 + 2 per opponent Engaged against him"
    (the tournament text: "4 + 2 (et non 4 + 1)"); not if Charged or Engaged in the current
    Movement phase, nor if Engaged with the maximum of opponents his base allows. A failure:
    no Attack dice in the next Hand to Hand Combat phase (Counter-attack and Ambidextrous
    stay)."""
    if opponents < 1:
        raise RulesError(Message("movement.disengage-alone"))
    sources: tuple[Source, ...] = (booklet("special movements, DISENGAGEMENT"),)
    if ruleset.tournament:
        sources += (tournament("Se désengager d'un combat"),)
    difficulty = 4 + 2 * opponents
    if charged_this_phase:
        return Disengagement(False, difficulty, Message("movement.disengage-charged"), sources)
    if base is not None and opponents >= base.max_opponents:
        return Disengagement(False, difficulty,
                             Message("movement.disengage-maximum", count=base.max_opponents), sources)
    return Disengagement(True, difficulty, Message("movement.disengage-failure"), sources)


# --- the Movement Table, Leap, Flight, Dodging --------------------------------------------


class Terrain(str, Enum):
    """The Movement Table."""

    OPEN = "open"
    ENCUMBERED = "encumbered"
    LADDER = "ladder"
    IMPASSABLE = "impassable"


def terrain_cost(distance: float, terrain: Terrain) -> Answer:
    """Centimetres of Movement spent: "Each encumbered cm counts for 2", "Ladder, rope... Each
    cm counts for 2", impassable: "IMPOSSIBLE" (RulesError)."""
    d = _cm(distance, _DISTANCE)
    if terrain is Terrain.IMPASSABLE:
        raise RulesError(Message("movement.impassable"))
    factor = 1 if terrain is Terrain.OPEN else 2
    return Answer(d * factor, (TABLE,))


def leap(movement: float, obstacle_height: float) -> Answer:
    """Leap: "a distance equal to half their Movement rate, ignoring all obstacles, even a
    figurine, if their height is not bigger than their Movement characteristic in cm"; two
    Leaps a turn, none during a Physical Feat. RulesError if the obstacle is too high."""
    m, h = _cm(movement), _cm(obstacle_height, _HEIGHT)
    if h > m:
        raise RulesError(Message("movement.leap-too-high", height=h, movement=m))
    return Answer(m / 2, (booklet("abilities, Leap"),), (Message("movement.leaps"),))


FLIGHT_LEVELS = (0, 1, 2)
FLIGHT_SOURCE: Source = booklet("abilities, Flight")


def flight_level_cost(start: int, end: int) -> Answer:
    """"Moving to an adjacent level takes away 5 cm to the air creature's Movement"."""
    for level in (start, end):
        if level not in FLIGHT_LEVELS:
            raise RulesError(Message("movement.flight-level", level=level))
    return Answer(Fraction(5 * abs(end - start)), (FLIGHT_SOURCE,))


def flight_aim_modifier(shooter_level: int, target_level: int) -> int:
    """"the marksman suffers a -2 penalty on his die" one Level apart; further is impossible
    (RulesError)."""
    gap = abs(shooter_level - target_level)
    for level in (shooter_level, target_level):
        if level not in FLIGHT_LEVELS:
            raise RulesError(Message("movement.flight-level", level=level))
    if gap > 1:
        raise RulesError(Message("movement.aim-too-high"))
    return -2 * gap


DIVE_BONUS = 3
"""A dive: "Initiative, Attack and Strength will be increased by 3 points" for the round."""


def may_dodge(mounted: bool = False, war_horse: bool = False, engaged: bool = False) -> bool:
    """Dodging: "Troops with a mount in their Equipment cannot Dodge, nor can a Dodge be
    accomplished in Hand to Hand Combat"; "Troops mounted on a War-horse may Dodge"."""
    if engaged:
        return False
    return not mounted or war_horse


def crawl(movement: float, ruleset: Ruleset) -> Answer:
    """House rule 11, "Ramper": half the Movement; shooters at it get +1 to their threshold."""
    if not ruleset.house(11):
        raise RulesError(Message("movement.crawl-off"))
    return Answer(_cm(movement) / 2, (HOUSE_11,), (Message("movement.crawl"),))


def house_jump(movement: float, *, leather_only: bool = True) -> tuple[Answer, Answer]:
    """House rule 11, "Le saut": only figurines in (at most) leather armour jump; they clear
    automatically half their Movement in length and a quarter in height. Longer jumps need an
    Initiative test like a climb."""
    if not leather_only:
        raise RulesError(Message("movement.jump-armour"))
    m = _cm(movement)
    return (Answer(m / 2, (HOUSE_11,), (Message("movement.long-automatic"),)),
            Answer(m / 4, (HOUSE_11,), (Message("movement.high-automatic"),)))
