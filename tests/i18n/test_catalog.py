"""The French catalog covers every text the code translates, with the same placeholders."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from companion.i18n import catalog as cat
from companion.i18n import tr, using_language
from companion.i18n.catalog import MissingTranslation, placeholders, translate_built

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from engine_texts import engine_templates, tr_keys  # noqa: E402

FRENCH = cat.catalog("fr")  # fr.json and every area's fr.<area>.json, merged
TRANSLATED_CODE = [p for p in (ROOT / "companion").rglob("*.py") if "ui" not in p.parts]
TR_KEYS = tr_keys(TRANSLATED_CODE)
ENGINE = engine_templates()


def test_the_scan_finds_the_code_s_texts() -> None:
    assert "Rules: {sources}" in TR_KEYS
    assert "Bravery: a 1 is no failure, a 5 counts as a 6" in ENGINE
    assert len(ENGINE) > 100


@pytest.mark.parametrize("key", sorted(TR_KEYS))
def test_every_tr_text_has_a_french_entry(key: str) -> None:
    assert key in FRENCH, f"{TR_KEYS[key]}: no French for {key!r}"


@pytest.mark.parametrize("key", sorted(ENGINE))
def test_every_engine_text_has_a_french_entry(key: str) -> None:
    assert key in FRENCH, f"{ENGINE[key]}: no French for the engine's {key!r}"


@pytest.mark.parametrize("key", sorted(FRENCH))
def test_placeholders_match_between_languages(key: str) -> None:
    assert placeholders(FRENCH[key]) == placeholders(key)
    assert FRENCH[key].strip(), f"empty French for {key!r}"


def test_tr_fills_named_placeholders_in_each_language() -> None:
    with using_language("en"):
        assert tr("Rules: {sources}", sources="X") == "Rules: X"
    with using_language("fr"):
        assert tr("Rules: {sources}", sources="X") == "Règles : X"


def test_a_missing_french_entry_fails_in_strict_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    with using_language("fr"):
        monkeypatch.delenv(cat.STRICT_ENV, raising=False)
        assert tr("No such sentence anywhere") == "No such sentence anywhere"
        monkeypatch.setenv(cat.STRICT_ENV, "1")
        with pytest.raises(MissingTranslation):
            tr("No such sentence anywhere")
        with pytest.raises(MissingTranslation):
            translate_built("No such engine note")


@pytest.mark.parametrize(("english", "french"), [
    ("Stunned: -1 this round", "Sonné : -1 ce tour"),
    ("-2 on the die (Stunned, Light Wound)", "-2 sur le dé (Sonné, Blessure légère)"),
    ("-1 on the die (Light Wound)", "-1 sur le dé (Blessure légère)"),
    ("Courage 5 +1 must beat Fear 8 (strictly greater)",
     "le Courage 5 +1 doit battre la Peur 8 (strictement supérieur)"),
    ("Courage 5 must beat Fear 8 (strictly greater)",
     "le Courage 5 doit battre la Peur 8 (strictement supérieur)"),
    ("Implacable/2: 2 more Pursuits", "Implacable/2 : 2 Pursuits de plus"),
    ("double 4: Exceptional Wound, no modifiers", "double 4 : Exceptional Wound, sans modificateur"),
    ("dice 6 then 6 then 3: total 18, failure (the total is short of the difficulty)",
     "dés 6 puis 6 puis 3 : total 18, échec (le total n'atteint pas la difficulté)"),
    ("he moved more than his Movement", "il a bougé de plus que son Mouvement"),
])
def test_built_engine_texts_are_matched_and_their_terms_translated(english: str, french: str) -> None:
    assert translate_built(english, "fr") == french
    assert translate_built(english, "en") == english
