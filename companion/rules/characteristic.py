"""Which rules shape one characteristic roll: its kind, the fighter's abilities and wounds.

Source: booklet, "Making a characteristic roll", "wound table" (Wound effects), the abilities
Bravery, Born killer, Brutal, Fanaticism, Hardened, Sharp shooter, Vivacity, Blood brother,
Possessed, Colossal / Enormous / Gigantic; house rule 21 ("Effet des blessures").

Reading choices:

* **Bravery and Born killer** "do not count a 1 on a Courage Roll as an automatic failure":
  any 1 on the roll, the first die or a re-roll.
* **Hardened** is for "Characters who master this Ability": a non-Character's Hardened is
  reported and not applied. It works on "any dice roll" but Damage (and not on Mutagenic rolls,
  which are never re-rolled).
* **House rule 21** gives its new wound effects for the Attack die ("-1 au résultat du dé
  d'att"): with it, a Light / Serious / Critical Wound takes 1 / 2 / 3 from *each* Attack die
  (its example: "2 + (6 - 3) + (5 - 3) = 7"), only a natural 1 fails ("1 échec"), and fighters
  with a martial ability that makes a 5 a 6 (its examples: Fencer "bretteur", Brutal "brute
  épaisse"; Hardened too) suffer one level less. INI, DEF and AIM keep the booklet's effects.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from companion.rules.abilities import Ability, canonical_name
from companion.rules.dice import FaceValue, RollModifiers, chance_to_reach
from companion.rules.errors import RulesError
from companion.rules.ruleset import CORE, HOUSE_RULE_TITLES, Ruleset
from companion.rules.source import Source, booklet, house
from companion.rules.wounds import Lives, WoundLevel, wound_penalty

ROLL_SOURCE: Source = booklet("Making a characteristic roll")
WOUND_EFFECTS: Source = booklet("wound table (Wound effects)")
HOUSE_21: Source = house(21, HOUSE_RULE_TITLES[21])


class RollKind(str, Enum):
    """What a roll tests (FORMATS.md names)."""

    INITIATIVE = "initiative"
    ATTACK = "attack"
    DEFENCE = "defence"
    AIM = "aim"
    COURAGE = "courage"
    DISCIPLINE = "discipline"
    FEAT = "feat"
    DAMAGE = "damage"
    OTHER = "other"

    @classmethod
    def parse(cls, text: str) -> RollKind:
        key = text.strip().casefold()
        aliases = {"ini": "initiative", "att": "attack", "def": "defence", "defense": "defence",
                   "cou": "courage", "dis": "discipline", "physical feat": "feat"}
        try:
            return cls(aliases.get(key, key))
        except ValueError:
            names = ", ".join(k.value for k in cls)
            raise RulesError(f"unknown roll kind {text!r}: use one of {names}") from None

    @property
    def wound_penalised(self) -> bool:
        """The Wound effects modify "the number indicated by the die rolled for its INI, ATT,
        DEF and AIM"."""
        return self in (RollKind.INITIATIVE, RollKind.ATTACK, RollKind.DEFENCE, RollKind.AIM)


FIVE_SIX: frozenset[int] = frozenset({5, 6})
MARTIAL_FIVES: tuple[str, ...] = ("Fencer", "Brutal", "Hardened")
"""House rule 21's second line: "une compétence martiale comme bretteur ou brute épaisse"."""


def _source(name: str) -> Source:
    return booklet(f"abilities, {name}")


@dataclass(frozen=True, slots=True)
class RollSetup:
    """The modifiers of one roll and the rules that produced them."""

    modifiers: RollModifiers
    sources: tuple[Source, ...]
    notes: tuple[str, ...] = ()


def _names(abilities: Iterable[Ability | str]) -> set[str]:
    names: set[str] = set()
    for ability in abilities:
        parsed = Ability.parse(ability) if isinstance(ability, str) else ability
        names.add(canonical_name(parsed.name) or parsed.name)
    return names


def lives_of(abilities: Iterable[Ability | str]) -> Lives | None:
    """Colossal, Enormous or Gigantic, if the fighter is one."""
    names = _names(abilities)
    for lives in Lives:
        if lives.value in names:
            return lives
    return None


