"""The rules vocabulary: every game term the app names, by kind and id, with its English name.

The English names are the booklet's. Their French names live in the French catalogue
(``resources/i18n/fr.po``, context ``term.<kind>``), each with a translator's comment quoting
the text that gives it: the French tournament rules, a French house rule, or a French card page
quoted in ``resources/cards/SOURCES.md``. Where none of them gives a French name, the French
catalogue keeps the English term and its comment says "no French name in our texts": no French
game term is invented.

An engine enum used in a message renders as its term (:func:`label`): the enum's class names
its kind in :data:`ENUM_KINDS`, its value is the term's id.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache

from companion.i18n.catalog import translation
from companion.i18n.language import ENGLISH, FRENCH, current_language
from companion.rules.card import OptionKind
from companion.rules.card_terms import Base, Characteristic, Rank, Size
from companion.rules.tournament_stages import Stage
from companion.rules.wounds import Lives, Location, WoundLevel


class Kind(str, Enum):
    """What a term names."""

    CHARACTERISTIC = "characteristic"
    SHORT = "short"
    """A characteristic's abbreviation, as printed on the cards."""
    WOUND = "wound"
    LOCATION = "location"
    RANK = "rank"
    SIZE = "size"
    BASE = "base"
    PHASE = "phase"
    WEAPON = "weapon"
    """The weapons of house rule 6 (Contre tir)."""
    STAGE = "stage"
    """The stages of a tournament round (tournament rules, "Relevez le défi"); in English the
    French name beside the English."""
    ABILITY = "ability"
    PEOPLE = "people"
    GAME = "game"
    """Other game terms (Charge, Character...)."""
    OPTION = "option"
    """What a card's option is (artefact, spell, miracle...)."""


@dataclass(frozen=True, slots=True)
class Term:
    """One game term: its kind, its id in the code and its English (the booklet's) name."""

    kind: Kind
    key: str
    """The id the code uses (an enum value, a characteristic field, an ability's name)."""
    english: str

    @property
    def context(self) -> str:
        """The term's context in the catalogue: ``term.wound``."""
        return f"term.{self.kind.value}"

    def name(self, language: str | None = None) -> str:
        """The term in ``language`` (the current one by default)."""
        language = language or current_language()
        if language == ENGLISH:
            return self.english
        return translation(language).pgettext(self.context, self.english)

    @property
    def french(self) -> str | None:
        """The French name our texts give, or None where the French catalogue keeps the English."""
        french = self.name(FRENCH)
        return None if french == self.english else french


def _terms(kind: Kind, *pairs: tuple[str, str]) -> tuple[Term, ...]:
    return tuple(Term(kind, key, english) for key, english in pairs)


CHARACTERISTICS = _terms(
    Kind.CHARACTERISTIC,
    ("movement", "Movement"), ("flight", "Flight"), ("initiative", "Initiative"), ("attack", "Attack"),
    ("strength", "Strength"), ("defence", "Defence"), ("resilience", "Resilience"), ("aim", "Aim"),
    ("courage", "Courage"), ("fear", "Fear"), ("discipline", "Discipline"), ("power", "Power"),
    ("faith", "Faith"), ("ap", "Army points"),
)
SHORT_NAMES = _terms(
    Kind.SHORT,
    ("movement", "MOV"), ("flight", "FLY"), ("initiative", "INI"), ("attack", "ATT"),
    ("strength", "STR"), ("defence", "DEF"), ("resilience", "RES"), ("aim", "AIM"),
    ("courage", "COU"), ("fear", "FEAR"), ("discipline", "DIS"), ("power", "POW"),
    ("faith", "FAITH"), ("ap", "AP"),
)
WOUNDS = _terms(
    Kind.WOUND,
    ("none", "No wound"), ("stunned", "Stunned"), ("light", "Light Wound"),
    ("serious", "Serious Wound"), ("critical", "Critical Wound"), ("killed", "Killed Outright"),
)
LOCATIONS = _terms(Kind.LOCATION, ("legs", "Legs"), ("arms", "Arms"), ("torso", "Torso"), ("head", "Head"))
RANKS = _terms(
    Kind.RANK,
    ("irregular", "Irregular"), ("regular", "Regular"), ("veteran", "Veteran"), ("special", "Special"),
    ("elite", "Elite"), ("creature", "Creature"), ("living-legend", "Living legend"),
    ("major-ally", "Major ally"),
)
SIZES = _terms(Kind.SIZE, ("small", "Small"), ("normal", "Normal"), ("large", "Large"),
               ("very-large", "Very large"))
