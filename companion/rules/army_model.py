"""The army list as values: entries, lists, violations, the verdict and its counts; rule ids.

:mod:`companion.rules.army` validates these (and re-exports every name here). Sources are named
next to each value; the readings of the texts are in :mod:`companion.rules.army`'s docstring.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from fractions import Fraction

from companion.rules.army_alliance import Membership, known_people
from companion.rules.errors import RulesError
from companion.rules.message import Message
from companion.rules.peoples import PEOPLE_BY_ID
from companion.rules.ruleset import TOURNAMENT_POINTS, Ruleset
from companion.rules.source import Source, booklet, tournament

SETTING_UP = booklet("Setting up the game")
CHOIX_DES_TROUPES = tournament("Choix des troupes")
ADDITIONAL_RULES = tournament("Règles additionnelles de tournoi")
INCARNATION = booklet("abilities, Incarnation")
BLOOD_BROTHER = booklet("abilities, Blood brother / X")
MUTAGENIC = booklet("abilities, Mutagenic / X")
TOXIC = booklet("abilities, Toxic / X")
WAR_STAFF = booklet("abilities, War-staff")
SCOUT = booklet("abilities, Scout")
REFERENCE_CARDS = booklet("The reference cards")

NOT_ADOPTABLE: frozenset[str] = frozenset(
    {
        # The INCARNATION preview: not "mentioned in the Confrontation section".
        "Authority", "Bane", "Blood brother", "Consciousness", "Desperate", "Dreadful", "Fierce",
        "Flight", "Hardened", "Hyperian", "Incarnation", "Immunity", "Implacable", "Master strike",
        "Pariah", "Personal enemy", "Stateless", "Toxic",
        # Roles and names the booklet uses, not entries of its list of Abilities.
        "Standard-bearer", "Musician", "Warrior-mage", "Warrior-monk",
    }
)
"""Booklet, "Stateless": "He can only acquire in this manner the Abilities mentioned in the
Confrontation section"; these names are not in that list."""

ALLY_SHARE_MAX = Fraction(3, 10)
"""Booklet, "the alliances": at most 30% of the army's AP in Allies or Mercenaries."""

# Rule ids: the ``rule`` of a violation in ``companion validate --json``.
POINTS_OVERAGE = "points.overage"
POINTS_OVERAGE_SEVERAL = "points.overage.tournament-several"
POINTS_MISSING = "points.missing"
POINTS_UNDER = "points.under"
ALLIANCE_FORBIDDEN = "alliance.forbidden"
ALLIANCE_CAP = "alliance.cap"
ALLIANCE_UNRECOGNISED = "alliance.unrecognised"
CARD_FIGURES = "card.figures"
CARD_UNKNOWN = "card.unknown"
CARD_INCOMPLETE = "card.incomplete"
CHARACTER_UNIQUE = "character.unique"
INCARNATION_INVALID = "incarnation.invalid"
BLOOD_BROTHER_ALONE = "blood-brother.alone"
EDITIONS_MIXED = "army.editions-mixed"
CARD_FIGURES_UNKNOWN = "card.figures-unknown"
OPTION_NOT_OFFERED = "option.not-offered"
OPTION_LIMIT = "option.limit"
OPTION_BUDGET = "option.budget"
MATCH_IMBALANCE = "match.imbalance"
MATCH_POINTS = "match.points"
MATCH_RULESET = "match.ruleset"

RULE_ORDER: tuple[str, ...] = (
    CARD_UNKNOWN,
    CARD_INCOMPLETE,
    CARD_FIGURES,
    CHARACTER_UNIQUE,
    INCARNATION_INVALID,
    OPTION_NOT_OFFERED,
    OPTION_LIMIT,
    OPTION_BUDGET,
    ALLIANCE_FORBIDDEN,
    ALLIANCE_CAP,
    POINTS_MISSING,
    POINTS_OVERAGE,
    POINTS_OVERAGE_SEVERAL,
    POINTS_UNDER,
    ALLIANCE_UNRECOGNISED,
    BLOOD_BROTHER_ALONE,
    CARD_FIGURES_UNKNOWN,
    EDITIONS_MIXED,
    MATCH_RULESET,
    MATCH_POINTS,
    MATCH_IMBALANCE,
)
"""Every rule id, in the order violations are listed (the list's own problems first)."""