def roll_setup(
    kind: RollKind,
    abilities: Iterable[Ability | str] = (),
    wound: WoundLevel = WoundLevel.NONE,
    *,
    stunned: bool = False,
    character: bool = False,
    blood_brother_dead: bool = False,
    ruleset: Ruleset = CORE,
    promoted_faces: FaceValue = FaceValue.AS_SIX,
) -> RollSetup:
    """The :class:`RollModifiers` of a roll of ``kind`` and the rules applied.

    ``wound`` is the fighter's wound level (STUNNED counts as ``stunned``).
    ``promoted_faces``: what a 5 that "equals a 6" adds (see :class:`FaceValue`).
    """
    if wound is WoundLevel.KILLED:
        raise RulesError("a fighter Killed Outright rolls no more dice")
    names = _names(abilities)
    sources: list[Source] = [ROLL_SOURCE]
    notes: list[str] = []
    if kind is RollKind.DAMAGE:
        mods = RollModifiers(rerolls=False, natural_one_fails=False,
                             one_after_reroll_fails=False, modified_one_fails=False,
                             sources=(booklet("wound table"),))
        return RollSetup(mods, (booklet("wound table"),),
                         ("Damage: 6s are not re-rolled and a 1 is not a failure",))
    reroll: frozenset[int] = frozenset({6})
    natural_one = True
    one_after = True
    modified_one = True
    die_modifier = 0
    per_die = 0

    if kind is RollKind.COURAGE and "Bravery" in names:
        reroll, natural_one, one_after = FIVE_SIX, False, False
        sources.append(_source("Bravery"))
        notes.append("Bravery: a 1 is no failure, a 5 counts as a 6")
    if kind is RollKind.COURAGE and "Born killer" in names:
        natural_one, one_after = False, False
        sources.append(_source("Born killer"))
        notes.append("Born killer: a 1 is no failure on Courage")
    if kind is RollKind.ATTACK and "Brutal" in names:
        reroll, one_after = FIVE_SIX, False
        sources.append(_source("Brutal"))
        notes.append("Brutal: a 5 counts as a 6; a 1 after a re-roll is no failure")
    if kind is RollKind.DISCIPLINE and "Fanaticism" in names:
        reroll = FIVE_SIX
        sources.append(_source("Fanaticism"))
        notes.append("Fanaticism: a 5 counts as a 6 on Discipline")
    if "Hardened" in names:
        if character:
            reroll = FIVE_SIX
            sources.append(_source("Hardened"))
            notes.append("Hardened: a 5 counts as a 6")
        else:
            notes.append("Hardened works for Characters only: not applied")
    if kind is RollKind.AIM and "Sharp shooter" in names:
        natural_one, one_after, modified_one = False, False, False
        sources.append(_source("Sharp shooter"))
        notes.append("Sharp shooter: no automatic failure on a 1")
    if kind in (RollKind.INITIATIVE, RollKind.FEAT) and "Vivacity" in names:
        natural_one, one_after, modified_one = False, False, False
        sources.append(_source("Vivacity"))
        notes.append("Vivacity: no automatic failure on a 1")
    if blood_brother_dead:
        die_modifier -= 1
        sources.append(_source("Blood brother / X"))
        notes.append("Blood brother dead: -1 on every roll")

    stunned = stunned or wound is WoundLevel.STUNNED
    level = WoundLevel.NONE if wound is WoundLevel.STUNNED else wound
    if kind.wound_penalised and (level.is_wound or stunned):
        lives = lives_of(names)
        possessed = "Possessed" in names
        if kind is RollKind.ATTACK and ruleset.house(21) and level.is_wound:
            degree = {WoundLevel.LIGHT: 1, WoundLevel.SERIOUS: 2, WoundLevel.CRITICAL: 3}[level]
            if any(m in names for m in MARTIAL_FIVES):
                degree -= 1
                notes.append("house rule 21: a martial ability, one level less")
            if lives is not None:
                degree = 0
                notes.append(f"{lives.value}: ignores Wound penalties")
            elif possessed:
                degree = max(0, degree - 1)
                sources.append(_source("Possessed"))
            per_die = -degree
            modified_one = False
            sources.append(HOUSE_21)
            notes.append(f"house rule 21: {-degree} on each Attack die, only a natural 1 fails")
            if stunned:
                die_modifier -= 1
                sources.append(WOUND_EFFECTS)
                notes.append("Stunned: -1 this round")
        else:
            penalty = wound_penalty(level, stunned=stunned, possessed=possessed,
                                    ignores_wounds=lives is not None)
            die_modifier += penalty
            sources.append(WOUND_EFFECTS)
            if lives is not None and level.is_wound:
                sources.append(lives.source)
                notes.append(f"{lives.value}: ignores Wound penalties")
            if possessed and level.is_wound:
                sources.append(_source("Possessed"))
                notes.append("Possessed: Wound penalties one degree lower")
            if penalty:
                notes.append(f"{penalty:+d} on the die ({'Stunned, ' if stunned else ''}"
                             f"{level.label if level.is_wound else 'no wound'})")
    elif level.is_wound or stunned:
        notes.append("Wound penalties apply to Initiative, Attack, Defence and Aim rolls only")
    mods = RollModifiers(die_modifier, reroll, natural_one, one_after, modified_one,
                         True, promoted_faces, per_die, sources=tuple(sources))
    return RollSetup(mods, tuple(sources), tuple(notes))


def roll_chance(
    value: int,
    difficulty: int,
    kind: RollKind = RollKind.OTHER,
    abilities: Iterable[Ability | str] = (),
    wound: WoundLevel = WoundLevel.NONE,
    *,
    stunned: bool = False,
    character: bool = False,
    blood_brother_dead: bool = False,
    ruleset: Ruleset = CORE,
    promoted_faces: FaceValue = FaceValue.AS_SIX,
) -> tuple[Fraction, RollSetup]:
    """The exact chance that a roll of ``kind`` reaches ``difficulty``, with its setup."""
    setup = roll_setup(kind, abilities, wound, stunned=stunned, character=character,
                       blood_brother_dead=blood_brother_dead, ruleset=ruleset,
                       promoted_faces=promoted_faces)
    if kind is RollKind.DAMAGE:
        raise RulesError("a Damage roll is 2D6 on the wound table: use the damage rules")
    return chance_to_reach(value, difficulty, setup.modifiers), setup


def penalised(value: int, *penalties: int) -> int:
    """A characteristic after penalties that "cannot lower a characteristic below 0" (Charge,
    Fear); a value already below 0 stays as it is."""
    if value <= 0:
        return value
    return max(0, value + sum(penalties))
