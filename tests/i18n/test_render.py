"""Messages made words at the edge: names as written, numbers and terms in the reader's language."""

from __future__ import annotations

from fractions import Fraction

import pytest

from companion.i18n import render, templates, using_language
from companion.i18n.templates import Template
from companion.rules.message import Message, Odds, Share, Signed
from companion.rules.source import Source, booklet, booklet_ability, house, tournament
from companion.rules.wounds import Location, WoundLevel


@pytest.fixture
def declared(monkeypatch: pytest.MonkeyPatch) -> dict[str, Template]:
    found = {
        "test.worsened": Template("test.worsened", "{figure}'s wound worsens to {level}"),
        "test.figures": Template("test.figures", "{count} figurine", "{count} figurines", "count"),
        "test.outer": Template("test.outer", "{inner} ({source})"),
    }
    monkeypatch.setattr(templates, "templates", lambda: found)
    return found


def test_a_message_is_its_id_and_arguments() -> None:
    message = Message("test.worsened", level=WoundLevel.SERIOUS, figure="Paladin of Alahan (1)")
    assert message == Message("test.worsened", figure="Paladin of Alahan (1)", level=WoundLevel.SERIOUS)
    assert message["figure"] == "Paladin of Alahan (1)"
    assert message.arguments == {"figure": "Paladin of Alahan (1)", "level": WoundLevel.SERIOUS}
    assert hash(message) == hash(Message("test.worsened", figure="Paladin of Alahan (1)", level=WoundLevel.SERIOUS))
    with pytest.raises(KeyError):
        message["nobody"]


def test_names_stay_as_written_and_terms_are_translated(declared: dict[str, Template]) -> None:
    message = Message("test.worsened", figure="Paladin of Alahan (1)", level=WoundLevel.SERIOUS)
    with using_language("en"):
        assert render(message) == "Paladin of Alahan (1)'s wound worsens to Serious Wound"
    with using_language("fr"):  # the template has no French here; the arguments do
        assert render(message["figure"]) == "Paladin of Alahan (1)"
        assert render(message["level"]) == "Blessure grave"
        assert render(Location.TORSO) == "Tronc"


def test_plural_forms_follow_the_count(declared: dict[str, Template]) -> None:
    with using_language("en"):
        assert render(Message("test.figures", count=1)) == "1 figurine"
        assert render(Message("test.figures", count=3)) == "3 figurines"


def test_messages_nest_and_sources_are_citations(declared: dict[str, Template]) -> None:
    inner = Message("test.figures", count=2)
    with using_language("en"):
        assert render(Message("test.outer", inner=inner, source=booklet("movement phase, Charging"))) == \
            "2 figurines (Booklet, movement phase, Charging)"
    with using_language("fr"):
        assert render(booklet("movement phase, Charging")) == "Livret, phase de Mouvement, Charge"
        assert render(tournament("Tirer dans le tas")) == "Règles de tournoi, Tirer dans le tas"
        assert render(house(14, "Tir dans le tas")) == "Règle maison 14 (Tir dans le tas)"


@pytest.mark.parametrize(("section", "english", "french"), [
    (booklet("combat resolution, step 3"), "Booklet, combat resolution, step 3",
     "Livret, résolution du combat, étape 3"),
    (booklet("wound table (Exceptional Wounds)"), "Booklet, wound table (Exceptional Wounds)",
     "Livret, tableau des blessures (résultats doubles)"),
    (booklet_ability("Hard-boiled"), "Booklet, abilities, Hard-boiled", "Livret, compétences, Dur à cuire"),
    (booklet_ability("Toxic / X"), "Booklet, abilities, Toxic / X", "Livret, compétences, Toxic / X"),
    (booklet("a section a data file cites"), "Booklet, a section a data file cites",
     "Livret, a section a data file cites"),
])
def test_booklet_citations_in_the_reader_s_language(section: Source, english: str, french: str) -> None:
    """The booklet's sections are titled in French where our catalogue gives the French (the
    abilities by the vocabulary); a title it does not know stays as written."""
    with using_language("en"):
        assert render(section) == english
    with using_language("fr"):
        assert render(section) == french


@pytest.mark.parametrize(("value", "english", "french"), [
    (7, "7", "7"),
    (Fraction(15, 2), "7.5", "7,5"),
    (Fraction(4), "4", "4"),
    (Share(Fraction(51, 192)), "26.6%", "26,6\u00a0%"),
    (Share(Fraction(3, 10)), "30%", "30\u00a0%"),
    (Share(Fraction(3001, 10000)), "30.1%", "30,1\u00a0%"),
    (Odds(Fraction(1, 3)), "33% (1/3)", "33\u00a0% (1/3)"),
    (Odds(Fraction(1, 1296)), "<0.1% (1/1296)", "<0,1\u00a0% (1/1296)"),
    (Signed(2), "+2", "+2"),
    (Signed(-1), "-1", "-1"),
    (Signed(0), "0", "0"),
    (("Paladin", "Musician"), "Paladin and Musician", "Paladin et Musician"),
    (("a", "b", "c"), "a, b and c", "a, b et c"),
    (None, "?", "?"),
])
def test_numbers_and_lists_in_each_language(value: object, english: str, french: str) -> None:
    with using_language("en"):
        assert render(value) == english  # type: ignore[arg-type]
    with using_language("fr"):
        assert render(value) == french  # type: ignore[arg-type]


def test_what_a_message_cannot_carry_is_refused() -> None:
    with pytest.raises(TypeError):
        render(True)
    with pytest.raises(TypeError):
        render(object())  # type: ignore[arg-type]


def test_an_unknown_id_is_an_error_in_the_tests_and_visible_to_a_player(monkeypatch: pytest.MonkeyPatch) -> None:
    from companion.i18n.catalog import STRICT_ENV, MissingTranslation

    monkeypatch.setenv(STRICT_ENV, "1")
    with pytest.raises(MissingTranslation):
        render(Message("nowhere.said", x=1))
    monkeypatch.setenv(STRICT_ENV, "0")
    assert render(Message("nowhere.said", x=1)) == "nowhere.said {'x': 1}"
