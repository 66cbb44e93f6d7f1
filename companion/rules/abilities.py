"""Abilities as written on reference cards: ``Name`` or ``Name/X``.

Parsed once, at the edge, into :class:`Ability` (name + value). Names are matched without
regard to case, spaces, hyphens or apostrophes ("hard-boiled", "Hard boiled", "HARD-BOILED").
Unknown names are kept as written: they are shown, never dropped.

Source: booklet, "abilities" (and the INCARNATION preview that follows it).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from companion.rules.errors import RulesError
from companion.rules.message import Message

# Canonical English names of the booklet's abilities; True where the card writes a /X value.
KNOWN_ABILITIES: dict[str, bool] = {
    "Additional limb": False,
    "Alliance": True,
    "Ambidextrous": False,
    "Assassin": False,
    "Born killer": False,
    "Bravery": False,
    "Brutal": False,
    "Brutish charge": False,
    "Colossal": False,
    "Enormous": False,
    "Fanaticism": False,
    "Fencer": False,
    "Gigantic": False,
    "Harassment": False,
    "Hard-boiled": False,
    "Instinctive firing": False,
    "Leadership": True,
    "Leap": False,
    "Living-dead": False,
    "Mercenary": False,
    "Mutagenic": True,
    "Possessed": False,
    "Rallying cry": False,
    "Rapidity": False,
    "Regeneration": True,
    "Reinforcement": False,
    "Righteous": False,
    "Scout": False,
    "Sharp shooter": False,
    "Survival instinct": False,
    "Vivacity": False,
    "War cry": True,
    "War fury": False,
    "War-horse": False,
    "War-staff": False,
    "Standard-bearer": False,
    "Musician": False,
    # The INCARNATION preview at the end of the booklet's list.
    "Authority": False,
    "Bane": True,
    "Blood brother": True,
    "Consciousness": False,
    "Desperate": False,
    "Dreadful": False,
    "Fierce": False,
    "Flight": False,
    "Hardened": False,
    "Hyperian": False,
    "Incarnation": False,
    "Immunity": True,
    "Implacable": True,
    "Master strike": True,
    "Pariah": False,
    "Personal enemy": True,
    "Stateless": False,
    "Toxic": True,
    # Named by the booklet as able to Counter-Attack without being Characters.
    "Warrior-mage": False,
    "Warrior-monk": False,
}

_STRIP = re.compile(r"[\s\-_'’.]+")


def ability_key(name: str) -> str:
    """The matching key of an ability name: lower case, no accents, spaces or hyphens.

    >>> ability_key("Hard-boiled") == ability_key("hard boiled") == ability_key("HARDBOILED")
    True
    """
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _STRIP.sub("", plain).casefold()


_CANONICAL: dict[str, str] = {ability_key(n): n for n in KNOWN_ABILITIES}
# Spellings seen on cards and in community data for the same ability.
_CANONICAL.update(
    {
        ability_key("Sharpshooter"): "Sharp shooter",
        ability_key("Born-killer"): "Born killer",
        ability_key("Living dead"): "Living-dead",
        ability_key("Warhorse"): "War-horse",
        ability_key("Warstaff"): "War-staff",
        ability_key("Standard bearer"): "Standard-bearer",
        ability_key("Master-strike"): "Master strike",
        ability_key("Masterstrike"): "Master strike",
        ability_key("Scouts"): "Scout",
        ability_key("Bloodbrother"): "Blood brother",
        ability_key("Fanatic"): "Fanaticism",
        ability_key("Warrior mage"): "Warrior-mage",
        ability_key("Warrior monk"): "Warrior-monk",
    }
)


# French names our French texts give for the booklet's abilities (the tournament rules, the
# house rules and the card pages quoted in resources/cards/SOURCES.md), so that cards typed
# or imported in French are recognised. Each name's source is in companion.i18n.vocabulary
# (a test keeps the two equal); abilities our texts do not name in French are not guessed.
FRENCH_NAMES: dict[str, str] = {
    "Bravoure": "Bravery",
    "Brute épaisse": "Brutal",
    "Dur à cuire": "Hard-boiled",
    "Furie guerrière": "War fury",
    "Moine-guerrier": "Warrior-monk",
    "Mort-vivant": "Living-dead",
    "Régénération": "Regeneration",
    "Renfort": "Reinforcement",
}
_CANONICAL.update({ability_key(french): english for french, english in FRENCH_NAMES.items()})


def canonical_name(name: str) -> str | None:
    """The booklet's name for an ability written any way, or None if it is not in the booklet.

    French names from our texts are recognised too:

    >>> canonical_name("Brute Épaisse"), canonical_name("dur a cuire")
    ('Brutal', 'Hard-boiled')
    """
    return _CANONICAL.get(ability_key(name))


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card: its name as written and its /X value, if any."""

    name: str
    value: str | None = None

    @classmethod
    def parse(cls, text: str) -> Ability:
        """Parse ``Name`` or ``Name/X`` (spaces around the slash allowed); RulesError (a
        ValueError) if the text is not an ability.

        >>> Ability.parse("Leadership / 10")
        Ability(name='Leadership', value='10')
        >>> Ability.parse("Bravery")
        Ability(name='Bravery', value=None)
        """
        text = " ".join(text.split())
        if not text:
            raise RulesError(Message("ability.no-name"))
        name, slash, value = text.partition("/")
        name, value = name.strip(), value.strip()
        if not name:
            raise RulesError(Message("ability.nothing-before-slash", text=text))
        if slash and not value:
            raise RulesError(Message("ability.nothing-after-slash", text=text))
        return cls(name, value or None)

    @property
    def key(self) -> str:
        """The matching key of the name (see :func:`ability_key`)."""
        return ability_key(self.name)

    @property
    def canonical(self) -> str | None:
        """The booklet's name of this ability, or None if the booklet does not list it."""
        return canonical_name(self.name)

    @property
    def known(self) -> bool:
        """Whether the booklet lists this ability."""
        return self.canonical is not None

    @property
    def number(self) -> int | None:
        """The /X value as a whole number (Leadership/10 -> 10), or None."""
        if self.value is None:
            return None
        try:
            return int(self.value)
        except ValueError:
            return None

    def __str__(self) -> str:
        return self.name if self.value is None else f"{self.name}/{self.value}"


def find(abilities: tuple[Ability, ...] | list[Ability], name: str) -> Ability | None:
    """The first ability matching ``name`` (any spelling), or None."""
    wanted = canonical_name(name) or name
    key = ability_key(wanted)
    for ability in abilities:
        if ability.key == key or (ability.canonical is not None and ability.canonical == wanted):
            return ability
    return None
