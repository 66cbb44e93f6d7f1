"""A reference card: every characteristic the printed card carries.

Source: booklet, "The reference cards" (characteristics, ranks, army points) and "The sizes";
the file format is the card pack's. ``None`` means the card has no such
characteristic, or that no source gives it: the app shows it as missing and asks the player to
fill it from their card. No number is ever invented.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Protocol

from companion.rules.abilities import Ability, find
from companion.rules.card_terms import CHARACTERISTICS, SHORT_NAMES, Base, Rank, Size

__all__ = ["CARD_FIELDS", "CHARACTERISTICS", "DEFAULT_EDITION", "PATH_SEPARATOR", "SHORT_NAMES", "Base", "Card",
           "CardSourceIds", "CoreValues", "Equipment", "GROUP_SEPARATOR", "Option", "OptionGroup", "OptionKind",
           "OptionSourceIds", "Rank", "Size", "edition_card_id", "is_valid_card_id", "is_valid_faith", "last_segment",
           "missing_values", "plain_card_id"]

DEFAULT_EDITION = "c2"
"""The booklet's edition: the starter cards' and what a player enters."""


@dataclass(frozen=True, slots=True)
class Equipment:
    """A piece of equipment; a ranged weapon has its Strength and Short/Medium/Long ranges (cm)."""

    name: str
    strength: int | None = None
    ranges: tuple[float, float, float] | None = None


GROUP_SEPARATOR = " / "
"""Between the names of nested option groups: ``"Baronies / Doriman"``."""

class OptionKind(str, Enum):
    """What an option of a card is: the booklet prices artefacts, spells, miracles and
    Experience with the figurines; equipment, upgrades (standard-bearer, musician, officer)
    and affiliations (baronies, houses, tribes) are the community data's other choices."""

    ARTEFACT = "artefact"
    SPELL = "spell"
    MIRACLE = "miracle"
    EXPERIENCE = "experience"
    EQUIPMENT = "equipment"
    UPGRADE = "upgrade"
    AFFILIATION = "affiliation"


PATH_SEPARATOR = "::"
"""Between the ids of a data source's entry path: the links crossed, then the entry's own id."""


def last_segment(path: str) -> str:
    """The entry an entry path names: its last segment (``"link::entry"`` -> ``"entry"``)."""
    return path.rpartition(PATH_SEPARATOR)[2]


@dataclass(frozen=True, slots=True)
class OptionSourceIds:
    """Where an option is in its data source (BattleScribe / New Recruit), as a roster names it.

    ``entry`` is the path of entry ids from the card's entry down to the option (the ids of the
    links crossed, then the option's own ``selectionEntry`` id, joined by ``::``); ``group``
    the same path to the group the option is chosen from (empty: none); ``root`` the id of the
    catalogue's root entry the option is chosen under instead of under the card (a library's
    spell or miracle list; empty: the card itself), its paths then starting from that entry.
    """

    entry: str
    group: str = ""
    root: str = ""

    @property
    def entry_id(self) -> str:
        """The option's own entry id (the path's last segment)."""
        return last_segment(self.entry)


@dataclass(frozen=True, slots=True)
class CardSourceIds:
    """Where a card is in its data source (BattleScribe / New Recruit), and what a roster needs
    to name it there: the game system, the catalogue, the model's entry path from the
    catalogue's root (``"link::entry"`` or ``"entry"``), its primary category, and the force
    entries of the game system the card is fielded in (its own people's, and as an ally).
    Names and the revision are shown by the other programs; empty: not known."""

    system: str
    catalogue: str
    entry: str
    system_name: str = ""
    system_revision: str = ""
    catalogue_name: str = ""
    catalogue_revision: str = ""
    category: str = ""
    category_name: str = ""
    force: str = ""
    force_name: str = ""
    allies_force: str = ""
    allies_force_name: str = ""

    @property
    def entry_id(self) -> str:
        """The model's own entry id (the path's last segment)."""
        return last_segment(self.entry)


