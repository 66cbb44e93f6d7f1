"""The battle report in the reader's language: the engine's sentences translated, the names of
the players, their lists and their cards as written."""

from __future__ import annotations

from dataclasses import replace

import pytest

from companion.i18n import using_language
from companion.i18n.catalog import STRICT_ENV
from companion.library.game_report import battle_report
from companion.rules.game import new_game
from companion.rules.game.autoplay import autoplay

from tests.cards import PALADIN, WOLFEN_ZOMBIE
from tests.rules.game.helpers import setup_of

NAMED = replace(PALADIN, name="Paladin of Alahan (1)")
"""A card whose name reads like English words: a name, never translated."""


@pytest.fixture
def finished() -> object:
    state, _log = autoplay(new_game(setup_of([(NAMED, 1)], [(WOLFEN_ZOMBIE, 1)], seed=2)))
    return state


def test_the_french_report_keeps_a_card_s_name_as_written(finished: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(STRICT_ENV, "1")
    with using_language("fr"):
        report = battle_report(finished, "Au gué")  # type: ignore[arg-type]
    assert report.startswith("Compte rendu de bataille : Au gué\n")
    assert "Paladin of Alahan (1) (A1)" in report
    assert "sur Alahan" not in report
    assert "- Alice pioche " in report or "- Bob pioche " in report
    assert "Résultat : " in report and "Pertes de Alice : " in report


def test_the_english_report_groups_the_log_by_round_and_phase(finished: object) -> None:
    with using_language("en"):
        report = battle_report(finished)  # type: ignore[arg-type]
    lines = report.splitlines()
    assert lines[0] == "Battle report"
    assert lines[1] == "Alice (Alice's army) against Bob (Bob's army); ruleset Core (booklet)."
    assert lines[2] == "Scenario: Hold the ford; time limit 2 hours"
    titles = [lines[i - 1] for i, line in enumerate(lines) if line and set(line) == {"-"}]
    assert titles[0] == "Approach" and titles[1] == "Round 1 - Movement" and titles[-1] == "The end"
    assert "- Approach: both players roll on their best Discipline. (Booklet, The approach)" in lines
    assert lines[-2].startswith("Losses of Alice: ") and lines[-1].startswith("Losses of Bob: ")


def test_the_report_says_what_each_side_fields_with_its_options() -> None:
    from companion.rules.card import Option, OptionKind

    armed = replace(NAMED, options=(Option("alahan/paladin/shield", "The shield of pride", OptionKind.ARTEFACT, ap=6),
                                    Option("alahan/paladin/fire", "Fireball", OptionKind.SPELL, pow=2)))
    setup = setup_of([(armed, 2)], [(WOLFEN_ZOMBIE, 1)], seed=2)
    side = setup.sides[0]
    entry = replace(side.army.entries[0], options=("alahan/paladin/fire", "alahan/paladin/shield", "alahan/paladin/fire"))
    setup = replace(setup, sides=(replace(side, army=replace(side.army, entries=(entry,))), setup.sides[1]))
    with using_language("en"):
        lines = battle_report(new_game(setup)).splitlines()
    assert lines[3] == "Alice fields: Paladin of Alahan (1) ×2 (The shield of pride, Fireball ×2)."
    assert lines[4] == "Bob fields: Wolfen Zombie."


@pytest.mark.parametrize("player", ["", "Alice's army"])
def test_a_side_without_a_player_is_introduced_by_its_list_once(player: str) -> None:
    """A player's name left blank (or the list's name typed again): "Alice's army against Bob
    (Bob's army)", in the log and the report, never "Alice's army (Alice's army)"."""
    from companion.i18n import render

    setup = setup_of([(NAMED, 1)], [(WOLFEN_ZOMBIE, 1)])
    setup = replace(setup, sides=(replace(setup.sides[0], player=player), setup.sides[1]))
    state = new_game(setup)
    with using_language("en"):
        assert render(state.log[0].text) == \
            "New game: Alice's army against Bob (Bob's army); ruleset Core (booklet)."
        assert battle_report(state).splitlines()[1] == "Alice's army against Bob (Bob's army); ruleset Core (booklet)."
    with using_language("fr"):
        assert battle_report(state).splitlines()[1] == \
            "Alice's army contre Bob (Bob's army) ; jeu de règles : Règles de base (livret)."