RULE_TITLES: dict[str, Message] = {
    CARD_UNKNOWN: Message("army.title-card-unknown"),
    CARD_INCOMPLETE: Message("army.title-card-incomplete"),
    CARD_FIGURES: Message("army.title-card-figures"),
    CHARACTER_UNIQUE: Message("army.title-character-unique"),
    INCARNATION_INVALID: Message("army.title-incarnation-invalid"),
    OPTION_NOT_OFFERED: Message("army.title-option-not-offered"),
    OPTION_LIMIT: Message("army.title-option-limit"),
    OPTION_BUDGET: Message("army.title-option-budget"),
    ALLIANCE_FORBIDDEN: Message("army.title-alliance-forbidden"),
    ALLIANCE_CAP: Message("army.title-alliance-cap"),
    POINTS_MISSING: Message("army.title-points-missing"),
    POINTS_OVERAGE: Message("army.title-points-overage"),
    POINTS_OVERAGE_SEVERAL: Message("army.title-points-overage-several"),
    POINTS_UNDER: Message("army.title-points-under"),
    ALLIANCE_UNRECOGNISED: Message("army.title-alliance-unrecognised"),
    BLOOD_BROTHER_ALONE: Message("army.title-blood-brother-alone"),
    CARD_FIGURES_UNKNOWN: Message("army.title-card-figures-unknown"),
    EDITIONS_MIXED: Message("army.title-editions-mixed"),
    MATCH_RULESET: Message("army.title-match-ruleset"),
    MATCH_POINTS: Message("army.title-match-points"),
    MATCH_IMBALANCE: Message("army.title-match-imbalance"),
}
"""Each rule id in a few plain words, for headings and summary tables."""


def times(count: int) -> Message:
    """"once", "twice", "3 times"."""
    if count == 1:
        return Message("army.once")
    if count == 2:
        return Message("army.twice")
    return Message("army.times", count=count)


class BloodBrotherRounding(str, Enum):
    """How "reduced by 25 % rounded up" is read (see the module docstring)."""

    REDUCTION_UP = "reduction-up"
    """The 25% reduction is rounded up: cost - ceil(cost / 4). 30 AP -> 22."""
    COST_UP = "cost-up"
    """The reduced cost is rounded up: ceil(cost * 3 / 4). 30 AP -> 23."""

    def apply(self, cost: int) -> int:
        """The cost of a Blood brother fielded with his brother."""
        if self is BloodBrotherRounding.REDUCTION_UP:
            return cost - (cost + 3) // 4
        return (cost * 3 + 3) // 4


@dataclass(frozen=True, slots=True)
class ArmyOptions:
    """The readings a group may switch; the defaults are documented in the module docstring."""

    blood_brother_rounding: BloodBrotherRounding = BloodBrotherRounding.REDUCTION_UP
    stateless_is_ally: bool = False
    """Count Stateless figurines in the 30% of Allies (default: no, they belong to no people)."""


DEFAULT_OPTIONS = ArmyOptions()


MAX_FIGURES = 100
"""No blister holds more figurines than this: a larger count on one card is a typo."""


