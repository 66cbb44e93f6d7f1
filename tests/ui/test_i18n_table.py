"""The Table in French: a game in progress shows its header, tiles, step and log in French;
switching language mid-combat keeps the game and its step and changes the words; the Table's
visible texts hold no English left behind; the game engine's messages read in French."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel

from companion.i18n import render, set_language, using_language
from companion.i18n.catalog import STRICT_ENV
from companion.i18n.qt import install_translators
from qt_audit import untranslated, visible_texts
from companion.rules.game import WoundLevel
from companion.rules.game.state import CombatStep
from companion.rules.message import Argument, Message
from companion.rules.wounds import Location
from tests.ui.table_support import (
    CARDS,
    LISTS,
    banner,
    click,
    deploy_all,
    end_activation,
    enter_dice,
    panel,
    roll_box,
    stand_out_the_movement,
    start_game,
    tiles_snapshot,
)

ALLOWED = {card.name for card in CARDS} | {army.name for army in LISTS} | {"Alice", "Bob", "Hold the ford"}
"""Card names, list names, the players and their objective: shown as typed."""


def _language(app: QApplication, language: str) -> None:
    set_language(language)
    install_translators(app, language)
    QApplication.processEvents()  # Qt posts LanguageChange to the windows


def _to_the_combat(qtbot: Any, window: Any) -> Any:
    """The booklet's example (FACTS.md): the Wolfen Zombie charges the Paladin; the dice typed."""
    state = start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    state = enter_dice(qtbot, window, "opposed-roll", "4", "2")
    state = deploy_all(qtbot, window)
    state = enter_dice(qtbot, window, "opposed-roll", "2", "5")  # Bob (Acheron) wins the Tactical roll
    state = click(qtbot, window, "draw")
    if state.pending == "A-1":
        state = click(qtbot, window, "play-pending")
        state = click(qtbot, window, "stand-A1")
        state = click(qtbot, window, "end-activation")
        state = click(qtbot, window, "draw")
    state = click(qtbot, window, "play-pending")
    state = enter_dice(qtbot, window, "charge-roll-B1", "4")  # the Paladin resists Fear 8
    state = end_activation(qtbot, window)
    state = stand_out_the_movement(qtbot, window)
    state = click(qtbot, window, "end-phase")
    state = click(qtbot, window, "combat-A1")
    return enter_dice(qtbot, window, "initiative", "2", "2")


def _without(text: str, allowed: set[str]) -> str:
    """``text`` without the names and the user's words it quotes."""
    for name in sorted(allowed, key=len, reverse=True):
        text = text.replace(name, "")
    return text


def _log(window: Any) -> str:
    return "\n".join(window.table.view.log.texts())


