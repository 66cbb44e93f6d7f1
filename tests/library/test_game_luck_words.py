"""The luck of a game in words (the battle report, the command line) in English and French,
every text translated, and as JSON: exact fractions with their values."""

from __future__ import annotations

from fractions import Fraction

import pytest

from companion.i18n import using_language
from companion.i18n.catalog import STRICT_ENV
from companion.library.game_luck import luck_lines, luck_of_log, luck_to_json, lucks_to_json
from companion.library.game_report import battle_report
from companion.rules.game import new_game
from companion.rules.game.autoplay import autoplay
from companion.rules.luck import Luck

from tests.cards import CLONE, MAGISTRATE, PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import setup_of


@pytest.fixture(scope="module")
def played() -> tuple[object, object]:
    setup = setup_of([(MAGISTRATE, 2), (PALADIN, 1)], [(CLONE, 3), (WOLFEN_ZOMBIE, 1)], seed=5)
    state, log = autoplay(new_game(setup))
    return state, luck_of_log(setup, log)


def test_the_report_ends_with_each_players_luck(played: tuple[object, object]) -> None:
    state, lucks = played
    report = battle_report(state, "At the ford", lucks)  # type: ignore[arg-type]
    luck = report[report.index("Luck: the exact chance"):]
    assert "\nAlice: " in luck and "\nBob: " in luck
    assert "  - Approach and Tactical: " in luck and "  - Firing: " in luck
    assert "    - Damage rolls doing Serious Wound or worse: " in luck
    assert "Round by round (the rounds so far): Approach " in luck
    assert "Luck:" not in battle_report(state, "At the ford")  # type: ignore[arg-type]


def test_the_french_luck_is_all_translated(played: tuple[object, object], monkeypatch: pytest.MonkeyPatch) -> None:
    state, lucks = played
    monkeypatch.setenv(STRICT_ENV, "1")
    with using_language("fr"):
        lines = luck_lines(state.setup, lucks)  # type: ignore[attr-defined]
    text = "\n".join(lines)
    assert text.startswith("Chance : la probabilité exacte de faire au moins aussi bien")
    assert "  - Approche et Tactical roll : " in text and "  - Attaque et défense : " in text
    assert " réussis sur " in text and "au moins aussi bien : " in text
    assert "Blessure grave ou pire" in text and "Tour par tour" in text


def test_luck_words_and_json() -> None:
    luck = Luck(2, Fraction(1, 3), 2, Fraction(1, 36))
    with using_language("en"):
        lines = luck_lines(setup_of([(PALADIN, 1)], [(CLONE, 1)]), ())
    assert lines == ["Luck: the exact chance of doing at least as well with the same rolls (lower: luckier)."]
    assert luck_to_json(luck) == {"rolls": 2, "expected": {"fraction": "1/3", "value": pytest.approx(1 / 3)},
                                  "got": 2, "at_least_as_well": {"fraction": "1/36", "probability": pytest.approx(1 / 36)}}


def test_lucks_as_json_name_the_players(played: tuple[object, object]) -> None:
    state, lucks = played
    found = lucks_to_json(state.setup, lucks)  # type: ignore[attr-defined, arg-type]
    assert [(p["side"], p["player"]) for p in found] == [("A", "Alice"), ("B", "Bob")]
    assert found[0]["rounds"][0]["round"] == 0
    assert found[0]["overall"] == luck_to_json(lucks[0].overall)  # type: ignore[index]
