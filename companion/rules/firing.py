"""Firing: ranges, types of Firing, modifiers, who may fire, counter-firing, firing into a fray.

Sources: booklet, "firing phase" (ranges, types of firing, firing modifiers, counter firing),
"movement phase" (Dodging), "abilities" (Instinctive firing, Harassment, Flight); tournament
rules, "Tirer dans le tas"; house rules 6 (Contre tir), 12 (La perception), 14 (Tir dans le
tas), 15 (Tir visé).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from fractions import Fraction
from itertools import groupby

from companion.rules.card import Base, Size
from companion.rules.dice import RollModifiers, chance_to_reach
from companion.rules.errors import RulesError
from companion.rules.message import Message, Signed
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.ruling import Ruling
from companion.rules.source import Source, booklet, house, tournament

FIRING_SOURCE: Source = booklet("firing phase")
RANGE_SOURCE: Source = booklet("firing range")
TYPES_SOURCE: Source = booklet("types of firing")
MODIFIERS_SOURCE: Source = booklet("firing modifiers")
COUNTER_FIRING_SOURCE: Source = booklet("counter firing")
DODGING_SOURCE: Source = booklet("movement phase, Dodging")
FLIGHT_SOURCE: Source = booklet("abilities, Flight")
INSTINCTIVE_SOURCE: Source = booklet("abilities, Instinctive firing")
HARASSMENT_SOURCE: Source = booklet("abilities, Harassment")
HOUSE_COUNTER_FIRE: Source = house(6, "Contre tir")
HOUSE_PERCEPTION: Source = house(12, "La perception")
HOUSE_AIMED: Source = house(15, "Tir visé")


# --------------------------------------------------------------------------- ranges


class RangeBand(str, Enum):
    """The three ranges of a weapon, and beyond."""

    SHORT = "short"
    MEDIUM = "medium"
    LONG = "long"
    OUT_OF_RANGE = "out-of-range"

    @property
    def difficulty(self) -> int | None:
        """Booklet: Short 4, Medium 7, Long 10; out of range: automatic failure (None)."""
        return {RangeBand.SHORT: 4, RangeBand.MEDIUM: 7, RangeBand.LONG: 10}.get(self)

    def farther(self) -> RangeBand:
        """One level higher (a Dodging target): Long becomes out of range."""
        order = [RangeBand.SHORT, RangeBand.MEDIUM, RangeBand.LONG, RangeBand.OUT_OF_RANGE]
        return order[min(order.index(self) + 1, 3)]


def range_band(distance: float, ranges: tuple[float, float, float], *, dodging: bool = False) -> RangeBand:
    """The range of a target ``distance`` cm away for a weapon's Short/Medium/Long ranges.

    Booklet: "If the target is out of range, the firing results in an automatic failure."
    Dodging (movement phase): "the range of the shots fired at him will be one level higher.
    For example, a Short range Aim becomes a Medium range Aim" (so a Long one is out of range).
    """
    if distance < 0:
        raise RulesError(Message("firing.negative-distance", distance=Fraction(str(distance))))
    short, medium, long_ = ranges
    if not 0 < short <= medium <= long_:
        raise RulesError(Message("firing.bad-ranges", ranges=tuple(Fraction(str(r)) for r in ranges)))
    if distance <= short:
        band = RangeBand.SHORT
    elif distance <= medium:
        band = RangeBand.MEDIUM
    elif distance <= long_:
        band = RangeBand.LONG
    else:
        band = RangeBand.OUT_OF_RANGE
    return band.farther() if dodging else band


def _range_ruling(band: RangeBand, difficulty: int) -> Message:
    """"short range: 4"."""
    if band is RangeBand.SHORT:
        return Message("firing.short-range", difficulty=difficulty)
    if band is RangeBand.MEDIUM:
        return Message("firing.medium-range", difficulty=difficulty)
    return Message("firing.long-range", difficulty=difficulty)


# --------------------------------------------------------------------------- types of firing


@dataclass(frozen=True, slots=True)
class FiringType:
    """Static or Dynamic (moved), plus Precision and/or Rapid.

    Booklet: Static 0; Dynamic (moved, not more than his Movement) +1 difficulty; Precision -1
    difficulty and INI -2 for the firing order; Rapid +1 difficulty and INI +2 for the firing
    order; each of Precision and Rapid once a round. "It is possible to add the advantages of
    different Firing types" and nothing forbids Precision with Rapid, so they add up too.
    """

    moved: bool = False
    precision: bool = False
    rapid: bool = False

    @property
    def difficulty_modifier(self) -> int:
        return int(self.moved) - int(self.precision) + int(self.rapid)

    @property
    def order_modifier(self) -> int:
        """Added to the Initiative for the firing order only (may drop below 0)."""
        return 2 * int(self.rapid) - 2 * int(self.precision)

    @property
    def label(self) -> Message:
        """The type in words: "Dynamic + Rapid"."""
        label = Message("firing.dynamic") if self.moved else Message("firing.static")
        if self.precision:
            label = Message("firing.and", first=label, then=Message("firing.precision"))
        if self.rapid:
            label = Message("firing.and", first=label, then=Message("firing.rapid"))
        return label


class AimedLocation(str, Enum):
    """House rule 15 (Tir visé): the location aimed at and its difficulty increase."""

    LEGS = "legs"
    ARMS = "arms"
    TORSO = "torso"
    HEAD = "head"

    @property
    def modifier(self) -> int:
        return {AimedLocation.LEGS: 1, AimedLocation.ARMS: 2, AimedLocation.TORSO: 3, AimedLocation.HEAD: 5}[self]


SIZE_MODIFIER: dict[Size, int] = {Size.SMALL: 1, Size.NORMAL: 0, Size.LARGE: -1, Size.VERY_LARGE: -2}
"""Booklet, firing modifiers: Small +1, Normal 0, Large -1, Very Large -2."""


@dataclass(frozen=True, slots=True)
class Shot:
    """Everything that sets the difficulty of one Aim roll."""

    band: RangeBand
    firing: FiringType = FiringType()
    target_size: Size = Size.NORMAL
    partial_cover: bool = False
    """The target is only partially visible (scenery, an obstacle of smaller Size): +1."""
    blocker_dodging: bool = False
    """The figurine in the way is Dodging: no modifier (noted only)."""
    instinctive: bool = False
    """Instinctive firing used (after moving more than M or a Feat): Short range only, +3."""
    aimed: AimedLocation | None = None
    """House rule 15: the location aimed at."""
    altitude_levels: int = 0
    """Flight levels between marksman and target: 1 gives -2 on the die, more is impossible."""


@dataclass(frozen=True, slots=True)
class AimDifficulty:
    """The difficulty of an Aim roll (None: automatic failure), the die modifier, and why."""

    difficulty: int | None
    die_modifier: int
    rulings: tuple[Ruling, ...]

    @property
    def possible(self) -> bool:
        return self.difficulty is not None


def aim_difficulty(shot: Shot, ruleset: Ruleset = CORE) -> AimDifficulty:
    """The Aim roll difficulty: range, type of Firing, cover, Size, Instinctive, aimed shot.

    Booklet: "All modifiers apply to the Aim Roll difficulty" and "all Aim modifiers add up";
    Flight: "If a creature is aimed at by a marksman who is one Level higher or lower than it
    is, the marksman suffers a -2 penalty on his die. An Aim any further in altitude is
    impossible." House rule 15: Legs +1, Arms +2, Torso +3, Head +5.
    """
    rulings: list[Ruling] = []
    base = shot.band.difficulty
    if base is None:
        return AimDifficulty(None, 0, (Ruling(Message("firing.out-of-range"), FIRING_SOURCE),))
    if shot.altitude_levels < 0:
        raise RulesError(Message("firing.negative-altitude"))
    if shot.altitude_levels > 1:
        return AimDifficulty(
            None, 0, (Ruling(Message("firing.too-high", levels=shot.altitude_levels), FLIGHT_SOURCE),)
        )
    rulings.append(Ruling(_range_ruling(shot.band, base), RANGE_SOURCE))
    difficulty = base
    if shot.instinctive:
        if shot.band is not RangeBand.SHORT:
            return AimDifficulty(
                None, 0, (Ruling(Message("firing.instinctive-short-only"), INSTINCTIVE_SOURCE),)
            )
        difficulty += 3
        rulings.append(Ruling(Message("firing.instinctive"), INSTINCTIVE_SOURCE))
    firing = shot.firing
    if shot.instinctive and firing.moved:
        # Dynamic Firing is a move "without exceeding his Movement characteristic"; an
        # Instinctive firing replaces it with its own +3.
        firing = replace(firing, moved=False)
    if firing.moved or firing.precision or firing.rapid:
        difficulty += firing.difficulty_modifier
        rulings.append(Ruling(Message("firing.type", type=firing.label, modifier=Signed(firing.difficulty_modifier)), TYPES_SOURCE))
    if shot.partial_cover:
        difficulty += 1
        rulings.append(Ruling(Message("firing.partial-cover"), MODIFIERS_SOURCE))
    if shot.blocker_dodging:
        rulings.append(Ruling(Message("firing.blocker-dodging"), MODIFIERS_SOURCE))
    size = SIZE_MODIFIER[shot.target_size]
    if size:
        difficulty += size
        rulings.append(Ruling(Message("firing.size", size=shot.target_size, modifier=Signed(size)), MODIFIERS_SOURCE))
    if shot.aimed is not None:
        if not ruleset.house(15):
            raise RulesError(Message("firing.aimed-needs-house-15"))
        difficulty += shot.aimed.modifier
        rulings.append(Ruling(Message("firing.aimed", location=shot.aimed, modifier=Signed(shot.aimed.modifier)), HOUSE_AIMED))
    die_modifier = 0
    if shot.altitude_levels == 1:
        die_modifier = -2
        rulings.append(Ruling(Message("firing.one-level-apart"), FLIGHT_SOURCE))
    return AimDifficulty(difficulty, die_modifier, tuple(rulings))


def _with_die_modifier(mods: RollModifiers, extra: int) -> RollModifiers:
    return mods if extra == 0 else replace(mods, die_modifier=mods.die_modifier + extra)


def aim_chance(aim: int, shot: Shot, mods: RollModifiers = RollModifiers(), ruleset: Ruleset = CORE) -> Fraction:
    """The exact chance that an Aim roll (D6 + AIM) reaches the difficulty of ``shot``.

    ``mods`` are the marksman's Aim roll modifiers (wound penalties, Sharp shooter ... from the
    characteristic rules); a Flight level apart adds -2 on the die. "A result of 1 on an Aim
    roll is always a failure" unless Sharp shooter says otherwise (``mods``).
    """
    difficulty = aim_difficulty(shot, ruleset)
    if difficulty.difficulty is None:
        return Fraction(0)
    return chance_to_reach(aim, difficulty.difficulty, _with_die_modifier(mods, difficulty.die_modifier))


# --------------------------------------------------------------------------- who may fire


class Phase(str, Enum):
    """When the shot is taken."""

    MOVEMENT = "movement"
    FIRING = "firing"


@dataclass(frozen=True, slots=True)
class Marksman:
    """What decides whether a figurine may fire now."""

    sees_target: bool = True
    engaged: bool = False
    moved: float = 0.0
    """Centimetres moved in this round's Movement phase."""
    movement: float = 10.0
    """His Movement characteristic."""
    feat: bool = False
    dodged: bool = False
    instinctive_firing: bool = False
    harassment: bool = False
    fired_this_round: bool = False
    precision_used: bool = False
    rapid_used: bool = False


