"""Damage rolls: 2D6 + STR - RES on the Wound Table, Exceptional Wounds, and what changes them.

Source: booklet, "wound table" and "Exceptional Wounds"; abilities Hard-boiled, Bane/X,
Immunity/X, Assassin, Master strike(/X), Toxic/X, Survival instinct; the tournament rules
("Dur à cuire", "Réussite critique et échec critique").

The rule: "Roll two D6. The lowest result locates the Wound. Reminder: 6's are not re-rolled on
a Damage roll, and a 1 is not an automatic failure. The sum of both dice + Attacker's STR -
Victim's RES indicates the level of Damage on the vertical line." A double "is an Exceptional
Wound ... a Wound with no modifiers": 1-1 no effect, 2-2 Stunned, 3-3 Light, 4-4 Serious, 5-5
Critical, 6-6 Killed Outright (the tournament text gives the same list).

Reading choices:

* **Doubles ignore every modifier**: STR, RES, Master strike and Bane as well as Hard-boiled
  ("a Wound with no modifiers"; Hard-boiled says so explicitly).
* **Hard-boiled** does not apply to a table result of Killed Outright in the booklet; the
  tournament text ("Dur à cuire") only excepts doubles, so under the tournament ruleset it does.
* **Assassin** keeps the two dice that make the worst result for the victim: the highest wound
  level after worsening the victim's current wound, then the highest total.
* **Master strike**: a Character adds the chosen difficulty to the Damage roll; a fighter with
  Master strike/X adds X to his Strength. A Character with Master strike/X gets both.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations, product

from companion.rules.abilities import Ability, canonical_name
from companion.rules.errors import RulesError
from companion.rules.message import Argument, Message
from companion.rules.ruleset import CORE, Ruleset
from companion.rules.source import Source, booklet, tournament
from companion.rules.wound_table import TABLE_SOURCE, WoundTable, load_wound_table
from companion.rules.wounds import Location, WoundLevel, worsen

EXCEPTIONAL_SOURCE: Source = booklet("wound table (Exceptional Wounds)")
EXCEPTIONAL_TOURNAMENT: Source = tournament("Réussite critique et échec critique")
"""The tournament text's table of doubles: the same values, cited too under the tournament ruleset."""
HARD_BOILED_SOURCE: Source = booklet("abilities, Hard-boiled")
HARD_BOILED_TOURNAMENT: Source = tournament("Compétences et aptitudes spéciales, Dur à cuire")
BANE_SOURCE: Source = booklet("abilities, Bane / X")
IMMUNITY_SOURCE: Source = booklet("abilities, Immunity / X")
ASSASSIN_SOURCE: Source = booklet("abilities, Assassin")
MASTER_STRIKE_SOURCE: Source = booklet("hand to hand combat phase, Master Strike")
MASTER_STRIKE_X_SOURCE: Source = booklet("abilities, Master strike / X")
SURVIVAL_SOURCE: Source = booklet("abilities, Survival instinct")
TOXIC_SOURCE: Source = booklet("abilities, Toxic / X")

EXCEPTIONAL: dict[int, WoundLevel] = {
    1: WoundLevel.NONE,
    2: WoundLevel.STUNNED,
    3: WoundLevel.LIGHT,
    4: WoundLevel.SERIOUS,
    5: WoundLevel.CRITICAL,
    6: WoundLevel.KILLED,
}
"""Exceptional Wounds by the value of the double (booklet; tournament text the same)."""

TOXIC_IMMUNE: tuple[str, ...] = ("Living-dead", "Construct", "Immortal")
""""Living-dead, Constructs and Immortal beings are immune to this Ability" (Toxic / X)."""


@dataclass(frozen=True, slots=True)
class DamageOptions:
    """Everything besides STR and RES that changes a Damage roll."""

    hard_boiled: bool = False
    """The victim is Hard-boiled: read one line higher."""
    bane: bool = False
    """The attacker rolls against his Bane: read one line lower."""
    immune_locations: frozenset[Location] = frozenset()
    """Immunity / X to a part of the body: Wounds located there do no harm."""
    forced_location: Location | None = None
    """A Leg Wound from a fall or jump, or an aimed shot (house rule 15): the location is given."""
    assassin: bool = False
    """Three dice, keep the two worst for the victim (first Damage roll after a Charge)."""
    roll_bonus: int = 0
    """Added to the Damage roll: a Character's Master strike difficulty (minus Feat for a
    deliberate fall)."""
    strength_bonus: int = 0
    """Added to the attacker's Strength: Master strike / X."""
    survival_instinct: bool = False
    """The victim rolls a D6 before the Damage roll: on a 6 the wound is void."""
    ruleset: Ruleset = CORE
    sources: tuple[Source, ...] = field(default=(), compare=False)

    @property
    def dice(self) -> int:
        return 3 if self.assassin else 2


