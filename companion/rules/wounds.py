"""Wound levels, worsening, penalties and the abilities that change what a wound does.

Source: booklet, "wound table" (the Wound effects and the worsening note), and the abilities
Colossal, Enormous, Gigantic, Possessed, Regeneration/X, Fierce.

Reading choices:

* **Stunned on a wounded fighter.** "STUNNED and KILLED OUTRIGHT are not Wounds. They do not
  worsen the level of Damage." So Stunned never changes the wound level; it is a separate
  condition (:attr:`WoundState.stunned`) that lasts until the end of the round, and its -1 is
  added to the wound's penalty (a Lightly wounded, Stunned fighter has -2 this round).
* **A wound on a Stunned fighter** is a first wound: Stunned is not a Wound to worsen.
* **Colossal / Enormous / Gigantic "ignore Wound penalties"**: Stunned is not a Wound, so its
  -1 still applies.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction

from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.source import Source, booklet, booklet_ability

WOUNDS_SOURCE: Source = booklet("wound table (Wound effects)")
WORSENING_SOURCE: Source = booklet("wound table (a new Wound less or equally serious)")


class WoundLevel(str, Enum):
    """A fighter's state after Damage, from harmless to dead (the names the files and the
    command line use)."""

    NONE = "none"
    STUNNED = "stunned"
    LIGHT = "light"
    SERIOUS = "serious"
    CRITICAL = "critical"
    KILLED = "killed"

    __hash__ = str.__hash__
    """Hashed as its name, as it compares (``WoundLevel.LIGHT == "light"``): in C, where
    :class:`enum.Enum`'s own hash is a Python call (the exact odds hash wound states often)."""

    @property
    def severity(self) -> int:
        """0 (none) to 5 (killed outright)."""
        return _ORDER.index(self)

    @property
    def is_wound(self) -> bool:
        """Light, Serious and Critical are Wounds; Stunned and Killed Outright are not."""
        return self in (WoundLevel.LIGHT, WoundLevel.SERIOUS, WoundLevel.CRITICAL)

    @classmethod
    def parse(cls, text: str) -> WoundLevel:
        """A level from its name (``light``, ``Light Wound``, ``killed outright`` ...)."""
        key = " ".join(text.casefold().replace("-", " ").replace("_", " ").split())
        key = key.removesuffix(" wound").removesuffix(" outright")
        aliases = {"no": "none", "dead": "killed", "kill": "killed", "stun": "stunned"}
        key = aliases.get(key, key)
        try:
            return cls(key)
        except ValueError:
            raise RulesError(Message("wounds.unknown-level", text=text,
                                     names=", ".join(level.value for level in cls))) from None


_ORDER: tuple[WoundLevel, ...] = tuple(WoundLevel)


class Location(str, Enum):
    """Where a Wound lands: the lowest die of the Damage roll locates it.

    Which die gives which location is data (:mod:`companion.rules.wound_table`): the booklet
    names the Torso (lowest die 3) and "a Leg Wound"; the rest is not published here.
    """

    LEGS = "legs"
    ARMS = "arms"
    TORSO = "torso"
    HEAD = "head"

    @classmethod
    def parse(cls, text: str) -> Location:
        key = text.strip().casefold()
        aliases = {"leg": "legs", "arm": "arms", "body": "torso", "chest": "torso"}
        try:
            return cls(aliases.get(key, key))
        except ValueError:
            raise RulesError(Message("wounds.unknown-location", text=text,
                                     names=", ".join(loc.value for loc in cls))) from None
_WOUNDS: tuple[WoundLevel, ...] = (WoundLevel.LIGHT, WoundLevel.SERIOUS, WoundLevel.CRITICAL)


def worsen(current: WoundLevel, new: WoundLevel) -> WoundLevel:
    """The wound level after a new result (booklet, "wound table").

    "If the new Wound is more serious than the previous one, apply the effects of the new
    Wound. If the new Wound is less or equally serious, the previous Wound is worsened by one
    level." Stunned and Killed Outright are not Wounds and do not worsen: a Stunned result
    leaves a wound as it is (:class:`WoundState` keeps the Stunned condition beside it).

    >>> worsen(WoundLevel.SERIOUS, WoundLevel.LIGHT)
    <WoundLevel.CRITICAL: 'critical'>
    """
    if current is WoundLevel.KILLED or new is WoundLevel.KILLED:
        return WoundLevel.KILLED
    if new is WoundLevel.NONE:
        return current
    if new is WoundLevel.STUNNED:
        return current if current.is_wound else WoundLevel.STUNNED
    if not current.is_wound:
        return new
    if new.severity > current.severity:
        return new
    return _ORDER[current.severity + 1]


