"""The rules vocabulary in English and French, each French term with the text that gives it.

Our texts: the English booklet (the English terms), the French tournament rules ("tournament"),
the French house rules ("house rule N") and the French card pages quoted in
``resources/cards/SOURCES.md`` ("card page": rooted-design.com profiles marked "Profil :
Rackham"). Where none of them gives a French name, :attr:`Term.french` is None,
:attr:`Term.source` says "no French name in our texts", and the app keeps the English term:
no French game term is invented here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from companion.i18n.language import ENGLISH, current_language

NO_FRENCH = "no French name in our texts"

TOURNAMENT = "tournament rules"
CARD_PAGE = "card page (resources/cards/SOURCES.md)"


def _house(number: int, title: str) -> str:
    return f"house rule {number} ({title})"


class Kind(str, Enum):
    """What a term names."""

    CHARACTERISTIC = "characteristic"
    SHORT = "short"  # a characteristic's abbreviation, as printed on the cards
    WOUND = "wound"
    LOCATION = "location"
    RANK = "rank"
    SIZE = "size"
    BASE = "base"
    PHASE = "phase"
    ABILITY = "ability"
    PEOPLE = "people"
    GAME = "game"  # other game terms (Charge, Character, ...)


@dataclass(frozen=True, slots=True)
class Term:
    """One game term: its English (the booklet's) and French (from ``source``) names."""

    kind: Kind
    key: str
    """The id the code uses (an enum value, a characteristic field, an ability's name)."""
    english: str
    french: str | None
    source: str
    """Where the French comes from, quoted; :data:`NO_FRENCH` when our texts give none."""

    def name(self, language: str | None = None) -> str:
        """The term in ``language``; English where no French name is in our texts."""
        language = language or current_language()
        if language == ENGLISH or self.french is None:
            return self.english
        return self.french


def _t(kind: Kind, key: str, english: str, french: str | None, source: str) -> Term:
    if (french is None) != (source == NO_FRENCH):
        raise ValueError(f"{key}: a French term needs its source, and only it")
    return Term(kind, key, english, french, source)


_C, _S = Kind.CHARACTERISTIC, Kind.SHORT
CHARACTERISTICS: tuple[Term, ...] = (
    _t(_C, "movement", "Movement", "Mouvement",
       f"{TOURNAMENT}, 'Saut': \"sa caratéristique de Mouvement\""),
    _t(_C, "flight", "Flight", None, NO_FRENCH),
    _t(_C, "initiative", "Initiative", "Initiative",
       f"{TOURNAMENT}, 'Se désengager d'un combat': \"jet d'Initiative\""),
    _t(_C, "attack", "Attack", "Attaque", f"{TOURNAMENT}, 'Les jets d'attaque': \"(Attaque 2)\""),
    _t(_C, "strength", "Strength", "Force", _house(17, "Test de force") + ": \"Test de force\""),
    _t(_C, "defence", "Defence", "Défense", f"{TOURNAMENT}, 'Les jets d'attaque': \"(Défense 5)\""),
    _t(_C, "resilience", "Resilience", "Endurance",
       _house(13, "Projection") + ": the Paladin's RES 7, \"l'ajoute à son endurance. 7 + 2\""),
    _t(_C, "aim", "Aim", "Tir", f"{TOURNAMENT}, 'Tirer dans le tas': \"le jet de Tir\""),
    _t(_C, "courage", "Courage", "Courage",
       f"{TOURNAMENT}, 'L'influence de la peur': \"test de Courage\""),
    _t(_C, "fear", "Fear", "Peur",
       f"{TOURNAMENT}, 'L'influence de la peur': \"inspirant de la Peur\""),
    _t(_C, "discipline", "Discipline", "Discipline",
       f"{TOURNAMENT}, 'Le jet de Discipline'"),
    _t(_C, "power", "Power", None, NO_FRENCH),  # the card pages print only "POU"
    _t(_C, "faith", "Faith", "Foi", f"{CARD_PAGE}: the column \"FOI\" (Tueur Amok)"),
    _t(_C, "ap", "Army points", "Points d'armée",
       f"{TOURNAMENT}, 'Choix des troupes': \"200 points d'armée (PA)\""),
)

SHORT_NAMES: tuple[Term, ...] = (
    _t(_S, "movement", "MOV", "MOUV",
       _house(17, "Test de force") + ": \"le plus faible MOUV des figurines\""),
    _t(_S, "flight", "FLY", None, NO_FRENCH),
    _t(_S, "initiative", "INI", "INI", _house(6, "Contre tir") + ": \"L'archer a une INI de 3\""),
    _t(_S, "attack", "ATT", "ATT", _house(2, "Règles de campagne") + ": \"1 en ATT et 1 en FOR\""),
    _t(_S, "strength", "STR", "FOR", f"{TOURNAMENT}, 'Escalade': \"de FOR 1 par cm de chute\""),
    _t(_S, "defence", "DEF", "DEF", _house(8, "La tortue") + ": \"Elle rajoute +1 en DEF\""),
    _t(_S, "resilience", "RES", "RES",
       _house(16, "Tomber de monture") + ": \"égaux au double de sa RES\""),
    _t(_S, "aim", "AIM", "TIR", f"{CARD_PAGE}: the column \"TIR\" (Tueur Amok)"),
    _t(_S, "courage", "COU", "COU", f"{CARD_PAGE}: \"COU 5\" (Tueur Amok, Shaka-Umruk)"),
    _t(_S, "fear", "FEAR", "PEU", f"{CARD_PAGE}: the column \"PEU\" (Tueur Amok)"),
    _t(_S, "discipline", "DIS", "DIS", f"{CARD_PAGE}: \"DIS 3\" (Tueur Amok)"),
    _t(_S, "power", "POW", "POU", f"{CARD_PAGE}: the column \"POU\" (Tueur Amok)"),
    _t(_S, "faith", "FAITH", "FOI", f"{CARD_PAGE}: the column \"FOI\" (Tueur Amok)"),
    _t(_S, "ap", "AP", "PA", f"{TOURNAMENT}, 'Choix des troupes': \"points d'armée (PA)\""),
)

_W = Kind.WOUND
WOUNDS: tuple[Term, ...] = (
    _t(_W, "none", "No wound", "Aucune", _house(21, "Effet des blessures") +
       ": the column \"Aucunes\" of its table"),
    _t(_W, "stunned", "Stunned", "Sonné",
       f"{TOURNAMENT}, 'Réussite critique et échec critique': \"Double 2: sonné\""),
    _t(_W, "light", "Light Wound", "Blessure légère",
       _house(2, "Règles de campagne") + ": \"Blessure légère\""),
    _t(_W, "serious", "Serious Wound", "Blessure grave",
       _house(2, "Règles de campagne") + ": \"Blessure grave\""),
    _t(_W, "critical", "Critical Wound", "Blessure critique",
       _house(2, "Règles de campagne") + ": \"Blessure critique\""),
    _t(_W, "killed", "Killed Outright", "Tué net",
       _house(2, "Règles de campagne") + ": \"Tué net\"; tournament: \"TUE NET\""),
)

_L = Kind.LOCATION
LOCATIONS: tuple[Term, ...] = (
    _t(_L, "legs", "Legs", "Jambes", _house(15, "Tir visé") + ": \"Jambes : +1\""),
    _t(_L, "arms", "Arms", "Bras", _house(15, "Tir visé") + ": \"Bras : +2\""),
    _t(_L, "torso", "Torso", "Tronc", _house(15, "Tir visé") + ": \"Tronc : +3\""),
    _t(_L, "head", "Head", "Tête", _house(15, "Tir visé") + ": \"Tête : +5\""),
)

_R = Kind.RANK
RANKS: tuple[Term, ...] = (
    _t(_R, "irregular", "Irregular", None, NO_FRENCH),
    _t(_R, "regular", "Regular", None, NO_FRENCH),
    _t(_R, "veteran", "Veteran", None, NO_FRENCH),
    _t(_R, "special", "Special", None, NO_FRENCH),
    _t(_R, "elite", "Elite", "Élite", f"{CARD_PAGE}: rank \"2 Élite\" (Tueur Amok)"),
    _t(_R, "creature", "Creature", None, NO_FRENCH),
    _t(_R, "living-legend", "Living legend", None, NO_FRENCH),
    _t(_R, "major-ally", "Major ally", None, NO_FRENCH),
)

_Z = Kind.SIZE
SIZES: tuple[Term, ...] = (
    _t(_Z, "small", "Small", None, NO_FRENCH),
    _t(_Z, "normal", "Normal", "Moyenne",
       f"{CARD_PAGE}: \"Taille Unité : Moyenne\" (Normal; Tueur Amok, Shaka-Umruk)"),
    _t(_Z, "large", "Large", None, NO_FRENCH),
    _t(_Z, "very-large", "Very large", None, NO_FRENCH),
)

_B = Kind.BASE
BASES: tuple[Term, ...] = (
    _t(_B, "infantry", "Infantry", "Infanterie",
       f"{CARD_PAGE}: base \"Infanterie 3 Cm\" (Tueur Amok)"),
    _t(_B, "cavalry", "Cavalry", "Cavalerie",
       f"{TOURNAMENT}, 'Escalade': \"Les figurines de cavalerie ne peuvent pas escalader\""),
    _t(_B, "creature", "Creature", None, NO_FRENCH),
)

_P = Kind.PHASE
PHASES: tuple[Term, ...] = (
    _t(_P, "approach", "Approach", "Approche",
       f"{TOURNAMENT}, 'Le premier sang': \"Effectuez l'Approche normalement\""),
    _t(_P, "movement", "Movement phase", "Phase de mouvement",
       f"{TOURNAMENT}, 'L'influence de la peur': \"pendant cette phase de Mouvement\""),
    _t(_P, "firing", "Firing phase", "Phase de tir",
       f"{TOURNAMENT}, 'La charge et la course': \"pendant la phase de tir suivante\""),
    _t(_P, "hand-to-hand", "Hand to hand combat phase", "Phase de corps à corps",
       f"{TOURNAMENT}, 'Le jet de Discipline': \"Au début de la phase de Corps à Corps\""),
)

_A = Kind.ABILITY
_ABILITY_FRENCH: dict[str, tuple[str, str]] = {
    "Brutal": ("Brute épaisse", _house(21, "Effet des blessures") +
               ": \"Brute épaisse\" (a 5 counts as a 6); card page: \"Brute Épaisse\""),
    "Hard-boiled": ("Dur à cuire",
                    f"{TOURNAMENT}, 'Compétences et aptitudes spéciales': \"DUR A CUIRE\""),
    "War fury": ("Furie guerrière",
                 f"{TOURNAMENT}, 'Compétences et aptitudes spéciales': \"FURIE GUERRIERE\""),
    "Reinforcement": ("Renfort",
                      f"{TOURNAMENT}, 'Compétences et aptitudes spéciales': \"RENFORT\""),
    "Bravery": ("Bravoure", f"{CARD_PAGE}: \"Bravoure\" (Tueur Amok)"),
    "Living-dead": ("Mort-vivant", f"{CARD_PAGE}: \"Mort-Vivant\" (Ardokath)"),
    "Regeneration": ("Régénération", f"{CARD_PAGE}: \"Régénération/ 5\" (Ardokath); "
                     + _house(2, "Règles de campagne") + ": \"un perso avec régéneration\""),
    "Warrior-monk": ("Moine-guerrier", f"{CARD_PAGE}: \"Moine-Guerrier\" (Ardokath)"),
}


def _abilities() -> tuple[Term, ...]:
    from companion.rules.abilities import KNOWN_ABILITIES

    terms = []
    for name in KNOWN_ABILITIES:
        french, source = _ABILITY_FRENCH.get(name, (None, NO_FRENCH))
        terms.append(_t(_A, name, name, french, source))
    return tuple(terms)


ABILITIES: tuple[Term, ...] = _abilities()


def _peoples() -> tuple[Term, ...]:
    from companion.rules.peoples import PEOPLES

    return tuple(_t(Kind.PEOPLE, p.id, p.name, None, NO_FRENCH) for p in PEOPLES)


PEOPLES: tuple[Term, ...] = _peoples()
"""No French text of ours names a people as a whole ("un Lion", "le nain", "Gobelin" name
figures): the peoples keep the booklet's English names."""

_G = Kind.GAME
GAME_TERMS: tuple[Term, ...] = (
    _t(_G, "character", "Character", "Personnage",
       f"{TOURNAMENT}, 'La contre-attaque': \"Un Personnage peut décider\""),
    _t(_G, "charge", "Charge", "Charge", f"{TOURNAMENT}, 'Précisions, La charge'"),
    _t(_G, "run", "Run", "Course", f"{TOURNAMENT}, 'La charge et la course'"),
    _t(_G, "disengagement", "Disengagement", "Désengagement",
       f"{TOURNAMENT}, 'Se désengager d'un combat'"),
    _t(_G, "climbing", "Climbing", "Escalade", f"{TOURNAMENT}, 'Escalade'"),
    _t(_G, "jumping", "Jumping", "Saut", f"{TOURNAMENT}, 'Saut'"),
    _t(_G, "swimming", "Swimming", "Nage", f"{TOURNAMENT}, 'Nage'"),
    _t(_G, "fray", "Firing into a fray", "Tir dans le tas",
       _house(14, "Tir dans le tas") + f"; {TOURNAMENT}: \"Tirer dans le tas\""),
    _t(_G, "counter-attack", "Counter-attack", "Contre-attaque",
       f"{TOURNAMENT}, 'La contre-attaque'"),
    _t(_G, "sustained-defence", "Sustained Defence", "Défense soutenue",
       f"{TOURNAMENT}, 'La défense soutenue'"),
    _t(_G, "wound-table", "Wound table", "Tableau des blessures",
       f"{TOURNAMENT}, 'Réussite critique et échec critique': \"le tableau des blessures\""),
    _t(_G, "counter-fire", "Counter-firing", "Contre tir", _house(6, "Contre tir")),
    _t(_G, "aimed-shot", "Aimed shot", "Tir visé", _house(15, "Tir visé")),
    _t(_G, "size", "Size", "Taille", _house(14, "Tir dans le tas") + ": \"la taille du socle\""),
    _t(_G, "base", "Base", "Socle", _house(14, "Tir dans le tas") + ": \"la taille du socle\""),
    _t(_G, "exceptional-wound", "Exceptional Wound", None, NO_FRENCH),
)

SEEN_NOT_MAPPED: dict[str, str] = {
    "bretteur": "house rule 21 names it beside 'brute épaisse' as a martial ability that counts "
                "a 5 as a 6; the booklet's Fencer ignores the minimum difficulty instead, so "
                "which English ability it is is not certain: not mapped",
    "Tueur né, Commandement": "named in issue 8's brief for Born killer and Leadership, but in "
                              "none of our texts: not used",
    "PEUR, MOU": "issue 8 lists them; our texts write PEU (card pages) and MOUV (house rule "
                 "17), which are used",
}
"""French words our texts (or the brief) give that this vocabulary does not use, and why."""

ALL_TERMS: tuple[Term, ...] = (CHARACTERISTICS + SHORT_NAMES + WOUNDS + LOCATIONS + RANKS
                               + SIZES + BASES + PHASES + ABILITIES + PEOPLES + GAME_TERMS)

_BY_KIND: dict[tuple[Kind, str], Term] = {(t.kind, t.key): t for t in ALL_TERMS}


def term(kind: Kind, key: str) -> Term:
    """The term of ``kind`` whose id is ``key`` (KeyError if there is none)."""
    return _BY_KIND[(kind, key)]


def name(kind: Kind, key: str, language: str | None = None) -> str:
    """The name of a term in ``language`` (English where our texts give no French)."""
    return term(kind, key).name(language)


def short(characteristic: str, language: str | None = None) -> str:
    """A characteristic's abbreviation as the cards print it: ``strength`` -> STR / FOR."""
    return name(Kind.SHORT, characteristic, language)


_ENUM_KINDS: dict[str, Kind] = {
    "WoundLevel": Kind.WOUND,
    "Location": Kind.LOCATION,
    "Rank": Kind.RANK,
    "Size": Kind.SIZE,
    "Base": Kind.BASE,
}


def label(member: Enum, language: str | None = None) -> str:
    """An engine enum's label in ``language``: ``label(WoundLevel.CRITICAL)`` -> "Blessure critique".

    Wound levels, locations, ranks, sizes and bases; any other enum gives its English
    ``label`` through the catalog.
    """
    kind = _ENUM_KINDS.get(type(member).__name__)
    if kind is not None:
        return name(kind, str(member.value), language)
    from companion.i18n.catalog import lookup

    english = getattr(member, "label", str(member.value))
    return lookup(str(english), language)


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
    shown = name(Kind.ABILITY, canonical, language)
    if (language or current_language()) == ENGLISH:
        shown = ability.name
    return shown if ability.value is None else f"{shown}/{ability.value}"


def french_ability_names() -> dict[str, str]:
    """French ability name -> the booklet's English name, for the abilities our texts name."""
    return {t.french: t.english for t in ABILITIES if t.french is not None}


_ENGLISH_TO_TERM: dict[str, Term] = {}
for _term in ALL_TERMS:
    _ENGLISH_TO_TERM.setdefault(_term.english.casefold(), _term)
for _term in WOUNDS + LOCATIONS + RANKS + SIZES + BASES:
    _ENGLISH_TO_TERM.setdefault(_term.key.casefold(), _term)


def translate_term(text: str, language: str | None = None) -> str:
    """A piece of English that may be a term (``Critical Wound``, ``legs``, ``Brutal``) in
    ``language``; other text (numbers...) unchanged. Keeps a lower-case initial lower."""
    found = _ENGLISH_TO_TERM.get(text.strip().casefold())
    if found is None:
        return text
    shown = found.name(language)
    if text[:1].islower() and shown[:1].isupper() and shown[1:2].islower():
        shown = shown[:1].lower() + shown[1:]
    return shown
