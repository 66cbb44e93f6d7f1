"""Who may join an army, and who counts as an Ally.

Source: booklet, "the alliances" (the allowed allies of each people and the 30% cap) and the
abilities that change who may join: Alliance/X, Mercenary, Stateless and Hyperian.

Choices where the booklet leaves room, made once here:

- A card of the army's own people is never an Ally, even with Mercenary ("This Ability is void
  if he fights amongst his own people") or Alliance/X.
- Alliance/X names a people or a Path of Alliance; X is matched loosely: the people's id
  (``tir-na-bor``), its name ("Dwarves of Tir-Nâ-Bor"), the short names the booklet's alliance
  lists use ("Griffins", "Cynwälls", "Devourers"...), or a Path ("light", "Way of Light",
  "darkness", "Meandering Path of Darkness", "destiny", "Path of Destiny"), without regard to
  case, accents, spaces or hyphens. A Path lets the card join every people of that Path.
- Stateless: "A Stateless can join any army" and "does not belong to any people": he is not
  "from another people", so by default he is NOT counted in the 30% of Allies (the option
  ``stateless_is_ally`` of :class:`~companion.rules.army.ArmyOptions` counts him).
- Hyperian: "The Cynwäll Elves are instinctively friendly with the Hyperians ... They can ally
  on any Battleground": a Hyperian of any people may join a Cynwäll army as an Ally.
"""

from __future__ import annotations

import functools
from enum import Enum

from companion.rules.abilities import Ability, ability_key, canonical_name
from companion.rules.message import Message
from companion.rules.peoples import ALLIES, PEOPLE_BY_ID, PEOPLES, Path
from companion.rules.source import Source, booklet

ALLIANCES = booklet("the alliances")
ALLIANCE_ABILITY = booklet("abilities, Alliance / X")
MERCENARY = booklet("abilities, Mercenary")
STATELESS = booklet("abilities, Stateless")
HYPERIAN = booklet("abilities, Hyperian")


class Membership(str, Enum):
    """How a card may join an army of a given people (or why it may not)."""

    OWN = "own"
    """Of the army's own people."""
    ALLY = "ally"
    """Of a people the booklet lists as an ally of the army's people."""
    ALLIANCE = "alliance"
    """From another people, joining through its Alliance/X ability."""
    MERCENARY = "mercenary"
    """From another people, joining as a Mercenary (counted as an Ally)."""
    HYPERIAN = "hyperian"
    """A Hyperian joining a Cynwäll army."""
    STATELESS = "stateless"
    """Stateless: joins any army."""
    FORBIDDEN = "forbidden"
    """From a people that may not ally with the army's people, with no ability that lets it."""

    @property
    def allowed(self) -> bool:
        """Whether the card may be fielded in this army."""
        return self is not Membership.FORBIDDEN

    def counts_as_ally(self, *, stateless_is_ally: bool = False) -> bool:
        """Whether the card's AP count in the 30% of Allies and Mercenaries."""
        if self is Membership.STATELESS:
            return stateless_is_ally
        return self not in (Membership.OWN, Membership.FORBIDDEN)

    @property
    def source(self) -> Source:
        """The rule that lets (or does not let) the card join."""
        return {
            Membership.ALLIANCE: ALLIANCE_ABILITY,
            Membership.MERCENARY: MERCENARY,
            Membership.HYPERIAN: HYPERIAN,
            Membership.STATELESS: STATELESS,
        }.get(self, ALLIANCES)

    @property
    def label(self) -> Message:
        """A few words for the builder's marks."""
        return {
            Membership.OWN: Message("army.joins-own"),
            Membership.ALLY: Message("army.joins-ally"),
            Membership.ALLIANCE: Message("army.joins-alliance"),
            Membership.MERCENARY: Message("army.joins-mercenary"),
            Membership.HYPERIAN: Message("army.joins-hyperian"),
            Membership.STATELESS: Message("army.joins-stateless"),
            Membership.FORBIDDEN: Message("army.joins-forbidden"),
        }[self]