class Lives(str, Enum):
    """Creatures that are not removed when killed (booklet, Colossal, Enormous, Gigantic)."""

    COLOSSAL = "Colossal"
    ENORMOUS = "Enormous"
    GIGANTIC = "Gigantic"

    @property
    def track(self) -> tuple[WoundLevel, ...]:
        """The wound applied at each death before the last one."""
        return {
            Lives.COLOSSAL: (WoundLevel.SERIOUS, WoundLevel.CRITICAL),
            Lives.ENORMOUS: (WoundLevel.CRITICAL,),
            Lives.GIGANTIC: (WoundLevel.LIGHT, WoundLevel.SERIOUS, WoundLevel.CRITICAL),
        }[self]

    @property
    def source(self) -> Source:
        return booklet_ability(self.value)


def wound_penalty(
    level: WoundLevel,
    *,
    stunned: bool = False,
    possessed: bool = False,
    ignores_wounds: bool = False,
) -> int:
    """The modifier on the die of INI, ATT, DEF and AIM rolls (booklet, Wound effects).

    Stunned -1 (this round), Light -1, Serious -2, Critical -3. Possessed: "The Wound
    penalties are considered to be one degree lower" (not Stunned). Colossal, Enormous and
    Gigantic ignore Wound penalties (Stunned is not a Wound). ``level`` STUNNED counts as
    ``stunned``.
    """
    if level is WoundLevel.KILLED:
        raise RulesError(Message("wounds.killed-rolls-no-dice"))
    penalty = 0
    if level.is_wound and not ignores_wounds:
        degree = _WOUNDS.index(level) + 1
        penalty -= degree - 1 if possessed else degree
    if stunned or level is WoundLevel.STUNNED:
        penalty -= 1
    return penalty


@dataclass(frozen=True, slots=True)
class WoundState:
    """A fighter's wounds as the companion tracks them.

    ``level`` is the wound (none, light, serious, critical or killed); ``stunned`` is the
    Stunned condition until the end of the round; ``deaths`` counts the times a Colossal,
    Enormous or Gigantic creature was killed; ``fierce_until_end_of_round`` marks a Fierce
    fighter Killed Outright, Critically wounded until the round ends.
    """

    level: WoundLevel = WoundLevel.NONE
    stunned: bool = False
    deaths: int = 0
    fierce_until_end_of_round: bool = False
    dead: bool = field(init=False, repr=False, compare=False)
    """Killed (the level), read often by the exact odds."""
    _hash: int = field(init=False, repr=False, compare=False)
    """The hash, made once (the exact odds key their tables on states), of numbers only: the
    same in every process."""

    def __post_init__(self) -> None:
        if self.level is WoundLevel.STUNNED:
            raise RulesError(Message("wounds.stunned-is-a-condition"))
        if self.deaths < 0:
            raise RulesError(Message("wounds.negative-deaths"))
        object.__setattr__(self, "dead", self.level is WoundLevel.KILLED)
        object.__setattr__(self, "_hash", hash((self.level.severity, self.stunned, self.deaths,
                                                self.fierce_until_end_of_round)))

    def __hash__(self) -> int:
        return self._hash

    @property
    def shown(self) -> WoundLevel:
        """The one level to show: the wound, else Stunned, else none."""
        if self.level is WoundLevel.NONE and self.stunned:
            return WoundLevel.STUNNED
        return self.level

    def penalty(self, *, possessed: bool = False, lives: Lives | None = None) -> int:
        """The die modifier for INI, ATT, DEF and AIM (see :func:`wound_penalty`)."""
        return wound_penalty(self.level, stunned=self.stunned, possessed=possessed,
                             ignores_wounds=lives is not None)

    def end_of_round(self) -> WoundState:
        """Stunned ends; a Fierce fighter Killed Outright this round now dies (booklet)."""
        if self.fierce_until_end_of_round:
            return WoundState(WoundLevel.KILLED, False, self.deaths, False)
        return WoundState(self.level, False, self.deaths, False) if self.stunned else self


@dataclass(frozen=True, slots=True)
class WoundChange:
    """The state after a Damage result, with the rules that made it."""

    state: WoundState
    sources: tuple[Source, ...]
    notes: tuple[Message, ...] = ()


