"""The tournament panel in French: French labels through a round's first steps, a language
switch in the middle of a secret wager keeps the cards ticked, and no text the panel shows is
left in English (tests/ui/qt_audit.py, and every English piece of the French catalogue)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from babel.messages.pofile import read_po
from PySide6.QtWidgets import QApplication

from companion.i18n import language as lang
from companion.i18n import qt as i18n_qt
from companion.i18n.catalog import po_path
from qt_audit import ShownText, untranslated, visible_texts
from tests.ui.tournament_round import click


TOURNAMENT_LIBRARY = pytest.mark.parametrize("db_path", ["tournament"], indirect=True)  # the players' lists


def _english_pieces() -> set[str]:
    """The English words of every text of the French catalogue (between its placeholders) that
    its French does not keep: one of them on the French screen is English left behind."""
    pairs: list[tuple[str, str]] = []
    with po_path("fr").open("rb") as file:
        for message in read_po(file, locale="fr"):
            english = message.id if isinstance(message.id, tuple) else (message.id,)
            french = message.string if isinstance(message.string, tuple) else (message.string,)
            pairs += [(text, " ".join(french)) for text in english if text]
    pieces: set[str] = set()
    for english, french in pairs:
        for piece in re.split(r"%\d|\{[A-Za-z_0-9]+\}", english):
            piece = piece.strip(" .:;,()\"'")
            if len(piece) >= 12 and piece not in french:
                pieces.add(piece)
    return pieces


ENGLISH_PIECES = _english_pieces()


def english_left(texts: list[ShownText]) -> list[tuple[ShownText, str]]:
    return [(t, piece) for t in texts for piece in ENGLISH_PIECES if piece in t.text]


def audit(panel: Any) -> list[str]:
    texts = visible_texts(panel)
    assert texts
    return [f"{t.where}: {t.text!r}" for t in untranslated(texts, "fr")] + [
        f"{t.where}: {t.text!r} (English {piece!r})" for t, piece in english_left(texts)]


def switch(qtbot: Any, app: QApplication, language: str, label: Any, expected: str) -> None:
    """Change the language as the View > Language menu does, and wait for the panel to follow."""
    lang.set_language(language)
    i18n_qt.install_translators(app, language)
    i18n_qt.notifier().language_changed.emit(language)
    qtbot.waitUntil(lambda: expected in label.text(), timeout=3000)


def test_the_english_pieces_are_found() -> None:
    assert "look away. Pass the screen to" in ENGLISH_PIECES
    assert "wagers all his cards" in ENGLISH_PIECES
    assert "Premier sang" not in ENGLISH_PIECES  # the French name is kept in French


@TOURNAMENT_LIBRARY
def test_a_round_s_first_steps_in_french(qtbot: Any, french: QApplication, window: Any) -> None:
    panel = window.tournament
    panel.action.trigger()
    assert panel.dock.windowTitle() == "Partie de tournoi"
    assert panel.action.text() == "Partie de &tournoi…"
    rounds = panel.rounds_page
    assert rounds.new_button.text() == "Nouvelle partie de tournoi…"
    headers = [rounds.table.horizontalHeaderItem(c).text() for c in range(4)]
    assert headers == ["Partie", "Joueurs", "Objectif", "Où en est-on"]
    assert audit(panel) == []

    # the set-up: players, lists, terrain verdict, objective roll
    click(qtbot, rounds.new_button)
    page = panel.setup_page
    assert page.title.text() == "Nouvelle partie de tournoi"
    assert page.players_box.title() == "Les joueurs et leurs listes"
    assert page.troops.text().startswith("Règles de tournoi, Choix des troupes : 200 PA")
    qtbot.keyClicks(page.player_edits[0], "Anne")
    qtbot.keyClicks(page.player_edits[1], "Bruno")
    page.select_list(0, "Lions at the ford")
    page.select_list(1, "The hungry dead")
    assert ("Lions at the ford : ✔ réglementaire selon les règles de tournoi · 200 / 200 PA"
            in page.lists_verdict.text())
    page.width_spin.setValue(100)
    page.length_spin.setValue(100)
    verdict = page.terrain_verdict.text()
    assert verdict.startswith("✖ un terrain de 100 x 100 cm est refusé : son petit côté (100 cm) dépasse 80 cm.")
    assert "(Règles de tournoi, Choix du terrain)" in verdict
    page.width_spin.setValue(60)
    page.length_spin.setValue(90)
    assert page.terrain_verdict.text() == "✔ dans les limites"
    assert page.roll_label.text() == "Lancez le dé, ou entrez celui que vous avez lancé."
    page.die_spin.setValue(6)
    click(qtbot, page.enter_button)
    assert page.roll_label.text() == ("Lancé : 6. Un 6 est relancé (« Si le résultat est un 6, relancez le dé. ») : "
                                      "relancez.")
    page.die_spin.setValue(2)
    click(qtbot, page.enter_button)
    assert page.roll_label.text().startswith("Jet d'objectif : 6 (relancé : « Si le résultat est un 6")
    assert "L'objectif est la ligne 2 du tableau des défis ; la limite de temps est la ligne 6 - 2 = 4" in \
        page.roll_label.text()
    assert page.objective_row_label.text() == "Objectif (ligne 2) :"
    assert page.time_row_label.text() == "Limite de temps (ligne 4) :"
    assert page.problem.text().startswith("✖ tapez l'objectif de la ligne 2 du tableau des défis")
    assert page.tie_combo.itemText(0).startswith("Totaux égaux : les deux joueurs misent à nouveau")
    assert audit(panel) == []
    page.objective_edit.setText("Tenir le gué")  # typed (keyClicks is ASCII only)
    qtbot.keyClicks(page.time_edit, "8 tours")
    page.minutes_spin.setValue(30)
    assert page.problem.text() == "✔ Prêt : chaque joueur va miser en secret."
    click(qtbot, page.start_button)

    # the secret wagers
    wager = panel.wager_page
    assert wager.heading.text() == "Relevez le défi : la mise secrète de Anne"
    assert wager.screen_label.text() == ("Bruno, détournez les yeux. Passez l'écran à Anne : seul Anne peut voir la "
                                         "page suivante.")
    assert wager.ready_button.text() == "Je suis Anne : montrer mes cartes"
    assert audit(panel) == []
    click(qtbot, wager.ready_button)
    click(qtbot, wager.confirm_button)
    assert wager.refusal.text() == ("✖ Anne ne mise aucune carte : « Chaque joueur doit miser au moins une carte et "
                                    "ne peu pas toutes les miser. » (Règles de tournoi, Relevez le défi)")
    wager.tick([0, 1, 2, 3])
    click(qtbot, wager.confirm_button)
    assert wager.refusal.text().startswith("✖ Anne mise toutes ses cartes : « Chaque joueur")
    wager.tick([0, 2])
    assert wager.total.text() == "Misé : 2 cartes, 90 PA sur 200 PA"
    assert [wager.cards.item(i).text() for i in range(wager.cards.count())][0].endswith(" PA)")
    assert audit(panel) == []
    click(qtbot, wager.confirm_button)
    click(qtbot, wager.ready_button)
    wager.tick([1, 2])
    click(qtbot, wager.confirm_button)
    assert wager.heading.text() == "Relevez le défi : les deux mises sont placées"
    assert wager.reveal_button.text() == "Révéler les deux mises"
    click(qtbot, wager.reveal_button)

    # the reveal: who takes up the challenge, and why, quoting the rule
    reveal = panel.reveal_page
    assert reveal.heading.text() == "Relevez le défi : les mises révélées"
    assert reveal.totals[0].text() == "Total misé : 90 PA"
    assert reveal.why.text() == (
        "Anne a misé 90 PA, Bruno 80 PA : Bruno a misé le moins et relève le défi au Premier sang : « Le joueur "
        "dont le total est le moins élevé relèvera le défi au \"PREMIER SANG\". » (Règles de tournoi, Relevez le "
        "défi). Il choisit sa zone de déploiement en premier (Règles de tournoi, I - Le premier sang).")
    assert reveal.next_button.text() == "Jouer I - Le Premier sang ▶"
    assert audit(panel) == []
    click(qtbot, reveal.next_button)

    # I - Le Premier sang: the stage, its countdown, its outcomes
    stage = panel.stage_page
    assert stage.heading.text() == "I - Le Premier sang"
    assert stage.challenge_label.text().startswith(
        "I - Le Premier sang : Bruno relève le défi et choisit sa zone de déploiement en premier. Terrain 60 x 90 cm")
    assert stage.objective_label.text() == ("Objectif (ligne 2) : <b>Tenir le gué</b> · limite de temps (ligne 4) : "
                                            "<b>8 tours</b>")
    assert stage.clock.text() == "Limite de temps : 8 tours. L'horloge part avec la partie de l'étape."
    assert stage.failed_button.text() == "Bruno n'a plus aucune chance → II - La Revanche"
    assert stage.met_button.text() == "Bruno a atteint l'objectif"
    assert stage.game_button.text() == "Commencer la partie de I - Le Premier sang dans la Table ▶"
    assert "(relève le défi)" in stage.names[1].text()
    assert audit(panel) == []


@TOURNAMENT_LIBRARY
def test_switching_language_mid_wager_keeps_the_wagers(qtbot: Any, french: QApplication, window: Any) -> None:
    panel = window.tournament
    panel.action.trigger()
    click(qtbot, panel.rounds_page.new_button)
    page = panel.setup_page
    qtbot.keyClicks(page.player_edits[0], "Anne")
    qtbot.keyClicks(page.player_edits[1], "Bruno")
    page.select_list(0, "Lions at the ford")
    page.select_list(1, "The hungry dead")
    page.die_spin.setValue(3)
    click(qtbot, page.enter_button)
    page.objective_edit.setText("Tenir le gué")  # typed (keyClicks is ASCII only)
    qtbot.keyClicks(page.time_edit, "8 tours")
    click(qtbot, page.start_button)

    # Anne has wagered; Bruno is ticking his cards when the language changes
    wager = panel.wager_page
    click(qtbot, wager.ready_button)
    wager.tick([0, 2])
    click(qtbot, wager.confirm_button)
    click(qtbot, wager.ready_button)
    click(qtbot, wager.confirm_button)  # nothing ticked: refused, and the refusal stays on screen
    assert wager.refusal.text().startswith("✖ Bruno ne mise aucune carte")
    wager.tick([1, 2])

    switch(qtbot, french, "en", wager.total, "Wagered: 2 cards, 80 AP of 200 AP")
    assert wager.pages.currentWidget() is wager.hand_page  # the same hand, still on screen
    assert wager.checked() == [1, 2]
    assert wager.confirm_button.text() == "Wager these cards and hide them"
    assert wager.heading.text() == "Relevez le défi: Bruno's secret wager"
    assert wager.refusal.text().startswith("✖ Bruno wagers no card")
    assert panel.round.challenge.wager_placed(0) and not panel.round.challenge.wager_placed(1)
    assert panel.dock.windowTitle() == "Tournament round"

    switch(qtbot, french, "fr", wager.total, "Misé : 2 cartes, 80 PA sur 200 PA")
    assert wager.checked() == [1, 2]
    assert wager.confirm_button.text() == "Miser ces cartes et les cacher"
    assert audit(panel) == []
    click(qtbot, wager.confirm_button)
    click(qtbot, wager.reveal_button)
    assert panel.round.challenge.wagered(0)[0].entry == 0  # Anne's wager survived both switches
    assert [c.entry for c in panel.round.challenge.wagered(1)] == [1, 2]
    assert panel.reveal_page.why.text().startswith("Anne a misé 90 PA, Bruno 80 PA : Bruno a misé le moins")

    # the stage page follows a switch too (its clock and buttons from the stored round)
    click(qtbot, panel.reveal_page.next_button)
    stage = panel.stage_page
    switch(qtbot, french, "en", stage.heading, "I - First blood (Premier sang)")
    assert stage.clock.text() == "Time limit: 8 tours. The clock starts with the stage's game."
    assert stage.failed_button.text() == "Bruno has no chance any more → II - The return match (La Revanche)"
    switch(qtbot, french, "fr", stage.heading, "I - Le Premier sang")
    assert stage.failed_button.text() == "Bruno n'a plus aucune chance → II - La Revanche"
