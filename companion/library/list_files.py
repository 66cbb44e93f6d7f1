"""An army list in any format the app exchanges, chosen by the file's extension.

``*.army.json`` is the app's own army file (:mod:`companion.library.army_files`); ``.ros`` and
``.rosz`` are BattleScribe rosters and any other ``.json`` a New Recruit roster
(:mod:`companion.library.rosters`). Reading resolves each entry against the library's cards:
an army file's entries by their data-source ids (:mod:`companion.library.army_sources`), then
each at the card of the list's edition (:func:`~companion.rules.army_editions.in_list_edition`),
a roster's by its ids and names. Writing an army file records each entry's data-source ids;
writing a roster takes its ids and names from the cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from companion.library.army_files import SUFFIX, read_army, write_army
from companion.library.army_sources import SourceIndex, resolve, with_sources
from companion.library.rosters import SUFFIXES, RosterRead, is_roster, read_roster, write_roster
from companion.rules.army import ArmyList
from companion.rules.army_editions import in_list_edition
from companion.rules.army_options import army_with_defaults
from companion.rules.card import Card
from companion.rules.message import Message

LIST_SUFFIXES = (SUFFIX, *SUFFIXES)
"""Every extension a list is read from and written to."""


def read_list(path: str | Path, cards: Iterable[Card]) -> RosterRead:
    """The list of an army file or a roster, with its entries pointed at ``cards`` and holding
    the default of each option group they leave empty; what of a roster matches no card is in
    ``unmatched``."""
    path = Path(path)
    if is_roster(path):
        return read_roster(path, cards)
    index = SourceIndex(cards)
    army = in_list_edition(resolve(read_army(path), index), index.by_id.get)
    return RosterRead(army_with_defaults(army, index.by_id))


def write_list(path: str | Path, army: ArmyList, cards: Mapping[str, Card]) -> list[Message]:
    """Write ``army`` in the format of ``path``'s extension, atomically; returns what a roster
    could not hold (an army file holds everything)."""
    path = Path(path)
    if is_roster(path):
        return write_roster(path, army, cards)
    write_army(path, with_sources(army, cards))
    return []
