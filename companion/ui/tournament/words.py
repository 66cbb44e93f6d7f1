"""The tournament panel's shared words: stage names, a hand card.

The stages keep their French names from the tournament rules; in English the panel shows an
English name with the French one beside it ("I - First blood (Premier sang)"), in French the
rules' own words ("I - Le Premier sang"): a stage is rendered as its term
(companion.i18n.vocabulary).
"""

from __future__ import annotations

from companion.i18n import render, tr
from companion.rules.tournament import HandCard, Stage


def stage_name(stage: Stage) -> str:
    """The stage's name as the panel shows it, in the current language."""
    return render(stage)


def stage_words(stage_id: str) -> str:
    """A stored round's stage (its id, e.g. ``"premier-sang"``) in a few words: the rounds list."""
    if stage_id == Stage.WAGERS.value:
        return tr("Wagers")
    if stage_id == Stage.TIE_ROLL.value:
        return tr("Roll-off")
    try:
        return stage_name(Stage(stage_id))
    except ValueError:
        return stage_id


def hand_card_text(card: HandCard) -> str:
    """``Red Lioness (60 AP)``, ``Swordsman x3 (45 AP)`` / ``... (60 PA)``: the name as entered."""
    return render(card.message)


__all__ = ["hand_card_text", "stage_name", "stage_words"]
