"""How a reference card is laid out, shared by the drawing and the form so they match.

The characteristics come in the order they are printed on the card (booklet, "The reference
cards"): MOV, INI, ATT/STR, DEF/RES, AIM, COU or FEAR, DIS, POW, FAITH. Pairs share a block.

The English captions below are the blocks' keys; what is shown comes from :func:`caption_text`
(the vocabulary's short names as the French cards print them: MOUV, FOR, TIR, PEU, POU, FOI),
:func:`block_tooltip` and :func:`field_label`, in the current language.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from companion.i18n import vocabulary as vocab
from companion.rules.card_terms import SHORT_NAMES

# (caption, fields, tooltip): one block of the characteristics strip.
BLOCKS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("MOV", ("movement", "flight"), "Movement in cm (second value: flight)"),
    ("INI", ("initiative",), "Initiative"),
    ("ATT / STR", ("attack", "strength"), "Attack / Strength"),
    ("DEF / RES", ("defence", "resilience"), "Defence / Resilience"),
    ("AIM", ("aim",), "Aim"),
    ("COU | FEAR", ("courage", "fear"), "Courage, or Fear for a frightening figure"),
    ("DIS", ("discipline",), "Discipline"),
    ("POW", ("power",), "Power (magicians)"),
    ("FAITH", ("faith",), "Faith (faithful): three aspects, e.g. 1-0-1"),
)
BLOCKS_PER_ROW = 5

_SHORT_KEYS: dict[str, str] = {t.english: t.key for t in vocab.SHORT_NAMES}
"""English short name -> characteristic ("STR" -> "strength")."""
_CHARACTERISTICS = frozenset(_SHORT_KEYS.values())


def caption_text(english: str) -> str:
    """A caption written with English short names ("ATT / STR", "MOV / FLY", "FEAR") in the
    current language ("ATT / FOR", "MOUV / FLY", "PEU")."""
    return re.sub(r"[A-Z]{2,}", lambda m: vocab.short(_SHORT_KEYS[m.group(0)])
                  if m.group(0) in _SHORT_KEYS else m.group(0), english)



def block_tooltip(caption: str) -> str:
    """The tooltip of the block ``caption`` (an English caption of BLOCKS), translated."""
    tips = {
        "MOV": QCoreApplication.translate("CardLayout", "Movement in cm (second value: flight)"),
        "INI": QCoreApplication.translate("CardLayout", "Initiative"),
        "ATT / STR": QCoreApplication.translate("CardLayout", "Attack / Strength"),
        "DEF / RES": QCoreApplication.translate("CardLayout", "Defence / Resilience"),
        "AIM": QCoreApplication.translate("CardLayout", "Aim"),
        "COU | FEAR": QCoreApplication.translate("CardLayout", "Courage, or Fear for a frightening figure"),
        "DIS": QCoreApplication.translate("CardLayout", "Discipline"),
        "POW": QCoreApplication.translate("CardLayout", "Power (magicians)"),
        "FAITH": QCoreApplication.translate("CardLayout", "Faith (faithful): three aspects, e.g. 1-0-1"),
    }
    return tips[caption]


def field_label(field: str) -> str:
    """The name of a card field as the form and its messages show it, translated; the
    characteristics by their short names (vocabulary)."""
    if field in _CHARACTERISTICS:
        return vocab.short(field)
    labels = {
        "id": QCoreApplication.translate("CardLayout", "Id"),
        "name": QCoreApplication.translate("CardLayout", "Name"),
        "people": QCoreApplication.translate("CardLayout", "People"),
        "rank": QCoreApplication.translate("CardLayout", "Rank"),
        "character": vocab.name(vocab.Kind.GAME, "character"),
        "figures_per_card": QCoreApplication.translate("CardLayout", "Figures per card"),
        "size": vocab.name(vocab.Kind.GAME, "size"),
        "base": vocab.name(vocab.Kind.GAME, "base"),
        "abilities": QCoreApplication.translate("CardLayout", "Abilities"),
        "equipment": QCoreApplication.translate("CardLayout", "Equipment"),
        "magician": QCoreApplication.translate("CardLayout", "Magician"),
        "faithful": QCoreApplication.translate("CardLayout", "Faithful"),
        "provenance": QCoreApplication.translate("CardLayout", "Provenance"),
        "notes": QCoreApplication.translate("CardLayout", "Notes"),
    }
    return labels.get(field, FIELD_LABELS.get(field, field))

FIELD_LABELS: dict[str, str] = {  # in English (field_label: in the current language)
    "id": "Id",
    "name": "Name",
    "people": "People",
    "rank": "Rank",
    "character": "Character",
    "figures_per_card": "Figures per card",
    "size": "Size",
    "base": "Base",
    **SHORT_NAMES,  # the characteristics by the short names the card prints (MOV, INI...)
    "abilities": "Abilities",
    "equipment": "Equipment",
    "magician": "Magician",
    "faithful": "Faithful",
    "provenance": "Provenance",
    "notes": "Notes",
}
