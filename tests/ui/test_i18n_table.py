"""The Table in French (issue 8): a game in progress shows its header, tiles, step and log in
French; switching language mid-combat keeps the game and its step and changes the words; the
Table's visible texts hold no English left behind; every sentence of the game engine has its
French template (resources/i18n/fr.game.json)."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel

from companion.i18n import set_language, using_language
from companion.i18n.catalog import STRICT_ENV
from companion.i18n.legacy import placeholders, translate_built
from companion.i18n.qt import install_translators
from qt_audit import untranslated, visible_texts
from companion.rules.game import Phase, WoundLevel
from companion.rules.game.state import CombatStep
from tests.ui.test_table_support import (  # noqa: F401  (fixtures)
    CARDS,
    LISTS,
    banner,
    click,
    deploy_all,
    enter_dice,
    panel,
    roll_box,
    start_game,
    table_db,
    table_window,
    tiles_snapshot,
)

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from engine_texts import game_refusals, game_templates  # noqa: E402

GAME_CATALOG: dict[str, str] = json.loads((ROOT / "resources" / "i18n" / "fr.game.json").read_text("utf-8"))[
    "messages"]

ALLOWED = {card.name for card in CARDS} | {army.name for army in LISTS} | {"Alice", "Bob", "Hold the ford"}
"""Card names, list names, the players and their objective: shown as typed."""


def _language(app: QApplication, language: str) -> None:
    set_language(language)
    install_translators(app, language)
    QApplication.processEvents()  # Qt posts LanguageChange to the windows


@pytest.fixture
def french(qtbot: Any) -> Iterator[QApplication]:
    """The window's language is French for the test, English again after."""
    from companion.ui.app import application

    app = application()
    _language(app, "fr")
    yield app
    _language(app, "en")
    set_language(None)


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
    state = click(qtbot, window, "end-activation")
    while state.phase is Phase.MOVEMENT:
        if state.pending is None:
            state = click(qtbot, window, "draw")
        state = click(qtbot, window, "play-pending")
        state = click(qtbot, window, "stand-A1")
        state = click(qtbot, window, "end-activation")
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
    assert "(Livret, movement phase, Charging)" in log
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
    assert "Attaque 2 : Wolfen Zombie (B1) (ATT 6) à 9 sur Paladin (A1) : touche ; dés 5 : total 11" in log
    assert "Paladin (A1) (DEF 2) ne pare pas l'Attaque 2 à 9 : dés 3" in log
    assert "Paladin (A1) a maintenant : Blessure critique." in log
    assert banner(window) == ""
    # every sentence the game wrote has its French (strict: no fallback to English)
    monkeypatch.setenv(STRICT_ENV, "1")
    with using_language("fr"):
        for entry in state.log:
            assert translate_built(entry.text) != entry.text or not re.search("[a-z]{3}", entry.text), entry.text
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


# -- the game engine's sentences: a French template for each ------------------------------------