@dataclass(frozen=True, slots=True)
class EntrySource:
    """Where an entry's card and options are in the data source they were imported from
    (BattleScribe / New Recruit ids), so that a list finds the same cards after a fresh import
    of the same catalogues, even where the app's own card ids changed.

    ``entry`` is the data source's entry id of the card (a ``::``-joined path: its last
    segment is the entry); ``options`` pairs each option id the entry takes with the data
    source's entry id of that option.
    """

    edition: str
    catalogue: str
    entry: str
    options: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Entry:
    """One reference card of the list: the figurines it activates, whether one is incarnated,
    and the card's options it takes (artefacts, spells, miracles, equipment...).

    Booklet, "Setting up the game": "A reference card represents up to the number of figurines
    originally provided in the blister pack" (at most :data:`MAX_FIGURES`). ``source`` says where
    the card came from (see :class:`EntrySource`); two entries that differ only there are the same
    entry.
    """

    card_id: str
    figures: int = 1
    incarnation: bool = False
    options: tuple[str, ...] = ()
    """The ids of the card's options this entry takes (an id twice: taken twice)."""
    source: EntrySource | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.card_id, str) or not self.card_id.strip():
            raise RulesError(Message("army.entry-no-card"))
        if isinstance(self.figures, bool) or not isinstance(self.figures, int) or self.figures < 1:
            raise RulesError(Message("army.entry-figures", card_id=self.card_id, figures=repr(self.figures)))
        if self.figures > MAX_FIGURES:
            raise RulesError(Message("army.entry-too-many-figures", card_id=self.card_id, figures=self.figures,
                                     limit=MAX_FIGURES))
        if not isinstance(self.incarnation, bool):
            raise RulesError(Message("army.entry-incarnation", card_id=self.card_id))
        if not isinstance(self.options, tuple) or not all(isinstance(o, str) and o for o in self.options):
            raise RulesError(Message("army.entry-options", card_id=self.card_id))


