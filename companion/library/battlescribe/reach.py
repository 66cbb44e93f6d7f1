"""What an import offers no one: the spells and miracles of the library catalogues that no card
reaches, the libraries' lists no caster is offered, and the entries kept off the options
because they are data, not choices.

A spell or a miracle is an entry whose profile type says so ("Spell Card", "Miracle Card"), else
whose category does; a library's list is one of its root entries (a caster's "[Acheron] Azael
Spells"). A card is offered an entry when one of its options was read from it (its
:class:`~companion.rules.card.OptionSourceIds` ``entry``), and a list when an option is chosen
under it (``root``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from xml.etree.ElementTree import Element

from companion.library.battlescribe.catalogue import DataFile
from companion.rules.card import Card, OptionKind
from companion.rules.message import Message

_MAGIC: tuple[tuple[OptionKind, tuple[str, ...]], ...] = (
    (OptionKind.SPELL, ("spell", "sortileg")),
    (OptionKind.MIRACLE, ("miracle", "miracol")),
)
NAMES_SHOWN = 20
"""The most names one note lists (then "…")."""


def magic_kind(element: Element, under: Callable[[Element, str], list[Element]] = Element.findall) -> OptionKind | None:
    """SPELL or MIRACLE when the entry's profile type says so, else its category; else None
    (a "Miracle Card" filed under the "Spells" category is a miracle)."""
    typed = " ".join(p.get("typeName") or "" for p in under(element, "profiles/profile")).casefold()
    categories = " ".join(c.get("name") or "" for c in under(element, "categoryLinks/categoryLink")).casefold()
    for said in (typed, categories):
        for kind, words in _MAGIC:
            if any(word in said for word in words):
                return kind
    return None


def _names(names: Iterable[str]) -> str:
    ordered = sorted(set(names), key=str.casefold)
    shown = ", ".join(ordered[:NAMES_SHOWN])
    return shown + ", …" if len(ordered) > NAMES_SHOWN else shown


def unoffered(libraries: list[DataFile], cards: list[Card]) -> list[Message]:
    """A note for each library whose spells, miracles or lists no card is offered."""
    if not libraries:
        return []
    offered: set[str] = set()
    roots: set[str] = set()
    for card in cards:
        for option in card.options:
            if option.source_ids is not None:
                offered.add(option.source_ids.entry_id)
                roots.add(option.source_ids.root)
    notes: list[Message] = []
    for library in libraries:
        lists = library.root.findall("selectionEntries/selectionEntry")
        list_elements = {id(entry) for entry in lists}
        unreached: dict[str, str] = {}
        for entry in library.root.iter("selectionEntry"):
            name = " ".join((entry.get("name") or "").split())
            if id(entry) in list_elements or not name or name.startswith("_") or magic_kind(entry) is None:
                continue
            if (entry.get("id") or "") not in offered:
                unreached[entry.get("id") or name] = name
        if unreached:
            notes.append(Message("battlescribe.magic-unoffered", file=library.path.name, count=len(unreached),
                                 names=_names(unreached.values())))
        idle = [" ".join((e.get("name") or "").split()) for e in lists if (e.get("id") or "") not in roots
                and not (e.get("name") or "").startswith("_")]
        if idle:
            notes.append(Message("battlescribe.lists-unoffered", file=library.path.name, count=len(idle),
                                 names=_names(idle)))
    return notes


def not_choices(names: set[str]) -> list[Message]:
    """The note that counts the entries kept off the options as data (none: no note)."""
    if not names:
        return []
    return [Message("battlescribe.not-choices", count=len(names), names=_names(names))]