@dataclass(frozen=True, slots=True)
class FirePermission:
    """Whether a marksman may fire, and every reason."""

    allowed: bool
    instinctive_only: bool
    """He may fire only as an Instinctive firing (Short range, +3)."""
    rulings: tuple[Ruling, ...]


def may_fire(marksman: Marksman, firing: FiringType = FiringType(), phase: Phase = Phase.FIRING) -> FirePermission:
    """Whether ``marksman`` may fire with ``firing`` in ``phase``.

    Booklet: "To be able to fire, a fighter must: see his target; not be engaged in Hand to
    Hand Combat; not have moved by more than his Movement rating in the Movement Phase, nor
    have done a Physical Feat or any Dodging" and "may only fire once per round"; a marksman
    "may not use the Precision [Rapid] Firing advantages more than once in a given round".
    Instinctive firing: may fire after moving more than his Movement or after a Feat (Short
    range, +3). Harassment: may fire in the Movement phase, not Rapid nor Precision, and then
    not in the Firing phase.
    """
    no: list[Ruling] = []
    yes: list[Ruling] = []
    instinctive_only = False
    if not marksman.sees_target:
        no.append(Ruling(Message("firing.must-see"), FIRING_SOURCE))
    if marksman.engaged:
        no.append(Ruling(Message("firing.engaged"), FIRING_SOURCE))
    if marksman.dodged:
        no.append(Ruling(Message("firing.dodged"), DODGING_SOURCE))
    if marksman.fired_this_round:
        no.append(Ruling(Message("firing.once-per-round"), FIRING_SOURCE))
    if marksman.moved < 0:
        raise RulesError(Message("firing.negative-move"))
    too_far = marksman.moved > marksman.movement
    if too_far or marksman.feat:
        if marksman.instinctive_firing:
            instinctive_only = True
            why = Message("firing.moved-too-far-instinctive") if too_far else Message("firing.feat-instinctive")
            yes.append(Ruling(why, INSTINCTIVE_SOURCE))
        else:
            no.append(Ruling(Message("firing.moved-too-far") if too_far else Message("firing.feat"), FIRING_SOURCE))
    if firing.moved != (marksman.moved > 0) and not instinctive_only:
        moved = Message("firing.moved-dynamic") if marksman.moved > 0 else Message("firing.still-static")
        no.append(Ruling(moved, TYPES_SOURCE))
    if firing.precision and marksman.precision_used:
        no.append(Ruling(Message("firing.precision-once"), TYPES_SOURCE))
    if firing.rapid and marksman.rapid_used:
        no.append(Ruling(Message("firing.rapid-once"), TYPES_SOURCE))
    if phase is Phase.MOVEMENT:
        if not marksman.harassment:
            no.append(Ruling(Message("firing.harassment-only"), HARASSMENT_SOURCE))
        elif firing.precision or firing.rapid:
            no.append(Ruling(Message("firing.harassment-no-rapid"), HARASSMENT_SOURCE))
        else:
            yes.append(Ruling(Message("firing.harassment"), HARASSMENT_SOURCE))
    allowed = not no
    return FirePermission(allowed, instinctive_only and allowed, tuple(no) if no else tuple(yes))