@dataclass(frozen=True, slots=True)
class ArmyList:
    """An army list: its people, the agreed points, the ruleset and the cards fielded.

    ``points`` None means "the ruleset's default": 200 AP under the tournament rules; the core
    rules have no default, so a core list without points gets a ``points.missing`` violation.
    """

    name: str
    people: str
    points: int | None = None
    ruleset: Ruleset = field(default_factory=Ruleset)
    entries: tuple[Entry, ...] = ()

    def __post_init__(self) -> None:
        if not known_people(self.people):
            raise RulesError(Message("army.unknown-people", people=self.people, known=", ".join(PEOPLE_BY_ID)))
        if self.points is not None and (
            isinstance(self.points, bool) or not isinstance(self.points, int) or self.points < 1
        ):
            raise RulesError(Message("army.points", points=repr(self.points)))
        if not isinstance(self.entries, tuple):
            object.__setattr__(self, "entries", tuple(self.entries))

    def added(self, entry: Entry) -> ArmyList:
        """This list with ``entry`` at the end (lists are values: the builder's undo keeps the old one)."""
        return replace(self, entries=(*self.entries, entry))

    def removed(self, index: int) -> ArmyList:
        """This list without entry ``index``; RulesError if there is no such entry."""
        self._check_index(index)
        return replace(self, entries=self.entries[:index] + self.entries[index + 1 :])

    def with_figures(self, index: int, figures: int) -> ArmyList:
        """This list with entry ``index`` activating ``figures`` figurines."""
        self._check_index(index)
        changed = replace(self.entries[index], figures=figures)
        return replace(self, entries=self.entries[:index] + (changed,) + self.entries[index + 1 :])

    def with_options(self, index: int, options: tuple[str, ...]) -> ArmyList:
        """This list with entry ``index`` taking ``options`` (option ids; an id twice: taken twice)."""
        self._check_index(index)
        changed = replace(self.entries[index], options=tuple(options))
        return replace(self, entries=self.entries[:index] + (changed,) + self.entries[index + 1 :])

    def _check_index(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            raise RulesError(Message("army.no-entry", index=index, count=len(self.entries)))

    @property
    def agreed_points(self) -> int | None:
        """The points the list is checked against: its own, else the ruleset's default."""
        if self.points is not None:
            return self.points
        return TOURNAMENT_POINTS if self.ruleset.tournament else None


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule (or, among warnings, one thing worth knowing), with the entries concerned.

    ``entries`` are indices into the list's entries (0-based), sorted.
    """

    rule: str
    message: Message
    entries: tuple[int, ...]
    source: Source


@dataclass(frozen=True, slots=True)
class Figurine:
    """One figurine as fielded: its card and its AP (after Incarnation and Blood brother)."""

    card_id: str
    name: str
    ap: int


@dataclass(frozen=True, slots=True)
class WarStaff:
    """Booklet, "War-staff": a Character with Leadership, a Standard-bearer and a Musician."""

    leader: bool
    standard_bearer: bool
    musician: bool

    @property
    def complete(self) -> bool:
        return self.leader and self.standard_bearer and self.musician

    @property
    def missing(self) -> tuple[Message, ...]:
        """The members the army lacks, in words."""
        roles = (
            (self.leader, Message("army.war-staff-leader")),
            (self.standard_bearer, Message("army.war-staff-standard-bearer")),
            (self.musician, Message("army.war-staff-musician")),
        )
        return tuple(name for present, name in roles if not present)


@dataclass(frozen=True, slots=True)
class ArmyInfo:
    """Counts the companion needs at the table; none of them makes a list illegal."""

    figures: int
    characters: int
    cheapest: Figurine | None
    """The least expensive figurine (ties: by name, then card id)."""
    most_expensive: Figurine | None
    """The most expensive figurine: the tournament's Duel (ties: by name, then card id)."""
    scouts: int
    """Figurines with Scout (booklet, "Scout": their cards form a separate Approach pile)."""
    mutagenic_ap: int
    mutagenic_picks: int
    """Booklet, "Mutagenic / X": one chosen fighter for every (full) 100 AP of Mutagenic warriors."""
    toxic_ap: int
    toxic_picks: int
    """Booklet, "Toxic / X": one chosen warrior for every, even incomplete, 100 AP of Toxic warriors."""
    war_staff: WarStaff
    blood_brothers: tuple[tuple[str, str], ...]
    """Pairs of card ids fielded together as Blood brothers (each pair sorted, pairs sorted)."""
    stateless_adopts: tuple[str, ...] = ()
    """Booklet, "Stateless": the Ability most widespread among the other figurines (by count of
    figurines; for /X abilities, the most widespread X). Several when tied (the player picks);
    empty when the list has no Stateless."""


@dataclass(frozen=True, slots=True)
class Validation:
    """The verdict on a list: legal or not, the numbers, and every violation with its source."""

    legal: bool
    total_ap: int
    points: int | None
    allowance: int
    """The overage the least expensive figurine allows: half its AP, rounded down."""
    ally_ap: int
    ally_share: Fraction
    """ally_ap / total_ap (0 for an empty list); at most 3/10."""
    under_by: int
    """How many AP the list is under the agreed points (0 when at or over)."""
    violations: tuple[Violation, ...]
    warnings: tuple[Violation, ...]
    info: ArmyInfo
    entry_ap: tuple[int | None, ...] = ()
    """Each entry's AP as fielded, its options included (None for an unknown card or a card
    without AP)."""
    memberships: tuple[Membership | None, ...] = ()
    """How each entry's card joins the army (None for an unknown card)."""
    entry_figure_ap: tuple[tuple[int, int] | None, ...] = ()
    """Each entry's AP per figurine as fielded: its first figurine's (the entry's options go
    with it) and each other figurine's (None as in ``entry_ap``)."""

    def figurine_ap(self, index: int, nth: int) -> int | None:
        """The AP of the ``nth`` figurine (0: the first) of entry ``index`` as fielded, its
        options with the first: the one number the builder's, the roster's and the Table's
        totals are made of (None: the card has no AP, or no such entry)."""
        costs = self.entry_figure_ap[index] if 0 <= index < len(self.entry_figure_ap) else None
        if costs is None:
            return None
        return costs[0] if nth == 0 else costs[1]

    @property
    def overage(self) -> int:
        """How many AP the list is over the agreed points (0 when at or under)."""
        if self.points is None:
            return 0
        return max(0, self.total_ap - self.points)

    @property
    def ally_entries(self) -> tuple[int, ...]:
        """Indices of the entries counted as Allies."""
        return tuple(i for i, m in enumerate(self.memberships) if m is not None and m.counts_as_ally())
