"""Options stored once for every card that has the same ones (companion.library.option_sets):
a catalogue whose entries all link one group of options stores the group once, and every card
reads back as it was imported; the migration moves a library's cards so and back."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from sqlmodel import select

from companion.library.battlescribe import read_battlescribe
from companion.library.card_columns import COLUMN_NAMES
from companion.library.card_options import option_to_dict
from companion.library.models import CardRow, OptionSetRow
from companion.library.store import Library
from companion.rules.card import Card
from companion.rules.linked_options import CardGroups, CardOptions
from tests.library.library_files import downgrade_to, linking_catalogue, upgrade_to


def _imported(tmp_path: Path, battlescribe_dir: Path, entries: int) -> tuple[Path, list[Card]]:
    folder = linking_catalogue(battlescribe_dir, tmp_path / f"source-{entries}", entries)
    path = tmp_path / f"library-{entries}.sqlite3"
    cards = read_battlescribe([folder]).cards
    with Library.open(path, seed=False) as library:
        library.import_cards(cards)
    return path, cards


def test_a_group_linked_from_every_entry_is_stored_once_and_read_back_whole(
        tmp_path: Path, battlescribe_dir: Path) -> None:
    small, _ = _imported(tmp_path, battlescribe_dir, 40)
    large, cards = _imported(tmp_path, battlescribe_dir, 120)
    soldiers = [card for card in cards if card.name.startswith("Probe soldier")]
    assert len(soldiers) == 120 and all(len(card.options) >= 20 for card in soldiers)
    assert soldiers[0].options[0].source_ids is not None
    assert soldiers[0].options[0].source_ids.entry.startswith("probe-l-00000::")  # each its own path
    connection = sqlite3.connect(large)
    try:
        stored = dict(connection.execute("SELECT id, options FROM card WHERE name LIKE 'Probe soldier %'"))
        named = {card_id: json.loads(value.removeprefix("@")) for card_id, value in stored.items()}
        assert len(named) == 120 and {len(parts) for parts in named.values()} == {1}
        assert len({parts[0][0] for parts in named.values()}) == 1  # the Baronies once, each row naming it
        assert named[soldiers[3].id][0][1] == ["probe-l-00003"]  # with the card's own link
        (items,) = connection.execute("SELECT items FROM option_set WHERE key = ?",
                                      (named[soldiers[0].id][0][0],)).fetchone()
    finally:
        connection.close()
    assert len(json.loads(items)) == len(soldiers[0].options)
    per_entry = (large.stat().st_size - small.stat().st_size) / 80
    assert per_entry < 5_000, per_entry  # a copy of the group a card: about 24 kB an entry
    by_id = {card.id: card for card in cards}
    with Library.open(large, seed=False) as library:
        assert {card.id: card for card in library.cards()} == by_id
        assert library.get(soldiers[7].id) == soldiers[7]


def test_cards_linking_one_group_hold_one_set_of_it_when_read_and_when_read_back(
        tmp_path: Path, battlescribe_dir: Path) -> None:
    path, cards = _imported(tmp_path, battlescribe_dir, 30)
    with Library.open(path, seed=False) as library:
        read_back = library.cards()
    for listed in (cards, read_back):
        soldiers = [card for card in listed if card.name.startswith("Probe soldier")]
        assert len(soldiers) == 30
        options = [card.options for card in soldiers if isinstance(card.options, CardOptions)]
        groups = [card.option_groups for card in soldiers if isinstance(card.option_groups, CardGroups)]
        assert len(options) == len(groups) == 30 and all(len(held.parts) == 1 for held in options)
        assert len({id(held.parts[0][0]) for held in options}) == 1  # the Baronies, one object
        assert len({id(held.parts[0][0]) for held in groups}) == 1
        assert options[0] != options[1] and options[1][0].id == soldiers[1].id + "/unaffiliated"
        assert groups[2][0].default == soldiers[2].id + "/unaffiliated"  # each card its own ids
    assert sorted(read_back, key=lambda card: card.id) == sorted(cards, key=lambda card: card.id)


def test_links_that_differ_by_more_than_their_id_are_read_each_their_own_way(
        tmp_path: Path, battlescribe_dir: Path) -> None:
    folder = linking_catalogue(battlescribe_dir, tmp_path / "source", 4)
    catalogue = folder / "alahan-lions-c5.cat"
    text = catalogue.read_text(encoding="utf-8")
    hidden = '<entryLink id="probe-l-00001" name="Baronies" hidden="false"'
    modified = '<entryLink id="probe-l-00002" name="Baronies" hidden="false" collective="false" import="true" ' \
               'targetId="8d9f-cfb1-0bf8-575a" type="selectionEntryGroup"/>'
    assert hidden in text and modified in text
    text = text.replace(hidden, hidden.replace('hidden="false"', 'hidden="true"')).replace(
        modified, modified[:-2] + '><modifiers><modifier type="set" field="hidden" value="true"/></modifiers>'
                                  '</entryLink>')
    catalogue.write_text(text, encoding="utf-8")
    soldiers = {card.name: card for card in read_battlescribe([folder]).cards if card.name.startswith("Probe")}
    assert [len(soldiers[f"Probe soldier {i}"].options) > 20 for i in range(4)] == [True, False, False, True]
    last = soldiers["Probe soldier 3"].options[0].source_ids
    assert last is not None and last.entry.startswith("probe-l-00003::")  # its own link, though read once


def test_sets_no_card_names_any_more_are_removed(tmp_path: Path, c5: dict[str, Card]) -> None:
    agonn = c5["alahan/agonn-the-ardent"]
    assert agonn.options and agonn.option_groups
    other = replace(agonn, id="alahan/other", name="Other", option_groups=(), options=tuple(
        replace(option, id="alahan/other/" + option.id.rpartition("/")[2]) for option in agonn.options))
    with Library.open(tmp_path / "library.sqlite3", seed=False) as library:
        def sets() -> int:
            with library.reading() as connection:
                return len(connection.exec(select(OptionSetRow.key)).all())

        library.save(agonn)
        agonns = sets()
        assert agonns >= 3  # Agonn's options, a part a link, and his groups
        library.save(other)
        assert sets() == agonns  # the other card's options are the same parts
        assert library.get(other.id) == other
        library.delete(agonn.id)
        assert sets() == agonns - 1  # the groups no card names any more
        library.delete_cards([other.id])
        assert sets() == 0


def test_the_migration_moves_the_cards_options_into_sets_and_back(tmp_path: Path, c5: dict[str, Card]) -> None:
    path = tmp_path / "library.sqlite3"
    cards = sorted(c5.values(), key=lambda card: card.id)
    with Library.open(path, seed=False) as library:
        library.import_cards(cards)
    downgrade_to(path, "0009")  # as the version before wrote them: each card's own copy in its row
    connection = sqlite3.connect(path)
    try:
        assert "option_set" not in {name for (name,) in connection.execute("SELECT name FROM sqlite_master")}
        rows = dict(connection.execute("SELECT id, options FROM card"))
    finally:
        connection.close()
    agonn = c5["alahan/agonn-the-ardent"]
    assert json.loads(rows[agonn.id]) == [option_to_dict(option) for option in agonn.options]
    with Library.open(path, seed=False) as library:  # upgraded again
        assert sorted(library.cards(), key=lambda card: card.id) == cards
        report = library.import_cards(cards)
    assert report.updated == 0 and report.unchanged == len(cards)  # the rows are the ones an import writes


def _stored(path: Path) -> tuple[dict[str, tuple[object, ...]], dict[str, str]]:
    """The card rows by id and the stored sets by key, as they are in the file."""
    connection = sqlite3.connect(path)
    try:
        return ({row[0]: row for row in connection.execute(f"SELECT {', '.join(COLUMN_NAMES)} FROM card")},
                dict(connection.execute("SELECT key, items FROM option_set")))
    finally:
        connection.close()


def _groups_of(value: object, sets: dict[str, str]) -> tuple[list[str], list[dict[str, object]]]:
    """The keys a card's stored option groups name, and the groups they hold."""
    assert isinstance(value, str) and value.startswith("@"), value
    keys = [key for key, _links in json.loads(value[1:])]
    return keys, [group for key in keys for group in json.loads(sets[key])]