def apply_wound(
    state: WoundState,
    new: WoundLevel,
    *,
    lives: Lives | None = None,
    fierce: bool = False,
) -> WoundChange:
    """Apply one Damage result to a fighter.

    * Worsening as in :func:`worsen`.
    * Colossal / Enormous / Gigantic: "When they are killed, do not remove them from the
      game... But apply the effects of a Serious Wound" (Colossal), and so on down their track;
      the last death is for good.
    * Fierce: "When a Fierce is KILLED OUTRIGHT do not remove him from the game. He is
      considered Critically Wounded and stays on the Battleground until the end of the round,
      no matter the damage he takes". Once so, further damage changes nothing this round.
    """
    sources: list[Source] = [WOUNDS_SOURCE]
    notes: list[Message] = []
    if state.dead:
        raise RulesError(Message("wounds.already-dead"))
    if state.fierce_until_end_of_round:
        return WoundChange(state, (booklet("abilities, Fierce"),), (Message("wounds.fierce-stays"),))
    stunned = state.stunned or new is WoundLevel.STUNNED
    level = worsen(state.level, new)
    if level is WoundLevel.STUNNED:
        level = WoundLevel.NONE
    if new.is_wound and state.level.is_wound:
        sources.append(WORSENING_SOURCE)
        if level is not new:
            notes.append(Message("wounds.worsened", level=state.level))
    deaths = state.deaths
    if level is WoundLevel.KILLED and lives is not None:
        track = lives.track
        if deaths < len(track):
            level = track[deaths]
            deaths += 1
            sources.append(lives.source)
            notes.append(Message("wounds.lives-killed", ability=lives, count=deaths, level=level))
            return WoundChange(WoundState(level, stunned, deaths), tuple(sources), tuple(notes))
        deaths += 1
        sources.append(lives.source)
        notes.append(Message("wounds.lives-dead", ability=lives))
    if level is WoundLevel.KILLED and fierce:
        sources.append(booklet("abilities, Fierce"))
        notes.append(Message("wounds.fierce"))
        return WoundChange(WoundState(WoundLevel.CRITICAL, stunned, deaths, True),
                           tuple(sources), tuple(notes))
    if level is WoundLevel.KILLED:
        stunned = False
    return WoundChange(WoundState(level, stunned, deaths), tuple(sources), tuple(notes))


# --- Regeneration / X --------------------------------------------------------------------

REGENERATION_SOURCE: Source = booklet("abilities, Regeneration / X")


def regeneration_success(x: int) -> Fraction:
    """Chance of one Regeneration success: a die of X or more.

    A 1 is an automatic failure on any roll, "a simple roll, Ability roll or any other"
    (booklet, "Making a characteristic roll"), so Regeneration/1 succeeds on 2-6.
    """
    if x < 1:
        raise RulesError(Message("wounds.regeneration-x", x=x))
    return Fraction(max(0, 7 - max(x, 2)), 6)


def regenerate(level: WoundLevel, dice: list[int] | tuple[int, ...], x: int) -> WoundLevel:
    """The wound after Regeneration/X with the dice thrown (end of round).

    "Roll a die, on a result equal to / X or more, the effects are decreased one level ...
    You may re-roll the die each time you roll a success." Stunned and Killed Outright are not
    Wounds and cannot be regenerated. The dice are thrown in order; the player stops when the
    wound is healed. Raises :class:`RulesError` when dice are missing or left over.
    """
    if not level.is_wound:
        if dice:
            raise RulesError(Message("wounds.not-regenerated", level=level))
        return level
    if x < 1:
        raise RulesError(Message("wounds.regeneration-x", x=x))
    current = level
    for index, face in enumerate(dice):
        if face not in range(1, 7):
            raise RulesError(Message("dice.not-a-die", position=index + 1, face=repr(face)))
        if not current.is_wound:
            raise RulesError(Message("wounds.healed-too-many", count=index))
        if face == 1 or face < x:
            if index + 1 < len(dice):
                raise RulesError(Message("wounds.failed-too-many", position=index + 1,
                                         count=len(dice) - index - 1))
            return current
        current = _ORDER[current.severity - 1] if current is not WoundLevel.LIGHT else WoundLevel.NONE
    if current.is_wound:
        raise RulesError(Message("wounds.roll-again", next=len(dice) + 1))
    return current


def regeneration_odds(level: WoundLevel, x: int) -> dict[WoundLevel, Fraction]:
    """Exact chance of each level after Regeneration/X (end of round), summing to 1."""
    if not level.is_wound:
        return {level: Fraction(1)}
    p = regeneration_success(x)
    odds: dict[WoundLevel, Fraction] = {}
    current = level
    reach = Fraction(1)
    while current.is_wound:
        odds[current] = reach * (1 - p)
        reach *= p
        current = _ORDER[current.severity - 1] if current is not WoundLevel.LIGHT else WoundLevel.NONE
    odds[WoundLevel.NONE] = reach
    return {k: v for k, v in odds.items() if v}