@dataclass(frozen=True, slots=True)
class Option:
    """Something a card may take in a list, with its costs and limits.

    ``ap`` is army points; ``pow`` and ``faith`` are Power and Faith costs (a negative one is
    budget the option gives, as "One per card" does in the C5 data). ``max`` is the most one
    entry may take, ``max_per_army`` the most in a list. ``group`` names the card's option
    group it belongs to (see :class:`OptionGroup`); an equipment option may carry a weapon's
    ``strength`` and ``ranges``.
    """

    id: str
    name: str
    kind: OptionKind
    ap: int | None = None
    pow: int | None = None
    faith: int | None = None
    max: int | None = None
    max_per_army: int | None = None
    group: str | None = None
    text: str = ""
    strength: int | None = None
    ranges: tuple[float, float, float] | None = None
    source_ids: OptionSourceIds | None = None
    """Where the option is in its data source (None: entered by hand)."""


@dataclass(frozen=True, slots=True)
class OptionGroup:
    """A choice among a card's options: at least ``min`` and at most ``max`` of the options
    whose group is this one or lies within it (``"Artifacts / Potions"`` lies within
    ``"Artifacts"``). A group with a ``parent`` (an option id) is a choice offered only
    with that option; its options count in it, not in the groups it lies within
    (:meth:`Card.options_in`). ``default`` names the option the group holds when a list
    leaves it empty (BattleScribe's ``defaultSelectionEntryId``): a group with a ``min`` is
    filled with it when the entry is added, and read as holding it when left empty."""

    name: str
    min: int | None = None
    max: int | None = None
    parent: str | None = None
    default: str | None = None


_FAITH = re.compile(r"^\d+-\d+-\d+$")
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def is_valid_faith(text: str) -> bool:
    """Faith is written as three aspects, e.g. ``1-0-1``."""
    return bool(_FAITH.match(text))


def is_valid_card_id(card_id: str) -> bool:
    """A card id is ``<people>/<slug>`` with lower-case letters, digits and hyphens."""
    people, slash, slug = card_id.partition("/")
    return bool(slash) and bool(_SLUG.match(people)) and bool(_SLUG.match(slug))


def edition_card_id(card_id: str, edition: str) -> str:
    """The id a card of ``edition`` is kept under when a card of another edition holds
    ``card_id``: the id, a hyphen and the edition in lower-case letters and digits
    (``dirz/sasia-samaris`` of ``c5`` -> ``dirz/sasia-samaris-c5``). A card's identity is its id
    and its edition: the starter card and the C5 card of one name are two cards."""
    tail = re.sub(r"[^a-z0-9]+", "-", edition.casefold()).strip("-") or "edition"
    return f"{card_id}-{tail}"


class CoreValues(Protocol):
    """The values a card must give (a Card, or a card as a list holds it)."""

    @property
    def ap(self) -> int | None: ...
    @property
    def movement(self) -> float | None: ...
    @property
    def initiative(self) -> int | None: ...
    @property
    def attack(self) -> int | None: ...
    @property
    def strength(self) -> int | None: ...
    @property
    def defence(self) -> int | None: ...
    @property
    def resilience(self) -> int | None: ...
    @property
    def discipline(self) -> int | None: ...
    @property
    def figures_per_card(self) -> int | None: ...
    @property
    def courage(self) -> int | None: ...
    @property
    def fear(self) -> int | None: ...
    @property
    def rank(self) -> Rank | None: ...
    @property
    def size(self) -> Size | None: ...


def missing_values(card: CoreValues) -> list[str]:
    """The fields of ``card`` the player should fill from the card: AP and the core
    characteristics not given (booklet, "The reference cards"; courage or fear, one of them)."""
    wanted = ["ap", "movement", "initiative", "attack", "strength", "defence", "resilience"]
    wanted += ["discipline", "figures_per_card"]
    if card.courage is None and card.fear is None:
        wanted.append("courage")
    if card.rank is None:
        wanted.append("rank")
    if card.size is None:
        wanted.append("size")
    return [name for name in wanted if getattr(card, name) is None]


def plain_card_id(card_id: str, edition: str) -> str:
    """The id :func:`edition_card_id` made ``card_id`` of (``card_id`` itself when it is not one)."""
    suffix = edition_card_id("", edition)
    return card_id.removesuffix(suffix) if card_id.endswith(suffix) and len(card_id) > len(suffix) else card_id


