"""The sheets in French: the reference sheet's text uses the French vocabulary; English stays."""

from __future__ import annotations

import io

import pytest

from companion.printing.reference import reference_tables, render_reference
from companion.rules.ruleset import Ruleset
from tests.printing.pdf_tools import flat

RULESETS = [Ruleset.parse("core", []), Ruleset.parse("tournament", []),
            Ruleset.parse("core", [6, 14, 15, 21])]


pytestmark = pytest.mark.usefixtures("strict_translations")  # a text without French fails the test


def _reference(ruleset: Ruleset, language: str) -> str:
    out = io.BytesIO()
    render_reference(ruleset, out, language=language)
    return flat(out.getvalue())


@pytest.mark.parametrize("ruleset", RULESETS, ids=str)
def test_the_french_reference_sheet_speaks_the_french_vocabulary(ruleset: Ruleset) -> None:
    text = _reference(ruleset, "fr")
    for term in ("Aide de jeu", "Blessure critique", "Blessure légère", "Blessure grave",
                 "Sonné", "Tué net", "Corps à corps", "Tableau des blessures", "Jambes",
                 "Tronc", "Tête", "Défense soutenue", "Contre-attaque", "Désengagement",
                 "Source : Livret, tableau des blessures", "MOUV", "FOR − RES", "Socle Infanterie"):
        assert term in text, term
    for english in ("Quick reference", "Critical Wound", "Hand to hand combat", "Source: "):
        assert english not in text, english


def test_tournament_and_house_rule_citations_in_french() -> None:
    text = _reference(Ruleset.parse("tournament", [14]), "fr")
    assert "Règles de tournoi, Se désengager d'un combat" in text
    assert "Règle maison 14 (Tir dans le tas)" in text
    assert "Tournoi + règles maison 14" in text


def test_the_english_sheet_is_unchanged_by_a_french_one() -> None:
    _reference(RULESETS[0], "fr")
    text = _reference(RULESETS[0], "en")
    assert "Quick reference" in text and "Critical" in text and "Blessure" not in text


def test_the_data_behind_the_sheet_in_both_languages() -> None:
    french = {t.key: t for t in reference_tables(RULESETS[0], language="fr")}
    english = {t.key: t for t in reference_tables(RULESETS[0], language="en")}
    assert french.keys() == english.keys()  # the same tables, keys stay English
    assert french["exceptional"].rows[-1] == ("6-6", "Tué net")
    assert english["exceptional"].rows[-1] == ("6-6", "Killed Outright")
    for key in french:
        assert len(french[key].rows) == len(english[key].rows)


def test_the_sheet_names_sizes_and_doubles_as_the_vocabulary_does() -> None:
    """The doubles of the wound table are the tournament rules' "résultats doubles"; the sizes in
    the fray's example are the vocabulary's (Moyenne where our texts give it), not English words
    written into the sentence ("un Normal (Moyenne)")."""
    french = {t.key: t for t in reference_tables(RULESETS[0], language="fr")}
    assert french["exceptional"].title == "Résultats doubles"
    assert french["fray"].notes == ("Tirez sur le total : un Gobelin de taille Small au contact d'un ennemi de "
                                    "taille Large et d'un autre de taille Moyenne est touché 1 fois sur 6 "
                                    "(1 + 2 + 3).",)
    english = {t.key: t for t in reference_tables(RULESETS[0], language="en")}
    assert english["fray"].notes == ("Roll over the total: a Small Goblin with a Large and a Normal foe is hit "
                                     "1 time in 6 (1 + 2 + 3).",)
    text = _reference(RULESETS[0], "fr")
    assert "Normal (Moyenne)" not in text and "Exceptional" not in text
    assert "Un double se lit à part : résultats doubles (ci-dessous)." in text


def test_companion_print_reference_lang_fr(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from companion.cli import main

    out = tmp_path / "ref.pdf"
    assert main(["print", "reference", "-o", str(out), "--lang", "fr"]) == 0
    text = flat(out.read_bytes())
    assert "Aide de jeu" in text and "Blessure critique" in text and "Corps à corps" in text


def test_companion_print_refuses_an_unknown_language(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from companion.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["print", "reference", "-o", str(tmp_path / "x.pdf"), "--lang", "de"])
    assert exit_.value.code == 2
