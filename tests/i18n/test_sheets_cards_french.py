"""The roster and the proxies in French; card names in each language through packs."""

from __future__ import annotations

import dataclasses
import io
from pathlib import Path

import pytest

from companion.library.packs import read_pack, write_pack
from companion.printing.cardface import ability_texts, characteristic_cells, rank_text, size_text
from companion.printing.proxies import proxy_face
from companion.printing.proxy_sheet import render_proxies
from companion.printing.roster import roster_data
from companion.printing.roster_sheet import render_roster
from companion.printing.wound_track import wound_track
from companion.rules.abilities import Ability
from companion.rules.army import validate
from companion.i18n import using_language
from tests.printing.pdf_tools import flat
from tests.printing.samples import ALL_CARDS, CRANE, MAGISTRATE, PALADIN, lions_200

CRANE_FR = dataclasses.replace(CRANE, names={"fr": "Le Grand Crâne"})


pytestmark = pytest.mark.usefixtures("strict_translations")  # a text without French fails the test


def test_a_card_face_in_french_uses_the_french_vocabulary() -> None:
    card = dataclasses.replace(PALADIN, abilities=(Ability("Brutal"), Ability("Leadership", "10"),
                                                  Ability("Dévot de Chacal", "10")))
    with using_language("fr"):
        shorts = [cell.short for cell in characteristic_cells(MAGISTRATE)]
        assert shorts == ["MOUV", "INI", "ATT", "FOR", "DEF", "RES", "TIR", "COU", "DIS", "POU",
                          "FOI"]
        assert ability_texts(card) == ("Brute épaisse", "Leadership/10", "Dévot de Chacal/10")
        assert rank_text(PALADIN) == "Élite"
        assert rank_text(CRANE) == "Living legend, Personnage"  # no French rank name: English
        assert size_text(PALADIN) == "Moyenne, infanterie"
        assert wound_track(CRANE).boxes == ("Sonné", "Légère", "Grave", "Critique", "Tué net")
        assert proxy_face(MAGISTRATE).equipment == ("Pistol, FOR 6, 10/15/20 cm",)
    with using_language("en"):
        assert ability_texts(card) == ("Brutal", "Leadership/10", "Dévot de Chacal/10")
        assert proxy_face(MAGISTRATE).equipment == ("Pistol, STR 6, 10/15/20 cm",)


def test_card_names_follow_the_pack_s_names() -> None:
    with using_language("fr"):
        assert proxy_face(CRANE_FR).name == "Le Grand Crâne"
        assert proxy_face(PALADIN).name == "Paladin"  # no French name: as entered
    with using_language("en"):
        assert proxy_face(CRANE_FR).name == "The Almighty Crâne"


def test_the_french_roster() -> None:
    army = lions_200()
    validation = validate(army, ALL_CARDS)
    out = io.BytesIO()
    render_roster(army, ALL_CARDS, validation, out, language="fr")
    text = flat(out.getvalue())
    for term in ("Feuille d'armée", "RÉGLEMENTAIRE ✓", "Total PA", "Règles de base (livret)",
                 "Sonné", "Légère", "Critique", "Tué net", "Figurine", "Compétences :",
                 "Bravoure", "MOUV", "Suivi des blessures", "Livret, tableau des blessures"):
        assert term in text, term
    data = roster_data(army, ALL_CARDS, validation, language="en")
    assert data.ruleset == "Core (booklet)" and data.cards[0].track.boxes[0] == "Stunned"


def test_the_french_proxies() -> None:
    out = io.BytesIO()
    render_proxies([(CRANE_FR, 1), (MAGISTRATE, 1)], out, language="fr")
    text = flat(out.getvalue())
    for term in ("Le Grand Crâne", "Cartes de remplacement", "Compétences", "Équipement",
                 "Régénération/4", "PA", "PEU", "2 par carte"):
        assert term in text, term
    assert "The Almighty" not in text


def test_names_in_each_language_round_trip_through_a_pack(tmp_path: Path) -> None:
    path = tmp_path / "x.cards.json"
    cards = [CRANE_FR, dataclasses.replace(PALADIN, names={"fr": "Paladin", "de": "Paladin"}),
             MAGISTRATE]
    write_pack(path, cards, "names")
    back = {card.id: card for card in read_pack(path).cards}
    assert back[CRANE.id].names == {"fr": "Le Grand Crâne"}
    assert back[CRANE.id].display_name("fr") == "Le Grand Crâne"
    assert back[CRANE.id].display_name("en") == "The Almighty Crâne"
    assert back[PALADIN.id].names == {"fr": "Paladin", "de": "Paladin"}
    assert back[MAGISTRATE.id].names == {}


def test_the_starter_library_carries_french_names() -> None:
    from companion.library.packs import starter_pack_paths

    names = {card.id: card.display_name("fr") for path in starter_pack_paths()
             for card in read_pack(path).cards}
    assert "Le Grand Crâne" in names.values()
