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
from companion.rules.message import Message, Signed
from companion.rules.ruleset import CORE, HOUSE_RULE_TITLES, Ruleset
from companion.rules.source import Source, booklet, booklet_ability, house
from companion.rules.wounds import Lives, WoundLevel, wound_penalty

ROLL_SOURCE: Source = booklet("Making a characteristic roll")
WOUND_EFFECTS: Source = booklet("wound table (Wound effects)")
HOUSE_21: Source = house(21, HOUSE_RULE_TITLES[21])


class RollKind(str, Enum):
    """What a roll tests (the names the command line takes)."""

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
            raise RulesError(Message("roll.unknown-kind", text=text,
                                     names=", ".join(k.value for k in cls))) from None

    @property
    def wound_penalised(self) -> bool:
        """The Wound effects modify "the number indicated by the die rolled for its INI, ATT,
        DEF and AIM"."""
        return self in (RollKind.INITIATIVE, RollKind.ATTACK, RollKind.DEFENCE, RollKind.AIM)


FIVE_SIX: frozenset[int] = frozenset({5, 6})
MARTIAL_FIVES: tuple[str, ...] = ("Fencer", "Brutal", "Hardened")
"""House rule 21's second line: "une compétence martiale comme bretteur ou brute épaisse"."""


def _source(name: str) -> Source:
    return booklet_ability(name)


@dataclass(frozen=True, slots=True)
class RollSetup:
    """The modifiers of one roll and the rules that produced them."""

    modifiers: RollModifiers
    sources: tuple[Source, ...]
    notes: tuple[Message, ...] = ()


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
        raise RulesError(Message("wounds.killed-rolls-no-dice"))
    names = _names(abilities)
    sources: list[Source] = [ROLL_SOURCE]
    notes: list[Message] = []
    if kind is RollKind.DAMAGE:
        mods = RollModifiers(rerolls=False, natural_one_fails=False,
                             one_after_reroll_fails=False, modified_one_fails=False,
                             sources=(booklet("wound table"),))
        return RollSetup(mods, (booklet("wound table"),),
                         (Message("roll.damage"),))
    reroll: frozenset[int] = frozenset({6})
    natural_one = True
    one_after = True
    modified_one = True
    die_modifier = 0
    per_die = 0

    if kind is RollKind.COURAGE and "Bravery" in names:
        reroll, natural_one, one_after = FIVE_SIX, False, False
        sources.append(_source("Bravery"))
        notes.append(Message("roll.bravery"))
    if kind is RollKind.COURAGE and "Born killer" in names:
        natural_one, one_after = False, False
        sources.append(_source("Born killer"))
        notes.append(Message("roll.born-killer"))
    if kind is RollKind.ATTACK and "Brutal" in names:
        reroll, one_after = FIVE_SIX, False
        sources.append(_source("Brutal"))
        notes.append(Message("roll.brutal"))
    if kind is RollKind.DISCIPLINE and "Fanaticism" in names:
        reroll = FIVE_SIX
        sources.append(_source("Fanaticism"))
        notes.append(Message("roll.fanaticism"))
    if "Hardened" in names:
        if character:
            reroll = FIVE_SIX
            sources.append(_source("Hardened"))
            notes.append(Message("roll.hardened"))
        else:
            notes.append(Message("roll.hardened-not-character"))
    if kind is RollKind.AIM and "Sharp shooter" in names:
        natural_one, one_after, modified_one = False, False, False
        sources.append(_source("Sharp shooter"))
        notes.append(Message("roll.sharp-shooter"))
    if kind in (RollKind.INITIATIVE, RollKind.FEAT) and "Vivacity" in names:
        natural_one, one_after, modified_one = False, False, False
        sources.append(_source("Vivacity"))
        notes.append(Message("roll.vivacity"))
    if blood_brother_dead:
        die_modifier -= 1
        sources.append(_source("Blood brother / X"))
        notes.append(Message("roll.blood-brother-dead"))

    stunned = stunned or wound is WoundLevel.STUNNED
    level = WoundLevel.NONE if wound is WoundLevel.STUNNED else wound
    if kind.wound_penalised and (level.is_wound or stunned):
        lives = lives_of(names)
        possessed = "Possessed" in names
        if kind is RollKind.ATTACK and ruleset.house(21) and level.is_wound:
            degree = {WoundLevel.LIGHT: 1, WoundLevel.SERIOUS: 2, WoundLevel.CRITICAL: 3}[level]
            if any(m in names for m in MARTIAL_FIVES):
                degree -= 1
                notes.append(Message("roll.house-21-martial"))
            if lives is not None:
                degree = 0
                notes.append(Message("roll.lives-ignore-wounds", ability=lives))
            elif possessed:
                degree = max(0, degree - 1)
                sources.append(_source("Possessed"))
            per_die = -degree
            modified_one = False
            sources.append(HOUSE_21)
            notes.append(Message("roll.house-21", modifier=Signed(-degree)))
            if stunned:
                die_modifier -= 1
                sources.append(WOUND_EFFECTS)
                notes.append(Message("roll.stunned"))
        else:
            penalty = wound_penalty(level, stunned=stunned, possessed=possessed,
                                    ignores_wounds=lives is not None)
            die_modifier += penalty
            sources.append(WOUND_EFFECTS)
            if lives is not None and level.is_wound:
                sources.append(lives.source)
                notes.append(Message("roll.lives-ignore-wounds", ability=lives))
            if possessed and level.is_wound:
                sources.append(_source("Possessed"))
                notes.append(Message("roll.possessed"))
            if penalty and stunned and level.is_wound:
                notes.append(Message("roll.penalty-stunned-wounded", penalty=Signed(penalty), level=level))
            elif penalty and stunned:
                notes.append(Message("roll.penalty-stunned", penalty=Signed(penalty)))
            elif penalty:
                notes.append(Message("roll.penalty-wounded", penalty=Signed(penalty), level=level))
    elif level.is_wound or stunned:
        notes.append(Message("roll.wounds-only-some-rolls"))
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
        raise RulesError(Message("roll.damage-is-not-a-roll"))
    return chance_to_reach(value, difficulty, setup.modifiers), setup


def penalised(value: int, *penalties: int) -> int:
    """A characteristic after penalties that "cannot lower a characteristic below 0" (Charge,
    Fear); a value already below 0 stays as it is."""
    if value <= 0:
        return value
    return max(0, value + sum(penalties))