def _has(abilities: Iterable[Ability], name: str) -> Ability | None:
    for ability in abilities:
        if ability.canonical == name or ability.name.casefold() == name.casefold():
            return ability
    return None


def damage_options(
    attacker: Iterable[Ability] = (),
    victim: Iterable[Ability] = (),
    *,
    attacker_character: bool = False,
    charged: bool = False,
    first_damage_roll: bool = True,
    master_strike_difficulty: int | None = None,
    bane_applies: bool = True,
    ruleset: Ruleset = CORE,
) -> DamageOptions:
    """Damage options from the two fighters' abilities (sources listed in the result).

    ``bane_applies``: whether the victim is of the attacker's Bane type (Bane / Acheron ...).
    ``master_strike_difficulty``: the difficulty of a Master strike that struck true.
    """
    attacker, victim = tuple(attacker), tuple(victim)
    sources: list[Source] = []
    hard_boiled = _has(victim, "Hard-boiled") is not None
    if hard_boiled:
        sources.append(HARD_BOILED_TOURNAMENT if ruleset.tournament else HARD_BOILED_SOURCE)
    bane = bane_applies and _has(attacker, "Bane") is not None
    if bane:
        sources.append(BANE_SOURCE)
    immune: set[Location] = set()
    for ability in victim:
        if ability.canonical == "Immunity" and ability.value:
            try:
                immune.add(Location.parse(ability.value))
            except RulesError:
                continue  # an element, not a location: see immune_to_element
    if immune:
        sources.append(IMMUNITY_SOURCE)
    assassin = (
        _has(attacker, "Assassin") is not None
        and charged
        and first_damage_roll
        and _has(victim, "Assassin") is None
        and _has(victim, "Consciousness") is None
    )
    if assassin:
        sources.append(ASSASSIN_SOURCE)
    roll_bonus = 0
    strength_bonus = 0
    if master_strike_difficulty is not None:
        ms = _has(attacker, "Master strike")
        if attacker_character:
            roll_bonus += master_strike_difficulty
            sources.append(MASTER_STRIKE_SOURCE)
        if ms is not None and ms.number is not None:
            strength_bonus += ms.number
            sources.append(MASTER_STRIKE_X_SOURCE)
        if not attacker_character and ms is None:
            raise RulesError(Message("damage.master-strike-who"))
    survival = _has(victim, "Survival instinct") is not None
    if survival:
        sources.append(SURVIVAL_SOURCE)
    return DamageOptions(hard_boiled, bane, frozenset(immune), None, assassin, roll_bonus,
                         strength_bonus, survival, ruleset, tuple(sources))


def immune_to_element(victim: Iterable[Ability], element: str) -> bool:
    """Immunity / X to an element: "cannot be harmed by the element symbolized by X"."""
    key = element.strip().casefold()
    return any(a.canonical == "Immunity" and (a.value or "").strip().casefold() == key
               for a in victim)


def toxic_applies(victim: Iterable[Ability]) -> bool:
    """Whether a Toxic / X second Damage roll can harm the victim (not Living-dead,
    Constructs or Immortal beings)."""
    names = {canonical_name(a.name) or a.name for a in victim}
    lowered = {n.casefold() for n in names}
    return not any(t.casefold() in lowered or (t + "s").casefold() in lowered
                   for t in TOXIC_IMMUNE)


@dataclass(frozen=True, slots=True)
class DamageOutcome:
    """One Damage roll read on the table."""

    dice: tuple[int, ...]
    """The two dice kept (an Assassin threw three)."""
    total: int
    """Sum of the dice + STR - RES + bonuses (shown even for a double, which ignores it)."""
    location: Location
    level: WoundLevel
    exceptional: bool
    row: Argument
    """The row read (``"15"``, ``"16-17"``, "18 or more"...), or "double" for an Exceptional Wound."""
    published: bool
    """Whether the cell and the location read are published (else an estimate)."""
    sources: tuple[Source, ...]
    notes: tuple[Message, ...] = ()
    voided: bool = False
    """Survival instinct voided the wound."""


