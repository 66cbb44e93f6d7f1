"""Hand to hand combat: who strikes first, how many dice each fighter has, difficulties, abilities.

Sources: booklet, "hand to hand combat phase" (combat resolution, Sustained Defence, Characters,
Counter-Attack, Master Strike, Pursuit), "movement phase" (Charge, Disengagement, Influence of
Fear), "counter firing", "abilities"; tournament rules, "Règles additionnelles de tournoi".

Everything here is an immutable value or a pure function; :mod:`companion.rules.exchange`
resolves the thrown dice step by step and :mod:`companion.rules.combat_odds` gives exact odds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import Enum

from companion.rules.abilities import Ability, ability_key, canonical_name, find
from companion.rules.card import Card
from companion.rules.card_terms import Characteristic
from companion.rules.characteristic import RollKind, RollSetup, roll_setup
from companion.rules.errors import RulesError
from companion.rules.message import Message, Signed
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.ruling import Ruling as Ruling  # re-exported: combat.Ruling
from companion.rules.source import Source, booklet, booklet_ability, tournament
from companion.rules.wounds import WoundLevel

COMBAT_DICE_SOURCE: Source = booklet("combat resolution, step 2")
INITIATIVE_SOURCE: Source = booklet("combat resolution, step 1")
PLACEMENT_SOURCE: Source = booklet("combat resolution, step 2 (the Defender divides his dice first)")
MINIMUM_SOURCE: Source = booklet("combat resolution, step 3 (minimum difficulty)")
MINIMUM_TOURNAMENT_SOURCE: Source = tournament("Les jets d'attaque")
CHARGE_SOURCE: Source = booklet("movement phase, Charging")
FEAR_SOURCE: Source = booklet("movement phase, Influence of Fear")
CHARACTER_DICE_SOURCE: Source = booklet("Characters, multiple attacks and defences")
COUNTER_ATTACK_SOURCE: Source = booklet("Characters, the Counter-Attack")
MASTER_STRIKE_SOURCE: Source = booklet("Characters, Master Strike")
SUSTAINED_SOURCE: Source = booklet("Sustained Defence")
SUSTAINED_TOURNAMENT_SOURCE: Source = tournament("La défense soutenue")
PURSUIT_SOURCE: Source = booklet("Pursuit Movement")
DISENGAGEMENT_SOURCE: Source = booklet("movement phase, Disengagement")
COUNTER_FIRE_SOURCE: Source = booklet("counter firing")
WAR_FURY_TOURNAMENT_SOURCE: Source = tournament("Furie guerrière")


def ability_source(name: str) -> Source:
    """The booklet's entry for the ability ``name``."""
    return booklet_ability(name)


# --------------------------------------------------------------------------- the fighters


@dataclass(frozen=True, slots=True)
class Fighter:
    """What hand to hand combat reads from a reference card (one figurine)."""

    name: str
    initiative: int
    attack: int
    defence: int
    strength: int = 0
    resilience: int = 0
    movement: float = 10.0
    character: bool = False
    magician: bool = False
    faithful: bool = False
    abilities: tuple[Ability, ...] = ()

    @classmethod
    def from_card(cls, card: Card, name: str | None = None) -> Fighter:
        """The fighter of ``card``; a characteristic missing from the card is a RulesError."""
        values: dict[str, int] = {}
        for attr in ("initiative", "attack", "defence", "strength", "resilience"):
            value = getattr(card, attr)
            if value is None:
                raise RulesError(Message("combat.card-lacks", card=card.name, characteristic=Characteristic(attr)))
            values[attr] = value
        return cls(
            name=name or card.name,
            movement=card.movement if card.movement is not None else 0.0,
            character=card.character,
            magician=card.magician,
            faithful=card.faithful,
            abilities=card.abilities,
            **values,
        )

    def ability(self, name: str) -> Ability | None:
        return find(self.abilities, name)

    def has(self, name: str) -> bool:
        return self.ability(name) is not None

    def ability_value(self, name: str) -> int | None:
        """The /X number of ability ``name`` (Master strike/2 -> 2), None if absent or not a number."""
        ability = self.ability(name)
        return None if ability is None else ability.number