COMPOSED: dict[str, tuple[str, ...]] = {
    # "{fig} {text}." with text one of the Movement types' words (engine.py, _move)
    "{d_label_fig} {text}.": (
        "{d_label_fig} stands still.", "{d_label_fig} walks up to {cm} cm.", "{d_label_fig} runs up to {cm} cm: it "
        "will not fire this round.", "{d_label_fig} Dodges up to {cm} cm: nothing else until the end of the round, "
        "shots at it are one range farther.", "{d_label_fig} attempts a Physical Feat (no firing this round)."),
    # verdict: "resists" or "succumbs to"
    "{d_label_fig} tests its Courage {score} against the Fear {fear} of {d_label_against}: {outcome_explain}; it "
    "{verdict} Fear (the total must be strictly greater than the Fear).": (
        "{d_label_fig} tests its Courage {score} against the Fear {fear} of {d_label_against}: {outcome_explain}; it "
        "resists Fear (the total must be strictly greater than the Fear).",
        "{d_label_fig} tests its Courage {score} against the Fear {fear} of {d_label_against}: {outcome_explain}; it "
        "succumbs to Fear (the total must be strictly greater than the Fear)."),
    "{d_label_fig} {verb} {d_label_target} (the players measured it in range).": (
        "{d_label_fig} Charges {d_label_target} (the players measured it in range).",
        "{d_label_fig} Engages {d_label_target} (the players measured it in range)."),
    "{d_label_defender} (DEF {defence}) {verb_0_if_outcome_success_else_verb_1} Attack {number} at "
    "{difficulty}{extra}: {outcome_explain}.": tuple(
        f"{{d_label_defender}} (DEF {{defence}}) {verb} Attack {{number}} at {{difficulty}}{{gain}}: {{outcome_explain}}."
        for verb in ("parries", "fails to parry", "Counter-Attacks", "fails to Counter-Attack")),
    "Sustained Defence {step} (+{2_step}): {d_label_defender} {parries_if_outcome_success_else_fails_to_parry} Attack "
    "{number} at {difficulty}: {outcome_explain}.": tuple(
        f"Sustained Defence {{step}} (+{{2_step}}): {{d_label_defender}} {verb} Attack {{number}} at {{difficulty}}: "
        "{outcome_explain}." for verb in ("parries", "fails to parry")),
}
"""Engine templates whose variable part is one of a few words: the catalog has a template for
each (a placeholder named ``verdict`` or ``extra`` would only match a number or a closed word)."""

GAME = game_templates()


def test_the_scan_finds_the_game_engine_s_sentences() -> None:
    assert "{d_label_target} is Engaged: no penalty." in GAME
    assert "Combat {combat_number}: both sides roll Initiative" in GAME  # a step
    assert "{fig_name} ({fig_id}) rallies" in GAME  # an odds label
    assert len(GAME) > 100


@pytest.mark.parametrize("template", sorted(GAME))
def test_every_game_engine_sentence_has_a_french_template(template: str) -> None:
    where = GAME[template]
    if template in COMPOSED:
        missing = [t for t in COMPOSED[template] if t not in GAME_CATALOG]
        assert not missing, f"{where}: no French for {missing}"
        return
    # The catalog may name a placeholder otherwise ("{side}" for "{state_side_name_0}": a name
    # with a digit would match only a number). A sentence joined from pieces at run time ("... is
    # over" + "; still standing: ..."): the catalog has the whole sentences starting with it.
    shape = _shape(template)
    assert any(key == shape or key.startswith(shape) for key in SHAPES), (
        f"{where}: no French for the game engine's {template!r}")


def _shape(text: str) -> str:
    return re.sub(r"\{[^{}]*\}", "{}", text)


SHAPES = {_shape(key) for key in GAME_CATALOG}


@pytest.mark.parametrize("key", sorted(GAME_CATALOG))
def test_the_game_catalog_keeps_the_placeholders(key: str) -> None:
    assert placeholders(GAME_CATALOG[key]) == placeholders(key)
    assert GAME_CATALOG[key].strip()