# --------------------------------------------------------------------------- firing order


@dataclass(frozen=True, slots=True)
class Firer:
    """A marksman in the firing order: his army, Initiative and type of Firing."""

    name: str
    army: str
    initiative: int
    firing: FiringType = FiringType()

    @property
    def order_initiative(self) -> int:
        return self.initiative + self.firing.order_modifier


def firing_order(firers: Sequence[Firer], tactical_winner: str) -> list[tuple[Firer, ...]]:
    """The order of fire: groups that fire together, first group first.

    Booklet: "Warriors fire one by one, starting with the one with the highest Initiative. If
    several warriors of your army have the same Initiative rating, they will fire
    simultaneously. If warriors of different armies have an identical Initiative rating, the
    marksmen belonging to the player who had the highest Tactical score will fire first."
    Precision Firing counts INI -2 and Rapid Firing INI +2 "for the Firing order resolution,
    and only for that" (it may drop below 0).
    """
    def key(firer: Firer) -> tuple[int, int, str]:
        return (-firer.order_initiative, 0 if firer.army == tactical_winner else 1, firer.army)

    ordered = sorted(firers, key=key)
    return [tuple(group) for _, group in groupby(ordered, key=key)]


FRAY_SIZE_WEIGHT: dict[Size, int] = {
    Size.SMALL: 1,
    Size.NORMAL: 2,
    Size.LARGE: 3,
    Size.VERY_LARGE: 4,
}
"""Booklet, "firing modifiers": in a fray a Small figurine counts as 1, Normal 2, Large 3,
Very Large 4."""

