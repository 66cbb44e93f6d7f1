"""Army lists that travel: each entry carries its card's data-source ids, and finds its card by
them after a fresh import of the same catalogues.

A card imported from a data source (BattleScribe / New Recruit) knows where it is there
(:class:`~companion.rules.card.CardSourceIds`), and so does each of its options. Written into
an army file, an entry says so too (:class:`~companion.rules.army.EntrySource`): the card's
edition, catalogue and entry id, and the entry id of each option taken. Read back against a
library whose card ids changed (a card renamed in a new revision of the catalogue, cards read
in another order), the entry finds the card with the same catalogue and entry id, and each
option the option with the same entry id. Entries without a source, and sources that match no
card, are kept as they are: validation reports the cards it cannot find.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from companion.rules.army import ArmyList, Entry, EntrySource
from companion.rules.card import Card, last_segment


def entry_source(card: Card, entry: Entry) -> EntrySource | None:
    """Where ``entry``'s card and options are in the card's data source (None: the card has
    no data source)."""
    ids = card.source_ids
    if ids is None:
        return None
    options: dict[str, str] = {}
    for option_id in entry.options:
        option = card.option(option_id)
        if option is not None and option.source_ids is not None:
            options[option_id] = option.source_ids.entry
    return EntrySource(card.edition, ids.catalogue, ids.entry, tuple(sorted(options.items())))


def with_sources(army: ArmyList, cards: Mapping[str, Card]) -> ArmyList:
    """``army`` with each entry's source taken from its card (entries of cards not in
    ``cards``, or without a data source, keep theirs)."""
    entries = []
    for entry in army.entries:
        card = cards.get(entry.card_id)
        source = entry_source(card, entry) if card is not None else None
        entries.append(entry if source is None else replace(entry, source=source))
    return replace(army, entries=tuple(entries))


class SourceIndex:
    """The cards of a library by their data-source ids: (catalogue, entry id) and entry id."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self.by_id: dict[str, Card] = {}
        self.by_entry: dict[tuple[str, str], Card] = {}
        self.by_entry_id: dict[str, list[Card]] = {}
        for card in cards:
            self.by_id[card.id] = card
            if card.source_ids is not None:
                entry_id = card.source_ids.entry_id
                self.by_entry.setdefault((card.source_ids.catalogue, entry_id), card)
                self.by_entry_id.setdefault(entry_id, []).append(card)

    def find(self, catalogue: str, entry: str, edition: str | None = None) -> Card | None:
        """The card of this catalogue whose entry is ``entry`` (a path: its last segment), else
        the one card of any catalogue with that entry (of ``edition`` when given)."""
        entry_id = last_segment(entry)
        found = self.by_entry.get((catalogue, entry_id))
        if found is not None:
            return found
        others = [c for c in self.by_entry_id.get(entry_id, ()) if edition is None or c.edition == edition]
        return others[0] if len(others) == 1 else None


def resolve(army: ArmyList, index: SourceIndex) -> ArmyList:
    """``army`` with each entry that has a source pointed at the card its source names, and
    its options at that card's options with the same entry ids. An entry whose source names no
    card of the library keeps its card id and options."""
    entries = []
    for entry in army.entries:
        source = entry.source
        card = None if source is None else index.find(source.catalogue, source.entry, source.edition)
        if source is None or card is None:
            entries.append(entry)
            continue
        by_entry: dict[str, str] = {}
        for option in card.options:
            if option.source_ids is not None:
                by_entry.setdefault(option.source_ids.entry, option.id)
                by_entry.setdefault(option.source_ids.entry_id, option.id)
        paths = dict(source.options)
        options = []
        for option_id in entry.options:
            path = paths.get(option_id)
            found = None if path is None else by_entry.get(path) or by_entry.get(last_segment(path))
            options.append(found or option_id)
        mapped = {new: paths[old] for old, new in zip(entry.options, options) if old in paths}
        entries.append(replace(entry, card_id=card.id, options=tuple(options),
                               source=replace(source, options=tuple(sorted(mapped.items())))))
    return replace(army, entries=tuple(entries))