def test_a_game_in_french_header_tiles_step_and_log(qtbot: Any, french: QApplication, table_window: Any,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    window = table_window
    state = start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    assert panel(window).header.text() == "Approche"
    assert panel(window).step_label.text() == (
        "Le jet d'Approche : chaque joueur jette les dés sur la meilleure Discipline de son armée.")
    box = roll_box(window, "opposed-roll")
    assert box.title().startswith("Le jet d'Approche") and box.roll_button.text() == "⚄  Lancer"
    assert box.enter_button.text() == "Saisir les dés"
    assert "Alice remporte le jet d'Approche: " not in box.chance_labels[0].text()
    assert box.chance_labels[0].text().startswith("Alice remporte le jet d'Approche")
    state = _to_the_combat(qtbot, window)
    assert state.combat is not None and state.combat.step is CombatStep.PLACE_DEFENDER
    assert panel(window).header.text() == "Tour 1 · Corps à corps · Combat 1 · Alice"
    assert panel(window).step_label.text() == "Le défenseur (Alice) répartit ses dés d'abord."
    place = panel(window).findChild(QGroupBox, "place-dice")
    assert place.title() == "Le défenseur, Alice, répartit ses dés"
    # the tile: the wound track in the vocabulary's words, the badges, the short names
    tile = window.table.view.columns[0].tiles["A1"]
    assert [b.text() for b in tile.boxes.values()] == ["○ Sonné", "○ Légère", "○ Grave", "○ Critique", "○ Tué net"]
    assert [b.toolTip().split(" à la main")[0] for b in tile.boxes.values()] == [
        "Toucher pour mettre Sonné", "Toucher pour mettre Blessure légère", "Toucher pour mettre Blessure grave",
        "Toucher pour mettre Blessure critique", "Toucher pour mettre Tué net"]
    assert "Chargé" in tile.badges_label.text() and "Immunisé (Peur ≤8)" in tile.badges_label.text()
    assert "Engagé (B1)" in tile.badges_label.text()
    assert "INI 2 (3)" in tile.stats_label.text() and "FOR 5" in tile.stats_label.text()
    assert "COU 5" in tile.stats_label.text() and "MOUV 10" in tile.stats_label.text()
    assert "Chargé : -1 en INI, ATT et DEF" in tile.stats_label.toolTip()
    assert window.table.view.columns[0].totals.text() == "Pertes : 0 (0 PA) · Restant : 30 PA · Sur la table : 1"
    # the log: the engine's sentences in French
    log = _log(window)
    for french_line in ("— Approche —", "— Tour 1 · Mouvement —", "— Tour 1 · Corps à corps —",
                        "Bob remporte le Tactical roll : pioche la première carte",
                        "Wolfen Zombie (B1) charge Paladin (A1) (les joueurs ont mesuré qu'il est à portée).",
                        "Paladin (A1) teste son Courage 5 contre la Peur 8 de Wolfen Zombie (B1)",
                        "Paladin (A1) est Chargé : -1 en INI, ATT et DEF jusqu'à la fin du tour",
                        "Bob frappe en premier (l'attaquant) ; Alice est le défenseur"):
        assert french_line in log, french_line
    assert "(Livret, phase de Mouvement, Charge)" in log
    # the combat to its Damage: the booklet's dice, the log and tile follow in French
    place.spins["A1"].setValue(1)
    state = click(qtbot, window, "place")
    panel(window).findChild(QGroupBox, "place-dice").spins["B1"].setValue(2)
    state = click(qtbot, window, "place")
    assert panel(window).step_label.text() == "Bob jette ses Attaques, chacune à une difficulté choisie."
    attack = panel(window).findChild(QGroupBox, "attack")
    assert attack.title() == "Bob attaque : choisissez une difficulté pour chaque dé d'Attaque"
    texts = [w.text() for w in panel(window).findChild(QGroupBox, "difficulties-B1-A1").findChildren(QLabel)]
    assert any("★ conseillée" in t for t in texts) and "Touche" in texts and "Non parée" in texts
    for name in ("difficulty-B1-1", "difficulty-B1-2"):
        panel(window).findChild(type(place.spins["A1"]), name).setValue(9)
    state = enter_dice(qtbot, window, "attack-roll", "2, 5")
    parry = panel(window).findChild(QGroupBox, "parry")
    assert parry.title() == "Alice pare : choisissez les Attaques, puis jetez les dés"
    (check,) = parry.checks.values()
    assert check.text().startswith("Parer l'Attaque 2 (à 9)") and check.property("chance") == "5/36"
    state = enter_dice(qtbot, window, "parry-roll", "3")
    state = enter_dice(qtbot, window, "damage-2", "3 6")
    assert state.figurine("A1").wound is WoundLevel.CRITICAL
    assert tile.boxes[WoundLevel.CRITICAL].text() == "● Critique"
    log = _log(window)
    assert "Attaque 2 : Wolfen Zombie (B1) (ATT 6) à 9 sur Paladin (A1) : touche ; " in log
    assert "Paladin (A1) (DEF 2) ne pare pas l'Attaque 2 à 9 : " in log
    assert "Paladin (A1) a maintenant : Blessure critique." in log
    assert banner(window) == ""
    # every sentence the game wrote has its French (strict: no fallback to English)
    monkeypatch.setenv(STRICT_ENV, "1")
    with using_language("fr"):
        assert all(render(entry.text) for entry in state.log)
    # the battle report, exported in French
    report = window.table.export_to(Path(qtbot_tmp(window)) / "report.txt", "text").read_text("utf-8")
    assert report.startswith("Compte rendu de bataille")
    assert "Tour 1 - Corps à corps" in report and "- Paladin (A1) a maintenant : Blessure critique." in report
    assert "Résultat : la partie n'est pas terminée (tour 1, Corps à corps)." in report


def qtbot_tmp(window: Any) -> str:
    """A directory for the export beside the test's database."""
    return str(Path(window.session.library.path).parent) if hasattr(window.session.library, "path") else "/tmp"


def test_switching_language_mid_combat_keeps_the_game_and_changes_the_words(
        qtbot: Any, table_window: Any) -> None:
    from companion.ui.app import application

    app = application()
    window = table_window
    state = _to_the_combat(qtbot, window)
    assert panel(window).header.text() == "Round 1 · Hand to hand · Combat 1 · Alice"
    place = panel(window).findChild(QGroupBox, "place-dice")
    assert place.title() == "The Defender, Alice, places its dice"
    tiles_en = tiles_snapshot(window)
    log_en = window.table.view.log.texts()
    try:
        _language(app, "fr")
        assert window.table.state == state  # the same game, the same step
        assert window.table.state.combat.step is CombatStep.PLACE_DEFENDER
        assert panel(window).header.text() == "Tour 1 · Corps à corps · Combat 1 · Alice"
        assert panel(window).findChild(QGroupBox, "place-dice").title() == "Le défenseur, Alice, répartit ses dés"
        assert panel(window).buttons["place"].text() == "Répartir les dés"
        tiles_fr = tiles_snapshot(window)
        assert tiles_fr.keys() == tiles_en.keys() and tiles_fr != tiles_en
        assert tiles_fr["A1"][0] == tiles_en["A1"][0]  # the figurine's name stays
        tile = window.table.view.columns[0].tiles["A1"]
        assert tile.states_button.text() == "États ▾"  # the tile's fixed words too
        assert tile.boxes[WoundLevel.LIGHT].toolTip().startswith("Toucher pour mettre Blessure légère à la main")
        assert len(window.table.view.log.texts()) == len(log_en)
        assert "— Tour 1 · Corps à corps —" in window.table.view.log.texts()
        assert window.table.view.finish_button.text() == "Terminer la partie…"
        assert window.table.finish_action.text() == "&Terminer la partie…"
        assert window.table.view.undo_button.text() == "↶ Annuler (Ctrl+Z)"
        # the game goes on in French: the step's button still answers
        state = click(qtbot, window, "place")
        assert state.combat.step is CombatStep.PLACE_ATTACKER
        assert panel(window).step_label.text() == "L'attaquant (Bob) répartit ses dés."
    finally:
        _language(app, "en")
        set_language(None)
    assert panel(window).header.text() == "Round 1 · Hand to hand · Combat 1 · Bob"
    assert panel(window).step_label.text() == "The Attacker (Bob) places its dice."
    assert window.table.view.log.texts()[:len(log_en)] == log_en


def test_the_table_in_french_shows_no_english_left(qtbot: Any, french: QApplication, table_window: Any) -> None:
    window = table_window
    window.table.show_games()
    games_page = visible_texts(window.table.games)
    assert {t.text for t in games_page} >= {"Parties", "Nouvelle partie…", "Partie", "Joueurs"}
    _to_the_combat(qtbot, window)
    shown = visible_texts(window.table)
    assert not untranslated(shown, "fr"), untranslated(shown, "fr")
    english = re.compile(r"\b(the|Round|Attack dice|places its|against|Defender|Attacker|Charged|Engaged|"
                         r"Remaining|Losses|Roll|Enter dice|Why)\b")
    left = [t for t in shown if english.search(_without(t.text, ALLOWED))]
    assert not left, left
    window.table.show_games()
    assert not untranslated(visible_texts(window.table.games), "fr")
    actions = [a.text() for a in window.table.menu_actions()["file"]]
    assert actions == ["Nouvelle &partie…", "&Parties…", "Exporter le journal de la partie (&JSON)…",
                       "Exporter le &compte rendu…", "&Terminer la partie…"]


# -- the game engine's messages in French -----------------------------------------------------------

@pytest.mark.parametrize(("message", "french"), [
    (Message("game.dodges-up-to", figurine="Paladin (A1)", distance=Message("game.up-to-cm", cm=5)),
     "Paladin (A1) fait un Dodge jusqu'à 5 cm : rien d'autre jusqu'à la fin du tour, les tirs sur lui sont d'une "
     "portée plus loin."),
    (Message("game.rolls-initiative", side="Bob", value=3,
             result=Message("game.opposed-total", dice=Message("game.then", earlier=6, later=5), total=14)),
     "Bob jette l'Initiative 3 : dés 6 puis 5, total 14."),
    (Message("game.combat-over-standing", number=1, figurines="Paladin (A1)"),
     "Le combat 1 est terminé ; encore debout : Paladin (A1)."),
    (Message("game.odds-wins-roll", side="Bob", roll=Message("game.tactical-roll")), "Bob remporte le Tactical roll"),
    (Message("game.picks-up-own", side="Alice", card="Paladin (A1)", verb=Message("game.verb-deploy")),
     "Alice pioche Paladin (A1), une de ses propres cartes : à déployer ou à garder en Réserve."),
    (Message("game.damage-roll-on", roll=Message("game.damage-roll"), victim="Paladin (A1)", first=3, second=6,
             strength=13, bonus="", resilience=7, total=15, location=Location.TORSO, row="15",
             level=WoundLevel.CRITICAL),
     "Jet de Blessure sur Paladin (A1) : 3 + 6 + FOR 13 - RES 7 = 15, Tronc (ligne 15) : Blessure critique."),
])
def test_the_engine_s_messages_read_in_french(message: Message, french: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(STRICT_ENV, "1")
    with using_language("fr"):
        assert render(message) == french


ENGLISH_WORDS = re.compile(r"\b(the|The|of|its|with|and|is|at|rolls|hits|fails|again|left|dice|places|against|misses|"
                           r"parries|Round|Attack dice|Defence dice)\b")


def _names(value: Argument) -> list[str]:
    """The words a message quotes as given (its ``str`` arguments, however deep): the names of
    the players, their lists and cards, and what another rules module says in its own words."""
    if isinstance(value, Message):
        return [name for _key, argument in value.args for name in _names(argument)]
    if isinstance(value, tuple):
        return [name for item in value for name in _names(item)]
    return [value] if isinstance(value, str) else []


@pytest.mark.parametrize(("a", "b", "seed", "ruleset"), [(3, 1, 3, "core"), (2, 4, 8, "tournament"),
                                                          (0, 1, 5, "tournament")])
def test_whole_games_read_in_french(a: int, b: int, seed: int, ruleset: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The autoplayer's games to the last loss: every step, odds line, state badge and log
    sentence renders in French (strict: a message without its template or its French fails),
    with no English left but the words the messages quote as given."""
    from companion.rules.game import GameSetup, Scenario, Side
    from companion.rules.game.autoplay import choose
    from companion.rules.game.engine import new_game, play
    from companion.rules.game.guide import next_step, odds_for_next_step
    from companion.rules.ruleset import Ruleset

    monkeypatch.setenv(STRICT_ENV, "1")
    cards = {card.id: card for card in CARDS}
    setup = GameSetup(ruleset=Ruleset.parse(ruleset, []), sides=(Side("Alice", LISTS[a], cards),
                                                                 Side("Bob", LISTS[b], cards)),
                      scenario=Scenario("", "", ""), seed=seed)
    state = new_game(setup)
    messages: list[Message] = []
    for _ in range(800):
        messages.append(next_step(state).text)
        odds = odds_for_next_step(state)
        messages += [chance.label for chance in odds.chances] + [wounds.label for wounds in odds.wounds]
        messages += [badge for fig in state.figurines for badge in fig.states()]
        if state.finished:
            break
        state, _action = play(state, choose(state))
    assert state.finished
    messages += [entry.text for entry in state.log]
    with using_language("fr"):
        left = {render(m) for m in messages if ENGLISH_WORDS.search(_without(render(m), set(_names(m))))}
    assert not left, left


def test_a_refusal_reads_in_french_on_the_banner(qtbot: Any, french: QApplication, table_window: Any) -> None:
    from companion.rules.game.actions import Move

    window = table_window
    start_game(qtbot, window, "Lions at the ford", "Wolfen pack")
    box = roll_box(window, "opposed-roll")
    enter_dice(qtbot, window, "opposed-roll", "7", "2")
    assert banner(window) == "⚠  Non fait : Dé de Alice : un dé montre 1 à 6, pas 7"
    assert not window.table.state.roll_done and box.edits
    enter_dice(qtbot, window, "opposed-roll", "4", "2")
    assert not window.table.do(Move("A1", "walk"))
    assert banner(window) == ("⚠  Non fait : cela se fait pendant la phase Mouvement, et la partie est en phase "
                              "Approche")