FRAY_BASE_WEIGHT: dict[Base, int] = {
    Base.INFANTRY: 1,
    Base.CAVALRY: 2,
    Base.CREATURE: 4,
}
"""House rule 14 (Tir dans le tas): a 25 x 25 base counts as 1, 25 x 50 as 2, 37 x 37 as 4."""


def fray_source(ruleset: Ruleset = CORE) -> Source:
    """The rule that decides who is hit when firing into a fray under ``ruleset``.

    House rule 14 wins over the tournament text when it is switched on (a group turns it on
    on purpose); otherwise the tournament rules, otherwise the booklet.
    """
    if ruleset.house(14):
        return house(14, "Tir dans le tas")
    if ruleset.tournament:
        return tournament("Tirer dans le tas")
    return booklet("firing modifiers (target engaged in Hand to Hand Combat)")


def fray_weights(
    target: Size,
    others: Sequence[Size],
    ruleset: Ruleset = CORE,
    *,
    bases: Sequence[Base] | None = None,
) -> list[int]:
    """The weight of each figurine of the fray, the target first, then ``others`` in order.

    Booklet: by Size (Small 1, Normal 2, Large 3, Very large 4). Tournament: every figurine 1
    ("au hasard ... quelle que soit leur taille"). House rule 14: by base (25x25 1, 25x50 2,
    37x37 4); ``bases`` then gives the base of the target then of each other figurine.
    """
    if not others:
        raise RulesError(Message("firing.fray-alone"))
    sizes = [target, *others]
    for size in sizes:
        if not isinstance(size, Size):
            raise RulesError(Message("firing.not-a-size", value=repr(size)))
    if ruleset.house(14):
        if bases is None:
            raise RulesError(Message("firing.fray-needs-bases"))
        if len(bases) != len(sizes):
            raise RulesError(Message("firing.fray-bases-count", figurines=len(sizes), bases=len(bases)))
        for base in bases:
            if not isinstance(base, Base):
                raise RulesError(Message("firing.not-a-base", value=repr(base)))
        return [FRAY_BASE_WEIGHT[base] for base in bases]
    if ruleset.tournament:
        return [1 for _ in sizes]
    return [FRAY_SIZE_WEIGHT[size] for size in sizes]