def _check_dice(dice: Sequence[int], count: int) -> None:
    if len(dice) != count:
        raise RulesError(Message("damage.dice-count", count=count, given=len(dice)))
    for position, face in enumerate(dice, start=1):
        if isinstance(face, bool) or not isinstance(face, int) or face not in range(1, 7):
            raise RulesError(Message("dice.not-a-die", position=position, face=repr(face)))


def _read(
    pair: tuple[int, int],
    strength: int,
    resilience: int,
    options: DamageOptions,
    table: WoundTable,
) -> DamageOutcome:
    low = min(pair)
    total = pair[0] + pair[1] + strength + options.strength_bonus - resilience + options.roll_bonus
    column = table.column(low)
    location = options.forced_location or column.location
    location_published = options.forced_location is not None or column.published
    sources: list[Source] = []
    notes: list[Message] = []
    row: Argument
    if pair[0] == pair[1]:
        level = EXCEPTIONAL[pair[0]]
        sources.append(EXCEPTIONAL_SOURCE)
        if options.ruleset.tournament:
            sources.append(EXCEPTIONAL_TOURNAMENT)
        notes.append(Message("damage.double", die=pair[0]))
        exceptional, row, cell_published = True, Message("damage.double-row"), True
    else:
        exceptional = False
        shift = 0
        plain = table.lookup(total, location)
        if options.hard_boiled:
            killed_exempt = not options.ruleset.tournament
            if killed_exempt and plain.cell.level is WoundLevel.KILLED:
                notes.append(Message("damage.hard-boiled-not-killed"))
            else:
                shift -= 1
                sources.append(HARD_BOILED_TOURNAMENT if options.ruleset.tournament
                               else HARD_BOILED_SOURCE)
                notes.append(Message("damage.hard-boiled"))
        if options.bane:
            shift += 1
            sources.append(BANE_SOURCE)
            notes.append(Message("damage.bane"))
        found = table.lookup(total, location, shift)
        level, row, cell_published = found.cell.level, found.row.label, found.cell.published
        sources.append(TABLE_SOURCE)
        if not cell_published:
            notes.append(Message("damage.unpublished-cell"))
    if location in options.immune_locations and level is not WoundLevel.NONE:
        notes.append(Message("damage.immunity", location=location))
        sources.append(IMMUNITY_SOURCE)
        level = WoundLevel.NONE
    published = cell_published and (exceptional or location_published)
    return DamageOutcome(pair, total, location, level, exceptional, row, published,
                         tuple(sources), tuple(notes))


def _choose(
    dice: Sequence[int],
    strength: int,
    resilience: int,
    options: DamageOptions,
    table: WoundTable,
    current: WoundLevel,
) -> DamageOutcome:
    if not options.assassin:
        return _read((dice[0], dice[1]), strength, resilience, options, table)
    best: DamageOutcome | None = None
    for i, j in combinations(range(3), 2):
        outcome = _read((dice[i], dice[j]), strength, resilience, options, table)
        key = (worsen(current, outcome.level).severity, outcome.level.severity, outcome.total)
        if best is None or key > (worsen(current, best.level).severity, best.level.severity,
                                  best.total):
            best = outcome
    assert best is not None
    return DamageOutcome(best.dice, best.total, best.location, best.level, best.exceptional,
                         best.row, best.published, best.sources + (ASSASSIN_SOURCE,),
                         best.notes + (Message("damage.assassin", thrown=tuple(dice), kept=best.dice),))