# Short names the booklet's alliance lists use for each people (plural and singular forms are
# both matched, see _target_keys).
_SHORT_NAMES: dict[str, tuple[str, ...]] = {
    "acheron": ("Acheron", "Shadows"),
    "dirz": ("Alchemists", "Dirz"),
    "akkyshan": ("Akkyshans", "Akkyshan Elves"),
    "drune": ("Drunes", "Drune clan"),
    "mid-nor": ("Mid-Nor Dwarves", "Mid-Nor"),
    "alahan": ("Lions", "Alahan"),
    "griffin": ("Griffins", "Akkylannie", "Griffins of Akkylannie"),
    "cynwall": ("Cynwälls", "Cynwäll"),
    "sessair": ("Sessairs", "Sessair clan"),
    "daikinee": ("Daïkinees", "Daïkinee"),
    "bran-o-kor": ("Orcs", "Bran-Ô-Kor"),
    "wolfen": ("Wolfen", "Yllia"),
    "tir-na-bor": ("Tir-Na-Bor Dwarves", "Tir-Na-Nor Dwarves", "Tir-Nâ-Bor"),
    "no-dan-kar": ("Goblins", "Rats", "No-Dan-Kar"),
    "vile-tis": ("Devourers", "Vile-Tis"),
}

_PATH_NAMES: dict[Path, tuple[str, ...]] = {
    Path.LIGHT: ("light", "Way of Light", "The Way of Light", "Path of Light"),
    Path.DARKNESS: ("darkness", "Meandering Path of Darkness", "Path of Darkness", "Meandering Path"),
    Path.DESTINY: ("destiny", "Path of Destiny", "The Path of Destiny"),
}


def _target_keys() -> dict[str, frozenset[str]]:
    keys: dict[str, set[str]] = {}

    def add(text: str, peoples: frozenset[str]) -> None:
        for key in {ability_key(text), ability_key(text).removeprefix("the")}:
            keys.setdefault(key, set()).update(peoples)
            if key.endswith("s") and len(key) > 3:
                keys.setdefault(key[:-1], set()).update(peoples)

    for people in PEOPLES:
        one = frozenset({people.id})
        add(people.id, one)
        add(people.name, one)
        for short in _SHORT_NAMES.get(people.id, ()):
            add(short, one)
    for path, names in _PATH_NAMES.items():
        members = frozenset(p.id for p in PEOPLES if p.path is path)
        for name in names:
            add(name, members)
    return {key: frozenset(value) for key, value in keys.items()}


_TARGETS: dict[str, frozenset[str]] = _target_keys()


@functools.lru_cache(maxsize=1024)
def alliance_target(value: str) -> frozenset[str]:
    """The peoples an Alliance/X value names: one people, every people of a Path, or none.

    >>> sorted(alliance_target("Tir-Nâ-Bor"))
    ['tir-na-bor']
    >>> sorted(alliance_target("The Way of Light"))
    ['alahan', 'cynwall', 'griffin', 'sessair']
    >>> alliance_target("Atlantis")
    frozenset()
    """
    key = ability_key(value)
    found = _TARGETS.get(key)
    if found is None and key.startswith("the"):
        found = _TARGETS.get(key[3:])
    return found or frozenset()


@functools.lru_cache(maxsize=4096)
def canonical(ability: Ability) -> str | None:
    """The booklet's name of an ability, cached: validation looks abilities up many times."""
    return canonical_name(ability.name)


def membership(
    army_people: str,
    card_people: str,
    abilities: tuple[Ability, ...],
) -> Membership:
    """How a card of ``card_people`` with ``abilities`` may join an army of ``army_people``.

    The order of the checks is the booklet's: own people first (Mercenary and Alliance are then
    void), then the alliance lists, then the abilities that open other doors.

    >>> membership("alahan", "griffin", ())
    <Membership.ALLY: 'ally'>
    >>> membership("alahan", "acheron", (Ability("Mercenary"),))
    <Membership.MERCENARY: 'mercenary'>
    """
    if card_people == army_people:
        return Membership.OWN
    names = {canonical(a): a for a in abilities}
    if "Stateless" in names:
        return Membership.STATELESS
    if army_people in ALLIES.get(card_people, frozenset()) or card_people in ALLIES.get(army_people, frozenset()):
        return Membership.ALLY
    for ability in abilities:
        if canonical(ability) == "Alliance" and ability.value is not None:
            if army_people in alliance_target(ability.value):
                return Membership.ALLIANCE
    if "Hyperian" in names and army_people == "cynwall":
        return Membership.HYPERIAN
    if "Mercenary" in names:
        return Membership.MERCENARY
    return Membership.FORBIDDEN


def known_people(people_id: str) -> bool:
    """Whether ``people_id`` is one of the fifteen peoples' ids."""
    return people_id in PEOPLE_BY_ID