def fray_probabilities(
    target: Size,
    others: Sequence[Size],
    ruleset: Ruleset = CORE,
    *,
    bases: Sequence[Base] | None = None,
    instinctive: bool = False,
) -> list[Fraction]:
    """The exact chance that each figurine of the fray is the one hit by a successful shot.

    The target first, then each figurine in base contact with it, in the order given. The
    booklet rolls "one or more D6" over the counts; the chance of each figurine is its count
    over the total (the booklet's example: a Small Goblin with a Large and a Normal enemy is hit
    "one chance in six: 1 + 2 + 3"). Rules: see :func:`fray_weights` and :func:`fray_source`.
    A marksman with Instinctive firing chooses his target (``instinctive``): it is hit.

    >>> fray_probabilities(Size.SMALL, [Size.LARGE, Size.NORMAL])
    [Fraction(1, 6), Fraction(1, 2), Fraction(1, 3)]
    """
    weights = fray_weights(target, others, ruleset, bases=bases)
    if instinctive:
        # Instinctive firing: "They can also choose their target when firing in a fray."
        return [Fraction(1)] + [Fraction(0) for _ in others]
    total = sum(weights)
    return [Fraction(weight, total) for weight in weights]


# --------------------------------------------------------------------------- counter-firing


class Weapon(str, Enum):
    """House rule 6 (Contre tir): the weapon decides the Initiative threshold."""

    PISTOL = "pistol"
    JAVELIN = "javelin"
    RIFLE = "rifle"
    BOW = "bow"
    MAGIC = "magic"
    CROSSBOW = "crossbow"

    @property
    def counter_fire_threshold(self) -> int:
        """"ARME pistolet javelot fusil arc magie arbalette / SEUIL 4 5 5 6 6 7"."""
        return {
            Weapon.PISTOL: 4,
            Weapon.JAVELIN: 5,
            Weapon.RIFLE: 5,
            Weapon.BOW: 6,
            Weapon.MAGIC: 6,
            Weapon.CROSSBOW: 7,
        }[self]