@dataclass(frozen=True, slots=True)
class Condition:
    """What happened to a fighter this round that changes his hand to hand combat."""

    charged: bool = False
    """He was Charged this round: -1 INI, ATT, DEF (not cumulative between chargers)."""
    charging: bool = False
    """He Charged this round (War-horse gives no die; Brutish charge gives one vs his target)."""
    afraid: bool = False
    """He suffers Fear penalties (failed Courage test): -1 INI, ATT, DEF (Desperate: +1)."""
    additional_limb: bool = False
    """Additional limb activated before the Initiative roll: ATT and DEF swapped this round."""
    war_fury: bool = False
    """War fury activated: one more die, all his dice in Attack."""
    extra_dice: int = 0
    """A Character's additional dice this round (-2 ATT and DEF each)."""
    born_killer: bool = True
    """A Born killer adds his die ("he may add a die"): False when he does not."""
    disengage_failed: bool = False
    """He failed to Disengage this round: no Attack dice."""
    counter_fired: bool = False
    """He Counter-fired this round: no Attack dice in the next Hand to Hand Combat phase."""
    wound: WoundLevel = WoundLevel.NONE
    """His wound (its penalty on the INI, ATT and DEF dice comes from the characteristic rules)."""
    stunned: bool = False
    """Stunned this round: -1 on those dice until the end of the round."""
    blood_brother_dead: bool = False
    """His Blood brother died: -1 on all his dice rolls."""


@dataclass(frozen=True, slots=True)
class Profile:
    """A fighter's INI, ATT and DEF in this round's combat, and why."""

    initiative: int
    attack: int
    defence: int
    rulings: tuple[Ruling, ...] = ()


def _penalise(value: int, penalty: int) -> int:
    """A penalty never takes a characteristic below 0 (a bonus is added as it is)."""
    if penalty <= 0:
        return value - penalty
    if value <= 0:
        return value
    return max(value - penalty, 0)