def test_group_defaults_are_stored_without_the_card_s_id_from_0012_and_with_it_again_at_0011(
        tmp_path: Path, battlescribe_dir: Path) -> None:
    path, imported = _imported(tmp_path, battlescribe_dir, 30)
    soldiers = [card for card in imported if card.name.startswith("Probe soldier")]
    first = soldiers[0]
    moved_id = first.id + "-c5"  # as the import before 0012 left a card moved beside another edition:

    def moved_option(option_id: str) -> str:
        return moved_id + option_id.removeprefix(first.id)

    moved = replace(first, id=moved_id, options=tuple(replace(option, id=moved_option(option.id))
                                                      for option in first.options),
                    option_groups=tuple(group if group.parent is None else replace(group, parent=moved_option(
                        group.parent)) for group in first.option_groups))  # its default the other card's option
    assert moved.option_groups[0].default == first.id + "/unaffiliated" and moved.option_groups[1].parent
    cards = {card.id: card for card in [*imported, moved]}
    with Library.open(path, seed=False) as library:
        library.import_cards([moved])
    downgrade_to(path, "0010")
    upgrade_to(path, "0011")  # as revision 0011 stored them: each default whole
    at_0011 = _stored(path)
    rows, sets = at_0011
    column = COLUMN_NAMES.index("option_groups")
    parts = {card.id: _groups_of(rows[card.id][column], sets) for card in soldiers}
    assert len({keys[0] for keys, _groups in parts.values()}) == 30  # each card its own part
    defaults = [group.get("default") for group in parts[first.id][1]]
    assert defaults[0] == first.id + "/unaffiliated" and set(defaults[1:]) == {None}
    assert _groups_of(rows[moved_id][column], sets)[1][0]["default"] == first.id + "/unaffiliated"
    with Library.open(path, seed=False) as library:  # upgraded to the head
        assert {card.id: card for card in library.cards()} == cards  # the defaults each card's own
        report = library.import_cards(list(cards.values()))
    assert report.updated == 0 and report.unchanged == len(cards)  # the rows are the ones an import writes
    rows, sets = _stored(path)
    parts = {card.id: _groups_of(rows[card.id][column], sets) for card in soldiers}
    assert len({keys[0] for keys, _groups in parts.values()}) == 1  # one part for the 30 cards
    assert [group.get("default") for group in parts[first.id][1]] == ["unaffiliated", *defaults[1:]]
    assert json.loads(str(rows[moved_id][column]))[0]["default"] == first.id + "/unaffiliated"  # whole, in its row
    named = {key for row in rows.values() for value in row if isinstance(value, str) and value.startswith("@")
             for key, _links in json.loads(value[1:])}
    assert set(sets) == named  # the parts no card names any more are gone
    downgrade_to(path, "0011")
    assert _stored(path) == at_0011  # as 0011 stored them, byte for byte


@pytest.mark.parametrize("option_id", ["alahan/agonn/x", "elsewhere/agonn-the-ardent/x"])
def test_options_whose_ids_are_not_the_card_s_stay_in_its_row(tmp_path: Path, c5: dict[str, Card],
                                                               option_id: str) -> None:
    agonn = c5["alahan/agonn-the-ardent"]
    odd = replace(agonn, options=(replace(agonn.options[0], id=option_id),), option_groups=())
    with Library.open(tmp_path / "library.sqlite3", seed=False) as library:
        library.import_cards([odd])  # (not validated as a pack card is: made in code)
        assert library.get(agonn.id) == odd
        with library.reading() as connection:
            row = connection.exec(select(CardRow.options)).one()
    assert row.startswith("[")