def may_counter_fire(
    *,
    in_reserve: bool,
    charged: bool,
    engaged: bool = False,
    ran: bool = False,
    firing: FiringType = FiringType(),
    ruleset: Ruleset = CORE,
) -> FirePermission:
    """Whether a marksman may Counter-fire now.

    Booklet: "if you hold in your Reserve the card of a marksman who is Charged or Engaged by
    an enemy warrior, you can immediately play the card and declare a Counter-Fire ... You
    cannot add the Counter-Firing to a Precision Firing or a Rapid Firing." House rule 6: "une
    figurine ayant la capacité d'attaquer à distance et qui n'a pas couru est chargée" (Charged,
    not merely Engaged; not after running; no Reserve card needed).
    """
    no: list[Ruling] = []
    if firing.precision or firing.rapid:
        no.append(Ruling(Message("firing.counter-fire-not-precision"), COUNTER_FIRING_SOURCE))
    if ruleset.house(6):
        if not charged:
            no.append(Ruling(Message("firing.counter-fire-charged-only"), HOUSE_COUNTER_FIRE))
        if ran:
            no.append(Ruling(Message("firing.counter-fire-ran"), HOUSE_COUNTER_FIRE))
        yes = Ruling(Message("firing.counter-fire-test"), HOUSE_COUNTER_FIRE)
    else:
        if not in_reserve:
            no.append(Ruling(Message("firing.counter-fire-reserve"), COUNTER_FIRING_SOURCE))
        if not (charged or engaged):
            no.append(Ruling(Message("firing.counter-fire-charged"), COUNTER_FIRING_SOURCE))
        yes = Ruling(Message("firing.counter-fire-allowed"), COUNTER_FIRING_SOURCE)
    return FirePermission(not no, False, tuple(no) if no else (yes,))


COUNTER_FIRE_DIFFICULTY = 6
"""Booklet: "the difficulty is fixed automatically at 6"."""


@dataclass(frozen=True, slots=True)
class CounterFire:
    """A Counter-fire: its exact chance to hit and what it costs the marksman."""

    hit: Fraction
    """Chance that the shot hits (after the Courage test / Initiative test it needs)."""
    shoots: Fraction
    """Chance that the marksman gets to shoot at all."""
    no_attack_dice: bool
    """He places no Attack dice in the next Hand to Hand Combat (if he shoots)."""
    rulings: tuple[Ruling, ...]


def counter_fire(
    aim: int,
    *,
    aim_mods: RollModifiers = RollModifiers(),
    firing: FiringType = FiringType(),
    aimed: AimedLocation | None = None,
    courage_chance: Fraction = Fraction(1),
    initiative: int | None = None,
    initiative_mods: RollModifiers = RollModifiers(),
    weapon: Weapon | None = None,
    target_size: Size = Size.NORMAL,
    ruleset: Ruleset = CORE,
) -> CounterFire:
    """A marksman Charged or Engaged while his card is in Reserve fires at once.

    Booklet: "the difficulty is fixed automatically at 6. You cannot add the Counter-Firing to
    a Precision Firing or a Rapid Firing. If the fighter is Charged or Engaged by a
    Fear-inducing creature, he must first test for Courage ... In case of a failure, he flees
    and cannot fire. Whatever the consequences of the Counter-Firing, the marksman will not be
    able to place any dice in Attack in the next Hand to Hand Combat phase." ``courage_chance``
    is the chance he passes that Courage test (1 without Fear; from the fear rules).

    House rule 6 (replaces it when switched on): an Initiative test against the weapon's
    threshold (pistol 4, javelin 5, rifle 5, bow 6, magic 6, crossbow 7); on a success he may
    fire at Short range (difficulty 4 with the Size modifier) and "sera automatiquement en
    défense" (no Attack dice); on a failure he fights normally. House rule 15: no aimed shot.
    """
    if firing.precision or firing.rapid:
        raise RulesError(Message("firing.counter-fire-type"))
    if aimed is not None:
        raise RulesError(Message("firing.counter-fire-aimed"))
    if not 0 <= courage_chance <= 1:
        raise RulesError(Message("firing.not-a-chance", chance=courage_chance))
    rulings: list[Ruling] = []
    if ruleset.house(6):
        if initiative is None or weapon is None:
            raise RulesError(Message("firing.house-6-needs"))
        threshold = weapon.counter_fire_threshold
        shoots = courage_chance * chance_to_reach(initiative, threshold, initiative_mods)
        rulings.append(Ruling(Message("firing.house-6-test", threshold=threshold, weapon=weapon), HOUSE_COUNTER_FIRE))
        shot = Shot(RangeBand.SHORT, target_size=target_size)
        hit = shoots * aim_chance(aim, shot, aim_mods, ruleset)
        rulings.append(Ruling(Message("firing.house-6-defence"), HOUSE_COUNTER_FIRE))
    else:
        shoots = courage_chance
        hit = shoots * chance_to_reach(aim, COUNTER_FIRE_DIFFICULTY, aim_mods)
        rulings.append(Ruling(Message("firing.counter-fire-difficulty"), COUNTER_FIRING_SOURCE))
        rulings.append(Ruling(Message("firing.counter-fire-no-attack"), COUNTER_FIRING_SOURCE))
    if courage_chance != 1:
        rulings.append(Ruling(Message("firing.counter-fire-courage"), COUNTER_FIRING_SOURCE))
    return CounterFire(hit, shoots, True, tuple(rulings))


