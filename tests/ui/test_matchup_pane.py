"""The matchup beside a card in the Library: pin an opponent, select a card, read who wins."""

from __future__ import annotations

from PySide6.QtCore import Qt

from companion.rules.matchup import Charger, matchup
from companion.rules.matchup_round import Policy


def test_the_selected_card_against_the_pinned_one(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    assert library.matchup is None  # the charts are loaded on first use
    library.select("alahan/paladin")
    qtbot.waitUntil(lambda: library.card_view.card is not None and library.card_view.card.id == "alahan/paladin")
    qtbot.mouseClick(library.matchup_button, Qt.MouseButton.LeftButton)
    pane = library.matchup
    assert pane is not None and pane.isVisible() and pane.card is not None and pane.card.id == "alahan/paladin"
    assert "Fight against this card" in pane.pin.text()
    pane.pin.click()
    library.select("acheron/skeleton")
    qtbot.waitUntil(lambda: pane.fight is not None and pane.card is not None and pane.card.id == "acheron/skeleton",
                    timeout=60000)
    skeleton, paladin = window.session.card("acheron/skeleton"), window.session.card("alahan/paladin")
    assert skeleton is not None and paladin is not None
    exact = matchup(skeleton, paladin)
    assert pane.fight is not None
    assert pane.fight == exact
    assert pane.bar.shares == (exact.first_wins, exact.undecided, exact.second_wins)
    assert pane.rounds.chances == exact.rounds
    assert "Skeleton Warrior against Paladin" in pane.heading.text()
    assert "the advice's division" in pane.why.text() and "strikes first" in pane.why.text()
    # The skeleton charges: the Paladin (Courage 6) tests against its Fear 4.
    pane.charge.setCurrentIndex(pane.charge.findData(Charger.FIRST))
    pane.policy.setCurrentIndex(pane.policy.findData(Policy.ATTACK))
    qtbot.waitUntil(lambda: pane.fight is not None and pane.fight.charge is Charger.FIRST
                    and pane.fight.policy is Policy.ATTACK, timeout=60000)
    assert pane.fight.fear[1] is not None and pane.fight.fear[1].fear == 4
    assert "tests Courage against Fear 4" in pane.why.text()
    qtbot.mouseClick(library.matchup_button, Qt.MouseButton.LeftButton)
    assert not pane.isVisible()


def test_browsing_weighs_only_the_card_reached(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    library = window.library
    library.select("alahan/paladin")
    qtbot.waitUntil(lambda: library.card_view.card is not None and library.card_view.card.id == "alahan/paladin")
    library.show_matchup(True)
    pane = library.matchup
    pane.pin_card()
    for card_id in ("acheron/skeleton", "daikinee/dryad", "griffin/magistrate"):
        library.select(card_id)
    qtbot.waitUntil(lambda: pane.card is not None and pane.card.id == "griffin/magistrate" and pane.fight is not None,
                    timeout=60000)
    magistrate, paladin = window.session.card("griffin/magistrate"), window.session.card("alahan/paladin")
    assert pane.fight == matchup(magistrate, paladin)
    assert "Griffin Magistrate against Paladin" in pane.heading.text()