BASES = _terms(Kind.BASE, ("infantry", "Infantry"), ("cavalry", "Cavalry"), ("creature", "Creature"))
PHASES = _terms(
    Kind.PHASE,
    ("approach", "Approach"), ("movement", "Movement phase"), ("firing", "Firing phase"),
    ("hand-to-hand", "Hand to hand combat phase"),
)
STAGES = _terms(
    Kind.STAGE,
    ("wagers", "Relevez le défi: the wagers"), ("tie-roll", "Relevez le défi: equal totals, roll-off"),
    ("premier-sang", "I - First blood (Premier sang)"), ("revanche", "II - The return match (La Revanche)"),
    ("duel", "III - The duel (Le Duel)"), ("victoire", "IV - Victory (La Victoire)"),
)
WEAPONS = _terms(
    Kind.WEAPON,
    ("pistol", "Pistol"), ("javelin", "Javelin"), ("rifle", "Rifle"), ("bow", "Bow"), ("magic", "Magic"),
    ("crossbow", "Crossbow"),
)
OPTION_KINDS = _terms(
    Kind.OPTION,
    ("artefact", "Artefact"), ("spell", "Spell"), ("miracle", "Miracle"), ("experience", "Experience"),
    ("equipment", "Equipment"), ("upgrade", "Upgrade"), ("affiliation", "Affiliation"),
)
GAME_TERMS = _terms(
    Kind.GAME,
    ("character", "Character"), ("charge", "Charge"), ("run", "Run"),
    ("disengagement", "Disengagement"), ("climbing", "Climbing"), ("jumping", "Jumping"),
    ("swimming", "Swimming"), ("fray", "Firing into a fray"), ("counter-attack", "Counter-attack"),
    ("sustained-defence", "Sustained Defence"), ("wound-table", "Wound table"),
    ("counter-fire", "Counter-firing"), ("aimed-shot", "Aimed shot"), ("size", "Size"),
    ("base", "Base"), ("exceptional-wound", "Exceptional Wound"),
)


def _abilities() -> tuple[Term, ...]:
    from companion.rules.abilities import KNOWN_ABILITIES

    return tuple(Term(Kind.ABILITY, name, name) for name in KNOWN_ABILITIES)


def _peoples() -> tuple[Term, ...]:
    from companion.rules.peoples import PEOPLES as PEOPLE_LIST

    return tuple(Term(Kind.PEOPLE, p.id, p.name) for p in PEOPLE_LIST)


ABILITIES = _abilities()
PEOPLES = _peoples()

ALL_TERMS: tuple[Term, ...] = (CHARACTERISTICS + SHORT_NAMES + WOUNDS + LOCATIONS + RANKS
                               + SIZES + BASES + PHASES + STAGES + WEAPONS + ABILITIES + PEOPLES + GAME_TERMS
                               + OPTION_KINDS)

_BY_KIND: dict[tuple[Kind, str], Term] = {(t.kind, t.key): t for t in ALL_TERMS}

ENUM_KINDS: dict[type[Enum], Kind] = {
    WoundLevel: Kind.WOUND,
    Location: Kind.LOCATION,
    Rank: Kind.RANK,
    Size: Kind.SIZE,
    Base: Kind.BASE,
    Characteristic: Kind.CHARACTERISTIC,
    Lives: Kind.ABILITY,
    OptionKind: Kind.OPTION,
    Stage: Kind.STAGE,
}
"""The engine enums rendered as terms: an enum member is the term of this kind whose id is
its value (with those of :func:`firing_enum_kinds`)."""


@cache
def firing_enum_kinds() -> dict[type[Enum], Kind]:
    """The firing rules' enums rendered as terms, looked up when one is first met (the firing
    rules are not loaded for the window's first paint)."""
    from companion.rules.firing import AimedLocation, Weapon

    return {AimedLocation: Kind.LOCATION, Weapon: Kind.WEAPON}


def term(kind: Kind, key: str) -> Term:
    """The term of ``kind`` whose id is ``key`` (KeyError if there is none)."""
    return _BY_KIND[(kind, key)]


def name(kind: Kind, key: str, language: str | None = None) -> str:
    """The name of a term in ``language``."""
    return term(kind, key).name(language)


def short(characteristic: str, language: str | None = None) -> str:
    """A characteristic's abbreviation as the cards print it: ``strength`` -> STR / FOR."""
    return name(Kind.SHORT, characteristic, language)


def label(member: Enum, language: str | None = None) -> str:
    """An engine enum's term in ``language``: ``label(WoundLevel.CRITICAL)`` -> "Blessure critique"."""
    kind = ENUM_KINDS.get(type(member)) or firing_enum_kinds().get(type(member))
    if kind is None:
        raise TypeError(f"{type(member).__name__} is not a term of the vocabulary (ENUM_KINDS)")
    return name(kind, str(member.value), language)


def ability_name(text: str, language: str | None = None) -> str:
    """An ability as written (``Leadership/10``) in ``language``: the booklet's abilities by
    their French name where our texts give one; unknown abilities are kept as written."""
    from companion.rules.abilities import Ability

    try:
        ability = Ability.parse(text)
    except ValueError:
        return text
    canonical = ability.canonical
    if canonical is None:
        return text
    shown = ability.name if (language or current_language()) == ENGLISH else name(Kind.ABILITY, canonical, language)
    return shown if ability.value is None else f"{shown}/{ability.value}"


@cache
def french_ability_names() -> dict[str, str]:
    """French ability name -> the booklet's English name, for the abilities our texts name."""
    return {t.french: t.english for t in ABILITIES if t.french is not None}