# --------------------------------------------------------------------------- perception


class PerceptionModifier(str, Enum):
    """House rule 12: the cases that call for a Perception roll, with their modifiers."""

    CRAWLING = "crawling"
    HOLDING_BREATH = "holding-breath"
    BOTH_HOLDING_BREATH = "both-holding-breath"
    BEHIND_BUSH = "behind-bush"
    SANDSTORM = "sandstorm"
    WALL_OF_FLAME = "wall-of-flame"

    @property
    def message(self) -> Message:
        """The case in words, as house rule 12 lists it."""
        return {
            PerceptionModifier.CRAWLING: Message("firing.perception-crawling"),
            PerceptionModifier.HOLDING_BREATH: Message("firing.perception-holding-breath"),
            PerceptionModifier.BOTH_HOLDING_BREATH: Message("firing.perception-both-holding-breath"),
            PerceptionModifier.BEHIND_BUSH: Message("firing.perception-behind-bush"),
            PerceptionModifier.SANDSTORM: Message("firing.perception-sandstorm"),
            PerceptionModifier.WALL_OF_FLAME: Message("firing.perception-wall-of-flame"),
        }[self]

    @property
    def modifier(self) -> int:
        return {
            PerceptionModifier.CRAWLING: 1,
            PerceptionModifier.HOLDING_BREATH: 2,
            PerceptionModifier.BOTH_HOLDING_BREATH: 2,
            PerceptionModifier.BEHIND_BUSH: 2,
            PerceptionModifier.SANDSTORM: 3,
            PerceptionModifier.WALL_OF_FLAME: 4,
        }[self]


PERCEPTION_RANGES: tuple[tuple[float, int], ...] = ((20.0, 3), (40.0, 6), (60.0, 8))
"""House rule 12: "20 - 40 - 60, il faut jeter 2D6 avec les seuils suivants: courte 3,
moyenne 6, longue 8"."""


def two_dice_at_least(threshold: int) -> Fraction:
    """The chance that 2D6 (no re-roll) reach ``threshold``."""
    hits = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= threshold)
    return Fraction(hits, 36)


def perception_chance(
    distance: float, modifiers: Sequence[PerceptionModifier] = (), ruleset: Ruleset = CORE
) -> tuple[Fraction, tuple[Ruling, ...]]:
    """The chance to see a target when house rule 12 calls for a Perception roll (2D6).

    Thresholds 3 / 6 / 8 up to 20 / 40 / 60 cm, plus the modifiers of the case; farther than
    60 cm the target cannot be seen. Without house rule 12 a target in line of sight is seen
    (chance 1). The marksman must see his target to fire (booklet), so the chance to hit a
    target that needs a Perception roll is this chance times :func:`aim_chance`.
    """
    if not ruleset.house(12):
        return Fraction(1), (Ruling(Message("firing.seen"), FIRING_SOURCE),)
    if distance < 0:
        raise RulesError(Message("firing.negative-distance", distance=Fraction(str(distance))))
    for limit, threshold in PERCEPTION_RANGES:
        if distance <= limit:
            total = threshold + sum(m.modifier for m in modifiers)
            cases = tuple(Message("firing.perception-case", case=m.message, modifier=Signed(m.modifier))
                          for m in modifiers)
            if cases:
                text = Message("firing.perception-with-cases", total=total, limit=Fraction(str(limit)),
                               threshold=threshold, cases=cases)
            else:
                text = Message("firing.perception", total=total, limit=Fraction(str(limit)), threshold=threshold)
            return two_dice_at_least(total), (Ruling(text, HOUSE_PERCEPTION),)
    return Fraction(0), (Ruling(Message("firing.too-far-to-see"), HOUSE_PERCEPTION),)