@dataclass(frozen=True)
class Card:
    """One reference card, as in a card pack."""

    id: str
    name: str
    people: str
    rank: Rank | None = None
    character: bool = False
    ap: int | None = None
    figures_per_card: int | None = 1
    size: Size | None = None
    base: Base | None = None
    movement: float | None = None
    flight: float | None = None
    initiative: int | None = None
    attack: int | None = None
    strength: int | None = None
    defence: int | None = None
    resilience: int | None = None
    aim: int | None = None
    courage: int | None = None
    fear: int | None = None
    discipline: int | None = None
    power: int | None = None
    faith: str | None = None
    abilities: tuple[Ability, ...] = ()
    equipment: tuple[Equipment, ...] = ()
    magician: bool = False
    faithful: bool = False
    character_id: str | None = None
    """The Character this card is a version of: cards with the same ``character_id`` are one
    Character ("Agonn the ardent" and "Agonn the ardent (2nd)"); None: the card alone."""
    pow_budget: int | None = None
    """The Power the card's spells may cost in all (the C5 data's POW limit); None: not given."""
    faith_budget: int | None = None
    """The Faith the card's miracles may cost in all (the C5 data's FEDE limit); None: not given."""
    options: Sequence[Option] = ()
    """A tuple, or shared sets of options read as one (companion.rules.linked_options)."""
    option_groups: Sequence[OptionGroup] = ()
    edition: str = DEFAULT_EDITION
    """``c2`` (the booklet's), ``c5`` (the fan C5 data) or a data source's name."""
    source_ids: CardSourceIds | None = None
    """Where the card is in its data source (None: entered by hand or from a card pack without them)."""
    provenance: str = ""
    notes: str = ""
    names: dict[str, str] = field(default_factory=dict)
    """The card's name in other languages, by language code ({"fr": "..."})."""

    def ability(self, name: str) -> Ability | None:
        """This card's ability called ``name`` (any spelling), or None."""
        return find(self.abilities, name)

    def has(self, name: str) -> bool:
        """Whether the card has the ability ``name`` (any spelling)."""
        return self.ability(name) is not None

    def missing(self) -> list[str]:
        """Fields the player should fill from the card: AP and the core characteristics."""
        return missing_values(self)

    @property
    def figures_allowed(self) -> int | None:
        """How many figurines the card represents: its figures per card; a Character's card,
        one (a Character is one figurine); None when not known (booklet, "Setting up the
        game": "A reference card represents up to the number of figurines originally provided
        in the blister pack")."""
        if self.figures_per_card is not None:
            return self.figures_per_card
        return 1 if self.character else None

    @property
    def character_key(self) -> str:
        """Who the card is, as a Character: its ``character_id``, else its own id."""
        return self.character_id or self.id

    def options_in(self, group: str) -> list[Option]:
        """The options that count in the option group ``group``: those of the group and of the
        groups within it, but not those of a choice that comes with one of its options (a
        group with a parent)."""
        inner = [g.name for g in self.option_groups
                 if g.parent is not None and g.name.startswith(group + GROUP_SEPARATOR)]

        def counts(name: str | None) -> bool:
            if name is None or not (name == group or name.startswith(group + GROUP_SEPARATOR)):
                return False
            return not any(name == other or name.startswith(other + GROUP_SEPARATOR) for other in inner)

        return [option for option in self.options if counts(option.group)]

    def option(self, option_id: str) -> Option | None:
        """The option of this card with this id, or None."""
        return self._options_by_id.get(option_id)

    @functools.cached_property
    def _options_by_id(self) -> dict[str, Option]:
        return {option.id: option for option in reversed(self.options)}

    @functools.cached_property
    def group_members(self) -> dict[str, frozenset[str]]:
        """The ids of the options that count in each option group (:meth:`options_in`), by
        group name; worked out once for the card."""
        return {group.name: frozenset(option.id for option in self.options_in(group.name))
                for group in self.option_groups}

    def display_name(self, language: str = "en") -> str:
        """The name in ``language`` if the pack gives one, else the name as entered."""
        return self.names.get(language, self.name)


CARD_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Card))
"""Every field of a card, in the order a card pack writes them (``notes`` and ``names`` last)."""