@pytest.mark.parametrize(("english", "french"), [
    ("Paladin (A1) Dodges up to 5 cm: nothing else until the end of the round, shots at it are one range farther.",
     "Paladin (A1) fait un Dodge jusqu'à 5 cm : rien d'autre jusqu'à la fin du tour, les tirs sur lui sont d'une "
     "portée plus loin."),
    ("Paladin (A1) (DEF 2) Counter-Attacks Attack 1 at 11 and gains an Attack die: dice 6 then 5: total 13, success "
     "(the total reaches the difficulty).",
     "Paladin (A1) (DEF 2) Contre-attaque l'Attaque 1 à 11 et gagne un dé d'Attaque : dés 6 puis 5 : total 13, "
     "réussite (le total atteint la difficulté)."),
    ("Combat 1 is over; still standing: Paladin (A1).", "Le combat 1 est terminé ; encore debout : Paladin (A1)."),
    ("Bob wins the Tactical roll", "Bob remporte le Tactical roll"),
    ("Alice picks up Paladin (A1), one of its own cards: deploy it or keep it in Reserve.",
     "Alice pioche Paladin (A1), une de ses propres cartes : la déployer ou la garder en Réserve."),
    ("Damage roll on Paladin (A1): 3 + 6 + STR 13 - RES 7 = 15 at the Torso (row 15): Critical Wound.",
     "Jet de Blessure sur Paladin (A1) : 3 + 6 + FOR 13 - RES 7 = 15, Tronc (ligne 15) : Blessure critique."),
])
def test_composed_sentences_read_in_french(english: str, french: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(STRICT_ENV, "1")
    assert translate_built(english, "fr") == french


ENGLISH_WORDS = re.compile(r"\b(the|The|of|its|with|and|is|at|rolls|hits|fails|again|left|dice|places|against|misses|"
                           r"parries|Round|Attack dice|Defence dice)\b")


@pytest.mark.parametrize(("a", "b", "seed", "ruleset"), [(3, 1, 3, "core"), (2, 4, 8, "tournament"),
                                                          (0, 1, 5, "tournament")])
def test_whole_games_read_in_french(a: int, b: int, seed: int, ruleset: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The autoplayer's games to the last loss: every step, odds line and log sentence has its
    French (strict: a sentence without a template fails), and no English is left in it but the
    players' own words (the lists' names) and the booklet's section titles the citations quote."""
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
    texts = []
    for _ in range(800):
        texts.append(next_step(state).text)
        texts += [chance.label for chance in odds_for_next_step(state).chances]
        if state.finished:
            break
        state, _action = play(state, choose(state))
    assert state.finished
    texts += [entry.text for entry in state.log]
    with using_language("fr"):
        left = {text: french for text in texts
                if ENGLISH_WORDS.search(_without(french := translate_built(text), {LISTS[a].name, LISTS[b].name}))}
    assert not left, left


REFUSALS = game_refusals()
REFUSALS_OFF_THE_TABLE: dict[str, str] = {
    "{d_side_name_owner} already holds {limit} Reserve card(s), its limit "
    "({one_1_for_the_winner_of_the_roll_if_limit_2_else_one})": "composed: both limits have their template",
    "unknown action {action}": "the Table sends only the engine's actions",
    "side {letter}: use A or B": "the Table sends A or B",
    "unknown pick {action_ability}: mutagenic or toxic": "the Table's pick buttons send one of the two",
    "unknown Movement type {action_movement}: stand, walk, run, dodge or feat (charge and engage have their own "
    "action)": "the Table's Movement buttons send a known type",
    "unknown range {action_range}: short, medium, long or out-of-range": "the Table's range list is the engine's",
    "unknown range {range_band}": "the Table's range list is the engine's",
    "unknown state {name}: charged, charging, stunned, fleeing, paralysed, afraid, immune_fear, disengage_failed, "
    "counter_fired, lives_left, lost, deployed, toxic, mutagenic": "the States menu sends the engine's names",
    "action {index} ({action_kind}): {error}": "replaying a log file (companion game replay)",
}
"""Refusals the Table's controls cannot provoke (a log file or the command line can), with why;
the JSON reading of a log (companion/rules/game/actions.py) is the command line's too."""


@pytest.mark.parametrize("template", sorted(REFUSALS))
def test_the_refusals_the_table_can_meet_have_their_french(template: str) -> None:
    if template in REFUSALS_OFF_THE_TABLE or REFUSALS[template].startswith("companion/rules/game/actions.py"):
        return
    shape = _shape(template)
    assert any(key == shape or key.startswith(shape) for key in SHAPES), (
        f"{REFUSALS[template]}: no French for the refusal {template!r}")


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
