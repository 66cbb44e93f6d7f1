"""The rules vocabulary: each French term has its source; none is invented."""

from __future__ import annotations

from functools import cache

import pytest
from babel.messages.pofile import read_po

from companion.i18n import vocabulary as v
from companion.i18n.catalog import po_path
from companion.rules.abilities import FRENCH_NAMES, canonical_name
from companion.rules.card import Base, Rank, Size
from companion.rules.wounds import Location, WoundLevel


NO_FRENCH = "no French name in our texts"
SOURCES = ("tournament rules", "tournament:", "house rule", "card page")


@cache
def french_sources() -> dict[tuple[str, str], tuple[str, str]]:
    """(context, English) -> (French, the translator's comment) of every term in fr.po."""
    with po_path("fr").open("rb") as file:
        return {(m.context, m.id): (m.string, " ".join(m.user_comments))
                for m in read_po(file) if m.context and m.context.startswith("term.")}


def test_each_french_term_has_a_source_and_each_gap_says_so() -> None:
    found = french_sources()
    wrong = []
    for term in v.ALL_TERMS:
        french, comment = found[(term.context, term.english)]
        if comment == NO_FRENCH:
            ok = french == term.english  # the French window keeps the English
        else:
            ok = any(text in comment for text in SOURCES)
        if not ok:
            wrong.append((term.context, term.english, french, comment))
    assert not wrong, f"a French term without its source, or a gap not said: {wrong}"


@pytest.mark.parametrize(("english", "french"), [
    ("Brutal", "Brute épaisse"), ("Hard-boiled", "Dur à cuire"), ("War fury", "Furie guerrière"),
    ("Reinforcement", "Renfort"), ("Bravery", "Bravoure"), ("Regeneration", "Régénération"),
    ("Living-dead", "Mort-vivant"),
])
def test_the_issue_s_abilities(english: str, french: str) -> None:
    assert v.name(v.Kind.ABILITY, english, "fr") == french
    assert canonical_name(french) == english
    assert canonical_name(french.upper()) == english


@pytest.mark.parametrize("english", ["Born killer", "Leadership", "Fencer"])
def test_abilities_our_texts_do_not_name_in_french_keep_their_english(english: str) -> None:
    term = v.term(v.Kind.ABILITY, english)
    assert term.french is None and french_sources()[(term.context, english)][1] == NO_FRENCH
    assert v.ability_name(f"{english}/10" if english == "Leadership" else english, "fr") == (
        "Leadership/10" if english == "Leadership" else english)


def test_the_rules_layer_knows_exactly_the_vocabulary_s_french_ability_names() -> None:
    assert FRENCH_NAMES == v.french_ability_names()


def test_engine_enums_in_french() -> None:
    french = {
        WoundLevel.STUNNED: "Sonné", WoundLevel.LIGHT: "Blessure légère",
        WoundLevel.SERIOUS: "Blessure grave", WoundLevel.CRITICAL: "Blessure critique",
        WoundLevel.KILLED: "Tué net", Location.HEAD: "Tête", Location.TORSO: "Tronc",
        Rank.ELITE: "Élite", Rank.REGULAR: "Regular", Size.NORMAL: "Moyenne",
        Size.LARGE: "Large", Base.INFANTRY: "Infanterie", Base.CAVALRY: "Cavalerie",
        Base.CREATURE: "Creature",
    }
    assert {member: v.label(member, "fr") for member in french} == french  # type: ignore[arg-type]


@pytest.mark.parametrize(("kind", "key", "french"), [
    (v.Kind.OPTION, "spell", "Sort"),  # house rule 1: "si un mage lance un sort"
    (v.Kind.GAME, "exceptional-wound", "Résultat double"),  # tournament rules: "les résultats doubles"
])
def test_terms_our_french_texts_name(kind: v.Kind, key: str, french: str) -> None:
    assert v.name(kind, key, "fr") == french


def test_short_names() -> None:
    names = {"strength": ("STR", "FOR"), "aim": ("AIM", "TIR"), "fear": ("FEAR", "PEU"),
             "power": ("POW", "POU"), "faith": ("FAITH", "FOI"), "movement": ("MOV", "MOUV"),
             "initiative": ("INI", "INI"), "flight": ("FLY", "FLY"), "ap": ("AP", "PA")}
    assert {key: (v.short(key, "en"), v.short(key, "fr")) for key in names} == names


def test_phases() -> None:
    french = {"approach": "Approche", "movement": "Phase de mouvement", "firing": "Phase de tir",
              "hand-to-hand": "Phase de corps à corps"}
    assert {key: v.name(v.Kind.PHASE, key, "fr") for key in french} == french


def test_every_booklet_ability_and_people_has_a_term() -> None:
    from companion.rules.abilities import KNOWN_ABILITIES
    from companion.rules.peoples import PEOPLES

    assert {t.key for t in v.ABILITIES} == set(KNOWN_ABILITIES)
    assert {t.key for t in v.PEOPLES} == {p.id for p in PEOPLES}
