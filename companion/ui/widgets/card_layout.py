"""How a reference card is laid out, shared by the drawing and the form so they match.

The characteristics come in the order they are printed on the card (booklet, "The reference
cards"): MOV, INI, ATT/STR, DEF/RES, AIM, COU or FEAR, DIS, POW, FAITH. Pairs share a block.

The English captions below are the blocks' keys; what is shown comes from :func:`caption_text`
(the vocabulary's short names as the French cards print them: MOUV, FOR, TIR, PEU, POU, FOI),
:func:`block_tooltip` and :func:`field_label`, in the current language.
"""

from __future__ import annotations

import re

from companion.i18n import N_, tr
from companion.i18n import vocabulary as vocab
from companion.rules.card_terms import SHORT_NAMES

# (caption, fields, tooltip): one block of the characteristics strip.
BLOCKS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("MOV", ("movement", "flight"), N_("Movement in cm (second value: flight)")),
    ("INI", ("initiative",), N_("Initiative")),
    ("ATT / STR", ("attack", "strength"), N_("Attack / Strength")),
    ("DEF / RES", ("defence", "resilience"), N_("Defence / Resilience")),
    ("AIM", ("aim",), N_("Aim")),
    ("COU | FEAR", ("courage", "fear"), N_("Courage, or Fear for a frightening figure")),
    ("DIS", ("discipline",), N_("Discipline")),
    ("POW", ("power",), N_("Power (magicians)")),
    ("FAITH", ("faith",), N_("Faith (faithful): three aspects, e.g. 1-0-1")),
)
BLOCKS_PER_ROW = 5

_SHORT_KEYS: dict[str, str] = {t.english: t.key for t in vocab.SHORT_NAMES}
"""English short name -> characteristic ("STR" -> "strength")."""
_CHARACTERISTICS = frozenset(_SHORT_KEYS.values())
_TOOLTIPS = {caption: tooltip for caption, _fields, tooltip in BLOCKS}
_GAME_TERMS = frozenset({"character", "size", "base"})
"""Fields named by the vocabulary's game terms."""


def caption_text(english: str) -> str:
    """A caption written with English short names ("ATT / STR", "MOV / FLY", "FEAR") in the
    current language ("ATT / FOR", "MOUV / FLY", "PEU")."""
    return re.sub(r"[A-Z]{2,}", lambda m: vocab.short(_SHORT_KEYS[m.group(0)])
                  if m.group(0) in _SHORT_KEYS else m.group(0), english)


def block_tooltip(caption: str) -> str:
    """The tooltip of the block ``caption`` (an English caption of BLOCKS), translated."""
    return tr(_TOOLTIPS[caption])


def field_label(field: str) -> str:
    """The name of a card field as the form and its messages show it, translated; the
    characteristics by their short names and Character, size and base by their terms
    (vocabulary)."""
    if field in _CHARACTERISTICS:
        return vocab.short(field)
    if field in _GAME_TERMS:
        return vocab.name(vocab.Kind.GAME, field)
    english = FIELD_LABELS.get(field)
    return field if english is None else tr(english)


FIELD_LABELS: dict[str, str] = {  # in English (field_label: in the current language)
    "id": N_("Id"),
    "name": N_("Name"),
    "people": N_("People"),
    "rank": N_("Rank"),
    "character": "Character",
    "figures_per_card": N_("Figures per card"),
    "size": "Size",
    "base": "Base",
    **SHORT_NAMES,  # the characteristics by the short names the card prints (MOV, INI...)
    "abilities": N_("Abilities"),
    "equipment": N_("Equipment"),
    "magician": N_("Magician"),
    "faithful": N_("Faithful"),
    "provenance": N_("Provenance"),
    "notes": N_("Notes"),
}
