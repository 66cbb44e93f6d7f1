"""What a reference card shows, as plain text cells: shared by the roster and the proxies.

Order and names as printed on the reference cards: MOV INI ATT STR DEF RES AIM COU|FEAR DIS
POW FAITH. A characteristic the card should have but no source gives is *missing*: printed as
an empty box marked "?" for the player to fill from their card (a number is never invented).
A characteristic the card does not have (POW of a non-magician) prints as a dash.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.i18n import N_, current_language, tr
from companion.i18n.vocabulary import Kind, ability_name, label
from companion.i18n.vocabulary import name as vocabulary_name
from companion.i18n.vocabulary import short as vocabulary_short
from companion.rules.abilities import canonical_name
from companion.rules.card import Card, Equipment
from companion.rules.peoples import PEOPLE_BY_ID

MISSING_MARK = "?"
NOT_APPLICABLE = "–"
MISSING_LEGEND = N_("? = not known from a source: fill it from your card")
"""In English; sheets print ``tr(MISSING_LEGEND)``. Every text below is in the current
language (companion.i18n: the sheets render inside ``using_language``)."""


@dataclass(frozen=True, slots=True)
class Cell:
    """One characteristic as printed: its short name, its text, and whether it is missing."""

    short: str
    text: str
    missing: bool = False

    @property
    def printed(self) -> str:
        """What goes in the box: the value, "?" if missing, "–" if the card has none."""
        return MISSING_MARK if self.missing else self.text


def short(characteristic: str) -> str:
    """A characteristic's abbreviation in the current language (``STR``, ``FOR``)."""
    return vocabulary_short(characteristic, current_language())


def number(value: float | int | str | None) -> str:
    """A value as the card prints it: 7.5 stays 7.5, 10.0 prints 10."""
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def _has_ranged_weapon(card: Card) -> bool:
    return any(item.ranges is not None for item in card.equipment)


def characteristic_cells(card: Card) -> tuple[Cell, ...]:
    """The card's characteristics in printed order, each with its text or its missing mark."""
    cells: list[Cell] = [_cell(card, "movement", required=True)]
    if card.flight is not None or "Flight" in booklet_names(card):
        cells.append(_cell(card, "flight", required=True))
    for name in ("initiative", "attack", "strength", "defence", "resilience"):
        cells.append(_cell(card, name, required=True))
    cells.append(_cell(card, "aim", required=_has_ranged_weapon(card)))
    if card.fear is not None:
        cells.append(Cell(short("fear"), number(card.fear)))
    elif card.courage is not None:
        cells.append(Cell(short("courage"), number(card.courage)))
    else:
        cells.append(Cell(f"{short('courage')}/{short('fear')}", "", missing=True))
    cells.append(_cell(card, "discipline", required=True))
    cells.append(_cell(card, "power", required=card.magician))
    cells.append(_cell(card, "faith", required=card.faithful))
    return tuple(cells)


def booklet_names(card: Card) -> set[str | None]:
    """The booklet's names of the card's abilities, however the card spells them (None for
    an ability the booklet does not list): ``name in booklet_names(card)`` answers what
    ``card.has(name)`` answers for a booklet name, reading each ability once."""
    return {canonical_name(ability.name) for ability in card.abilities}


def _cell(card: Card, name: str, *, required: bool) -> Cell:
    value = getattr(card, name)
    name_shown = short(name)
    if value is None:
        return Cell(name_shown, "" if required else NOT_APPLICABLE, missing=required)
    return Cell(name_shown, number(value))


def ap_text(card: Card | None) -> str:
    """The card's AP, or "?" when no source gives it."""
    if card is None or card.ap is None:
        return MISSING_MARK
    return str(card.ap)


def people_label(people: str) -> str:
    """The people's name (Cynwäll Elves) for its id (cynwall); an unknown id as written.

    Our French texts name no people as a whole, so the names stay the booklet's
    (companion.i18n.vocabulary.PEOPLES)."""
    info = PEOPLE_BY_ID.get(people)
    return info.name if info is not None else people


def ability_texts(card: Card) -> tuple[str, ...]:
    """Abilities as on the card: ``Name`` or ``Name/X`` (unknown names kept as written); in
    French, the French names our texts give (Brute épaisse, Dur à cuire...)."""
    language = current_language()
    return tuple(ability_name(str(ability), language) for ability in card.abilities)


def equipment_texts(card: Card) -> tuple[str, ...]:
    """Equipment with its Strength and Short/Medium/Long ranges (``Pistol, STR 6, 10/15/20 cm``)."""
    return tuple(_equipment(item) for item in card.equipment)


def _equipment(item: Equipment) -> str:
    parts = [item.name]
    if item.strength is not None:
        parts.append(f"{short('strength')} {item.strength}")
    if item.ranges is not None:
        parts.append("/".join(f"{r:g}" for r in item.ranges) + " cm")
    return ", ".join(parts)


def rank_text(card: Card) -> str:
    """Rank, and "Character" for characters; "?" when the rank is not known."""
    rank = label(card.rank) if card.rank is not None else MISSING_MARK
    return tr("{rank}, Character", rank=rank) if card.character else rank


def size_text(card: Card) -> str:
    """Size and base (``Normal, infantry``), "?" for what is not known."""
    size = label(card.size) if card.size is not None else MISSING_MARK
    base = label(card.base).lower() if card.base is not None else MISSING_MARK
    return f"{size}, {base}"


def known_identity(card: Card) -> tuple[str, ...]:
    """What is known of the card's rank and size, as printed: ``("Elite", "Normal, infantry")``,
    ``("Character",)`` for a Character of unknown rank, ``()`` when nothing is known (C5 cards):
    what is not known is named once, by :func:`not_known`."""
    parts: list[str] = []
    if card.rank is not None:
        parts.append(rank_text(card))
    elif card.character:
        parts.append(vocabulary_name(Kind.GAME, "character", current_language()))
    size = [label(card.size)] if card.size is not None else []
    size += [label(card.base).lower()] if card.base is not None else []
    if size:
        parts.append(", ".join(size))
    return tuple(parts)


def not_known(card: Card) -> tuple[str, ...]:
    """What no source says of the card's rank, size and base, by name in the current
    language: ``("rank", "size", "base")`` for most C5 cards."""
    unknown = [(card.rank, N_("rank")), (card.size, N_("size")), (card.base, N_("base"))]
    return tuple(tr(word) for value, word in unknown if value is None)