def profile(fighter: Fighter, condition: Condition = Condition()) -> Profile:
    """INI, ATT and DEF for this round: Additional limb, Charge and Fear, Characters' extra dice.

    Additional limb swaps ATT and DEF first (booklet, abilities). The Charge penalty (-1, "not
    cumulative if several warriors have Charged the same figurine") and the Fear penalty (-1,
    "cumulative with penalties due to being Charged, but they cannot lower a characteristic
    below 0") come next; a Desperate turns the Fear penalty into a +1 bonus. Then each extra
    die of a Character costs 2 ATT and 2 DEF, "neither may be lowered below 0" (RulesError).
    """
    rulings: list[Ruling] = []
    attack, defence = fighter.attack, fighter.defence
    if condition.additional_limb:
        if not fighter.has("Additional limb"):
            raise RulesError(Message("combat.no-additional-limb", fighter=fighter.name))
        attack, defence = defence, attack
        rulings.append(Ruling(Message("combat.additional-limb"), ability_source("Additional limb")))
    penalty = 0
    if condition.charged:
        penalty += 1
        rulings.append(Ruling(Message("combat.charged"), CHARGE_SOURCE))
    if condition.afraid:
        if fighter.has("Desperate"):
            penalty -= 1
            rulings.append(Ruling(Message("combat.desperate"), ability_source("Desperate")))
        else:
            penalty += 1
            rulings.append(Ruling(Message("combat.fear"), FEAR_SOURCE))
    initiative = _penalise(fighter.initiative, penalty)
    attack = _penalise(attack, penalty)
    defence = _penalise(defence, penalty)
    if condition.extra_dice < 0:
        raise RulesError(Message("combat.negative-extra-dice", count=condition.extra_dice))
    if condition.extra_dice:
        if not fighter.character:
            raise RulesError(Message("combat.extra-dice-not-character", fighter=fighter.name))
        cost = 2 * condition.extra_dice
        if attack - cost < 0 or defence - cost < 0:
            most = max(min(attack, defence) // 2, 0)
            raise RulesError(Message("combat.too-many-extra-dice", fighter=fighter.name, most=most,
                                     attack=attack, defence=defence))
        attack -= cost
        defence -= cost
        rulings.append(
            Ruling(Message("combat.extra-dice", count=condition.extra_dice, cost=cost), CHARACTER_DICE_SOURCE)
        )
    return Profile(initiative, attack, defence, tuple(rulings))


def roll_modifiers(
    fighter: Fighter,
    kind: RollKind,
    condition: Condition = Condition(),
    ruleset: Ruleset = CORE,
) -> RollSetup:
    """The modifiers of the fighter's ``kind`` roll (Initiative, Attack, Defence, Aim): his
    abilities (Brutal, Hardened, Vivacity ...), his wound and Stunned penalties, house rule 21.

    A thin bridge to :func:`companion.rules.characteristic.roll_setup`, so that the table
    companion builds every roll of a fighter from one place.
    """
    return roll_setup(
        kind, fighter.abilities, condition.wound, stunned=condition.stunned,
        character=fighter.character, blood_brother_dead=condition.blood_brother_dead,
        ruleset=ruleset,
    )


def max_extra_dice(fighter: Fighter, condition: Condition = Condition()) -> int:
    """How many extra dice a Character may take (0 for other fighters)."""
    if not fighter.character:
        return 0
    base = profile(fighter, replace(condition, extra_dice=0))
    return max(min(base.attack, base.defence) // 2, 0)


def activation_timing(ability: str, ruleset: Ruleset = CORE) -> Ruling:
    """When a combat ability is activated or declared (the companion asks at that moment).

    Additional limb and War fury: "activated before the Initiative Roll, in the Hand to Hand
    Combat phase"; tournament, Furie guerrière: "déclarez si vous utilisez cette compétence au
    moment de répartir vos dés de combat". Counter-Attack: "just before his Defence Rolls".
    """
    name = canonical_name(ability)
    if name == "War fury" and ruleset.tournament:
        return Ruling(Message("combat.war-fury-declared"), WAR_FURY_TOURNAMENT_SOURCE)
    if name in ("War fury", "Additional limb"):
        return Ruling(Message("combat.activated-before-initiative", ability=name), ability_source(name))
    if name == "Ambidextrous" or ability_key(ability) == ability_key("Counter-Attack"):
        return Ruling(Message("combat.counter-attack-announced"), COUNTER_ATTACK_SOURCE)
    raise RulesError(Message("combat.not-activated", ability=ability))


# --------------------------------------------------------------------------- dice per fighter


def combat_dice(fighters_a: int, fighters_b: int) -> tuple[int, int]:
    """The combat dice of each side of one combat, before abilities and Characters' extra dice.

    Booklet, combat resolution step 2: "If the combat is a one-to-one, each player will have
    two D6 in hand. If the fight is several against one, the player with several warriors takes
    two D6 per warrior on his side. His opponent takes one D6, plus one additional die per
    enemy Engaged against him."

    Many against many: the booklet has no such combat. The player who won the Tactical Roll
    "decides the way in which the frays will be split", and "each combat, after splitting, is
    resolved by the confrontation of a warrior with one or more other warriors". So a combat
    always has one warrior on at least one side; other shapes are refused (split the fray first).

    >>> combat_dice(1, 1)
    (2, 2)
    >>> combat_dice(4, 1)
    (8, 5)
    """
    for name, count in (("fighters_a", fighters_a), ("fighters_b", fighters_b)):
        if isinstance(count, bool) or not isinstance(count, int):
            raise RulesError(Message("combat.warriors-not-whole", side=name, count=repr(count)))
        if count < 1:
            raise RulesError(Message("combat.no-warrior", side=name, count=count))
    if fighters_a > 1 and fighters_b > 1:
        raise RulesError(Message("combat.many-against-many", a=fighters_a, b=fighters_b))
    if fighters_a == 1 and fighters_b == 1:
        return (2, 2)
    if fighters_a > 1:
        return (2 * fighters_a, 1 + fighters_a)
    return (1 + fighters_b, 2 * fighters_b)


@dataclass(frozen=True, slots=True)
class DicePool:
    """The combat dice of one fighter: how many, how many must go to Attack, and why."""

    total: int
    attack_only: int = 0
    """Dice that can only be Attack dice (Brutish charge against the target he Charged)."""
    all_attack: bool = False
    """War fury: every die is placed in Attack."""
    no_attack: bool = False
    """Failed Disengagement or Counter-firing: no die may be placed in Attack."""
    rulings: tuple[Ruling, ...] = ()


def fighter_dice(
    fighter: Fighter,
    condition: Condition = Condition(),
    *,
    own_side: int = 1,
    opponents: int = 1,
    ruleset: Ruleset = CORE,
    charged_target_engaged: bool = False,
) -> DicePool:
    """The dice of ``fighter`` in a combat of ``own_side`` warriors against ``opponents``.

    Base dice from :func:`combat_dice`: 2 for each warrior of the many side (his own share of
    the side's dice; the Zombies "have two D6 each"), 1 + 1 per enemy for the lone warrior; then Born killer +1; War-horse +1 "not added during a Charge" (read: not
    in a round when the rider Charged); War fury +1, all in Attack (tournament: declared when
    the dice are placed); Brutish charge +1 Attack die against the target he Charged
    (``charged_target_engaged``; no effect after an Engagement or a Pursuit); a Character's
    extra dice. A failed Disengagement or a Counter-fire forbids Attack dice.
    """
    side_total, _theirs = combat_dice(own_side, opponents)
    mine = side_total // own_side  # the many side: two dice per warrior
    rulings = [Ruling(Message("combat.base-dice", own_side=own_side, opponents=opponents, dice=mine), COMBAT_DICE_SOURCE)]
    total = mine
    attack_only = 0
    if fighter.has("Born killer") and condition.born_killer:
        total += 1
        rulings.append(Ruling(Message("combat.born-killer"), ability_source("Born killer")))
    if fighter.has("War-horse"):
        if condition.charging:
            rulings.append(Ruling(Message("combat.war-horse-charging"), ability_source("War-horse")))
        else:
            total += 1
            rulings.append(Ruling(Message("combat.war-horse"), ability_source("War-horse")))
    if condition.war_fury:
        if not fighter.has("War fury"):
            raise RulesError(Message("combat.no-war-fury", fighter=fighter.name))
        total += 1
        source = WAR_FURY_TOURNAMENT_SOURCE if ruleset.tournament else ability_source("War fury")
        rulings.append(Ruling(Message("combat.war-fury"), source))
    if charged_target_engaged:
        if not fighter.has("Brutish charge"):
            raise RulesError(Message("combat.no-brutish-charge", fighter=fighter.name))
        if not condition.charging:
            rulings.append(
                Ruling(Message("combat.brutish-charge-void"), ability_source("Brutish charge"))
            )
        else:
            total += 1
            attack_only = 1
            rulings.append(
                Ruling(Message("combat.brutish-charge"), ability_source("Brutish charge"))
            )
    if condition.extra_dice:
        profile(fighter, condition)  # validates the extra dice
        total += condition.extra_dice
        rulings.append(Ruling(Message("combat.character-extra-dice", count=condition.extra_dice), CHARACTER_DICE_SOURCE))
    no_attack = condition.disengage_failed or condition.counter_fired
    if condition.disengage_failed:
        rulings.append(Ruling(Message("combat.disengagement-failed"), DISENGAGEMENT_SOURCE))
    if condition.counter_fired:
        rulings.append(Ruling(Message("combat.counter-fired"), COUNTER_FIRE_SOURCE))
    if no_attack and condition.war_fury:
        raise RulesError(Message("combat.war-fury-impossible", fighter=fighter.name))
    return DicePool(total, attack_only, condition.war_fury, no_attack, tuple(rulings))


THE_FIGHTER = Message("combat.the-fighter")
"""Who a placement is checked for, when no name is given."""


@dataclass(frozen=True, slots=True)
class Placement:
    """How a fighter divides his dice: Attack and Defence."""

    attack: int
    defence: int

    def __post_init__(self) -> None:
        if self.attack < 0 or self.defence < 0:
            raise RulesError(Message("combat.negative-placement", attack=self.attack, defence=self.defence))


def check_placement(pool: DicePool, placement: Placement, name: str | Message = THE_FIGHTER) -> Placement:
    """Check a placement against the fighter's dice; every die is an Attack or a Defence.

    Booklet step 2: "Each die allows an Attack or a Defence ... He can choose either not to
    attack or not to defend."
    """
    if placement.attack + placement.defence != pool.total:
        raise RulesError(Message("combat.placement-total", fighter=name, total=pool.total,
                                 attack=placement.attack, defence=placement.defence,
                                 placed=placement.attack + placement.defence))
    if pool.all_attack and placement.defence:
        raise RulesError(Message("combat.placement-war-fury", fighter=name))
    if pool.no_attack and placement.attack:
        raise RulesError(Message("combat.placement-no-attack", fighter=name))
    if placement.attack < pool.attack_only:
        raise RulesError(Message("combat.placement-brutish-charge", fighter=name))
    return placement


# --------------------------------------------------------------------------- initiative


def group_initiative(initiatives: Sequence[int]) -> int:
    """The Initiative of a group: the highest rating, +1 per additional warrior (booklet step 1).

    >>> group_initiative([3, 2, 2, 2])
    6
    """
    if not initiatives:
        raise RulesError(Message("combat.empty-side"))
    return max(initiatives) + len(initiatives) - 1


class Side(str, Enum):
    """The two sides of a combat."""

    A = "a"
    B = "b"

    @property
    def other(self) -> Side:
        return Side.B if self is Side.A else Side.A


def places_first(attacker: Side) -> tuple[Side, Ruling]:
    """Who places his dice first: the Defender (the side that lost the Initiative roll).

    Booklet step 2: "The Defender divides his dice first, and announces which dice will serve
    to attack and which to defend ... The Attacker then places his dice."
    """
    return attacker.other, Ruling(Message("combat.defender-places-first"), PLACEMENT_SOURCE)


# --------------------------------------------------------------------------- difficulties


@dataclass(frozen=True, slots=True)
class DifficultyFloor:
    """The lowest difficulty an Attack may be given, and the rule; None = no minimum."""

    minimum: int | None
    ruling: Ruling


def minimum_difficulty(
    attacker: Fighter,
    defender_defence: int,
    defender_defence_dice: int,
    ruleset: Ruleset = CORE,
) -> DifficultyFloor:
    """The minimum Attack difficulty against a defender with DEF ``defender_defence``.

    Booklet: "The minimum difficulty level of any Attack Roll is always equal to the opponent's
    Defence characteristic, if and only if the latter has placed at least one die in Defence."
    Tournament ("Les jets d'attaque"): always at least the opponent's Defence. Fencer: "ignore
    the minimum level given by the Defence characteristic of the opponent". The Defence meant
    is the defender's for this round (with Charge and Fear penalties: pass the profile's).
    """
    if defender_defence_dice < 0:
        raise RulesError(Message("combat.negative-defence-dice"))
    if attacker.has("Fencer"):
        return DifficultyFloor(None, Ruling(Message("combat.fencer"), ability_source("Fencer")))
    if ruleset.tournament:
        return DifficultyFloor(
            defender_defence,
            Ruling(Message("combat.minimum-always", defence=defender_defence), MINIMUM_TOURNAMENT_SOURCE),
        )
    if defender_defence_dice == 0:
        return DifficultyFloor(
            None, Ruling(Message("combat.no-minimum"), MINIMUM_SOURCE)
        )
    return DifficultyFloor(
        defender_defence,
        Ruling(Message("combat.minimum", defence=defender_defence), MINIMUM_SOURCE),
    )


def check_difficulty(difficulty: int, floor: DifficultyFloor) -> None:
    """RulesError if ``difficulty`` is below the minimum."""
    if isinstance(difficulty, bool) or not isinstance(difficulty, int):
        raise RulesError(Message("combat.difficulty-not-whole", difficulty=repr(difficulty)))
    if floor.minimum is not None and difficulty < floor.minimum:
        raise RulesError(Message("combat.below-minimum", difficulty=difficulty, minimum=floor.minimum,
                                 rule=floor.ruling.text, source=floor.ruling.source))


# --------------------------------------------------------------------------- defence options


def may_counter_attack(fighter: Fighter) -> Ruling | None:
    """Why ``fighter`` may Counter-Attack, or None if he may not.

    Booklet: "A Character can attempt to Counter-Attack ... The Magicians and the Faithful cannot
    Counter-Attack. The Warrior-Mages and Warrior-Monks can Counter-Attack, even if they are not
    Characters." Ambidextrous: "Ambidextrous fighters can Counter-Attack without any penalty"
    (read: Ambidextrous grants the Counter-Attack).
    """
    if fighter.has("Warrior-mage") or fighter.has("Warrior-monk"):
        return Ruling(Message("combat.warrior-mage-counter-attack"), COUNTER_ATTACK_SOURCE)
    if fighter.magician or fighter.faithful:
        return None
    if fighter.has("Ambidextrous"):
        return Ruling(Message("combat.ambidextrous-counter-attack"), ability_source("Ambidextrous"))
    if fighter.character:
        return Ruling(Message("combat.character-counter-attack"), COUNTER_ATTACK_SOURCE)
    return None


def counter_attack_penalty(fighter: Fighter) -> int:
    """The difficulty increase of a Counter-Attack: +2, none for the Ambidextrous."""
    return 0 if fighter.has("Ambidextrous") else 2


@dataclass(frozen=True, slots=True)
class SustainedPermission:
    """Whether Sustained Defence may be used, and why (or why not)."""

    allowed: bool
    ruling: Ruling


def sustained_defence(
    *,
    opponents: int,
    attack_dice: int,
    defence_dice: int,
    successful_parries: int,
    counter_attack: bool = False,
    ambidextrous_used: bool = False,
    ruleset: Ruleset = CORE,
) -> SustainedPermission:
    """Whether the defender may start a Sustained Defence.

    Booklet: "The warrior is faced with several opponents" and "has placed at least as many dice
    in Defence as he has in Attack"; he assigns one successful parry to it; not combined with
    Ambidextrous or the Counter-Attack. Tournament: "Un guerrier qui réussit au moins un jet de
    Défense obtient gratuitement un dé de Défense soutenue ... n'est pas cumulable avec la
    Contre-attaque et elle est autorisée à tous les guerriers".
    """
    if ruleset.tournament:
        source = SUSTAINED_TOURNAMENT_SOURCE
        if counter_attack:
            return SustainedPermission(False, Ruling(Message("combat.sustained-not-with-counter-attack-tournament"), source))
        if successful_parries < 1:
            return SustainedPermission(False, Ruling(Message("combat.sustained-no-parry-tournament"), source))
        return SustainedPermission(True, Ruling(Message("combat.sustained-tournament"), source))
    source = SUSTAINED_SOURCE
    if counter_attack:
        return SustainedPermission(False, Ruling(Message("combat.sustained-not-with-counter-attack"), source))
    if ambidextrous_used:
        return SustainedPermission(False, Ruling(Message("combat.sustained-not-with-ambidextrous"), ability_source("Ambidextrous")))
    if opponents < 2:
        return SustainedPermission(False, Ruling(Message("combat.sustained-one-opponent"), source))
    if defence_dice < attack_dice:
        return SustainedPermission(
            False, Ruling(Message("combat.sustained-few-defence-dice"), source)
        )
    if successful_parries < 1:
        return SustainedPermission(False, Ruling(Message("combat.sustained-no-parry"), source))
    return SustainedPermission(True, Ruling(Message("combat.sustained"), source))


def sustained_difficulty(difficulty: int, step: int) -> int:
    """The difficulty of the ``step``-th Sustained Defence roll: +2, +4, +6 ... (step >= 1)."""
    if step < 1:
        raise RulesError(Message("combat.sustained-step"))
    return difficulty + 2 * step


# --------------------------------------------------------------------------- master strike


@dataclass(frozen=True, slots=True)
class MasterStrike:
    """What a Master strike adds to the following Damage roll when it is not parried."""

    damage_bonus: int
    """Added to the Damage roll result (a Character: the chosen difficulty)."""
    strength_bonus: int
    """Added to the Strength for that Damage roll (Master strike/X: X)."""
    rulings: tuple[Ruling, ...]


def master_strike(fighter: Fighter, attack_dice: int, difficulty: int) -> MasterStrike:
    """A Master strike by ``fighter`` with ``attack_dice`` Attack dice at ``difficulty``.

    Booklet, Characters: "If your Character has at least two dice in Attack, he can attempt a
    Master Strike. Do only one Attack Roll, all other Attack dice are lost. If the Attack is not
    parried ... add the difficulty chosen for the Attack Roll to the result on the following
    Damage Roll." Master strike/X: "can attempt Master strikes in the same way as a Character.
    If one of his Master strikes strikes true, his Strength is increased by X". A Character who
    also has Master strike/X gets both (the texts add up; nothing says one replaces the other).
    """
    x = fighter.ability_value("Master strike")
    if not fighter.character and x is None:
        raise RulesError(Message("combat.no-master-strike", fighter=fighter.name))
    if attack_dice < 2:
        raise RulesError(Message("combat.master-strike-dice", fighter=fighter.name, count=attack_dice))
    rulings: list[Ruling] = [Ruling(Message("combat.master-strike", lost=attack_dice - 1), MASTER_STRIKE_SOURCE)]
    damage_bonus = 0
    if fighter.character:
        damage_bonus = difficulty
        rulings.append(Ruling(Message("combat.master-strike-damage", bonus=Signed(difficulty)), MASTER_STRIKE_SOURCE))
    strength_bonus = x or 0
    if x is not None:
        rulings.append(Ruling(Message("combat.master-strike-strength", bonus=Signed(x)), ability_source("Master strike")))
    return MasterStrike(damage_bonus, strength_bonus, tuple(rulings))


# --------------------------------------------------------------------------- pursuit


@dataclass(frozen=True, slots=True)
class Pursuit:
    """A Pursuit Movement: how far and how many per Hand to Hand Combat phase."""

    distance: float
    allowed: int
    rulings: tuple[Ruling, ...] = field(default=())


def pursuit(fighter: Fighter, pursuits_done: int = 0, *, took_part_in_elimination: bool = True) -> Pursuit:
    """Half his Movement, once per warrior and per phase; Implacable/X: X more.

    Booklet: "all the warriors who have participated in the elimination of an enemy ... can move
    at half their Movement rate ... only allowed once per warrior and per Hand to Hand Combat
    phase." Implacable/X: "up to X additional Pursuit Movements in the same round".
    """
    if pursuits_done < 0:
        raise RulesError(Message("combat.negative-pursuits"))
    if not took_part_in_elimination:
        raise RulesError(Message("combat.no-pursuit", fighter=fighter.name))
    rulings = [Ruling(Message("combat.pursuit"), PURSUIT_SOURCE)]
    allowed = 1
    extra = fighter.ability_value("Implacable")
    if extra is not None:
        allowed += extra
        rulings.append(Ruling(Message("combat.implacable", count=extra), ability_source("Implacable")))
    if pursuits_done >= allowed:
        raise RulesError(Message("combat.pursuits-used", fighter=fighter.name, count=allowed))
    return Pursuit(fighter.movement / 2, allowed - pursuits_done, tuple(rulings))
