"""The tournament panel's shared words: stage names, a hand card.

The stages keep their French names from the tournament rules; in English the panel shows an
English name with the French one beside it ("I - First blood (Premier sang)"), in French the
rules' own words ("I - Le Premier sang"). Every text goes through Qt's translation
(``resources/i18n/tournament_fr.ts``, context ``TournamentWords``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.rules.tournament import HandCard, Stage
from companion.ui.qt_text import arg

def stage_name(stage: Stage) -> str:
    """The stage's name as the panel shows it, in the current language."""
    if stage is Stage.WAGERS:
        return QCoreApplication.translate("TournamentWords", "Relevez le défi: the wagers")
    if stage is Stage.TIE_ROLL:
        return QCoreApplication.translate("TournamentWords", "Relevez le défi: equal totals, roll-off")
    if stage is Stage.PREMIER_SANG:
        return QCoreApplication.translate("TournamentWords", "I - First blood (Premier sang)")
    if stage is Stage.REVANCHE:
        return QCoreApplication.translate("TournamentWords", "II - The return match (La Revanche)")
    if stage is Stage.DUEL:
        return QCoreApplication.translate("TournamentWords", "III - The duel (Le Duel)")
    return QCoreApplication.translate("TournamentWords", "IV - Victory (La Victoire)")


def stage_words(stage_id: str) -> str:
    """A stored round's stage (its id, e.g. ``"premier-sang"``) in a few words: the rounds list."""
    if stage_id == Stage.WAGERS.value:
        return QCoreApplication.translate("TournamentWords", "Wagers")
    if stage_id == Stage.TIE_ROLL.value:
        return QCoreApplication.translate("TournamentWords", "Roll-off")
    try:
        return stage_name(Stage(stage_id))
    except ValueError:
        return stage_id


def hand_card_text(card: HandCard) -> str:
    """``Red Lioness (60 AP)``, ``Swordsman x3 (45 AP)`` / ``... (60 PA)``: the name as entered."""
    if card.figures > 1:
        return arg(QCoreApplication.translate("TournamentWords", "%1 x%2 (%3 AP)"), card.name, card.figures, card.ap)
    return arg(QCoreApplication.translate("TournamentWords", "%1 (%2 AP)"), card.name, card.ap)


__all__ = ["hand_card_text", "stage_name", "stage_words"]