def resolve_damage(
    dice: Sequence[int],
    strength: int,
    resilience: int,
    options: DamageOptions = DamageOptions(),
    table: WoundTable | None = None,
    *,
    survival_die: int | None = None,
    current: WoundLevel = WoundLevel.NONE,
) -> DamageOutcome:
    """Read a Damage roll with the dice thrown (two; three for an Assassin).

    ``survival_die``: the victim's Survival instinct die, thrown before the Damage roll (a 6
    voids the wound). ``current``: the victim's wound, so that an Assassin keeps the dice that
    hurt most.
    """
    table = table or load_wound_table()
    _check_dice(dice, options.dice)
    if options.survival_instinct:
        if survival_die is None:
            raise RulesError(Message("damage.survival-die-missing"))
        _check_dice([survival_die], 1)
    outcome = _choose(dice, strength, resilience, options, table, current)
    if options.survival_instinct and survival_die == 6:
        return DamageOutcome(outcome.dice, outcome.total, outcome.location, WoundLevel.NONE,
                             outcome.exceptional, outcome.row, True,
                             outcome.sources + (SURVIVAL_SOURCE,),
                             outcome.notes + (Message("damage.survival-instinct"),),
                             voided=True)
    return outcome


@dataclass(frozen=True, slots=True)
class DamageOdds:
    """Exact chances of a Damage roll: by level, by location and level, and how much rests on
    cells that are not published."""

    by_level: dict[WoundLevel, Fraction]
    by_location: dict[Location, dict[WoundLevel, Fraction]]
    exceptional: Fraction
    unpublished: Fraction
    """Chance that the result read comes from an estimated (unpublished) cell or column."""
    voided: Fraction = Fraction(0)
    sources: tuple[Source, ...] = ()

    def at_least(self, level: WoundLevel) -> Fraction:
        return sum((p for lv, p in self.by_level.items() if lv.severity >= level.severity),
                   Fraction(0))


def damage_odds(
    strength: int,
    resilience: int,
    options: DamageOptions = DamageOptions(),
    table: WoundTable | None = None,
    *,
    current: WoundLevel = WoundLevel.NONE,
) -> DamageOdds:
    """The exact chance of each wound level (overall and per location) of one Damage roll.

    Enumerates the 36 (Assassin: 216) equally likely throws; Survival instinct voids 1 in 6.
    """
    table = table or load_wound_table()
    by_level: dict[WoundLevel, Fraction] = {level: Fraction(0) for level in WoundLevel}
    by_location: dict[Location, dict[WoundLevel, Fraction]] = {}
    exceptional = Fraction(0)
    unpublished = Fraction(0)
    keep = Fraction(5, 6) if options.survival_instinct else Fraction(1)
    voided = Fraction(1, 6) if options.survival_instinct else Fraction(0)
    weight = keep / 6**options.dice
    sources: set[Source] = {TABLE_SOURCE, *options.sources}
    for dice in product(range(1, 7), repeat=options.dice):
        outcome = _choose(dice, strength, resilience, options, table, current)
        by_level[outcome.level] += weight
        per = by_location.setdefault(outcome.location, {lv: Fraction(0) for lv in WoundLevel})
        per[outcome.level] += weight
        if outcome.exceptional:
            exceptional += weight
        if not outcome.published:
            unpublished += weight
        sources.update(outcome.sources)
    by_level[WoundLevel.NONE] += voided
    ordered = tuple(sorted(sources))
    return DamageOdds(by_level, by_location, exceptional, unpublished, voided, ordered)


def toxic_odds(
    x: int,
    resilience: int,
    victim: Iterable[Ability] = (),
    table: WoundTable | None = None,
    options: DamageOptions = DamageOptions(),
) -> DamageOdds:
    """The second Damage roll of Toxic / X, at Strength X (none against the immune)."""
    if not toxic_applies(victim):
        none = {level: Fraction(0) for level in WoundLevel}
        none[WoundLevel.NONE] = Fraction(1)
        return DamageOdds(none, {}, Fraction(0), Fraction(0), Fraction(0), (TOXIC_SOURCE,))
    plain = DamageOptions(options.hard_boiled, False, options.immune_locations,
                          options.forced_location, False, 0, 0, options.survival_instinct,
                          options.ruleset, options.sources)
    odds = damage_odds(x, resilience, plain, table)
    return DamageOdds(odds.by_level, odds.by_location, odds.exceptional, odds.unpublished,
                      odds.voided, odds.sources + (TOXIC_SOURCE,))


def after_damage(current: WoundLevel, odds: DamageOdds) -> dict[WoundLevel, Fraction]:
    """The victim's wound level after the roll, worsening ``current`` (summing to 1)."""
    result: dict[WoundLevel, Fraction] = {}
    for level, chance in odds.by_level.items():
        if chance:
            after = worsen(current, level)
            result[after] = result.get(after, Fraction(0)) + chance
    return result
