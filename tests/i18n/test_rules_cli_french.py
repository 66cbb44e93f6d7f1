"""``companion rules ...`` readable answers in French; JSON stays English."""

from __future__ import annotations

import json

import pytest

from companion.cli import main


pytestmark = pytest.mark.usefixtures("strict_translations")  # a text without French fails the test


def run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["rules", *args]) == 0
    return capsys.readouterr().out


def test_roll_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "roll", "--value", "4", "--difficulty", "7", "--kind", "attack",
              "--wound", "light", "--stunned", "--lang", "fr")
    assert out.splitlines() == [
        "Attaque : jet de 4 pour atteindre 7 : 33\u00a0% (1/3)",
        "  - -2 sur le dé (Sonné, Blessure légère)",
        "Règles : Livret, Faire un jet de caractéristique ; Livret, tableau des blessures (effets des "
        "blessures)",
    ]


def test_companion_lang_chooses_french(capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COMPANION_LANG", "fr")
    out = run(capsys, "wound", "--current", "light", "--new", "light")
    assert out.startswith("Blessure légère + Blessure légère -> Blessure grave")


def test_english_stays_english(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "wound", "--current", "light", "--new", "light", "--lang", "en")
    assert out.startswith("Light Wound + Light Wound -> Serious Wound")


def test_json_keys_ids_and_rules_stay_english(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "damage", "--strength", "6", "--resilience", "5", "--dice", "3", "3",
              "--json", "--lang", "fr")
    data = json.loads(out)
    assert data["wound"] == "light" and data["location"] == "torso"
    assert data["rules"] == ["Booklet, wound table (Exceptional Wounds)"]


@pytest.mark.parametrize("args", [
    ("fear", "--courage", "3", "--fear", "6", "--ability", "Bravoure"),
    ("damage", "--strength", "6", "--resilience", "5", "--ability", "Dur à cuire"),
    ("damage", "--strength", "6", "--resilience", "5", "--dice", "2", "5"),
    ("fray", "--sizes", "small", "large", "normal"),
    ("combat-dice", "--fighters-a", "2", "--fighters-b", "1"),
    ("disengage", "--opponents", "2", "--initiative", "3", "--ruleset", "tournament"),
    ("disengage", "--opponents", "4", "--base", "infantry"),
])
def test_every_query_answers_in_french_without_a_missing_entry(
        capsys: pytest.CaptureFixture[str], args: tuple[str, ...]) -> None:
    out = run(capsys, *args, "--lang", "fr")
    assert "Règles : " in out


def test_a_french_tournament_citation(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(capsys, "disengage", "--opponents", "2", "--ruleset", "tournament", "--lang", "fr")
    assert "Règles de tournoi, Se désengager d'un combat" in out


def test_house_rule_citation_in_french() -> None:
    from companion.i18n import using_language
    from companion.i18n.engine import source_text
    from companion.rules.source import house

    with using_language("fr"):
        assert source_text(house(14, "Tir dans le tas")) == "Règle maison 14 (Tir dans le tas)"
    with using_language("en"):
        assert source_text(house(14, "Tir dans le tas")) == "House rule 14 (Tir dans le tas)"


def test_an_unknown_language_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "wound", "--current", "light", "--new", "light", "--lang", "de"]) == 2
    assert "unknown language" in capsys.readouterr().err
